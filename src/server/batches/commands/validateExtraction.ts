import type { Services } from "../../services";
import { badRequest } from "../../http/errors";
import { parse } from "../../http/validate";
import { updateBatch, type BatchRow } from "../batchRepo";
import { enqueueStep } from "../../workflow/transitions";
import { onExtractionCorrected } from "../../workflow/learning";
import { afterExtractionSaved } from "../../straightThrough/straightThrough";
import { changedValues, recordHistory } from "../../history/batchHistory";
import { moveAfter } from "../../../domain/batch/transitions";
import { inBatchTransaction, type BatchCommandInput } from "./batchCommand";
import { assertAtExtraction, boundedBody, mergeEdits, validateBody } from "./extractionEdits";

/**
 * A person's extraction edits, saved; once every document is validated the batch moves on to Export. The documents,
 * each changed value and the validation go to the batch and its history in one transaction. Once that stands, the
 * extractor learns from the corrections, the straight-through bookkeeping follows the values, and Export is queued.
 */
export async function validateExtraction(s: Services, input: BatchCommandInput): Promise<BatchRow> {
  const { row, documents, done } = await inBatchTransaction(s, input, async (tx, batch, version) => {
    assertAtExtraction(batch);
    const { extractionDocuments } = parse(validateBody, boundedBody(batch, input.body));
    if (!extractionDocuments.length) throw badRequest("At least one document is needed.");
    const documents = await mergeEdits(tx, batch, extractionDocuments);
    const done = documents.every((d) => d.validated);
    const changes = changedValues(batch.extraction_documents, documents);
    const { status, step } = moveAfter("Extraction");
    const written = await updateBatch(tx, batch.id, version, {
      extraction_documents: documents,
      ...(done ? { status, workflow: { extractionValidated: true, step, failedState: null, error: null } } : {}),
    });
    // History: each changed value (field, from, to), then the validation itself.
    const who = input.userId;
    await recordHistory(
      tx,
      batch.id,
      ...changes.map((details) => ({ kind: "value_changed" as const, actorId: who, details })),
      {
        kind: "validation",
        actorId: who,
        details: {
          step: "Extraction",
          stage: "Extraction",
          complete: done,
          documents: documents.length,
          validatedDocuments: documents.filter((d) => d.validated).length,
          changedValues: changes.length,
        },
      },
    );
    return { row: written, documents, done };
  });
  // Taught only once the version-checked write stood: an edit refused with 409 teaches nothing.
  await onExtractionCorrected(s, row, documents);
  await afterExtractionSaved(s, row, input.userId); // issue 15: fingerprints follow the values; QA results
  if (done) await enqueueStep(s, row.id, row.workflow.step);
  return row;
}
