/**
 * Even lighting before OCR. A photographed or unevenly scanned page is brighter in one corner than in another, and
 * often lies on a darker table: tesseract binarises the page with one global threshold, so text in the page's
 * brighter or darker parts (typically a receipt's heading near the edge) is dropped or read as noise. Dividing each
 * pixel by the paper's local brightness (flat-field correction) leaves the paper white everywhere and the ink dark;
 * a clean born-digital render is left as it is (its paper is already white).
 */
import { sharp } from "./nativeLibs";
import type { GreyPixels } from "./orientation";
import { greyToPgm } from "./render";
import { pgmPixels } from "./upright";

/** The paper's brightness is estimated on an image reduced to this many pixels on its longer side. */
const BACKGROUND_SIDE = 160;
/**
 * Half-width (reduced pixels) of the window whose brightest pixel is the paper: wider than the thickest stroke of a
 * large bold heading, so ink never counts as paper (at 160 px for a page, 4 px is ~2.5 % of its side).
 */
const PAPER_RADIUS = 4;
/** A paper this bright or brighter is left alone: nothing to even out. */
const WHITE = 250;
/**
 * How the paper's brightness b decides what happens to a pixel. Paper (b >= LIT) is divided by b: white, ink dark.
 * A dim background (the table under a photographed sheet, DIM..LIT) is lifted to white with its contrast stretched
 * less than a division would, so its grain does not turn into specks that read as text. A filled area darker than DARK
 * (a header bar, a black table) is left as it is, so white text on it stays; between DARK and DIM the two are mixed.
 */
const LIT = 128;
const DIM = 64;
const DARK = 32;

/** The page image with its lighting evened out (same size); the image itself when it is evenly lit already. */
export async function evenLighting(img: GreyPixels): Promise<GreyPixels> {
  const { width: w, height: h, data } = img;
  const f = Math.min(1, BACKGROUND_SIDE / Math.max(w, h));
  const sw = Math.max(1, Math.round(w * f));
  const sh = Math.max(1, Math.round(h * f));
  const small = await sharp()(data, { raw: { width: w, height: h, channels: 1 } })
    .resize(sw, sh, { fit: "fill", kernel: "cubic" })
    .greyscale()
    .raw()
    .toBuffer();
  const paper = maxFilter(maxFilter(small, sw, sh, PAPER_RADIUS, 1), sw, sh, PAPER_RADIUS, sw);
  let darkest = 255;
  for (const v of paper) darkest = Math.min(darkest, v);
  if (darkest >= WHITE) return img;
  const background = await sharp()(paper, { raw: { width: sw, height: sh, channels: 1 } })
    .blur(Math.max(0.3, PAPER_RADIUS / 2))
    .resize(w, h, { fit: "fill", kernel: "linear" })
    .greyscale() // sharp gives three channels for one unless told
    .raw()
    .toBuffer();
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = evenPixel(data[i], background[i]);
  return { data: out, width: w, height: h };
}

/** A pixel d on paper (or background) of brightness b, evened out. */
function evenPixel(d: number, b: number): number {
  if (b <= DARK) return d;
  const gain = 1 + (255 / b - 1) * Math.min(1, Math.max(0, (b - DIM) / (LIT - DIM)));
  let v = 255 - (b - d) * gain;
  if (b < DIM) {
    const s = (b - DARK) / (DIM - DARK);
    v = (1 - s) * d + s * v;
  }
  return v <= 0 ? 0 : v >= 255 ? 255 : v;
}

/** `evenLighting` of a grey PGM, as a PGM. */
export async function evenLightingPgm(pgm: Buffer): Promise<Buffer> {
  const img = pgmPixels(pgm);
  const even = await evenLighting(img);
  return even === img ? pgm : greyToPgm(even.data as Uint8Array, even.width, even.height);
}

/** Running maximum over 2r+1 pixels along one axis (step 1: rows, step = width: columns). */
function maxFilter(src: Uint8Array, w: number, h: number, r: number, step: number): Uint8Array {
  const out = new Uint8Array(src.length);
  const [lines, along, lineStep] = step === 1 ? [h, w, w] : [w, h, 1];
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    for (let i = 0; i < along; i++) {
      let m = 0;
      for (let k = Math.max(0, i - r), end = Math.min(along - 1, i + r); k <= end; k++) {
        const v = src[base + k * step];
        if (v > m) m = v;
      }
      out[base + i * step] = m;
    }
  }
  return out;
}
