import { nodeAppBuild } from '@semaphore-console/tsup-config';
import { defineConfig } from 'tsup';

// One self-contained bundle per entry: workspace packages are inlined from their source, together
// with the npm packages they use (croner, cronstrue), which this app does not declare itself; the
// app's own npm dependencies (hono, @hono/node-server, ws) stay external.
export default defineConfig({
  ...nodeAppBuild,
  entry: ['src/main.ts', 'src/index.ts'],
  noExternal: [/^@semaphore-console\//, 'croner', 'cronstrue'],
  esbuildOptions(options) {
    options.conditions = ['@semaphore-console/source'];
  },
});
