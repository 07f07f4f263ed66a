/**
 * Identity's OAuth tables beside the event store. `oauth_clients` is the write-side row the
 * authorization server reads (kept in the transaction of each client event); secrets exist only as
 * argon2id hashes; tokens, codes and provider sessions are stored under a SHA-256 of their id, so
 * a dump of this database yields no usable token.
 */
export const OAUTH_DDL = [
  `CREATE TABLE IF NOT EXISTS oauth_clients (
     client_id       text PRIMARY KEY,
     app_id          text NOT NULL,
     environment     text NOT NULL CHECK (environment IN ('production', 'sandbox')),
     sandbox_id      text,
     client_type     text NOT NULL CHECK (client_type IN ('confidential', 'public')),
     grant_types     jsonb NOT NULL,
     redirect_uris   jsonb NOT NULL,
     cors_origins    jsonb NOT NULL,
     reset_count     integer NOT NULL DEFAULT 0,
     grace_ends_at   timestamptz,
     deleted_at      timestamptz,
     updated_at      timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS oauth_clients_app ON oauth_clients (app_id)`,
  // The manifest's grant (issue 10): public clients always need PKCE, others when the grant says so.
  `ALTER TABLE oauth_clients ADD COLUMN IF NOT EXISTS pkce boolean NOT NULL DEFAULT false`,
  // The newest grant each environment's manifest asks for, kept for clients registered after it
  // (a sandbox usually builds after its first manifest version): apps.manifest.grant_type_changed.
  `CREATE TABLE IF NOT EXISTS oauth_manifest_grants (
     app_id       text NOT NULL,
     environment  text NOT NULL CHECK (environment IN ('production', 'sandbox')),
     grant_type   text NOT NULL CHECK (grant_type IN ('authorization_code', 'client_credentials')),
     pkce         boolean NOT NULL,
     confidential boolean NOT NULL,
     changed_at   timestamptz NOT NULL,
     PRIMARY KEY (app_id, environment)
   )`,
  `CREATE TABLE IF NOT EXISTS oauth_client_secrets (
     secret_id    uuid PRIMARY KEY,
     client_id    text NOT NULL REFERENCES oauth_clients (client_id),
     secret_hash  text NOT NULL,
     created_at   timestamptz NOT NULL DEFAULT now(),
     expires_at   timestamptz,
     revoked_at   timestamptz
   )`,
  `CREATE INDEX IF NOT EXISTS oauth_client_secrets_live ON oauth_client_secrets (client_id) WHERE revoked_at IS NULL`,
  `CREATE TABLE IF NOT EXISTS oauth_store (
     model        text NOT NULL,
     id_hash      text NOT NULL,
     payload      jsonb NOT NULL,
     client_id    text,
     secret_id    uuid,
     grant_id     text,
     uid          text,
     user_code    text,
     expires_at   timestamptz,
     consumed_at  timestamptz,
     PRIMARY KEY (model, id_hash)
   )`,
  `CREATE INDEX IF NOT EXISTS oauth_store_grant ON oauth_store (grant_id) WHERE grant_id IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS oauth_store_client ON oauth_store (client_id) WHERE client_id IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS oauth_store_uid ON oauth_store (model, uid) WHERE uid IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS oauth_signing_keys (
     kid         text PRIMARY KEY,
     private_jwk jsonb NOT NULL,
     created_at  timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS oauth_app_roles (
     app_id       text NOT NULL,
     developer_id text NOT NULL,
     role         text NOT NULL CHECK (role IN ('owner', 'admin', 'developer')),
     PRIMARY KEY (app_id, developer_id)
   )`,
];
