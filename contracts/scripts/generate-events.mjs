// Writes src/generated/events.ts (event data types, topic names) from events/*.schema.json and
// events/topics.json. `events()` is shared with check-generated.mjs, which compares instead of writing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import eventTypes from './event-types.cjs';

export const EVENTS_DIR = new URL('../events/', import.meta.url).pathname;
export const EVENTS_TS = 'src/generated/events.ts';

/** The generated module, not yet formatted. */
export const events = (dir = EVENTS_DIR) => {
  const readJson = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  return eventTypes.renderEventTypes({
    envelope: readJson('envelope.schema.json'),
    schemas: readdirSync(dir)
      .filter((file) => file.endsWith('.schema.json') && file !== 'envelope.schema.json')
      .sort()
      .map((file) => ({ file, schema: readJson(file) })),
    topics: readJson('topics.json').topics,
  });
};

if (process.argv[1] === new URL(import.meta.url).pathname) {
  writeFileSync(new URL(`../${EVENTS_TS}`, import.meta.url), events());
}
