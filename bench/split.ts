/**
 * npm run bench:split — how well the split options find document boundaries.
 *
 * First, streams of 30+ concatenated real invoices (support/invoiceStreams.ts, support/realStreamBench.ts):
 * the master-key matcher per page and the boundaries found from the master key alone and with the
 * pages' own cues. `--real-only` stops there. Then the separator variants below:
 *
 * Streams: the fixture invoices (testdata/invoices/*.pdf, 11 documents, 13 pages) put
 * back to back in several seeded orders into one PDF each, as a scanner stack uploaded as one file:
 *   plain            documents back to back
 *   code128-sheet    a separator sheet with a Code 128 'PATCHT' between documents (vector, clean)
 *   qr-scan          a scanned-looking separator sheet with a QR 'PATCHT' (grey paper, speckles, skew, JPEG)
 *   blank            an empty page between documents
 *   blank-scan       a scanned-looking empty sheet between documents
 * Signals, as the pipeline computes them:
 *   class            every page 'Invoice' (the fixtures are all invoices; a one-class job)
 *   master key       createMasterKeyMatcher over the page's text layer, against vendor records built
 *                    from the fixtures' JSON (issuer, VAT, IBAN, BIC, web site, e-mail, phone, company
 *                    numbers, address) plus DISTRACTORS generated vendors; each real vendor gets an OCR
 *                    trigger drawn around its name on its first page (FIRST_PAGE), as a user would
 *   blank, barcodes  pageSignals on the stream PDF (rendered once per page)
 * Then splitPages per configuration, and precision / recall of the boundaries (the first page of
 * every document but the first; separator pages left out of both sides), summed over the orders.
 * The master-key matcher is also scored alone on the fixture pages: by field values only and with
 * the triggers, on the text layer, and with `--ocr` on tesseract's reading of 150 dpi renderings
 * (slow: about 13 pages of OCR).
 * Prints figures; asserts nothing. `--orders N` sets the number of orders (default 4), `--keep`
 * keeps the generated PDFs.
 */
import { INVOICES_DIR } from "../src/testing/fixtures";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { PDFDocument } from "pdf-lib";
import {
  createMasterKeyMatcher,
  type MasterKeyMatch,
  type MasterKeyRecord,
} from "../src/server/engines/masterKey/index.js";
import { pageSignals, splitPages, type SplitOptionInput, type SplitPage } from "../src/server/engines/split/index.js";
import { addBlankPage, addSeparatorPage } from "../src/testing/splitPages.js";
import { OcrEngine } from "../src/server/pipeline/parse/ocr.js";
import { openPdfFile } from "../src/server/pipeline/parse/pdfjs.js";
import { RenderSurface, pixelsOf, rgbaToPgm } from "../src/server/pipeline/parse/render.js";
import { layoutWords, type Word } from "../src/domain/text/words";
import { realStreamBench } from "./support/realStreamBench.js";
import { readPages } from "./support/invoiceStreams.js";
import { seeded } from "../src/testing/turnedScans.js";

const FIXTURES = INVOICES_DIR;
const DISTRACTORS = 500;
const SEPARATOR = "PATCHT";

const args = process.argv.slice(2);
const ORDERS =
  args.includes("--orders") && Number(args[args.indexOf("--orders") + 1]) > 0
    ? Math.floor(Number(args[args.indexOf("--orders") + 1]))
    : 4;
const KEEP = args.includes("--keep");
const OCR = args.includes("--ocr");
const REAL_ONLY = args.includes("--real-only");

// ---------- fixtures and vendor records ----------

interface Fixture {
  name: string;
  bytes: Uint8Array;
  pageCount: number;
  vendorId: string;
}

const DATA_KEYS = [
  "partner_name",
  "vat",
  "static_vat",
  "iban",
  "bic",
  "partner_website",
  "partner_email",
  "telephone",
  "partner_coc",
  "siren",
  "gstin",
  "cin",
  "partner_zip",
  "partner_city",
  "partner_street",
];

