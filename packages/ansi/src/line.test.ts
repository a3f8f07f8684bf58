import { describe, expect, it } from 'vitest';
import { EMPTY_ANSI_LINE, lineOf, lineSpans } from './line';
import { general, parseAnsi, parseLine } from './parser';
import { DEFAULT_STYLE, paletteColor } from './style';
import type { AnsiStyle } from './types';

const red: AnsiStyle = { ...DEFAULT_STYLE, fg: paletteColor(1) };

describe('AnsiLine', () => {
  it('a line is its text with the style and start of each run', () => {
    const { line } = parseLine('ok: \x1b[31mfailed\x1b[0m done');
    expect(line).toEqual({
      text: 'ok: failed done',
      styles: [DEFAULT_STYLE, red, DEFAULT_STYLE],
      starts: [0, 4, 10],
    });
    expect(lineSpans(line)).toEqual([
      { text: 'ok: ', style: DEFAULT_STYLE },
      { text: 'failed', style: red },
      { text: ' done', style: DEFAULT_STYLE },
    ]);
  });

  it('single-run lines in one style share frozen style and start arrays', () => {
    const [a, b] = parseAnsi('\x1b[31mone\ntwo\n');
    expect(a?.styles).toBe(b?.styles);
    expect(a?.starts).toBe(b?.starts);
    expect(Object.isFrozen(a?.styles)).toBe(true);
    expect(Object.isFrozen(a?.starts)).toBe(true);
    expect(lineSpans(b!)).toEqual([{ text: 'two', style: red }]);
  });

  it('every empty line is the one empty line, without runs', () => {
    const lines = parseAnsi('\n\x1b[31m\n\x1b[2K\n');
    expect(lines).toEqual([EMPTY_ANSI_LINE, EMPTY_ANSI_LINE, EMPTY_ANSI_LINE]);
    for (const line of lines) expect(line).toBe(EMPTY_ANSI_LINE);
    expect(lineSpans(EMPTY_ANSI_LINE)).toEqual([]);
    expect(parseLine('').line).toBe(EMPTY_ANSI_LINE);
  });

  it('lineOf merges neighbouring spans of equal style', () => {
    const line = lineOf([
      { text: 'a', style: red },
      { text: 'b', style: { ...red } },
      { text: 'c', style: DEFAULT_STYLE },
    ]);
    expect(line).toEqual({ text: 'abc', styles: [red, DEFAULT_STYLE], starts: [0, 2] });
    expect(
      lineOf([
        { text: 'x', style: red },
        { text: 'y', style: red },
      ]).styles,
    ).toHaveLength(1);
  });

  it('cached reset SGRs give the style the general engine gives, from any style and in links', () => {
    const sequences = ['0;32', '0;1;35', '0', '0;38;5;208', '0;32', '0;1;35', '00;31', '0;3;4'];
    const starts = ['', '\x1b[1;44m', '\x1b]8;;https://x.test/\x07', '\x1b[38;2;1;2;3m'];
    for (const start of starts) {
      for (const params of sequences) {
        const input = `${start}a\x1b[${params}mb\x1b[${params}mc`;
        expect(parseLine(input).line, JSON.stringify(input)).toEqual(general.parseLine(input));
      }
    }
  });
});
