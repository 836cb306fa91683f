/**
 * The Split step's engine (DESIGN.md section 6): the job's split options, applied in the job's
 * order, cut the batch's page stream into documents. Pure: the page signals (class, master key,
 * OCR-trigger action, blank, barcodes) are computed before.
 *
 * Where it starts:
 *   - no split option at all: the initial documents (one per uploaded file) as they are;
 *   - otherwise the whole stream (the initial documents' pages in their order) as one document,
 *     and every option, 'per-file' included, refines the cut made so far.
 *
 * The options (ids of src/domain/options/catalogue.ts):
 *   per-file           a cut wherever two neighbouring pages come from different uploaded files
 *   class-change       a cut before a page whose class differs from the previous classified page's
 *   master-key-change  a cut before a page whose master key differs from the previous identified page's
 *   ocr-trigger        a page whose OCR trigger fired starts a document (FIRST_PAGE) or ends one (LAST_PAGE)
 *   fixed-pages        every document cut into pieces of config.pages pages (the last may be shorter)
 *   barcode            a page carrying a barcode with config.barcodeText is a separator: cut there, page dropped
 *   blank-page         a blank page is a separator: cut there, page dropped
 * Pages without a class or master key (null) never cause a cut and keep the document going.
 * Documents are numbered from 1; empty documents are never returned.
 */
import type { SplitAction, SplittedDocument } from '../../../domain/entities.js';

export interface SplitPage {
  /** From 1: the page of the merged document. */
  pageNo: number;
  classId: string | null;
  masterKeyId: string | null;
  /** The split action of the OCR trigger that identified the page's master key; null when none fired. */
  ocrTriggerAction: SplitAction | null;
  isBlank?: boolean;
  /** Texts of the barcodes read on the page. */
  barcodes?: string[];
}

export interface SplitOptionInput {
  _id: string;
  config?: Record<string, number | string> | null;
}

export interface SplitInput {
  pages: readonly SplitPage[];
  /**
   * One per uploaded file, in upload order (the Parse step's documents). Only their pages are split
   * (a page in `pages` but in no initial document is left out); when empty, every page of `pages`
   * in page order.
   */
  initialDocuments: readonly { mainPages: readonly number[] }[];
  /** In the job's order. */
  splitOptions: readonly SplitOptionInput[];
}

type Doc = number[];

export function splitPages(input: SplitInput): SplittedDocument[] {
  const pages = new Map<number, SplitPage>();
  for (const p of input.pages ?? []) if (p && Number.isInteger(p.pageNo)) pages.set(p.pageNo, p);

  // The stream and the file each page came from.
  const fileOf = new Map<number, number>();
  const initial: Doc[] = [];
  (input.initialDocuments ?? []).forEach((d, fileIndex) => {
    const doc: Doc = [];
    for (const pageNo of d?.mainPages ?? []) {
      if (!Number.isInteger(pageNo) || fileOf.has(pageNo)) continue; // each page once
      fileOf.set(pageNo, fileIndex);
      doc.push(pageNo);
    }
    initial.push(doc);
  });
  if (fileOf.size === 0) {
    // No initial documents: every page in page order, as one file.
    const all = [...pages.keys()].sort((a, b) => a - b);
    for (const pageNo of all) fileOf.set(pageNo, 0);
    initial.splice(0, initial.length, all);
  }

  const options = (input.splitOptions ?? []).filter((o) => o && typeof o._id === 'string');
  let docs: Doc[] = options.length === 0 ? initial : [initial.flat()];
  const page = (pageNo: number): SplitPage | undefined => pages.get(pageNo);

  for (const option of options) {
    const config = option.config ?? {};
    switch (option._id) {
      case 'per-file':
        docs = cutBefore(docs, (prev, cur) => fileOf.get(prev) !== fileOf.get(cur));
        break;
      case 'class-change':
        docs = cutOnChange(docs, (p) => page(p)?.classId ?? null);
        break;
      case 'master-key-change':
        docs = cutOnChange(docs, (p) => page(p)?.masterKeyId ?? null);
        break;
      case 'ocr-trigger':
        docs = cutOnTriggers(docs, (p) => page(p)?.ocrTriggerAction ?? null);
        break;
      case 'fixed-pages': {
        const n = Math.floor(Number(config.pages));
        if (Number.isFinite(n) && n >= 1) docs = docs.flatMap((d) => chunk(d, n));
        break;
      }
      case 'barcode': {
        const wanted = normaliseBarcodeText(config.barcodeText);
        docs = cutAtSeparators(docs, (p) => isSeparatorBarcodePage(page(p)?.barcodes, wanted));
        break;
      }
      case 'blank-page':
        docs = cutAtSeparators(docs, (p) => page(p)?.isBlank === true);
        break;
      default:
        break; // an option this engine does not know cuts nothing
    }
    docs = docs.filter((d) => d.length > 0);
  }

  return docs
    .filter((d) => d.length > 0)
    .map((mainPages, i) => ({ docNo: i + 1, totalPages: mainPages.length, mainPages }));
}

