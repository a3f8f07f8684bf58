import { useLingui } from '@lingui/react/macro';
import { useRef, type CSSProperties } from 'react';
import { formatSeconds } from '../../lib/format';
import type { LogLines } from './logLines';
import { COUNT_SLOT, FontWarmRow, LINE_NUMBER_SLOT, LogRow, type Highlight } from './LogRow';
import type { SearchMatch } from './logSearch';
import type { LogView, LogViewerController } from './logViewerController';
import * as s from './LogViewer.css';
import type { FoldInfo } from './outline/SectionFold';
import type { RowWindow } from './rowWindow';

/**
 * Lines longer than this many characters show a window of their text, not all of it: Chromium
 * spends about 450 ms laying out one 1 MB line, and every highlight change would lay it out again.
 * Copy and download still give the whole line.
 */
export const LONG_LINE_CHARS = 5_000;
/** Search matches highlighted in one line at most (the current match is always among them). */
export const MAX_HIGHLIGHTS_PER_LINE = 50;

const NO_HIGHLIGHTS: Highlight[] = [];

/**
 * The part `[from, to)` of a line of `length` characters that its row shows: all of it up to
 * {@link LONG_LINE_CHARS}; otherwise {@link LONG_LINE_CHARS} characters from the start, or around
 * `match` (the current search match, when it is in this line).
 */
function textWindow(length: number, match: SearchMatch | undefined): [number, number] {
  if (length <= LONG_LINE_CHARS) return [0, length];
  if (!match || match.end <= LONG_LINE_CHARS) return [0, LONG_LINE_CHARS];
  const from = Math.max(
    0,
    Math.min(match.start - (LONG_LINE_CHARS >> 1), length - LONG_LINE_CHARS),
  );
  return [from, from + LONG_LINE_CHARS];
}

/** Props of {@link LogRowWindow}. */
export interface LogRowWindowProps {
  controller: LogViewerController;
  /** What this render shows ({@link LogViewerController.prepare}). */
  view: LogView;
  lines: LogLines;
  rowWindow: RowWindow;
  wrap: boolean;
  showTime: boolean;
  /** The address's `#L{n}` line (1-based), marked; `undefined` without one. */
  linkedLine: number | undefined;
  /** The screen's address (path and query, web root path included) before a line's `#L{n}`. */
  linkPrefix: string;
  /** Sections fold (the log has an outline). */
  foldable: boolean;
  /** Prefix of the ids that tie a line's permalink to its text (`aria-describedby`). */
  idPrefix: string;
}

/**
 * The rendered window of the log's rows (spec core §2): a canvas as tall as all rows, and in it
 * the rows of the row window, each line read from the lines or, from its index on, from the
 * preview; with its search highlights, its text window when long, its time and its fold.
 */
export function LogRowWindow({
  controller,
  view,
  lines,
  rowWindow,
  wrap,
  showTime,
  linkedLine,
  linkPrefix,
  foldable,
  idPrefix,
}: LogRowWindowProps) {
  const { t, i18n } = useLingui();
  const { shown, count } = view;
  const { rows, search, query } = controller;
  const locale = i18n.locale;
  // One translation per render; each row fills in its number.
  const number = LINE_NUMBER_SLOT;
  const lineLabel = t`Line ${number}`;
  const slot = COUNT_SLOT;
  const elided = { before: t`… ${slot} characters before`, after: t`… ${slot} more characters` };
  const elidedRef = useRef(elided);
  if (elidedRef.current.before !== elided.before || elidedRef.current.after !== elided.after) {
    elidedRef.current = elided;
  }
  /** The fold state of a section header line, or undefined for other lines. */
  const foldInfo = (index: number): FoldInfo | undefined => {
    const fold = controller.foldAt(index);
    if (!fold) return undefined;
    const { id, folded, title, durationMs: ms } = fold;
    return {
      id,
      folded,
      duration: ms === null ? '' : formatSeconds(Math.round(ms / 1000), locale),
      label: folded ? t`Unfold ${title}` : t`Fold ${title}`,
    };
  };
  const currentMatch = query ? search.currentMatch() : undefined;
  const current = search.current;
  const items = rowWindow.getVirtualItems();
  // The log's one Tab stop: the active line when its row is rendered, else the first line in view.
  const tabStopLine = controller.tabStopLine(items, rowWindow.scrollOffset);
  const activeLine = controller.activeLine;

  return (
    <div
      ref={controller.canvasRef}
      className={s.canvas}
      style={
        {
          height: rowWindow.getTotalSize(),
          [s.GUTTER_DIGITS_PROPERTY]: Math.max(6, String(count).length),
        } as CSSProperties
      }
    >
      <div className={s.window} style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
        {count === 0 ? <FontWarmRow /> : null}
        {items.map((item) => {
          const index = rows.line(item.index);
          const fold = foldable ? foldInfo(index) : undefined;
          // The preview's lines from its index on, the log's before.
          const [source, at] =
            shown && index >= shown.index ? [shown.lines, index - shown.index] : [lines, index];
          const line = source.parsed(at);
          const [from, to] = textWindow(
            line.text.length,
            currentMatch?.line === index ? currentMatch : undefined,
          );
          const highlights = query
            ? search.matchesInLine(index, from, to, MAX_HIGHLIGHTS_PER_LINE)
            : NO_HIGHLIGHTS;
          return (
            <LogRow
              key={item.key}
              index={index}
              line={line}
              from={from}
              to={to}
              elided={elidedRef.current}
              time={showTime ? source.time(at) : null}
              locale={locale}
              wrap={wrap}
              marked={linkedLine === index + 1}
              active={index === activeLine}
              tabStop={index === tabStopLine}
              idPrefix={idPrefix}
              highlights={highlights}
              current={current}
              lineLabel={lineLabel}
              onOpenLine={controller.openLine}
              linkPrefix={linkPrefix}
              fold={fold}
              onToggleFold={controller.toggleFold}
              measure={rowWindow.measureElement}
            />
          );
        })}
      </div>
    </div>
  );
}
