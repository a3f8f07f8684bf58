import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preferences } from '../../lib/preferences';
import { LogLines, type LogRecord } from './logLines';
import { LogViewer } from './LogViewer';
import { GUTTER_DIGITS_PROPERTY } from './LogViewer.css';
import { fakeLayout, renderWithRouter } from './testUtils';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout();
  preferences.getState().reset();
});
afterEach(() => restoreLayout());

/** The element the line number column takes its width from (the rows' common ancestor). */
function gutterDigits(): string {
  const link = screen.getAllByRole('link', { name: /^Line \d+$/ })[0] as HTMLElement;
  let node: HTMLElement | null = link;
  while (node && !node.style.getPropertyValue(GUTTER_DIGITS_PROPERTY)) node = node.parentElement;
  return node?.style.getPropertyValue(GUTTER_DIGITS_PROPERTY) ?? '';
}

describe('log line number gutter', () => {
  it('is six digits wide for a short log', () => {
    const record: LogRecord = { time: '2024-10-25T10:00:00Z', output: 'ok' };
    renderWithRouter(<LogViewer lines={new LogLines([record])} downloadName="task-1.log" />);
    expect(gutterDigits()).toBe('6');
  });

  it('fits a seven-digit line number on every row', () => {
    const record: LogRecord = { time: '2024-10-25T10:00:00Z', output: 'ok' };
    const lines = new LogLines(new Array<LogRecord>(1_234_567).fill(record));
    renderWithRouter(<LogViewer lines={lines} downloadName="task-1.log" />);
    expect(gutterDigits()).toBe('7');
  });
});
