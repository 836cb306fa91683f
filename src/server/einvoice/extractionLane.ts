/**
 * The e-invoice lane of the Extraction step: the records the Parse step kept, the document each
 * belongs to, and its terms put on the class's fields with the arithmetic checks.
 */
import type { BatchRow } from "../batches/batchRepo";
import { cellId } from "../engines/extraction/extractDocument";
import { printedOn } from "../engines/extraction/printed";
import type { ExtractionClass, TextPage, ValueListItem } from "../engines/extraction/types";
import { StorageNotFound, type Storage } from "../storage/storage";
import { readBytes, readJson } from "../storage/storageIo";
import { checkArithmetic } from "./checks";
import { recordOfDocument, recordsKeyOf, type EInvoiceRecord } from "./intake";
import { withEInvoiceLines, withEInvoiceValues } from "./mapToClass";
import { readEInvoice } from "./readEInvoice";
import type { EInvoice } from "./types";

type Properties = Parameters<typeof withEInvoiceValues>[0];

interface DocumentEInvoice {
  /** The data, or null when the file's attached e-invoice could not be read. */
  invoice: EInvoice | null;
  /** A sentence for the document when its attached e-invoice could not be read; null otherwise. */
  notice: string | null;
  /**
   * The extractor's properties with the e-invoice's terms, the cross-check against the document's printed
   * pages and the arithmetic checks applied (unchanged when there is no data).
   */
  apply<P extends Properties[number]>(
    properties: P[],
    cls: ExtractionClass,
    valueLists: Record<string, ValueListItem[]>,
    revalidate: (p: P[]) => P[],
    pages: TextPage[],
  ): P[];
  /** The extractor's tables with the invoice's lines in the columns that name a line term (unchanged when no data). */
  applyTables<T extends { name: string; rows: unknown[][] }>(tables: T[], cls: ExtractionClass): T[];
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

/** The record of the file a document (by its pages) was sent as, or null. */
async function recordOfBatchDocument(
  storage: Storage,
  batch: BatchRow,
): Promise<(pages: number[]) => EInvoiceRecord | null> {
  const records = await recordsOfBatch(storage, batch);
  const initial = (batch.merged_document?.initialDocuments ?? []) as { docNo: number; mainPages: number[] }[];
  return (pages) => recordOfDocument(records, initial, pages);
}

/** The storage key of the XML a document (by its pages) was sent with, or null. */
export async function eInvoiceXmlOfBatch(
  storage: Storage,
  batch: BatchRow,
): Promise<(pages: number[]) => string | null> {
  const recordOf = await recordOfBatchDocument(storage, batch);
  return (pages) => recordOf(pages)?.xmlLocation ?? null;
}

const unreadable = (record: EInvoiceRecord): DocumentEInvoice => ({
  invoice: null,
  notice: `${record.problem ?? `The PDF's attachment ${record.xmlName} is not a readable e-invoice.`} The values were read from the page.`,
  apply: (properties) => properties,
  applyTables: (tables) => tables,
});

/** For a batch parsed with the e-invoice parser: the e-invoice of a document, by its pages (null when none). */
export async function eInvoicesOfBatch(
  storage: Storage,
  batch: BatchRow,
): Promise<(pages: number[]) => Promise<DocumentEInvoice | null>> {
  const recordOf = await recordOfBatchDocument(storage, batch);
  return async (pages) => {
    const record = recordOf(pages);
    if (!record) return null;
    if (!record.xmlLocation) return unreadable(record);
    const read = readEInvoice(await readBytes(storage, record.xmlLocation));
    if (!read.ok) return unreadable({ ...record, problem: read.reason });
    const invoice = read.invoice;
    // A standalone XML's page is drawn from the data itself: there is no sender's picture to check against.
    const ownPage = record.origin === "attachment";
    return {
      invoice,
      notice: null,
      apply: (properties, cls, valueLists, revalidate, textPages) =>
        withEInvoiceValues(
          properties,
          cls.fields.map((f) => f.field),
          invoice,
          valueLists,
          revalidate,
          checkArithmetic(invoice),
          ownPage ? printedOn(textPages) : null,
        ),
      applyTables: (tables, cls) => withEInvoiceLines(tables, cls.tables ?? [], invoice, cellId),
    };
  };
}
