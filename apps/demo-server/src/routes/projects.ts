/**
 * Projects, one project, role, leaving, team and events (API document §3.5, §6.4–§6.6, §6.16).
 */
import { templateFixture } from '@semaphore-console/api-client/testing';
import { Permission } from '@semaphore-console/permissions';
import { ProjectBody, TeamMemberBody } from '../bodies';
import type { Hono } from 'hono';
import type { Demo } from '../demo';
import { need, projectEvent, projectMiddleware } from '../guard';
import type { TaskRunner } from '../runner';
import type { DemoEnv, Body } from '../http';
import {
  bool,
  empty,
  fail,
  failJson,
  idParam,
  int,
  json,
  nowIso,
  readBody,
  str,
  strOrNull,
} from '../http';
import {
  type DemoState,
  type InventoryType,
  type ProjectRole,
  type StoredEvent,
  type StoredProject,
  nextId,
  rolePermissions,
} from '../model';
import { sortList, userOut } from '../wire';
import { roleOfId } from '../wire220';

const roles: ProjectRole[] = ['owner', 'manager', 'task_runner', 'guest'];

/** Event as written by the server (§5.14). */
function eventOut(state: DemoState, e: StoredEvent): Record<string, unknown> {
  const project = state.projects.find((p) => p.id === e.project_id);
  const user = state.users.find((u) => u.id === e.user_id);
  return {
    user_id: e.user_id,
    project_id: e.project_id,
    integration_id: e.integration_id,
    object_id: e.object_id,
    object_type: e.object_type,
    description: e.description,
    created: e.created,
    object_name: '',
    project_name: project ? project.name : null,
    username: user ? user.username : null,
  };
}

/**
 * Creates a project with the server's side effects (§6.4): the caller as owner, a `None` key, an
 * `Empty` environment and, with `demo`, the demo set of key, repository, inventories and templates.
 */
export function createProject(demo: Demo, body: Body, userId: number): StoredProject {
  const { state } = demo;
  const project: StoredProject = {
    id: nextId(state, 'projects'),
    name: str(body, 'name'),
    created: nowIso(),
    alert: bool(body, 'alert'),
    alert_chat: strOrNull(body, 'alert_chat'),
    max_parallel_tasks: int(body, 'max_parallel_tasks'),
    type: str(body, 'type'),
  };
  state.projects.push(project);
  state.members.push({ project_id: project.id, user_id: userId, role: 'owner' });
  const noneKey = nextId(state, 'keys');
  const blankKey = {
    string: '',
    login_password: { login: '', password: '' },
    ssh: { login: '', passphrase: '', private_key: '' },
    environment_id: null,
    secret_type: null,
  };
  state.keys.push({
    id: noneKey,
    name: 'None',
    type: 'none',
    project_id: project.id,
    empty: true,
    ...blankKey,
  });
  const envId = nextId(state, 'environments');
  state.environments.push({
    id: envId,
    name: 'Empty',
    project_id: project.id,
    password: null,
    json: '{}',
    env: null,
  });
  if (bool(body, 'demo')) {
    const vaultKey = nextId(state, 'keys');
    state.keys.push({
      id: vaultKey,
      name: 'Vault Password',
      type: 'login_password',
      project_id: project.id,
      empty: false,
      ...blankKey,
      login_password: { login: '', password: 'RAX6yKN7sBn2qDagRPls' },
    });
    const repoId = nextId(state, 'repositories');
    state.repositories.push({
      id: repoId,
      name: 'Demo',
      project_id: project.id,
      git_url: 'https://github.com/semaphoreui/semaphore-demo.git',
      git_branch: 'main',
      ssh_key_id: noneKey,
    });
    const inv = (name: string, type: InventoryType, inventory: string): number => {
      const id = nextId(state, 'inventories');
      state.inventories.push({
        id,
        name,
        project_id: project.id,
        inventory,
        ssh_key_id: noneKey,
        become_key_id: null,
        type,
        holder_id: null,
        repository_id: null,
      });
      return id;
    };
    const build = inv('Build', 'static', '[builder]\nlocalhost ansible_connection=local');
    const dev = inv('Dev', 'file', 'invs/dev/hosts');
    const prod = inv('Prod', 'file', 'invs/prod/hosts');
    const tpl = (
      name: string,
      playbook: string,
      inventoryId: number,
      extra: Partial<DemoState['templates'][number]>,
    ): number => {
      const id = nextId(state, 'templates');
      state.templates.push({
        ...templateFixture({
          id,
          project_id: project.id,
          inventory_id: inventoryId,
          repository_id: repoId,
          environment_id: envId,
          name,
          playbook,
          vaults: [],
          survey_vars: [],
          tasks: 0,
        }),
        ...extra,
      });
      return id;
    };
    tpl('Ping Site', 'ping.yml', build, {});
    const buildTpl = tpl('Build', 'build.yml', build, { type: 'build', start_version: '1.0.0' });
    const vault = (tid: number) => [
      {
        id: nextId(state, 'vaults'),
        project_id: project.id,
        template_id: tid,
        vault_key_id: vaultKey,
        name: null,
      },
    ];
    const devTpl = tpl('Deploy to Dev', 'deploy.yml', dev, {
      type: 'deploy',
      build_template_id: buildTpl,
      autorun: true,
    });
    const prodTpl = tpl('Deploy to Production', 'deploy.yml', prod, {
      type: 'deploy',
      build_template_id: buildTpl,
    });
    for (const t of state.templates)
      if (t.id === devTpl || t.id === prodTpl) t.vaults = vault(t.id);
  }
  demo.event({
    user_id: userId,
    project_id: project.id,
    object_id: project.id,
    object_type: 'project',
    description: 'Project created',
  });
  demo.changed();
  return project;
}

