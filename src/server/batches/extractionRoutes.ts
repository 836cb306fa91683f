import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Services } from "../services";
import { authOf, orgOf } from "../http/access";
import { badRequest, conflict, notFound } from "../http/errors";
import { isId, parse } from "../http/validate";
import { findBatch, toBatchDto, updateBatch, type BatchRow } from "./batchRepo";
import { versionToChange } from "./batchVersion";
import { assertAtMost, assertUnique, assertValueLength, count, listIn, MAX_TABLE_ROWS } from "./bodyBounds";
import { enqueueStep } from "../workflow/transitions";
import { getDocumentClass } from "../masterData/documentClasses/documentClassRepo";
import { validateProperties, fieldIdOf, type ValidationClass } from "../engines/extraction/validateProperties";
import { onExtractionCorrected } from "../workflow/learning";
import { tableColumns } from "../../domain/batch/tableColumns";
import type {
  ExtractedValue,
  ExtractionDocument,
  ExtractionProperty,
  ExtractionTable,
  ExtractionTableCell,
} from "../../domain/entities";
import { afterExtractionSaved } from "../straightThrough/straightThrough";
import { changedValues, recordHistory } from "../history/batchHistory";

type IdParams = { Params: { id: string } };
const batchId = (id: string) => {
  if (!isId(id)) throw notFound("The batch");
  return id;
};

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();
const propertyBody = z.object({ field: z.union([z.string(), z.object({ _id: z.string() }).transform((f) => f._id)]), value, validated: z.boolean().optional() }).passthrough();
const cellBody = z.object({ _id: z.string().optional(), field: z.any(), value }).passthrough();
const documentBody = z
  .object({
    docNo: z.number({ error: "Each document needs its docNo" }).int(),
    validated: z.boolean().optional(),
    properties: z.array(propertyBody).optional(),
    tables: z.array(z.object({ name: z.string(), rows: z.array(z.array(cellBody)) }).passthrough()).optional(),
    parseData: z.any().optional(),
  })
  .passthrough();
export const validateBody = z.object({ extractionDocuments: z.array(documentBody, { error: "extractionDocuments must be a list of documents" }) });

export const checkBody = z.object({
  fileLocation: z.string().nullish(),
  docNo: z.number({ error: "docNo is required" }).int(),
  properties: z.array(propertyBody.pick({ field: true, value: true }), { error: "properties must be a list of { field, value }" }),
});

function assertAtExtraction(batch: BatchRow) {
  if (batch.status !== "USER_VALIDATION" || batch.workflow.step !== "Extraction") throw conflict("This batch is not waiting for extraction validation; reload it to see where it is.", "conflict_state");
}

/** The stored document an edit is about: by its file, which survives renumbering, else by docNo. */
function storedDocument(batch: BatchRow, fileLocation: unknown, docNo: number) {
  return (typeof fileLocation === "string" && batch.extraction_documents.find((d) => d.fileLocation === fileLocation)) || batch.extraction_documents.find((d) => d.docNo === docNo);
}

/**
 * The stored properties with the given values in place of theirs. A value a person changed is theirs: sure
 * (confidence 1), from no other source, and what a warning said about the old value no longer applies.
 */
function withValues(stored: ExtractionProperty[], edits: { field: string; value?: ExtractedValue }[]): ExtractionProperty[] {
  const edited = new Map(edits.map((p) => [p.field, p]));
  return stored.map((p) => {
    const e = edited.get(fieldIdOf(p.field));
    if (!e || e.value === undefined) return p;
    if (String(e.value ?? "") === String(p.value ?? "")) return { ...p, value: e.value };
    const { warning: _warning, source: _source, ...rest } = p;
    return { ...rest, value: e.value, confidence: 1 };
  });
}

