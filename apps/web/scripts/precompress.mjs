// Writes `.br` and `.gz` beside every compressible file of dist/assets, so the production server,
// nginx (`gzip_static`, `brotli_static`) and Caddy (`precompressed`) send them without compressing
// on each request (docs/deploy.md). index.html is left alone: servers rewrite its `<base href>`.
// Usage: node scripts/precompress.mjs [dir]   (default: dist/assets; prints the totals).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dir = resolve(process.argv[2] ?? 'dist/assets');
// Source maps are left out: only developer tools fetch them, and they double the work.
const compressible = /\.(js|mjs|css|svg|json|txt|html)$/;
/** Files smaller than this gain too little to be worth a second copy (bytes). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const names = (await readdir(dir, { recursive: true })).filter((n) => compressible.test(n));
let raw = 0;
let br = 0;
let gzipped = 0;
await Promise.all(
  names.map(async (name) => {
    const file = join(dir, name);
    if ((await stat(file)).size < MIN_BYTES) return;
    const data = await readFile(file);
    const [b, g] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
    raw += data.length;
    br += b.length;
    gzipped += g.length;
  }),
);
const kb = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`precompressed ${dir}: ${kb(raw)} -> brotli ${kb(br)}, gzip ${kb(gzipped)}`);
