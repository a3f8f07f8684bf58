import { parseArgs } from 'node:util';
import { type ServerVersion, serverVersions } from './demo';
import { createDemoServer } from './server';
import { type InviteType, inviteTypes } from './routes/invites';

/** Whether `v` names a dialect the demo server speaks. */
function isServerVersion(v: string): v is ServerVersion {
  return (serverVersions as readonly string[]).includes(v);
}

const usage = `Usage: demo-server [--port N] [--host H] [--data FILE] [--faults] [--oidc]
                   [--server-version 2.10|2.20] [--web-host URL] [--ldap]
  --port N     TCP port (0 = a free port; default 3000)
  --host H     address to listen on (default 127.0.0.1)
  --data FILE  load the state from FILE when it exists and save every change to it
  --faults     enable the /api/demo fault controls and synthetic tasks
  --seed large seed a large installation besides the demo data (200 projects, 1,000 users,
               "Acme Catalog" with 5,000 templates in 20 views and 100,000 tasks)
  --oidc       list a sample OIDC provider on the login page (the demo acts as its identity provider)
  --remote-runner  report use_remote_runner: true in /api/info (the console then shows Runners)
  --bolt-task-ids  give tasks the BoltDB store's decreasing ids (2147483646, 2147483645, …)
  --socket-buffer[=N]  fault: close a websocket when more than N messages are queued for it,
                   like the real server (N defaults to its 256)
  --output-delay MS  fault: log lines reach …/tasks/{id}/output MS ms after the websocket
  --server-version V  the Semaphore dialect: 2.10 (default, the API document) or 2.20
                   (omitempty JSON, run flags in params, survey-strict runs, second factor with
                   the extra users totp, recovery, emailotp, enrol; see the README)
  --web-host URL   the server's web_host; in 2.20 mode writes from this origin pass the Origin check
  --ldap           2.20 mode: list a sample LDAP provider (demo-ldap) that signs in the demo users
  --schedule-timezone ZONE  2.20 mode: the IANA zone cron schedules run in (default UTC)
  --invites[=KIND] 2.20 mode: project invites, KIND email, user or both (the default); with
                   --faults GET /api/demo/invites/{id}/token gives an invite's token`;

// `--socket-buffer` takes an optional value: a bare flag means the real server's 256.
const argv = process.argv.slice(2).map((arg, i, all) => {
  const next = all[i + 1];
  if (arg === '--invites' && (next === undefined || next.startsWith('-'))) return '--invites=both';
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
  'server-version': string;
  'web-host'?: string;
  'schedule-timezone'?: string;
  ldap: boolean;
  invites?: string;
  seed?: string;
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
      'server-version': { type: 'string', default: '2.10' },
      'web-host': { type: 'string' },
      'schedule-timezone': { type: 'string' },
      ldap: { type: 'boolean', default: false },
      invites: { type: 'string' },
      seed: { type: 'string' },
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
if (values.seed !== undefined && values.seed !== 'large') {
  console.error(`--seed takes "large", got "${values.seed}"\n${usage}`);
  process.exit(2);
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
const serverVersion = values['server-version'];
if (!isServerVersion(serverVersion)) {
  console.error(
    `--server-version must be one of ${serverVersions.join(', ')}, got "${serverVersion}"`,
  );
  process.exit(2);
}
const invites = values.invites;
if (invites !== undefined && !(inviteTypes as readonly string[]).includes(invites)) {
  console.error(`--invites must be one of ${inviteTypes.join(', ')}, got "${invites}"`);
  process.exit(2);
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
    large: values.seed === 'large',
    socketBuffer,
    outputDelayMs,
    serverVersion,
    webHost: values['web-host'],
    scheduleTimezone: values['schedule-timezone'],
    invites: invites as InviteType | undefined,
    ldapProviders: values.ldap ? [{ id: 'demo-ldap', name: 'Demo LDAP' }] : [],
    oidcProviders: values.oidc
      ? [{ id: 'demo-sso', name: 'Sign in with Demo SSO', color: '#1565c0', icon: 'login' }]
      : [],
  });
  console.log(`Semaphore demo server listening on ${server.url}`);
  console.log(
    'Demo sign-in: admin / changeme (also owner, manager, runner, guest with the same password)',
  );
  if (serverVersion === '2.20')
    console.log(
      'Speaking Semaphore 2.20; second-factor users: totp, recovery, emailotp, enrol (same password)',
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
