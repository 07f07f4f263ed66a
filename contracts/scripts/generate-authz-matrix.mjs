// Writes docs/authorization-matrix.md from authz/access-rules.yaml and openapi.yaml; `--check` fails instead
// when the file is stale or an operation has no rule (run by the contracts package's `check`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import authz from './authz-matrix.cjs';

const MATRIX_PATH = new URL('../../docs/authorization-matrix.md', import.meta.url).pathname;
const readYaml = (relative) => parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));
const rules = readYaml('../authz/access-rules.yaml');
const document = readYaml('../openapi.yaml');
const problems = authz.problemsOf(rules, document);
if (problems.length > 0) {
  console.error(`contracts/authz/access-rules.yaml:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const matrix = authz.renderMatrix(rules, document);
if (process.argv.includes('--check')) {
  if (!existsSync(MATRIX_PATH) || readFileSync(MATRIX_PATH, 'utf8') !== matrix) {
    console.error('contracts: docs/authorization-matrix.md is stale. Run `npm run -w @portal/contracts generate` and commit the result.');
    process.exit(1);
  }
  console.log('contracts: docs/authorization-matrix.md is up to date');
} else {
  writeFileSync(MATRIX_PATH, matrix);
}
