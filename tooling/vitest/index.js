/**
 * Shared Vitest settings for every package of the workspace (plain JS: Vite loads config
 * dependencies without a TypeScript loader).
 *
 * `sourceConditions` makes workspace packages resolve to their TypeScript source
 * (the `@semaphore-console/source` export condition), in the client and the SSR graph.
 */
export const SOURCE_CONDITION = '@semaphore-console/source';

/** Resolve conditions for Vitest: the source condition first, then Vite's defaults. */
export const sourceConditions = {
  resolve: { conditions: [SOURCE_CONDITION, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'] } },
};
