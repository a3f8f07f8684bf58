import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Every text a person reads (or hears through a screen reader) that the components of this
 * package write themselves. English defaults are in {@link defaultUiStrings}; the app passes
 * translated ones (lingui lives in apps/web) through {@link UiStringsProvider}.
 */
export interface UiStrings {
  /** Close button of dialogs and snackbars (aria-label). */
  close: string;
  /** Cancel button of confirmation dialogs. */
  cancel: string;
  /** Dialog button that switches to fullscreen (aria-label). */
  expandDialog: string;
  /** Dialog button that leaves fullscreen (aria-label). */
  collapseDialog: string;
  /** Table pagination: next page button (aria-label). */
  nextPage: string;
  /** Table pagination: previous page button (aria-label). */
  previousPage: string;
  /** Table pagination landmark (aria-label). */
  pagination: string;
  /**
   * Table pagination summary, e.g. `Rows 21–40 of 45`. `from` and `to` are 1-based row
   * numbers; with no rows all three are 0.
   */
  rowsRange: (from: number, to: number, total: number) => string;
  /** Column-visibility menu button of a table. */
  columns: string;
  /** Table row expand button (aria-label). */
  expandRow: string;
  /** Table row collapse button (aria-label). */
  collapseRow: string;
  /** Label of progress indicators and of a loading table. */
  loading: string;
  /** Empty table text. */
  noData: string;
  /** Breadcrumbs landmark (aria-label). */
  breadcrumbs: string;
  /** Snackbar region (aria-label). */
  notifications: string;
  /** Placeholder of a select with no value. */
  selectPlaceholder: string;
}

/** English defaults of {@link UiStrings}. */
export const defaultUiStrings: UiStrings = {
  close: 'Close',
  cancel: 'Cancel',
  expandDialog: 'Expand',
  collapseDialog: 'Collapse',
  nextPage: 'Next page',
  previousPage: 'Previous page',
  pagination: 'Pagination',
  rowsRange: (from, to, total) => `Rows ${from}–${to} of ${total}`,
  columns: 'Columns',
  expandRow: 'Expand row',
  collapseRow: 'Collapse row',
  loading: 'Loading',
  noData: 'No data',
  breadcrumbs: 'Breadcrumbs',
  notifications: 'Notifications',
  selectPlaceholder: 'Select…',
};

const UiStringsContext = createContext<UiStrings>(defaultUiStrings);

/** Props of {@link UiStringsProvider}. */
export interface UiStringsProviderProps {
  /** Translated strings; the ones left out keep their English default. */
  strings: Partial<UiStrings>;
  children?: ReactNode;
}

/**
 * Gives the components below it translated strings. Put it once near the root of the app,
 * re-rendered when the locale changes.
 *
 * @example
 * <UiStringsProvider strings={{ close: t`Close`, rowsRange: (a, b, n) => t`Rows ${a}–${b} of ${n}` }}>
 */
export function UiStringsProvider({ strings, children }: UiStringsProviderProps) {
  const value = useMemo(() => {
    const merged: Record<string, unknown> = { ...defaultUiStrings };
    for (const [key, text] of Object.entries(strings)) if (text !== undefined) merged[key] = text;
    return merged as unknown as UiStrings;
  }, [strings]);
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}

/** The strings in effect: the nearest {@link UiStringsProvider}'s, else the English defaults. */
export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}
