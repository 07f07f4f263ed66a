import type { EventData, EventTypeOnTopic, PortalEventType } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';

/** One sentence per event type, written against the event's data as its contract defines it. */
type Summaries<T extends PortalEventType, Context> = { [K in T]: (data: EventData<K>, context: Context) => string };

const SUMMARIES: Summaries<EventTypeOnTopic<'apps.app'> | EventTypeOnTopic<'apps.sandbox'>, void> = {
  'apps.app.created': (d) => `created the app "${d.internalName}"`,
  'apps.app.renamed': (d) => `renamed the app to "${d.internalName}"`,
  'apps.app.details_changed': () => 'changed the app details',
  'apps.app.redirect_uris_changed': () => 'changed the redirect URIs or CORS domains',
  'apps.app.logo_set': () => 'uploaded a logo',
  'apps.app.logo_removed': () => 'removed the logo',
  'apps.app.deleted': () => 'deleted the app',
  'apps.app.undeleted': () => 'undeleted the app',
  'apps.app.marketplace_toggled': (d) => (d.enabled ? 'enabled the marketplace' : 'disabled the marketplace'),
  'apps.app.contact_added': (d) => `added the contact ${d.email}`,
  'apps.app.collaborator_invited': (d) => `invited ${d.email} as ${d.role}`,
  'apps.app.invitation_canceled': () => 'cancelled an invitation',
  'apps.app.collaborator_joined': (d) => `joined as ${d.role}`,
  'apps.app.collaborator_role_changed': (d) => `changed a collaborator's role to ${d.role}`,
  'apps.app.collaborator_removed': () => 'removed a collaborator',
  'apps.app.ownership_transferred': (d) => (d.byAdmin ? 'changed the owner (admin)' : 'transferred ownership'),
  'apps.sandbox.requested': () => 'requested a sandbox',
  'apps.sandbox.built': (d) => (d.fake ? 'generated a fake sandbox' : 'sandbox built'),
  'apps.sandbox.failed': () => 'sandbox build failed',
  'apps.sandbox.settings_changed': () => 'changed the sandbox redirect URIs or CORS domains',
};

/** `2026-11-22T10:00:00.000Z` → `2026-11-22 10:00 UTC`: summaries are plain text, read anywhere. */
const utc = (iso: unknown): string => (typeof iso === 'string' && iso.length >= 16 ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '?');

/** Identity's OAuth client events; `env` is the client's environment (production or sandbox). */
const CLIENT_SUMMARIES: Summaries<EventTypeOnTopic<'identity.oauth_client'>, string> = {
  'identity.oauth_client.registered': (_, env) => `registered the ${env} OAuth client`,
  'identity.oauth_client.redirect_uris_changed': (_, env) => `changed the ${env} client redirect URIs`,
  'identity.oauth_client.secret_reset': (d, env) =>
    d.resetCount === 1 ? `generated the ${env} client secret` : `reset the ${env} client secret`,
  'identity.oauth_client.secret_rotation_started': (d, env) =>
    `started a ${env} client secret rotation (old secret valid until ${utc(d.graceEndsAt)})`,
  'identity.oauth_client.old_secret_revoked': (_, env) => `revoked the old ${env} client secret`,
  'identity.oauth_client.deleted': (_, env) => `deleted the ${env} OAuth client`,
  'identity.oauth_client.restored': (_, env) => `restored the ${env} OAuth client`,
  'identity.oauth_client.owner_changed': (_, env) => `changed the owner the platform records for the ${env} client`,
  'identity.oauth_client.grant_type_changed': (d, env) =>
    `the ${env} client now uses ${d.grantType === 'client_credentials' ? 'client credentials' : d.pkce ? 'authorization code with PKCE' : 'authorization code'} (from the manifest)`,
};

/** `10000` → `10 s`, `3600000` → `1 h`: limits read as people say them. */
const per = (ms: number): string =>
  ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : ms % 60_000 === 0 ? `${ms / 60_000} min` : ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
type Template = EventData<'quota.bucket.defined'>['templates'][number];
const limits = (templates: readonly Template[]): string => templates.map((t) => `${t.name} ${t.limit} per ${per(t.intervalMs)}`).join(', ');
const scope = (d: { clientId: string; companyId: string }): string =>
  [d.clientId !== '*' ? `client ${d.clientId}` : '', d.companyId !== '*' ? `company ${d.companyId}` : ''].filter(Boolean).join(', ');
const scoped = (d: { clientId: string; companyId: string }): string => (scope(d) ? ` (${scope(d)})` : '');

