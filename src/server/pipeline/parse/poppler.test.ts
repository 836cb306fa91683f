import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import * as os from "node:os";
import * as path from "node:path";
import { PDFDocument, StandardFonts, degrees } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EINVOICES_DIR, INVOICES_DIR } from "../../../testing/fixtures";
import { loadConfig } from "../../config";
import type { Word } from "../../../domain/text/words";
import { parseBatchFiles, type ParseInput } from "./parseBatchFiles.js";
import type { TextAnnotation } from "../../../domain/batch/textAnnotation";
import { openPdfFile } from "./pdfjs.js";
import { parseBbox, popplerText, popplerTools, type PopplerTools } from "./poppler.js";
import { extractPageText } from "./textLayer.js";

/**
 * The two text-layer paths give the same words (docs/decisions.md, "Parse with poppler when present"): per page the
 * same characters once whitespace is taken out; per file at least 95 % and over all files at least 98 % of the words
 * paired in reading order (same text); for the paired words, box centres within 4 pt down and 8 pt across (pdf.js
 * spreads a run's width by Helvetica's widths, poppler measures each glyph), and 95 % of them within 2 pt both ways.
 * poppler-utils must be installed (.ci/run installs it): these tests fail without it, they are never skipped.
 */
const TIGHT_PT = 2;
const ACROSS_PT = 8;
const DOWN_PT = 4;

let tmp: string;
let tools: PopplerTools;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "poppler-test-"));
  const found = await popplerTools();
  if (!found)
    throw new Error("pdftotext and pdftoppm (poppler-utils) are not installed: apt-get install poppler-utils");
  tools = found;
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Pairs of words with the same text, in reading order (longest common subsequence). */
function pairWords(a: Word[], b: Word[]): [Word, Word][] {
  const n = a.length;
  const m = b.length;
  const dp = new Uint16Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      dp[i * (m + 1) + j] =
        a[i].text === b[j].text
          ? dp[(i + 1) * (m + 1) + j + 1] + 1
          : Math.max(dp[(i + 1) * (m + 1) + j], dp[i * (m + 1) + j + 1]);
    }
  }
  const pairs: [Word, Word][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[i].text === b[j].text) pairs.push([a[i++], b[j++]]);
    else if (dp[(i + 1) * (m + 1) + j] >= dp[i * (m + 1) + j + 1]) i++;
    else j++;
  }
  return pairs;
}

const sortedChars = (text: string) => [...text.replace(/\s+/g, "")].sort().join("");
const centre = (w: Word) => ({ x: w.x + w.width / 2, y: w.y + w.height / 2 });

interface Agreement {
  words: number;
  paired: number;
  tight: number;
  worstAcross: number;
  worstDown: number;
}

function compare(
  label: string,
  pdfjsPages: { text: string; words: Word[] }[],
  popplerPages: { text: string; words: Word[] }[],
  into: Agreement,
): Agreement {
  const file: Agreement = { words: 0, paired: 0, tight: 0, worstAcross: 0, worstDown: 0 };
  expect(popplerPages.length, label).toBe(pdfjsPages.length);
  pdfjsPages.forEach((a, i) => {
    const b = popplerPages[i];
    expect(sortedChars(b.text), `${label} page ${i + 1}: the same characters`).toBe(sortedChars(a.text));
    const pairs = pairWords(a.words, b.words);
    file.words += Math.max(a.words.length, b.words.length);
    file.paired += pairs.length;
    for (const [p, q] of pairs) {
      const across = Math.abs(centre(p).x - centre(q).x);
      const down = Math.abs(centre(p).y - centre(q).y);
      file.worstAcross = Math.max(file.worstAcross, across);
      file.worstDown = Math.max(file.worstDown, down);
      if (across <= TIGHT_PT && down <= TIGHT_PT) file.tight++;
    }
  });
  expect(file.paired / file.words, `${label}: words paired`).toBeGreaterThanOrEqual(0.95);
  expect(file.worstAcross, `${label}: box centres across`).toBeLessThanOrEqual(ACROSS_PT);
  expect(file.worstDown, `${label}: box centres down`).toBeLessThanOrEqual(DOWN_PT);
  into.words += file.words;
  into.paired += file.paired;
  into.tight += file.tight;
  into.worstAcross = Math.max(into.worstAcross, file.worstAcross);
  into.worstDown = Math.max(into.worstDown, file.worstDown);
  return file;
}

