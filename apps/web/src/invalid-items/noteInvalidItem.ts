import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvalidItemReport } from '@semaphore-console/api-client';
import { showSnackbar } from '../components/snackbar';

let pending = new Set<string>();

/**
 * The console's `onInvalidItem`: a list item the api-client left out because it did not parse (a
 * server newer than the API document) is never dropped silently. The items of one turn are
 * gathered into one error snackbar naming the lists they came from; the details go to the
 * browser console.
 */
export function noteInvalidItem(report: InvalidItemReport): void {
  console.warn(
    `${report.request.method} /${report.request.path}: item ${report.index} is not shown (${report.problems.join('; ')})`,
    report.item,
  );
  if (pending.size === 0) {
    queueMicrotask(() => {
      const lists = [...pending].join(', ');
      pending = new Set();
      showSnackbar({
        tone: 'error',
        message: i18n._(
          msg`Some items from the server could not be read and are not shown: ${lists}`,
        ),
      });
    });
  }
  pending.add(`/${report.request.path}`);
}
