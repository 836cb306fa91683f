/**
 * Which way up a scanned page lies, by text-line analysis (no OCR): quick enough to run before OCR on
 * every scanned page.
 *
 *   1. The page is reduced (darkest pixel of each block) to at most WORK_SIDE pixels on its longer side and binarised
 *      at Otsu's threshold.
 *   2. With small gaps bridged, ink runs long along text lines (letters join into words) and short
 *      across them (a letter's height): the lines run horizontally (0/180) or vertically (90/270).
 *   3. Latin, Greek and Cyrillic print has more ink above a line's x-height band (ascenders, capitals,
 *      digits, accents) than below it (descenders): the side of each line where that extra ink sits is
 *      its top. Summed over the lines, weighted by their ink.
 *
 * rotation: degrees clockwise that turn the image upright. confidence: 0..1, how clear the evidence was.
 */
import type { PageRotation } from "../../../domain/batch/textAnnotation";

export interface GreyPixels {
  data: Uint8Array | Uint8ClampedArray | Buffer;
  width: number;
  height: number;
}

/** The text annotation's page rotation: what this detects is what the page records. */
export type Rotation = PageRotation;

interface OrientationResult {
  rotation: Rotation;
  confidence: number;
}

const WORK_SIDE = 1200;

export function detectOrientation(img: GreyPixels): OrientationResult {
  const reduced = reduce(img, WORK_SIDE);
  const small = cropToPaper(reduced, binarise(reduced));
  const ink = binarise(small);
  const gap = Math.max(1, Math.round(Math.max(small.width, small.height) / 400));
  const horizontal =
    meanRun(ink, small.width, small.height, "rows", gap) >= meanRun(ink, small.width, small.height, "cols", gap);
  // Up/down along the profile across the lines: positive when the tops of the lines face index 0.
  const { score, weight } = horizontal
    ? topSide(ink, small.width, small.height, "rows")
    : topSide(ink, small.width, small.height, "cols");
  const confidence = weight > 0 ? Math.min(1, (Math.abs(score) / weight) * 4) : 0;
  if (horizontal) return { rotation: score >= 0 ? 0 : 180, confidence };
  // Lines run vertically: tops facing the left edge (index 0) mean the page was turned 90° counter-clockwise.
  return { rotation: score >= 0 ? 90 : 270, confidence };
}

/** Box-average reduction by a whole factor so that the longer side is at most maxSide (noise averages out). */
function reduce(img: GreyPixels, maxSide: number): { data: Uint8Array; width: number; height: number } {
  const f = Math.max(1, Math.ceil(Math.max(img.width, img.height) / maxSide));
  const width = Math.floor(img.width / f);
  const height = Math.floor(img.height / f);
  const out = new Uint8Array(width * height);
  const area = f * f;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < f; dy++) {
        const row = (y * f + dy) * img.width + x * f;
        for (let dx = 0; dx < f; dx++) sum += img.data[row + dx];
      }
      out[y * width + x] = sum / area;
    }
  }
  return { data: out, width, height };
}

/**
 * The sheet without what lies around it: a receipt photographed on a table, a scan with a dark scanner lid.
 * Edge rows and columns that are mostly dark are background, not text (a line of text inks far less than half
 * of its row), and would otherwise read as long lines running the wrong way. A small margin more drops the
 * wedges a slightly turned sheet leaves along its edges.
 */
function cropToPaper(
  img: { data: Uint8Array; width: number; height: number },
  ink: Uint8Array,
): { data: Uint8Array; width: number; height: number } {
  const { width, height } = img;
  const rowInk = (y: number, x0: number, x1: number) => {
    let n = 0;
    for (let x = x0; x < x1; x++) n += ink[y * width + x];
    return n / Math.max(1, x1 - x0);
  };
  const colInk = (x: number, y0: number, y1: number) => {
    let n = 0;
    for (let y = y0; y < y1; y++) n += ink[y * width + x];
    return n / Math.max(1, y1 - y0);
  };
  let top = 0,
    bottom = height,
    left = 0,
    right = width;
  const DARK = 0.5;
  for (let pass = 0; pass < 2; pass++) {
    while (bottom - top > height / 4 && rowInk(top, left, right) > DARK) top++;
    while (bottom - top > height / 4 && rowInk(bottom - 1, left, right) > DARK) bottom--;
    while (right - left > width / 4 && colInk(left, top, bottom) > DARK) left++;
    while (right - left > width / 4 && colInk(right - 1, top, bottom) > DARK) right--;
  }
  if (top === 0 && bottom === height && left === 0 && right === width) return img;
  const my = Math.round(0.03 * (bottom - top));
  const mx = Math.round(0.03 * (right - left));
  top += my;
  bottom -= my;
  left += mx;
  right -= mx;
  const w = right - left,
    h = bottom - top;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) out.set(img.data.subarray((top + y) * width + left, (top + y) * width + right), y * w);
  return { data: out, width: w, height: h };
}

