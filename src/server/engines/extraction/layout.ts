/**
 * The page as the extractor reads it: tokens (words, with a label-ish prefix or a colon split off)
 * grouped into lines, and each line cut into segments where a wide gap separates its words
 * (columns, or a label and a value set apart).
 */
import { fold, normToken } from "./text";
import type { TextPage } from "./types";
import { BRACKETED_AMOUNT } from "./parseNumber";
import { groupIntoLines } from "../../../domain/text/words";
import type { Rect } from "../../../domain/geometry";

export interface Token extends Rect {
  /** The text as printed (the colon that ends a label is kept). */
  text: string;
  /** Folded, punctuation trimmed: what labels are compared with. */
  norm: string;
  /** The printed text ended with ':' (a label). */
  colon: boolean;
  /** Page index within the document. */
  page: number;
  /** Global line index (Layout.lines). */
  line: number;
  /** Position within the line. */
  index: number;
  /** Segment index within the line. */
  segment: number;
}

export interface Line {
  page: number;
  /** Global index in Layout.lines. */
  index: number;
  /** Index among the lines of its page. */
  pageLine: number;
  tokens: Token[];
  segments: Token[][];
  top: number;
  bottom: number;
  /** Median token height: the line's font size, roughly. */
  height: number;
  x0: number;
  x1: number;
  text: string;
}

export interface PageLayout {
  index: number;
  pageNo: number;
  width: number;
  height: number;
  lines: Line[];
}

export interface Layout {
  pages: PageLayout[];
  lines: Line[];
  /** The decimal separator the document uses for amounts, when it is clear. */
  decimalSeparator: "," | "." | null;
  /** The order of day and month in the document's numeric dates, when it is clear. */
  dateOrder: "DMY" | "MDY" | null;
  /** Amounts in brackets are negative (the accountant's minus), not remarks. */
  bracketsNegative: boolean;
}

/** Tokens further apart than this many times the font height start a new segment. */
const SEGMENT_GAP = 0.9;

