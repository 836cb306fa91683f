// The extraction pane's working copy of a batch's extraction documents and every rule on it: filter, status,
// edits of fields and table cells, confirm, delete with renumbering, and the bodies of the PATCH calls
// (spec 01 sections 2, 3 and 7). No React here.

import { isEmptyValue, parseInput, type FieldValue } from "./fieldValue";
import { tableColumns } from "../../../domain/batch/tableColumns";
import type {
  DocumentClassRef,
  DuplicateRef,
  ExtractionProperty,
  ExtractionTable as WireTable,
  ExtractionTableCell,
  FieldRef,
  ParseData,
} from "../../../domain/entities";

/** A property as the pane edits it: the batch's (src/domain/entities.ts), plus what only the client keeps. */
export interface Property extends ExtractionProperty {
  /** Client only: what the person typed when it is not a valid value of the data type. */
  input?: string;
  /** Client only: why `input` is refused (numbers only, dates must parse, true or false). */
  inputError?: string;
  /** Client only: the value was changed here, so the server's error is no longer about it. */
  edited?: boolean;
  /** Client only: the class's validations ran on the document's current values (POST extraction-check). */
  liveChecked?: boolean;
  /** Client only: this property's error by that check; it replaces the stored `error`. */
  liveError?: string | null;
}

/** A table cell as the pane edits it, with the typed text a person left when it is not a valid value. */
export interface TableCell extends ExtractionTableCell {
  input?: string;
  inputError?: string;
}

export interface ExtractionTable extends Omit<WireTable, "rows"> {
  rows: TableCell[][];
}

/** One extraction document as the pane edits it; `key` stays the same when documents are renumbered. */
export interface WorkDoc {
  key: string;
  docNo: number;
  totalPages: number;
  mainPages: number[];
  documentClass: DocumentClassRef | null;
  masterKeyData: { _id?: string; value?: string } | null;
  validated: boolean;
  fileLocation: string | null;
  textAnnotationFileLocation: string | null;
  extractionAnnotationFileLocation: string | null;
  properties: Property[];
  tables: ExtractionTable[];
  parseData: ParseData | null;
  /** Sentences about the whole document to read (an attached e-invoice that could not be read). */
  notices: string[];
  /** Issue 15: an earlier document this one may repeat (same file, or same seller, number and total). */
  duplicateOf: DuplicateRef | null;
  /** Issue 15: why auto-validation left this document for a person (or that it is in the QA sample). */
  review: string[];
  /** Issue 15: passed auto-validation without a person. */
  autoValidated: boolean;
  /** Issue 15: would have passed; a person checks it to measure the accuracy of straight-through processing. */
  qaSample: boolean;
}

export type DocFilter = "all" | "validated" | "error";

/**
 * A value as the server sent it, typed for its field: '28/11/2022' of a Date becomes '2022-11-28', 'yes' of a
 * Boolean true, '1,234.50' of a Number 1234.5. A value that does not fit its type is kept and shown red.
 */
function loadValue(
  dataType: string | undefined,
  value: unknown,
): { value: FieldValue; input?: string; inputError?: string } {
  if (value === null || value === undefined) return { value: null };
  if (dataType !== "Number" && dataType !== "Date" && dataType !== "Boolean") return { value: value as FieldValue };
  if ((dataType === "Number" && typeof value === "number") || (dataType === "Boolean" && typeof value === "boolean"))
    return { value };
  const parsed = parseInput(dataType, String(value));
  return parsed.ok
    ? { value: parsed.value }
    : { value: value as FieldValue, input: String(value), inputError: parsed.error };
}

const asField = (f: any): FieldRef =>
  f && typeof f === "object"
    ? { _id: String(f._id ?? ""), name: String(f.name ?? ""), dataType: f.dataType }
    : { _id: String(f ?? ""), name: String(f ?? "") };

