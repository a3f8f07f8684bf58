import {
  LINE_KIND,
  type HostSummary,
  type LineKind,
  type LineTime,
  type LogSection,
  type SectionKind,
  type TerraformPlan,
} from './types';

const HEADER = /^(PLAY|TASK|RUNNING HANDLER) \[(.*)\](?:\s*\**)?\s*$/;
const RECAP_HEADER = /^PLAY RECAP\b/;
const RESULT = /^(ok|changed|skipping|fatal|failed): \[([^\]]*)\]/;
const RECAP_ROW =
  /^(\S+)\s*:\s*ok=(\d+)\s+changed=(\d+)\s+unreachable=(\d+)\s+failed=(\d+)(?:\s+skipped=(\d+))?(?:\s+rescued=(\d+))?(?:\s+ignored=(\d+))?/;
const PLAN = /^Plan: (.*?)\.?\s*$/;
const PLAN_PART = /(\d+) to (add|change|destroy|import|forget)/g;
const GROUP_START = /^(?:::group::|##\[group\])(.*)$/;
const GROUP_END = /^(?:::endgroup::|##\[endgroup\])/;
/** Terraform's diagnostics, boxed (`│ Error: `) or not. */
const TF_ERROR = /^(?:[│╷|] )?Error: /;

/** A host result's strength: a task with several results (a loop) counts as its strongest. */
const RANK: Record<number, number> = {
  [LINE_KIND.skipped]: 0,
  [LINE_KIND.ok]: 1,
  [LINE_KIND.changed]: 2,
  [LINE_KIND.ignored]: 3,
  [LINE_KIND.failed]: 4,
  [LINE_KIND.unreachable]: 5,
};

type MutableHost = { -readonly [K in keyof HostSummary]: HostSummary[K] };

type MutableSection = { -readonly [K in keyof LogSection]: LogSection[K] };

/** Per-host state of the task being read: which task it last reported in, and how. */
interface HostTaskState {
  section: number;
  kind: LineKind;
}

function grow<T extends Int32Array | Uint8Array>(array: T, length: number): T {
  if (length < array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(1024, array.length * 2));
  next.set(array);
  return next;
}

function toMs(time: LineTime | undefined): number {
  if (time === undefined) return NaN;
  return typeof time === 'number' ? time : Date.parse(time);
}

/**
 * A streaming outline of a task log (Ansible, Terraform/OpenTofu, Bash groups): fed one plain-text
 * line at a time (ANSI escapes already stripped, e.g. with `@semaphore-console/ansi`'s `strip`),
 * in O(1) per line (a line's kind is decided from its first characters; only candidate lines
 * meet a regular expression). It keeps:
 *
 * - per line: its {@link LineKind}, its host (for result lines) and its innermost section;
 * - per host: the run summary counts ({@link HostSummary}), live, then from the `PLAY RECAP`;
 * - the current play and task while the run goes on;
 * - the 0-based indexes of error lines (failed and unreachable results, `ERROR!`, `Error:`);
 * - foldable sections (plays, tasks, handlers, the recap, `::group::` groups) with durations;
 * - Terraform/OpenTofu's plan summary.
 *
 * {@link LogOutline.revision} changes whenever anything but the per-line data changes, so a view
 * of the summary can skip redrawing for ordinary lines. Never throws on any input.
 *
 * @example
 * const outline = new LogOutline();
 * for (const { time, output } of records) outline.push(strip(output), time);
 * outline.hosts; // [{ name: 'web-01', ok: 6, changed: 3, failed: 0, ... }]
 * outline.nextError(0); // 0-based index of the first error line, or -1
 */
export class LogOutline {
  private count = 0;
  private kinds = new Uint8Array(1024);
  private hostOf = new Int32Array(1024);
  private sectionOf = new Int32Array(1024);
  private errorLines = new Int32Array(64);
  private errorTotal = 0;
  private readonly hostList: MutableHost[] = [];
  private readonly hostIds = new Map<string, number>();
  private readonly hostTask: HostTaskState[] = [];
  private readonly sectionList: MutableSection[] = [];
  private readonly sectionTimes: Array<{ start: LineTime | undefined; end: LineTime | undefined }> =
    [];
  /** Ids of the open sections, outermost first. */
  private readonly open: number[] = [];
  private lastTime: LineTime | undefined;
  private revisionValue = 0;
  private inRecap = false;
  private recapSeen = false;
  /** Inside a multi-line `-v` JSON result: its kind and host; `-1` when not. */
  private jsonHost = -1;
  private jsonKind: LineKind = LINE_KIND.other;
  /** The last failed result, for `...ignoring`: its first line and host. */
  private lastFailedLine = -1;
  private lastFailedHost = -1;
  private planValue: TerraformPlan | null = null;
  /** The section an end marker being read closed (it belongs to it), or `-1`. */
  private closedGroup = -1;

  /** Number of lines pushed. */
  get length(): number {
    return this.count;
  }

  /**
   * Increases whenever the summary changes (counts, hosts, current play or task, sections,
   * errors, plan); ordinary lines leave it as it is.
   */
  get revision(): number {
    return this.revisionValue;
  }

  /** The hosts in order of first appearance, with their counts. */
  get hosts(): readonly HostSummary[] {
    return this.hostList;
  }

  /** Whether a `PLAY RECAP` was read (a stopped run has none). */
  get hasRecap(): boolean {
    return this.recapSeen;
  }

  /** The foldable sections, in order of their header line. */
  get sections(): readonly LogSection[] {
    return this.sectionList;
  }

  /** Terraform/OpenTofu's last plan summary, or `null` when none was printed. */
  get plan(): TerraformPlan | null {
    return this.planValue;
  }

  /** The title of the play being run, or `null` (none yet, or the recap was reached). */
  get currentPlay(): string | null {
    return this.innermost('play')?.title ?? null;
  }

  /** The title of the task or handler being run, or `null`. */
  get currentTask(): string | null {
    return (this.innermost('task') ?? this.innermost('handler'))?.title ?? null;
  }

  /** Number of error lines. */
  get errorCount(): number {
    return this.errorTotal;
  }

  /** 0-based line index of the `k`-th error (0-based), or `-1` out of range. */
  error(k: number): number {
    return k >= 0 && k < this.errorTotal ? (this.errorLines[k] ?? -1) : -1;
  }

  /** 0-based index of the first error line at or after `line`, or `-1`. O(log errors). */
  nextError(line: number): number {
    const k = this.firstErrorAtOrAfter(line);
    return k < this.errorTotal ? (this.errorLines[k] ?? -1) : -1;
  }

  /** 0-based index of the last error line at or before `line`, or `-1`. O(log errors). */
  previousError(line: number): number {
    const k = this.firstErrorAtOrAfter(line + 1) - 1;
    return k >= 0 ? (this.errorLines[k] ?? -1) : -1;
  }

  /** The {@link LineKind} of line `line` (0-based); `other` out of range. */
  kind(line: number): LineKind {
    return line >= 0 && line < this.count ? (this.kinds[line] as LineKind) : LINE_KIND.other;
  }

  /** Index in {@link LogOutline.hosts} of the host a result line reports on, or `-1`. */
  host(line: number): number {
    return line >= 0 && line < this.count ? (this.hostOf[line] ?? -1) : -1;
  }

  /** Id of the innermost section line `line` belongs to (a header belongs to its own), or `-1`. */
  section(line: number): number {
    return line >= 0 && line < this.count ? (this.sectionOf[line] ?? -1) : -1;
  }

  /**
   * How long a section ran, in ms: from its header's time to the time of the line that closed it
   * (the next header), or to the last line's time while it is open. `null` when a time is missing
   * or not a date.
   */
  sectionDuration(id: number): number | null {
    const times = this.sectionTimes[id];
    if (!times) return null;
    const section = this.sectionList[id] as MutableSection;
    const start = toMs(times.start);
    const end = toMs(section.end === -1 ? this.lastTime : times.end);
    return Number.isFinite(start) && Number.isFinite(end) ? Math.max(0, end - start) : null;
  }

  /**
   * Reads the next line. O(1) (amortized; arrays grow by doubling).
   * @param text the line without ANSI escapes and without its line break.
   * @param time the line's time (RFC 3339 or ms since the epoch), for section durations.
   */
  push(text: string, time?: LineTime): void {
    const line = this.count;
    if (line >= this.kinds.length) {
      this.kinds = grow(this.kinds, line);
      this.hostOf = grow(this.hostOf, line);
      this.sectionOf = grow(this.sectionOf, line);
    }
    this.count = line + 1;
    this.lastTime = time;
    let kind: LineKind = LINE_KIND.other;
    let host = -1;

    if (this.jsonHost !== -1) {
      // Inside a `-v` result printed over several lines: `ok: [h] => {` ... `}`.
      const c = text.charCodeAt(0);
      if (c === 32 || c === 125 /* } */ || text.length === 0) {
        kind = this.jsonKind;
        host = this.jsonHost;
        if (c === 125) this.jsonHost = -1;
        this.kinds[line] = kind;
        this.hostOf[line] = host;
        this.sectionOf[line] = this.open[this.open.length - 1] ?? -1;
        return;
      }
      this.jsonHost = -1;
    }

    const c = text.charCodeAt(0);
    switch (c) {
      case 80 /* P */:
        if (text.startsWith('PLAY [')) kind = this.header(text, line, time);
        else if (RECAP_HEADER.test(text)) {
          this.closeAll(line, time);
          this.openSection('recap', 'PLAY RECAP', line, time);
          this.inRecap = true;
          this.recapSeen = true;
          kind = LINE_KIND.recap;
        } else if (text.startsWith('Plan: ')) kind = this.readPlan(text, line);
        break;
      case 84 /* T */:
        if (text.startsWith('TASK [')) kind = this.header(text, line, time);
        break;
      case 82 /* R */:
        if (text.startsWith('RUNNING HANDLER [')) kind = this.header(text, line, time);
        break;
      case 111 /* o */:
      case 99 /* c */:
      case 115 /* s */:
      case 102 /* f */:
        if (this.inRecap) break;
        host = this.result(text, line);
        if (host !== -1) kind = this.kinds[line] as LineKind;
        break;
      case 46 /* . */:
        if (text === '...ignoring') this.ignoring();
        break;
      case 58 /* : */:
      case 35 /* # */:
        kind = this.group(text, line, time);
        break;
      case 78 /* N */:
        if (text.startsWith('No changes.')) kind = this.readPlan(text, line);
        break;
      case 69 /* E */:
        if (text.startsWith('ERROR!') || text.startsWith('Error: ')) kind = LINE_KIND.error;
        break;
      case 0x2502 /* │ */:
      case 0x2577 /* ╷ */:
        if (TF_ERROR.test(text)) kind = LINE_KIND.error;
        break;
      default:
        break;
    }
    if (this.inRecap && kind === LINE_KIND.other) {
      host = this.recapRow(text);
      if (host !== -1) kind = LINE_KIND.recapHost;
      else if (text.trim() !== '') this.inRecap = false;
    }
    if (kind === LINE_KIND.error) this.addError(line);
    this.kinds[line] = kind;
    this.hostOf[line] = host;
    // An end marker belongs to the group it closes.
    this.sectionOf[line] =
      this.closedGroup !== -1 ? this.closedGroup : (this.open[this.open.length - 1] ?? -1);
    this.closedGroup = -1;
  }

  private innermost(kind: SectionKind): LogSection | undefined {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const section = this.sectionList[this.open[i] as number];
      if (section?.kind === kind) return section;
    }
    return undefined;
  }

  /** `PLAY [...]`, `TASK [...]`, `RUNNING HANDLER [...]`: closes what it ends, opens a section. */
  private header(text: string, line: number, time: LineTime | undefined): LineKind {
    const m = HEADER.exec(text);
    if (!m) return LINE_KIND.other;
    const word = m[1];
    const title = m[2] ?? '';
    this.inRecap = false;
    if (word === 'PLAY') {
      this.closeAll(line, time);
      this.openSection('play', title, line, time);
      return LINE_KIND.play;
    }
    // A task or handler ends the previous one (and any group inside it), inside the play.
    while (this.open.length > 0) {
      const top = this.sectionList[this.open[this.open.length - 1] as number] as MutableSection;
      if (top.kind === 'play') break;
      this.closeTop(line, time);
    }
    const kind = word === 'TASK' ? 'task' : 'handler';
    this.openSection(kind, title, line, time);
    return kind === 'task' ? LINE_KIND.task : LINE_KIND.handler;
  }

  /** A per-host result line; returns the host index (the kind is written), or -1. */
  private result(text: string, line: number): number {
    const m = RESULT.exec(text);
    if (!m) return -1;
    const word = m[1];
    let name = m[2] ?? '';
    const arrow = name.indexOf(' -> ');
    if (arrow !== -1) name = name.slice(0, arrow);
    if (!name) return -1;
    let kind: LineKind;
    if (word === 'ok') kind = LINE_KIND.ok;
    else if (word === 'changed') kind = LINE_KIND.changed;
    else if (word === 'skipping') kind = LINE_KIND.skipped;
    else if (text.startsWith('UNREACHABLE!', m[0].length + 2)) kind = LINE_KIND.unreachable;
    else kind = LINE_KIND.failed;
    const host = this.hostId(name);
    this.kinds[line] = kind;
    if (kind === LINE_KIND.failed || kind === LINE_KIND.unreachable) {
      this.addError(line);
      this.lastFailedLine = line;
      this.lastFailedHost = host;
    }
    this.countResult(host, kind);
    if (text.endsWith('=> {')) {
      this.jsonHost = host;
      this.jsonKind = kind;
    }
    return host;
  }

  /** Counts a result of `host` in the current task: once per task, as its strongest result. */
  private countResult(host: number, kind: LineKind): void {
    const summary = this.hostList[host] as MutableHost;
    if (summary.fromRecap) return;
    const section = this.open[this.open.length - 1] ?? -1;
    const state = this.hostTask[host] as HostTaskState;
    if (state.section === section && section !== -1) {
      if ((RANK[kind] ?? 0) <= (RANK[state.kind] ?? 0)) return;
      this.contribute(summary, state.kind, -1);
    }
    state.section = section;
    state.kind = kind;
    this.contribute(summary, kind, 1);
    this.revisionValue++;
  }

  private contribute(summary: MutableHost, kind: LineKind, by: number): void {
    switch (kind) {
      case LINE_KIND.ok:
        summary.ok += by;
        break;
      case LINE_KIND.changed:
        summary.ok += by;
        summary.changed += by;
        break;
      case LINE_KIND.skipped:
        summary.skipped += by;
        break;
      case LINE_KIND.failed:
        summary.failed += by;
        break;
      case LINE_KIND.unreachable:
        summary.unreachable += by;
        break;
      case LINE_KIND.ignored:
        summary.ok += by;
        summary.ignored += by;
        break;
      default:
        break;
    }
  }

  /** `...ignoring` after a failure: that failure is ignored (`ignore_errors`), not an error. */
  private ignoring(): void {
    const from = this.lastFailedLine;
    const host = this.lastFailedHost;
    if (from === -1 || host === -1) return;
    this.lastFailedLine = -1;
    for (let i = from; i < this.count - 1; i++) {
      if (this.hostOf[i] === host && this.kinds[i] === LINE_KIND.failed) {
        this.kinds[i] = LINE_KIND.ignored;
      }
    }
    while (this.errorTotal > 0 && (this.errorLines[this.errorTotal - 1] ?? -1) >= from) {
      this.errorTotal--;
    }
    const summary = this.hostList[host] as MutableHost;
    const state = this.hostTask[host] as HostTaskState;
    if (!summary.fromRecap && state.kind === LINE_KIND.failed) {
      this.contribute(summary, LINE_KIND.failed, -1);
      this.contribute(summary, LINE_KIND.ignored, 1);
      state.kind = LINE_KIND.ignored;
    }
    this.revisionValue++;
  }

  /** One row of the `PLAY RECAP` table: the host's counts become the recap's. Returns the host or -1. */
  private recapRow(text: string): number {
    const m = RECAP_ROW.exec(text);
    if (!m) return -1;
    const host = this.hostId(m[1] as string);
    const summary = this.hostList[host] as MutableHost;
    const n = (k: number) => Number(m[k] ?? 0);
    summary.ok = n(2);
    summary.changed = n(3);
    summary.unreachable = n(4);
    summary.failed = n(5);
    summary.skipped = n(6);
    summary.rescued = n(7);
    summary.ignored = n(8);
    summary.fromRecap = true;
    this.revisionValue++;
    return host;
  }

  private readPlan(text: string, line: number): LineKind {
    let plan: TerraformPlan;
    if (text.startsWith('No changes.')) {
      plan = { line, noChanges: true, add: 0, change: 0, destroy: 0, import: 0, forget: 0 };
    } else {
      const m = PLAN.exec(text);
      if (!m) return LINE_KIND.other;
      const counts = { add: 0, change: 0, destroy: 0, import: 0, forget: 0 };
      let found = false;
      for (const part of (m[1] ?? '').matchAll(PLAN_PART)) {
        counts[part[2] as keyof typeof counts] = Number(part[1]);
        found = true;
      }
      if (!found) return LINE_KIND.other;
      plan = { line, noChanges: false, ...counts };
    }
    this.planValue = plan;
    this.revisionValue++;
    return LINE_KIND.plan;
  }

  private group(text: string, line: number, time: LineTime | undefined): LineKind {
    const start = GROUP_START.exec(text);
    if (start) {
      this.openSection('group', (start[1] ?? '').trim(), line, time);
      return LINE_KIND.groupStart;
    }
    if (!GROUP_END.test(text)) return LINE_KIND.other;
    // Close the innermost group and whatever opened inside it; the end marker is its last line.
    let at = -1;
    for (let i = this.open.length - 1; i >= 0; i--) {
      if (this.sectionList[this.open[i] as number]?.kind === 'group') {
        at = i;
        break;
      }
    }
    if (at !== -1) {
      this.closedGroup = this.open[this.open.length - 1] ?? -1;
      while (this.open.length > at) this.closeTop(line + 1, time);
    }
    return LINE_KIND.groupEnd;
  }

  private hostId(name: string): number {
    let id = this.hostIds.get(name);
    if (id === undefined) {
      id = this.hostList.length;
      this.hostIds.set(name, id);
      this.hostList.push({
        name,
        ok: 0,
        changed: 0,
        unreachable: 0,
        failed: 0,
        skipped: 0,
        rescued: 0,
        ignored: 0,
        fromRecap: false,
      });
      this.hostTask.push({ section: -2, kind: LINE_KIND.other });
      this.revisionValue++;
    }
    return id;
  }

  private openSection(
    kind: SectionKind,
    title: string,
    line: number,
    time: LineTime | undefined,
  ): void {
    const parent = this.open[this.open.length - 1] ?? -1;
    const id = this.sectionList.length;
    this.sectionList.push({
      id,
      kind,
      title,
      start: line,
      end: -1,
      parent,
      depth: this.open.length,
    });
    this.sectionTimes.push({ start: time, end: undefined });
    this.open.push(id);
    this.revisionValue++;
  }

  /** Closes the innermost open section so that it ends before line `end`. */
  private closeTop(end: number, time: LineTime | undefined): void {
    const id = this.open.pop();
    if (id === undefined) return;
    (this.sectionList[id] as MutableSection).end = end;
    (this.sectionTimes[id] as { end: LineTime | undefined }).end = time;
    this.revisionValue++;
  }

  private closeAll(end: number, time: LineTime | undefined): void {
    while (this.open.length > 0) this.closeTop(end, time);
  }

  private addError(line: number): void {
    if (this.errorTotal >= this.errorLines.length) {
      this.errorLines = grow(this.errorLines, this.errorTotal);
    }
    this.errorLines[this.errorTotal++] = line;
    this.revisionValue++;
  }

  private firstErrorAtOrAfter(line: number): number {
    let lo = 0;
    let hi = this.errorTotal;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.errorLines[mid] ?? 0) < line) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
