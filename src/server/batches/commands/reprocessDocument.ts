import { z } from "zod";
import type { Services } from "../../services";
import { badRequest } from "../../http/errors";
import { parse } from "../../http/validate";
import { updateBatch, type BatchRow } from "../batchRepo";
import { enqueueStep } from "../../workflow/transitions";
import { changedValues, recordHistory } from "../../history/batchHistory";
import { TRANSITIONS } from "../../../domain/batch/transitions";
import { inBatchTransaction, type BatchCommandInput } from "./batchCommand";
import { assertAtExtraction, boundedBody, mergeEdits, unchangedEdits, validateBody } from "./extractionEdits";

const reprocessDocumentBody = validateBody.extend({
  reprocessDocNo: z.number({ error: "reprocessDocNo is required" }).int(),
});

/**
 * One document extracted again: the person's edits so far are kept (merged as a validation merges them), the document
 * is marked for the Extraction step, written with the changed values and the re-process in the history in one
 * transaction; then Extraction is queued.
 */
export async function reprocessDocument(s: Services, input: BatchCommandInput): Promise<BatchRow> {
  const row = await inBatchTransaction(s, input, async (tx, batch, version) => {
    assertAtExtraction(batch);
    const body = parse(reprocessDocumentBody, boundedBody(batch, input.body));
    const documents = await mergeEdits(
      tx,
      batch,
      body.extractionDocuments.length ? body.extractionDocuments : unchangedEdits(batch.extraction_documents),
    );
    const target = documents.find((d) => d.docNo === body.reprocessDocNo);
    if (!target) throw badRequest(`Document ${body.reprocessDocNo} is not in this batch.`);
    const who = input.userId;
    const changes = changedValues(batch.extraction_documents, documents);
    const written = await updateBatch(tx, batch.id, version, {
      status: TRANSITIONS.Extraction.status,
      extraction_documents: documents.map((d) => (d.docNo === body.reprocessDocNo ? { ...d, reprocess: true } : d)),
      workflow: { step: "Extraction", extractionValidated: false },
    });
    await recordHistory(
      tx,
      batch.id,
      ...changes.map((details) => ({ kind: "value_changed" as const, actorId: who, details })),
      {
        kind: "reprocess",
        actorId: who,
        details: { step: "Extraction", stage: "Extraction", docNo: body.reprocessDocNo },
      },
    );
    return written;
  });
  await enqueueStep(s, row.id, "Extraction");
  return row;
}
