/**
 * Barcode reading for the 'barcode' split option, with ZXing's TypeScript port (@zxing/library):
 * pure JavaScript, offline. Reads the symbologies separator sheets carry (Code 128, Code 39,
 * Code 93, ITF, Codabar, QR; Data Matrix when ZXing's detector finds it) from a page image,
 * upright or turned a quarter, anywhere on the page. Tuned for speed on pages without any code
 * (tens of milliseconds for an A4 page at 100 dpi): ZXing's quick mode on the whole page and on
 * its halves instead of its "try harder" mode, the quarter turn only for the 1D symbologies.
 * One code per page is reported (a separator sheet carries one).
 */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { greyOf, toGrey, type GreyImage, type PixelImage } from "./pixels.js";

const ONE_D = [
  BarcodeFormat.CODE_128,
  BarcodeFormat.CODE_39,
  BarcodeFormat.CODE_93,
  BarcodeFormat.ITF,
  BarcodeFormat.CODABAR,
];
const TWO_D = [BarcodeFormat.QR_CODE, BarcodeFormat.DATA_MATRIX];

/** Images are scaled down to this many pixels before reading (an A4 page at about 170 dpi). */
const MAX_READ_PIXELS = 4_000_000;

let readers: { all: MultiFormatReader; oneD: MultiFormatReader } | undefined;

function makeReader(formats: BarcodeFormat[]): MultiFormatReader {
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>();
  hints.set(DecodeHintType.POSSIBLE_FORMATS, formats);
  reader.setHints(hints);
  return reader;
}

function getReaders() {
  readers ??= { all: makeReader([...ONE_D, ...TWO_D]), oneD: makeReader(ONE_D) };
  return readers;
}

/** The texts of the barcodes read on a page image (PNG, JPEG or raw pixels); [] when there are none. */
export async function readBarcodes(png: Uint8Array | PixelImage): Promise<string[]> {
  return readBarcodesGrey(await greyOf(png));
}

/** The same on raw pixels, synchronously. */
export function readBarcodesFromPixels(pixels: PixelImage): string[] {
  return readBarcodesGrey(toGrey(pixels));
}

export function readBarcodesGrey(input: GreyImage): string[] {
  const img = downscale(input, MAX_READ_PIXELS);
  const { all, oneD } = getReaders();
  // ZXing's quick mode reads 1D codes on rows around the image's middle only: the upper and lower
  // halves are read as images of their own, upright and turned a quarter.
  const attempts: (() => string | null)[] = [
    () => decodeOnce(all, img),
    () => decodeOnce(oneD, rows(img, 0, 0.5)),
    () => decodeOnce(oneD, rows(img, 0.5, 1)),
  ];
  let turned: GreyImage | undefined;
  const turnedImage = () => (turned ??= rotate90(img));
  attempts.push(
    () => decodeOnce(oneD, turnedImage()),
    () => decodeOnce(oneD, rows(turnedImage(), 0, 0.5)),
    () => decodeOnce(oneD, rows(turnedImage(), 0.5, 1)),
  );
  for (const attempt of attempts) {
    const text = attempt();
    if (text !== null) return [text];
  }
  return [];
}

/** The rows from..to (shares of the height) of an image, without a copy. */
function rows(img: GreyImage, from: number, to: number): GreyImage {
  const y0 = Math.floor(img.height * from);
  const y1 = Math.max(y0 + 1, Math.floor(img.height * to));
  return { data: img.data.subarray(y0 * img.width, y1 * img.width), width: img.width, height: y1 - y0 };
}

function decodeOnce(r: MultiFormatReader, img: GreyImage): string | null {
  try {
    const source = new RGBLuminanceSource(img.data, img.width, img.height);
    const result = r.decodeWithState(new BinaryBitmap(new HybridBinarizer(source)));
    const text = result.getText();
    return typeof text === "string" && text.length > 0 ? text : null;
  } catch {
    return null; // NotFound, Checksum, Format: no readable code
  } finally {
    r.reset();
  }
}

function rotate90(img: GreyImage): GreyImage {
  const { width, height, data } = img;
  const out = new Uint8ClampedArray(width * height);
  // Clockwise: (x, y) -> (height - 1 - y, x) in an image height wide.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const nx = height - 1 - y;
    for (let x = 0; x < width; x++) out[x * height + nx] = data[row + x];
  }
  return { data: out, width: height, height: width };
}

/** Box-filter downscale by an integer factor when the image has more than maxPixels. */
function downscale(img: GreyImage, maxPixels: number): GreyImage {
  const { width, height, data } = img;
  if (width * height <= maxPixels) return img;
  const f = Math.ceil(Math.sqrt((width * height) / maxPixels));
  const w = Math.floor(width / f);
  const h = Math.floor(height / f);
  const out = new Uint8ClampedArray(w * h);
  const n = f * f;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < f; dy++) {
        const row = (y * f + dy) * width + x * f;
        for (let dx = 0; dx < f; dx++) sum += data[row + dx];
      }
      out[y * w + x] = Math.round(sum / n);
    }
  }
  return { data: out, width: w, height: h };
}
