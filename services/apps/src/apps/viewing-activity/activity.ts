import type { EventEnvelope } from '@portal/eventsourcing';

type Data = Record<string, unknown>;

const SUMMARIES: Record<string, (d: Data) => string> = {
  'apps.app.created': (d) => `created the app "${String(d.internalName)}"`,
  'apps.app.renamed': (d) => `renamed the app to "${String(d.internalName)}"`,
  'apps.app.details_changed': () => 'changed the app details',
  'apps.app.redirect_uris_changed': () => 'changed the redirect URIs or CORS domains',
  'apps.app.logo_set': () => 'uploaded a logo',
  'apps.app.logo_removed': () => 'removed the logo',
  'apps.app.deleted': () => 'deleted the app',
  'apps.app.undeleted': () => 'undeleted the app',
  'apps.app.marketplace_toggled': (d) => (d.enabled ? 'enabled the marketplace' : 'disabled the marketplace'),
  'apps.app.contact_added': (d) => `added the contact ${String(d.email)}`,
  'apps.app.collaborator_invited': (d) => `invited ${String(d.email)} as ${String(d.role)}`,
  'apps.app.invitation_canceled': () => 'cancelled an invitation',
  'apps.app.collaborator_joined': (d) => `joined as ${String(d.role)}`,
  'apps.app.collaborator_role_changed': (d) => `changed a collaborator's role to ${String(d.role)}`,
  'apps.app.collaborator_removed': () => 'removed a collaborator',
  'apps.app.ownership_transferred': (d) => (d.byAdmin ? 'changed the owner (admin)' : 'transferred ownership'),
  'apps.sandbox.requested': () => 'requested a sandbox',
  'apps.sandbox.built': (d) => (d.fake ? 'generated a fake sandbox' : 'sandbox built'),
  'apps.sandbox.failed': () => 'sandbox build failed',
  'apps.sandbox.settings_changed': () => 'changed the sandbox redirect URIs or CORS domains',
};

export interface ActivityItem {
  id: string;
  type: string;
  summary: string;
  actorId: string | null;
  occurredAt: string;
}

/** Who did what and when, straight from the app's (and its sandbox's) events, newest first. */
export const activityOf = (events: readonly EventEnvelope[]): ActivityItem[] =>
  [...events]
    .sort((a, b) => b.position - a.position)
    .map((e) => ({
      id: e.id,
      type: e.type,
      summary: (SUMMARIES[e.type] ?? (() => e.type))(e.data as Data),
      actorId: e.metadata.actorId,
      occurredAt: e.metadata.recordedAt,
    }));
