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
 * 'class-change' and 'master-key-change' also read the pages themselves (boundaries.ts): a page
 * counter, a new document number or date and the look of a first page after a last page can cut
 * between two documents of one vendor, and 'Page 2 of 3' or the same document number keeps a page
 * in its document whatever its master key says.
 * Documents are numbered from 1; empty documents are never returned. Each document after the first
 * carries splitReason, the sentence that says why it was cut there.
 */
import type { SplitAction, SplittedDocument } from "../../../domain/entities.js";
import { cutByContent, type ContentSignals } from "./boundaries.js";
import type { PageCues } from "./pageCues.js";

export interface SplitPage {
  /** From 1: the page of the merged document. */
  pageNo: number;
  classId: string | null;
  masterKeyId: string | null;
  /** The master key's value, named in the reason of a cut. */
  masterKeyName?: string | null;
  /** The split action of the OCR trigger that identified the page's master key; null when none fired. */
  ocrTriggerAction: SplitAction | null;
  isBlank?: boolean;
  /** Texts of the barcodes read on the page. */
  barcodes?: string[];
  /** What the page's text says about its place in a document (readPageCues). */
  cues?: PageCues | null;
}

export interface SplitOptionInput {
  _id: string;
  config?: Record<string, number | string> | null;
}

interface SplitInput {
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

interface Doc {
  pages: number[];
  /** Why the document was cut off the one before; null for the first. */
  reason: string | null;
}

export function splitPages(input: SplitInput): SplittedDocument[] {
  const pages = new Map<number, SplitPage>();
  for (const p of input.pages ?? []) if (p && Number.isInteger(p.pageNo)) pages.set(p.pageNo, p);

  // The stream and the file each page came from.
  const fileOf = new Map<number, number>();
  const initial: Doc[] = [];
  (input.initialDocuments ?? []).forEach((d, fileIndex) => {
    const doc: Doc = { pages: [], reason: null };
    for (const pageNo of d?.mainPages ?? []) {
      if (!Number.isInteger(pageNo) || fileOf.has(pageNo)) continue; // each page once
      fileOf.set(pageNo, fileIndex);
      doc.pages.push(pageNo);
    }
    initial.push(doc);
  });
  if (fileOf.size === 0) {
    // No initial documents: every page in page order, as one file.
    const all = [...pages.keys()].sort((a, b) => a - b);
    for (const pageNo of all) fileOf.set(pageNo, 0);
    initial.splice(0, initial.length, { pages: all, reason: null });
  }

  const options = (input.splitOptions ?? []).filter((o) => o && typeof o._id === "string");
  let docs: Doc[] = options.length === 0 ? initial : [{ pages: initial.flatMap((d) => d.pages), reason: null }];
  const page = (pageNo: number): SplitPage | undefined => pages.get(pageNo);
  const content: ContentSignals = {
    masterKey: options.some((o) => o._id === "master-key-change"),
    classes: options.some((o) => o._id === "class-change"),
  };
  let contentDone = false;

  for (const option of options) {
    const config = option.config ?? {};
    switch (option._id) {
      case "per-file":
        docs = cutBefore(docs, (prev, cur) => (fileOf.get(prev) !== fileOf.get(cur) ? "A new file" : null));
        break;
      case "class-change":
      case "master-key-change":
        // Both read the same page evidence: done once, at the first of them.
        if (!contentDone) docs = docs.flatMap((d) => splitByContent(d, page, content));
        contentDone = true;
        break;
      case "ocr-trigger":
        docs = cutOnTriggers(docs, (p) => page(p)?.ocrTriggerAction ?? null);
        break;
      case "fixed-pages": {
        const n = Math.floor(Number(config.pages));
        if (Number.isFinite(n) && n >= 1) docs = docs.flatMap((d) => chunk(d, n));
        break;
      }
      case "barcode": {
        const wanted = normaliseBarcodeText(config.barcodeText);
        docs = cutAtSeparators(
          docs,
          (p) => isSeparatorBarcodePage(page(p)?.barcodes, wanted),
          "After a separator barcode",
        );
        break;
      }
      case "blank-page":
        docs = cutAtSeparators(docs, (p) => page(p)?.isBlank === true, "After a blank separator page");
        break;
      default:
        break; // an option this engine does not know cuts nothing
    }
    docs = docs.filter((d) => d.pages.length > 0);
  }

  return docs
    .filter((d) => d.pages.length > 0)
    .map((d, i) => ({
      docNo: i + 1,
      totalPages: d.pages.length,
      mainPages: d.pages,
      ...(i > 0 && d.reason ? { splitReason: d.reason } : {}),
    }));
}

/** Does the page carry the separator barcode? An empty wanted text accepts any barcode. */
export function isSeparatorBarcodePage(barcodes: readonly string[] | undefined, wanted: string): boolean {
  if (!barcodes || barcodes.length === 0) return false;
  return barcodes.some(
    (b) => typeof b === "string" && (wanted === "" ? b.trim().length > 0 : normaliseBarcodeText(b) === wanted),
  );
}

/** Barcode texts compared without surrounding or inner white space, case ignored. */
function normaliseBarcodeText(v: unknown): string {
  return (typeof v === "number" ? String(v) : typeof v === "string" ? v : "").replace(/\s+/g, "").toUpperCase();
}

function splitByContent(d: Doc, page: (pageNo: number) => SplitPage | undefined, use: ContentSignals): Doc[] {
  const pieces = cutByContent(
    d.pages.map((p) => page(p) ?? { pageNo: p, classId: null, masterKeyId: null }),
    use,
  );
  return pieces.map((piece, i) => ({ pages: piece.pages, reason: i === 0 ? d.reason : piece.reason }));
}

/** Cut before a page when reasonOf names a reason. */
function cutBefore(docs: Doc[], reasonOf: (prev: number, cur: number) => string | null): Doc[] {
  const out: Doc[] = [];
  for (const d of docs) {
    let cur: Doc = { pages: [], reason: d.reason };
    for (let i = 0; i < d.pages.length; i++) {
      const reason = i > 0 ? reasonOf(d.pages[i - 1], d.pages[i]) : null;
      if (reason) {
        out.push(cur);
        cur = { pages: [], reason };
      }
      cur.pages.push(d.pages[i]);
    }
    out.push(cur);
  }
  return out;
}

function cutOnTriggers(docs: Doc[], actionOf: (pageNo: number) => SplitAction | null): Doc[] {
  const out: Doc[] = [];
  for (const d of docs) {
    let cur: Doc = { pages: [], reason: d.reason };
    for (const p of d.pages) {
      const action = actionOf(p);
      if (action === "FIRST_PAGE" && cur.pages.length > 0) {
        out.push(cur);
        cur = { pages: [], reason: "An OCR trigger marks a first page" };
      }
      cur.pages.push(p);
      if (action === "LAST_PAGE") {
        out.push(cur);
        cur = { pages: [], reason: "After a page an OCR trigger marks as last" };
      }
    }
    out.push(cur);
  }
  return out;
}

function cutAtSeparators(docs: Doc[], isSeparator: (pageNo: number) => boolean, reason: string): Doc[] {
  const out: Doc[] = [];
  for (const d of docs) {
    let cur: Doc = { pages: [], reason: d.reason };
    for (const p of d.pages) {
      if (isSeparator(p)) {
        out.push(cur);
        cur = { pages: [], reason };
      } else {
        cur.pages.push(p);
      }
    }
    out.push(cur);
  }
  return out.filter((d) => d.pages.length > 0);
}

function chunk(d: Doc, n: number): Doc[] {
  const out: Doc[] = [];
  for (let i = 0; i < d.pages.length; i += n)
    out.push({ pages: d.pages.slice(i, i + n), reason: i === 0 ? d.reason : `Every ${n} page${n === 1 ? "" : "s"}` });
  return out;
}