async function fixturePdfs(): Promise<string[]> {
  const invoices = (await readdir(INVOICES_DIR))
    .filter((f) => f.endsWith(".pdf"))
    .sort()
    .map((f) => path.join(INVOICES_DIR, f));
  const einvoiceDir = path.join(EINVOICES_DIR, "pdf");
  // A sample of the e-invoices: every third file, which takes each renderer family.
  const einvoices = (await readdir(einvoiceDir))
    .filter((f) => f.endsWith(".pdf"))
    .sort()
    .filter((_, i) => i % 3 === 0)
    .map((f) => path.join(einvoiceDir, f));
  return [...invoices, ...einvoices];
}

/** Pages turned by /Rotate, and a page with a crop box: sizes and boxes must follow as pdf.js shows them. */
async function turnedAndCroppedPdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const turn of [0, 90, 180, 270]) {
    const page = doc.addPage([600, 800]);
    page.drawText(`Invoice number ${turn} dated today for the amount of 12.50 EUR`, { x: 50, y: 700, size: 14, font });
    page.drawText("Second line with more words to read", { x: 50, y: 600, size: 11, font });
    page.setRotation(degrees(turn));
  }
  const cropped = doc.addPage([600, 800]);
  cropped.drawText("Cropped page with its text inside the crop box", { x: 150, y: 500, size: 12, font });
  cropped.setCropBox(100, 100, 400, 600);
  const file = path.join(tmp, "turned.pdf");
  await writeFile(file, await doc.save());
  return file;
}

const annotation = async (out: { textAnnotationPath: string }) =>
  JSON.parse(await readFile(out.textAnnotationPath, "utf8")) as TextAnnotation;

describe("PARSE_POPPLER", () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: path.join(os.tmpdir(), "docflow-poppler-test"), APP_SECRET: "x", ...env });
  it("is auto unless set to off, and refuses anything else", () => {
    expect(config({}).parsePoppler).toBe("auto");
    expect(config({ PARSE_POPPLER: "off" }).parsePoppler).toBe("off");
    expect(() => config({ PARSE_POPPLER: "yes" })).toThrow('PARSE_POPPLER must be "auto" or "off", got "yes"');
  });
});

