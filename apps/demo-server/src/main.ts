import { parseArgs } from 'node:util';
import { createDemoServer } from './server';

const usage = `Usage: demo-server [--port N] [--host H] [--data FILE] [--faults] [--oidc]
  --port N     TCP port (0 = a free port; default 3000)
  --host H     address to listen on (default 127.0.0.1)
  --data FILE  load the state from FILE when it exists and save every change to it
  --faults     enable the /api/demo fault controls and synthetic tasks
  --oidc       list a sample OIDC provider on the login page (the demo acts as its identity provider)
  --remote-runner  report use_remote_runner: true in /api/info (the console then shows Runners)
  --bolt-task-ids  give tasks the BoltDB store's decreasing ids (2147483646, 2147483645, …)
  --socket-buffer[=N]  fault: close a websocket when more than N messages are queued for it,
                   like the real server (N defaults to its 256)
  --output-delay MS  fault: log lines reach …/tasks/{id}/output MS ms after the websocket`;

// `--socket-buffer` takes an optional value: a bare flag means the real server's 256.
const argv = process.argv.slice(2).map((arg, i, all) => {
  const next = all[i + 1];
  return arg === '--socket-buffer' && (next === undefined || next.startsWith('-'))
    ? '--socket-buffer=256'
    : arg;
});

let values: {
  port: string;
  host: string;
  data?: string;
  faults: boolean;
  oidc: boolean;
  'remote-runner': boolean;
  'bolt-task-ids': boolean;
  'socket-buffer'?: string;
  'output-delay'?: string;
  help: boolean;
};
try {
  ({ values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '3000' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string' },
      faults: { type: 'boolean', default: false },
      oidc: { type: 'boolean', default: false },
      'remote-runner': { type: 'boolean', default: false },
      'bolt-task-ids': { type: 'boolean', default: false },
      'socket-buffer': { type: 'string' },
      'output-delay': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }) as { values: typeof values });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be an integer from 0 to 65535, got "${values.port}"`);
  process.exit(2);
}
/** A non-negative integer flag value, or exit 2 with a message. */
function intFlag(name: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer of at least ${min}, got "${raw}"`);
    process.exit(2);
  }
  return n;
}
const socketBuffer = intFlag('socket-buffer', values['socket-buffer'], 1);
const outputDelayMs = intFlag('output-delay', values['output-delay'], 0);

try {
  const server = await createDemoServer({
    port,
    host: values.host,
    dataFile: values.data,
    faults: values.faults,
    useRemoteRunner: values['remote-runner'],
    boltTaskIds: values['bolt-task-ids'],
    socketBuffer,
    outputDelayMs,
    oidcProviders: values.oidc
      ? [{ id: 'demo-sso', name: 'Sign in with Demo SSO', color: '#1565c0', icon: 'login' }]
      : [],
  });
  console.log(`Semaphore demo server listening on ${server.url}`);
  console.log(
    'Demo sign-in: admin / changeme (also owner, manager, runner, guest with the same password)',
  );
  if (values.data) console.log(`State file: ${values.data}`);
  if (values.faults) console.log('Fault controls enabled under /api/demo/');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(`The demo server could not start: ${(error as Error).message}`);
  process.exit(1);
}
