/**
 * The e-invoice lane of the Extraction step: the records the Parse step kept, the document each
 * belongs to, and its terms put on the class's fields with the arithmetic checks.
 */
import type { BatchRow } from "../batches/batchRepo";
import type { ExtractionClass, ValueListItem } from "../engines/extraction/types";
import { StorageNotFound, type Storage } from "../storage/storage";
import { readBytes, readJson } from "../workflow/steps/storageIo";
import { checkArithmetic } from "./checks";
import { recordOfDocument, recordsKeyOf, type EInvoiceRecord } from "./intake";
import { withEInvoiceValues } from "./mapToClass";
import { readEInvoice } from "./readEInvoice";
import type { EInvoice } from "./types";

type Properties = Parameters<typeof withEInvoiceValues>[0];

export interface DocumentEInvoice {
  invoice: EInvoice;
  /** The extractor's properties with the e-invoice's terms and checks applied. */
  apply<P extends Properties[number]>(properties: P[], cls: ExtractionClass, valueLists: Record<string, ValueListItem[]>, revalidate: (p: P[]) => P[]): P[];
}

/** The e-invoice records the Parse step kept for a batch; none for a batch parsed another way. */
async function recordsOfBatch(storage: Storage, batch: BatchRow): Promise<EInvoiceRecord[]> {
  if (!batch.merged_document) return [];
  try {
    return await readJson<EInvoiceRecord[]>(storage, recordsKeyOf(batch.merged_document.fileLocation));
  } catch (err) {
    if (err instanceof StorageNotFound) return [];
    throw err;
  }
}

/** The storage key of the XML a document (by its pages) was sent with, or null. */
export async function eInvoiceXmlOfBatch(storage: Storage, batch: BatchRow): Promise<(pages: number[]) => string | null> {
  const records = await recordsOfBatch(storage, batch);
  const initial = (batch.merged_document?.initialDocuments ?? []) as { docNo: number; mainPages: number[] }[];
  return (pages) => recordOfDocument(records, initial, pages)?.xmlLocation ?? null;
}

/** For a batch parsed with the e-invoice parser: the e-invoice of a document, by its pages (null when none). */
export async function eInvoicesOfBatch(storage: Storage, batch: BatchRow): Promise<(pages: number[]) => Promise<DocumentEInvoice | null>> {
  const xmlOf = await eInvoiceXmlOfBatch(storage, batch);
  return async (pages) => {
    const xmlLocation = xmlOf(pages);
    if (!xmlLocation) return null;
    const read = readEInvoice(await readBytes(storage, xmlLocation));
    if (!read.ok) return null;
    const invoice = read.invoice;
    return {
      invoice,
      apply: (properties, cls, valueLists, revalidate) =>
        withEInvoiceValues(properties, cls.fields.map((f) => f.field), invoice, valueLists, revalidate, checkArithmetic(invoice)),
    };
  };
}
