/**
 * The printed figures of a bench file: each measure with its runs, median and target as it is
 * measured, then one summary table at the end of the file's run.
 */
import { load, median } from './stack';

/** One measure of a scenario: the value of every run, its unit and its target (an upper bound). */
export interface Figure {
  measure: string;
  values: number[];
  unit: string;
  /** The largest median that meets the target, in `unit`. */
  target: number;
  /** Runs retried or left out, when any. */
  note: string;
}

const recorded: Figure[] = [];

const fixed = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** Records a measure and prints its median with the target and the load average now. */
export function figure(
  measure: string,
  values: number[],
  unit: string,
  target: number,
  note = '',
): void {
  recorded.push({ measure, values, unit, target, note });
  const mid = median(values);
  const verdict = mid <= target ? 'OK' : 'MISSED';
  console.log(
    `   → ${measure}: median ${fixed(mid)} ${unit}, runs [${values.map(fixed).join(', ')}], ` +
      `target ≤ ${target} ${unit}: ${verdict} (load ${load()})`,
  );
}

/** "2 retried, 1 failed" for a scenario whose runs broke; `''` when none did. */
export function runsNote({ retried, failed }: { retried: number; failed: number }): string {
  return [retried ? `${retried} retried` : '', failed ? `${failed} failed` : '']
    .filter(Boolean)
    .join(', ');
}

/** Prints every recorded measure as one markdown table under `title`. */
export function printSummary(title: string): void {
  console.log(`\n${title}`);
  console.log('| measure | median | runs | target | |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const f of recorded) {
    const mid = median(f.values);
    const runs = f.values.map(fixed).join(', ') + (f.note ? ` (${f.note})` : '');
    console.log(
      `| ${f.measure} | ${fixed(mid)} ${f.unit} | ${runs} | ≤ ${f.target} ${f.unit} | ` +
        `${mid <= f.target ? 'OK' : 'MISSED'} |`,
    );
  }
}
