import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createConsoleServer, normalizeBasePath, type CookieSecure } from './server';

const usage = `Usage: console-server [--port N] [--host H] [--semaphore-url URL] [--base PATH] [--root DIR]
  --port N             TCP port (env CONSOLE_PORT; default 8080; 0 = a free port)
  --host H             address to listen on (env CONSOLE_HOST; default 127.0.0.1)
  --semaphore-url URL  the Semaphore server, with its web root path if any
                       (env SEMAPHORE_URL; default http://127.0.0.1:3000)
  --base PATH          the console's web root path, e.g. /semaphore/ (env CONSOLE_BASE; default /)
  --root DIR           the built console (env CONSOLE_ROOT; default apps/web/dist)
  --cookie-secure WHEN auto|always|never: add Secure to Semaphore's cookies (env
                       CONSOLE_COOKIE_SECURE; default auto = when reached over HTTPS)
  --allowed-origin URL another origin whose pages may open /api/ws, repeatable (env
                       CONSOLE_ALLOWED_ORIGINS, comma-separated; the console's own always may)
  --log                log every request (JSON lines)`;

const env = process.env;
let values: Record<string, string | boolean | string[] | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: env.CONSOLE_PORT || '8080' },
      host: { type: 'string', default: env.CONSOLE_HOST || '127.0.0.1' },
      'semaphore-url': { type: 'string', default: env.SEMAPHORE_URL || 'http://127.0.0.1:3000' },
      base: { type: 'string', default: env.CONSOLE_BASE || '/' },
      root: {
        type: 'string',
        default:
          env.CONSOLE_ROOT || resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
      },
      'cookie-secure': { type: 'string', default: env.CONSOLE_COOKIE_SECURE || 'auto' },
      'allowed-origin': { type: 'string', multiple: true },
      log: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
const host = String(values.host);
const root = resolve(String(values.root));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The port must be an integer from 0 to 65535, got "${values.port}"`);
  process.exit(2);
}
let basePath: string;
try {
  basePath = normalizeBasePath(String(values.base));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const cookieSecure = String(values['cookie-secure']);
if (!['auto', 'always', 'never'].includes(cookieSecure)) {
  console.error(`--cookie-secure must be auto, always or never, got "${cookieSecure}"`);
  process.exit(2);
}
const allowedOrigins = [
  ...((values['allowed-origin'] as string[] | undefined) ?? []),
  ...(env.CONSOLE_ALLOWED_ORIGINS ?? '').split(','),
]
  .map((origin) => origin.trim())
  .filter(Boolean);
for (const origin of allowedOrigins) {
  if (!URL.canParse(origin) || new URL(origin).origin === 'null') {
    console.error(`An allowed origin must be like https://console.example:8443, got "${origin}"`);
    process.exit(2);
  }
}
if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`${root}/index.html is missing: build the console first (pnpm build).`);
  process.exit(1);
}

try {
  const app = await createConsoleServer({
    root,
    semaphoreUrl: String(values['semaphore-url']),
    basePath,
    logger: values.log === true,
    cookieSecure: cookieSecure as CookieSecure,
    allowedOrigins,
  });
  try {
    await app.listen({ port, host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${port} on ${host} is already taken by another program: ` +
          'set CONSOLE_PORT (or --port) to a free port.',
      );
      process.exit(1);
    }
    throw error;
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shown = host.includes(':') ? `[${host}]` : host;
  console.log(`Semaphore Console listening on http://${shown}:${actualPort}${basePath}`);
  console.log(`Proxying /api and /api/ws to ${String(values['semaphore-url'])}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(`The console server could not start: ${(error as Error).message}`);
  process.exit(1);
}
