import type { ExtractionDocument } from "../../../domain/entities";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Queryable } from "../../db/db";
import { badRequest } from "../../http/errors";
import { isId } from "../../http/validate";
import type { BatchRow } from "../batchRepo";
import { assertAtMost, assertUnique, assertValueLength, count, listIn, MAX_TABLE_ROWS } from "../bodyBounds";
import { getDocumentClass } from "../../masterData/documentClasses/documentClassRepo";
import { validateProperties, type ValidationClass } from "../../engines/extraction/validateProperties";
import { tableColumns } from "../../../domain/batch/tableColumns";
import { fieldIdOf, mergedDocument } from "../../../domain/batch/transitions";
import { assertWaiting } from "./batchCommand";

// The body of the extraction validation and of a single document's re-process, both edits of the extracted documents.

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();
export const propertyBody = z
  .object({
    field: z.union([z.string(), z.object({ _id: z.string() }).transform((f) => f._id)]),
    value,
    validated: z.boolean().optional(),
  })
  .passthrough();
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
export const validateBody = z.object({
  extractionDocuments: z.array(documentBody, { error: "extractionDocuments must be a list of documents" }),
});

type DocumentEdit = z.infer<typeof documentBody>;

export const assertAtExtraction = (batch: BatchRow) => assertWaiting(batch, "Extraction", "extraction validation");

/** The class's validations, or none when the class cannot be read (deleted meanwhile). */
export async function validationClass(db: Queryable, orgId: string, classId: string): Promise<ValidationClass> {
  // A stored id that is no uuid is no class; not asked, so that a transaction is not ended by PostgreSQL's refusal.
  if (!isId(classId)) return { fields: [] };
  return getDocumentClass(db, orgId, classId).catch(() => ({ fields: [] }));
}

/**
 * A person's edits merged into the stored documents, as the transition table merges each (mergedDocument): documents
 * the client left out are deleted and the rest numbered from 1.
 */
export async function mergeEdits(db: Queryable, batch: BatchRow, edits: DocumentEdit[]) {
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
    if (classId && !classes.has(classId))
      classes.set(classId, await validationClass(db, batch.organization_id, classId));
    const validate = (properties: any[]) =>
      classId ? validateProperties(properties, classes.get(classId)!) : properties;
    out.push(mergedDocument(stored, edit, validate, randomUUID));
  }
  return out.map((d, i) => ({ ...d, docNo: i + 1 }));
}

/** The stored documents as an edit that changes nothing (a re-process sent without the person's edits). */
export const unchangedEdits = (documents: ExtractionDocument[]): DocumentEdit[] =>
  documents.map((d) => ({
    ...d,
    properties: d.properties.map((p) => ({ ...p, field: fieldIdOf(p.field) })),
    tables: d.tables.map((t) => ({ ...t, rows: t.rows.map((row) => row.map((c) => ({ ...c }))) })),
  }));

/**
 * A document's edit names each of its fields (one property per field of its class, as extracted) at most once,
 * has no more tables than the document, and values of a sane length.
 */
export function assertEditFits(
  edit: Pick<DocumentEdit, "docNo" | "properties" | "tables">,
  stored: ExtractionDocument,
) {
  const where = `Document ${edit.docNo}`;
  const fields = stored.properties?.length ?? 0;
  const properties = edit.properties ?? [];
  assertAtMost(
    properties,
    fields,
    () => `${where} has more properties than its class has fields (${count(fields, "field")}).`,
  );
  const nameOf = (id: string) => stored.properties?.find((p) => fieldIdOf(p.field) === id)?.field?.name ?? id;
  assertUnique(
    properties,
    (p) => fieldIdOf(p.field),
    (p) => `${where}: the field ${nameOf(fieldIdOf(p.field))} is listed more than once.`,
  );
  const tables = stored.tables?.length ?? 0;
  assertAtMost(edit.tables, tables, () => `${where} has more tables than it holds (${count(tables, "table")}).`);
  for (const p of properties) assertValueLength(p.value, where);
  for (const t of edit.tables ?? [])
    for (const row of t.rows) for (const cell of row) assertValueLength(cell.value, `${where}, table ${t.name}`);
}

/**
 * Refuses, before it is read item by item, a body larger than anything this batch holds: more documents than the
 * batch has, more properties, tables or cells than its largest document holds fields, more rows than a table may have.
 */
export function boundedBody(batch: BatchRow, body: unknown) {
  const stored = batch.extraction_documents;
  const docs = listIn(body, "extractionDocuments");
  assertAtMost(
    docs,
    stored.length,
    () => `extractionDocuments lists more documents than this batch has (${count(stored.length, "document")}).`,
  );
  const most = (size: (d: ExtractionDocument) => number) => stored.reduce((m, d) => Math.max(m, size(d)), 0);
  const fields = most((d) => d.properties?.length ?? 0);
  const tables = most((d) => d.tables?.length ?? 0);
  const columns = most((d) => (d.tables ?? []).reduce((m: number, t) => Math.max(m, tableColumns(t).length), 0));
  for (const doc of docs) {
    const where = `Document ${doc?.docNo}`;
    assertAtMost(
      doc?.properties,
      fields,
      () => `${where} has more properties than its class has fields (${count(fields, "field")}).`,
    );
    assertAtMost(doc?.tables, tables, () => `${where} has more tables than it holds (${count(tables, "table")}).`);
    for (const table of listIn(doc, "tables")) {
      assertAtMost(
        table?.rows,
        MAX_TABLE_ROWS,
        () => `${where}, table ${table?.name}: a table may have at most ${MAX_TABLE_ROWS.toLocaleString("en")} rows.`,
      );
      for (const row of listIn(table, "rows"))
        assertAtMost(
          row,
          columns + fields,
          () => `${where}, table ${table?.name}: a row has more cells than its class has fields.`,
        );
    }
  }
  return body;
}
