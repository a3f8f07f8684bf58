import { DEMO_ADMIN, startStack, type Stack } from '@semaphore-console/e2e';
import { stackEnv, type ServerVersion } from './fixtures';

/** The demo server's flags per dialect (apps/demo-server/README.md). */
const DEMO_ARGS: Readonly<Record<ServerVersion, string[]>> = {
  // --remote-runner: `use_remote_runner` on, so the user menu offers Runners (spec core §2).
  '2.10': ['--faults', '--remote-runner'],
  '2.20': ['--faults', '--remote-runner', '--server-version', '2.20', '--invites'],
};

/**
 * Starts the stacks once for the suite: the demo server as 2.10 and as 2.20, each with the built
 * console in front (or only the console in front of `E2E_BASE_URL`, as the `2.10` stack). Their
 * addresses reach the test workers as `E2E_CONSOLE_URL_2_10` / `E2E_SERVER_URL_2_10` (and `_2_20`),
 * which the fixtures turn into `E2E_CONSOLE_URL` / `E2E_SERVER_URL` for a project's workers; the
 * sign-in in `E2E_USER` / `E2E_PASSWORD`. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.E2E_BASE_URL;
  const versions: ServerVersion[] = serverUrl ? ['2.10'] : ['2.10', '2.20'];
  const started = await Promise.allSettled(
    versions.map((version) =>
      startStack(serverUrl ? { serverUrl } : { demoArgs: DEMO_ARGS[version] }),
    ),
  );
  const stacks = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async (): Promise<void> => {
    await Promise.all(stacks.map((stack: Stack) => stack.stop()));
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  versions.forEach((version, i) => {
    const names = stackEnv(version);
    process.env[names.consoleUrl] = stacks[i]!.consoleUrl;
    process.env[names.serverUrl] = stacks[i]!.serverUrl;
  });
  process.env.E2E_USER ??= DEMO_ADMIN.username;
  process.env.E2E_PASSWORD ??= DEMO_ADMIN.password;
  return stopAll;
}
