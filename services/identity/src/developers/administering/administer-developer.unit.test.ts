import { ValidationError, specFor } from '@portal/decider';
import { developerDecider } from '../developer.decider';
import type { DeveloperEvent } from '../developer.events';
import { administerCommand } from './administer-developer';

const spec = specFor(developerDecider);
const at = '2026-11-23T10:00:00.000Z';
const admin = 'a0000000-0000-4000-8000-000000000001';
const signedUp: DeveloperEvent = {
  type: 'identity.developer.signed_up',
  data: { developerId: 'd1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', platformId: 'P1', signedUpAt: at },
};
const adminGranted: DeveloperEvent = { type: 'identity.developer.role_granted', data: { developerId: 'd1', role: 'admin', grantedAt: at } };

describe('an admin administering a developer', () => {
  it('changes name and company (trimmed) in one profile_changed event', () => {
    spec([signedUp])
      .when({ type: 'Administer', by: admin, firstName: ' Ada ', lastName: 'King', companyName: ' Analytical Engines ', at })
      .then([
        {
          type: 'identity.developer.profile_changed',
          data: { developerId: 'd1', firstName: 'Ada', lastName: 'King', companyName: 'Analytical Engines', changedAt: at, by: admin },
        },
      ]);
  });

  it('changes nothing when nothing differs; an empty company is none', () => {
    spec([signedUp]).when({ type: 'Administer', by: admin, firstName: 'Ada', companyName: '  ', isAdmin: false, at }).then([]);
  });

  it('grants and revokes roles by their flags', () => {
    spec([signedUp, adminGranted])
      .when({ type: 'Administer', by: admin, isAdmin: false, isEmployee: true, at })
      .then([
        { type: 'identity.developer.role_revoked', data: { developerId: 'd1', role: 'admin', revokedAt: at, by: admin } },
        { type: 'identity.developer.role_granted', data: { developerId: 'd1', role: 'employee', grantedAt: at } },
      ]);
  });

  it('answers field errors: names required, bounded lengths, no self-demotion', () => {
    spec([signedUp])
      .when({ type: 'Administer', by: admin, firstName: ' ', lastName: 'x'.repeat(101), companyName: 'c'.repeat(201), at })
      .thenThrows(
        (e) =>
          e instanceof ValidationError &&
          JSON.stringify(e).includes('First name is required') &&
          JSON.stringify(e).includes('Last name is at most 100 characters') &&
          JSON.stringify(e).includes('Company name is at most 200 characters'),
      );
    spec([signedUp, adminGranted])
      .when({ type: 'Administer', by: 'd1', isAdmin: false, at })
      .thenThrows((e) => e instanceof ValidationError && JSON.stringify(e).includes('You cannot take your own admin role away'));
  });

  it('reads the body: given fields only, wrong types as field errors', () => {
    expect(administerCommand({ company_name: null, is_employee: true }, admin, at)).toEqual({
      type: 'Administer',
      by: admin,
      at,
      firstName: undefined,
      lastName: undefined,
      isAdmin: undefined,
      isEmployee: true,
      companyName: null,
    });
    expect(() => administerCommand({ first_name: 3, is_admin: 'yes' }, admin, at)).toThrow(ValidationError);
  });
});
