/**
 * pdf.js (legacy build) set up for Node: local font, CMap and wasm data, no network, no eval,
 * warnings silenced (broken PDFs are expected here), images above the pixel cap skipped.
 */
import { createRequire } from "node:module";
import * as path from "node:path";
import { pathToFileURL } from "node:url";
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve("pdfjs-dist/package.json"));

type PdfjsModule = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let modulePromise: Promise<PdfjsModule> | undefined;

// The minified builds are the same code without source-map comments. Under tsx (which turns on
// source maps) the plain builds make Node parse 7 MB of maps: ~170 MB more heap for nothing.
const PDFJS_MAIN = "pdfjs-dist/legacy/build/pdf.min.mjs";
const PDFJS_WORKER = "pdfjs-dist/legacy/build/pdf.worker.min.mjs";

async function importPdfjs(): Promise<PdfjsModule> {
  const proc = process as NodeJS.Process & { sourceMapsEnabled?: boolean };
  const mapsWereOn = proc.sourceMapsEnabled === true;
  if (mapsWereOn) proc.setSourceMapsEnabled(false);
  try {
    const mod = (await import(PDFJS_MAIN)) as PdfjsModule;
    // pdf.js in Node runs its "worker" on the main thread; handing it the worker module up front
    // is the documented way and spares it a dynamic import of its own.
    const g = globalThis as { pdfjsWorker?: unknown };
    g.pdfjsWorker ??= await import(PDFJS_WORKER);
    return mod;
  } finally {
    if (mapsWereOn) proc.setSourceMapsEnabled(true);
  }
}

export function loadPdfjs(): Promise<PdfjsModule> {
  modulePromise ??= importPdfjs().catch((err) => {
    modulePromise = undefined;
    throw err;
  });
  return modulePromise;
}

interface OpenPdfOptions {
  /** Decoded pixels allowed per image inside a PDF; larger images are left out of renderings. */
  maxImagePixels: number;
  password?: string;
}

function baseOptions(opts: OpenPdfOptions, mod: PdfjsModule) {
  return {
    standardFontDataUrl: path.join(pdfjsRoot, "standard_fonts") + path.sep,
    cMapUrl: path.join(pdfjsRoot, "cmaps") + path.sep,
    cMapPacked: true,
    wasmUrl: path.join(pdfjsRoot, "wasm") + path.sep,
    iccUrl: path.join(pdfjsRoot, "iccs") + path.sep,
    verbosity: mod.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    enableXfa: false,
    maxImageSize: Math.max(1, Math.floor(opts.maxImagePixels)),
    // Canvas area cap in bytes (RGBA): keeps a hostile page from allocating a giant canvas.
    canvasMaxAreaInBytes: Math.max(4 * 1024 * 1024, Math.floor(opts.maxImagePixels) * 4),
    password: opts.password,
  };
}

/** Open PDF bytes held in memory (small inputs, the fallback reader). */
export async function openPdfData(data: Uint8Array, opts: OpenPdfOptions): Promise<PDFDocumentProxy> {
  const mod = await loadPdfjs();
  // pdf.js transfers/detaches the buffer it is given: hand it a copy.
  const task = mod.getDocument({ ...baseOptions(opts, mod), data: new Uint8Array(data) });
  return task.promise;
}

/** Open a PDF file by path; pdf.js reads it in ranges, so a large merged file is not held whole. */
export async function openPdfFile(filePath: string, opts: OpenPdfOptions): Promise<PDFDocumentProxy> {
  const mod = await loadPdfjs();
  const task = mod.getDocument({ ...baseOptions(opts, mod), url: pathToFileURL(filePath).href });
  return task.promise;
}
