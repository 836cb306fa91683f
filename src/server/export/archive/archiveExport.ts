import { Zip, ZipPassThrough } from "fflate";
import { PassThrough } from "node:stream";
import type { Storage } from "../../storage/storage";
import { storageKey } from "../../storage/storage";
import type { BatchRow } from "../../batches/batchRepo";
import { readBytes } from "../../workflow/steps/storageIo";
import { eInvoiceXmlOfBatch } from "../../einvoice/extractionLane";

/** The data of one document as the archive keeps it: one entry per field, tables as rows of named cells. */
export function documentData(batch: BatchRow, doc: any) {
  return {
    batchNumber: batch.batch_number,
    docNo: doc.docNo,
    documentClass: doc.documentClass?.name ?? null,
    masterKey: doc.masterKeyData?.value ?? null,
    pages: doc.mainPages,
    fields: Object.fromEntries((doc.properties ?? []).map((p: any) => [p.field?.name ?? p.field, p.value ?? null])),
    tables: (doc.tables ?? []).map((t: any) => ({
      name: t.name,
      rows: (t.rows ?? []).map((row: any[]) => Object.fromEntries(row.map((c) => [c.field?.name ?? c.field, c.value ?? null]))),
    })),
  };
}

/** A plain number, which spreadsheets read as a value even with a sign in front. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*$/;

/**
 * A text starting with = + - @ (or a tab or carriage return) is a formula to a spreadsheet: a value read from an
 * uploaded document could run one on the reader's computer. Such cells get a leading apostrophe (OWASP's advice);
 * numbers, including negative amounts, stay as they are.
 */
function neutralised(s: string): string {
  return /^[=+\-@\t\r]/.test(s) && !PLAIN_NUMBER.test(s) ? `'${s}` : s;
}

const csvCell = (v: unknown) => {
  const s = v == null ? "" : typeof v === "number" ? String(v) : neutralised(String(v));
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** One CSV of all documents: a row per document, a column per field name met in any of them. */
export function documentsCsv(rows: ReturnType<typeof documentData>[]): string {
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))];
  const header = ["docNo", "documentClass", "masterKey", "pages", ...fields];
  const lines = rows.map((r) => [r.docNo, r.documentClass, r.masterKey, r.pages.join(" "), ...fields.map((f) => r.fields[f])].map(csvCell).join(","));
  return [header.map(csvCell).join(","), ...lines].join("\n") + "\n";
}

export const archiveKey = (batch: BatchRow) => storageKey("org", batch.organization_id, "batch", batch.id, "export", `batch-${batch.batch_number}.zip`);

/**
 * DE-03, the built-in archive: each document's PDF (and its e-invoice XML when it came with one) and its data as JSON, plus documents.csv, in one ZIP
 * in storage. The ZIP is streamed into storage document by document; the same key is overwritten on a re-run.
 */
export async function exportToArchive(storage: Storage, batch: BatchRow): Promise<string> {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(Buffer.from(chunk));
      if (final) out.end();
    }
  });
  const key = archiveKey(batch);
  const written = storage.write(key, out, "application/zip");
  const add = (name: string, data: Uint8Array) => {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(data, true);
  };
  const rows = [];
  // A document sent as an e-invoice keeps its XML beside its PDF.
  const xmlOf = await eInvoiceXmlOfBatch(storage, batch);
  for (const doc of batch.extraction_documents) {
    const base = `document-${String(doc.docNo).padStart(4, "0")}`;
    add(`${base}.pdf`, await readBytes(storage, doc.fileLocation));
    const xml = xmlOf(doc.mainPages);
    if (xml) add(`${base}.xml`, await readBytes(storage, xml));
    const data = documentData(batch, doc);
    rows.push(data);
    add(`${base}.json`, Buffer.from(JSON.stringify(data, null, 2)));
  }
  add("documents.csv", Buffer.from(documentsCsv(rows)));
  zip.end();
  await written;
  return key;
}
