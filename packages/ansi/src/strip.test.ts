import { describe, expect, it } from 'vitest';
import { strip } from './strip';

describe('strip', () => {
  it.each([
    ['\x1b[1;31mfatal:\x1b[0m boom\r\n', 'fatal: boom\n'],
    ['\x1b[38;5;208ma\x1b[38;2;1;2;3mb\x1b[0m', 'ab'],
    ['\x1b]8;;https://x.test/\x07link\x1b]8;;\x07', 'link'],
    ['progress 10%\rprogress 100%\n', 'progress 100%\n'],
    ['abcdef\rXY', 'XYcdef'],
    ['old text\r\x1b[Knew', 'new'],
    ['ab\bc', 'ac'],
    ['\x1b[2J\x1b[H\x1b[?25lclear', 'clear'],
    ['a\x1b[31\nb', 'a\nb'],
    ['a\x1b', 'a'],
    ['tab\there', 'tab\there'],
    ['', ''],
  ])('%j', (input, expected) => {
    expect(strip(input)).toBe(expected);
  });
});
