// Fails when a catalog is out of date with the source or a non-English message is untranslated
// (every catalog of scripts/catalogs.mjs).
// Runs `lingui extract` (which rewrites the .po files), then reads every catalog.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { translatedCatalogs } from './catalogs.mjs';

const root = new URL('..', import.meta.url).pathname;
execFileSync('pnpm', ['exec', 'lingui', 'extract', '--clean'], { cwd: root, stdio: 'ignore' });

const problems = [];
for (const { path } of translatedCatalogs()) {
  const text = readFileSync(path, 'utf8');
  const catalog = relative(root, path);
  // Entries are separated by blank lines; the header entry has an empty msgid.
  for (const entry of text.split(/\n\s*\n/)) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    if (!id) continue;
    const str = /^msgstr "(.*)"$/m.exec(entry)?.[1];
    const continued = /^msgstr ""\n"/m.test(entry);
    if (!str && !continued) problems.push(`${catalog}: untranslated "${id}"`);
  }
}
if (problems.length) {
  console.error(`${problems.length} missing translations:\n${problems.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log('catalogs: every message is translated in every locale');
