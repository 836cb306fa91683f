import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Services } from "../services";
import { authOf, orgOf } from "../http/access";
import { badRequest, conflict, notFound } from "../http/errors";
import { isId, parse } from "../http/validate";
import { awaitsUser, REPROCESS_STEPS, reprocessOptions, type WorkflowStepName } from "../../domain/batch/status";
import { findBatch, toBatchDto, updateBatch, type BatchChange, type BatchRow } from "./batchRepo";
import { versionToChange } from "./batchVersion";
import { assertAtMost, assertUnique, count, listIn } from "./bodyBounds";
import { enqueueStep } from "../workflow/transitions";
import { onClassificationValidated } from "../workflow/learning";
import { recordHistory } from "../history/batchHistory";
import type { ExtractionDocument } from "../../domain/entities";

type IdParams = { Params: { id: string } };
const batchId = (id: string) => {
  if (!isId(id)) throw notFound("The batch");
  return id;
};

function assertWaiting(batch: BatchRow, step: WorkflowStepName, what: string) {
  if (batch.status !== "USER_VALIDATION" || batch.workflow.step !== step) throw conflict(`This batch is not waiting for ${what}; reload it to see where it is.`, "conflict_state");
}

export const classificationBody = z.object({
  pageData: z
    .array(
      z.object({
        pageNo: z.number({ error: "pageNo must be a page number" }).int().min(1),
        documentClass: z.union([z.string(), z.object({ _id: z.string() }).transform((c) => c._id)], { error: "Each page needs a document class" }),
      }),
      { error: "pageData must be a list of pages" },
    )
    .min(1, "pageData must list at least one page"),
});

const documentSchema = z.object({
  docNo: z.number().int().optional(),
  mainPages: z.array(z.number({ error: "Pages must be page numbers" }).int().min(1), { error: "Each document needs its pages" }),
});
export const splitBody = z.object({ splittedDocuments: z.array(documentSchema, { error: "splittedDocuments must be a list of documents" }) });

/** What a re-process of a step resets: that step and everything after it. */
function resetFrom(step: WorkflowStepName, batch: BatchRow): BatchChange & { nextStep: WorkflowStepName } {
  const cleared = { extraction_documents: [] as ExtractionDocument[] };
  switch (step) {
    case "Classification":
      return {
        status: "CLASSIFYING",
        ...cleared,
        page_data: batch.page_data.map((p) => ({ ...p, documentClass: null, confidence: null, masterKeyData: null })),
        splitted_documents: batch.merged_document?.initialDocuments ?? batch.splitted_documents,
        workflow: { classificationValidated: false, splitValidated: false, extractionValidated: false },
        nextStep: "Classification",
      };
    case "MasterKeyIdentification":
      return {
        status: "MASTER_KEY_IDENTIFICATION",
        ...cleared,
        page_data: batch.page_data.map((p) => ({ ...p, masterKeyData: null })),
        workflow: { splitValidated: false, extractionValidated: false },
        nextStep: "MasterKeyIdentification",
      };
    case "Split":
      return { status: "SPLITTING", ...cleared, workflow: { splitValidated: false, extractionValidated: false }, nextStep: "Split" };
    case "Extraction":
      return { status: "EXTRACTING", workflow: { extractionValidated: false }, nextStep: "Extraction" };
    default:
      return { status: "EXPORTING", nextStep: "Export" };
  }
}

const pages = (documents: { mainPages: number[] }[]) => documents.reduce((n, d) => n + d.mainPages.length, 0);

