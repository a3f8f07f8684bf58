/**
 * Shared tsup settings for every package and app of the workspace (plain JS: tsup loads config
 * dependencies from node_modules without a TypeScript loader). Each `tsup.config.ts` spreads one of
 * them and adds only what is its own (entries, externals, plugins).
 */

/** The declaration step: with TypeScript 6 it fails on the `baseUrl` tsup injects (TOOLCHAIN.md). */
export const declarations = { compilerOptions: { ignoreDeprecations: '6.0' } };

/** What every build shares: ES modules, declarations, source maps, a clean `dist`. */
const common = {
  format: ['esm'],
  dts: declarations,
  sourcemap: true,
  clean: true,
};

/** A published package: `src/index.ts` as ES2023 for bundlers and Node. */
export const packageBuild = { ...common, entry: ['src/index.ts'], target: 'es2023' };

/** A Node app (servers, the CLI): entries of its own, Node 20 as the target. */
export const nodeAppBuild = { ...common, target: 'node20', platform: 'node' };
