import type { Services } from "../services";
import type { Queryable } from "../db/db";
import { AppError, conflict } from "../http/errors";
import { loadBatch, updateBatch, type BatchChange, type BatchRow } from "../batches/batchRepo";
import { claimRun, currentRun, dropRun, finishRun, staleRuns, startHeartbeat, type StepRun } from "./stepLease";
import { parseStep } from "./steps/parseStep";
import { classifyStep } from "./steps/classifyStep";
import { masterKeyStep } from "./steps/masterKeyStep";
import { splitStep } from "./steps/splitStep";
import { splitDocumentStep } from "./steps/splitDocumentStep";
import { extractionStep } from "./steps/extractionStep";
import { exportStep } from "./steps/exportStep";
import { ABANDONED_UPLOAD_SWEEP_MS, removeAbandonedUploads } from "../batches/abandonedUploads";
import { startWebhookWorkers } from "../webhooks/delivery";
import { startMailIntake } from "../mail/watcher";
import { figuresOf, recordHistory } from "../history/batchHistory";

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
  const write = (db: Queryable) => updateBatch(db, batch.id, batch.version, { ...rest, workflow: { ...rest.workflow, ...(nextStep ? { step: nextStep } : {}) } });
  // Inside a step: the result is written only while this run still holds the batch's lease, and ends the run.
  const run = currentRun.getStore();
  const row = run && run.batchId === batch.id
    ? await s.db.transaction(async (tx) => {
        if (!(await finishRun(tx, run, "done"))) throw conflict(LEASE_LOST);
        const written = await write(tx);
        await recordStageFinished(tx, run, written);
        return written;
      })
    : await write(s.db);
  if (nextStep && STEPS[nextStep]) await enqueueStep(s, batch.id, nextStep);
  return row;
}

/** History: the step's end with its duration (from its run's start) and figures; Export also names where it went. */
async function recordStageFinished(tx: Queryable, run: StepRun, row: BatchRow) {
  const [timing] = await tx.query<{ ms: number }>(`SELECT round(extract(epoch FROM clock_timestamp() - started_at) * 1000)::int AS ms FROM step_runs WHERE id = $1`, [run.id]);
  const stage = { step: run.step, stage: STEP_LABELS[run.step] ?? run.step };
  await recordHistory(tx, row.id, { kind: "stage_finished", details: { ...stage, durationMs: timing?.ms ?? null, ...figuresOf(row), status: row.status } });
  if (run.step !== "Export") return;
  const workflow = row.workflow as any;
  const where = workflow.exportTarget === "DE-01"
    ? { target: "DE-01", objectIds: row.extraction_documents.filter((d: any) => d.mfilesObjectId != null).map((d: any) => ({ docNo: d.docNo, objectId: d.mfilesObjectId })) }
    : { target: workflow.exportTarget ?? "DE-03", archiveKey: workflow.archiveFileLocation ?? null };
  await recordHistory(tx, row.id, { kind: "export", details: { ...where, documents: row.extraction_documents.length } });
}

const LEASE_LOST = "Another worker took this step over; this run's result is discarded.";

const isDue = (batch: BatchRow | null, step: string): batch is BatchRow =>
  !!batch && batch.workflow.step === step && WAITING_FOR_WORKER.includes(batch.status);

/**
 * Runs one step of one batch. A job for a batch that was deleted or has moved on is dropped, so a
 * redelivered or duplicated job does nothing twice; so is a job for a step a live worker is running (the
 * batch's lease, workflow/stepLease.ts). While the step runs its lease is beaten; a stale one is taken over.
 * Any failure puts the batch in ERROR with a sentence.
 */