/** The working copy of the batch's extraction documents. */
export function workDocsOf(batch: any): WorkDoc[] {
  const docs: any[] = Array.isArray(batch?.extractionDocuments) ? batch.extractionDocuments : [];
  return docs.map((d, i) => ({
    key: d.fileLocation ? `file:${d.fileLocation}` : `doc:${d.docNo ?? i + 1}`,
    docNo: Number(d.docNo ?? i + 1),
    totalPages: Number(d.totalPages ?? d.mainPages?.length ?? 0),
    mainPages: Array.isArray(d.mainPages) ? d.mainPages : [],
    documentClass: d.documentClass ?? null,
    masterKeyData: d.masterKeyData ?? null,
    validated: !!d.validated,
    fileLocation: d.fileLocation ?? null,
    textAnnotationFileLocation: d.textAnnotationFileLocation ?? null,
    extractionAnnotationFileLocation: d.extractionAnnotationFileLocation ?? null,
    properties: (Array.isArray(d.properties) ? d.properties : []).map((p: any) => {
      const field = asField(p.field);
      const source = typeof p.source === "string" ? { source: p.source } : {};
      const confidence = typeof p.confidence === "number" ? { confidence: p.confidence } : {};
      const warning = typeof p.warning === "string" ? { warning: p.warning } : {};
      return {
        field,
        ...loadValue(field.dataType, p.value),
        originalValue: p.originalValue ?? null,
        validated: !!p.validated,
        error: p.error ?? null,
        ...source,
        ...confidence,
        ...warning,
      };
    }),
    tables: (Array.isArray(d.tables) ? d.tables : []).map((t: any) => ({
      name: String(t.name ?? ""),
      ...(Array.isArray(t.columns) ? { columns: t.columns.map(asField) } : {}),
      rows: (Array.isArray(t.rows) ? t.rows : []).map((row: any[]) =>
        (Array.isArray(row) ? row : []).map((c: any) => {
          const field = asField(c.field);
          return { field, ...loadValue(field.dataType, c.value), _id: String(c._id ?? "") };
        }),
      ),
    })),
    parseData: d.parseData ?? null,
    notices: Array.isArray(d.notices) ? d.notices.filter((n: unknown): n is string => typeof n === "string") : [],
    duplicateOf: d.duplicateOf && typeof d.duplicateOf.batchId === "string" ? d.duplicateOf : null,
    review: Array.isArray(d.review) ? d.review.filter((n: unknown): n is string => typeof n === "string") : [],
    autoValidated: d.autoValidated === true,
    qaSample: d.qaSample === true,
  }));
}

/**
 * The error a property shows: why the typed text is refused; else the class's validations on the current values
 * once they were checked (so a formula error goes away as soon as the field it depends on is fixed); else the
 * server's stored error while the value is unchanged.
 */
export function propertyError(p: Property): string | null {
  if (p.inputError) return p.inputError;
  if (p.liveChecked) return p.liveError ?? null;
  return (p.edited ? null : p.error) ?? null;
}

/** The field tooltip (spec 01): the field's error text, or 'Not Found' when the field has no value. */
/** The source shown beside a value while it is still the one that came from there (an edit makes it the person's). */
export function sourceNote(p: Property): string | null {
  return p.source && !p.edited ? p.source : null;
}

/** The warning shown under a value while it is still the one it was given about (an edit is the person's answer). */
export function propertyWarning(p: Property): string | null {
  return p.warning && !p.edited ? p.warning : null;
}

/** Below this confidence a found value is marked 'check' when the batch does not say its job's threshold. */
const CHECK_BELOW = 0.9;

/** The job's confidence threshold the batch was extracted with (issue 15), else the fixed one. */
export function checkThresholdOf(batch: any): number {
  const t = batch?.workflow?.extractionThreshold;
  return typeof t === "number" && t >= 0 && t <= 1 ? t : CHECK_BELOW;
}

/** 'Possible duplicate of Batch 12, Doc 3'. */
export const duplicateLabel = (d: DuplicateRef) => `Possible duplicate of Batch ${d.batchNumber}, Doc ${d.docNo}`;

/**
 * A quiet cue on a value the extractor is unsure of (below the job's threshold): 'check', with its confidence on
 * hover. Nothing on a sure value, an empty one (the tooltip says 'Not Found'), or one a person has changed.
 */
export function confidenceCue(p: Property, threshold = CHECK_BELOW): { label: string; title: string } | null {
  if (p.edited || p.confidence === undefined || isEmptyValue(p.value) || p.confidence >= threshold) return null;
  return { label: "check", title: `Confidence ${Math.round(p.confidence * 100)} %: please check this value` };
}

export function fieldTooltip(p: Property): string {
  const error = propertyError(p);
  if (error) return error;
  if (p.inputError === undefined && isEmptyValue(p.value)) return "Not Found";
  return "";
}

export function docHasErrors(doc: WorkDoc): boolean {
  return (
    doc.properties.some((p) => !!propertyError(p)) ||
    doc.tables.some((t) => t.rows.some((r) => r.some((c) => !!c.inputError)))
  );
}

/** Inputs that cannot be stored (a number with letters, a date that does not parse): they block confirming. */
export function inputErrorCount(doc: WorkDoc): number {
  return (
    doc.properties.filter((p) => p.inputError).length +
    doc.tables.reduce((n, t) => n + t.rows.reduce((m, r) => m + r.filter((c) => c.inputError).length, 0), 0)
  );
}

