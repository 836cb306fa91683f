/**
 * Text normalisation shared by the master-key matcher: diacritics and case folded, identifiers
 * reduced to their letters and digits, OCR look-alikes (O/0, I/l/1, S/5, B/8, Z/2) folded together,
 * and a bounded Levenshtein distance.
 */

const MARKS = /\p{M}+/gu;
const ALNUM_RUN = /[\p{L}\p{N}]+/gu;

/** Letters NFKD leaves whole, written out as they are where the letter is missing ('Weiß' is 'Weiss'). */
const SPELLED: Record<string, string> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
  ł: "l",
  Ł: "L",
  þ: "th",
  Þ: "TH",
};
const SPELLED_RE = /[ßẞæÆœŒøØđĐłŁþÞ]/g;

/** NFKD with combining marks removed, and ß, æ, œ, ø, đ, ł, þ spelled out; case kept. */
export function stripMarks(s: string): string {
  return s
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(SPELLED_RE, (c) => SPELLED[c] ?? c);
}

const UMLAUT: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "AE", Ö: "OE", Ü: "UE" };

/** German umlauts written out ('Müller' -> 'Mueller'), as where a printer or a person lacks them; null when there are none. */
export function umlautsSpelled(s: string): string | null {
  const nfc = s.normalize("NFC");
  if (!/[äöüÄÖÜ]/.test(nfc)) return null;
  return nfc.replace(/[äöüÄÖÜ]/g, (c) => UMLAUT[c]);
}

/**
 * Letter-spaced text ('M Ü L L E R', an OCR reading of a spaced heading) closed up: three or more
 * single letters or digits each one space apart become one word; two spaces or more still part words.
 */
export function closeLetterSpacing(line: string): string {
  return line.replace(/(?<![\p{L}\p{N}])[\p{L}\p{N}](?: [\p{L}\p{N}]){2,}(?![\p{L}\p{N}])/gu, (m) =>
    m.replace(/ /g, ""),
  );
}

/** Lower case without diacritics. */
export function fold(s: string): string {
  return stripMarks(s).toLowerCase();
}

/** The runs of letters and digits of a string, in order. */
export function alnumRuns(s: string): string[] {
  return s.match(ALNUM_RUN) ?? [];
}

/** An identifier as compared: letters and digits only, lower case, no diacritics ("DE 232-446.240" -> "de232446240"). */
export function normaliseIdentifier(s: string): string {
  return alnumRuns(fold(s)).join("");
}

const OCR_FOLD: Record<string, string> = { o: "0", q: "0", i: "1", l: "1", s: "5", b: "8", z: "2" };

/**
 * Characters OCR confuses folded onto one (letters onto the digit they resemble), one character for
 * one, so offsets are kept. Applied to both sides of a comparison it forgives those confusions.
 */
export function ocrFold(s: string): string {
  let out = "";
  for (const c of s) out += OCR_FOLD[c] ?? c;
  return out;
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * Levenshtein distance between a and b, or max + 1 as soon as it is certain to exceed max. Only
 * the diagonal band |i - j| <= max is computed, in reused buffers: cheap for the small max of
 * fuzzy name matching.
 */
export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (max < 0) return 0;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0 || lb === 0) return Math.max(la, lb) > max ? max + 1 : Math.max(la, lb);
  if (rowA.length < lb + 1) {
    rowA = new Int32Array(lb + 1);
    rowB = new Int32Array(lb + 1);
  }
  const BIG = max + 1;
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= lb; j++) prev[j] = j <= max ? j : BIG;
  for (let i = 1; i <= la; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(lb, i + max);
    cur[0] = i <= max ? i : BIG;
    if (from > 1) cur[from - 1] = BIG;
    let rowMin = cur[0] < BIG && from === 1 ? cur[0] : BIG;
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      let v = prev[j - 1] + cost;
      const up = j <= i - 1 + max ? prev[j] + 1 : BIG;
      if (up < v) v = up;
      const left = cur[j - 1] + 1;
      if (left < v) v = left;
      if (v > BIG) v = BIG;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (to < lb) cur[to + 1] = BIG;
    if (rowMin > max) return max + 1;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb] > max ? max + 1 : prev[lb];
}

/** The character trigrams of a string (the string itself when shorter than 3). */
export function trigrams(s: string): string[] {
  if (s.length < 3) return s ? [s] : [];
  const out: string[] = [];
  for (let i = 0; i + 3 <= s.length; i++) out.push(s.slice(i, i + 3));
  return out;
}
