/**
 * Throughput of @semaphore-console/ansi against ansi_up and anser on a generated Ansible-like log,
 * side by side in one process. Each library produces its normal structured output: our lines,
 * ansi_up's HTML, anser's JSON entries. Figures are medians; the CPU-time column is steadier on a
 * shared machine (other processes stretch wall time, not this process's CPU time).
 *
 *   pnpm --filter @semaphore-console/ansi run bench   (BENCH_LINES, BENCH_RUNS to change the size)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AnsiUp } from 'ansi_up';
import Anser from 'anser';
// The package as published (its built `dist`), like the other two libraries.
import { INITIAL_ANSI_STATE, parseAnsi, parseLine, strip } from '@semaphore-console/ansi';
import { ansibleLog } from './log';

const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const log = ansibleLog(LINES);
// Lines as the viewer gets them: TaskOutput records decoded by JSON.parse (flat strings).
const lines = JSON.parse(JSON.stringify(log.slice(0, -1).split('\n'))) as string[];
const bytes = Buffer.byteLength(log, 'utf8');
const mb = bytes / 1e6;

type Case = { name: string; run: () => number };

const whole: Case[] = [
  { name: '@semaphore-console/ansi parseAnsi', run: () => parseAnsi(log).length },
  { name: '@semaphore-console/ansi strip', run: () => strip(log).length },
  { name: 'ansi_up ansi_to_html', run: () => new AnsiUp().ansi_to_html(log).length },
  { name: 'anser ansiToJson', run: () => Anser.ansiToJson(log, { remove_empty: true }).length },
];

const perLine: Case[] = [
  {
    name: '@semaphore-console/ansi parseLine',
    run: () => {
      let state = INITIAL_ANSI_STATE;
      let n = 0;
      for (const line of lines) {
        const r = parseLine(line, state);
        state = r.state;
        n += r.line.styles.length;
      }
      return n;
    },
  },
  {
    name: 'ansi_up ansi_to_html',
    run: () => {
      const up = new AnsiUp();
      let n = 0;
      for (const line of lines) n += up.ansi_to_html(line).length;
      return n;
    },
  },
  {
    name: 'anser ansiToJson',
    run: () => {
      let n = 0;
      for (const line of lines) n += Anser.ansiToJson(line, { remove_empty: true }).length;
      return n;
    },
  },
];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

let sink = 0;

/** One timed call: wall and process CPU time (user + system, so GC threads count), in ms. */
function time(c: Case): { wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  sink += c.run();
  const wall = performance.now() - t0;
  const d = process.cpuUsage(c0);
  return { wall, cpu: (d.user + d.system) / 1000 };
}

/**
 * Runs the cases in RUNS rounds, each case once per round (the order rotating), so that a change
 * of the machine's speed during the run (shared cores) hits every library alike. Prints each
 * case's median MB/s and the median over rounds of its speed ratio to ansi_up in the same round.
 */
function table(title: string, cases: Case[]): void {
  console.log(`\n${title}`);
  console.log(
    `  ${''.padEnd(36)} ${'wall MB/s'.padStart(10)} ${'ratio'.padStart(6)}   ${'CPU MB/s'.padStart(9)} ${'ratio'.padStart(6)}`,
  );
  for (const c of cases) for (let k = 0; k < 2; k++) time(c); // warm-up
  const base = cases.findIndex((c) => c.name.startsWith('ansi_up'));
  const rounds: { wall: number; cpu: number }[][] = [];
  for (let r = 0; r < RUNS; r++) {
    const round: { wall: number; cpu: number }[] = new Array(cases.length);
    for (let k = 0; k < cases.length; k++) {
      const at = (k + r) % cases.length;
      round[at] = time(cases[at] as Case);
    }
    rounds.push(round);
  }
  cases.forEach((c, k) => {
    const wall = mb / (median(rounds.map((t) => (t[k] as { wall: number }).wall)) / 1000);
    const cpu = mb / (median(rounds.map((t) => (t[k] as { cpu: number }).cpu)) / 1000);
    const ratio = (key: 'wall' | 'cpu'): number =>
      median(
        rounds.map(
          (t) => (t[base] as Record<string, number>)[key]! / (t[k] as Record<string, number>)[key]!,
        ),
      );
    console.log(
      `  ${c.name.padEnd(36)} ${wall.toFixed(1).padStart(10)} ${ratio('wall').toFixed(1).padStart(5)}x   ${cpu.toFixed(1).padStart(9)} ${ratio('cpu').toFixed(1).padStart(5)}x`,
    );
  });
}

const which = process.argv[2];
if (which === 'whole') table('Whole log in one call', whole);
else if (which === 'line') table('One call per line (state carried)', perLine);
else {
  console.log(
    `Ansible-like log: ${lines.length.toLocaleString('en')} lines, ${mb.toFixed(1)} MB; median of ${RUNS} runs; Node ${process.version}`,
  );
  // Each table in a fresh process (all libraries side by side in it): otherwise the JIT type
  // feedback of one table's calls slows the other's, for every library.
  for (const table of ['whole', 'line']) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), table],
      { stdio: 'inherit' },
    );
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
}
if (sink === 0) console.log('');
