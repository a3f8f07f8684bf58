/**
 * The run summary printed after a followed task: per-host Ansible counts (from `PLAY RECAP`, or
 * counted live when there is none) or the Terraform/OpenTofu plan, from the log outline
 * (`@semaphore-console/log-outline`, fed the plain text of each printed line).
 */
import { strip } from '@semaphore-console/ansi';
import { LogOutline, type HostSummary, type TerraformPlan } from '@semaphore-console/log-outline';

/** What the summary says, as printed in `--json` mode. */
export interface RunSummary {
  /** Per-host counts (Ansible). */
  hosts: HostSummary[];
  /** Totals over the hosts: how many hosts ended ok, changed, failed or unreachable. */
  totals: { ok: number; changed: number; failed: number; unreachable: number } | null;
  /** The last Terraform/OpenTofu plan printed, if any. */
  plan: TerraformPlan | null;
  /** Error lines seen. */
  errors: number;
}

/** Collects the outline of a log as its lines are printed (O(1) per line). */
export class SummaryCollector {
  private readonly outline = new LogOutline();

  /** Adds one line as printed (ANSI escapes are stripped first). */
  push(output: string, time?: string): void {
    this.outline.push(output.includes('\u001b') ? strip(output) : output, time);
  }

  /** The summary so far. */
  summary(): RunSummary {
    const hosts = [...this.outline.hosts];
    const totals =
      hosts.length === 0
        ? null
        : {
            ok: hosts.filter((h) => h.failed === 0 && h.unreachable === 0 && h.changed === 0)
              .length,
            changed: hosts.filter((h) => h.failed === 0 && h.unreachable === 0 && h.changed > 0)
              .length,
            failed: hosts.filter((h) => h.failed > 0).length,
            unreachable: hosts.filter((h) => h.unreachable > 0 && h.failed === 0).length,
          };
    return { hosts, totals, plan: this.outline.plan, errors: this.outline.errorCount };
  }
}

/** Hosts listed one per line in the text summary. */
const MAX_HOSTS = 20;

/** The summary as text lines (for stderr). */
export function summaryLines(summary: RunSummary): string[] {
  const out: string[] = [];
  if (summary.totals) {
    const t = summary.totals;
    out.push(
      `Hosts: ${t.ok} ok, ${t.changed} changed, ${t.failed} failed, ${t.unreachable} unreachable`,
    );
    const shown = summary.hosts.slice(0, MAX_HOSTS);
    const width = Math.max(...shown.map((h) => h.name.length));
    for (const h of shown) {
      out.push(
        `  ${h.name.padEnd(width)}  ok=${h.ok} changed=${h.changed} unreachable=${h.unreachable} failed=${h.failed} skipped=${h.skipped} rescued=${h.rescued} ignored=${h.ignored}`,
      );
    }
  }
  if (summary.hosts.length > MAX_HOSTS) {
    out.push(`  … and ${summary.hosts.length - MAX_HOSTS} more hosts (--json has them all)`);
  }
  if (summary.plan) {
    const p = summary.plan;
    out.push(
      p.noChanges
        ? 'Plan: no changes'
        : `Plan: ${p.add} to add, ${p.change} to change, ${p.destroy} to destroy${p.import ? `, ${p.import} to import` : ''}${p.forget ? `, ${p.forget} to forget` : ''}`,
    );
  }
  return out;
}
