// The console's lingui catalogs (lingui.config.ts): the console's own under src/locales, and the
// sign-in page's under src/features/auth/locales, whose messages are all in the console's too.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Directories holding one `{locale}/messages.po` per locale; the console's catalog first. */
export const CATALOG_DIRS = ['src/locales', 'src/features/auth/locales'].map((dir) =>
  join(root, dir),
);

/** The console's catalog directory: every message of the app. */
export const CONSOLE_CATALOG_DIR = CATALOG_DIRS[0];

/** Every non-English catalog file: `{ dir, locale, path }`. */
export function translatedCatalogs() {
  return CATALOG_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((locale) => locale !== 'en')
      .map((locale) => ({ dir, locale, path: join(dir, locale, 'messages.po') })),
  );
}

const unquote = (s) => JSON.parse(`"${s.replace(/\\'/g, "'")}"`);
const quote = (s) => JSON.stringify(s).slice(1, -1);

/**
 * Splits a .po file into entries with their msgid and msgstr (multi-line strings joined).
 * `lines`/`strAt` let a caller rewrite the msgstr.
 */
export function parsePo(text) {
  return text.split(/\n\n/).map((entry) => {
    const lines = entry.split('\n');
    const idAt = lines.findIndex((l) => l.startsWith('msgid '));
    const strAt = lines.findIndex((l) => l.startsWith('msgstr '));
    if (idAt < 0 || strAt < 0) return { entry, lines, id: '', str: '', strAt };
    const join_ = (from, to) =>
      lines
        .slice(from, to)
        .map((l) => /"(.*)"$/.exec(l)?.[1] ?? '')
        .map(unquote)
        .join('');
    return { entry, lines, id: join_(idAt, strAt), str: join_(strAt), strAt };
  });
}

/** The entry with its msgstr replaced by `text`. */
export function withMsgstr({ lines, strAt }, text) {
  return [...lines.slice(0, strAt), `msgstr "${quote(text)}"`].join('\n');
}
