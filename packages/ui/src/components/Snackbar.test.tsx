import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { SnackbarProvider, useSnackbar, type SnackbarMessage } from './Snackbar';

function Trigger({ message }: { message: SnackbarMessage }) {
  const snackbar = useSnackbar();
  return <Button onClick={() => snackbar.show(message)}>Show</Button>;
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Snackbar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the text in the notifications region and closes with Close', async () => {
    render(
      <SnackbarProvider>
        <Trigger message={{ text: 'Project exported.' }} />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const item = region().querySelector('li');
    expect(item).toHaveTextContent('Project exported.');
    expect(item).toHaveAttribute('data-tone', 'success');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(region().querySelector('li')).toBeNull();
  });

  it('shows an error tone', async () => {
    render(
      <SnackbarProvider>
        <Trigger message={{ text: 'Delete failed', tone: 'error' }} />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(region().querySelector('li')).toHaveAttribute('data-tone', 'error');
  });

  it('closes by itself after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(
      <SnackbarProvider>
        <Trigger message={{ text: 'Template "x" deleted' }} />
      </SnackbarProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    // Move the pointer away: hovering the viewport pauses the timer.
    await user.unhover(screen.getByRole('button', { name: 'Show' }));
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(region().querySelector('li')).toHaveTextContent('Template "x" deleted');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(region().querySelector('li')).toBeNull();
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message={{ text: 'x' }} />)).toThrow(/SnackbarProvider/);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SnackbarProvider>
        <Trigger message={{ text: 'Saved' }} />
      </SnackbarProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
  });
});
