import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { AccessRules } from '../../scripts/authz-matrix.cjs';

export { expectedStatus, operationsOf, problemsOf, renderMatrix } from '../../scripts/authz-matrix.cjs';
export type { AccessRules, DocumentOperation, ExpectedStatus, Role } from '../../scripts/authz-matrix.cjs';

/** Who may call each operation (contracts/authz/access-rules.yaml); read from src/ by the tests. */
export const loadAccessRules = (): AccessRules =>
  parse(readFileSync(join(__dirname, '..', '..', 'authz', 'access-rules.yaml'), 'utf8')) as AccessRules;
