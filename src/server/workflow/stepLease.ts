import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import type { Db, Queryable } from "../db/db";
import type { WorkflowStepName } from "../../domain/batch/status";

/**
 * Step leases: which worker runs which batch's step, so that a worker that stops (killed, machine lost) is noticed
 * within a minute and its step handed to another worker, and a live worker's step is never taken from it.
 *
 * A run of a step is a row of `step_runs`; the row with `ended_at IS NULL` is the batch's lease (at most one per batch,
 * a unique index says so). The worker beats `heartbeat_at` while the step runs; a run whose heartbeat is older than
 * the stale threshold is presumed dead: every worker's sweep queues its step again, and the worker that takes the job
 * ends the dead run ('taken over') and starts its own. The step's final write is fenced on the run still being open
 * (`finishRun` in the same transaction), so a worker wrongly presumed dead cannot overwrite a newer run's result.
 * All times are the database's `now()`, so clocks of different machines do not matter.
 */

interface LeaseSettings {
  /** A run whose heartbeat is older than this is presumed dead. */
  staleSeconds: number;
  /** How often a running step beats. */
  heartbeatSeconds: number;
  /** How often each worker process looks for stale runs. */
  sweepSeconds: number;
}

/** This process as a lease owner: host, pid (so an operator, or a test, can find the process) and a random part. */
export const WORKER_ID = `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

export interface StepRun {
  id: string;
  batchId: string;
  step: WorkflowStepName;
}

/** The run the current async context belongs to (set by runStep around the step's handler). */
export const currentRun = new AsyncLocalStorage<StepRun>();

const stale = (param: string) => `now() - ${param} * interval '1 second'`;

/**
 * Takes the batch's lease for `step`: when no run is open, or the open one is stale (its worker stopped beating) or
 * of another step (the batch moved on without it). Returns the new run, or null while a live worker runs the step.
 */
export async function claimRun(
  db: Queryable,
  batchId: string,
  step: WorkflowStepName,
  settings: LeaseSettings,
  owner = WORKER_ID,
): Promise<StepRun | null> {
  await db.query(
    `UPDATE step_runs SET ended_at = now(), outcome = 'taken over'
     WHERE batch_id = $1 AND ended_at IS NULL AND (heartbeat_at < ${stale("$3")} OR step <> $2)`,
    [batchId, step, settings.staleSeconds],
  );
  const id = randomUUID();
  const rows = await db.query<{ id: string }>(
    `INSERT INTO step_runs (id, batch_id, step, owner) VALUES ($1, $2, $3, $4)
     ON CONFLICT (batch_id) WHERE ended_at IS NULL DO NOTHING RETURNING id`,
    [id, batchId, step, owner],
  );
  return rows.length ? { id, batchId, step } : null;
}

/**
 * Ends the run when it is still open. Returns false when it was not (taken over by another worker meanwhile).
 * Called in the transaction that writes the step's result: the row lock orders it against a takeover.
 */
export async function finishRun(db: Queryable, run: StepRun, outcome: "done" | "failed"): Promise<boolean> {
  const rows = await db.query(
    `UPDATE step_runs SET ended_at = now(), heartbeat_at = now(), outcome = $2 WHERE id = $1 AND ended_at IS NULL RETURNING id`,
    [run.id, outcome],
  );
  return rows.length > 0;
}

/** Forgets a run that did nothing (the batch had moved on by the time the lease was taken). */
export async function dropRun(db: Queryable, run: StepRun) {
  await db.query(`DELETE FROM step_runs WHERE id = $1 AND ended_at IS NULL`, [run.id]);
}

/**
 * Beats the run's heartbeat every `heartbeatSeconds` from an unref'd timer until stopped. When the run turns out
 * to be closed (taken over), it stops beating and says so once; the step's final write will then be refused.
 */
export function startHeartbeat(db: Db, run: StepRun, settings: LeaseSettings): () => void {
  let stopped = false;
  let busy = false;
  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = true;
    db.query(`UPDATE step_runs SET heartbeat_at = now() WHERE id = $1 AND ended_at IS NULL RETURNING id`, [run.id])
      .then((rows) => {
        if (rows.length || stopped) return;
        stopped = true;
        clearInterval(timer);
        console.error(
          `Step ${run.step} of batch ${run.batchId}: another worker took it over (this worker was presumed stopped); its result will be discarded.`,
        );
      })
      .catch((err) =>
        console.error(
          `Heartbeat of step ${run.step} of batch ${run.batchId} failed:`,
          err instanceof Error ? err.message : err,
        ),
      )
      .finally(() => {
        busy = false;
      });
  }, settings.heartbeatSeconds * 1000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/**
 * Finds runs whose worker stopped beating and returns their batch and step, each at most once per stale period
 * (`requeued_at`), so several sweeping workers queue a step once. The caller queues them again.
 */
export async function staleRuns(
  db: Queryable,
  settings: LeaseSettings,
): Promise<{ batchId: string; step: WorkflowStepName; owner: string }[]> {
  return db.query<{ batchId: string; step: WorkflowStepName; owner: string }>(
    `UPDATE step_runs SET requeued_at = now()
     WHERE ended_at IS NULL AND heartbeat_at < ${stale("$1")} AND (requeued_at IS NULL OR requeued_at < ${stale("$1")})
     RETURNING batch_id AS "batchId", step, owner`,
    [settings.staleSeconds],
  );
}
