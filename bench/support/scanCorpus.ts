/**
 * Scanned-looking pages for the extraction benchmarks (bench/extractScans.ts, and bench/extract.ts through
 * prepareScanCorpora), OCRed by the product's own Parse step.
 *
 * - scanLook: a page rendered with the product's renderer (pdf.js + @napi-rs/canvas) made to look scanned or
 *   photographed with sharp and a seeded random source: paper and ink tones, uneven lighting, a slight rotation
 *   (±2°), blur, grain, specks, sometimes JPEG artefacts and a table-top border around the paper.
 * - invoiceScans: every page (at most MAX_SCAN_PAGES) of every testdata/einvoices/pdf file and testdata/invoices PDF
 *   so degraded, with the truth of testdata/einvoices/truth.json and testdata/invoices/*.json (many invoices print
 *   their totals on page 2 or later); the fixture PNGs (real scans) as they are.
 * - receipts: the generated receipts and bills of receiptCorpus.ts, rendered and degraded the same way.
 * - ocrScans / prepareScanCorpora: each page's PNG read by parseBatchFiles in mode 'builtin-ocr' (as the Parse step
 *   reads an uploaded image), its text cached as JSON under os.tmpdir() by the PNG's hash, and a document's pages
 *   given to the extractor in order (pageNo 1..n); PNGs are cached too, by their source's bytes (and page) and
 *   SCAN_LOOK_VERSION, so reruns skip both.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import * as os from "node:os";
import * as path from "node:path";
import sharp from "sharp";
import type { TextPage } from "../../src/server/engines/extraction/types";
import { parseBatchFiles } from "../../src/server/pipeline/parse/parseBatchFiles";
import { openPdfData } from "../../src/server/pipeline/parse/pdfjs";
import { pixelsOf, renderPage } from "../../src/server/pipeline/parse/render";
import { EINVOICES_DIR, INVOICES_DIR } from "../../src/testing/fixtures";
import { rng, type Rng } from "./classifyCorpus";
import { generateReceipts, type ReceiptTruth } from "./receiptCorpus";

export type { ReceiptTruth } from "./receiptCorpus";

/** What an invoice's scan is scored against; null where the source gives nothing. */
export interface InvoiceTruth {
  invoiceNumber: string | null;
  issueDate: string | null;
  seller: string | null;
  netAmount: number | null;
  taxAmount: number | null;
  totalAmount: number | null;
}

/** One page's image. */
interface ScanPng {
  /** The PNG file (in the cache, or the fixture itself). */
  pngPath: string;
  /** A hash of the PNG's bytes: the key of its OCR in the cache. */
  pngHash: string;
}

/** A document's scanned-looking page images with its truth. */
interface ScanImage<T> {
  id: string;
  /** 'receipt', 'bill', 'einvoice', 'invoice', 'invoice-png' (a real scan of testdata/invoices). */
  group: string;
  /** The pages' images in order (at least one; receipts and the fixture PNGs have one). */
  pngs: ScanPng[];
  truth: T;
  /** How it was made (layout, convention, degradations), for reading the benchmark's errors. */
  notes: string[];
}

/** A scan read by OCR: the pages the extractor gets. */
export interface ScanDoc<T> {
  id: string;
  group: string;
  truth: T;
  /** The text of every page image in order, numbered 1..n. */
  pages: TextPage[];
  notes: string[];
  /** Wall-clock OCR time per page, the mean over the document's images (measured when read; the cache keeps it). */
  ocrMs: number;
  /** The first page's PNG. */
  pngPath: string;
  /** Every page's PNG, in order. */
  pngPaths: string[];
}

export const CACHE_DIR = path.join(os.tmpdir(), "bench-extract-scans");

// ---------------------------------------------------------------------------------------------
// Rendering and degradation

interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The number of pages of PDF bytes. */
async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  const doc = await openPdfData(pdf, { maxImagePixels: 100e6 });
  try {
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}

