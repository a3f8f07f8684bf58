import { describe, expect, it } from 'vitest';
import { EMPTY_ANSI_LINE, lineSpans } from './line';
import { createAnsiParser, parseAnsi, parseLine } from './parser';
import { DEFAULT_STYLE, INITIAL_ANSI_STATE, paletteColor } from './style';
import type { AnsiColor, AnsiLine, AnsiSpan, AnsiStyle } from './types';

const ESC = '\x1b';

function style(partial: Partial<AnsiStyle> = {}): AnsiStyle {
  return { ...DEFAULT_STYLE, ...partial };
}
const pal = (index: number): AnsiColor => ({ kind: 'palette', index });
const rgb = (r: number, g: number, b: number): AnsiColor => ({ kind: 'rgb', r, g, b });

/** Lines as arrays of `{ text, style }` spans. */
const spans = (lines: AnsiLine[]): AnsiSpan[][] => lines.map(lineSpans);

/** The single line of `input` as [text, style] pairs. */
function one(input: string): [string, AnsiStyle][] {
  const lines = parseAnsi(input);
  expect(lines).toHaveLength(1);
  return lineSpans(lines[0] as AnsiLine).map((s) => [s.text, s.style]);
}

describe('SGR 16 colours', () => {
  for (let i = 0; i < 8; i++) {
    it(`foreground 3${i} is palette ${i}, bright 9${i} is palette ${i + 8}`, () => {
      expect(one(`${ESC}[3${i}ma${ESC}[9${i}mb`)).toEqual([
        ['a', style({ fg: pal(i) })],
        ['b', style({ fg: pal(i + 8) })],
      ]);
    });
    it(`background 4${i} is palette ${i}, bright 10${i} is palette ${i + 8}`, () => {
      expect(one(`${ESC}[4${i}ma${ESC}[10${i}mb`)).toEqual([
        ['a', style({ bg: pal(i) })],
        ['b', style({ bg: pal(i + 8) })],
      ]);
    });
  }
  it('shares the palette colour objects', () => {
    const [line] = parseAnsi(`${ESC}[31mx`);
    expect(line?.styles[0]?.fg).toBe(paletteColor(1));
  });
});

describe('SGR attributes and resets', () => {
  it.each([
    ['1', { bold: true }],
    ['2', { dim: true }],
    ['3', { italic: true }],
    ['4', { underline: true }],
    ['21', { underline: true }],
    ['4:3', { underline: true }],
    ['7', { inverse: true }],
  ] as const)('SGR %s', (code, attrs) => {
    expect(one(`${ESC}[${code}mx`)).toEqual([['x', style(attrs)]]);
  });

  it('0 resets colours and attributes, and an empty SGR means 0', () => {
    expect(one(`${ESC}[1;3;4;7;31;42ma${ESC}[0mb${ESC}[1mc${ESC}[md`)).toEqual([
      [
        'a',
        style({ bold: true, italic: true, underline: true, inverse: true, fg: pal(1), bg: pal(2) }),
      ],
      ['b', style()],
      ['c', style({ bold: true })],
      ['d', style()],
    ]);
  });
  it('22 clears bold and dim', () => {
    expect(one(`${ESC}[1;2;3ma${ESC}[22mb`)).toEqual([
      ['a', style({ bold: true, dim: true, italic: true })],
      ['b', style({ italic: true })],
    ]);
  });
  it.each([
    ['23', { italic: true }],
    ['24', { underline: true }],
    ['27', { inverse: true }],
  ] as const)('%s clears only its attribute', (code, attrs) => {
    expect(one(`${ESC}[1;${code === '23' ? 3 : code === '24' ? 4 : 7}ma${ESC}[${code}mb`)).toEqual([
      ['a', style({ bold: true, ...attrs })],
      ['b', style({ bold: true })],
    ]);
  });
  it('4:0 clears underline', () => {
    expect(one(`${ESC}[4ma${ESC}[4:0mb`)).toEqual([
      ['a', style({ underline: true })],
      ['b', style()],
    ]);
  });
  it('39 resets the foreground and 49 the background only', () => {
    expect(one(`${ESC}[1;31;44ma${ESC}[39mb${ESC}[49mc`)).toEqual([
      ['a', style({ bold: true, fg: pal(1), bg: pal(4) })],
      ['b', style({ bold: true, bg: pal(4) })],
      ['c', style({ bold: true })],
    ]);
  });
  it('ignores unknown codes (5 blink, 9 strike, 53 overline) and keeps the rest', () => {
    expect(one(`${ESC}[5;9;53;32mx`)).toEqual([['x', style({ fg: pal(2) })]]);
  });
  it('merges adjacent text whose style ends up equal', () => {
    expect(one(`a${ESC}[31m${ESC}[39mb${ESC}[1m${ESC}[22mc`)).toEqual([['abc', style()]]);
  });
});

