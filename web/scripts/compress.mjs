// Precompresses the built client (brotli and gzip at their best levels) next to each file, so the
// gateway sends `name.js.br` / `name.js.gz` without compressing anything per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
/** Text the browser loads; source maps are fetched only by devtools, and images are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

async function compress(path) {
  const body = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Both always, even for a tiny chunk: a few bytes more beat a file type the budget check cannot trust.
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return { path, raw: body.length, br: br.length, gzip: gzipped.length };
}

const started = Date.now();
await stat(DIST);
const results = [];
for await (const path of files(DIST)) results.push(compress(path));
const done = await Promise.all(results);
const sum = (key) => done.reduce((total, r) => total + r[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompressed ${done.length} files in ${relative(process.cwd(), DIST) || '.'} (${Date.now() - started} ms): ` +
    `${kb(sum('raw'))} → br ${kb(sum('br'))}, gzip ${kb(sum('gzip'))}`,
);
