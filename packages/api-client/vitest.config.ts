import { sourceConditions } from '@semaphore-console/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TZ: 'UTC' },
    // Node 20's own WebSocket (undici), so the feed is also tested without the ws package.
    execArgv: ['--experimental-websocket'],
    // Starts the demo server (from source, with --faults) for the real-HTTP tests in test/.
    globalSetup: ['./test/demoServer.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 40_000,
  },
});
