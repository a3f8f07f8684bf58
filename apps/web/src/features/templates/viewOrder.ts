import type { View } from '@semaphore-console/api-client';

/**
 * A temporary id for a view that is not saved yet (spec core §3: negative until saved): one
 * below the smallest id in use, and never above -1.
 */
export function nextTemporaryViewId(views: readonly Pick<View, 'id'>[]): number {
  return Math.min(0, ...views.map((view) => view.id)) - 1;
}

/**
 * Moves one item of a list, returning a new list. Indexes are 0-based; an index out of range
 * leaves the list as it was.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [item] = copy.splice(from, 1) as [T];
  copy.splice(to, 0, item);
  return copy;
}

/**
 * The body of `POST …/views/positions` (API §6.14): saved view id (as a string key) → its 0-based
 * position in `views`. Views with a temporary (negative) id are left out.
 */
export function viewPositions(views: readonly Pick<View, 'id'>[]): Record<string, number> {
  const positions: Record<string, number> = {};
  views.forEach((view, index) => {
    if (view.id > 0) positions[String(view.id)] = index;
  });
  return positions;
}

/** Views in tab order: by `position`, then by id (API §6.14: Bolt answers by id). */
export function sortViews<T extends Pick<View, 'id' | 'position'>>(views: readonly T[]): T[] {
  return [...views].sort((a, b) => a.position - b.position || a.id - b.id);
}
