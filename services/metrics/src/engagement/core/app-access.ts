import { Injectable } from '@nestjs/common';
import { env, InternalClient, type Actor } from '@portal/service-runtime';

/**
 * Who may read an app's engagement metrics: anyone with a role on it, as the apps service (the owner
 * of roles) says; its 404 for an app the caller has no role on passes through as ours. Platform
 * admins read any app without asking.
 */
@Injectable()
export class EngagementAccess {
  private readonly apps = new InternalClient('apps', env('APPS_URL', 'http://127.0.0.1:4003'));

  async require(appId: string, actor: Actor): Promise<void> {
    if (actor.isAdmin) return;
    await this.apps.call(`developer_apps/${encodeURIComponent(appId)}/permissions`, { actor, timeoutMs: 5000 });
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
