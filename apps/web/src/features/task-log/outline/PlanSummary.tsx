import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import type { OutlineFeed } from './outlineFeed';
import * as s from './PlanSummary.css';

/**
 * Terraform/OpenTofu's plan summary ("Plan: 1 to add, 1 to change, 0 to destroy" or "No
 * changes"), read from the log's outline, shown beside Confirm so the decision is made without
 * scrolling (spec core §2, waiting confirmation). Nothing while no plan was printed.
 */
export function PlanSummary({ feed }: { feed: OutlineFeed }) {
  const { t } = useLingui();
  useSyncExternalStore(
    feed.subscribe,
    () => feed.revision,
    () => feed.revision,
  );
  const plan = feed.outline.plan;
  if (!plan) return null;
  const { add, change, destroy } = plan;
  return (
    <output className={s.plan} aria-label={t`Plan summary`}>
      {plan.noChanges ? (
        t`No changes`
      ) : (
        <>
          <span className={s.add}>{t`${add} to add`}</span>
          <span className={s.change}>{t`${change} to change`}</span>
          <span className={s.destroy}>{t`${destroy} to destroy`}</span>
        </>
      )}
    </output>
  );
}
