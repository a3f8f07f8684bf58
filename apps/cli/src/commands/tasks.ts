/**
 * `run`, `logs`, `stop`, `confirm` and `reject` (API §6.12, §7, §8; newer §N4).
 */
import {
  isHttpError,
  type Project,
  type Task,
  type Template,
  type WsLog,
  type WsUpdate,
} from '@semaphore-console/api-client';
import { detectCapabilities, rejectTask } from '../capabilities';
import { type Connection, type ConnectionFlags, connect } from '../connect';
import { CliError, EXIT_CODES, type ExitCode, usageError } from '../exitCodes';
import { feedOpen, followTask, isOver, openFeed } from '../follow';
import { type CliIO, DEFAULT_TIMING, type FollowTiming, useColor } from '../io';
import { LogPrinter, paint, writeJson } from '../output';
import { pick, resolveProject, resolveTask, resolveTemplate, taskIdOf } from '../resolve';
import { buildTaskRequest, type RunFlags, type VariableArg } from '../runRequest';
import { SummaryCollector, summaryLines } from '../summary';
import { duration } from './look';

/** Flags of the commands that follow a task. */
export interface FollowFlags extends ConnectionFlags {
  /** Project id or name. */
  project?: string;
  /** JSON events, one per line. */
  json?: boolean;
  /** `--no-color`. */
  color?: boolean;
  /** Follow the log (`--follow` / `--no-follow`; default: on a terminal for `run`). */
  follow?: boolean;
  /** Confirm a plan that waits for confirmation (`--auto-confirm`). */
  autoConfirm?: boolean;
}

/** The exit code of a finished task's status (API §8.1, §8.2). */
export function exitCodeOfStatus(status: string): ExitCode {
  if (status === 'success') return EXIT_CODES.success;
  // A stop while `starting` can end with `end` set and the status still `stopping` (API §8.2).
  if (status === 'stopped' || status === 'stopping') return EXIT_CODES.taskStopped;
  // A confirmed non-Terraform run can end with `end` set and the status `confirmed` (API §8.2).
  if (status === 'confirmed') return EXIT_CODES.success;
  return EXIT_CODES.taskFailed;
}

/** The follower's timings of an IO. */
function timingOf(io: CliIO): FollowTiming {
  return { ...DEFAULT_TIMING, ...io.timing };
}

/**
 * Follows a task to its end: the log on stdout (colours on a terminal, plain otherwise, or JSON
 * events), notices and the run summary on stderr; resolves with the task's exit code.
 */
