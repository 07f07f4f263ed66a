import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { expectNullsLastBothWays, expectPlainOrder } from '../../core/pg/list-order.testing';
import { DeveloperAppListController } from './http.controller';

/** The statement a list of the controller runs for a sort (no database: the pool records it). */
const recorded =
  (list: 'list' | 'reviewQueue', filters: Record<string, string>) =>
  async (sort: string): Promise<string> => {
    const texts: string[] = [];
    const pool = { query: async (text: string) => (texts.push(text), { rows: [{ total: 0 }] }) } as unknown as Pool;
    const reply = { headers: () => reply } as unknown as FastifyReply;
    await new DeveloperAppListController(pool)[list]({ sort, ...filters }, reply);
    return texts[0]!;
  };
const statementFor = recorded('list', { 'filters[with_deleted]': 'true' });
const queueStatementFor = recorded('reviewQueue', { 'filters[in_review]': 'false' });

describe('admin Developer Apps list order (spec 1 §4: a header sorts ascending, then descending)', () => {
  it.each([
    ['deleted_at', 'deleted_at'],
    ['marketplace_listing_in_review_at', 'marketplace_listing_in_review_at'],
    ['owner', 'owner_email_key'],
  ])('keeps apps without %s (N/A) last both ways, the far half read in the mirror order', (key, column) =>
    expectNullsLastBothWays(statementFor, key, column),
  );

  it.each([
    ['internal_name', 'internal_name_key'],
    ['name', 'name_key'],
    ['created_at', 'created_at'],
  ])('orders %s, which every app has, plainly (its index as it is)', (key, column) => expectPlainOrder(statementFor, key, column));

  it.each([
    ['in_review_at', 'in_review_at'],
    ['owner', 'owner_email_key'],
  ])('the review queue keeps apps without %s last both ways too', (key, column) => expectNullsLastBothWays(queueStatementFor, key, column));
});
