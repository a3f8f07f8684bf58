import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Sheet } from './Sheet';
import { VisuallyHidden } from './VisuallyHidden';

function Host({ hideTitle = false }: { hideTitle?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <Sheet open={open} onOpenChange={setOpen} title="Navigation" hideTitle={hideTitle}>
        <nav aria-label="Project">
          <a href="/project/1/history">Dashboard</a>
        </nav>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('opens as a dialog named by its title and closes with Close, returning focus', async () => {
    render(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Navigation' });
    expect(sheet).toContainElement(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes with Escape and keeps a hidden title for screen readers', async () => {
    render(<Host hideTitle />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations', async () => {
    render(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});

describe('VisuallyHidden', () => {
  it('names a control for screen readers', () => {
    render(
      <button type="button">
        <VisuallyHidden>Delete</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
