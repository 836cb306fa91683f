import type { Migration } from "./migration";

/**
 * E-mail intake (issue 16.5): a job's mailbox (the connection, with the password in secretBox, and what the admin
 * sees of its work), and one row per message taken from it.
 *
 * `mail_messages` is what makes a message a batch only once: its key is the job, the mailbox (host, port, user,
 * folder), the folder's UIDVALIDITY and the message's UID, and it is written in the same transaction as the batch
 * (or, for a rejected message, before the move). A worker that dies after that and before moving the message leaves
 * it in the folder; the next check finds the row and only moves it.
 */
export const mailboxIntakeMigration: Migration = {
  id: "013_mailbox_intake",
  sql: `
CREATE TABLE job_mailboxes (
  job_id uuid PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  config jsonb NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  config_version integer NOT NULL DEFAULT 1,
  last_check_at timestamptz,
  last_error text,
  last_error_at timestamptz,
  idle boolean NOT NULL DEFAULT false,
  batches_created integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  last_rejection jsonb,
  lease_owner text,
  lease_until timestamptz
);
CREATE TABLE mail_messages (
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  mailbox_key text NOT NULL,
  uid_validity bigint NOT NULL,
  uid bigint NOT NULL,
  message_id text,
  subject text NOT NULL DEFAULT '',
  sender text NOT NULL DEFAULT '',
  outcome text NOT NULL,
  batch_id uuid,
  reason text,
  moved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job_id, mailbox_key, uid_validity, uid)
);
ALTER TABLE batches ADD COLUMN source jsonb;
`,
};