describe("poppler's text layer", () => {
  it("gives the words pdf.js gives on the fixture invoices and a sample of the e-invoices", async () => {
    const all: Agreement = { words: 0, paired: 0, tight: 0, worstAcross: 0, worstDown: 0 };
    for (const file of await fixturePdfs()) {
      const doc = await openPdfFile(file, { maxImagePixels: 100e6 });
      try {
        const pdfjs = [];
        for (let p = 1; p <= doc.numPages; p++) pdfjs.push(await extractPageText(await doc.getPage(p)));
        const poppler = await popplerText(tools, file, 1, doc.numPages, 60_000);
        compare(path.basename(file), pdfjs, [...poppler.values()], all);
      } finally {
        await doc.destroy();
      }
    }
    expect(all.paired / all.words).toBeGreaterThanOrEqual(0.98);
    expect(all.tight / all.paired).toBeGreaterThanOrEqual(0.95);
  }, 120_000);

  it("turns sizes and boxes with /Rotate and reads the crop box as pdf.js does, through parseBatchFiles", async () => {
    const file = await turnedAndCroppedPdf();
    const input: ParseInput = {
      files: [{ fileName: "turned.pdf", path: file }],
      mode: "text-layer",
      outDir: path.join(tmp, "turned-off"),
      poppler: "off",
    };
    const viaPdfjs = await annotation(await parseBatchFiles(input));
    const viaPoppler = await annotation(
      await parseBatchFiles({ ...input, outDir: path.join(tmp, "turned-auto"), poppler: "auto" }),
    );
    expect(viaPoppler.pages.map((p) => [p.width, p.height])).toEqual(viaPdfjs.pages.map((p) => [p.width, p.height]));
    expect(viaPdfjs.pages.map((p) => [p.width, p.height])).toEqual([
      [600, 800],
      [800, 600],
      [600, 800],
      [800, 600],
      [400, 600],
    ]);
    const all: Agreement = { words: 0, paired: 0, tight: 0, worstAcross: 0, worstDown: 0 };
    const file1 = compare("turned.pdf", viaPdfjs.pages, viaPoppler.pages, all);
    expect(file1.paired).toBe(file1.words);
  }, 60_000);

  it("cuts a word pdftotext read with whitespace inside, and reads entities", () => {
    const html =
      '<page width="600" height="800">\n<word xMin="10" yMin="20" xMax="110" yMax="30">Tel:\t\u00a0 \t0123</word>' +
      '<word xMin="200" yMin="20" xMax="230" yMax="30">A&amp;B&#233;</word>\n</page>';
    const page = parseBbox(html, 7).get(7)!;
    expect(page.words.map((w) => w.text)).toEqual(["Tel:", "0123", "A&Bé"]);
    expect(page.words[0].x).toBe(10);
    expect(page.words[1].x + page.words[1].width).toBeCloseTo(110, 1);
    expect(page.words[0].x + page.words[0].width).toBeLessThan(page.words[1].x);
    expect(page.text).toBe("Tel: 0123 A&Bé");
  });
});

