import type { Inventory } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { failureText } from '../../server/failures';
import { createServerStore } from '../../stores/serverData';
import type { LoadStatus } from './templatesStore';

/**
 * The inventories attached to a template (newer §N6, 2.12+): read as the stock console reads
 * them, the project's inventories whose owner (`template_id`, 2.10's `holder_id`, newer §N1) is
 * the template, plus its default `inventory_id`, default first. The rest of the project's
 * inventories that have no owner may be attached.
 */
export function attachedInventories(
  inventories: readonly Inventory[],
  templateId: number,
  defaultId: number | null | undefined,
): Inventory[] {
  const attached = inventories.filter(
    (inventory) => inventory.holder_id === templateId || inventory.id === defaultId,
  );
  return attached.sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId));
}

/** State of a template's inventories (the template page's section and the run form). */
export interface TemplateInventoriesState {
  projectId: number | null;
  templateId: number | null;
  /** All inventories of the project. */
  inventories: Inventory[];
  /** The template's default inventory (`inventory_id`). */
  defaultId: number | null;
  status: LoadStatus;
  error: string | null;
  /** The change under way, for a busy button. */
  busy: { action: 'attach' | 'detach' | 'default'; inventoryId: number } | null;
  /** Loads the project's inventories for a template whose default is `defaultId`. */
  load(projectId: number, templateId: number, defaultId: number | null): Promise<void>;
  /** `POST …/inventory/{i}/attach`, then reloads; resolves false (with `error`) when refused. */
  attach(inventoryId: number): Promise<boolean>;
  /** `POST …/inventory/{i}/detach`, then reloads. */
  detach(inventoryId: number): Promise<boolean>;
  /** `POST …/inventory/{i}/set_default`, then reloads. */
  setDefault(inventoryId: number): Promise<boolean>;
}

/** The template inventories store. */
export const useTemplateInventoriesStore = createServerStore<TemplateInventoriesState>(
  (set, get, { query }) => {
    const list = query({
      key: (projectId: number, templateId: number, _defaultId: number | null) =>
        `${projectId}/${templateId}`,
      fetch: (projectId: number) => client().project(projectId).inventory.list(),
      start(s, [projectId, templateId, defaultId]) {
        s.projectId = projectId;
        s.templateId = templateId;
        s.defaultId = defaultId;
        s.status = 'loading';
        s.error = null;
      },
      done(s, inventories) {
        s.inventories = inventories;
        s.status = 'success';
      },
      fail(s) {
        s.status = 'error';
      },
    });
    // After a change: the list again; a failure is the change's (it rejects).
    const reload = async (projectId: number) => {
      const inventories = await client().project(projectId).inventory.list();
      if (get().projectId !== projectId) return;
      set((s) => {
        s.inventories = inventories;
      });
    };
    const change = async (
      action: 'attach' | 'detach' | 'default',
      inventoryId: number,
    ): Promise<boolean> => {
      const { projectId, templateId } = get();
      if (projectId === null || templateId === null) return false;
      set((s) => {
        s.busy = { action, inventoryId };
        s.error = null;
      });
      try {
        const templates = client().project(projectId).templates;
        if (action === 'attach') await templates.attachInventory(templateId, inventoryId);
        else if (action === 'detach') await templates.detachInventory(templateId, inventoryId);
        else {
          await templates.setDefaultInventory(templateId, inventoryId);
          set((s) => {
            s.defaultId = inventoryId;
          });
        }
        await reload(projectId);
        return true;
      } catch (error) {
        set((s) => {
          s.error = failureText(error);
        });
        return false;
      } finally {
        set((s) => {
          s.busy = null;
        });
      }
    };
    return {
      projectId: null,
      templateId: null,
      inventories: [],
      defaultId: null,
      status: 'idle',
      error: null,
      busy: null,

      load: list.load,
      attach: (inventoryId) => change('attach', inventoryId),
      detach: (inventoryId) => change('detach', inventoryId),
      setDefault: (inventoryId) => change('default', inventoryId),
    };
  },
);