/** The quota service's bucket events of the app's clients (admins only). */
const BUCKET_SUMMARIES: Summaries<EventTypeOnTopic<'quota.bucket'>, void> = {
  'quota.bucket.defined': (d) => `set the rate limit "${d.name}" on ${d.server}${scoped(d)}: ${limits(d.templates)}`,
  'quota.bucket.changed': (d) =>
    `changed the rate limit "${d.name}" on ${d.server}${scoped(d)}: ${limits(d.previous.templates)} → ${limits(d.templates)}`,
  'quota.bucket.deleted': (d) => `removed the rate limit "${d.name}" from ${d.server}${scoped(d)}`,
};

/** One bucket event as the quota service hands them out (`GET bucket_events?domain=…`). */
export interface BucketEventItem {
  id: string;
  type: string;
  position: number;
  data: unknown;
  metadata: { actorId: string | null; recordedAt: string };
}

/**
 * The sentence for a stored event. Stored data is untyped until here: a known type's data is read as
 * its contract says (its writer's event types are the contract's); an unknown type is named as is.
 */
const summarise = <T extends PortalEventType, Context>(
  summaries: Summaries<T, Context>,
  type: string,
  data: unknown,
  context: Context,
): string => (Object.hasOwn(summaries, type) ? summaries[type as T](data as EventData<T>, context) : type);

export interface ActivityItem {
  id: string;
  type: string;
  summary: string;
  actorId: string | null;
  occurredAt: string;
}

/** One event of an app's OAuth clients as identity hands them out (`GET apps/{appId}/oauth_client_events`). */
export interface ClientEventItem {
  id: string;
  type: string;
  position: number;
  data: unknown;
  metadata: { actorId: string | null; causationId?: string | null; recordedAt: string };
}

interface Entry extends ActivityItem {
  source: 'apps' | 'identity' | 'quota';
  position: number;
}

/**
 * Newest first. Events of two stores have unrelated positions, so time orders them; within one
 * store (events of one transaction share their time) the position does, and the id breaks the rest.
 */
const newestFirst = (a: Entry, b: Entry): number =>
  descending(a.occurredAt, b.occurredAt) || (a.source === b.source ? b.position - a.position : 0) || descending(a.id, b.id);

const descending = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

const strip = ({ source: _source, position: _position, ...item }: Entry): ActivityItem => item;

/** Who did what and when, straight from the app's (and its sandbox's) events, newest first. */
export const activityOf = (
  events: readonly EventEnvelope[],
  clientEvents: readonly ClientEventItem[] = [],
  bucketEvents: readonly BucketEventItem[] = [],
): ActivityItem[] => {
  const own: Entry[] = events.map((e) => ({
    id: e.id,
    type: e.type,
    summary: summarise(SUMMARIES, e.type, e.data, undefined),
    actorId: e.metadata.actorId,
    occurredAt: e.metadata.recordedAt,
    source: 'apps',
    position: e.position,
  }));
  const buckets: Entry[] = bucketEvents.map((e) => ({
    id: e.id,
    type: e.type,
    summary: summarise(BUCKET_SUMMARIES, e.type, e.data, undefined),
    actorId: e.metadata.actorId,
    occurredAt: e.metadata.recordedAt,
    source: 'quota',
    position: e.position,
  }));
  return [...own, ...clientEntries(clientEvents, new Set(events.map((e) => e.id))), ...buckets].sort(newestFirst).map(strip);
};

/** The OAuth client ids of an app (its production and sandbox clients), from their registrations. */
export const clientIdsOf = (clientEvents: readonly ClientEventItem[]): string[] => [
  ...new Set(
    clientEvents
      .filter((e) => e.type === 'identity.oauth_client.registered')
      .map((e) => (e.data as EventData<'identity.oauth_client.registered'>).clientId),
  ),
];

/**
 * Identity's client events that are news: a client event caused by one of the app's own events
 * (registration after creation, redirect URIs, deletion, an ownership transfer) only echoes what
 * the list already says, so it is left out; secret resets, rotations and revocations stay.
 */
const clientEntries = (clientEvents: readonly ClientEventItem[], appEventIds: ReadonlySet<string>): Entry[] => {
  const environments = new Map<string, string>();
  for (const e of clientEvents) {
    if (e.type !== 'identity.oauth_client.registered') continue;
    const { clientId, environment } = e.data as EventData<'identity.oauth_client.registered'>;
    environments.set(clientId, environment);
  }
  return clientEvents
    .filter((e) => !(e.metadata.causationId && appEventIds.has(e.metadata.causationId)))
    .map((e) => {
      // Every identity.oauth_client event names its client.
      const env = environments.get((e.data as { clientId: string }).clientId) ?? 'OAuth';
      return {
        id: e.id,
        type: e.type,
        summary: summarise(CLIENT_SUMMARIES, e.type, e.data, env),
        actorId: e.metadata.actorId,
        occurredAt: e.metadata.recordedAt,
        source: 'identity' as const,
        position: e.position,
      };
    });
};
