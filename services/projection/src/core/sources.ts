import { env, InternalClient } from '@portal/service-runtime';

/** The services whose events the projection reads, with the topics they publish on. */
export const SOURCES = {
  identity: {
    topics: ['identity.developer', 'identity.sign_in_devices', 'identity.oauth_client'],
    url: () => env('IDENTITY_URL', 'http://127.0.0.1:4001'),
  },
  notifications: {
    topics: ['notifications.announcement', 'notifications.read_state', 'notifications.preference'],
    url: () => env('NOTIFICATIONS_URL', 'http://127.0.0.1:4005'),
  },
  apps: { topics: ['apps.app', 'apps.sandbox', 'apps.manifest'], url: () => env('APPS_URL', 'http://127.0.0.1:4003') },
  marketplace: { topics: ['marketplace.listing'], url: () => env('MARKETPLACE_URL', 'http://127.0.0.1:4004') },
} as const;

export type SourceName = keyof typeof SOURCES;

export const ALL_TOPICS: string[] = Object.values(SOURCES).flatMap((s) => [...s.topics]);

export const sourceClient = (name: SourceName): InternalClient => new InternalClient(name, SOURCES[name].url());
