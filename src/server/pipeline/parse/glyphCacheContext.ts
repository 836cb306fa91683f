/**
 * A 2D context for pdf.js that paints text from a cache of rasterised glyphs, the way a font
 * renderer does (poppler and FreeType keep such caches too).
 *
 * With `disableFontFace` (our Node set-up: no system fonts, no FontFace), pdf.js paints every glyph
 * as save → translate → scale(size, -size) → fill(glyphPath) → restore. On @napi-rs/canvas each of
 * those is a call into native code, and Skia scan-converts every outline again: at thumbnail size a
 * dense page has more outline edges than pixels, and that is most of a thumbnail's cost. Here the
 * transform and the save stack live in JavaScript; a glyph fill looks up the glyph's coverage mask
 * for its size and sub-pixel position (rasterised by Skia once per document), and a text run is
 * composed in JavaScript and drawn with one drawImage when anything else happens.
 *
 * What keeps it correct: glyphs are only collected while nothing but transforms, save and restore
 * has happened since the collection began; any other call or property write first draws what was
 * collected (under the state it was collected in), then brings the real context's save stack and
 * transform up to date and goes through unchanged. Only fills that follow pdf.js's glyph sequence,
 * with a plain #rrggbb fill colour and a glyph of at most MAX_MASK_SIDE pixels, use the cache;
 * everything else (vector graphics, patterns, big glyphs) is drawn as pdf.js asked.
 */
import type { Canvas, DOMMatrix, Path2D, SKRSContext2D } from "@napi-rs/canvas";
import { canvas as canvasLib } from "./nativeLibs.js";

type Matrix = [number, number, number, number, number, number];

interface Frame {
  matrix: Matrix;
  fillStyle: FillStyle;
  color: Rgb | undefined;
  /** Whether the real context received the save() of this frame. */
  real: boolean;
}

type FillStyle = SKRSContext2D["fillStyle"];
type Rgb = [number, number, number];

/** Coverage (0–255) of one glyph at one size and sub-pixel offset; x/y from the whole-pixel origin. */
interface Mask {
  x: number;
  y: number;
  w: number;
  h: number;
  alpha: Uint8Array;
}

/** Where a fill stands in pdf.js's glyph sequence (save → translate → scale(s, -s) → fill). */
const enum Glyph {
  None,
  Saved,
  Translated,
  Ready,
}

/** Sub-pixel positions per pixel, in x and in y (4: at most 1/8 px off, as FreeType caches do). */
const SUBPIXEL = 4;
/** Glyphs larger than this (device pixels, either side) are filled directly, not cached. */
const MAX_MASK_SIDE = 64;
/** Cached masks per document before the cache starts over (bounds memory: ≤ 16 MB). */
const MAX_MASKS = 4096;
const EMPTY: Mask = { x: 0, y: 0, w: 0, h: 0, alpha: new Uint8Array(0) };

const multiply = (m: Matrix, a: number, b: number, c: number, d: number, e: number, f: number): Matrix => [
  m[0] * a + m[2] * b,
  m[1] * a + m[3] * b,
  m[0] * c + m[2] * d,
  m[1] * c + m[3] * d,
  m[0] * e + m[2] * f + m[4],
  m[1] * e + m[3] * f + m[5],
];

const sameMatrix = (x: Matrix, y: Matrix) =>
  x[0] === y[0] && x[1] === y[1] && x[2] === y[2] && x[3] === y[3] && x[4] === y[4] && x[5] === y[5];

/** Linear parts are rounded to 1/1024 so that runs of one size share their masks. */
const q = (v: number) => Math.round(v * 1024) / 1024;

/** [r, g, b] of a '#rrggbb' or '#rgb' colour; undefined for anything else (gradients, rgba(), names). */
export function parseHexColor(value: unknown): Rgb | undefined {
  if (typeof value !== "string") return undefined;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (long) return [parseInt(long[1], 16), parseInt(long[2], 16), parseInt(long[3], 16)];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return [parseInt(short[1], 16) * 17, parseInt(short[2], 16) * 17, parseInt(short[3], 16) * 17];
  return undefined;
}