type CellEdit = { _id?: string; field?: unknown; value?: ExtractedValue };
const NEW_CELL_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * A stored table with the rows a person left, in their order: known cells (by _id) take the new value, rows
 * they deleted are gone, and cells of rows they added get the table's column field and an id of their own
 * (the client's, when it is new and well-formed). A cell of a field that is not a column is dropped.
 */
function withRows(stored: ExtractionTable, edit: { rows: CellEdit[][] } | undefined): ExtractionTable {
  if (!edit) return stored;
  const rows: ExtractionTableCell[][] = stored.rows ?? [];
  const known = new Map(rows.flat().map((c) => [c._id, c]));
  const columns = tableColumns(stored);
  const byField = new Map(columns.map((f) => [fieldIdOf(f), f]));
  const used = new Set(known.keys());
  const placed = new Set<string>();
  const cellOf = (c: CellEdit) => {
    const old = c._id && !placed.has(c._id) ? known.get(c._id) : undefined;
    if (old) {
      placed.add(old._id);
      return { ...old, value: c.value === undefined ? old.value : c.value };
    }
    const field = byField.get(fieldIdOf(c.field));
    if (!field) return null;
    const id = typeof c._id === "string" && NEW_CELL_ID.test(c._id) && !used.has(c._id) ? c._id : randomUUID();
    used.add(id);
    placed.add(id);
    return { _id: id, field: { ...field }, value: c.value ?? null };
  };
  return { ...stored, rows: edit.rows.map((row) => row.map(cellOf).filter((c) => c !== null)).filter((row) => row.length > 0) };
}

/**
 * A person's edits merged into the stored documents: only values and table cells change (originalValue stays
 * what the extractor found), the class's validations run again on the server, and documents the client left
 * out are deleted and the rest numbered from 1.
 */
async function mergeEdits(s: Services, batch: BatchRow, edits: z.infer<typeof validateBody>["extractionDocuments"]) {
  // Documents are matched by their file, which survives the client's renumbering after a delete; docNo otherwise.
  const byFile = new Map(batch.extraction_documents.map((d) => [d.fileLocation, d]));
  const byNo = new Map(batch.extraction_documents.map((d) => [d.docNo, d]));
  const classes = new Map<string, ValidationClass>();
  const taken = new Set<unknown>();
  const out = [];
  for (const edit of edits) {
    const stored = (typeof edit.fileLocation === "string" && byFile.get(edit.fileLocation)) || byNo.get(edit.docNo);
    if (!stored) throw badRequest(`Document ${edit.docNo} is not in this batch.`);
    if (taken.has(stored)) throw badRequest(`Document ${edit.docNo} is listed more than once.`);
    taken.add(stored);
    assertEditFits(edit, stored);
    const classId = stored.documentClass?._id;
    if (classId && !classes.has(classId)) classes.set(classId, await getDocumentClass(s.db, batch.organization_id, classId).catch(() => ({ fields: [] })));
    const properties = withValues(stored.properties ?? [], edit.properties ?? []);
    const checked = classId ? validateProperties(properties, classes.get(classId)!) : properties;
    const tables = (stored.tables ?? []).map((t, i) => withRows(t, edit.tables?.find((e) => e.name === t.name) ?? edit.tables?.[i]));
    out.push({ ...stored, properties: checked, tables, validated: !!edit.validated && checked.every((p) => !p.error) });
  }
  return out.map((d, i) => ({ ...d, docNo: i + 1 }));
}

type DocumentEdit = z.infer<typeof documentBody>;

/** The stored documents as an edit that changes nothing (a re-process sent without the person's edits). */
const unchangedEdits = (documents: ExtractionDocument[]): DocumentEdit[] =>
  documents.map((d) => ({
    ...d,
    properties: d.properties.map((p) => ({ ...p, field: fieldIdOf(p.field) })),
    tables: d.tables.map((t) => ({ ...t, rows: t.rows.map((row) => row.map((c) => ({ ...c }))) })),
  }));

/**
 * A document's edit names each of its fields (one property per field of its class, as extracted) at most once,
 * has no more tables than the document, and values of a sane length.
 */
function assertEditFits(edit: DocumentEdit, stored: ExtractionDocument) {
  const where = `Document ${edit.docNo}`;
  const fields = stored.properties?.length ?? 0;
  const properties = edit.properties ?? [];
  assertAtMost(properties, fields, () => `${where} has more properties than its class has fields (${count(fields, "field")}).`);
  const nameOf = (id: string) => stored.properties?.find((p) => fieldIdOf(p.field) === id)?.field?.name ?? id;
  assertUnique(properties, (p) => fieldIdOf(p.field), (p) => `${where}: the field ${nameOf(fieldIdOf(p.field))} is listed more than once.`);
  const tables = stored.tables?.length ?? 0;
  assertAtMost(edit.tables, tables, () => `${where} has more tables than it holds (${count(tables, "table")}).`);
  for (const p of properties) assertValueLength(p.value, where);
  for (const t of edit.tables ?? []) for (const row of t.rows) for (const cell of row) assertValueLength(cell.value, `${where}, table ${t.name}`);
}

/**
 * Refuses, before it is read item by item, a body larger than anything this batch holds: more documents than the
 * batch has, more properties, tables or cells than its largest document holds fields, more rows than a table may have.
 */
function boundedBody(batch: BatchRow, body: unknown) {
  const stored = batch.extraction_documents;
  const docs = listIn(body, "extractionDocuments");
  assertAtMost(docs, stored.length, () => `extractionDocuments lists more documents than this batch has (${count(stored.length, "document")}).`);
  const most = (size: (d: ExtractionDocument) => number) => stored.reduce((m, d) => Math.max(m, size(d)), 0);
  const fields = most((d) => d.properties?.length ?? 0);
  const tables = most((d) => d.tables?.length ?? 0);
  const columns = most((d) => (d.tables ?? []).reduce((m: number, t) => Math.max(m, tableColumns(t).length), 0));
  for (const doc of docs) {
    const where = `Document ${doc?.docNo}`;
    assertAtMost(doc?.properties, fields, () => `${where} has more properties than its class has fields (${count(fields, "field")}).`);
    assertAtMost(doc?.tables, tables, () => `${where} has more tables than it holds (${count(tables, "table")}).`);
    for (const table of listIn(doc, "tables")) {
      assertAtMost(table?.rows, MAX_TABLE_ROWS, () => `${where}, table ${table?.name}: a table may have at most ${MAX_TABLE_ROWS.toLocaleString("en")} rows.`);
      for (const row of listIn(table, "rows")) assertAtMost(row, columns + fields, () => `${where}, table ${table?.name}: a row has more cells than its class has fields.`);
    }
  }
  return body;
}

export async function extractionRoutes(app: FastifyInstance, s: Services) {
  const { db, storage } = s;

  app.patch<IdParams>("/batch/extractionvalidate/:id", { config: { access: { entity: "batch", action: "edit" } } }, async (req) => {
    const batch = await findBatch(db, orgOf(req), batchId(req.params.id));
    const version = versionToChange(req, batch);
    assertAtExtraction(batch);
    const { extractionDocuments } = parse(validateBody, boundedBody(batch, req.body));
    if (!extractionDocuments.length) throw badRequest("At least one document is needed.");
    const documents = await mergeEdits(s, batch, extractionDocuments);
    const done = documents.every((d) => d.validated);
    // History, in the save's transaction: each changed value (field, from, to), then the validation itself.
    const who = authOf(req).userId;
    const changes = changedValues(batch.extraction_documents, documents);
    const row = await db.transaction(async (tx) => {
      const written = await updateBatch(tx, batch.id, version, {
        extraction_documents: documents,
        ...(done ? { status: "EXPORTING", workflow: { extractionValidated: true, step: "Export", failedState: null, error: null } } : {}),
      });
      await recordHistory(
        tx,
        batch.id,
        ...changes.map((details) => ({ kind: "value_changed" as const, actorId: who, details })),
        { kind: "validation", actorId: who, details: { step: "Extraction", stage: "Extraction", complete: done, documents: documents.length, validatedDocuments: documents.filter((d) => d.validated).length, changedValues: changes.length } },
      );
      return written;
    });
    // Taught only once the version-checked write stood: an edit refused with 409 teaches nothing.
    await onExtractionCorrected(s, row, documents);
    await afterExtractionSaved(s, row, req.auth?.userId ?? null); // issue 15: fingerprints follow the values; QA results
    if (done) await enqueueStep(s, row.id, "Export");
    return toBatchDto(row, storage);
  });

  /**
   * The class's validations on a document's values as a person is editing them, without saving anything:
   * the same validator the save runs, so an error on a field that depends on an edited one (a formula) goes
   * away as soon as its inputs are right again. Any status; no version needed.
   */
  app.post<IdParams>("/batch/:id/extraction-check", { config: { access: { entity: "batch", action: "view" } } }, async (req) => {
    const batch = await findBatch(db, orgOf(req), batchId(req.params.id));
    const body = parse(checkBody, req.body);
    const stored = storedDocument(batch, body.fileLocation, body.docNo);
    if (!stored) throw badRequest(`Document ${body.docNo} is not in this batch.`);
    assertEditFits(body, stored);
    const properties = withValues(stored.properties ?? [], body.properties);
    const classId = stored.documentClass?._id;
    // As the save does: the class's validations, or none when the class cannot be read.
    const checked = classId ? validateProperties(properties, await getDocumentClass(db, batch.organization_id, classId).catch(() => ({ fields: [] }))) : properties;
    return { properties: checked.map((p) => ({ field: fieldIdOf(p.field), error: p.error ?? null })) };
  });

  app.patch<IdParams>("/batch/reProcesssingleextractiondocument/:id", { config: { access: { entity: "batch", action: "reprocess" } } }, async (req) => {
    const batch = await findBatch(db, orgOf(req), batchId(req.params.id));
    const version = versionToChange(req, batch);
    assertAtExtraction(batch);
    const body = parse(validateBody.extend({ reprocessDocNo: z.number({ error: "reprocessDocNo is required" }).int() }), boundedBody(batch, req.body));
    const edits = body.extractionDocuments.length ? body.extractionDocuments : unchangedEdits(batch.extraction_documents);
    const documents = await mergeEdits(s, batch, edits);
    const target = documents.find((d) => d.docNo === body.reprocessDocNo);
    if (!target) throw badRequest(`Document ${body.reprocessDocNo} is not in this batch.`);
    const who = authOf(req).userId;
    const changes = changedValues(batch.extraction_documents, documents);
    const row = await db.transaction(async (tx) => {
      const written = await updateBatch(tx, batch.id, version, {
        status: "EXTRACTING",
        extraction_documents: documents.map((d) => (d.docNo === body.reprocessDocNo ? { ...d, reprocess: true } : d)),
        workflow: { step: "Extraction", extractionValidated: false },
      });
      await recordHistory(
        tx,
        batch.id,
        ...changes.map((details) => ({ kind: "value_changed" as const, actorId: who, details })),
        { kind: "reprocess", actorId: who, details: { step: "Extraction", stage: "Extraction", docNo: body.reprocessDocNo } },
      );
      return written;
    });
    await enqueueStep(s, row.id, "Extraction");
    return toBatchDto(row, storage);
  });
}
