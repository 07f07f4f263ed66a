import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { InternalClient, type Actor } from '@portal/service-runtime';
import { USAGE_CONFIG, type UsageConfig } from './usage.config';

export type ClientEnvironment = 'production' | 'sandbox';

export interface AppClient {
  clientId: string;
  environment: ClientEnvironment;
}

interface ClientEvent {
  type: string;
  data: { clientId?: string; environment?: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may see an app's usage (anyone with a role on it, as the apps service says; admins always)
 * and which OAuth clients the app has (identity owns them: its event history names each client's
 * environment and whether it was deleted since).
 */
@Injectable()
export class AppClients {
  private readonly apps: InternalClient;
  private readonly identity: InternalClient;

  constructor(@Inject(USAGE_CONFIG) config: UsageConfig) {
    this.apps = new InternalClient('apps', config.appsUrl);
    this.identity = new InternalClient('identity', config.identityUrl);
  }

  /** The apps service's 404 (no such app, or no role on it) passes through as ours. */
  async requireAccess(appId: string, actor: Actor): Promise<void> {
    if (!UUID.test(appId)) throw new NotFoundError('No such app');
    await this.apps.call(`developer_apps/${encodeURIComponent(appId)}/permissions`, { actor, timeoutMs: 5000 });
  }

  /** The app's live OAuth clients, production first. */
  async of(appId: string): Promise<AppClient[]> {
    const { body } = await this.identity.call<ClientEvent[]>(`apps/${encodeURIComponent(appId)}/oauth_client_events`, {
      timeoutMs: 5000,
    });
    return liveClients(Array.isArray(body) ? body : []);
  }
}

/** Folds a client history (oldest first): registered, deleted and restored decide what is live. */
export const liveClients = (events: readonly ClientEvent[]): AppClient[] => {
  const clients = new Map<string, AppClient & { live: boolean }>();
  for (const { type, data } of events) {
    const clientId = data.clientId;
    if (!clientId) continue;
    if (type === 'identity.oauth_client.registered') {
      const environment: ClientEnvironment = data.environment === 'sandbox' ? 'sandbox' : 'production';
      clients.set(clientId, { clientId, environment, live: true });
    } else if (type === 'identity.oauth_client.deleted' || type === 'identity.oauth_client.restored') {
      const known = clients.get(clientId);
      if (known) known.live = type === 'identity.oauth_client.restored';
    }
  }
  return [...clients.values()]
    .filter((client) => client.live)
    .sort((a, b) => a.environment.localeCompare(b.environment) || a.clientId.localeCompare(b.clientId))
    .map(({ clientId, environment }) => ({ clientId, environment }));
};
