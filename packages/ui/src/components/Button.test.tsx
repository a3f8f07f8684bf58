import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './Button';

describe('Button', () => {
  it('is a button named by its text that calls onClick and never submits by default', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button variant="primary" onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form with type="submit"', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Create</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('is disabled and busy while loading, with a spinner after about 1 s', () => {
    vi.useFakeTimers();
    try {
      const onClick = vi.fn();
      render(
        <Button loading onClick={onClick} variant="primary">
          Sign in
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Sign in' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('progressbar')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders a link with the button look with asChild', () => {
    render(
      <Button asChild variant="primary">
        <a href="/project/new">New project</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'New project' });
    expect(link).toHaveAttribute('href', '/project/new');
    expect(link.className).not.toBe('');
  });

  it('gives each variant its own class', () => {
    render(
      <>
        <Button variant="primary">A</Button>
        <Button variant="danger">B</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' }).className).not.toBe(
      screen.getByRole('button', { name: 'B' }).className,
    );
  });
});

describe('IconButton', () => {
  it('is named by its label', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Delete template" icon={<Trash2 aria-hidden />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete template' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Button variant="primary">Run</Button>
        <IconButton label="Delete" icon={<Trash2 aria-hidden />} />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
