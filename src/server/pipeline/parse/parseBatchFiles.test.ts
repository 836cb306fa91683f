import { BAD_PDFS_DIR, INVOICES_DIR } from "../../../testing/fixtures";
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ParseError, parseBatchFiles, type ParseInput, type ParseOutput } from "./parseBatchFiles.js";
import type { TextAnnotation } from "../../../domain/batch/textAnnotation";
import { makeEncryptedPdf, makePngBomb, makeScannedPdf, makeTextPdf } from "../../../testing/parseFixtures.js";

const INVOICES = INVOICES_DIR;
const BAD_PDFS = BAD_PDFS_DIR;
/** OCR takes seconds per page, more on a busy machine. */
const OCR_TEST_TIMEOUT_MS = 180_000;

let tmp: string;
let outCount = 0;
const outDir = () => path.join(tmp, `out-${++outCount}`);

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "parse-test-"));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function tmpFile(name: string, data: Uint8Array): Promise<{ fileName: string; path: string }> {
  const dir = await mkdtemp(path.join(tmp, "in-"));
  const p = path.join(dir, name);
  await writeFile(p, data);
  return { fileName: name, path: p };
}

const fixture = (dir: string, name: string) => ({ fileName: name, path: path.join(dir, name) });

async function annotation(out: ParseOutput): Promise<TextAnnotation> {
  return JSON.parse(await readFile(out.textAnnotationPath, "utf8")) as TextAnnotation;
}

/** Run a parse that is expected to fail, and return the error. */
async function parseError(input: ParseInput): Promise<ParseError> {
  try {
    await parseBatchFiles(input);
  } catch (err) {
    expect(err).toBeInstanceOf(ParseError);
    return err as ParseError;
  }
  throw new Error("expected a ParseError, but the parse succeeded");
}

async function pngSize(file: string): Promise<{ width: number; height: number }> {
  const m = await sharp(file).metadata();
  return { width: m.width!, height: m.height! };
}