/**
 * Glyph masks of one document, keyed by pdf.js's glyph path object (one per glyph and font), and
 * the surfaces used to make and draw them.
 */
export class GlyphCache {
  private byPath = new WeakMap<Path2D, Map<number, Mask | null>>();
  private count = 0;
  private scratch: Canvas | undefined;
  private runLayer: Canvas | undefined;
  /** Linear maps seen so far, numbered; the last one is remembered (a run shares its map). */
  private sizes = new Map<string, number>();
  private last: { a: number; b: number; c: number; d: number; id: number } | undefined;

  /** The mask of `path` under the linear map (a b c d) at sub-pixel (sx, sy); null when too big. */
  get(path: Path2D, a: number, b: number, c: number, d: number, sx: number, sy: number): Mask | null {
    let masks = this.byPath.get(path);
    if (!masks) {
      if (this.count >= MAX_MASKS) this.clear();
      masks = new Map();
      this.byPath.set(path, masks);
    }
    const key = (this.sizeId(a, b, c, d) * SUBPIXEL + sx) * SUBPIXEL + sy;
    let mask = masks.get(key);
    if (mask === undefined) {
      mask = this.rasterise(path, a, b, c, d, sx / SUBPIXEL, sy / SUBPIXEL);
      masks.set(key, mask);
      this.count++;
    }
    return mask;
  }

  /** A canvas of at least w×h pixels to compose a run on (valid until the next call). */
  layer(w: number, h: number): Canvas {
    const l = this.runLayer;
    if (l && l.width >= w && l.height >= h) return l;
    this.runLayer = canvasLib().createCanvas(Math.max(w, l?.width ?? 0), Math.max(h, l?.height ?? 0));
    return this.runLayer;
  }

  clear(): void {
    this.byPath = new WeakMap();
    this.sizes.clear();
    this.last = undefined;
    this.count = 0;
  }

  private sizeId(a: number, b: number, c: number, d: number): number {
    const last = this.last;
    if (last && last.a === a && last.b === b && last.c === c && last.d === d) return last.id;
    const key = `${a} ${b} ${c} ${d}`;
    let id = this.sizes.get(key);
    if (id === undefined) {
      id = this.sizes.size;
      this.sizes.set(key, id);
    }
    this.last = { a, b, c, d, id };
    return id;
  }

  private rasterise(path: Path2D, a: number, b: number, c: number, d: number, fx: number, fy: number): Mask | null {
    const [l, t, r, btm] = path.getBounds();
    if (!(r > l) || !(btm > t)) return EMPTY;
    const xs = [a * l + c * t, a * r + c * t, a * l + c * btm, a * r + c * btm];
    const ys = [b * l + d * t, b * r + d * t, b * l + d * btm, b * r + d * btm];
    const x0 = Math.floor(Math.min(...xs) + fx) - 1;
    const y0 = Math.floor(Math.min(...ys) + fy) - 1;
    const w = Math.ceil(Math.max(...xs) + fx) + 1 - x0;
    const h = Math.ceil(Math.max(...ys) + fy) + 1 - y0;
    if (!(w <= MAX_MASK_SIDE && h <= MAX_MASK_SIDE)) return null;
    this.scratch ??= canvasLib().createCanvas(MAX_MASK_SIDE, MAX_MASK_SIDE);
    const ctx = this.scratch.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    ctx.setTransform(a, b, c, d, fx - x0, fy - y0);
    ctx.fillStyle = "#000000";
    ctx.fill(path);
    const rgba = ctx.getImageData(0, 0, w, h).data;
    const alpha = new Uint8Array(w * h);
    let ink = 0;
    for (let i = 0; i < alpha.length; i++) ink |= alpha[i] = rgba[i * 4 + 3];
    return ink ? { x: x0, y: y0, w, h, alpha } : EMPTY;
  }
}