async function loadFixtures(): Promise<{ fixtures: Fixture[]; vendors: MasterKeyRecord[] }> {
  const names = (await readdir(FIXTURES)).filter((f) => f.endsWith(".pdf")).sort();
  const fixtures: Fixture[] = [];
  const vendors = new Map<string, MasterKeyRecord>();
  for (const file of names) {
    const bytes = new Uint8Array(await readFile(path.join(FIXTURES, file)));
    const json = JSON.parse(await readFile(path.join(FIXTURES, file.replace(/\.pdf$/, ".json")), "utf8"));
    const meta = Array.isArray(json) ? json[0] : json;
    // "Sammy Maystone - For Lines testing": the fixture's label, not a company name.
    const vendorName = String(meta.issuer).replace(/\s+-\s+.*$/, "");
    const vendorId = `vendor:${vendorName}`;
    const record = vendors.get(vendorId) ?? { _id: vendorId, value: vendorName, data: {}, ocrTrigger: null };
    for (const k of DATA_KEYS)
      if (meta[k] !== undefined && meta[k] !== null && meta[k] !== "") record.data![k] = String(meta[k]);
    vendors.set(vendorId, record);
    const doc = await PDFDocument.load(bytes);
    fixtures.push({ name: file.replace(/\.pdf$/, ""), bytes, pageCount: doc.getPageCount(), vendorId });
  }
  return { fixtures, vendors: [...vendors.values()] };
}

/** Seeded generator: xorshift32. */
const rng = seeded;

/** Vendors that are not in the streams: a realistic list size, to catch false matches. */
function distractors(n: number): MasterKeyRecord[] {
  const r = rng(2024);
  const pick = <T>(a: T[]) => a[Math.floor(r() * a.length)];
  const digits = (k: number) => Array.from({ length: k }, () => Math.floor(r() * 10)).join("");
  const first = [
    "Nordic",
    "Global",
    "Prime",
    "Blue",
    "Green",
    "Rapid",
    "United",
    "Royal",
    "Metro",
    "Alpine",
    "Delta",
    "Orion",
    "Atlas",
    "Summit",
    "Coastal",
    "Central",
    "Euro",
    "Pacific",
    "Quality",
    "Smart",
  ];
  const second = [
    "Paper",
    "Logistics",
    "Hosting",
    "Foods",
    "Print",
    "Office",
    "Energy",
    "Telecom",
    "Travel",
    "Parts",
    "Services",
    "Web",
    "Interior",
    "Retail",
    "Fiber",
    "Hotels",
    "Media",
    "Systems",
    "Supplies",
    "Cloud",
  ];
  const legal = ["B.V.", "GmbH", "Ltd", "SAS", "Inc.", "AG", "NV", "S.A.", "Pvt. Ltd."];
  const cities = [
    "Rotterdam",
    "Paris",
    "Gelnhausen",
    "Utrecht",
    "Fremont",
    "Bangalore",
    "Villeurbanne",
    "Amsterdam",
    "Lyon",
    "Berlin",
  ];
  const countries = ["NL", "DE", "FR", "GB", "BE", "US", "IN"];
  const out: MasterKeyRecord[] = [];
  for (let i = 0; i < n; i++) {
    const c = pick(countries);
    out.push({
      _id: `distractor:${i}`,
      value: `${pick(first)} ${pick(second)} ${pick(legal)}`,
      data: {
        vat: `${c}${digits(9)}${c === "NL" ? "B01" : ""}`,
        iban: `${c}${digits(2)} ${pick(["INGB", "RABO", "ABNA", "DEUT", "BNPA"])} ${digits(4)} ${digits(4)} ${digits(2)}`,
        partner_city: pick(cities),
        partner_zip: digits(5),
        telephone: `+${digits(2)} ${digits(3)} ${digits(6)}`,
      },
      ocrTrigger: null,
    });
  }
  return out;
}

// ---------- page text ----------

interface PageText {
  text: string;
  words: Word[];
  width: number;
  height: number;
}

const pageTexts = readPages;

