/**
 * Templates, their tasks and schedules, and project schedules (API document §5.8, §5.12, §6.11,
 * §6.13).
 */
import { Permission } from '@semaphore-console/permissions';
import { ActiveBody, ScheduleBody, TemplateBody } from '../bodies';
import type { Hono } from 'hono';
import { parseCron } from '../cronSpec';
import type { Demo } from '../demo';
import { findInProject, need, projectEvent } from '../guard';
import type { TaskRunner } from '../runner';
import type { Body, Ctx, DemoEnv } from '../http';
import {
  bool,
  empty,
  fail,
  failJson,
  int,
  intOrNull,
  isJson,
  json,
  readBody,
  str,
  strOrNull,
} from '../http';
import {
  type StoredInventory,
  type StoredSchedule,
  type StoredTemplate,
  type StoredTemplateExtras,
  type StoredVault,
  type SurveyVar,
  nextId,
  v220Of,
} from '../model';
import { referrers } from './resources';
import { taskPage } from './v220';
import {
  templateTaskFacts,
  sortList,
  taskWithTplOut,
  tasksNewestFirst,
  templateOut,
} from '../wire';

/** Parses the `limit` query of `…/tasks/last` (1–200; anything else → 200, §6.11). */
export function lastLimit(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 200 ? n : 200;
}

function surveyVars(body: Body): SurveyVar[] | null {
  const raw = body.survey_vars;
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) fail(400);
  return (raw as Body[]).map((v) => {
    const out: SurveyVar = {
      name: str(v, 'name'),
      title: str(v, 'title'),
      required: bool(v, 'required'),
      type: str(v, 'type'),
      description: str(v, 'description'),
      values: Array.isArray(v.values)
        ? (v.values as Body[]).map((x) => ({ name: str(x, 'name'), value: str(x, 'value') }))
        : null,
    };
    // Newer §N1 fields, kept as sent (a 2.10 client sends neither).
    if (typeof v.target === 'string' && v.target !== '') out.target = v.target;
    if (typeof v.default_value === 'string' || Array.isArray(v.default_value))
      out.default_value = v.default_value as string | string[];
    return out;
  });
}

