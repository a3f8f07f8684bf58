import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, type Key } from 'react';
import { useFixedRows } from './fixedRows';

/** One rendered row of a {@link RowWindow}. */
export interface RowWindowItem {
  /** 0-based row index. */
  index: number;
  /** React key. */
  key: Key;
  /** Offset of the row's top from the top of the list, in px. */
  start: number;
}

/**
 * The window of rows the log renders and how to move it: one interface over the two
 * virtualisers of {@link useRowWindow}, read by the viewer's controller and its row window.
 */
export interface RowWindow {
  /** The rows to render, in order. */
  getVirtualItems(): readonly RowWindowItem[];
  /** Height of all rows, in px. */
  getTotalSize(): number;
  /**
   * Scrolls to row `row` (0-based): to the middle of the viewport (`center`, the default), or
   * just enough to show it (`auto`).
   */
  scrollToIndex(row: number, align?: 'center' | 'auto'): void;
  /** The top of the first visible row, in px (0 before the first scroll). */
  readonly scrollOffset: number;
  /** The first row in view (not the first rendered: the window reaches above the viewport). */
  firstVisibleIndex(): number;
  /** Measures a rendered row's height (wrapped rows); `undefined` when all rows are one line. */
  readonly measureElement: ((element: Element | null) => void) | undefined;
}

/** What {@link useRowWindow} needs. */
export interface RowWindowOptions {
  /** Number of rows. */
  count: number;
  /** Height of one unwrapped row, in px (the least height of a wrapped one). */
  rowHeight: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
  /** The scrolling element. */
  getScrollElement(): HTMLElement | null;
  /** Following the end: the last rows are rendered whatever the scroll position. */
  stickToEnd: boolean;
  /** Lines wrap: rows have their own heights, measured after they are drawn. */
  wrap: boolean;
}

/**
 * The log's row window: rows of one height (wrap off) in a fixed window, O(visible rows)
 * whatever the log's length (`useFixedRows`); wrapped rows, which have their own heights, in
 * TanStack Virtual's measuring virtualizer. Only the one in use listens to the scroller.
 */
export function useRowWindow({
  count,
  rowHeight,
  overscan,
  getScrollElement,
  stickToEnd,
  wrap,
}: RowWindowOptions): RowWindow {
  const fixedRows = useFixedRows({
    count,
    rowHeight,
    overscan,
    getScrollElement,
    stickToEnd,
    enabled: !wrap,
  });
  const measuredRows = useVirtualizer({
    count,
    getScrollElement,
    estimateSize: () => rowHeight,
    // A row is never shorter than one line (a hidden or not yet laid out row measures 0).
    measureElement: (element, entry, instance) =>
      Math.max(rowHeight, measureElement(element, entry, instance)),
    overscan,
    enabled: wrap,
  });
  useEffect(() => {
    if (wrap) measuredRows.measure();
  }, [wrap, measuredRows]);

  if (!wrap) return { ...fixedRows, measureElement: undefined };
  return {
    getVirtualItems: () => measuredRows.getVirtualItems(),
    getTotalSize: () => measuredRows.getTotalSize(),
    scrollToIndex: (row, align = 'center') => measuredRows.scrollToIndex(row, { align }),
    scrollOffset: measuredRows.scrollOffset ?? 0,
    firstVisibleIndex: () => {
      const top = getScrollElement()?.scrollTop ?? 0;
      return measuredRows.getVirtualItems().find((item) => item.end > top)?.index ?? 0;
    },
    measureElement: measuredRows.measureElement,
  };
}
