import { isFinishedTaskStatus } from '@semaphore-console/api-client';
import { taskFixture } from '@semaphore-console/api-client/testing';
import { randomBytes } from 'node:crypto';
import type { Demo } from './demo';
import { nowIso } from './http';
import { type StoredTask, type StoredTemplate, type TaskStatus, nextTaskId } from './model';
import { scriptFor, syntheticLine, syntheticLongLine } from './output';
import { OutputWriter } from './outputWriter';
import { tasksNewestFirst } from './wire';

/** One queued or running task in the simulated runner (the real server's in-memory pool, §8.4). */
interface Job {
  task: StoredTask;
  template: StoredTemplate;
  /** Websocket recipients, fixed at creation (§7.2). */
  recipients: number[];
  location: 'queue' | 'running';
  /** Remaining lines to print. */
  pending: string[];
  /** Lines printed after a confirmation (Terraform/OpenTofu apply). */
  afterConfirm: string[] | undefined;
  fails: boolean;
  /** Lines per second while printing. */
  rate: number;
  timer: NodeJS.Timeout | undefined;
  /** Whether the job waits at `waiting_confirmation`. */
  pausedForConfirm: boolean;
  /** A normal stop arrived while `starting`: the job finishes but keeps `stopping` (§8.2). */
  stoppedWhileStarting: boolean;
}

/** Options of {@link TaskRunner.createTask}. */
export interface NewTask {
  template: StoredTemplate;
  userId: number | null;
  integrationId?: number | null;
  buildTaskId?: number | null;
  fields?: Partial<StoredTask>;
}

/** Next build version after `last` (`1.0.7` → `1.0.8`), or `start` for the first build. */
export function nextVersion(start: string | null, last: string | null): string | null {
  if (!last) return start;
  const m = /^(.*?)(\d+)(\D*)$/.exec(last);
  if (!m) return last;
  return `${m[1]}${Number(m[2]) + 1}${m[3]}`;
}

/**
 * The simulated task runner: a queue processed by a ticker that starts at most one task per tick,
 * the per-template and per-project limits, the status setter with the real server's refusal rules
 * (§8.2), output streaming as websocket `log` messages, confirm, stop and force stop.
 */
export class TaskRunner {
  private readonly jobs = new Map<number, Job>();
  private readonly queue: number[] = [];
  private ticker: NodeJS.Timeout | undefined;
  /** Stores output lines, with the `outputDelayMs` fault option's lag (API §7.5). */
  readonly output: OutputWriter;

  constructor(private readonly demo: Demo) {
    this.output = new OutputWriter(demo);
  }

  /** Starts the queue ticker. */
  start(): void {
    this.ticker = setInterval(() => this.tick(), this.demo.settings.timing.tickMs);
    this.ticker.unref();
  }

  /** Stops the ticker and every timer (server shutdown). */
  close(): void {
    if (this.ticker) clearInterval(this.ticker);
    for (const job of this.jobs.values()) if (job.timer) clearTimeout(job.timer);
    this.output.close();
  }

  /**
   * Forgets every queued or running job whose task matches (its project or template was deleted):
   * timers stop, nothing more is sent or stored for it.
   */
  drop(match: (task: StoredTask) => boolean): void {
    for (const job of [...this.jobs.values()]) {
      if (!match(job.task)) continue;
      if (job.timer) clearTimeout(job.timer);
      this.jobs.delete(job.task.id);
      const qi = this.queue.indexOf(job.task.id);
      if (qi >= 0) this.queue.splice(qi, 1);
    }
  }

  /** Whether a task is queued or running in this process. */
  isActive(taskId: number): boolean {
    return this.jobs.has(taskId);
  }

