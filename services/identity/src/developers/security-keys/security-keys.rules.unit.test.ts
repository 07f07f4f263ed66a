import { ConflictError, NotFoundError, ValidationError, specFor } from '@portal/decider';
import { developerDecider } from '../developer.decider';
import type { DeveloperEvent } from '../developer.events';

const spec = specFor(developerDecider);
const at = '2026-11-28T10:00:00.000Z';
const signedUp: DeveloperEvent = {
  type: 'identity.developer.signed_up',
  data: { developerId: 'd1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', platformId: 'P1', signedUpAt: at },
};
const enabled: DeveloperEvent = { type: 'identity.developer.two_factor_enabled', data: { developerId: 'd1', enabledAt: at } };
const added = (keyId: string, name: string): DeveloperEvent => ({
  type: 'identity.developer.security_key_added',
  data: { developerId: 'd1', keyId, name, addedAt: at },
});
const removed = (keyId: string, name: string, by = 'd1'): DeveloperEvent => ({
  type: 'identity.developer.security_key_removed',
  data: { developerId: 'd1', keyId, name, by, removedAt: at },
});

describe('security key decisions', () => {
  it('adds a key, its name trimmed, once two-step verification is on', () => {
    spec([signedUp, enabled])
      .when({ type: 'AddSecurityKey', keyId: 'k1', name: '  YubiKey 5 ', at })
      .then([added('k1', 'YubiKey 5')]);
    spec([signedUp])
      .when({ type: 'AddSecurityKey', keyId: 'k1', name: 'YubiKey', at })
      .thenThrows((e) => e instanceof ConflictError && e.message === 'Turn on two-step verification before adding a security key');
  });

  it('wants a name of at most 50 characters that no other key of the account has', () => {
    const fieldError = (message: string) => (e: unknown) => e instanceof ValidationError && e.details.fields?.name?.[0] === message;
    spec([signedUp, enabled]).when({ type: 'AddSecurityKey', keyId: 'k1', name: '  ', at }).thenThrows(fieldError('Give the key a name'));
    spec([signedUp, enabled])
      .when({ type: 'AddSecurityKey', keyId: 'k1', name: 'x'.repeat(51), at })
      .thenThrows(fieldError('Name is at most 50 characters'));
    spec([signedUp, enabled, added('k1', 'YubiKey')])
      .when({ type: 'AddSecurityKey', keyId: 'k2', name: 'yubikey', at })
      .thenThrows(fieldError('You already have a security key with this name'));
  });

  it('holds at most ten keys', () => {
    const ten = Array.from({ length: 10 }, (_, i) => added(`k${i}`, `Key ${i}`));
    spec([signedUp, enabled, ...ten])
      .when({ type: 'AddSecurityKey', keyId: 'k11', name: 'One more', at })
      .thenThrows((e) => e instanceof ConflictError && e.message.startsWith('You can add at most 10 security keys'));
    spec([signedUp, enabled, ...ten, removed('k3', 'Key 3')])
      .when({ type: 'AddSecurityKey', keyId: 'k11', name: 'Key 3', at })
      .then([added('k11', 'Key 3')]);
  });

  it('removes a key of the account, and 404s for any other', () => {
    spec([signedUp, enabled, added('k1', 'YubiKey')])
      .when({ type: 'RemoveSecurityKey', keyId: 'k1', by: 'd1', at })
      .then([removed('k1', 'YubiKey')]);
    spec([signedUp, enabled, added('k1', 'YubiKey'), removed('k1', 'YubiKey')])
      .when({ type: 'RemoveSecurityKey', keyId: 'k1', by: 'd1', at })
      .thenThrows((e) => e instanceof NotFoundError);
  });

  it('records each key as removed when two-step verification is turned off, naming who did', () => {
    spec([signedUp, enabled, added('k1', 'YubiKey'), added('k2', 'Phone')])
      .when({ type: 'DisableTwoFactor', by: 'admin-1', at })
      .then([
        removed('k1', 'YubiKey', 'admin-1'),
        removed('k2', 'Phone', 'admin-1'),
        { type: 'identity.developer.two_factor_disabled', data: { developerId: 'd1', by: 'admin-1', disabledAt: at } },
      ]);
    spec([
      signedUp,
      enabled,
      added('k1', 'YubiKey'),
      { type: 'identity.developer.two_factor_disabled', data: { developerId: 'd1', by: 'd1', disabledAt: at } },
      enabled,
    ])
      .when({ type: 'AddSecurityKey', keyId: 'k2', name: 'YubiKey', at })
      .then([added('k2', 'YubiKey')]);
  });
});