/** Registers the template and schedule routes. */
export function registerTemplateRoutes(
  app: Hono<DemoEnv>,
  demo: Demo,
  runner: TaskRunner,
  onSchedulesChanged: () => void,
): void {
  const P = '/api/project/:project_id';

  const listTemplates = (c: Ctx, filter: (t: StoredTemplate) => boolean) => {
    const pid = c.get('project').id;
    const name = (list: { id: number; name: string }[], id: number | null) =>
      list.find((x) => x.id === id)?.name ?? '';
    const items = demo.state.templates.filter((t) => t.project_id === pid && filter(t));
    const sorted = sortList(items, c.req.query('sort'), c.req.query('order'), {
      name: (t) => t.name,
      playbook: (t) => t.playbook,
      inventory: (t) => name(demo.state.inventories, t.inventory_id),
      environment: (t) => name(demo.state.environments, t.environment_id),
      repository: (t) => name(demo.state.repositories, t.repository_id),
    });
    const facts = templateTaskFacts(demo.state);
    return json(
      c,
      sorted.map((t) => templateOut(demo.state, t, false, facts)),
    );
  };
  app.get(`${P}/templates`, (c) => listTemplates(c, () => true));
  app.get(`${P}/views/:view_id/templates`, (c) => {
    const view = findInProject(c, demo.state.views, 'view_id');
    return listTemplates(c, (t) => t.view_id === view.id);
  });
  const findTemplate = (c: Ctx) => findInProject(c, demo.state.templates, 'template_id');
  app.get(`${P}/templates/:template_id`, (c) =>
    json(c, templateOut(demo.state, findTemplate(c), true)),
  );
  app.get(`${P}/templates/:template_id/refs`, (c) =>
    json(c, referrers(demo.state, 'template', findTemplate(c).id)),
  );
  app.get(`${P}/templates/:template_id/tasks`, (c) => {
    const tpl = findTemplate(c);
    const tasks = tasksNewestFirst(demo.state.tasks.filter((t) => t.template_id === tpl.id)).slice(
      0,
      1000,
    );
    return json(
      c,
      tasks.map((t) => taskWithTplOut(demo.state, t)),
    );
  });
  app.get(`${P}/templates/:template_id/tasks/last`, (c) => {
    const tpl = findTemplate(c);
    const tasks = tasksNewestFirst(demo.state.tasks.filter((t) => t.template_id === tpl.id));
    // 2.20: `count`/`before` paging with `X-Has-Next` (newer §N5).
    if (demo.settings.serverVersion === '2.20') return taskPage(c, demo, tasks);
    return json(
      c,
      tasks.slice(0, lastLimit(c.req.query('limit'))).map((t) => taskWithTplOut(demo.state, t)),
    );
  });
  app.get(`${P}/templates/:template_id/schedules`, (c) => {
    const tpl = findTemplate(c);
    return json(
      c,
      demo.state.schedules.filter((s) => s.template_id === tpl.id && s.repository_id !== null),
    );
  });

  /** Reads the editable template fields (§5.8) and validates them like the server. */
  const readTemplate = (body: Body) => {
    const fields = {
      inventory_id: intOrNull(body, 'inventory_id'),
      repository_id: int(body, 'repository_id'),
      environment_id: intOrNull(body, 'environment_id'),
      name: str(body, 'name'),
      playbook: str(body, 'playbook'),
      arguments: strOrNull(body, 'arguments'),
      allow_override_args_in_task: bool(body, 'allow_override_args_in_task'),
      description: strOrNull(body, 'description'),
      type: str(body, 'type') as StoredTemplate['type'],
      start_version: strOrNull(body, 'start_version'),
      build_template_id: intOrNull(body, 'build_template_id'),
      view_id: intOrNull(body, 'view_id'),
      autorun: bool(body, 'autorun'),
      git_branch: strOrNull(body, 'git_branch'),
      survey_vars: surveyVars(body),
      suppress_success_alerts: bool(body, 'suppress_success_alerts'),
      app: str(body, 'app'),
    };
    const rawVaults = body.vaults;
    const vaults: Body[] = Array.isArray(rawVaults) ? (rawVaults as Body[]) : [];
    if (fields.app === 'ansible' && fields.inventory_id === null)
      failJson(400, 'template inventory can not be empty');
    if (!fields.name) failJson(400, 'template name can not be empty');
    if (fields.app !== 'terraform' && fields.app !== 'tofu' && !fields.playbook) {
      failJson(400, 'template playbook can not be empty');
    }
    if (fields.arguments !== null && fields.arguments !== '' && !isJson(fields.arguments)) {
      failJson(400, 'template arguments must be valid JSON');
    }
    return { fields, vaults };
  };
  const makeVaults = (
    raw: Body[],
    pid: number,
    tid: number,
    previous: StoredVault[],
  ): StoredVault[] =>
    raw.map((v) => {
      const id = int(v, 'id');
      return {
        id: id && previous.some((p) => p.id === id) ? id : nextId(demo.state, 'vaults'),
        project_id: pid,
        template_id: tid,
        vault_key_id: int(v, 'vault_key_id'),
        name: strOrNull(v, 'name'),
      };
    });
  const holdInventory = (tpl: StoredTemplate) => {
    if (tpl.app !== 'terraform' && tpl.app !== 'tofu') return;
    if (tpl.inventory_id === null) {
      const inv: StoredInventory = {
        id: nextId(demo.state, 'inventories'),
        name: `${tpl.name} - default`,
        project_id: tpl.project_id,
        inventory: 'default',
        ssh_key_id: null,
        become_key_id: null,
        type: 'terraform-workspace',
        holder_id: tpl.id,
        repository_id: null,
      };
      demo.state.inventories.push(inv);
      tpl.inventory_id = inv.id;
    } else {
      const inv = demo.state.inventories.find((i) => i.id === tpl.inventory_id);
      if (inv) inv.holder_id = tpl.id;
    }
  };

  const v220 = demo.settings.serverVersion === '2.20';
  /**
   * Reads the 2.20 template fields (newer §N4, §N6): `task_params` (an object), the ordered
   * `environment_ids` (omitted = the stored ones, else `[environment_id]`) and the
   * `allow_override_branch_in_task`, `allow_parallel_tasks`, `allow_any_vars_in_task` flags.
   * A field of the wrong type answers 400. Returns undefined in 2.10 mode.
   */
  const readExtras = (
    body: Body,
    previous: StoredTemplateExtras | undefined,
    environmentId: number | null,
  ): StoredTemplateExtras | undefined => {
    if (!v220) return undefined;
    const ids = body.environment_ids;
    if (
      ids !== undefined &&
      ids !== null &&
      (!Array.isArray(ids) || ids.some((x) => !Number.isSafeInteger(x)))
    )
      failJson(400, 'environment_ids: must be a list of integers');
    const params = body.task_params;
    if (
      params !== undefined &&
      params !== null &&
      (typeof params !== 'object' || Array.isArray(params))
    )
      failJson(400, 'task_params: must be an object');
    return {
      environment_ids: Array.isArray(ids)
        ? (ids as number[])
        : (previous?.environment_ids ?? (environmentId ? [environmentId] : [])),
      task_params: (params as Record<string, unknown> | null | undefined) ?? null,
      allow_override_branch_in_task: bool(body, 'allow_override_branch_in_task'),
      allow_parallel_tasks: bool(body, 'allow_parallel_tasks'),
      allow_any_vars_in_task: bool(body, 'allow_any_vars_in_task'),
    };
  };
  /** Stores the 2.20 fields; the first variable group is also the template's `environment_id`. */
  const saveExtras = (tpl: StoredTemplate, extras: StoredTemplateExtras | undefined) => {
    if (!extras) return;
    v220Of(demo.state).templates[String(tpl.id)] = extras;
    tpl.environment_id = extras.environment_ids[0] ?? null;
  };

  app.post(`${P}/templates`, async (c) => {
    need(c, Permission.manageProjectResources);
    const body = await readBody(c, TemplateBody);
    const pid = c.get('project').id;
    const { fields, vaults } = readTemplate(body);
    const extras = readExtras(body, undefined, fields.environment_id);
    const id = nextId(demo.state, 'templates');
    const tpl: StoredTemplate = { ...fields, id, project_id: pid, vaults: [], tasks: 0 };
    saveExtras(tpl, extras);
    tpl.vaults = makeVaults(vaults, pid, id, []);
    demo.state.templates.push(tpl);
    holdInventory(tpl);
    // The server records template creation with object type "schedule" (§6.16).
    projectEvent(demo, c, 'schedule', id, `Template ID ${id} created`);
    // Quirk (§6.11): the app is checked after the template was stored.
    if (!demo.state.apps[tpl.app]) failJson(400, `Invalid app id: ${tpl.app}`);
    const out = templateOut(demo.state, tpl, true);
    out.vaults = tpl.vaults.map((v) => ({ ...v, id: 0 }));
    out.last_task = null;
    return json(c, out, 201);
  });

  app.put(`${P}/templates/:template_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    const tpl = findTemplate(c);
    const body = await readBody(c, TemplateBody);
    if (int(body, 'id') !== tpl.id)
      failJson(400, 'template id in URL and in body must be the same');
    if (int(body, 'project_id') !== tpl.project_id)
      failJson(400, 'You can not move template to other project');
    const app = str(body, 'app');
    if (!demo.state.apps[app]) failJson(400, `Invalid app id: ${app}`);
    const { fields, vaults } = readTemplate(body);
    const extras = readExtras(
      body,
      demo.state.v220?.templates[String(tpl.id)],
      fields.environment_id,
    );
    if (fields.arguments === '') fields.arguments = null;
    if (fields.type !== 'deploy') fields.build_template_id = null;
    if (fields.type !== 'build') fields.start_version = null;
    Object.assign(tpl, fields);
    saveExtras(tpl, extras);
    tpl.vaults = makeVaults(vaults, tpl.project_id, tpl.id, tpl.vaults);
    holdInventory(tpl);
    projectEvent(demo, c, 'template', tpl.id, `Template ID ${tpl.id} updated`);
    return empty(c);
  });

  app.delete(`${P}/templates/:template_id`, (c) => {
    need(c, Permission.manageProjectResources);
    const tpl = findTemplate(c);
    const { state } = demo;
    runner.drop((t) => t.template_id === tpl.id);
    for (const t of state.tasks) if (t.template_id === tpl.id) delete state.outputs[String(t.id)];
    state.tasks = state.tasks.filter((t) => t.template_id !== tpl.id);
    state.schedules = state.schedules.filter((s) => s.template_id !== tpl.id);
    state.templates = state.templates.filter((t) => t.id !== tpl.id);
    for (const inv of state.inventories) if (inv.holder_id === tpl.id) inv.holder_id = null;
    projectEvent(demo, c, 'template', tpl.id, `Template ID ${tpl.id} deleted`);
    onSchedulesChanged();
    return empty(c);
  });

  // ---- Schedules (§6.13) ----
  const validateCron = (expr: string) => {
    try {
      parseCron(expr);
    } catch (error) {
      failJson(400, `Cron: ${(error as Error).message}`);
    }
  };
  /**
   * The timing fields of a schedule body. 2.10 reads only `cron_format`; 2.20 (newer §N7) also
   * `type`, `run_at` (RFC 3339; a run-once schedule keeps an empty `cron_format`),
   * `delete_after_run` and `task_params`.
   */
  const scheduleTiming = (body: Body): { cron_format: string; extra: Partial<StoredSchedule> } => {
    if (!v220 || str(body, 'type') !== 'run_at') {
      validateCron(str(body, 'cron_format'));
      const extra: Partial<StoredSchedule> = v220
        ? {
            type: '',
            run_at: null,
            delete_after_run: false,
            task_params: (body.task_params as StoredSchedule['task_params']) ?? null,
          }
        : {};
      return { cron_format: str(body, 'cron_format'), extra };
    }
    const runAt = str(body, 'run_at');
    if (runAt === '' || Number.isNaN(Date.parse(runAt)))
      failJson(400, 'run_at must be an RFC 3339 date and time');
    return {
      cron_format: '',
      extra: {
        type: 'run_at',
        run_at: new Date(runAt).toISOString(),
        delete_after_run: bool(body, 'delete_after_run'),
        task_params: (body.task_params as StoredSchedule['task_params']) ?? null,
      },
    };
  };
  app.get(`${P}/schedules`, (c) => {
    const pid = c.get('project').id;
    return json(
      c,
      demo.state.schedules
        .filter((s) => s.project_id === pid && s.repository_id === null)
        .map((s) => ({
          ...s,
          tpl_name: demo.state.templates.find((t) => t.id === s.template_id)?.name ?? '',
        })),
    );
  });
  app.get(`${P}/schedules/:schedule_id`, (c) =>
    json(c, findInProject(c, demo.state.schedules, 'schedule_id')),
  );
  app.post(`${P}/schedules/validate`, async (c) => {
    need(c, Permission.manageProjectResources);
    const body = await readBody(c, ScheduleBody);
    validateCron(str(body, 'cron_format'));
    c.header('content-type', 'application/json');
    return c.body(null, 200);
  });
  /** A schedule's fields from a create/update body (API §6.13, newer §N7), as stored. */
  const scheduleFields = (body: Body) => {
    const timing = scheduleTiming(body);
    return {
      template_id: int(body, 'template_id'),
      cron_format: timing.cron_format,
      name: str(body, 'name'),
      active: bool(body, 'active'),
      repository_id: intOrNull(body, 'repository_id'),
      ...timing.extra,
    };
  };
  app.post(`${P}/schedules`, async (c) => {
    need(c, Permission.manageProjectResources);
    const body = await readBody(c, ScheduleBody);
    const pid = c.get('project').id;
    const fields = scheduleFields(body);
    const schedule: StoredSchedule = {
      id: nextId(demo.state, 'schedules'),
      project_id: pid,
      ...fields,
    };
    demo.state.schedules.push(schedule);
    projectEvent(demo, c, 'schedule', schedule.id, `Schedule ID ${schedule.id} created`);
    onSchedulesChanged();
    return json(c, schedule, 201);
  });
  app.put(`${P}/schedules/:schedule_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    const schedule = findInProject(c, demo.state.schedules, 'schedule_id');
    const body = await readBody(c, ScheduleBody);
    if (int(body, 'id') !== schedule.id)
      failJson(400, 'schedule id in URL and in body must be the same');
    if (int(body, 'project_id') !== schedule.project_id)
      failJson(400, 'You can not move schedule to other project');
    Object.assign(schedule, scheduleFields(body));
    projectEvent(demo, c, 'schedule', schedule.id, `Schedule ID ${schedule.id} updated`);
    onSchedulesChanged();
    return empty(c);
  });
  app.put(`${P}/schedules/:schedule_id/active`, async (c) => {
    need(c, Permission.manageProjectResources);
    const schedule = findInProject(c, demo.state.schedules, 'schedule_id');
    const body = await readBody(c, ActiveBody);
    schedule.active = bool(body, 'active');
    demo.changed();
    onSchedulesChanged();
    return empty(c);
  });
  app.delete(`${P}/schedules/:schedule_id`, (c) => {
    need(c, Permission.manageProjectResources);
    const schedule = findInProject(c, demo.state.schedules, 'schedule_id');
    demo.state.schedules = demo.state.schedules.filter((s) => s.id !== schedule.id);
    projectEvent(demo, c, 'schedule', schedule.id, `Schedule ID ${schedule.id} deleted`);
    onSchedulesChanged();
    return empty(c);
  });
}
