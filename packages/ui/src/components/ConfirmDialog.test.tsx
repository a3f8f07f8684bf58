import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Host(props: Partial<ConfirmDialogProps> & Pick<ConfirmDialogProps, 'onConfirm'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete project</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete project?"
        confirmLabel="Delete"
        {...props}
      >
        All templates and tasks of Demo will be removed.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('starts on Cancel, which closes without confirming', async () => {
    const onConfirm = vi.fn();
    render(<Host onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(screen.getByRole('dialog', { name: 'Delete project?' })).toHaveTextContent(
      'All templates and tasks of Demo will be removed.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms, disables the buttons while pending, then closes', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Host onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open when the action fails or returns false, showing the given error', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(false);
    render(<Host onConfirm={onConfirm} error="Project is in use" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Project is in use');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Host onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
