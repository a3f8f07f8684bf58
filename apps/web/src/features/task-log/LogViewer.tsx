import { useLingui } from '@lingui/react/macro';
import type { AnsiLine, AnsiStyle } from '@semaphore-console/ansi';
import { Button, IconButton } from '@semaphore-console/ui';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import {
  ArrowDown,
  ChevronDown,
  ChevronUp,
  Circle,
  Clock,
  Copy,
  Download,
  WrapText,
} from 'lucide-react';
import {
  Fragment,
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { formatSeconds } from '../../format';
import { usePreferences } from '../../preferences';
import { inSecondFrame } from '../../scheduling';
import { renderStyle, type RenderedStyle } from './ansiStyle';
import { useFixedRows } from './fixedRows';
import type { LogLines, LogPreview } from './logLines';
import { isHeaderKind, LogRows } from './outline/logRows';
import {
  LogSearch,
  prepareSearchWhenIdle,
  scheduleSearch,
  type LineMatch,
  type SearchMatch,
  type SearchTask,
} from './logSearch';
import { formatLogTime } from './logTime';
import * as s from './LogViewer.css';
import type { OutlineFeed } from './outline/outlineFeed';
import { formatLinePermalink, parseLinePermalink } from './permalink';
import { FoldDuration, FoldToggle, sameFold, type FoldInfo } from './outline/SectionFold';
import { SummaryBar } from './outline/SummaryBar';

/** The event feed's connection state as the viewer shows it (api-client `createEventFeed`). */
export type LogConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Props of {@link LogViewer}. */
export interface LogViewerProps {
  /** The task's lines (appended to while the task runs). */
  lines: LogLines;
  /** The live feed's state; leave out to hide the indicator (e.g. for a finished task). */
  connection?: LogConnectionState | undefined;
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

/** A search match inside one line, with its position in the match list. */
type Highlight = LineMatch;

/**
 * Lines longer than this many characters show a window of their text, not all of it: Chromium
 * spends about 450 ms laying out one 1 MB line, and every highlight change would lay it out again.
 * Copy and download still give the whole line.
 */
export const LONG_LINE_CHARS = 5_000;
/** Search matches highlighted in one line at most (the current match is always among them). */
export const MAX_HIGHLIGHTS_PER_LINE = 50;

/** `subscribe` of `useSyncExternalStore` for a viewer without an outline. */
function noSubscription(): () => void {
  return () => undefined;
}

/** How long after a wheel/touch/key/pointer input a scroll event counts as the reader's (ms). */
const USER_SCROLL_WINDOW = 600;

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The task log viewer: a virtualized list of log lines (only the visible lines are in the DOM)
 * with line numbers, times and ANSI colours, plus follow mode, search, permalinks, wrap,
 * timestamps, copy and download (spec core §2).
 *
 * - Follow is on unless the URL has a `#L123` permalink; scrolling up pauses it, the "Follow new
 *   lines" button or the End key resumes it.
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
 * Server output is rendered as React text nodes only, never as HTML. Memoized: the dialog's own
 * updates (the task's details arriving, its status) do not redraw the log.
 */
export const LogViewer = memo(function LogViewer({
  lines,
  connection,
  downloadName,
  placeholder,
  outline,
  preview,
  className,
}: LogViewerProps) {
  const { t, i18n } = useLingui();
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
  const setLogViewer = usePreferences((p) => p.setLogViewer);
  const location = useLocation();
  const navigate = useNavigate();
  const linkedLine = parseLinePermalink(location.hash);
  // Line links carry the whole address: a bare `#L5` would resolve against the page's
  // `<base href>` (the web root path), not this screen, when opened in a new tab or copied.
  const lineLinkPrefix = useHref({ pathname: location.pathname, search: location.search });

  const [following, setFollowing] = useState(linkedLine === undefined);
  // A preview stands for the end only while the end is what is shown.
  const shown = following ? (preview ?? null) : null;
  const count = shown ? shown.index + shown.lines.length : lines.length;
  const [query, setQuery] = useState('');
  const [, setSearchTick] = useState(0);
  const [notice, setNotice] = useState('');
  const scrollRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchRefState = useRef<{
    search: LogSearch;
    generation: number;
    /** Scroll to the current match once the scan has found it (a new query). */
    reveal: boolean;
  } | null>(null);
  searchRefState.current ??= {
    search: new LogSearch(),
    generation: lines.generation,
    reveal: false,
  };
  const searchState = searchRefState.current;
  const search = searchState.search;
  const searchTask = useRef<SearchTask | null>(null);
  const searchPreparation = useRef<SearchTask | null>(null);
  const userInputAt = useRef(0);
  const lastScrollTop = useRef(0);
  const handledLink = useRef<number | undefined>(undefined);
  const followingRef = useRef(following);
  followingRef.current = following;
  // The rows shown: every line, or what folds and the summary's filter leave (logRows.ts).
  const rowsRef = useRef<LogRows | null>(null);
  rowsRef.current ??= new LogRows();
  const rows = rowsRef.current;
  const [, setRowsTick] = useState(0);
  const rowCount = rows.update(count, outline?.outline ?? null);
  const pendingReveal = useRef(-1);
  // The keyboard's active line (0-based; -1: none yet, the first visible line is the Tab stop).
  const [activeLine, setActiveLine] = useState(-1);
  const activeRef = useRef(activeLine);
  activeRef.current = activeLine;
  // End was pressed: the active line stays on the last line while following.
  const activeAtEnd = useRef(false);
  // A line whose permalink takes focus once its row is rendered (after a keyboard move).
  const focusLine = useRef(-1);
  // Focus is on a line of the log (to keep it there when its row is redrawn or unmounted).
  const focusInLog = useRef(false);
  const idPrefix = useId();

  const getScrollElement = useCallback(() => scrollRef.current, []);
  // Rows of one height (wrap off): a fixed window, O(visible rows) whatever the log's length.
  const fixedRows = useFixedRows({
    count: rowCount,
    rowHeight: s.LINE_HEIGHT,
    overscan: 12,
    getScrollElement,
    stickToEnd: following,
    enabled: !wrap,
  });
  // Wrapped rows have their own heights: measured by the general virtualizer.
  const measuredRows = useVirtualizer({
    count: rowCount,
    getScrollElement,
    estimateSize: () => s.LINE_HEIGHT,
    // A row is never shorter than one line (a hidden or not yet laid out row measures 0).
    measureElement: (element, entry, instance) =>
      Math.max(s.LINE_HEIGHT, measureElement(element, entry, instance)),
    overscan: 12,
    enabled: wrap,
  });
  const virtualizer = {
    getVirtualItems: () => (wrap ? measuredRows.getVirtualItems() : fixedRows.getVirtualItems()),
    getTotalSize: () => (wrap ? measuredRows.getTotalSize() : fixedRows.getTotalSize()),
    scrollToIndex: (row: number, { align = 'center' }: { align?: 'center' | 'auto' } = {}) => {
      if (wrap) measuredRows.scrollToIndex(row, { align });
      else fixedRows.scrollToIndex(row, align);
    },
    scrollOffset: wrap ? measuredRows.scrollOffset : fixedRows.scrollOffset,
    /** The first row in view (not the first rendered: the window reaches above the viewport). */
    firstVisibleIndex: () => {
      if (!wrap) return fixedRows.firstVisibleIndex();
      const top = scrollRef.current?.scrollTop ?? 0;
      return measuredRows.getVirtualItems().find((item) => item.end > top)?.index ?? 0;
    },
  };
  const virtualizerRef = useRef(virtualizer);
  virtualizerRef.current = virtualizer;

  // The search runs in slices of a few ms each (`scheduleSearch`), never in a render: a
  // 1,000,000-line log or a log of 1 MB lines is searched while the page stays responsive.
  useEffect(() => {
    const task = scheduleSearch(search, lines, {
      onProgress: () => latestRef.current.onSearchProgress(),
    });
    searchTask.current = task;
    task.wake();
    // The search index is prepared while the reader reads (a first search then costs less).
    const preparation = prepareSearchWhenIdle(lines);
    searchPreparation.current = preparation;
    preparation.wake();
    return () => {
      task.cancel();
      searchTask.current = null;
      preparation.cancel();
      searchPreparation.current = null;
    };
  }, [search, lines]);

  // Keep the search in step with the lines: new lines are scanned by the next slice, a rewrite
  // (reset or backfill inserting lines) scans again, keeping the current match's line.
  useEffect(() => {
    searchPreparation.current?.wake();
    if (!search.query) return;
    if (searchState.generation !== lines.generation) {
      searchState.generation = lines.generation;
      search.restart(search.currentMatch()?.line ?? 0);
    }
    searchTask.current?.wake();
  }, [version, lines, search, searchState]);

  // Follow: stick to the last line whenever lines arrive or the layout changes. New lines change
  // the canvas's height, and the canvas's ResizeObserver below scrolls then, after the frame's own
  // layout and before its paint: setting `scrollTop` here, in the commit, forced a synchronous
  // style and layout of the whole dialog per commit (most of the time between a small log's last
  // byte and its paint). Without ResizeObserver, every commit scrolls.
  const followLayoutKey = typeof ResizeObserver === 'undefined' ? version : 0;
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (following && el && lines.length > 0) el.scrollTop = el.scrollHeight;
  }, [following, followLayoutKey, lines, wrap, showTime]);

  // Following, the bottom stays in view whichever height changes: the canvas's (new lines; with
  // wrap on, measured rows growing after paint) or the viewport's (the run summary appearing
  // above the lines once they are shown, a narrower window): a shorter viewport keeps its
  // `scrollTop`, which would show rows above the end, where the follow window draws none.
  useEffect(() => {
    const canvas = canvasRef.current;
    const scroller = scrollRef.current;
    if (!canvas || !scroller || typeof ResizeObserver === 'undefined') return undefined;
    const heights = new Map<Element, number>();
    const observer = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const height = entry.contentRect.height;
        if (heights.get(entry.target) === height) continue;
        heights.set(entry.target, height);
        changed = true;
      }
      const el = scrollRef.current;
      if (changed && followingRef.current && el) el.scrollTop = el.scrollHeight;
    });
    observer.observe(canvas);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (wrap) measuredRows.measure();
  }, [wrap, measuredRows]);

  // Shows line `line` (0-based): unfolds what hides it, then scrolls to it (after the rows are
  // redrawn when they changed).
  const revealLine = useCallback(
    (line: number) => {
      const before = rows.version;
      const row = rows.reveal(line);
      if (rows.version !== before) {
        pendingReveal.current = line;
        setRowsTick((n) => n + 1);
      } else if (row >= 0) {
        virtualizerRef.current.scrollToIndex(row);
      }
    },
    [rows],
  );
  useLayoutEffect(() => {
    if (pendingReveal.current < 0) return;
    const row = rows.rowOf(pendingReveal.current);
    pendingReveal.current = -1;
    if (row >= 0) virtualizer.scrollToIndex(row);
  });

  // A `#L123` permalink: scroll to the line once it exists, and stop following.
  useEffect(() => {
    if (linkedLine === undefined) {
      handledLink.current = undefined;
      return;
    }
    if (handledLink.current === linkedLine || linkedLine > count) return;
    handledLink.current = linkedLine;
    setFollowing(false);
    setActiveLine(linkedLine - 1);
    revealLine(linkedLine - 1);
  }, [linkedLine, count, revealLine]);

  const revealCurrentMatch = useCallback(() => {
    inSecondFrame(() => {
      const mark = scrollRef.current?.querySelector('[data-current-match]');
      mark?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
  }, []);

  const goToMatch = useCallback(
    (match: SearchMatch | undefined) => {
      setSearchTick((n) => n + 1);
      if (!match) return;
      setFollowing(false);
      // Tab from the search lands on the match's line.
      activeAtEnd.current = false;
      setActiveLine(match.line);
      revealLine(match.line);
      revealCurrentMatch();
    },
    [revealLine, revealCurrentMatch],
  );

  const onQueryChange = (value: string) => {
    setQuery(value);
    searchState.generation = lines.generation;
    const firstVisible = rows.line(virtualizer.firstVisibleIndex());
    // Drops the previous query's scan at once (a newer query cancels an older one).
    search.setQuery(value, firstVisible);
    searchState.reveal = value !== '';
    setSearchTick((n) => n + 1);
    searchTask.current?.wake();
  };

  const onSearchProgress = () => {
    if (searchState.reveal && search.current >= 0) {
      searchState.reveal = false;
      goToMatch(search.currentMatch());
    } else {
      setSearchTick((n) => n + 1);
    }
  };

  const resumeFollow = useCallback(() => {
    setFollowing(true);
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  // Ctrl+F / Cmd+F and `/` focus the search while the viewer is shown.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const find = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f';
      const slash = event.key === '/' && !isEditable(event.target);
      if (find || slash) {
        event.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const top = el.scrollTop;
    const atBottom = el.scrollHeight - top - el.clientHeight <= 2;
    const byReader = performance.now() - userInputAt.current < USER_SCROLL_WINDOW;
    if (byReader) {
      if (atBottom && !followingRef.current) setFollowing(true);
      else if (!atBottom && top < lastScrollTop.current && followingRef.current)
        setFollowing(false);
    }
    lastScrollTop.current = top;
  };
  const markUserInput = () => {
    userInputAt.current = performance.now();
  };

  // Moves the active line to `row` (clamped), scrolls to it and focuses its permalink.
  const moveToRow = (row: number) => {
    if (rowCount === 0) return;
    const target = Math.min(rowCount - 1, Math.max(0, row));
    const line = rows.line(target);
    activeAtEnd.current = false;
    focusLine.current = line;
    setActiveLine(line);
    setFollowing(false);
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  const onLineKeyDown = (event: KeyboardEvent<HTMLDivElement>, line: number): boolean => {
    const row = rows.rowOf(line);
    const page = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? s.LINE_HEIGHT) / s.LINE_HEIGHT) - 1,
    );
    switch (event.key) {
      case 'ArrowDown':
        moveToRow(row + 1);
        return true;
      case 'ArrowUp':
        moveToRow(row - 1);
        return true;
      case 'PageDown':
        moveToRow(row + page);
        return true;
      case 'PageUp':
        moveToRow(row - page);
        return true;
      case 'Home':
        moveToRow(0);
        return true;
      case 'End': {
        if (rowCount === 0) return true;
        const last = rows.line(rowCount - 1);
        activeAtEnd.current = true;
        focusLine.current = last;
        setActiveLine(last);
        resumeFollow();
        return true;
      }
      case 'ArrowRight':
      case 'ArrowLeft': {
        const fold = outline ? foldInfo(line) : undefined;
        if (!fold || fold.folded !== (event.key === 'ArrowRight')) return false;
        focusLine.current = line;
        toggleFold(fold.id);
        return true;
      }
      default:
        return false;
    }
  };

  const onViewerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isEditable(event.target)) return;
    const lineLink =
      event.target instanceof HTMLElement && event.target.dataset.lineLink !== undefined
        ? Number(event.target.dataset.lineLink)
        : -1;
    if (lineLink >= 0 && !event.altKey && !event.ctrlKey && !event.metaKey) {
      if (onLineKeyDown(event, lineLink)) event.preventDefault();
      return;
    }
    if (event.key === 'End') {
      event.preventDefault();
      resumeFollow();
    } else if (/^(ArrowUp|PageUp|Home)$/.test(event.key)) {
      markUserInput();
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      searchState.reveal = false;
      goToMatch(event.shiftKey ? search.previous() : search.next());
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(lines.plainText());
      setNotice(t`Log copied to the clipboard`);
    } catch {
      setNotice(t`The browser did not allow copying`);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(
      new Blob([lines.rawText()], { type: 'text/plain;charset=utf-8' }),
    );
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = downloadName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const locationRef = useRef(location);
  locationRef.current = location;
  const openLine = useCallback(
    (lineNumber: number) => {
      handledLink.current = lineNumber;
      setFollowing(false);
      const { pathname, search: query } = locationRef.current;
      void navigate(
        { pathname, search: query, hash: formatLinePermalink(lineNumber) },
        { replace: true },
      );
    },
    [navigate],
  );

  const toggleFold = useCallback(
    (id: number) => {
      rows.toggle(id);
      setRowsTick((n) => n + 1);
    },
    [rows],
  );
  // An error jumped to from the summary: shown, marked and put in the URL like a permalink.
  const jumpToLine = useCallback(
    (line: number) => {
      setFollowing(false);
      revealLine(line);
      openLine(line + 1);
    },
    [revealLine, openLine],
  );
  const onRowsChange = useCallback(() => setRowsTick((n) => n + 1), []);

  // A line's permalink got focus (Tab, a click, a keyboard move): it is the active line, and a
  // reader on an earlier line stops following so the row is not scrolled away under focus.
  const onLogFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.dataset.lineLink === undefined) return;
    focusInLog.current = true;
    const line = Number(target.dataset.lineLink);
    if (line !== activeRef.current) {
      activeAtEnd.current = false;
      setActiveLine(line);
    }
    if (!activeAtEnd.current && followingRef.current && line !== lines.length - 1) {
      setFollowing(false);
    }
  };
  const onLogBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus left for another control; a row unmounted under focus gives no related target.
    if (event.relatedTarget !== null) focusInLog.current = false;
  };

  // The toolbar's handlers, stable across renders (the toolbar re-renders only when its own
  // values change, not for every batch of lines).
  const latest = {
    onQueryChange,
    onSearchKeyDown,
    onSearchProgress,
    previous: () => {
      searchState.reveal = false;
      goToMatch(search.previous());
    },
    next: () => {
      searchState.reveal = false;
      goToMatch(search.next());
    },
    toggleTime: () => setLogViewer({ showTime: !showTime }),
    toggleWrap: () => setLogViewer({ wrap: !wrap }),
    copy: () => void copy(),
    download,
  };
  const latestRef = useRef(latest);
  latestRef.current = latest;
  const [actions] = useState<ToolbarActions>(() => ({
    onQueryChange: (value) => latestRef.current.onQueryChange(value),
    onSearchKeyDown: (event) => latestRef.current.onSearchKeyDown(event),
    previous: () => latestRef.current.previous(),
    next: () => latestRef.current.next(),
    toggleTime: () => latestRef.current.toggleTime(),
    toggleWrap: () => latestRef.current.toggleWrap(),
    copy: () => latestRef.current.copy(),
    download: () => latestRef.current.download(),
  }));

  // While following after End, the active line is the last line.
  const lastLine = rowCount > 0 ? rows.line(rowCount - 1) : -1;
  if (activeAtEnd.current && following && lastLine >= 0 && activeLine !== lastLine) {
    if (focusInLog.current) focusLine.current = lastLine;
    setActiveLine(lastLine);
  }
  if (activeAtEnd.current && !following) activeAtEnd.current = false;

  // Give focus to the permalink of the line moved to once its row is rendered; if the focused
  // row was unmounted (scrolled out, folded, the log rewritten), to the log's Tab stop.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    if (focusLine.current >= 0) {
      const link = scroller.querySelector<HTMLElement>(`[data-line-link="${focusLine.current}"]`);
      if (link) {
        focusLine.current = -1;
        link.focus({ preventScroll: true });
      }
      return;
    }
    const active = document.activeElement;
    if (focusInLog.current && (active === null || active === document.body)) {
      scroller.querySelector<HTMLElement>('[data-line-link][tabindex="0"]')?.focus({
        preventScroll: true,
      });
    }
  });

  const current = search.current;
  const matchCount = search.count;
  const position = current + 1;
  const percent = Math.floor(search.progress * 100);
  const matchLabel = !query
    ? ''
    : search.scanning
      ? matchCount === 0
        ? t`Searching… ${percent} %`
        : current < 0
          ? t`${matchCount} matches, searching… ${percent} %`
          : t`${position} of ${matchCount}, searching… ${percent} %`
      : matchCount === 0
        ? t`No matches`
        : search.capped
          ? t`${position} of more than ${matchCount}`
          : t`${current + 1} of ${search.count}`;
  const currentMatch = query ? search.currentMatch() : undefined;
  const items = virtualizer.getVirtualItems();
  // The log's one Tab stop: the active line when its row is rendered, else the first line in view.
  const activeRow = activeLine >= 0 ? rows.rowOf(activeLine) : -1;
  const tabStopLine = items.some((item) => item.index === activeRow)
    ? activeLine
    : rows.line(
        (items.find((item) => item.start >= (virtualizer.scrollOffset ?? 0)) ?? items[0])?.index ??
          0,
      );
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
  const outlineNow = outline?.outline;
  /** The fold state of a section header line, or undefined for other lines. */
  const foldInfo = (index: number): FoldInfo | undefined => {
    if (!outlineNow || !isHeaderKind(outlineNow.kind(index))) return undefined;
    const id = outlineNow.section(index);
    const section = outlineNow.sections[id];
    if (!section || section.start !== index) return undefined;
    const ms = outlineNow.sectionDuration(id);
    const folded = rows.isFolded(id);
    const title = section.title;
    return {
      id,
      folded,
      duration: ms === null ? '' : formatSeconds(Math.round(ms / 1000), locale),
      label: folded ? t`Unfold ${title}` : t`Fold ${title}`,
    };
  };

  return (
    <div className={[s.root, className].filter(Boolean).join(' ')} onKeyDown={onViewerKeyDown}>
      <LogToolbar
        searchRef={searchRef}
        query={query}
        matchLabel={matchLabel}
        hasMatches={search.count > 0}
        showTime={showTime}
        wrap={wrap}
        hasLines={count > 0}
        notice={notice}
        connection={connection}
        actions={actions}
      />
      {outline ? (
        <SummaryBar
          feed={outline}
          rows={rows}
          onRowsChange={onRowsChange}
          onRevealLine={jumpToLine}
        />
      ) : null}
      <div className={s.body}>
        <div
          ref={scrollRef}
          className={s.scroller}
          role="log"
          aria-live="off"
          aria-label={t`Log output`}
          onFocus={onLogFocus}
          onBlur={onLogBlur}
          onScroll={onScroll}
          onWheel={markUserInput}
          onTouchMove={markUserInput}
          onPointerDown={markUserInput}
        >
          {count === 0 ? <div className={s.empty}>{placeholder ?? t`No output yet`}</div> : null}
          <div
            ref={canvasRef}
            className={s.canvas}
            style={
              {
                height: virtualizer.getTotalSize(),
                [s.GUTTER_DIGITS_PROPERTY]: Math.max(6, String(count).length),
              } as CSSProperties
            }
          >
            <div
              className={s.window}
              style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}
            >
              {count === 0 ? <FontWarmRow /> : null}
              {items.map((item) => {
                const index = rows.line(item.index);
                const fold = outline ? foldInfo(index) : undefined;
                // The preview's lines from its index on, the log's before.
                const [source, at] =
                  shown && index >= shown.index
                    ? [shown.lines, index - shown.index]
                    : [lines, index];
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
                    onOpenLine={openLine}
                    linkPrefix={lineLinkPrefix}
                    fold={fold}
                    onToggleFold={toggleFold}
                    measure={wrap ? measuredRows.measureElement : undefined}
                  />
                );
              })}
            </div>
          </div>
        </div>
        {!following && count > 0 ? (
          <Button
            size="sm"
            className={s.followButton}
            icon={<ArrowDown aria-hidden />}
            onClick={resumeFollow}
          >
            {t`Follow new lines`}
          </Button>
        ) : null}
      </div>
    </div>
  );
});