const PREFIX = /^(n[°º]|no\.|nr\.|#)(?=[\p{L}\p{N}])/iu;

interface RawToken extends Rect {
  text: string;
}

/** Splits a word where a label mark is glued to a value ("n°562044387", "#BLR1", "Date:20.1.2020"). */
export function splitWord(word: RawToken): RawToken[] {
  const out: RawToken[] = [];
  let rest = word.text;
  let x = word.x;
  const charWidth = word.width / Math.max(1, word.text.length);
  const take = (n: number) => {
    const piece = rest.slice(0, n);
    out.push({ text: piece, x, y: word.y, width: charWidth * piece.length, height: word.height });
    x += charWidth * piece.length;
    rest = rest.slice(n);
  };
  // "Rechnungsdatum/Leistungsdatum:", "DATE/TAX": two labels joined by a slash are two words and the slash.
  // ("FACT.NR/EDI", "BELEG-DAT/RG": a cut or joined label before the slash, a short code after it.)
  const web = /^(www\.|https?:)|\.(com|net|org|de|nl|fr|be|it|es|ch|at|uk|eu|io)\//i.test(rest);
  const joined = web ? null : /^(\p{L}[\p{L}.-]{2,})\/(?=\p{L}{2,}:?$)/u.exec(rest);
  if (joined) {
    take(joined[1].length);
    take(1);
  }
  const prefix = PREFIX.exec(rest);
  if (prefix) take(prefix[0].length);
  // "Label:value" (not a time like 12:30 or a URL like http://)
  const colon = /^([\p{L}][\p{L}.\-]*:)(?=[\p{L}\p{N}#])/u.exec(rest);
  if (colon && !/^(https?|mailto|ftp):$/i.test(colon[1])) take(colon[1].length);
  // OCR often drops the colon between a label and a date ("Fecha15/2/2020"), or reads it as l ("Fechal5/2/2020").
  const glued = GLUED_DATE.exec(rest);
  if (glued) {
    const [, label, value] = glued;
    const misreadOne = /[lI]$/.test(label) && /^\d[./-]/.test(value) && label.length > 3;
    const labelLength = misreadOne ? label.length - 1 : label.length;
    const valueText = (misreadOne ? "1" : "") + value;
    const charW = charWidth;
    out.push({ text: rest.slice(0, labelLength), x, y: word.y, width: charW * labelLength, height: word.height });
    x += charW * labelLength;
    out.push({ text: valueText, x, y: word.y, width: word.x + word.width - x, height: word.height });
    return out;
  }
  if (rest.length > 0) out.push({ text: rest, x, y: word.y, width: word.x + word.width - x, height: word.height });
  return out;
}

/** Letters glued to a numeric date: a label and its value that OCR ran together. */
const GLUED_DATE = /^(\p{L}{3,})(\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2}))$/u;

const SPACED_LETTER = /^\p{L}$/u;

/**
 * "R E C H N U N G": a letter-spaced word (a title, a letterhead) comes as one word per letter. Three letters or more
 * in a row, each a narrow gap (under the letters' height) from the next, are one word; a gap half again as wide as the
 * run's usual one ends a word ("R E C H N U N G   N R .").
 */
export function joinSpacedLetters(items: RawToken[]): RawToken[] {
  const out: RawToken[] = [];
  let i = 0;
  while (i < items.length) {
    // The run: letters one glyph each, then maybe a closing '.' or ':' ("N R ." is "NR.").
    let j = i;
    let closed = false;
    const gaps: number[] = [];
    while (SPACED_LETTER.test(items[j].text) && j + 1 < items.length) {
      const next = items[j + 1];
      const gap = next.x - (items[j].x + items[j].width);
      const punctuation = /^[.:]$/.test(next.text) || /^\p{L}[.:]$/u.test(next.text);
      if (!(SPACED_LETTER.test(next.text) || punctuation) || gap < 0) break;
      if (gap > Math.min(items[j].height, next.height) || (gaps.length >= 2 && gap > 1.5 * median(gaps))) break;
      gaps.push(gap);
      j++;
      if (punctuation) {
        closed = true;
        break;
      }
    }
    const letters = j - i + 1 - (closed && items[j].text.length === 1 ? 1 : 0);
    if (letters >= 3 || (letters >= 2 && closed)) {
      const run = items.slice(i, j + 1);
      const end = run[run.length - 1];
      out.push({
        text: run.map((t) => t.text).join(""),
        x: run[0].x,
        y: Math.min(...run.map((t) => t.y)),
        width: end.x + end.width - run[0].x,
        height: Math.max(...run.map((t) => t.height)),
      });
      i = j + 1;
    } else {
      out.push(items[i]);
      i++;
    }
  }
  return out;
}

/** The middle value (the upper one of an even count); 0 for none. */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function buildLayout(pages: TextPage[]): Layout {
  const layout: Layout = { pages: [], lines: [], decimalSeparator: null, dateOrder: null, bracketsNegative: false };
  pages.forEach((page, pageIndex) => {
    const raw: RawToken[] = [];
    for (const w of page.words ?? []) {
      if (!w || typeof w.text !== "string" || !w.text.trim()) continue;
      if (![w.x, w.y, w.width, w.height].every(Number.isFinite)) continue;
      for (const piece of splitWord({
        text: w.text.trim(),
        x: w.x,
        y: w.y,
        width: w.width,
        height: Math.max(w.height, 1),
      }))
        raw.push(piece);
    }
    const pageLayout: PageLayout = {
      index: pageIndex,
      pageNo: page.pageNo,
      width: page.width || 612,
      height: page.height || 792,
      lines: [],
    };
    // Lines by vertical centre, as the Parse step makes them; on a scan turned a little, along its slant.
    for (const lineItems of linesAlongSkew(raw, pageLayout.width)) {
      const items = joinSpacedLetters(lineItems);
      const lineIndex = layout.lines.length;
      const height = median(items.map((t) => t.height));
      // OCR boxes hug the ink: a word without capitals or ascenders ("Due") is shorter than the type it is set in,
      // so the tallest word of the line (not taller than 1.5 times the median) measures the type for word gaps.
      const wordGapEm = Math.min(Math.max(...items.map((t) => t.height)), 1.5 * height);
      const tokens: Token[] = [];
      const segments: Token[][] = [];
      let prev: RawToken | undefined;
      for (const item of items) {
        const gap = prev ? item.x - (prev.x + prev.width) : 0;
        if (!prev || gap > SEGMENT_GAP * Math.max(height, Math.min(prev.height, item.height), wordGapEm))
          segments.push([]);
        const token: Token = {
          text: item.text,
          x: item.x,
          y: item.y,
          width: item.width,
          height: item.height,
          norm: normToken(item.text),
          colon: /:\s*$/.test(item.text),
          page: pageIndex,
          line: lineIndex,
          index: tokens.length,
          segment: segments.length - 1,
        };
        tokens.push(token);
        segments[segments.length - 1].push(token);
        prev = item;
      }
      const line: Line = {
        page: pageIndex,
        index: lineIndex,
        pageLine: pageLayout.lines.length,
        tokens,
        segments,
        top: Math.min(...tokens.map((t) => t.y)),
        bottom: Math.max(...tokens.map((t) => t.y + t.height)),
        height,
        x0: tokens[0].x,
        x1: Math.max(...tokens.map((t) => t.x + t.width)),
        text: tokens.map((t) => t.text).join(" "),
      };
      pageLayout.lines.push(line);
      layout.lines.push(line);
    }
    layout.pages.push(pageLayout);
  });
  layout.decimalSeparator = guessDecimalSeparator(layout);
  layout.dateOrder = guessDateOrder(layout);
  layout.bracketsNegative = writesAccountingMinus(layout);
  return layout;
}

/** Below this slope (about 0.2°) a page is read as straight: born-digital pages and good scans. */
const MIN_SKEW = 0.004;
/** Beyond this (about 6°) the estimate is more likely wrong than the page. */
const MAX_SKEW = 0.1;

/**
 * Words grouped into lines along the page's slant. A photographed receipt or a scan fed in askew tilts every
 * line by a degree or two: on an 80 mm receipt the total then sits a line below its label, on an A4 page the
 * amount column drifts across the neighbouring rows. The words keep their printed boxes (highlights and
 * learned places stay where a person sees them); only which line a word belongs to follows the slant.
 */
function linesAlongSkew(raw: RawToken[], pageWidth: number): RawToken[][] {
  const slope = estimateSkew(raw);
  if (Math.abs(slope) < MIN_SKEW || Math.abs(slope) > MAX_SKEW) return groupIntoLines(raw);
  const centre = pageWidth / 2;
  const straightened = raw.map((t) => ({ ...t, y: t.y - (t.x + t.width / 2 - centre) * slope, printed: t }));
  return groupIntoLines(straightened).map((line) => line.map((t) => t.printed));
}

/**
 * The slope (dy/dx) of the page's lines: words chained to their right-hand neighbour on the same line, a
 * straight line fitted through each chain long enough to tell, the median over chains weighted by their
 * length. Word boxes vary with ascenders and descenders, so short chains say little.
 */
export function estimateSkew(words: Rect[]): number {
  const sorted = [...words].sort((a, b) => a.x - b.x);
  const next = new Map<Rect, Rect>();
  const hasPrevious = new Set<Rect>();
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    const cy = a.y + a.height / 2;
    let best: Rect | null = null;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j];
      const gap = b.x - (a.x + a.width);
      if (gap > 2.5 * a.height) break;
      if (gap < -0.2 * a.height || hasPrevious.has(b)) continue;
      if (Math.abs(b.y + b.height / 2 - cy) > 0.45 * Math.min(a.height, b.height)) continue;
      if (Math.max(a.height, b.height) > 1.5 * Math.min(a.height, b.height)) continue;
      best = b;
      break;
    }
    if (best) {
      next.set(a, best);
      hasPrevious.add(best);
    }
  }
  const fits: { slope: number; weight: number }[] = [];
  for (const start of sorted) {
    if (hasPrevious.has(start) || !next.has(start)) continue;
    const chain: Rect[] = [start];
    for (let b = next.get(start); b; b = next.get(b)) chain.push(b);
    const first = chain[0];
    const last = chain[chain.length - 1];
    const span = last.x + last.width / 2 - (first.x + first.width / 2);
    const height = median(chain.map((b) => b.height));
    if (chain.length < 3 || span < 8 * height) continue;
    const xs = chain.map((b) => b.x + b.width / 2);
    const ys = chain.map((b) => b.y + b.height / 2);
    const mx = xs.reduce((s, v) => s + v, 0) / xs.length;
    const my = ys.reduce((s, v) => s + v, 0) / ys.length;
    let sxy = 0;
    let sxx = 0;
    xs.forEach((x, k) => {
      sxy += (x - mx) * (ys[k] - my);
      sxx += (x - mx) ** 2;
    });
    if (sxx > 0) fits.push({ slope: sxy / sxx, weight: span });
  }
  if (fits.length < 3) return 0;
  fits.sort((a, b) => a.slope - b.slope);
  const half = fits.reduce((s, f) => s + f.weight, 0) / 2;
  let acc = 0;
  for (const f of fits) if ((acc += f.weight) >= half) return f.slope;
  return 0;
}

