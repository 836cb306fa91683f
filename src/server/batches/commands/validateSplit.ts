import { z } from "zod";
import type { Services } from "../../services";
import { badRequest } from "../../http/errors";
import { parse } from "../../http/validate";
import { updateBatch, type BatchRow } from "../batchRepo";
import { assertAtMost, count, listIn } from "../bodyBounds";
import { enqueueStep } from "../../workflow/transitions";
import { recordHistory } from "../../history/batchHistory";
import { moveAfter, numberedDocuments } from "../../../domain/batch/transitions";
import { assertWaiting, inBatchTransaction, type BatchCommandInput } from "./batchCommand";

const documentSchema = z.object({
  docNo: z.number().int().optional(),
  mainPages: z.array(z.number({ error: "Pages must be page numbers" }).int().min(1), {
    error: "Each document needs its pages",
  }),
});
export const splitBody = z.object({
  splittedDocuments: z.array(documentSchema, { error: "splittedDocuments must be a list of documents" }),
});

const pages = (documents: { mainPages: number[] }[]) => documents.reduce((n, d) => n + d.mainPages.length, 0);

/**
 * A person's split: the batch's pages in documents, each page in one at most. Written with its history in one
 * transaction; once it stands the step after Split (cutting the documents) is queued.
 */
export async function validateSplit(s: Services, input: BatchCommandInput): Promise<BatchRow> {
  const row = await inBatchTransaction(s, input, async (tx, batch, version) => {
    assertWaiting(batch, "Split", "split validation");
    // Documents with pages use distinct pages; empty ones are dropped, and a client leaves at most one between two
    // documents, so a longer list is no split of this batch.
    const pageCount = batch.page_data.length;
    const sent = listIn(input.body, "splittedDocuments");
    assertAtMost(
      sent,
      2 * pageCount + 1,
      () => `splittedDocuments lists more documents than this batch has pages (${count(pageCount, "page")}).`,
    );
    for (const doc of sent)
      assertAtMost(
        doc?.mainPages,
        pageCount,
        () => `A document lists more pages than this batch has (${count(pageCount, "page")}).`,
      );
    const { splittedDocuments } = parse(splitBody, input.body);
    const known = new Set(batch.page_data.map((p) => p.pageNo));
    const seen = new Set<number>();
    for (const doc of splittedDocuments)
      for (const page of doc.mainPages) {
        if (!known.has(page)) throw badRequest(`Page ${page} is not in this batch.`);
        if (seen.has(page)) throw badRequest(`Page ${page} is in more than one document.`);
        seen.add(page);
      }
    const documents = numberedDocuments(splittedDocuments);
    if (!documents.length) throw badRequest("At least one document with one page is needed.");
    const { status, step } = moveAfter("Split");
    const written = await updateBatch(tx, batch.id, version, {
      status,
      splitted_documents: documents,
      workflow: { splitValidated: true, step, failedState: null, error: null },
    });
    await recordHistory(tx, batch.id, {
      kind: "validation",
      actorId: input.userId,
      details: { step: "Split", stage: "Split", pages: pages(documents), documents: documents.length },
    });
    return written;
  });
  await enqueueStep(s, row.id, row.workflow.step);
  return row;
}
