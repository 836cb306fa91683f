import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectBlankPage, detectBlankPixels } from "./blank.js";
import { readBarcodes, readBarcodesFromPixels } from "./barcodes.js";
import { pageSignals, signalNeeds } from "./pageSignals.js";
import type { PixelImage } from "./pixels.js";
import { addBlankPage, addSeparatorPage, addTextPage, barcodePng } from "../../../testing/splitPages.js";

const W = 400;
const H = 560;

function greyPage(fill = 255): PixelImage {
  return { data: new Uint8Array(W * H).fill(fill), width: W, height: H, channels: 1 };
}

function paint(img: PixelImage, x: number, y: number, w: number, h: number, v = 0): PixelImage {
  for (let yy = y; yy < y + h; yy++) img.data.fill(v, yy * img.width + x, yy * img.width + x + w);
  return img;
}

describe("detectBlankPage", () => {
  it("a white page is blank", async () => {
    expect(detectBlankPixels(greyPage(), 0.99)).toEqual({ isBlank: true, blankRatio: 1 });
  });

  it("grey paper with speckles is blank; a page with a block of text is not", () => {
    const scan = greyPage(228);
    let seed = 1;
    for (let i = 0; i < 300; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      scan.data[seed % scan.data.length] = 30;
    }
    expect(detectBlankPixels(scan, 0.99).isBlank).toBe(true);
    const text = greyPage();
    for (let line = 0; line < 12; line++) paint(text, 40, 60 + line * 14, 300, 6, 20);
    const r = detectBlankPixels(text, 0.99);
    expect(r.isBlank).toBe(false);
    expect(r.blankRatio).toBeLessThan(0.99);
  });

  it("ignores the border where scanners leave dark edges", () => {
    const edged = paint(paint(greyPage(), 0, 0, 10, H, 0), W - 8, 0, 8, H, 0);
    expect(detectBlankPixels(edged, 0.99).isBlank).toBe(true);
  });

  it("a dark page (a photo, black paper) is not blank", () => {
    expect(detectBlankPixels(greyPage(60), 0.5)).toEqual({ isBlank: false, blankRatio: 0 });
  });

  it("the threshold decides for a page with a little ink", () => {
    const img = paint(greyPage(), 100, 100, 100, 30, 0); // ~1.5% of the inner area
    expect(detectBlankPixels(img, 0.99).isBlank).toBe(false);
    expect(detectBlankPixels(img, 0.95).isBlank).toBe(true);
  });

  it("a page holding a real word is not blank; its word boxes count as not blank", () => {
    const words = [{ text: "Page", x: 100, y: 100, width: 30, height: 10 }];
    expect(detectBlankPixels(greyPage(), 0.5, { words, pageWidth: W, pageHeight: H }).isBlank).toBe(false);
    const noise = [
      { text: ".", x: 100, y: 100, width: 200, height: 200 },
      { text: "x", x: 10, y: 10, width: 2, height: 2 },
    ];
    const r = detectBlankPixels(greyPage(), 0.9, { words: noise, pageWidth: W, pageHeight: H });
    expect(r.isBlank).toBe(true);
    expect(r.blankRatio).toBe(1); // words without letters or digits cover nothing
    const covered = detectBlankPixels(greyPage(), 0.99, {
      words: [{ text: "x", x: 0, y: 0, width: W, height: H / 2 }],
      pageWidth: W,
      pageHeight: H,
    });
    expect(covered.blankRatio).toBeLessThan(0.6);
  });

  it("reads PNG and JPEG bytes", async () => {
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#f4f4f4" } })
      .png()
      .toBuffer();
    expect((await detectBlankPage(png, 0.99)).isBlank).toBe(true);
    const jpeg = await sharp({ create: { width: 700, height: 900, channels: 3, background: "#ffffff" } })
      .composite([{ input: await barcodePng("PATCHT", "qrcode"), left: 50, top: 50 }])
      .jpeg()
      .toBuffer();
    expect((await detectBlankPage(jpeg, 0.99)).isBlank).toBe(false);
  });
});

