import { createReadStream } from "node:fs";
import path from "node:path";
import type { Storage } from "../../storage/storage";
import { storageKey } from "../../storage/storage";
import type { BatchRow } from "../../batches/batchRepo";
import type { ExtractionDocument } from "../../../domain/entities";
import { eInvoiceXmlOfBatch } from "../../einvoice/extractionLane";
import { writeArchiveInThread } from "../../threads/pool";
import { makeWorkDir, removeWorkDir } from "../../pipeline/workDirs";
import type { ArchiveEntry } from "./archiveFile";

/** The data of one document as the archive keeps it: one entry per field, tables as rows of named cells. */
export interface ArchivedDocument {
  batchNumber: number;
  docNo: number;
  documentClass: string | null;
  masterKey: string | null;
  pages: number[];
  fields: Record<string, unknown>;
  tables: { name: string; rows: Record<string, unknown>[] }[];
}

export function documentData(batch: BatchRow, doc: ExtractionDocument): ArchivedDocument {
  return {
    batchNumber: batch.batch_number,
    docNo: doc.docNo,
    documentClass: doc.documentClass?.name ?? null,
    masterKey: doc.masterKeyData?.value ?? null,
    pages: doc.mainPages,
    fields: Object.fromEntries((doc.properties ?? []).map((p) => [p.field?.name ?? p.field, p.value ?? null])),
    tables: (doc.tables ?? []).map((t) => ({
      name: t.name,
      rows: (t.rows ?? []).map((row) =>
        Object.fromEntries(row.map((c) => [c.field?.name ?? c.field, c.value ?? null])),
      ),
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
export function documentsCsv(rows: ArchivedDocument[]): string {
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))];
  const header = ["docNo", "documentClass", "masterKey", "pages", ...fields];
  const lines = rows.map((r) =>
    [r.docNo, r.documentClass, r.masterKey, r.pages.join(" "), ...fields.map((f) => r.fields[f])]
      .map(csvCell)
      .join(","),
  );
  return [header.map(csvCell).join(","), ...lines].join("\n") + "\n";
}

const archiveKey = (batch: BatchRow) =>
  storageKey("org", batch.organization_id, "batch", batch.id, "export", `batch-${batch.batch_number}.zip`);

/**
 * DE-03, the built-in archive: each document's PDF (and its e-invoice XML when it came with one) and its data as JSON, plus documents.csv and
 * history.json, in one ZIP
 * in storage, the same key overwritten on a re-run. The ZIP is written to a temporary file on a pipeline thread (the
 * CRC of every byte is JavaScript work) from the stored files' local copies, then stored.
 */
export async function exportToArchive(storage: Storage, batch: BatchRow, history: unknown[] = []): Promise<string> {
  const key = archiveKey(batch);
  const dir = await makeWorkDir(`export-${batch.id}`);
  const locals: { path: string; cleanup(): Promise<void> }[] = [];
  try {
    const local = async (fileKey: string) => {
      const l = await storage.toLocalFile(fileKey);
      locals.push(l);
      return l.path;
    };
    const entries: ArchiveEntry[] = [];
    const rows = [];
    // A document sent as an e-invoice keeps its XML beside its PDF.
    const xmlOf = await eInvoiceXmlOfBatch(storage, batch);
    for (const doc of batch.extraction_documents) {
      const base = `document-${String(doc.docNo).padStart(4, "0")}`;
      entries.push({ name: `${base}.pdf`, path: await local(doc.fileLocation) });
      const xml = xmlOf(doc.mainPages);
      if (xml) entries.push({ name: `${base}.xml`, path: await local(xml) });
      const data = documentData(batch, doc);
      rows.push(data);
      entries.push({ name: `${base}.json`, text: JSON.stringify(data, null, 2) });
    }
    entries.push({ name: "documents.csv", text: documentsCsv(rows) });
    // The batch's history up to this export (newest first, as GET /api/batch/:id/history answers).
    entries.push({ name: "history.json", text: JSON.stringify(history, null, 2) });
    const zipPath = path.join(dir, "archive.zip");
    await writeArchiveInThread(entries, zipPath);
    await storage.write(key, createReadStream(zipPath), "application/zip");
    return key;
  } finally {
    await Promise.all(locals.map((l) => l.cleanup().catch(() => {})));
    await removeWorkDir(dir);
  }
}