/** ',' when amounts are written 1.234,56 / 3,89; '.' when 1,234.56 / 3.89. */
function guessDecimalSeparator(layout: Layout): "," | "." | null {
  let comma = 0;
  let dot = 0;
  for (const line of layout.lines) {
    for (const t of line.tokens) {
      const s = t.text.replace(/[^\d.,]/g, "");
      if (/^\d{1,3}(\.\d{3})*,\d{2}$/.test(s) || /^\d+,\d{2}$/.test(s)) comma++;
      else if (/^\d{1,3}(,\d{3})*\.\d{2}$/.test(s) || /^\d+\.\d{2}$/.test(s)) dot++;
    }
  }
  if (comma === dot) return null;
  return comma > dot ? "," : ".";
}

/** Amounts standing in brackets at the end of their segment, this many at least: the accountant's minus. */
const ACCOUNTING_BRACKETS = 3;

/**
 * Brackets around an amount are more often a remark ("zuzüglich MWST (57.41) ergibt ...") than a minus, except on a
 * document that writes its negative figures so: several bracketed amounts, each closing its column or line.
 */
function writesAccountingMinus(layout: Layout): boolean {
  let n = 0;
  for (const line of layout.lines)
    line.tokens.forEach((t, i) => {
      const next = line.tokens[i + 1];
      if (BRACKETED_AMOUNT.test(t.text) && (!next || next.segment !== t.segment)) n++;
    });
  return n >= ACCOUNTING_BRACKETS;
}

