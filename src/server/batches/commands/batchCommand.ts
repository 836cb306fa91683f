import type { Services } from "../../services";
import type { Queryable } from "../../db/db";
import { conflict } from "../../http/errors";
import { findBatch, type BatchRow } from "../batchRepo";
import { versionToWrite } from "../batchVersion";
import type { WorkflowStepName } from "../../../domain/batch/status";

/**
 * What a route hands a batch command: whose batch, who asks, the If-Match header as sent (checked against the batch
 * once it is read) and the body, which the command bounds by what the batch holds before it parses it.
 */
export interface BatchCommandInput {
  orgId: string;
  batchId: string;
  userId: string;
  ifMatch: string | undefined;
  body: unknown;
}

/**
 * Runs a command's reading and writing in one transaction: the batch read, its version checked, then `fn` checks the
 * body, writes the change and its history with `tx`. A refusal anywhere rolls it all back.
 */
export function inBatchTransaction<T>(
  s: Services,
  input: BatchCommandInput,
  fn: (tx: Queryable, batch: BatchRow, version: number) => Promise<T>,
): Promise<T> {
  return s.db.transaction(async (tx) => {
    const batch = await findBatch(tx, input.orgId, input.batchId);
    return fn(tx, batch, versionToWrite(batch, input.ifMatch));
  });
}

/** A validation applies only while the batch waits for a person at that step. */
export function assertWaiting(batch: BatchRow, step: WorkflowStepName, what: string) {
  if (batch.status !== "USER_VALIDATION" || batch.workflow.step !== step)
    throw conflict(`This batch is not waiting for ${what}; reload it to see where it is.`, "conflict_state");
}