/**
 * Why a document cannot be confirmed yet, or null. Inputs that are not values of their type always block; so do
 * the errors of the class's validations on the current values once they were checked; before that, the server's
 * stored errors block while the document is unchanged (the server checks again what was changed).
 */
export function confirmBlocker(doc: WorkDoc): string | null {
  const refused = inputErrorCount(doc);
  if (refused)
    return `Doc ${doc.docNo}: correct the ${refused === 1 ? "field" : `${refused} fields`} marked red before confirming.`;
  const checked = doc.properties.some((p) => p.liveChecked);
  const edited = doc.properties.some((p) => p.edited);
  const failing = checked
    ? doc.properties.filter((p) => propertyError(p)).length
    : edited
      ? 0
      : doc.properties.filter((p) => p.error).length;
  if (failing)
    return `Doc ${doc.docNo}: ${failing === 1 ? "a field is" : `${failing} fields are`} in error; correct ${failing === 1 ? "it" : "them"} before confirming.`;
  return null;
}

export type DocStatus = "validated" | "error" | "open";

/** validated; error: not validated with a field in error; open: not validated yet. */
export function docStatus(doc: WorkDoc): DocStatus {
  if (doc.validated) return "validated";
  return docHasErrors(doc) ? "error" : "open";
}

/** The list filter of spec 01: all, validated, or error (not validated). */
export function filterDocs(docs: WorkDoc[], filter: DocFilter): WorkDoc[] {
  if (filter === "validated") return docs.filter((d) => d.validated);
  if (filter === "error") return docs.filter((d) => !d.validated);
  return docs;
}

export function filterCounts(docs: WorkDoc[]): Record<DocFilter, number> {
  const validated = docs.filter((d) => d.validated).length;
  return { all: docs.length, validated, error: docs.length - validated };
}

const replaceDoc = (docs: WorkDoc[], key: string, change: (d: WorkDoc) => WorkDoc) =>
  docs.map((d) => (d.key === key ? change(d) : d));

/** A person typed `text` into a field: the typed value is stored, or the text kept with the reason it is refused. Editing un-confirms the document. */
export function editProperty(docs: WorkDoc[], key: string, fieldId: string, text: string): WorkDoc[] {
  return replaceDoc(docs, key, (d) => ({
    ...d,
    validated: false,
    properties: d.properties.map((p) => {
      if (p.field._id !== fieldId) return p;
      const parsed = parseInput(p.field.dataType, text);
      if (!parsed.ok) return { ...p, input: text, inputError: parsed.error, edited: true, validated: false };
      const { input: _input, inputError: _error, ...rest } = p;
      return { ...rest, value: parsed.value, edited: true, validated: false };
    }),
  }));
}

/** A table cell edited, found by its _id. */
export function editCell(docs: WorkDoc[], key: string, cellId: string, text: string): WorkDoc[] {
  return replaceDoc(docs, key, (d) => ({
    ...d,
    validated: false,
    tables: d.tables.map((t) => ({
      ...t,
      rows: t.rows.map((row) =>
        row.map((c) => {
          if (c._id !== cellId) return c;
          const parsed = parseInput(c.field.dataType, text);
          if (!parsed.ok) return { ...c, input: text, inputError: parsed.error };
          const { input: _input, inputError: _error, ...rest } = c;
          return { ...rest, value: parsed.value };
        }),
      ),
    })),
  }));
}

/** A table of a document changed: the document is no longer confirmed. */
function replaceTable(
  docs: WorkDoc[],
  key: string,
  tableIndex: number,
  change: (t: ExtractionTable) => ExtractionTable,
): WorkDoc[] {
  return replaceDoc(docs, key, (d) => ({
    ...d,
    validated: false,
    tables: d.tables.map((t, i) => (i === tableIndex ? change(t) : t)),
  }));
}

/** An empty row at the end of a table, one cell per column, each with a new id (the server keeps it). */
export function addTableRow(
  docs: WorkDoc[],
  key: string,
  tableIndex: number,
  newId: () => string = () => crypto.randomUUID(),
): WorkDoc[] {
  return replaceTable(docs, key, tableIndex, (t) => ({
    ...t,
    rows: [...t.rows, tableColumns(t).map((field) => ({ field, value: null, _id: newId() }))],
  }));
}

/** A row taken out of a table. */
export function deleteTableRow(docs: WorkDoc[], key: string, tableIndex: number, rowIndex: number): WorkDoc[] {
  return replaceTable(docs, key, tableIndex, (t) => ({ ...t, rows: t.rows.filter((_, r) => r !== rowIndex) }));
}

/**
 * The body of POST /batch/{id}/extraction-check: the document's current values. A value whose text is refused
 * goes as empty, so no formula is checked against a value the person no longer holds.
 */
