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
 * The route map of src/server/boot.ts (`<script type="application/json" id="console-routes">` in
 * index.html): for each pattern of {@link ROUTE_MODULES}, the files of its modules' static import
 * graph (their chunks, shared chunks and CSS), minus what index.html loads already.
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
            const chunk = chunks.find((c) => c.facadeModuleId === `${root}/${id}`);
            if (!chunk) throw new Error(`${id} is not a chunk of the build: is its route lazy?`);
            graph(chunk.fileName, files);
          }
          return [pattern, [...files].filter((f) => !inHtml.has(f))];
        });
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'console-routes' },
            children: JSON.stringify(map),
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
              // users) and its translation, failure texts.
              name: 'forms',
              test: new RegExp(
                [
                  String.raw`packages[\\/]ui[\\/]src[\\/]components[\\/](Button|TextField|Alert)\.tsx$`,
                  String.raw`packages[\\/]validation[\\/]src[\\/](fields|issues|messages|account)\.ts$`,
                  String.raw`src[\\/](lib[\\/]forms|server[\\/]failures|i18n[\\/]domainMessages)\.ts$`,
                ].join('|'),
              ),
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
