/**
 * Questions for `login`: read from the terminal (the password hidden) or, when standard input is
 * not a terminal, one line each from it (`printf 'user\npassword\n' | semaphore-console login`).
 */
import type { CliIO, TextInput, TextOutput } from './io';

/** Reads lines from a stream, one at a time, across questions. */
class LineReader {
  private buffered = '';
  private readonly iterator: AsyncIterator<string | Uint8Array>;
  private ended = false;
  private readonly decoder = new TextDecoder();

  constructor(input: TextInput) {
    this.iterator = input[Symbol.asyncIterator]();
  }

  /** The next line without its line break; `undefined` at the end of the input. */
  async line(): Promise<string | undefined> {
    for (;;) {
      const at = this.buffered.indexOf('\n');
      if (at >= 0) {
        const line = this.buffered.slice(0, at).replace(/\r$/, '');
        this.buffered = this.buffered.slice(at + 1);
        return line;
      }
      if (this.ended) {
        if (this.buffered === '') return undefined;
        const rest = this.buffered;
        this.buffered = '';
        return rest;
      }
      const next = await this.iterator.next();
      if (next.done) this.ended = true;
      else
        this.buffered +=
          typeof next.value === 'string'
            ? next.value
            : this.decoder.decode(next.value, { stream: true });
    }
  }
}

/** Reads a hidden answer from a terminal in raw mode (no echo; Ctrl-C aborts, backspace edits). */
async function hiddenAnswer(input: TextInput, out: TextOutput): Promise<string> {
  input.setRawMode?.(true);
  let answer = '';
  try {
    const iterator = input[Symbol.asyncIterator]();
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const text =
        typeof next.value === 'string' ? next.value : new TextDecoder().decode(next.value);
      for (const ch of text) {
        if (ch === '\r' || ch === '\n') return answer;
        if (ch === '\u0003') throw new Error('Interrupted');
        if (ch === '\u007f' || ch === '\b') answer = answer.slice(0, -1);
        else answer += ch;
      }
    }
    return answer;
  } finally {
    input.setRawMode?.(false);
    out.write('\n');
  }
}

/** The prompt function of an IO: the injected one, else the terminal or standard input. */
export function promptOf(
  io: CliIO,
): (question: string, options: { hidden: boolean }) => Promise<string> {
  if (io.prompt) return io.prompt;
  let reader: LineReader | undefined;
  return async (question, { hidden }) => {
    const input = io.stdin;
    if (!input) throw new Error(`Cannot ask "${question.trim()}": no standard input`);
    io.stderr.write(question);
    if (input.isTTY && hidden && input.setRawMode) return hiddenAnswer(input, io.stderr);
    reader ??= new LineReader(input);
    const line = await reader.line();
    if (!input.isTTY) io.stderr.write('\n');
    if (line === undefined)
      throw new Error(`No answer to "${question.trim()}": standard input ended`);
    return line;
  };
}
