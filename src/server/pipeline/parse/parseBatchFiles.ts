/**
 * The Parse step of a batch, as a pure Node library (no database, no HTTP):
 *
 *   1. merge       every uploaded file (PDF, PNG, JPEG; type checked by its bytes) becomes pages
 *                  of one merged PDF, written once to outDir/merged.pdf
 *   2. text        each page's words with boxes from its text layer (poppler's pdftotext when installed, else
 *                  pdf.js; pdf.js too for a page poppler fails on or finds (nearly) no text on)
 *   3. ocr         pages without a usable text layer (mode 'builtin') or all pages
 *                  (mode 'builtin-ocr') are read by tesseract.js, offline
 *   4. thumbnails  one PNG per page, outDir/thumbnails/page-0001.png ... (pdftoppm when installed, else pdf.js)
 *
 * and outDir/text-annotation.json: { pages: [{ pageNo, width, height, text, words, source }] }.
 *
 * Memory stays flat in the page count: pages are rendered one at a time on one reused canvas (one
 * more page being OCRed), per-page text goes to temporary line files and is streamed into the
 * annotation file at the end, and pdf.js is reopened every 200 pages. Only the merged PDF itself
 * (the files' compressed content, in pdf-lib) is held whole until it is written, once.
 * Re-running on the same outDir overwrites the same file names (stale thumbnails are removed).
 * Problems with the files throw ParseError with a sentence naming the file.
 */