describe("readBarcodes", () => {
  it.each(["code128", "code39", "qrcode"] as const)("reads %s from a PNG", async (kind) => {
    expect(await readBarcodes(await barcodePng("PATCHT", kind))).toEqual(["PATCHT"]);
  });

  it.each([
    [0, 300, 60],
    [0, 300, 1000],
    [90, 40, 400],
    [270, 560, 850],
  ])("reads a Code 128 turned %i degrees anywhere on a page (at %i, %i)", async (deg, left, top) => {
    const code = await sharp(await barcodePng("PATCHT", "code128"))
      .rotate(deg)
      .png()
      .toBuffer();
    const page = await sharp({ create: { width: 900, height: 1300, channels: 3, background: "#ffffff" } })
      .composite([{ input: code, left, top }])
      .png()
      .toBuffer();
    expect(await readBarcodes(page)).toEqual(["PATCHT"]);
  });

  it("finds nothing on a blank or text-like page", async () => {
    expect(readBarcodesFromPixels(greyPage())).toEqual([]);
    const text = greyPage();
    for (let line = 0; line < 20; line++) for (let x = 40; x < 340; x += 9) paint(text, x, 40 + line * 20, 5, 8, 10);
    expect(readBarcodesFromPixels(text)).toEqual([]);
  });

  it("reads raw RGBA pixels", async () => {
    const { data, info } = await sharp(await barcodePng("SEP-0001", "code128"))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(readBarcodesFromPixels({ data, width: info.width, height: info.height, channels: 4 })).toEqual(["SEP-0001"]);
  });
});

describe("pageSignals", () => {
  let dir: string;
  let pdfPath: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "split-signals-"));
    const doc = await PDFDocument.create();
    await addTextPage(doc, ["Invoice 1001", "Total due 12.00 EUR"]); // 1
    await addSeparatorPage(doc, "PATCHT", "code128"); // 2
    await addSeparatorPage(doc, "PATCHT", "qrcode", { scanned: true, seed: 3 }); // 3
    await addBlankPage(doc); // 4
    await addBlankPage(doc, { scanned: true, seed: 5 }); // 5
    await addSeparatorPage(doc, "PATCHT", "code39", { scanned: true, skewDeg: -1.5, seed: 9 }); // 6
    pdfPath = path.join(dir, "merged.pdf");
    await writeFile(pdfPath, await doc.save());
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const textWords = [
    { text: "Invoice", x: 60, y: 70, width: 45, height: 12 },
    { text: "1001", x: 110, y: 70, width: 28, height: 12 },
  ];

  it("says what the options need", () => {
    expect(signalNeeds([{ _id: "per-file" }, { _id: "fixed-pages", config: { pages: 2 } }])).toEqual({
      blankThreshold: null,
      barcodes: false,
    });
    expect(
      signalNeeds([
        { _id: "blank-page", config: { threshold: 0.97 } },
        { _id: "barcode", config: { barcodeText: "X" } },
      ]),
    ).toEqual({ blankThreshold: 0.97, barcodes: true });
    expect(signalNeeds([{ _id: "blank-page", config: { threshold: "lots" } }]).blankThreshold).toBe(0.99);
  });

  it("renders nothing when no option needs the images", async () => {
    const out = await pageSignals(
      path.join(dir, "does-not-exist.pdf"),
      [{ pageNo: 1 }, { pageNo: 2 }],
      [{ _id: "master-key-change" }],
    );
    expect(out).toEqual([{ pageNo: 1 }, { pageNo: 2 }]);
  });

  it("finds blank pages and separator barcodes, clean and scanned", async () => {
    const pages = [1, 2, 3, 4, 5, 6].map((pageNo) => ({ pageNo, words: pageNo === 1 ? textWords : [] }));
    const out = await pageSignals(pdfPath, pages, [
      { _id: "barcode", config: { barcodeText: "PATCHT" } },
      { _id: "blank-page", config: { threshold: 0.99 } },
    ]);
    expect(out.map((s) => [s.pageNo, s.isBlank, s.barcodes])).toEqual([
      [1, false, []],
      [2, false, ["PATCHT"]],
      [3, false, ["PATCHT"]],
      [4, true, []],
      [5, true, []],
      [6, false, ["PATCHT"]],
    ]);
  });

  it("computes only the signals configured", async () => {
    const out = await pageSignals(
      pdfPath,
      [{ pageNo: 2 }, { pageNo: 4 }],
      [{ _id: "blank-page", config: { threshold: 0.99 } }],
    );
    expect(out.map((s) => [s.pageNo, s.isBlank, s.barcodes])).toEqual([
      [2, false, undefined],
      [4, true, undefined],
    ]);
  });

  it("a page that cannot be read is told and gets no signal", async () => {
    const warnings: string[] = [];
    const progress: number[] = [];
    const out = await pageSignals(
      pdfPath,
      [{ pageNo: 99 }, { pageNo: 4 }],
      [{ _id: "blank-page" }, { _id: "barcode" }],
      {
        onWarning: (m) => warnings.push(m),
        onProgress: (done) => {
          progress.push(done);
        },
      },
    );
    expect(out[0]).toEqual({ pageNo: 99, isBlank: false, barcodes: [] });
    expect(out[1].isBlank).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Page 99/);
    expect(progress).toEqual([0, 1, 2]);
  });
});
