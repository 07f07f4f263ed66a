import type { PortalEventType } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';
import { on, type Reaction } from '../../core/pg/reaction';
import type { Row } from '../../core/pg/row-store';
import type { PortalEvent } from '../../core/typed-event';
import { SECURITY_EVENTS_TABLE } from './security-events.table';

type Details = Record<string, string | number | boolean | null>;

/** What an event says in the log: its action (the contract's `SecurityEvent.action`) and the facts it names. */
interface Entry {
  developerId: string;
  action: string;
  details: Details;
  /** Whoever did it, when the event names them itself (else the command's actor from the metadata). */
  by?: string;
}

/**
 * The events an account's owner would want to see in a security log, and nothing else: a profile
 * edit or a re-sent confirmation mail is not about who can get into the account.
 */
const ENTRIES: { [T in PortalEventType]?: (event: PortalEvent<T>) => Entry } = {
  'identity.developer.signed_up': ({ data }) => ({ developerId: data.developerId, action: 'account_created', details: {} }),
  'identity.developer.email_confirmed': ({ data }) => ({ developerId: data.developerId, action: 'email_confirmed', details: {} }),
  'identity.sign_in_devices.device_added': ({ data }) => ({
    developerId: data.developerId,
    action: 'new_device_sign_in',
    details: { device: data.device, ip: data.ipAddress, firstDevice: data.firstDevice },
  }),
  'identity.sign_in_devices.sessions_ended': ({ data }) => ({
    developerId: data.developerId,
    action: 'sessions_ended',
    details: { scope: data.scope, ...(data.device ? { device: data.device } : {}) },
    by: data.by,
  }),
  'identity.developer.password_reset_requested': ({ data }) => ({
    developerId: data.developerId,
    action: 'password_reset_requested',
    details: {},
  }),
  'identity.developer.password_changed': ({ data }) => ({
    developerId: data.developerId,
    action: 'password_changed',
    details: { via: data.via },
  }),
  'identity.developer.email_change_requested': ({ data }) => ({
    developerId: data.developerId,
    action: 'email_change_requested',
    details: { email: data.email },
  }),
  'identity.developer.email_changed': ({ data }) => ({
    developerId: data.developerId,
    action: 'email_changed',
    details: { email: data.email, previousEmail: data.previousEmail },
  }),
  'identity.developer.two_factor_enabled': ({ data }) => ({ developerId: data.developerId, action: 'two_factor_enabled', details: {} }),
  'identity.developer.two_factor_disabled': ({ data }) => ({
    developerId: data.developerId,
    action: 'two_factor_disabled',
    details: {},
    by: data.by,
  }),
  'identity.developer.recovery_codes_regenerated': ({ data }) => ({
    developerId: data.developerId,
    action: 'recovery_codes_regenerated',
    details: {},
  }),
  'identity.developer.recovery_code_used': ({ data }) => ({
    developerId: data.developerId,
    action: 'recovery_code_used',
    details: { codesLeft: data.codesLeft },
  }),
  'identity.developer.security_key_added': ({ data }) => ({
    developerId: data.developerId,
    action: 'security_key_added',
    details: { keyName: data.name },
  }),
  'identity.developer.security_key_removed': ({ data }) => ({
    developerId: data.developerId,
    action: 'security_key_removed',
    details: { keyName: data.name },
    by: data.by,
  }),
  'identity.developer.role_granted': ({ data }) => ({
    developerId: data.developerId,
    action: 'role_granted',
    details: { role: data.role },
  }),
  'identity.developer.role_revoked': ({ data }) => ({
    developerId: data.developerId,
    action: 'role_revoked',
    details: { role: data.role },
    by: data.by,
  }),
};

/** Roles are only ever changed by an administrator (or the set-up seeds, which act as one). */
const ADMINISTRATIVE = new Set(['role_granted', 'role_revoked']);

/**
 * The log row of one event: keyed by the event's id, so a duplicate or a replay writes the same row
 * again. Its time is when the store recorded the event.
 */
export const securityEventRow = (event: EventEnvelope, entry: Entry): Row => {
  const by = entry.by ?? event.metadata.actorId;
  return {
    id: event.id,
    rev: event.streamVersion,
    developer_id: entry.developerId,
    action: entry.action,
    occurred_at: event.metadata.recordedAt,
    by_administrator: ADMINISTRATIVE.has(entry.action) || (typeof by === 'string' && by !== '' && by !== entry.developerId),
    details: entry.details,
  };
};

/** The log entry an event makes, or null for the events the log leaves out. */
export const securityEntryOf = (event: EventEnvelope): Entry | null => {
  const entry = ENTRIES[event.type as PortalEventType] as ((event: EventEnvelope) => Entry) | undefined;
  return entry ? entry(event) : null;
};

export const SECURITY_EVENT_REACTIONS: readonly Reaction[] = (Object.keys(ENTRIES) as PortalEventType[]).map((type) =>
  on(type, async (store, event) => {
    const entry = securityEntryOf(event);
    if (entry) await store.put(SECURITY_EVENTS_TABLE, securityEventRow(event, entry));
  }),
);
