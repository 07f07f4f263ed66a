// Fails when src/generated is stale against openapi.yaml, so the client never drifts from the contract.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = join(mkdtempSync(join(tmpdir(), 'contracts-')), 'openapi.ts');
execFileSync('npx', ['openapi-typescript', 'openapi.yaml', '-o', out], { stdio: 'ignore' });
// Formatted as if it lived at its real path, so the repository's prettier settings apply.
const fresh = execFileSync('npx', ['prettier', '--stdin-filepath', 'src/generated/openapi.ts'], {
  input: readFileSync(out, 'utf8'),
  encoding: 'utf8',
});
const committed = readFileSync('src/generated/openapi.ts', 'utf8');
if (fresh !== committed) {
  console.error('contracts: src/generated/openapi.ts is stale. Run `npm run -w @portal/contracts generate` and commit it.');
  process.exit(1);
}
console.log('contracts: generated types are up to date');
