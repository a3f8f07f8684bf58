import { Trans } from '@lingui/react/macro';
import { Construction } from 'lucide-react';
import * as s from '../projects/Page.css';

/**
 * The honest empty state of a route whose screen is not built yet ("not available in this console
 * yet"). The helpers who build those screens replace it in the route table.
 */
export function NotAvailable() {
  return (
    <div className={s.page}>
      <div className={s.empty} role="status">
        <Construction aria-hidden size={40} />
        <h1 className={s.emptyTitle}>
          <Trans>Not available in this console yet</Trans>
        </h1>
        <p className={s.muted}>
          <Trans>
            This screen is still being built. Use the Semaphore web interface for it meanwhile.
          </Trans>
        </p>
      </div>
    </div>
  );
}
