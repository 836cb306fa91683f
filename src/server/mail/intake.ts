import { randomUUID } from "node:crypto";
import path from "node:path";
import type { ImapFlow, MessageStructureObject } from "imapflow";
import type { Services } from "../services";
import type { Queryable } from "../db/db";
import { AppError } from "../http/errors";
import { contentTypeFor, formatBytes } from "../storage/storage";
import { batchFolder, uploadKey } from "../batches/batchKeys";
import { createBatchFromUpload, type BatchSource } from "../batches/createBatch";
import { getJob } from "../masterData/jobs/jobRepo";
import { uploadRejection } from "../../domain/options/catalogue";
import { loadMailboxConnection, recordCheck, recordMailboxError, type MailboxConnection } from "./mailboxRepo";
import { MailboxProblem, openMailbox, problemSentence, supportsIdle } from "./imap";

/**
 * E-mail intake (issue 16.5): each message in a job's watched folder becomes one batch of the job from its attachments
 * of the types the job's parser takes, through the same path as POST /batch (an upload reservation, the files in the
 * store, createBatchFromUpload); then it is moved to the processed folder. A message without a usable attachment, with
 * too many, or with one too large, is moved to the rejected folder with the reason recorded and logged.
 *
 * Exactly once: the message's row in mail_messages (job, mailbox, UIDVALIDITY, UID) is written in the batch's
 * transaction (for a rejection, before the move). A message that already has a row is only moved, so a worker that
 * dies between the batch and the move never makes a second batch; the primary key refuses a second row.
 */

/** Tests only: called after a message's row is written and before it is moved (a crash there must not duplicate it). */
interface IntakeHooks {
  afterRecorded?: (uid: number) => Promise<void> | void;
  /** Stops the scan between messages (the worker is shutting down). */
  stopped?: () => boolean;
}

interface ScanResult {
  batches: string[];
  rejected: { subject: string; reason: string }[];
  moved: number;
}

/** The folder a message is taken from, as part of its key: another server, user or folder has other UIDs. */
const mailboxKey = (m: Pick<MailboxConnection, "host" | "port" | "user" | "folder">) =>
  `${m.host.toLowerCase()}:${m.port}/${m.user.toLowerCase()}/${m.folder}`;

interface Attachment {
  part: string;
  fileName: string;
  /** Decoded size estimated from the body structure's octets (base64 lines counted as 3/4, without line ends). */
  size: number;
}

const EXTENSION_OF_TYPE: Record<string, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/jpg": "jpg",
  "application/xml": "xml",
  "text/xml": "xml",
};

/**
 * The attachments of a message from the server's body structure (nothing is downloaded for this): parts with an
 * attachment disposition or a file name, but not the inline images of an HTML body (a Content-ID and inline) and not
 * the parts of a forwarded message (one attachment of its own, message/rfc822).
 */
function attachmentsOf(root: MessageStructureObject): Attachment[] {
  const out: Attachment[] = [];
  const walk = (node: MessageStructureObject) => {
    if (node.childNodes?.length && node.type !== "message/rfc822") {
      for (const child of node.childNodes) walk(child);
      return;
    }
    const named = node.dispositionParameters?.filename || node.parameters?.name || "";
    const inlineImage = node.disposition === "inline" && !!node.id;
    const isAttachment = node.disposition === "attachment" || (!!named && !inlineImage);
    if (!isAttachment) return;
    const type = (node.type || "application/octet-stream").toLowerCase();
    const fallback = `attachment-${out.length + 1}.${type === "message/rfc822" ? "eml" : (EXTENSION_OF_TYPE[type] ?? "bin")}`;
    const fileName = path.basename(named.replace(/\\/g, "/")).trim() || fallback;
    const octets = node.size ?? 0;
    // base64: 3 bytes per 4 characters, lines of 76 characters and a CRLF.
    const size = (node.encoding ?? "").toLowerCase() === "base64" ? Math.floor((octets * 76 * 3) / (78 * 4)) : octets;
    out.push({ part: node.part ?? "1", fileName, size });
  };
  walk(root);
  return out;
}

