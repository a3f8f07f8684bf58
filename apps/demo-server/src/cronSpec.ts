import { nextRuns, validateCron } from '@semaphore-console/cron';

/** A parsed schedule expression: either a cron pattern or an `@every <duration>` interval. */
export type CronSpec = { kind: 'cron'; pattern: string } | { kind: 'every'; ms: number };

/** Cron patterns are read in the server's local zone, as the real server does. */
const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Parses a schedule's `cron_format` like the server's robfig "standard" parser (§5.12): exactly five
 * fields, or a descriptor (`@hourly`, `@daily`, …, `@every 1h30m`). Throws an Error whose message is
 * the parser message (the route prefixes it with `Cron: `).
 */
export function parseCron(expr: string): CronSpec {
  const text = expr.trim();
  if (text.startsWith('@every')) {
    const rest = text.slice('@every'.length).trim();
    const parts = [...rest.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
    if (!rest || parts.map((p) => p[0]).join('') !== rest) {
      throw new Error(`failed to parse duration @every ${rest}: time: invalid duration "${rest}"`);
    }
    const ms = parts.reduce((sum, p) => sum + Number(p[1]) * (units[p[2] as string] ?? 0), 0);
    if (ms <= 0) throw new Error(`failed to parse duration @every ${rest}`);
    return { kind: 'every', ms };
  }
  if (!text.startsWith('@')) {
    const fields = text.split(/\s+/).filter(Boolean);
    if (fields.length !== 5) {
      throw new Error(`expected exactly 5 fields, found ${fields.length}: [${fields.join(' ')}]`);
    }
  }
  const checked = validateCron(text);
  if (!checked.valid) throw new Error(checked.message);
  return { kind: 'cron', pattern: checked.pattern };
}

/**
 * The first run strictly after `after` (ms since the epoch), or undefined when there is none.
 * Cron patterns are read in `timeZone` (default the process's local zone, as 2.10 does; 2.20 runs
 * them in its `schedule_timezone`, newer §N7).
 */
export function nextRunAfter(
  spec: CronSpec,
  after: number,
  anchor: number,
  timeZone: string = serverZone,
): number | undefined {
  if (spec.kind === 'every') {
    const n = Math.floor((after - anchor) / spec.ms) + 1;
    return anchor + n * spec.ms;
  }
  return nextRuns(spec.pattern, {
    from: new Date(after),
    count: 1,
    timeZone,
  })[0]?.getTime();
}
