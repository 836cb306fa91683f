/**
 * Uploaded PNG/JPEG images: checked against the pixel cap, normalised with sharp (EXIF orientation,
 * sRGB or grey, alpha flattened on white) and sized as a PDF page.
 */
import { sharp } from "./nativeLibs.js";
import type { Metadata as SharpMetadata, Sharp, SharpOptions } from "sharp";
import { deflate } from "node:zlib";
import { promisify } from "node:util";
import { ParseError, reasonOf } from "./errors.js";
import type { FileKind } from "./sniff.js";

const deflateAsync = promisify(deflate);

/** Largest page side a PDF reader accepts (200 inches). */
const MAX_PAGE_POINTS = 14_400;
/** Resolution assumed when the image does not state a believable one. */
const DEFAULT_DPI = 150;

export interface NormalisedImage {
  /** 'jpeg': data is a JPEG file (DCTDecode); 'flate': data is zlib-compressed 8-bit pixels. */
  encoding: "jpeg" | "flate";
  data: Buffer;
  widthPx: number;
  heightPx: number;
  channels: 1 | 3;
  widthPt: number;
  heightPt: number;
  /** PNG thumbnail of the page. */
  thumbnail: Buffer;
}

export interface ThumbnailSize {
  width: number;
  maxHeight: number;
}

function thumbnailOf(input: Sharp, size: ThumbnailSize): Promise<Buffer> {
  return input
    .resize({ width: size.width, height: size.maxHeight, fit: "inside" })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

const label = (kind: FileKind) => (kind === "png" ? "a PNG image" : "a JPEG image");

function sharpOptions(maxPixels: number): SharpOptions {
  return { limitInputPixels: Math.max(1, Math.floor(maxPixels)), failOn: "error", sequentialRead: true };
}

function tooLarge(fileName: string, w: number, h: number, maxPixels: number): ParseError {
  return new ParseError(
    `${fileName} is too large to process: ${w.toLocaleString("en-US")} × ${h.toLocaleString("en-US")} pixels is more than the limit of ${Math.floor(maxPixels).toLocaleString("en-US")} pixels per image.`,
    "IMAGE_TOO_LARGE",
    fileName,
  );
}

function imageError(fileName: string, kind: FileKind, err: unknown, maxPixels: number): ParseError {
  if (err instanceof ParseError) return err;
  const msg = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(msg)) {
    return new ParseError(
      `${fileName} is too large to process: it has more than the limit of ${Math.floor(maxPixels).toLocaleString("en-US")} pixels per image.`,
      "IMAGE_TOO_LARGE",
      fileName,
      { cause: err },
    );
  }
  return new ParseError(
    `${fileName} could not be read as ${label(kind)}: ${reasonOf(err)}.`,
    "UNREADABLE_IMAGE",
    fileName,
    { cause: err },
  );
}

/** Page size in points for an image of the given pixel size and stated density. */
export function pageSizeForImage(
  widthPx: number,
  heightPx: number,
  density: number | undefined,
): { widthPt: number; heightPt: number } {
  const known = density !== undefined && density >= 100 && density <= 2400;
  const dpi = known ? density : DEFAULT_DPI;
  let w = (widthPx * 72) / dpi;
  let h = (heightPx * 72) / dpi;
  if (!known) {
    // Unknown resolution: keep large photos and screenshots within an A4 sheet (either way round).
    const [boxW, boxH] = w > h ? [842, 595] : [595, 842];
    const fit = Math.min(1, boxW / w, boxH / h);
    w *= fit;
    h *= fit;
  }
  const cap = Math.min(1, MAX_PAGE_POINTS / w, MAX_PAGE_POINTS / h);
  w = Math.max(1, w * cap);
  h = Math.max(1, h * cap);
  return { widthPt: Math.round(w * 100) / 100, heightPt: Math.round(h * 100) / 100 };
}

async function readMetadata(fileName: string, filePath: string, kind: FileKind, maxPixels: number) {
  let meta: SharpMetadata;
  try {
    meta = await sharp()(filePath, { ...sharpOptions(maxPixels), limitInputPixels: false }).metadata();
  } catch (err) {
    throw imageError(fileName, kind, err, maxPixels);
  }
  if (!meta.width || !meta.height) {
    throw new ParseError(
      `${fileName} could not be read as ${label(kind)}: it has no width or height.`,
      "UNREADABLE_IMAGE",
      fileName,
    );
  }
  if (meta.width * meta.height > maxPixels) throw tooLarge(fileName, meta.width, meta.height, maxPixels);
  return meta;
}

