import path from "node:path";
import { describe, expect, it } from "vitest";
import { EINVOICES_DIR, INVOICES_DIR } from "../../../testing/fixtures";
import { renderFirstPage, turnedScan } from "../../../testing/turnedScans";
import { detectOrientation } from "./orientation.js";
import { RenderSurface } from "./render.js";

const PAGES = [
  path.join(INVOICES_DIR, "coolblue1.pdf"),
  path.join(INVOICES_DIR, "AzureInterior.pdf"),
  path.join(EINVOICES_DIR, "pdf", "FX_EN16931_Einfach.pdf"),
];

describe("detectOrientation", () => {
  it("finds the rotation that turns a scan turned 0/90/180/270° (skewed, noisy) upright", async () => {
    const surface = new RenderSurface();
    try {
      for (const [i, pdf] of PAGES.entries()) {
        const page = await renderFirstPage(pdf, 300, surface);
        for (const turn of [0, 90, 180, 270] as const) {
          const scan = await turnedScan(page, turn, i * 10 + turn);
          expect({ pdf: path.basename(pdf), turn, rotation: detectOrientation(scan).rotation }).toEqual({
            pdf: path.basename(pdf),
            turn,
            rotation: (360 - turn) % 360,
          });
        }
      }
    } finally {
      surface.release();
    }
  }, 60_000);

  it("is not fooled by the dark table a sheet was photographed on", async () => {
    const surface = new RenderSurface();
    try {
      const page = await renderFirstPage(path.join(INVOICES_DIR, "coolblue1.pdf"), 150, surface);
      for (const turn of [0, 90, 180, 270] as const) {
        const scan = onDarkTable(await turnedScan(page, turn, 7 + turn));
        expect({ turn, rotation: detectOrientation(scan).rotation }).toEqual({ turn, rotation: (360 - turn) % 360 });
      }
    } finally {
      surface.release();
    }
  }, 60_000);

  it("has no confidence on a blank page", () => {
    const blank = { data: new Uint8Array(400 * 600).fill(250), width: 400, height: 600 };
    expect(detectOrientation(blank).confidence).toBe(0);
  });
});

/** The sheet in the middle of a dark, uneven table, with a wide border on its long sides (a phone photo of a receipt). */
function onDarkTable(scan: { data: Buffer; width: number; height: number }): {
  data: Uint8Array;
  width: number;
  height: number;
} {
  const width = Math.round(scan.width * (scan.width < scan.height ? 1.8 : 1.15));
  const height = Math.round(scan.height * (scan.width < scan.height ? 1.15 : 1.8));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[y * width + x] = 50 + ((x * 7 + y * 3) % 23);
  const left = Math.floor((width - scan.width) / 2);
  const top = Math.floor((height - scan.height) / 2);
  for (let y = 0; y < scan.height; y++)
    out.set(scan.data.subarray(y * scan.width, (y + 1) * scan.width), (top + y) * width + left);
  return { data: out, width, height };
}
