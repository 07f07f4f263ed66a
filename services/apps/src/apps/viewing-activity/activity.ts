import type { EventData, EventTypeOnTopic, PortalEventType } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';
import { plainTextOf } from '../../core/plain-text';

/** One sentence per event type, written against the event's data as its contract defines it. */
type Summaries<T extends PortalEventType, Context> = { [K in T]: (data: EventData<K>, context: Context) => string };

/**
 * Who a collaborator is, for the sentences that name one: their name from the developers directory, else the address
 * the app knows them by (the invitation they joined through), else nothing (the sentence then says "a collaborator").
 * The events carry only the developer's id; stored events are never edited, so the name is looked up at reading time.
 */
interface CollaboratorNames {
  named(developerId: string): string | null;
}

const SUMMARIES: Summaries<EventTypeOnTopic<'apps.app'> | EventTypeOnTopic<'apps.sandbox'>, CollaboratorNames> = {
  'apps.app.created': (d) => `created the app "${d.internalName}"`,
  'apps.app.renamed': (d) => `renamed the app to "${d.internalName}"`,
  'apps.app.details_changed': (d) =>
    d.name !== undefined && d.legacy === undefined && d.connectable === undefined
      ? `set the public name to "${d.name}"`
      : 'changed the app details',
  'apps.app.redirect_uris_changed': () => 'changed the redirect URIs or CORS domains',
  'apps.app.logo_set': () => 'uploaded a logo',
  'apps.app.logo_removed': () => 'removed the logo',
  'apps.app.deleted': () => 'deleted the app',
  'apps.app.undeleted': () => 'undeleted the app',
  'apps.app.marketplace_toggled': (d) => (d.enabled ? 'enabled the marketplace' : 'disabled the marketplace'),
  'apps.app.contact_added': (d) => `added the contact ${d.email}`,
  'apps.app.contact_changed': (d) => `changed the contact ${d.email}`,
  'apps.app.contact_removed': (d) => `removed the contact ${d.email}`,
  'apps.app.collaborator_invited': (d) => `invited ${d.email.toLowerCase()} as ${d.role}`,
  'apps.app.invitation_canceled': () => 'cancelled an invitation',
  'apps.app.collaborator_joined': (d) => `joined as ${d.role}`,
  'apps.app.collaborator_role_changed': (d, people) => {
    const who = people.named(d.developerId);
    return who ? `changed the role of ${who} to ${d.role}` : `changed a collaborator's role to ${d.role}`;
  },
  'apps.app.collaborator_removed': (d, people) => {
    const who = people.named(d.developerId);
    return who ? `removed the collaborator ${who}` : 'removed a collaborator';
  },
  'apps.app.ownership_transferred': (d) => (d.byAdmin ? 'changed the owner (admin)' : 'transferred ownership'),
  'apps.sandbox.requested': () => 'requested a sandbox',
  'apps.sandbox.built': (d) => (d.fake ? 'generated a fake sandbox' : 'sandbox built'),
  'apps.sandbox.failed': () => 'sandbox build failed',
  'apps.sandbox.settings_changed': () => 'changed the sandbox redirect URIs or CORS domains',
};

/** A version as the summaries name it: `sandbox version 0.2.0` (its number when it has no semantic version). */
interface VersionName {
  environment: string;
  label: string;
}
type VersionNames = ReadonlyMap<string, VersionName>;

const named = (versions: VersionNames, versionId: string): string => {
  const v = versions.get(versionId);
  return v ? `${v.environment} version ${v.label}` : 'a version';
};

const labelOf = (d: { semanticVersion: string | null; number: number }): string => d.semanticVersion ?? `#${d.number}`;