export function checkBody(d: WorkDoc) {
  return {
    docNo: d.docNo,
    fileLocation: d.fileLocation,
    properties: d.properties.map((p) => ({ field: p.field._id, value: p.inputError ? null : p.value })),
  };
}

/**
 * The answer of the check stored on the document's properties: each one's live error. A document confirmed
 * before the answer came (Ctrl+Enter right after typing) is un-confirmed when a field turns out in error.
 */
export function applyCheck(
  docs: WorkDoc[],
  key: string,
  results: { field: string; error: string | null }[],
): WorkDoc[] {
  const byField = new Map(results.map((r) => [r.field, r.error ?? null]));
  return replaceDoc(docs, key, (d) => {
    const properties = d.properties.map((p) =>
      byField.has(p.field._id) ? { ...p, liveChecked: true, liveError: byField.get(p.field._id) ?? null } : p,
    );
    const failing = properties.some((p) => propertyError(p));
    return {
      ...d,
      validated: d.validated && !failing,
      properties: failing
        ? properties.map((p) => ({ ...p, validated: d.validated ? false : p.validated }))
        : properties,
    };
  });
}

// The column headers of a table: the rule the server keeps rows by.
export { tableColumns };

/** Confirm (or take back) a document: it and all its properties are validated. */
export function setDocValidated(docs: WorkDoc[], key: string, validated: boolean): WorkDoc[] {
  return replaceDoc(docs, key, (d) => ({
    ...d,
    validated,
    properties: d.properties.map((p) => ({ ...p, validated })),
  }));
}

/** Deleting a document renumbers the rest from 1 (spec 01). */
export function deleteDoc(docs: WorkDoc[], key: string): WorkDoc[] {
  return docs.filter((d) => d.key !== key).map((d, i) => ({ ...d, docNo: i + 1 }));
}

/** The next document to open after `key`: the next unvalidated one after it, wrapping around; null when all are validated. */
export function nextUnvalidated(docs: WorkDoc[], key: string | null): WorkDoc | null {
  const start = Math.max(
    0,
    docs.findIndex((d) => d.key === key),
  );
  for (let step = 1; step <= docs.length; step++) {
    const d = docs[(start + step) % docs.length];
    if (!d.validated) return d;
  }
  return null;
}

/** The neighbour of `key` in a list (the filtered one), or null at an end. */
export function neighbour(docs: WorkDoc[], key: string | null, direction: 1 | -1): WorkDoc | null {
  const i = docs.findIndex((d) => d.key === key);
  if (i < 0) return docs[0] ?? null;
  return docs[i + direction] ?? null;
}

const cleanCell = (c: TableCell) => ({ field: c.field, value: c.value, _id: c._id });

/**
 * One document of the extractionvalidate / reprocess bodies (spec 01 section 7): properties carry the field id.
 * fileLocation goes along so the server knows which document a renumbered docNo is after deletions.
 */
function docPayload(d: WorkDoc) {
  return {
    docNo: d.docNo,
    fileLocation: d.fileLocation,
    properties: d.properties.map((p) => ({
      field: p.field._id,
      value: p.value,
      originalValue: p.originalValue,
      validated: p.validated,
      error: p.liveChecked ? (p.liveError ?? null) : p.edited ? null : p.error,
    })),
    validated: d.validated,
    tables: d.tables.map((t) => ({ name: t.name, rows: t.rows.map((r) => r.map(cleanCell)) })),
    parseData: d.parseData,
  };
}

/** PATCH /batch/extractionvalidate/{id} */
export function validateBody(docs: WorkDoc[]) {
  return { extractionDocuments: docs.map(docPayload) };
}

/** PATCH /batch/reProcesssingleextractiondocument/{id} */
export function reprocessBody(docs: WorkDoc[], reprocessDocNo: number) {
  return { extractionDocuments: docs.map(docPayload), reprocessDocNo };
}

/** The pages a document covers in the batch, for its caption: '3', '3–5' or '2, 4, 7'. */
export function pagesLabel(mainPages: number[]): string {
  if (!mainPages.length) return "";
  const consecutive = mainPages.every((p, i) => i === 0 || p === mainPages[i - 1] + 1);
  if (mainPages.length === 1) return `Page ${mainPages[0]}`;
  return consecutive ? `Pages ${mainPages[0]}–${mainPages[mainPages.length - 1]}` : `Pages ${mainPages.join(", ")}`;
}

/** Whether the batch waits for a person to validate the extraction: only then the pane edits. */
export function isEditable(batch: any): boolean {
  if (batch?.status !== "USER_VALIDATION") return false;
  const w = batch.workflow ?? {};
  if (w.step && w.step !== "Extraction") return false;
  return !!w.splitValidated || w.step === "Extraction";
}
