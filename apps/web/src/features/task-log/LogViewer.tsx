import { useLingui } from '@lingui/react/macro';
import { Button } from '@semaphore-console/ui';
import { ArrowDown } from 'lucide-react';
import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { usePreferences } from '../../lib/preferences';
import type { LogLines, LogPreview } from './logLines';
import { LogRowWindow } from './LogRowWindow';
import { LogToolbar, type LogConnectionState } from './LogToolbar';
import { LogViewerController } from './logViewerController';
import * as s from './LogViewer.css';
import type { OutlineFeed } from './outline/outlineFeed';
import { SummaryBar } from './outline/SummaryBar';
import { formatLinePermalink, parseLinePermalink } from './permalink';
import { useRowWindow } from './rowWindow';

export type { LogConnectionState } from './LogToolbar';
export { LONG_LINE_CHARS, MAX_HIGHLIGHTS_PER_LINE } from './LogRowWindow';

/** Props of {@link LogViewer}. */
export interface LogViewerProps {
  /** The task's lines (appended to while the task runs). */
  lines: LogLines;
  /** The live feed's state; leave out to hide the indicator (e.g. for a finished task). */
  connection?: LogConnectionState | undefined;
  /**
   * New lines may still come (the task runs; default `true`): the "Follow new lines" button is
   * offered once the reader left the end. A finished log has nothing to follow (End still goes to
   * the end).
   */
  live?: boolean | undefined;
  /** File name of "Download" (e.g. `task-42.log`). */
  downloadName: string;
  /** Text shown instead of lines while there are none (e.g. "Loading…"). */
  placeholder?: ReactNode;
  /** The lines' outline: shows the run summary and makes sections foldable. */
  outline?: OutlineFeed | undefined;
  /**
   * The end of the log while the rest is read (the session's `preview`): while the viewer
   * follows the end, the log is shown as `preview.index + preview.lines.length` lines long, its
   * lines from `preview.index` on read from the preview.
   */
  preview?: LogPreview | null | undefined;
  className?: string;
}

/** `subscribe` of `useSyncExternalStore` for a viewer without an outline. */
function noSubscription(): () => void {
  return () => undefined;
}

/**
 * The task log viewer: a virtualized list of log lines (only the visible lines are in the DOM)
 * with line numbers, times and ANSI colours, plus follow mode, search, permalinks, wrap,
 * timestamps, copy and download (spec core §2).
 *
 * - Follow is on unless the URL has a `#L123` permalink; scrolling up pauses it, the "Follow new
 *   lines" button (offered while the task runs: `live`) or the End key resumes it.
 * - Search (`/` or Ctrl+F focuses it; Enter / Shift+Enter for next / previous) runs over the
 *   stripped text in slices of a few ms (`scheduleSearch`), so the page never freezes; a newer
 *   query cancels an older one, the count shows its progress while it grows, and it keeps
 *   counting while lines arrive. A line shows at most {@link MAX_HIGHLIGHTS_PER_LINE} highlights,
 *   and a line longer than {@link LONG_LINE_CHARS} characters shows a window of its text (around
 *   the current match).
 * - Clicking a line number puts `#L{n}` in the URL; opening such a URL scrolls to and marks it.
 * - Keyboard: the log is one Tab stop, the line number (permalink) of its active line (roving
 *   tabindex: real focus on a rendered row, which screen readers follow in a virtualized list;
 *   the link is described by the line's text). ArrowUp/Down, PageUp/PageDown and Home/End move
 *   the active line and scroll to it (End also resumes following, and the active line then stays
 *   on the last line); ArrowRight/Left unfold/fold a section header; Enter opens the line's
 *   permalink. Search moves the active line to the current match. Fold buttons and links inside
 *   the output are not Tab stops.
 * - Wrap and timestamps are remembered through the preferences module.
 *
 * The behaviour lives in a {@link LogViewerController} read through `useSyncExternalStore`; the
 * toolbar, the row window and the rows are components of their own. Server output is rendered
 * as React text nodes only, never as HTML. Memoized: the dialog's own updates (the task's
 * details arriving, its status) do not redraw the log.
 */
