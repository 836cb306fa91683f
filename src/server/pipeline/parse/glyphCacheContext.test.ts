import { pathToFileURL } from "node:url";
import { INVOICES_DIR } from "../../../testing/fixtures";
import { readFileSync, readdirSync } from "node:fs";
import { createCanvas, Path2D, type SKRSContext2D } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { GlyphCache, composeRun, drawPendingGlyphs, glyphCacheContext, parseHexColor } from "./glyphCacheContext.js";
import { openPdfData } from "./pdfjs.js";
import { makeTextPdf } from "../../../testing/parseFixtures.js";

const INVOICES = pathToFileURL(INVOICES_DIR + "/");

/** Grey level (0 white … 255 black) per pixel, for comparing renderings. */
function ink(ctx: SKRSContext2D): Float64Array {
  const { width, height } = ctx.canvas;
  const rgba = ctx.canvas.data();
  const out = new Float64Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = 255 - (rgba[i * 4] + rgba[i * 4 + 1] + rgba[i * 4 + 2]) / 3;
  return out;
}

function compare(a: Float64Array, b: Float64Array) {
  let diff = 0,
    max = 0,
    inkA = 0,
    inkB = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i] - b[i]);
    diff += d;
    max = Math.max(max, d);
    inkA += a[i];
    inkB += b[i];
  }
  return { meanDiff: diff / a.length, maxDiff: max, inkRatio: inkA === 0 ? (inkB === 0 ? 1 : Infinity) : inkB / inkA };
}

/** A page rendered at thumbnail width by pdf.js as it comes, and through the glyph cache. */
async function renderBothWays(data: Uint8Array, pageNo: number, glyphs: GlyphCache, widthPx = 200) {
  const doc = await openPdfData(data, { maxImagePixels: 50e6 });
  try {
    const page = await doc.getPage(pageNo);
    const viewport = page.getViewport({ scale: widthPx / page.getViewport({ scale: 1 }).width });
    const w = Math.round(viewport.width);
    const h = Math.round(viewport.height);
    const plain = createCanvas(w, h);
    await page.render({ canvas: plain as unknown as HTMLCanvasElement, viewport, background: "rgb(255,255,255)" })
      .promise;
    const cached = createCanvas(w, h);
    const ctx = glyphCacheContext(cached.getContext("2d"), glyphs) as unknown as CanvasRenderingContext2D;
    await page.render({ canvas: null, canvasContext: ctx, viewport, background: "rgb(255,255,255)" }).promise;
    return compare(ink(plain.getContext("2d")), ink(cached.getContext("2d")));
  } finally {
    await doc.destroy();
  }
}

/** Run the same drawing on a plain context and through the wrapper; the pixels must agree. */
function drawBothWays(width: number, height: number, draw: (ctx: SKRSContext2D) => void) {
  const plain = createCanvas(width, height).getContext("2d");
  const wrapped = createCanvas(width, height).getContext("2d");
  for (const ctx of [plain, wrapped]) {
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = "#000000";
  }
  draw(plain);
  const ctx = glyphCacheContext(wrapped, new GlyphCache());
  draw(ctx);
  drawPendingGlyphs(ctx);
  return { plain, wrapped, ...compare(ink(plain), ink(wrapped)) };
}

/** pdf.js's way of painting one glyph outline (font units of 1, y up). */
function paintGlyph(ctx: SKRSContext2D, path: Path2D, x: number, y: number, size: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size, -size);
  ctx.fill(path);
  ctx.restore();
}

// A square "glyph" of 0.6 × 0.7 em sitting on the baseline.
const SQUARE = new Path2D("M0 0 L0.6 0 L0.6 0.7 L0 0.7 Z");

const pixel = (ctx: SKRSContext2D, x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data.subarray(0, 3)];

describe("glyph cache context: pdf.js pages look the same", () => {
  it("renders every page of the invoice fixtures like pdf.js does (same ink, differences below a grey level of 3 on average)", async () => {
    const files = readdirSync(INVOICES).filter((f) => f.endsWith(".pdf"));
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      const data = new Uint8Array(readFileSync(new URL(file, INVOICES)));
      const doc = await openPdfData(data, { maxImagePixels: 50e6 });
      const pages = doc.numPages;
      await doc.destroy();
      const glyphs = new GlyphCache();
      for (let p = 1; p <= pages; p++) {
        const r = await renderBothWays(data, p, glyphs);
        expect(r.meanDiff, `${file} page ${p}`).toBeLessThan(3);
        expect(r.inkRatio, `${file} page ${p}`).toBeGreaterThan(0.95);
        expect(r.inkRatio, `${file} page ${p}`).toBeLessThan(1.05);
      }
    }
  }, 60_000);

  it("renders a dense text page with the same ink, and big text (above the cache size) too", async () => {
    const data = await makeTextPdf(1, 40);
    const glyphs = new GlyphCache();
    const thumb = await renderBothWays(data, 1, glyphs);
    expect(thumb.meanDiff).toBeLessThan(3);
    expect(Math.abs(thumb.inkRatio - 1)).toBeLessThan(0.03);
    // At 1,200 px wide the 16 pt heading is ~32 px: still cached; at 4,000 px it is drawn directly.
    for (const width of [1200, 4000]) {
      const big = await renderBothWays(data, 1, glyphs, width);
      expect(big.meanDiff).toBeLessThan(3);
      expect(Math.abs(big.inkRatio - 1)).toBeLessThan(0.03);
    }
  }, 60_000);
});

