// Fails when a catalog is out of date with the source or a non-English message is untranslated.
// Runs `lingui extract` (which rewrites the .po files), then reads every catalog.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const localesDir = join(root, 'src/locales');
execFileSync('pnpm', ['exec', 'lingui', 'extract', '--clean'], { cwd: root, stdio: 'ignore' });

const problems = [];
for (const locale of readdirSync(localesDir)) {
  if (locale === 'en') continue;
  const text = readFileSync(join(localesDir, locale, 'messages.po'), 'utf8');
  // Entries are separated by blank lines; the header entry has an empty msgid.
  for (const entry of text.split(/\n\s*\n/)) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    if (!id) continue;
    const str = /^msgstr "(.*)"$/m.exec(entry)?.[1];
    const continued = /^msgstr ""\n"/m.test(entry);
    if (!str && !continued) problems.push(`${locale}: untranslated "${id}"`);
  }
}
if (problems.length) {
  console.error(`${problems.length} missing translations:\n${problems.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log('catalogs: every message is translated in every locale');
