import { client } from '../../server/client';
import { createServerStore } from '../../stores/serverData';

/** A repository as the template detail names it: its name and default branch. */
export interface RepositoryFact {
  name: string;
  /** `git_branch` of the repository (API §5.5); the template's own `git_branch` overrides it. */
  branch: string;
}

/**
 * Names of the project resources a template refers to, for the template detail's facts (spec
 * core §3 Template: inventory_id, repository_id, environment_id, view_id). Loaded once per
 * project with `GET …/inventory`, `…/repositories`, `…/environment` and `…/views`; a list that
 * fails to load stays empty and the detail shows the bare id instead.
 */
export interface TemplateFactsState {
  projectId: number | null;
  /** Inventory name by id. */
  inventories: Record<number, string>;
  /** Repository name and branch by id. */
  repositories: Record<number, RepositoryFact>;
  /** Environment name by id. */
  environments: Record<number, string>;
  /** View title by id. */
  views: Record<number, string>;
  /** Loads the names of the project's resources (again on each call). */
  load(projectId: number): Promise<void>;
}

function byId<T extends { id: number }, V>(items: readonly T[], value: (item: T) => V) {
  return Object.fromEntries(items.map((item) => [item.id, value(item)])) as Record<number, V>;
}

/** The template detail's resource names (see {@link TemplateFactsState}). */
export const useTemplateFactsStore = createServerStore<TemplateFactsState>(
  (_set, _get, { query }) => ({
    projectId: null,
    inventories: {},
    repositories: {},
    environments: {},
    views: {},
    load: query({
      fetch(projectId: number) {
        const project = client().project(projectId);
        return Promise.all([
          project.inventory.list().catch(() => []),
          project.repositories.list().catch(() => []),
          project.environment.list().catch(() => []),
          project.views.list().catch(() => []),
        ]);
      },
      done(s, [inventories, repositories, environments, views], [projectId]) {
        s.projectId = projectId;
        s.inventories = byId(inventories, (x) => x.name);
        s.repositories = byId(repositories, (x) => ({ name: x.name, branch: x.git_branch }));
        s.environments = byId(environments, (x) => x.name);
        s.views = byId(views, (x) => x.title);
      },
    }).load,
  }),
);
