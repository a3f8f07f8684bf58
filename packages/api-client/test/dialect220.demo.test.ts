/**
 * The client against the demo server speaking the 2.20 dialect (`--server-version 2.20`, whose
 * answers leave every omitempty field out, newer §N1): every list and detail the console reads
 * parses with nothing left out, run flags round-trip through `params`, output records without
 * `task` read, and the capability map sees a newer server.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiClient, createApiClient } from '../src/client';
import type { InvalidItemReport } from '../src/listItems';

const url = (): string => inject('demoUrl220');

let client: ApiClient;
const reports: InvalidItemReport[] = [];

beforeAll(async () => {
  client = createApiClient({ baseUrl: url(), onInvalidItem: (report) => reports.push(report) });
  await client.auth.login({ auth: 'admin', password: 'changeme' });
});

describe('a 2.20 server through the client (newer §N1)', () => {
  it('every list and detail of a seeded project reads, nothing left out', async () => {
    const projects = await client.projects.list();
    expect(projects.length).toBeGreaterThan(0);
    for (const { id } of projects) {
      const project = client.project(id);
      const read = await project.get();
      expect(read).toMatchObject({
        alert: expect.any(Boolean),
        max_parallel_tasks: expect.any(Number),
      });
      await project.role();
      await project.team.list();
      await project.keys.list();
      await project.repositories.list();
      const inventories = await project.inventory.list();
      for (const inventory of inventories) {
        expect(await project.inventory.get(inventory.id)).toEqual(inventory);
      }
      const environments = await project.environment.list();
      for (const environment of environments) await project.environment.get(environment.id);
      const templates = await project.templates.list();
      for (const template of templates) {
        const full = await project.templates.get(template.id);
        expect(full).toMatchObject({ autorun: expect.any(Boolean), app: expect.any(String) });
        await project.templates.lastTasks(template.id);
        await project.templates.schedules(template.id);
      }
      const views = await project.views.list();
      for (const view of views) await project.views.templates(view.id);
      const tasks = await project.tasks.list();
      await project.tasks.last();
      for (const task of tasks.slice(0, 5)) {
        expect(await project.tasks.get(task.id)).toMatchObject({ id: task.id });
        await project.tasks.output(task.id);
      }
      await project.schedules.list();
      const integrations = await project.integrations.list();
      for (const integration of integrations) {
        await project.integration(integration.id).matchers.list();
        await project.integration(integration.id).values.list();
        await project.integration(integration.id).aliases.list();
      }
      await project.integrations.aliases.list();
      await project.events.last();
    }
    await client.users.list();
    await client.user.tokens.list();
    await client.events.last();
    await client.apps.list();
    await client.runners.list();
    await client.tasks.list();
    expect(reports).toEqual([]);
  });

  it('run flags sent by tasks.create come back from params; output records lack task', async () => {
    let project: { id: number } | undefined;
    let template: { id: number } | undefined;
    for (const candidate of await client.projects.list()) {
      const templates = await client.project(candidate.id).templates.list();
      template = templates.find((item) => item.app === 'ansible' && item.type === '');
      if (template) {
        project = candidate;
        break;
      }
    }
    expect(template).toBeDefined();
    // A template's survey may require answers (2.20.2 checks them, newer §N4): send the defaults.
    const full = await client.project(project!.id).templates.get(template!.id);
    const answers: Record<string, string> = {};
    const secrets: Record<string, string> = {};
    for (const variable of full.survey_vars ?? []) {
      const value = variable.type === 'int' ? '1' : (variable.values?.[0]?.value ?? 'x');
      if (variable.type === 'secret') secrets[variable.name] = value;
      else answers[variable.name] = value;
    }
    const task = await client.project(project!.id).tasks.create({
      template_id: template!.id,
      debug: true,
      diff: true,
      environment: JSON.stringify(answers),
      secret: JSON.stringify(secrets),
    });
    expect(task).toMatchObject({ debug: true, dry_run: false, diff: true });
    const read = await client.project(project!.id).tasks.get(task.id);
    expect(read).toMatchObject({ debug: true, dry_run: false, diff: true });
    expect(read.params).toMatchObject({ debug: true, diff: true });
    await expect
      .poll(async () => (await client.project(project!.id).tasks.output(task.id)).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const records = await client.project(project!.id).tasks.output(task.id);
    expect(records[0]).toMatchObject({ task_id: task.id, id: expect.any(Number) });
    expect(records[0]).not.toHaveProperty('task');
  });

  it('the capability map sees a newer server', async () => {
    const capabilities = await client.capabilities();
    expect(capabilities.runFlagsInParams).toBe(true);
    expect(capabilities.version).toMatchObject({ major: 2, minor: 20 });
    expect(await client.probe('api/projects')).toBe(true);
    expect(await client.probe('api/no-such-thing')).toBe(false);
  });
});

describe('the same calls on the 2.10 demo server', () => {
  it('the capability map sees the documented snapshot', async () => {
    const old = createApiClient({ baseUrl: inject('demoUrl') });
    await old.auth.login({ auth: 'admin', password: 'changeme' });
    expect(await old.capabilities()).toMatchObject({
      runFlagsInParams: false,
      totp: false,
      premiumFeatures: {},
      scheduleTimezone: 'UTC',
    });
  });
});
