import { sourceConditions } from '@semaphore-console/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 40_000,
  },
});