/** Decided by numeric dates whose first or second part is above 12 (20/10/2015 is DMY). */
function guessDateOrder(layout: Layout): "DMY" | "MDY" | null {
  let dmy = 0;
  let mdy = 0;
  for (const line of layout.lines) {
    for (const t of line.tokens) {
      const m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})$/.exec(t.text.replace(/[,;)]$/, ""));
      if (!m) continue;
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (a > 12 && a <= 31 && b >= 1 && b <= 12) dmy++;
      else if (b > 12 && b <= 31 && a >= 1 && a <= 12) mdy++;
    }
  }
  if (dmy === mdy) {
    // An American issuer (a state and ZIP code in the letterhead or the footer) billing in dollars writes the month
    // first, whatever else the page mentions (an export's buyer, a price in euros for information).
    if (americanIssuer(layout)) return "MDY";
    // The document's language settles it: day first in Europe, month first on a dollar invoice in English.
    const text = fold(layout.lines.map((l) => l.text).join(" "));
    // Most of the world writes the day first; GST, ringgit and Singapore dollars say so too.
    if (
      /\b(rechnung|facture|factuur|fattura|factura|datum|mwst|tva|btw|iva|ust|gst|vat|rm|myr|sgd|aud|nzd|zar|chf|sdn bhd|pte ltd)\b|€|£|₹|s\$|a\$|\b(eur|gbp|inr)\b/.test(
        text,
      )
    )
      return "DMY";
    if (/\$|\busd\b/.test(text) && /\b(invoice|total|amount|date|sales tax|receipt)\b/.test(text)) return "MDY";
    return null;
  }
  return dmy > mdy ? "DMY" : "MDY";
}

/** The postal abbreviations of the American states and DC. */
const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  ),
);

/** Amounts in dollars, and a state with its ZIP code in the first page's top or bottom sixth (where issuers print it). */
function americanIssuer(layout: Layout): boolean {
  const page = layout.pages[0];
  if (!page || !layout.lines.some((l) => /(^|[^\p{L}])\$\s?\d/u.test(l.text))) return false;
  return page.lines.some((line) => {
    const edge = line.top < page.height / 6 || line.top > (page.height * 5) / 6;
    const zip = /\b([A-Z]{2})\s+\d{5}(-\d{4})?\b/.exec(line.text);
    return edge && !!zip && US_STATES.has(zip[1]);
  });
}

export function unionBox(tokens: Rect[]): Rect {
  const x0 = Math.min(...tokens.map((t) => t.x));
  const y0 = Math.min(...tokens.map((t) => t.y));
  const x1 = Math.max(...tokens.map((t) => t.x + t.width));
  const y1 = Math.max(...tokens.map((t) => t.y + t.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** How much of the narrower of two horizontal extents the other covers (0 to 1). */
export function horizontalOverlap(a: { x: number; width: number }, b: { x: number; width: number }): number {
  const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  if (overlap <= 0) return 0;
  return overlap / Math.max(1e-6, Math.min(a.width, b.width));
}
