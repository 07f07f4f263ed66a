import { Inject, Injectable } from '@nestjs/common';
import { InternalClient, PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { APPS_CONFIG, type AppsConfig } from '../core/apps.config';

export interface Person {
  id: string;
  name: string;
  email: string;
  platformId: string | null;
}

interface Row {
  developer_id: string;
  email: string;
  name: string;
  platform_id: string | null;
}

/**
 * The developers the apps service knows, fed by identity's developer events (sign-up, name, address). A developer who signed
 * up a moment ago may not have arrived yet: then identity's own view is asked once and remembered.
 */
@Injectable()
export class DevelopersDirectory {
  private readonly identity: InternalClient;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APPS_CONFIG) config: AppsConfig,
  ) {
    this.identity = new InternalClient('identity', config.identityUrl);
  }

  /**
   * A developer as of `version` of their stream (0: identity's own view, asked directly). A row that already
   * reflects a later version stays as it is, so replays and late events never bring an old name or address back.
   */
  async record(person: Person, version = 0): Promise<void> {
    await this.pool.query(
      `INSERT INTO app_developers (developer_id, email, email_lower, name, platform_id, identity_version) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (developer_id) DO UPDATE SET email = EXCLUDED.email, email_lower = EXCLUDED.email_lower, name = EXCLUDED.name,
         platform_id = COALESCE(EXCLUDED.platform_id, app_developers.platform_id), identity_version = EXCLUDED.identity_version
       WHERE app_developers.identity_version < EXCLUDED.identity_version`,
      [person.id, person.email, person.email.toLowerCase(), person.name, person.platformId, version],
    );
  }

  /** A later event's name or address (a developer not known yet is left to their sign-up event or identity's view). */
  async change(id: string, change: { name?: string; email?: string }, version: number): Promise<void> {
    await this.pool.query(
      `UPDATE app_developers SET name = COALESCE($2, name), email = COALESCE($3, email), email_lower = COALESCE(lower($3), email_lower),
         identity_version = $4
       WHERE developer_id = $1 AND identity_version < $4`,
      [id, change.name ?? null, change.email ?? null, version],
    );
  }

  async find(id: string): Promise<Person | null> {
    if (!UUID.test(id)) return null;
    const [known] = await this.findMany([id]);
    if (known) return known;
    try {
      const { body } = await this.identity.call<{ id: string; firstName: string; lastName: string; email: string }>(`developers/${id}`);
      const person = { id: body.id, name: `${body.firstName} ${body.lastName}`, email: body.email, platformId: null };
      await this.record(person);
      return person;
    } catch (error) {
      if ((error as { code?: string }).code === 'not_found') return null;
      throw error;
    }
  }

  async findMany(ids: readonly string[]): Promise<Person[]> {
    const valid = ids.filter((id) => UUID.test(id));
    if (valid.length === 0) return [];
    const { rows } = await this.pool.query<Row>(
      'SELECT developer_id, email, name, platform_id FROM app_developers WHERE developer_id = ANY($1::uuid[])',
      [valid],
    );
    return rows.map((r) => ({ id: r.developer_id, name: r.name, email: r.email, platformId: r.platform_id }));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
