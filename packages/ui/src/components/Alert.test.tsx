import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors with role alert', () => {
    render(<Alert tone="error">Incorrect login or password.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect login or password.');
  });

  it('uses role status for info and success', () => {
    render(
      <>
        <Alert tone="info" title="Heads up">
          Keys need updating
        </Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(2);
    expect(statuses[0]).toHaveTextContent('Heads upKeys need updating');
  });

  it('renders server text as text, not HTML', () => {
    render(<Alert>{'<b>bold</b>'}</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('<b>bold</b>');
    expect(screen.getByRole('alert').querySelector('b')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Alert tone="warning">Careful</Alert>
        <Alert tone="error" title="Error">
          Failed
        </Alert>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
