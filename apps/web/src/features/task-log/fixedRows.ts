import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { runWhenIdle } from '../../lib/scheduling';

/** One row of the window {@link useFixedRows} renders. */
export interface FixedRow {
  /** 0-based row index. */
  index: number;
  /** React key (the index). */
  key: number;
  /** Offset of the row's top from the top of the list, in px. */
  start: number;
}

/** What {@link useFixedRows} needs. */
export interface FixedRowsOptions {
  /** Number of rows. */
  count: number;
  /** Height of every row, in px. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
  /** The scrolling element (its `scrollTop` and `clientHeight` decide the window). */
  getScrollElement(): HTMLElement | null;
  /**
   * Render the last rows whatever the scroll position (follow mode): when new rows arrive the
   * window is already right, so the scroll to the bottom that follows changes no row.
   */
  stickToEnd: boolean;
  /** Off: no listeners, no rows (another virtualizer is in use). */
  enabled: boolean;
}

/** The window of rows to render and how to move it (the part of a virtualizer the log needs). */
export interface FixedRows {
  /** The rows to render, in order. */
  getVirtualItems(): FixedRow[];
  /** Height of all rows, in px. */
  getTotalSize(): number;
  /**
   * Scrolls to row `index`: to the middle of the viewport (`center`, the default), or just enough
   * to show it (`auto`: not at all when it is in view).
   */
  scrollToIndex(index: number, align?: 'center' | 'auto'): void;
  /**
   * The top of the first visible row, in px: as of the last scroll event, or while following the
   * end, the top of the row the scroll to the bottom shows first.
   */
  readonly scrollOffset: number;
  /**
   * The index of the first row in the viewport now (read from the scrolling element, not the
   * rendered window, which reaches `overscan` rows above it); the first of the last screen while
   * following the end. 0 without rows.
   */
  firstVisibleIndex(): number;
}

/** The 0-based first visible row and the number of visible rows (viewport in rows). */
interface Viewport {
  first: number;
  visible: number;
}

const NO_ROWS: FixedRow[] = [];
/** Rows drawn above the viewport while following the end (see {@link FixedRowsOptions.stickToEnd}). */
export const FOLLOW_OVERSCAN = 4;

function viewportOf(element: HTMLElement | null, rowHeight: number): Viewport {
  if (!element) return { first: 0, visible: 0 };
  return {
    first: Math.floor(element.scrollTop / rowHeight),
    visible: Math.ceil(element.clientHeight / rowHeight) + 1,
  };
}

/**
 * A virtual window over rows of one fixed height: O(visible rows) per render whatever the count,
 * where a general virtualizer (measured rows) recomputes every row's offset whenever the count
 * changes, which on a log of 1,000,000 lines costs tens of milliseconds and a million-entry
 * allocation per batch of new lines. Re-renders on scroll only when the first visible row or the
 * viewport's height in rows changes, and while following the end only when the viewport grows.
 */
export function useFixedRows({
  count,
  rowHeight,
  overscan,
  getScrollElement,
  stickToEnd,
  enabled,
}: FixedRowsOptions): FixedRows {
  // The viewport as of the last scroll or resize. While following the end, the window depends on
  // the viewport's height only, so a scroll (the follow's own scroll to the bottom, after each
  // batch of lines) redraws nothing: the viewport is kept in a ref and a redraw is asked for only
  // when rows are missing from the window.
  const viewportRef = useRef<Viewport>({ first: 0, visible: 0 });
  const stickRef = useRef(stickToEnd);
  stickRef.current = stickToEnd;
  const [, setRedraws] = useState(0);
  const idleRedraw = useRef<(() => void) | null>(null);

  const update = useCallback(() => {
    const next = viewportOf(getScrollElement(), rowHeight);
    const previous = viewportRef.current;
    if (previous.first === next.first && previous.visible === next.visible) return;
    viewportRef.current = next;
    if (stickRef.current && next.visible === previous.visible) return;
    // Following, a shorter viewport (the run summary appearing above a log just drawn) leaves a
    // few more rows drawn above it, like overscan: they are dropped when the page is idle, not
    // in a redraw between the log's first paint and what comes next.
    if (stickRef.current && next.visible < previous.visible) {
      idleRedraw.current ??= runWhenIdle(() => {
        idleRedraw.current = null;
        setRedraws((n) => n + 1);
      });
      return;
    }
    setRedraws((n) => n + 1);
  }, [getScrollElement, rowHeight]);
  useEffect(() => () => idleRedraw.current?.(), []);

  // Read the viewport before the first paint (not on every new batch of rows: that would force a
  // layout each time), and follow scrolling and resizing.
  useLayoutEffect(() => {
    if (enabled) update();
  }, [enabled, update]);
  useEffect(() => {
    const element = getScrollElement();
    if (!enabled || !element) return undefined;
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [enabled, getScrollElement, update]);

  const { visible } = viewportRef.current;
  let { first } = viewportRef.current;
  let start: number;
  let end: number;
  if (stickToEnd) {
    // Following: the rows below the last one do not exist, and fewer rows above the viewport
    // are drawn (each frame of a fast stream replaces them all). The first row in view is the
    // one the scroll to the bottom shows at the top (`visible` counts one row more than fit).
    end = count;
    start = Math.max(0, count - visible - Math.min(overscan, FOLLOW_OVERSCAN));
    first = Math.max(0, count - Math.max(0, visible - 1));
  } else {
    start = Math.max(0, Math.min(first, count - visible) - overscan);
    end = Math.min(count, first + visible + overscan);
  }
  const items = useMemo(() => {
    if (!enabled || end <= start) return NO_ROWS;
    const rows: FixedRow[] = new Array<FixedRow>(end - start);
    for (let i = start; i < end; i++) rows[i - start] = { index: i, key: i, start: i * rowHeight };
    return rows;
  }, [enabled, start, end, rowHeight]);

  return {
    firstVisibleIndex: () => {
      const element = getScrollElement();
      if (!element || count === 0) return 0;
      const inView = Math.max(1, Math.floor(element.clientHeight / rowHeight));
      const lastScreen = Math.max(0, count - inView);
      return stickToEnd
        ? lastScreen
        : Math.min(Math.floor(element.scrollTop / rowHeight), lastScreen);
    },
    getVirtualItems: () => items,
    getTotalSize: () => count * rowHeight,
    scrollToIndex: (index, align = 'center') => {
      const element = getScrollElement();
      if (!element) return;
      const top = index * rowHeight;
      if (align === 'center') {
        element.scrollTop = Math.max(0, top - (element.clientHeight - rowHeight) / 2);
      } else if (top < element.scrollTop) {
        element.scrollTop = top;
      } else if (top + rowHeight > element.scrollTop + element.clientHeight) {
        element.scrollTop = top + rowHeight - element.clientHeight;
      }
      update();
    },
    scrollOffset: first * rowHeight,
  };
}
