import { ConflictError, ForbiddenError, NotFoundError, ValidationError, foldEvents, specFor } from '@portal/decider';
import { APP_DELETED, appDecider, MESSAGES, NO_SUCH_CONTACT, publicNameOf } from './app.decider';
import type { AppEvent } from './app.events';

const spec = specFor(appDecider);
const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const A = '00000000-0000-4000-8000-00000000000a';
const OWNER = '00000000-0000-4000-8000-000000000001';
const DEV = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000003';
const S = '00000000-0000-4000-8000-00000000000s';
const I = '00000000-0000-4000-8000-0000000000i1';

const created: AppEvent = {
  type: 'apps.app.created',
  data: {
    appId: A,
    uid: 'uid-123',
    ownerId: OWNER,
    name: 'App',
    internalName: 'App',
    redirectUris: [],
    allowedCorsDomains: [],
    sandboxId: S,
    createdAt: at,
  },
};
const invited: AppEvent = {
  type: 'apps.app.collaborator_invited',
  data: { appId: A, invitationId: I, email: 'Dev@Example.com', role: 'developer', invitedAt: at },
};
const joined: AppEvent = {
  type: 'apps.app.collaborator_joined',
  data: { appId: A, invitationId: I, developerId: DEV, role: 'developer', joinedAt: at },
};

