// The API reference, the product spec and the conventions under docs/ are the project's copies of the
// documents in ../shared (beside the repository, where they are written). When ../shared exists, this
// fails if a copy differs from its original; `--write` copies the originals in. Without ../shared (a
// fresh clone, CI) there is nothing to compare and it passes.
import { existsSync, readFileSync, copyFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(root, '..', 'shared');
const copies = {
  'api/semaphore-api.md': 'docs/api/semaphore-api.md',
  'api/newer-servers.md': 'docs/api/newer-servers.md',
  'spec/console-core.md': 'docs/spec/console-core.md',
  'spec/console-resources.md': 'docs/spec/console-resources.md',
  'STYLE.md': 'docs/STYLE.md',
  'TOOLCHAIN.md': 'docs/TOOLCHAIN.md',
};
const write = process.argv.includes('--write');

if (!existsSync(shared)) {
  console.log(`check-docs: ${shared} does not exist; the copies in docs/ are not compared.`);
  process.exit(0);
}
const stale = [];
for (const [from, to] of Object.entries(copies)) {
  const source = join(shared, from);
  if (!existsSync(source)) continue;
  const target = join(root, to);
  if (existsSync(target) && readFileSync(source).equals(readFileSync(target))) continue;
  if (write) copyFileSync(source, target);
  stale.push(`${to} (from ../shared/${from})`);
}
if (stale.length === 0) {
  console.log('check-docs: docs/ holds the current copies of ../shared.');
} else if (write) {
  console.log(`check-docs: updated\n  ${stale.join('\n  ')}`);
} else {
  console.error(
    `check-docs: these copies differ from ../shared; run \`node scripts/check-docs.mjs --write\`:\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
