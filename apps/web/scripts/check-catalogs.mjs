// Checks the .po catalogs, the one source of the console's translations, with lingui's own tools:
// 1. `lingui extract --clean` must not change a catalog: a change means the committed catalog is out
//    of date with the source. The extracted catalogs are left in place (review and commit them) and
//    the changed files are named.
// 2. `lingui compile --strict` must pass: every message translated in every locale, every message
//    valid ICU. It compiles copies of the catalogs in a temporary directory, without the config's
//    fallback locales (with them, a missing translation would quietly fall back to English), so
//    nothing is written in the tree.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { CATALOG_DIRS } from './catalogs.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Every catalog file (path → contents), the source locale's too. */
const readCatalogs = () =>
  new Map(
    CATALOG_DIRS.flatMap((dir) =>
      readdirSync(dir).map((locale) => {
        const path = join(dir, locale, 'messages.po');
        return [path, readFileSync(path, 'utf8')];
      }),
    ),
  );

/** Runs the lingui CLI in the app; returns its failure output, or '' when it passed. */
function lingui(args) {
  try {
    execFileSync('pnpm', ['exec', 'lingui', ...args, '--workers', '1'], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, FORCE_COLOR: undefined, NO_COLOR: '1' },
    });
    return '';
  } catch (error) {
    // Only what went wrong: not the list of catalogs that compiled.
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`
      .split('\n')
      .filter((line) => !line.includes(' ⇒ '))
      .join('\n');
    return output.trim() || String(error);
  }
}

let failed = false;

const before = readCatalogs();
const extractError = lingui(['extract', '--clean']);
if (extractError) {
  console.error(`lingui extract failed:\n${extractError}`);
  failed = true;
} else {
  const after = readCatalogs();
  const changed = [...after.keys()].filter((path) => before.get(path) !== after.get(path));
  if (changed.length) {
    console.error(
      `These catalogs were out of date with the source; \`lingui extract --clean\` has updated them ` +
        `(review, translate with scripts/apply-translations.mjs, and commit):\n  ` +
        changed.map((path) => relative(root, path)).join('\n  '),
    );
    failed = true;
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'check-catalogs-'));
try {
  for (const dir of CATALOG_DIRS) {
    cpSync(dir, join(scratch, relative(root, dir)), { recursive: true });
  }
  const config = join(scratch, 'lingui.config.mjs');
  writeFileSync(
    config,
    `import config from ${JSON.stringify(join(root, 'lingui.config.ts'))};\n` +
      `export default { ...config, rootDir: ${JSON.stringify(scratch)}, fallbackLocales: {} };\n`,
  );
  const compileError = lingui(['compile', '--strict', '--verbose', '--config', config]);
  if (compileError) {
    console.error(`lingui compile --strict failed:\n${compileError}`);
    failed = true;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failed) process.exit(1);
console.log(
  'catalogs: up to date with the source, and every message is translated in every locale',
);
