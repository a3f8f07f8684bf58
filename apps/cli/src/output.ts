/**
 * How the CLI writes: tables on a terminal, one JSON value per line with `--json`, log lines
 * with their colours on a terminal and as plain text elsewhere (or with `NO_COLOR`).
 */
import { strip } from '@semaphore-console/ansi';
import type { TaskLogLine } from '@semaphore-console/api-client';
import type { TextOutput } from './io';

/** Writes one JSON value on its own line. */
export function writeJson(out: TextOutput, value: unknown): void {
  out.write(`${JSON.stringify(value)}\n`);
}

/** ANSI styles used in tables and notices (only when colours are on). */
export interface Paint {
  bold(text: string): string;
  dim(text: string): string;
  status(status: string): string;
}

/** The paint of a stream: styles when `color`, plain text otherwise. */
export function paint(color: boolean): Paint {
  const wrap = (open: string, text: string) => (color ? `\u001b[${open}m${text}\u001b[0m` : text);
  const statusColor: Record<string, string> = {
    success: '32',
    error: '31',
    stopped: '33',
    stopping: '33',
    running: '36',
    waiting_confirmation: '35',
  };
  return {
    bold: (text) => wrap('1', text),
    dim: (text) => wrap('2', text),
    status: (status) => (statusColor[status] ? wrap(statusColor[status], status) : status),
  };
}

/** Visible width of a cell (ANSI escapes do not count). */
function width(text: string): number {
  return text.includes('\u001b') ? strip(text).length : text.length;
}

/**
 * Renders rows as a table: a bold header, columns padded to their widest cell, two spaces
 * between columns; the last column is cut to the terminal width when one is known.
 */
export function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  style: Paint,
  columns?: number,
): string {
  const widths = headers.map((header, i) =>
    Math.max(width(header), ...rows.map((row) => width(row[i] ?? ''))),
  );
  const render = (cells: readonly string[], head: boolean): string => {
    const parts = cells.map((cell, i) => {
      const last = i === cells.length - 1;
      const padded = last ? cell : cell + ' '.repeat(Math.max(0, widths[i]! - width(cell)));
      return head ? style.bold(padded) : padded;
    });
    let line = parts.join('  ');
    if (columns && columns > 20 && !line.includes('\u001b') && line.length > columns) {
      line = `${line.slice(0, columns - 1)}…`;
    }
    return line;
  };
  return [render(headers, true), ...rows.map((row) => render(row, false))].join('\n') + '\n';
}

/** Prints log lines: raw (colours kept), plain (escapes stripped) or as JSON events. */
export class LogPrinter {
  private readonly out: TextOutput;
  private readonly mode: 'color' | 'plain' | 'json';
  private readonly taskId: number;

  constructor(out: TextOutput, mode: 'color' | 'plain' | 'json', taskId: number) {
    this.out = out;
    this.mode = mode;
    this.taskId = taskId;
  }

  /**
   * Writes lines (in one write per batch). Plain mode strips ANSI escapes; a line that had
   * colours ends with a reset in colour mode, so the next one starts clean.
   */
  lines(lines: readonly TaskLogLine[], first: number): void {
    if (lines.length === 0) return;
    let text = '';
    if (this.mode === 'json') {
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i]!;
        text += `${JSON.stringify({ type: 'line', task_id: this.taskId, index: first + i, time: line.time, output: line.output })}\n`;
      }
    } else if (this.mode === 'plain') {
      for (const line of lines)
        text += `${line.output.includes('\u001b') ? strip(line.output) : line.output}\n`;
    } else {
      for (const line of lines)
        text += line.output.includes('\u001b') ? `${line.output}\u001b[0m\n` : `${line.output}\n`;
    }
    this.out.write(text);
  }
}
