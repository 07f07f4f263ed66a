import { randomUUID } from 'node:crypto';
import { testEnv } from '@portal/test-kit';
import { Pool, type PoolClient } from 'pg';
import { refillReviewDatesSql } from './review-dates';

/**
 * The review queue's dates on `developer_apps` (migrations 9 and 19) against the live projection database,
 * each case inside a transaction that is rolled back: whichever of the app row and its versions a
 * replay writes first, the row ends with the same dates, and the rebuild's refill agrees.
 */
describe('review dates on developer_apps (real PostgreSQL)', () => {
  const pool = new Pool({ connectionString: testEnv.postgresUrl('portal_projection'), max: 2 });
  afterAll(() => pool.end());

  const inTransaction = async (work: (client: PoolClient) => Promise<void>): Promise<void> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  };

  // An upsert like the row reactions': the review columns are never among the written columns.
  const upsertApp = (client: PoolClient, id: string, listing: { inReview: boolean; at: string | null } = { inReview: false, at: null }) =>
    client.query(
      `INSERT INTO developer_apps (id, rev, uid, name, internal_name, owner_id, in_review, marketplace_listing_in_review_at, created_at)
       VALUES ($1, 1, $1, 'n', 'n', 'o', $2, $3, now())
       ON CONFLICT (id) DO UPDATE SET in_review = EXCLUDED.in_review, marketplace_listing_in_review_at = EXCLUDED.marketplace_listing_in_review_at`,
      [id, listing.inReview, listing.at],
    );
  const putVersion = (client: PoolClient, id: string, appId: string, state: string, createdAt: string, submittedAt: string | null = null) =>
    client.query(
      `INSERT INTO app_versions (id, rev, app_id, environment, number, app_version_key, schema_version, state, review_status,
         published_to_marketplace, promotable, submittable, auth_code_locked, auth_code_capable, grant_type, created_at, submitted_at)
       VALUES ($1, 1, $2, 'production', 1, $1, '3', $3, 'unreviewed', false, false, true, false, false, 'client_credentials', $4, $5)
       ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, submitted_at = EXCLUDED.submitted_at`,
      [id, appId, state, createdAt, submittedAt],
    );
  const dates = async (client: PoolClient, id: string) =>
    (
      await client.query<{ manifest: Date | null; queue: Date | null }>(
        'SELECT manifest_in_review_at AS manifest, in_review_at AS queue FROM developer_apps WHERE id = $1',
        [id],
      )
    ).rows[0];

  it('takes the manifest date whether the versions or the app row come first, and follows state changes', async () => {
    await inTransaction(async (client) => {
      const early = randomUUID();
      await putVersion(client, `${early}-v1`, early, 'in_review', '2026-01-02T00:00:00Z');
      await upsertApp(client, early);
      expect(await dates(client, early)).toEqual({ manifest: new Date('2026-01-02T00:00:00Z'), queue: new Date('2026-01-02T00:00:00Z') });

      const late = randomUUID();
      await upsertApp(client, late);
      expect(await dates(client, late)).toEqual({ manifest: null, queue: null });
      await putVersion(client, `${late}-v1`, late, 'in_review', '2026-02-03T00:00:00Z');
      expect((await dates(client, late))?.manifest).toEqual(new Date('2026-02-03T00:00:00Z'));

      // An upsert of the app row keeps the date; withdrawing the version clears it.
      await upsertApp(client, late);
      expect((await dates(client, late))?.manifest).toEqual(new Date('2026-02-03T00:00:00Z'));
      await putVersion(client, `${late}-v1`, late, 'confidential', '2026-02-03T00:00:00Z');
      expect(await dates(client, late)).toEqual({ manifest: null, queue: null });
    });
  });

  it("dates a manifest by its submission, not by when the version was made (a version's row from before: its creation)", async () => {
    await inTransaction(async (client) => {
      const id = randomUUID();
      await upsertApp(client, id);
      await putVersion(client, `${id}-v1`, id, 'confidential', '2026-06-01T00:00:00Z');
      expect((await dates(client, id))?.manifest).toBeNull();
      await putVersion(client, `${id}-v1`, id, 'in_review', '2026-06-01T00:00:00Z', '2026-06-04T00:00:00Z');
      expect(await dates(client, id)).toEqual({ manifest: new Date('2026-06-04T00:00:00Z'), queue: new Date('2026-06-04T00:00:00Z') });
      // Withdrawn and submitted again days later: the queue dates the new submission.
      await putVersion(client, `${id}-v1`, id, 'confidential', '2026-06-01T00:00:00Z');
      await putVersion(client, `${id}-v1`, id, 'in_review', '2026-06-01T00:00:00Z', '2026-06-09T00:00:00Z');
      expect((await dates(client, id))?.manifest).toEqual(new Date('2026-06-09T00:00:00Z'));
      const kept = await dates(client, id);
      await client.query('UPDATE developer_apps SET manifest_in_review_at = NULL WHERE id = $1', [id]);
      await client.query(`${refillReviewDatesSql} AND d.id = $1`, [id]);
      expect(await dates(client, id)).toEqual(kept);
    });
  });

  it('dates the queue by the later of the listing review and the manifest review', async () => {
    await inTransaction(async (client) => {
      const id = randomUUID();
      await upsertApp(client, id, { inReview: true, at: '2026-03-01T00:00:00Z' });
      expect((await dates(client, id))?.queue).toEqual(new Date('2026-03-01T00:00:00Z'));
      await putVersion(client, `${id}-v1`, id, 'in_review', '2026-03-05T00:00:00Z');
      expect((await dates(client, id))?.queue).toEqual(new Date('2026-03-05T00:00:00Z'));
      // A listing date without the listing in review does not count.
      await upsertApp(client, id, { inReview: false, at: '2026-04-01T00:00:00Z' });
      expect((await dates(client, id))?.queue).toEqual(new Date('2026-03-05T00:00:00Z'));
    });
  });

  it("the rebuild's refill gives the triggers' dates", async () => {
    await inTransaction(async (client) => {
      const id = randomUUID();
      await upsertApp(client, id);
      await putVersion(client, `${id}-v1`, id, 'in_review', '2026-05-01T00:00:00Z');
      await putVersion(client, `${id}-v2`, id, 'in_review', '2026-05-09T00:00:00Z');
      const kept = await dates(client, id);
      await client.query('UPDATE developer_apps SET manifest_in_review_at = NULL WHERE id = $1', [id]);
      await client.query(`${refillReviewDatesSql} AND d.id = $1`, [id]);
      expect(await dates(client, id)).toEqual(kept);
      expect(kept?.manifest).toEqual(new Date('2026-05-09T00:00:00Z'));
    });
  });
});
