/**
 * The `semaphore-console` program (commander 14): commands, flags, help, and the exit code of
 * every outcome (see `exitCodes.ts`).
 */
import { Command, CommanderError, Option } from 'commander';
import { login, logout } from './commands/session';
import { projects, task, tasks, templates } from './commands/look';
import { confirm, logs, reject, run, stop } from './commands/tasks';
import { exitCodeOf, messageOf } from './connect';
import { EXIT_CODES, type ExitCode } from './exitCodes';
import type { CliIO } from './io';
import { parseVariableArg, type VariableArg } from './runRequest';

/** The CLI's version (kept equal to package.json's by the build's `define`). */
declare const __CLI_VERSION__: string | undefined;
const VERSION = typeof __CLI_VERSION__ === 'string' ? __CLI_VERSION__ : '0.0.0-dev';

const EXIT_HELP = `
Exit codes:
  0    success (a followed task ended success)
  1    the task failed (status error)
  2    usage error (bad flag or argument, unknown name, refused survey variable)
  3    the task was stopped or rejected
  4    authentication error (no token, token refused, not allowed)
  5    server unreachable (connection refused, DNS, TLS, timeout)
  6    other server error (the server refused the request)
  130  interrupted (Ctrl-C); the task goes on

Environment: SEMAPHORE_URL, SEMAPHORE_TOKEN, SEMAPHORE_PROJECT, NO_COLOR, XDG_CONFIG_HOME`;

/** Collects repeated `--var`/`--secret` flags. */
function collect(flag: '--var' | '--secret') {
  return (raw: string, previous: VariableArg[] | undefined): VariableArg[] => [
    ...(previous ?? []),
    parseVariableArg(raw, flag),
  ];
}

/** Adds `--url`, `--token`, `--json` and `--no-color`. */
function common(command: Command): Command {
  return command
    .option('--url <url>', 'server URL, including its web root (env SEMAPHORE_URL)')
    .option('--token <token>', 'API token (env SEMAPHORE_TOKEN; default: the one stored by login)')
    .option('--json', 'print JSON, one value or event per line')
    .option('--no-color', 'never print colours (also NO_COLOR=1)');
}

/**
 * Builds the program. Every action stores its exit code in `result.code`; errors are reported
 * on stderr by {@link main}.
 */
