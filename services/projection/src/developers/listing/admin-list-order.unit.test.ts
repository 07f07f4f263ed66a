import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { expectNullsLastBothWays, expectPlainOrder } from '../../core/pg/list-order.testing';
import { DeveloperListController } from './http.controller';

/** The statement the Registered Developers list runs for a sort (no database: the pool records it). */
const statementFor = async (sort: string): Promise<string> => {
  const texts: string[] = [];
  const pool = { query: async (text: string) => (texts.push(text), { rows: [{ total: 0 }] }) } as unknown as Pool;
  const reply = { headers: () => reply } as unknown as FastifyReply;
  await new DeveloperListController(pool).list({ sort }, reply);
  return texts[0]!;
};

describe('Registered Developers list order (spec 1 §4: a header sorts ascending, then descending)', () => {
  it.each([
    ['company_name', 'company_key'],
    ['platform_id', 'platform_id'],
  ])('keeps developers without %s (N/A) last both ways, the far half read in the mirror order', (key, column) =>
    expectNullsLastBothWays(statementFor, key, column),
  );

  it.each([
    ['name', 'name_key'],
    ['email', 'email_key'],
    ['created_at', 'signed_up_at'],
  ])('orders %s, which every developer has, plainly (its index as it is)', (key, column) => expectPlainOrder(statementFor, key, column));
});
