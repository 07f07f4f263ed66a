import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { PG_POOL, secret } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { IdentityModule } from '../app.module';
import { DevelopersRepository } from '../developers/developers.repository';
import { GrantRoleHandler } from '../developers/granting-roles/grant-role.handler';
import { SignUpHandler } from '../developers/signing-up/sign-up.handler';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_DEFAULT } from './demo-accounts';

/** Idempotent: existing demo accounts are left as they are, missing roles are granted. */
const main = async (): Promise<void> => {
  const password = secret('PORTAL_DEMO_PASSWORD', DEMO_PASSWORD_DEFAULT);
  const app = await NestFactory.createApplicationContext(IdentityModule, { logger: ['error', 'warn'] });
  const context = { correlationId: `seed-${Date.now()}`, actorId: null };
  try {
    const pool = app.get<Pool>(PG_POOL);
    for (const account of DEMO_ACCOUNTS) {
      const { rows } = await pool.query<{ developer_id: string }>('SELECT developer_id FROM developer_emails WHERE email_lower = $1', [
        account.email,
      ]);
      let developerId = rows[0]?.developer_id;
      if (!developerId) {
        const { profile } = await app.get(SignUpHandler).signUp({ ...account, password, passwordConfirmation: password }, context);
        developerId = profile.id;
        process.stdout.write(`seeded ${account.email}\n`);
      }
      for (const role of account.roles) await app.get(GrantRoleHandler).grant(developerId, role, context);
      const { state } = await app.get(DevelopersRepository).load(developerId);
      if (!state.emailConfirmed) {
        await app
          .get(DevelopersRepository)
          .handle(developerId, { type: 'ConfirmEmail', email: state.email, at: new Date().toISOString() }, context);
      }
    }
  } finally {
    await app.close();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`seeding failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
