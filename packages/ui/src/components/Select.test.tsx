import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './Select';

const types: SelectOption[] = [
  { value: '', label: 'Task' },
  { value: 'build', label: 'Build' },
  { value: 'deploy', label: 'Deploy' },
];

function Host({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <Select
      label="Type"
      options={types}
      value={value}
      hint="What the template does"
      onValueChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its label showing the placeholder', () => {
    render(<Host />);
    const combo = screen.getByRole('combobox', { name: 'Type' });
    expect(combo).toHaveTextContent('Select…');
    expect(combo).toHaveAccessibleDescription('What the template does');
  });

  // The empty string is a value like any other (Task).
  it.each([
    ['Deploy', 'deploy'],
    ['Task', ''],
  ])('chooses %s with the pointer: value %j', async (label, value) => {
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: label }));
    expect(onChange).toHaveBeenCalledWith(value);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent(label);
  });

  it('shows an error linked to the combobox', () => {
    render(<Select label="Inventory" options={types} error="Inventory is required" />);
    const combo = screen.getByRole('combobox', { name: 'Inventory' });
    expect(combo).toHaveAttribute('aria-invalid', 'true');
    expect(combo).toHaveAccessibleDescription('Inventory is required');
  });

  it('marks a required select visibly and with aria-required, like a required text field', () => {
    const { container } = render(<Select label="Template" options={types} required />);
    const combo = screen.getByRole('combobox', { name: 'Template' });
    expect(combo).toHaveAttribute('aria-required', 'true');
    expect(container.querySelector('label')).toHaveTextContent('Template*');
    render(<Select label="Type" options={types} />);
    expect(screen.getByRole('combobox', { name: 'Type' })).not.toHaveAttribute('aria-required');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Select label="Type" options={types} defaultValue="build" required />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
