import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type Decider, type FieldErrors } from '@portal/decider';
import type { AppEvent, AppRole, InvitableRole } from './app.events';
import { parseRedirectUris } from './redirect-uris.rules';
import { CORS_DOMAIN_PROBLEM, parseCorsDomains } from './cors-domains.rules';

export interface Invitation {
  email: string;
  role: InvitableRole;
  status: 'pending' | 'accepted' | 'canceled';
  createdAt: string;
}

export interface Contact {
  id: string;
  name: string;
  email: string;
}

export interface App {
  exists: boolean;
  appId: string;
  uid: string;
  ownerId: string;
  /** The public name (manifests, review mails, the admin form's "public name"). */
  name: string;
  /** An admin gave the public name a value of its own: it no longer follows the developer's renames. */
  nameSetApart: boolean;
  internalName: string;
  redirectUris: string[];
  allowedCorsDomains: string[];
  thumbnailKey: string | null;
  legacy: boolean;
  connectable: boolean;
  marketplaceEnabled: boolean;
  sandboxId: string;
  contacts: Contact[];
  /** Every member by developer id, the owner included. */
  members: Record<string, { role: AppRole; joinedAt: string }>;
  invitations: Record<string, Invitation>;
  /** Transfers the owner sent with an Idempotency-Key, by transfer id: to whom each went. */
  keyedTransfers: Record<string, { toDeveloperId: string }>;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SettingsChanges {
  internalName?: string;
  redirectUri?: string;
  allowedCorsDomain?: string;
}

export interface AdminChanges extends SettingsChanges {
  name?: string;
  legacy?: boolean;
  connectable?: boolean;
  marketplaceEnabled?: boolean;
  undelete?: boolean;
}

export type AppCommand =
  | { type: 'CreateApp'; appId: string; uid: string; ownerId: string; internalName: string; sandboxId: string; at: string }
  | { type: 'ChangeSettings'; changes: SettingsChanges; at: string }
  | { type: 'AdminChange'; changes: AdminChanges; marketplaceSettingOn: boolean; at: string }
  | { type: 'SetLogo'; thumbnailKey: string; at: string }
  | { type: 'RemoveLogo'; at: string }
  | { type: 'DeleteApp'; at: string }
  | { type: 'AddContact'; contactId: string; name: string; email: string; at: string }
  /** A field left undefined keeps its value. */
  | { type: 'ChangeContact'; contactId: string; name?: string; email?: string; at: string }
  | { type: 'RemoveContact'; contactId: string; at: string }
  | { type: 'Invite'; invitationId: string; email: string; role: string; memberEmails: string[]; at: string }
  | { type: 'CancelInvitation'; invitationId: string; at: string }
  | { type: 'AcceptInvitation'; invitationId: string; developerId: string; email: string; at: string }
  | { type: 'ChangeRoles'; actorId: string; changes: { id: string; role: string }[]; at: string }
  | { type: 'RemoveCollaborator'; actorId: string; developerId: string; at: string }
  | { type: 'TransferOwnership'; actorId: string; toDeveloperId: string; transferId?: string; at: string }
  | { type: 'ChangeOwner'; toDeveloperId: string; at: string };

export const MESSAGES = {
  nameRequired: 'App name is required',
  nameOneLine: 'App name must be one line',
  publicNameOneLine: 'Public name must be one line',
  internalNameRequired: 'Internal name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  contactNameRequired: 'Name is required',
  roleInvalid: 'Role must be developer or admin',
  alreadyMember: 'This person is already a collaborator on this app',
  alreadyInvited: 'An invitation to this address is already pending',
  alreadyContact: 'This address is already a contact of this app',
  marketplaceSettingOff: 'Marketplace self-service is not enabled, so marketplace_enabled cannot be changed',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** As identity's sign-up keys an account's address: an invitation names the account whatever case it was typed in. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
/** Line breaks and other control characters: a name is shown on one line everywhere (lists, titles, e-mail subjects). */
// eslint-disable-next-line no-control-regex
const NOT_ONE_LINE = /[\u0000-\u001f\u007f\u2028\u2029]/;
const INVITABLE: readonly string[] = ['admin', 'developer'];

export const initialState = (): App => ({
  exists: false,
  appId: '',
  uid: '',
  ownerId: '',
  name: '',
  nameSetApart: false,
  internalName: '',
  redirectUris: [],
  allowedCorsDomains: [],
  thumbnailKey: null,
  legacy: false,
  connectable: false,
  marketplaceEnabled: false,
  sandboxId: '',
  contacts: [],
  members: {},
  invitations: {},
  keyedTransfers: {},
  deletedAt: null,
  createdAt: '',
  updatedAt: '',
});

/** The name the app goes by in public (its manifests, review mails): the app name, unless an admin set one apart. */
export const publicNameOf = (state: App): string => (state.nameSetApart && state.name ? state.name : state.internalName);

export const roleOf = (state: App, developerId: string): AppRole | null => state.members[developerId]?.role ?? null;

/** Settings changes shared by the developer and the admin form: only what differs becomes an event. */
const settingsEvents = (state: App, changes: SettingsChanges, at: string, fields: FieldErrors): AppEvent[] => {
  const events: AppEvent[] = [];
  if (changes.internalName !== undefined) {
    const internalName = changes.internalName.trim();
    if (!internalName) (fields.internal_name ??= []).push(MESSAGES.nameRequired);
    else if (NOT_ONE_LINE.test(internalName)) (fields.internal_name ??= []).push(MESSAGES.nameOneLine);
    else if (internalName !== state.internalName) {
      events.push({ type: 'apps.app.renamed', data: { appId: state.appId, internalName, renamedAt: at } });
    }
  }
  let redirectUris = state.redirectUris;
  let allowedCorsDomains = state.allowedCorsDomains;
  if (changes.redirectUri !== undefined) {
    const { uris, problems } = parseRedirectUris(changes.redirectUri);
    if (problems.length > 0) (fields.redirect_uri ??= []).push(...problems);
    redirectUris = uris;
  }
  if (changes.allowedCorsDomain !== undefined) {
    allowedCorsDomains = parseCorsDomains(changes.allowedCorsDomain);
    const problems = allowedCorsDomains.map(CORS_DOMAIN_PROBLEM).filter((p): p is string => p !== null);
    if (problems.length > 0) (fields.allowed_cors_domain ??= []).push(...problems);
  }
  if (!same(redirectUris, state.redirectUris) || !same(allowedCorsDomains, state.allowedCorsDomains)) {
    events.push({
      type: 'apps.app.redirect_uris_changed',
      data: { appId: state.appId, uid: state.uid, redirectUris, allowedCorsDomains, changedAt: at },
    });
  }
  return events;
};

const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

const failIf = (fields: FieldErrors): void => {
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
};

/** What the Integration Request Contact form is told: a name, a valid address, and none of `others` with it. */
const contactProblems = (name: string, email: string, others: readonly Contact[]): FieldErrors => {
  const fields: FieldErrors = {};
  if (!name.trim()) fields.name = [MESSAGES.contactNameRequired];
  if (!email.trim()) fields.email = [MESSAGES.emailRequired];
  else if (!EMAIL_PATTERN.test(email.trim())) fields.email = [MESSAGES.emailInvalid];
  else if (others.some((c) => c.email.toLowerCase() === email.trim().toLowerCase())) fields.email = [MESSAGES.alreadyContact];
  return fields;
};

const contactOf = (state: App, contactId: string): Contact => {
  const contact = state.contacts.find((c) => c.id === contactId);
  if (!contact) throw new NotFoundError(NO_SUCH_CONTACT);
  return contact;
};

export const APP_DELETED = 'This app has been deleted';
export const NO_SUCH_CONTACT = 'No such contact';

const requireLive = (state: App): void => {
  if (state.deletedAt) throw new ConflictError(APP_DELETED);
};

export const decide = (command: AppCommand, state: App): AppEvent[] => {
  if (command.type === 'CreateApp') {
    if (state.exists) throw new ConflictError('This app already exists');
    const internalName = command.internalName.trim();
    if (!internalName) throw new ValidationError({ internal_name: [MESSAGES.nameRequired] });
    if (NOT_ONE_LINE.test(internalName)) throw new ValidationError({ internal_name: [MESSAGES.nameOneLine] });
    return [
      {
        type: 'apps.app.created',
        data: {
          appId: command.appId,
          uid: command.uid,
          ownerId: command.ownerId,
          name: internalName,
          internalName,
          redirectUris: [],
          allowedCorsDomains: [],
          sandboxId: command.sandboxId,
          createdAt: command.at,
        },
      },
    ];
  }
  if (!state.exists) throw new NotFoundError('No such app');
  const { appId } = state;
  const at = command.at;
  switch (command.type) {
    case 'ChangeSettings': {
      requireLive(state);
      const fields: FieldErrors = {};
      const events = settingsEvents(state, command.changes, at, fields);
      failIf(fields);
      // The public name (manifests, review mails) starts as the app name; a developer cannot edit it apart, so
      // until an admin sets it apart it follows the developer's renames (apps renamed before this rule existed too).
      const renamed = events.find((e) => e.type === 'apps.app.renamed');
      if (renamed && !state.nameSetApart)
        events.push({ type: 'apps.app.details_changed', data: { appId, name: renamed.data.internalName, changedAt: at } });
      return events;
    }
    case 'AdminChange': {
      const { changes } = command;
      const fields: FieldErrors = {};
      const events: AppEvent[] = [];
      if (changes.undelete && state.deletedAt)
        events.push({ type: 'apps.app.undeleted', data: { appId, uid: state.uid, undeletedAt: at } });
      if (changes.internalName !== undefined && !changes.internalName.trim()) {
        (fields.internal_name ??= []).push(MESSAGES.internalNameRequired);
      }
      events.push(...settingsEvents(state, changes.internalName?.trim() ? changes : { ...changes, internalName: undefined }, at, fields));
      const details: { name?: string; legacy?: boolean; connectable?: boolean } = {};
      if (changes.name !== undefined && NOT_ONE_LINE.test(changes.name.trim())) (fields.name ??= []).push(MESSAGES.publicNameOneLine);
      else if (changes.name !== undefined && changes.name.trim() && changes.name.trim() !== state.name) details.name = changes.name.trim();
      // A public name not set apart follows the rename here too, unless this change sets it.
      const renamed = events.find((e) => e.type === 'apps.app.renamed');
      if (renamed && !state.nameSetApart && details.name === undefined) details.name = renamed.data.internalName;
      if (changes.legacy !== undefined && changes.legacy !== state.legacy) details.legacy = changes.legacy;
      if (changes.connectable !== undefined && changes.connectable !== state.connectable) details.connectable = changes.connectable;
      if (Object.keys(details).length > 0) events.push({ type: 'apps.app.details_changed', data: { appId, ...details, changedAt: at } });
      if (changes.marketplaceEnabled !== undefined && changes.marketplaceEnabled !== state.marketplaceEnabled) {
        if (!command.marketplaceSettingOn) (fields.marketplace_enabled ??= []).push(MESSAGES.marketplaceSettingOff);
        else events.push({ type: 'apps.app.marketplace_toggled', data: { appId, enabled: changes.marketplaceEnabled, toggledAt: at } });
      }
      failIf(fields);
      return events;
    }
    case 'SetLogo':
      return [{ type: 'apps.app.logo_set', data: { appId, thumbnailKey: command.thumbnailKey, setAt: at } }];
    case 'RemoveLogo':
      return state.thumbnailKey ? [{ type: 'apps.app.logo_removed', data: { appId, removedAt: at } }] : [];
    case 'DeleteApp':
      if (state.deletedAt) return [];
      return [{ type: 'apps.app.deleted', data: { appId, uid: state.uid, sandboxId: state.sandboxId, deletedAt: at } }];
    case 'AddContact': {
      // As its change and removal: a deleted app is undeleted first.
      requireLive(state);
      // The address check is also what a form sent again after a lost answer meets: one contact, not two alike.
      failIf(contactProblems(command.name, command.email, state.contacts));
      return [
        {
          type: 'apps.app.contact_added',
          data: { appId, contactId: command.contactId, name: command.name.trim(), email: command.email.trim(), addedAt: at },
        },
      ];
    }
    case 'ChangeContact': {
      requireLive(state);
      const contact = contactOf(state, command.contactId);
      const name = (command.name ?? contact.name).trim();
      const email = (command.email ?? contact.email).trim();
      // Its own address is no clash: only the other contacts' count, so a change of the name alone (or of the
      // address's case) goes through.
      failIf(
        contactProblems(
          name,
          email,
          state.contacts.filter((c) => c.id !== contact.id),
        ),
      );
      if (name === contact.name && email === contact.email) return [];
      return [{ type: 'apps.app.contact_changed', data: { appId, contactId: contact.id, name, email, changedAt: at } }];
    }
    case 'RemoveContact': {
      requireLive(state);
      const contact = contactOf(state, command.contactId);
      return [{ type: 'apps.app.contact_removed', data: { appId, contactId: contact.id, email: contact.email, removedAt: at } }];
    }
    case 'Invite': {
      requireLive(state);
      // An id from an Idempotency-Key met again: the handler answers with what the key made.
      if (state.invitations[command.invitationId]) throw new ConflictError('This invitation already exists');
      // Stored as identity keys an account (trimmed, lower case): "QA@EXAMPLE.COM" is the account qa@example.com.
      const email = normalizeEmail(command.email);
      const fields: FieldErrors = {};
      if (!email) fields.email = [MESSAGES.emailRequired];
      else if (!EMAIL_PATTERN.test(email) || email.length > 254) fields.email = [MESSAGES.emailInvalid];
      else if (command.memberEmails.some((e) => normalizeEmail(e) === email)) fields.email = [MESSAGES.alreadyMember];
      // Invitations from before the normalisation hold the address as typed: compared without case.
      else if (Object.values(state.invitations).some((i) => i.status === 'pending' && normalizeEmail(i.email) === email)) {
        fields.email = [MESSAGES.alreadyInvited];
      }
      if (!INVITABLE.includes(command.role)) fields.role = [MESSAGES.roleInvalid];
      failIf(fields);
      return [
        {
          type: 'apps.app.collaborator_invited',
          data: { appId, invitationId: command.invitationId, email, role: command.role as InvitableRole, invitedAt: at },
        },
      ];
    }
    case 'CancelInvitation': {
      const invitation = state.invitations[command.invitationId];
      if (!invitation) throw new NotFoundError('No such invitation');
      if (invitation.status === 'canceled') return [];
      if (invitation.status !== 'pending') throw new ConflictError('This invitation was already accepted');
      return [{ type: 'apps.app.invitation_canceled', data: { appId, invitationId: command.invitationId, canceledAt: at } }];
    }
    case 'AcceptInvitation': {
      requireLive(state);
      const invitation = state.invitations[command.invitationId];
      if (!invitation || invitation.status !== 'pending') throw new NotFoundError('This invitation is no longer valid');
      if (normalizeEmail(invitation.email) !== normalizeEmail(command.email)) {
        throw new ForbiddenError('This invitation was sent to another e-mail address. Sign in with that address to accept it.');
      }
      const existing = roleOf(state, command.developerId);
      // Joining never demotes: an existing admin keeps the stronger role.
      const role: InvitableRole = existing === 'admin' || existing === 'owner' ? 'admin' : invitation.role;
      if (existing === 'owner') return [];
      return [
        {
          type: 'apps.app.collaborator_joined',
          data: { appId, invitationId: command.invitationId, developerId: command.developerId, role, joinedAt: at },
        },
      ];
    }
    case 'ChangeRoles': {
      requireLive(state);
      const fields: FieldErrors = {};
      const events: AppEvent[] = [];
      for (const change of command.changes) {
        const current = roleOf(state, change.id);
        if (!current) throw new NotFoundError('No such collaborator');
        if (!INVITABLE.includes(change.role)) (fields.collaborators ??= []).push(MESSAGES.roleInvalid);
        else if (current === 'owner') {
          if (change.role !== 'owner') throw new ForbiddenError("The owner's role cannot be changed; transfer ownership instead");
        } else if (change.id === command.actorId) {
          if (change.role !== current) throw new ForbiddenError('You cannot change your own role');
        } else if (change.role !== current) {
          events.push({
            type: 'apps.app.collaborator_role_changed',
            data: { appId, developerId: change.id, role: change.role as InvitableRole, changedAt: at },
          });
        }
      }
      failIf(fields);
      return events;
    }
    case 'RemoveCollaborator': {
      const role = roleOf(state, command.developerId);
      if (!role) throw new NotFoundError('No such collaborator');
      if (role === 'owner') throw new ForbiddenError('The owner cannot be removed');
      if (command.developerId === command.actorId) throw new ForbiddenError('You cannot remove yourself');
      return [{ type: 'apps.app.collaborator_removed', data: { appId, developerId: command.developerId, removedAt: at } }];
    }
    case 'TransferOwnership': {
      requireLive(state);
      if (command.transferId !== undefined && state.keyedTransfers[command.transferId]) {
        throw new ConflictError('This transfer of ownership was already made');
      }
      if (roleOf(state, command.actorId) !== 'owner') throw new ForbiddenError('Only the owner can transfer ownership');
      if (command.toDeveloperId === state.ownerId) return [];
      if (!roleOf(state, command.toDeveloperId)) {
        throw new ValidationError({ collaborator_id: ['Ownership can only be transferred to a collaborator of this app'] });
      }
      return [
        {
          type: 'apps.app.ownership_transferred',
          data: {
            appId,
            fromDeveloperId: state.ownerId,
            toDeveloperId: command.toDeveloperId,
            byAdmin: false,
            transferredAt: at,
            ...(command.transferId === undefined ? {} : { transferId: command.transferId }),
          },
        },
      ];
    }
    case 'ChangeOwner':
      if (command.toDeveloperId === state.ownerId) return [];
      return [
        {
          type: 'apps.app.ownership_transferred',
          data: { appId, fromDeveloperId: state.ownerId, toDeveloperId: command.toDeveloperId, byAdmin: true, transferredAt: at },
        },
      ];
  }
};

export const evolve = (state: App, event: AppEvent): App => {
  const next = (patch: Partial<App>, at: string): App => ({ ...state, ...patch, updatedAt: at });
  switch (event.type) {
    case 'apps.app.created': {
      const d = event.data;
      return {
        ...initialState(),
        exists: true,
        appId: d.appId,
        uid: d.uid,
        ownerId: d.ownerId,
        name: d.name,
        internalName: d.internalName,
        redirectUris: d.redirectUris,
        allowedCorsDomains: d.allowedCorsDomains,
        sandboxId: d.sandboxId,
        members: { [d.ownerId]: { role: 'owner', joinedAt: d.createdAt } },
        createdAt: d.createdAt,
        updatedAt: d.createdAt,
      };
    }
    case 'apps.app.renamed':
      return next({ internalName: event.data.internalName }, event.data.renamedAt);
    case 'apps.app.details_changed': {
      const { name, legacy, connectable, changedAt } = event.data;
      return next(
        {
          ...(name !== undefined ? { name, nameSetApart: name !== state.internalName } : {}),
          ...(legacy !== undefined ? { legacy } : {}),
          ...(connectable !== undefined ? { connectable } : {}),
        },
        changedAt,
      );
    }
    case 'apps.app.redirect_uris_changed':
      return next({ redirectUris: event.data.redirectUris, allowedCorsDomains: event.data.allowedCorsDomains }, event.data.changedAt);
    case 'apps.app.logo_set':
      return next({ thumbnailKey: event.data.thumbnailKey }, event.data.setAt);
    case 'apps.app.logo_removed':
      return next({ thumbnailKey: null }, event.data.removedAt);
    case 'apps.app.deleted':
      return next({ deletedAt: event.data.deletedAt }, event.data.deletedAt);
    case 'apps.app.undeleted':
      return next({ deletedAt: null }, event.data.undeletedAt);
    case 'apps.app.marketplace_toggled':
      return next({ marketplaceEnabled: event.data.enabled }, event.data.toggledAt);
    case 'apps.app.contact_added':
      return next(
        { contacts: [...state.contacts, { id: event.data.contactId, name: event.data.name, email: event.data.email }] },
        event.data.addedAt,
      );
    case 'apps.app.contact_changed': {
      const { contactId, name, email, changedAt } = event.data;
      return next({ contacts: state.contacts.map((c) => (c.id === contactId ? { ...c, name, email } : c)) }, changedAt);
    }
    case 'apps.app.contact_removed':
      return next({ contacts: state.contacts.filter((c) => c.id !== event.data.contactId) }, event.data.removedAt);
    case 'apps.app.collaborator_invited': {
      const { invitationId, email, role, invitedAt } = event.data;
      return next(
        { invitations: { ...state.invitations, [invitationId]: { email, role, status: 'pending', createdAt: invitedAt } } },
        invitedAt,
      );
    }
    case 'apps.app.invitation_canceled': {
      const invitation = state.invitations[event.data.invitationId]!;
      return next(
        { invitations: { ...state.invitations, [event.data.invitationId]: { ...invitation, status: 'canceled' } } },
        event.data.canceledAt,
      );
    }
    case 'apps.app.collaborator_joined': {
      const { invitationId, developerId, role, joinedAt } = event.data;
      const invitation = state.invitations[invitationId];
      return next(
        {
          members: { ...state.members, [developerId]: { role, joinedAt } },
          invitations: invitation ? { ...state.invitations, [invitationId]: { ...invitation, status: 'accepted' } } : state.invitations,
        },
        joinedAt,
      );
    }
    case 'apps.app.collaborator_role_changed': {
      const member = state.members[event.data.developerId]!;
      return next({ members: { ...state.members, [event.data.developerId]: { ...member, role: event.data.role } } }, event.data.changedAt);
    }
    case 'apps.app.collaborator_removed': {
      const members = { ...state.members };
      delete members[event.data.developerId];
      return next({ members }, event.data.removedAt);
    }
    case 'apps.app.ownership_transferred': {
      const { fromDeveloperId, toDeveloperId, transferredAt, transferId } = event.data;
      const members = { ...state.members };
      const former = members[fromDeveloperId];
      if (former) members[fromDeveloperId] = { ...former, role: 'admin' };
      members[toDeveloperId] = { role: 'owner', joinedAt: members[toDeveloperId]?.joinedAt ?? transferredAt };
      const keyedTransfers = transferId === undefined ? state.keyedTransfers : { ...state.keyedTransfers, [transferId]: { toDeveloperId } };
      return next({ ownerId: toDeveloperId, members, keyedTransfers }, transferredAt);
    }
  }
};

export const appDecider: Decider<App, AppCommand, AppEvent> = { initialState, decide, evolve };
