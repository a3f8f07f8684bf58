import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, ConfirmDialog, Select } from '@semaphore-console/ui';
import type { Inventory } from '@semaphore-console/api-client';
import { useEffect, useId, useState } from 'react';
import { useShellStore } from '../../stores/session';
import { paramsKind } from './taskRequest';
import { attachedInventories, useTemplateInventoriesStore } from './templateInventoriesStore';
import * as s from './templates.css';
import { useTemplatesStore } from './templatesStore';

/** Props of {@link TemplateInventories}. */
export interface TemplateInventoriesProps {
  projectId: number;
  templateId: number;
  /** The template's app (Terraform-family templates take workspaces, others inventories). */
  app: string | undefined;
  /** The template's default inventory (`inventory_id`). */
  defaultInventoryId: number | null;
  /** The person may manage the project's resources (attach, detach, set the default). */
  canManage: boolean;
}

/** Whether an inventory's type suits the template's app (the server's `HasInventoryType`). */
function suits(inventory: Inventory, app: string | undefined): boolean {
  const workspace = inventory.type.endsWith('-workspace');
  return paramsKind(app) === 'terraform' ? workspace : !workspace;
}

/**
 * The template page's "Inventories" section (newer §N6, 2.12+; absent on 2.10, where
 * the capability map's `runFlagsInParams` is false): the inventories attached to the template,
 * the default one marked; with the right to manage resources, attach one of the project's free
 * inventories, make one the default, or detach one (after a confirmation). A run may pick among
 * them when the template's `task_params.allow_override_inventory` is set (newer §N4).
 */
export function TemplateInventories(props: TemplateInventoriesProps) {
  const offered = useShellStore((state) => state.capabilities.runFlagsInParams);
  return offered ? <TemplateInventoriesSection {...props} /> : null;
}

function TemplateInventoriesSection({
  projectId,
  templateId,
  app,
  defaultInventoryId,
  canManage,
}: TemplateInventoriesProps) {
  const { t } = useLingui();
  const headingId = useId();
  const store = useTemplateInventoriesStore();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [detaching, setDetaching] = useState<Inventory | null>(null);

  useEffect(() => {
    void useTemplateInventoriesStore.getState().load(projectId, templateId, defaultInventoryId);
  }, [projectId, templateId, defaultInventoryId]);

  const ready = store.templateId === templateId && store.status === 'success';
  const defaultId = store.templateId === templateId ? store.defaultId : defaultInventoryId;
  const attached = ready ? attachedInventories(store.inventories, templateId, defaultId) : [];
  const free = ready
    ? store.inventories.filter(
        (inventory) =>
          (inventory.holder_id ?? null) === null &&
          inventory.id !== defaultId &&
          suits(inventory, app),
      )
    : [];
  const busyOn = (inventoryId: number) => store.busy?.inventoryId === inventoryId;

  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.sectionTitle}>
        <Trans>Inventories</Trans>
      </h2>
      {store.status === 'loading' ? (
        <p role="status" className={s.muted}>
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {store.error && detaching === null ? <Alert tone="error">{store.error}</Alert> : null}
      {ready && attached.length === 0 ? (
        <p className={s.muted}>
          <Trans>No inventory is attached to this template.</Trans>
        </p>
      ) : null}
      {attached.length > 0 ? (
        <ul className={s.plainList} aria-label={t`Attached inventories`}>
          {attached.map((inventory) => {
            const isDefault = inventory.id === defaultId;
            return (
              <li key={inventory.id} className={s.inline}>
                <span className={s.grow}>{inventory.name}</span>
                {isDefault ? (
                  <Badge tone="info">
                    <Trans>Default</Trans>
                  </Badge>
                ) : null}
                {canManage && !isDefault ? (
                  <Button
                    size="sm"
                    disabled={store.busy !== null}
                    aria-busy={busyOn(inventory.id) || undefined}
                    aria-label={t`Make ${inventory.name} the default`}
                    onClick={() =>
                      void store.setDefault(inventory.id).then((ok) => {
                        // The page's facts name the default inventory: read the template again.
                        if (ok)
                          void useTemplatesStore.getState().loadTemplate(projectId, templateId);
                      })
                    }
                  >
                    <Trans>Make default</Trans>
                  </Button>
                ) : null}
                {canManage && inventory.holder_id === templateId ? (
                  <Button
                    size="sm"
                    disabled={store.busy !== null}
                    aria-label={t`Detach ${inventory.name}`}
                    onClick={() => setDetaching(inventory)}
                  >
                    <Trans>Detach</Trans>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {canManage && free.length > 0 ? (
        <div className={s.inline}>
          <div className={s.grow}>
            <Select
              label={t`Inventory to attach`}
              value={chosen}
              placeholder={t`Choose an inventory`}
              onValueChange={setChosen}
              options={free.map((inventory) => ({
                value: String(inventory.id),
                label: inventory.name,
              }))}
            />
          </div>
          <Button
            disabled={chosen === undefined || store.busy !== null}
            onClick={() => {
              if (chosen === undefined) return;
              void store.attach(Number(chosen)).then((ok) => {
                if (ok) setChosen(undefined);
              });
            }}
          >
            <Trans>Attach</Trans>
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={detaching !== null}
        onOpenChange={(open) => {
          if (!open) setDetaching(null);
        }}
        title={t`Detach inventory?`}
        confirmLabel={t`Detach`}
        error={detaching !== null ? (store.error ?? undefined) : undefined}
        onConfirm={async () => {
          if (detaching === null) return false;
          const ok = await store.detach(detaching.id);
          if (ok) setDetaching(null);
          return ok;
        }}
      >
        {detaching ? (
          <Trans>
            Runs of this template can no longer use {detaching.name}. The inventory itself is kept.
          </Trans>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
