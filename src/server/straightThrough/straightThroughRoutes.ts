import type { RouteDoc } from "../http/apiDocs";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Services } from "../services";
import { orgOf } from "../http/access";
import { badRequest, conflict, notFound } from "../http/errors";
import { isId, parse } from "../http/validate";
import { findBatch, toBatchDto, updateBatch } from "../batches/batchRepo";
import { versionToChange } from "../batches/batchVersion";
import { docKeyOf, duplicateSentence } from "./judge";
import { stpAccuracy } from "./straightThrough";

const notDuplicateBody = z.object({
  docNo: z.number({ error: "docNo is required" }).int(),
  fileLocation: z.string().nullish(),
});

/**
 * Issue 15: GET /straight-through/accuracy[?jobId=] (the QA sample's measured accuracy) and
 * POST /batch/{id}/not-duplicate (a person says a flagged document is no duplicate; recorded on the document).
 */
export async function straightThroughRoutes(app: FastifyInstance, s: Services) {
  app.get<{ Querystring: { jobId?: string } }>(
    "/straight-through/accuracy",
    {
      config: {
        access: { entity: "batch", action: "view" },
        docs: {
          summary: "The measured accuracy of straight-through processing",
          description:
            "From the QA sample (a job's `extraction.qaSampleShare`): documents that would have passed were checked by a person; what they changed is counted.",
          answer:
            "`{documents, documentsUnchanged, values, valuesChanged, valueAccuracy, documentAccuracy, jobs: [{jobId, ...}]}` over the organization's QA documents, or one job's with `?jobId=`.",
        } satisfies RouteDoc,
      },
    },
    async (req) => {
      const jobId = req.query.jobId || null;
      if (jobId !== null && !isId(jobId)) throw notFound("The job");
      return stpAccuracy(s, orgOf(req), jobId);
    },
  );

  app.post<{ Params: { id: string } }>(
    "/batch/:id/not-duplicate",
    {
      config: {
        access: { entity: "batch", action: "edit" },
        docs: {
          summary: "Say a document flagged as a possible duplicate is none",
          bodyDescription:
            "`{docNo, fileLocation?}`: the flagged document (by its file when given, else its number). Send If-Match with the batch's version.",
          answer: "The batch, the document's flag cleared and the clearing recorded (`duplicateCleared`: of, by, at).",
          errors: {
            409: "The batch is not waiting for extraction validation, or it changed since it was read (If-Match).",
          },
        } satisfies RouteDoc,
      },
    },
    async (req) => {
      if (!isId(req.params.id)) throw notFound("The batch");
      const batch = await findBatch(s.db, orgOf(req), req.params.id);
      const version = versionToChange(req, batch);
      if (batch.status !== "USER_VALIDATION" || batch.workflow.step !== "Extraction")
        throw conflict(
          "This batch is not waiting for extraction validation; reload it to see where it is.",
          "conflict_state",
        );
      const body = parse(notDuplicateBody, req.body);
      const doc =
        (typeof body.fileLocation === "string" &&
          batch.extraction_documents.find((d) => d.fileLocation === body.fileLocation)) ||
        batch.extraction_documents.find((d) => d.docNo === body.docNo);
      if (!doc) throw badRequest(`Document ${body.docNo} is not in this batch.`);
      if (!doc.duplicateOf) throw badRequest(`Doc ${doc.docNo} is not flagged as a possible duplicate.`);
      const of = doc.duplicateOf;
      const cleared = {
        ...doc,
        duplicateOf: undefined,
        duplicateCleared: { of, by: req.auth?.userId ?? null, at: new Date().toISOString() },
        review: Array.isArray(doc.review)
          ? doc.review.filter((r: string) => r !== `${duplicateSentence(of)}.`)
          : doc.review,
      };
      const row = await updateBatch(s.db, batch.id, version, {
        extraction_documents: batch.extraction_documents.map((d) => (docKeyOf(d) === docKeyOf(doc) ? cleared : d)),
      });
      return toBatchDto(row, s.storage);
    },
  );
}
