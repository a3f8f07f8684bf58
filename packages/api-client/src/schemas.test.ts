import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EnvironmentSchema,
  LoginOptionsSchema,
  ObjectReferrersSchema,
  TaskSchema,
  TaskWithTplSchema,
  TemplateSchema,
  WsMessageSchema,
  isTaskStatus,
} from './schemas';
import { taskFixture, templateFixture } from './testing';
import { wsUpdateSample } from '../test/wireSamples';

const task = taskFixture({
  id: 2147483646,
  template_id: 7,
  project_id: 3,
  status: 'waiting',
  secret: '{}',
  created: '2024-10-25T00:43:48.123456789+05:00',
});

describe('wire schemas', () => {
  it('accept a task and keep unknown fields', () => {
    const parsed = v.parse(TaskSchema, { ...task, hosts_future: 'kept' });
    expect(parsed).toMatchObject({ id: 2147483646, status: 'waiting' });
    expect((parsed as unknown as Record<string, unknown>).hosts_future).toBe('kept');
  });

  it('keep a task status a newer server added, as sent; it is not a documented status', () => {
    const parsed = v.parse(TaskSchema, { ...task, status: 'paused' });
    expect(parsed.status).toBe('paused');
    expect(isTaskStatus(parsed.status)).toBe(false);
    expect(isTaskStatus('waiting_confirmation')).toBe(true);
  });

  it('reject a task status that is not a string and name the field', () => {
    const result = v.safeParse(TaskSchema, { ...task, status: 3 });
    expect(result.success).toBe(false);
    expect(v.getDotPath(result.issues![0])).toBe('status');
  });

  it('reject a string id where the API sends an integer', () => {
    const result = v.safeParse(TaskSchema, { ...task, id: '5' });
    expect(result.success).toBe(false);
  });

  it('accept a template with null lists and a last task without user_name', () => {
    const template = templateFixture({
      id: 1,
      project_id: 3,
      name: 'Ping',
      playbook: 'ping.yml',
      arguments: '["-v"]',
      last_task: {
        ...task,
        tpl_playbook: 'p',
        tpl_alias: 'Ping',
        tpl_type: '',
        tpl_app: 'ansible',
      },
    });

    expect(v.parse(TemplateSchema, template).last_task?.tpl_alias).toBe('Ping');
    // Newer servers leave empty template fields out (newer §N1): zero values, not an error.
    expect(v.parse(TaskWithTplSchema, task)).toMatchObject({
      tpl_playbook: '',
      tpl_alias: '',
      tpl_type: '',
      tpl_app: '',
    });
    expect(v.safeParse(TaskWithTplSchema, { ...task, tpl_alias: 5 }).success).toBe(false);
  });

  it('keep environment json and env as strings', () => {
    const env = v.parse(EnvironmentSchema, {
      id: 1,
      name: 'Empty',
      project_id: 3,
      password: null,
      json: '{"a":1}',
      env: null,
      secrets: null,
    });
    expect(env.json).toBe('{"a":1}');
  });

  it('read missing or null lists as empty where the API promises lists', () => {
    expect(
      v.parse(LoginOptionsSchema, { oidc_providers: null, login_with_password: true }),
    ).toMatchObject({ oidc_providers: [], ldap_providers: [], login_with_password: true });
    expect(v.parse(ObjectReferrersSchema, { templates: [{ id: 1, name: 'a' }] })).toMatchObject({
      templates: [{ id: 1, name: 'a' }],
      inventories: [],
      repositories: [],
    });
    expect(
      v.parse(ObjectReferrersSchema, {
        templates: null,
        inventories: [],
        repositories: [],
        schedules: null,
      }),
    ).toEqual({ templates: [], inventories: [], repositories: [], schedules: [] });
  });

  it('tell websocket update and log messages apart', () => {
    const update = v.parse(WsMessageSchema, wsUpdateSample);
    expect(update.type).toBe('update');
    const log = v.parse(WsMessageSchema, {
      type: 'log',
      task_id: 41,
      project_id: 3,
      time: '2024-10-25T10:00:05Z',
      output: 'ok',
    });
    expect(log).toMatchObject({ type: 'log', output: 'ok' });
    expect(v.safeParse(WsMessageSchema, { type: 'other' }).success).toBe(false);
  });
});
