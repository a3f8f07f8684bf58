import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as s from './Tabs.css';

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Selected tab value (controlled). */
  value?: string;
  /** Initially selected tab when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen tab's value. */
  onValueChange?: (value: string) => void;
  /** A {@link TabList} and one {@link TabPanel} per tab. */
  children: ReactNode;
  /** automatic (default): arrow keys select; manual: arrows move focus, Enter/Space select. */
  activationMode?: 'automatic' | 'manual';
  className?: string;
}

/** Tabs (Radix Tabs): a TabList of Tab buttons and their TabPanels. */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  children,
  activationMode,
  className,
}: TabsProps) {
  return (
    <RadixTabs.Root
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      {...(onValueChange ? { onValueChange } : {})}
      {...(activationMode ? { activationMode } : {})}
      className={className}
    >
      {children}
    </RadixTabs.Root>
  );
}

/** Props of {@link TabList}. */
export interface TabListProps {
  /** Accessible name of the tab list (e.g. "Views"). */
  'aria-label': string;
  /** {@link Tab} children (and, if wanted, a trailing control such as an edit button). */
  children: ReactNode;
  className?: string;
}

/** The row of tabs (role="tablist"); scrolls sideways when it does not fit. */
export function TabList({ children, className, ...rest }: TabListProps) {
  return (
    <RadixTabs.List
      className={[s.list, className].filter(Boolean).join(' ')}
      aria-label={rest['aria-label']}
    >
      {children}
    </RadixTabs.List>
  );
}

/** Props of {@link Tab}. */
export interface TabProps {
  /** The value this tab selects. */
  value: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** One tab (role="tab"). */
export function Tab({ value, children, disabled, className }: TabProps) {
  return (
    <RadixTabs.Trigger
      value={value}
      disabled={disabled}
      className={[s.trigger, className].filter(Boolean).join(' ')}
    >
      {children}
    </RadixTabs.Trigger>
  );
}

/** Props of {@link TabPanel}. */
export interface TabPanelProps {
  /** The tab value this panel belongs to. */
  value: string;
  /** Rendered only while its tab is selected. */
  children?: ReactNode;
  className?: string;
}

/** The content of one tab (role="tabpanel", named by its tab). */
export function TabPanel({ value, children, className }: TabPanelProps) {
  return (
    <RadixTabs.Content value={value} className={[s.content, className].filter(Boolean).join(' ')}>
      {children}
    </RadixTabs.Content>
  );
}
