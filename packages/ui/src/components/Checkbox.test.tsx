import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is found by its label and reports true/false', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Admin" onCheckedChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Admin' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Admin'));
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows a controlled indeterminate state and links its hint', () => {
    render(<Checkbox label="All" checked="indeterminate" hint="Some selected" />);
    const box = screen.getByRole('checkbox', { name: 'All' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAccessibleDescription('Some selected');
  });

  it('does not change when disabled', async () => {
    render(<Checkbox label="External" disabled defaultChecked />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'External' }));
    expect(screen.getByRole('checkbox', { name: 'External' })).toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Checkbox label="Alert" hint="Send alerts" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
