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

/** For a batch parsed with the e-invoice parser: the e-invoice of a document, by its pages (null when none). */
export async function eInvoicesOfBatch(storage: Storage, batch: BatchRow): Promise<(pages: number[]) => Promise<DocumentEInvoice | null>> {
  const merged = batch.merged_document;
  let records: EInvoiceRecord[] = [];
  if (merged) {
    try {
      records = await readJson<EInvoiceRecord[]>(storage, recordsKeyOf(merged.fileLocation));
    } catch (err) {
      // A batch parsed before its job took the e-invoice parser has no records: nothing to add.
      if (!(err instanceof StorageNotFound)) throw err;
    }
  }
  const initial = (merged?.initialDocuments ?? []) as { docNo: number; mainPages: number[] }[];
  return async (pages) => {
    const record = recordOfDocument(records, initial, pages);
    if (!record?.xmlLocation) return null;
    const read = readEInvoice(await readBytes(storage, record.xmlLocation));
    if (!read.ok) return null;
    const invoice = read.invoice;
    return {
      invoice,
      apply: (properties, cls, valueLists, revalidate) =>
        withEInvoiceValues(properties, cls.fields.map((f) => f.field), invoice, valueLists, revalidate, checkArithmetic(invoice)),
    };
  };
}
