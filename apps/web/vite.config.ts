import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { fileURLToPath } from 'node:url';
import {
  defineConfig,
  defaultClientConditions,
  defaultServerConditions,
  type Plugin,
  type Rolldown,
} from 'vite';

const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * The console talks to `/api` on its own origin. `vite dev` and `vite preview` proxy `/api`
 * (HTTP and the `/api/ws` websocket) to `SEMAPHORE_URL`: the demo server by default, or a real
 * Semaphore server, including one under a web root path (`http://host/semaphore`).
 */
/** This app's folder: module ids are absolute paths below it. */
const appRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

const target = process.env.SEMAPHORE_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target, changeOrigin: true, ws: true, secure: false },
};

/**
 * What each address needs first (spec core §2 routes), for boot.ts's `modulepreload`s: a pattern
 * matched against the address below the base (`project/1/history?t=5`) and the route modules
 * (project paths) whose whole static chunk graph it preloads. Keep it in step with the lazy
 * routes of src/app/routes.tsx.
 */
const ROUTE_MODULES: [pattern: string, modules: string[]][] = [
  [String.raw`^(?!auth/login)`, ['src/app/AppRouter.tsx', 'src/app/AppRoot.tsx']],
  [String.raw`^project/\d+`, ['src/features/shell/Layout.tsx', 'src/app/ProjectRoute.tsx']],
  [String.raw`^project/\d+(/history)?/?(\?|$)`, ['src/features/dashboard/Dashboard.tsx']],
  [
    String.raw`^project/\d+/(views/\d+/)?templates/?(\?|$)`,
    ['src/features/templates/TemplateListScreen.tsx'],
  ],
  [String.raw`^project/\d+[^?]*\?(.*&)?t=\d`, ['src/features/task-log/TaskLogDialog.tsx']],
];

/**
 * What the sign-in page (spec core §4) loads, statically or before it is idle: the entry, the
 * sign-in screen and the scheduling module it imports for its prefetch. Their static graphs stay
 * out of {@link pageChunks}, so the sign-in page downloads what it did before (its 100 KiB budget,
 * scripts/check-bundle-size.mjs).
 */
const SIGN_IN_MODULES = ['src/main.tsx', 'src/features/auth/SignIn.tsx', 'src/lib/scheduling.ts'];

/** Names a module uses of another: `'*'` for all of them (namespace or side-effect imports). */
type Used = Set<string> | '*';

/** What a module's code takes from each import specifier, and what it passes on. */
interface ImportEdges {
  /** Names it imports, by specifier. */
  imports: Map<string, Used>;
  /** Its re-exports, by specifier: exported name → name in that module (`'*'`: `export *`). */
  reexports: Map<string, Map<string, string>>;
}

