/**
 * Project tasks and the admin active-task list (API document §5.9–§5.11, §5.19, §6.12, §6.17.1).
 */
import { Permission } from '@semaphore-console/permissions';
import { StopBody, TaskBody } from '../bodies';
import type { Hono } from 'hono';
import type { Demo } from '../demo';
import { need } from '../guard';
import type { Ctx, DemoEnv } from '../http';
import {
  bool,
  empty,
  fail,
  failJson,
  idParam,
  int,
  intOrNull,
  json,
  readBody,
  str,
  strOrNull,
} from '../http';
import { v220Of } from '../model';
import type { TaskRunner } from '../runner';
import { taskOut, taskWithTplOut, tasksNewestFirst } from '../wire';
import { lastLimit } from './templates';
import { checkSurveyVars, outputBody220, readRun220, taskPage } from './v220';

/** Registers the task routes. */
export function registerTaskRoutes(app: Hono<DemoEnv>, demo: Demo, runner: TaskRunner): void {
  const P = '/api/project/:project_id';
  const v220 = demo.settings.serverVersion === '2.20';
  /** Unknown task → 400 with an empty body, not 404 (§6.12). */
  const findTask = (c: Ctx) => {
    const id = idParam(c, 'task_id');
    const pid = c.get('project').id;
    const task = demo.state.tasks.find((t) => t.id === id && t.project_id === pid);
    if (!task) fail(400);
    return task;
  };
  const projectTasks = (c: Ctx) =>
    tasksNewestFirst(demo.state.tasks.filter((t) => t.project_id === c.get('project').id));

  app.get(`${P}/tasks`, (c) =>
    json(
      c,
      projectTasks(c)
        .slice(0, 1000)
        .map((t) => taskWithTplOut(demo.state, t)),
    ),
  );
  app.get(`${P}/tasks/last`, (c) =>
    v220
      ? taskPage(c, demo, projectTasks(c))
      : json(
          c,
          projectTasks(c)
            .slice(0, lastLimit(c.req.query('limit')))
            .map((t) => taskWithTplOut(demo.state, t)),
        ),
  );
  app.get(`${P}/tasks/:task_id`, (c) => json(c, taskOut(findTask(c))));

  // Output lists can be large (1,000,000 lines): their UTF-8 JSON is cached per line count.
  app.get(`${P}/tasks/:task_id/output`, (c) => {
    const task = findTask(c);
    // 2.20 records carry `id` and `stage_id` and no `task` (newer §N2).
    return new Response(v220 ? outputBody220(demo, task) : demo.outputBody(task.id), {
      headers: { 'content-type': 'application/json' },
    });
  });

  app.post(`${P}/tasks`, async (c) => {
    need(c, Permission.runProjectTasks);
    const body = await readBody(c, TaskBody);
    const pid = c.get('project').id;
    const templateId = int(body, 'template_id');
    // 2.20 may name the template instead (newer §N4).
    const templateName = v220 && !templateId ? str(body, 'template_name') : '';
    const template = demo.state.templates.find(
      (t) => t.project_id === pid && (templateName ? t.name === templateName : t.id === templateId),
    );
    // The real server answers 500 here (§6.12); the demo answers bad input with 400 JSON.
    if (!template) failJson(400, `template_id: no template ${templateId} in this project`);
    // 2.20 (newer §N4): run flags only from `params`, and survey-strict variables (2.20.2).
    const run = v220 ? readRun220(body, template.app) : undefined;
    if (v220) checkSurveyVars(demo, template, str(body, 'environment'), str(body, 'secret'));
    const task = runner.createTask({
      template,
      userId: c.get('user').id,
      fields: {
        debug: bool(body, 'debug'),
        dry_run: bool(body, 'dry_run'),
        diff: bool(body, 'diff'),
        playbook: str(body, 'playbook'),
        environment: str(body, 'environment'),
        limit: str(body, 'limit'),
        arguments: strOrNull(body, 'arguments'),
        git_branch: strOrNull(body, 'git_branch'),
        message: str(body, 'message'),
        commit_hash: strOrNull(body, 'commit_hash'),
        build_task_id: intOrNull(body, 'build_task_id'),
        version: strOrNull(body, 'version'),
        inventory_id: intOrNull(body, 'inventory_id'),
        integration_id: intOrNull(body, 'integration_id'),
        schedule_id: intOrNull(body, 'schedule_id'),
        ...(run && { debug: run.debug, dry_run: run.dry_run, diff: run.diff, limit: run.limit }),
      },
    });
    if (run) v220Of(demo.state).taskParams[String(task.id)] = run.params;
    // The POST answer shows `secret` as "{}" (§5.9).
    return json(c, { ...taskOut(task), secret: '{}' }, 201);
  });

  app.post(`${P}/tasks/:task_id/stop`, async (c) => {
    need(c, Permission.runProjectTasks);
    const task = findTask(c);
    const body = await readBody(c, StopBody);
    runner.stop(task, bool(body, 'force'));
    return empty(c);
  });

  app.post(`${P}/tasks/:task_id/confirm`, (c) => {
    need(c, Permission.runProjectTasks);
    const task = findTask(c);
    if (!runner.confirm(task)) fail(400);
    return empty(c);
  });

  app.delete(`${P}/tasks/:task_id`, (c) => {
    need(c, Permission.manageProjectResources);
    // Non-admins: 401 on 2.10, 403 on 2.20 (newer §N7).
    if (!c.get('user').admin) fail(v220 ? 403 : 401);
    const task = findTask(c);
    if (runner.isActive(task.id)) fail(400);
    demo.state.tasks = demo.state.tasks.filter((t) => t.id !== task.id);
    delete demo.state.outputs[String(task.id)];
    demo.outputCache.delete(task.id);
    demo.changed();
    return empty(c);
  });

  // ---- Admin: active tasks (§6.17.1) ----
  const adminOnly = (c: Ctx) => {
    if (!c.get('user').admin) fail(403);
  };
  app.get('/api/tasks', (c) => {
    adminOnly(c);
    return json(c, runner.activeTasks());
  });
  app.get('/api/tasks/:task_id', (c) => {
    adminOnly(c);
    idParam(c, 'task_id');
    return json(c, runner.activeTasks());
  });
  app.delete('/api/tasks/:task_id', (c) => {
    adminOnly(c);
    const id = idParam(c, 'task_id');
    const task = demo.state.tasks.find((t) => t.id === id);
    if (task && runner.isActive(id)) runner.stop(task, false);
    return empty(c);
  });
}
