import type { Queryable } from "../db/db";
import { decryptSecret, encryptSecret, isEncrypted } from "../crypto/secretBox";
import type { JobMailbox, MailboxInput, MailboxStatus } from "../../domain/schemas/mailbox";

/** A job's mailbox as stored in job_mailboxes.config: the password is a secretBox box bound to the job. */
type StoredMailbox = MailboxInput;

/** The mailbox with its password in clear, for signing in (never sent to a client). */
export type MailboxConnection = MailboxInput & { jobId: string; organizationId: string };

const passwordContext = (jobId: string) => `job:${jobId}:mailboxPassword`;

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** The job's `mailbox` as GET /job answers it, from the job_mailboxes row (row_to_json): no password, the status. */
export function mailboxDto(raw: unknown): JobMailbox | null {
  if (!raw) return null;
  const r = (typeof raw === "string" ? JSON.parse(raw) : raw) as Record<string, any>;
  const c = (typeof r.config === "string" ? JSON.parse(r.config) : r.config) as StoredMailbox;
  const status: MailboxStatus = {
    lastCheckAt: iso(r.last_check_at),
    lastError: r.last_error ?? null,
    lastErrorAt: iso(r.last_error_at),
    idle: Boolean(r.idle),
    batches: Number(r.batches_created ?? 0),
    rejected: Number(r.rejected ?? 0),
    lastRejection: r.last_rejection
      ? typeof r.last_rejection === "string"
        ? JSON.parse(r.last_rejection)
        : r.last_rejection
      : null,
  };
  return {
    enabled: r.enabled !== false,
    host: c.host,
    port: c.port,
    tls: c.tls,
    user: c.user,
    password: "",
    passwordSet: Boolean(c.password),
    folder: c.folder,
    processedFolder: c.processedFolder,
    rejectedFolder: c.rejectedFolder,
    status,
  };
}

export async function storedMailbox(db: Queryable, orgId: string, jobId: string): Promise<StoredMailbox | null> {
  const [row] = await db.query<{ config: StoredMailbox }>(
    `SELECT config FROM job_mailboxes WHERE organization_id = $1 AND job_id = $2`,
    [orgId, jobId],
  );
  return row?.config ?? null;
}

/** A stored password stands in for an empty one only for the same host and user it was saved with. */
function storedMailboxPasswordApplies(
  stored: StoredMailbox | null,
  connection: { host?: unknown; user?: unknown },
): boolean {
  if (!stored?.password) return false;
  const host = typeof connection.host === "string" ? connection.host.trim().toLowerCase() : "";
  const user = typeof connection.user === "string" ? connection.user.trim().toLowerCase() : "";
  return host === stored.host.toLowerCase() && user === stored.user.toLowerCase();
}

/** The clear password of a stored mailbox, for the same host and user only (null otherwise). */
export function storedMailboxPassword(
  stored: StoredMailbox | null,
  jobId: string,
  secret: string,
  connection: { host?: unknown; user?: unknown },
): string | null {
  if (!stored || !storedMailboxPasswordApplies(stored, connection)) return null;
  return isEncrypted(stored.password)
    ? decryptSecret(stored.password, secret, passwordContext(jobId))
    : stored.password;
}

/** The body with mailbox.passwordSet as the server sees it (a client's flag is ignored). */
export function withMailboxPasswordFlag(
  body: Record<string, unknown>,
  stored: StoredMailbox | null,
): Record<string, unknown> {
  const mailbox = body.mailbox;
  if (!mailbox || typeof mailbox !== "object" || Array.isArray(mailbox)) return body;
  return {
    ...body,
    mailbox: { ...mailbox, passwordSet: storedMailboxPasswordApplies(stored, mailbox as Record<string, unknown>) },
  };
}

/** What to store for the job's mailbox input: a new password encrypted, an empty one keeps the stored box. */
export function mailboxToStore(
  input: MailboxInput | null | undefined,
  stored: StoredMailbox | null,
  jobId: string,
  secret: string,
): StoredMailbox | null | undefined {
  if (!input) return input;
  const password = input.password
    ? encryptSecret(input.password, secret, passwordContext(jobId))
    : (stored?.password ?? "");
  return { ...input, password };
}

