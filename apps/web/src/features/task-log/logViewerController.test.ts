import { describe, expect, it, vi } from 'vitest';
import { LogLines, type LogRecord } from './logLines';
import { LogViewerController, USER_SCROLL_WINDOW_MS } from './logViewerController';
import type { RowWindow } from './rowWindow';

const rec = (output: string): LogRecord => ({ time: '2024-10-25T10:00:00Z', output });

/** A row window over `count` rows of 20 px, all rendered, that records where it was scrolled. */
function fakeWindow(count: () => number): RowWindow & { scrolledTo: number[] } {
  const scrolledTo: number[] = [];
  return {
    scrolledTo,
    getVirtualItems: () =>
      Array.from({ length: count() }, (_, index) => ({ index, key: index, start: index * 20 })),
    getTotalSize: () => count() * 20,
    scrollToIndex: (row) => scrolledTo.push(row),
    scrollOffset: 0,
    firstVisibleIndex: () => 0,
    measureElement: undefined,
  };
}

/** A scroller 400 px high over a 4,000 px canvas. */
function fakeScroller(): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 4000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 400 });
  return element;
}

/** A controller over `n` lines, prepared for a render, with a clock the test moves. */
function setUp(n: number, following = true) {
  let clock = 1000;
  const lines = new LogLines(Array.from({ length: n }, (_, i) => rec(`line ${i + 1}`)));
  const afterRows: Array<() => void> = [];
  const controller = new LogViewerController({
    following,
    rowHeight: 20,
    now: () => clock,
    afterRows: (task) => {
      afterRows.push(task);
      return () => undefined;
    },
  });
  const rowWindow = fakeWindow(() => lines.length);
  const scroller = fakeScroller();
  controller.scrollerRef(scroller);
  controller.window = rowWindow;
  controller.prepare(lines, undefined, null);
  const changes = vi.fn();
  controller.subscribe(changes);
  return {
    controller,
    lines,
    rowWindow,
    scroller,
    changes,
    afterRows,
    tick: (ms: number) => (clock += ms),
  };
}

/** A key pressed on line `line`'s (0-based) permalink. */
function keyOnLine(key: string, line: number) {
  const link = document.createElement('a');
  link.dataset.lineLink = String(line);
  return { key, altKey: false, ctrlKey: false, metaKey: false, target: link };
}

describe('LogViewerController', () => {
  it('pauses following when the reader scrolls up, not when the page scrolls by itself', () => {
    const { controller, scroller, tick, changes } = setUp(200);
    scroller.scrollTop = 3600;
    controller.onScroll();
    // No input before it: a scroll of the page's own (a shorter viewport) keeps following.
    scroller.scrollTop = 1000;
    controller.onScroll();
    expect(controller.following).toBe(true);
    expect(changes).not.toHaveBeenCalled();

    controller.markUserInput();
    scroller.scrollTop = 900;
    controller.onScroll();
    expect(controller.following).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);

    // Back at the bottom by the reader's own scrolling: following again.
    tick(USER_SCROLL_WINDOW_MS - 1);
    scroller.scrollTop = 3600;
    controller.onScroll();
    expect(controller.following).toBe(true);

    controller.resumeFollow();
    expect(scroller.scrollTop).toBe(4000);
  });

  it('moves the keyboard cursor by line, page and to the ends; End follows the last line', () => {
    const { controller, lines, rowWindow } = setUp(100);
    expect(controller.keyDown(keyOnLine('ArrowDown', 10))).toBe(true);
    expect(controller.activeLine).toBe(11);
    expect(controller.following).toBe(false);
    expect(rowWindow.scrolledTo.at(-1)).toBe(11);
    // A page is the rows in view less one: 400 px / 20 px - 1.
    controller.keyDown(keyOnLine('PageDown', 11));
    expect(controller.activeLine).toBe(30);
    controller.keyDown(keyOnLine('PageUp', 30));
    controller.keyDown(keyOnLine('PageUp', 11));
    expect(controller.activeLine).toBe(0);
    controller.keyDown(keyOnLine('End', 0));
    expect(controller.activeLine).toBe(99);
    expect(controller.following).toBe(true);
    // New lines: the cursor stays on the last one.
    lines.append([rec('line 101')]);
    controller.prepare(lines, undefined, null);
    expect(controller.activeLine).toBe(100);
    // Other keys, and keys outside a line, are the browser's.
    expect(controller.keyDown(keyOnLine('a', 100))).toBe(false);
    const input = document.createElement('input');
    expect(controller.keyDown({ ...keyOnLine('End', 0), target: input })).toBe(false);
  });

  it('scrolls to a permalink once its line exists, and puts a clicked line in the address', () => {
    const { controller, lines, rowWindow } = setUp(10, false);
    controller.followLink(20);
    expect(rowWindow.scrolledTo).toEqual([]);
    lines.append(Array.from({ length: 20 }, (_, i) => rec(`more ${i}`)));
    controller.prepare(lines, undefined, null);
    controller.followLink(20);
    expect(rowWindow.scrolledTo).toEqual([19]);
    expect(controller.activeLine).toBe(19);
    // Once: a later render with the same link does not scroll back to it.
    controller.followLink(20);
    expect(rowWindow.scrolledTo).toEqual([19]);

    const onPermalink = vi.fn();
    controller.onPermalink = onPermalink;
    controller.resumeFollow();
    controller.openLine(5);
    expect(onPermalink).toHaveBeenCalledWith(5);
    expect(controller.following).toBe(false);
  });

  it('searches in slices, then makes the first match the active line and scrolls its mark into view', async () => {
    const { controller, lines, afterRows, rowWindow } = setUp(50);
    const stop = controller.connect(lines);
    try {
      controller.setQuery('line 42');
      expect(controller.search.scanning).toBe(true);
      await vi.waitFor(() => expect(controller.activeLine).toBe(41));
      expect(controller.search.count).toBe(1);
      expect(controller.following).toBe(false);
      expect(rowWindow.scrolledTo.at(-1)).toBe(41);
      expect(afterRows).toHaveLength(1);
      // New lines are searched too.
      lines.append([rec('line 42 again')]);
      controller.prepare(lines, undefined, null);
      controller.linesChanged();
      await vi.waitFor(() => expect(controller.search.count).toBe(2));
    } finally {
      stop();
    }
  });
});
