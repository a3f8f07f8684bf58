import { packageBuild } from '@semaphore-console/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig({
  ...packageBuild,
  // The main entry, the sign-in page's `./auth` subpath and the `./testing` builders (package.json
  // `exports`).
  entry: ['src/index.ts', 'src/auth.ts', 'src/testing.ts'],
});
