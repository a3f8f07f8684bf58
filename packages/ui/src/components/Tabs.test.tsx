import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Views({ onChange }: { onChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="all" {...(onChange ? { onValueChange: onChange } : {})}>
      <TabList aria-label="Views">
        <Tab value="all">All</Tab>
        <Tab value="build">Build</Tab>
        <Tab value="deploy" disabled>
          Deploy
        </Tab>
      </TabList>
      <TabPanel value="all">All templates</TabPanel>
      <TabPanel value="build">Build templates</TabPanel>
      <TabPanel value="deploy">Deploy templates</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected tab panel, named by its tab', async () => {
    render(<Views />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('All templates');
    await userEvent.click(screen.getByRole('tab', { name: 'Build' }));
    expect(screen.getByRole('tabpanel', { name: 'Build' })).toHaveTextContent('Build templates');
    expect(screen.queryByText('All templates')).toBeNull();
  });

  it('moves with the arrow keys and skips a disabled tab', async () => {
    const onChange = vi.fn();
    render(<Views onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Build' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('build');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  });

  it('can be controlled', async () => {
    const onChange = vi.fn();
    render(
      <Tabs value="b" onValueChange={onChange}>
        <TabList aria-label="Settings">
          <Tab value="a">General</Tab>
          <Tab value="b">Members</Tab>
        </TabList>
        <TabPanel value="a">general</TabPanel>
        <TabPanel value="b">members</TabPanel>
      </Tabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    expect(onChange).toHaveBeenCalledWith('a');
    // Still controlled by the parent: stays on Members.
    expect(screen.getByRole('tabpanel', { name: 'Members' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Views />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
