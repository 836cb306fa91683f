/**
 * The e-invoice lane of the Parse step (job parser "E-invoice data, then text layer and OCR"):
 * before the visual parse, standalone XML uploads are read and drawn as PDFs; after it, every
 * uploaded PDF is searched for the e-invoice it carries. Each uploaded file that brings an
 * e-invoice (or a broken one) gets a record, kept with the batch, with its XML stored beside the
 * merged PDF.
 */
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { ParseError } from "../pipeline/parse/errors";
import { openPdfFile } from "../pipeline/parse/pdfjs";
import { findEmbeddedEInvoice, type EmbeddedEInvoice } from "./attachments";
import { readEInvoice } from "./readEInvoice";
import { MAX_XML_BYTES } from "./xml";

/** The batch's e-invoice records, a JSON array stored beside the merged PDF (parsed/<name>). */
export const EINVOICE_RECORDS_NAME = "einvoices.json";

/** What the batch keeps per uploaded file that brought an e-invoice. */
export interface EInvoiceRecord {
  /** The uploaded file's number in upload order (from 1): the initial document it became. */
  docNo: number;
  fileName: string;
  /** 'upload': a standalone XML file; 'attachment': embedded in the uploaded PDF. */
  origin: "upload" | "attachment";
  /** The attachment's name inside the PDF (factur-x.xml, ...), or the uploaded XML's name. */
  xmlName: string;
  /** Storage key of the XML; null when it could not be read. */
  xmlLocation: string | null;
  /** Why the e-invoice could not be read, as a sentence; null when it was. */
  problem: string | null;
}

interface UploadFile {
  fileName: string;
  path: string;
}

const isXmlUpload = (fileName: string) => path.extname(fileName).toLowerCase() === ".xml";

/**
 * Standalone XML uploads become PDFs drawn from their data (in workDir); other files pass as they
 * are. An XML that is no readable e-invoice stops the batch with the reason, like any unreadable file.
 */
export async function renderXmlUploads(
  files: UploadFile[],
  workDir: string,
): Promise<{ files: UploadFile[]; xml: Map<number, Uint8Array> }> {
  const xml = new Map<number, Uint8Array>();
  const out: UploadFile[] = [];
  for (const [i, file] of files.entries()) {
    if (!isXmlUpload(file.fileName)) {
      out.push(file);
      continue;
    }
    const { size } = await stat(file.path);
    if (size > MAX_XML_BYTES) {
      throw new ParseError(
        `${file.fileName} is ${Math.round(size / 2 ** 20)} MB; e-invoices above ${MAX_XML_BYTES / 2 ** 20} MB are not read.`,
        "UNSUPPORTED_TYPE",
        file.fileName,
      );
    }
    const bytes = await readFile(file.path);
    const read = readEInvoice(bytes);
    if (!read.ok)
      throw new ParseError(
        `${file.fileName} cannot be read as an e-invoice. ${read.reason}`,
        "UNSUPPORTED_TYPE",
        file.fileName,
      );
    const rendered = path.join(workDir, `einvoice-upload-${i + 1}.pdf`);
    // pdf-lib is loaded for the first XML upload, not by every process that runs Parse.
    const { renderEInvoicePdf } = await import("./render");
    await writeFile(rendered, await renderEInvoicePdf(read.invoice));
    xml.set(i + 1, bytes);
    // The drawn PDF is parsed under the upload's name, with the extension that says what it now is.
    out.push({ fileName: `${file.fileName}.pdf`, path: rendered });
  }
  return { files: out, xml };
}

/** The e-invoice embedded in each uploaded PDF, by upload number (files without one are left out). */
export async function findInUploads(files: UploadFile[]): Promise<Map<number, EmbeddedEInvoice>> {
  const found = new Map<number, EmbeddedEInvoice>();
  for (const [i, file] of files.entries()) {
    if (path.extname(file.fileName).toLowerCase() !== ".pdf") continue;
    let result: EmbeddedEInvoice;
    try {
      const doc = await openPdfFile(file.path, { maxImagePixels: 1 });
      try {
        result = await findEmbeddedEInvoice(doc);
      } finally {
        await doc.destroy();
      }
    } catch {
      // A PDF pdf.js cannot open is the visual parse's to report, with its own reason.
      continue;
    }
    if (result.found) found.set(i + 1, result);
  }
  return found;
}

/**
 * The records of a parsed batch: standalone XMLs and readable attachments stored through `store`
 * (which answers the storage key), unreadable attachments kept with their reason.
 */
export async function keepEInvoices(
  uploads: UploadFile[],
  xmlUploads: Map<number, Uint8Array>,
  embedded: Map<number, EmbeddedEInvoice>,
  store: (docNo: number, xml: Uint8Array) => Promise<string>,
): Promise<EInvoiceRecord[]> {
  const records: EInvoiceRecord[] = [];
  for (const [i, file] of uploads.entries()) {
    const docNo = i + 1;
    const base = { docNo, fileName: file.fileName };
    const uploaded = xmlUploads.get(docNo);
    const attached = embedded.get(docNo);
    if (uploaded) {
      records.push({
        ...base,
        origin: "upload",
        xmlName: file.fileName,
        xmlLocation: await store(docNo, uploaded),
        problem: null,
      });
    } else if (attached?.found && attached.ok) {
      records.push({
        ...base,
        origin: "attachment",
        xmlName: attached.fileName,
        xmlLocation: await store(docNo, attached.xml),
        problem: null,
      });
    } else if (attached?.found) {
      records.push({
        ...base,
        origin: "attachment",
        xmlName: attached.fileName,
        xmlLocation: null,
        problem: attached.reason,
      });
    }
  }
  return records;
}

/** Where the batch's e-invoice records are, beside its merged PDF. */
export const recordsKeyOf = (mergedPdfKey: string) => mergedPdfKey.replace(/[^/]+$/, EINVOICE_RECORDS_NAME);

/**
 * The record whose uploaded file a document is: its pages all come from that file and include the
 * file's first page (a split that cut the file in parts leaves the data with the part that starts it).
 */
export function recordOfDocument(
  records: EInvoiceRecord[],
  initialDocuments: { docNo: number; mainPages: number[] }[],
  pages: number[],
): EInvoiceRecord | null {
  for (const record of records) {
    const file = initialDocuments.find((d) => d.docNo === record.docNo);
    if (!file || file.mainPages.length === 0) continue;
    if (pages.includes(file.mainPages[0]) && pages.every((p) => file.mainPages.includes(p))) return record;
  }
  return null;
}
