import { KIND_CSI, MAX_SEQUENCE, eraseMode, scan, scanEscape, textEnd } from './escape';

/**
 * Removes every escape sequence and control character (except tab and LF) from task output and
 * applies carriage-return/backspace overwrite and erase-in-line, giving the text a person sees.
 * Use it for search and copy. The result equals the text of the spans {@link parseAnsi} returns
 * for the same input, lines joined by `\n`. Never throws.
 *
 * @example
 * strip('\x1b[1;31mfatal:\x1b[0m boom\r\n'); // 'fatal: boom\n'
 */
export function strip(input: string): string {
  let out = '';
  let line = '';
  let col = 0;
  const n = input.length;
  let i = 0;
  let runStart = 0;
  const write = (text: string): void => {
    if (col === line.length) line += text;
    else line = line.slice(0, col) + text + line.slice(col + text.length);
    col += text.length;
  };
  while (i < n) {
    i = textEnd(input, i, n);
    if (i >= n) break;
    const c = input.charCodeAt(i);
    if (i > runStart) write(input.slice(runStart, i));
    if (c === 27) {
      const end = scanEscape(input, i, n);
      if (end < 0) {
        runStart = n;
        break;
      }
      if (
        scan.kind === KIND_CSI &&
        scan.final === 0x4b &&
        scan.paramEnd - scan.paramStart <= MAX_SEQUENCE
      ) {
        const mode = eraseMode(input, scan.paramStart, scan.paramEnd);
        if (mode === 0) line = line.slice(0, col);
        else if (mode === 2) {
          line = '';
          col = 0;
        }
      }
      i = end;
      runStart = i;
      continue;
    }
    if (c === 10) {
      out += line + '\n';
      line = '';
      col = 0;
    } else if (c === 13) col = 0;
    else if (c === 8) {
      if (col > 0) col--;
    }
    i++;
    runStart = i;
  }
  if (runStart < n) write(input.slice(runStart, n));
  return out + line;
}