  /**
   * Active-task records of `GET /api/tasks` (§5.19): queue first, then running. `username` is the
   * login name of the user who started the task, present only when non-empty (the real server's
   * pool keeps it per job; schedule, webhook and autorun tasks have none, §8.5).
   */
  activeTasks(): Record<string, unknown>[] {
    const records = [...this.jobs.values()].map((j) => {
      const username = this.demo.user(j.task.user_id)?.username;
      return {
        task_id: j.task.id,
        project_id: j.task.project_id,
        ...(username ? { username } : {}),
        status: j.task.status,
        location: j.location,
      };
    });
    return [
      ...records.filter((r) => r.location === 'queue'),
      ...records.filter((r) => r.location === 'running'),
    ];
  }

  /**
   * Appends one output line: sent as a `log` message (§7.3) and stored for `/output` (at once, or
   * after the `outputDelayMs` fault option's delay, §7.5).
   */
  log(task: StoredTask, recipients: number[], output: string): void {
    const time = nowIso();
    this.output.write(task.id, { time, output });
    this.demo.hub.send(recipients, {
      type: 'log',
      task_id: task.id,
      project_id: task.project_id,
      time,
      output,
    });
  }

  /** Sends an `update` message for the task (§7.3). */
  sendUpdate(task: StoredTask, recipients: number[]): void {
    this.demo.hub.send(recipients, {
      type: 'update',
      task_id: task.id,
      project_id: task.project_id,
      template_id: task.template_id,
      status: task.status,
      start: task.start,
      end: task.end,
      version: task.version,
    });
    this.demo.changed();
  }

  /**
   * The status setter with the server's refusal rules (§8.2). Returns whether the status changed.
   * Stamps `start` when the status becomes `running`.
   */
  setStatus(task: StoredTask, recipients: number[], status: TaskStatus): boolean {
    const from = task.status;
    if (from === status) return false;
    if (from === 'stopped') return false;
    if (from === 'confirmed' && status === 'waiting_confirmation') return false;
    if (from === 'running' && status === 'waiting') return false;
    if (from === 'stopping' && (status === 'waiting' || status === 'running')) return false;
    task.status = status;
    if (status === 'running') {
      task.start = nowIso();
      if (from !== 'confirmed') {
        this.taskEvent(task, `Task ID ${task.id} (${this.templateName(task)}) is running`);
      }
    }
    this.sendUpdate(task, recipients);
    return true;
  }

  private templateName(task: StoredTask): string {
    return this.demo.state.templates.find((t) => t.id === task.template_id)?.name ?? '';
  }

  /**
   * Creates a task (status `waiting`), stores it, records the "queued" event and puts it into the
   * queue (§6.12). For `build` templates the version is computed from the last build.
   */
  createTask(input: NewTask): StoredTask {
    const { state } = this.demo;
    const tpl = input.template;
    let version: string | null = input.fields?.version ?? null;
    if (tpl.type === 'build') {
      const lastBuild = tasksNewestFirst(
        state.tasks.filter((t) => t.template_id === tpl.id && t.version),
      )[0];
      version = nextVersion(tpl.start_version, lastBuild?.version ?? null);
    }
    const task: StoredTask = {
      ...taskFixture({
        id: nextTaskId(state),
        template_id: tpl.id,
        project_id: tpl.project_id,
        status: 'waiting',
        environment: '',
      }),
      ...input.fields,
      user_id: input.userId,
      integration_id: input.integrationId ?? input.fields?.integration_id ?? null,
      build_task_id: input.buildTaskId ?? input.fields?.build_task_id ?? null,
      version,
      created: nowIso(),
      start: null,
      end: null,
    };
    task.status = 'waiting';
    state.tasks.push(task);
    this.taskEvent(task, `Task ID ${task.id} queued for running`, input.userId);
    this.enqueue(task, tpl);
    return task;
  }

