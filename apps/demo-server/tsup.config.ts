import { defineConfig } from 'tsup';

// One self-contained bundle per entry: workspace packages are inlined from their source,
// npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts', 'src/index.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  noExternal: [/^@semaphore-console\//],
  esbuildOptions(options) {
    options.conditions = ['@semaphore-console/source'];
  },
});
