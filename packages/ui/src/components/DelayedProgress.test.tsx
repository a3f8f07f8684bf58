import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiStringsProvider } from '../strings/UiStrings';
import { DelayedProgress } from './DelayedProgress';

describe('DelayedProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing for the first second, then a progressbar named Loading', () => {
    render(<DelayedProgress />);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('honours delayMs, 0 meaning at once, and a translated label', () => {
    render(
      <UiStringsProvider strings={{ loading: 'Wird geladen' }}>
        <DelayedProgress delayMs={0} variant="bar" />
        <DelayedProgress delayMs={300} label="Saving" showLabel />
      </UiStringsProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Wird geladen' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Saving' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    expect(screen.getByText('Saving')).toBeInTheDocument();
  });

  it('never appears when unmounted before the delay (a fast load)', () => {
    const { unmount, container } = render(<DelayedProgress />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    unmount();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(container.innerHTML).toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = render(<DelayedProgress delayMs={0} showLabel centered />);
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