  private vars(task: StoredTask, tpl: StoredTemplate): Record<string, unknown> {
    const parse = (s: string | null | undefined): Record<string, unknown> => {
      if (!s) return {};
      try {
        const v: unknown = JSON.parse(s);
        return typeof v === 'object' && v !== null && !Array.isArray(v)
          ? (v as Record<string, unknown>)
          : {};
      } catch {
        return {};
      }
    };
    // 2.20: the template's variable groups in order, later ones overriding earlier ones (newer §N6).
    const groups = this.demo.state.v220?.templates[String(tpl.id)]?.environment_ids ?? [
      tpl.environment_id,
    ];
    const merged = groups.reduce<Record<string, unknown>>((vars, id) => {
      const env = this.demo.state.environments.find((e) => e.id === id);
      return { ...vars, ...parse(env?.json) };
    }, {});
    // The environment's value wins on a clash (§5.9).
    return { ...parse(task.environment), ...merged };
  }

  private enqueue(task: StoredTask, tpl: StoredTemplate, rate?: number): Job {
    const script = scriptFor({
      app: tpl.app,
      templateName: tpl.name,
      playbook: task.playbook || tpl.playbook,
      vars: this.vars(task, tpl),
      debug: task.debug,
      dryRun: task.dry_run,
      limit: task.limit,
    });
    const job: Job = {
      task,
      template: tpl,
      recipients: this.demo.recipients(task.project_id),
      location: 'queue',
      pending: script.lines,
      afterConfirm: script.afterConfirm,
      fails: script.fails,
      rate: rate ?? 1000 / Math.max(1, this.demo.settings.timing.lineMs),
      timer: undefined,
      pausedForConfirm: false,
      stoppedWhileStarting: false,
    };
    this.jobs.set(task.id, job);
    this.queue.push(task.id);
    this.sendUpdate(task, job.recipients);
    this.log(task, job.recipients, `Task ${task.id} added to queue`);
    return job;
  }

  /** One queue tick: starts at most one task that is not held back (§8.4). */
  tick(): void {
    const running = [...this.jobs.values()].filter((j) => j.location === 'running');
    for (let i = 0; i < this.queue.length; i++) {
      const id = this.queue[i] as number;
      const job = this.jobs.get(id);
      if (!job) {
        this.queue.splice(i, 1);
        i--;
        continue;
      }
      if (job.task.status === 'stopping' || job.task.status === 'stopped') {
        // Stopped while waiting: it becomes stopped without running.
        this.queue.splice(i, 1);
        this.setStatus(job.task, job.recipients, 'stopped');
        this.finalize(job);
        return;
      }
      const project = this.demo.project(job.task.project_id);
      const held =
        running.length >= this.demo.settings.maxParallelTasks ||
        // One task per template at a time, unless a 2.20 template allows parallel tasks (newer §N4).
        (running.some((r) => r.task.template_id === job.task.template_id) &&
          !this.demo.state.v220?.templates[String(job.task.template_id)]?.allow_parallel_tasks) ||
        (project !== undefined &&
          project.max_parallel_tasks > 0 &&
          running.filter((r) => r.task.project_id === project.id).length >=
            project.max_parallel_tasks);
      if (held) continue;
      this.queue.splice(i, 1);
      this.begin(job);
      return;
    }
  }

  private begin(job: Job): void {
    const { task, recipients, template } = job;
    job.location = 'running';
    this.setStatus(task, recipients, 'starting');
    const repo = this.demo.state.repositories.find((r) => r.id === template.repository_id);
    const preamble = [
      `Started: ${task.id}`,
      `Run TaskRunner with template: ${template.name}`,
      `Preparing: ${task.id}`,
    ];
    if (repo && !repo.git_url.startsWith('/')) {
      task.commit_hash ??= randomBytes(20).toString('hex');
      task.commit_message ||=
        'Merge pull request #' + (200 + (task.id % 300)) + ' from example/release';
    }
    if (repo) {
      preamble.push(
        `Cloning Repository ${repo.git_url}`,
        `Cloning into 'repository_${repo.id}_template_${template.id}'...`,
      );
      const branch = task.git_branch ?? template.git_branch ?? repo.git_branch;
      if (branch) preamble.push(`Switched to branch '${branch}'`);
    }
    for (const line of preamble) this.log(task, recipients, line);
    job.timer = setTimeout(() => {
      job.timer = undefined;
      if (!this.jobs.has(task.id)) return;
      if (task.status === 'stopping') job.stoppedWhileStarting = true;
      this.setStatus(task, recipients, 'running');
      this.play(job);
    }, this.demo.settings.timing.startingMs);
  }

