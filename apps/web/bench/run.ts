/**
 * Runs every benchmark file of this folder (`*.bench.ts`) in turn, each in its own process, so
 * that one `pnpm --filter @semaphore-console/web run bench` prints all the figures in one run.
 * Arguments name the files to run (`tsx bench/run.ts cold-load big-site`); a file that fails is
 * reported and the others still run (the exit code is then 1).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from './stack';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.bench\.ts$/, '')))
  .sort();
const failed: string[] = [];
for (const file of files) {
  console.log(`\n===== ${file} (load average ${load()}) =====`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], {
    stdio: 'inherit',
    env: process.env,
  });
  if (run.status !== 0) failed.push(file);
}
console.log(`\n===== ${files.length} bench files run, load average ${load()} =====`);
if (failed.length > 0) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