const NO_HIGHLIGHTS: Highlight[] = [];

/** Placeholder for the line number in the translated line label (a private-use character). */
const LINE_NUMBER_SLOT = '\uE000';
/** Placeholder for a character count in the translated elision labels. */
const COUNT_SLOT = '\uE001';

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

/** The toolbar's handlers (stable objects). */
interface ToolbarActions {
  onQueryChange(value: string): void;
  onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  previous(): void;
  next(): void;
  toggleTime(): void;
  toggleWrap(): void;
  copy(): void;
  download(): void;
}

interface LogToolbarProps {
  searchRef: RefObject<HTMLInputElement | null>;
  query: string;
  matchLabel: string;
  hasMatches: boolean;
  showTime: boolean;
  wrap: boolean;
  hasLines: boolean;
  notice: string;
  connection: LogConnectionState | undefined;
  actions: ToolbarActions;
}

/** Search, toggles, copy, download and the connection state; memoized (not redrawn per line batch). */
const LogToolbar = memo(function LogToolbar({
  searchRef,
  query,
  matchLabel,
  hasMatches,
  showTime,
  wrap,
  hasLines,
  notice,
  connection,
  actions,
}: LogToolbarProps) {
  const { t } = useLingui();
  const connectionLabel =
    connection === 'open'
      ? t`Live`
      : connection === 'connecting'
        ? t`Connecting…`
        : connection === 'reconnecting'
          ? t`Reconnecting…`
          : connection === 'closed'
            ? t`Disconnected`
            : '';
  return (
    <div className={s.toolbar} role="toolbar" aria-label={t`Log tools`}>
      <div className={s.searchBox} role="search">
        <input
          ref={searchRef}
          type="search"
          className={s.searchInput}
          aria-label={t`Search the log`}
          placeholder={t`Search (/)`}
          value={query}
          onChange={(event) => actions.onQueryChange(event.target.value)}
          onKeyDown={actions.onSearchKeyDown}
        />
        <span className={s.matchCount} aria-live="polite">
          {matchLabel}
        </span>
        <IconButton
          size="sm"
          label={t`Previous match`}
          icon={<ChevronUp aria-hidden />}
          disabled={!hasMatches}
          onClick={actions.previous}
        />
        <IconButton
          size="sm"
          label={t`Next match`}
          icon={<ChevronDown aria-hidden />}
          disabled={!hasMatches}
          onClick={actions.next}
        />
      </div>
      <div className={s.group}>
        <IconButton
          size="sm"
          className={s.toggle}
          label={t`Timestamps`}
          aria-pressed={showTime}
          icon={<Clock aria-hidden />}
          onClick={actions.toggleTime}
        />
        <IconButton
          size="sm"
          className={s.toggle}
          label={t`Wrap lines`}
          aria-pressed={wrap}
          icon={<WrapText aria-hidden />}
          onClick={actions.toggleWrap}
        />
        <IconButton
          size="sm"
          label={t`Copy without timestamps`}
          icon={<Copy aria-hidden />}
          disabled={!hasLines}
          onClick={actions.copy}
        />
        <IconButton
          size="sm"
          label={t`Download the raw log`}
          icon={<Download aria-hidden />}
          disabled={!hasLines}
          onClick={actions.download}
        />
      </div>
      <span className={s.status} role="status">
        {notice}
      </span>
      {connection ? (
        <span className={s.connection} role="status" aria-label={t`Connection: ${connectionLabel}`}>
          <Circle
            size={10}
            fill="currentColor"
            aria-hidden
            className={s.connectionDot[connection]}
          />
          {connectionLabel}
        </span>
      ) : null}
    </div>
  );
});

/**
 * An invisible row in the faces the rows use (regular, bold, italic, bold italic), drawn while
 * the log has no line: the browser resolves those fonts while the output downloads, not in the
 * frame that first shows the lines. A first use of a face costs synchronous font lookups
 * (on Linux, calls to the browser process), which made up to a third of the time between a
 * small log's last byte and its paint. Hidden from assistive technology and from the pointer.
 */
function FontWarmRow() {
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
interface ElidedLabels {
  before: string;
  after: string;
}

interface LogRowProps {
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
const LogRow = memo(
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