  /** Prints pending lines at the job's rate, then pauses for confirmation or finishes. */
  private play(job: Job): void {
    const startedAt = Date.now();
    const total = job.pending.length;
    let printed = 0;
    const interval = Math.max(5, Math.min(100, 1000 / job.rate));
    const step = (): void => {
      job.timer = undefined;
      if (!this.jobs.has(job.task.id)) return;
      const due = Math.min(
        total,
        Math.max(printed + 1, Math.floor(((Date.now() - startedAt) * job.rate) / 1000)),
      );
      while (printed < due) {
        this.log(job.task, job.recipients, job.pending[printed] as string);
        printed++;
      }
      if (printed < total) {
        job.timer = setTimeout(step, interval);
        return;
      }
      job.pending = [];
      this.demo.changed();
      if (job.afterConfirm && !job.fails) {
        job.pausedForConfirm = true;
        this.setStatus(job.task, job.recipients, 'waiting_confirmation');
        return;
      }
      this.complete(job, job.fails ? 'error' : 'success');
    };
    if (total === 0) step();
    else job.timer = setTimeout(step, interval);
  }

  /** End of the job's own run: terminal status, autorun deploys, final update with `end` (§8.3). */
  private complete(job: Job, outcome: 'success' | 'error'): void {
    const { task, recipients } = job;
    if (!job.stoppedWhileStarting && task.status === 'running') {
      this.setStatus(task, recipients, outcome);
    }
    if (outcome === 'success' && task.status === 'success') this.autorun(task);
    this.finalize(job);
  }

  /** Sets `end`, sends the final update, records the "finished" event and forgets the job. */
  private finalize(job: Job): void {
    const { task, recipients } = job;
    if (job.timer) clearTimeout(job.timer);
    this.jobs.delete(task.id);
    const qi = this.queue.indexOf(task.id);
    if (qi >= 0) this.queue.splice(qi, 1);
    task.end = nowIso();
    this.sendUpdate(task, recipients);
    this.taskEvent(
      task,
      `Task ID ${task.id} (${this.templateName(task)}) finished - ${task.status.toUpperCase()}`,
    );
  }

  private autorun(build: StoredTask): void {
    for (const tpl of this.demo.state.templates) {
      if (tpl.type === 'deploy' && tpl.autorun && tpl.build_template_id === build.template_id) {
        this.createTask({ template: tpl, userId: null, buildTaskId: build.id });
      }
    }
  }

  /**
   * `POST …/tasks/{id}/confirm` (§8.2): sets `confirmed` on an active task and resumes a Terraform
   * apply. Returns false when the task is not active (the route answers 400).
   */
  confirm(task: StoredTask): boolean {
    const job = this.jobs.get(task.id);
    if (!job) return false;
    this.setStatus(task, job.recipients, 'confirmed');
    if (job.pausedForConfirm && task.status === 'confirmed') {
      job.pausedForConfirm = false;
      job.pending = job.afterConfirm ?? [];
      job.afterConfirm = undefined;
      job.timer = setTimeout(() => {
        job.timer = undefined;
        this.setStatus(task, job.recipients, 'running');
        this.play(job);
      }, this.demo.settings.timing.lineMs);
    }
    return true;
  }

