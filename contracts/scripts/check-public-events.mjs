// Fails when a public event schema (contracts/public-events) changed incompatibly with its locked copy
// (contracts/public-events/lock): published types change additively only; anything else is a new
// versioned type (a new file, `.v2`). `--lock` locks the schemas that have no lock yet (new types).
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compat from './public-events-compat.cjs';

const dir = process.env.PUBLIC_EVENTS_DIR || new URL('../public-events/', import.meta.url).pathname;
const schemasIn = (folder) =>
  Object.fromEntries(
    (existsSync(folder) ? readdirSync(folder) : [])
      .filter((file) => file.endsWith('.schema.json'))
      .map((file) => [file, JSON.parse(readFileSync(join(folder, file), 'utf8'))]),
  );
const { problems, unlocked } = compat.checkPublicEvents(schemasIn(join(dir, 'lock')), schemasIn(dir));
if (process.argv.includes('--lock')) {
  for (const file of unlocked) copyFileSync(join(dir, file), join(dir, 'lock', file));
  if (unlocked.length > 0) console.log(`public events: locked ${unlocked.join(', ')}`);
}
if (problems.length > 0) {
  console.error(
    `public events: incompatible changes to published schemas:\n  ${problems.join('\n  ')}\nPublish a new versioned type instead.`,
  );
  process.exit(1);
}
console.log(
  `public events: ${unlocked.length > 0 && !process.argv.includes('--lock') ? `${unlocked.length} new schema(s) not locked yet; ` : ''}published schemas are compatible with their locks`,
);
