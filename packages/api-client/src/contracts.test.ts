import { describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './client';
import { invalidItemsOf } from './listItems';
import { projectFixture, taskFixture, templateFixture } from './testing';
import { eventSample } from '../test/wireSamples';

// The contract with both dialects: every list and detail the console reads parses a 2.10-shaped
// answer (API §5) exactly as before, and a 2.20-shaped one (newer §N1: every omitempty field
// left out) with no item dropped and each missing field at its zero value.

/** A fetch that answers `GET <path>` with the JSON routed to it, 404 otherwise. */
function serve(routes: Record<string, unknown>) {
  const seen: string[] = [];
  const fetch = (request: Request) => {
    const { pathname } = new URL(request.url);
    seen.push(`${request.method} ${pathname}`);
    if (request.method === 'GET' && pathname in routes) {
      return Promise.resolve(
        new Response(JSON.stringify(routes[pathname]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }
    return Promise.resolve(new Response('404 page not found', { status: 404 }));
  };
  return { fetch, seen };
}

// 2.10 shapes (API §5), every key sent.
const task210 = taskFixture({
  id: 41,
  template_id: 7,
  project_id: 3,
  debug: true,
  diff: true,
  limit: 'web1,web2',
  created: '2024-10-25T00:43:48Z',
  start: '2024-10-25T00:43:50Z',
  end: '2024-10-25T00:44:10Z',
  message: 'deploy',
});
const taskWithTpl210 = {
  ...task210,
  tpl_playbook: 'site.yml',
  tpl_alias: 'Deploy',
  tpl_type: '',
  tpl_app: 'ansible',
  user_name: 'Admin',
};
const template210 = {
  ...templateFixture({ id: 7, project_id: 3, inventory_id: 1, environment_id: 2 }),
  survey_vars: [
    { name: 'region', title: 'Region', required: true, type: 'enum', description: '', values: [] },
  ],
  tasks: 3,
  last_task: taskWithTpl210,
};

// 2.20 shapes (newer §N1): omitempty fields left out, run flags in `params`, new fields added.
const task220 = {
  id: 42,
  template_id: 7,
  project_id: 3,
  status: 'waiting',
  playbook: '',
  created: '2026-11-20T10:00:00Z',
  limit: '',
  params: { debug: true, diff: true, limit: ['web1'], tags: ['deploy'] },
};
const taskWithTpl220 = { ...task220, tpl_playbook: 'site.yml', tpl_alias: 'Deploy' };
const template220 = {
  id: 8,
  project_id: 3,
  repository_id: 1,
  environment_ids: [2, 5],
  environment_id: 0,
  name: 'Plan',
  playbook: '',
  tasks: 0,
};

// Zero values a 2.20 task reads with (newer §N1): the neutral fields of a task without its
// identity and what task220 sends, and the typed view of the run flags, from `params` (newer §N4).
const {
  id: _id,
  template_id: _templateId,
  project_id: _projectId,
  status: _status,
  created: _created,
  playbook: _playbook,
  limit: _limit,
  ...taskNeutral
} = taskFixture({ environment: '', user_id: null });
const taskZeros = { ...taskNeutral, debug: true, dry_run: false, diff: true };

// Zero values a 2.20 template reads with (newer §N1): the neutral fields of a template without
// its identity and what template220 sends.
const {
  id: _tplId,
  project_id: _tplProjectId,
  repository_id: _tplRepositoryId,
  name: _tplName,
  playbook: _tplPlaybook,
  ...templateNeutral
} = templateFixture();

interface Contract {
  /** The client method. */
  name: string;
  /** Its path (without the base URL). */
  path: string;
  call: (client: ApiClient) => Promise<unknown>;
  /** A 2.10-shaped object (API §5). */
  v210: object;
  /** A 2.20-shaped object (newer §N1). */
  v220: Record<string, unknown>;
  /** What the 2.20 object reads as (at least). */
  zeros: Record<string, unknown>;
  /** What the 2.10 object reads as, when not exactly itself. */
  read210?: Record<string, unknown>;
  /** `true` for a detail (one object), else a list. */
  detail?: boolean;
}

const P = '/api/project/3';

const contracts: Contract[] = [
  {
    name: 'projects.list',
    path: '/api/projects',
    call: (c) => c.projects.list(),
    v210: {
      id: 3,
      name: 'P',
      created: '2024-10-25T00:43:48Z',
      alert: true,
      alert_chat: '-100',
      max_parallel_tasks: 2,
      type: '',
    },
    // A project with alerts off and no cap (newer §N1): {id, name, created, type}.
    v220: { id: 4, name: 'Q', created: '2026-11-20T10:00:00Z', type: '' },
    zeros: { alert: false, alert_chat: null, max_parallel_tasks: 0 },
  },
  {
    name: 'project.get',
    path: P,
    call: (c) => c.project(3).get(),
    detail: true,
    v210: projectFixture({ id: 3, name: 'P', created: '2024-10-25T00:43:48Z' }),
    v220: { id: 3, name: 'P', created: '2026-11-20T10:00:00Z', type: '', vault_token: 'vt' },
    zeros: { alert: false, alert_chat: null, max_parallel_tasks: 0, vault_token: 'vt' },
  },
  {
    name: 'project.role',
    path: `${P}/role`,
    call: (c) => c.project(3).role(),
    detail: true,
    v210: { role: 'owner', permissions: 15 },
    v220: { role: 'owner' },
    zeros: { permissions: 0 },
  },
  {
    name: 'project.team.list',
    path: `${P}/users`,
    call: (c) => c.project(3).team.list(),
    v210: { id: 1, username: 'admin', name: 'Admin', role: 'owner' },
    // Newest builds (newer §N1): `role_id` instead of `role`.
    v220: { id: 2, username: 'jo', name: 'Jo', role_id: 3 },
    zeros: { role: '', role_id: 3 },
  },
  {
    name: 'project.keys.list',
    path: `${P}/keys`,
    call: (c) => c.project(3).keys.list(),
    v210: {
      id: 1,
      name: 'deploy',
      type: 'ssh',
      project_id: 3,
      string: '',
      login_password: { login: '', password: '' },
      ssh: { login: '', passphrase: '', private_key: '' },
      override_secret: false,
    },
    // Newest (newer §N1): inner objects without fields, no `string`/`override_secret`.
    v220: { id: 2, name: 'git', type: 'ssh', project_id: 3, ssh: {}, login_password: {} },
    zeros: {
      ssh: { login: '', passphrase: '', private_key: '' },
      login_password: { login: '', password: '' },
    },
  },
  {
    name: 'project.repositories.list',
    path: `${P}/repositories`,
    call: (c) => c.project(3).repositories.list(),
    v210: {
      id: 1,
      name: 'site',
      project_id: 3,
      git_url: 'git@x:site',
      git_branch: 'main',
      ssh_key_id: 1,
    },
    v220: { id: 2, name: 'local', project_id: 3, git_url: '/srv/site' },
    zeros: { git_branch: '', ssh_key_id: 0 },
  },
  {
    name: 'project.inventory.list',
    path: `${P}/inventory`,
    call: (c) => c.project(3).inventory.list(),
    v210: {
      id: 1,
      name: 'prod',
      project_id: 3,
      inventory: '[web]\nweb1',
      ssh_key_id: 1,
      become_key_id: null,
      type: 'static',
      holder_id: 7,
      repository_id: null,
    },
    // 2.11.5+ (newer §N1): `template_id` instead of `holder_id`, `runner_tag`.
    v220: {
      id: 2,
      name: 'ws',
      project_id: 3,
      inventory: 'default',
      ssh_key_id: null,
      become_key_id: null,
      type: 'terragrunt-workspace',
      template_id: 8,
      repository_id: null,
      runner_tag: 'eu',
    },
    zeros: { holder_id: 8, template_id: 8, runner_tag: 'eu', type: 'terragrunt-workspace' },
  },
  {
    name: 'project.environment.list',
    path: `${P}/environment`,
    call: (c) => c.project(3).environment.list(),
    v210: {
      id: 1,
      name: 'prod',
      project_id: 3,
      password: null,
      json: '{}',
      env: null,
      secrets: null,
    },
    // Newer §N1: `secrets` left out when there are none.
    v220: { id: 2, name: 'dev', project_id: 3, password: null, json: '{"a":1}', env: '{}' },
    zeros: { secrets: null },
  },
  {
    name: 'project.environment.get',
    path: `${P}/environment/1`,
    call: (c) => c.project(3).environment.get(1),
    detail: true,
    v210: {
      id: 1,
      name: 'prod',
      project_id: 3,
      password: null,
      json: '{}',
      env: null,
      secrets: [{ id: 4, type: 'env', name: 'TOKEN', secret: '', operation: '' }],
    },
    v220: { id: 1, name: 'prod', project_id: 3, json: '{}', secrets: [{ id: 4, name: 'TOKEN' }] },
    zeros: {
      password: null,
      env: null,
      secrets: [{ id: 4, type: '', name: 'TOKEN', secret: '', operation: '' }],
    },
  },
  {
    name: 'project.templates.list',
    path: `${P}/templates`,
    call: (c) => c.project(3).templates.list(),
    v210: template210,
    v220: template220,
    zeros: { ...templateNeutral, environment_ids: [2, 5], app: '' },
  },
  {
    name: 'project.templates.get',
    path: `${P}/templates/8`,
    call: (c) => c.project(3).templates.get(8),
    detail: true,
    v210: {
      ...template210,
      vaults: [{ id: 1, project_id: 3, template_id: 7, vault_key_id: 4, name: null }],
    },
    v220: {
      ...template220,
      app: 'terraform',
      task_params: { allow_destroy: true, allow_auto_approve: true, backend_filename: 5 },
      allow_parallel_tasks: true,
      // The default vault has no name; a script vault no key (newer §N1).
      vaults: [
        { id: 1, project_id: 3, template_id: 8, vault_key_id: 4, type: 'password' },
        { id: 2, project_id: 3, template_id: 8, type: 'script', script: 'pass.sh' },
      ],
      survey_vars: [
        { name: 'zone', title: 'Zone' },
        { name: 'hosts', title: 'Hosts', type: 'select', default_value: ['a', 'b'], target: 'env' },
      ],
    },
    zeros: {
      task_params: { allow_destroy: true, allow_auto_approve: true },
      allow_parallel_tasks: true,
      vaults: [
        { id: 1, vault_key_id: 4, name: null, type: 'password' },
        { id: 2, vault_key_id: 0, name: null, type: 'script', script: 'pass.sh' },
      ],
      survey_vars: [
        { name: 'zone', title: 'Zone', required: false, type: '', description: '', values: null },
        { name: 'hosts', type: 'select', target: 'env', default_value: ['a', 'b'], values: null },
      ],
    },
  },
  {
    name: 'project.templates.lastTasks',
    path: `${P}/templates/7/tasks/last`,
    call: (c) => c.project(3).templates.lastTasks(7),
    v210: taskWithTpl210,
    v220: taskWithTpl220,
    zeros: { ...taskZeros, tpl_type: '', tpl_app: '' },
  },
  {
    name: 'project.templates.tasks',
    path: `${P}/templates/7/tasks`,
    call: (c) => c.project(3).templates.tasks(7),
    v210: taskWithTpl210,
    v220: { ...taskWithTpl220, used_runner_id: 2, used_runner_name: 'r2' },
    zeros: { ...taskZeros, used_runner_id: 2, used_runner_name: 'r2' },
  },
  {
    name: 'project.templates.schedules',
    path: `${P}/templates/7/schedules`,
    call: (c) => c.project(3).templates.schedules(7),
    v210: {
      id: 1,
      project_id: 3,
      template_id: 7,
      cron_format: '',
      name: 'on commit',
      active: true,
      repository_id: 1,
    },
    v220: {
      id: 2,
      project_id: 3,
      template_id: 7,
      cron_format: '',
      name: 'on commit',
      active: false,
      type: '',
      delete_after_run: false,
      repository_id: 1,
    },
    zeros: { type: '', delete_after_run: false },
  },
  {
    name: 'project.views.list',
    path: `${P}/views`,
    call: (c) => c.project(3).views.list(),
    v210: { id: 1, project_id: 3, title: 'Build', position: 0 },
    v220: { id: 2, project_id: 3, title: 'All', position: 1, type: 'all', hidden: true },
    zeros: { type: 'all', hidden: true },
  },
  {
    name: 'project.views.templates',
    path: `${P}/views/1/templates`,
    call: (c) => c.project(3).views.templates(1),
    v210: template210,
    v220: template220,
    zeros: { type: '', app: '', vaults: null, survey_vars: null },
  },
  {
    name: 'project.tasks.list',
    path: `${P}/tasks`,
    call: (c) => c.project(3).tasks.list(),
    v210: taskWithTpl210,
    v220: taskWithTpl220,
    zeros: taskZeros,
  },
  {
    name: 'project.tasks.last',
    path: `${P}/tasks/last`,
    call: (c) => c.project(3).tasks.last(),
    v210: taskWithTpl210,
    v220: taskWithTpl220,
    zeros: taskZeros,
  },
  {
    name: 'project.tasks.get',
    path: `${P}/tasks/42`,
    call: (c) => c.project(3).tasks.get(42),
    detail: true,
    v210: task210,
    v220: task220,
    zeros: { ...taskZeros, params: task220.params },
  },
  {
    name: 'project.schedules.list',
    path: `${P}/schedules`,
    call: (c) => c.project(3).schedules.list(),
    v210: {
      id: 1,
      project_id: 3,
      template_id: 7,
      cron_format: '0 3 * * *',
      name: 'nightly',
      active: true,
      repository_id: null,
      tpl_name: 'Deploy',
    },
    // A run-once schedule (newer §N7): empty cron, `run_at`, `task_params`.
    v220: {
      id: 2,
      project_id: 3,
      template_id: 7,
      cron_format: '',
      name: 'once',
      active: true,
      type: 'run_at',
      delete_after_run: true,
      repository_id: null,
      run_at: '2026-12-01T03:00:00Z',
      task_params: { message: 'release', params: { debug: true } },
      tpl_name: 'Deploy',
    },
    zeros: {
      type: 'run_at',
      run_at: '2026-12-01T03:00:00Z',
      delete_after_run: true,
      task_params: { message: 'release', params: { debug: true } },
    },
  },
  {
    name: 'project.schedules.get',
    path: `${P}/schedules/2`,
    call: (c) => c.project(3).schedules.get(2),
    detail: true,
    v210: {
      id: 2,
      project_id: 3,
      template_id: 7,
      cron_format: '0 3 * * *',
      name: 'nightly',
      active: false,
      repository_id: null,
    },
    v220: {
      id: 2,
      project_id: 3,
      template_id: 7,
      cron_format: '0 3 * * *',
      name: 'nightly',
      type: '',
      delete_after_run: false,
      repository_id: null,
    },
    zeros: { active: false },
  },
  {
    name: 'project.integrations.list',
    path: `${P}/integrations`,
    call: (c) => c.project(3).integrations.list(),
    v210: {
      id: 1,
      name: 'push',
      project_id: 3,
      template_id: 7,
      auth_method: 'github',
      auth_secret_id: 2,
      auth_header: '',
      searchable: true,
      task_params: null,
    },
    v220: { id: 2, name: 'hook', project_id: 3, template_id: 7 },
    zeros: {
      auth_method: '',
      auth_secret_id: null,
      auth_header: '',
      searchable: false,
      task_params: null,
    },
  },
  {
    name: 'project.integration.matchers.list',
    path: `${P}/integrations/1/matchers`,
    call: (c) => c.project(3).integration(1).matchers.list(),
    v210: {
      id: 1,
      integration_id: 1,
      name: 'm',
      match_type: 'header',
      method: 'equals',
      body_data_type: '',
      key: 'X-Event',
      value: 'push',
    },
    v220: { id: 2, name: 'm2' },
    zeros: { integration_id: 0, match_type: '', method: '', key: '', value: '' },
  },
  {
    name: 'project.integration.values.list',
    path: `${P}/integrations/1/values`,
    call: (c) => c.project(3).integration(1).values.list(),
    v210: {
      id: 1,
      integration_id: 1,
      name: 'v',
      value_source: 'body',
      body_data_type: 'json',
      key: 'ref',
      variable: 'ref',
    },
    v220: { id: 2, name: 'v2' },
    zeros: { integration_id: 0, value_source: '', body_data_type: '', key: '', variable: '' },
  },
  {
    name: 'project.integrations.aliases.list',
    path: `${P}/integrations/aliases`,
    call: (c) => c.project(3).integrations.aliases.list(),
    v210: { id: 1, url: 'https://h/api/integrations/abc' },
    v220: { id: 2 },
    zeros: { url: '' },
  },
  {
    name: 'project.runners.list',
    path: `${P}/runners`,
    call: (c) => c.project(3).runners.list(),
    v210: { id: 1, project_id: 3, webhook: '', max_parallel_tasks: 0, active: true, name: 'r1' },
    v220: {
      id: 2,
      project_id: 3,
      webhook: '',
      max_parallel_tasks: 1,
      active: true,
      is_default: true,
      name: 'r2',
      tags: null,
      touched: '2026-11-20T10:00:00Z',
      cleaning_requested: null,
    },
    zeros: {
      is_default: true,
      tags: [],
      touched: '2026-11-20T10:00:00Z',
      cleaning_requested: null,
    },
  },
  {
    name: 'runners.list',
    path: '/api/runners',
    call: (c) => c.runners.list(),
    v210: { id: 1, project_id: null, webhook: '', max_parallel_tasks: 0, active: true, name: 'g' },
    v220: { id: 2, project_id: null, name: 'g2', tags: ['eu'], registered: true },
    zeros: { webhook: '', max_parallel_tasks: 0, active: false, tags: ['eu'], registered: true },
  },
  {
    name: 'apps.list',
    path: '/api/apps',
    call: (c) => c.apps.list(),
    v210: {
      id: 'ansible',
      active: true,
      priority: 500,
      title: 'Ansible',
      icon: 'mdi-ansible',
      color: 'black',
      dark_color: 'white',
      path: '',
      args: null,
    },
    // 2.18+ (newer §N1): app rows without `path`/`args`.
    v220: {
      id: 'python',
      title: 'Python',
      icon: 'mdi-language-python',
      color: '',
      dark_color: '',
      active: false,
      priority: 0,
    },
    zeros: { path: '', args: null },
  },
  {
    name: 'users.list',
    path: '/api/users',
    call: (c) => c.users.list(),
    v210: {
      id: 1,
      created: '2024-10-25T00:43:48Z',
      username: 'admin',
      name: 'Admin',
      email: 'a@x',
      admin: true,
      external: false,
      alert: false,
    },
    v220: {
      id: 2,
      created: '2026-11-20T10:00:00Z',
      username: 'jo',
      name: 'Jo',
      email: 'j@x',
      admin: false,
      external: false,
      alert: false,
      pro: false,
      totp: { id: 1, created: '2026-11-20T10:00:00Z', user_id: 2, state: 'confirmed' },
    },
    zeros: { admin: false, pro: false },
  },
  {
    name: 'user.tokens.list',
    path: '/api/user/tokens',
    call: (c) => c.user.tokens.list(),
    v210: {
      id: 'kwofd61g8xmmkxd1vvuq7bpjovzqbi4ofxxsvbm3d0sg=',
      created: '2024-10-25T00:43:48Z',
      expired: false,
      user_id: 1,
    },
    // Newest (newer §N1, §N7): the id is an 8-character prefix, plus name, expiry, reference.
    v220: {
      id: 'kwofd61g',
      created: '2026-11-20T10:00:00Z',
      expired: false,
      user_id: 1,
      name: 'ci',
      expires_at: '2027-01-01T00:00:00Z',
      token_ref: 'tok_1',
    },
    zeros: { name: 'ci', expires_at: '2027-01-01T00:00:00Z', token_ref: 'tok_1' },
  },
  {
    name: 'project.events.last',
    path: `${P}/events/last`,
    call: (c) => c.project(3).events.last(),
    v210: {
      ...eventSample,
      object_name: '',
      project_name: 'P',
      username: 'admin',
    },
    v220: { project_id: 3, object_type: 'task', created: '2026-11-20T10:00:00Z' },
    zeros: { user_id: null, object_id: null, description: null },
  },
  {
    name: 'events.last',
    path: '/api/events/last',
    call: (c) => c.events.last(),
    v210: eventSample,
    v220: { created: '2026-11-20T10:00:00Z' },
    zeros: { user_id: null, project_id: null, object_id: null, object_type: null },
  },
  {
    name: 'tasks.list (active, admin)',
    path: '/api/tasks',
    call: (c) => c.tasks.list(),
    v210: { task_id: 41, project_id: 3, status: 'running', location: 'running' },
    v220: { task_id: 42, project_id: 3, status: 'waiting' },
    zeros: { location: '' },
  },
  {
    name: 'info',
    path: '/api/info',
    call: (c) => c.info(),
    detail: true,
    v210: {
      version: '2.10.43-d4a2713-1729815528',
      ansible: 'ansible [core 2.17]',
      web_host: '',
      use_remote_runner: false,
    },
    v220: {
      version: 'v2.20.2-3f2c1ab-1763000000',
      ansible: '',
      web_host: 'https://semaphore.example',
      auth_methods: { totp: { allow_recovery: true } },
      premium_features: { project_runners: false, terraform_backend: false },
      schedule_timezone: 'Europe/Berlin',
      teams: { invites_enabled: true, invite_type: 'email' },
    },
    zeros: {
      use_remote_runner: false,
      premium_features: { project_runners: false, terraform_backend: false },
      schedule_timezone: 'Europe/Berlin',
    },
  },
];

describe('both dialects through the real client', () => {
  it.each(contracts)('$name reads a 2.10 answer as before', async (contract) => {
    const body = contract.detail ? contract.v210 : [contract.v210];
    const client = createApiClient({
      baseUrl: 'http://h/',
      fetch: serve({ [contract.path]: body }).fetch,
    });
    const result = await contract.call(client);
    const read = contract.detail ? result : (result as unknown[])[0];
    if (!contract.detail) expect(invalidItemsOf(result as unknown[])).toEqual([]);
    expect(read).toEqual({ ...contract.v210, ...contract.read210 });
  });

  it.each(contracts)(
    '$name reads a 2.20 answer (omitempty fields left out) with zero values, dropping nothing',
    async (contract) => {
      const reported: unknown[] = [];
      const body = contract.detail ? contract.v220 : [contract.v210, contract.v220, contract.v220];
      const client = createApiClient({
        baseUrl: 'http://h/',
        fetch: serve({ [contract.path]: body }).fetch,
        onInvalidItem: (report) => reported.push(report),
      });
      const result = await contract.call(client);
      expect(reported).toEqual([]);
      if (contract.detail) {
        expect(result).toMatchObject(contract.zeros);
      } else {
        const list = result as Record<string, unknown>[];
        expect(list).toHaveLength(3);
        expect(invalidItemsOf(list)).toEqual([]);
        expect(list[1]).toMatchObject(contract.zeros);
        expect(list[2]).toMatchObject(
          contract.v220.id === undefined ? {} : { id: contract.v220.id },
        );
      }
    },
  );
});

describe('task output in both dialects (newer §N2)', () => {
  const output210 = [
    { task_id: 41, task: '', time: '2024-10-25T00:43:50Z', output: 'PLAY [all]' },
    { task_id: 41, task: '', time: '2024-10-25T00:43:50Z', output: 'ok: [web1]' },
  ];
  const output220 = [
    { id: 1, task_id: 42, time: '2026-11-20T10:00:01Z', output: 'PLAY [all]', stage_id: null },
    { id: 2, task_id: 42, time: '2026-11-20T10:00:01Z', output: 'ok: [web1]', stage_id: 3 },
  ];

  it('reads 2.10 records as sent', async () => {
    const client = createApiClient({
      baseUrl: 'http://h/',
      fetch: serve({ [`${P}/tasks/41/output`]: output210 }).fetch,
    });
    expect(await client.project(3).tasks.output(41)).toEqual(output210);
  });

  it('reads 2.20 records (id, stage_id, no task) with task as its zero value', async () => {
    const client = createApiClient({
      baseUrl: 'http://h/',
      fetch: serve({ [`${P}/tasks/42/output`]: output220 }).fetch,
    });
    const records = await client.project(3).tasks.output(42);
    expect(records).toEqual(output220);
    expect(records.every((record) => !('task' in record))).toBe(true);
  });

  it('reads 2.20 records while they download, with every option of the streamed read', async () => {
    const many = Array.from({ length: 500 }, (_, index) => ({
      id: index + 1,
      task_id: 42,
      time: '2026-11-20T10:00:01Z',
      output: `line ${index}`,
      stage_id: index < 100 ? null : 2,
    }));
    const client = createApiClient({
      baseUrl: 'http://h/',
      fetch: serve({ [`${P}/tasks/42/output`]: many }).fetch,
    });
    const handed: unknown[] = [];
    for await (const batch of client.project(3).tasks.outputBatches(42, { lastRecordsFirst: 20 }))
      if (batch.kind === 'records') handed.push(...batch.records);
    expect(handed).toHaveLength(500);
    expect(handed[499]).toEqual(many[499]);
    const skipped: string[] = [];
    for await (const batch of client.project(3).tasks.outputBatches(42, { skip: 498 }))
      skipped.push(...batch.records.map((record) => record.output));
    expect(skipped).toEqual(['line 498', 'line 499']);
  });

  it('still leaves out a record whose stage is of another type, and reports it', async () => {
    const client = createApiClient({
      baseUrl: 'http://h/',
      fetch: serve({
        [`${P}/tasks/42/output`]: [output220[0], { ...output220[1], stage_id: 'init' }],
      }).fetch,
    });
    const records = await client.project(3).tasks.output(42);
    expect(records).toEqual([output220[0]]);
    expect(invalidItemsOf(records)).toMatchObject([{ index: 1, problems: [/^stage_id: /] }]);
  });
});
