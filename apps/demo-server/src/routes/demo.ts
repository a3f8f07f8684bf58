/**
 * Demo-only routes, present only with `--faults` (COMMON.md "Demo fault controls" and "Demo
 * synthetic tasks"). They need no session, except the synthetic task route which acts as the
 * signed-in user or, without one, as the first admin.
 */
import type { Hono } from 'hono';
import { authenticate, sessionFromCookie } from '../auth';
import type { Demo, DemoSettings } from '../demo';
import { type Faults, outputDelay, socketBufferSize } from '../faults';
import { type DemoEnv, empty, fail, failJson, idParam, int, json, readBody } from '../http';
import type { TaskRunner } from '../runner';
import { taskOut } from '../wire';

/** Registers `/api/demo/faults/*` (request faults, dropped sockets, real-server behaviours) and `/api/demo/project/{id}/tasks/synthetic`. */
export function registerDemoRoutes(
  app: Hono<DemoEnv>,
  demo: Demo,
  runner: TaskRunner,
  faults: Faults,
): void {
  app.post('/api/demo/faults/drop-websockets', (c) => {
    demo.hub.dropAll();
    return empty(c);
  });

  app.post('/api/demo/faults/requests', async (c) => {
    const body = await readBody(c);
    const count = int(body, 'count');
    if (count < 1) failJson(400, 'count must be a positive integer');
    const status = body.status === undefined ? undefined : int(body, 'status');
    const delayMs = body.delayMs === undefined ? undefined : int(body, 'delayMs');
    if (status !== undefined && (status < 100 || status > 599))
      failJson(400, 'status must be an HTTP status code');
    if (delayMs !== undefined && delayMs < 0) failJson(400, 'delayMs must not be negative');
    const path = body.path;
    if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/api/'))) {
      failJson(400, 'path must be a prefix starting with /api/');
    }
    faults.rules.push({ count, status, delayMs, path: path as string | undefined });
    return empty(c);
  });

  // The real server's behaviours of API §7.5, switched at run time: each given key replaces the
  // current setting (`socketBuffer`: true = 256, a positive integer, false/null = off;
  // `outputDelayMs`: a non-negative integer, 0 = off). `faults/reset` restores the startup values.
  app.post('/api/demo/faults/real-server', async (c) => {
    const body = await readBody(c);
    const next: Partial<Pick<DemoSettings, 'socketBuffer' | 'outputDelayMs'>> = {};
    try {
      if ('socketBuffer' in body) {
        const value = body.socketBuffer;
        if (value !== null && typeof value !== 'boolean' && typeof value !== 'number')
          throw new RangeError('socketBuffer must be true, false, null or a positive integer');
        next.socketBuffer = socketBufferSize(value);
      }
      if ('outputDelayMs' in body) {
        if (typeof body.outputDelayMs !== 'number')
          throw new RangeError('outputDelayMs must be a non-negative integer');
        next.outputDelayMs = outputDelay(body.outputDelayMs);
      }
    } catch (error) {
      failJson(400, (error as Error).message);
    }
    Object.assign(demo.settings, next);
    return empty(c);
  });

  app.post('/api/demo/faults/reset', (c) => {
    faults.reset();
    return empty(c);
  });

  app.post('/api/demo/project/:project_id/tasks/synthetic', async (c) => {
    const pid = idParam(c, 'project_id');
    const body = await readBody(c);
    const user =
      authenticate(demo, {
        authorization: c.req.header('authorization'),
        cookie: sessionFromCookie(c),
      }) ?? demo.state.users.find((u) => u.admin);
    if (!user) fail(401);
    const template = demo.state.templates.find(
      (t) => t.id === int(body, 'template_id') && t.project_id === pid,
    );
    if (!template) failJson(404, 'template not found in this project');
    const lines = int(body, 'lines');
    if (lines < 0 || lines > 5_000_000) failJson(400, 'lines must be between 0 and 5000000');
    const rate = body.lines_per_second === undefined ? undefined : int(body, 'lines_per_second');
    if (rate !== undefined && rate < 1)
      failJson(400, 'lines_per_second must be a positive integer');
    const lineLength = body.line_length === undefined ? undefined : int(body, 'line_length');
    if (lineLength !== undefined && (lineLength < 1 || lineLength > 16_777_216))
      failJson(400, 'line_length must be between 1 and 16777216');
    if (lineLength !== undefined && lines * lineLength > 256 * 1024 * 1024)
      failJson(400, 'lines × line_length must not exceed 256 MiB');
    const task = runner.synthetic(template, user.id, lines, rate, lineLength);
    return json(c, taskOut(task), 201);
  });
}
