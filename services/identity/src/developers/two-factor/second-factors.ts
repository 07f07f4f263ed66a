import { forgetSecurityKeys } from '../security-keys/security-keys.table';
import type { Pool, PoolClient } from 'pg';

/** The row beside a developer stream (identity.tables.ts): sealed secrets, replay guard, recovery code hashes. */
export interface SecondFactor {
  secretSealed: string | null;
  pendingSealed: string | null;
  pendingUntil: Date | null;
  lastUsedStep: number | null;
  recoveryHashes: string[];
}

interface Row {
  secret_enc: string | null;
  pending_secret_enc: string | null;
  pending_until: Date | null;
  last_used_step: string | null;
  recovery_hashes: string[];
}

/** With `lock` (inside a transaction): two sign-ins with one code, or a code and a regeneration, take turns. */
export const secondFactorOf = async (db: Pool | PoolClient, developerId: string, { lock = false } = {}): Promise<SecondFactor | null> => {
  const { rows } = await db.query<Row>(
    `SELECT secret_enc, pending_secret_enc, pending_until, last_used_step, recovery_hashes
       FROM developer_second_factors WHERE developer_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [developerId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    secretSealed: row.secret_enc,
    pendingSealed: row.pending_secret_enc,
    pendingUntil: row.pending_until,
    lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
    recoveryHashes: row.recovery_hashes,
  };
};

export const savePendingSecret = async (pool: Pool, developerId: string, sealed: string, until: Date): Promise<void> => {
  await pool.query(
    `INSERT INTO developer_second_factors (developer_id, pending_secret_enc, pending_until) VALUES ($1, $2, $3)
     ON CONFLICT (developer_id) DO UPDATE SET pending_secret_enc = $2, pending_until = $3, updated_at = now()`,
    [developerId, sealed, until],
  );
};

/** The confirmed setup becomes the secret; the step its code matched is spent. */
export const activatePendingSecret = async (
  client: PoolClient,
  developerId: string,
  step: number,
  recoveryHashes: string[],
): Promise<void> => {
  await client.query(
    `UPDATE developer_second_factors SET secret_enc = pending_secret_enc, pending_secret_enc = NULL, pending_until = NULL,
            last_used_step = $2, recovery_hashes = $3, updated_at = now() WHERE developer_id = $1`,
    [developerId, step, recoveryHashes],
  );
};

export const spendStep = async (client: PoolClient, developerId: string, step: number): Promise<void> => {
  await client.query('UPDATE developer_second_factors SET last_used_step = $2, updated_at = now() WHERE developer_id = $1', [
    developerId,
    step,
  ]);
};

export const storeRecoveryHashes = async (client: PoolClient, developerId: string, hashes: string[]): Promise<void> => {
  await client.query('UPDATE developer_second_factors SET recovery_hashes = $2, updated_at = now() WHERE developer_id = $1', [
    developerId,
    hashes,
  ]);
};

/** Turned off: the secret, the recovery codes and the security keys go (the events record each key's removal). */
export const forgetSecondFactor = async (client: PoolClient, developerId: string): Promise<void> => {
  await client.query('DELETE FROM developer_second_factors WHERE developer_id = $1', [developerId]);
  await forgetSecurityKeys(client, developerId);
};
