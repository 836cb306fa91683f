/**
 * OCR with tesseract.js, fully offline: the English model comes from @tesseract.js-data/eng in
 * node_modules, nothing is fetched or cached. One worker per parse call; recognition runs in the
 * worker's thread, so the caller can render the next page meanwhile.
 */
import { createRequire } from "node:module";
import * as path from "node:path";
import type { Worker } from "tesseract.js";
import type { Word } from "../../../domain/text/words";

const require = createRequire(import.meta.url);

export function tesseractLangPath(): string {
  return path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
}

/** Words with a confidence below this and no letter or digit are dropped (rules, specks). */
const NOISE_CONFIDENCE = 60;
const ALNUM = /[\p{L}\p{N}]/u;

export class OcrEngine {
  private constructor(private readonly worker: Worker) {}

  static async create(): Promise<OcrEngine> {
    // tesseract.js is loaded for the first page that needs OCR, not by every parse of born-digital pages.
    const { createWorker } = await import("tesseract.js");
    const worker = await createWorker("eng", 1, {
      langPath: tesseractLangPath(),
      gzip: true,
      cacheMethod: "none",
      errorHandler: () => {
        /* errors reach us through the rejected job */
      },
    });
    return new OcrEngine(worker);
  }

  /**
   * Recognise a grey image (PGM bytes). Word boxes come back in the image's pixels, divided by
   * pxPerPoint to give PDF points (top-left origin).
   */
  async recognize(pgm: Buffer, pxPerPoint: number): Promise<Word[]> {
    return (await this.recognizeRated(pgm, pxPerPoint)).words;
  }

  /** The words, and how much of the page was read with confidence (see readableChars). */
  async recognizeRated(pgm: Buffer, pxPerPoint: number): Promise<{ words: Word[]; readable: number }> {
    const dpi = Math.round(pxPerPoint * 72);
    await this.worker.setParameters({ user_defined_dpi: String(Math.min(2400, Math.max(70, dpi))) });
    const { data } = await this.worker.recognize(pgm, {}, { text: false, tsv: true, blocks: false, hocr: false });
    const tsv = data.tsv ?? "";
    return { words: parseTsv(tsv, pxPerPoint), readable: readableChars(tsv) };
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}

/** Tesseract TSV: level, page, block, par, line, word, left, top, width, height, conf, text. */
export function parseTsv(tsv: string, pxPerPoint: number): Word[] {
  const words: Word[] = [];
  for (const line of tsv.split("\n")) {
    if (!line.startsWith("5\t")) continue;
    const cols = line.split("\t");
    if (cols.length < 12) continue;
    const text = cols.slice(11).join("\t").trim();
    if (!text) continue;
    const conf = Number(cols[10]);
    if (conf < NOISE_CONFIDENCE && !ALNUM.test(text)) continue;
    const [left, top, width, height] = cols.slice(6, 10).map(Number);
    words.push({
      text,
      x: left / pxPerPoint,
      y: top / pxPerPoint,
      width: width / pxPerPoint,
      height: height / pxPerPoint,
    });
  }
  return words;
}

/** Letters and digits of the words read with confidence: text turned sideways or upside down reads as few. */
function readableChars(tsv: string): number {
  let n = 0;
  for (const line of tsv.split("\n")) {
    if (!line.startsWith("5\t")) continue;
    const cols = line.split("\t");
    if (cols.length < 12 || Number(cols[10]) < NOISE_CONFIDENCE) continue;
    n += cols
      .slice(11)
      .join("\t")
      .replace(/[^\p{L}\p{N}]/gu, "").length;
  }
  return n;
}
