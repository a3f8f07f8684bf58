/**
 * Benchmarks of the task-log merge (figures only, no assertions): a 100,000-line stored log,
 * a 1,000 lines/s live stream appended in batches, and a refetch that fills a reconnect gap.
 * Run: `pnpm --filter @semaphore-console/api-client bench`.
 */
import { bench, describe } from 'vitest';
import { createTaskLogMerge } from '../src/taskLogMerge';
import type { TaskOutput, WsLog } from '../src/schemas';

const BASE = Date.UTC(2024, 9, 25, 10, 0, 0);
const LINES = 100_000;

function time(i: number): string {
  return new Date(BASE + i).toISOString(); // 1,000 lines per second
}

const records: TaskOutput[] = Array.from({ length: LINES }, (_, i) => ({
  task_id: 1,
  task: '',
  time: time(i),
  output: `\u001b[32mok: [host${i % 50}]\u001b[0m line ${i}`,
}));
const events: WsLog[] = records.map((record) => ({
  type: 'log',
  task_id: 1,
  project_id: 1,
  time: record.time,
  output: record.output,
}));

describe('task-log merge', () => {
  bench('open a finished 100,000-line log (addOutput)', () => {
    createTaskLogMerge().addOutput(records);
  });

  bench('stream 100,000 live lines in batches of 100 after a 1,000-line fetch', () => {
    const merge = createTaskLogMerge();
    merge.addOutput(records.slice(0, 1000));
    for (let i = 0; i < LINES; i += 100) merge.addLogEvents(events.slice(i, i + 100));
  });

  bench('live lines first (5 s reconnect gap), then a refetch of 100,000 lines', () => {
    const merge = createTaskLogMerge();
    merge.addLogEvents(events.slice(0, 40_000));
    merge.addLogEvents(events.slice(45_000, LINES));
    merge.addOutput(records);
  });
});
