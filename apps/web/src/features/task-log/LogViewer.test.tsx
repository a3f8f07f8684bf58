import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferences } from '../../lib/preferences';
import { LogLines, type LogPreview, type LogRecord } from './logLines';
import { LONG_LINE_CHARS, LogViewer, MAX_HIGHLIGHTS_PER_LINE } from './LogViewer';
import * as s from './LogViewer.css';
import { fakeLayout, renderWithRouter } from './testUtils';

const rec = (output: string, second = 0): LogRecord => ({
  time: `2024-10-25T10:00:${String(second % 60).padStart(2, '0')}Z`,
  output,
});

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout();
  preferences.getState().reset();
});
afterEach(() => restoreLayout());

function lineLinks(): HTMLElement[] {
  return screen.queryAllByRole('link', { name: /^Line \d+$/ });
}

describe('LogViewer', () => {
  it('puts only a window of a long log in the DOM', () => {
    const lines = new LogLines(Array.from({ length: 10_000 }, (_, i) => rec(`line ${i + 1}`, i)));
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    const shown = lineLinks();
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(100);
  });

  it('renders server output as text, never as HTML, with ANSI colours as styled spans', () => {
    const lines = new LogLines([rec('<img src=x onerror=alert(1)> \x1b[31mred\x1b[0m done')]);
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    const log = screen.getByRole('log', { name: 'Log output' });
    expect(log.querySelector('img')).toBeNull();
    expect(within(log).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    const red = within(log).getByText('red');
    expect(red.tagName).toBe('SPAN');
    expect(red.className).not.toBe('');
    expect(log.textContent).not.toContain('\x1b');
  });

  it('draws a line coloured whole with its text element styled, a background or a match in spans', () => {
    const lines = new LogLines([
      rec('\x1b[32mok: all green\x1b[0m'),
      rec('\x1b[41mred background\x1b[0m'),
      rec('plain text'),
    ]);
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    const text = (line: number) =>
      document.getElementById(
        screen.getByRole('link', { name: `Line ${line}` }).getAttribute('aria-describedby') ?? '',
      ) as HTMLElement;
    // The green line: its text element carries the colour, with the text straight inside.
    expect(text(1).textContent).toBe('ok: all green');
    expect(text(1).children).toHaveLength(0);
    expect(text(1).className).not.toBe(text(3).className);
    // A background stays on the text only, in a span of its own.
    expect(text(2).children).toHaveLength(1);
    expect(text(2).className).toBe(text(3).className);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the log' }), {
      target: { value: 'green' },
    });
    return waitFor(() => {
      expect(text(1).querySelector('mark')?.textContent).toBe('green');
      expect(text(1).querySelector('mark')?.closest('span')?.className).not.toBe(text(3).className);
    });
  });

  it('shows lines appended while it is open', async () => {
    const lines = new LogLines([rec('first')]);
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    act(() => lines.append([rec('second'), rec('third')]));
    expect(await screen.findByText('third')).toBeInTheDocument();
    expect(lineLinks()).toHaveLength(3);
  });

  it('searches with a match count and next/previous, and keeps counting new lines', async () => {
    const user = userEvent.setup();
    const lines = new LogLines([rec('ok: [a]'), rec('changed: [b]'), rec('ok: [c] ok')]);
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    const box = screen.getByRole('searchbox', { name: 'Search the log' });
    await user.type(box, 'OK');
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Log output' });
    expect(log.querySelectorAll('mark')).toHaveLength(3);
    expect(
      log
        .querySelector('[data-current-match]')
        ?.closest('[data-index]')
        ?.getAttribute('data-index'),
    ).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.type(box, '{Enter}');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(
      log
        .querySelector('[data-current-match]')
        ?.closest('[data-index]')
        ?.getAttribute('data-index'),
    ).toBe('2');
    await user.type(box, '{Shift>}{Enter}{/Shift}');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(screen.getByText('1 of 3')).toBeInTheDocument();

    act(() => lines.append([rec('\x1b[32mok\x1b[0m: [d]')]));
    expect(await screen.findByText('1 of 4')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'nothing like this');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
  });

  it('shows the count growing while a large log is searched, and a newer query replaces an older one', async () => {
    const lines = new LogLines(
      Array.from({ length: 300_000 }, (_, i) =>
        rec(i % 1000 === 500 ? `fatal: step ${i}` : `ok: step ${i}`),
      ),
    );
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    const box = screen.getByRole('searchbox', { name: 'Search the log' });
    // A clock that runs 3 ms a reading, so each slice's 5 ms budget ends after a chunk or two: a
    // quiet machine scans all 300,000 lines within one real slice and never shows the count grow.
    let clock = performance.now();
    const fastClock = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
    try {
      // The typing returns at once: nothing is scanned until the first slice.
      fireEvent.change(box, { target: { value: 'ok: step' } });
      expect(screen.getByText('Searching… 0 %')).toBeInTheDocument();
      // While it scans the count grows (a label with a percentage; the first slice already tells).
      // Following, the current match is the first at or after the last lines: not known until then.
      expect(await screen.findByText(/^\d+ matches, searching… \d+ %$/)).toBeInTheDocument();
    } finally {
      fastClock.mockRestore();
    }
    fireEvent.change(box, { target: { value: 'FATAL' } });
    expect(screen.getByText('Searching… 0 %')).toBeInTheDocument();
    expect(await screen.findByText('1 of 300', {}, { timeout: 20_000 })).toBeInTheDocument();
    // Found, the current match is shown: following stops.
    expect(screen.getByRole('button', { name: 'Follow new lines' })).toBeInTheDocument();
  }, 60_000);

  it('shows a window of a 1 MB line, around the current match, with bounded highlights', async () => {
    const chunk = 'value=1 error=none ';
    const big = `${chunk.repeat(Math.ceil(1_048_576 / chunk.length))}TARGET here`;
    const lines = new LogLines([rec('short line'), rec(big), rec('end')]);
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    const log = screen.getByRole('log', { name: 'Log output' });
    const row = () => log.querySelector('[data-index="1"]') as HTMLElement;
    expect(row().textContent?.length).toBeLessThan(LONG_LINE_CHARS + 100);
    const rest = (big.length - LONG_LINE_CHARS).toLocaleString('en');
    expect(within(row()).getByText(`… ${rest} more characters`)).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search the log' });
    fireEvent.change(box, { target: { value: 'error' } });
    expect(await screen.findByText(/^1 of \d+$/, {}, { timeout: 20_000 })).toBeInTheDocument();
    // 55,000 matches in the line; only the first few highlighted.
    expect(row().querySelectorAll('mark')).toHaveLength(MAX_HIGHLIGHTS_PER_LINE);

    fireEvent.change(box, { target: { value: 'target' } });
    expect(await screen.findByText('1 of 1', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(row().querySelector('[data-current-match]')).not.toBeNull());
    expect(row().querySelector('[data-current-match]')?.textContent).toBe('TARGET');
    expect(row().textContent?.length).toBeLessThan(LONG_LINE_CHARS + 100);
    const before = (big.length - LONG_LINE_CHARS).toLocaleString('en');
    expect(within(row()).getByText(`… ${before} characters before`)).toBeInTheDocument();
  }, 60_000);

  it('focuses the search with / and Ctrl+F', async () => {
    const user = userEvent.setup();
    renderWithRouter(<LogViewer lines={new LogLines([rec('x')])} downloadName="task-7.log" />);
    const box = screen.getByRole('searchbox', { name: 'Search the log' });
    await user.keyboard('/');
    expect(box).toHaveFocus();
    box.blur();
    await user.keyboard('{Control>}f{/Control}');
    expect(box).toHaveFocus();
  });

  it('marks the line of a #L permalink and puts a clicked line number into the URL', async () => {
    const user = userEvent.setup();
    const lines = new LogLines(Array.from({ length: 30 }, (_, i) => rec(`line ${i + 1}`, i)));
    const { router } = renderWithRouter(
      <LogViewer lines={lines} downloadName="task-7.log" />,
      '/project/1/history?t=7#L5',
    );
    const row = screen.getByRole('link', { name: 'Line 5' }).closest('[data-index]');
    expect(row).toHaveAttribute('aria-current', 'location');
    // The whole address, not a bare `#L5` (which the page's <base href> would send to the root).
    expect(screen.getByRole('link', { name: 'Line 5' })).toHaveAttribute(
      'href',
      '/project/1/history?t=7#L5',
    );
    // A permalink stops following, so the resume button is offered.
    expect(screen.getByRole('button', { name: 'Follow new lines' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Line 3' }));
    expect(router.state.location.hash).toBe('#L3');
    expect(router.state.location.search).toBe('?t=7');
    expect(screen.getByRole('link', { name: 'Line 3' }).closest('[data-index]')).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(row).not.toHaveAttribute('aria-current');
  });

  it('pauses following when the reader scrolls up and resumes with the button or End', async () => {
    const lines = new LogLines(Array.from({ length: 200 }, (_, i) => rec(`line ${i + 1}`, i)));
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    const log = screen.getByRole('log', { name: 'Log output' });
    expect(screen.queryByRole('button', { name: 'Follow new lines' })).toBeNull();
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 4000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 });
    log.scrollTop = 3600;
    fireEvent.scroll(log);
    fireEvent.wheel(log);
    log.scrollTop = 1000;
    fireEvent.scroll(log);
    const resume = await screen.findByRole('button', { name: 'Follow new lines' });
    await userEvent.click(resume);
    expect(screen.queryByRole('button', { name: 'Follow new lines' })).toBeNull();
    expect(log.scrollTop).toBe(4000);

    fireEvent.wheel(log);
    log.scrollTop = 500;
    fireEvent.scroll(log);
    await screen.findByRole('button', { name: 'Follow new lines' });
    fireEvent.keyDown(log, { key: 'End' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Follow new lines' })).toBeNull(),
    );
  });

  it('remembers timestamps and wrap in the preferences', async () => {
    const user = userEvent.setup();
    renderWithRouter(<LogViewer lines={new LogLines([rec('x', 5)])} downloadName="task-7.log" />);
    const timestamps = screen.getByRole('button', { name: 'Timestamps' });
    expect(timestamps).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^\d{2}:\d{2}:05$/)).toBeInTheDocument();
    await user.click(timestamps);
    expect(timestamps).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/^\d{2}:\d{2}:05$/)).toBeNull();
    expect(preferences.getState().logViewer.showTime).toBe(false);
    const wrap = screen.getByRole('button', { name: 'Wrap lines' });
    await user.click(wrap);
    expect(preferences.getState().logViewer.wrap).toBe(
      !preferences.getInitialState().logViewer.wrap,
    );
  });

  it('copies the plain text without timestamps', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithRouter(
      <LogViewer
        lines={new LogLines([rec('\x1b[1mTASK [x]\x1b[0m', 1), rec('ok', 2)])}
        downloadName="task-7.log"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy without timestamps' }));
    expect(writeText).toHaveBeenCalledWith('TASK [x]\nok');
    expect(await screen.findByText('Log copied to the clipboard')).toBeInTheDocument();
  });

  it('downloads the raw log under the given name', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:log';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    renderWithRouter(
      <LogViewer
        lines={new LogLines([rec('\x1b[31ma\x1b[0m'), rec('b')])}
        downloadName="task-7.log"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download the raw log' }));
    expect(clicks).toEqual(['task-7.log']);
    expect(await created[0]?.text()).toBe('\x1b[31ma\x1b[0m\nb\n');
    click.mockRestore();
  });

  it('shows the connection state', () => {
    const { rerender } = renderWithRouter(
      <LogViewer lines={new LogLines()} connection="reconnecting" downloadName="task-7.log" />,
    );
    expect(screen.getByRole('status', { name: 'Connection: Reconnecting…' })).toBeInTheDocument();
    expect(screen.getByText('No output yet')).toBeInTheDocument();
    void rerender;
  });

  it('lays out the faces of the rows, hidden, while the log has no line; not once it has', () => {
    const lines = new LogLines();
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    const log = screen.getByRole('log', { name: 'Log output' });
    const warm = log.querySelector(`.${s.fontWarm}`);
    // Regular, bold, italic and bold italic, in a row's own classes, out of the reading order.
    expect(warm).not.toBeNull();
    expect(warm?.classList.contains(s.row)).toBe(true);
    expect(warm?.getAttribute('aria-hidden')).toBe('true');
    expect(warm?.querySelector(`.${s.bold}:not(.${s.italic})`)).not.toBeNull();
    expect(warm?.querySelector(`.${s.italic}:not(.${s.bold})`)).not.toBeNull();
    expect(warm?.querySelector(`.${s.bold}.${s.italic}`)).not.toBeNull();
    expect(lineLinks()).toHaveLength(0);
    act(() => lines.append([rec('first')]));
    expect(log.querySelector(`.${s.fontWarm}`)).toBeNull();
    expect(lineLinks()).toHaveLength(1);
  });

  it('is one Tab stop: the active line, moved with the arrows, Page and Home/End keys', async () => {
    const user = userEvent.setup();
    // 30 lines: all of them in the rendered window of happy-dom, which does not scroll (the
    // e2e suite moves through a long log in Chromium).
    const lines = new LogLines(Array.from({ length: 30 }, (_, i) => rec(`line ${i + 1}`, i)));
    const { router } = renderWithRouter(
      <LogViewer lines={lines} downloadName="task-7.log" />,
      '/project/1/history?t=7#L10',
    );
    const log = screen.getByRole('log', { name: 'Log output' });
    // A page is the rows in view less one: 200 px / 20 px - 1.
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 200 });
    // Neither the container nor every line number: one Tab stop in the whole log.
    const tabStops = () =>
      [...log.querySelectorAll<HTMLElement>('a[href], button, [tabindex]')].filter(
        (element) => element.tabIndex >= 0,
      );
    expect(lineLinks()).toHaveLength(30);
    expect(tabStops()).toEqual([screen.getByRole('link', { name: 'Line 10' })]);

    screen.getByRole('button', { name: 'Download the raw log' }).focus();
    await user.tab();
    const start = screen.getByRole('link', { name: 'Line 10' });
    expect(start).toHaveFocus();
    expect(start).toHaveAccessibleDescription('line 10');
    const activeRow = () => log.querySelector('[data-active]')?.getAttribute('data-index');
    expect(activeRow()).toBe('9');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Line 11' })).toHaveFocus();
    expect(activeRow()).toBe('10');
    expect(tabStops()).toEqual([screen.getByRole('link', { name: 'Line 11' })]);
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('link', { name: 'Line 20' })).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(screen.getByRole('link', { name: 'Line 2' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Line 1' })).toHaveFocus();
    expect(activeRow()).toBe('0');
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Line 30' })).toHaveFocus();
    // End follows new lines again, and the active line stays on the last one.
    expect(screen.queryByRole('button', { name: 'Follow new lines' })).toBeNull();
    act(() => lines.append([rec('line 31')]));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Line 31' })).toHaveFocus());

    // Enter opens the active line's permalink.
    await user.keyboard('{Enter}');
    expect(router.state.location.hash).toBe('#L31');
    // Tab leaves the log at once.
    await user.tab();
    expect(log).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('makes the current search match the active line, reached with one Tab from the search', async () => {
    const user = userEvent.setup();
    const lines = new LogLines(
      Array.from({ length: 30 }, (_, i) => rec(i === 20 ? 'fatal: boom' : `ok ${i + 1}`, i)),
    );
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'fatal');
    expect(await screen.findByText('1 of 1')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Log output' });
    await waitFor(() =>
      expect(log.querySelector('[data-line-link][tabindex="0"]')).toHaveAccessibleName('Line 21'),
    );
  });

  it('starts a search at the first line in view, not at the rows drawn above it', async () => {
    const user = userEvent.setup();
    // 100 lines, 20 in view (400 px of 20 px rows): following the end shows lines 81 to 100,
    // and the window also draws a few rows above them, line 78 among them.
    const lines = new LogLines(
      Array.from({ length: 100 }, (_, i) =>
        rec(i === 77 || i === 89 ? `fatal ${i + 1}` : `ok ${i + 1}`, i),
      ),
    );
    renderWithRouter(<LogViewer lines={lines} downloadName="task-7.log" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'fatal');
    // The first match at or after line 81 is line 90, the second of two.
    expect(await screen.findByText('2 of 2')).toBeInTheDocument();
  });

  it('shows a preview of the end while it follows, in place of lines not read yet', () => {
    const lines = new LogLines(Array.from({ length: 300 }, (_, i) => rec(`line ${i + 1}`, i)));
    const preview = {
      index: 800,
      lines: new LogLines(Array.from({ length: 200 }, (_, i) => rec(`end ${i + 801}`, i))),
    };
    const rowText = (line: number) =>
      document.querySelector(`[role="log"] [data-index="${line - 1}"]`)?.textContent ?? null;
    let setPreview: (next: LogPreview | null) => void = () => undefined;
    function Harness() {
      const [shown, set] = useState<LogPreview | null>(preview);
      setPreview = set;
      return <LogViewer lines={lines} preview={shown} downloadName="task-7.log" />;
    }
    renderWithRouter(<Harness />);
    // The log is shown 1,000 lines long, its last rows from the preview.
    expect(screen.getByRole('link', { name: 'Line 1000' })).toBeInTheDocument();
    expect(rowText(1000)).toContain('end 1000');
    expect(rowText(990)).toContain('end 990');
    expect(lineLinks().every((link) => Number(link.textContent) > 800)).toBe(true);
    // The whole log read: the lines replace the preview.
    act(() => {
      lines.append(Array.from({ length: 700 }, (_, i) => rec(`line ${i + 301}`, i)));
      setPreview(null);
    });
    expect(rowText(1000)).toContain('line 1000');
  });

  it('ignores the preview when it does not follow the end (a permalink)', () => {
    const lines = new LogLines(Array.from({ length: 30 }, (_, i) => rec(`line ${i + 1}`, i)));
    const preview = {
      index: 800,
      lines: new LogLines(Array.from({ length: 200 }, (_, i) => rec(`end ${i + 801}`, i))),
    };
    renderWithRouter(
      <LogViewer lines={lines} preview={preview} downloadName="task-7.log" />,
      '/project/1/history?t=7#L30',
    );
    // The log is as long as its lines: nothing after line 30, no preview row.
    expect(screen.getByRole('link', { name: 'Line 30' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Line 31' })).toBeNull();
    expect(screen.queryByText(/^end /)).toBeNull();
  });

  it('has no axe violations', async () => {
    renderWithRouter(
      <LogViewer
        lines={new LogLines([rec('a'), rec('\x1b[32mb\x1b[0m')])}
        connection="open"
        downloadName="task-7.log"
      />,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
