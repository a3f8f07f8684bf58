// Prints the JavaScript the sign-in page (`/auth/login`) downloads, gzip-compressed, and fails
// past the budget. It reads Vite's build manifest (dist/.vite/manifest.json) and follows what a
// browser fetches before the sign-in form shows: the entry (index.html's script) with its static
// imports, the sign-in screen's module with its static imports, and the sign-in page's own catalog
// (English, the default; every catalog is about the same size). Dynamic imports that the page only
// prefetches when idle are not counted.
// Usage: node scripts/check-bundle-size.mjs [--budget KiB] [--verbose] [--dist dir]
//
// The budget is the performance target, 100 KiB. About 99 KiB in 6 files: React DOM 19 alone is
// about 62 of them; the rest is React, lingui, the preferences, the api-client's ./auth entry, the
// form pieces, the sign-in screen and its catalog. The sign-in page renders without the router
// (main.tsx), loads its own small catalog (lingui.config.ts), and vite.config.ts groups the start-up
// code and the form pieces into one chunk each.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
/** The sign-in page's JavaScript budget, gzip KiB. */
const budgetKiB = Number(option('--budget', '100'));
const dist = resolve(option('--dist', 'dist'));

/** Source keys of the manifest that the sign-in page loads besides the entry. */
const SIGN_IN_ROUTE = 'src/features/auth/SignIn.tsx';
const CATALOG = 'src/features/auth/locales/en/messages.po';
const BOOT = 'src/server/boot.ts';

const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
if (!entryKey) throw new Error(`no index.html entry in ${dist}/.vite/manifest.json`);
for (const key of [SIGN_IN_ROUTE, CATALOG, BOOT]) {
  if (!manifest[key]) {
    throw new Error(`${key} is not a chunk of its own: is the sign-in route still lazy?`);
  }
}

/** Adds a chunk and, recursively, its static imports (what the browser fetches with it). */
const closure = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || closure.has(chunk.file)) return;
  closure.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
// boot.ts: index.html's own module script (vite.config.ts routePreloads), fetched by every page.
for (const key of [entryKey, BOOT, SIGN_IN_ROUTE, CATALOG]) visit(key);

const gz = promisify(gzip);
const files = await Promise.all(
  [...closure]
    .filter((file) => file.endsWith('.js'))
    .map(async (file) => {
      const data = await readFile(join(dist, file));
      return { file, raw: data.length, gzip: (await gz(data, { level: 9 })).length };
    }),
);
files.sort((a, b) => b.gzip - a.gzip);
const total = files.reduce((sum, f) => sum + f.gzip, 0);
const raw = files.reduce((sum, f) => sum + f.raw, 0);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (flag('--verbose')) {
  for (const f of files) console.log(`  ${kib(f.gzip).padStart(10)}  ${f.file}`);
}
console.log(
  `sign-in page JavaScript: ${kib(total)} gzip (${kib(raw)} raw, ${files.length} files); budget ${budgetKiB} KiB`,
);
if (total > budgetKiB * 1024) {
  console.error(
    `The sign-in page's JavaScript grew past ${budgetKiB} KiB gzip: keep screens, dialogs and heavy libraries out of the entry (lazy routes, dynamic import()).`,
  );
  process.exit(1);
}
