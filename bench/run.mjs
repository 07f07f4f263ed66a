// `npm run bench [name…]`: runs every bench/<name>.bench.mjs (or the named ones) in turn against
// the running portal; each module writes its own section of BENCHMARKS.md with its peer measured
// in the same run.
import './lib/stack-env.mjs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GATEWAY, noteSettled } from './lib/harness.mjs';
import { settled } from './lib/settled.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const modules = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .map((f) => f.replace(/\.bench\.mjs$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

const main = async () => {
  const health = await fetch(new URL('/healthz', GATEWAY)).catch(() => null);
  if (!health?.ok) throw new Error(`the gateway does not answer on ${GATEWAY}: start the portal first (npm start)`);
  if (modules.length === 0) throw new Error(`no benchmark named ${wanted.join(', ')}`);
  for (const name of modules) {
    noteSettled(await settled());
    console.log(`bench: ${name}`);
    const { default: bench } = await import(pathToFileURL(path.join(here, `${name}.bench.mjs`)).href);
    await bench();
  }
};

main().catch((error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});
