/** The two ways to start a registered runner, shown once after it is created (spec resources §2). */
export interface RunnerSnippets {
  /** Command-line usage of the `semaphore runner` process. */
  commandLine: string;
  /** A container run of the runner image. */
  container: string;
}

/**
 * The start commands of a new runner with its one-time token (API §5.17: returned only by the
 * create call). The runner reads its server's API address and its token from the environment
 * (`SEMAPHORE_RUNNER_API_URL`, `SEMAPHORE_RUNNER_TOKEN`).
 *
 * @param apiUrl - the full address of the server's API, e.g. `https://semaphore.example/api`.
 * @param token - the runner's token.
 */
export function runnerSnippets(apiUrl: string, token: string): RunnerSnippets {
  const env = [`SEMAPHORE_RUNNER_API_URL=${apiUrl}`, `SEMAPHORE_RUNNER_TOKEN=${token}`];
  return {
    commandLine: [...env.map((e) => `${e} \\`), 'semaphore runner start --no-config'].join('\n'),
    container: [
      'docker run -d --name semaphore-runner \\',
      ...env.map((e) => `  -e ${e} \\`),
      '  semaphoreui/runner:latest',
    ].join('\n'),
  };
}
