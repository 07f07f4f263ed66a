// Fails when openapi.yaml or src/generated is stale against contracts/openapi/*.yaml, so neither the
// gateway's validation nor the client's types drift from the contract's sources.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle } from './bundle.mjs';

// Formatted as if it lived at its real path, so the repository's prettier settings apply.
const format = (text, path) => execFileSync('npx', ['prettier', '--stdin-filepath', path], { input: text, encoding: 'utf8' });

const problems = [];
const bundled = format(bundle(), 'openapi.yaml');
if (bundled !== readFileSync('openapi.yaml', 'utf8')) problems.push('openapi.yaml is stale against contracts/openapi/*.yaml');

const tmp = mkdtempSync(join(tmpdir(), 'contracts-'));
writeFileSync(join(tmp, 'openapi.yaml'), bundled);
execFileSync('npx', ['openapi-typescript', join(tmp, 'openapi.yaml'), '-o', join(tmp, 'openapi.ts')], { stdio: 'ignore' });
const fresh = format(readFileSync(join(tmp, 'openapi.ts'), 'utf8'), 'src/generated/openapi.ts');
if (fresh !== readFileSync('src/generated/openapi.ts', 'utf8')) problems.push('src/generated/openapi.ts is stale');

if (problems.length > 0) {
  console.error(`contracts: ${problems.join('; ')}. Run \`npm run -w @portal/contracts generate\` and commit the result.`);
  process.exit(1);
}
console.log('contracts: openapi.yaml and generated types are up to date');