describe('256 colours and truecolour', () => {
  it('38;5;n and 48;5;n', () => {
    expect(one(`${ESC}[38;5;208;48;5;17mx`)).toEqual([['x', style({ fg: pal(208), bg: pal(17) })]]);
  });
  it('38;2;r;g;b and 48;2;r;g;b', () => {
    expect(one(`${ESC}[38;2;255;128;0;48;2;0;0;64mx`)).toEqual([
      ['x', style({ fg: rgb(255, 128, 0), bg: rgb(0, 0, 64) })],
    ]);
  });
  it('colon forms 38:5:n, 38:2:r:g:b and 38:2:cs:r:g:b', () => {
    expect(one(`${ESC}[38:5:99ma${ESC}[38:2:1:2:3mb${ESC}[48:2::4:5:6mc`)).toEqual([
      ['a', style({ fg: pal(99) })],
      ['b', style({ fg: rgb(1, 2, 3) })],
      ['c', style({ fg: rgb(1, 2, 3), bg: rgb(4, 5, 6) })],
    ]);
  });
  it('codes after an extended colour still apply', () => {
    expect(one(`${ESC}[38;5;1;1;4mx`)).toEqual([
      ['x', style({ fg: pal(1), bold: true, underline: true })],
    ]);
  });
  it('ignores out-of-range and truncated extended colours', () => {
    expect(
      one(`${ESC}[31m${ESC}[38;5;256ma${ESC}[38;2;1;2mb${ESC}[38;2;300;0;0mc${ESC}[38mx`),
    ).toEqual([['abcx', style({ fg: pal(1) })]]);
  });
  it('58 (underline colour) is read and ignored', () => {
    expect(one(`${ESC}[58;5;3;1mx`)).toEqual([['x', style({ bold: true })]]);
  });
});

describe('state across lines', () => {
  it('keeps the style over line ends', () => {
    const lines = parseAnsi(`${ESC}[33mone\ntwo${ESC}[0m\nthree`);
    expect(spans(lines).map((l) => l.map((s) => [s.text, s.style]))).toEqual([
      [['one', style({ fg: pal(3) })]],
      [['two', style({ fg: pal(3) })]],
      [['three', style()]],
    ]);
  });
  it('parseLine returns the state for the next line', () => {
    const first = parseLine(`${ESC}[1;35mPLAY [all]`);
    expect(first.state.style).toEqual(style({ bold: true, fg: pal(5) }));
    const second = parseLine('still magenta', first.state);
    expect(lineSpans(second.line)).toEqual([
      { text: 'still magenta', style: style({ bold: true, fg: pal(5) }) },
    ]);
    expect(second.state).toBe(first.state);
    expect(lineSpans(parseLine('plain').line)).toEqual([{ text: 'plain', style: style() }]);
  });
  it('parseLine keeps an LF inside a line as text', () => {
    expect(lineSpans(parseLine(`a\n${ESC}[31mb`).line)).toEqual([
      { text: 'a\n', style: style() },
      { text: 'b', style: style({ fg: pal(1) }) },
    ]);
  });
  it('the parser state resumes in a new parser', () => {
    const p = createAnsiParser();
    p.push(`${ESC}[32m`);
    const q = createAnsiParser({ state: p.state });
    expect(spans(q.push('x\n'))).toEqual([[{ text: 'x', style: style({ fg: pal(2) }) }]]);
  });
  it('flush emits the partial line, keeps the style, and reset forgets it', () => {
    const p = createAnsiParser();
    expect(p.push(`${ESC}[31mabc`)).toEqual([]);
    expect(spans(p.flush())).toEqual([[{ text: 'abc', style: style({ fg: pal(1) }) }]]);
    expect(p.flush()).toEqual([]);
    expect(spans(p.push('d\n'))).toEqual([[{ text: 'd', style: style({ fg: pal(1) }) }]]);
    p.reset();
    expect(p.state).toEqual(INITIAL_ANSI_STATE);
    expect(spans(p.push('e\n'))).toEqual([[{ text: 'e', style: style() }]]);
  });
  it('empty lines have no runs and CRLF is one line end', () => {
    const lines = parseAnsi('a\r\n\r\nb\n');
    expect(lines[1]).toBe(EMPTY_ANSI_LINE);
    expect(spans(lines)).toEqual([
      [{ text: 'a', style: style() }],
      [],
      [{ text: 'b', style: style() }],
    ]);
  });
});

