import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { CircleCheck } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text with the tone as data and class', () => {
    render(
      <>
        <Badge tone="success" icon={<CircleCheck aria-hidden />}>
          Success
        </Badge>
        <Badge tone="error">Failed</Badge>
        <Badge>admin</Badge>
      </>,
    );
    const success = screen.getByText('Success').parentElement!;
    const failed = screen.getByText('Failed').parentElement!;
    expect(success).toHaveAttribute('data-tone', 'success');
    expect(failed).toHaveAttribute('data-tone', 'error');
    expect(screen.getByText('admin').parentElement).toHaveAttribute('data-tone', 'neutral');
    expect(success.className).not.toBe(failed.className);
  });

  it('has a title for extra context', () => {
    render(
      <Badge tone="pending" title="Waiting for a runner">
        Waiting
      </Badge>,
    );
    expect(screen.getByTitle('Waiting for a runner')).toHaveTextContent('Waiting');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Task <Badge tone="info">Running</Badge>
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
