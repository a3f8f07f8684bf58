import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, ConfirmDialog, Dialog } from '@semaphore-console/ui';
import { Link } from 'react-router';
import {
  type DeleteObjectKind,
  type ReferrerKind,
  referrerGroups,
  referrerPath,
  useDeleteFlow,
} from './deleteFlow';
import * as s from './DeleteWithReferences.css';

/** Title of the confirmation of each object, e.g. "Delete inventory". */
const confirmTitles: Record<DeleteObjectKind, MessageDescriptor> = {
  user: msg`Delete user`,
  template: msg`Delete template`,
  environment: msg`Delete environment`,
  inventory: msg`Delete inventory`,
  key: msg`Delete key`,
  repository: msg`Delete repository`,
  project: msg`Delete project`,
  teamMember: msg`Remove team member`,
  schedule: msg`Delete schedule`,
  integration: msg`Delete integration`,
  runner: msg`Delete runner`,
  extractValue: msg`Delete extract value`,
  matcher: msg`Delete matcher`,
  app: msg`Delete app`,
};

/** The confirmation text of each object (spec resources §4, §8). */
const confirmTexts: Record<DeleteObjectKind, MessageDescriptor> = {
  user: msg`Do you really want to delete this user?`,
  template: msg`Do you really want to delete this template?`,
  environment: msg`Do you really want to delete this environment?`,
  inventory: msg`Do you really want to delete this inventory?`,
  key: msg`Do you really want to delete this key?`,
  repository: msg`Do you really want to delete this repository?`,
  project: msg`Do you really want to delete this project?`,
  teamMember: msg`Do you really want to remove this team member?`,
  schedule: msg`Do you really want to delete this schedule?`,
  integration: msg`Do you really want to delete this integration?`,
  runner: msg`Do you really want to delete this runner?`,
  extractValue: msg`Are you sure you want to delete this Integration ExtractValue?`,
  matcher: msg`Are you sure you want to delete this Integration Matcher?`,
  app: msg`Do you really want to delete this app?`,
};

const groupTitles: Record<ReferrerKind, MessageDescriptor> = {
  templates: msg`Templates`,
  inventories: msg`Inventories`,
  repositories: msg`Repositories`,
  schedules: msg`Schedules`,
  integrations: msg`Integrations`,
};

/**
 * The dialogs of the generic delete flow (spec resources §4 "Delete flow (generic)", §8 "Delete
 * blocked"): the references dialog "cannot delete {object}, used by" with every user linked to
 * its screen (nothing is deleted), or the object's confirmation whose failure (e.g. API §6.9 400
 * "Inventory is in use by one or more templates") is shown in a red alert while the dialog stays
 * open. Render it once per screen and start the flow with `useDeleteFlow.getState().requestDelete`.
 */
export function DeleteWithReferences() {
  const { t, i18n } = useLingui();
  const { phase, target, referrers, error, confirm, cancel } = useDeleteFlow();
  if (!target) return null;
  const name = target.name;
  if (phase === 'blocked') {
    const groups = referrers ? referrerGroups(referrers).filter((g) => g.items.length > 0) : [];
    return (
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : cancel())}
        title={t`Cannot delete ${name}`}
        description={error ? undefined : t`cannot delete ${name}, used by`}
        footer={
          <Button variant="primary" onClick={cancel}>
            <Trans>OK</Trans>
          </Button>
        }
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={s.stack}>
          {groups.map((group) => {
            const title = i18n._(groupTitles[group.kind]);
            return (
              <section key={group.kind} aria-label={title}>
                <h3 className={s.groupTitle}>{title}</h3>
                <ul className={s.list}>
                  {group.items.map((item) => (
                    <li key={item.id}>
                      {target.projectId !== undefined ? (
                        <Link
                          className={s.link}
                          to={referrerPath(target.projectId, group.kind, item.id)}
                          onClick={cancel}
                        >
                          {item.name}
                        </Link>
                      ) : (
                        item.name
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </Dialog>
    );
  }
  if (phase === 'confirm' || phase === 'deleting') {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => (open ? undefined : cancel())}
        title={i18n._(confirmTitles[target.kind])}
        confirmLabel={target.kind === 'teamMember' ? t`Remove` : t`Delete`}
        error={error ?? undefined}
        onConfirm={() => confirm()}
      >
        <p>{i18n._(confirmTexts[target.kind])}</p>
        <p className={s.name}>{name}</p>
      </ConfirmDialog>
    );
  }
  return null;
}