class GlyphCacheContext {
  private matrix: Matrix;
  /** The transform last set on the real context; undefined when unknown (after a real restore). */
  private applied: Matrix | undefined;
  private frames: Frame[] = [];
  private glyph = Glyph.None;
  /**
   * The fill style as set through this wrapper, kept here with the saves: @napi-rs/canvas 0.1.100
   * does not give the restored value back from its fillStyle getter (it draws with the right one).
   */
  private fillValue: FillStyle;
  private color: Rgb | undefined;
  /** Collected glyphs: mask and whole-pixel origin, waiting to be drawn. */
  private run: { mask: Mask; x: number; y: number }[] = [];
  private readonly width: number;
  private readonly height: number;

  constructor(
    readonly ctx: SKRSContext2D,
    private readonly glyphs: GlyphCache,
  ) {
    const t = ctx.getTransform();
    this.matrix = [t.a, t.b, t.c, t.d, t.e, t.f];
    this.applied = this.matrix;
    this.fillValue = ctx.fillStyle;
    this.color = parseHexColor(this.fillValue);
    this.width = ctx.canvas.width;
    this.height = ctx.canvas.height;
  }

  get canvas(): Canvas {
    this.sync();
    return this.ctx.canvas;
  }

  get fillStyle(): FillStyle {
    return this.fillValue;
  }

  set fillStyle(value: FillStyle) {
    // pdf.js sets the colour before every text object, mostly to the one already set.
    if (typeof value === "string" && value === this.fillValue) return;
    this.sync();
    this.ctx.fillStyle = value;
    this.fillValue = value;
    this.color = parseHexColor(value);
  }

  save(): void {
    this.frames.push({ matrix: this.matrix, fillStyle: this.fillValue, color: this.color, real: false });
    this.glyph = Glyph.Saved;
  }

  restore(): void {
    this.glyph = Glyph.None;
    const frame = this.frames.pop();
    if (frame && !frame.real) {
      this.matrix = frame.matrix;
      // pdf.js brackets a page with save() … restore(): the end of a rendering.
      if (this.frames.length === 0) this.flush();
      return;
    }
    this.flush();
    this.ctx.restore();
    this.applied = undefined;
    if (frame) {
      this.matrix = frame.matrix;
      this.fillValue = frame.fillStyle;
      this.color = frame.color;
    } else {
      const t = this.ctx.getTransform();
      this.matrix = [t.a, t.b, t.c, t.d, t.e, t.f];
    }
  }

  translate(x: number, y: number): void {
    this.matrix = multiply(this.matrix, 1, 0, 0, 1, x, y);
    this.glyph = this.glyph === Glyph.Saved ? Glyph.Translated : Glyph.None;
  }

  scale(x: number, y: number): void {
    this.matrix = multiply(this.matrix, x, 0, 0, y, 0, 0);
    this.glyph = this.glyph === Glyph.Translated && y === -x ? Glyph.Ready : Glyph.None;
  }

  rotate(angle: number): void {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    this.matrix = multiply(this.matrix, cos, sin, -sin, cos, 0, 0);
    this.glyph = Glyph.None;
  }

  transform(a: number, b: number, c: number, d: number, e: number, f: number): void {
    this.matrix = multiply(this.matrix, a, b, c, d, e, f);
    this.glyph = Glyph.None;
  }

  setTransform(...args: unknown[]): void {
    this.glyph = Glyph.None;
    if (args.length >= 6) {
      const [a, b, c, d, e, f] = args as number[];
      this.matrix = [a, b, c, d, e, f];
    } else if (args[0] && typeof args[0] === "object") {
      const m = args[0] as { a?: number; b?: number; c?: number; d?: number; e?: number; f?: number };
      this.matrix = [m.a ?? 1, m.b ?? 0, m.c ?? 0, m.d ?? 1, m.e ?? 0, m.f ?? 0];
    } else {
      this.matrix = [1, 0, 0, 1, 0, 0];
    }
  }

  resetTransform(): void {
    this.setTransform();
  }

  getTransform(): DOMMatrix {
    return new (canvasLib().DOMMatrix)(this.matrix);
  }

