import { SECURITY_KEYS_DDL } from '../developers/security-keys/security-keys.table';
import { OAUTH_DDL } from '../oauth/oauth.tables';

/**
 * Write-side tables beside the event store. Secrets live here and never in events: the password
 * hash, and the e-mail reservation that keeps addresses unique across developers.
 */
export const IDENTITY_DDL = [
  `CREATE TABLE IF NOT EXISTS developer_emails (
     email_lower  text PRIMARY KEY,
     developer_id uuid NOT NULL UNIQUE
   )`,
  `CREATE TABLE IF NOT EXISTS developer_credentials (
     developer_id  uuid PRIMARY KEY,
     password_hash text NOT NULL,
     updated_at    timestamptz NOT NULL DEFAULT now()
   )`,
  // Beside the developer stream, like the password hash: the authenticator secret (encrypted: a code is checked
  // against it), a setup not yet confirmed, the last step a code was accepted for (a code works once) and the
  // recovery codes' hashes.
  `CREATE TABLE IF NOT EXISTS developer_second_factors (
     developer_id       uuid PRIMARY KEY,
     secret_enc         text,
     pending_secret_enc text,
     pending_until      timestamptz,
     last_used_step     bigint,
     recovery_hashes    text[] NOT NULL DEFAULT '{}',
     updated_at         timestamptz NOT NULL DEFAULT now()
   )`,
  ...SECURITY_KEYS_DDL,
  ...OAUTH_DDL,
];
