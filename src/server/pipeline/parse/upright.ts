/**
 * Scanned pages are read upright: the page image is turned before OCR by the rotation text-line analysis finds
 * (orientation.ts), and the page is then stored upright (its /Rotate in the merged PDF, its thumbnail), so the
 * words' boxes, the viewer, the highlights and the OCR triggers all speak of the upright page.
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import { degrees, PDFDocument } from "pdf-lib";
import { sharp } from "./nativeLibs";
import { detectOrientation, type GreyPixels, type Rotation } from "./orientation";
import { greyToPgm } from "./render";

/** Below this the lines gave no clear direction (a blank or a photo): the page is read as it lies. */
const MIN_CONFIDENCE = 0.2;

/** The pixels of a binary PGM (P5, 8 bits): header "P5 <w> <h> 255" then one byte a pixel. */
export function pgmPixels(pgm: Buffer): GreyPixels {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 64).toString("latin1"));
  if (!header) throw new Error("not an 8-bit binary PGM");
  const [, w, h] = header;
  return { data: pgm.subarray(header[0].length), width: Number(w), height: Number(h) };
}

/** The image turned clockwise by `rotation` degrees. */
export function rotateGrey(img: GreyPixels, rotation: Rotation): GreyPixels {
  if (rotation === 0) return img;
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h);
  if (rotation === 180) {
    for (let i = 0, n = w * h; i < n; i++) out[n - 1 - i] = data[i];
    return { data: out, width: w, height: h };
  }
  // 90: the original's left column becomes the top row (read bottom to top); 270 the other way.
  const W = h;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = data[y * w + x];
      if (rotation === 90) out[x * W + (h - 1 - y)] = v;
      else out[(w - 1 - x) * W + y] = v;
    }
  }
  return { data: out, width: h, height: w };
}

interface UprightPgm {
  pgm: Buffer;
  /** Degrees clockwise the page image was turned to stand upright (0 when read as it lies). */
  rotation: Rotation;
}

/** The page image to OCR: turned upright when the text lines clearly say which way is up. */
export function uprightPgm(pgm: Buffer): UprightPgm {
  const img = pgmPixels(pgm);
  const found = detectOrientation(img);
  if (found.rotation === 0 || found.confidence < MIN_CONFIDENCE) return { pgm, rotation: 0 };
  const turned = rotateGrey(img, found.rotation);
  return { pgm: greyToPgm(turned.data as Uint8Array, turned.width, turned.height), rotation: found.rotation };
}

/**
 * Pages read upright are stored upright: each turned page's /Rotate in the merged PDF gains the turn (so every
 * viewer shows it as read) and its thumbnail is turned the same way. The PDF is rewritten once, atomically.
 */
export async function storeUpright(
  mergedPdfPath: string,
  thumbnailPath: (pageNo: number) => string,
  turned: Map<number, Rotation>,
): Promise<void> {
  const pdf = await PDFDocument.load(await readFile(mergedPdfPath), { updateMetadata: false });
  for (const [pageNo, rotation] of turned) {
    const page = pdf.getPage(pageNo - 1);
    page.setRotation(degrees((page.getRotation().angle + rotation) % 360));
  }
  const tmp = `${mergedPdfPath}.upright.tmp`;
  await writeFile(tmp, await pdf.save({ useObjectStreams: false }));
  await rename(tmp, mergedPdfPath);
  for (const [pageNo, rotation] of turned) {
    const file = thumbnailPath(pageNo);
    const turnedPng = await sharp()(await readFile(file))
      .rotate(rotation)
      .png()
      .toBuffer();
    await writeFile(`${file}.tmp`, turnedPng);
    await rename(`${file}.tmp`, file);
  }
}
