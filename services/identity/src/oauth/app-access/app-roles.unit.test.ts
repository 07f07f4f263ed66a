import { ForbiddenError, NotFoundError } from '@portal/decider';
import { assertSecretAccess } from './app-roles';

const developer = { isAdmin: false };

describe('who may see and change an app client secret (spec §6)', () => {
  it('lets owners and admins reset, and every role view', () => {
    for (const role of ['owner', 'admin'] as const) expect(() => assertSecretAccess(role, developer, 'manage')).not.toThrow();
    for (const role of ['owner', 'admin', 'developer'] as const) expect(() => assertSecretAccess(role, developer, 'view')).not.toThrow();
  });

  it('refuses the developer role with 403', () => {
    expect(() => assertSecretAccess('developer', developer, 'manage')).toThrow(ForbiddenError);
  });

  it('hides the app from someone without a role (404)', () => {
    expect(() => assertSecretAccess(null, developer, 'view')).toThrow(NotFoundError);
    expect(() => assertSecretAccess(null, developer, 'manage')).toThrow(NotFoundError);
  });

  it('lets platform admins do everything', () => {
    expect(() => assertSecretAccess(null, { isAdmin: true }, 'manage')).not.toThrow();
  });
});
