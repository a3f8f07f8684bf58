/**
 * Admin area: apps, global runners and options (API document §5.17, §5.18, §6.17.2–§6.17.4).
 */
import { Permission } from '@semaphore-console/permissions';
import { AppBody, OptionBody, RunnerBody } from '../bodies';
import type { Hono } from 'hono';
import { type Demo, randomToken } from '../demo';
import { need } from '../guard';
import type { Body, Ctx, DemoEnv } from '../http';
import { bool, empty, fail, failJson, idParam, int, json, readBody, str } from '../http';
import { type StoredApp, nextId } from '../model';
import { appOut, runnerOut } from '../wire';

/** Registers `/api/apps`, `/api/runners` and `/api/options`. */
export function registerAdminRoutes(app: Hono<DemoEnv>, demo: Demo): void {
  const admin = (c: Ctx) => {
    if (!c.get('user').admin) fail(403);
  };

  // ---- Apps ----
  app.get('/api/apps', (c) => {
    const list = Object.entries(demo.state.apps)
      .sort((a, b) => b[1].priority - a[1].priority)
      .map(([id, a]) => appOut(id, a));
    return json(c, list);
  });
  const findApp = (c: Ctx): [string, StoredApp] => {
    admin(c);
    const id = c.req.param('app_id') ?? '';
    const found = demo.state.apps[id];
    if (!found) failJson(404, 'app not found');
    return [id, found];
  };
  app.get('/api/apps/:app_id', (c) => json(c, appOut(null, findApp(c)[1])));
  const saveApp = async (c: Ctx) => {
    admin(c);
    const id = c.req.param('app_id') ?? '';
    const body = await readBody(c, AppBody);
    const args = body.args;
    if (
      args !== undefined &&
      args !== null &&
      (!Array.isArray(args) || args.some((a) => typeof a !== 'string'))
    )
      fail(400);
    const previous = demo.state.apps[id];
    demo.state.apps[id] = {
      active: bool(body, 'active'),
      priority: int(body, 'priority'),
      title: str(body, 'title'),
      icon: str(body, 'icon'),
      color: str(body, 'color'),
      dark_color: str(body, 'dark_color'),
      path: str(body, 'path'),
      args: Array.isArray(args) && args.length > 0 ? (args as string[]) : null,
    };
    if (previous && body.priority === undefined) demo.state.apps[id].priority = previous.priority;
    demo.changed();
    return empty(c);
  };
  app.put('/api/apps/:app_id', saveApp);
  app.post('/api/apps/:app_id', saveApp);
  app.post('/api/apps/:app_id/active', async (c) => {
    const [, found] = findApp(c);
    const body = await activeBody(c);
    found.active = body;
    demo.changed();
    return empty(c);
  });
  app.delete('/api/apps/:app_id', (c) => {
    const [id] = findApp(c);
    delete demo.state.apps[id];
    demo.changed();
    return empty(c);
  });

  // ---- Runners ----
  /** A runner's fields from a create/update body (API §6.17.2), in the order they are stored. */
  const runnerFields = (body: Body) => ({
    webhook: str(body, 'webhook'),
    max_parallel_tasks: int(body, 'max_parallel_tasks'),
    active: bool(body, 'active'),
    name: str(body, 'name'),
  });
  /** Stores a runner of `projectId` (`null`: a global one); 201 with it and its token. */
  const createRunner = async (c: Ctx, projectId: number | null) => {
    const fields = runnerFields(await readBody(c, RunnerBody));
    const runner = {
      id: nextId(demo.state, 'runners'),
      project_id: projectId,
      ...fields,
      token: randomToken(32),
    };
    demo.state.runners.push(runner);
    return json(c, { ...runnerOut(runner), token: runner.token }, 201);
  };
  const findRunner = (c: Ctx) => {
    admin(c);
    const raw = c.req.param('runner_id') ?? '';
    if (!/^\d+$/.test(raw)) failJson(400, 'runner_id required');
    const runner = demo.state.runners.find((r) => r.id === Number(raw));
    if (!runner) failJson(404, 'Runner not found');
    return runner;
  };
  app.get('/api/runners', (c) => {
    admin(c);
    return json(c, demo.state.runners.map(runnerOut));
  });
  app.post('/api/runners', async (c) => {
    admin(c);
    const created = await createRunner(c, null);
    demo.changed();
    return created;
  });
  app.get('/api/runners/:runner_id', (c) => json(c, runnerOut(findRunner(c))));
  const updateRunner = async (c: Ctx) => {
    const runner = findRunner(c);
    Object.assign(runner, runnerFields(await readBody(c, RunnerBody)));
    demo.changed();
    return empty(c);
  };
  app.put('/api/runners/:runner_id', updateRunner);
  app.post('/api/runners/:runner_id', updateRunner);
  app.post('/api/runners/:runner_id/active', async (c) => {
    const runner = findRunner(c);
    runner.active = await activeBody(c);
    demo.changed();
    return empty(c);
  });
  app.delete('/api/runners/:runner_id', (c) => {
    const runner = findRunner(c);
    demo.state.runners = demo.state.runners.filter((r) => r.id !== runner.id);
    demo.changed();
    return empty(c);
  });

  // ---- Project runners ----
  // Not in the API document's snapshot (§9: project runners do not exist there), but the console
  // spec calls them; the demo keeps them beside the global ones with `project_id` set.
  const PR = '/api/project/:project_id/runners';
  const findProjectRunner = (c: Ctx) => {
    const runner = demo.state.runners.find(
      (r) => r.id === idParam(c, 'runner_id') && r.project_id === c.get('project').id,
    );
    if (!runner) failJson(404, 'Runner not found');
    return runner;
  };
  app.get(PR, (c) =>
    json(c, demo.state.runners.filter((r) => r.project_id === c.get('project').id).map(runnerOut)),
  );
  app.post(PR, async (c) => {
    need(c, Permission.manageProjectResources);
    return createRunner(c, c.get('project').id);
  });
  app.get(`${PR}/:runner_id`, (c) => json(c, runnerOut(findProjectRunner(c))));
  app.put(`${PR}/:runner_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    const runner = findProjectRunner(c);
    Object.assign(runner, runnerFields(await readBody(c, RunnerBody)));
    return empty(c);
  });
  app.post(`${PR}/:runner_id/active`, async (c) => {
    need(c, Permission.manageProjectResources);
    const runner = findProjectRunner(c);
    runner.active = await activeBody(c);
    return empty(c);
  });
  app.delete(`${PR}/:runner_id`, (c) => {
    need(c, Permission.manageProjectResources);
    const runner = findProjectRunner(c);
    demo.state.runners = demo.state.runners.filter((r) => r.id !== runner.id);
    return empty(c);
  });

  // ---- Options ----
  app.get('/api/options', (c) => {
    admin(c);
    return json(c, demo.state.options);
  });
  app.post('/api/options', async (c) => {
    admin(c);
    const body = await readBody(c, OptionBody);
    const option = { key: str(body, 'key'), value: str(body, 'value') };
    demo.state.options[option.key] = option.value;
    demo.changed();
    return json(c, option);
  });
}

/** Reads `{"active": boolean}`; anything else → 400 `{"error":"Invalid request body"}`. */
async function activeBody(c: Ctx): Promise<boolean> {
  let body: Body;
  try {
    body = await readBody(c);
  } catch {
    failJson(400, 'Invalid request body');
  }
  if (typeof body.active !== 'boolean') failJson(400, 'Invalid request body');
  return body.active;
}
