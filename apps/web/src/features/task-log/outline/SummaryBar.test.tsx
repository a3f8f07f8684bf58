import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preferences } from '../../../lib/preferences';
import { LogLines, type LogRecord } from '../logLines';
import { LogViewer } from '../LogViewer';
import { OutlineFeed } from './outlineFeed';
import { fakeLayout, renderWithRouter } from '../testUtils';

const rec = (output: string, second = 0): LogRecord => ({
  time: `2024-10-25T10:00:${String(second % 60).padStart(2, '0')}Z`,
  output,
});

const RUN = [
  '',
  'PLAY [Deploy] ******',
  '',
  'TASK [Gathering Facts] ******',
  '\x1b[0;32mok: [web-1]\x1b[0m',
  '\x1b[0;32mok: [web-2]\x1b[0m',
  '',
  'TASK [Pull artifact] ******',
  '\x1b[0;33mchanged: [web-1]\x1b[0m',
  '\x1b[0;31mfatal: [web-2]: FAILED! => {"msg": "HTTP Error 503"}\x1b[0m',
  '',
  'TASK [Reload] ******',
  'changed: [web-1]',
];

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout();
  preferences.getState().reset();
});
afterEach(() => restoreLayout());

function setup(outputs = RUN) {
  const lines = new LogLines(outputs.map((o, i) => rec(o, i)));
  const feed = new OutlineFeed(lines);
  const view = renderWithRouter(<LogViewer lines={lines} outline={feed} downloadName="t.log" />);
  const log = screen.getByRole('log', { name: 'Log output' });
  const shownLines = () =>
    Array.from(log.querySelectorAll('[data-index]')).map(
      (row) => Number(row.getAttribute('data-index')) + 1,
    );
  return { lines, feed, log, shownLines, ...view };
}

describe('run summary', () => {
  it('shows per-host counts and the current play and task, live', () => {
    const { lines } = setup(RUN.slice(0, 6));
    const summary = screen.getByRole('region', { name: 'Run summary' });
    expect(within(summary).getByText('Gathering Facts')).toBeInTheDocument();
    expect(within(summary).getByText('Deploy')).toBeInTheDocument();
    act(() => lines.append(RUN.slice(6).map((o) => rec(o))));
    expect(within(summary).getByText('Reload')).toBeInTheDocument();
    const hosts = within(summary).getByRole('table', { name: 'Hosts' });
    expect(within(hosts).getByRole('button', { name: 'web-2: 1 failed' })).toBeInTheDocument();
    expect(within(hosts).getByRole('button', { name: 'web-1: 2 changed' })).toBeInTheDocument();
    expect(within(summary).getByText('1 error')).toBeInTheDocument();
  });

  it('filters to a host with its headers, to a kind, and back', async () => {
    const user = userEvent.setup();
    const { shownLines } = setup();
    await user.click(screen.getByRole('button', { name: 'web-2' }));
    expect(shownLines()).toEqual([2, 4, 6, 8, 10]);
    await user.click(screen.getByRole('button', { name: 'web-1: 2 changed' }));
    expect(shownLines()).toEqual([2, 8, 9, 12, 13]);
    await user.click(screen.getByRole('button', { name: 'Show all lines' }));
    expect(shownLines()).toHaveLength(RUN.length);
  });

  it('folds and unfolds a section from its line with ArrowLeft / ArrowRight (fold buttons are no Tab stop)', async () => {
    const user = userEvent.setup();
    const { shownLines } = setup();
    expect(screen.getByRole('button', { name: 'Fold Pull artifact' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    screen.getByRole('link', { name: 'Line 8' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(shownLines()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 12, 13]);
    expect(screen.getByRole('link', { name: 'Line 8' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Line 12' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(shownLines()).toHaveLength(RUN.length);
    expect(screen.getByRole('link', { name: 'Line 8' })).toHaveFocus();
  });

  it('jumps to the first error and marks it', async () => {
    const user = userEvent.setup();
    const { log } = setup();
    await user.click(screen.getByRole('button', { name: 'Jump to first error' }));
    expect(log.querySelector('[aria-current="location"]')?.getAttribute('data-index')).toBe('9');
  });

  it('folds a section with its duration, folds all, and a search match opens its section', async () => {
    const user = userEvent.setup();
    const { shownLines } = setup();
    const fold = screen.getByRole('button', { name: 'Fold Pull artifact' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(shownLines()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 12, 13]);
    expect(screen.getByRole('button', { name: 'Unfold Pull artifact' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(
      screen.getByRole('button', { name: 'Unfold Pull artifact' }).closest('[data-index]'),
    ).toHaveTextContent(/4 sec$/);
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), '503');
    expect(shownLines()).toContain(10);
    await user.click(screen.getByRole('button', { name: 'Fold all' }));
    expect(shownLines()).toEqual([1, 2]);
    await user.click(screen.getByRole('button', { name: 'Unfold all' }));
    expect(shownLines()).toHaveLength(RUN.length);
  });

  it('keeps folds while lines arrive', async () => {
    const user = userEvent.setup();
    const { lines, shownLines } = setup();
    await user.click(screen.getByRole('button', { name: 'Fold Reload' }));
    act(() => lines.append([rec('changed: [web-2]'), rec('TASK [Next] ***'), rec('ok: [web-1]')]));
    expect(shownLines()).toEqual([...Array.from({ length: 12 }, (_, i) => i + 1), 15, 16]);
  });

  it('has no axe violations', async () => {
    const { container } = setup();
    expect(await axeViolations(container)).toEqual([]);
  });
});
