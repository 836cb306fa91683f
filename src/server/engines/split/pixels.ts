/**
 * Page images for the page-level detectors: raw pixels (grey, RGB or RGBA, as a canvas gives them)
 * or encoded images (PNG, JPEG: anything sharp reads), turned into one grey channel.
 */

export interface PixelImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** 1 grey, 3 RGB, 4 RGBA (opaque: alpha ignored). */
  channels: 1 | 3 | 4;
}

export interface GreyImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Decoded images are kept within this many pixels (larger ones are scaled down). */
const MAX_DECODED_PIXELS = 25_000_000;

/** One grey channel (Rec. 601 luma) of raw pixels. */
export function toGrey(img: PixelImage): GreyImage {
  const { width, height, channels } = img;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0)
    throw new Error("The image has no pixels.");
  if (img.data.length < width * height * channels) throw new Error("The image holds fewer pixels than its size says.");
  if (channels === 1)
    return { data: new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, width * height), width, height };
  const out = new Uint8ClampedArray(width * height);
  const d = img.data;
  for (let i = 0, o = 0; o < out.length; i += channels, o++) out[o] = (d[i] * 77 + d[i + 1] * 150 + d[i + 2] * 29) >> 8;
  return { data: out, width, height };
}

/** Grey pixels of an encoded image (PNG, JPEG...), transparency flattened onto white. */
async function decodeToGrey(image: Uint8Array): Promise<GreyImage> {
  // sharp (libvips) is loaded when an encoded image is first decoded: the API's process seldom needs it.
  const { default: sharp } = await import("sharp");
  let pipeline = sharp(image, { limitInputPixels: 200_000_000 }).rotate();
  const meta = await sharp(image, { limitInputPixels: 200_000_000 }).metadata();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w * h > MAX_DECODED_PIXELS) {
    const s = Math.sqrt(MAX_DECODED_PIXELS / (w * h));
    pipeline = pipeline.resize({ width: Math.max(1, Math.floor(w * s)) });
  }
  const { data, info } = await pipeline
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels === 1)
    return {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, info.width * info.height),
      width: info.width,
      height: info.height,
    };
  return toGrey({ data, width: info.width, height: info.height, channels: info.channels as 3 | 4 });
}

/** Grey pixels of either kind of input: bytes are an encoded image, an object raw pixels. */
export async function greyOf(input: Uint8Array | PixelImage): Promise<GreyImage> {
  if (input instanceof Uint8Array) return decodeToGrey(input);
  return toGrey(input);
}
