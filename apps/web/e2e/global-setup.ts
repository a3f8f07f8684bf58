import { DEMO_ADMIN, startStack } from '@semaphore-console/e2e';

/**
 * Starts the stack once for the suite and publishes its address to the test workers through
 * `E2E_CONSOLE_URL` (plus the sign-in in `E2E_USER` / `E2E_PASSWORD`). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.E2E_BASE_URL;
  // --remote-runner: `use_remote_runner` on, so the user menu offers Runners (spec core §2).
  const stack = await startStack(
    serverUrl ? { serverUrl } : { demoArgs: ['--faults', '--remote-runner'] },
  );
  process.env.E2E_CONSOLE_URL = stack.consoleUrl;
  process.env.E2E_SERVER_URL = stack.serverUrl;
  process.env.E2E_USER ??= DEMO_ADMIN.username;
  process.env.E2E_PASSWORD ??= DEMO_ADMIN.password;
  return () => stack.stop();
}
