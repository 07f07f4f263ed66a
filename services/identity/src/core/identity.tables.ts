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
  ...OAUTH_DDL,
];
