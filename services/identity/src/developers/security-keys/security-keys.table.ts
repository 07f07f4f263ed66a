import type { Pool, PoolClient } from 'pg';

type Db = Pool | PoolClient;

/**
 * Beside the developer stream, like the authenticator secret: each key's credential (its id and public key, which the
 * signature of every sign-in is checked against, and the signature counter that exposes a cloned key), and the
 * WebAuthn challenge of a ceremony under way (one per purpose, replaced by the next, spent by its answer).
 */
export const SECURITY_KEYS_DDL = [
  `CREATE TABLE IF NOT EXISTS developer_security_keys (
     key_id        uuid PRIMARY KEY,
     developer_id  uuid NOT NULL,
     credential_id text NOT NULL UNIQUE,
     public_key    bytea NOT NULL,
     sign_count    bigint NOT NULL DEFAULT 0,
     transports    text[] NOT NULL DEFAULT '{}',
     name          text NOT NULL,
     created_at    timestamptz NOT NULL DEFAULT now(),
     last_used_at  timestamptz
   )`,
  'CREATE INDEX IF NOT EXISTS developer_security_keys_by_developer ON developer_security_keys (developer_id, created_at, key_id)',
  `CREATE TABLE IF NOT EXISTS developer_webauthn_challenges (
     developer_id uuid NOT NULL,
     purpose      text NOT NULL,
     challenge    text NOT NULL,
     expires_at   timestamptz NOT NULL,
     PRIMARY KEY (developer_id, purpose)
   )`,
];

export type CeremonyPurpose = 'register' | 'sign_in';

export interface StoredSecurityKey {
  keyId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  signCount: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface Row {
  key_id: string;
  credential_id: string;
  public_key: Buffer;
  sign_count: string;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'key_id, credential_id, public_key, sign_count, transports, name, created_at, last_used_at';

const fromRow = (row: Row): StoredSecurityKey => ({
  keyId: row.key_id,
  credentialId: row.credential_id,
  publicKey: new Uint8Array(row.public_key),
  signCount: Number(row.sign_count),
  transports: row.transports,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** Oldest first: the order they were added in. */
export const securityKeysOf = async (db: Db, developerId: string): Promise<StoredSecurityKey[]> => {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM developer_security_keys WHERE developer_id = $1 ORDER BY created_at, key_id`,
    [developerId],
  );
  return rows.map(fromRow);
};

export const securityKeyByCredential = async (db: Db, developerId: string, credentialId: string): Promise<StoredSecurityKey | null> => {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM developer_security_keys WHERE developer_id = $1 AND credential_id = $2`, [
    developerId,
    credentialId,
  ]);
  return rows[0] ? fromRow(rows[0]) : null;
};

/** The key as stored, or null when the credential is already registered (to this account or another). */
export const insertSecurityKey = async (
  client: PoolClient,
  developerId: string,
  key: Omit<StoredSecurityKey, 'createdAt' | 'lastUsedAt'>,
): Promise<StoredSecurityKey | null> => {
  const { rows } = await client.query<Row>(
    `INSERT INTO developer_security_keys (key_id, developer_id, credential_id, public_key, sign_count, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING ${COLUMNS}`,
    [key.keyId, developerId, key.credentialId, Buffer.from(key.publicKey), key.signCount, key.transports, key.name],
  );
  return rows[0] ? fromRow(rows[0]) : null;
};

export const deleteSecurityKey = async (client: PoolClient, developerId: string, keyId: string): Promise<void> => {
  await client.query('DELETE FROM developer_security_keys WHERE developer_id = $1 AND key_id = $2', [developerId, keyId]);
};

export const forgetSecurityKeys = async (client: PoolClient, developerId: string): Promise<void> => {
  await client.query('DELETE FROM developer_security_keys WHERE developer_id = $1', [developerId]);
  await client.query('DELETE FROM developer_webauthn_challenges WHERE developer_id = $1', [developerId]);
};

/**
 * A sign-in the key confirmed. The counter only moves forward: two sign-ins with one key at once cannot take it back
 * (the second's check already passed against the older value).
 */
export const noteSecurityKeyUse = async (db: Db, keyId: string, signCount: number): Promise<void> => {
  await db.query('UPDATE developer_security_keys SET sign_count = GREATEST(sign_count, $2), last_used_at = now() WHERE key_id = $1', [
    keyId,
    signCount,
  ]);
};

export const saveChallenge = async (db: Db, developerId: string, purpose: CeremonyPurpose, challenge: string, ttlMs: number) => {
  await db.query(
    `INSERT INTO developer_webauthn_challenges (developer_id, purpose, challenge, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision / 1000))
     ON CONFLICT (developer_id, purpose) DO UPDATE SET challenge = EXCLUDED.challenge, expires_at = EXCLUDED.expires_at`,
    [developerId, purpose, challenge, ttlMs],
  );
};

/** The ceremony's challenge, spent: an answer is checked against it once, whatever the outcome. Null when none is live. */
export const takeChallenge = async (db: Db, developerId: string, purpose: CeremonyPurpose): Promise<string | null> => {
  const { rows } = await db.query<{ challenge: string; live: boolean }>(
    `DELETE FROM developer_webauthn_challenges WHERE developer_id = $1 AND purpose = $2
     RETURNING challenge, expires_at > now() AS live`,
    [developerId, purpose],
  );
  return rows[0]?.live ? rows[0].challenge : null;
};