/** Why a message is not taken, or null when its usable attachments become a batch. */
function rejectionOf(
  attachments: Attachment[],
  parserId: string,
  limits: { maxAttachments: number; maxAttachmentBytes: number },
): { reason: string | null; usable: Attachment[] } {
  if (attachments.length === 0) return { reason: "The message has no attachment.", usable: [] };
  const usable = attachments.filter((a) => !uploadRejection(a.fileName, parserId));
  if (usable.length === 0) {
    const names = attachments
      .slice(0, 3)
      .map((a) => a.fileName)
      .join(", ");
    const more = attachments.length > 3 ? ` and ${(attachments.length - 3).toLocaleString("en-US")} more` : "";
    const accepted = uploadRejection("x", parserId)?.replace(/^x is not accepted: /, "") ?? "";
    return { reason: `None of the message's attachments can be processed (${names}${more}): ${accepted}`, usable };
  }
  if (usable.length > limits.maxAttachments)
    return {
      reason: `The message has ${usable.length.toLocaleString("en-US")} attachments; at most ${limits.maxAttachments} are taken from one message.`,
      usable,
    };
  const large = usable.find((a) => a.size > limits.maxAttachmentBytes);
  if (large)
    return {
      reason: `${large.fileName} is ${formatBytes(large.size)}; the limit is ${formatBytes(limits.maxAttachmentBytes)} per attachment.`,
      usable,
    };
  return { reason: null, usable };
}

const senderOf = (address?: { name?: string; address?: string }) =>
  !address
    ? ""
    : address.name && address.address
      ? `${address.name} <${address.address}>`
      : (address.address ?? address.name ?? "");

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === "23505";

