import type { Options } from 'tsup';

/** The declaration step's options (`dts`), without entries: TypeScript 6 needs `ignoreDeprecations`. */
export declare const declarations: { compilerOptions: { ignoreDeprecations: string } };

/** A published package: `src/index.ts` as ES2023 ESM with declarations and source maps. */
export declare const packageBuild: Options;
/** A Node app (servers, the CLI): Node 20 ESM with declarations and source maps; no entries. */
export declare const nodeAppBuild: Options;
