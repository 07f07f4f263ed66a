import { ConflictError, ValidationError, specFor } from '@portal/decider';
import { developerDecider } from './developer.decider';
import type { DeveloperEvent } from './developer.events';

const spec = specFor(developerDecider);
const at = '2026-11-22T10:00:00.000Z';
const signedUp: DeveloperEvent = {
  type: 'identity.developer.signed_up',
  data: { developerId: 'd1', firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', platformId: 'P1', signedUpAt: at },
};

describe('developer decider', () => {
  it('signs a new developer up', () => {
    spec([])
      .when({ type: 'SignUp', developerId: 'd1', firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', platformId: 'P1', at })
      .then([signedUp]);
  });

  it('refuses a second sign-up of the same developer', () => {
    spec([signedUp])
      .when({ type: 'SignUp', developerId: 'd1', firstName: 'A', lastName: 'B', email: 'a@b.co', platformId: 'P', at })
      .thenThrows((e) => e instanceof ConflictError);
  });

  it('confirms the e-mail address, case-insensitively', () => {
    spec([signedUp])
      .when({ type: 'ConfirmEmail', email: 'ada@example.com', at })
      .then([{ type: 'identity.developer.email_confirmed', data: { developerId: 'd1', email: 'Ada@Example.com', confirmedAt: at } }]);
  });

  it('treats a second confirmation as a no-op', () => {
    spec([signedUp, { type: 'identity.developer.email_confirmed', data: { developerId: 'd1', email: 'Ada@Example.com', confirmedAt: at } }])
      .when({ type: 'ConfirmEmail', email: 'ada@example.com', at })
      .then([]);
  });

  it('refuses a confirmation link made for another address', () => {
    spec([signedUp])
      .when({ type: 'ConfirmEmail', email: 'other@example.com', at })
      .thenThrows((e) => e instanceof ValidationError);
  });

  it('asks for a new confirmation e-mail only while unconfirmed', () => {
    spec([signedUp])
      .when({ type: 'RequestEmailConfirmation', at })
      .then([
        { type: 'identity.developer.email_confirmation_requested', data: { developerId: 'd1', email: 'Ada@Example.com', requestedAt: at } },
      ]);
    spec([signedUp, { type: 'identity.developer.email_confirmed', data: { developerId: 'd1', email: 'Ada@Example.com', confirmedAt: at } }])
      .when({ type: 'RequestEmailConfirmation', at })
      .thenThrows((e) => e instanceof ConflictError);
  });

  it('grants a role once', () => {
    const granted: DeveloperEvent = { type: 'identity.developer.role_granted', data: { developerId: 'd1', role: 'admin', grantedAt: at } };
    spec([signedUp]).when({ type: 'GrantRole', role: 'admin', at }).then([granted]);
    spec([signedUp, granted]).when({ type: 'GrantRole', role: 'admin', at }).then([]);
  });

  it('refuses commands for a developer who never signed up', () => {
    spec([])
      .when({ type: 'ConfirmEmail', email: 'a@b.co', at })
      .thenThrows((e) => e instanceof ConflictError);
  });
  describe('own profile', () => {
    it('changes name and company, trimmed, naming the developer as the one who changed it', () => {
      spec([signedUp])
        .when({ type: 'ChangeProfile', by: 'd1', firstName: ' Ada ', lastName: 'King', companyName: ' Analytical Engines ', at })
        .then([
          {
            type: 'identity.developer.profile_changed',
            data: { developerId: 'd1', firstName: 'Ada', lastName: 'King', companyName: 'Analytical Engines', changedAt: at, by: 'd1' },
          },
        ]);
    });

    it('records nothing when nothing changes, and an empty company clears it', () => {
      spec([signedUp]).when({ type: 'ChangeProfile', by: 'd1', firstName: 'Ada', at }).then([]);
      spec([signedUp]).when({ type: 'ChangeProfile', by: 'd1', companyName: '  ', at }).then([]);
    });

    it("refuses a blank name with the admin edit page's words", () => {
      spec([signedUp])
        .when({ type: 'ChangeProfile', by: 'd1', firstName: ' ', lastName: 'x'.repeat(101), at })
        .thenThrows(
          (e) =>
            e instanceof ValidationError &&
            e.details.fields?.first_name?.[0] === 'First name is required' &&
            e.details.fields?.last_name?.[0] === 'Last name is at most 100 characters',
        );
    });
  });

  describe('passwords', () => {
    const confirmed: DeveloperEvent = {
      type: 'identity.developer.email_confirmed',
      data: { developerId: 'd1', email: 'Ada@Example.com', confirmedAt: at },
    };

    it('records a reset request for the address on file', () => {
      spec([signedUp])
        .when({ type: 'RequestPasswordReset', at })
        .then([
          { type: 'identity.developer.password_reset_requested', data: { developerId: 'd1', email: 'Ada@Example.com', requestedAt: at } },
        ]);
    });

    it('changes the password from the settings page', () => {
      spec([signedUp])
        .when({ type: 'ChangePassword', via: 'settings', at })
        .then([{ type: 'identity.developer.password_changed', data: { developerId: 'd1', via: 'settings', changedAt: at } }]);
    });

    it('confirms an unconfirmed address when a reset link sent to it is followed', () => {
      spec([signedUp])
        .when({ type: 'ChangePassword', via: 'reset_link', email: 'ada@example.com', at })
        .then([
          { type: 'identity.developer.password_changed', data: { developerId: 'd1', via: 'reset_link', changedAt: at } },
          { type: 'identity.developer.email_confirmed', data: { developerId: 'd1', email: 'Ada@Example.com', confirmedAt: at } },
        ]);
    });

    it('changes only the password when the address is already confirmed', () => {
      spec([signedUp, confirmed])
        .when({ type: 'ChangePassword', via: 'reset_link', email: 'ada@example.com', at })
        .then([{ type: 'identity.developer.password_changed', data: { developerId: 'd1', via: 'reset_link', changedAt: at } }]);
    });

    it('refuses a reset link sent to another address', () => {
      spec([signedUp])
        .when({ type: 'ChangePassword', via: 'reset_link', email: 'old@example.com', at })
        .thenThrows((e) => e instanceof ValidationError && e.details.fields?.token !== undefined);
    });

    it('refuses a reset for a developer who never signed up', () => {
      spec([])
        .when({ type: 'RequestPasswordReset', at })
        .thenThrows((e) => e instanceof ConflictError);
    });
  });

  describe('sign-in e-mail address', () => {
    const requested = (email: string): DeveloperEvent => ({
      type: 'identity.developer.email_change_requested',
      data: { developerId: 'd1', email, requestedAt: at },
    });
    const changed: DeveloperEvent = {
      type: 'identity.developer.email_changed',
      data: { developerId: 'd1', previousEmail: 'Ada@Example.com', email: 'ada@new.example', changedAt: at },
    };

    it('asks for a new address, and refuses the one the developer has', () => {
      spec([signedUp])
        .when({ type: 'RequestEmailChange', email: 'ada@new.example', at })
        .then([requested('ada@new.example')]);
      spec([signedUp])
        .when({ type: 'RequestEmailChange', email: 'ADA@example.com', at })
        .thenThrows((e) => e instanceof ValidationError && e.details.fields?.email?.[0] === 'This is already your e-mail address');
    });

    it('changes to the pending address when its link names the current one, and confirms it', () => {
      spec([signedUp, requested('ada@new.example')])
        .when({ type: 'ChangeEmail', email: 'ADA@new.example', from: 'ada@example.com', at })
        .then([changed]);
      const state = [signedUp, requested('ada@new.example'), changed].reduce(developerDecider.evolve, developerDecider.initialState());
      expect(state).toMatchObject({ email: 'ada@new.example', emailConfirmed: true, pendingEmail: null });
    });

    it('refuses the link of a request a later one replaced', () => {
      spec([signedUp, requested('ada@new.example'), requested('ada@other.example')])
        .when({ type: 'ChangeEmail', email: 'ada@new.example', from: 'ada@example.com', at })
        .thenThrows((e) => e instanceof ValidationError && e.details.fields?.token !== undefined);
    });

    it('refuses a link with nothing pending, or made while the account had another address', () => {
      spec([signedUp])
        .when({ type: 'ChangeEmail', email: 'ada@new.example', from: 'ada@example.com', at })
        .thenThrows((e) => e instanceof ValidationError);
      spec([signedUp, requested('ada@new.example')])
        .when({ type: 'ChangeEmail', email: 'ada@new.example', from: 'someone@else.example', at })
        .thenThrows((e) => e instanceof ValidationError);
    });

    it('treats following the link again as a no-op', () => {
      spec([signedUp, requested('ada@new.example'), changed])
        .when({ type: 'ChangeEmail', email: 'ada@new.example', from: 'ada@example.com', at })
        .then([]);
    });
  });
});
