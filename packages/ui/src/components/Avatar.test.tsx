import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('is an image named by its label showing the initials', () => {
    render(<Avatar initials="DP" color="blue" label="Demo Project" />);
    const avatar = screen.getByRole('img', { name: 'Demo Project' });
    expect(avatar).toHaveTextContent('DP');
  });

  it('is decorative without a label and shows at most two characters', () => {
    const { container } = render(<Avatar initials="ABC" color="red" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveTextContent(/^AB$/);
  });

  it('gives each colour its own class', () => {
    render(
      <>
        <Avatar initials="A" color="red" label="a" />
        <Avatar initials="B" color="green" label="b" />
        <Avatar initials="C" color="red" label="c" />
      </>,
    );
    const [a, b, c] = ['a', 'b', 'c'].map((name) => screen.getByRole('img', { name }).className);
    expect(a).toBe(c);
    expect(a).not.toBe(b);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Avatar initials="SC" color="orange" label="Semaphore Console" />
        <Avatar initials="x" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
