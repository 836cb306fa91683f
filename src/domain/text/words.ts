/**
 * Words with boxes in PDF points, origin top-left, y downward (the viewer overlays them on the
 * page as rendered, /Rotate applied), and the plain text built from them line by line.
 */
export interface Word {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageTextResult {
  words: Word[];
  text: string;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Boxes grouped into lines, top to bottom, each line left to right. A box joins the current line
 * when its vertical centre lies within half a (typical) line height of the line's centre.
 */
export function groupIntoLines<T extends { x: number; y: number; height: number }>(boxes: T[]): T[][] {
  const byCentre = boxes.map((b) => ({ b, cy: b.y + b.height / 2 })).sort((a, b) => a.cy - b.cy || a.b.x - b.b.x);
  const lines: { items: T[]; cy: number; h: number }[] = [];
  let current: { items: T[]; cy: number; h: number } | undefined;
  for (const { b, cy } of byCentre) {
    if (
      current &&
      Math.abs(cy - current.cy) <= Math.max(0.5 * Math.min(current.h, b.height), 0.25 * Math.max(current.h, b.height))
    ) {
      const n = current.items.length;
      current.items.push(b);
      current.cy = (current.cy * n + cy) / (n + 1);
      current.h = (current.h * n + b.height) / (n + 1);
    } else {
      current = { items: [b], cy, h: b.height };
      lines.push(current);
    }
  }
  return lines.map((line) => line.items.sort((a, b) => a.x - b.x));
}

/**
 * Order words into lines (top to bottom, then left to right within a line) and build the plain
 * text: words joined by a space, lines by a newline. Returns the words in that reading order.
 */
export function layoutWords(input: Word[]): PageTextResult {
  const words = input.filter((w) => w.text.length > 0 && Number.isFinite(w.x + w.y + w.width + w.height));
  if (words.length === 0) return { words: [], text: "" };
  const lines = groupIntoLines(words);
  const ordered = lines.flat();
  const textLines = lines.map((line) => line.map((w) => w.text).join(" "));
  return {
    words: ordered.map((w) => ({
      text: w.text,
      x: round2(w.x),
      y: round2(w.y),
      width: round2(w.width),
      height: round2(w.height),
    })),
    text: textLines.join("\n"),
  };
}

const ALNUM = /[\p{L}\p{N}]/u;
// Private use area, C0/C1 controls (other than whitespace) and U+FFFD: what a font without a
// usable ToUnicode map yields.
// eslint-disable-next-line no-control-regex -- control characters are what this strips
const GARBAGE = /[\uE000-\uF8FF\u0000-\u0008\u000E-\u001F\u007F-\u009F\uFFFD]/gu;

/** How many words carry a letter or a digit. */
export function countRealWords(words: Word[]): number {
  let n = 0;
  for (const w of words) if (ALNUM.test(w.text)) n++;
  return n;
}

/** True when the text layer looks like glyph codes rather than text (no usable ToUnicode). */
export function looksGarbled(words: Word[]): boolean {
  let total = 0;
  let bad = 0;
  for (const w of words) {
    total += w.text.length;
    bad += w.text.match(GARBAGE)?.length ?? 0;
  }
  return total > 0 && bad / total > 0.3;
}
