import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { defineConfig, defaultClientConditions } from 'vite';

/**
 * The console talks to `/api` on its own origin. `vite dev` and `vite preview` proxy `/api`
 * (HTTP and the `/api/ws` websocket) to `SEMAPHORE_URL`: the demo server by default, or a real
 * Semaphore server, including one under a web root path (`http://host/semaphore`).
 */
const target = process.env.SEMAPHORE_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target, changeOrigin: true, ws: true, secure: false },
};

export default defineConfig({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] }), lingui(), vanillaExtractPlugin()],
  resolve: { conditions: ['@semaphore-console/source', ...defaultClientConditions] },
  server: { proxy },
  preview: { proxy },
  build: { target: 'es2022', sourcemap: true },
});