/**
 * Writes the job's mailbox in the job's transaction: undefined (a body without `mailbox`) keeps it, null deletes it; a changed connection clears the last error
 * and bumps config_version, which tells the worker watching it to sign in again with the new settings.
 */
export async function writeMailbox(
  tx: Queryable,
  orgId: string,
  jobId: string,
  mailbox: StoredMailbox | null | undefined,
): Promise<void> {
  if (mailbox === undefined) return;
  if (!mailbox) {
    await tx.query(`DELETE FROM job_mailboxes WHERE job_id = $1`, [jobId]);
    return;
  }
  const { enabled, ...config } = mailbox;
  await tx.query(
    `INSERT INTO job_mailboxes (job_id, organization_id, config, enabled) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (job_id) DO UPDATE SET config = excluded.config, enabled = excluded.enabled,
       config_version = job_mailboxes.config_version + CASE WHEN job_mailboxes.config IS DISTINCT FROM excluded.config OR job_mailboxes.enabled IS DISTINCT FROM excluded.enabled THEN 1 ELSE 0 END,
       last_error = CASE WHEN job_mailboxes.config IS DISTINCT FROM excluded.config THEN NULL ELSE job_mailboxes.last_error END,
       last_error_at = CASE WHEN job_mailboxes.config IS DISTINCT FROM excluded.config THEN NULL ELSE job_mailboxes.last_error_at END`,
    [jobId, orgId, JSON.stringify({ ...config, enabled }), enabled],
  );
}

/** The mailboxes workers should watch, with the version of their settings. */
export async function enabledMailboxes(
  db: Queryable,
): Promise<{ jobId: string; organizationId: string; configVersion: number }[]> {
  const rows = await db.query<{ job_id: string; organization_id: string; config_version: number }>(
    `SELECT job_id, organization_id, config_version FROM job_mailboxes WHERE enabled ORDER BY job_id`,
  );
  return rows.map((r) => ({ jobId: r.job_id, organizationId: r.organization_id, configVersion: r.config_version }));
}

/** The job's mailbox with its password in clear, for a worker to sign in with. */
export async function loadMailboxConnection(
  db: Queryable,
  secret: string,
  jobId: string,
): Promise<(MailboxConnection & { configVersion: number }) | null> {
  const [row] = await db.query<{
    organization_id: string;
    config: StoredMailbox;
    config_version: number;
    enabled: boolean;
  }>(`SELECT organization_id, config, config_version, enabled FROM job_mailboxes WHERE job_id = $1`, [jobId]);
  if (!row) return null;
  const c = row.config;
  const password =
    c.password && isEncrypted(c.password) ? decryptSecret(c.password, secret, passwordContext(jobId)) : c.password;
  return {
    ...c,
    enabled: row.enabled,
    password,
    jobId,
    organizationId: row.organization_id,
    configVersion: row.config_version,
  };
}

/** A check that signed in and looked at the folder: the error is cleared. */
export async function recordCheck(db: Queryable, jobId: string, idle: boolean) {
  await db.query(
    `UPDATE job_mailboxes SET last_check_at = now(), idle = $2, last_error = NULL, last_error_at = NULL WHERE job_id = $1`,
    [jobId, idle],
  );
}

export async function recordMailboxError(db: Queryable, jobId: string, sentence: string) {
  await db.query(
    `UPDATE job_mailboxes SET last_check_at = now(), last_error = $2, last_error_at = now() WHERE job_id = $1`,
    [jobId, sentence],
  );
}

/**
 * The worker's lease on a mailbox: only its holder signs in to it, so two workers never take messages from the
 * same folder at once. Taken when free or expired, renewed by its holder; a worker that stops renewing loses it.
 */
export async function takeMailboxLease(db: Queryable, jobId: string, owner: string, seconds: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE job_mailboxes SET lease_owner = $2, lease_until = now() + make_interval(secs => $3)
      WHERE job_id = $1 AND enabled AND (lease_owner IS NULL OR lease_owner = $2 OR lease_until < now()) RETURNING job_id`,
    [jobId, owner, seconds],
  );
  return rows.length > 0;
}

export async function dropMailboxLease(db: Queryable, jobId: string, owner: string) {
  await db.query(
    `UPDATE job_mailboxes SET lease_owner = NULL, lease_until = NULL WHERE job_id = $1 AND lease_owner = $2`,
    [jobId, owner],
  );
}