/** Removes a project and everything that belongs to it. */
export function deleteProject(state: DemoState, projectId: number): void {
  const templates = new Set(
    state.templates.filter((t) => t.project_id === projectId).map((t) => t.id),
  );
  const integrations = new Set(
    state.integrations.filter((i) => i.project_id === projectId).map((i) => i.id),
  );
  for (const t of state.tasks) if (t.project_id === projectId) delete state.outputs[String(t.id)];
  state.projects = state.projects.filter((p) => p.id !== projectId);
  state.members = state.members.filter((m) => m.project_id !== projectId);
  state.keys = state.keys.filter((x) => x.project_id !== projectId);
  state.repositories = state.repositories.filter((x) => x.project_id !== projectId);
  state.inventories = state.inventories.filter((x) => x.project_id !== projectId);
  state.environments = state.environments.filter((x) => x.project_id !== projectId);
  state.templates = state.templates.filter((x) => !templates.has(x.id));
  state.tasks = state.tasks.filter((x) => x.project_id !== projectId);
  state.schedules = state.schedules.filter((x) => x.project_id !== projectId);
  state.views = state.views.filter((x) => x.project_id !== projectId);
  state.events = state.events.filter((x) => x.project_id !== projectId);
  state.integrations = state.integrations.filter((x) => x.project_id !== projectId);
  state.matchers = state.matchers.filter((x) => !integrations.has(x.integration_id));
  state.extractValues = state.extractValues.filter((x) => !integrations.has(x.integration_id));
  state.aliases = state.aliases.filter((x) => x.project_id !== projectId);
}

