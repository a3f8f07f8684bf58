import { type DemoState, nextId, nextTaskId, type StoredTask, type StoredTemplate } from './model';

/** The size of the large site ({@link seedLarge}). */
export const LARGE_SITE = {
  /** Projects in all (the regular demo's three included). */
  projects: 200,
  /** Users in all (the regular demo's included). */
  users: 1000,
  /** Templates of the catalog project. */
  templates: 5000,
  /** Views of the catalog project. */
  views: 20,
  /** Finished tasks of the catalog project. */
  tasks: 100_000,
} as const;

/** The name of the large site's biggest project (sorts first: the console opens it). */
export const CATALOG_PROJECT = 'Acme Catalog';

const TEAMS = ['Payments', 'Search', 'Identity', 'Mobile', 'Edge', 'Billing', 'Observability'];
const ACTIONS = ['Deploy', 'Build', 'Rotate secrets for', 'Back up', 'Patch', 'Scale', 'Audit'];

/**
 * Adds a large installation to a seeded state (`--seed large`, the web benchmark's big-site
 * scenarios): projects up to {@link LARGE_SITE}.projects, users up to `users`, and the project
 * {@link CATALOG_PROJECT} with `templates` templates in `views` views and `tasks` finished tasks
 * (without stored output: their logs are empty). The new users share the password of the seeded
 * ones. Deterministic for a given `now` (ms since the epoch, the end of the task history).
 * @throws Error when `state` is not a seeded state (no seeded user or template to copy).
 */
export function seedLarge(state: DemoState, now = Date.now()): void {
  const model = state.users.find((u) => !u.admin);
  const templateModel = state.templates.find((t) => t.app === 'ansible');
  const taskModel = state.tasks.find((t) => t.template_id === templateModel?.id);
  if (!model || !templateModel || !taskModel)
    throw new Error('seedLarge needs the seeded demo state');
  const iso = (ms: number): string => new Date(ms).toISOString();

  for (let n = state.users.length + 1; n <= LARGE_SITE.users; n++) {
    const username = `user${String(n).padStart(4, '0')}`;
    state.users.push({
      ...model,
      id: nextId(state, 'users'),
      username,
      name: `User ${n}`,
      email: `${username}@example.com`,
      created: iso(now - n * 60_000),
    });
  }
  const members = state.members.filter((m) => m.project_id === state.projects[0]?.id);
  const project = (name: string): number => {
    const id = nextId(state, 'projects');
    state.projects.push({
      id,
      name,
      created: iso(now - id * 3_600_000),
      alert: false,
      alert_chat: null,
      max_parallel_tasks: 0,
      type: '',
    });
    for (const m of members) state.members.push({ ...m, project_id: id });
    return id;
  };

  const catalog = project(CATALOG_PROJECT);
  // One of each resource the templates point at, copied from the first project's.
  const copy = <T extends { id: number; project_id: number }>(rows: T[], name: string): number => {
    const from = rows.find((r) => r.project_id === templateModel.project_id);
    if (!from) throw new Error(`seedLarge: no ${name} to copy`);
    const id = nextId(state, name);
    rows.push({ ...from, id, project_id: catalog });
    return id;
  };
  const repository = copy(state.repositories, 'repositories');
  const inventory = copy(state.inventories, 'inventories');
  const environment = copy(state.environments, 'environments');
  const views: number[] = [];
  for (let v = 0; v < LARGE_SITE.views; v++) {
    const id = nextId(state, 'views');
    state.views.push({
      id,
      project_id: catalog,
      title: `${TEAMS[v % TEAMS.length]} ${v + 1}`,
      position: v,
    });
    views.push(id);
  }
  const templates: StoredTemplate[] = [];
  for (let t = 0; t < LARGE_SITE.templates; t++) {
    const team = TEAMS[t % TEAMS.length] as string;
    const action = ACTIONS[Math.floor(t / TEAMS.length) % ACTIONS.length] as string;
    const template: StoredTemplate = {
      ...templateModel,
      id: nextId(state, 'templates'),
      project_id: catalog,
      name: `${action} ${team.toLowerCase()}-service-${String(t).padStart(4, '0')}`,
      description: null,
      vaults: [],
      survey_vars: null,
      build_template_id: null,
      autorun: false,
      type: '',
      repository_id: repository,
      inventory_id: inventory,
      environment_id: environment,
      view_id: views[t % views.length] ?? null,
      tasks: 0,
    };
    templates.push(template);
    state.templates.push(template);
  }
  const users = state.users.map((u) => u.id);
  const statuses = ['success', 'success', 'success', 'error', 'stopped'] as const;
  const start = now - LARGE_SITE.tasks * 60_000;
  for (let k = 0; k < LARGE_SITE.tasks; k++) {
    const template = templates[(k * 7919) % templates.length] as StoredTemplate;
    const created = start + k * 60_000;
    const task: StoredTask = {
      ...taskModel,
      id: nextTaskId(state),
      template_id: template.id,
      project_id: catalog,
      status: statuses[k % statuses.length] as StoredTask['status'],
      user_id: users[k % users.length] ?? null,
      created: iso(created),
      start: iso(created + 2_000),
      end: iso(created + 45_000),
      message: '',
      commit_hash: (k * 2654435761).toString(16).padStart(8, '0').slice(0, 8),
      commit_message: `Merge pull request #${k}`,
      build_task_id: null,
      version: null,
    };
    template.tasks++;
    state.tasks.push(task);
  }

  for (let p = state.projects.length + 1; p <= LARGE_SITE.projects; p++) {
    project(`${TEAMS[p % TEAMS.length]} team ${String(p).padStart(3, '0')}`);
  }
}