export function createProgram(io: CliIO, result: { code: ExitCode }): Command {
  const program = new Command('semaphore-console')
    .description(
      'Run Semaphore UI tasks from a terminal or a CI pipeline, follow their logs and exit with their outcome.',
    )
    .version(VERSION, '-V, --version', 'print the CLI version')
    .enablePositionalOptions()
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', EXIT_HELP)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });

  const set = (code: ExitCode) => {
    result.code = code;
  };
  /** A command about one task: `<task>` (its id) and `-p, --project`. */
  const taskCommand = (name: string, description: string) =>
    common(program.command(name))
      .description(description)
      .argument('<task>', 'task id')
      .option('-p, --project <project>', 'project id or name');

  common(program.command('login'))
    .description(
      'sign in with a login and password (and a second factor when asked), store an API token',
    )
    .option('--user <login>', 'login name or e-mail (else asked; env SEMAPHORE_USER)')
    .action(async (flags) => set(await login(flags, io)));

  common(program.command('logout'))
    .description('revoke the stored API token and delete it')
    .action(async (flags) => set(await logout(flags, io)));

  common(program.command('projects'))
    .description('list your projects')
    .action(async (flags) => set(await projects(flags, io)));

  common(program.command('templates'))
    .description('list the templates of a project')
    .option('-p, --project <project>', 'project id or name (env SEMAPHORE_PROJECT)')
    .action(async (flags) => set(await templates(flags, io)));

  common(program.command('tasks'))
    .description('list the newest tasks of a project or template')
    .option('-p, --project <project>', 'project id or name (env SEMAPHORE_PROJECT)')
    .option('-t, --template <template>', 'template id or name')
    .option(
      '-s, --status <status>',
      'only tasks with this status (comma-separated: success,error,…)',
    )
    .option('-n, --limit <n>', 'how many tasks, newest first (default 20)')
    .action(async (flags) => set(await tasks(flags, io)));

  taskCommand('task', 'show one task').action(async (id: string, flags) =>
    set(await task(id, flags, io)),
  );

  common(program.command('run'))
    .description(
      'run a template: check its survey variables, queue a task, follow its log, exit with its outcome',
    )
    .argument('<template>', 'template id or name')
    .option('-p, --project <project>', 'project id or name (env SEMAPHORE_PROJECT)')
    .option('-m, --message <text>', 'a note on the task')
    .option('-e, --var <name=value>', 'a survey variable (repeatable)', collect('--var'))
    .option(
      '--secret <name=value>',
      'a secret survey variable (repeatable; sent in the task secret)',
      collect('--secret'),
    )
    .option('-l, --limit <hosts>', 'Ansible --limit (comma-separated)')
    .option('--tags <tags>', 'Ansible --tags (comma-separated)')
    .option('--skip-tags <tags>', 'Ansible --skip-tags (comma-separated)')
    .option('--debug', 'Ansible debug output (-vvvv)')
    .option('--dry-run', 'Ansible --check; Terraform/OpenTofu: plan only')
    .option('--diff', 'Ansible --diff')
    .option('--branch <branch>', 'git branch to run (when the template allows it)')
    .option('--version <version>', 'deploy templates: the build version to deploy')
    .option('--inventory <inventory>', 'inventory id or name (when the template allows it)')
    .option(
      '-f, --follow',
      'follow the log to the end and exit with the outcome (default on a terminal)',
    )
    .option('--no-follow', 'print the task id and exit at once')
    .option('--auto-confirm', 'confirm a plan that waits for confirmation')
    .addOption(new Option('--confirm').hideHelp().implies({ autoConfirm: true }))
    .action(async (template: string, flags) => set(await run(template, flags, io)));

  taskCommand(
    'logs',
    "print a task's log; with --follow, follow it to the end and exit with its outcome",
  )
    .option('-f, --follow', 'follow a running task to its end')
    .option('--auto-confirm', 'confirm a plan that waits for confirmation')
    .action(async (id: string, flags) => set(await logs(id, flags, io)));

  taskCommand('stop', 'stop a task (again with --force when it hangs in stopping)')
    .option('--force', 'stop at once and for good')
    .action(async (id: string, flags) => set(await stop(id, flags, io)));

  taskCommand(
    'confirm',
    'confirm a task that waits for confirmation (a Terraform/OpenTofu plan)',
  ).action(async (id: string, flags) => set(await confirm(id, flags, io)));

  taskCommand('reject', 'reject a task that waits for confirmation').action(
    async (id: string, flags) => set(await reject(id, flags, io)),
  );

  return program;
}

/**
 * Runs the CLI with `argv` (without `node` and the script) and resolves with the exit code; it
 * never throws and never calls `process.exit`.
 *
 * ```ts
 * const code = await main(['run', 'Deploy', '--follow'], { stdout: process.stdout, stderr: process.stderr, env: process.env });
 * ```
 */
export async function main(argv: readonly string[], io: CliIO): Promise<ExitCode> {
  const result: { code: ExitCode } = { code: EXIT_CODES.success };
  const program = createProgram(io, result);
  if (argv.length === 0) {
    program.outputHelp();
    return EXIT_CODES.usage;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return result.code;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        error.code === 'commander.help'
      ) {
        return EXIT_CODES.success;
      }
      // commander has printed the message already.
      return EXIT_CODES.usage;
    }
    const code = exitCodeOf(error);
    io.stderr.write(`semaphore-console: ${messageOf(error)}\n`);
    return code;
  }
}
