import { isFinishedTaskStatus } from '@semaphore-console/api-client';
import { Permission } from '@semaphore-console/permissions';
/**
 * Routes and checks only the 2.20 dialect has (newer §N2, §N4, §N5, §N8): the Origin check, output
 * records with ids and stages, task stages, reject, stop-all, and `X-Has-Next` history paging.
 */
import type { Hono } from 'hono';
import type { Demo } from '../demo';
import { findInProject, need } from '../guard';
import { type Ctx, type DemoEnv, empty, fail, failJson, idParam, readBody } from '../http';
import { type StoredOutputLine, type StoredTask } from '../model';
import type { TaskRunner } from '../runner';
import { taskWithTplOut } from '../wire';
import { lastLimit } from './templates';

/** The host (`host[:port]`) of an Origin/Referer value, undefined when it has none. */
function hostOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const host = new URL(value).host;
    return host === '' ? undefined : host;
  } catch {
    return undefined;
  }
}

/**
 * The Origin check of newer §N8 (`csrfProtectionMiddleware`): a POST/PUT/PATCH/DELETE without a
 * bearer token whose Origin (else Referer) host is neither the request's `Host` nor the host of
 * the `webHost` option answers 403 `{"error":"CROSS_ORIGIN_REQUEST_BLOCKED"}`. Requests without
 * either header pass.
 */
export function originCheck(c: Ctx, demo: Demo): void {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)) return;
  if ((c.req.header('authorization') ?? '').toLowerCase().includes('bearer')) return;
  const origin = hostOf(c.req.header('origin')) ?? hostOf(c.req.header('referer'));
  if (origin === undefined) return;
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  if (origin === host) return;
  if (demo.settings.webHost && origin === hostOf(demo.settings.webHost)) return;
  failJson(403, 'CROSS_ORIGIN_REQUEST_BLOCKED');
}

/** A task stage (newer §N2). */
interface Stage {
  id: number;
  task_id: number;
  start: string | null;
  end: string | null;
  start_output_id: number | null;
  end_output_id: number | null;
  type: 'init' | 'terraform_plan' | 'running' | 'print_result';
  result: null;
}

/** Lines of the `init` stage at the start of every task's output. */
const INIT_LINES = 3;

/**
 * The output-record id of line `index` of a task: unique across tasks (`sequence × 10⁷ + index + 1`;
 * the real server numbers all output rows in one sequence).
 */
function outputId(demo: Demo, taskId: number, index: number): number {
  const seq = demo.state.boltTaskIds ? 2147483647 - taskId : taskId;
  return seq * 10_000_000 + index + 1;
}

/**
 * The stages of a task, derived from its stored output: `init` (the first lines, queueing and
 * preparing), then `running` (the rest). A task without output has none.
 */
function stagesOf(demo: Demo, task: StoredTask, lines: StoredOutputLine[]): Stage[] {
  const seq = demo.state.boltTaskIds ? 2147483647 - task.id : task.id;
  const stage = (
    k: number,
    type: Stage['type'],
    from: number,
    to: number,
    open: boolean,
  ): Stage => ({
    id: seq * 4 + k,
    task_id: task.id,
    start: lines[from]?.time ?? null,
    end: open ? null : (lines[to]?.time ?? null),
    start_output_id: outputId(demo, task.id, from),
    end_output_id: open ? null : outputId(demo, task.id, to),
    type,
    result: null,
  });
  const over = isFinishedTaskStatus(task.status);
  const out: Stage[] = [];
  if (lines.length === 0) return out;
  const initEnd = Math.min(lines.length, INIT_LINES) - 1;
  out.push(stage(0, 'init', 0, initEnd, !over && lines.length <= INIT_LINES));
  if (lines.length > INIT_LINES) out.push(stage(1, 'running', INIT_LINES, lines.length - 1, !over));
  return out;
}

const OUTPUT_GROUP = 16_384;
const outputCaches = new WeakMap<
  Demo,
  Map<number, { count: number; body: Uint8Array<ArrayBuffer> }>
>();

/**
 * The 2.20 body of `GET …/tasks/{id}/output` (newer §N2): `[{id, task_id, time, output, stage_id}]`
 * without `task`, UTF-8 JSON cached per line count like the 2.10 body.
 */