/** Reads the import and re-export statements of a module's code (ESM, as Rolldown holds it). */
function importEdges(code: string): ImportEdges {
  const imports = new Map<string, Used>();
  const reexports = new Map<string, Map<string, string>>();
  const use = (spec: string, names: Used): void => {
    const had = imports.get(spec);
    if (had === '*' || names === '*') imports.set(spec, '*');
    else imports.set(spec, new Set([...(had ?? []), ...names]));
  };
  const pairs = (list: string): [string, string][] =>
    list
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((part) => {
        const [from = '', as] = part.split(/\s+as\s+/);
        return [from, as ?? from];
      });
  for (const [, clause = '', spec = ''] of code.matchAll(
    /\bimport\s+(?!type\b)([^;"'()]*?)\s*from\s*["']([^"']+)["']/g,
  )) {
    const namespace = /\*\s*as\s+([\w$]+)/.exec(clause)?.[1];
    if (namespace) {
      // A namespace only re-exported (`export { ns as icons }`) is a re-export, not a use.
      const as = new RegExp(
        String.raw`export\s*\{\s*${namespace.replace('$', '\\$')}(?:\s+as\s+([\w$]+))?\s*\}`,
      ).exec(code);
      if (as) reexports.set(spec, new Map([[as[1] ?? namespace, '*']]));
      else use(spec, '*');
      continue;
    }
    const names = new Set<string>();
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    if (braces !== undefined) for (const [from] of pairs(braces)) names.add(from);
    if (/^\s*[\w$]+\s*(,|$)/.test(clause)) names.add('default');
    use(spec, names);
  }
  for (const [, spec = ''] of code.matchAll(/\bimport\s*["']([^"']+)["']/g)) use(spec, '*');
  for (const [, clause = '', spec = ''] of code.matchAll(
    /\bexport\s+(?!type\b)(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  )) {
    const map = reexports.get(spec) ?? new Map<string, string>();
    const star = /^\*(?:\s*as\s+([\w$]+))?$/.exec(clause.trim());
    if (star) map.set(star[1] ?? '*', '*');
    else for (const [from, as] of pairs(clause.slice(1, -1))) map.set(as, from);
    reexports.set(spec, map);
  }
  return { imports, reexports };
}

/**
 * Resolves the specifiers of module `from` among its dependencies `deps` (absolute paths):
 * relative ones by path (with or without extension or `/index`), bare ones by package.
 */
function resolverOf(from: string, deps: string[]): (spec: string) => string[] {
  const byKey = new Map<string, Set<string>>();
  const add = (key: string, dep: string): void => {
    byKey.set(key, (byKey.get(key) ?? new Set()).add(dep));
  };
  for (const dep of deps) {
    const bare = dep.replace(/\.[^./]+$/, '');
    for (const key of [dep, bare, bare.replace(/\/index$/, '')]) add(key, dep);
    const pkg = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(dep)?.[1];
    if (pkg) add(pkg, dep);
    const workspace = /\/packages\/([^/]+)\/src\//.exec(dep)?.[1];
    if (workspace) add(`@semaphore-console/${workspace}`, dep);
  }
  const dir = `file://${from.replace(/[^/]*$/, '')}`;
  return (spec) => {
    const key = spec.startsWith('.')
      ? new URL(spec, dir).pathname
      : (/^(@[^/]+\/[^/]+|[^/]+)/.exec(spec)?.[1] ?? spec);
    return [...(byKey.get(key) ?? [])];
  };
}

/** What a module takes from one dependency: names it imports, names it re-exports (as → from). */
interface Needs {
  imports?: Used;
  reexports: [as: string, from: string][];
}

/** {@link Needs} of module `id` for each of its dependencies; unmatched ones need everything. */
function needsOf(id: string, code: string, deps: string[]): Map<string, Needs> {
  const { imports, reexports } = importEdges(code);
  const resolve = resolverOf(id, deps);
  const needs = new Map<string, Needs>();
  const of = (dep: string): Needs => {
    let n = needs.get(dep);
    if (!n) needs.set(dep, (n = { reexports: [] }));
    return n;
  };
  for (const [spec, names] of imports) {
    for (const dep of resolve(spec)) {
      const n = of(dep);
      n.imports =
        n.imports === '*' || names === '*' ? '*' : new Set([...(n.imports ?? []), ...names]);
    }
  }
  for (const [spec, map] of reexports) {
    for (const dep of resolve(spec)) of(dep).reexports.push(...map);
  }
  for (const dep of deps) if (!needs.has(dep)) needs.set(dep, { imports: '*', reexports: [] });
  return needs;
}

/**
 * The static import graph of `roots` as the bundle keeps it: through a module that re-exports
 * (a barrel: a feature's index.ts, `@semaphore-console/ui`, lucide-react's icons), only the
 * modules behind the names its importers use. Returns the module ids.
 */
function usedGraph(roots: string[], info: Rolldown.ChunkingContext['getModuleInfo']): Set<string> {
  const used = new Map<string, Used>();
  const needs = new Map<string, Map<string, Needs>>();
  const todo: [string, Used][] = roots.map((id) => [id, '*']);
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [id, names] = next;
    const had = used.get(id);
    if (had === '*' || (had && names !== '*' && [...names].every((n) => had.has(n)))) continue;
    const wanted: Used = names === '*' || !had ? names : new Set([...had, ...names]);
    used.set(id, wanted);
    const module = info(id);
    if (!module) continue;
    let own = needs.get(id);
    if (!own) needs.set(id, (own = needsOf(id, module.code ?? '', module.importedIds)));
    for (const [dep, need] of own) {
      let take: Used | undefined = need.imports;
      for (const [as, from] of need.reexports) {
        if (as !== '*' && wanted !== '*' && !wanted.has(as)) continue;
        const more: Used = from === '*' ? (as === '*' ? wanted : '*') : new Set([from]);
        take = take === '*' || more === '*' ? '*' : new Set([...(take ?? []), ...more]);
      }
      if (take !== undefined) todo.push([dep, take]);
    }
  }
  return new Set(used.keys());
}

/**
 * How many entries of {@link ROUTE_MODULES}, from the first, load on every page they lead to (every
 * page of the console, every project page): a module that later entries share goes to the last of
 * these (the project pages' chunk), so that a first page needs no chunk of another page.
 */
const SHELL_ENTRIES = 2;

/**
 * The chunk of every module a first page needs (spec core §2; STYLE.md "the first page's code
 * arrives in a handful of preloaded files"): one chunk per entry of {@link ROUTE_MODULES}, named
 * after its first module, holding the modules its modules use ({@link usedGraph}) that the
 * sign-in page ({@link SIGN_IN_MODULES}) does not use and that no earlier entry uses (modules
 * that later entries share: {@link SHELL_ENTRIES}). What only other lazy routes, editors, diff,
 * charts or the palette use is not captured: it splits as before. Returns the `name` function of
 * a Rolldown code-splitting group (`null`: not captured).
 */
function pageChunks(root: string): Rolldown.CodeSplittingNameFunction {
  const names = ROUTE_MODULES.map(
    ([, [first = '']]) => /([^/]+)\.tsx?$/.exec(first)?.[1] ?? 'page',
  );
  /** Module id → index of its entry in ROUTE_MODULES (the chunk it goes to). */
  let owner: Map<string, number> | undefined;
  return (id, ctx) => {
    if (!owner) {
      const info = (m: string) => ctx.getModuleInfo(m);
      const ids = (modules: string[]) => modules.map((m) => `${root}/${m}`);
      const signIn = usedGraph(ids(SIGN_IN_MODULES), info);
      owner = new Map();
      for (const [index, [, modules]] of ROUTE_MODULES.entries()) {
        for (const m of usedGraph(ids(modules), info)) {
          const first = owner.get(m);
          if (signIn.has(m)) continue;
          if (first === undefined) owner.set(m, index);
          else if (first >= SHELL_ENTRIES) owner.set(m, SHELL_ENTRIES - 1);
        }
      }
    }
    return names[owner.get(id) ?? -1] ?? null;
  };
}

/**
 * The route map of src/server/boot.ts (`<script type="application/json" id="console-routes">` in
 * index.html): for each pattern of {@link ROUTE_MODULES}, the files of its modules' static import
 * graph (their chunks, shared chunks and CSS), minus what index.html loads already; and the
 * module script that runs boot.ts from the first bytes, after the map.
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'console-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (c): c is Rolldown.OutputChunk => c.type === 'chunk',
        );
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const graph = (file: string, into: Set<string>): void => {
          const chunk = byFile.get(file);
          if (!chunk || into.has(file)) return;
          into.add(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const dep of chunk.imports) graph(dep, into);
        };
        const inHtml = new Set<string>();
        for (const c of chunks) if (c.isEntry) graph(c.fileName, inHtml);
        const map = ROUTE_MODULES.map(([pattern, modules]) => {
          const files = new Set<string>();
          for (const id of modules) {
            const chunk = chunks.find((c) => c.moduleIds.includes(`${root}/${id}`));
            if (!chunk) throw new Error(`${id} is not a chunk of the build: is its route lazy?`);
            graph(chunk.fileName, files);
          }
          // A dynamic import of a module whose code is in these files (a group of pageChunks)
          // loads its facade, a chunk that only re-exports it from there: preload those too.
          for (const c of chunks) {
            const facade = c.isDynamicEntry && c.moduleIds.length === 0 && c.imports.length > 0;
            if (facade && c.imports.every((f) => files.has(f) || inHtml.has(f))) {
              graph(c.fileName, files);
            }
          }
          return [pattern, [...files].filter((f) => !inHtml.has(f))];
        });
        // boot.ts from the first bytes: its requests and preloads go out while the start-up
        // chunk is still on its way, not after it ran (the CSP allows no inline script).
        const boot = chunks.find((c) => c.facadeModuleId === `${root}/src/server/boot.ts`);
        if (!boot) throw new Error('src/server/boot.ts is not a chunk of its own');
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'console-routes' },
            children: JSON.stringify(map),
            injectTo: 'head',
          },
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `./${boot.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * `useLinguiV5IdGeneration`: the v6 channel of @lingui/swc-plugin hashes message ids with the
 * URL-safe Base64 alphabet, while @lingui/cli 5 (and the Vite plugin's catalog compiler) use the
 * standard one; without the option every id containing `/` or `+` is missing at run time in
 * production builds (where the message text is stripped).
 */
export default defineConfig(({ command }) => ({
  // One build for every web root path: assets are referenced relative to index.html's
  // `<base href>`, which the server rewrites for a sub-path (`/semaphore/`; docs/deploy.md).
  base: './',
  plugins: [
    react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }),
    // The config path, not the current directory: tools that load this file from the root find it.
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    vanillaExtractPlugin(),
    routePreloads(),
  ],
  resolve: {
    conditions: ['@semaphore-console/source', ...defaultClientConditions],
    // react-router's package exports name only its development build (dev warnings and checks
    // included: remix-run/react-router#14102); a production build takes its production twin.
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // vanilla-extract evaluates `.css.ts` files in its own SSR module runner (it replaces the
  // `ssr` options, but keeps `environments`): it must resolve workspace packages to their source
  // too, or `vars` of @semaphore-console/ui would come from its dist build, whose CSS variable
  // names differ from the ones the page defines.
  environments: {
    ssr: {
      resolve: {
        conditions: ['@semaphore-console/source', ...defaultServerConditions],
        externalConditions: ['@semaphore-console/source'],
      },
    },
  },
  server: { proxy },
  preview: { proxy },
  // The manifest lets scripts/check-bundle-size.mjs measure the sign-in page's JavaScript.
  build: {
    target: 'es2022',
    // No modulepreload polyfill (0.3 KiB on the sign-in page): the browsers that run the es2022
    // target without native `modulepreload` (Safari < 17, Firefox < 115) ignore the hints and load
    // the same modules through their imports, only without preloading.
    modulePreload: { polyfill: false },
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every page needs first (each chunk costs its own gzip
        // window, import list and preload entry): the sign-in page downloads one chunk of start-up
        // code and one of form pieces besides its own module and catalog
        // (scripts/check-bundle-size.mjs). Everything else splits automatically per route.
        codeSplitting: {
          groups: [
            {
              // What main.tsx imports statically: React, lingui, the preferences, the connection.
              // main.tsx itself stays the entry chunk (the manifest's index.html entry).
              name: 'initial',
              tags: ['$initial'],
              test: (id: string) => !/[\\/]src[\\/]main\.tsx$|index\.html$/.test(id),
              priority: 2,
            },
            {
              // The form pieces nearly every screen uses (with their own dependencies): buttons,
              // text fields, alerts, the validation core with the account forms' schemas (sign-in,
              // users) and its translation, failure texts, the server-data store factory.
              name: 'forms',
              test: new RegExp(
                [
                  String.raw`packages[\\/]ui[\\/]src[\\/]components[\\/](Button|TextField|Alert)\.tsx$`,
                  String.raw`packages[\\/]validation[\\/]src[\\/](fields|issues|message|formMessages|account)\.ts$`,
                  String.raw`src[\\/](lib[\\/]forms|server[\\/]failures|i18n[\\/]domainMessages|stores[\\/]serverData)\.ts$`,
                ].join('|'),
              ),
              priority: 1,
            },
            {
              debugName: 'pages',
              name: pageChunks(appRoot),
              priority: 0,
              // Only what the page uses: a dependency the sign-in page shares stays where it was.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
