import { type CronSpec, nextRunAfter, parseCron } from './cronSpec';
import type { Demo } from './demo';
import { type StoredSchedule, type StoredTask, v220Of } from './model';
import { readRun220 } from './routes/v220';
import type { TaskRunner } from './runner';

/**
 * Fires active time schedules (§5.12) on their cron: each check looks for a run time between the
 * previous check and now and queues a task without a user (`user_id`, `integration_id` and
 * `schedule_id` all null, as the real server does). Commit-triggered schedules (with
 * `repository_id`) never fire here: the simulated repositories never change.
 *
 * 2.20 run-once schedules (newer §N7, `type: "run_at"`) fire once when `run_at` falls in
 * (previous check, now], start their task with the schedule's `task_params`, and are then deleted
 * (`delete_after_run`) or switched off.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private lastCheck = Date.now();
  private readonly anchor = Date.now();
  private specs = new Map<number, { expr: string; spec: CronSpec }>();

  constructor(
    private readonly demo: Demo,
    private readonly runner: TaskRunner,
    private readonly checkMs = 1000,
  ) {}

  /** Starts checking every `checkMs` milliseconds. */
  start(): void {
    this.timer = setInterval(() => this.check(Date.now()), this.checkMs);
    this.timer.unref();
  }

  /** Stops checking. */
  close(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Forgets cached parses (after a schedule changed). */
  refresh(): void {
    this.specs.clear();
  }

  /** Fires every schedule with a run time in (lastCheck, now]; returns the ids of queued tasks. */
  check(now: number): number[] {
    const from = this.lastCheck;
    this.lastCheck = now;
    const queued: number[] = [];
    for (const schedule of [...this.demo.state.schedules]) {
      if (!schedule.active || schedule.repository_id !== null) continue;
      if (schedule.type === 'run_at') {
        const id = this.runOnce(schedule, from, now);
        if (id !== undefined) queued.push(id);
        continue;
      }
      let entry = this.specs.get(schedule.id);
      if (!entry || entry.expr !== schedule.cron_format) {
        try {
          entry = { expr: schedule.cron_format, spec: parseCron(schedule.cron_format) };
        } catch {
          continue;
        }
        this.specs.set(schedule.id, entry);
      }
      // 2.20 runs cron in its schedule zone (newer §N7); 2.10 in the process's.
      const zone =
        this.demo.settings.serverVersion === '2.20'
          ? this.demo.settings.scheduleTimezone
          : undefined;
      const next = nextRunAfter(entry.spec, from, this.anchor, zone);
      if (next === undefined || next > now) continue;
      const template = this.demo.state.templates.find((t) => t.id === schedule.template_id);
      if (!template) continue;
      queued.push(this.runner.createTask({ template, userId: null }).id);
    }
    return queued;
  }

  /** Fires a run-once schedule whose `run_at` is in (from, now]; returns the queued task's id. */
  private runOnce(schedule: StoredSchedule, from: number, now: number): number | undefined {
    const at = Date.parse(schedule.run_at ?? '');
    if (Number.isNaN(at) || at <= from || at > now) return undefined;
    const { state } = this.demo;
    const template = state.templates.find((t) => t.id === schedule.template_id);
    if (schedule.delete_after_run) {
      state.schedules = state.schedules.filter((s) => s.id !== schedule.id);
    } else {
      schedule.active = false;
    }
    this.refresh();
    this.demo.changed();
    if (!template) return undefined;
    const p = schedule.task_params ?? {};
    const fields: Partial<StoredTask> = {
      environment: p.environment ?? '',
      arguments: p.arguments ?? null,
      git_branch: p.git_branch ?? null,
      message: p.message ?? '',
      version: p.version ?? null,
      inventory_id: p.inventory_id ?? null,
    };
    let params: Record<string, unknown> | undefined;
    try {
      const run = readRun220({ params: p.params ?? {} }, template.app);
      params = run.params;
      Object.assign(fields, {
        debug: run.debug,
        dry_run: run.dry_run,
        diff: run.diff,
        limit: run.limit,
      });
    } catch {
      // Parameters the run form would refuse: the task runs with the template's defaults.
    }
    const task = this.runner.createTask({ template, userId: null, fields });
    if (params) v220Of(state).taskParams[String(task.id)] = params;
    return task.id;
  }
}
