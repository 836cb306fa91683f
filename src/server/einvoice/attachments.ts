/**
 * Finding the e-invoice a PDF/A-3 carries (Factur-X, ZUGFeRD, XRechnung): the embedded files are
 * read through pdf.js, the one PDF reader of the parse step. The standards' file names come first;
 * any other attached XML counts when its root is an invoice root.
 */
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { reasonOf } from "../pipeline/parse/errors";
import { openPdfData } from "../pipeline/parse/pdfjs";
import { readEInvoice } from "./readEInvoice";
import type { EInvoice } from "./types";

/** The names Factur-X, ZUGFeRD 1/2 and XRechnung give their XML, compared case-insensitively. */
const EINVOICE_ATTACHMENT_NAMES = ["factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml"];

export type EmbeddedEInvoice =
  /** The PDF carries no e-invoice: nothing to report, the visual path alone runs. */
  | { found: false }
  | { found: true; ok: true; fileName: string; xml: Uint8Array; invoice: EInvoice }
  /** An e-invoice attachment is there but unreadable; reason is a sentence naming it. */
  | { found: true; ok: false; fileName: string; reason: string };

type FoundEInvoice = Extract<EmbeddedEInvoice, { found: true }>;

interface Attachment {
  fileName: string;
  content: Uint8Array | undefined;
}

/** Look for the e-invoice among an open PDF's embedded files. Never throws for a bad file. */
export async function findEmbeddedEInvoice(doc: PDFDocumentProxy): Promise<EmbeddedEInvoice> {
  let attachments: Attachment[];
  try {
    attachments = listAttachments(await doc.getAttachments());
  } catch (err) {
    return {
      found: true,
      ok: false,
      fileName: "",
      reason: `The PDF's embedded files cannot be read: ${reasonOf(err)}.`,
    };
  }
  const byName = (a: Attachment) => EINVOICE_ATTACHMENT_NAMES.includes(a.fileName.toLowerCase());
  const named = attachments.filter(byName);
  const otherXml = attachments.filter((a) => !byName(a) && /\.xml$/i.test(a.fileName));

  let firstFailure: FoundEInvoice | null = null;
  for (const attachment of named) {
    const result = readAttachment(attachment);
    if (result.ok) return result;
    firstFailure ??= result;
  }
  // Other XML files (logistics data, say) are only an e-invoice when their root says so.
  for (const attachment of otherXml) {
    const result = readAttachment(attachment);
    if (result.ok) return result;
  }
  return firstFailure ?? { found: false };
}

/** The same from PDF bytes (a standalone check, the benchmark). */
export async function findEmbeddedEInvoiceInPdf(bytes: Uint8Array): Promise<EmbeddedEInvoice> {
  let doc: PDFDocumentProxy;
  try {
    doc = await openPdfData(bytes, { maxImagePixels: 1 });
  } catch (err) {
    return { found: true, ok: false, fileName: "", reason: `The PDF cannot be opened: ${reasonOf(err)}.` };
  }
  try {
    return await findEmbeddedEInvoice(doc);
  } finally {
    await doc.destroy();
  }
}

function readAttachment({ fileName, content }: Attachment): FoundEInvoice {
  if (!content || content.byteLength === 0) {
    return { found: true, ok: false, fileName, reason: `The PDF's attachment ${fileName} is empty or damaged.` };
  }
  const read = readEInvoice(content);
  if (!read.ok)
    return {
      found: true,
      ok: false,
      fileName,
      reason: `The PDF's attachment ${fileName} is not a readable e-invoice. ${read.reason}`,
    };
  return { found: true, ok: true, fileName, xml: content, invoice: read.invoice };
}

/** pdf.js answers a map of name → { filename, content } (or null when there are none). */
function listAttachments(raw: unknown): Attachment[] {
  if (!raw || typeof raw !== "object") return [];
  return Object.entries(raw as Record<string, { filename?: string; content?: Uint8Array }>).map(([key, value]) => ({
    fileName: value?.filename || key,
    content: value?.content instanceof Uint8Array ? value.content : undefined,
  }));
}
