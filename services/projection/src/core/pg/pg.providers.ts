import type { Provider } from '@nestjs/common';
import { Pool } from 'pg';
import { env, PortalLogger } from '@portal/service-runtime';

export const PG_POOL = Symbol('PROJECTION_PG_POOL');

export const pgProviders: Provider[] = [
  {
    provide: PG_POOL,
    useFactory: (logger: PortalLogger): Pool => {
      const pool = new Pool({
        connectionString: env('DATABASE_URL', 'postgres://portal:portal@127.0.0.1:55432/portal_projection'),
        max: 10,
        // The read tables live in memory: costing a random page like a sequential one lets the planner
        // count a list through its narrow index-only scan instead of reading the whole table.
        options: '-c random_page_cost=1.1',
      });
      pool.on('error', (error) => logger.warn(`postgres pool: ${error.message}`));
      // A checked-out client has no listener of the pool's: PostgreSQL shutting down between two of its
      // queries would crash the process. Its next query fails instead, and release drops it.
      pool.on('connect', (client) => client.on('error', (error) => logger.warn(`postgres client: ${error.message}`)));
      return pool;
    },
    inject: [PortalLogger],
  },
];
