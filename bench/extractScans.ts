/**
 * Benchmark of the built-in extractor on scans (npm run bench:extract-scans).
 *
 * Two corpora, made by bench/support/scanCorpus.ts and read by OCR through the product's own Parse step
 * (parseBatchFiles, mode 'builtin-ocr'; pages cached under os.tmpdir() by the PNG's hash):
 *   - receipts and bills generated from invented data in nine countries' conventions (receiptCorpus.ts), rendered
 *     and made to look scanned or photographed; class Receipt: Company, Date, Address, Total;
 *   - every page (at most MAX_SCAN_PAGES, 4) of every e-invoice PDF and fixture invoice, scanned the same way and
 *     given to the extractor as one document in page order, and the fixture PNGs;
 *     class Invoice: Invoice Number, Invoice Date, Seller, Net Amount, Tax Amount, Total.
 * Each document is extracted cold (nothing learned). Printed: per field the share exactly right after
 * normalisation (bench/support/extractScore.ts; the address by mean token F1, counted right at F1 ≥ 0.8),
 * documents with every field right, the same per group and per country, a calibration table of the
 * properties' `confidence` (n/a while the engine gives none), and the time per page of extraction (CPU) and of
 * OCR (wall clock when the page was read; cached pages keep it).
 *
 * Options: --errors (list the wrong values by field), --receipts N (how many to generate, default 72),
 * --invoices N (only the first N invoices, for quick runs), --max-pages N (pages per invoice PDF at most, default
 * MAX_SCAN_PAGES; 1 gives the first-pages-only corpus of before), --concurrency N (parse calls at once for OCR, default 2),
 * --fresh (empty the cache first).
 * Prints figures; asserts nothing.
 */
import { rm } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { extractDocument } from "../src/server/engines/extraction/extractDocument";
import type { ExtractionClass, TextPage } from "../src/server/engines/extraction/types";
import { fold } from "../src/server/engines/extraction/text";
import { calibration, isRight, normalise, pct, type ScoreKind } from "./support/extractScore";
import {
  CACHE_DIR,
  MAX_SCAN_PAGES,
  prepareScanCorpora,
  type InvoiceTruth,
  type ReceiptTruth,
  type ScanDoc,
} from "./support/scanCorpus";

export {
  prepareScanCorpora,
  type ScanCorpora,
  type ScanDoc,
  type InvoiceTruth,
  type ReceiptTruth,
} from "./support/scanCorpus";

interface Field<T> {
  id: string;
  name: string;
  dataType: "String" | "Date" | "Number";
  /** How the value is scored: exactly after normalisation, or by token F1 (addresses). */
  kind: ScoreKind | "tokens";
  /** Another way of scoring for a group whose truth is written otherwise (see SCANNED_INVOICE_FIELDS' seller). */
  kindIn?: Partial<Record<string, ScoreKind>>;
  truth: (t: T) => string | number | null;
}

export const RECEIPT_FIELDS: Field<ReceiptTruth>[] = [
  { id: "company", name: "Company", dataType: "String", kind: "name", truth: (t) => t.merchant },
  { id: "date", name: "Date", dataType: "Date", kind: "date", truth: (t) => t.date },
  { id: "address", name: "Address", dataType: "String", kind: "tokens", truth: (t) => t.address },
  { id: "total", name: "Total", dataType: "Number", kind: "amount", truth: (t) => t.total },
];

export const SCANNED_INVOICE_FIELDS: Field<InvoiceTruth>[] = [
  { id: "invoiceNumber", name: "Invoice Number", dataType: "String", kind: "id", truth: (t) => t.invoiceNumber },
  { id: "issueDate", name: "Invoice Date", dataType: "Date", kind: "date", truth: (t) => t.issueDate },
  // The fixture invoices' JSON names the seller without its legal form ('free' for Free SAS): scored as bench:extract
  // scores them ('issuer'); the e-invoices' truth, from their XML, keeps it ('name').
  {
    id: "seller",
    name: "Seller",
    dataType: "String",
    kind: "name",
    kindIn: { invoice: "issuer", "invoice-png": "issuer" },
    truth: (t) => t.seller,
  },
  { id: "netAmount", name: "Net Amount", dataType: "Number", kind: "amount", truth: (t) => t.netAmount },
  { id: "taxAmount", name: "Tax Amount", dataType: "Number", kind: "amount", truth: (t) => t.taxAmount },
  { id: "totalAmount", name: "Total", dataType: "Number", kind: "amount", truth: (t) => t.totalAmount },
];

