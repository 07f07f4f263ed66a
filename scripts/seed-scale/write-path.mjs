// The pieces of the real write path the seeder reuses, from the built services and kits: the
// services' own deciders (so every event is exactly what a command would have decided), identity's
// password hashing, the kit's bulk append, and the published event contracts to check each event.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/config.mjs';

const require = createRequire(import.meta.url);

const built = (relative) => {
  const file = path.join(ROOT, relative);
  if (!existsSync(file)) throw new Error(`${relative} is missing: build first (npm run build)`);
  return require(file);
};

export const developerDecider = built('services/identity/dist/developers/developer.decider.js').developerDecider;
export const oauthClientDecider = built('services/identity/dist/oauth/oauth-client.decider.js').oauthClientDecider;
export const appDecider = built('services/apps/dist/apps/app.decider.js').appDecider;
export const sandboxDecider = built('services/apps/dist/sandboxes/sandbox.decider.js').sandboxDecider;
export const { hashPassword } = built('services/identity/dist/developers/passwords.js');
export const { normalizeEmail } = built('services/identity/dist/developers/signing-up/sign-up.rules.js');
export const { developerStreamId } = built('services/identity/dist/developers/developer.events.js');
export const { oauthClientStreamId } = built('services/identity/dist/oauth/oauth-client.events.js');
export const { appStreamId } = built('services/apps/dist/apps/app.events.js');
export const { sandboxStreamId } = built('services/apps/dist/sandboxes/sandbox.events.js');
const { appendNewStreams } = built('packages/eventsourcing/dist/pg/bulk-append.js');
const { eventContractProblems } = built('contracts/dist/index.js');

for (const [name, value] of Object.entries({ developerDecider, oauthClientDecider, appDecider, sandboxDecider, appendNewStreams })) {
  if (!value) throw new Error(`${name} is not where the seeder expects it: the service moved it; update scripts/seed-scale/write-path.mjs`);
}

/**
 * Runs commands through a decider from its initial state, as the service's repository would for a
 * new stream; returns the events and the final state (for side tables derived from it).
 */
export const decideAll = (decider, commands) => {
  let state = decider.initialState();
  const events = [];
  for (const command of commands) {
    for (const event of decider.decide(command, state)) {
      events.push(event);
      state = decider.evolve(state, event);
    }
  }
  return { events, state };
};

/** Every event checked against its published JSON schema before anything is written. */
const assertContracts = (planned) => {
  for (const envelope of planned) {
    const problems = eventContractProblems({ ...envelope, position: 1 });
    if (problems.length > 0) throw new Error(`${envelope.type} breaks its contract: ${problems.join('; ')}`);
  }
};

/** Compiles the contract validators up front, so the first batch's rate is not the compiler's. */
export const warmUpContracts = () => eventContractProblems({ type: 'warm.up.only' });

/** One transaction: the streams' events, their outbox rows and the side tables written by `inTransaction`. */
export const appendChecked = (pool, source, streams, options) =>
  appendNewStreams(pool, source, streams, { ...options, check: assertContracts });

/**
 * A multi-row INSERT from one JSON parameter: `columns` maps each column to its SQL type; the rows
 * are objects with those keys.
 */
export const insertRows = (client, table, columns, rows, onConflict = '') => {
  if (rows.length === 0) return Promise.resolve();
  const names = Object.keys(columns);
  const typed = names.map((n) => `${n} ${columns[n]}`).join(', ');
  return client.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${typed}) ${onConflict}`,
    [JSON.stringify(rows)],
  );
};
