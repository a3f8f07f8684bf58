import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UiStrings } from '@semaphore-console/ui';

/**
 * The ui package's own texts, translated by lingui (fed to `UiStringsProvider`). Recomputed when
 * the locale changes.
 */
export function translatedUiStrings(i18n: I18n): UiStrings {
  return {
    close: i18n._(msg`Close`),
    cancel: i18n._(msg`Cancel`),
    expandDialog: i18n._(msg`Expand`),
    collapseDialog: i18n._(msg`Collapse`),
    nextPage: i18n._(msg`Next page`),
    previousPage: i18n._(msg`Previous page`),
    pagination: i18n._(msg`Pagination`),
    rowsRange: (from, to, total) => i18n._(msg`Rows ${from}–${to} of ${total}`),
    columns: i18n._(msg`Columns`),
    expandRow: i18n._(msg`Expand row`),
    collapseRow: i18n._(msg`Collapse row`),
    loading: i18n._(msg`Loading`),
    noData: i18n._(msg`No data`),
    breadcrumbs: i18n._(msg`Breadcrumbs`),
    notifications: i18n._(msg`Notifications`),
    selectPlaceholder: i18n._(msg`Select…`),
  };
}