export async function runStep(s: Services, { batchId, step }: { batchId: string; step: string }) {
  const handler = STEPS[step];
  if (!handler || !isDue(await loadBatch(s.db, batchId), step)) return;
  const run = await claimRun(s.db, batchId, step, s.config.stepLease);
  if (!run) return; // a live worker runs this step
  const batch = await loadBatch(s.db, batchId); // read again under the lease: the previous holder may have finished
  if (!isDue(batch, step)) return dropRun(s.db, run);
  const stopBeating = startHeartbeat(s.db, run, s.config.stepLease);
  try {
    // History: the step started (after the lease and the second look, so a dropped job records nothing).
    await recordHistory(s.db, batchId, { kind: "stage_started", details: { step, stage: STEP_LABELS[step] ?? step, ...figuresOf(batch) } });
    await currentRun.run(run, async () => {
      // Tests only (STEP_TEST_PAUSE_SECONDS): a Parse step long enough to kill its worker in the middle of it.
      if (step === "Parse" && s.config.stepLease.testPauseSeconds) await new Promise((r) => setTimeout(r, s.config.stepLease.testPauseSeconds * 1000));
      await handler(s, batch);
    });
  } catch (err) {
    // Another run of the same step finished first, or took the step over: nothing to do.
    if (!(err instanceof AppError && err.statusCode === 409)) await failRun(s, run, readableFailure(step, err));
  } finally {
    stopBeating();
    await dropRun(s.db, run).catch(() => {}); // a step that ended without writing its result leaves no open lease
  }
}

/** failBatch for the run that holds the batch's lease; a run that lost it writes nothing. */
async function failRun(s: Services, run: StepRun, error: string) {
  await s.db.transaction(async (tx) => {
    if (await finishRun(tx, run, "failed")) await failBatch(tx, run.batchId, run.step, error);
  });
}

function readableFailure(step: string, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if ((err as { readable?: boolean })?.readable || err instanceof AppError || (err as Error)?.name === "ParseError") return message;
  return `${STEP_LABELS[step] ?? step} failed: ${message}`;
}

export async function failBatch(db: Queryable, batchId: string, step: string, error: string) {
  await db.query(
    `UPDATE batches SET status = 'ERROR', workflow = workflow || $2::jsonb, progress = NULL, version = version + 1, updated_at = now() WHERE id = $1`,
    [batchId, JSON.stringify({ failedState: step, error })],
  );
  await recordHistory(db, batchId, { kind: "error", details: { step, stage: STEP_LABELS[step] ?? step, message: error } });
}

/**
 * Workers in this process; also picks up batches a killed worker left in the middle of a step (at start, and
 * every few seconds those whose worker stopped beating its lease), and clears upload reservations that never
 * became batches (now and every hour).
 */
export async function startWorkers(s: Services, options: { concurrency?: number } = {}) {
  await s.queue.work<{ batchId: string; step: string }>(STEP_QUEUE, (data) => runStep(s, data), { concurrency: options.concurrency ?? 2 });
  await recoverUnfinished(s);
  s.queue.every("Re-queuing steps of stopped workers", s.config.stepLease.sweepSeconds * 1000, () => requeueStaleSteps(s));
  const sweep = () => removeAbandonedUploads(s);
  await sweep().catch((err) => console.error("Removing abandoned uploads failed:", err instanceof Error ? err.message : err));
  s.queue.every("Removing abandoned uploads", ABANDONED_UPLOAD_SWEEP_MS, sweep);
  await startWebhookWorkers(s); // webhook deliveries: their own queue and workers (webhooks/delivery.ts)
  startMailIntake(s); // job mailboxes: one watcher per mailbox across the worker processes (mail/watcher.ts)
}

export async function recoverUnfinished(s: Services) {
  const rows = await s.db.query<{ id: string; step: string }>(`SELECT id, workflow->>'step' AS step FROM batches WHERE status = ANY($1::text[])`, [WAITING_FOR_WORKER]);
  for (const row of rows) if (STEPS[row.step]) await enqueueStep(s, row.id, row.step);
}

/** The sweep: steps whose worker stopped beating are queued again; the worker that takes the job takes the lease over. */
export async function requeueStaleSteps(s: Services): Promise<number> {
  const stale = await staleRuns(s.db, s.config.stepLease);
  for (const run of stale) {
    console.warn(`Step ${run.step} of batch ${run.batchId}: worker ${run.owner} stopped beating; queued for another worker.`);
    await enqueueStep(s, run.batchId, run.step);
  }
  return stale.length;
}
