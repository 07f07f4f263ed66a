/** The developer apps read model: one document per app stream, `_rev` = app stream version. */
export interface AppMember {
  developerId: string;
  role: 'owner' | 'admin' | 'developer';
  joinedAt: string;
}

export interface AppInvitation {
  id: string;
  email: string;
  role: 'admin' | 'developer';
  status: 'pending' | 'accepted' | 'canceled';
  createdAt: string;
}

export interface DeveloperAppDocument {
  _id: string;
  _rev: number;
  uid: string;
  name: string;
  internalName: string;
  redirectUris: string[];
  allowedCorsDomains: string[];
  thumbnailKey: string | null;
  legacy: boolean;
  connectable: boolean;
  marketplaceEnabled: boolean;
  sandboxId: string;
  ownerId: string;
  members: AppMember[];
  /** Every member's id, for the per-developer app list (`memberIds: viewerId`). */
  memberIds: string[];
  invitations: AppInvitation[];
  contacts: { id: string; name: string; email: string }[];
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One document per sandbox stream, `_rev` = sandbox stream version. */
export interface SandboxDocument {
  _id: string;
  _rev: number;
  appId: string;
  status: 'pending' | 'live' | 'failed';
  clientId: string | null;
  companyId: string | null;
  url: string | null;
  platformAppId: string | null;
  redirectUris: string[];
  allowedCorsDomains: string[];
  fake: boolean;
  createdAt: string;
  updatedAt: string;
}

export const DEVELOPER_APPS = 'developer_apps';
export const APP_SANDBOXES = 'app_sandboxes';