  /** `POST …/tasks/{id}/stop` (§8.2) for an active or a finished task. */
  stop(task: StoredTask, force: boolean): void {
    const job = this.jobs.get(task.id);
    if (!job) {
      if (task.status === 'stopped') return;
      const recipients = this.demo.recipients(task.project_id);
      task.status = 'stopped';
      this.sendUpdate(task, recipients);
      this.taskEvent(task, `Task ID ${task.id} (${this.templateName(task)}) finished - STOPPED`);
      return;
    }
    const { recipients } = job;
    if (force) {
      const wasRunning = task.status === 'running';
      this.setStatus(task, recipients, 'stopped');
      if (wasRunning) this.log(task, recipients, 'Task was force stopped');
      this.finalize(job);
      return;
    }
    const previous = task.status;
    if (!this.setStatus(task, recipients, 'stopping')) return;
    if (previous === 'running' || previous === 'confirmed') {
      // The process is killed; the killed job reports a failure → `error` (stopping → error allowed).
      if (job.timer) clearTimeout(job.timer);
      job.timer = setTimeout(() => {
        job.timer = undefined;
        this.log(task, recipients, 'Stopping the process: signal: killed');
        this.setStatus(task, recipients, 'error');
        this.finalize(job);
      }, this.demo.settings.timing.lineMs);
    } else if (previous === 'starting') {
      job.stoppedWhileStarting = true;
    }
    // `waiting`: the queue turns it into `stopped`; `waiting_confirmation`: it hangs in `stopping`.
  }

  /**
   * A synthetic task for benchmarks (COMMON.md): without `linesPerSecond` it is created finished
   * (`success`) with `lines` stored lines; with it, it starts at once and streams the lines at that rate.
   * With `lineLength` every line is that many characters long (benchmarks of long lines).
   */
  synthetic(
    tpl: StoredTemplate,
    userId: number,
    lines: number,
    linesPerSecond?: number,
    lineLength?: number,
  ): StoredTask {
    const { state } = this.demo;
    const syntheticOutput =
      lineLength === undefined ? syntheticLine : (n: number) => syntheticLongLine(n, lineLength);
    if (linesPerSecond === undefined) {
      const now = Date.now();
      const created = new Date(now - lines).toISOString();
      const task: StoredTask = {
        ...this.blankTask(tpl, userId),
        status: 'success',
        created,
        start: created,
        end: new Date(now).toISOString(),
        message: `synthetic: ${lines} lines`,
      };
      state.tasks.push(task);
      const out = new Array<{ time: string; output: string }>(lines);
      for (let i = 0; i < lines; i++) out[i] = { time: created, output: syntheticOutput(i) };
      state.outputs[String(task.id)] = out;
      this.demo.outputBody(task.id);
      this.demo.changed();
      return task;
    }
    const task: StoredTask = {
      ...this.blankTask(tpl, userId),
      message: `synthetic: ${lines} lines at ${linesPerSecond}/s`,
      created: nowIso(),
    };
    state.tasks.push(task);
    const job = this.enqueue(task, tpl, linesPerSecond);
    job.pending = Array.from({ length: lines }, (_, i) => syntheticOutput(i));
    job.afterConfirm = undefined;
    job.fails = false;
    this.queue.splice(this.queue.indexOf(task.id), 1);
    job.location = 'running';
    this.setStatus(task, job.recipients, 'starting');
    this.setStatus(task, job.recipients, 'running');
    this.play(job);
    return task;
  }

  private blankTask(tpl: StoredTemplate, userId: number): StoredTask {
    return taskFixture({
      id: nextTaskId(this.demo.state),
      template_id: tpl.id,
      project_id: tpl.project_id,
      status: 'waiting',
      user_id: userId,
      created: nowIso(),
    });
  }

  /** Records an event of `task` (API §5.10) by `userId` (its starter unless given). */
  private taskEvent(task: StoredTask, description: string, userId = task.user_id): void {
    this.demo.event({
      user_id: userId,
      project_id: task.project_id,
      object_id: task.id,
      object_type: 'task',
      description,
    });
  }

  /** After loading a saved state: tasks that were active when the process ended become `error`. */
  static settleLoaded(tasks: StoredTask[]): void {
    for (const t of tasks) {
      if (!isFinishedTaskStatus(t.status)) {
        t.status = 'error';
        t.end ??= nowIso();
      }
    }
  }
}