describe("parseBatchFiles with poppler", () => {
  /** Mean absolute difference of two thumbnails' grey pixels (0..255), the second resized to the first. */
  async function thumbnailDifference(a: string, b: string): Promise<number> {
    const ma = await sharp(a).metadata();
    const pa = await sharp(a).greyscale().raw().toBuffer();
    const pb = await sharp(b).resize(ma.width, ma.height, { fit: "fill" }).greyscale().raw().toBuffer();
    let sum = 0;
    for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i] - pb[i]);
    return sum / pa.length;
  }

  it("renders thumbnails like pdf.js's: 200 px wide (or 600 px high), turned by /Rotate, the same picture", async () => {
    const tall = await PDFDocument.create();
    tall.addPage([200, 900]).drawText("A receipt", { x: 20, y: 850, size: 12 });
    const tallFile = path.join(tmp, "receipt.pdf");
    await writeFile(tallFile, await tall.save());
    const files = [
      { fileName: "coolblue1.pdf", path: path.join(INVOICES_DIR, "coolblue1.pdf") },
      { fileName: "turned.pdf", path: await turnedAndCroppedPdf() },
      { fileName: "receipt.pdf", path: tallFile },
    ];
    const input: ParseInput = { files, mode: "text-layer", outDir: path.join(tmp, "thumbs-off"), poppler: "off" };
    const viaPdfjs = await parseBatchFiles(input);
    const viaPoppler = await parseBatchFiles({ ...input, outDir: path.join(tmp, "thumbs-auto"), poppler: "auto" });
    expect(viaPoppler.thumbnails.map((t) => path.basename(t.path))).toEqual(
      viaPdfjs.thumbnails.map((t) => path.basename(t.path)),
    );
    for (let i = 0; i < viaPdfjs.thumbnails.length; i++) {
      const a = await sharp(viaPdfjs.thumbnails[i].path).metadata();
      const b = await sharp(viaPoppler.thumbnails[i].path).metadata();
      expect(b.format).toBe("png");
      expect(Math.abs(b.width! - a.width!), `page ${i + 1} width`).toBeLessThanOrEqual(1);
      expect(Math.abs(b.height! - a.height!), `page ${i + 1} height`).toBeLessThanOrEqual(1);
      expect(
        await thumbnailDifference(viaPdfjs.thumbnails[i].path, viaPoppler.thumbnails[i].path),
        `page ${i + 1} picture`,
      ).toBeLessThan(8);
    }
    expect((await sharp(viaPoppler.thumbnails[0].path).metadata()).width).toBe(200);
    expect((await sharp(viaPoppler.thumbnails[6].path).metadata()).height).toBe(600);
    // No temporary files left behind.
    expect((await readdir(path.dirname(viaPoppler.mergedPdfPath))).sort()).toEqual([
      "merged.pdf",
      "text-annotation.json",
      "thumbnails",
    ]);
  }, 60_000);

  it("leaves a page painting an image over the pixel limit to pdf.js (poppler has no such limit)", async () => {
    const doc = await PDFDocument.create();
    const black = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    const page = doc.addPage([600, 800]);
    page.drawImage(await doc.embedPng(black), { x: 0, y: 0, width: 600, height: 800 });
    const file = path.join(tmp, "big-image.pdf");
    await writeFile(file, await doc.save());
    const input: ParseInput = {
      files: [{ fileName: "big-image.pdf", path: file }],
      mode: "text-layer",
      outDir: path.join(tmp, "big-off"),
      poppler: "off",
      limits: { maxPixels: 500_000 },
      onWarning: () => undefined,
    };
    const viaPdfjs = await parseBatchFiles(input);
    const viaAuto = await parseBatchFiles({ ...input, outDir: path.join(tmp, "big-auto"), poppler: "auto" });
    expect(await readFile(viaAuto.thumbnails[0].path)).toEqual(await readFile(viaPdfjs.thumbnails[0].path));
    // Within the limit poppler draws it: a black page.
    const drawn = await parseBatchFiles({ ...input, outDir: path.join(tmp, "big-drawn"), poppler: "auto", limits: {} });
    expect((await sharp(drawn.thumbnails[0].path).greyscale().stats()).channels[0].mean).toBeLessThan(10);
  }, 60_000);

  it("falls back to pdf.js, page for page the same result, when poppler cannot read the file", async () => {
    const files = [
      { fileName: "coolblue1.pdf", path: path.join(INVOICES_DIR, "coolblue1.pdf") },
      { fileName: "turned.pdf", path: await turnedAndCroppedPdf() },
    ];
    const input: ParseInput = { files, mode: "text-layer", outDir: path.join(tmp, "fallback-off"), poppler: "off" };
    const viaPdfjs = await parseBatchFiles(input);
    // Tools that fail on every file, as poppler does on a file it cannot open.
    const broken = { pdftotext: "false", pdftoppm: "false" };
    const viaFallback = await parseBatchFiles({ ...input, outDir: path.join(tmp, "fallback-broken"), poppler: broken });
    expect(await annotation(viaFallback)).toEqual(await annotation(viaPdfjs));
    for (let i = 0; i < viaPdfjs.thumbnails.length; i++) {
      expect(await readFile(viaFallback.thumbnails[i].path)).toEqual(await readFile(viaPdfjs.thumbnails[i].path));
    }
    // Text read by poppler, thumbnails it fails on left to pdf.js (and the other way round).
    const half = await parseBatchFiles({
      ...input,
      outDir: path.join(tmp, "fallback-half"),
      poppler: { pdftotext: tools.pdftotext, pdftoppm: "false" },
    });
    expect((await annotation(half)).pages.map((p) => p.text.replace(/\s+/g, ""))).toEqual(
      (await annotation(viaPdfjs)).pages.map((p) => p.text.replace(/\s+/g, "")),
    );
    expect(await readFile(half.thumbnails[0].path)).toEqual(await readFile(viaPdfjs.thumbnails[0].path));
    const other = await parseBatchFiles({
      ...input,
      outDir: path.join(tmp, "fallback-other"),
      poppler: { pdftotext: "false", pdftoppm: tools.pdftoppm },
    });
    expect(await annotation(other)).toEqual(await annotation(viaPdfjs));
  }, 60_000);
});
