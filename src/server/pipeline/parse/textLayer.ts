import type { PDFPageProxy, PageViewport } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem, TextStyle } from "pdfjs-dist/types/src/display/api.js";
import { layoutWords, type PageTextResult, type Word } from "../../../domain/text/words";

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

// Helvetica advance widths (1/1000 em) for ASCII 32..126: a run's width is shared among its
// characters by these weights, which places words inside a run far better than equal shares.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

function charWeight(code: number): number {
  if (code >= 32 && code <= 126) return HELVETICA[code - 32];
  if (code >= 0x3000) return 1000; // CJK and other full-width characters
  return 556;
}

/** Cumulative weights: offsets[i] is the share of the run before character i (offsets[len] = 1). */
export function charOffsets(str: string, monospace: boolean, whitespaceWeight?: number): Float64Array {
  const offsets = new Float64Array(str.length + 1);
  let total = 0;
  for (let i = 0; i < str.length; i++) {
    offsets[i] = total;
    const code = str.charCodeAt(i);
    if (whitespaceWeight !== undefined && /\s/.test(str[i])) total += whitespaceWeight;
    else total += monospace ? 1 : charWeight(code);
  }
  offsets[str.length] = total;
  if (total > 0) for (let i = 0; i <= str.length; i++) offsets[i] /= total;
  return offsets;
}

interface Pending extends Word {
  /** End point of the word along its baseline, and its direction, to glue pieces of one word. */
  endX: number;
  endY: number;
  dirX: number;
  dirY: number;
  fh: number;
}

/**
 * Words of one page from pdf.js text items. Each item is a run of text; it is cut into words at
 * whitespace, a word's extent along the run being its characters' share of typical glyph widths. Runs that touch
 * (a font change inside a word) are glued into one word. Boxes are in viewport space (points at
 * scale 1, top-left origin, /Rotate applied).
 */
export function wordsFromTextContent(
  items: unknown[],
  styles: Record<string, TextStyle>,
  viewport: PageViewport,
): Word[] {
  const vt = viewport.transform as Matrix;
  const words: Pending[] = [];
  let last: Pending | undefined; // the word that ended a run without trailing whitespace
  for (const raw of items) {
    const item = raw as Partial<TextItem>;
    if (typeof item.str !== "string" || !Array.isArray(item.transform)) continue;
    const str = item.str;
    if (!str.trim()) {
      last = undefined;
      continue;
    }
    const tx = multiply(vt, item.transform as Matrix);
    if (!tx.every(Number.isFinite)) {
      last = undefined;
      continue;
    }
    const style = styles[item.fontName ?? ""];
    let fh = Math.hypot(tx[2], tx[3]);
    if (!(fh > 0)) fh = Math.abs(item.height ?? 0) || 1;
    let upX = fh > 0 ? tx[2] / fh : 0;
    let upY = fh > 0 ? tx[3] / fh : -1;
    const bl = Math.hypot(tx[0], tx[1]);
    let dirX = bl > 0 ? tx[0] / bl : 1;
    let dirY = bl > 0 ? tx[1] / bl : 0;
    if (!(Math.abs(upX) + Math.abs(upY) > 0)) {
      upX = 0;
      upY = -1;
    }
    let runLength = Math.abs(item.width ?? 0);
    let ascent = style?.ascent && style.ascent > 0.3 && style.ascent < 1.5 ? style.ascent : 0.8;
    let descent = style?.descent && style.descent < 0 && style.descent > -0.8 ? style.descent : -0.2;
    if (style?.vertical) {
      // Vertical writing: the run goes down the glyphs' "up" axis; the box is centred on it.
      runLength = Math.abs(item.height ?? 0);
      [dirX, dirY] = [-upX, -upY];
      [upX, upY] = [dirY, -dirX];
      ascent = 0.5;
      descent = -0.5;
    }
    if (!(runLength > 0)) runLength = fh * 0.5 * str.length;
    const ox = tx[4];
    const oy = tx[5];
    const offsets = charOffsets(str, /mono|courier/i.test(style?.fontFamily ?? ""));
    const re = /\S+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(str))) {
      const s0 = offsets[m.index] * runLength;
      const s1 = offsets[m.index + m[0].length] * runLength;
      let minX = Infinity,
        minY = Infinity,
        maxX = -Infinity,
        maxY = -Infinity;
      for (const s of [s0, s1]) {
        for (const t of [descent * fh, ascent * fh]) {
          const x = ox + dirX * s + upX * t;
          const y = oy + dirY * s + upY * t;
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
          if (y < minY) minY = y;
          if (y > maxY) maxY = y;
        }
      }
      const startX = ox + dirX * s0;
      const startY = oy + dirY * s0;
      const endX = ox + dirX * s1;
      const endY = oy + dirY * s1;
      if (m.index === 0 && last && last.dirX * dirX + last.dirY * dirY > 0.99) {
        // Glue to the previous run's last word when they touch on the same baseline.
        const dx = startX - last.endX;
        const dy = startY - last.endY;
        const along = dx * dirX + dy * dirY;
        const across = Math.abs(-dx * dirY + dy * dirX);
        const size = Math.max(fh, last.fh);
        if (along > -0.3 * size && along < 0.15 * size && across < 0.25 * size) {
          const x0 = Math.min(last.x, minX);
          const y0 = Math.min(last.y, minY);
          last.width = Math.max(last.x + last.width, maxX) - x0;
          last.height = Math.max(last.y + last.height, maxY) - y0;
          last.x = x0;
          last.y = y0;
          last.text += m[0];
          last.endX = endX;
          last.endY = endY;
          last.fh = size;
          continue;
        }
      }
      const word: Pending = {
        text: m[0],
        x: minX,
        y: minY,
        width: maxX - minX,
        height: maxY - minY,
        endX,
        endY,
        dirX,
        dirY,
        fh,
      };
      words.push(word);
      last = word;
    }
    // Whitespace at the end of the run, or an end of line, ends the word.
    if (/\s$/.test(str) || item.hasEOL) last = undefined;
  }
  return words.map(({ text, x, y, width, height }) => ({ text, x, y, width, height }));
}

/** The text layer of a page: words in reading order and plain text. */
export async function extractPageText(page: PDFPageProxy): Promise<PageTextResult & { width: number; height: number }> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent({ includeMarkedContent: false, disableNormalization: false });
  const words = wordsFromTextContent(content.items, content.styles, viewport);
  return { ...layoutWords(words), width: viewport.width, height: viewport.height };
}