export function outputBody220(demo: Demo, task: StoredTask): Uint8Array<ArrayBuffer> {
  let cache = outputCaches.get(demo);
  if (!cache) outputCaches.set(demo, (cache = new Map()));
  const lines = demo.state.outputs[String(task.id)] ?? [];
  const cached = cache.get(task.id);
  if (cached && cached.count === lines.length) return cached.body;
  const stages = stagesOf(demo, task, lines);
  const stageOf = (i: number) => (i < INIT_LINES ? stages[0] : stages[1])?.id ?? null;
  const pieces: string[] = [];
  for (let start = 0; start < lines.length; start += OUTPUT_GROUP) {
    const end = Math.min(lines.length, start + OUTPUT_GROUP);
    const parts = new Array<string>(end - start);
    for (let i = start; i < end; i++) {
      const l = lines[i] as StoredOutputLine;
      parts[i - start] =
        `{"id":${outputId(demo, task.id, i)},"task_id":${task.id},"time":"${l.time}",` +
        `"output":${JSON.stringify(l.output)},"stage_id":${stageOf(i)}}`;
    }
    pieces.push(parts.join(','));
  }
  const body = new Uint8Array(Buffer.from(`[${pieces.join(',')}]`, 'utf8'));
  cache.set(task.id, { count: lines.length, body });
  return body;
}

/**
 * One page of task history, newest first (newer §N5): `count` (wins over `limit`, 1–1000) items
 * after the task `before` (exclusive), answered with `X-Has-Next: true|false`. Without `count`
 * or `before` the 2.10 `limit` rule applies (1–200, default 200).
 */
export function taskPage(c: Ctx, demo: Demo, newestFirst: StoredTask[]): Response {
  const countRaw = c.req.query('count');
  const count = Number(countRaw);
  const size =
    countRaw !== undefined && Number.isInteger(count) && count >= 1
      ? Math.min(count, 1000)
      : lastLimit(c.req.query('limit'));
  const beforeRaw = c.req.query('before');
  let from = 0;
  if (beforeRaw !== undefined && beforeRaw !== '') {
    if (!/^-?\d+$/.test(beforeRaw)) fail(400);
    const at = newestFirst.findIndex((t) => t.id === Number(beforeRaw));
    from = at < 0 ? newestFirst.length : at + 1;
  }
  const page = newestFirst.slice(from, from + size);
  return new Response(JSON.stringify(page.map((t) => taskWithTplOut(demo.state, t))), {
    headers: {
      'content-type': 'application/json',
      'x-has-next': String(from + size < newestFirst.length),
    },
  });
}

/** Registers the 2.20-only task routes: stages, reject and a template's stop-all. */
export function registerV220Routes(app: Hono<DemoEnv>, demo: Demo, runner: TaskRunner): void {
  const P = '/api/project/:project_id';
  const findTask = (c: Ctx) => {
    const id = idParam(c, 'task_id');
    const task = demo.state.tasks.find((t) => t.id === id && t.project_id === c.get('project').id);
    if (!task) fail(400);
    return task;
  };

  app.get(`${P}/tasks/:task_id/stages`, (c) => {
    const task = findTask(c);
    const stages = stagesOf(demo, task, demo.state.outputs[String(task.id)] ?? []);
    return new Response(JSON.stringify(stages), {
      headers: { 'content-type': 'application/json' },
    });
  });

  // Reject (newer §N4): a task waiting for confirmation ends without applying; the demo stops it.
  app.post(`${P}/tasks/:task_id/reject`, (c) => {
    need(c, Permission.runProjectTasks);
    const task = findTask(c);
    if (task.status !== 'waiting_confirmation') fail(400);
    runner.stop(task, true);
    return empty(c);
  });

  app.post(`${P}/templates/:template_id/stop_all_tasks`, async (c) => {
    need(c, Permission.runProjectTasks);
    const tpl = findInProject(c, demo.state.templates, 'template_id');
    // The body `{force}` is optional.
    const force = (await c.req.text()).trim() === '' ? false : (await readBody(c)).force === true;
    for (const task of demo.state.tasks)
      if (task.template_id === tpl.id && runner.isActive(task.id)) runner.stop(task, force);
    return empty(c);
  });
}

/** Reads a list of strings from `params` (400 for another type). */
function strings(params: Record<string, unknown>, key: string): string[] {
  const value = params[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((x) => typeof x !== 'string'))
    failJson(400, `params.${key}: must be a list of strings`);
  return value as string[];
}