/** The pages as the OCR path reads them: rendered at 150 dpi, recognised by tesseract. */
async function ocrPageTexts(pdfPath: string, engine: OcrEngine): Promise<PageText[]> {
  const doc = await openPdfFile(pdfPath, { maxImagePixels: 100e6 });
  const surface = new RenderSurface();
  try {
    const out: PageText[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const vp = page.getViewport({ scale: 1 });
      const r = await surface.render(page, 150 / 72, 60_000);
      const words = await engine.recognize(rgbaToPgm(pixelsOf(r), r.width, r.height), r.scale);
      const laid = layoutWords(words);
      out.push({ text: laid.text, words: laid.words, width: vp.width, height: vp.height });
      page.cleanup();
    }
    return out;
  } finally {
    surface.release();
    await doc.destroy();
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The OCR trigger a user would draw for a vendor: a rectangle around the first word of its name on
 * the first page of its document, with that word as the expression.
 */
function triggerFor(vendor: MasterKeyRecord, firstPage: PageText): MasterKeyRecord["ocrTrigger"] {
  const tokens = vendor.value
    .split(/\s+/)
    .map((t) => t.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((t) => t.length >= 3);
  for (const token of tokens) {
    const w = firstPage.words.find((x) => x.text.replace(/[^\p{L}\p{N}]/gu, "").toLowerCase() === token.toLowerCase());
    if (w)
      return {
        x: w.x - 4,
        y: w.y - 3,
        width: w.width + 8,
        height: w.height + 6,
        regEx: `^${escapeRegExp(w.text)}$`,
        splitAction: "FIRST_PAGE",
      };
  }
  return null;
}

// ---------- streams ----------

type Variant = "plain" | "code128-sheet" | "qr-scan" | "blank" | "blank-scan";
const VARIANTS: Variant[] = ["plain", "code128-sheet", "qr-scan", "blank", "blank-scan"];

interface Stream {
  variant: Variant;
  order: number;
  pdfPath: string;
  /** Per stream page: the fixture document index, or -1 for a separator page. */
  source: { doc: number; fixture: number }[];
  /** True documents as stream page numbers (separators left out). */
  truth: number[][];
}

function shuffled(n: number, seed: number): number[] {
  const r = rng(seed);
  const a = Array.from({ length: n }, (_, i) => i);
  if (seed === 0) return a; // order 0: the fixtures' own (alphabetical) order
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

async function buildStream(
  dir: string,
  fixtures: Fixture[],
  sources: PDFDocument[],
  variant: Variant,
  order: number,
): Promise<Stream> {
  const doc = await PDFDocument.create();
  const source: Stream["source"] = [];
  const truth: number[][] = [];
  const seq = shuffled(fixtures.length, order);
  for (let k = 0; k < seq.length; k++) {
    const f = seq[k];
    if (k > 0) {
      if (variant === "code128-sheet") await addSeparatorPage(doc, SEPARATOR, "code128");
      if (variant === "qr-scan")
        await addSeparatorPage(doc, SEPARATOR, "qrcode", {
          scanned: true,
          seed: order * 100 + k,
          skewDeg: ((k % 5) - 2) * 0.8,
        });
      if (variant === "blank") await addBlankPage(doc);
      if (variant === "blank-scan") await addBlankPage(doc, { scanned: true, seed: order * 100 + k });
      if (variant !== "plain") source.push({ doc: -1, fixture: -1 });
    }
    const pages = await doc.copyPages(sources[f], sources[f].getPageIndices());
    const docPages: number[] = [];
    for (const p of pages) {
      doc.addPage(p);
      source.push({ doc: k, fixture: f });
      docPages.push(source.length);
    }
    truth.push(docPages);
  }
  const pdfPath = path.join(dir, `${variant}-${order}.pdf`);
  await writeFile(pdfPath, await doc.save());
  return { variant, order, pdfPath, source, truth };
}

// ---------- configurations and scoring ----------

const opt = (_id: string, config: Record<string, number | string> = {}): SplitOptionInput => ({ _id, config });
const CONFIGS: { name: string; options: SplitOptionInput[] }[] = [
  { name: "per-file (baseline)", options: [opt("per-file")] },
  { name: "fixed-pages 1", options: [opt("fixed-pages", { pages: 1 })] },
  { name: "class-change", options: [opt("class-change")] },
  { name: "master-key-change", options: [opt("master-key-change")] },
  { name: "ocr-trigger", options: [opt("ocr-trigger")] },
  { name: "master-key + ocr-trigger", options: [opt("master-key-change"), opt("ocr-trigger")] },
  { name: "barcode", options: [opt("barcode", { barcodeText: SEPARATOR })] },
  { name: "blank-page", options: [opt("blank-page", { threshold: 0.99 })] },
  { name: "barcode + master-key", options: [opt("barcode", { barcodeText: SEPARATOR }), opt("master-key-change")] },
  { name: "blank-page + master-key", options: [opt("blank-page", { threshold: 0.99 }), opt("master-key-change")] },
];
/** Every option that needs page images, so each stream is rendered once. */
const ALL_SIGNAL_OPTIONS = [opt("barcode", { barcodeText: SEPARATOR }), opt("blank-page", { threshold: 0.99 })];

interface Tally {
  tp: number;
  fp: number;
  fn: number;
  exact: number;
  trueDocs: number;
  predDocs: number;
}

function boundaries(docs: number[][]): Set<number> {
  return new Set(docs.slice(1).map((d) => d[0]));
}

function score(
  truth: number[][],
  predicted: number[][],
  isSeparator: (p: number) => boolean,
  t: Tally,
  describe?: (pageNo: number) => string,
  errors?: Map<string, number>,
): void {
  const pred = predicted.map((d) => d.filter((p) => !isSeparator(p))).filter((d) => d.length > 0);
  const tb = boundaries(truth);
  const pb = boundaries(pred);
  const note = (what: string) => errors?.set(what, (errors.get(what) ?? 0) + 1);
  for (const b of pb) {
    if (tb.has(b)) t.tp++;
    else {
      t.fp++;
      if (describe) note(`false cut before ${describe(b)}`);
    }
  }
  for (const b of tb) {
    if (pb.has(b)) continue;
    t.fn++;
    if (describe) note(`missed the start of ${describe(b)}`);
  }
  const key = (d: number[]) => d.join(",");
  const predKeys = new Set(pred.map(key));
  t.exact += truth.filter((d) => predKeys.has(key(d))).length;
  t.trueDocs += truth.length;
  t.predDocs += pred.length;
}

function reportMatcher(
  label: string,
  matcher: ReturnType<typeof createMasterKeyMatcher>,
  fixtures: Fixture[],
  texts: PageText[][],
  byId: Map<string, MasterKeyRecord>,
): void {
  let correct = 0;
  let wrong = 0;
  let none = 0;
  const byMethod = new Map<string, number>();
  const notes: string[] = [];
  fixtures.forEach((f, d) => {
    texts[d].forEach((t, i) => {
      const m: MasterKeyMatch | null = matcher.identify(t);
      if (!m) {
        none++;
        notes.push(`${f.name} p${i + 1}: none`);
      } else if (m.recordId === f.vendorId) {
        correct++;
        byMethod.set(m.method, (byMethod.get(m.method) ?? 0) + 1);
      } else {
        wrong++;
        notes.push(`${f.name} p${i + 1}: ${byId.get(m.recordId)?.value} (${m.method} ${m.score})`);
      }
    });
  });
  const total = correct + wrong + none;
  console.log(
    `  ${label.padEnd(32)} correct ${correct}/${total} (${[...byMethod].map(([k, v]) => `${k} ${v}`).join(", ")}), wrong ${wrong}, none ${none}${notes.length ? `: ${notes.join("; ")}` : ""}`,
  );
}

const pct = (num: number, den: number) => (den === 0 ? "   -  " : `${((100 * num) / den).toFixed(1).padStart(5)}%`);

// ---------- main ----------

async function main() {
  const started = Date.now();
  await realStreamBench();
  if (REAL_ONLY) return;
  const { fixtures, vendors } = await loadFixtures();
  const sources = await Promise.all(fixtures.map((f) => PDFDocument.load(f.bytes)));
  const dir = await mkdtemp(path.join(tmpdir(), "bench-split-"));
  try {
    // Triggers from each vendor's first page.
    const firstPages = new Map<string, PageText>();
    for (const f of fixtures) {
      const p = path.join(dir, `fixture-${f.name}.pdf`);
      await writeFile(p, f.bytes);
      if (!firstPages.has(f.vendorId)) firstPages.set(f.vendorId, (await pageTexts(p))[0]);
    }
    for (const v of vendors) v.ocrTrigger = triggerFor(v, firstPages.get(v._id)!);
    const records = [...vendors, ...distractors(DISTRACTORS)];
    const byId = new Map(records.map((r) => [r._id, r]));
    const matcher = createMasterKeyMatcher(records);

    console.log(
      `bench:split — ${fixtures.length} fixture invoices (${fixtures.reduce((n, f) => n + f.pageCount, 0)} pages), ${ORDERS} orders x ${VARIANTS.length} stream variants`,
    );
    console.log(
      `vendor records: ${vendors.length} from the fixtures' JSON (${vendors.filter((v) => v.ocrTrigger).length} with an OCR trigger around their name) + ${DISTRACTORS} generated distractors\n`,
    );

    // The matcher alone on the fixture pages (the same in every stream).
    const fieldMatcher = createMasterKeyMatcher(records.map((r) => ({ ...r, ocrTrigger: null })));
    const fixtureTexts: PageText[][] = [];
    for (const f of fixtures) fixtureTexts.push(await pageTexts(path.join(dir, `fixture-${f.name}.pdf`)));
    console.log("Master-key matcher on the fixture pages (expected: the vendor of the page's fixture):");
    reportMatcher("field values, text layer", fieldMatcher, fixtures, fixtureTexts, byId);
    reportMatcher("OCR triggers first, text layer", matcher, fixtures, fixtureTexts, byId);
    if (OCR) {
      const engine = await OcrEngine.create();
      try {
        const ocrTexts: PageText[][] = [];
        for (const f of fixtures) ocrTexts.push(await ocrPageTexts(path.join(dir, `fixture-${f.name}.pdf`), engine));
        reportMatcher("field values, OCR at 150 dpi", fieldMatcher, fixtures, ocrTexts, byId);
      } finally {
        await engine.terminate();
      }
    } else {
      console.log("  (run with --ocr to score the matcher on OCR text too)");
    }
    console.log("");

    // Streams, signals, splits.
    const tallies = new Map<string, Tally>();
    /** Per configuration, the boundary errors on the plain streams, described. */
    const plainErrors = new Map<string, Map<string, number>>();
    const signalStats = { pages: 0, ms: 0, separators: 0, separatorsFound: 0, falseSeparators: 0 };
    for (const variant of VARIANTS) {
      for (let order = 0; order < ORDERS; order++) {
        const stream = await buildStream(dir, fixtures, sources, variant, order);
        const texts = await pageTexts(stream.pdfPath);
        const t0 = Date.now();
        const signals = await pageSignals(
          stream.pdfPath,
          texts.map((t, i) => ({ pageNo: i + 1, words: t.words })),
          ALL_SIGNAL_OPTIONS,
        );
        signalStats.ms += Date.now() - t0;
        signalStats.pages += texts.length;
        const pages: SplitPage[] = texts.map((t, i) => {
          const m = matcher.identify(t);
          const s = signals[i];
          return {
            pageNo: i + 1,
            classId: "Invoice",
            masterKeyId: m?.recordId ?? null,
            ocrTriggerAction:
              m?.method === "ocrTrigger" ? (byId.get(m.recordId)?.ocrTrigger?.splitAction ?? null) : null,
            isBlank: s.isBlank,
            barcodes: s.barcodes,
          };
        });
        for (const [i, src] of stream.source.entries()) {
          const sep = src.doc === -1;
          const flagged = pages[i].isBlank || (pages[i].barcodes ?? []).includes(SEPARATOR);
          if (sep && variant !== "plain") {
            signalStats.separators++;
            const expected = variant.startsWith("blank")
              ? pages[i].isBlank
              : (pages[i].barcodes ?? []).includes(SEPARATOR);
            if (expected) signalStats.separatorsFound++;
          } else if (!sep && flagged) {
            signalStats.falseSeparators++;
          }
        }
        const isSeparator = (p: number) => stream.source[p - 1].doc === -1;
        for (const c of CONFIGS) {
          const out = splitPages({
            pages,
            initialDocuments: [{ mainPages: pages.map((p) => p.pageNo) }],
            splitOptions: c.options,
          });
          const key = `${c.name}|${variant}`;
          const t = tallies.get(key) ?? { tp: 0, fp: 0, fn: 0, exact: 0, trueDocs: 0, predDocs: 0 };
          let errors: Map<string, number> | undefined;
          if (variant === "plain") {
            errors = plainErrors.get(c.name) ?? new Map<string, number>();
            plainErrors.set(c.name, errors);
          }
          const describe = (p: number) => {
            const src = stream.source[p - 1];
            const prev = stream.source
              .slice(0, p - 1)
              .reverse()
              .find((x) => x.doc !== -1 && x.doc !== src.doc);
            const within = stream.source.slice(0, p).filter((x) => x.doc === src.doc).length;
            return `${fixtures[src.fixture].name} p${within}${within === 1 && prev ? ` (after ${fixtures[prev.fixture].name})` : ""}`;
          };
          score(
            stream.truth,
            out.map((d) => d.mainPages),
            isSeparator,
            t,
            describe,
            errors,
          );
          tallies.set(key, t);
        }
        if (!KEEP) await rm(stream.pdfPath, { force: true });
      }
    }

    console.log(
      `Page signals (pageSignals, barcode + blank): ${signalStats.pages} pages in ${(signalStats.ms / 1000).toFixed(1)} s (${(signalStats.ms / signalStats.pages).toFixed(0)} ms/page)`,
    );
    console.log(
      `  separator pages recognised ${signalStats.separatorsFound}/${signalStats.separators}; document pages wrongly taken for a separator: ${signalStats.falseSeparators}\n`,
    );

    console.log(
      "Document boundaries, summed over the orders: precision / recall (exact documents = true documents reproduced page for page)",
    );
    const header = ["configuration".padEnd(26), ...VARIANTS.map((v) => v.padEnd(27))].join(" ");
    console.log(header);
    console.log(" ".repeat(26) + VARIANTS.map(() => " P       R       exact     ").join(""));
    for (const c of CONFIGS) {
      const cells = VARIANTS.map((v) => {
        const t = tallies.get(`${c.name}|${v}`)!;
        return `${pct(t.tp, t.tp + t.fp)} ${pct(t.tp, t.tp + t.fn)} ${pct(t.exact, t.trueDocs)}`.padEnd(27);
      });
      console.log([c.name.padEnd(26), ...cells].join(" "));
    }
    console.log("\nBoundary errors on the plain streams (all orders), for the configurations that cut:");
    for (const c of CONFIGS) {
      const errors = plainErrors.get(c.name);
      const tally = tallies.get(`${c.name}|plain`)!;
      if (!errors || errors.size === 0 || tally.tp + tally.fp === 0) continue;
      const list = [...errors].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${what} x${n}`);
      console.log(`  ${c.name}: ${list.slice(0, 6).join("; ")}${list.length > 6 ? `; ${list.length - 6} more` : ""}`);
    }
    const t = tallies.get(`per-file (baseline)|plain`)!;
    console.log(
      `\n${t.trueDocs / ORDERS} documents and ${t.trueDocs / ORDERS - 1} boundaries per stream; P = correct cuts / cuts made, R = correct cuts / true boundaries.`,
    );
    console.log(`Time: ${((Date.now() - started) / 1000).toFixed(1)} s${KEEP ? `; PDFs kept in ${dir}` : ""}`);
  } finally {
    if (!KEEP) await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
