import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { INVOICES_DIR } from "../../../testing/fixtures";
import { renderFirstPage, turnedScan } from "../../../testing/turnedScans";
import { parseBatchFiles } from "./parseBatchFiles.js";
import type { TextAnnotation } from "../../../domain/batch/textAnnotation";
import { RenderSurface } from "./render.js";
import { rotateGrey } from "./upright.js";

describe("rotateGrey", () => {
  // 3 wide, 2 tall:  a b c / d e f
  const img = { data: Uint8Array.from([1, 2, 3, 4, 5, 6]), width: 3, height: 2 };
  it("turns an image clockwise by a quarter, a half and three quarters", () => {
    expect(rotateGrey(img, 90)).toEqual({ data: Uint8Array.from([4, 1, 5, 2, 6, 3]), width: 2, height: 3 });
    expect(rotateGrey(img, 180)).toEqual({ data: Uint8Array.from([6, 5, 4, 3, 2, 1]), width: 3, height: 2 });
    expect(rotateGrey(img, 270)).toEqual({ data: Uint8Array.from([3, 6, 2, 5, 1, 4]), width: 2, height: 3 });
  });
});

describe("Parse reads turned scans upright and stores them upright", () => {
  it("OCRs a scan lying on its side as text, and turns its page, size and thumbnail upright", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "upright-test-"));
    const surface = new RenderSurface();
    try {
      const page = await renderFirstPage(path.join(INVOICES_DIR, "coolblue1.pdf"), 300, surface);
      const files = [];
      for (const turn of [90, 180] as const) {
        const scan = await turnedScan(page, turn, turn);
        const file = path.join(dir, `turned-${turn}.png`);
        await writeFile(
          file,
          await sharp(scan.data, { raw: { width: scan.width, height: scan.height, channels: 1 } })
            .withMetadata({ density: 300 })
            .png()
            .toBuffer(),
        );
        files.push({ fileName: `turned-${turn}.png`, path: file });
      }
      const out = await parseBatchFiles({
        files,
        mode: "builtin",
        outDir: path.join(dir, "out"),
        onWarning: () => undefined,
      });
      const { pages } = JSON.parse(await readFile(out.textAnnotationPath, "utf8")) as TextAnnotation;
      const merged = await PDFDocument.load(await readFile(out.mergedPdfPath));
      for (const [i, turn] of [90, 180].entries()) {
        const p = pages[i];
        expect({ turn, rotation: p.rotation, source: p.source }).toEqual({ turn, rotation: 360 - turn, source: "ocr" });
        // The words read as the invoice's own: its number is there.
        expect(p.text).toContain("993548900");
        // Stored upright: portrait like the original, its /Rotate turned, its thumbnail portrait.
        expect(p.height).toBeGreaterThan(p.width);
        expect(merged.getPage(i).getRotation().angle).toBe(360 - turn);
        const thumb = await sharp(out.thumbnails[i].path).metadata();
        expect(thumb.height!).toBeGreaterThan(thumb.width!);
        // The words' boxes lie on the upright page.
        for (const w of p.words) expect(w.x + w.width).toBeLessThanOrEqual(p.width + 1);
      }
    } finally {
      surface.release();
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