/** An address counts as right from this token F1 on (for 'all fields right' and the calibration table). */
const ADDRESS_F1_RIGHT = 0.8;

function classOf<T>(name: string, fields: Field<T>[]): ExtractionClass {
  return {
    _id: `class-${name}`,
    name,
    fields: fields.map((f, i) => ({
      field: { _id: f.id, name: f.name, dataType: f.dataType, valueListCategory: null },
      order: i + 1,
    })),
    tables: [],
  };
}

const tokens = (v: unknown): string[] =>
  v === null || v === undefined
    ? []
    : fold(String(v))
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);

/** Token F1 of two strings (bags of folded words). */
export function tokenF1(got: unknown, expected: unknown): number {
  const a = tokens(got);
  const b = tokens(expected);
  if (!a.length || !b.length) return a.length === b.length ? 1 : 0;
  const left = new Map<string, number>();
  for (const t of b) left.set(t, (left.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of a) {
    const n = left.get(t) ?? 0;
    if (n > 0) {
      common++;
      left.set(t, n - 1);
    }
  }
  if (!common) return 0;
  const p = common / a.length;
  const r = common / b.length;
  return (2 * p * r) / (p + r);
}

interface Cell {
  field: string;
  expected: string | number;
  got: unknown;
  confidence: number | null;
  /** 1 or 0, or the token F1 of an address. */
  score: number;
  right: boolean;
}

interface Scored {
  id: string;
  group: string;
  notes: string[];
  cells: Cell[];
  cpuMs: number;
  pages: number;
  ocrMs: number;
}

function run<T>(docs: ScanDoc<T>[], fields: Field<T>[], documentClass: ExtractionClass): Scored[] {
  if (docs.length) extractDocument({ pages: docs[0].pages, documentClass }); // warm-up
  return docs.map((doc) => {
    const c0 = process.cpuUsage();
    const result = extractDocument({ pages: doc.pages as TextPage[], documentClass });
    const c = process.cpuUsage(c0);
    const cells: Cell[] = [];
    for (const f of fields) {
      const expected = f.truth(doc.truth);
      if (expected === null || expected === "") continue;
      const property = result.properties.find((p) => p.field._id === f.id);
      const got = property?.value ?? null;
      const raw = (property as { confidence?: unknown } | undefined)?.confidence;
      const confidence = typeof raw === "number" ? raw : null;
      const kind = f.kindIn?.[doc.group] ?? f.kind;
      const score = kind === "tokens" ? tokenF1(got, expected) : isRight(kind, got, expected) ? 1 : 0;
      cells.push({
        field: f.id,
        expected,
        got,
        confidence,
        score,
        right: f.kind === "tokens" ? score >= ADDRESS_F1_RIGHT : score === 1,
      });
    }
    return {
      id: doc.id,
      group: doc.group,
      notes: doc.notes,
      cells,
      cpuMs: (c.user + c.system) / 1000,
      pages: doc.pages.length,
      ocrMs: doc.ocrMs,
    };
  });
}

// ---------- report ----------

const fieldCell = (runs: Scored[], field: string): string => {
  const cells = runs.flatMap((r) => r.cells.filter((c) => c.field === field));
  if (!cells.length) return "–".padStart(12);
  const sum = cells.reduce((s, c) => s + c.score, 0);
  return `${pct(sum, cells.length)} (${cells.length})`.padStart(12);
};
const allRight = (runs: Scored[]) => runs.filter((r) => r.cells.length && r.cells.every((c) => c.right)).length;

function table<T>(title: string, rows: [string, Scored[]][], fields: Field<T>[]): void {
  console.log(`\n${title}`);
  const head =
    "".padEnd(16) +
    fields.map((f) => `${f.name}${f.kind === "tokens" ? " (F1)" : ""}`.padStart(12)).join("") +
    "all right".padStart(14);
  console.log(head);
  for (const [label, runs] of rows) {
    if (!runs.length) continue;
    console.log(
      label.padEnd(16) +
        fields.map((f) => fieldCell(runs, f.id)).join("") +
        `${pct(allRight(runs), runs.length)} (${allRight(runs)}/${runs.length})`.padStart(14),
    );
  }
}

function report<T>(title: string, runs: Scored[], fields: Field<T>[], by: (r: Scored) => string): void {
  const pages = runs.reduce((n, r) => n + r.pages, 0);
  const cpu = runs.reduce((n, r) => n + r.cpuMs, 0);
  const ocr = runs.reduce((n, r) => n + r.ocrMs * r.pages, 0);
  console.log(
    `\n== ${title}: ${runs.length} documents, ${pages} pages; extraction ${(cpu / Math.max(1, pages)).toFixed(1)} ms CPU per page, OCR ${(ocr / Math.max(1, pages) / 1000).toFixed(1)} s per page ==`,
  );
  const groups = [...new Set(runs.map(by))].sort();
  table(
    "Per field, exactly right (the address: mean token F1; right at F1 ≥ 0.8 for 'all right'):",
    [["all", runs], ...groups.map((g): [string, Scored[]] => [g, runs.filter((r) => by(r) === g)])],
    fields,
  );
  const points = runs.flatMap((r) => r.cells).filter((c) => c.confidence !== null) as (Cell & { confidence: number })[];
  console.log("\nCalibration (share right per confidence band, all fields):");
  if (!points.length) console.log("n/a (the properties carry no confidence)");
  else for (const line of calibration(points)) console.log(line);
}

function errors<T>(title: string, runs: Scored[], fields: Field<T>[]): void {
  console.log(`\n== Errors: ${title} ==`);
  for (const f of fields) {
    const wrong = runs.flatMap((r) => r.cells.filter((c) => c.field === f.id && !c.right).map((c) => ({ r, c })));
    if (!wrong.length) continue;
    console.log(`\n${f.name} (${wrong.length} wrong):`);
    for (const { r, c } of wrong) {
      const conf = c.confidence === null ? "" : ` conf ${c.confidence.toFixed(2)}`;
      const f1 = f.kind === "tokens" ? ` F1 ${c.score.toFixed(2)}` : "";
      const expected =
        f.kind === "tokens" || typeof c.expected === "number" ? c.expected : normalise(f.kind as ScoreKind, c.expected);
      console.log(
        `  ${r.id.padEnd(34)} expected ${JSON.stringify(expected)}, got ${JSON.stringify(c.got)}${f1}${conf}   [${r.notes.slice(1, 3).join("; ")}]`,
      );
    }
  }
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const receipts = Number(option("--receipts") ?? 72);
  const concurrency = Number(option("--concurrency") ?? 2);
  const invoices = option("--invoices") === undefined ? undefined : Number(option("--invoices"));
  const maxPages = Number(option("--max-pages") ?? MAX_SCAN_PAGES);
  if (process.argv.includes("--fresh")) await rm(CACHE_DIR, { recursive: true, force: true });
  console.log(`Extraction on scans: node ${process.version}, cache ${CACHE_DIR}`);
  const t0 = performance.now();
  let last = 0;
  const corpora = await prepareScanCorpora({
    receipts,
    invoices,
    maxPages,
    concurrency,
    log: (line) => console.log(`  ${line}`),
    onProgress: (done, total, what) => {
      if (total && (done === total || performance.now() - last > 15_000)) {
        last = performance.now();
        console.log(`  OCR ${done}/${total} pages of ${what ?? "scans"} to read`);
      }
    },
  });
  console.log(`  corpora ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const receiptRuns = run(corpora.receipts, RECEIPT_FIELDS, classOf("Receipt", RECEIPT_FIELDS));
  const invoiceRuns = run(corpora.invoices, SCANNED_INVOICE_FIELDS, classOf("Invoice", SCANNED_INVOICE_FIELDS));
  const localeOf = (r: Scored) => r.id.replace(/^receipt-\d+-/, "");
  report(
    "Receipts and bills (generated, scanned or photographed), class Receipt",
    receiptRuns,
    RECEIPT_FIELDS,
    (r) => r.group,
  );
  table(
    "Per country convention:",
    [...new Set(receiptRuns.map(localeOf))]
      .sort()
      .map((l): [string, Scored[]] => [l, receiptRuns.filter((r) => localeOf(r) === l)]),
    RECEIPT_FIELDS,
  );
  const pagesTitle = maxPages === 1 ? "first pages" : `every page, at most ${maxPages},`;
  report(
    `Invoices scanned (${pagesTitle} of testdata/einvoices and testdata/invoices; the fixture PNGs), class Invoice`,
    invoiceRuns,
    SCANNED_INVOICE_FIELDS,
    (r) => r.group,
  );
  if (process.argv.includes("--errors")) {
    errors("receipts and bills", receiptRuns, RECEIPT_FIELDS);
    errors("scanned invoices", invoiceRuns, SCANNED_INVOICE_FIELDS);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
