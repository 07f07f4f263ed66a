import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { verifyPassword } from './passwords';

/**
 * A short fingerprint of the stored password hash (salted, so every password set gets a new one). A
 * reset link carries it: any change of password, the link's own included, makes the link useless.
 */
export const credentialStamp = (passwordHash: string): string => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);

/**
 * The stored hash. With `lock` (inside a transaction) the row stays locked until it ends: two uses of one link,
 * or two changes at once, take turns.
 */
export const passwordHashOf = async (db: Pool | PoolClient, developerId: string, { lock = false } = {}): Promise<string | null> => {
  const { rows } = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM developer_credentials WHERE developer_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [developerId],
  );
  return rows[0]?.password_hash ?? null;
};

export const storePasswordHash = async (client: PoolClient, developerId: string, passwordHash: string): Promise<void> => {
  await client.query('UPDATE developer_credentials SET password_hash = $2, updated_at = now() WHERE developer_id = $1', [
    developerId,
    passwordHash,
  ]);
};

export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Current password is required',
  wrong: 'Current password is incorrect',
} as const;

/** What is wrong with the current password a Settings change is confirmed with (`stored`: its hash); null when it is right. */
export const currentPasswordProblem = async (stored: string | null, given: string): Promise<string | null> => {
  if (!given) return CURRENT_PASSWORD_MESSAGES.required;
  return stored && (await verifyPassword(stored, given)) ? null : CURRENT_PASSWORD_MESSAGES.wrong;
};
