import type { AnsiLine, AnsiStyle } from '@semaphore-console/ansi';
import { Fragment, memo, type ReactNode } from 'react';
import { renderStyle, type RenderedStyle } from './ansiStyle';
import type { LineMatch } from './logSearch';
import { formatLogTime } from './logTime';
import * as s from './LogViewer.css';
import { FoldDuration, FoldToggle, sameFold, type FoldInfo } from './outline/SectionFold';
import { formatLinePermalink } from './permalink';

/** A search match inside one line, with its position in the match list. */
export type Highlight = LineMatch;

/** Placeholder for the line number in the translated line label (a private-use character). */
export const LINE_NUMBER_SLOT = '\uE000';
/** Placeholder for a character count in the translated elision labels. */
export const COUNT_SLOT = '\uE001';

/**
 * An invisible row in the faces the rows use (regular, bold, italic, bold italic), drawn while
 * the log has no line: the browser resolves those fonts while the output downloads, not in the
 * frame that first shows the lines. A first use of a face costs synchronous font lookups
 * (on Linux, calls to the browser process), which made up to a third of the time between a
 * small log's last byte and its paint. Hidden from assistive technology and from the pointer.
 */
export function FontWarmRow() {
  return (
    <div className={`${s.row} ${s.fontWarm}`} aria-hidden="true">
      <span className={s.lineNumber}>0</span>
      <span className={s.text}>
        a<span className={s.bold}>b</span>
        <span className={s.italic}>c</span>
        <span className={`${s.bold} ${s.italic}`}>d</span>
      </span>
    </div>
  );
}

/** The translated elision labels, with {@link COUNT_SLOT} where the count goes. */
export interface ElidedLabels {
  before: string;
  after: string;
}

export interface LogRowProps {
  index: number;
  line: AnsiLine;
  /** The shown part of the line's text: `[from, to)` (all of it unless the line is long). */
  from: number;
  to: number;
  elided: ElidedLabels;
  /** The line's server time (RFC 3339), or `null` when the time column is hidden. */
  time: string | null;
  /** UI locale for the time column. */
  locale: string;
  wrap: boolean;
  marked: boolean;
  /** The keyboard's active line (highlighted). */
  active: boolean;
  /** Whether this line's permalink is the log's one Tab stop. */
  tabStop: boolean;
  /** Prefix of the ids that tie a line's permalink to its text (`aria-describedby`). */
  idPrefix: string;
  highlights: Highlight[];
  current: number;
  /** The translated "Line {n}" with {@link LINE_NUMBER_SLOT} where the number goes. */
  lineLabel: string;
  onOpenLine: (lineNumber: number) => void;
  /** The screen's address (path and query, web root path included) before a line's `#L{n}`. */
  linkPrefix: string;
  /** The fold state when the line is a section header. */
  fold: FoldInfo | undefined;
  onToggleFold: (id: number) => void;
  measure: ((element: Element | null) => void) | undefined;
}

function sameHighlights(
  a: Highlight[],
  b: Highlight[],
  currentA: number,
  currentB: number,
): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Highlight;
    const y = b[i] as Highlight;
    if (x.start !== y.start || x.end !== y.end) return false;
    if ((x.index === currentA) !== (y.index === currentB)) return false;
  }
  return true;
}

/** One line: number (permalink), optional time, styled text. Re-renders only when it changes. */
export const LogRow = memo(
  function LogRow({
    index,
    line,
    from,
    to,
    elided,
    time,
    wrap,
    marked,
    active,
    tabStop,
    idPrefix,
    highlights,
    current,
    locale,
    lineLabel,
    onOpenLine,
    linkPrefix,
    fold,
    onToggleFold,
    measure,
  }: LogRowProps) {
    const lineNumber = index + 1;
    const look = wholeLineLook(line, from, to, highlights);
    return (
      <div
        ref={measure}
        data-index={index}
        className={wrap ? `${s.row} ${s.rowWrap}` : s.row}
        aria-current={marked ? 'location' : undefined}
        data-active={active ? '' : undefined}
      >
        <a
          className={s.lineNumber}
          href={`${linkPrefix}${formatLinePermalink(lineNumber)}`}
          aria-label={lineLabel.replace(LINE_NUMBER_SLOT, String(lineNumber))}
          aria-describedby={`${idPrefix}-${index}`}
          tabIndex={tabStop ? 0 : -1}
          data-line-link={index}
          onClick={(event) => {
            event.preventDefault();
            onOpenLine(lineNumber);
          }}
        >
          {lineNumber}
        </a>
        {time !== null ? <span className={s.time}>{formatLogTime(time, locale)}</span> : null}
        {fold ? <FoldToggle fold={fold} onToggle={onToggleFold} /> : null}
        <span
          className={look?.className ? `${s.text} ${look.className}` : s.text}
          style={look?.style}
          id={`${idPrefix}-${index}`}
        >
          {from > 0 ? (
            <span className={s.elided}>
              {elided.before.replace(COUNT_SLOT, from.toLocaleString(locale))}
            </span>
          ) : null}
          {look ? line.text : renderLine(line, highlights, current, from, to)}
          {to < line.text.length ? (
            <span className={s.elided}>
              {elided.after.replace(COUNT_SLOT, (line.text.length - to).toLocaleString(locale))}
            </span>
          ) : null}
        </span>
        {fold ? <FoldDuration fold={fold} /> : null}
      </div>
    );
  },
  (a, b) =>
    a.index === b.index &&
    a.line === b.line &&
    a.from === b.from &&
    a.to === b.to &&
    a.elided === b.elided &&
    a.time === b.time &&
    a.wrap === b.wrap &&
    a.marked === b.marked &&
    a.active === b.active &&
    a.tabStop === b.tabStop &&
    a.idPrefix === b.idPrefix &&
    a.locale === b.locale &&
    a.lineLabel === b.lineLabel &&
    a.onOpenLine === b.onOpenLine &&
    a.linkPrefix === b.linkPrefix &&
    a.measure === b.measure &&
    a.onToggleFold === b.onToggleFold &&
    sameFold(a.fold, b.fold) &&
    sameHighlights(a.highlights, b.highlights, a.current, b.current),
);

