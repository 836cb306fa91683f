/**
 * Text normalisation shared by the master-key matcher: diacritics and case folded, identifiers
 * reduced to their letters and digits, OCR look-alikes (O/0, I/l/1, S/5, B/8, Z/2) folded together,
 * and a bounded Levenshtein distance.
 */

const MARKS = /\p{M}+/gu;
const ALNUM_RUN = /[\p{L}\p{N}]+/gu;

/** NFKD with combining marks removed; case kept. */
export function stripMarks(s: string): string {
  return s.normalize('NFKD').replace(MARKS, '');
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
  return alnumRuns(fold(s)).join('');
}

const OCR_FOLD: Record<string, string> = { o: '0', q: '0', i: '1', l: '1', s: '5', b: '8', z: '2' };

/**
 * Characters OCR confuses folded onto one (letters onto the digit they resemble), one character for
 * one, so offsets are kept. Applied to both sides of a comparison it forgives those confusions.
 */
export function ocrFold(s: string): string {
  let out = '';
  for (const c of s) out += OCR_FOLD[c] ?? c;
  return out;
}

/**
 * Levenshtein distance between a and b, or max + 1 as soon as it is certain to exceed max.
 */
export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  let prev = new Array<number>(lb + 1);
  let cur = new Array<number>(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[lb] > max ? max + 1 : prev[lb];
}

/** Similarity 0..1 from the edit distance: 1 - distance / longer length. */
export function similarity(a: string, b: string): number {
  const len = Math.max(a.length, b.length);
  if (len === 0) return 1;
  return 1 - boundedLevenshtein(a, b, len) / len;
}

/** The character trigrams of a string (the string itself when shorter than 3). */
export function trigrams(s: string): string[] {
  if (s.length < 3) return s ? [s] : [];
  const out: string[] = [];
  for (let i = 0; i + 3 <= s.length; i++) out.push(s.slice(i, i + 3));
  return out;
}
