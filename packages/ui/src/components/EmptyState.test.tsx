import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, a description and a working action', async () => {
    const onCreate = vi.fn();
    render(
      <EmptyState
        icon={<Inbox />}
        title="No templates yet"
        description="Create one to run tasks."
        action={
          <Button variant="primary" onClick={onCreate}>
            New template
          </Button>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No templates yet' })).toBeInTheDocument();
    expect(screen.getByText('Create one to run tasks.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New template' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('takes a heading level', () => {
    render(<EmptyState title="Nothing" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <EmptyState icon={<Inbox />} title="No data" description="Later" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
