import { grantView, type OAuthClientDocument } from '../../credentials/oauth-client.document';
import type { DeveloperAppDocument, SandboxDocument } from '../app.documents';

export interface PersonDoc {
  _id: string;
  name: string;
  email: string;
  platformId: string | null;
}

export type AppRole = 'owner' | 'admin' | 'developer';

export const thumbnailUrl = (key: string | null): string | null => (key ? `/api/v1/developer_app_thumbnails/${key}` : null);

export const roleIn = (doc: DeveloperAppDocument, viewerId: string): AppRole | null =>
  doc.members.find((m) => m.developerId === viewerId)?.role ?? null;

/** The grant comes from the sandbox's own OAuth client (its manifest's grant, issue 10). */
export const sandboxView = (
  s: SandboxDocument,
  client: Pick<OAuthClientDocument, 'grantType' | 'grantTypes' | 'confidential'> | null = null,
) => ({
  id: s._id,
  status: s.status,
  live: s.status === 'live',
  busy: false,
  company_id: s.companyId,
  url: s.url,
  app_id: s.clientId,
  redirect_uri: s.redirectUris.join('\n'),
  allowed_cors_domain: s.allowedCorsDomains.join(','),
  platform_app_id: s.platformAppId,
  ...grantView(client),
  fake: s.fake,
  created_at: s.createdAt,
  updated_at: s.updatedAt,
  // The sandbox stream's version: the If-Match of a change to it (the app's own version does not move with it).
  version: s._rev,
});

const ORDER: Record<AppRole, number> = { owner: 0, admin: 1, developer: 2 };

export const collaboratorsView = (doc: DeveloperAppDocument, people: Map<string, PersonDoc>) =>
  [...doc.members]
    .sort((a, b) => ORDER[a.role] - ORDER[b.role] || a.joinedAt.localeCompare(b.joinedAt))
    .map((m) => {
      const person = people.get(m.developerId);
      return {
        id: m.developerId,
        developer: { id: m.developerId, name: person?.name ?? null, email: person?.email ?? null },
        role: m.role,
        joined_at: m.joinedAt,
      };
    });

export const invitationsView = (doc: DeveloperAppDocument) =>
  doc.invitations
    .filter((i) => i.status === 'pending')
    // Lower case as identity keys accounts (and as new invitations are stored): older ones hold the address as typed.
    .map((i) => ({
      id: i.id,
      developer_app_id: doc._id,
      email: i.email.toLowerCase(),
      role: i.role,
      status: i.status,
      created_at: i.createdAt,
    }));

/** The API shape of an app (spec §3 App, snake_case). */
export const appView = (
  doc: DeveloperAppDocument,
  sandbox: SandboxDocument | null,
  people: Map<string, PersonDoc>,
  viewerRole: AppRole | null,
  clients: { production?: OAuthClientDocument | null; sandbox?: OAuthClientDocument | null } = {},
) => {
  const owner = people.get(doc.ownerId);
  return {
    id: doc._id,
    uid: doc.uid,
    name: doc.name,
    internal_name: doc.internalName,
    redirect_uri: doc.redirectUris.join('\n'),
    allowed_cors_domain: doc.allowedCorsDomains.join(','),
    thumbnail_url: thumbnailUrl(doc.thumbnailKey),
    owner_id: doc.ownerId,
    owner: { id: doc.ownerId, name: owner?.name ?? null, email: owner?.email ?? null, platform_id: owner?.platformId ?? null },
    role: viewerRole,
    collaborators: collaboratorsView(doc, people),
    sandbox: sandbox ? sandboxView(sandbox, clients.sandbox ?? null) : null,
    has_sandbox: sandbox !== null,
    ...grantView(clients.production ?? null),
    legacy: doc.legacy,
    connectable: doc.connectable,
    marketplace_enabled: doc.marketplaceEnabled,
    contacts: doc.contacts.map((c) => ({ ...c, links: { edit: `/admin/developer_apps/${doc._id}/contacts/${c.id}/edit` } })),
    deleted_at: doc.deletedAt,
    created_at: doc.createdAt,
    updated_at: doc.updatedAt,
    version: doc._rev,
  };
};

/**
 * What the admin app page says about the app's production credentials (spec §2): whether a
 * secret was ever generated, and whether the owner the platform side (identity's production
 * client) records differs from the portal's. An unknown platform owner is no mismatch.
 */
export const credentialsFacts = (doc: Pick<DeveloperAppDocument, 'ownerId'>, client: OAuthClientDocument | null) => {
  const external = client?.ownerId ?? null;
  return {
    has_production_credentials: client?.hasSecret === true,
    external_platform_owner_id: external,
    owner_mismatch: external !== null && external !== doc.ownerId,
  };
};
