import { packageBuild } from '@semaphore-console/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(packageBuild);
