/**
 * The page signals the split options need from the page images: blank pages ('blank-page') and
 * barcodes ('barcode'). Each page of the merged PDF is rendered once, at a low resolution (100 dpi
 * when barcodes are wanted, 50 dpi for blank detection alone), and only when one of those options
 * is configured. A page that cannot be rendered is told to onWarning and gets no signal (not blank,
 * no barcode), so one bad page does not stop the batch.
 */
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { openPdfFile } from "../../pipeline/parse/pdfjs.js";
import { withTimeout } from "../../pipeline/parse/util.js";
import type { Word } from "../../../domain/text/words";
import { DEFAULT_BLANK_THRESHOLD, blankOfGrey } from "./blank.js";
import type { SplitOptionInput } from "./splitPages.js";

interface SignalPage {
  pageNo: number;
  /** The page's words (text annotation), so that text counts as not blank. */
  words?: readonly Word[];
}

interface PageSignal {
  pageNo: number;
  /** Only when a 'blank-page' option is configured. */
  isBlank?: boolean;
  /** The share of the page that is blank (with isBlank). */
  blankRatio?: number;
  /** Only when a 'barcode' option is configured. */
  barcodes?: string[];
}

interface PageSignalsOptions {
  onProgress?: (pagesDone: number, totalPages: number) => void | Promise<void>;
  onWarning?: (message: string) => void;
  /** Per-page budget for reading and rendering. Default 60 s. */
  stepTimeoutMs?: number;
  maxImagePixels?: number;
}

interface SignalNeeds {
  /** The first 'blank-page' option's threshold; null when no such option is configured. */
  blankThreshold: number | null;
  barcodes: boolean;
}

/** What the job's split options need from the page images. */
export function signalNeeds(splitOptions: readonly SplitOptionInput[]): SignalNeeds {
  let blankThreshold: number | null = null;
  let barcodes = false;
  for (const o of splitOptions ?? []) {
    if (o?._id === "blank-page" && blankThreshold === null) {
      const t = Number(o.config?.threshold);
      blankThreshold = Number.isFinite(t) && t >= 0 && t <= 1 ? t : DEFAULT_BLANK_THRESHOLD;
    }
    if (o?._id === "barcode") barcodes = true;
  }
  return { blankThreshold, barcodes };
}

const BARCODE_DPI = 100;
const BLANK_DPI = 50;
/** Rendering cap per page, whatever its size in points. */
const MAX_RENDER_PIXELS = 4_000_000;

export async function pageSignals(
  mergedPdfPath: string,
  pages: readonly SignalPage[],
  splitOptions: readonly SplitOptionInput[],
  options: PageSignalsOptions = {},
): Promise<PageSignal[]> {
  const needs = signalNeeds(splitOptions);
  if (needs.blankThreshold === null && !needs.barcodes) return pages.map((p) => ({ pageNo: p.pageNo }));
  const warn = options.onWarning ?? ((m: string) => process.emitWarning(m));
  const timeout = options.stepTimeoutMs ?? 60_000;
  const dpi = needs.barcodes ? BARCODE_DPI : BLANK_DPI;
  // Rendering (canvas, sharp) and the barcode reader are loaded only for a job that asks for these signals.
  const [{ RenderSurface, cappedScale, pixelsOf }, { readBarcodesGrey }, { toGrey }] = await Promise.all([
    import("../../pipeline/parse/render.js"),
    import("./barcodes.js"),
    import("./pixels.js"),
  ]);

  let doc: PDFDocumentProxy | undefined;
  const surface = new RenderSurface();
  const out: PageSignal[] = [];
  try {
    doc = await withTimeout(
      openPdfFile(mergedPdfPath, { maxImagePixels: options.maxImagePixels ?? 100e6 }),
      timeout,
      "Opening the merged PDF",
    );
    const pdf = doc;
    let done = 0;
    await options.onProgress?.(0, pages.length);
    for (const p of pages) {
      const signal: PageSignal = { pageNo: p.pageNo };
      if (needs.blankThreshold !== null) signal.isBlank = false;
      if (needs.barcodes) signal.barcodes = [];
      try {
        if (!Number.isInteger(p.pageNo) || p.pageNo < 1 || p.pageNo > pdf.numPages)
          throw new Error(`the merged PDF has no page ${p.pageNo}`);
        const page = await withTimeout(pdf.getPage(p.pageNo), timeout, `Reading page ${p.pageNo}`);
        const vp = page.getViewport({ scale: 1 });
        const rendered = await surface.render(
          page,
          cappedScale(vp.width, vp.height, dpi / 72, MAX_RENDER_PIXELS),
          timeout,
        );
        page.cleanup();
        const grey = toGrey({ data: pixelsOf(rendered), width: rendered.width, height: rendered.height, channels: 4 });
        if (needs.blankThreshold !== null) {
          const b = blankOfGrey(grey, needs.blankThreshold, {
            words: p.words,
            pageWidth: vp.width,
            pageHeight: vp.height,
          });
          signal.isBlank = b.isBlank;
          signal.blankRatio = Math.round(b.blankRatio * 10000) / 10000;
        }
        // A blank page carries no barcode: no need to look.
        if (needs.barcodes && !signal.isBlank) signal.barcodes = readBarcodesGrey(grey);
      } catch (err) {
        warn(
          `Page ${p.pageNo} could not be checked for blank space or barcodes: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      out.push(signal);
      done++;
      await options.onProgress?.(done, pages.length);
    }
  } finally {
    surface.release();
    await doc?.destroy().catch(() => undefined);
  }
  return out;
}
