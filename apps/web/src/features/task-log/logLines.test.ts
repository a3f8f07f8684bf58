import {
  INITIAL_ANSI_STATE,
  parseAnsi,
  parseLine,
  strip,
  type AnsiLine,
} from '@semaphore-console/ansi';
import { describe, expect, it, vi } from 'vitest';
import { LogLines, type LogRecord } from './logLines';

const rec = (output: string, time = '2024-10-25T10:00:00Z'): LogRecord => ({ time, output });

describe('LogLines', () => {
  it('keeps times and raw outputs in order and strips escapes for plain text', () => {
    const lines = new LogLines([rec('\x1b[32mok: [host]\x1b[0m'), rec('plain')]);
    expect(lines.length).toBe(2);
    expect(lines.output(0)).toBe('\x1b[32mok: [host]\x1b[0m');
    expect(lines.plain(0)).toBe('ok: [host]');
    expect(lines.plain(1)).toBe('plain');
    expect(lines.plainText()).toBe('ok: [host]\nplain');
    expect(lines.rawText()).toBe('\x1b[32mok: [host]\x1b[0m\nplain\n');
  });

  it('gives the same plain text for a line whether it was shown (parsed) first or not', () => {
    const outputs = [
      '\x1b[31mred\x1b[0m plain\ttab',
      'bell\x07 and \x1b]8;;https://x.example\x1b\\link\x1b]8;;\x1b\\ end',
      '\x1b[1;32mbold green\r\x1b[K back',
      '\x9b31mC1 CSI\x9b0m',
    ];
    const fresh = new LogLines(outputs.map((output) => ({ time: 't', output })));
    const shown = new LogLines(outputs.map((output) => ({ time: 't', output })));
    outputs.forEach((_, i) => shown.parsed(i));
    outputs.forEach((output, i) => {
      expect(shown.plain(i)).toBe(fresh.plain(i));
      expect(fresh.plain(i)).toBe(strip(output));
    });
  });

  it('parses colours carried across lines exactly like a whole-log parse, from any line', () => {
    const outputs = Array.from({ length: 1000 }, (_, i) =>
      i % 97 === 0 ? `\x1b[3${i % 8}mstart ${i}` : i % 89 === 0 ? `reset\x1b[0m ${i}` : `line ${i}`,
    );
    const expected = parseAnsi(outputs.join('\n'));
    const lines = new LogLines(outputs.map((o) => rec(o)));
    // Backwards, so every line is reached through a checkpoint, not the previous line.
    for (const i of [999, 700, 513, 512, 511, 256, 255, 3, 0]) {
      expect(lines.parsed(i)).toEqual(expected[i]);
    }
  });

  it('appends without touching earlier lines and notifies subscribers', () => {
    const lines = new LogLines([rec('a')]);
    const listener = vi.fn();
    lines.subscribe(listener);
    const version = lines.version;
    const generation = lines.generation;
    lines.append([rec('b'), rec('c')]);
    expect(lines.records().map((r) => r.output)).toEqual(['a', 'b', 'c']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(lines.version).toBeGreaterThan(version);
    expect(lines.generation).toBe(generation);
    lines.append([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('replaceWith inserts missed lines in place and reports the first changed line', () => {
    const lines = new LogLines(['1', '2', '5', '6'].map((o) => rec(o)));
    const before = lines.parsed(1);
    const generation = lines.generation;
    const first = lines.replaceWith(['1', '2', '3', '4', '5', '6'].map((o) => rec(o)));
    expect(first).toBe(2);
    expect(lines.records().map((r) => r.output)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(lines.parsed(1)).toBe(before);
    expect(lines.generation).toBeGreaterThan(generation);
    expect(lines.plain(2)).toBe('3');
  });

  it('replaceWith of the same lines changes nothing; of a longer tail only appends', () => {
    const lines = new LogLines(['a', 'b'].map((o) => rec(o)));
    const listener = vi.fn();
    lines.subscribe(listener);
    expect(lines.replaceWith(['a', 'b'].map((o) => rec(o)))).toBe(2);
    expect(listener).not.toHaveBeenCalled();
    const generation = lines.generation;
    expect(lines.replaceWith(['a', 'b', 'c'].map((o) => rec(o)))).toBe(2);
    expect(lines.generation).toBe(generation);
    expect(lines.length).toBe(3);
  });

  it('recomputes colours after a rewrite that changes the state of later lines', () => {
    const lines = new LogLines(Array.from({ length: 600 }, (_, i) => rec(`l${i}`)));
    expect(lines.parsed(599).styles[0]?.fg).toBeNull();
    const rewritten = lines.records();
    rewritten.splice(10, 0, rec('\x1b[31mred from here'));
    lines.replaceWith(rewritten);
    expect(lines.parsed(600).styles[0]?.fg).toEqual({ kind: 'palette', index: 1 });
    expect(lines.plain(600)).toBe(strip('l599'));
  });
});

/** A seeded pseudo-random `rand(n)` in 0..n-1 (the same lines on every run). */
function seededRandom(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}

/** Every line parsed in order from the initial state, the colours carried from line to line. */
function wholeLogParse(outputs: readonly string[]): AnsiLine[] {
  let state = INITIAL_ANSI_STATE;
  return outputs.map((o) => {
    const parsed = parseLine(o, state);
    state = parsed.state;
    return parsed.line;
  });
}

/** `count` lines, each of 1 to `most` + 1 of `pieces` drawn with `rand`. */
function randomOutputs(
  rand: (n: number) => number,
  pieces: readonly string[],
  count: number,
  most: number,
): string[] {
  return Array.from({ length: count }, () => {
    let line = '';
    for (let k = rand(most); k >= 0; k--) line += pieces[rand(pieces.length)];
    return line;
  });
}

describe('LogLines colour state fast path', () => {
  it('agrees with a whole-log parse on random lines with resets, links and broken sequences', () => {
    const rand = seededRandom(42);
    const pieces = [
      'text ',
      '\x1b[31m',
      '\x1b[1;32m',
      '\x1b[38;5;208m',
      '\x1b[38;2;1;2;3m',
      '\x1b[0m',
      '\x1b[m',
      '\x1b[4m',
      '\x1b]8;;https://example.com\x1b\\',
      '\x1b]8;;\x1b\\',
      '\x1b[38;5;',
      '\x1b',
      '\x1b[2K',
      '\r',
      '\x1b]0;title\x07',
    ];
    const outputs = randomOutputs(rand, pieces, 3000, 5).map((line) =>
      rand(3) === 0 ? `${line}\x1b[0m` : line,
    );
    const lines = new LogLines(outputs.map((o) => rec(o)));
    const expected = wholeLogParse(outputs);
    for (let i = outputs.length - 1; i >= 0; i -= 7) expect(lines.parsed(i)).toEqual(expected[i]);
  });

  it('computes the checkpoints of lines as they are appended, in batches of any size, as a whole-log parse', () => {
    const rand = seededRandom(7);
    const pieces = [
      'text ',
      '\x1b[31m',
      '\x1b[1;32m',
      '\x1b[0m',
      '\x1b[4m',
      '\x1b]8;;https://e.x\x1b\\',
    ];
    // Long enough that the store joins lines into blocks (`SEAL_AT`) while they arrive.
    const outputs = randomOutputs(rand, pieces, 40_000, 4);
    const expected = wholeLogParse(outputs);
    const lines = new LogLines();
    for (let at = 0; at < outputs.length;) {
      const size = [1, 63, 64, 65, 700, 5000][rand(6)] as number;
      lines.append(outputs.slice(at, at + size).map((o) => rec(o)));
      at += size;
    }
    // From the far end first: each line is reached through its checkpoint, not the line before.
    for (let i = outputs.length - 1; i >= 0; i -= 997) expect(lines.parsed(i)).toEqual(expected[i]);
    // A rewrite in the middle keeps the checkpoints before it and recomputes those after.
    const changed = outputs.map((o, i) => (i === 20_000 ? '\x1b[35mmagenta from here' : o));
    lines.replaceWith(changed.map((o) => rec(o)));
    const rewritten = wholeLogParse(changed);
    for (let i = changed.length - 1; i >= 0; i -= 991)
      expect(lines.parsed(i)).toEqual(rewritten[i]);
  });
});
