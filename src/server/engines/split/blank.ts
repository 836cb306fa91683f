/**
 * Blank-page detection for the 'blank-page' split option. A page's blank share is the part of its
 * area (a thin border left out, where scanners leave edges and shadows) that is near the paper's
 * colour and not covered by a word of its text layer or OCR. The page is blank when that share
 * reaches the option's threshold (catalogue default 0.99).
 *
 * "Near the paper's colour": the paper level is read from the image (the brightest tenth of its
 * pixels, so a grey or yellowish scanned sheet counts as paper too); a pixel is ink when it is more
 * than INK_CONTRAST darker than that. A page whose "paper" is dark (a photo, a black page) is not
 * blank. A page holding a word of three letters or digits or more ("Page 2 of 2", a last line of
 * text) is never blank, whatever its share: dropping a page of a document as a separator loses it.
 */
import type { Word } from "../../../domain/text/words";
import { greyOf, toGrey, type GreyImage, type PixelImage } from "./pixels.js";

export const DEFAULT_BLANK_THRESHOLD = 0.99;
/** Share of each side left out. */
const BORDER = 0.04;
/** How much darker than the paper a pixel must be to count as ink. */
const INK_CONTRAST = 60;
/** Paper darker than this is no paper. */
const MIN_PAPER_LEVEL = 150;

interface BlankOptions {
  /** Words on the page (PDF points, origin top-left): their boxes count as not blank. */
  words?: readonly Word[];
  /** The page's size in points, to place the words on the image; default: the image's size in pixels. */
  pageWidth?: number;
  pageHeight?: number;
}

interface BlankResult {
  isBlank: boolean;
  /** 0..1: the share of the page that is blank. */
  blankRatio: number;
}

/** Is the page image blank at this threshold (0..1)? Accepts an encoded image (PNG, JPEG) or raw pixels. */
export async function detectBlankPage(
  pngOrPixels: Uint8Array | PixelImage,
  threshold = DEFAULT_BLANK_THRESHOLD,
  options: BlankOptions = {},
): Promise<BlankResult> {
  return blankOfGrey(await greyOf(pngOrPixels), threshold, options);
}

/** The same on raw pixels, synchronously. */
export function detectBlankPixels(
  pixels: PixelImage,
  threshold = DEFAULT_BLANK_THRESHOLD,
  options: BlankOptions = {},
): BlankResult {
  return blankOfGrey(toGrey(pixels), threshold, options);
}

export function blankOfGrey(img: GreyImage, threshold: number, options: BlankOptions = {}): BlankResult {
  const blankRatio = blankShare(img, options);
  const t = Number.isFinite(threshold) ? Math.min(1, Math.max(0, threshold)) : DEFAULT_BLANK_THRESHOLD;
  return { isBlank: blankRatio >= t && !hasRealWord(options.words), blankRatio };
}

const REAL_WORD = /[\p{L}\p{N}]{3}/u;

function hasRealWord(words: readonly Word[] | undefined): boolean {
  return !!words && words.some((w) => typeof w?.text === "string" && REAL_WORD.test(w.text));
}

/** The share (0..1) of the page, within its border, that is near the paper's colour and holds no word. */
function blankShare(img: GreyImage, options: BlankOptions = {}): number {
  const { width, height, data } = img;
  const x0 = Math.floor(width * BORDER);
  const x1 = Math.max(x0 + 1, Math.ceil(width * (1 - BORDER)));
  const y0 = Math.floor(height * BORDER);
  const y1 = Math.max(y0 + 1, Math.ceil(height * (1 - BORDER)));

  const hist = new Uint32Array(256);
  for (let y = y0; y < y1; y++) {
    const row = y * width;
    for (let x = x0; x < x1; x++) hist[data[row + x]]++;
  }
  const total = (x1 - x0) * (y1 - y0);
  // The paper: the level above which the brightest tenth of the pixels lie.
  let acc = 0;
  let paper = 255;
  for (let v = 255; v >= 0; v--) {
    acc += hist[v];
    if (acc >= total * 0.1) {
      paper = v;
      break;
    }
  }
  if (paper < MIN_PAPER_LEVEL) return 0;
  const inkBelow = paper - INK_CONTRAST;

  // Word boxes, in pixels, as a mask over the inner area.
  const covered = new Uint8Array(total);
  const words = options.words ?? [];
  if (words.length > 0) {
    const sx = width / (options.pageWidth && options.pageWidth > 0 ? options.pageWidth : width);
    const sy = height / (options.pageHeight && options.pageHeight > 0 ? options.pageHeight : height);
    for (const w of words) {
      if (!w || !/[\p{L}\p{N}]/u.test(w.text ?? "")) continue;
      if (![w.x, w.y, w.width, w.height].every(Number.isFinite)) continue;
      const wx0 = Math.max(x0, Math.floor(w.x * sx));
      const wx1 = Math.min(x1, Math.ceil((w.x + w.width) * sx));
      const wy0 = Math.max(y0, Math.floor(w.y * sy));
      const wy1 = Math.min(y1, Math.ceil((w.y + w.height) * sy));
      for (let y = wy0; y < wy1; y++)
        covered.fill(1, (y - y0) * (x1 - x0) + (wx0 - x0), (y - y0) * (x1 - x0) + (wx1 - x0));
    }
  }

  let notBlank = 0;
  const innerWidth = x1 - x0;
  for (let y = y0; y < y1; y++) {
    const row = y * width;
    const mrow = (y - y0) * innerWidth;
    for (let x = x0; x < x1; x++) {
      if (data[row + x] < inkBelow || covered[mrow + x - x0] === 1) notBlank++;
    }
  }
  return 1 - notBlank / total;
}