/** A page of PDF bytes rendered grey at `dpi` with the product's renderer. */
async function renderPdfPage(pdf: Uint8Array, dpi: number, pageNo = 1): Promise<GreyImage> {
  const doc = await openPdfData(pdf, { maxImagePixels: 100e6 });
  try {
    const page = await doc.getPage(pageNo);
    const rendered = await renderPage(page, dpi / 72, 60_000);
    const rgba = pixelsOf(rendered);
    const data = Buffer.allocUnsafe(rendered.width * rendered.height);
    for (let i = 0, o = 0; i < rgba.length; i += 4)
      data[o++] = (rgba[i] * 77 + rgba[i + 1] * 150 + rgba[i + 2] * 29) >> 8;
    page.cleanup();
    return { data, width: rendered.width, height: rendered.height };
  } finally {
    await doc.destroy();
  }
}

interface ScanLookOptions {
  dpi: number;
  /** Photographed: the paper lies on a darker surface that shows around it, lighting is less even. */
  photo?: boolean;
}

const clamp255 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/**
 * Make a clean grey rendering look scanned or photographed; returns a PNG stating `dpi`. Every choice comes from
 * `r`, so the same seed gives the same image. `notes` gets a short description of what was done.
 */
async function scanLook(img: GreyImage, r: Rng, opts: ScanLookOptions, notes: string[] = []): Promise<Buffer> {
  const { width, height } = img;
  // Paper and ink: thermal paper is grey-ish and its print faded; office scans are crisper.
  const paper = r.int(205, 250);
  const ink = r.int(10, 95);
  const px = Buffer.allocUnsafe(width * height);
  const k = (paper - ink) / 255;
  for (let i = 0; i < px.length; i++) px[i] = ink + img.data[i] * k;

  // Around the paper: a table top when photographed, the scanner lid otherwise.
  let w = width;
  let h = height;
  let data = px;
  const surface = opts.photo ? r.int(40, 150) : r.int(225, 255);
  if (opts.photo) {
    const margin = Math.round(opts.dpi * (0.15 + 0.35 * r.next()));
    const canvas = await sharp(px, { raw: { width, height, channels: 1 } })
      .extend({
        top: margin,
        bottom: margin,
        left: margin,
        right: margin,
        background: { r: surface, g: surface, b: surface },
      })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    data = canvas.data;
    w = canvas.info.width;
    h = canvas.info.height;
  }

  const angle = Math.round((r.next() * 4 - 2) * 100) / 100;
  const sigma = Math.round((0.35 + r.next() * (opts.dpi >= 250 ? 1.0 : 0.6)) * 100) / 100;
  const rotated = await sharp(data, { raw: { width: w, height: h, channels: 1 } })
    .rotate(angle, { background: { r: surface, g: surface, b: surface } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = rotated.data;
  const W = rotated.info.width;
  const H = rotated.info.height;

  // Uneven light: a gradient across the page, a vignette and sometimes a soft shadow band.
  const dir = r.next() * Math.PI * 2;
  const gx = Math.cos(dir);
  const gy = Math.sin(dir);
  const gradient = (opts.photo ? 0.12 : 0.05) + r.next() * (opts.photo ? 0.2 : 0.1);
  const vignette = r.next() * (opts.photo ? 0.25 : 0.1);
  const shadow = r.chance(opts.photo ? 0.5 : 0.15)
    ? { y: r.next(), width: 0.05 + r.next() * 0.2, depth: 0.1 + r.next() * 0.2 }
    : null;
  const grain = 3 + r.next() * (opts.photo ? 12 : 8);
  const specks = Math.round(W * H * r.next() * 2e-5);
  const cx = W / 2;
  const cy = H / 2;
  const diag = Math.hypot(cx, cy);
  // Roughly Gaussian grain (the sum of three uniforms) from a table, indexed by an inline xorshift: one step a pixel.
  const table = new Float32Array(4096);
  for (let i = 0; i < table.length; i++) table[i] = (r.next() + r.next() + r.next() - 1.5) * grain;
  let state = r.int(1, 0x7fffffff);
  for (let y = 0; y < H; y++) {
    const ny = (y - cy) / diag;
    const band = shadow ? shadow.depth * Math.exp(-(((y / H - shadow.y) / shadow.width) ** 2)) : 0;
    const rowLight = 1 - gradient * 0.5 - gradient * 0.5 * ny * gy - vignette * ny * ny * 2 - band;
    for (let x = 0; x < W; x++) {
      const nx = (x - cx) / diag;
      const light = rowLight - gradient * 0.5 * nx * gx - vignette * nx * nx * 2;
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const i = y * W + x;
      out[i] = clamp255(out[i] * light + table[state & 4095]);
    }
  }
  for (let s = 0; s < specks; s++) {
    const x = r.int(0, W - 2);
    const y = r.int(0, H - 2);
    const v = r.chance(0.7) ? r.int(0, 80) : 255;
    out[y * W + x] = v;
    if (r.chance(0.5)) out[y * W + x + 1] = v;
  }

  let pipeline = sharp(out, { raw: { width: W, height: H, channels: 1 } });
  const jpeg = r.chance(opts.photo ? 0.8 : 0.4) ? r.int(45, 85) : null;
  if (jpeg !== null) pipeline = sharp(await pipeline.jpeg({ quality: jpeg }).toBuffer());
  notes.push(
    `${opts.photo ? "photo" : "scan"} ${opts.dpi} dpi, ${angle}°, blur ${sigma}, grain ${grain.toFixed(0)}, light −${(gradient * 100).toFixed(0)} %` +
      (shadow ? ", shadow" : "") +
      (jpeg !== null ? `, jpeg q${jpeg}` : ""),
  );
  return pipeline.withMetadata({ density: opts.dpi }).png({ compressionLevel: 2 }).toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Sources

/** A seed from a name, so that each document's randomness does not depend on the others. */
function seedOf(name: string, salt = 0): number {
  return createHash("sha256").update(`${salt}:${name}`).digest().readUInt32LE(0);
}

const sha = (...parts: (string | Uint8Array)[]) => {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex").slice(0, 24);
};

/**
 * Part of every cached image's key, with the source PDF's bytes (so a change to receiptCorpus.ts makes new images by
 * itself): change it after changing scanLook or the choices made for an image here.
 */
const SCAN_LOOK_VERSION = "scanLook v1";

/**
 * The PNG made by `make`, cached under CACHE_DIR by `key` and SCAN_LOOK_VERSION, with the notes `make` wrote and the
 * hash of its bytes in a JSON file beside it (so that a cached rerun does not read the image at all).
 */
async function cachedPng(
  key: string,
  notes: string[],
  make: () => Promise<Buffer>,
): Promise<{ pngPath: string; pngHash: string }> {
  const pngPath = path.join(CACHE_DIR, "png", `${sha(SCAN_LOOK_VERSION, key)}.png`);
  try {
    let side: { notes: string[]; hash: string } | string[] = JSON.parse(await readFile(`${pngPath}.json`, "utf8"));
    if (Array.isArray(side)) {
      // Written by the first version of this file (notes only): add the hash once.
      side = { notes: side, hash: sha(await readFile(pngPath)) };
      await writeAtomic(`${pngPath}.json`, JSON.stringify(side));
    }
    if ((await stat(pngPath)).size > 0) {
      notes.push(...side.notes);
      return { pngPath, pngHash: side.hash };
    }
  } catch {
    // not cached yet
  }
  const before = notes.length;
  const png = await make();
  const pngHash = sha(png);
  await mkdir(path.dirname(pngPath), { recursive: true });
  await writeAtomic(pngPath, png);
  await writeAtomic(`${pngPath}.json`, JSON.stringify({ notes: notes.slice(before), hash: pngHash }));
  return { pngPath, pngHash };
}

/** Cache files are written whole or not at all (several runs may share the cache). */
async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** Pages scanned per invoice PDF at most (the longest in testdata has 4). */
export const MAX_SCAN_PAGES = 4;

const num = (v: unknown): number | null =>
  v === null || v === undefined || v === "" || !Number.isFinite(Number(v)) ? null : Number(v);
const str = (v: unknown): string | null => (v === null || v === undefined || v === "" ? null : String(v));

/**
 * Every page (at most MAX_SCAN_PAGES) of every e-invoice PDF (with an invoice number in its truth) and fixture
 * invoice PDF, scanned; the fixture PNGs as they are. A document's pages share its dpi and its scan-or-photo choice
 * (one scanner, one session); the rest of each page's look comes from a seed of its own. The first page's seed and
 * cache key are those of the first-page-only corpus, so its image (and cached OCR) stay the same.
 */
async function invoiceScans(limit = Infinity, maxPages = MAX_SCAN_PAGES): Promise<ScanImage<InvoiceTruth>[]> {
  const out: ScanImage<InvoiceTruth>[] = [];
  const fixturePngs: ScanImage<InvoiceTruth>[] = [];
  const truth: Record<string, Record<string, unknown>> = JSON.parse(
    await readFile(path.join(EINVOICES_DIR, "truth.json"), "utf8"),
  );
  const sources: { id: string; group: string; file: string; truth: InvoiceTruth }[] = [];
  for (const [name, t] of Object.entries(truth).sort(([a], [b]) => a.localeCompare(b))) {
    if (!t.invoiceNumber) continue;
    sources.push({
      id: name.replace(/\.pdf$/, ""),
      group: "einvoice",
      file: path.join(EINVOICES_DIR, "pdf", name),
      truth: {
        invoiceNumber: str(t.invoiceNumber),
        issueDate: str(t.issueDate),
        seller: str(t.seller),
        netAmount: num(t.netAmount),
        taxAmount: num(t.taxAmount),
        totalAmount: num(t.totalAmount),
      },
    });
  }
  for (const file of (await readdir(INVOICES_DIR)).filter((f) => f.endsWith(".json")).sort()) {
    const json = JSON.parse(await readFile(path.join(INVOICES_DIR, file), "utf8"));
    const t = Array.isArray(json) ? json[0] : json;
    const base = file.replace(/\.json$/, "");
    const invoiceTruth: InvoiceTruth = {
      invoiceNumber: str(t.invoice_number),
      issueDate: str(t.date),
      seller: str(t.issuer),
      netAmount: num(t.amount_untaxed),
      taxAmount: num(t.amount_tax),
      totalAmount: num(t.amount),
    };
    sources.push({ id: base, group: "invoice", file: path.join(INVOICES_DIR, `${base}.pdf`), truth: invoiceTruth });
    const pngPath = path.join(INVOICES_DIR, `${base}.png`);
    const bytes = await readFile(pngPath).catch(() => null);
    if (bytes)
      fixturePngs.push({
        id: `${base}.png`,
        group: "invoice-png",
        pngs: [{ pngPath, pngHash: sha(bytes) }],
        truth: invoiceTruth,
        notes: ["the fixture's own PNG"],
      });
  }
  for (const s of sources.slice(0, limit)) {
    const pdf = await readFile(s.file);
    const pdfHash = sha(pdf);
    const pageCount = Math.max(1, Math.min(maxPages, await pdfPageCount(new Uint8Array(pdf))));
    const notes: string[] = [];
    const pngs: ScanPng[] = [];
    for (let pageNo = 1; pageNo <= pageCount; pageNo++) {
      const pageNotes: string[] = [];
      // Page 1: the key and seed of the first-page-only corpus (same image, same cached OCR).
      const key = pageNo === 1 ? `${s.id}\n${pdfHash}` : `${s.id}\n${pdfHash}\npage ${pageNo}`;
      pngs.push(
        await cachedPng(key, pageNotes, async () => {
          const doc = rng(seedOf(s.id));
          const dpi = doc.pick([200, 220, 250]);
          const photo = doc.chance(0.25);
          const r = pageNo === 1 ? doc : rng(seedOf(s.id, pageNo));
          return scanLook(await renderPdfPage(pdf, dpi, pageNo), r, { dpi, photo }, pageNotes);
        }),
      );
      notes.push(...(pageNo === 1 ? pageNotes : pageNotes.map((n) => `page ${pageNo}: ${n}`)));
    }
    out.push({ id: s.id, group: s.group, pngs, truth: s.truth, notes });
  }
  return [...out, ...fixturePngs].slice(0, limit);
}

/** The generated receipts and bills, rendered and degraded. */
async function receiptScans(count = 72, seed = 2024): Promise<ScanImage<ReceiptTruth>[]> {
  const out: ScanImage<ReceiptTruth>[] = [];
  for (const receipt of await generateReceipts(count, seed)) {
    const notes = [...receipt.notes];
    const png = await cachedPng(`${receipt.id}\n${sha(receipt.pdf)}`, notes, async () => {
      const r = rng(seedOf(receipt.id, seed));
      const dpi = r.pick([200, 220, 250, 300]);
      return scanLook(
        await renderPdfPage(receipt.pdf, dpi),
        r,
        { dpi, photo: r.chance(receipt.group === "receipt" ? 0.6 : 0.3) },
        notes,
      );
    });
    out.push({ id: receipt.id, group: receipt.group, pngs: [png], truth: receipt.truth, notes });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// OCR through the Parse step, cached

interface OcrOptions {
  /** Parse calls running at once (each has its own tesseract worker). Default 2. */
  concurrency?: number;
  /** Images per parse call. Default 6. */
  chunk?: number;
  onProgress?: (done: number, total: number, what?: string) => void;
}

/** Change to read every image again (after a change to the Parse step's OCR). */
const OCR_VERSION = "parseBatchFiles builtin-ocr v6";

interface CachedOcr {
  pages: TextPage[];
  ocrMs: number;
}

/**
 * Read every page image with parseBatchFiles (mode 'builtin-ocr'; each image's text cached by the PNG's hash) and
 * give each document its pages in order, numbered 1..n.
 */
async function ocrScans<T>(images: ScanImage<T>[], opts: OcrOptions = {}): Promise<ScanDoc<T>[]> {
  const ocrDir = path.join(CACHE_DIR, "ocr");
  await mkdir(ocrDir, { recursive: true });
  const keyed = images.flatMap((img) =>
    img.pngs.map((png, i) => ({
      img,
      png,
      fileName: i === 0 ? `${img.id}.png` : `${img.id}-p${i + 1}.png`,
      key: sha(OCR_VERSION, png.pngHash),
    })),
  );
  const results = new Map<string, CachedOcr>();
  const todo: typeof keyed = [];
  for (const k of keyed) {
    try {
      results.set(k.key, JSON.parse(await readFile(path.join(ocrDir, `${k.key}.json`), "utf8")));
    } catch {
      if (!todo.some((t) => t.key === k.key)) todo.push(k);
    }
  }

  const chunkSize = Math.max(1, opts.chunk ?? 6);
  const chunks: (typeof keyed)[] = [];
  for (let i = 0; i < todo.length; i += chunkSize) chunks.push(todo.slice(i, i + chunkSize));
  let done = 0;
  opts.onProgress?.(0, todo.length);
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      const outDir = path.join(CACHE_DIR, "work", `${process.pid}-${chunk[0].key}`);
      let ocrStart = 0;
      let ocrEnd = 0;
      try {
        const parsed = await parseBatchFiles({
          files: chunk.map((k) => ({ fileName: k.fileName, path: k.png.pngPath })),
          mode: "builtin-ocr",
          outDir,
          onWarning: (m) => console.warn(`  (parse) ${m}`),
          onProgress: (_done, _total, stage) => {
            if (stage === "ocr" && !ocrStart) ocrStart = performance.now();
            if (stage === "thumbnails" && !ocrEnd) ocrEnd = performance.now();
          },
        });
        const pages: TextPage[] = JSON.parse(await readFile(parsed.textAnnotationPath, "utf8")).pages;
        const ocrMs = ((ocrEnd || performance.now()) - ocrStart) / chunk.length;
        for (let i = 0; i < chunk.length; i++) {
          const pageNos = parsed.documents[i]?.mainPages ?? [];
          const own = pages.filter((p) => pageNos.includes(p.pageNo)).map((p, n) => ({ ...p, pageNo: n + 1 }));
          const result: CachedOcr = { pages: own, ocrMs };
          results.set(chunk[i].key, result);
          await writeAtomic(path.join(ocrDir, `${chunk[i].key}.json`), JSON.stringify(result));
        }
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
      done += chunk.length;
      opts.onProgress?.(done, todo.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 2) }, worker));

  return images.map((img) => {
    const read = img.pngs.map((png) => results.get(sha(OCR_VERSION, png.pngHash))!);
    const pages = read.flatMap((r) => r.pages).map((p, n) => ({ ...p, pageNo: n + 1 }));
    const ocrMs = read.reduce((sum, r) => sum + r.ocrMs, 0) / read.length;
    const pngPaths = img.pngs.map((png) => png.pngPath);
    return {
      id: img.id,
      group: img.group,
      truth: img.truth,
      notes: img.notes,
      pages,
      ocrMs,
      pngPath: pngPaths[0],
      pngPaths,
    };
  });
}

export interface ScanCorpora {
  receipts: ScanDoc<ReceiptTruth>[];
  invoices: ScanDoc<InvoiceTruth>[];
}

/**
 * Both corpora, generated (or read from the cache) and OCRed (or read from the cache): the receipts and bills of
 * receiptCorpus.ts and the scanned invoices of testdata. For bench/extractScans.ts and bench/extract.ts.
 */
export async function prepareScanCorpora(
  opts: OcrOptions & {
    receipts?: number;
    seed?: number;
    /** At most this many invoices (for quick runs). */
    invoices?: number;
    /** At most this many pages per invoice PDF; default MAX_SCAN_PAGES (1: the first pages only, as before). */
    maxPages?: number;
    log?: (line: string) => void;
  } = {},
): Promise<ScanCorpora> {
  const log = opts.log ?? (() => undefined);
  const t0 = performance.now();
  const receiptImages = await receiptScans(opts.receipts, opts.seed);
  log(`images: ${receiptImages.length} receipts and bills in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // The receipts are read while the invoice pages are being made (OCR runs in tesseract's worker threads).
  const receiptsRead = ocrScans(receiptImages, {
    ...opts,
    onProgress: opts.onProgress && ((done, total) => opts.onProgress!(done, total, "receipts")),
  });
  receiptsRead.catch(() => undefined); // awaited below
  const t1 = performance.now();
  const invoiceImages = await invoiceScans(opts.invoices, opts.maxPages);
  log(
    `images: ${invoiceImages.length} invoices (${invoiceImages.reduce((n, d) => n + d.pngs.length, 0)} pages) in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
  );
  const receipts = await receiptsRead;
  const invoices = await ocrScans(invoiceImages, {
    ...opts,
    onProgress: opts.onProgress && ((done, total) => opts.onProgress!(done, total, "invoices")),
  });
  const pages = [...receipts, ...invoices].reduce((n, d) => n + d.pngPaths.length, 0);
  log(
    `OCR: ${receipts.length + invoices.length} documents, ${pages} page images ready ${((performance.now() - t0) / 1000).toFixed(1)} s after the start`,
  );
  return { receipts, invoices };
}
