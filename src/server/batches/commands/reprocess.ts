import { z } from "zod";
import type { Services } from "../../services";
import { conflict } from "../../http/errors";
import { parse } from "../../http/validate";
import { updateBatch, type BatchRow } from "../batchRepo";
import { enqueueStep } from "../../workflow/transitions";
import { recordHistory } from "../../history/batchHistory";
import { awaitsUser, reprocessOptions } from "../../../domain/batch/status";
import { REPROCESS_STEPS, reprocessChange, type ReprocessStep } from "../../../domain/batch/transitions";
import { inBatchTransaction, type BatchCommandInput } from "./batchCommand";
import type { ExtractionDocument } from "../../../domain/entities";

const reprocessBody = z
  .object({
    nextWorkflowAction: z.enum(REPROCESS_STEPS as [ReprocessStep, ...ReprocessStep[]], {
      error: "Choose a step to re-process",
    }),
  })
  .passthrough();

/**
 * A stage run again: that stage and what follows it reset as the transition table says, written with its history in
 * one transaction; then the stage is queued.
 */
export async function reprocess(s: Services, input: BatchCommandInput): Promise<BatchRow> {
  const row = await inBatchTransaction(s, input, async (tx, batch, version) => {
    const { nextWorkflowAction } = parse(reprocessBody, input.body);
    // An exported batch may be exported again (e.g. after fixing the target); ids recorded per document prevent duplicates.
    if (!(awaitsUser(batch.status) || batch.status === "EXPORTED"))
      throw conflict("The batch is being processed; re-process it once it waits for you.", "conflict_state");
    const option = reprocessOptions(batch.workflow).find((o) => o.value === nextWorkflowAction)!;
    if (!option.enabled)
      throw conflict(
        `${option.label} cannot be re-processed before the step before it is validated.`,
        "conflict_state",
      );
    type Row = typeof batch;
    const { step, ...change } = reprocessChange<
      Row["page_data"][number],
      Row["splitted_documents"][number],
      ExtractionDocument
    >(nextWorkflowAction, batch);
    const written = await updateBatch(tx, batch.id, version, {
      ...change,
      progress: null,
      workflow: { ...change.workflow, step, failedState: null, error: null },
    });
    await recordHistory(tx, batch.id, {
      kind: "reprocess",
      actorId: input.userId,
      details: { step: nextWorkflowAction, stage: option.label, fromStatus: batch.status },
    });
    return written;
  });
  await enqueueStep(s, row.id, row.workflow.step);
  return row;
}
