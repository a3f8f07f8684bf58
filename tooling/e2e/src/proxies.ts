import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, type StartedProcess } from './processes';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Which recipe of `deploy/` to run: the console at `/`, or under `/semaphore/`. */
export type Recipe = 'root' | 'subpath';

/** A reverse proxy started by {@link startNginx} or {@link startCaddy}. */
export interface RunningProxy {
  /** The console's address through the proxy, e.g. `http://127.0.0.1:41234/semaphore/`. */
  url: string;
  process: StartedProcess;
  stop(): Promise<void>;
}

/** A running proxy whose `stop` ends `process`, then removes its temporary folder `dir`. */
function proxyIn(dir: string, url: string, process: StartedProcess): RunningProxy {
  return {
    url,
    process,
    stop: async () => {
      await process.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Options of {@link startNginx} and {@link startCaddy}. */
export interface ProxyOptions {
  recipe: Recipe;
  /** Semaphore's address, with its web root path if any: `http://127.0.0.1:3000`. */
  upstream: string;
  /** The built console. Default: `apps/web/dist`. */
  root?: string;
}

/** The web root path each recipe serves the console at. */
export const RECIPE_PATH: Readonly<Record<Recipe, string>> = { root: '/', subpath: '/semaphore/' };

/** Path of Debian's nginx (`NGINX_PATH` overrides), or undefined when it is not installed. */
export function nginxBinary(): string | undefined {
  const path = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  return existsSync(path) ? path : undefined;
}

/** Path of Debian's caddy (`CADDY_PATH` overrides), or undefined when it is not installed. */
export function caddyBinary(): string | undefined {
  const path = process.env.CADDY_PATH ?? '/usr/bin/caddy';
  return existsSync(path) ? path : undefined;
}

/** Replaces each `[literal, value]` in `text`. @throws Error when a literal is missing. */
function substitute(text: string, file: string, pairs: [string, string][]): string {
  for (const [literal, value] of pairs) {
    if (!text.includes(literal)) throw new Error(`${file} no longer contains "${literal}"`);
    text = text.split(literal).join(value);
  }
  return text;
}

/**
 * Runs Debian's nginx as a non-daemon process on a free loopback port with the repository's
 * recipe (`deploy/nginx/console.conf` or `console-subpath.conf`, with
 * `security-headers.conf`), its placeholders (`listen 8080`, `/srv/semaphore-console`,
 * `http://127.0.0.1:3000`) replaced, in a temporary prefix: no root rights, no system paths
 * written. The sub-path recipe is included in a server block that proxies every other path to
 * Semaphore, like a site serving Semaphore and the console on one origin.
 * @throws Error when nginx is missing, refuses the configuration or does not answer.
 */
export async function startNginx(options: ProxyOptions): Promise<RunningProxy> {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is missing: run scripts/test.sh (ensure_nginx) first');
  const root = options.root ?? join(repoRoot, 'apps/web/dist');
  const upstream = options.upstream.replace(/\/+$/, '');
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'console-nginx-'));
  const recipes = join(repoRoot, 'deploy/nginx');
  mkdirSync(join(prefix, 'semaphore-console'));
  for (const name of ['security-headers.conf', 'console.conf', 'console-subpath.conf']) {
    const file = join(recipes, name);
    let text = readFileSync(file, 'utf8');
    if (name !== 'security-headers.conf')
      text = substitute(text, file, [
        ['/srv/semaphore-console', root],
        ['http://127.0.0.1:3000', upstream],
      ]);
    if (name === 'console.conf')
      text = substitute(text, file, [['listen 8080;', `listen 127.0.0.1:${port};`]]);
    writeFileSync(join(prefix, 'semaphore-console', name), text);
  }
  const site =
    options.recipe === 'root'
      ? 'include semaphore-console/console.conf;'
      : `server {
    listen 127.0.0.1:${port};
    include semaphore-console/console-subpath.conf;
    location / { proxy_pass ${upstream}/; proxy_set_header Host $http_host; }
  }`;
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `load_module ${brotli};
daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  ${site}
}
`,
  );
  const url = `http://127.0.0.1:${port}${RECIPE_PATH[options.recipe]}`;
  const process = await startProcess(
    nginx,
    ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'],
    { readyUrl: `${url}healthz`, timeoutMs: 15_000 },
  );
  return proxyIn(prefix, url, process);
}

/**
 * Runs Debian's caddy (`caddy run`) on a free loopback port with the repository's recipe
 * (`deploy/caddy/Caddyfile` or `Caddyfile.subpath`), configured through its environment
 * placeholders (`CONSOLE_ADDRESS`, `CONSOLE_ROOT`, `SEMAPHORE_UPSTREAM`, `SEMAPHORE_PATH`,
 * `CADDY_ADMIN=off`), with its data and config folders in a temporary directory.
 * @throws Error when caddy is missing, refuses the configuration or does not answer.
 */
export async function startCaddy(options: ProxyOptions): Promise<RunningProxy> {
  const caddy = caddyBinary();
  if (!caddy) throw new Error('caddy is missing: apt-get install caddy');
  const upstream = new URL(options.upstream);
  const port = await freePort();
  const home = mkdtempSync(join(tmpdir(), 'console-caddy-'));
  const file = join(
    repoRoot,
    'deploy/caddy',
    options.recipe === 'root' ? 'Caddyfile' : 'Caddyfile.subpath',
  );
  const url = `http://127.0.0.1:${port}${RECIPE_PATH[options.recipe]}`;
  const process = await startProcess(caddy, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: {
      CONSOLE_ADDRESS: `http://127.0.0.1:${port}`,
      CONSOLE_ROOT: options.root ?? join(repoRoot, 'apps/web/dist'),
      SEMAPHORE_UPSTREAM: upstream.host,
      SEMAPHORE_PATH: upstream.pathname.replace(/\/+$/, ''),
      CADDY_ADMIN: 'off',
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
    },
    readyUrl: `${url}healthz`,
    timeoutMs: 15_000,
  });
  return proxyIn(home, url, process);
}
