import { describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './client';
import { type InvalidItemReport, invalidItemsOf } from './listItems';
import { projectFixture, taskFixture, templateFixture } from './testing';
import { eventSample, integrationSample } from '../test/wireSamples';

// Answers of servers newer than the API document: every list endpoint keeps an item with a field
// it does not know and an enumeration value it does not know (as sent), and leaves out only the
// item that does not parse, reporting it (API §5; spec core §4 for task statuses).

const task = taskFixture({
  id: 41,
  template_id: 7,
  project_id: 3,
  secret: '{}',
  created: '2024-10-25T00:43:48Z',
});
const taskWithTpl = {
  ...task,
  tpl_playbook: 'site.yml',
  tpl_alias: 'Deploy',
  tpl_type: '',
  tpl_app: 'ansible',
};
const template = templateFixture({ id: 7, project_id: 3, inventory_id: 1 });
const runner = {
  id: 1,
  project_id: null,
  webhook: '',
  max_parallel_tasks: 0,
  active: true,
  name: 'r',
};

const schedule = {
  id: 1,
  project_id: 3,
  template_id: 7,
  cron_format: '* * * * *',
  name: 's',
  active: true,
  repository_id: 1,
};

/** One list endpoint: how to call it, a valid item, and its enumeration fields with new values. */
interface Endpoint {
  name: string;
  call: (client: ApiClient) => Promise<unknown[]>;
  item: Record<string, unknown>;
  /** Enumeration fields given values the API document does not list (left out: the item has none). */
  newValues?: Record<string, unknown>;
}

const endpoints: Endpoint[] = [
  {
    name: 'projects.list',
    call: (c) => c.projects.list(),
    item: projectFixture({ id: 3, name: 'P', created: '2024-10-25T00:43:48Z' }),
    newValues: { type: 'premium' },
  },
  {
    name: 'project.keys.list',
    call: (c) => c.project(3).keys.list(),
    item: { id: 1, name: 'k', type: 'ssh', project_id: 3 },
    newValues: { type: 'gpg' },
  },
  {
    name: 'project.repositories.list',
    call: (c) => c.project(3).repositories.list(),
    item: { id: 1, name: 'r', project_id: 3, git_url: '/srv', git_branch: '', ssh_key_id: 1 },
  },
  {
    name: 'project.inventory.list',
    call: (c) => c.project(3).inventory.list(),
    item: {
      id: 1,
      name: 'i',
      project_id: 3,
      inventory: '',
      ssh_key_id: null,
      become_key_id: null,
      type: 'static',
      holder_id: null,
      repository_id: null,
    },
    newValues: { type: 'dynamic-aws' },
  },
  {
    name: 'project.environment.list',
    call: (c) => c.project(3).environment.list(),
    item: { id: 1, name: 'e', project_id: 3, password: null, json: '{}', env: null, secrets: null },
    newValues: {
      secrets: [{ id: 2, type: 'file', name: 'cert', secret: '', operation: 'rotate' }],
    },
  },
  {
    name: 'project.templates.list',
    call: (c) => c.project(3).templates.list(),
    item: template,
    newValues: { type: 'pipeline' },
  },
  {
    name: 'project.templates.tasks',
    call: (c) => c.project(3).templates.tasks(7),
    item: taskWithTpl,
    newValues: { status: 'paused', tpl_type: 'pipeline' },
  },
  {
    name: 'project.templates.lastTasks',
    call: (c) => c.project(3).templates.lastTasks(7),
    item: taskWithTpl,
    newValues: { status: 'paused', tpl_type: 'pipeline' },
  },
  {
    name: 'project.templates.schedules',
    call: (c) => c.project(3).templates.schedules(7),
    item: schedule,
  },
  {
    name: 'project.views.list',
    call: (c) => c.project(3).views.list(),
    item: { id: 1, project_id: 3, title: 'v', position: 0 },
  },
  {
    name: 'project.views.templates',
    call: (c) => c.project(3).views.templates(1),
    item: template,
    newValues: { type: 'pipeline' },
  },
  {
    name: 'project.team.list',
    call: (c) => c.project(3).team.list(),
    item: { id: 1, username: 'u', name: 'U', role: 'manager' },
    newValues: { role: 'auditor' },
  },
  {
    name: 'project.events.list',
    call: (c) => c.project(3).events.list(),
    item: eventSample,
  },
  {
    name: 'project.events.last',
    call: (c) => c.project(3).events.last(),
    item: eventSample,
  },
  {
    name: 'project.tasks.list',
    call: (c) => c.project(3).tasks.list(),
    item: taskWithTpl,
    newValues: { status: 'paused', tpl_type: 'pipeline' },
  },
  {
    name: 'project.tasks.last',
    call: (c) => c.project(3).tasks.last(),
    item: taskWithTpl,
    newValues: { status: 'paused', tpl_type: 'pipeline' },
  },
  {
    name: 'project.tasks.output',
    call: (c) => c.project(3).tasks.output(41),
    item: { task_id: 41, task: '', time: '2024-10-25T00:43:48Z', output: 'ok' },
  },
  {
    name: 'project.schedules.list',
    call: (c) => c.project(3).schedules.list(),
    item: { ...schedule, repository_id: null, tpl_name: 'Deploy' },
  },
  {
    name: 'project.integrations.list',
    call: (c) => c.project(3).integrations.list(),
    item: { ...integrationSample, auth_header: '' },
    newValues: { auth_method: 'gitlab' },
  },
  {
    name: 'project.integrations.aliases.list',
    call: (c) => c.project(3).integrations.aliases.list(),
    item: { id: 1, url: '/api/integrations/abc' },
  },
  {
    name: 'project.integration.matchers.list',
    call: (c) => c.project(3).integration(1).matchers.list(),
    item: {
      id: 1,
      integration_id: 1,
      name: 'm',
      match_type: 'body',
      method: 'equals',
      body_data_type: 'json',
      key: 'ref',
      value: 'main',
    },
    newValues: { match_type: 'query', method: 'regex' },
  },
  {
    name: 'project.integration.values.list',
    call: (c) => c.project(3).integration(1).values.list(),
    item: {
      id: 1,
      integration_id: 1,
      name: 'x',
      value_source: 'body',
      body_data_type: 'json',
      key: 'ref',
      variable: 'REF',
    },
    newValues: { value_source: 'query' },
  },
  {
    name: 'project.integration.aliases.list',
    call: (c) => c.project(3).integration(1).aliases.list(),
    item: { id: 1, url: '/api/integrations/abc' },
  },
  {
    name: 'project.runners.list',
    call: (c) => c.project(3).runners.list(),
    item: { ...runner, project_id: 3 },
  },
  {
    name: 'user.tokens.list',
    call: (c) => c.user.tokens.list(),
    item: { id: 'tok', created: '2024-10-25T00:43:48Z', expired: false, user_id: 1 },
  },
  {
    name: 'users.list',
    call: (c) => c.users.list(),
    item: { id: 1, username: 'u', name: 'U' },
  },
  {
    name: 'events.list',
    call: (c) => c.events.list(),
    item: eventSample,
  },
  {
    name: 'events.last',
    call: (c) => c.events.last(),
    item: eventSample,
  },
  {
    name: 'tasks.list (active tasks)',
    call: (c) => c.tasks.list(),
    item: { task_id: 41, project_id: 3, status: 'running', location: 'running' },
    newValues: { status: 'paused', location: 'remote' },
  },
  {
    name: 'runners.list',
    call: (c) => c.runners.list(),
    item: runner,
  },
  {
    name: 'apps.list',
    call: (c) => c.apps.list(),
    item: {
      id: 'ansible',
      active: true,
      priority: 1000,
      title: '',
      icon: '',
      color: '',
      dark_color: '',
      path: '',
      args: null,
    },
    newValues: { id: 'nomad' },
  },
];

describe.each(endpoints)('$name', ({ call, item, newValues = {} }) => {
  /** A client answering every request with `body`, reporting left-out items into `reports`. */
  function client(body: unknown, reports: InvalidItemReport[] = []) {
    return createApiClient({
      baseUrl: 'http://h/',
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
        ),
      onInvalidItem: (report) => reports.push(report),
    });
  }

  it('keeps an item with an unknown field and unknown enumeration values, as sent', async () => {
    const newer = { ...item, ...newValues, added_by_a_newer_server: { nested: [1] } };
    const list = (await call(client([newer, item]))) as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject(newValues);
    expect(list[0]?.added_by_a_newer_server).toEqual({ nested: [1] });
    expect(invalidItemsOf(list)).toEqual([]);
  });

  it('leaves out only an item that does not parse, and reports it', async () => {
    const firstField = Object.keys(item)[0] as string;
    const broken = { ...item, [firstField]: [] };
    const reports: InvalidItemReport[] = [];
    const list = await call(client([item, broken, item], reports));
    expect(list).toHaveLength(2);
    expect(invalidItemsOf(list).map((i) => [i.index, i.item])).toEqual([[1, broken]]);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.problems[0]).toMatch(new RegExp(`^${firstField}: `));
  });
});
