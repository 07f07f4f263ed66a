/**
 * Write-side tables beside the event store: the developers the apps service knows (from identity's
 * `identity.developer.signed_up`), so invitations can be matched to the signed-in developer's e-mail.
 */
export const APPS_DDL = [
  `CREATE TABLE IF NOT EXISTS app_developers (
     developer_id uuid PRIMARY KEY,
     email        text NOT NULL,
     email_lower  text NOT NULL,
     name         text NOT NULL,
     platform_id  text
   )`,
  `CREATE INDEX IF NOT EXISTS app_developers_email_lower ON app_developers (email_lower)`,
  // The developer stream's version the row reflects: an older event, replayed or late, changes nothing.
  `ALTER TABLE app_developers ADD COLUMN IF NOT EXISTS identity_version integer NOT NULL DEFAULT 0`,
];
