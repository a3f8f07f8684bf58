import type { ServerVersion } from '@semaphore-console/api-client';

/** The two ways to start a registered runner, shown once after it is created (spec resources §2). */
export interface RunnerSnippets {
  /** Command-line usage of the `semaphore runner start` process. */
  commandLine: string;
  /** A container run of the runner image. */
  container: string;
}

/** What the start commands of a new runner are made of ({@link runnerSnippets}). */
export interface RunnerSnippetInput {
  /**
   * Semaphore's own address, without `/api` (its `web_host`, else the address the console reaches
   * it at), e.g. `https://semaphore.example/`: the runner appends `/api/internal/runners` itself.
   */
  webRoot: string;
  /** The runner's token (API §5.17: only in the create answer). */
  token: string;
  /**
   * Whether the create answer carried a private key (newer §N7): the runner then needs the file it
   * is saved in (`SEMAPHORE_RUNNER_PRIVATE_KEY_FILE`).
   */
  privateKey: boolean;
  /** The server's version: the runner image is tagged alike (`v2.20.2`); `latest` when unknown. */
  version: ServerVersion | null;
}

/** Where the snippets say the runner's private key file is, on the host and in the container. */
export const PRIVATE_KEY_PATH = '/path/to/runner.key';
const CONTAINER_KEY_PATH = '/config.runner.key';

/**
 * The start commands of a new runner. The runner (2.10 and newer) reads its configuration from the
 * environment with `--no-config` (`util/config.go` of Semaphore): `SEMAPHORE_WEB_ROOT` (the
 * server's address; the runner calls `<web root>/api/internal/runners`, API §4.10),
 * `SEMAPHORE_RUNNER_TOKEN` and, on servers that hand out a key pair (newer §N7),
 * `SEMAPHORE_RUNNER_PRIVATE_KEY_FILE`. There is no `SEMAPHORE_RUNNER_API_URL`.
 */
export function runnerSnippets({
  webRoot,
  token,
  privateKey,
  version,
}: RunnerSnippetInput): RunnerSnippets {
  const root = webRoot.replace(/\/+$/, '');
  const env = (keyPath: string) => [
    `SEMAPHORE_WEB_ROOT=${root}`,
    `SEMAPHORE_RUNNER_TOKEN=${token}`,
    ...(privateKey ? [`SEMAPHORE_RUNNER_PRIVATE_KEY_FILE=${keyPath}`] : []),
  ];
  const tag = version ? `v${version.major}.${version.minor}.${version.patch}` : 'latest';
  return {
    commandLine: [
      ...env(PRIVATE_KEY_PATH).map((e) => `${e} \\`),
      'semaphore runner start --no-config',
    ].join('\n'),
    container: [
      'docker run -d --name semaphore-runner \\',
      ...env(CONTAINER_KEY_PATH).map((e) => `  -e ${e} \\`),
      ...(privateKey ? [`  -v ${PRIVATE_KEY_PATH}:${CONTAINER_KEY_PATH}:ro \\`] : []),
      `  semaphoreui/runner:${tag}`,
    ].join('\n'),
  };
}
