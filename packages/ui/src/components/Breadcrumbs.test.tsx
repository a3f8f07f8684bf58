import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiStringsProvider } from '../strings/UiStrings';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { id: 'templates', label: 'Task templates', href: '/project/1/templates' },
  { id: 'tpl', label: 'Deploy app', href: '/project/1/templates/5' },
  { id: 'task', label: 'Task #12' },
];

describe('Breadcrumbs', () => {
  it('is a named navigation with links and the current page last', () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Task templates', '/project/1/templates'],
      ['Deploy app', '/project/1/templates/5'],
    ]);
    expect(within(nav).getByText('Task #12')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders links through renderLink and never links the last item', () => {
    render(
      <UiStringsProvider strings={{ breadcrumbs: 'Brotkrumen' }}>
        <Breadcrumbs
          items={[...items.slice(0, 1), { id: 'x', label: 'Here', href: '/here' }]}
          renderLink={(href, children) => (
            <a href={`#${href}`} data-router="yes">
              {children}
            </a>
          )}
        />
      </UiStringsProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Brotkrumen' });
    const [link] = within(nav).getAllByRole('link');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '#/project/1/templates');
    expect(within(nav).queryByRole('link', { name: 'Here' })).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Breadcrumbs items={items} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
