import type { Services } from "../services";
import { AppError } from "../http/errors";
import { loadBatch, updateBatch, type BatchChange, type BatchRow } from "../batches/batchRepo";
import { parseStep } from "./steps/parseStep";
import { classifyStep } from "./steps/classifyStep";
import { masterKeyStep } from "./steps/masterKeyStep";
import { splitStep } from "./steps/splitStep";
import { splitDocumentStep } from "./steps/splitDocumentStep";
import { extractionStep } from "./steps/extractionStep";
import { exportStep } from "./steps/exportStep";
import { ABANDONED_UPLOAD_SWEEP_MS, removeAbandonedUploads } from "../batches/abandonedUploads";

export const STEP_QUEUE = "batch-step";

/** Steps the workers run by themselves; the others wait for a person (USER_VALIDATION). */
const STEPS: Record<string, (s: Services, batch: BatchRow) => Promise<void>> = {
  Parse: parseStep,
  Classification: classifyStep,
  MasterKeyIdentification: masterKeyStep,
  Split: splitStep,
  SplitDocument: splitDocumentStep,
  Extraction: extractionStep,
  Export: exportStep,
};

const STEP_LABELS: Record<string, string> = {
  Parse: "Parsing",
  Classification: "Classification",
  MasterKeyIdentification: "Master-key identification",
  Split: "Split",
  SplitDocument: "Document splitting",
  Extraction: "Extraction",
  Export: "Export",
};

/** Statuses in which a step is waiting for a worker or running. */
const WAITING_FOR_WORKER = ["BATCH_CREATED", "START_DOC_PARSING", "COMPLETE_DOC_PARSING", "CLASSIFYING", "MASTER_KEY_IDENTIFICATION", "SPLITTING", "EXTRACTING", "EXPORTING"];

export async function enqueueStep(s: Services, batchId: string, step: string) {
  await s.queue.send(STEP_QUEUE, { batchId, step });
}

/** Moves the batch on: writes the change (version-checked) and queues the next step when a worker should run it. */
export async function advance(s: Services, batch: BatchRow, change: BatchChange & { nextStep?: string }): Promise<BatchRow> {
  const { nextStep, ...rest } = change;
  const row = await updateBatch(s.db, batch.id, batch.version, { ...rest, workflow: { ...rest.workflow, ...(nextStep ? { step: nextStep } : {}) } });
  if (nextStep && STEPS[nextStep]) await enqueueStep(s, batch.id, nextStep);
  return row;
}

/**
 * Runs one step of one batch. A job for a batch that was deleted or has moved on is dropped, so a
 * redelivered or duplicated job does nothing twice. Any failure puts the batch in ERROR with a sentence.
 */
export async function runStep(s: Services, { batchId, step }: { batchId: string; step: string }) {
  const batch = await loadBatch(s.db, batchId);
  if (!batch || batch.workflow.step !== step || !WAITING_FOR_WORKER.includes(batch.status)) return;
  const handler = STEPS[step];
  if (!handler) return;
  try {
    await handler(s, batch);
  } catch (err) {
    // Another run of the same step finished first: nothing to do.
    if (err instanceof AppError && err.statusCode === 409) return;
    await failBatch(s, batchId, step, readableFailure(step, err));
  }
}

function readableFailure(step: string, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if ((err as { readable?: boolean })?.readable || err instanceof AppError || (err as Error)?.name === "ParseError") return message;
  return `${STEP_LABELS[step] ?? step} failed: ${message}`;
}

export async function failBatch(s: Services, batchId: string, step: string, error: string) {
  await s.db.query(
    `UPDATE batches SET status = 'ERROR', workflow = workflow || $2::jsonb, progress = NULL, version = version + 1, updated_at = now() WHERE id = $1`,
    [batchId, JSON.stringify({ failedState: step, error })],
  );
}

/**
 * Workers in this process; also picks up batches a killed worker left in the middle of a step, and
 * clears upload reservations that never became batches (now and every hour).
 */
export async function startWorkers(s: Services, options: { concurrency?: number } = {}) {
  await s.queue.work<{ batchId: string; step: string }>(STEP_QUEUE, (data) => runStep(s, data), { concurrency: options.concurrency ?? 2 });
  await recoverUnfinished(s);
  const sweep = () => removeAbandonedUploads(s);
  await sweep().catch((err) => console.error("Removing abandoned uploads failed:", err instanceof Error ? err.message : err));
  s.queue.every("Removing abandoned uploads", ABANDONED_UPLOAD_SWEEP_MS, sweep);
}

export async function recoverUnfinished(s: Services) {
  const rows = await s.db.query<{ id: string; step: string }>(`SELECT id, workflow->>'step' AS step FROM batches WHERE status = ANY($1::text[])`, [WAITING_FOR_WORKER]);
  for (const row of rows) if (STEPS[row.step]) await enqueueStep(s, row.id, row.step);
}
