/** The export condition under which workspace packages expose their TypeScript source. */
export declare const SOURCE_CONDITION: '@semaphore-console/source';
/** Resolve conditions for Vitest: the source condition first, then Vite's defaults. */
export declare const sourceConditions: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