/**
 * How a line drawn whole in one style looks, when its text element can carry that style itself
 * instead of holding one styled element (most coloured lines are coloured whole): the line shown
 * entire, one run, no link, no background (the text element is as wide as the row), no search
 * highlight. `undefined` otherwise: the runs are drawn by {@link renderLine}.
 */
function wholeLineLook(
  line: AnsiLine,
  from: number,
  to: number,
  highlights: Highlight[],
): RenderedStyle | undefined {
  if (line.styles.length !== 1 || highlights.length > 0) return undefined;
  if (from !== 0 || to !== line.text.length) return undefined;
  const style = line.styles[0] as AnsiStyle;
  if (style.link || style.bg || style.inverse) return undefined;
  return renderStyle(style);
}

/**
 * The runs of a line's text window `[from, to)` as React nodes, with search matches wrapped in
 * `<mark>` (the current one flagged `data-current-match`). Offsets are in the plain text, which is
 * the line's text. Only the runs inside the window are built (a 1 MB line can hold 10⁵ runs).
 * Text only: never HTML.
 */
function renderLine(
  line: AnsiLine,
  highlights: Highlight[],
  current: number,
  from: number,
  to: number,
): ReactNode[] {
  const { text, styles, starts } = line;
  const out: ReactNode[] = [];
  let h = 0;
  // The run holding `from` (binary search over the run starts).
  let lo = 0;
  let hi = styles.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((starts[mid] as number) <= from) lo = mid;
    else hi = mid - 1;
  }
  for (let k = lo; k < styles.length; k++) {
    const runStyle = styles[k] as AnsiStyle;
    const runStart = Math.max(from, starts[k] as number);
    if (runStart >= to && k > lo) break;
    const runEnd = Math.min(to, k + 1 < starts.length ? (starts[k + 1] as number) : text.length);
    let content: ReactNode =
      runStart === 0 && runEnd === text.length ? text : text.slice(runStart, runEnd);
    if (h < highlights.length && (highlights[h] as Highlight).start < runEnd) {
      const pieces: ReactNode[] = [];
      let pos = runStart;
      while (h < highlights.length) {
        const hl = highlights[h] as Highlight;
        if (hl.start >= runEnd) break;
        const a = Math.max(hl.start, pos);
        const b = Math.min(hl.end, runEnd);
        if (a > pos) pieces.push(text.slice(pos, a));
        if (b > a) {
          const isCurrent = hl.index === current;
          pieces.push(
            <mark
              key={`m${hl.index}-${a}`}
              className={isCurrent ? `${s.match} ${s.currentMatch}` : s.match}
              data-current-match={isCurrent ? '' : undefined}
            >
              {text.slice(a, b)}
            </mark>,
          );
        }
        pos = Math.max(pos, b);
        if (hl.end <= runEnd) h++;
        else break;
      }
      if (pos < runEnd) pieces.push(text.slice(pos, runEnd));
      content = pieces;
    }
    const { className, style } = renderStyle(runStyle);
    const link = runStyle.link;
    if (link) {
      out.push(
        <a
          key={k}
          className={`${s.link} ${className}`}
          style={style}
          href={link}
          tabIndex={-1}
          target="_blank"
          rel="noopener noreferrer"
        >
          {content}
        </a>,
      );
    } else if (className || style) {
      out.push(
        <span key={k} className={className} style={style}>
          {content}
        </span>,
      );
    } else {
      out.push(<Fragment key={k}>{content}</Fragment>);
    }
  }
  return out;
}
