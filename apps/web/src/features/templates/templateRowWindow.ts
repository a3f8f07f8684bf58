import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/** Lists longer than this draw only the rows near the visible part of the page. */
const WINDOWED_FROM = 200;
/** A collapsed row's height before it is measured, in px. */
const ROW_ESTIMATE_PX = 57;

/**
 * The rows of the template list to draw: every row of a short list; of a long one (a large
 * installation's thousands of templates) only those near the visible part of the page, with
 * spacer rows of the height of the others (`@tanstack/react-virtual`, as the task log; the
 * page's scrolling is the document's). A row
 * with its last tasks open is measured with them.
 */
export function useTemplateRowWindow(count: number) {
  const windowed = count > WINDOWED_FROM;
  const body = useRef<HTMLTableSectionElement>(null);
  // The console's pages scroll the document (the drawer is sticky): the rows start this far down.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (windowed && body.current) {
      setMargin(body.current.getBoundingClientRect().top + window.scrollY);
    }
  }, [windowed]);
  const virtualizer = useWindowVirtualizer({
    count: windowed ? count : 0,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 10,
    scrollMargin: margin,
    measureElement: (element) => {
      const next = element.nextElementSibling as HTMLElement | null;
      const index = (element as HTMLElement).dataset.index;
      const extra =
        next && next.dataset.expandedOf === index ? next.getBoundingClientRect().height : 0;
      // A row not laid out yet measures 0: it keeps its estimate.
      return (element.getBoundingClientRect().height || ROW_ESTIMATE_PX) + extra;
    },
  });
  if (!windowed) {
    return {
      ref: body,
      indexes: Array.from({ length: count }, (_, i) => i),
      before: 0,
      after: 0,
      measure: undefined,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    ref: body,
    indexes: items.map((item) => item.index),
    before: first ? first.start - margin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - margin) : 0,
    measure: virtualizer.measureElement,
  };
}
