/**
 * What one log line is, as {@link LogOutline.kind} reports it. A number (kept per line in a
 * `Uint8Array`), named by the constants of {@link LINE_KIND}.
 */
export type LineKind = (typeof LINE_KIND)[keyof typeof LINE_KIND];

/**
 * The kinds of log lines the outline recognises.
 *
 * - `play`, `task`, `handler`: Ansible's `PLAY [...]`, `TASK [...]`, `RUNNING HANDLER [...]`
 *   headers; `recap`: the `PLAY RECAP` header; `recapHost`: one row of its table.
 * - `ok`, `changed`, `skipped`, `failed`, `unreachable`, `ignored`: a per-host result (`ok:`,
 *   `changed:`, `skipping:`, `fatal:`/`failed:`, `fatal: ... UNREACHABLE!`, and a failure followed by
 *   `...ignoring`), including loop items (`=> (item=...)`) and every line of a `-v` JSON result
 *   printed after `=> {`.
 * - `groupStart`, `groupEnd`: `::group::title` / `::endgroup::` (also `##[group]` / `##[endgroup]`).
 * - `plan`: Terraform/OpenTofu's `Plan: N to add, ...` or `No changes.`.
 * - `error`: an error line that is not a host result (`ERROR!`, Terraform's `Error:`).
 * - `other`: anything else.
 */
export const LINE_KIND = {
  other: 0,
  play: 1,
  task: 2,
  handler: 3,
  recap: 4,
  recapHost: 5,
  ok: 6,
  changed: 7,
  skipped: 8,
  failed: 9,
  unreachable: 10,
  ignored: 11,
  groupStart: 12,
  groupEnd: 13,
  plan: 14,
  error: 15,
} as const;

/** The counters of Ansible's `PLAY RECAP` row, named as Ansible prints them. */
export type HostCountName =
  'ok' | 'changed' | 'unreachable' | 'failed' | 'skipped' | 'rescued' | 'ignored';

/** Every {@link HostCountName}, in the order of Ansible's recap row. */
export const HOST_COUNT_NAMES: readonly HostCountName[] = [
  'ok',
  'changed',
  'unreachable',
  'failed',
  'skipped',
  'rescued',
  'ignored',
];

/**
 * One host's counts. Before the `PLAY RECAP` they are counted from the result lines, one per task
 * and host like Ansible counts them (a loop counts once, with its strongest result; `changed`
 * and `ignored` also count as `ok`; `rescued` is only known from the recap). Once the host's recap
 * row is read, they are the recap's figures and `fromRecap` is true.
 */
export interface HostSummary {
  /** The inventory host name (`web-01` in `ok: [web-01]`; a delegation `-> other` is dropped). */
  readonly name: string;
  readonly ok: number;
  readonly changed: number;
  readonly unreachable: number;
  readonly failed: number;
  readonly skipped: number;
  readonly rescued: number;
  readonly ignored: number;
  /** Whether the figures come from the `PLAY RECAP` row. */
  readonly fromRecap: boolean;
}

/** The kind of a foldable section. */
export type SectionKind = 'play' | 'task' | 'handler' | 'recap' | 'group';

/**
 * A foldable section of the log: a header line and the lines that belong to it. Plays contain
 * tasks and handlers; groups nest in whatever is open where they start.
 */
export interface LogSection {
  /** 0-based index in {@link LogOutline.sections}, in order of `start`. */
  readonly id: number;
  readonly kind: SectionKind;
  /** The name in the header (`Deploy web` for `PLAY [Deploy web] ***`). */
  readonly title: string;
  /** 0-based index of the header line. */
  readonly start: number;
  /**
   * 0-based index one past the last line, or `-1` while the section is still open (it then runs
   * to the end of the log).
   */
  readonly end: number;
  /** Id of the enclosing section, or `-1`. */
  readonly parent: number;
  /** Nesting depth: 0 for a section without a parent. */
  readonly depth: number;
}

/**
 * Terraform/OpenTofu's plan summary: `Plan: 1 to add, 2 to change, 0 to destroy.` (with
 * `import` / `forget` counts when printed), or `No changes.`.
 */
export interface TerraformPlan {
  /** 0-based index of the line. */
  readonly line: number;
  /** True for `No changes.` (all counts 0). */
  readonly noChanges: boolean;
  readonly add: number;
  readonly change: number;
  readonly destroy: number;
  /** `N to import` (Terraform 1.5+), 0 when not printed. */
  readonly import: number;
  /** `N to forget` (OpenTofu 1.7+), 0 when not printed. */
  readonly forget: number;
}

/** A line time as the server sends it (RFC 3339, API §5.11) or milliseconds since the epoch. */
export type LineTime = string | number;