/** Does the page carry the separator barcode? An empty wanted text accepts any barcode. */
export function isSeparatorBarcodePage(barcodes: readonly string[] | undefined, wanted: string): boolean {
  if (!barcodes || barcodes.length === 0) return false;
  return barcodes.some((b) => typeof b === 'string' && (wanted === '' ? b.trim().length > 0 : normaliseBarcodeText(b) === wanted));
}

/** Barcode texts compared without surrounding or inner white space, case ignored. */
export function normaliseBarcodeText(v: unknown): string {
  return (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '').replace(/\s+/g, '').toUpperCase();
}

function cutBefore(docs: Doc[], shouldCut: (prev: number, cur: number) => boolean): Doc[] {
  const out: Doc[] = [];
  for (const d of docs) {
    let cur: Doc = [];
    for (let i = 0; i < d.length; i++) {
      if (i > 0 && shouldCut(d[i - 1], d[i])) {
        out.push(cur);
        cur = [];
      }
      cur.push(d[i]);
    }
    out.push(cur);
  }
  return out;
}

/** Cut where a page's key differs from the last known key in the document; null keys are skipped. */
function cutOnChange(docs: Doc[], keyOf: (pageNo: number) => string | null): Doc[] {
  const out: Doc[] = [];
  for (const d of docs) {
    let cur: Doc = [];
    let last: string | null = null;
    for (const p of d) {
      const key = keyOf(p);
      if (key !== null && last !== null && key !== last && cur.length > 0) {
        out.push(cur);
        cur = [];
      }
      if (key !== null) last = key;
      cur.push(p);
    }
    out.push(cur);
  }
  return out;
}

function cutOnTriggers(docs: Doc[], actionOf: (pageNo: number) => SplitAction | null): Doc[] {
  const out: Doc[] = [];
  for (const d of docs) {
    let cur: Doc = [];
    for (const p of d) {
      const action = actionOf(p);
      if (action === 'FIRST_PAGE' && cur.length > 0) {
        out.push(cur);
        cur = [];
      }
      cur.push(p);
      if (action === 'LAST_PAGE') {
        out.push(cur);
        cur = [];
      }
    }
    out.push(cur);
  }
  return out;
}

function cutAtSeparators(docs: Doc[], isSeparator: (pageNo: number) => boolean): Doc[] {
  const out: Doc[] = [];
  for (const d of docs) {
    let cur: Doc = [];
    for (const p of d) {
      if (isSeparator(p)) {
        out.push(cur);
        cur = [];
      } else {
        cur.push(p);
      }
    }
    out.push(cur);
  }
  return out.filter((d) => d.length > 0);
}

function chunk(d: Doc, n: number): Doc[] {
  const out: Doc[] = [];
  for (let i = 0; i < d.length; i += n) out.push(d.slice(i, i + n));
  return out;
}
