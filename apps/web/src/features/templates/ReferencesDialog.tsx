import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@semaphore-console/ui';
import type { ObjectReferrers } from './wire';
import * as s from './templates.css';

/** Whether anything uses the object (spec resources §5 delete flow). */
export function hasReferrers(refs: ObjectReferrers): boolean {
  return (
    (refs.templates?.length ?? 0) +
      (refs.inventories?.length ?? 0) +
      (refs.repositories?.length ?? 0) +
      (refs.schedules?.length ?? 0) >
    0
  );
}

/** Props of {@link ReferencesDialog}. */
export interface ReferencesDialogProps {
  /** The name of the object that cannot be deleted. */
  name: string;
  refs: ObjectReferrers;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The object-references dialog (spec core §8, resources §8 "cannot delete {object}, used by"):
 * lists the templates, inventories, repositories and schedules that use the object. Deleting is
 * not offered.
 */
export function ReferencesDialog({ name, refs, open, onOpenChange }: ReferencesDialogProps) {
  const { t } = useLingui();
  const groups = [
    { title: t`Templates`, items: refs.templates ?? [] },
    { title: t`Inventories`, items: refs.inventories ?? [] },
    { title: t`Repositories`, items: refs.repositories ?? [] },
    { title: t`Schedules`, items: refs.schedules ?? [] },
  ].filter((group) => group.items.length > 0);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Cannot delete ${name}`}
      description={t`cannot delete ${name}, used by`}
      footer={
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <div className={s.stack}>
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className={s.sectionTitle}>{group.title}</h3>
            <ul>
              {group.items.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
