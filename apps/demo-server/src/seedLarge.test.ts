import { describe, expect, it } from 'vitest';
import { seedState } from './seed';
import { CATALOG_PROJECT, LARGE_SITE, seedLarge } from './seedLarge';

describe('seedLarge (--seed large)', () => {
  it('adds a large installation: projects, users, a catalog of templates in views with its tasks', () => {
    const state = seedState(Date.UTC(2026, 0, 1));
    seedLarge(state, Date.UTC(2026, 0, 1));
    expect(state.projects).toHaveLength(LARGE_SITE.projects);
    expect(state.users).toHaveLength(LARGE_SITE.users);
    const catalog = state.projects.find((p) => p.name === CATALOG_PROJECT)!;
    const templates = state.templates.filter((t) => t.project_id === catalog.id);
    expect(templates).toHaveLength(LARGE_SITE.templates);
    const views = new Set(templates.map((t) => t.view_id));
    expect(views.size).toBe(LARGE_SITE.views);
    expect(state.tasks.filter((t) => t.project_id === catalog.id)).toHaveLength(LARGE_SITE.tasks);
    // Every template points at the catalog's own resources.
    const own = (rows: { id: number; project_id: number }[], id: number | null) =>
      rows.some((r) => r.id === id && r.project_id === catalog.id);
    expect(templates.every((t) => own(state.repositories, t.repository_id))).toBe(true);
    expect(templates.every((t) => own(state.inventories, t.inventory_id))).toBe(true);
  });
});
