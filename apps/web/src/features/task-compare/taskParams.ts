import { parseArguments, parseExtraVariables, type Task } from '@semaphore-console/api-client';

/** Which parameter a {@link ParamRow} shows; `variable` rows carry the variable's name. */
export type ParamKey =
  | 'status'
  | 'message'
  | 'version'
  | 'commit'
  | 'commitMessage'
  | 'branch'
  | 'playbook'
  | 'inventory'
  | 'limit'
  | 'debug'
  | 'dryRun'
  | 'diff'
  | 'arguments'
  | 'variable';

/** One compared parameter: its value in each task as text (`''` when unset) and whether they differ. */
export interface ParamRow {
  readonly key: ParamKey;
  /** For `variable` rows: the extra variable's name (survey values are extra variables). */
  readonly name: string;
  readonly a: string;
  readonly b: string;
  readonly differs: boolean;
}

/** Reads a JSON text field without throwing (a malformed value is shown as it is). */
function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The parameters of a task as rows of text (API §5.9 Task). */
function values(
  task: Task & { build_task?: Task | null },
): Record<Exclude<ParamKey, 'variable'>, string> {
  const args = safe(() => parseArguments(task.arguments), null);
  return {
    status: task.status,
    message: task.message,
    version: task.version || task.build_task?.version || '',
    commit: task.commit_hash ?? '',
    commitMessage: task.commit_message,
    branch: task.git_branch ?? '',
    playbook: task.playbook,
    inventory: task.inventory_id === null ? '' : `#${task.inventory_id}`,
    limit: task.limit,
    debug: task.debug ? 'true' : 'false',
    dryRun: task.dry_run ? 'true' : 'false',
    diff: task.diff ? 'true' : 'false',
    arguments: args ? args.join(' ') : show(task.arguments),
  };
}

/**
 * The parameters of two tasks side by side (message, version, commit, branch, playbook,
 * inventory, limit, debug / dry run / diff, arguments, then every extra variable — survey values
 * included — by name), each marked when the values differ.
 */
export function compareParams(a: Task, b: Task): ParamRow[] {
  const va = values(a);
  const vb = values(b);
  const rows: ParamRow[] = (Object.keys(va) as Array<keyof typeof va>).map((key) => ({
    key,
    name: '',
    a: va[key],
    b: vb[key],
    differs: va[key] !== vb[key],
  }));
  const ea = safe(() => parseExtraVariables(a.environment), {} as Record<string, unknown>);
  const eb = safe(() => parseExtraVariables(b.environment), {} as Record<string, unknown>);
  const names = [...new Set([...Object.keys(ea), ...Object.keys(eb)])].sort();
  for (const name of names) {
    const x = name in ea ? show(ea[name]) : '';
    const y = name in eb ? show(eb[name]) : '';
    rows.push({ key: 'variable', name, a: x, b: y, differs: x !== y || name in ea !== name in eb });
  }
  return rows;
}
