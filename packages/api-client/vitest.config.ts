import { sourceConditions } from '@semaphore-console/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TZ: 'UTC' },
    // Starts the demo server (from source, with --faults) for the real-HTTP tests in test/.
    globalSetup: ['./test/demoServer.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 40_000,
  },
});
