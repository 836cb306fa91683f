import type { Services } from "../services";
import type { Queryable } from "../db/db";
import { conflict } from "../http/errors";
import { updateBatch, type BatchChange, type BatchRow } from "../batches/batchRepo";
import { currentRun, finishRun, type StepRun } from "./stepLease";
import { figuresOf, recordHistory } from "../history/batchHistory";
import type { BatchStatus, WorkflowStepName } from "../../domain/batch/status";

/**
 * How a batch moves from step to step: the steps a worker runs, the statuses in which a step waits for a worker,
 * and the moves themselves: enqueueStep, advance (a step's or a route's result written, the next step queued) and
 * failBatch. The steps (steps/*.ts) and the batch routes move a batch through here; the engine (engine.ts) runs
 * the steps and is imported only by the processes that start workers.
 */

export const STEP_QUEUE = "batch-step";

/** Steps the workers run by themselves; the others ('End', and a step waiting in USER_VALIDATION) wait for a person. */
export const WORKER_STEPS = ["Parse", "Classification", "MasterKeyIdentification", "Split", "SplitDocument", "Extraction", "Export"] as const satisfies readonly WorkflowStepName[];
export type WorkerStep = (typeof WORKER_STEPS)[number];

export const isWorkerStep = (step: string): step is WorkerStep => (WORKER_STEPS as readonly string[]).includes(step);

const STEP_LABELS: Record<WorkerStep, string> = {
  Parse: "Parsing",
  Classification: "Classification",
  MasterKeyIdentification: "Master-key identification",
  Split: "Split",
  SplitDocument: "Document splitting",
  Extraction: "Extraction",
  Export: "Export",
};

/** A step's name for people ('Document splitting'), as the history and the error sentences say it. */
export const stageLabel = (step: string): string => (isWorkerStep(step) ? STEP_LABELS[step] : step);

/** Statuses in which a step is waiting for a worker or running. */
export const WAITING_FOR_WORKER: readonly BatchStatus[] = ["BATCH_CREATED", "START_DOC_PARSING", "COMPLETE_DOC_PARSING", "CLASSIFYING", "MASTER_KEY_IDENTIFICATION", "SPLITTING", "EXTRACTING", "EXPORTING"];

const LEASE_LOST = "Another worker took this step over; this run's result is discarded.";

export async function enqueueStep(s: Services, batchId: string, step: WorkflowStepName) {
  await s.queue.send(STEP_QUEUE, { batchId, step });
}

/** Moves the batch on: writes the change (version-checked) and queues the next step when a worker should run it. */
export async function advance(s: Services, batch: BatchRow, change: BatchChange & { nextStep?: WorkflowStepName }): Promise<BatchRow> {
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
  if (nextStep && isWorkerStep(nextStep)) await enqueueStep(s, batch.id, nextStep);
  return row;
}

/** History: the step's end with its duration (from its run's start) and figures; Export also names where it went. */
async function recordStageFinished(tx: Queryable, run: StepRun, row: BatchRow) {
  const [timing] = await tx.query<{ ms: number }>(`SELECT round(extract(epoch FROM clock_timestamp() - started_at) * 1000)::int AS ms FROM step_runs WHERE id = $1`, [run.id]);
  const stage = { step: run.step, stage: stageLabel(run.step) };
  await recordHistory(tx, row.id, { kind: "stage_finished", details: { ...stage, durationMs: timing?.ms ?? null, ...figuresOf(row), status: row.status } });
  if (run.step !== "Export") return;
  const workflow = row.workflow;
  const where = workflow.exportTarget === "DE-01"
    ? { target: "DE-01", objectIds: row.extraction_documents.filter((d: any) => d.mfilesObjectId != null).map((d: any) => ({ docNo: d.docNo, objectId: d.mfilesObjectId })) }
    : { target: workflow.exportTarget ?? "DE-03", archiveKey: workflow.archiveFileLocation ?? null };
  await recordHistory(tx, row.id, { kind: "export", details: { ...where, documents: row.extraction_documents.length } });
}

/** The batch in ERROR with a sentence, the step that failed kept for the screens and a re-process. */
export async function failBatch(db: Queryable, batchId: string, step: WorkflowStepName, error: string) {
  await db.query(
    `UPDATE batches SET status = 'ERROR', workflow = workflow || $2::jsonb, progress = NULL, version = version + 1, updated_at = now() WHERE id = $1`,
    [batchId, JSON.stringify({ failedState: step, error })],
  );
  await recordHistory(db, batchId, { kind: "error", details: { step, stage: stageLabel(step), message: error } });
}
