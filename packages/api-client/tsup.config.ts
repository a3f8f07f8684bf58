import { defineConfig } from 'tsup';

export default defineConfig({
  // The main entry, the sign-in page's `./auth` subpath and the `./testing` builders (package.json
  // `exports`).
  entry: ['src/index.ts', 'src/auth.ts', 'src/testing.ts'],
  format: ['esm'],
  target: 'es2023',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
