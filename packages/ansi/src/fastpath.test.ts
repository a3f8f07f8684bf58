import { describe, expect, it } from 'vitest';
import { seededRandom } from '@semaphore-console/vitest-config/random';
import { lineSpans } from './line';
import { fastLine, general, parseAnsi, parseLine, scanLine, scanPieces } from './parser';
import { strip } from './strip';
import { applyAnySgr, applySgr } from './sgr';
import { DEFAULT_STYLE, paletteColor, styleEquals } from './style';
import type { AnsiStyle } from './types';

/** Mostly what the single-pass path takes (SGR, OSC 8, EL, other escapes, tab), plus some of what it hands over. */
const PIECES = [
  'ok: [web-01]',
  ' ',
  '\t',
  'é',
  '\ud83d\ude00',
  '\x1b[0m',
  '\x1b[m',
  '\x1b[0;32m',
  '\x1b[1;35m',
  '\x1b[22m',
  '\x1b[38;5;208m',
  '\x1b[48;2;1;2;3m',
  '\x1b[38:2::9:8:7m',
  '\x1b[4:0m',
  '\x1b[K',
  '\x1b[1K',
  '\x1b[2K',
  '\x1b[?25l',
  '\x1b[2J',
  '\x1b[1 m',
  '\x1b]8;;https://a.test/x\x07',
  '\x1b]8;;\x1b\\',
  '\x1b]8;;ftp://a.test/\x07',
  '\x1b]0;title\x07',
  '\x1b(B',
  '\x1b=',
  '\x1b',
  '\x1b[',
  '\x1b]8;;',
  '[',
  ';',
  'm',
  '\r',
  '\r\n',
  '\n',
  '\b',
  '\x00',
  '\x7f',
];

function randomLine(next: () => number, rare: number): string {
  const len = Math.floor(next() * 16);
  let s = '';
  for (let i = 0; i < len; i++) {
    // Pieces from index 32 on (CR, LF, BS, NUL, DEL) send the line to the general engine.
    const k = Math.floor(next() * PIECES.length);
    if (k >= 32 && next() >= rare) continue;
    s += PIECES[k];
  }
  return s;
}

/** {@link fastLine} over a whole string from the default style, as spans (`null`: handed over). */
function whole(line: string): { text: string; style: AnsiStyle }[] | null {
  const parsed = fastLine(line, DEFAULT_STYLE);
  return parsed === null ? null : lineSpans(parsed);
}

describe('single-pass line path', () => {
  it('parseLine equals the general engine for 20,000 seeded lines and states', () => {
    const next = seededRandom(424242);
    let state = parseLine('').state;
    for (let n = 0; n < 20_000; n++) {
      const line = randomLine(next, 0.1).replace(/\n/g, '');
      const fast = parseLine(line, state);
      const slow = general.parseLine(line, state);
      if (JSON.stringify(fast.line) !== JSON.stringify(slow)) {
        expect({ line, state, parsed: fast.line }).toEqual({ line, state, parsed: slow });
      }
      expect(fast.line.text).toBe(strip(line));
      state = fast.state;
    }
  }, 60_000);

  it('parseAnsi equals the general engine on 3,000 seeded multi-line logs of 256+ characters', () => {
    const next = seededRandom(5150);
    for (let n = 0; n < 3_000; n++) {
      let input = '';
      while (input.length < 256) input += randomLine(next, 0.3) + (next() < 0.9 ? '\n' : '\r\n');
      if (n % 3 === 0) input += randomLine(next, 0.3); // a partial last line
      const fast = parseAnsi(input);
      const slow = general.parseAnsi(input);
      if (JSON.stringify(fast) !== JSON.stringify(slow)) {
        expect({ input, lines: fast }).toEqual({ input, lines: slow });
      }
    }
  }, 60_000);

  it('takes plain, SGR, OSC 8, erase and final-CR lines and hands over CR, BS, LF and controls', () => {
    const green = paletteColor(2);
    const spans = whole('\x1b[32mok\x1b[0m: done\r');
    expect(spans?.map((s) => [s.text, s.style.fg])).toEqual([
      ['ok', green],
      [': done', null],
    ]);
    expect(whole('gone\x1b[2Kkept')?.map((s) => s.text)).toEqual(['kept']);
    expect(whole('a\x1b[1mb\x1b[1mc')?.map((s) => s.text)).toEqual(['a', 'bc']);
    expect(whole('')).toEqual([]);
    expect(whole('x\x1b[')?.map((s) => s.text)).toEqual(['x']);
    for (const line of ['a\rb', 'a\bb', 'a\nb', 'a\x00b', 'a\x7fb', '\r\r']) {
      expect(whole(line)).toBeNull();
    }
    // Part of a longer string, as parseAnsi uses it.
    const log = 'xx\x1b[31mred\n';
    expect(scanLine(log, 2, 10, DEFAULT_STYLE, log.indexOf('\x1b', 2)).text).toBe('red');
  });
});

describe('one-pass SGR reader', () => {
  it('gives the general reader’s style for 50,000 seeded parameter lists and styles', () => {
    const next = seededRandom(31337);
    const parts = ['0', '1', '2', '3', '4', '7', '21', '22', '23', '24', '27', '31', '39', '42'];
    const more = ['49', '93', '104', '38', '5', '2', '208', '', '65536', '9', '00', '?', ':'];
    const all = [...parts, ...more];
    let style = DEFAULT_STYLE;
    for (let n = 0; n < 50_000; n++) {
      const count = 1 + Math.floor(next() * (n % 100 === 0 ? 70 : 5));
      const values: string[] = [];
      for (let k = 0; k < count; k++) values.push(all[Math.floor(next() * all.length)] as string);
      const params = values.join(next() < 0.95 ? ';' : ':');
      const fast = applySgr(params, 0, params.length, style);
      const slow = applyAnySgr(params, 0, params.length, style);
      if (!styleEquals(fast, slow))
        expect({ params, style: fast }).toEqual({ params, style: slow });
      style = fast;
    }
  });
});

describe('single-pass line path memory', () => {
  it('keeps no text of a parsed line in its scratch space', () => {
    parseAnsi(`${'x'.repeat(300)}\n\x1b[31mred\x1b[32mgreen\x1b[2Kblue\x1b[1mbold\n`);
    parseLine('\x1b[31ma\x1b[32mb\x1b[33mc');
    parseLine('\x1b[31ma\x1b[32mb\x1b[33mc\x1b[2Kd');
    expect(scanPieces().every((piece) => piece === '')).toBe(true);
  });
});
