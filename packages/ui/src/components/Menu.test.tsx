import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import {
  Menu,
  MenuCheckboxItem,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuSub,
} from './Menu';

describe('Menu', () => {
  it('leaves the page around an open menu to assistive technology (no aria-hidden focusables)', async () => {
    render(
      <main>
        <h1>Dashboard</h1>
        <Button>Run</Button>
        <Menu trigger={<Button>Projects</Button>}>
          <MenuItem>Data Pipelines</MenuItem>
        </Menu>
      </main>,
    );
    screen.getByRole('button', { name: 'Projects' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Data Pipelines' })).toHaveFocus();
    expect(document.querySelector('[aria-hidden="true"] button')).toBeNull();
    // Inside the trigger's landmark: all content stays in landmarks.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('menu'));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Projects' })).toHaveFocus();
  });

  it('leaves an open menu with Tab and Shift+Tab: it closes and focus moves on from its trigger', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <Button>Before</Button>
        <Menu trigger={<Button>Projects</Button>}>
          <MenuItem>Data Pipelines</MenuItem>
          <MenuItem>Web</MenuItem>
        </Menu>
        <Button>After</Button>
      </main>,
    );
    const trigger = screen.getByRole('button', { name: 'Projects' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Data Pipelines' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('opens from its trigger and runs the chosen item, then closes', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <Menu trigger={<Button>Actions</Button>}>
        <MenuLabel>Template</MenuLabel>
        <MenuItem onSelect={onEdit}>Edit</MenuItem>
        <MenuSeparator />
        <MenuItem tone="danger" onSelect={onDelete}>
          Delete
        </MenuItem>
        <MenuItem disabled>Archived</MenuItem>
      </Menu>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Edit',
      'Delete',
      'Archived',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('renders a link as an item with asChild (navigation entries)', async () => {
    render(
      <Menu trigger={<Button>admin</Button>}>
        <MenuItem asChild>
          <a href="/users">Users</a>
        </MenuItem>
      </Menu>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'admin' }));
    const item = screen.getByRole('menuitem', { name: 'Users' });
    expect(item.tagName).toBe('A');
    expect(item).toHaveAttribute('href', '/users');
  });

  it('works with the keyboard', async () => {
    const onSignOut = vi.fn();
    render(
      <Menu trigger={<Button>admin</Button>}>
        <MenuItem>Edit account</MenuItem>
        <MenuItem onSelect={onSignOut}>Sign out</MenuItem>
      </Menu>,
    );
    screen.getByRole('button', { name: 'admin' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('has checkbox items that keep the menu open', async () => {
    function Host() {
      const [shown, setShown] = useState(true);
      return (
        <Menu trigger={<Button>Columns</Button>}>
          <MenuCheckboxItem checked={shown} onCheckedChange={setShown}>
            Version
          </MenuCheckboxItem>
        </Menu>
      );
    }
    render(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const item = screen.getByRole('menuitemcheckbox', { name: 'Version' });
    expect(item).toBeChecked();
    await userEvent.click(item);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Version' })).not.toBeChecked();
  });

  it('has radio items (a language menu)', async () => {
    const onChange = vi.fn();
    render(
      <Menu trigger={<Button>Language</Button>}>
        <MenuRadioGroup value="en" onValueChange={onChange}>
          <MenuRadioItem value="en">English</MenuRadioItem>
          <MenuRadioItem value="de">Deutsch</MenuRadioItem>
        </MenuRadioGroup>
      </Menu>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(onChange).toHaveBeenCalledWith('de');
  });

  it('opens a submenu', async () => {
    render(
      <Menu trigger={<Button>New template</Button>}>
        <MenuSub label="More">
          <MenuItem>Deploy</MenuItem>
        </MenuSub>
      </Menu>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New template' }));
    screen.getByRole('menuitem', { name: 'More' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('menuitem', { name: 'Deploy' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    render(
      <Menu trigger={<Button>Actions</Button>}>
        <MenuItem>Edit</MenuItem>
        <MenuCheckboxItem checked onCheckedChange={() => {}}>
          Shown
        </MenuCheckboxItem>
      </Menu>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    // Radix aria-hides the rest of the page while the menu is open (modal); check the menu itself.
    expect(await axeViolations(screen.getByRole('menu'))).toEqual([]);
  });
});
