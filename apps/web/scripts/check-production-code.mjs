// Fails when the production build holds a library's development build: react-router's package
// exports name only its development build (with its dev warnings and checks,
// remix-run/react-router#14102), which vite.config.ts aliases to the production twin; a new
// version or a new entry point could bring it back. Reads the sources of the build's source maps.
// Usage: node scripts/check-production-code.mjs [--dist dir]
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const at = process.argv.indexOf('--dist');
const assets = join(resolve(at >= 0 ? process.argv[at + 1] : 'dist'), 'assets');
/** Source paths of development builds: react-router's `dist/development`, React's `*.development.js`. */
const DEVELOPMENT =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(react-router\/dist\/development\/|react(?:-dom)?\/cjs\/[^/]*\.development\.js)/;

const found = new Set();
let maps = 0;
for (const file of await readdir(assets)) {
  if (!file.endsWith('.js.map')) continue;
  maps++;
  const { sources = [] } = JSON.parse(await readFile(join(assets, file), 'utf8'));
  for (const source of sources) if (DEVELOPMENT.test(source)) found.add(`${file}: ${source}`);
}
if (maps === 0) throw new Error(`no source maps in ${assets}: build first`);
if (found.size > 0) {
  console.error(`development builds in the production bundle:\n  ${[...found].join('\n  ')}`);
  process.exit(1);
}
console.log(`production code only: ${maps} source maps checked`);
