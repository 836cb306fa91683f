/**
 * sharp and @napi-rs/canvas, loaded by the first page or image that needs them. Each adds ~17-20 MB of RSS to the
 * process once loaded, and a native library is never unloaded: a born-digital batch read by poppler needs neither,
 * so its pipeline thread (which goes on to split, extract and export the batch) does without them.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
type Sharp = typeof import("sharp").default;
let sharpLib: Sharp | undefined;
let canvasLib: typeof import("@napi-rs/canvas") | undefined;

export function sharp(): Sharp {
  return (sharpLib ??= require("sharp") as Sharp); // its CommonJS export is the function itself
}

export function canvas(): typeof import("@napi-rs/canvas") {
  return (canvasLib ??= require("@napi-rs/canvas") as typeof import("@napi-rs/canvas"));
}
