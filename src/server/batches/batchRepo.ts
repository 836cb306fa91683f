import type { Queryable } from "../db/db";
import { conflict, notFound } from "../http/errors";
import type { Storage } from "../storage/storage";
import { STALE_BATCH } from "./batchVersion";
import type { BatchStatus, BatchWorkflow, WorkflowStepName } from "../../domain/batch/status";
import type {
  Batch,
  BatchProgress,
  BatchSource,
  BatchFile as WireBatchFile,
  ExtractionDocument,
  MergedDocument,
  PageData,
  SplittedDocument,
} from "../../domain/entities";

/** A file of the batch as the row keeps it: the answer's (src/domain/entities.ts) with its size. */
export interface BatchFile extends WireBatchFile {
  size?: number;
}

/** The batch's workflow (src/domain/batch/status.ts) as the row keeps it: the step is always there. */
export interface Workflow extends BatchWorkflow {
  step: WorkflowStepName;
}

export interface BatchRow {
  id: string;
  organization_id: string;
  batch_number: number;
  job_id: string;
  job_snapshot: JobSnapshot;
  status: BatchStatus;
  workflow: Workflow;
  files: BatchFile[];
  page_data: StoredPage[];
  splitted_documents: SplittedDocument[];
  extraction_documents: ExtractionDocument[];
  /** initialDocuments: one document per uploaded file, what re-processing the classification starts from. */
  merged_document: (Omit<MergedDocument, "url"> & { initialDocuments?: SplittedDocument[] }) | null;
  progress: (BatchProgress & { stage: string }) | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  /** Issue 16.5: the e-mail a batch of the mailbox intake came from (null for uploads). */
  source?: BatchSource | null;
}

/** A page as the batch row keeps it: the thumbnail's storage key, which the answer turns into a short-lived URL. */
export type StoredPage = Omit<PageData, "thumbnailUrl"> & { thumbnailKey: string | null };

/** What the batch needs to know of its job even when the job is later changed or deleted. */
export interface JobSnapshot {
  _id: string;
  name: string;
  documentParser: string;
  classification: {
    eachPageClassification: boolean;
    autoClassification: boolean;
    autoValidateClassification: boolean;
    prompt?: string;
    documentClasses: { _id: string; name: string }[];
    confidenceThreshold?: number;
  };
  split?: { autoValidateSplit: boolean; splitOptions: { _id: string; config: Record<string, unknown> | null }[] };
  extraction?: {
    autoValidateExtraction: boolean;
    top_p: number;
    temperature: number;
    confidenceThreshold?: number;
    qaSampleShare?: number;
  };
  exportType?: string;
}

export const NEW_WORKFLOW: Workflow = {
  step: "Parse",
  classificationValidated: false,
  splitValidated: false,
  extractionValidated: false,
  failedState: null,
  error: null,
};

const THUMBNAIL_URL_TTL = 3600;
/** How long a download URL of a batch's file lasts: the merged PDF's in the batch answer, and POST getPreSignedUrlForDownload's. */
export const DOWNLOAD_URL_TTL = 15 * 60;

/**
 * The batch as the client sees it (spec 01 section 3); storage keys of thumbnails become short-lived URLs, and the
 * merged PDF comes with one too (mergedDocument.url), so the viewer opens it without asking for a URL first.
 */
