/**
 * @semaphore-console/cli: the `semaphore-console` command. The module exports the program's
 * entry for embedding and tests; every export is named here.
 */
export { main, createProgram } from './cli';
export { EXIT_CODES, CliError } from './exitCodes';
export type { ExitCode } from './exitCodes';
export type { CliIO, TextInput, TextOutput, FollowTiming } from './io';
export { DEFAULT_TIMING } from './io';