/** Notes as a summary quotes them: one line, cut at 160 characters. */
const quoted = (notes: string | null | undefined): string => {
  const line = (notes ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return '';
  return `: "${line.length > 160 ? `${line.slice(0, 159)}…` : line}"`;
};

const grantSentence = (d: { grantType: string; pkce: boolean }): string =>
  d.grantType === 'client_credentials' ? 'client credentials' : d.pkce ? 'authorization code with PKCE' : 'authorization code';

/** The app's manifest stream (versions and their review), in the same store as the app. */
const MANIFEST_SUMMARIES: Summaries<EventTypeOnTopic<'apps.manifest'>, VersionNames> = {
  'apps.manifest.version_created': (d) =>
    d.origin === 'admin' ? `saved ${d.environment} version ${labelOf(d)} (admin)` : `saved ${d.environment} version ${labelOf(d)}`,
  'apps.manifest.version_promoted': (d, versions) => {
    const source = versions.get(d.sourceVersionId);
    const as = source?.label === labelOf(d) ? '' : ` as version ${labelOf(d)}`;
    return `promoted ${named(versions, d.sourceVersionId)} to production${as}`;
  },
  'apps.manifest.version_rolled_back': (d, versions) =>
    `rolled production back to version ${labelOf(d)} (from ${named(versions, d.fromVersionId)})`,
  'apps.manifest.review_submitted': (d, versions) => `submitted ${named(versions, d.versionId)} for review${quoted(d.developerNotes)}`,
  'apps.manifest.review_withdrawn': (d, versions) => `withdrew ${named(versions, d.versionId)} from review`,
  'apps.manifest.review_approved': (d, versions) => `approved ${named(versions, d.versionId)}${quoted(d.adminNotes)}`,
  'apps.manifest.review_rejected': (d, versions) => `rejected ${named(versions, d.versionId)}${quoted(d.adminNotes)}`,
  'apps.manifest.grant_type_changed': (d) => `the ${d.environment} client now uses ${grantSentence(d)} (from the manifest)`,
};

/** A developer as the directory knows them (either may be unknown). */
export interface Person {
  name: string | null;
  email: string | null;
}

/** The developers whose role changes and removals the app's events record: the ones its sentences name. */
export const collaboratorIdsOf = (events: readonly EventEnvelope[]): string[] => [
  ...new Set(
    events
      .filter((e) => e.type === 'apps.app.collaborator_role_changed' || e.type === 'apps.app.collaborator_removed')
      .map((e) => (e.data as EventData<'apps.app.collaborator_removed'>).developerId),
  ),
];

/** The directory's name (or address), else the address of the invitation the developer joined through. */
const collaboratorNames = (events: readonly EventEnvelope[], people: ReadonlyMap<string, Person>): CollaboratorNames => {
  const invited = new Map<string, string>();
  const joined = new Map<string, string>();
  for (const e of events) {
    if (e.type === 'apps.app.collaborator_invited') {
      const d = e.data as EventData<'apps.app.collaborator_invited'>;
      invited.set(d.invitationId, d.email.toLowerCase());
    } else if (e.type === 'apps.app.collaborator_joined') {
      const d = e.data as EventData<'apps.app.collaborator_joined'>;
      const email = invited.get(d.invitationId);
      if (email) joined.set(d.developerId, email);
    }
  }
  return {
    named: (id) => {
      const person = people.get(id);
      return person?.name?.trim() || person?.email || joined.get(id) || null;
    },
  };
};

/** Every version of the stream by id, from the events that make one. */
const versionNames = (events: readonly EventEnvelope[]): VersionNames => {
  const names = new Map<string, VersionName>();
  for (const e of events) {
    if (e.type === 'apps.manifest.version_created') {
      const d = e.data as EventData<'apps.manifest.version_created'>;
      names.set(d.versionId, { environment: d.environment, label: labelOf(d) });
    } else if (e.type === 'apps.manifest.version_promoted' || e.type === 'apps.manifest.version_rolled_back') {
      const d = e.data as EventData<'apps.manifest.version_promoted'>;
      names.set(d.versionId, { environment: 'production', label: labelOf(d) });
    }
  }
  return names;
};

const MEDIA_NAMES: Record<EventData<'marketplace.listing.media_added'>['media']['kind'], string> = {
  logo: 'a logo',
  picture: 'a picture',
  video: 'a video',
  showcase_video: 'a showcase video',
  security_document: 'a security document',
};

/**
 * The app's Marketplace listing, kept by the marketplace service. Its events come without the
 * listing's content (`fields`), which Activity does not show; an admin's message is rich text.
 */
const LISTING_SUMMARIES: Summaries<EventTypeOnTopic<'marketplace.listing'>, void> = {
  'marketplace.listing.created': () => 'created the Marketplace listing',
  'marketplace.listing.saved': () => 'saved the Marketplace listing',
  'marketplace.listing.submitted': () => 'submitted the Marketplace listing for review',
  'marketplace.listing.withdrawn': () => 'withdrew the Marketplace listing from review',
  'marketplace.listing.approved': (d) =>
    `${d.silent ? 'approved the Marketplace listing (published silently)' : 'approved and published the Marketplace listing'}${quoted(plainTextOf(d.admin_message ?? ''))}`,
  'marketplace.listing.rejected': (d) => `rejected the Marketplace listing${quoted(plainTextOf(d.admin_message))}`,
  'marketplace.listing.media_added': (d) => `added ${MEDIA_NAMES[d.media.kind] ?? 'media'} to the Marketplace listing`,
  'marketplace.listing.media_removed': () => 'removed media from the Marketplace listing',
  'marketplace.listing.app_deleted': () => 'took the Marketplace listing off the Marketplace (the app was deleted)',
  'marketplace.listing.app_restored': () => 'put the Marketplace listing back on the Marketplace (the app was undeleted)',
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
  'identity.oauth_client.rotation_secret_reissued': (_, env) =>
    `issued the ${env} client secret rotation's new secret again (the first was lost on the way and no longer works)`,
  'identity.oauth_client.old_secret_revoked': (_, env) => `revoked the old ${env} client secret`,
  'identity.oauth_client.deleted': (_, env) => `deleted the ${env} OAuth client`,
  'identity.oauth_client.restored': (_, env) => `restored the ${env} OAuth client`,
  'identity.oauth_client.owner_changed': (_, env) => `changed the owner the platform records for the ${env} client`,
  'identity.oauth_client.grant_type_changed': (d, env) => `the ${env} client now uses ${grantSentence(d)} (from the manifest)`,
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

/**
 * One event of another service's store as it hands them out for an app's Activity: identity's
 * (`GET apps/{appId}/oauth_client_events`), the marketplace's (`GET apps/{appId}/listing_events`) and
 * the quota service's (`GET bucket_events?domain=…`).
 */
export interface ForeignEventItem {
  id: string;
  type: string;
  position: number;
  data: unknown;
  metadata: { actorId: string | null; causationId?: string | null; recordedAt: string };
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

interface Entry extends ActivityItem {
  source: 'apps' | 'identity' | 'marketplace' | 'quota';
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

/** An app's events, from its own store and the other services' (the latter may be absent). */
export interface AppHistory {
  /** The app's and its sandbox's streams. */
  app: readonly EventEnvelope[];
  /** Its manifest stream: versions and their review. */
  manifests?: readonly EventEnvelope[];
  clients?: readonly ForeignEventItem[];
  listing?: readonly ForeignEventItem[];
  /** The rate limits set for its clients (admins only). */
  buckets?: readonly ForeignEventItem[];
  /** The collaborators its events name (`collaboratorIdsOf`), as the directory knows them. */
  collaborators?: ReadonlyMap<string, Person>;
}

const foreign = <T extends PortalEventType, Context>(
  source: Entry['source'],
  items: readonly ForeignEventItem[],
  summaries: Summaries<T, Context>,
  context: (item: ForeignEventItem) => Context,
): Entry[] =>
  items.map((e) => ({
    id: e.id,
    type: e.type,
    summary: summarise(summaries, e.type, e.data, context(e)),
    actorId: e.metadata.actorId,
    occurredAt: e.metadata.recordedAt,
    source,
    position: e.position,
  }));

/** Who did what and when, straight from the events, newest first. */
export const activityOf = ({
  app,
  manifests = [],
  clients = [],
  listing = [],
  buckets = [],
  collaborators = new Map(),
}: AppHistory): ActivityItem[] => {
  const versions = versionNames(manifests);
  const names = collaboratorNames(app, collaborators);
  // One store: positions order the app's, sandbox's and manifest stream's events together.
  const own: Entry[] = [
    ...app.map((e) => ({ e, summary: summarise(SUMMARIES, e.type, e.data, names) })),
    ...manifests.map((e) => ({ e, summary: summarise(MANIFEST_SUMMARIES, e.type, e.data, versions) })),
  ].map(({ e, summary }) => ({
    id: e.id,
    type: e.type,
    summary,
    actorId: e.metadata.actorId,
    occurredAt: e.metadata.recordedAt,
    source: 'apps',
    position: e.position,
  }));
  // What identity's client events may echo: the app's own changes and the manifest's grant changes
  // (a client event caused by a saved version is news: the version's sentence does not say it).
  const echoed = new Set([...app, ...manifests.filter((e) => e.type === 'apps.manifest.grant_type_changed')].map((e) => e.id));
  return [
    ...own,
    ...clientEntries(clients, echoed),
    ...foreign('marketplace', listing, LISTING_SUMMARIES, () => undefined),
    ...foreign('quota', buckets, BUCKET_SUMMARIES, () => undefined),
  ]
    .sort(newestFirst)
    .map(strip);
};

/** The OAuth client ids of an app (its production and sandbox clients), from their registrations. */
export const clientIdsOf = (clientEvents: readonly ForeignEventItem[]): string[] => [
  ...new Set(
    clientEvents
      .filter((e) => e.type === 'identity.oauth_client.registered')
      .map((e) => (e.data as EventData<'identity.oauth_client.registered'>).clientId),
  ),
];

/**
 * Identity's client events that are news: a client event caused by one of `echoed` (registration
 * after creation, redirect URIs, deletion, an ownership transfer, the manifest's grant type) only
 * echoes what the list already says, so it is left out; secret resets, rotations and revocations stay.
 */
const clientEntries = (clientEvents: readonly ForeignEventItem[], echoed: ReadonlySet<string>): Entry[] => {
  const environments = new Map<string, string>();
  for (const e of clientEvents) {
    if (e.type !== 'identity.oauth_client.registered') continue;
    const { clientId, environment } = e.data as EventData<'identity.oauth_client.registered'>;
    environments.set(clientId, environment);
  }
  const news = clientEvents.filter((e) => !(e.metadata.causationId && echoed.has(e.metadata.causationId)));
  // Every identity.oauth_client event names its client.
  return foreign('identity', news, CLIENT_SUMMARIES, (e) => environments.get((e.data as { clientId: string }).clientId) ?? 'OAuth');
};