describe('app decider', () => {
  it('creates an app with its owner, uid and sandbox', () => {
    spec([])
      .when({ type: 'CreateApp', appId: A, uid: 'uid-123', ownerId: OWNER, internalName: '  App ', sandboxId: S, at })
      .then([created]);
  });

  it('requires an app name', () => {
    spec([])
      .when({ type: 'CreateApp', appId: A, uid: 'u', ownerId: OWNER, internalName: ' ', sandboxId: S, at })
      .thenThrows((e) => e instanceof ValidationError && e.details.fields?.internal_name?.[0] === MESSAGES.nameRequired);
    spec([created])
      .when({ type: 'ChangeSettings', changes: { internalName: '' }, at })
      .thenThrows((e) => e instanceof ValidationError && e.details.fields?.internal_name?.[0] === 'App name is required');
  });

  it('keeps names on one line (a line break or another control character is refused)', () => {
    spec([])
      .when({ type: 'CreateApp', appId: A, uid: 'u', ownerId: OWNER, internalName: 'A\nB', sandboxId: S, at })
      .thenThrows((e) => e instanceof ValidationError && e.details.fields?.internal_name?.[0] === 'App name must be one line');
    spec([created])
      .when({ type: 'ChangeSettings', changes: { internalName: 'A\u2028B' }, at })
      .thenThrows((e) => e instanceof ValidationError && e.details.fields?.internal_name?.[0] === 'App name must be one line');
    spec([created])
      .when({ type: 'AdminChange', changes: { name: 'Tab\there' }, marketplaceSettingOn: false, at })
      .thenThrows((e) => e instanceof ValidationError && e.details.fields?.name?.[0] === 'Public name must be one line');
  });

  it('renames only when the name changes; the public name follows until an admin sets it apart', () => {
    spec([created])
      .when({ type: 'ChangeSettings', changes: { internalName: 'New' }, at })
      .then([
        { type: 'apps.app.renamed', data: { appId: A, internalName: 'New', renamedAt: at } },
        { type: 'apps.app.details_changed', data: { appId: A, name: 'New', changedAt: at } },
      ]);
    const setApart: AppEvent = { type: 'apps.app.details_changed', data: { appId: A, name: 'Public', changedAt: at } };
    spec([created, setApart])
      .when({ type: 'ChangeSettings', changes: { internalName: 'New' }, at })
      .then([{ type: 'apps.app.renamed', data: { appId: A, internalName: 'New', renamedAt: at } }]);
    // An app renamed before the rule existed (no follow-up event) goes by its app name in public all the same.
    const renamedBefore: AppEvent = { type: 'apps.app.renamed', data: { appId: A, internalName: 'Renamed', renamedAt: at } };
    expect(publicNameOf(foldEvents(appDecider, [created, renamedBefore]))).toBe('Renamed');
    expect(publicNameOf(foldEvents(appDecider, [created, setApart, renamedBefore]))).toBe('Public');
    // An admin's rename is followed the same way (the form, showing both names, shows the public one follow it)…
    spec([created])
      .when({ type: 'AdminChange', changes: { internalName: 'New', name: 'App' }, marketplaceSettingOn: false, at })
      .then([
        { type: 'apps.app.renamed', data: { appId: A, internalName: 'New', renamedAt: at } },
        { type: 'apps.app.details_changed', data: { appId: A, name: 'New', changedAt: at } },
      ]);
    // …unless the same change sets the public name, or it was set apart before.
    spec([created])
      .when({ type: 'AdminChange', changes: { internalName: 'New', name: 'Public' }, marketplaceSettingOn: false, at })
      .then([
        { type: 'apps.app.renamed', data: { appId: A, internalName: 'New', renamedAt: at } },
        { type: 'apps.app.details_changed', data: { appId: A, name: 'Public', changedAt: at } },
      ]);
    spec([created, setApart])
      .when({ type: 'AdminChange', changes: { internalName: 'New', name: 'Public' }, marketplaceSettingOn: false, at })
      .then([{ type: 'apps.app.renamed', data: { appId: A, internalName: 'New', renamedAt: at } }]);
    expect(
      publicNameOf(
        foldEvents(appDecider, [created, { type: 'apps.app.renamed', data: { appId: A, internalName: 'New', renamedAt: at } }, setApart]),
      ),
    ).toBe('Public');
    spec([created])
      .when({ type: 'ChangeSettings', changes: { internalName: 'App' }, at })
      .then([]);
  });

  it('changes redirect URIs with the uid, and names every bad line', () => {
    spec([created])
      .when({
        type: 'ChangeSettings',
        changes: { redirectUri: 'https://a.example.com/cb\nhttp://localhost:8080', allowedCorsDomain: 'a.example.com' },
        at,
      })
      .then([
        {
          type: 'apps.app.redirect_uris_changed',
          data: {
            appId: A,
            uid: 'uid-123',
            redirectUris: ['https://a.example.com/cb', 'http://localhost:8080'],
            allowedCorsDomains: ['a.example.com'],
            changedAt: at,
          },
        },
      ]);
    spec([created])
      .when({ type: 'ChangeSettings', changes: { redirectUri: 'http://example.com' }, at })
      .thenThrows(
        (e) =>
          e instanceof ValidationError &&
          e.details.fields?.redirect_uri?.[0] === 'Line 1: "http://example.com" must use https (http is only allowed for localhost)',
      );
  });

  it('Given a redirect URI with another scheme than http, When saved, Then the message says it is not an https URL (no http hint)', () => {
    spec([created])
      .when({ type: 'ChangeSettings', changes: { redirectUri: 'https://a.example.com/cb\n\n\njavascript:alert(1)' }, at })
      .thenThrows(
        (e) =>
          e instanceof ValidationError &&
          JSON.stringify(e.details.fields?.redirect_uri) === JSON.stringify(['Line 4: "javascript:alert(1)" is not an https URL']),
      );
    spec([created])
      .when({ type: 'ChangeSettings', changes: { redirectUri: 'urn:ietf:wg:oauth:2.0:oob\nhttp://localhost:4200/cb' }, at })
      .then([
        {
          type: 'apps.app.redirect_uris_changed',
          data: {
            appId: A,
            uid: 'uid-123',
            redirectUris: ['urn:ietf:wg:oauth:2.0:oob', 'http://localhost:4200/cb'],
            allowedCorsDomains: [],
            changedAt: at,
          },
        },
      ]);
  });

  it('soft-deletes once, and refuses settings changes afterwards', () => {
    const deleted: AppEvent = { type: 'apps.app.deleted', data: { appId: A, uid: 'uid-123', sandboxId: S, deletedAt: at } };
    spec([created]).when({ type: 'DeleteApp', at }).then([deleted]);
    spec([created, deleted]).when({ type: 'DeleteApp', at }).then([]);
    spec([created, deleted])
      .when({ type: 'ChangeSettings', changes: { internalName: 'X' }, at })
      .thenThrows((e) => e instanceof ConflictError);
  });

  it('lets an admin undelete, and toggles the marketplace only when the setting is on', () => {
    const deleted: AppEvent = { type: 'apps.app.deleted', data: { appId: A, uid: 'uid-123', sandboxId: S, deletedAt: at } };
    spec([created, deleted])
      .when({ type: 'AdminChange', changes: { undelete: true }, marketplaceSettingOn: false, at })
      .then([{ type: 'apps.app.undeleted', data: { appId: A, uid: 'uid-123', undeletedAt: at } }]);
    spec([created])
      .when({ type: 'AdminChange', changes: { marketplaceEnabled: true }, marketplaceSettingOn: false, at })
      .thenThrows((e) => e instanceof ValidationError && Object.keys(e.details.fields ?? {}).join() === 'marketplace_enabled');
    spec([created])
      .when({ type: 'AdminChange', changes: { marketplaceEnabled: true }, marketplaceSettingOn: true, at })
      .then([{ type: 'apps.app.marketplace_toggled', data: { appId: A, enabled: true, toggledAt: at } }]);
  });

  it('refuses a second contact with the same address (a form sent again after a lost answer)', () => {
    const added = {
      type: 'apps.app.contact_added',
      data: { appId: A, contactId: 'c1', name: 'Lead', email: 'lead@example.com', addedAt: at },
    } as const;
    spec([created, added])
      .when({ type: 'AddContact', contactId: 'c2', name: 'Lead', email: ' LEAD@example.com ', at })
      .thenThrows((e) => e instanceof ValidationError && e.details.fields?.email?.[0] === 'This address is already a contact of this app');
  });

  it('adds a contact with a name and a valid e-mail', () => {
    spec([created])
      .when({ type: 'AddContact', contactId: 'c1', name: 'Lead', email: 'lead@example.com', at })
      .then([
        { type: 'apps.app.contact_added', data: { appId: A, contactId: 'c1', name: 'Lead', email: 'lead@example.com', addedAt: at } },
      ]);
    spec([created])
      .when({ type: 'AddContact', contactId: 'c1', name: '', email: 'nope', at })
      .thenThrows(
        (e) =>
          e instanceof ValidationError &&
          Object.keys(e.details.fields ?? {})
            .sort()
            .join() === 'email,name',
      );
  });

  describe('changing and removing a contact', () => {
    const C1 = '00000000-0000-4000-8000-0000000000c1';
    const C2 = '00000000-0000-4000-8000-0000000000c2';
    const lead: AppEvent = {
      type: 'apps.app.contact_added',
      data: { appId: A, contactId: C1, name: 'Lead', email: 'lead@example.com', addedAt: at },
    };
    const ops: AppEvent = {
      type: 'apps.app.contact_added',
      data: { appId: A, contactId: C2, name: 'Ops', email: 'ops@example.com', addedAt: at },
    };
    const deleted: AppEvent = { type: 'apps.app.deleted', data: { appId: A, uid: 'uid-123', sandboxId: S, deletedAt: at } };
    const fieldsOf = (e: unknown) => (e instanceof ValidationError ? e.details.fields : undefined);

    it('changes the name and the e-mail, trimmed', () => {
      spec([created, lead])
        .when({ type: 'ChangeContact', contactId: C1, name: ' Integration Lead ', email: ' lead@example.org ', at })
        .then([
          {
            type: 'apps.app.contact_changed',
            data: { appId: A, contactId: C1, name: 'Integration Lead', email: 'lead@example.org', changedAt: at },
          },
        ]);
    });

    it('keeps a field that is left out', () => {
      spec([created, lead])
        .when({ type: 'ChangeContact', contactId: C1, name: 'Lead Two', at })
        .then([
          {
            type: 'apps.app.contact_changed',
            data: { appId: A, contactId: C1, name: 'Lead Two', email: 'lead@example.com', changedAt: at },
          },
        ]);
    });

    it('decides nothing when nothing changes', () => {
      spec([created, lead]).when({ type: 'ChangeContact', contactId: C1, name: 'Lead', email: ' lead@example.com', at }).then([]);
      spec([created, lead]).when({ type: 'ChangeContact', contactId: C1, at }).then([]);
    });

    it("lets a contact keep its own address (a new name, or the address's case), but not take another contact's", () => {
      spec([created, lead, ops])
        .when({ type: 'ChangeContact', contactId: C1, name: 'Lead', email: 'LEAD@example.com', at })
        .then([
          { type: 'apps.app.contact_changed', data: { appId: A, contactId: C1, name: 'Lead', email: 'LEAD@example.com', changedAt: at } },
        ]);
      spec([created, lead, ops])
        .when({ type: 'ChangeContact', contactId: C1, email: ' Ops@Example.com ', at })
        .thenThrows((e) => fieldsOf(e)?.email?.[0] === MESSAGES.alreadyContact);
    });

    it("applies the add's rules and messages: a name and a valid e-mail", () => {
      spec([created, lead])
        .when({ type: 'ChangeContact', contactId: C1, name: ' ', email: 'nope', at })
        .thenThrows(
          (e) => fieldsOf(e)?.name?.[0] === 'Name is required' && fieldsOf(e)?.email?.[0] === 'Please enter a valid email address',
        );
      spec([created, lead])
        .when({ type: 'ChangeContact', contactId: C1, email: '', at })
        .thenThrows((e) => fieldsOf(e)?.email?.[0] === 'Email is required' && fieldsOf(e)?.name === undefined);
    });

    it('removes a contact, naming its address; its address is then free for another', () => {
      const removed: AppEvent = {
        type: 'apps.app.contact_removed',
        data: { appId: A, contactId: C1, email: 'lead@example.com', removedAt: at },
      };
      spec([created, lead, ops]).when({ type: 'RemoveContact', contactId: C1, at }).then([removed]);
      spec([created, lead, ops, removed])
        .when({ type: 'ChangeContact', contactId: C2, email: 'lead@example.com', at })
        .then([
          { type: 'apps.app.contact_changed', data: { appId: A, contactId: C2, name: 'Ops', email: 'lead@example.com', changedAt: at } },
        ]);
      expect(foldEvents(appDecider, [created, lead, ops, removed]).contacts).toEqual([{ id: C2, name: 'Ops', email: 'ops@example.com' }]);
    });

    it('answers 404 for a contact the app does not have (unknown, or removed already)', () => {
      const removed: AppEvent = {
        type: 'apps.app.contact_removed',
        data: { appId: A, contactId: C1, email: 'lead@example.com', removedAt: at },
      };
      spec([created, lead])
        .when({ type: 'ChangeContact', contactId: C2, name: 'Someone', at })
        .thenThrows((e) => e instanceof NotFoundError && e.message === NO_SUCH_CONTACT);
      spec([created, lead, removed])
        .when({ type: 'RemoveContact', contactId: C1, at })
        .thenThrows((e) => e instanceof NotFoundError);
    });

    it('refuses adding, changing and removing on a deleted app, as the other changes are', () => {
      spec([created, deleted])
        .when({ type: 'AddContact', contactId: C2, name: 'Late', email: 'late@example.com', at })
        .thenThrows((e) => e instanceof ConflictError && e.message === APP_DELETED);
      spec([created, lead, deleted])
        .when({ type: 'ChangeContact', contactId: C1, name: 'Lead Two', at })
        .thenThrows((e) => e instanceof ConflictError && e.message === APP_DELETED);
      spec([created, lead, deleted])
        .when({ type: 'RemoveContact', contactId: C1, at })
        .thenThrows((e) => e instanceof ConflictError && e.message === APP_DELETED);
    });

    it('keeps the other contacts and their order when one changes', () => {
      const changed: AppEvent = {
        type: 'apps.app.contact_changed',
        data: { appId: A, contactId: C1, name: 'Lead Two', email: 'two@example.com', changedAt: later },
      };
      const state = foldEvents(appDecider, [created, lead, ops, changed]);
      expect(state.contacts).toEqual([
        { id: C1, name: 'Lead Two', email: 'two@example.com' },
        { id: C2, name: 'Ops', email: 'ops@example.com' },
      ]);
      expect(state.updatedAt).toBe(later);
    });
  });

  it('invites with a required e-mail and an invitable role, never twice or a member', () => {
    spec([created])
      .when({ type: 'Invite', invitationId: I, email: 'dev@example.com', role: 'developer', memberEmails: ['owner@example.com'], at })
      .then([{ ...invited, data: { ...invited.data, email: 'dev@example.com' } } as AppEvent]);
    spec([created])
      .when({ type: 'Invite', invitationId: I, email: '', role: 'owner', memberEmails: [], at })
      .thenThrows(
        (e) =>
          e instanceof ValidationError &&
          e.details.fields?.email?.[0] === 'Email is required' &&
          e.details.fields?.role?.[0] === MESSAGES.roleInvalid,
      );
    spec([created])
      .when({ type: 'Invite', invitationId: 'i2', email: 'OWNER@example.com', role: 'admin', memberEmails: ['owner@example.com'], at })
      .thenThrows((e) => e instanceof ValidationError && e.details.fields?.email?.[0] === MESSAGES.alreadyMember);
    spec([created, invited])
      .when({ type: 'Invite', invitationId: 'i2', email: 'dev@example.com', role: 'admin', memberEmails: [], at })
      .thenThrows((e) => e instanceof ValidationError && e.details.fields?.email?.[0] === MESSAGES.alreadyInvited);
    // An id it knows (a keyed invite sent again) is refused whatever the address: the handler answers with the key's invitation.
    spec([created, invited])
      .when({ type: 'Invite', invitationId: I, email: 'someone@example.com', role: 'admin', memberEmails: [], at })
      .thenThrows((e) => e instanceof ConflictError);
  });

  it('Given an address typed in upper case, When inviting, Then it is stored trimmed and lower case, as identity keys accounts', () => {
    spec([created])
      .when({ type: 'Invite', invitationId: I, email: ' QA.Collab+1@EXAMPLE.COM ', role: 'admin', memberEmails: [], at })
      .then([
        {
          type: 'apps.app.collaborator_invited',
          data: { appId: A, invitationId: I, email: 'qa.collab+1@example.com', role: 'admin', invitedAt: at },
        },
      ]);
  });

  it('Given an invitation stored as typed before the normalisation, When the same address comes in another case, Then it is the same address', () => {
    // `invited` holds "Dev@Example.com", as invitations were stored before.
    spec([created, invited])
      .when({ type: 'Invite', invitationId: 'i2', email: 'DEV@EXAMPLE.COM', role: 'admin', memberEmails: [], at })
      .thenThrows((e) => e instanceof ValidationError && e.details.fields?.email?.[0] === MESSAGES.alreadyInvited);
    spec([created, invited])
      .when({ type: 'AcceptInvitation', invitationId: I, developerId: DEV, email: 'DEV@example.COM', at })
      .then([joined]);
    spec([created])
      .when({ type: 'Invite', invitationId: I, email: 'Owner@Example.com', role: 'admin', memberEmails: ['OWNER@example.com'], at })
      .thenThrows((e) => e instanceof ValidationError && e.details.fields?.email?.[0] === MESSAGES.alreadyMember);
  });

  it('lets the invitee with the invited address join; a cancelled invitation is dead', () => {
    spec([created, invited])
      .when({ type: 'AcceptInvitation', invitationId: I, developerId: DEV, email: 'dev@example.com', at })
      .then([joined]);
    spec([created, invited])
      .when({ type: 'AcceptInvitation', invitationId: I, developerId: OTHER, email: 'other@example.com', at })
      .thenThrows((e) => e instanceof ForbiddenError);
    const canceled: AppEvent = { type: 'apps.app.invitation_canceled', data: { appId: A, invitationId: I, canceledAt: at } };
    spec([created, invited]).when({ type: 'CancelInvitation', invitationId: I, at }).then([canceled]);
    spec([created, invited, canceled])
      .when({ type: 'AcceptInvitation', invitationId: I, developerId: DEV, email: 'dev@example.com', at })
      .thenThrows((e) => e instanceof NotFoundError);
    spec([created, invited, joined])
      .when({ type: 'AcceptInvitation', invitationId: I, developerId: DEV, email: 'dev@example.com', at })
      .thenThrows((e) => e instanceof NotFoundError);
  });

  it('changes roles of other non-owner collaborators only', () => {
    spec([created, invited, joined])
      .when({ type: 'ChangeRoles', actorId: OWNER, changes: [{ id: DEV, role: 'admin' }], at })
      .then([{ type: 'apps.app.collaborator_role_changed', data: { appId: A, developerId: DEV, role: 'admin', changedAt: at } }]);
    spec([created, invited, joined])
      .when({ type: 'ChangeRoles', actorId: DEV, changes: [{ id: OWNER, role: 'admin' }], at })
      .thenThrows((e) => e instanceof ForbiddenError);
    spec([created, invited, joined])
      .when({ type: 'ChangeRoles', actorId: DEV, changes: [{ id: DEV, role: 'admin' }], at })
      .thenThrows((e) => e instanceof ForbiddenError);
    spec([created, invited, joined])
      .when({ type: 'ChangeRoles', actorId: OWNER, changes: [{ id: DEV, role: 'owner' }], at })
      .thenThrows((e) => e instanceof ValidationError);
  });

  it('removes collaborators, never the owner or oneself', () => {
    spec([created, invited, joined])
      .when({ type: 'RemoveCollaborator', actorId: OWNER, developerId: DEV, at })
      .then([{ type: 'apps.app.collaborator_removed', data: { appId: A, developerId: DEV, removedAt: at } }]);
    spec([created, invited, joined])
      .when({ type: 'RemoveCollaborator', actorId: DEV, developerId: OWNER, at })
      .thenThrows((e) => e instanceof ForbiddenError);
    spec([created, invited, joined])
      .when({ type: 'RemoveCollaborator', actorId: DEV, developerId: DEV, at })
      .thenThrows((e) => e instanceof ForbiddenError);
  });

  it('transfers ownership to a collaborator (owner only); the former owner becomes admin', () => {
    const transferred: AppEvent = {
      type: 'apps.app.ownership_transferred',
      data: { appId: A, fromDeveloperId: OWNER, toDeveloperId: DEV, byAdmin: false, transferredAt: at },
    };
    spec([created, invited, joined]).when({ type: 'TransferOwnership', actorId: OWNER, toDeveloperId: DEV, at }).then([transferred]);
    spec([created, invited, joined])
      .when({ type: 'TransferOwnership', actorId: DEV, toDeveloperId: DEV, at })
      .thenThrows((e) => e instanceof ForbiddenError);
    spec([created])
      .when({ type: 'TransferOwnership', actorId: OWNER, toDeveloperId: OTHER, at })
      .thenThrows((e) => e instanceof ValidationError);
    // After the transfer the former owner is an admin: can edit, cannot transfer.
    spec([created, invited, joined, transferred])
      .when({ type: 'TransferOwnership', actorId: OWNER, toDeveloperId: OWNER, at })
      .thenThrows((e) => e instanceof ForbiddenError);
    spec([created, invited, joined, transferred])
      .when({ type: 'RemoveCollaborator', actorId: DEV, developerId: OWNER, at })
      .then([{ type: 'apps.app.collaborator_removed', data: { appId: A, developerId: OWNER, removedAt: at } }]);
  });

  it('remembers a keyed transfer, so the same transfer id never moves ownership twice', () => {
    const T1 = '00000000-0000-5000-8000-0000000000t1';
    const keyed: AppEvent = {
      type: 'apps.app.ownership_transferred',
      data: { appId: A, fromDeveloperId: OWNER, toDeveloperId: DEV, byAdmin: false, transferredAt: at, transferId: T1 },
    };
    spec([created, invited, joined])
      .when({ type: 'TransferOwnership', actorId: OWNER, toDeveloperId: DEV, transferId: T1, at })
      .then([keyed]);
    const back: AppEvent = {
      type: 'apps.app.ownership_transferred',
      data: { appId: A, fromDeveloperId: DEV, toDeveloperId: OWNER, byAdmin: false, transferredAt: at },
    };
    // Handed back since: the first send's repeat must not hand it over a second time.
    spec([created, invited, joined, keyed, back])
      .when({ type: 'TransferOwnership', actorId: OWNER, toDeveloperId: DEV, transferId: T1, at })
      .thenThrows((e) => e instanceof ConflictError);
    expect(appDecider.evolve(appDecider.evolve(appDecider.initialState(), created), keyed).keyedTransfers).toEqual({
      [T1]: { toDeveloperId: DEV },
    });
  });

  it('lets an admin change the owner to anyone', () => {
    spec([created])
      .when({ type: 'ChangeOwner', toDeveloperId: OTHER, at })
      .then([
        {
          type: 'apps.app.ownership_transferred',
          data: { appId: A, fromDeveloperId: OWNER, toDeveloperId: OTHER, byAdmin: true, transferredAt: at },
        },
      ]);
  });

  it('refuses commands on an app that does not exist', () => {
    spec([])
      .when({ type: 'DeleteApp', at })
      .thenThrows((e) => e instanceof NotFoundError);
  });
});
