import { Inject, Injectable } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '@portal/decider';
import { PG_POOL, type Actor } from '@portal/service-runtime';
import type { Pool } from 'pg';

export type AppRole = 'owner' | 'admin' | 'developer';

/**
 * Who may manage an app's secrets, learnt from the apps service's events (owner at creation,
 * collaborators, ownership transfers). Per the spec's matrix (§6) owners and admins may reset
 * secrets, developers may only view the client id; platform admins may do everything. A viewer
 * without any role gets 404, so apps cannot be probed.
 */
@Injectable()
export class AppRoles {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async set(appId: string, developerId: string, role: AppRole): Promise<void> {
    await this.pool.query(
      `INSERT INTO oauth_app_roles (app_id, developer_id, role) VALUES ($1, $2, $3)
       ON CONFLICT (app_id, developer_id) DO UPDATE SET role = EXCLUDED.role`,
      [appId, developerId, role],
    );
  }

  async remove(appId: string, developerId: string): Promise<void> {
    await this.pool.query('DELETE FROM oauth_app_roles WHERE app_id = $1 AND developer_id = $2', [appId, developerId]);
  }

  async roleOf(appId: string, developerId: string): Promise<AppRole | null> {
    const { rows } = await this.pool.query<{ role: AppRole }>('SELECT role FROM oauth_app_roles WHERE app_id = $1 AND developer_id = $2', [
      appId,
      developerId,
    ]);
    return rows[0]?.role ?? null;
  }

  async mustManageSecrets(appId: string, actor: Actor): Promise<void> {
    assertSecretAccess(actor.isAdmin ? null : await this.roleOf(appId, actor.id), actor, 'manage');
  }

  async mustView(appId: string, actor: Actor): Promise<void> {
    assertSecretAccess(actor.isAdmin ? null : await this.roleOf(appId, actor.id), actor, 'view');
  }
}

/** The spec's matrix for credentials: 404 without a role, 403 when the role may only view. */
export const assertSecretAccess = (role: AppRole | null, actor: Pick<Actor, 'isAdmin'>, need: 'view' | 'manage'): void => {
  if (actor.isAdmin) return;
  if (!role) throw new NotFoundError('No such OAuth application');
  if (need === 'manage' && role === 'developer') throw new ForbiddenError('Only the app owner or an admin can change its client secret');
};
