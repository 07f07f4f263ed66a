// Fails when openapi.yaml or src/generated is stale against contracts/openapi/*.yaml and contracts/events,
// so neither the gateway's validation, the client's types nor the services' event types drift from the
// contract's sources. CONTRACT_EVENTS_DIR checks only events.ts, against schemas read from there (the check's own test).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle } from './bundle.mjs';
import { EVENTS_DIR, EVENTS_TS, events } from './generate-events.mjs';

// Formatted as if it lived at its real path, so the repository's prettier settings apply.
const format = (text, path) => execFileSync('npx', ['prettier', '--stdin-filepath', path], { input: text, encoding: 'utf8' });

const problems = [];
const fresh = format(events(process.env.CONTRACT_EVENTS_DIR || EVENTS_DIR), EVENTS_TS);
if (fresh !== readFileSync(EVENTS_TS, 'utf8')) problems.push(`${EVENTS_TS} is stale against contracts/events`);

if (!process.env.CONTRACT_EVENTS_DIR) checkOpenApi();

if (problems.length > 0) {
  console.error(`contracts: ${problems.join('; ')}. Run \`npm run -w @portal/contracts generate\` and commit the result.`);
  process.exit(1);
}
console.log('contracts: openapi.yaml and generated types are up to date');

function checkOpenApi() {
  const bundled = format(bundle(), 'openapi.yaml');
  if (bundled !== readFileSync('openapi.yaml', 'utf8')) problems.push('openapi.yaml is stale against contracts/openapi/*.yaml');

  const tmp = mkdtempSync(join(tmpdir(), 'contracts-'));
  writeFileSync(join(tmp, 'openapi.yaml'), bundled);
  execFileSync('npx', ['openapi-typescript', join(tmp, 'openapi.yaml'), '-o', join(tmp, 'openapi.ts')], { stdio: 'ignore' });
  const openapi = format(readFileSync(join(tmp, 'openapi.ts'), 'utf8'), 'src/generated/openapi.ts');
  if (openapi !== readFileSync('src/generated/openapi.ts', 'utf8')) problems.push('src/generated/openapi.ts is stale');
}