/** Registers the project collection, one project, team and event routes. */
export function registerProjectRoutes(app: Hono<DemoEnv>, demo: Demo, runner: TaskRunner): void {
  app.use('/api/project/:project_id', projectMiddleware(demo));
  app.use('/api/project/:project_id/*', projectMiddleware(demo));

  app.get('/api/projects', (c) => {
    const user = c.get('user');
    const list = demo.state.projects.filter((p) => user.admin || demo.memberRole(p.id, user.id));
    return json(c, sortList(list, 'name', undefined, { name: (p) => p.name }).slice(0, 200));
  });

  app.post('/api/projects', async (c) => {
    const body = await readBody(c, ProjectBody);
    const user = c.get('user');
    // Non-admins: 401 on 2.10 (§6.4), 403 on 2.20 (newer §N7).
    if (!user.admin && !demo.settings.nonAdminCanCreateProject)
      fail(demo.settings.serverVersion === '2.20' ? 403 : 401);
    const project = createProject(demo, body, user.id);
    const echoed = { ...project };
    // [SQL] quirk (§5.2): alert, alert_chat and max_parallel_tasks are echoed but not persisted.
    project.alert = false;
    project.alert_chat = null;
    project.max_parallel_tasks = 0;
    return json(c, echoed, 201);
  });

  app.get('/api/events', (c) => json(c, userEvents(demo, c.get('user').id, Infinity)));
  app.get('/api/events/last', (c) => json(c, userEvents(demo, c.get('user').id, 200)));

  app.get('/api/project/:project_id', (c) => json(c, c.get('project')));

  app.put('/api/project/:project_id', async (c) => {
    need(c, Permission.updateProject);
    const body = await readBody(c, ProjectBody);
    const project = c.get('project');
    if (int(body, 'id') !== project.id)
      failJson(400, 'Project ID in body and URL must be the same');
    project.name = str(body, 'name');
    project.alert = bool(body, 'alert');
    project.alert_chat = strOrNull(body, 'alert_chat');
    project.max_parallel_tasks = int(body, 'max_parallel_tasks');
    demo.changed();
    return empty(c);
  });

  app.delete('/api/project/:project_id', (c) => {
    need(c, Permission.updateProject);
    const pid = c.get('project').id;
    runner.drop((t) => t.project_id === pid);
    deleteProject(demo.state, pid);
    demo.changed();
    return empty(c);
  });

  app.get('/api/project/:project_id/role', (c) => {
    const role = c.get('role');
    return json(c, { role, permissions: rolePermissions[role] });
  });

  app.delete('/api/project/:project_id/me', (c) => {
    const user = c.get('user');
    const role = c.get('role');
    if (role === 'owner' && !user.admin) fail(400);
    const pid = c.get('project').id;
    demo.state.members = demo.state.members.filter(
      (m) => !(m.project_id === pid && m.user_id === user.id),
    );
    demo.changed();
    return empty(c);
  });

  const projectEvents = (pid: number, cap: number) =>
    [...demo.state.events]
      .filter((e) => e.project_id === pid)
      .reverse()
      .slice(0, cap)
      .map((e) => eventOut(demo.state, e));
  app.get('/api/project/:project_id/events', (c) =>
    json(c, projectEvents(c.get('project').id, Infinity)),
  );
  app.get('/api/project/:project_id/events/last', (c) =>
    json(c, projectEvents(c.get('project').id, 200)),
  );

  // Team.
  /**
   * The role of a team write: `role` (2.10, §6.6); 2.20 also takes `role_id`, a built-in role's
   * number (newer §N1), which wins when both are sent. An unknown `role_id` answers 400.
   */
  const memberRole = (body: Record<string, unknown>): ProjectRole => {
    const roleId = body.role_id;
    if (demo.settings.serverVersion === '2.20' && roleId !== undefined && roleId !== null) {
      const role = typeof roleId === 'number' ? roleOfId(roleId) : undefined;
      if (!role) fail(400);
      return role;
    }
    return str(body, 'role') as ProjectRole;
  };
  app.get('/api/project/:project_id/users', (c) => {
    const pid = c.get('project').id;
    const rows = demo.state.members
      .filter((m) => m.project_id === pid)
      .map((m) => {
        const u = demo.user(m.user_id);
        return {
          id: m.user_id,
          username: u?.username ?? '',
          name: u?.name ?? '',
          role: m.role,
          email: u?.email ?? '',
        };
      });
    const sorted = sortList(rows, c.req.query('sort'), c.req.query('order'), {
      name: (r) => r.name,
      username: (r) => r.username,
      email: (r) => r.email,
      role: (r) => r.role,
    });
    return json(
      c,
      sorted.map(({ id, username, name, role }) => ({ id, username, name, role })),
    );
  });

  app.get('/api/project/:project_id/users/:user_id', (c) => {
    const uid = idParam(c, 'user_id');
    const pid = c.get('project').id;
    const user = demo.user(uid);
    if (!user || !demo.memberRole(pid, uid)) fail(404);
    return json(c, userOut(user));
  });

  app.post('/api/project/:project_id/users', async (c) => {
    need(c, Permission.manageProjectUsers);
    const body = await readBody(c, TeamMemberBody);
    const role = memberRole(body);
    const uid = int(body, 'user_id');
    if (!roles.includes(role)) fail(400);
    const pid = c.get('project').id;
    if (!demo.user(uid) || demo.memberRole(pid, uid)) fail(409);
    demo.state.members.push({
      project_id: pid,
      user_id: uid,
      role: role as Exclude<ProjectRole, ''>,
    });
    projectEvent(demo, c, 'user', uid, `User ID ${uid} added to team`);
    return empty(c);
  });

  app.put('/api/project/:project_id/users/:user_id', async (c) => {
    need(c, Permission.manageProjectUsers);
    const body = await readBody(c, TeamMemberBody);
    const role = memberRole(body);
    if (!roles.includes(role)) fail(400);
    const uid = idParam(c, 'user_id');
    const me = c.get('user');
    const pid = c.get('project').id;
    if (uid === me.id && c.get('role') === 'owner' && !me.admin) fail(400);
    const member = demo.state.members.find((m) => m.project_id === pid && m.user_id === uid);
    if (!member) fail(404);
    member.role = role as Exclude<ProjectRole, ''>;
    projectEvent(demo, c, 'user', uid, `User ID ${uid} role changed to ${role}`);
    return empty(c);
  });

  app.delete('/api/project/:project_id/users/:user_id', (c) => {
    need(c, Permission.manageProjectUsers);
    const uid = idParam(c, 'user_id');
    const me = c.get('user');
    const pid = c.get('project').id;
    if (uid === me.id && c.get('role') === 'owner' && !me.admin) fail(400);
    demo.state.members = demo.state.members.filter(
      (m) => !(m.project_id === pid && m.user_id === uid),
    );
    projectEvent(demo, c, 'user', uid, `User ID ${uid} removed from team`);
    return empty(c);
  });
}

function userEvents(demo: Demo, userId: number, cap: number): Record<string, unknown>[] {
  const projects = new Set(
    demo.state.members.filter((m) => m.user_id === userId).map((m) => m.project_id),
  );
  return [...demo.state.events]
    .filter((e) => e.project_id !== null && projects.has(e.project_id))
    .reverse()
    .slice(0, cap)
    .map((e) => eventOut(demo.state, e));
}