  fill(...args: unknown[]): void {
    const path = args[0];
    if (
      this.glyph === Glyph.Ready &&
      this.color &&
      args.length === 1 &&
      path instanceof canvasLib().Path2D &&
      this.collect(path)
    )
      return;
    this.sync();
    (this.ctx.fill as (...a: unknown[]) => void)(...args);
  }

  /** Add a glyph to the run; false when it has to be filled directly. */
  private collect(path: Path2D): boolean {
    const [a, b, c, d, e, f] = this.matrix;
    // Nearest sub-pixel step: the glyph lands at most 1/(2·SUBPIXEL) px from where pdf.js put it.
    const ex = Math.round(e * SUBPIXEL);
    const fy = Math.round(f * SUBPIXEL);
    const x = Math.floor(ex / SUBPIXEL);
    const y = Math.floor(fy / SUBPIXEL);
    const mask = this.glyphs.get(path, q(a), q(b), q(c), q(d), ex - x * SUBPIXEL, fy - y * SUBPIXEL);
    if (!mask) return false;
    if (mask.w > 0) this.run.push({ mask, x, y });
    return true;
  }

  /** Draw the collected glyphs: composed in a buffer, then one drawImage under the identity transform. */
  private flush(): void {
    if (this.run.length === 0) return;
    const run = this.run;
    this.run = [];
    const { width, height } = this;
    let x0 = Infinity,
      y0 = Infinity,
      x1 = -Infinity,
      y1 = -Infinity;
    for (const g of run) {
      x0 = Math.min(x0, g.x + g.mask.x);
      y0 = Math.min(y0, g.y + g.mask.y);
      x1 = Math.max(x1, g.x + g.mask.x + g.mask.w);
      y1 = Math.max(y1, g.y + g.mask.y + g.mask.h);
    }
    x0 = Math.max(0, x0);
    y0 = Math.max(0, y0);
    x1 = Math.min(width, x1);
    y1 = Math.min(height, y1);
    if (x1 <= x0 || y1 <= y0) return;
    const w = x1 - x0;
    const h = y1 - y0;
    const layer = this.glyphs.layer(w, h);
    layer
      .getContext("2d")
      .putImageData(new (canvasLib().ImageData)(composeRun(run, x0, y0, w, h, this.color ?? [0, 0, 0]), w, h), 0, 0);
    this.materialize();
    this.ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.applied = [1, 0, 0, 1, 0, 0];
    this.ctx.drawImage(layer, 0, 0, w, h, x0, y0, w, h);
  }

  /** Give the real context the saves it has not seen yet. */
  private materialize(): void {
    for (const frame of this.frames) {
      if (!frame.real) {
        this.ctx.save();
        frame.real = true;
      }
    }
  }

  /** Draw the glyphs collected so far (done by itself before anything that depends on them). */
  drawPending(): void {
    this.flush();
  }

  /** Before a change of state that the collected glyphs do not depend on: only the saves. */
  prepareState(): void {
    this.glyph = Glyph.None;
    this.materialize();
  }

  /** Before a call that draws or changes state: draw the run, then catch the real context up. */
  sync(): void {
    this.glyph = Glyph.None;
    this.flush();
    this.materialize();
    if (!this.applied || !sameMatrix(this.applied, this.matrix)) {
      this.ctx.setTransform(...this.matrix);
      this.applied = this.matrix;
    }
  }
}

/**
 * RGBA pixels (straight alpha) of a run of glyphs in one colour over the rectangle (x0, y0, w, h):
 * overlapping coverage adds up as successive source-over fills would (1 - (1-a)(1-b)).
 */