async function watch(
  connection: Connection,
  project: Project,
  initial: Task,
  flags: FollowFlags,
  io: CliIO,
  feedSetup?: { feed: Awaited<ReturnType<typeof openFeed>>; early: (WsLog | WsUpdate)[] },
): Promise<ExitCode> {
  const timing = timingOf(io);
  const json = flags.json === true;
  const colorOut = useColor(io.stdout, io.env, flags.color === false);
  const style = paint(useColor(io.stderr, io.env, flags.color === false));
  const printer = new LogPrinter(
    io.stdout,
    json ? 'json' : colorOut ? 'color' : 'plain',
    initial.id,
  );
  const summary = new SummaryCollector();
  const note = (text: string): void => {
    if (!json) io.stderr.write(`${text}\n`);
  };
  let feed = feedSetup?.feed;
  const liveFromStart = feed !== undefined && feed.state === 'open';
  if (!feed) {
    feed = await openFeed(connection, io.WebSocket, timing);
    await feedOpen(feed, 3000);
  }
  let confirmed = false;
  /** A stop was requested while following: a killed run then ends `error` (API §8.2). */
  let stopRequested = false;
  const tasks = connection.client.project(project.id).tasks;
  try {
    const result = await followTask({
      connection,
      projectId: project.id,
      task: initial,
      feed,
      liveFromStart,
      early: feedSetup?.early,
      timing,
      signal: io.signal,
      sink: {
        debug: io.env.SEMAPHORE_CONSOLE_DEBUG
          ? (text) => io.stderr.write(`[debug] ${text}\n`)
          : undefined,
        lines(lines, first) {
          printer.lines(lines, first);
          for (const line of lines) summary.push(line.output, line.time);
        },
        status(status, times) {
          if (status === 'stopping') stopRequested = true;
          if (json)
            writeJson(io.stdout, {
              type: 'status',
              task_id: initial.id,
              status,
              start: times.start,
              end: times.end,
            });
          else note(`${style.dim(`Task #${initial.id}:`)} ${style.status(status)}`);
        },
        waitingConfirmation() {
          if (flags.autoConfirm) {
            if (confirmed) return;
            confirmed = true;
            note(`Task #${initial.id} waits for confirmation: confirming (--auto-confirm)`);
            tasks.confirm(initial.id).catch((error: unknown) => {
              note(
                `Could not confirm task #${initial.id}: ${error instanceof Error ? error.message : String(error)}`,
              );
            });
            return;
          }
          if (json) {
            writeJson(io.stdout, {
              type: 'waiting_confirmation',
              task_id: initial.id,
              confirm: `semaphore-console confirm ${initial.id} --project ${project.id}`,
              reject: `semaphore-console reject ${initial.id} --project ${project.id}`,
            });
          } else {
            note(
              style.bold(
                `Task #${initial.id} is waiting for confirmation. Review the plan above, then run:\n  semaphore-console confirm ${initial.id} --project ${project.id}\nor reject it:\n  semaphore-console reject ${initial.id} --project ${project.id}\n(or start the run with --auto-confirm)`,
              ),
            );
          }
        },
      },
    });
    if (io.env.SEMAPHORE_CONSOLE_DEBUG) {
      const mb = (n: number) => `${Math.round(n / 104857.6) / 10} MB`;
      const m = process.memoryUsage();
      io.stderr.write(
        `[debug] memory: rss ${mb(m.rss)}, heap ${mb(m.heapUsed)}/${mb(m.heapTotal)}, external ${mb(m.external)}, array buffers ${mb(m.arrayBuffers)}\n`,
      );
    }
    if (result.interrupted) {
      note(
        `Stopped following. Task #${initial.id} goes on: semaphore-console stop ${initial.id} --project ${project.id}`,
      );
      return EXIT_CODES.interrupted;
    }
    // A normal stop of a running task usually ends `error`, not `stopped` (API §8.2): after a
    // `stopping` status it is reported as stopped.
    const stoppedRun = stopRequested && result.task.status === 'error';
    const code = stoppedRun ? EXIT_CODES.taskStopped : exitCodeOfStatus(result.task.status);
    if (stoppedRun)
      note(`Task #${initial.id} ended error after a stop was requested: reported as stopped`);
    const runSummary = summary.summary();
    if (json) {
      writeJson(io.stdout, {
        type: 'result',
        task: result.task,
        lines: result.lines,
        complete: result.complete,
        summary: runSummary,
        exit_code: code,
      });
    } else {
      if (!result.complete)
        note(
          'The server was still writing the stored log when the wait ended: the log above may be short (API §7.5)',
        );
      for (const line of summaryLines(runSummary)) note(line);
      const took = duration(result.task.start, result.task.end);
      note(
        `Task #${initial.id} ${style.status(result.task.status)}${took ? ` in ${took}` : ''} (${result.lines} lines)`,
      );
    }
    return code;
  } finally {
    feed.dispose();
  }
}

/** A task that ended longer ago than this (ms) has its whole log stored (the console's 5 minutes). */
const SETTLED_AFTER_MS = 300_000;

/** Flags of `run`: those that shape the task as {@link RunFlags} names them, and the unresolved rest. */
export interface RunCommandFlags
  extends
    FollowFlags,
    Pick<
      RunFlags,
      'message' | 'limit' | 'tags' | 'skipTags' | 'debug' | 'dryRun' | 'diff' | 'branch'
    > {
  /** `--var` pairs, in order. */
  var?: VariableArg[];
  /** `--secret` pairs. */
  secret?: VariableArg[];
  /** `--version`: a build's version, resolved to its task (deploy templates). */
  version?: string;
  /** `--inventory`: an inventory id or name. */
  inventory?: string;
}

/** The build task of a deploy template's `--version` (a successful build with that version). */
async function buildTaskOf(
  connection: Connection,
  projectId: number,
  template: Template,
  version: string,
): Promise<number> {
  if (template.type !== 'deploy' || !template.build_template_id) {
    throw usageError(`--version applies to deploy templates; "${template.name}" is not one`);
  }
  const builds = await connection.client
    .project(projectId)
    .templates.tasks(template.build_template_id);
  const ok = builds.filter((task) => task.status === 'success' && task.version);
  const found = ok.find((task) => task.version === version);
  if (!found) {
    const known = [...new Set(ok.map((task) => task.version))].slice(0, 10).join(', ');
    throw usageError(
      `--version ${version}: no successful build of that version${known ? ` (there are: ${known})` : ''}`,
    );
  }
  return found.id;
}

/**
 * `run <template>`: checks the flags against the template (nothing is sent before), opens the
 * live feed, creates the task and, with `--follow` (default on a terminal), follows it to its
 * end and exits with its outcome.
 */
export async function run(
  templateRef: string,
  flags: RunCommandFlags,
  io: CliIO,
): Promise<ExitCode> {
  const connection = await connect(flags, io);
  const { client } = connection;
  const project = await resolveProject(client, flags.project, io.env);
  const template = await resolveTemplate(client, project.id, templateRef);
  const capabilities = await detectCapabilities(connection);
  const runFlags: RunFlags = {
    vars: flags.var ?? [],
    secrets: flags.secret ?? [],
    message: flags.message,
    limit: flags.limit,
    tags: flags.tags,
    skipTags: flags.skipTags,
    debug: flags.debug,
    dryRun: flags.dryRun,
    diff: flags.diff,
    branch: flags.branch,
  };
  // Checked once without the looked-up ids first, so a refused variable is reported before
  // anything else is read.
  buildTaskRequest(template, runFlags, capabilities);
  if (flags.inventory !== undefined) {
    runFlags.inventoryId = pick(
      await client.project(project.id).inventory.list(),
      flags.inventory,
      'inventory',
    ).id;
  }
  if (flags.version !== undefined) {
    runFlags.buildTaskId = await buildTaskOf(connection, project.id, template, flags.version);
  }
  const { body, warnings } = buildTaskRequest(template, runFlags, capabilities);
  for (const warning of warnings) io.stderr.write(`Warning: ${warning}\n`);

  const follow = flags.follow ?? io.stdout.isTTY === true;
  const timing = timingOf(io);
  let setup:
    { feed: Awaited<ReturnType<typeof openFeed>>; early: (WsLog | WsUpdate)[] } | undefined;
  if (follow) {
    // The feed first, so no line of the new task is missed (API §6.12: messages may precede the POST's answer).
    const feed = await openFeed(connection, io.WebSocket, timing);
    const early: (WsLog | WsUpdate)[] = [];
    const offLog = feed.on('log', (m) => early.push(m));
    const offUpdate = feed.on('update', (m) => early.push(m));
    await feedOpen(feed, 5000);
    setup = { feed, early };
    let created: Task;
    try {
      created = await client.project(project.id).tasks.create(body);
    } catch (error) {
      feed.dispose();
      throw refusedRun(error, template);
    } finally {
      offLog();
      offUpdate();
    }
    setup.early = early.filter((m) => m.task_id === created.id);
    announce(created, template, project, flags, io);
    return watch(connection, project, created, flags, io, setup);
  }
  let created: Task;
  try {
    created = await client.project(project.id).tasks.create(body);
  } catch (error) {
    throw refusedRun(error, template);
  }
  if (flags.json) writeJson(io.stdout, { type: 'task', task: created });
  else {
    io.stdout.write(`${created.id}\n`);
    io.stderr.write(
      `Task #${created.id} queued: ${template.name} (project ${project.name}). Follow it: semaphore-console logs ${created.id} --follow --project ${project.id}\n`,
    );
  }
  return EXIT_CODES.success;
}

/** A refused run as a clear error (2.20.2 names the variable, newer §N4). */
function refusedRun(error: unknown, template: Template): unknown {
  if (isHttpError(error, 400) && error.serverError) {
    return new CliError(
      `The server refused to run "${template.name}": ${error.serverError}`,
      EXIT_CODES.serverError,
    );
  }
  return error;
}

function announce(
  task: Task,
  template: Template,
  project: Project,
  flags: FollowFlags,
  io: CliIO,
): void {
  if (flags.json) writeJson(io.stdout, { type: 'task', task });
  else io.stderr.write(`Task #${task.id} queued: ${template.name} (project ${project.name})\n`);
}

/**
 * `logs <task>`: prints the stored log (`GET …/output`); with `--follow`, follows a running task
 * to its end and exits with its outcome.
 */
export async function logs(id: string, flags: FollowFlags, io: CliIO): Promise<ExitCode> {
  const taskId = taskIdOf(id);
  const connection = await connect(flags, io);
  const { project, task } = await resolveTask(connection.client, taskId, flags.project, io.env);
  if (flags.follow) {
    if (flags.json) writeJson(io.stdout, { type: 'task', task });
    // A task that ended a while ago has its whole log stored: one read, no settle (API §7.5).
    const endedMs = task.end ? Date.parse(task.end) : Number.NaN;
    const settled = isOver(task) && Date.now() - endedMs > SETTLED_AFTER_MS;
    return watch(
      connection,
      project,
      task,
      flags,
      settled ? { ...io, timing: { ...io.timing, settleQuietMs: 0 } } : io,
    );
  }
  const colorOut = useColor(io.stdout, io.env, flags.color === false);
  const printer = new LogPrinter(
    io.stdout,
    flags.json ? 'json' : colorOut ? 'color' : 'plain',
    task.id,
  );
  let index = 0;
  for await (const { records } of connection.client
    .project(project.id)
    .tasks.outputBatches(task.id)) {
    printer.lines(
      records.map((r, i) => ({ key: index + i, time: r.time, output: r.output })),
      index,
    );
    index += records.length;
  }
  if (flags.follow && flags.json)
    writeJson(io.stdout, {
      type: 'result',
      task,
      lines: index,
      complete: true,
      exit_code: exitCodeOfStatus(task.status),
    });
  return flags.follow ? exitCodeOfStatus(task.status) : EXIT_CODES.success;
}

/** `stop <task> [--force]` (API §6.12, §8.2). */
export async function stop(
  id: string,
  flags: FollowFlags & { force?: boolean },
  io: CliIO,
): Promise<ExitCode> {
  const taskId = taskIdOf(id);
  const { client } = await connect(flags, io);
  const { project } = await resolveTask(client, taskId, flags.project, io.env);
  await client.project(project.id).tasks.stop(taskId, { force: flags.force === true });
  if (flags.json)
    writeJson(io.stdout, { type: 'stop', task_id: taskId, force: flags.force === true });
  else io.stderr.write(`Task #${taskId}: ${flags.force ? 'force stop' : 'stop'} requested\n`);
  return EXIT_CODES.success;
}

/** `confirm <task>` (API §6.12: only a task waiting for confirmation, in the server's memory). */
export async function confirm(id: string, flags: FollowFlags, io: CliIO): Promise<ExitCode> {
  const taskId = taskIdOf(id);
  const { client } = await connect(flags, io);
  const { project, task } = await resolveTask(client, taskId, flags.project, io.env);
  if (task.status !== 'waiting_confirmation') {
    throw usageError(`Task #${taskId} is ${task.status}, not waiting for confirmation`);
  }
  await client.project(project.id).tasks.confirm(taskId);
  if (flags.json) writeJson(io.stdout, { type: 'confirm', task_id: taskId });
  else io.stderr.write(`Task #${taskId} confirmed\n`);
  return EXIT_CODES.success;
}

/** `reject <task>` (newer §N4 `…/reject`; a force stop on 2.10, API §8.2). */
export async function reject(id: string, flags: FollowFlags, io: CliIO): Promise<ExitCode> {
  const taskId = taskIdOf(id);
  const connection = await connect(flags, io);
  const { project, task } = await resolveTask(connection.client, taskId, flags.project, io.env);
  if (task.status !== 'waiting_confirmation') {
    throw usageError(`Task #${taskId} is ${task.status}, not waiting for confirmation`);
  }
  const how = await rejectTask(connection, project.id, taskId);
  if (flags.json) writeJson(io.stdout, { type: 'reject', task_id: taskId, via: how });
  else
    io.stderr.write(
      `Task #${taskId} rejected${how === 'force-stop' ? ' (force stop: this server has no reject)' : ''}\n`,
    );
  return EXIT_CODES.success;
}
