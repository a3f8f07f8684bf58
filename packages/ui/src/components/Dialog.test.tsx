import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiStringsProvider } from '../strings/UiStrings';
import { Button } from './Button';
import { Dialog, DialogClose, OWNS_ESCAPE } from './Dialog';
import { Menu, MenuItem } from './Menu';
import { TextField } from './TextField';

function Controlled(props: { onSubmit?: () => void; expandable?: boolean; width?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New project</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="New project"
        width={props.width}
        expandable={props.expandable}
        {...(props.onSubmit ? { onSubmit: props.onSubmit } : {})}
        footer={
          <>
            <DialogClose>
              <Button>Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="primary">
              Create
            </Button>
          </>
        }
      >
        <TextField label="Name" />
      </Dialog>
    </>
  );
}

/** An open "New task" form whose footer holds Cancel and the submit button Run. */
function RunDialog({ children, runDisabled }: { children: ReactNode; runDisabled?: boolean }) {
  return (
    <Dialog
      open
      title="New task"
      onSubmit={() => undefined}
      footer={
        <>
          <Button>Cancel</Button>
          <Button type="submit" disabled={runDisabled}>
            Run
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens named by its title, focuses inside, and closes with Cancel returning focus', async () => {
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'New project' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'New project' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('starts focus on the first field, or on the first footer action when the body has none', async () => {
    render(<Controlled expandable />);
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('starts focus on Cancel in a confirmation without fields', () => {
    render(
      <Dialog
        open
        title="Delete project?"
        footer={
          <>
            <DialogClose>
              <Button>Cancel</Button>
            </DialogClose>
            <Button variant="danger">Delete</Button>
          </>
        }
      >
        <p>This cannot be undone.</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('starts focus on the submit button (Run), not Cancel, when the form has no field', () => {
    render(
      <RunDialog>
        <p>Runs Deploy.</p>
      </RunDialog>,
    );
    expect(screen.getByRole('button', { name: 'Run' })).toHaveFocus();
  });

  it('waits on the dialog while its body loads, then focuses the first field that appears', async () => {
    function Loading({ loaded }: { loaded: boolean }) {
      return (
        <RunDialog runDisabled={!loaded}>
          {loaded ? <TextField label="Message" /> : <p>Loading…</p>}
        </RunDialog>
      );
    }
    const { rerender } = render(<Loading loaded={false} />);
    expect(screen.getByRole('dialog')).toHaveFocus();
    rerender(<Loading loaded />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  });

  it('returns focus to the menu button when a dialog opened from a menu item closes', async () => {
    function FromMenu() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Menu trigger={<Button>Account</Button>}>
            <MenuItem onSelect={() => setOpen(true)}>Edit account</MenuItem>
          </Menu>
          <Dialog open={open} onOpenChange={setOpen} title="Edit account">
            <TextField label="Name" />
          </Dialog>
        </>
      );
    }
    render(<FromMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit account' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus());
  });

  it('closes with the Close button and with Escape', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape pressed inside an element that owns Escape (a code editor)', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="New inventory">
        <div {...OWNS_ESCAPE}>
          <textarea aria-label="Inventory" />
        </div>
        <TextField label="Name" />
      </Dialog>,
    );
    screen.getByRole('textbox', { name: 'Inventory' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    screen.getByRole('textbox', { name: 'Name' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is 400 px wide by default (from the theme) and takes a width prop', async () => {
    const { unmount } = render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    expect(screen.getByRole('dialog').style.width).toBe('');
    unmount();
    render(<Controlled width={600} />);
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    expect(screen.getByRole('dialog').style.width).toBe('600px');
  });

  it('submits its form from the footer and on Enter, staying open', async () => {
    const onSubmit = vi.fn();
    render(<Controlled onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('toggles fullscreen with the expand button', async () => {
    render(<Controlled expandable width={600} />);
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    const normalClass = screen.getByRole('dialog').className;
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByRole('dialog').className).not.toBe(normalClass);
    expect(screen.getByRole('dialog').style.width).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.getByRole('dialog').className).toBe(normalClass);
  });

  it('reports fullscreen changes when controlled', async () => {
    const onExpandedChange = vi.fn();
    render(
      <Dialog open title="Task #5" expandable expanded onExpandedChange={onExpandedChange}>
        log
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(onExpandedChange).toHaveBeenCalledWith(false);
  });

  it('links the description and uses translated button names', () => {
    render(
      <UiStringsProvider strings={{ close: 'Schließen' }}>
        <Dialog open title="Delete project" description="This cannot be undone.">
          body
        </Dialog>
      </UiStringsProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Delete project' })).toHaveAccessibleDescription(
      'This cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Controlled expandable />);
    await userEvent.click(screen.getByRole('button', { name: 'New project' }));
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