/** Decode, orient, colour-normalise and re-encode an uploaded image for embedding as a page. */
export async function normaliseImage(
  fileName: string,
  filePath: string,
  kind: FileKind,
  maxPixels: number,
  thumb: ThumbnailSize,
): Promise<NormalisedImage> {
  const meta = await readMetadata(fileName, filePath, kind, maxPixels);
  const grey = meta.space === "b-w" || meta.space === "grey16" || (meta.channels ?? 3) - (meta.hasAlpha ? 1 : 0) === 1;
  try {
    let pipeline = sharp()(filePath, sharpOptions(maxPixels)).autoOrient();
    if (meta.hasAlpha) pipeline = pipeline.flatten({ background: "#ffffff" });
    pipeline = pipeline.toColourspace(grey ? "b-w" : "srgb");
    let result: NormalisedImage;
    if (kind === "jpeg") {
      const { data, info } = await pipeline.jpeg({ quality: 90, mozjpeg: false }).toBuffer({ resolveWithObject: true });
      const thumbnail = await thumbnailOf(sharp()(data), thumb);
      result = {
        encoding: "jpeg",
        data,
        widthPx: info.width,
        heightPx: info.height,
        channels: info.channels === 1 ? 1 : 3,
        widthPt: 0,
        heightPt: 0,
        thumbnail,
      };
    } else {
      const { data, info } = await pipeline.raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
      const channels = info.channels;
      if (channels !== 1 && channels !== 3) throw new Error(`unexpected ${channels} colour channels after conversion`);
      const [compressed, thumbnail] = await Promise.all([
        deflateAsync(data, { level: 6 }),
        thumbnailOf(sharp()(data, { raw: { width: info.width, height: info.height, channels } }), thumb),
      ]);
      result = {
        encoding: "flate",
        data: compressed,
        widthPx: info.width,
        heightPx: info.height,
        channels,
        widthPt: 0,
        heightPt: 0,
        thumbnail,
      };
    }
    Object.assign(result, pageSizeForImage(result.widthPx, result.heightPx, meta.density));
    return result;
  } catch (err) {
    throw imageError(fileName, kind, err, maxPixels);
  }
}

/**
 * Images smaller than this (longer side, pixels) are enlarged for OCR: on a thumbnail-sized picture tesseract
 * misreads small print. Not more: enlarged further, a receipt's large heading grows beyond what tesseract reads
 * as text (measured on the receipt bench: the shop's name lost, dates and totals misread).
 */
const MIN_OCR_LONG_SIDE = 1000;
const MAX_OCR_UPSCALE = 3;
/** How far a small image is enlarged (longer side, pixels). */
const OCR_UPSCALE_TO = 1400;

/**
 * Grey pixels of an uploaded image for OCR (same orientation and flattening as its page): small
 * images are enlarged up to 3×, large ones reduced to at most maxOcrPixels.
 */
export async function imageForOcr(
  filePath: string,
  maxPixels: number,
  maxOcrPixels: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const meta = await sharp()(filePath, { limitInputPixels: false }).metadata();
  const w = meta.autoOrient?.width ?? meta.width ?? 1;
  const h = meta.autoOrient?.height ?? meta.height ?? 1;
  let pipeline = sharp()(filePath, sharpOptions(maxPixels)).autoOrient();
  if (meta.hasAlpha) pipeline = pipeline.flatten({ background: "#ffffff" });
  const longSide = Math.max(w, h);
  let f = longSide < MIN_OCR_LONG_SIDE ? Math.min(MAX_OCR_UPSCALE, OCR_UPSCALE_TO / longSide) : 1;
  f = Math.min(f, Math.sqrt(maxOcrPixels / (w * h)));
  if (Math.abs(f - 1) > 0.01) {
    pipeline = pipeline.resize({
      width: Math.max(1, Math.round(w * f)),
      height: Math.max(1, Math.round(h * f)),
      fit: "fill",
      kernel: "lanczos3",
    });
  }
  const { data, info } = await pipeline.greyscale().raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected grey pixels, got ${info.channels} channels`);
  return { data, width: info.width, height: info.height };
}
