/**
 * pdf.js (legacy build) set up for Node: local font, CMap and wasm data, no network, no eval,
 * warnings silenced (broken PDFs are expected here), images above the pixel cap skipped.
 */
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));

type PdfjsModule = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let modulePromise: Promise<PdfjsModule> | undefined;

export function loadPdfjs(): Promise<PdfjsModule> {
  modulePromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return modulePromise;
}

export interface OpenPdfOptions {
  /** Decoded pixels allowed per image inside a PDF; larger images are left out of renderings. */
  maxImagePixels: number;
  password?: string;
}

function baseOptions(opts: OpenPdfOptions, mod: PdfjsModule) {
  return {
    standardFontDataUrl: path.join(pdfjsRoot, 'standard_fonts') + path.sep,
    cMapUrl: path.join(pdfjsRoot, 'cmaps') + path.sep,
    cMapPacked: true,
    wasmUrl: path.join(pdfjsRoot, 'wasm') + path.sep,
    iccUrl: path.join(pdfjsRoot, 'iccs') + path.sep,
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
