export type Role =
  'anonymous' | 'developer' | 'other-developer' | 'collaborator-developer' | 'collaborator-admin' | 'owner' | 'employee' | 'admin';

export type ExpectedStatus = '2xx' | '401' | '403' | '404';

export interface AccessRules {
  roles: Record<Role, string>;
  rules: Record<string, { summary: string; expect: Record<Role, ExpectedStatus> }>;
  operations: Record<string, string>;
}

export interface DocumentOperation {
  operationId: string;
  method: string;
  path: string;
  tags: string[];
}

export declare const operationsOf: (document: Record<string, unknown>) => DocumentOperation[];
export declare const problemsOf: (rules: AccessRules, document: Record<string, unknown>) => string[];
export declare const expectedStatus: (rules: AccessRules, operationId: string, role: Role) => ExpectedStatus;
export declare const renderMatrix: (rules: AccessRules, document: Record<string, unknown>) => string;