/**
 * 1 where ink: darker than the paper (the 90th percentile: a photographed sheet may cover half the picture) by 30 % of the paper-to-ink contrast (the 0.5th
 * percentile). Thin strokes faded by the reduction stay ink; light shading (table rows) does not.
 */
function binarise(img: { data: Uint8Array; width: number; height: number }): Uint8Array {
  const hist = new Float64Array(256);
  for (const v of img.data) hist[v]++;
  const total = img.data.length;
  const percentile = (q: number) => {
    let acc = 0;
    for (let i = 0; i < 256; i++) if ((acc += hist[i]) >= q * total) return i;
    return 255;
  };
  const paper = percentile(0.9);
  const darkest = percentile(0.005);
  const threshold = paper - 0.3 * Math.max(40, paper - darkest);
  const out = new Uint8Array(total);
  for (let i = 0; i < total; i++) out[i] = img.data[i] <= threshold ? 1 : 0;
  return out;
}

/** Ink per row (across 'rows') or per column, counted over [from, to) of the other axis. */
function profile(
  ink: Uint8Array,
  width: number,
  height: number,
  across: "rows" | "cols",
  from = 0,
  to = across === "rows" ? width : height,
): Float64Array {
  const p = new Float64Array(across === "rows" ? height : width);
  if (across === "rows") for (let y = 0; y < height; y++) for (let x = from; x < to; x++) p[y] += ink[y * width + x];
  else for (let y = from; y < to; y++) for (let x = 0; x < width; x++) p[x] += ink[y * width + x];
  return p;
}

/**
 * The length-weighted mean run of ink along rows ('rows') or columns ('cols') when gaps up to `gap`
 * pixels are bridged: along text lines, letters join into words (long runs); across them, runs stay
 * as short as a letter is tall.
 */
function meanRun(ink: Uint8Array, width: number, height: number, along: "rows" | "cols", gap: number): number {
  const outer = along === "rows" ? height : width;
  const inner = along === "rows" ? width : height;
  let sum = 0,
    sumSq = 0;
  for (let o = 0; o < outer; o++) {
    let start = -1,
      lastInk = -1;
    const close = () => {
      if (start >= 0) {
        const len = lastInk - start + 1;
        sum += len;
        sumSq += len * len;
      }
    };
    for (let i = 0; i < inner; i++) {
      if (!(along === "rows" ? ink[o * width + i] : ink[i * width + o])) continue;
      if (start < 0 || i - lastInk > gap + 1) {
        close();
        start = i;
      }
      lastInk = i;
    }
    close();
  }
  return sum > 0 ? sumSq / sum : 0;
}

/** Strips the lines are cut into, so that a skew of a degree or two does not smear a line across its neighbours. */
const STRIPS = 8;

/**
 * For each text line (a run of inked rows of plausible height) in each strip, the ink above its core
 * band minus the ink below it. Positive: the extra ink is on the low-index side, i.e. the lines' tops
 * face index 0.
 */
function topSide(
  ink: Uint8Array,
  width: number,
  height: number,
  across: "rows" | "cols",
): { score: number; weight: number } {
  const length = across === "rows" ? width : height;
  let score = 0,
    weight = 0;
  for (let s = 0; s < STRIPS; s++) {
    const from = Math.floor((s * length) / STRIPS);
    const to = Math.floor(((s + 1) * length) / STRIPS);
    const r = linesTopSide(profile(ink, width, height, across, from, to), Math.max(2, (to - from) * 0.02));
    score += r.score;
    weight += r.weight;
  }
  return { score, weight };
}

function linesTopSide(p: Float64Array, minInk: number): { score: number; weight: number } {
  let score = 0,
    weight = 0;
  let i = 0;
  while (i < p.length) {
    if (p[i] < minInk) {
      i++;
      continue;
    }
    let j = i;
    while (j < p.length && p[j] >= minInk) j++;
    const h = j - i;
    if (h >= 4 && h <= p.length / 8) {
      let peak = 0;
      for (let k = i; k < j; k++) peak = Math.max(peak, p[k]);
      let coreStart = i,
        coreEnd = j - 1;
      while (coreStart < j && p[coreStart] < peak * 0.5) coreStart++;
      while (coreEnd > coreStart && p[coreEnd] < peak * 0.5) coreEnd--;
      let above = 0,
        below = 0;
      for (let k = i; k < coreStart; k++) above += p[k];
      for (let k = coreEnd + 1; k < j; k++) below += p[k];
      score += above - below;
      weight += above + below;
    }
    i = j;
  }
  return { score, weight };
}
