/**
 * Barcode reading for the 'barcode' split option, with ZXing's TypeScript port (@zxing/library):
 * pure JavaScript, offline. Reads the usual separator-sheet symbologies (Code 128, Code 39,
 * Code 93, Codabar, ITF, EAN/UPC, QR, Data Matrix, Aztec, PDF417) from a page image, upright or
 * turned a quarter.
 */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { greyOf, toGrey, type GreyImage, type PixelImage } from './pixels.js';

const FORMATS = [
  BarcodeFormat.CODE_128,
  BarcodeFormat.CODE_39,
  BarcodeFormat.CODE_93,
  BarcodeFormat.CODABAR,
  BarcodeFormat.ITF,
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
  BarcodeFormat.QR_CODE,
  BarcodeFormat.DATA_MATRIX,
  BarcodeFormat.AZTEC,
  BarcodeFormat.PDF_417,
];

/** Images are scaled down to this many pixels before reading (enough for a separator sheet at 150 dpi). */
const MAX_READ_PIXELS = 4_000_000;

let reader: MultiFormatReader | undefined;

function getReader(): MultiFormatReader {
  if (!reader) {
    reader = new MultiFormatReader();
    const hints = new Map<DecodeHintType, unknown>();
    hints.set(DecodeHintType.POSSIBLE_FORMATS, FORMATS);
    hints.set(DecodeHintType.TRY_HARDER, true);
    reader.setHints(hints);
  }
  return reader;
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
  const found = new Set<string>();
  const first = decodeOnce(img);
  if (first !== null) {
    found.add(first);
  } else {
    // A 1D code printed across the page: read it turned a quarter.
    const turned = decodeOnce(rotate90(img));
    if (turned !== null) found.add(turned);
  }
  return [...found];
}

function decodeOnce(img: GreyImage): string | null {
  const r = getReader();
  try {
    const source = new RGBLuminanceSource(img.data, img.width, img.height);
    const result = r.decodeWithState(new BinaryBitmap(new HybridBinarizer(source)));
    const text = result.getText();
    return typeof text === 'string' && text.length > 0 ? text : null;
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