export async function validationRoutes(app: FastifyInstance, s: Services) {
  const { db, storage } = s;
  const edit = { config: { access: { entity: "batch" as const, action: "edit" as const } } };

  app.patch<IdParams>("/batch/classificationvalidate/:id", edit, async (req) => {
    const batch = await findBatch(db, orgOf(req), batchId(req.params.id));
    const version = versionToChange(req, batch);
    assertWaiting(batch, "Classification", "classification validation");
    const pageCount = batch.page_data.length;
    assertAtMost(listIn(req.body, "pageData"), pageCount, () => `pageData lists more pages than this batch has (${count(pageCount, "page")}).`);
    const { pageData } = parse(classificationBody, req.body);
    assertUnique(pageData, (p) => p.pageNo, (p) => `Page ${p.pageNo} is listed more than once.`);
    const classes = new Map(batch.job_snapshot.classification.documentClasses.map((c) => [c._id, c]));
    const known = new Set(batch.page_data.map((p) => p.pageNo));
    const chosen = new Map<number, { _id: string; name: string }>();
    for (const p of pageData) {
      const cls = classes.get(p.documentClass);
      if (!cls) throw badRequest(`Page ${p.pageNo}: the class is not one of this job's classes.`);
      if (!known.has(p.pageNo)) throw badRequest(`Page ${p.pageNo} is not in this batch.`);
      chosen.set(p.pageNo, cls);
    }
    const pages = batch.page_data.map((p) => ({ ...p, documentClass: chosen.get(p.pageNo) ?? p.documentClass }));
    const missing = pages.find((p) => !p.documentClass);
    if (missing) throw badRequest(`Page ${missing.pageNo} has no document class.`);
    const changedPages = batch.page_data.filter((p) => p.documentClass?._id !== chosen.get(p.pageNo)?._id && chosen.has(p.pageNo)).length;
    const row = await db.transaction(async (tx) => {
      const written = await updateBatch(tx, batch.id, version, {
        status: "MASTER_KEY_IDENTIFICATION",
        page_data: pages,
        workflow: { classificationValidated: true, step: "MasterKeyIdentification", failedState: null, error: null },
      });
      await recordHistory(tx, batch.id, { kind: "validation", actorId: authOf(req).userId, details: { step: "Classification", stage: "Classification", pages: pages.length, changedPages } });
      return written;
    });
    await onClassificationValidated(s, row, batch.page_data);
    await enqueueStep(s, row.id, "MasterKeyIdentification");
    return toBatchDto(row, storage);
  });

  app.patch<IdParams>("/batch/splitvalidate/:id", edit, async (req) => {
    const batch = await findBatch(db, orgOf(req), batchId(req.params.id));
    const version = versionToChange(req, batch);
    assertWaiting(batch, "Split", "split validation");
    // Documents with pages use distinct pages; empty ones are dropped, and a client leaves at most one between two
    // documents, so a longer list is no split of this batch.
    const pageCount = batch.page_data.length;
    const sent = listIn(req.body, "splittedDocuments");
    assertAtMost(sent, 2 * pageCount + 1, () => `splittedDocuments lists more documents than this batch has pages (${count(pageCount, "page")}).`);
    for (const doc of sent)
      assertAtMost(doc?.mainPages, pageCount, () => `A document lists more pages than this batch has (${count(pageCount, "page")}).`);
    const { splittedDocuments } = parse(splitBody, req.body);
    const known = new Set(batch.page_data.map((p) => p.pageNo));
    const seen = new Set<number>();
    for (const doc of splittedDocuments)
      for (const page of doc.mainPages) {
        if (!known.has(page)) throw badRequest(`Page ${page} is not in this batch.`);
        if (seen.has(page)) throw badRequest(`Page ${page} is in more than one document.`);
        seen.add(page);
      }
    // Empty documents are dropped and the rest numbered from 1, whatever the client sent.
    const documents = splittedDocuments.filter((d) => d.mainPages.length).map((d, i) => ({ docNo: i + 1, totalPages: d.mainPages.length, mainPages: d.mainPages }));
    if (!documents.length) throw badRequest("At least one document with one page is needed.");
    const row = await db.transaction(async (tx) => {
      const written = await updateBatch(tx, batch.id, version, {
        status: "SPLITTING",
        splitted_documents: documents,
        workflow: { splitValidated: true, step: "SplitDocument", failedState: null, error: null },
      });
      await recordHistory(tx, batch.id, { kind: "validation", actorId: authOf(req).userId, details: { step: "Split", stage: "Split", pages: pages(documents), documents: documents.length } });
      return written;
    });
    await enqueueStep(s, row.id, "SplitDocument");
    return toBatchDto(row, storage);
  });

  app.patch<IdParams>("/batch/reprocess/:id", { config: { access: { entity: "batch", action: "reprocess" } } }, async (req) => {
    const batch = await findBatch(db, orgOf(req), batchId(req.params.id));
    const version = versionToChange(req, batch);
    const { nextWorkflowAction } = parse(z.object({ nextWorkflowAction: z.enum(REPROCESS_STEPS as [WorkflowStepName, ...WorkflowStepName[]], { error: "Choose a step to re-process" }) }).passthrough(), req.body);
    // An exported batch may be exported again (e.g. after fixing the target); ids recorded per document prevent duplicates.
    if (!(awaitsUser(batch.status) || batch.status === "EXPORTED")) throw conflict("The batch is being processed; re-process it once it waits for you.", "conflict_state");
    const option = reprocessOptions(batch.workflow as Parameters<typeof reprocessOptions>[0]).find((o) => o.value === nextWorkflowAction)!;
    if (!option.enabled) throw conflict(`${option.label} cannot be re-processed before the step before it is validated.`, "conflict_state");
    const { nextStep, ...change } = resetFrom(nextWorkflowAction, batch);
    const row = await db.transaction(async (tx) => {
      const written = await updateBatch(tx, batch.id, version, { ...change, progress: null, workflow: { ...change.workflow, step: nextStep, failedState: null, error: null } });
      await recordHistory(tx, batch.id, { kind: "reprocess", actorId: authOf(req).userId, details: { step: nextWorkflowAction, stage: option.label, fromStatus: batch.status } });
      return written;
    });
    await enqueueStep(s, row.id, nextStep);
    return toBatchDto(row, storage);
  });
}
