import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOLLOW_OVERSCAN, useFixedRows, type FixedRowsOptions } from './fixedRows';

/** A scrolling element 200 px high (10 rows of 20 px), its scrollTop settable. */
function scroller(): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientHeight', { value: 200 });
  let top = 0;
  Object.defineProperty(element, 'scrollTop', {
    get: () => top,
    set: (value: number) => {
      top = value;
    },
  });
  return element;
}

function setup(options: Partial<FixedRowsOptions>) {
  const element = scroller();
  const props: FixedRowsOptions = {
    count: 1_000_000,
    rowHeight: 20,
    overscan: 2,
    getScrollElement: () => element,
    stickToEnd: false,
    enabled: true,
    ...options,
  };
  return {
    element,
    ...renderHook((p: FixedRowsOptions) => useFixedRows(p), { initialProps: props }),
    props,
  };
}

describe('useFixedRows', () => {
  it('renders the visible rows and the overscan, whatever the count', () => {
    const { result } = setup({});
    const rows = result.current.getVirtualItems();
    expect(rows.map((r) => r.index)).toEqual(Array.from({ length: 13 }, (_, i) => i));
    expect(rows[3]).toEqual({ index: 3, key: 3, start: 60 });
    expect(result.current.getTotalSize()).toBe(20_000_000);
  });

  it('follows the end: the last rows, however many arrive', () => {
    const { result, rerender, props } = setup({ stickToEnd: true, count: 100 });
    expect(result.current.getVirtualItems().at(-1)?.index).toBe(99);
    rerender({ ...props, count: 250 });
    const rows = result.current.getVirtualItems();
    expect(rows[0]?.index).toBe(250 - 11 - 2);
    expect(rows.at(-1)?.index).toBe(249);
  });

  it('draws fewer rows above the viewport while following than while reading', () => {
    const { result, rerender, props } = setup({ stickToEnd: true, count: 1000, overscan: 12 });
    // 11 rows in view (200 px of 20 px rows, and the partly shown one) and FOLLOW_OVERSCAN above.
    expect(result.current.getVirtualItems()[0]?.index).toBe(1000 - 11 - FOLLOW_OVERSCAN);
    rerender({ ...props, stickToEnd: false, count: 1000, overscan: 12 });
    expect(result.current.getVirtualItems()).toHaveLength(11 + 12);
  });

  it('while following, the scroll to the bottom redraws nothing; reading, a scroll moves the window', () => {
    let renders = 0;
    const element = scroller();
    const props: FixedRowsOptions = {
      count: 1000,
      rowHeight: 20,
      overscan: 2,
      getScrollElement: () => element,
      stickToEnd: true,
      enabled: true,
    };
    const { result, rerender } = renderHook(
      (p: FixedRowsOptions) => {
        renders++;
        return useFixedRows(p);
      },
      { initialProps: props },
    );
    const before = renders;
    // The first row in view once scrolled to the bottom: 10 rows of 20 px fit in 200 px.
    expect(result.current.scrollOffset).toBe(990 * 20);
    act(() => {
      element.scrollTop = 1000 * 20 - 200;
      element.dispatchEvent(new Event('scroll'));
    });
    expect(renders).toBe(before);
    expect(result.current.getVirtualItems().at(-1)?.index).toBe(999);
    // Following stops: the window is where the scroll left it.
    rerender({ ...props, stickToEnd: false });
    expect(result.current.scrollOffset).toBe(990 * 20);
    expect(result.current.getVirtualItems()[0]?.index).toBe(989 - 2);
    act(() => {
      element.scrollTop = 500 * 20;
      element.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.getVirtualItems()[0]?.index).toBe(498);
    expect(result.current.scrollOffset).toBe(500 * 20);
  });

  it('scrolls a row to the middle, or just into view with auto', () => {
    const { result, element } = setup({});
    act(() => result.current.scrollToIndex(500));
    expect(element.scrollTop).toBe(500 * 20 - 90);
    expect(result.current.getVirtualItems().some((r) => r.index === 500)).toBe(true);
    act(() => result.current.scrollToIndex(501, 'auto'));
    expect(element.scrollTop).toBe(500 * 20 - 90);
    act(() => result.current.scrollToIndex(900, 'auto'));
    expect(element.scrollTop).toBe(901 * 20 - 200);
  });

  it('renders nothing when another virtualizer is in use', () => {
    const { result } = setup({ enabled: false });
    expect(result.current.getVirtualItems()).toEqual([]);
  });
});
