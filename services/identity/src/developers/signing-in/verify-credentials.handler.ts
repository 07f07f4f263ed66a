import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@portal/decider';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { DevelopersRepository, profileOf, type DeveloperProfile } from '../developers.repository';
import { burnVerification, verifyPassword } from '../passwords';
import { normalizeEmail } from '../signing-up/sign-up.rules';

export const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class VerifyCredentialsHandler {
  constructor(
    private readonly developers: DevelopersRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** One generic answer for unknown accounts and wrong passwords, so accounts cannot be probed. */
  async verify(email: unknown, password: unknown): Promise<DeveloperProfile & { securityKeyCount: number }> {
    if (typeof email !== 'string' || typeof password !== 'string' || email === '' || password === '') {
      throw new DomainError('unauthenticated', INVALID_CREDENTIALS);
    }
    const { rows } = await this.pool.query<{ developer_id: string; password_hash: string }>(
      `SELECT e.developer_id, c.password_hash FROM developer_emails e
         JOIN developer_credentials c ON c.developer_id = e.developer_id WHERE e.email_lower = $1`,
      [normalizeEmail(email)],
    );
    const row = rows[0];
    if (!row) {
      await burnVerification(password);
      throw new DomainError('unauthenticated', INVALID_CREDENTIALS);
    }
    if (!(await verifyPassword(row.password_hash, password))) throw new DomainError('unauthenticated', INVALID_CREDENTIALS);
    const { state } = await this.developers.load(row.developer_id);
    // The gateway's second step offers a security key when there is one.
    return { ...profileOf(state), securityKeyCount: state.securityKeys.length };
  }
}