export const LogViewer = memo(function LogViewer({
  lines,
  connection,
  live = true,
  downloadName,
  placeholder,
  outline,
  preview,
  className,
}: LogViewerProps) {
  const { t } = useLingui();
  const version = useSyncExternalStore(
    lines.subscribe,
    () => lines.version,
    () => lines.version,
  );
  // A long log's summary catches up after its lines are shown: the rows then learn their kinds
  // (fold buttons, rows under folds).
  useSyncExternalStore(
    outline?.subscribe ?? noSubscription,
    () => outline?.revision ?? 0,
    () => outline?.revision ?? 0,
  );
  const wrap = usePreferences((p) => p.logViewer.wrap);
  const showTime = usePreferences((p) => p.logViewer.showTime);
  const location = useLocation();
  const navigate = useNavigate();
  const linkedLine = parseLinePermalink(location.hash);
  // Line links carry the whole address: a bare `#L5` would resolve against the page's
  // `<base href>` (the web root path), not this screen, when opened in a new tab or copied.
  const lineLinkPrefix = useHref({ pathname: location.pathname, search: location.search });
  const idPrefix = useId();

  const [controller] = useState(
    () =>
      new LogViewerController({ following: linkedLine === undefined, rowHeight: s.LINE_HEIGHT }),
  );
  useSyncExternalStore(
    controller.subscribe,
    () => controller.revision,
    () => controller.revision,
  );
  controller.onPermalink = (lineNumber) => {
    const { pathname, search } = location;
    void navigate({ pathname, search, hash: formatLinePermalink(lineNumber) }, { replace: true });
  };
  const view = controller.prepare(lines, outline, preview ?? null);
  const following = controller.following;
  const rowWindow = useRowWindow({
    count: view.rowCount,
    rowHeight: s.LINE_HEIGHT,
    overscan: 12,
    getScrollElement: controller.getScroller,
    stickToEnd: following,
    wrap,
  });
  controller.window = rowWindow;

  // The search runs in slices of a few ms each, never in a render, and keeps in step with the
  // lines (new lines scanned by the next slice, a rewrite scanned again).
  useEffect(() => controller.connect(lines), [controller, lines]);
  useEffect(() => controller.linesChanged(), [controller, version, lines]);

  // Follow: stick to the last line whenever lines arrive or the layout changes. New lines change
  // the canvas's height, and the controller's ResizeObserver scrolls then, after the frame's own
  // layout and before its paint: setting `scrollTop` here, in the commit, forced a synchronous
  // style and layout of the whole dialog per commit (most of the time between a small log's last
  // byte and its paint). Without ResizeObserver, every commit scrolls.
  const followLayoutKey = typeof ResizeObserver === 'undefined' ? version : 0;
  useLayoutEffect(
    () => controller.stickToEnd(),
    [controller, following, followLayoutKey, lines, wrap, showTime],
  );
  useEffect(() => controller.observeResize(), [controller]);
  // Scroll to a line waiting for its rows; keep focus on the active line.
  useLayoutEffect(() => controller.afterRender());
  // A `#L123` permalink: scroll to the line once it exists, and stop following.
  useEffect(() => controller.followLink(linkedLine), [controller, linkedLine, view.count]);

  const { search } = controller;
  const count = view.count;
  return (
    <div
      className={[s.root, className].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (controller.keyDown(event)) event.preventDefault();
      }}
    >
      <LogToolbar
        controller={controller}
        lines={lines}
        downloadName={downloadName}
        query={controller.query}
        current={search.current}
        matchCount={search.count}
        scanning={search.scanning}
        percent={Math.floor(search.progress * 100)}
        capped={search.capped}
        hasLines={count > 0}
        connection={connection}
      />
      {outline ? (
        <SummaryBar
          feed={outline}
          rows={controller.rows}
          onRowsChange={controller.rowsChanged}
          onRevealLine={controller.jumpToLine}
        />
      ) : null}
      <div className={s.body}>
        <div
          ref={controller.scrollerRef}
          className={s.scroller}
          role="log"
          aria-live="off"
          aria-label={t`Log output`}
          onFocus={(event) => controller.focusIn(event.target)}
          onBlur={(event) => controller.focusOut(event.relatedTarget)}
          onScroll={controller.onScroll}
          onWheel={controller.markUserInput}
          onTouchMove={controller.markUserInput}
          onPointerDown={controller.markUserInput}
        >
          {count === 0 ? <div className={s.empty}>{placeholder ?? t`No output yet`}</div> : null}
          <LogRowWindow
            controller={controller}
            view={view}
            lines={lines}
            rowWindow={rowWindow}
            wrap={wrap}
            showTime={showTime}
            linkedLine={linkedLine}
            linkPrefix={lineLinkPrefix}
            foldable={outline !== undefined}
            idPrefix={idPrefix}
          />
        </div>
        {live && !following && count > 0 ? (
          <Button
            size="sm"
            className={s.followButton}
            icon={<ArrowDown aria-hidden />}
            onClick={controller.resumeFollow}
          >
            {t`Follow new lines`}
          </Button>
        ) : null}
      </div>
    </div>
  );
});
