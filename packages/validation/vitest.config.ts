import { sourceConditions } from '@semaphore-console/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: {
    passWithNoTests: true,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TZ: 'UTC' },
  },
});
