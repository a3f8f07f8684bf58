// Writes translations into the .po catalogs.
// Usage: node scripts/apply-translations.mjs FILE.json [--force]
// FILE.json: { "<English msgid exactly as in the .po>": { "de": "…", "es": "…", … all 14 others } }
// Only empty msgstr entries are filled unless --force. Prints what is still missing afterwards.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/apply-translations.mjs FILE.json [--force]');
  process.exit(2);
}
const force = flag === '--force';
const table = JSON.parse(readFileSync(file, 'utf8'));
const localesDir = new URL('../src/locales/', import.meta.url).pathname;

const unquote = (s) => JSON.parse(`"${s.replace(/\\'/g, "'")}"`);
const quote = (s) => JSON.stringify(s).slice(1, -1);

let missing = 0;
for (const locale of readdirSync(localesDir)) {
  if (locale === 'en') continue;
  const path = join(localesDir, locale, 'messages.po');
  const entries = readFileSync(path, 'utf8').split(/\n\n/);
  const out = entries.map((entry) => {
    const lines = entry.split('\n');
    const idAt = lines.findIndex((l) => l.startsWith('msgid '));
    const strAt = lines.findIndex((l) => l.startsWith('msgstr '));
    if (idAt < 0 || strAt < 0) return entry;
    const id = lines
      .slice(idAt, strAt)
      .map((l) => /"(.*)"$/.exec(l)?.[1] ?? '')
      .map(unquote)
      .join('');
    if (!id) return entry;
    const current = lines
      .slice(strAt)
      .map((l) => /"(.*)"$/.exec(l)?.[1] ?? '')
      .map(unquote)
      .join('');
    const wanted = table[id]?.[locale];
    if (wanted !== undefined && (force || !current)) {
      return [...lines.slice(0, strAt), `msgstr "${quote(wanted)}"`].join('\n');
    }
    if (!current && wanted === undefined) {
      missing++;
      if (missing <= 40) console.log(`missing ${locale}: ${id}`);
    }
    return entry;
  });
  writeFileSync(path, out.join('\n\n'));
}
console.log(missing ? `${missing} translations still missing` : 'every message is translated');