export function composeRun(
  run: { mask: Mask; x: number; y: number }[],
  x0: number,
  y0: number,
  w: number,
  h: number,
  [r, g, b]: Rgb,
): Uint8ClampedArray {
  const alpha = new Uint8Array(w * h);
  for (const { mask, x, y } of run) {
    const left = x + mask.x - x0;
    const top = y + mask.y - y0;
    const c0 = Math.max(0, -left);
    const c1 = Math.min(mask.w, w - left);
    const r0 = Math.max(0, -top);
    const r1 = Math.min(mask.h, h - top);
    for (let row = r0; row < r1; row++) {
      let src = row * mask.w + c0;
      let dst = (top + row) * w + left + c0;
      for (let col = c0; col < c1; col++, src++, dst++) {
        const a = mask.alpha[src];
        if (a === 0) continue;
        const cur = alpha[dst];
        alpha[dst] = cur === 0 ? a : cur + a - (((cur * a + 127) / 255) | 0);
      }
    }
  }
  const out = new Uint8ClampedArray(w * h * 4);
  for (let i = 0, o = 0; i < alpha.length; i++, o += 4) {
    const a = alpha[i];
    if (a === 0) continue;
    out[o] = r;
    out[o + 1] = g;
    out[o + 2] = b;
    out[o + 3] = a;
  }
  return out;
}

// Methods written above; every other member of the context is forwarded by `forwardAll`.
/**
 * State that a drawImage of collected glyphs does not depend on: setting it needs the real
 * context's saves (so that restore() undoes it) but not the collected glyphs drawn first.
 */
const NOT_FOR_FILLS = new Set([
  "font",
  "lineWidth",
  "lineCap",
  "lineJoin",
  "miterLimit",
  "lineDashOffset",
  "setLineDash",
  "strokeStyle",
  "textAlign",
  "textBaseline",
  "direction",
  "letterSpacing",
  "wordSpacing",
  "fontKerning",
  "fontStretch",
  "fontVariantCaps",
  "textRendering",
]);

const OWN = new Set([
  "constructor",
  "drawPending",
  "canvas",
  "fillStyle",
  "save",
  "restore",
  "translate",
  "scale",
  "rotate",
  "transform",
  "setTransform",
  "resetTransform",
  "getTransform",
  "fill",
]);

/** Forward every member of the real context's class that the wrapper does not define itself. */
function forwardAll(proto: object): void {
  const target = GlyphCacheContext.prototype as unknown as Record<string, unknown>;
  for (let p: object | null = proto; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const name of Object.getOwnPropertyNames(p)) {
      if (OWN.has(name) || Object.prototype.hasOwnProperty.call(target, name)) continue;
      const desc = Object.getOwnPropertyDescriptor(p, name)!;
      const keepRun = NOT_FOR_FILLS.has(name);
      if (typeof desc.value === "function") {
        Object.defineProperty(
          target,
          name,
          keepRun
            ? {
                value(this: GlyphCacheContext, ...args: unknown[]) {
                  this.prepareState();
                  return (this.ctx as unknown as Record<string, (...a: unknown[]) => unknown>)[name](...args);
                },
              }
            : {
                value(this: GlyphCacheContext, ...args: unknown[]) {
                  this.sync();
                  return (this.ctx as unknown as Record<string, (...a: unknown[]) => unknown>)[name](...args);
                },
              },
        );
      } else if (desc.get || desc.set) {
        Object.defineProperty(target, name, {
          get(this: GlyphCacheContext) {
            return (this.ctx as unknown as Record<string, unknown>)[name];
          },
          set(this: GlyphCacheContext, value: unknown) {
            if (keepRun) this.prepareState();
            else this.sync();
            (this.ctx as unknown as Record<string, unknown>)[name] = value;
          },
        });
      }
    }
  }
}

let forwarded = false;

/** Draw what a glyph cache context has collected, before reading its canvas's pixels directly. */
export function drawPendingGlyphs(ctx: SKRSContext2D): void {
  if (ctx instanceof GlyphCacheContext) ctx.drawPending();
}

/**
 * A context pdf.js can render into (pass it as `canvasContext` with `canvas: null`) that paints
 * glyphs from `glyphs`; keep one GlyphCache per open document.
 */
export function glyphCacheContext(ctx: SKRSContext2D, glyphs: GlyphCache): SKRSContext2D {
  if (!forwarded) {
    forwardAll(Object.getPrototypeOf(ctx));
    forwarded = true;
  }
  return new GlyphCacheContext(ctx, glyphs) as unknown as SKRSContext2D;
}
