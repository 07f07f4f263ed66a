/**
 * Write-side tables beside the event store. `notification_recipients` is who critical e-mails go
 * to: developers as identity announced them (topic identity.developer) plus the opt-out that this
 * service owns as events and writes here in the same transaction as each preference event.
 */
export const NOTIFICATIONS_DDL = [
  `CREATE TABLE IF NOT EXISTS notification_recipients (
     developer_id    uuid PRIMARY KEY,
     email           text,
     first_name      text,
     critical_emails boolean NOT NULL DEFAULT true,
     updated_at      timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS notification_recipients_critical
     ON notification_recipients (developer_id) WHERE critical_emails AND email IS NOT NULL`,
  // The developer stream's version the address and name reflect: an older event, replayed or late, changes nothing.
  `ALTER TABLE notification_recipients ADD COLUMN IF NOT EXISTS identity_version integer NOT NULL DEFAULT 0`,
];
