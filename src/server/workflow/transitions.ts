import type { Services } from "../services";
import type { Queryable } from "../db/db";
import { conflict } from "../http/errors";
import { updateBatch, type BatchChange, type BatchRow } from "../batches/batchRepo";
import { currentRun, finishRun, type StepRun } from "./stepLease";
import { figuresOf, recordHistory } from "../history/batchHistory";
import type { WorkflowStepName } from "../../domain/batch/status";
import { isWorkerStep, moveAfter, TRANSITIONS, type WorkerStep } from "../../domain/batch/transitions";

/**
 * How a batch moves from step to step. The transition table (src/domain/batch/transitions.ts) says where: the steps a
 * worker runs, their statuses, labels and next steps, what a re-process clears, how a person's edits merge. Here are
 * the moves: enqueueStep, advance (a step's result written, the next step queued) and failBatch. A step (steps/*.ts)
 * returns its outcome (moveOn, waitForPerson) and the engine (engine.ts, imported only by the processes that start
 * workers) advances the batch with it; the batch commands (batches/commands/) write and queue through here too.
 */

export const STEP_QUEUE = "batch-step";

export { isWorkerStep, WAITING_FOR_WORKER, WORKER_STEPS, type WorkerStep } from "../../domain/batch/transitions";

/** A step's name for people ('Document splitting'), as the history and the error sentences say it (the table's label). */
export const stageLabel = (step: string): string => (isWorkerStep(step) ? TRANSITIONS[step].label : step);

/**
 * What a step hands back to the engine, which writes it (advance) and queues what comes next: the batch as the step
 * last wrote it (the result is written against its version), what changed, and the next step, if any.
 */
export interface StepOutcome {
  batch: BatchRow;
  change: BatchChange;
  /** Set as workflow.step, and queued when a worker runs it; none while the batch waits for a person at this step. */
  next?: WorkflowStepName;
}

/** A step done, the batch moves on to the step after it in the table (in that step's status). */
export function moveOn(batch: BatchRow, step: WorkerStep, change: BatchChange): StepOutcome {
  const { status, step: next } = moveAfter(step);
  return { batch, change: { ...change, status }, next };
}

/** A step done, the batch waits for a person to check it. */
export function waitForPerson(batch: BatchRow, step: WorkerStep, change: BatchChange): StepOutcome {
  return { batch, change: { ...change, status: "USER_VALIDATION", workflow: { ...change.workflow, step } } };
}

const LEASE_LOST = "Another worker took this step over; this run's result is discarded.";

export async function enqueueStep(s: Services, batchId: string, step: WorkflowStepName) {
  await s.queue.send(STEP_QUEUE, { batchId, step });
}

/** Moves the batch on: writes a step's outcome (version-checked) and queues the next step when a worker should run it. */
export async function advance(
  s: Services,
  batch: BatchRow,
  change: BatchChange & { nextStep?: WorkflowStepName },
): Promise<BatchRow> {
  const { nextStep, ...rest } = change;
  const write = (db: Queryable) =>
    updateBatch(db, batch.id, batch.version, {
      ...rest,
      workflow: { ...rest.workflow, ...(nextStep ? { step: nextStep } : {}) },
    });
  // Inside a step: the result is written only while this run still holds the batch's lease, and ends the run.
  const run = currentRun.getStore();
  const row =
    run && run.batchId === batch.id
      ? await s.db.transaction(async (tx) => {
          if (!(await finishRun(tx, run, "done"))) throw conflict(LEASE_LOST);
          const written = await write(tx);
          await recordStageFinished(tx, run, written);
          return written;
        })
      : await write(s.db);
  if (nextStep && isWorkerStep(nextStep)) await enqueueStep(s, batch.id, nextStep);
  return row;
}

/** History: the step's end with its duration (from its run's start) and figures; Export also names where it went. */
async function recordStageFinished(tx: Queryable, run: StepRun, row: BatchRow) {
  const [timing] = await tx.query<{ ms: number }>(
    `SELECT round(extract(epoch FROM clock_timestamp() - started_at) * 1000)::int AS ms FROM step_runs WHERE id = $1`,
    [run.id],
  );
  const stage = { step: run.step, stage: stageLabel(run.step) };
  await recordHistory(tx, row.id, {
    kind: "stage_finished",
    details: { ...stage, durationMs: timing?.ms ?? null, ...figuresOf(row), status: row.status },
  });
  if (run.step !== "Export") return;
  const workflow = row.workflow;
  const where =
    workflow.exportTarget === "DE-01"
      ? {
          target: "DE-01",
          objectIds: row.extraction_documents
            .filter((d) => d.mfilesObjectId != null)
            .map((d) => ({ docNo: d.docNo, objectId: d.mfilesObjectId })),
        }
      : { target: workflow.exportTarget ?? "DE-03", archiveKey: workflow.archiveFileLocation ?? null };
  await recordHistory(tx, row.id, {
    kind: "export",
    details: { ...where, documents: row.extraction_documents.length },
  });
}

/** The batch in ERROR with a sentence, the step that failed kept for the screens and a re-process. */
export async function failBatch(db: Queryable, batchId: string, step: WorkflowStepName, error: string) {
  await db.query(
    `UPDATE batches SET status = 'ERROR', workflow = workflow || $2::jsonb, progress = NULL, version = version + 1, updated_at = now() WHERE id = $1`,
    [batchId, JSON.stringify({ failedState: step, error })],
  );
  await recordHistory(db, batchId, { kind: "error", details: { step, stage: stageLabel(step), message: error } });
}
