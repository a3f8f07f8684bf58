import { describe, expect, it } from 'vitest';
import { seededRandom } from '@semaphore-console/vitest-config/random';
import { EMPTY_ANSI_LINE } from './line';
import { createAnsiParser, parseAnsi, parseLine } from './parser';
import { strip } from './strip';
import { styleEquals } from './style';
import type { AnsiLine, AnsiStyle } from './types';

const PIECES = [
  '\x1b',
  '[',
  ']',
  ';',
  ':',
  '8',
  '3',
  '1',
  '5',
  '2',
  '38;5;',
  '48;2;',
  'm',
  'K',
  'H',
  '?',
  '\x07',
  '\x1b\\',
  '\r',
  '\n',
  '\b',
  '\t',
  '\x00',
  '\x7f',
  'P',
  '_',
  'https://a.test/',
  'ok',
  ' ',
  'é',
  '\ud83d\ude00',
  '\x1b[',
  '\x1b]8;;',
  '\x1b[0m',
  '\x1b[2K',
  '\r\n',
  '(',
  '#',
];

function randomInput(next: () => number): string {
  const len = Math.floor(next() * 24);
  let s = '';
  for (let i = 0; i < len; i++) {
    if (next() < 0.1) s += String.fromCharCode(Math.floor(next() * 0x180));
    else s += PIECES[Math.floor(next() * PIECES.length)];
  }
  return s;
}

/** Whether `s` has a C0 control other than tab, or DEL. */
function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9) || c === 127) return true;
  }
  return false;
}

/** Drops C0 controls other than tab, LF, CR and ESC, and DEL. */
function removeRareControls(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 27) || c === 127) continue;
    out += ch;
  }
  return out;
}

function text(lines: AnsiLine[], hasPartial: boolean): string {
  return lines.map((l, i) => l.text + (i < lines.length - 1 || !hasPartial ? '\n' : '')).join('');
}

/**
 * Why `line` breaks the {@link AnsiLine} rules (runs as long as styles, starting at 0, ascending,
 * none empty, neighbours in different styles, no control in the text), or `null`.
 */
function malformed(line: AnsiLine): string | null {
  const { text: t, styles, starts } = line;
  if (hasControl(t)) return 'control in text';
  if (styles.length !== starts.length) return 'styles and starts differ in length';
  if (t.length === 0) return styles.length === 0 ? null : 'runs in an empty line';
  if (starts[0] !== 0) return 'first run does not start at 0';
  for (let k = 1; k < starts.length; k++) {
    if ((starts[k] as number) <= (starts[k - 1] as number)) return 'empty or unordered run';
    if (styleEquals(styles[k] as AnsiStyle, styles[k - 1] as AnsiStyle)) return 'equal neighbours';
  }
  if ((starts[starts.length - 1] as number) >= t.length) return 'empty last run';
  return null;
}

describe('property: random input', () => {
  it('100,000 seeded inputs never throw, their lines are well formed and their text equals strip(input)', () => {
    const next = seededRandom(20261122);
    for (let n = 0; n < 100_000; n++) {
      const input = randomInput(next);
      const p = createAnsiParser();
      const done = p.push(input);
      const rest = p.flush();
      const got = text([...done, ...rest], rest.length > 0);
      if (got !== strip(input)) {
        expect({ input, got }).toEqual({ input, got: strip(input) });
      }
      for (const line of [...done, ...rest]) {
        const why = malformed(line);
        if (why !== null)
          expect.fail(`${why}: ${JSON.stringify(line)} for ${JSON.stringify(input)}`);
      }
    }
  });

  it('a random split gives the same spans as the whole input (10,000 inputs)', () => {
    const next = seededRandom(7);
    for (let n = 0; n < 10_000; n++) {
      const input = randomInput(next) + randomInput(next);
      const at = Math.floor(next() * (input.length + 1));
      const p = createAnsiParser();
      const lines = [...p.push(input.slice(0, at)), ...p.push(input.slice(at)), ...p.flush()];
      const whole = parseAnsi(input);
      if (JSON.stringify(lines) !== JSON.stringify(whole)) {
        expect({ input, at, lines }).toEqual({ input, at, lines: whole });
      }
    }
  });
});

describe('property: parseLine', () => {
  it('matches parseAnsi and strip for 20,000 seeded single lines, plain or not', () => {
    const next = seededRandom(99);
    for (let n = 0; n < 20_000; n++) {
      const input = randomInput(next).replace(/\n/g, '');
      const { line } = parseLine(input);
      const expected = parseAnsi(input)[0] ?? EMPTY_ANSI_LINE;
      if (JSON.stringify(line) !== JSON.stringify(expected)) {
        expect({ input, line }).toEqual({ input, line: expected });
      }
      if (line.text !== strip(input)) {
        expect.fail(`parseLine text differs from strip for ${JSON.stringify(input)}`);
      }
      const why = malformed(line);
      if (why !== null) expect.fail(`${why}: ${JSON.stringify(line)} for ${JSON.stringify(input)}`);
    }
  });
  it('a plain line is one run in the carried style, state unchanged', () => {
    const first = parseLine('\x1b[32mgreen');
    const plain = parseLine('ok: [web-01] => (item=nginx)', first.state);
    expect(plain.line).toEqual({
      text: 'ok: [web-01] => (item=nginx)',
      styles: [first.state.style],
      starts: [0],
    });
    expect(plain.state).toBe(first.state);
    expect(parseLine('', first.state)).toEqual({ line: EMPTY_ANSI_LINE, state: first.state });
  });
});

describe('property: long inputs (native scanning path)', () => {
  it('2,000 seeded inputs of 256+ characters: whole equals 7-character chunks, text equals strip', () => {
    const next = seededRandom(1234);
    for (let n = 0; n < 2_000; n++) {
      let input = '';
      while (input.length < 256) input += randomInput(next);
      // Half without rare controls, so the whole input takes the native scanning path.
      if (n % 2 === 0) input = removeRareControls(input);
      const whole = parseAnsi(input);
      const p = createAnsiParser();
      const lines: AnsiLine[] = [];
      for (let i = 0; i < input.length; i += 7) lines.push(...p.push(input.slice(i, i + 7)));
      const rest = p.flush();
      lines.push(...rest);
      if (JSON.stringify(lines) !== JSON.stringify(whole)) {
        expect({ input, lines }).toEqual({ input, lines: whole });
      }
      expect(text(lines, rest.length > 0)).toBe(strip(input));
    }
  });
});
