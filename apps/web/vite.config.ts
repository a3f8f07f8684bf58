import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';

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
                  String.raw`src[\\/](forms|failures|domainMessages)\.ts$`,
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
