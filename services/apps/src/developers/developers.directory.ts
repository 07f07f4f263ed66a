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
 * The developers the apps service knows, fed by identity's sign-up events. A developer who signed
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

  async record(person: Person): Promise<void> {
    await this.pool.query(
      `INSERT INTO app_developers (developer_id, email, email_lower, name, platform_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (developer_id) DO UPDATE SET email = EXCLUDED.email, email_lower = EXCLUDED.email_lower, name = EXCLUDED.name,
         platform_id = COALESCE(EXCLUDED.platform_id, app_developers.platform_id)`,
      [person.id, person.email, person.email.toLowerCase(), person.name, person.platformId],
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