describe('OSC 8 hyperlinks', () => {
  it('keeps https and http links (BEL and ST terminators)', () => {
    const input = `${ESC}]8;;https://ci.example.com/job/1${ESC}\\job${ESC}]8;;${ESC}\\ and ${ESC}]8;id=x;http://x.test/${'\x07'}x${ESC}]8;;\x07`;
    expect(one(input)).toEqual([
      ['job', style({ link: 'https://ci.example.com/job/1' })],
      [' and ', style()],
      ['x', style({ link: 'http://x.test/' })],
    ]);
  });
  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x', 'ftp://x', 'https://'])(
    'drops the link %s but keeps its text',
    (uri) => {
      expect(one(`${ESC}]8;;${uri}\x07click${ESC}]8;;\x07`)).toEqual([['click', style()]]);
    },
  );
  it('a link keeps colours and survives SGR 0', () => {
    expect(one(`${ESC}[31m${ESC}]8;;https://a.test/\x07a${ESC}[0mb${ESC}]8;;\x07c`)).toEqual([
      ['a', style({ fg: pal(1), link: 'https://a.test/' })],
      ['b', style({ link: 'https://a.test/' })],
      ['c', style()],
    ]);
  });
  it('ignores other OSC (window title)', () => {
    expect(one(`${ESC}]0;title\x07text`)).toEqual([['text', style()]]);
  });
});

describe('carriage return, backspace and erase', () => {
  it('CR overwrites from the line start', () => {
    expect(one('progress 10%\rprogress 100%')).toEqual([['progress 100%', style()]]);
    expect(one('abcdef\rXY')).toEqual([['XYcdef', style()]]);
  });
  it('CR overwrite splits and merges styled spans', () => {
    expect(one(`${ESC}[31mred${ESC}[32mgreen\r${ESC}[0mAAAA`)).toEqual([
      ['AAAA', style()],
      ['reen', style({ fg: pal(2) })],
    ]);
    expect(one(`ab${ESC}[31mcd\r${ESC}[31mX`)).toEqual([
      ['X', style({ fg: pal(1) })],
      ['b', style()],
      ['cd', style({ fg: pal(1) })],
    ]);
  });
  it('backspace moves the cursor left', () => {
    expect(one('ab\bc\b\b\bd')).toEqual([['dc', style()]]);
  });
  it('CSI K erases to the end of the line, 2K clears it', () => {
    expect(one('old long text\r\x1b[Knew')).toEqual([['new', style()]]);
    expect(one('abcdef\r\x1b[3C\x1b[0KX')).toEqual([['X', style()]]);
    expect(one('abc\x1b[2Kdef')).toEqual([['def', style()]]);
    expect(parseAnsi('abc\x1b[2K')).toEqual([]);
  });
  it.each([
    ['cursor up', '\x1b[2A'],
    ['cursor position', '\x1b[10;20H'],
    ['erase display', '\x1b[2J'],
    ['hide cursor', '\x1b[?25l'],
    ['save cursor', '\x1b7'],
    ['charset', '\x1b(B'],
    ['keypad', '\x1b='],
    ['DCS string', '\x1bPq#0;2;0;0;0\x1b\\'],
    ['APC string', '\x1b_hello\x1b\\'],
    ['bell', '\x07'],
    ['DEL', '\x7f'],
    ['NUL', '\x00'],
  ])('removes %s without leaking bytes', (_name, seq) => {
    expect(one(`a${seq}b`)).toEqual([['ab', style()]]);
  });
  it('keeps tabs', () => {
    expect(one('a\tb')).toEqual([['a\tb', style()]]);
  });
});

describe('malformed sequences', () => {
  it.each([
    ['ESC before a control', 'a\x1b\x01b', 'ab'],
    ['CSI cut by a newline', 'a\x1b[31\nb', 'a\nb'],
    ['CSI with a non-ASCII byte', 'a\x1b[3é', 'aé'],
    ['OSC cut by a newline', 'a\x1b]8;;https://x\nb', 'a\nb'],
    ['unterminated at the end', 'a\x1b[38;5', 'a'],
    ['lone ESC at the end', 'a\x1b', 'a'],
    ['private SGR', 'a\x1b[?31mb', 'ab'],
  ])('%s is dropped', (_name, input, text) => {
    const lines = parseAnsi(input);
    expect(lines.map((l) => l.text).join('\n')).toBe(text);
    for (const line of lines) for (const s of line.styles) expect(s).toEqual(style());
  });
  it('ESC ESC drops the first ESC; the second starts a sequence', () => {
    expect(one('a\x1b\x1b[31mb')).toEqual([
      ['a', style()],
      ['b', style({ fg: pal(1) })],
    ]);
  });
  it('a private or intermediate SGR does not change the style', () => {
    expect(one('\x1b[>4;2m\x1b[1 mx')).toEqual([['x', style()]]);
  });
  it('an over-long sequence has no effect', () => {
    expect(one(`\x1b[${'1;'.repeat(3000)}31mx`)).toEqual([['x', style()]]);
  });
  it('an over-long sequence cut by chunks is skipped, not leaked', () => {
    const p = createAnsiParser();
    const lines = [
      ...p.push('a\x1b]8;;https://x.test/'),
      ...p.push('y'.repeat(5000)),
      ...p.push('y'.repeat(100)),
      ...p.push('\x07b\x1b[' + '1'.repeat(5000)),
      ...p.push('1;1mc\n'),
    ];
    expect(spans(lines)).toEqual([[{ text: 'abc', style: style() }]]);
  });
});
