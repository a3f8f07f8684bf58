// Writes translations into the .po catalogs (every catalog of scripts/catalogs.mjs), the one source
// of the console's translations.
// Usage: node scripts/apply-translations.mjs FILE.json [--force]
// FILE.json is a temporary file, not kept in the repository (delete it once applied):
// { "<English msgid exactly as in the .po>": { "de": "…", "es": "…", … all 14 others } }
// Only empty msgstr entries are filled unless --force. A message of the sign-in catalog that the
// file does not translate takes the console catalog's translation. Prints what is still missing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_CATALOG_DIR, parsePo, translatedCatalogs, withMsgstr } from './catalogs.mjs';

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error(
    'usage: node scripts/apply-translations.mjs FILE.json [--force]\n' +
      'FILE.json: a temporary file, not kept: { "<msgid>": { "de": "…", … } }. The .po catalogs are the one source.',
  );
  process.exit(2);
}
const force = flag === '--force';
const table = JSON.parse(readFileSync(file, 'utf8'));

/** The console catalog's translations of `locale` (msgid → msgstr). */
const consoleTranslations = (locale) =>
  new Map(
    parsePo(readFileSync(join(CONSOLE_CATALOG_DIR, locale, 'messages.po'), 'utf8'))
      .filter((e) => e.id && e.str)
      .map((e) => [e.id, e.str]),
  );

let missing = 0;
// The console's catalogs come first, so the others can copy what was just written there.
for (const { dir, locale, path } of translatedCatalogs()) {
  const fallback = dir === CONSOLE_CATALOG_DIR ? new Map() : consoleTranslations(locale);
  const out = parsePo(readFileSync(path, 'utf8')).map((e) => {
    if (!e.id) return e.entry;
    const wanted = table[e.id]?.[locale];
    if (wanted !== undefined && (force || !e.str)) return withMsgstr(e, wanted);
    if (!e.str && fallback.has(e.id)) return withMsgstr(e, fallback.get(e.id));
    if (!e.str) {
      missing++;
      if (missing <= 40) console.log(`missing ${locale}: ${e.id}`);
    }
    return e.entry;
  });
  writeFileSync(path, out.join('\n\n'));
}
console.log(missing ? `${missing} translations still missing` : 'every message is translated');
