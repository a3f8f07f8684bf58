import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its element, and hides on Escape', async () => {
    render(
      <Tooltip content="2026-11-22 04:16" delayMs={0}>
        <Button>5 minutes ago</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('2026-11-22 04:16');
    expect(screen.getByRole('button', { name: '5 minutes ago' })).toHaveAccessibleDescription(
      '2026-11-22 04:16',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('has no axe violations when shown', async () => {
    const { container } = render(
      <Tooltip content="Full name" delayMs={0}>
        <Button>Name</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    await screen.findByRole('tooltip');
    expect(await axeViolations(container)).toEqual([]);
  });
});
