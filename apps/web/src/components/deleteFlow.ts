import type { ObjectReferrer, ObjectReferrers } from '@semaphore-console/api-client';
import { createAppStore } from '../stores/createAppStore';
import { failureText } from '../server/failures';

/**
 * The objects the generic delete flow knows (spec resources §4 "Confirmation texts exist for
 * user, template, environment, inventory, key, repository, project, team member, schedule,
 * integration, runner, extract value, matcher and app").
 */
export type DeleteObjectKind =
  | 'user'
  | 'template'
  | 'environment'
  | 'inventory'
  | 'key'
  | 'repository'
  | 'project'
  | 'teamMember'
  | 'schedule'
  | 'integration'
  | 'runner'
  | 'extractValue'
  | 'matcher'
  | 'app';

/**
 * Who uses an object: the `…/refs` answer (API §5.16) with every list optional and possibly
 * `null` (integration refs are stubs with `null` lists), plus integrations where a server lists
 * them.
 */
export type Referrers = {
  [K in keyof ObjectReferrers]?: readonly ObjectReferrer[] | null;
} & {
  /** Integrations using the object (not sent by the documented snapshot). */
  integrations?: readonly ObjectReferrer[] | null;
};

/** What {@link DeleteFlowState.requestDelete} deletes. */
export interface DeleteTarget {
  /** What the object is: picks the confirmation text (spec resources §4, §8). */
  kind: DeleteObjectKind;
  /** Its name, shown in the dialogs (server text, rendered as text). */
  name: string;
  /** The project the referrer links point into (`/project/{projectId}/…`). */
  projectId?: number;
  /**
   * `GET …/{resource}/{id}/refs` (API §5.16). Leave out for objects without a refs endpoint
   * (schedules, team members, runners, apps, users): the confirmation comes at once.
   */
  refs?: () => Promise<Referrers | null>;
  /** The delete call, e.g. `() => client().project(id).inventory.delete(inventoryId)`. */
  remove: () => Promise<void>;
  /** Called after the server deleted it (refresh the list here, not before). */
  onDeleted?: () => void | Promise<void>;
}

/** Where the flow is. */
export type DeletePhase = 'idle' | 'checking' | 'blocked' | 'confirm' | 'deleting';

/** The state of the one delete flow (spec resources §4 "Delete flow (generic)"). */
export interface DeleteFlowState {
  phase: DeletePhase;
  /** The object being deleted, or `null` when idle. */
  target: DeleteTarget | null;
  /** The non-empty referrer lists when blocked. */
  referrers: Referrers | null;
  /** The failed call's text (refs or delete, e.g. `Inventory is in use by one or more templates`). */
  error: string | null;
  /**
   * Starts the flow: asks the refs; when anything uses the object the flow is `blocked` (the
   * references dialog, nothing is deleted); otherwise it asks for confirmation. A failed refs
   * call also ends in `blocked` with `error` set, so nothing is deleted unchecked.
   * Resolves with the phase reached.
   */
  requestDelete(target: DeleteTarget): Promise<DeletePhase>;
  /**
   * Confirms: sends the delete. On success calls `onDeleted` and goes back to idle (resolves
   * `true`); on failure (e.g. 400 `inUse`, API §6.7–§6.10) stays in `confirm` with the
   * server's text in `error` (resolves `false`) — nothing disappears that was not deleted.
   */
  confirm(): Promise<boolean>;
  /** Closes whichever dialog is open. */
  cancel(): void;
}

/** Whether anything uses the object (templates, inventories, repositories, schedules, integrations). */
export function hasReferrers(refs: Referrers | null | undefined): boolean {
  if (!refs) return false;
  return referrerGroups(refs).some((group) => group.items.length > 0);
}

/** The kinds of referrer the references dialog lists, in its order. */
export type ReferrerKind =
  'templates' | 'inventories' | 'repositories' | 'schedules' | 'integrations';

/** The referrer lists of an answer in display order (`null` and missing lists read as empty). */
export function referrerGroups(
  refs: Referrers,
): { kind: ReferrerKind; items: readonly ObjectReferrer[] }[] {
  const kinds: ReferrerKind[] = [
    'templates',
    'inventories',
    'repositories',
    'schedules',
    'integrations',
  ];
  return kinds.map((kind) => ({ kind, items: refs[kind] ?? [] }));
}

/**
 * The console route of a referrer (spec resources §2, core §2): a template's detail page, an
 * integration's detail page, otherwise the list of its kind.
 */
export function referrerPath(projectId: number, kind: ReferrerKind, id: number): string {
  const base = `/project/${projectId}`;
  switch (kind) {
    case 'templates':
      return `${base}/templates/${id}`;
    case 'inventories':
      return `${base}/inventory`;
    case 'repositories':
      return `${base}/repositories`;
    case 'schedules':
      return `${base}/schedule`;
    case 'integrations':
      return `${base}/integration/${id}`;
  }
}

const idle = { phase: 'idle' as DeletePhase, target: null, referrers: null, error: null };

/**
 * The one delete flow of the console (spec resources §4, §8): screens call `requestDelete` and
 * render `<DeleteWithReferences />` once.
 */
export const useDeleteFlow = createAppStore<DeleteFlowState>((set, get) => ({
  ...idle,
  async requestDelete(target) {
    set({ phase: 'checking', target, referrers: null, error: null });
    if (target.refs) {
      let refs: Referrers | null;
      try {
        refs = await target.refs();
      } catch (error) {
        if (get().target !== target) return get().phase;
        set({ phase: 'blocked', referrers: null, error: failureText(error) });
        return 'blocked';
      }
      if (get().target !== target) return get().phase;
      if (hasReferrers(refs)) {
        set({ phase: 'blocked', referrers: refs });
        return 'blocked';
      }
    }
    set({ phase: 'confirm' });
    return 'confirm';
  },
  async confirm() {
    const { target, phase } = get();
    if (!target || phase !== 'confirm') return false;
    set({ phase: 'deleting', error: null });
    try {
      await target.remove();
    } catch (error) {
      set({ phase: 'confirm', error: failureText(error) });
      return false;
    }
    set(idle);
    await target.onDeleted?.();
    return true;
  },
  cancel() {
    if (get().phase !== 'deleting') set(idle);
  },
}));