import { createReadStream, createWriteStream as createFsWriteStream, type WriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { mkdir, readdir, rename, rm, unlink, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import * as os from "node:os";
import * as path from "node:path";
import { createInterface } from "node:readline";
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { imageForOcr, type ThumbnailSize } from "./images.js";
import { mergeFiles, type PageInfo } from "./merge.js";
import { OcrEngine } from "./ocr.js";
import { openPdfFile } from "./pdfjs.js";
import {
  popplerGreyPage,
  popplerText,
  popplerThumbnails,
  popplerTools,
  type PopplerPageText,
  type PopplerTools,
} from "./poppler.js";
import { GlyphCache } from "./glyphCacheContext.js";
import {
  RenderSurface,
  blankThumbnail,
  cappedScale,
  greyToPgm,
  pixelsOf,
  rgbaToPgm,
  thumbnailFromRgba,
  thumbnailScale,
} from "./render.js";
import { extractPageText } from "./textLayer.js";
import type { Rotation } from "./orientation.js";
import type { TextAnnotationPage } from "../../../domain/batch/textAnnotation";
import { storeUpright, uprightPgm } from "./upright.js";
import { evenLightingPgm } from "./lighting.js";
import { ProgressReporter, defaultWarn, withTimeout, type Stage } from "./util.js";
import { countRealWords, layoutWords, looksGarbled, type Word } from "../../../domain/text/words";

export { ParseError } from "./errors.js";

/** 'builtin': text layer, OCR where there is none; 'builtin-ocr': OCR every page; 'text-layer': no OCR. */
export type ParserMode = "builtin" | "builtin-ocr" | "text-layer";

export interface ParseInput {
  files: { fileName: string; path: string }[];
  mode: ParserMode;
  outDir: string;
  limits?: {
    /** Pages allowed in the whole batch. Default 5000. */
    maxPages?: number;
    /** Decoded pixels allowed per image (uploaded or inside a PDF). Default 100e6. */
    maxPixels?: number;
  };
  /**
   * Called as work advances: at the start and end of each stage and at most every 250 ms in
   * between. 'merge' counts pages merged so far (its total grows as files are opened); 'text' and
   * 'thumbnails' count pages of the merged PDF; 'ocr' counts the pages that need OCR.
   */
  onProgress?: (pagesDone: number, totalPages: number, stage: Stage) => void | Promise<void>;
  /**
   * Told about pages that could not be fully read while the batch goes on (left blank, text
   * unreadable, OCR failed). Default: process.emitWarning.
   */
  onWarning?: (message: string) => void;
  /**
   * 'auto' (the default): poppler's pdftotext and pdftoppm when installed, pdf.js otherwise and for what poppler
   * fails on; 'off': pdf.js only (config PARSE_POPPLER). Tests may name the tools.
   */
  poppler?: "auto" | "off" | PopplerTools;
}

export interface ParseOutput {
  mergedPdfPath: string;
  textAnnotationPath: string;
  thumbnails: { pageNo: number; path: string }[];
  pageCount: number;
  /** One per uploaded file, in upload order; pages are 1-based page numbers of the merged PDF. */
  documents: { docNo: number; totalPages: number; mainPages: number[] }[];
}

export const DEFAULT_MAX_PAGES = 5000;
export const DEFAULT_MAX_PIXELS = 100e6;

const THUMBNAIL: ThumbnailSize = { width: 200, maxHeight: 600 };
/** OCR renders at 300 dpi, within this many pixels per page. */
const OCR_DPI = 300;
const OCR_MAX_PIXELS = 16_000_000;
/** Budget for one pdf.js step (open, read text, render) on one page; beyond it the page is skipped. */
const STEP_TIMEOUT_MS = 60_000;
/** In mode 'builtin' a page is OCRed when its text layer has fewer real words than this... */
const MIN_TEXT_WORDS = 5;
/** ...or when it paints a scan-sized image and has fewer words than this. */
const MIN_TEXT_WORDS_ON_SCAN = 25;
/** Pages read from one pdf.js instance of the merged PDF before it is reopened (memory). */
const RECYCLE_PAGES = 200;
/** Budget for recognising one page; a worker that takes longer is replaced. */
const OCR_PAGE_TIMEOUT_MS = 180_000;
/** Thumbnails being encoded/written while the next page renders. */
const MAX_PENDING_THUMBNAILS = 4;
/** Pages per pdftotext process (its output is held whole), and per pdftoppm process. */
const POPPLER_TEXT_PAGES = 200;
const POPPLER_THUMBNAIL_PAGES = 200;
/** pdftoppm processes at once: one batch's thumbnails use every core (a process renders its pages one by one). */
const POPPLER_PARALLEL = Math.max(1, Math.min(4, os.availableParallelism()));
/** A poppler process's budget: this much per page of its chunk, at least STEP_TIMEOUT_MS; then it is killed. */
const POPPLER_MS_PER_PAGE = 2_000;

const MERGED_PDF_NAME = "merged.pdf";
const TEXT_ANNOTATION_NAME = "text-annotation.json";
const THUMBNAIL_DIR = "thumbnails";
const thumbnailName = (pageNo: number) => `page-${String(pageNo).padStart(4, "0")}.png`;

interface TextPassRecord extends TextAnnotationPage {
  needsOcr: boolean;
  /** The text layer is glyph codes rather than text: OCR wins whatever it finds. */
  garbled: boolean;
}

export async function parseBatchFiles(input: ParseInput): Promise<ParseOutput> {
  const maxPages = positive(input.limits?.maxPages, DEFAULT_MAX_PAGES);
  const maxPixels = positive(input.limits?.maxPixels, DEFAULT_MAX_PIXELS);
  const mode = input.mode;
  if (mode !== "builtin" && mode !== "builtin-ocr" && mode !== "text-layer")
    throw new Error(`Unknown parser mode: ${String(mode)}`);
  const outDir = path.resolve(input.outDir);
  const thumbDir = path.join(outDir, THUMBNAIL_DIR);
  await mkdir(thumbDir, { recursive: true });
  const mergedPdfPath = path.join(outDir, MERGED_PDF_NAME);
  const textAnnotationPath = path.join(outDir, TEXT_ANNOTATION_NAME);
  const thumbPath = (pageNo: number) => path.join(thumbDir, thumbnailName(pageNo));
  const progress = new ProgressReporter(input.onProgress);
  const warn = input.onWarning ?? defaultWarn;
  const runId = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const tmpText = path.join(outDir, `.text-pass-${runId}.ndjson`);
  const tmpOcr = path.join(outDir, `.ocr-pass-${runId}.ndjson`);

  await progress.report(0, 0, "merge", true);
  const merged = await mergeFiles(input.files, mergedPdfPath, {
    maxPages,
    maxPixels,
    thumbnail: THUMBNAIL,
    thumbnailPath: thumbPath,
    stepTimeoutMs: STEP_TIMEOUT_MS,
    progress,
    warn,
  });
  const { pageCount, pages } = merged;
  const poppler =
    input.poppler === "off" ? null : typeof input.poppler === "object" ? input.poppler : await popplerTools();
  const popplerPages = poppler ? new PopplerTextPages(poppler, mergedPdfPath, pageCount) : undefined;
  /** Each page's size as shown (points, /Rotate applied), from the text pass. */
  const sizes: { width: number; height: number }[] = [];

  const doc = new RecyclingDocument(mergedPdfPath, maxPixels);
  let ocr: OcrEngine | undefined;
  try {
    const getPage = (pageNo: number) => doc.getPage(pageNo);

    // ---- text ----
    const needsOcr: number[] = [];
    {
      const out = createWriteStream(tmpText);
      await progress.report(0, pageCount, "text", true);
      for (let pageNo = 1; pageNo <= pageCount; pageNo++) {
        const rec = await textOfPage(
          pageNo,
          pages[pageNo - 1],
          merged.carriedText.get(pageNo),
          getPage,
          mode,
          warn,
          popplerPages,
        );
        sizes[pageNo - 1] = { width: rec.width, height: rec.height };
        if (rec.needsOcr) needsOcr.push(pageNo);
        await writeLine(out, JSON.stringify(rec));
        await progress.report(pageNo, pageCount, "text");
      }
      await endStream(out);
      merged.carriedText.clear();
    }

    // ---- ocr ----
    if (needsOcr.length > 0) {
      const out = createWriteStream(tmpOcr);
      await progress.report(0, needsOcr.length, "ocr", true);
      ocr = await OcrEngine.create();
      const surface = new RenderSurface();
      let inFlight: Promise<void> | undefined;
      let done = 0;
      for (const pageNo of needsOcr) {
        const info = pages[pageNo - 1];
        // Prepare this page (render on this thread) while the previous one is being recognised.
        const prepared =
          (poppler && (await popplerOcrImage(poppler, mergedPdfPath, pageNo, info, sizes[pageNo - 1], maxPixels))) ??
          (await prepareOcrImage(pageNo, info, getPage, surface, maxPixels, warn));
        if (prepared?.thumbnail) {
          await writeAtomic(thumbPath(pageNo), prepared.thumbnail);
          info.thumbnailDone = true;
        }
        if (inFlight) await inFlight;
        inFlight = (async () => {
          let words: Word[] = [];
          let rotation: Rotation = 0;
          let failed = !prepared;
          if (prepared) {
            try {
              ocr ??= await OcrEngine.create();
              const engine = ocr;
              // A page turned 90/180/270° is read upright; its words are in the upright page's frame.
              const upright = uprightPgm(prepared.pgm);
              // Tesseract reads the page with its lighting evened out (lighting.ts); the turn is found on the image as it came.
              const read = async (pgm: Buffer) =>
                withTimeout(
                  engine.recognizeRated(await evenLightingPgm(pgm), prepared.pxPerPoint),
                  OCR_PAGE_TIMEOUT_MS,
                  `OCR of page ${pageNo}`,
                );
              const turned = await read(upright.pgm);
              rotation = upright.rotation;
              words = turned.words;
              if (rotation !== 0) {
                // The detector can be fooled (a photographed receipt, a framed form): a turn is kept only when
                // the page reads better turned than as it lies. Costs a second OCR on turned pages only.
                const asItLies = await read(prepared.pgm);
                if (asItLies.readable >= turned.readable) {
                  rotation = 0;
                  words = asItLies.words;
                }
              }
            } catch (err) {
              failed = true;
              warn(`OCR of page ${pageNo} failed: ${err instanceof Error ? err.message : String(err)}`);
              // A worker that timed out or crashed is replaced for the next page.
              const broken = ocr;
              ocr = undefined;
              await broken?.terminate().catch(() => undefined);
            }
          }
          await writeLine(out, JSON.stringify({ pageNo, failed, rotation, ...layoutWords(words) }));
          done++;
          await progress.report(done, needsOcr.length, "ocr");
        })();
        inFlight.catch(() => undefined); // awaited (and rethrown) before the next page or after the loop
      }
      if (inFlight) await inFlight;
      surface.release();
      await endStream(out);
      await ocr?.terminate();
      ocr = undefined;
    }

    // ---- thumbnails ----
    // Render on this thread; PNG encoding (sharp) and writing overlap with the next render.
    await progress.report(0, pageCount, "thumbnails", true);
    if (poppler) {
      await popplerThumbnailPass(
        poppler,
        mergedPdfPath,
        pages,
        sizes,
        maxPixels,
        thumbPath,
        path.join(outDir, `.thumbs-${runId}`),
        progress,
      );
    }
    const surface = new RenderSurface();
    const glyphs = new GlyphCache();
    const pending = new Set<Promise<void>>();
    let thumbsDone = pages.filter((p) => p.thumbnailDone).length;
    for (let pageNo = 1; pageNo <= pageCount; pageNo++) {
      const info = pages[pageNo - 1];
      if (info.thumbnailDone) continue;
      const { png } = await thumbnailOfPage(pageNo, info, getPage, surface, glyphs, warn);
      const job = png
        .then((data) => writeAtomic(thumbPath(pageNo), data))
        .then(() => {
          info.thumbnailDone = true;
          thumbsDone++;
        });
      job.catch(() => undefined); // awaited below
      pending.add(job);
      void job.finally(() => pending.delete(job)).catch(() => undefined);
      if (pending.size >= MAX_PENDING_THUMBNAILS) await Promise.race(pending);
      await progress.report(thumbsDone, pageCount, "thumbnails");
    }
    await Promise.all(pending);
    surface.release();
    glyphs.clear();
    await progress.report(pageCount, pageCount, "thumbnails", true);

    // ---- text-annotation.json: the text pass with OCR results merged in, streamed ----
    const turned = await assembleAnnotation(
      tmpText,
      needsOcr.length > 0 ? tmpOcr : undefined,
      textAnnotationPath,
      mode,
    );
    // ---- pages read upright are stored upright: the merged PDF's /Rotate and the thumbnails follow ----
    if (turned.size > 0) await storeUpright(mergedPdfPath, thumbPath, turned);
    await removeStaleThumbnails(thumbDir, pageCount);
  } finally {
    await ocr?.terminate().catch(() => undefined);
    await doc.close();
    await rm(tmpText, { force: true });
    await rm(tmpOcr, { force: true });
    await rm(path.join(outDir, `.thumbs-${runId}`), { recursive: true, force: true });
  }

  return {
    mergedPdfPath,
    textAnnotationPath,
    thumbnails: Array.from({ length: pageCount }, (_, i) => ({ pageNo: i + 1, path: thumbPath(i + 1) })),
    pageCount,
    documents: merged.documents,
  };
}

/**
 * The merged PDF opened with pdf.js, reopened every RECYCLE_PAGES pages: pdf.js keeps every page
 * it has handed out (and the objects behind it) until the document is destroyed, which would make
 * memory grow with the page count. Callers finish with one page before asking for the next.
 */
class RecyclingDocument {
  private doc: PDFDocumentProxy | undefined;
  private served = 0;
  constructor(
    private readonly file: string,
    private readonly maxPixels: number,
  ) {}

  async getPage(pageNo: number): Promise<PDFPageProxy> {
    if (this.doc && this.served >= RECYCLE_PAGES) await this.close();
    if (!this.doc) {
      this.doc = await withTimeout(
        openPdfFile(this.file, { maxImagePixels: this.maxPixels }),
        STEP_TIMEOUT_MS,
        "Opening the merged PDF",
      );
      this.served = 0;
    }
    this.served++;
    return withTimeout(this.doc.getPage(pageNo), STEP_TIMEOUT_MS, `Reading page ${pageNo}`);
  }

  async close(): Promise<void> {
    const doc = this.doc;
    this.doc = undefined;
    await doc?.destroy().catch(() => undefined);
  }
}

function positive(v: number | undefined, fallback: number): number {
  return typeof v === "number" && Number.isFinite(v) && v > 0 ? v : fallback;
}

async function textOfPage(
  pageNo: number,
  info: PageInfo,
  carried: { words: Word[]; text: string } | undefined,
  getPage: (n: number) => Promise<PDFPageProxy>,
  mode: ParserMode,
  warn: (message: string) => void,
  popplerPages?: PopplerTextPages,
): Promise<TextPassRecord> {
  let width = info.widthPt ?? 612;
  let height = info.heightPt ?? 792;
  let words: Word[] = [];
  let text = "";
  const fromPoppler = !carried && info.kind !== "image" ? await popplerPages?.page(pageNo) : undefined;
  if (carried) {
    ({ words, text } = carried);
  } else if (fromPoppler && !isThin(fromPoppler.words, info)) {
    // poppler's sizes are the crop box as it lies; /Rotate turns the words (already) and the page.
    const quarter = info.rotation === 90 || info.rotation === 270;
    width = quarter ? fromPoppler.height : fromPoppler.width;
    height = quarter ? fromPoppler.width : fromPoppler.height;
    ({ words, text } = fromPoppler);
  } else if (info.kind !== "image") {
    // pdf.js: without poppler, where it failed, or for a page poppler finds (nearly) no text on (never less than today).
    try {
      const page = await getPage(pageNo);
      const vp = page.getViewport({ scale: 1 });
      width = vp.width;
      height = vp.height;
      const r = await withTimeout(extractPageText(page), STEP_TIMEOUT_MS, `Reading the text of page ${pageNo}`);
      ({ words, text } = r);
      page.cleanup();
    } catch (err) {
      warn(`The text of page ${pageNo} could not be read: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const garbled = looksGarbled(words);
  const thin = isThin(words, info);
  const needsOcr = mode === "builtin-ocr" || (mode === "builtin" && thin);
  return {
    pageNo,
    width: round2(width),
    height: round2(height),
    text,
    words,
    source: words.length > 0 ? "text" : "none",
    needsOcr,
    garbled,
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Too little text to trust: OCR is tried ('builtin'). */
function isThin(words: Word[], info: PageInfo): boolean {
  const real = countRealWords(words);
  return real < MIN_TEXT_WORDS || (info.largeImage && real < MIN_TEXT_WORDS_ON_SCAN) || looksGarbled(words);
}

/**
 * The merged PDF's text layer read by pdftotext, a chunk of pages per process, as the text pass asks for pages in
 * order. A chunk that fails (a damaged file, the timeout) gives no pages: pdf.js reads them.
 */
class PopplerTextPages {
  private chunk = new Map<number, PopplerPageText>();
  private chunkEnd = 0;
  constructor(
    private readonly tools: PopplerTools,
    private readonly pdf: string,
    private readonly pageCount: number,
  ) {}

  async page(pageNo: number): Promise<PopplerPageText | undefined> {
    if (pageNo > this.chunkEnd) {
      const last = Math.min(this.pageCount, pageNo + POPPLER_TEXT_PAGES - 1);
      this.chunkEnd = last;
      try {
        this.chunk = await popplerText(this.tools, this.pdf, pageNo, last, popplerTimeout(last - pageNo + 1));
      } catch {
        this.chunk = new Map();
      }
    }
    const p = this.chunk.get(pageNo);
    this.chunk.delete(pageNo);
    return p;
  }
}

/** poppler has no pixel limit of its own: a page painting a larger image is rendered by pdf.js, which skips it. */
const withinPixels = (info: PageInfo, maxPixels: number) => (info.imagePixels ?? 0) <= maxPixels;

const popplerTimeout = (pages: number) => Math.max(STEP_TIMEOUT_MS, pages * POPPLER_MS_PER_PAGE);

/** A page rendered grey for OCR by pdftoppm, at the DPI and pixel cap of the pdf.js path; undefined: use pdf.js. */
async function popplerOcrImage(
  tools: PopplerTools,
  pdf: string,
  pageNo: number,
  info: PageInfo,
  size: { width: number; height: number } | undefined,
  maxPixels: number,
): Promise<OcrImage | undefined> {
  if (info.kind === "image" || !size || !withinPixels(info, maxPixels)) return undefined;
  try {
    const scale = cappedScale(size.width, size.height, OCR_DPI / 72, OCR_MAX_PIXELS);
    const pgm = await popplerGreyPage(tools, pdf, pageNo, scale * 72, STEP_TIMEOUT_MS);
    const width = Number(/^P5\s+(\d+)\s/.exec(pgm.subarray(0, 32).toString("latin1"))?.[1]);
    if (!(width > 0)) return undefined;
    return { pgm, pxPerPoint: width / size.width };
  } catch {
    return undefined;
  }
}

/**
 * Thumbnails of the pages not done yet, by pdftoppm: runs of pages that take the same arguments, up to
 * POPPLER_THUMBNAIL_PAGES per process, written as PNG into `tmpDir` and moved into place. Pages of a run that fails
 * are left to pdf.js.
 */
async function popplerThumbnailPass(
  tools: PopplerTools,
  pdf: string,
  pages: PageInfo[],
  sizes: { width: number; height: number }[],
  maxPixels: number,
  thumbPath: (pageNo: number) => string,
  tmpDir: string,
  progress: ProgressReporter,
): Promise<void> {
  const todo = (pageNo: number) => !pages[pageNo - 1].thumbnailDone && withinPixels(pages[pageNo - 1], maxPixels);
  await mkdir(tmpDir, { recursive: true });
  // pdftoppm scales the page as it lies (before /Rotate): a page turned a quarter is sized by its height.
  const argsOf = (pageNo: number) => {
    const info = pages[pageNo - 1];
    const { width, height } = sizes[pageNo - 1] ?? { width: 612, height: 792 };
    const byHeight = height / Math.max(width, 1e-6) > THUMBNAIL.maxHeight / THUMBNAIL.width;
    const px = byHeight ? THUMBNAIL.maxHeight : THUMBNAIL.width;
    const quarter = info.rotation === 90 || info.rotation === 270;
    return byHeight !== quarter ? { height: px } : { width: px };
  };
  let done = pages.filter((p) => p.thumbnailDone).length;
  // Runs of pages that take the same arguments, cut so that every core gets a share of a small batch too.
  const todoCount = pages.filter((_, i) => todo(i + 1)).length;
  const perRun = Math.max(1, Math.min(POPPLER_THUMBNAIL_PAGES, Math.ceil(todoCount / POPPLER_PARALLEL)));
  const runs: { first: number; last: number; args: { width: number } | { height: number } }[] = [];
  for (let first = 1; first <= pages.length;) {
    if (!todo(first)) {
      first++;
      continue;
    }
    const args = argsOf(first);
    let last = first;
    while (
      last < pages.length &&
      last - first + 1 < perRun &&
      todo(last + 1) &&
      JSON.stringify(argsOf(last + 1)) === JSON.stringify(args)
    )
      last++;
    runs.push({ first, last, args });
    first = last + 1;
  }
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < runs.length; i = next++) {
      const { first, last, args } = runs[i];
      try {
        const files = await popplerThumbnails(
          tools,
          pdf,
          first,
          last,
          args,
          path.join(tmpDir, `c${i + 1}`),
          popplerTimeout(last - first + 1),
        );
        for (let pageNo = first; pageNo <= last; pageNo++) {
          const file = files.get(pageNo);
          if (!file) continue;
          await rename(file, thumbPath(pageNo));
          pages[pageNo - 1].thumbnailDone = true;
          done++;
        }
      } catch {
        // left to pdf.js
      }
      await progress.report(done, pages.length, "thumbnails");
    }
  };
  await Promise.all(Array.from({ length: Math.min(POPPLER_PARALLEL, runs.length) }, worker));
}

interface OcrImage {
  pgm: Buffer;
  pxPerPoint: number;
  thumbnail?: Buffer;
}

async function prepareOcrImage(
  pageNo: number,
  info: PageInfo,
  getPage: (n: number) => Promise<PDFPageProxy>,
  surface: RenderSurface,
  maxPixels: number,
  warn: (message: string) => void,
): Promise<OcrImage | undefined> {
  try {
    if (info.kind === "image" && info.imagePath && info.widthPt) {
      const grey = await imageForOcr(info.imagePath, maxPixels, OCR_MAX_PIXELS);
      return { pgm: greyToPgm(grey.data, grey.width, grey.height), pxPerPoint: grey.width / info.widthPt };
    }
    const page = await getPage(pageNo);
    const vp = page.getViewport({ scale: 1 });
    const scale = cappedScale(vp.width, vp.height, OCR_DPI / 72, OCR_MAX_PIXELS);
    const rendered = await surface.render(page, scale, STEP_TIMEOUT_MS);
    page.cleanup();
    const rgba = pixelsOf(rendered); // valid until the next render: used up before returning
    const pgm = rgbaToPgm(rgba, rendered.width, rendered.height);
    const thumbnail = info.thumbnailDone
      ? undefined
      : await thumbnailFromRgba(rgba, rendered.width, rendered.height, THUMBNAIL);
    return { pgm, pxPerPoint: rendered.width / vp.width, thumbnail };
  } catch (err) {
    warn(`Page ${pageNo} could not be rendered for OCR: ${err instanceof Error ? err.message : String(err)}`);
    return undefined;
  }
}

/**
 * Render a page's thumbnail and start encoding it; the returned promise gives the PNG. The pixels
 * are copied, so the surface is free for the next page as soon as this returns.
 */
async function thumbnailOfPage(
  pageNo: number,
  info: PageInfo,
  getPage: (n: number) => Promise<PDFPageProxy>,
  surface: RenderSurface,
  glyphs: GlyphCache,
  warn: (message: string) => void,
): Promise<{ png: Promise<Buffer> }> {
  let w = info.widthPt ?? 612;
  let h = info.heightPt ?? 792;
  try {
    const page = await getPage(pageNo);
    const vp = page.getViewport({ scale: 1 });
    w = vp.width;
    h = vp.height;
    const rendered = await surface.render(page, thumbnailScale(w, h, THUMBNAIL), STEP_TIMEOUT_MS, glyphs);
    page.cleanup();
    const pixels = Buffer.from(pixelsOf(rendered));
    return { png: thumbnailFromRgba(pixels, rendered.width, rendered.height, THUMBNAIL) };
  } catch (err) {
    warn(`Page ${pageNo} could not be rendered for its thumbnail: ${err instanceof Error ? err.message : String(err)}`);
    return { png: blankThumbnail(w, h, THUMBNAIL) };
  }
}

/** Writes text-annotation.json; returns the pages whose OCR words were read on the page turned upright. */
async function assembleAnnotation(
  textFile: string,
  ocrFile: string | undefined,
  target: string,
  mode: ParserMode,
): Promise<Map<number, Rotation>> {
  const turned = new Map<number, Rotation>();
  const tmp = `${target}.tmp`;
  const out = createWriteStream(tmp);
  const ocrLines = ocrFile
    ? createInterface({ input: createReadStream(ocrFile), crlfDelay: Infinity })[Symbol.asyncIterator]()
    : undefined;
  let nextOcr: { pageNo: number; failed: boolean; rotation?: Rotation; words: Word[]; text: string } | undefined;
  const advanceOcr = async () => {
    const r = ocrLines ? await ocrLines.next() : { done: true as const, value: undefined };
    nextOcr = r.done ? undefined : JSON.parse(r.value);
  };
  await advanceOcr();
  await writeLine(out, '{"pages":[', "");
  let first = true;
  const lines = createInterface({ input: createReadStream(textFile), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const rec = JSON.parse(line) as TextPassRecord;
    let page: TextAnnotationPage = {
      pageNo: rec.pageNo,
      width: rec.width,
      height: rec.height,
      text: rec.text,
      words: rec.words,
      source: rec.source,
    };
    if (nextOcr && nextOcr.pageNo === rec.pageNo) {
      const o = nextOcr;
      await advanceOcr();
      // In 'builtin' mode OCR replaces a thin text layer unless it read less than that layer did.
      const useOcr =
        !o.failed && (mode === "builtin-ocr" || rec.garbled || countRealWords(o.words) >= countRealWords(rec.words));
      if (useOcr) page = { ...page, text: o.text, words: o.words, source: "ocr" };
      if (useOcr && o.rotation) {
        const quarter = o.rotation === 90 || o.rotation === 270;
        page = {
          ...page,
          width: quarter ? rec.height : rec.width,
          height: quarter ? rec.width : rec.height,
          rotation: o.rotation,
        };
        turned.set(rec.pageNo, o.rotation);
      }
    }
    await writeLine(out, (first ? "\n" : ",\n") + JSON.stringify(page), "");
    first = false;
  }
  await writeLine(out, "\n]}\n", "");
  await endStream(out);
  await rename(tmp, target);
  return turned;
}

function createWriteStream(file: string): WriteStream {
  const out = createFsWriteStream(file);
  out.on("error", () => undefined); // surfaced by writeLine/endStream, never as an uncaught event
  return out;
}

async function writeLine(out: WriteStream, text: string, eol = "\n"): Promise<void> {
  if (out.errored) throw out.errored;
  if (!out.write(text + eol)) await once(out, "drain");
}

async function endStream(out: WriteStream): Promise<void> {
  out.end();
  await finished(out);
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function removeStaleThumbnails(dir: string, pageCount: number): Promise<void> {
  for (const name of await readdir(dir)) {
    const m = /^page-(\d+)\.png(\.tmp)?$/.exec(name);
    if (m && (m[2] || Number(m[1]) > pageCount)) await unlink(path.join(dir, name)).catch(() => undefined);
  }
}
