import { ApiSession, STRONG_PASSWORD, testEnv, uniqueEmail } from '@portal/test-kit';
import { Client } from 'pg';

/** A password is kept only as an argon2id hash, beside the event store and never in it (issue 15, secrets and data). */
describe('passwords at rest', () => {
  it('stores the password of a new developer as an argon2id hash, and nowhere in its events', async () => {
    const email = uniqueEmail('hashed');
    const signedUp = await new ApiSession().signUp(email, STRONG_PASSWORD);
    expect(signedUp.status).toBe(201);
    const db = new Client({ connectionString: testEnv.postgresUrl('portal_identity') });
    await db.connect();
    try {
      const { rows } = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM developer_credentials WHERE developer_id = $1',
        [signedUp.body.user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0]!.password_hash).not.toContain(STRONG_PASSWORD);
      const events = await db.query<{ text: string }>("SELECT string_agg(e::text, ' ') AS text FROM es_events e WHERE e::text LIKE $1", [
        `%${signedUp.body.user.id}%`,
      ]);
      expect(events.rows[0]!.text).toContain(email);
      expect(events.rows[0]!.text).not.toContain(STRONG_PASSWORD);
      expect(events.rows[0]!.text).not.toContain(rows[0]!.password_hash);
    } finally {
      await db.end();
    }
  });
});
