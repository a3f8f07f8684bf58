/**
 * The exit codes of `semaphore-console`: stable, documented in the README, one per outcome, so a
 * pipeline can tell a failed task from a server it could not reach.
 */
export const EXIT_CODES = Object.freeze({
  /** The command did what was asked; a followed task ended `success`. */
  success: 0,
  /** A followed task ended `error` (API §8.1: the failure status). */
  taskFailed: 1,
  /** Bad flags or arguments, an unknown project/template/task name, a refused survey variable. */
  usage: 2,
  /** A followed task ended `stopped` (stopped, force-stopped or its plan rejected). */
  taskStopped: 3,
  /** No token, a token the server refuses (401), or an action the user may not do (403). */
  auth: 4,
  /** The server could not be reached (connection refused, DNS, TLS, timeout). */
  unreachable: 5,
  /** The server answered with another error (4xx/5xx), e.g. it refused the run. */
  serverError: 6,
  /** Interrupted by SIGINT (Ctrl-C) while following; the task keeps running. */
  interrupted: 130,
} as const);

/** One of {@link EXIT_CODES}. */
export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/**
 * An error the CLI reports with a message (on stderr) and an exit code, without a stack trace.
 */
export class CliError extends Error {
  /** The process exit code for this error. */
  readonly exitCode: ExitCode;

  constructor(message: string, exitCode: ExitCode) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** A usage error (exit code 2): bad input, found before or without asking the server. */
export function usageError(message: string): CliError {
  return new CliError(message, EXIT_CODES.usage);
}
