import { defineConfig } from 'tsup';

export default defineConfig({
  // The main entry and the sign-in page's `./auth` subpath (package.json `exports`).
  entry: ['src/index.ts', 'src/auth.ts'],
  format: ['esm'],
  target: 'es2023',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
