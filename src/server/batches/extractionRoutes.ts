import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Services } from "../services";
import { orgOf } from "../http/access";
import { badRequest } from "../http/errors";
import { parse } from "../http/validate";
import { findBatch, toBatchDto, type BatchRow } from "./batchRepo";
import { batchId, commandInput, type IdParams } from "./commandInput";
import { validateProperties } from "../engines/extraction/validateProperties";
import { fieldIdOf, withValues } from "../../domain/batch/transitions";
import { assertEditFits, propertyBody, validationClass } from "./commands/extractionEdits";
import { validateExtraction } from "./commands/validateExtraction";
import { reprocessDocument } from "./commands/reprocessDocument";

export const checkBody = z.object({
  fileLocation: z.string().nullish(),
  docNo: z.number({ error: "docNo is required" }).int(),
  properties: z.array(propertyBody.pick({ field: true, value: true }), {
    error: "properties must be a list of { field, value }",
  }),
});

/** The stored document an edit is about: by its file, which survives renumbering, else by docNo. */
function storedDocument(batch: BatchRow, fileLocation: unknown, docNo: number) {
  return (
    (typeof fileLocation === "string" && batch.extraction_documents.find((d) => d.fileLocation === fileLocation)) ||
    batch.extraction_documents.find((d) => d.docNo === docNo)
  );
}

export async function extractionRoutes(app: FastifyInstance, s: Services) {
  const { db, storage } = s;

  app.patch<IdParams>(
    "/batch/extractionvalidate/:id",
    { config: { access: { entity: "batch", action: "edit" } } },
    async (req) => toBatchDto(await validateExtraction(s, commandInput(req)), storage),
  );

  /**
   * The class's validations on a document's values as a person is editing them, without saving anything:
   * the same validator the save runs, so an error on a field that depends on an edited one (a formula) goes
   * away as soon as its inputs are right again. Any status; no version needed.
   */
  app.post<IdParams>(
    "/batch/:id/extraction-check",
    { config: { access: { entity: "batch", action: "view" } } },
    async (req) => {
      const batch = await findBatch(db, orgOf(req), batchId(req.params.id));
      const body = parse(checkBody, req.body);
      const stored = storedDocument(batch, body.fileLocation, body.docNo);
      if (!stored) throw badRequest(`Document ${body.docNo} is not in this batch.`);
      assertEditFits(body, stored);
      const properties = withValues(stored.properties ?? [], body.properties);
      const classId = stored.documentClass?._id;
      // As the save does: the class's validations, or none when the class cannot be read.
      const checked: any[] = classId
        ? validateProperties(properties, await validationClass(db, batch.organization_id, classId))
        : properties;
      return { properties: checked.map((p) => ({ field: fieldIdOf(p.field), error: p.error ?? null })) };
    },
  );

  app.patch<IdParams>(
    "/batch/reProcesssingleextractiondocument/:id",
    { config: { access: { entity: "batch", action: "reprocess" } } },
    async (req) => toBatchDto(await reprocessDocument(s, commandInput(req)), storage),
  );
}
