/**
 * Rendering pdf.js pages with @napi-rs/canvas: thumbnails (PNG), page images for OCR (grey PGM
 * for tesseract, plus a thumbnail from the same pixels) and JPEG page images for rebuilding
 * PDFs that pdf-lib cannot copy.
 */
import type { Canvas } from "@napi-rs/canvas";
import { canvas as canvasLib, sharp } from "./nativeLibs.js";
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { ThumbnailSize } from "./images.js";
import { withTimeout } from "./util.js";
import { drawPendingGlyphs, glyphCacheContext, type GlyphCache } from "./glyphCacheContext.js";

interface RenderedPage {
  canvas: Canvas;
  width: number;
  height: number;
  /** Pixels per point of the rendering. */
  scale: number;
}

/** Scale (pixels per point) so that a page of w×h points renders within maxPixels, at most `wanted`. */
export function cappedScale(wPt: number, hPt: number, wanted: number, maxPixels: number): number {
  const area = Math.max(1e-6, wPt * hPt);
  return Math.min(wanted, Math.sqrt(maxPixels / area));
}

/** Scale for a thumbnail `size.width` pixels wide, or `size.maxHeight` high for very tall pages. */
export function thumbnailScale(wPt: number, hPt: number, size: ThumbnailSize): number {
  return Math.min(size.width / Math.max(wPt, 1e-6), size.maxHeight / Math.max(hPt, 1e-6));
}

/**
 * One canvas reused from page to page. Native canvas memory is invisible to the JS garbage
 * collector, so a fresh canvas per page lets the process grow by hundreds of megabytes before a
 * collection; resizing one canvas frees the previous surface at once. The pixels of a rendering
 * are valid until the next render into the same surface.
 */
export class RenderSurface {
  private canvas: Canvas | undefined;

  /**
   * Render `page` at `scale`. With `glyphs` (small renderings such as thumbnails), text is painted
   * from that per-document glyph cache instead of filling every outline (see glyphCacheContext).
   */
  async render(page: PDFPageProxy, scale: number, timeoutMs: number, glyphs?: GlyphCache): Promise<RenderedPage> {
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    if (!this.canvas) {
      this.canvas = canvasLib().createCanvas(width, height);
    } else if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    const canvas = this.canvas;
    const cached = glyphs && glyphCacheContext(canvas.getContext("2d"), glyphs);
    const target = cached
      ? // pdf.js draws into canvasContext only when no canvas is given.
        { canvas: null, canvasContext: cached as unknown as CanvasRenderingContext2D }
      : { canvas: canvas as unknown as HTMLCanvasElement };
    const task = page.render({ ...target, viewport, background: "rgb(255,255,255)" });
    await withTimeout(task.promise, timeoutMs, `Rendering page ${page.pageNumber}`, () => task.cancel());
    if (cached) drawPendingGlyphs(cached);
    return { canvas, width, height, scale };
  }

  /** Give the surface's memory back (a 1×1 canvas remains). */
  release(): void {
    if (this.canvas) {
      this.canvas.width = 1;
      this.canvas.height = 1;
    }
  }
}

/** Render a page on a canvas of its own (for one-off renderings). */
export async function renderPage(page: PDFPageProxy, scale: number, timeoutMs: number): Promise<RenderedPage> {
  return new RenderSurface().render(page, scale, timeoutMs);
}

/** Grey PGM (P5) bytes of RGBA pixels: tesseract reads PGM without any decoding cost. */
export function rgbaToPgm(rgba: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, "latin1");
  const out = Buffer.allocUnsafe(header.length + width * height);
  header.copy(out, 0);
  let o = header.length;
  for (let i = 0; i < rgba.length; i += 4) {
    // Rec. 601 luma, integer arithmetic; the canvas is opaque (white background).
    out[o++] = (rgba[i] * 77 + rgba[i + 1] * 150 + rgba[i + 2] * 29) >> 8;
  }
  return out;
}

export function greyToPgm(grey: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, "latin1");
  return Buffer.concat([header, grey]);
}

/**
 * RGBA pixels of a rendered page, without a copy: valid until the surface renders again.
 * (The canvas is opaque, so premultiplied and straight alpha are the same.)
 */
export function pixelsOf(r: RenderedPage): Buffer {
  return r.canvas.data();
}

/** A PNG thumbnail from RGBA pixels, scaled to fit `size` (sharp works off the main thread). */
export function thumbnailFromRgba(rgba: Buffer, width: number, height: number, size: ThumbnailSize): Promise<Buffer> {
  let img = sharp()(rgba, { raw: { width, height, channels: 4 } }).removeAlpha();
  if (width > size.width || height > size.maxHeight)
    img = img.resize({ width: size.width, height: size.maxHeight, fit: "inside" });
  return img.png({ compressionLevel: 6 }).toBuffer();
}

/** A white PNG standing in for a page that could not be rendered. */
export function blankThumbnail(wPt: number, hPt: number, size: ThumbnailSize): Promise<Buffer> {
  const s = thumbnailScale(wPt, hPt, size);
  const width = Math.max(1, Math.round(wPt * s));
  const height = Math.max(1, Math.round(hPt * s));
  return sharp()({ create: { width, height, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
}
