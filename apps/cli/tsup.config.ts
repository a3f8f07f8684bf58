import { readFileSync } from 'node:fs';
import { declarations, nodeAppBuild } from '@semaphore-console/tsup-config';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

// The executable and the module entry; workspace and npm dependencies stay external (declared in
// package.json), so a global install resolves them like any package.
export default defineConfig({
  ...nodeAppBuild,
  entry: ['src/bin.ts', 'src/index.ts'],
  dts: { ...declarations, entry: 'src/index.ts' },
  define: { __CLI_VERSION__: JSON.stringify(version) },
});
