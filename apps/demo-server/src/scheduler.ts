import { type CronSpec, nextRunAfter, parseCron } from './cronSpec';
import type { Demo } from './demo';
import type { TaskRunner } from './runner';

/**
 * Fires active time schedules (§5.12) on their cron: each check looks for a run time between the
 * previous check and now and queues a task without a user (`user_id`, `integration_id` and
 * `schedule_id` all null, as the real server does). Commit-triggered schedules (with
 * `repository_id`) never fire here: the simulated repositories never change.
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
    for (const schedule of this.demo.state.schedules) {
      if (!schedule.active || schedule.repository_id !== null) continue;
      let entry = this.specs.get(schedule.id);
      if (!entry || entry.expr !== schedule.cron_format) {
        try {
          entry = { expr: schedule.cron_format, spec: parseCron(schedule.cron_format) };
        } catch {
          continue;
        }
        this.specs.set(schedule.id, entry);
      }
      const next = nextRunAfter(entry.spec, from, this.anchor);
      if (next === undefined || next > now) continue;
      const template = this.demo.state.templates.find((t) => t.id === schedule.template_id);
      if (!template) continue;
      queued.push(this.runner.createTask({ template, userId: null }).id);
    }
    return queued;
  }
}
