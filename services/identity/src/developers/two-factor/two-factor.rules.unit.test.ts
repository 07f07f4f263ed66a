import { ConflictError, specFor } from '@portal/decider';
import { developerDecider } from '../developer.decider';
import type { DeveloperEvent } from '../developer.events';

const spec = specFor(developerDecider);
const at = '2026-11-28T10:00:00.000Z';
const signedUp: DeveloperEvent = {
  type: 'identity.developer.signed_up',
  data: { developerId: 'd1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', platformId: 'P1', signedUpAt: at },
};
const enabled: DeveloperEvent = { type: 'identity.developer.two_factor_enabled', data: { developerId: 'd1', enabledAt: at } };

describe('two-step verification decisions', () => {
  it('turns it on once', () => {
    spec([signedUp]).when({ type: 'EnableTwoFactor', at }).then([enabled]);
    spec([signedUp, enabled])
      .when({ type: 'EnableTwoFactor', at })
      .thenThrows((e) => e instanceof ConflictError && e.message === 'Two-step verification is already on');
  });

  it('turns it off naming who did, and records nothing when it is off already', () => {
    spec([signedUp, enabled])
      .when({ type: 'DisableTwoFactor', by: 'admin-1', at })
      .then([{ type: 'identity.developer.two_factor_disabled', data: { developerId: 'd1', by: 'admin-1', disabledAt: at } }]);
    spec([signedUp]).when({ type: 'DisableTwoFactor', by: 'd1', at }).then([]);
  });

  it('can be turned on again after it was turned off', () => {
    spec([signedUp, enabled, { type: 'identity.developer.two_factor_disabled', data: { developerId: 'd1', by: 'd1', disabledAt: at } }])
      .when({ type: 'EnableTwoFactor', at })
      .then([enabled]);
  });

  it('regenerates recovery codes and records a used one only while it is on', () => {
    spec([signedUp, enabled])
      .when({ type: 'RegenerateRecoveryCodes', at })
      .then([{ type: 'identity.developer.recovery_codes_regenerated', data: { developerId: 'd1', regeneratedAt: at } }]);
    spec([signedUp, enabled])
      .when({ type: 'UseRecoveryCode', codesLeft: 9, at })
      .then([{ type: 'identity.developer.recovery_code_used', data: { developerId: 'd1', codesLeft: 9, usedAt: at } }]);
    spec([signedUp])
      .when({ type: 'RegenerateRecoveryCodes', at })
      .thenThrows((e) => e instanceof ConflictError && e.message === 'Two-step verification is off');
  });
});