describe("parseBatchFiles on real documents", () => {
  it("reads the words of a PDF text layer with boxes in points", async () => {
    const expected = JSON.parse(readFileSync(path.join(INVOICES, "AmazonWebServices.json"), "utf8"))[0];
    const out = await parseBatchFiles({
      files: [fixture(INVOICES, "AmazonWebServices.pdf")],
      mode: "builtin",
      outDir: outDir(),
    });
    expect(out.pageCount).toBe(1);
    expect(out.documents).toEqual([{ docNo: 1, totalPages: 1, mainPages: [1] }]);
    const ann = await annotation(out);
    const page = ann.pages[0];
    expect(page).toMatchObject({ pageNo: 1, width: 612, height: 792, source: "text" });
    const number = page.words.find((w) => w.text === expected.invoice_number);
    expect(number, `words contain ${expected.invoice_number}`).toBeDefined();
    // "Invoice Number: 42183017" sits in the upper right part of a Letter page.
    expect(number!.x).toBeGreaterThan(306);
    expect(number!.x + number!.width).toBeLessThanOrEqual(612);
    expect(number!.y).toBeGreaterThan(0);
    expect(number!.y).toBeLessThan(200);
    expect(number!.height).toBeGreaterThan(3);
    expect(number!.height).toBeLessThan(20);
    expect(page.text).toContain(`Invoice Number: ${expected.invoice_number}`);
    // Reading order: the title line comes before the invoice number line.
    expect(page.text.indexOf("Amazon Web Services Invoice")).toBeLessThan(page.text.indexOf("Invoice Number"));

    const merged = await PDFDocument.load(await readFile(out.mergedPdfPath));
    expect(merged.getPageCount()).toBe(1);
    expect(out.thumbnails).toEqual([
      { pageNo: 1, path: path.join(path.dirname(out.mergedPdfPath), "thumbnails", "page-0001.png") },
    ]);
    const thumb = await pngSize(out.thumbnails[0].path);
    expect(thumb.width).toBe(200);
    expect(thumb.height).toBe(259);
  });

  it("finds the invoice number in the text of every invoice PDF", async () => {
    const pdfs = readdirSync(INVOICES).filter((f) => f.endsWith(".pdf"));
    expect(pdfs.length).toBeGreaterThanOrEqual(10);
    const out = await parseBatchFiles({
      files: pdfs.map((f) => fixture(INVOICES, f)),
      mode: "text-layer",
      outDir: outDir(),
    });
    const ann = await annotation(out);
    expect(out.documents).toHaveLength(pdfs.length);
    for (const [i, file] of pdfs.entries()) {
      const expected = JSON.parse(readFileSync(path.join(INVOICES, file.replace(/\.pdf$/, ".json")), "utf8"))[0];
      const number = String(expected.invoice_number).replace(/^#/, "");
      const doc = out.documents[i];
      const words = doc.mainPages.flatMap((p) => ann.pages[p - 1].words.map((w) => w.text));
      expect(
        words.some((w) => w.includes(number)),
        `${file}: a word contains ${number}`,
      ).toBe(true);
    }
  });

  it(
    "OCRs a PNG scan and finds recognisable words with boxes on the page",
    { timeout: OCR_TEST_TIMEOUT_MS },
    async () => {
      const expected = JSON.parse(readFileSync(path.join(INVOICES, "AmazonWebServices.json"), "utf8"))[0];
      const out = await parseBatchFiles({
        files: [fixture(INVOICES, "AmazonWebServices.png")],
        mode: "builtin",
        outDir: outDir(),
      });
      const page = (await annotation(out)).pages[0];
      expect(page.source).toBe("ocr");
      // 2975 × 3850 pixels at 350 dpi is a US Letter page.
      expect(page.width).toBeCloseTo(612, 0);
      expect(page.height).toBeCloseTo(792, 0);
      const texts = page.words.map((w) => w.text);
      expect(texts).toContain("Amazon");
      expect(texts).toContain("Invoice");
      const number = page.words.find((w) => w.text === expected.invoice_number);
      expect(number, "OCR read the invoice number").toBeDefined();
      expect(number!.x).toBeGreaterThan(306);
      expect(number!.y).toBeLessThan(200);
      for (const w of page.words) {
        expect(w.x).toBeGreaterThanOrEqual(0);
        expect(w.y).toBeGreaterThanOrEqual(0);
        expect(w.x + w.width).toBeLessThanOrEqual(page.width + 1);
        expect(w.y + w.height).toBeLessThanOrEqual(page.height + 1);
      }
    },
  );

  it("merges a mixed batch into one PDF with one document per file", { timeout: OCR_TEST_TIMEOUT_MS }, async () => {
    const files = [
      fixture(INVOICES, "QualityHosting.pdf"), // 2 pages
      fixture(INVOICES, "oyo.png"),
      fixture(INVOICES, "AzureInterior.pdf"),
    ];
    const stages: string[] = [];
    const out = await parseBatchFiles({
      files,
      mode: "builtin",
      outDir: outDir(),
      onProgress: (done, total, stage) => {
        expect(done).toBeLessThanOrEqual(total);
        if (stages.at(-1) !== stage) stages.push(stage);
      },
    });
    expect(out.pageCount).toBe(4);
    expect(out.documents).toEqual([
      { docNo: 1, totalPages: 2, mainPages: [1, 2] },
      { docNo: 2, totalPages: 1, mainPages: [3] },
      { docNo: 3, totalPages: 1, mainPages: [4] },
    ]);
    expect(stages).toEqual(["merge", "text", "ocr", "thumbnails"]);
    const merged = await PDFDocument.load(await readFile(out.mergedPdfPath));
    expect(merged.getPageCount()).toBe(4);
    const ann = await annotation(out);
    expect(ann.pages.map((p) => p.pageNo)).toEqual([1, 2, 3, 4]);
    expect(ann.pages.map((p) => p.source)).toEqual(["text", "text", "ocr", "text"]);
    expect(ann.pages[2].text).toMatch(/PAYMENT RECEIPT/);
    expect(ann.pages[3].words.map((w) => w.text)).toContain("INV/2023/03/0008");
    expect(out.thumbnails.map((t) => path.basename(t.path))).toEqual([
      "page-0001.png",
      "page-0002.png",
      "page-0003.png",
      "page-0004.png",
    ]);
    for (const t of out.thumbnails) expect((await pngSize(t.path)).width).toBe(200);
  });
});

describe("parseBatchFiles on generated documents", () => {
  it(
    "OCRs a scanned PDF in builtin mode and leaves it without words in text-layer mode",
    { timeout: OCR_TEST_TIMEOUT_MS },
    async () => {
      const scanned = await makeScannedPdf(await makeTextPdf(1, 6), 200);
      const input = await tmpFile("scan.pdf", scanned);
      const ocred = (await annotation(await parseBatchFiles({ files: [input], mode: "builtin", outDir: outDir() })))
        .pages[0];
      expect(ocred.source).toBe("ocr");
      expect(ocred.text).toContain("INV-00001");
      expect(ocred.width).toBeCloseTo(595.28, 1);
      const inv = ocred.words.find((w) => w.text.includes("INV-00001"))!;
      // Drawn by makeTextPdf after "Invoice number " (85.4pt of 12pt Helvetica) from x=50pt, on a
      // baseline 775pt from the bottom of an 841.89pt page.
      expect(inv.x).toBeGreaterThan(130);
      expect(inv.x).toBeLessThan(142);
      expect(inv.y + inv.height).toBeGreaterThan(841.89 - 775 - 3);
      expect(inv.y + inv.height).toBeLessThan(841.89 - 775 + 6);

      const textOnly = (
        await annotation(await parseBatchFiles({ files: [input], mode: "text-layer", outDir: outDir() }))
      ).pages[0];
      expect(textOnly).toMatchObject({ source: "none", words: [], text: "" });
    },
  );

  it("OCRs every page in builtin-ocr mode, even with a text layer", { timeout: OCR_TEST_TIMEOUT_MS }, async () => {
    const input = await tmpFile("digital.pdf", await makeTextPdf(1, 3));
    const page = (await annotation(await parseBatchFiles({ files: [input], mode: "builtin-ocr", outDir: outDir() })))
      .pages[0];
    expect(page.source).toBe("ocr");
    expect(page.text).toContain("Page 1 of 1");
  });

  it("rotates a JPEG by its EXIF orientation and sizes the page from its density", async () => {
    const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#ffffff" } })
      .withMetadata({ orientation: 6, density: 300 })
      .jpeg()
      .toBuffer();
    const out = await parseBatchFiles({
      files: [await tmpFile("photo.JPG", jpeg)],
      mode: "text-layer",
      outDir: outDir(),
    });
    const page = (await annotation(out)).pages[0];
    // Orientation 6: the 600×300 image is shown 300×600; at 300 dpi that is 72×144 points.
    expect(page).toMatchObject({ width: 72, height: 144, source: "none" });
    const merged = await PDFDocument.load(await readFile(out.mergedPdfPath));
    expect(merged.getPage(0).getSize()).toEqual({ width: 72, height: 144 });
    const thumb = await pngSize(out.thumbnails[0].path);
    expect(thumb).toEqual({ width: 200, height: 400 });
  });

  it("flattens a transparent PNG on white", async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await parseBatchFiles({
      files: [await tmpFile("clear.png", png)],
      mode: "text-layer",
      outDir: outDir(),
    });
    const { data } = await sharp(out.thumbnails[0].path).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBe(255);
  });

  it("reads a PDF encrypted with an owner password only, keeping its text", async () => {
    const input = await tmpFile("statement.pdf", makeEncryptedPdf("Secret statement 12345", ""));
    const warnings: string[] = [];
    const out = await parseBatchFiles({
      files: [input],
      mode: "text-layer",
      outDir: outDir(),
      onWarning: (m) => warnings.push(m),
    });
    expect(warnings).toEqual(["statement.pdf: encrypted PDF rebuilt from page images."]);
    const page = (await annotation(out)).pages[0];
    expect(page.source).toBe("text");
    expect(page.text).toBe("Secret statement 12345");
    const merged = await PDFDocument.load(await readFile(out.mergedPdfPath));
    expect(merged.isEncrypted).toBe(false);
    expect(merged.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it("writes the same file names again on a second run and removes thumbnails of pages now gone", async () => {
    const dir = outDir();
    const three = await tmpFile("three.pdf", await makeTextPdf(3, 2));
    const one = await tmpFile("one.pdf", await makeTextPdf(1, 2));
    const first = await parseBatchFiles({ files: [three], mode: "text-layer", outDir: dir });
    expect(first.pageCount).toBe(3);
    const second = await parseBatchFiles({ files: [one], mode: "text-layer", outDir: dir });
    expect(second.mergedPdfPath).toBe(first.mergedPdfPath);
    expect(second.textAnnotationPath).toBe(first.textAnnotationPath);
    expect((await readdir(dir)).sort()).toEqual(["merged.pdf", "text-annotation.json", "thumbnails"]);
    expect(await readdir(path.join(dir, "thumbnails"))).toEqual(["page-0001.png"]);
    expect((await annotation(second)).pages).toHaveLength(1);
  });
});

describe("parseBatchFiles rejects bad input with a readable ParseError", () => {
  it("a 0-byte file", async () => {
    const err = await parseError({
      files: [await tmpFile("empty.pdf", new Uint8Array(0))],
      mode: "builtin",
      outDir: outDir(),
    });
    expect(err.message).toBe("empty.pdf is empty (0 bytes).");
    expect(err.fileName).toBe("empty.pdf");
  });

  it("a .pdf that is really a PNG", async () => {
    const png = await readFile(path.join(INVOICES, "oyo.png"));
    const err = await parseError({ files: [await tmpFile("invoice.pdf", png)], mode: "builtin", outDir: outDir() });
    expect(err.code).toBe("TYPE_MISMATCH");
    expect(err.message).toBe(
      "invoice.pdf is named as a PDF file but its content is a PNG image; rename it or upload the right file.",
    );
  });

  it("a file that is none of PDF, PNG or JPEG", async () => {
    const zip = Buffer.from("504B0304140000000800", "hex");
    const err = await parseError({ files: [await tmpFile("invoice.pdf", zip)], mode: "builtin", outDir: outDir() });
    expect(err.message).toBe("invoice.pdf is not a PDF, PNG or JPEG file (it starts with the bytes 50 4B 03 04).");
    const text = await parseError({
      files: [await tmpFile("notes.txt", Buffer.from("hello world"))],
      mode: "builtin",
      outDir: outDir(),
    });
    expect(text.message).toBe('notes.txt is not a PDF, PNG or JPEG file (it starts with "hello wo").');
  });

  it("an image bomb: 20000 × 20000 pixels in a small PNG", async () => {
    const bomb = await makePngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1_000_000);
    const err = await parseError({ files: [await tmpFile("bomb.png", bomb)], mode: "builtin", outDir: outDir() });
    expect(err.code).toBe("IMAGE_TOO_LARGE");
    expect(err.message).toBe(
      "bomb.png is too large to process: 20,000 × 20,000 pixels is more than the limit of 100,000,000 pixels per image.",
    );
  });

  it("an image over a lower pixel limit", async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const err = await parseError({
      files: [await tmpFile("wide.png", png)],
      mode: "builtin",
      outDir: outDir(),
      limits: { maxPixels: 1_000_000 },
    });
    expect(err.message).toBe(
      "wide.png is too large to process: 2,000 × 1,000 pixels is more than the limit of 1,000,000 pixels per image.",
    );
  });

  it("a PNG that is cut short", async () => {
    const png = await readFile(path.join(INVOICES, "oyo.png"));
    const err = await parseError({
      files: [await tmpFile("cut.png", png.subarray(0, 2000))],
      mode: "builtin",
      outDir: outDir(),
    });
    expect(err.code).toBe("UNREADABLE_IMAGE");
    expect(err.message).toMatch(/^cut\.png could not be read as a PNG image: .+\.$/);
  });

  it("a PDF over the page limit, alone or with the files before it", async () => {
    const ten = await tmpFile("ten.pdf", await makeTextPdf(10, 1));
    const alone = await parseError({ files: [ten], mode: "builtin", outDir: outDir(), limits: { maxPages: 3 } });
    expect(alone.code).toBe("TOO_MANY_PAGES");
    expect(alone.message).toBe("ten.pdf has 10 pages; the limit is 3 pages per batch.");
    const two = await tmpFile("two.pdf", await makeTextPdf(2, 1));
    const together = await parseError({
      files: [two, await tmpFile("two-more.pdf", await makeTextPdf(2, 1))],
      mode: "builtin",
      outDir: outDir(),
      limits: { maxPages: 3 },
    });
    expect(together.message).toBe(
      "two-more.pdf has 2 pages, which brings the batch to 4 pages; the limit is 3 pages per batch.",
    );
  });

  it("a PDF with no pages", async () => {
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    const err = await parseError({ files: [await tmpFile("nothing.pdf", empty)], mode: "builtin", outDir: outDir() });
    expect(err.code).toBe("NO_PAGES");
    expect(err.message).toBe("nothing.pdf has no pages.");
  });

  it("a PDF that needs a password", async () => {
    const input = await tmpFile("locked.pdf", makeEncryptedPdf("Secret", "user-secret"));
    const err = await parseError({ files: [input], mode: "builtin", outDir: outDir() });
    expect(err.code).toBe("PASSWORD_PROTECTED");
    expect(err.message).toBe("locked.pdf is protected by a password; remove the password and upload it again.");
  });

  it("a missing file", async () => {
    const err = await parseError({
      files: [{ fileName: "gone.pdf", path: path.join(tmp, "no-such-file.pdf") }],
      mode: "builtin",
      outDir: outDir(),
    });
    expect(err.message).toBe("gone.pdf could not be opened because it is missing from storage.");
  });
});

describe("every malformed PDF from qpdf's test suite parses or fails with a ParseError", () => {
  const PER_FILE_TIMEOUT_MS = 60_000;
  const files = readdirSync(BAD_PDFS)
    .filter((f) => f.endsWith(".pdf"))
    .sort();
  it("has the fixtures", () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });
  // 'text-layer' keeps this quick; rendering (thumbnails) still runs on every page. Some files run
  // in 'builtin' mode too, where their empty pages are rendered at 300 dpi and OCRed.
  const ocrToo = new Set([
    "bad25.pdf",
    "issue-117.pdf",
    "pages-loop.pdf",
    "bad-jpeg.pdf",
    "issue-449.pdf",
    "fuzz-16214.pdf",
  ]);
  for (const file of files) {
    it(file, { timeout: PER_FILE_TIMEOUT_MS * 2 + 5_000 }, async () => {
      for (const mode of ocrToo.has(file) ? (["text-layer", "builtin"] as const) : (["text-layer"] as const)) {
        const dir = outDir();
        let timer: NodeJS.Timeout | undefined;
        const outcome = await Promise.race([
          parseBatchFiles({ files: [fixture(BAD_PDFS, file)], mode, outDir: dir, onWarning: () => undefined }).then(
            (out) => ({ ok: true as const, out }),
            (err: unknown) => ({ ok: false as const, err }),
          ),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`${file} took more than ${PER_FILE_TIMEOUT_MS / 1000} s`)),
              PER_FILE_TIMEOUT_MS,
            );
          }),
        ]).finally(() => clearTimeout(timer));
        if (outcome.ok) {
          const { out } = outcome;
          expect(out.pageCount).toBeGreaterThan(0);
          const ann = await annotation(out);
          expect(ann.pages).toHaveLength(out.pageCount);
          expect(out.thumbnails).toHaveLength(out.pageCount);
          for (const t of out.thumbnails) expect((await stat(t.path)).size).toBeGreaterThan(0);
          const merged = await PDFDocument.load(await readFile(out.mergedPdfPath));
          expect(merged.getPageCount()).toBe(out.pageCount);
        } else {
          expect(outcome.err).toBeInstanceOf(ParseError);
          const message = (outcome.err as Error).message;
          expect(message.startsWith(`${file} `), message).toBe(true);
          expect(message).toMatch(/\.$/);
          expect(message.length).toBeLessThan(300);
        }
      }
    });
  }
});
