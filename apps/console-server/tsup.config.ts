import { nodeAppBuild } from '@semaphore-console/tsup-config';
import { defineConfig } from 'tsup';

// The server (main) and its library entry; npm dependencies stay external.
export default defineConfig({ ...nodeAppBuild, entry: ['src/main.ts', 'src/index.ts'] });
