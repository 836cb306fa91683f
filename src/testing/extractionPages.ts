/**
 * Test helper: text-annotation pages written as text at positions, the way a PDF's text layer
 * reads them (one word per box, Helvetica-like widths: half the font size per character).
 */
import type { TextPage } from "../server/engines/extraction/types";
import type { Word } from "../domain/text/words";

/** One printed line: text at x (several parts at several x for columns), baseline-independent top y. */
interface PrintedLine {
  y: number;
  /** [x, text] parts; words of a part are a normal space apart. */
  parts: [number, string][];
  size?: number;
}

export function wordsOf(line: PrintedLine): Word[] {
  const size = line.size ?? 10;
  const words: Word[] = [];
  for (const [x0, text] of line.parts) {
    let x = x0;
    for (const word of text.split(/ +/).filter(Boolean)) {
      const width = word.length * size * 0.5;
      words.push({ text: word, x, y: line.y, width, height: size * 1.1 });
      x += width + size * 0.28;
    }
  }
  return words;
}

export function page(
  lines: PrintedLine[],
  options: { pageNo?: number; width?: number; height?: number } = {},
): TextPage {
  const words = lines.flatMap(wordsOf);
  return {
    pageNo: options.pageNo ?? 1,
    width: options.width ?? 595,
    height: options.height ?? 842,
    words,
    text: lines.map((l) => l.parts.map((p) => p[1]).join(" ")).join("\n"),
  };
}

/** A line of one part: L(100, 40, "Invoice No: 42"). */
export const L = (y: number, x: number, text: string, size?: number): PrintedLine => ({ y, parts: [[x, text]], size });

/** A line of several parts: R(300, [40, "Apple"], [300, "1"], [400, "€ 12,00"]). */
export const R = (y: number, ...parts: [number, string][]): PrintedLine => ({ y, parts });
