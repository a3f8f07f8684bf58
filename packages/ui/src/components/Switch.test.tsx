import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('toggles by click on the switch or its label and reports the state', async () => {
    const onChange = vi.fn();
    function Host() {
      const [on, setOn] = useState(false);
      return (
        <Switch
          label="Dark mode"
          checked={on}
          onCheckedChange={(v) => {
            setOn(v);
            onChange(v);
          }}
        />
      );
    }
    render(<Host />);
    const sw = screen.getByRole('switch', { name: 'Dark mode' });
    expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    expect(sw).toBeChecked();
    await userEvent.click(screen.getByText('Dark mode'));
    expect(sw).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space and stays put when disabled', async () => {
    render(
      <>
        <Switch label="Alerts" defaultChecked />
        <Switch label="Locked" disabled />
      </>,
    );
    screen.getByRole('switch', { name: 'Alerts' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Alerts' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Locked' }));
    expect(screen.getByRole('switch', { name: 'Locked' })).not.toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Switch label="Dark mode" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
