import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';

/** Project lists longer than this draw only the rows near the visible part of the menu. */
export const PROJECT_WINDOW_FROM = 50;
/** A project row's height before it is measured, in px (avatar, name and role). */
const ROW_ESTIMATE_PX = 44;
/** The view a menu not laid out yet is taken to have, in px (about ten rows). */
const UNLAID_VIEW_PX = 440;
/** Animation frames a moved focus waits for its row to be drawn. */
const FOCUS_FRAMES = 20;

/** Where a key was pressed: on the project of that index (0-based), or on an action below. */
export type ProjectKeyPlace = number | 'first-action' | 'action';

/** What {@link useProjectWindow} gives the project menu. */
export interface ProjectWindow {
  /** Whether the list is windowed (longer than {@link PROJECT_WINDOW_FROM}). */
  windowed: boolean;
  /** The rows to draw: every one of a short list; of a long one those in and near the view. */
  rows: { index: number; start: number }[];
  /** Height of the whole windowed list, in px. */
  totalSize: number;
  /** Measures a drawn row (its `ref`; the row carries `data-index`). */
  measure(element: HTMLElement | null): void;
  /**
   * The menu's keys over the whole list, drawn or not (WAI-ARIA menu pattern, as the menu has
   * them for a short list): ArrowDown and ArrowUp to the next and previous project, Home and
   * PageUp to the first, End and PageDown to the last when no action follows, ArrowUp from the
   * first action to the last project. Other keys are left to the menu.
   */
  onKeyDown(event: KeyboardEvent<HTMLElement>, place: ProjectKeyPlace): void;
}

/**
 * The project menu's window (`@tanstack/react-virtual`, as the task log and the template list):
 * a long list draws only its rows near the view of the open menu, whose content is the scrolling
 * element; `list` is the element that holds the rows. Focus moved by the keys scrolls the row in
 * and focuses it once drawn; that row stays drawn while the list scrolls. `endIsLast`: no action follows the projects (End goes to the last).
 */
export function useProjectWindow(
  list: RefObject<HTMLDivElement | null>,
  count: number,
  { endIsLast }: { endIsLast: boolean },
): ProjectWindow {
  const windowed = count > PROJECT_WINDOW_FROM;
  // The rows start this far down the menu's scrolling content (its padding).
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (windowed && list.current) setMargin(list.current.offsetTop);
  }, [windowed, list]);
  // The row the keys moved to stays drawn (and focused) wherever the list is scrolled.
  const [active, setActive] = useState<number | null>(null);
  const virtualizer = useVirtualizer({
    count: windowed ? count : 0,
    getScrollElement: () => list.current?.closest<HTMLElement>('[role="menu"]') ?? null,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 6,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return active === null || indexes.includes(active)
        ? indexes
        : [...indexes, active].sort((a, b) => a - b);
    },
    scrollMargin: margin,
    // A row not laid out yet measures 0: it keeps its estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_ESTIMATE_PX,
    // Before the menu is laid out its height reads 0, which would draw no row at all.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: UNLAID_VIEW_PX }),
      ),
  });
  const focusRow = (index: number) => {
    setActive(index);
    virtualizer.scrollToIndex(index);
    let frames = 0;
    const attempt = () => {
      const row = list.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
      if (row) row.focus();
      else if (frames++ < FOCUS_FRAMES) requestAnimationFrame(attempt);
    };
    attempt();
  };
  const last = count - 1;
  const target = (key: string, place: ProjectKeyPlace): number | null => {
    if (key === 'Home' || key === 'PageUp') return 0;
    if (typeof place !== 'number')
      return key === 'ArrowUp' && place === 'first-action' ? last : null;
    if (key === 'ArrowDown') return place < last ? place + 1 : null;
    if (key === 'ArrowUp') return place > 0 ? place - 1 : null;
    if (key === 'End' || key === 'PageDown') return endIsLast ? last : null;
    return null;
  };
  return {
    windowed,
    rows: windowed
      ? virtualizer
          .getVirtualItems()
          .map((row) => ({ index: row.index, start: row.start - margin }))
      : Array.from({ length: count }, (_, index) => ({ index, start: 0 })),
    totalSize: virtualizer.getTotalSize(),
    measure: virtualizer.measureElement,
    onKeyDown(event, place) {
      if (!windowed) return;
      const index = target(event.key, place);
      if (index === null) return;
      // Stops the menu's own handling (Radix skips a handled key): it knows the drawn rows only.
      event.preventDefault();
      focusRow(index);
    },
  };
}
