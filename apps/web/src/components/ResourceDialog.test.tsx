import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { TextField } from '@semaphore-console/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { ResourceDialog, useResourceForm } from './ResourceDialog';

interface Values {
  name: string;
  path: string;
}

/** A resource form with two required fields, opened by a button, as the screens use it. */
function Harness() {
  const [open, setOpen] = useState(false);
  const onClose = () => setOpen(false);
  const form = useResourceForm<Values>({
    open,
    onClose,
    isNew: true,
    initial: () => ({ name: '', path: '' }),
  });
  const submit = () => {
    const errors: Record<string, string> = {};
    if (!form.values.name) errors.name = 'Name is required';
    if (!form.values.path) errors.path = 'Path is required';
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    // "slow" never answers: the save stays running.
    if (form.values.name === 'slow') void form.run(() => new Promise<void>(() => {}));
    else onClose();
  };
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        New inventory
      </button>
      <ResourceDialog {...form.dialog} title="New inventory" onSubmit={submit}>
        <TextField label="Name" {...form.text('name')} />
        <TextField label="Path" {...form.text('path')} />
      </ResourceDialog>
    </I18nProvider>
  );
}

beforeAll(() => activateLocale('en'));

describe('ResourceDialog with useResourceForm (spec resources §2)', () => {
  it('moves focus to the first field in error after a failed submit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'New inventory' }));
    const dialog = await screen.findByRole('dialog', { name: 'New inventory' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'web');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const path = within(dialog).getByRole('textbox', { name: 'Path' });
    expect(path).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(path).toHaveFocus());
  });

  it('binds each text field to its value and error, and disables it while the save runs', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'New inventory' }));
    const dialog = await screen.findByRole('dialog', { name: 'New inventory' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const path = within(dialog).getByRole('textbox', { name: 'Path' });
    await user.type(name, 'slow');
    expect(name).toHaveValue('slow');
    expect(path).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(path).toHaveAccessibleDescription(expect.stringContaining('Path is required'));
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(name).toBeEnabled();
    await user.type(path, '/srv');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toBeDisabled());
    expect(path).toBeDisabled();
    expect(path).toHaveValue('/srv');
  });

  it('closes at once without changes, and asks before it discards what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'New inventory' }));
    await screen.findByRole('dialog', { name: 'New inventory' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New inventory' }));
    const dialog = await screen.findByRole('dialog', { name: 'New inventory' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'web');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New inventory' })).toBeInTheDocument();
    expect(name).toHaveValue('web');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
