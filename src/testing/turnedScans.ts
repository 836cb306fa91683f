/**
 * Turned scans for the orientation bench and tests, made from real invoices: a page of a PDF of
 * testdata rendered with the project's renderer (pdf.js at the OCR resolution), turned 0/90/180/270°
 * clockwise with sharp, given a slight skew, grey paper and speckle noise (seeded), as a scanner or a
 * phone would deliver it. No rule of the detector was written for them.
 */
import sharp from "sharp";
import { openPdfFile } from "../server/pipeline/parse/pdfjs.js";
import { RenderSurface, pixelsOf } from "../server/pipeline/parse/render.js";

/** A seeded generator (xorshift32) in 0..1: the same scans every run. */
export function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}

interface TurnedScan {
  data: Buffer;
  width: number;
  height: number;
  /** Degrees clockwise the page was turned. */
  turn: 0 | 90 | 180 | 270;
}

/** The first page of a PDF, rendered at dpi, as RGBA. */
export async function renderFirstPage(
  pdfPath: string,
  dpi: number,
  surface: RenderSurface,
): Promise<{ rgba: Buffer; width: number; height: number }> {
  const doc = await openPdfFile(pdfPath, { maxImagePixels: 100e6 });
  try {
    const page = await doc.getPage(1);
    const r = await surface.render(page, dpi / 72, 60_000);
    return { rgba: Buffer.from(pixelsOf(r)), width: r.width, height: r.height };
  } finally {
    await doc.destroy();
  }
}

/** The page turned by `turn` degrees clockwise, skewed by up to ±skewDeg, with grey paper and speckles: grey pixels. */
export async function turnedScan(
  page: { rgba: Buffer; width: number; height: number },
  turn: TurnedScan["turn"],
  seed: number,
  skewDeg = 1.5,
): Promise<TurnedScan> {
  const next = seeded(seed + 1);
  const skew = (next() * 2 - 1) * skewDeg;
  const { data, info } = await sharp(page.rgba, { raw: { width: page.width, height: page.height, channels: 4 } })
    .rotate(turn + skew, { background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = Buffer.alloc(info.width * info.height);
  for (let i = 0; i < grey.length; i++) {
    // Paper a little grey, ink a little light, and one speck in 400.
    let v = 20 + data[i * info.channels] * 0.85;
    if (next() < 0.0025) v = next() * 120;
    grey[i] = Math.max(0, Math.min(255, Math.round(v + (next() - 0.5) * 24)));
  }
  return { data: grey, width: info.width, height: info.height, turn };
}
