import type { Services } from "../services";
import type { Queryable } from "../db/db";
import { badRequest } from "../http/errors";
import { isId } from "../http/validate";
import { formatBytes } from "../storage/storage";
import { getJob } from "../masterData/jobs/jobRepo";
import { originalKey } from "./batchKeys";
import { NEW_WORKFLOW, nextBatchNumber, type BatchFile, type BatchRow } from "./batchRepo";
import type { BatchSource } from "../../domain/entities";
import { enqueueStep } from "../workflow/transitions";
import { snapshotOf } from "./jobSnapshot";
import { uploadRejection } from "../../domain/options/catalogue";
import { recordHistory, type HistoryChannel } from "../history/batchHistory";

export type { BatchSource };

interface NewBatch {
  orgId: string;
  /** The id of the upload reservation (batch_uploads), which becomes the batch's id. */
  batchId: string;
  jobId: string;
  /** The files of the reservation to take (by filePath), as the client names them. */
  files: { fileName: string; filePath: string }[];
  createdBy: string | null;
  source?: BatchSource;
  /** How it came in, for the history: the web app or an API key (the intake's source says e-mail). */
  channel?: { kind: HistoryChannel; apiKeyId?: string };
  /** Runs inside the batch's transaction, after the insert (e-mail intake records the message there). */
  within?: (tx: Queryable, row: BatchRow) => Promise<void>;
}

/**
 * The one way a batch is made from uploaded files (POST /batch, and the e-mail intake, which stores a message's
 * attachments under an upload reservation first): the job's file rules, the files really in the store and within the
 * size limit, then the batch and the end of the reservation in one transaction, and the Parse step queued.
 * Rejections are 400s with a sentence.
 */
export async function createBatchFromUpload(s: Services, batch: NewBatch): Promise<BatchRow> {
  const { db, storage, config } = s;
  const limits = config.uploads;
  const [reservation] = await db.query<{ files: BatchFile[] }>(
    `SELECT files FROM batch_uploads WHERE id = $1 AND organization_id = $2`,
    [batch.batchId, batch.orgId],
  );
  if (!reservation) throw badRequest("Unknown upload: ask for upload URLs first.");
  if (!isId(batch.jobId)) throw badRequest("The chosen job does not exist.");
  const job = await getJob(db, batch.orgId, batch.jobId).catch(() => {
    throw badRequest("The chosen job does not exist.");
  });
  const files: BatchFile[] = [];
  for (const f of batch.files) {
    const reserved = reservation.files.find((r) => r.filePath === f.filePath);
    if (!reserved) throw badRequest(`${f.fileName} was not part of this upload.`);
    const rejection = uploadRejection(reserved.fileName, job.documentParser);
    if (rejection) throw badRequest(rejection);
    const stat = await storage.stat(reserved.filePath);
    if (!stat) throw badRequest(`${reserved.fileName} was not uploaded. Upload it again.`);
    if (stat.size === 0) throw badRequest(`${reserved.fileName} is empty (0 bytes).`);
    if (stat.size > limits.maxFileBytes)
      throw badRequest(
        `${reserved.fileName} is ${formatBytes(stat.size)}; the limit is ${formatBytes(limits.maxFileBytes)} per file.`,
      );
    files.push({ fileName: reserved.fileName, filePath: reserved.filePath, size: stat.size });
  }
  // A pre-signed S3 PUT cannot be revoked: the batch keeps copies its upload URLs cannot reach (the local
  // store refuses a PUT once the batch exists, see openUploads).
  const uploads = files.map((f) => f.filePath);
  if (storage.kind === "s3") {
    for (const [i, f] of files.entries()) {
      const kept = originalKey(batch.orgId, batch.batchId, i, f.fileName);
      await storage.copy(f.filePath, kept);
      f.filePath = kept;
    }
  }
  const row = await db.transaction(async (tx) => {
    const number = await nextBatchNumber(tx, batch.orgId);
    const [created] = await tx.query<BatchRow>(
      `INSERT INTO batches (id, organization_id, batch_number, job_id, job_snapshot, status, workflow, files, created_by, source)
       VALUES ($1, $2, $3, $4, $5::jsonb, 'BATCH_CREATED', $6::jsonb, $7::jsonb, $8, $9::jsonb) RETURNING *`,
      [
        batch.batchId,
        batch.orgId,
        number,
        job._id,
        JSON.stringify(snapshotOf(job)),
        JSON.stringify(NEW_WORKFLOW),
        JSON.stringify(files),
        batch.createdBy,
        batch.source ? JSON.stringify(batch.source) : null,
      ],
    );
    // The reservation is used once; when the hourly sweep removed it meanwhile, its files are gone too.
    const used = await tx.query(`DELETE FROM batch_uploads WHERE id = $1 RETURNING id`, [batch.batchId]);
    if (used.length === 0) throw badRequest("This upload expired. Upload the files again.");
    const channel =
      batch.source?.kind === "email" ? { kind: "email" as const } : (batch.channel ?? { kind: "web" as const });
    await recordHistory(tx, created.id, {
      kind: "created",
      actorId: batch.createdBy,
      channel: channel.kind,
      details: {
        files: files.length,
        job: job.name,
        ...("apiKeyId" in channel && channel.apiKeyId ? { apiKeyId: channel.apiKeyId } : {}),
        ...(batch.source?.kind === "email" ? { from: batch.source.from, subject: batch.source.subject } : {}),
      },
    });
    if (batch.within) await batch.within(tx, created);
    return created;
  });
  if (storage.kind === "s3") await Promise.all(uploads.map((key) => storage.delete(key).catch(() => undefined)));
  await enqueueStep(s, row.id, "Parse");
  return row;
}