/** Takes every message in the open folder, oldest first. */
export async function scanFolder(
  s: Services,
  m: MailboxConnection,
  client: ImapFlow,
  hooks: IntakeHooks = {},
): Promise<ScanResult> {
  const result: ScanResult = { batches: [], rejected: [], moved: 0 };
  const box = client.mailbox;
  if (!box || box.exists === 0) return result;
  const uidValidity = String(box.uidValidity);
  const found = await client.search({ all: true }, { uid: true });
  const uids = (found || []).sort((a, b) => a - b);
  if (uids.length === 0) return result;
  const job = await getJob(s.db, m.organizationId, m.jobId);
  const key = mailboxKey(m);
  const created = new Set<string>();

  const ensureFolder = async (folder: string) => {
    if (created.has(folder)) return;
    await client.mailboxCreate(folder).catch(() => {}); // exists already (ALREADYEXISTS)
    created.add(folder);
  };
  const move = async (uid: number, folder: string) => {
    await ensureFolder(folder);
    const moved = await client.messageMove(String(uid), folder, { uid: true });
    if (!moved)
      throw new MailboxProblem(
        `A message could not be moved to the folder "${folder}"; it stays in "${m.folder}" and is moved at the next check (it is not taken twice).`,
      );
    await s.db.query(
      `UPDATE mail_messages SET moved_at = now() WHERE job_id = $1 AND mailbox_key = $2 AND uid_validity = $3 AND uid = $4`,
      [m.jobId, key, uidValidity, uid],
    );
    result.moved++;
  };
  const record = (
    tx: Queryable,
    uid: number,
    info: { messageId: string | null; subject: string; sender: string },
    outcome: "batch" | "rejected",
    batchId: string | null,
    reason: string | null,
  ) =>
    tx.query(
      `INSERT INTO mail_messages (job_id, organization_id, mailbox_key, uid_validity, uid, message_id, subject, sender, outcome, batch_id, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        m.jobId,
        m.organizationId,
        key,
        uidValidity,
        uid,
        info.messageId,
        info.subject.slice(0, 1000),
        info.sender.slice(0, 1000),
        outcome,
        batchId,
        reason,
      ],
    );

  for (const uid of uids) {
    if (hooks.stopped?.()) break;
    const [known] = await s.db.query<{ outcome: string }>(
      `SELECT outcome FROM mail_messages WHERE job_id = $1 AND mailbox_key = $2 AND uid_validity = $3 AND uid = $4`,
      [m.jobId, key, uidValidity, uid],
    );
    if (known) {
      // Taken before (a worker stopped before moving it): only moved.
      await move(uid, known.outcome === "batch" ? m.processedFolder : m.rejectedFolder);
      continue;
    }
    const message = await client.fetchOne(
      String(uid),
      { uid: true, envelope: true, bodyStructure: true, internalDate: true },
      { uid: true },
    );
    if (!message || !message.bodyStructure) continue; // expunged meanwhile
    const info = {
      messageId: message.envelope?.messageId ?? null,
      subject: message.envelope?.subject ?? "",
      sender: senderOf(message.envelope?.from?.[0]),
    };
    const reject = async (reason: string) => {
      const recorded = await s.db.transaction(async (tx) => {
        try {
          await record(tx, uid, info, "rejected", null, reason);
        } catch (err) {
          if (isUniqueViolation(err)) return false;
          throw err;
        }
        await tx.query(
          `UPDATE job_mailboxes SET rejected = rejected + 1, last_rejection = $2::jsonb WHERE job_id = $1`,
          [m.jobId, JSON.stringify({ subject: info.subject, from: info.sender, reason, at: new Date().toISOString() })],
        );
        return true;
      });
      if (!recorded) return;
      console.warn(
        `Mailbox of job ${job.name}: the message "${info.subject}" from ${info.sender || "an unknown sender"} was rejected: ${reason}`,
      );
      result.rejected.push({ subject: info.subject, reason });
      await hooks.afterRecorded?.(uid);
      await move(uid, m.rejectedFolder);
    };

    const { reason, usable } = rejectionOf(attachmentsOf(message.bodyStructure), job.documentParser, s.config.mail);
    if (reason) {
      await reject(reason);
      continue;
    }

    // The attachments go to the store under an upload reservation, as a browser's upload does; the hourly sweep
    // removes them if this worker stops before the batch exists.
    const batchId = randomUUID();
    const files = usable.map((a, i) => ({
      fileName: a.fileName,
      filePath: uploadKey(m.organizationId, batchId, i, a.fileName),
    }));
    await s.db.query(`INSERT INTO batch_uploads (id, organization_id, files) VALUES ($1, $2, $3::jsonb)`, [
      batchId,
      m.organizationId,
      JSON.stringify(files),
    ]);
    for (const [i, a] of usable.entries()) {
      const { content } = await client.download(String(uid), a.part, { uid: true });
      if (!content)
        throw new MailboxProblem(
          `The attachment ${a.fileName} of the message "${info.subject}" could not be downloaded.`,
        );
      await s.storage.write(files[i].filePath, content, contentTypeFor(a.fileName));
    }
    const source: BatchSource = {
      kind: "email",
      subject: info.subject,
      from: info.sender,
      messageId: info.messageId,
      receivedAt: message.internalDate ? new Date(message.internalDate).toISOString() : null,
    };
    try {
      const row = await createBatchFromUpload(s, {
        orgId: m.organizationId,
        batchId,
        jobId: m.jobId,
        files,
        createdBy: null,
        source,
        within: async (tx) => {
          await record(tx, uid, info, "batch", batchId, null);
          await tx.query(`UPDATE job_mailboxes SET batches_created = batches_created + 1 WHERE job_id = $1`, [m.jobId]);
        },
      });
      result.batches.push(row.id);
    } catch (err) {
      await s.storage.deletePrefix(batchFolder(m.organizationId, batchId)).catch(() => {});
      await s.db.query(`DELETE FROM batch_uploads WHERE id = $1`, [batchId]).catch(() => {});
      if (isUniqueViolation(err)) continue; // another worker took it meanwhile
      if (err instanceof AppError && err.statusCode === 400) {
        await reject(err.message);
        continue;
      }
      throw err;
    }
    await hooks.afterRecorded?.(uid);
    await move(uid, m.processedFolder);
  }
  return result;
}

/** One check of a job's mailbox: sign in, take what is there, sign out; the outcome goes to the job's mailbox status. */
export async function checkMailboxOnce(
  s: Services,
  jobId: string,
  hooks: IntakeHooks = {},
): Promise<ScanResult | { error: string }> {
  const m = await loadMailboxConnection(s.db, s.config.secret, jobId);
  if (!m) return { error: "The job has no mailbox." };
  let client: ImapFlow | null = null;
  try {
    client = await openMailbox(m, s.config.mail);
    const result = await scanFolder(s, m, client, hooks);
    await recordCheck(s.db, jobId, supportsIdle(client));
    return result;
  } catch (err) {
    const sentence = problemSentence(err, m);
    await recordMailboxError(s.db, jobId, sentence);
    return { error: sentence };
  } finally {
    if (client) await client.logout().catch(() => client?.close());
  }
}
