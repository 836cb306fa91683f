import { z } from "zod";
import type { Services } from "../../services";
import { badRequest } from "../../http/errors";
import { parse } from "../../http/validate";
import { updateBatch, type BatchRow } from "../batchRepo";
import { assertAtMost, assertUnique, count, listIn } from "../bodyBounds";
import { enqueueStep } from "../../workflow/transitions";
import { onClassificationValidated } from "../../workflow/learning";
import { recordHistory } from "../../history/batchHistory";
import { moveAfter, withChosenClasses } from "../../../domain/batch/transitions";
import { assertWaiting, inBatchTransaction, type BatchCommandInput } from "./batchCommand";

export const classificationBody = z.object({
  pageData: z
    .array(
      z.object({
        pageNo: z.number({ error: "pageNo must be a page number" }).int().min(1),
        documentClass: z.union([z.string(), z.object({ _id: z.string() }).transform((c) => c._id)], {
          error: "Each page needs a document class",
        }),
      }),
      { error: "pageData must be a list of pages" },
    )
    .min(1, "pageData must list at least one page"),
});

/**
 * A person's classification: each page's class (one of the job's), every page with one. Written with its history in
 * one transaction; once it stands the classifier learns from it and the step after Classification is queued.
 */
export async function validateClassification(s: Services, input: BatchCommandInput): Promise<BatchRow> {
  const { row, before } = await inBatchTransaction(s, input, async (tx, batch, version) => {
    assertWaiting(batch, "Classification", "classification validation");
    const pageCount = batch.page_data.length;
    assertAtMost(
      listIn(input.body, "pageData"),
      pageCount,
      () => `pageData lists more pages than this batch has (${count(pageCount, "page")}).`,
    );
    const { pageData } = parse(classificationBody, input.body);
    assertUnique(
      pageData,
      (p) => p.pageNo,
      (p) => `Page ${p.pageNo} is listed more than once.`,
    );
    const classes = new Map(batch.job_snapshot.classification.documentClasses.map((c) => [c._id, c]));
    const known = new Set(batch.page_data.map((p) => p.pageNo));
    const chosen = new Map<number, { _id: string; name: string }>();
    for (const p of pageData) {
      const cls = classes.get(p.documentClass);
      if (!cls) throw badRequest(`Page ${p.pageNo}: the class is not one of this job's classes.`);
      if (!known.has(p.pageNo)) throw badRequest(`Page ${p.pageNo} is not in this batch.`);
      chosen.set(p.pageNo, cls);
    }
    const pages = withChosenClasses(batch.page_data, chosen);
    const missing = pages.find((p) => !p.documentClass);
    if (missing) throw badRequest(`Page ${missing.pageNo} has no document class.`);
    const changedPages = batch.page_data.filter(
      (p) => p.documentClass?._id !== chosen.get(p.pageNo)?._id && chosen.has(p.pageNo),
    ).length;
    const { status, step } = moveAfter("Classification");
    const written = await updateBatch(tx, batch.id, version, {
      status,
      page_data: pages,
      workflow: { classificationValidated: true, step, failedState: null, error: null },
    });
    await recordHistory(tx, batch.id, {
      kind: "validation",
      actorId: input.userId,
      details: { step: "Classification", stage: "Classification", pages: pages.length, changedPages },
    });
    return { row: written, before: batch.page_data };
  });
  await onClassificationValidated(s, row, before);
  await enqueueStep(s, row.id, row.workflow.step);
  return row;
}