describe("glyph cache context: canvas state", () => {
  it("draws collected glyphs in the colour they were painted with, before a colour change", () => {
    const r = drawBothWays(60, 20, (ctx) => {
      ctx.fillStyle = "#ff0000";
      paintGlyph(ctx, SQUARE, 5, 15, 10);
      ctx.fillStyle = "#0000ff";
      paintGlyph(ctx, SQUARE, 25, 15, 10);
    });
    expect(pixel(r.wrapped, 8, 12)).toEqual([255, 0, 0]);
    expect(pixel(r.wrapped, 28, 12)).toEqual([0, 0, 255]);
    expect(r.maxDiff).toBeLessThanOrEqual(2);
  });

  it("undoes state set inside saves that had only transforms so far (clip, alpha, colour)", () => {
    const r = drawBothWays(60, 20, (ctx) => {
      ctx.save();
      ctx.translate(1, 1);
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, 0, 10, 10);
      ctx.clip();
      ctx.globalAlpha = 0.5;
      ctx.fillStyle = "#00ff00";
      paintGlyph(ctx, SQUARE, 0, 15, 20);
      ctx.restore();
      ctx.restore();
      paintGlyph(ctx, SQUARE, 30, 15, 10); // black, opaque, unclipped again
    });
    pixel(r.wrapped, 5, 8).forEach((v, i) => expect(Math.abs(v - pixel(r.plain, 5, 8)[i])).toBeLessThanOrEqual(1));
    expect(pixel(r.wrapped, 5, 8)[0]).toBeLessThan(200); // half-transparent green
    expect(pixel(r.wrapped, 5, 14)).toEqual([255, 255, 255]); // outside the old clip
    expect(pixel(r.wrapped, 33, 12)).toEqual([0, 0, 0]);
    expect(r.maxDiff).toBeLessThanOrEqual(2);
  });

  it("uses a colour set again after a restore (the canvas reports a stale fillStyle after restore)", () => {
    const r = drawBothWays(40, 20, (ctx) => {
      ctx.save();
      ctx.fillStyle = "#00ff00";
      paintGlyph(ctx, SQUARE, 2, 15, 10);
      ctx.restore();
      paintGlyph(ctx, SQUARE, 12, 15, 10); // black again
      ctx.fillStyle = "#00ff00";
      paintGlyph(ctx, SQUARE, 22, 15, 10);
    });
    expect(pixel(r.wrapped, 5, 12)).toEqual([0, 255, 0]);
    expect(pixel(r.wrapped, 15, 12)).toEqual([0, 0, 0]);
    expect(pixel(r.wrapped, 25, 12)).toEqual([0, 255, 0]);
    expect(r.maxDiff).toBeLessThanOrEqual(2);
  });

  it("keeps vector paths, even-odd fills, strokes and rotations as they were asked for", () => {
    const ring = new Path2D("M10 10 L50 10 L50 50 L10 50 Z M20 20 L40 20 L40 40 L20 40 Z");
    const r = drawBothWays(80, 80, (ctx) => {
      ctx.fillStyle = "#333333";
      ctx.fill(ring, "evenodd");
      ctx.save();
      ctx.translate(60, 60);
      ctx.rotate(Math.PI / 6);
      ctx.strokeStyle = "#ff0000";
      ctx.lineWidth = 3;
      ctx.strokeRect(-8, -8, 16, 16);
      ctx.restore();
      paintGlyph(ctx, SQUARE, 22, 38, 12);
    });
    expect(pixel(r.wrapped, 30, 30)).toEqual(pixel(r.plain, 30, 30));
    expect(r.maxDiff).toBeLessThanOrEqual(2);
  });

  it("reports the transform it keeps, so pdf.js can read it back", () => {
    const ctx = glyphCacheContext(createCanvas(10, 10).getContext("2d"), new GlyphCache());
    ctx.save();
    ctx.translate(3, 4);
    ctx.scale(2, -2);
    const t = ctx.getTransform();
    expect([t.a, t.b, t.c, t.d, t.e, t.f]).toEqual([2, 0, 0, -2, 3, 4]);
    ctx.restore();
    const back = ctx.getTransform();
    expect([back.a, back.d, back.e, back.f]).toEqual([1, 1, 0, 0]);
  });
});

describe("glyph cache context: helpers", () => {
  it("reads #rrggbb and #rgb colours and nothing else", () => {
    expect(parseHexColor("#1a2B3c")).toEqual([0x1a, 0x2b, 0x3c]);
    expect(parseHexColor("#fff")).toEqual([255, 255, 255]);
    expect(parseHexColor("rgba(0,0,0,0.5)")).toBeUndefined();
    expect(parseHexColor("red")).toBeUndefined();
    expect(parseHexColor({})).toBeUndefined();
  });

  it("adds overlapping coverage as two fills would and clips glyphs to the rectangle", () => {
    const mask = { x: 0, y: 0, w: 2, h: 1, alpha: new Uint8Array([128, 255]) };
    const px = composeRun(
      [
        { mask, x: 0, y: 0 },
        { mask, x: 1, y: 0 },
      ],
      0,
      0,
      2,
      1,
      [10, 20, 30],
    );
    // Pixel 0: 128. Pixel 1: 255 over 128 = 255.
    expect([...px]).toEqual([10, 20, 30, 128, 10, 20, 30, 255]);
    const half = { x: 0, y: 0, w: 1, h: 1, alpha: new Uint8Array([128]) };
    const twice = composeRun(
      [
        { mask: half, x: 0, y: 0 },
        { mask: half, x: 0, y: 0 },
        { mask: half, x: 5, y: 5 },
      ],
      0,
      0,
      1,
      1,
      [0, 0, 0],
    );
    expect(twice[3]).toBe(192); // 1 - (1 - 0.5)² ≈ 0.75
  });
});
