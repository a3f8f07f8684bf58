import { describe, expect, it } from 'vitest';
import { createAnsiParser, parseAnsi } from './parser';
import type { AnsiLine } from './types';

/** Parses `input` pushed as the given chunks, then flushes. */
function chunked(chunks: string[]): AnsiLine[] {
  const p = createAnsiParser();
  const lines: AnsiLine[] = [];
  for (const c of chunks) lines.push(...p.push(c));
  lines.push(...p.flush());
  return lines;
}

const CASES: [string, string][] = [
  ['SGR 16 colours', 'a\x1b[1;31mred\x1b[0m b\n'],
  ['SGR bright background', '\x1b[102mbg\x1b[49m\n'],
  ['256 colours', '\x1b[38;5;208morange\x1b[48;5;17mblue\x1b[0m\n'],
  ['truecolour', '\x1b[38;2;255;128;0mrgb\x1b[48:2::1:2:3mcolon\x1b[0m\n'],
  ['resets', '\x1b[1;2;3;4;7mx\x1b[22;23;24;27my\x1b[39;49mz\n'],
  ['OSC 8 with ST', '\x1b]8;;https://example.com/a\x1b\\link\x1b]8;;\x1b\\ after\n'],
  ['OSC 8 with BEL', '\x1b]8;id=1;http://example.com/\x07l\x1b]8;;\x07\n'],
  ['OSC title', '\x1b]0;window title\x07text\n'],
  ['carriage return overwrite', 'abc\x1b[32mdef\r\x1b[0mXY\r\n'],
  ['erase in line', 'old\r\x1b[Knew\x1b[2K!\n'],
  ['cursor moves', '\x1b[2A\x1b[10;20H\x1b[?25lx\x1b7\x1b(B\n'],
  ['malformed', 'a\x1b[31\nb\x1b\x01c\x1b]8;;x\nd\n'],
  ['DCS string', 'a\x1bPq#0;2\x1b\\b\n'],
  ['backspace', 'ab\b\bc\n'],
  ['CRLF split', 'line one\r\nline two\r\n'],
];

describe('escape sequences split across chunks', () => {
  for (const [name, input] of CASES) {
    it(`${name}: the same spans for a split at every offset`, () => {
      const whole = parseAnsi(input);
      for (let at = 0; at <= input.length; at++) {
        expect(chunked([input.slice(0, at), input.slice(at)]), `split at ${at}`).toEqual(whole);
      }
    });
    it(`${name}: the same spans one character at a time`, () => {
      expect(chunked([...input.split('')])).toEqual(parseAnsi(input));
    });
  }
  // Thousands of whole-log comparisons: a correctness sweep, given room on a busy 2-core machine.
  it('every pair of split points across all cases together', { timeout: 60_000 }, () => {
    const input = CASES.map(([, s]) => s).join('');
    const whole = parseAnsi(input);
    for (let a = 0; a < input.length; a += 3) {
      for (let b = a; b <= input.length; b += 7) {
        expect(chunked([input.slice(0, a), input.slice(a, b), input.slice(b)])).toEqual(whole);
      }
    }
  });
});
