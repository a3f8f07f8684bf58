import { lingui } from '@lingui/vite-plugin';
import { sourceConditions } from '@semaphore-console/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  plugins: [
    react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    vanillaExtractPlugin(),
  ],
  test: {
    environment: 'happy-dom',
    // Screens wait for the in-memory demo server; a busy 2-core machine needs more than 5 s.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@semaphore-console/vitest-config/setup-dom', './src/test/setup.ts'],
  },
});
