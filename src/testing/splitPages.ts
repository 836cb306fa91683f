/**
 * Generated pages for the split tests and bench/split.ts: separator sheets with a barcode (Code 128,
 * Code 39, QR, Data Matrix), blank pages, clean or "scanned" (grey paper, speckles, a slight
 * skew, JPEG). Not used by the product.
 */
import bwipjs from "bwip-js/node";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

type BarcodeKind = "code128" | "code39" | "qrcode" | "datamatrix";

const A4: [number, number] = [595.28, 841.89];

/** A barcode image (PNG, black on white, with a quiet zone). */
export async function barcodePng(text: string, kind: BarcodeKind = "code128"): Promise<Buffer> {
  const twoD = kind === "qrcode" || kind === "datamatrix";
  return bwipjs.toBuffer({
    bcid: kind,
    text,
    scale: twoD ? 8 : 4,
    ...(twoD ? {} : { height: 18, includetext: true, textxalign: "center" as const }),
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: "FFFFFF",
  });
}

interface LookOptions {
  /** Look like a scan: grey paper, speckles, skew, JPEG. */
  scanned?: boolean;
  /** Skew in degrees (scanned pages only). Default 1.2. */
  skewDeg?: number;
  /** Seed of the speckles. */
  seed?: number;
}

/** A separator sheet: a title and the barcode in the upper middle. */
export async function addSeparatorPage(
  doc: PDFDocument,
  text: string,
  kind: BarcodeKind = "code128",
  look: LookOptions = {},
): Promise<void> {
  const png = await barcodePng(text, kind);
  const meta = await sharp(png).metadata();
  const twoD = kind === "qrcode" || kind === "datamatrix";
  const widthPt = twoD ? 160 : 260;
  const heightPt = (widthPt * (meta.height ?? 1)) / (meta.width ?? 1);
  const x = (A4[0] - widthPt) / 2;
  const yTop = 220;
  if (!look.scanned) {
    const page = doc.addPage(A4);
    const img = await doc.embedPng(png);
    page.drawImage(img, { x, y: A4[1] - yTop - heightPt, width: widthPt, height: heightPt });
    const font = await doc.embedFont(StandardFonts.HelveticaBold);
    page.drawText("SEPARATOR SHEET", { x: x, y: A4[1] - yTop + 40, size: 18, font });
    return;
  }
  // Scanned: the sheet as one page image, 150 dpi.
  const dpi = 150;
  const s = dpi / 72;
  const W = Math.round(A4[0] * s);
  const H = Math.round(A4[1] * s);
  const code = await sharp(png)
    .resize({ width: Math.round(widthPt * s) })
    .png()
    .toBuffer();
  const base = await sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } })
    .composite([{ input: code, left: Math.round(x * s), top: Math.round(yTop * s) }])
    .png()
    .toBuffer();
  await addScannedImagePage(doc, base, W, H, look);
}

/** A blank page: nothing on it, or a scanned empty sheet. */
export async function addBlankPage(doc: PDFDocument, look: LookOptions = {}): Promise<void> {
  if (!look.scanned) {
    doc.addPage(A4);
    return;
  }
  const s = 150 / 72;
  const W = Math.round(A4[0] * s);
  const H = Math.round(A4[1] * s);
  const base = await sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
  await addScannedImagePage(doc, base, W, H, look);
}

/** Grey paper, speckles, skew and JPEG on an image, drawn as a whole A4 page. */
async function addScannedImagePage(
  doc: PDFDocument,
  png: Buffer,
  W: number,
  H: number,
  look: LookOptions,
): Promise<void> {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let x = (look.seed ?? 7) >>> 0 || 1;
  const rand = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
  for (let i = 0; i < data.length; i++) {
    // Paper at ~232 with grain, ink kept dark, and rare dark speckles.
    const v = data[i];
    const paper = v > 128 ? 232 + Math.round((rand() - 0.5) * 12) : v + 25;
    data[i] = rand() < 0.0004 ? 40 : Math.max(0, Math.min(255, paper));
  }
  const jpeg = await sharp(data, { raw: { width: W, height: H, channels: 1 } })
    .rotate(look.skewDeg ?? 1.2, { background: "#e8e8e8" })
    .resize({ width: W, height: H, fit: "fill" })
    .jpeg({ quality: 70 })
    .toBuffer();
  const img = await doc.embedJpg(jpeg);
  const page = doc.addPage(A4);
  page.drawImage(img, { x: 0, y: 0, width: A4[0], height: A4[1] });
}

/** A page with some lines of text (a document page that is neither blank nor a separator). */
export async function addTextPage(doc: PDFDocument, lines: string[]): Promise<void> {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage(A4);
  lines.forEach((line, i) => page.drawText(line, { x: 60, y: A4[1] - 80 - i * 18, size: 12, font }));
}
