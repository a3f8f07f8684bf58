/**
 * What the CLI reads and writes, injectable: the real process streams in `bin.ts`, buffers and
 * the demo server's in-memory transport in tests.
 */
import type { FetchFunction, WebSocketConstructor } from '@semaphore-console/api-client';

/** A writable text stream (`process.stdout`, or a test buffer). */
export interface TextOutput {
  /** Writes text; returns `false` when the stream's buffer is full (it emits `drain` once it has room). */
  write(text: string): boolean;
  /** Whether it is a terminal (colours, tables, prompts). */
  isTTY?: boolean;
  /** Terminal width in columns, when a terminal. */
  columns?: number;
  /** Node stream events (`drain`), when a real stream. */
  once?(event: 'drain', listener: () => void): unknown;
}

/** A readable text stream (`process.stdin`, or a test string). */
export interface TextInput {
  /** Whether it is a terminal (hidden password input). */
  isTTY?: boolean;
  /** Async iteration over chunks (Node readable streams). */
  [Symbol.asyncIterator](): AsyncIterator<string | Uint8Array>;
  /** Raw mode for hidden input on a terminal (Node `tty.ReadStream`). */
  setRawMode?(mode: boolean): unknown;
}

/** Everything the CLI touches outside itself. */
export interface CliIO {
  /** Standard output: the log, tables, JSON events. */
  stdout: TextOutput;
  /** Standard error: notices, the run summary, errors. */
  stderr: TextOutput;
  /** Standard input: login prompts. */
  stdin?: TextInput;
  /** Environment variables (`SEMAPHORE_URL`, `SEMAPHORE_TOKEN`, `NO_COLOR`, `XDG_CONFIG_HOME`, `HOME`). */
  env: Record<string, string | undefined>;
  /** `fetch` for every request (default: the global one). Tests pass the demo server's. */
  fetch?: FetchFunction;
  /** WebSocket constructor for the live feed (default: the `ws` package). */
  WebSocket?: WebSocketConstructor;
  /**
   * Asks a question and resolves with the answer (default: reads a line from `stdin`, hidden on
   * a terminal when `hidden`).
   */
  prompt?: (question: string, options: { hidden: boolean }) => Promise<string>;
  /** Timings of the log follower, in ms (tests shorten them). */
  timing?: Partial<FollowTiming>;
  /** Aborted on SIGINT: a follower stops and the command exits 130. */
  signal?: AbortSignal;
}

/** Timings of the log follower, in milliseconds. */
export interface FollowTiming {
  /** Delay before the live feed reconnects after a close (api-client default 2,000). */
  reconnectDelayMs: number;
  /** How often `/output` is re-read while lines may be missing (a dropped socket), and after the end. */
  pollMs: number;
  /** How often the task is re-read while the live feed is up (a missed final update). */
  statusPollMs: number;
  /** After the end: the output must not change for this long (and hold every live line). */
  settleQuietMs: number;
  /** After the end: give up waiting for the stored output after this long (the log may be short). */
  settleTimeoutMs: number;
}

/** Default follower timings (the console's settle: 500 ms reads, 1 s quiet; API §7.5). */
export const DEFAULT_TIMING: FollowTiming = {
  reconnectDelayMs: 1000,
  pollMs: 500,
  statusPollMs: 5000,
  settleQuietMs: 1000,
  settleTimeoutMs: 15_000,
};

/**
 * Whether colours are used on `out`: only on a terminal, and never with `NO_COLOR` set to a
 * non-empty value (no-color.org) or `--no-color`.
 */
export function useColor(out: TextOutput, env: CliIO['env'], noColorFlag = false): boolean {
  if (noColorFlag) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0')
    return true;
  return out.isTTY === true;
}