export async function toBatchDto(row: BatchRow, storage: Storage): Promise<Batch> {
  const [pageData, mergedUrl] = await Promise.all([
    Promise.all(
      row.page_data.map(async (p) => ({
        ...p,
        thumbnailUrl: p.thumbnailKey ? await storage.presignDownload(p.thumbnailKey, THUMBNAIL_URL_TTL) : null,
        thumbnailKey: undefined,
      })),
    ),
    row.merged_document?.fileLocation
      ? storage.presignDownload(row.merged_document.fileLocation, DOWNLOAD_URL_TTL)
      : null,
  ]);
  return {
    _id: row.id,
    batchNumber: row.batch_number,
    status: row.status,
    job: {
      _id: row.job_id,
      name: row.job_snapshot.name,
      classification: {
        eachPageClassification: row.job_snapshot.classification.eachPageClassification,
        autoClassification: row.job_snapshot.classification.autoClassification,
        documentClasses: row.job_snapshot.classification.documentClasses,
      },
    },
    workflow: row.workflow,
    files: row.files.map((f) => ({ fileName: f.fileName, filePath: f.filePath })),
    pageData,
    splittedDocuments: row.splitted_documents,
    extractionDocuments: row.extraction_documents,
    mergedDocument: row.merged_document && {
      fileLocation: row.merged_document.fileLocation,
      textAnnotationFileLocation: row.merged_document.textAnnotationFileLocation,
      ...(mergedUrl ? { url: mergedUrl } : {}),
    },
    progress: row.progress,
    ...(row.source ? { source: row.source } : {}),
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function findBatch(db: Queryable, orgId: string, id: string): Promise<BatchRow> {
  const [row] = await db.query<BatchRow>(`SELECT * FROM batches WHERE organization_id = $1 AND id = $2`, [orgId, id]);
  if (!row) throw notFound("The batch");
  return row;
}

/** Internal (workers): the batch whatever its organization, or null when it was deleted meanwhile. */
export async function loadBatch(db: Queryable, id: string): Promise<BatchRow | null> {
  const [row] = await db.query<BatchRow>(`SELECT * FROM batches WHERE id = $1`, [id]);
  return row ?? null;
}

/** Batch numbers count up per organization and are never reused, even after deletes. */
export async function nextBatchNumber(tx: Queryable, orgId: string): Promise<number> {
  const [row] = await tx.query<{ last_number: number }>(
    `INSERT INTO batch_counters (organization_id, last_number) VALUES ($1, 1)
     ON CONFLICT (organization_id) DO UPDATE SET last_number = batch_counters.last_number + 1 RETURNING last_number`,
    [orgId],
  );
  return row.last_number;
}

export interface BatchChange {
  status?: BatchStatus;
  workflow?: Partial<Workflow>;
  page_data?: StoredPage[];
  splitted_documents?: SplittedDocument[];
  extraction_documents?: ExtractionDocument[];
  merged_document?: BatchRow["merged_document"];
  progress?: BatchRow["progress"];
}

/**
 * Writes a change when the batch is still at the version the writer read; bumps the version.
 * A stale version means someone else changed the batch meanwhile: 409, nothing overwritten.
 */
export async function updateBatch(
  db: Queryable,
  id: string,
  expectedVersion: number,
  change: BatchChange,
): Promise<BatchRow> {
  const sets: string[] = [];
  const values: unknown[] = [id, expectedVersion];
  const add = (column: string, value: unknown, json = true) => {
    values.push(json ? JSON.stringify(value) : value);
    sets.push(`${column} = $${values.length}${json ? "::jsonb" : ""}`);
  };
  if (change.status !== undefined) add("status", change.status, false);
  if (change.workflow !== undefined) {
    values.push(JSON.stringify(change.workflow));
    sets.push(`workflow = workflow || $${values.length}::jsonb`);
  }
  if (change.page_data !== undefined) add("page_data", change.page_data);
  if (change.splitted_documents !== undefined) add("splitted_documents", change.splitted_documents);
  if (change.extraction_documents !== undefined) add("extraction_documents", change.extraction_documents);
  if (change.merged_document !== undefined) add("merged_document", change.merged_document);
  if (change.progress !== undefined) add("progress", change.progress);
  const [row] = await db.query<BatchRow>(
    `UPDATE batches SET ${[...sets, "version = version + 1", "updated_at = now()"].join(", ")} WHERE id = $1 AND version = $2 RETURNING *`,
    values,
  );
  if (!row) throw conflict(STALE_BATCH, "conflict_version");
  return row;
}

/** Progress is advisory: written without a version check so it never conflicts with a person's edit. */
export async function setProgress(db: Queryable, id: string, progress: BatchRow["progress"]) {
  await db.query(`UPDATE batches SET progress = $2::jsonb WHERE id = $1`, [id, JSON.stringify(progress)]);
}

export async function deleteBatchRow(db: Queryable, orgId: string, id: string) {
  const rows = await db.query(`DELETE FROM batches WHERE organization_id = $1 AND id = $2 RETURNING id`, [orgId, id]);
  if (!rows.length) throw notFound("The batch");
}
