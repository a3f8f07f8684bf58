import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@semaphore-console/e2e';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The start-up helpers of scripts/start.sh (scripts/lib.sh): a port taken between the first
 * check and the start, a server that dies on it while another program answers there, and a server
 * that starts. Each case runs bash with the real lib.sh.
 */

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = mkdtempSync(join(tmpdir(), 'start-script-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small HTTP server on 127.0.0.1:$1 that says so once it listens (as the real servers do). */
const server = `node -e 'const p=+process.argv[1];require("http").createServer((q,r)=>r.end("ours")).listen(p,"127.0.0.1",()=>console.log("listening on http://127.0.0.1:"+p))'`;
/** Another program that takes port $1 and answers there. */
const intruder = `node -e 'require("http").createServer((q,r)=>r.end("intruder")).listen(+process.argv[1],"127.0.0.1")'`;

function bash(script: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('bash', ['-c', `set -euo pipefail; source scripts/lib.sh\n${script}`], {
    cwd: repo,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/lib.sh start-up helpers', { timeout: 40_000 }, () => {
  it('refuses a server whose port another program took after the first check', async () => {
    const port = await freePort();
    const log = join(dir, 'taken.log');
    const result = bash(`
      ensure_port_free 127.0.0.1 ${port} "the demo server" DEMO_PORT
      ${intruder} ${port} & other=$!
      trap 'kill $other' EXIT
      until http_answers http://127.0.0.1:${port}/; do sleep 0.1; done
      start_server ${log} ${server} ${port}
      status=0
      await_server "The demo server" "$server_pid" ${log} "listening on http://127.0.0.1:${port}" \\
        http://127.0.0.1:${port}/ 20 || status=$?
      echo "await_server: $status"
      # The port answers all along, but not from the server that was started.
      http_answers http://127.0.0.1:${port}/ && echo "the port answers"
    `);
    expect(result.stdout).toContain('await_server: 1');
    expect(result.stdout).toContain('the port answers');
    expect(result.stderr).toContain('The demo server stopped while starting (exit status 1)');
    expect(result.stderr).toContain('EADDRINUSE');
  });

  it('names a port taken when it is checked again, with the variable that changes it', async () => {
    const port = await freePort();
    const result = bash(`
      ${intruder} ${port} & other=$!
      trap 'kill $other' EXIT
      until http_answers http://127.0.0.1:${port}/; do sleep 0.1; done
      ensure_port_free 127.0.0.1 ${port} "the console" CONSOLE_PORT
    `);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 (for the console) is already taken`);
    expect(result.stderr).toContain(`CONSOLE_PORT=${port + 1} bash scripts/start.sh`);
  });

  it('waits for a server that says it listens and answers', async () => {
    const port = await freePort();
    const log = join(dir, 'ok.log');
    const result = bash(`
      start_server ${log} ${server} ${port}
      trap 'kill $server_pid' EXIT
      await_server "The console server" "$server_pid" ${log} "listening on http://127.0.0.1:${port}" \\
        http://127.0.0.1:${port}/ 20
      echo started
    `);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('started\n');
  });
});
