import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is found by its label and takes typing', async () => {
    function Form() {
      const [name, setName] = useState('');
      return (
        <>
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
          <output>{name}</output>
        </>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Demo');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Demo');
    expect(screen.getByRole('status')).toHaveTextContent('Demo');
  });

  it('links the hint and the error with aria-describedby and marks the input invalid', () => {
    render(
      <TextField label="Max parallel tasks" hint="0 means unlimited" error="Must be a number" />,
    );
    const input = screen.getByRole('textbox', { name: 'Max parallel tasks' });
    expect(input).toHaveAccessibleDescription('0 means unlimited Must be a number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Name" hint="Shown in the list" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Shown in the list');
  });

  it('renders a textarea when multiline', async () => {
    render(<TextField multiline label="Description" rows={3} />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'a{enter}b');
    expect(area).toHaveValue('a\nb');
  });

  it('passes input props such as type and disabled', () => {
    render(<TextField label="Password" type="password" disabled />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <form>
        <TextField label="Username" required />
        <TextField label="Notes" multiline hint="Optional" error="Too long" />
      </form>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