/** Reads a boolean from `params` (400 for another type). */
function flag(params: Record<string, unknown>, key: string): boolean {
  const value = params[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') failJson(400, `params.${key}: must be a boolean`);
  return value;
}

/** Parses a task's `environment` or `secret` JSON object (`db/Task.go` `parseTaskVars`). */
function taskVars(payload: string, field: string): Record<string, unknown> {
  if (payload === '') return {};
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  return failJson(400, `task ${field} must be a JSON object`);
}

/** What a 2.20 run request sets on the new task. */
export interface Run220 {
  /** The task's `params` as stored and returned (newer §N4). */
  params: Record<string, unknown>;
  /** The 2.10 flags the simulated runner reads, taken from `params`. */
  debug: boolean;
  dry_run: boolean;
  diff: boolean;
  /** The deprecated comma-joined limit. */
  limit: string;
}

/**
 * Reads the run flags of a 2.20 `POST …/tasks` (newer §N4): only from `params` (top-level
 * `debug/dry_run/diff` are ignored); a top-level `limit` string becomes `params.limit` when
 * `params` has none. Ansible reads `debug, debug_level, dry_run, diff, limit, tags, skip_tags,
 * skip_galaxy_install`; Terraform/OpenTofu/Terragrunt `plan, destroy, auto_approve, upgrade,
 * reconfigure`; other apps keep `params` as sent. A field of the wrong type answers 400.
 */
export function readRun220(body: Record<string, unknown>, app: string): Run220 {
  const raw = (body.params ?? {}) as Record<string, unknown>;
  const params: Record<string, unknown> = { ...raw };
  if (app === 'ansible' || app === '') {
    for (const k of ['debug', 'dry_run', 'diff', 'skip_galaxy_install']) params[k] = flag(raw, k);
    const level = raw.debug_level;
    if (level !== undefined && level !== null && !Number.isInteger(level))
      failJson(400, 'params.debug_level: must be an integer');
    params.debug_level = level ?? 0;
    for (const k of ['limit', 'tags', 'skip_tags']) params[k] = strings(raw, k);
  } else if (app === 'terraform' || app === 'tofu' || app === 'terragrunt') {
    for (const k of ['plan', 'destroy', 'auto_approve', 'upgrade', 'reconfigure'])
      params[k] = flag(raw, k);
  }
  // `db/Task.go` PreInsert: the deprecated top-level limit fills params.limit when it is unset.
  const topLimit = typeof body.limit === 'string' ? body.limit : '';
  if ((raw.limit === undefined || raw.limit === null) && topLimit !== '')
    params.limit = topLimit.split(',').map((s) => s.trim());
  const limit = Array.isArray(params.limit) ? (params.limit as string[]).join(',') : topLimit;
  return {
    params,
    debug: params.debug === true,
    dry_run: params.dry_run === true,
    diff: params.diff === true,
    limit,
  };
}

/**
 * The survey-strict check of 2.20.2 (newer §N4, `db/Task.go` `ValidateSurveyVars`): unless the
 * template allows any variables, every key of `environment` must be a survey variable that is not
 * a secret, and every key of `secret` a secret survey variable; else 400 `{"error": …}`. Keys
 * starting with `demo_` (the demo's own run controls) are exempt.
 */
export function checkSurveyVars(
  demo: Demo,
  template: { id: number; survey_vars: { name: string; type: string }[] | null },
  environment: string,
  secret: string,
): void {
  if (demo.state.v220?.templates[String(template.id)]?.allow_any_vars_in_task) return;
  const env = taskVars(environment, 'environment');
  const secrets = taskVars(secret, 'secret');
  const survey = (name: string) => template.survey_vars?.find((v) => v.name === name);
  for (const name of Object.keys(env)) {
    if (name.startsWith('demo_')) continue;
    const v = survey(name);
    if (!v) failJson(400, `variable ${name} is not declared in the template survey`);
    if (v.type === 'secret')
      failJson(400, `survey variable ${name} must be sent in the task secret`);
  }
  for (const name of Object.keys(secrets)) {
    if (survey(name)?.type !== 'secret')
      failJson(400, `variable ${name} is not declared in the template survey`);
  }
}
