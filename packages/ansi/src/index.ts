export { createAnsiParser, parseAnsi, parseLine } from './parser';
export type { AnsiParser, AnsiParserOptions } from './parser';
export { EMPTY_ANSI_LINE, lineSpans } from './line';
export { strip } from './strip';
export {
  DEFAULT_STYLE,
  INITIAL_ANSI_STATE,
  colorEquals,
  paletteColor,
  paletteToRgb,
  styleEquals,
} from './style';
export type { AnsiColor, AnsiLine, AnsiSpan, AnsiState, AnsiStyle } from './types';
