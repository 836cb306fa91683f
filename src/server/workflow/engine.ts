import type { Services } from "../services";
import { AppError, PersonFacingError } from "../errors";
import { loadBatch, type BatchRow } from "../batches/batchRepo";
import { claimRun, currentRun, dropRun, finishRun, staleRuns, startHeartbeat, type StepRun } from "./stepLease";
import {
  advance,
  enqueueStep,
  failBatch,
  isWorkerStep,
  stageLabel,
  STEP_QUEUE,
  WAITING_FOR_WORKER,
  type StepOutcome,
  type WorkerStep,
} from "./transitions";
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
import { servicesForStep } from "./stepStorage";

/** What each step a worker runs does (steps/*.ts): it returns its outcome, which only the engine writes and moves on. */
const STEPS: Record<WorkerStep, (s: Services, batch: BatchRow) => Promise<StepOutcome>> = {
  Parse: parseStep,
  Classification: classifyStep,
  MasterKeyIdentification: masterKeyStep,
  Split: splitStep,
  SplitDocument: splitDocumentStep,
  Extraction: extractionStep,
  Export: exportStep,
};

const isDue = (batch: BatchRow | null, step: WorkerStep): batch is BatchRow =>
  !!batch && batch.workflow.step === step && WAITING_FOR_WORKER.includes(batch.status);

/**
 * Runs one step of one batch. A job for a batch that was deleted or has moved on is dropped, so a
 * redelivered or duplicated job does nothing twice; so is a job for a step a live worker is running (the
 * batch's lease, workflow/stepLease.ts). While the step runs its lease is beaten; a stale one is taken over.
 * Any failure puts the batch in ERROR with a sentence. A batch deleted while its step runs keeps none of the files the
 * step writes after the delete (stepStorage.ts).
 */
export async function runStep(s: Services, { batchId, step }: { batchId: string; step: string }) {
  if (!isWorkerStep(step) || !isDue(await loadBatch(s.db, batchId), step)) return;
  const handler = STEPS[step];
  const run = await claimRun(s.db, batchId, step, s.config.stepLease);
  if (!run) return; // a live worker runs this step
  const batch = await loadBatch(s.db, batchId); // read again under the lease: the previous holder may have finished
  if (!isDue(batch, step)) return dropRun(s.db, run);
  const stopBeating = startHeartbeat(s.db, run, s.config.stepLease);
  try {
    // History: the step started (after the lease and the second look, so a dropped job records nothing).
    await recordHistory(s.db, batchId, {
      kind: "stage_started",
      details: { step, stage: stageLabel(step), ...figuresOf(batch) },
    });
    await currentRun.run(run, async () => {
      // Tests only (STEP_TEST_PAUSE_SECONDS): a Parse step long enough to kill its worker in the middle of it.
      if (step === "Parse" && s.config.stepLease.testPauseSeconds)
        await new Promise((r) => setTimeout(r, s.config.stepLease.testPauseSeconds * 1000));
      // Its files are fenced on the batch still existing: a batch deleted meanwhile gets none back (stepStorage.ts).
      const outcome = await handler(servicesForStep(s, batchId, batch.organization_id), batch);
      // The outcome is written on the run's lease and the next step queued (transitions.ts).
      await advance(s, outcome.batch, { ...outcome.change, nextStep: outcome.next });
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

/** The sentence a failed step leaves on its batch (workflow.error). */
export function readableFailure(step: WorkerStep, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  // A sentence a person reads (a step's own, the parser's, an AppError): as it is. Anything else is a bug or an outage.
  if (err instanceof PersonFacingError) return message;
  return `${stageLabel(step)} failed: ${message}`;
}

/**
 * Workers in this process; also picks up batches a killed worker left in the middle of a step (at start, and
 * every few seconds those whose worker stopped beating its lease), and clears upload reservations that never
 * became batches (now and every hour).
 */
export async function startWorkers(s: Services, options: { concurrency?: number } = {}) {
  await s.queue.work<{ batchId: string; step: string }>(STEP_QUEUE, (data) => runStep(s, data), {
    concurrency: options.concurrency ?? 2,
  });
  await recoverUnfinished(s);
  s.queue.every("Re-queuing steps of stopped workers", s.config.stepLease.sweepSeconds * 1000, () =>
    requeueStaleSteps(s),
  );
  const sweep = () => removeAbandonedUploads(s);
  await sweep().catch((err) =>
    console.error("Removing abandoned uploads failed:", err instanceof Error ? err.message : err),
  );
  s.queue.every("Removing abandoned uploads", ABANDONED_UPLOAD_SWEEP_MS, sweep);
  await startWebhookWorkers(s); // webhook deliveries: their own queue and workers (webhooks/delivery.ts)
  startMailIntake(s); // job mailboxes: one watcher per mailbox across the worker processes (mail/watcher.ts)
}

async function recoverUnfinished(s: Services) {
  const rows = await s.db.query<{ id: string; step: string }>(
    `SELECT id, workflow->>'step' AS step FROM batches WHERE status = ANY($1::text[])`,
    [WAITING_FOR_WORKER],
  );
  for (const row of rows) if (isWorkerStep(row.step)) await enqueueStep(s, row.id, row.step);
}

/** The sweep: steps whose worker stopped beating are queued again; the worker that takes the job takes the lease over. */
async function requeueStaleSteps(s: Services): Promise<number> {
  const stale = await staleRuns(s.db, s.config.stepLease);
  for (const run of stale) {
    console.warn(
      `Step ${run.step} of batch ${run.batchId}: worker ${run.owner} stopped beating; queued for another worker.`,
    );
    await enqueueStep(s, run.batchId, run.step);
  }
  return stale.length;
}
