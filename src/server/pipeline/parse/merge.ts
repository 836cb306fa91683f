/**
 * Stage 1 of parsing: every uploaded file becomes pages of one merged PDF (pdf-lib), written once.
 * PDFs are copied page by page; a PDF pdf-lib cannot read (or an encrypted one it cannot decrypt)
 * is opened with pdf.js, which repairs broken cross-reference tables, and its pages are rebuilt as
 * images with their text layer kept aside. Images are normalised with sharp and embedded.
 */
import { readFile, writeFile, rename } from "node:fs/promises";
import {
  PDFDocument,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFStream,
  PDFRef,
  ParseSpeeds,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
} from "pdf-lib";
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { ParseError, reasonOf } from "./errors.js";
import { normaliseImage, type NormalisedImage, type ThumbnailSize } from "./images.js";
import { balancePageTree } from "./pageTree.js";
import { usePdfLib } from "./pdfLibSpeedups.js";
import { openPdfData } from "./pdfjs.js";
import { RenderSurface, cappedScale, pixelsOf, thumbnailFromRgba } from "./render.js";
import { sniffFile } from "./sniff.js";
import { extractPageText } from "./textLayer.js";
import { withTimeout, type ProgressReporter } from "./util.js";
import type { PageTextResult } from "../../../domain/text/words";

export type PageKind = "pdf" | "image" | "rebuilt";

export interface PageInfo {
  kind: PageKind;
  /** Page size in points as the viewer shows it (known here for image and rebuilt pages). */
  widthPt?: number;
  heightPt?: number;
  /** The page paints a large raster image (a scan): a thin text layer on it is not trusted. */
  largeImage: boolean;
  /** Image pages: the uploaded file, decoded again for OCR. */
  imagePath?: string;
  /** A thumbnail was already written while merging. */
  thumbnailDone: boolean;
  /** PDF pages: pixels of the largest image it paints (poppler renders only pages within the pixel limit). */
  imagePixels?: number;
  /** PDF pages: the page's /Rotate as readers take it (0, 90, 180 or 270; others count as 0). */
  rotation?: number;
}

interface MergeOptions {
  maxPages: number;
  maxPixels: number;
  thumbnail: ThumbnailSize;
  thumbnailPath: (pageNo: number) => string;
  /** Budget for each pdf.js step on an untrusted file (open, read a page, render a page). */
  stepTimeoutMs: number;
  progress: ProgressReporter;
  warn: (message: string) => void;
}

interface MergeResult {
  pageCount: number;
  pages: PageInfo[];
  documents: { docNo: number; totalPages: number; mainPages: number[] }[];
  /** Text layers of rebuilt pages, read from the original file (the rebuilt page is an image). */
  carriedText: Map<number, PageTextResult>;
}

/** /Rotate as pdf.js and poppler read it: a multiple of 90 within 0..270, anything else 0. */
function readerRotation(page: PDFPage): number {
  try {
    const r = ((page.getRotation().angle % 360) + 360) % 360;
    return Number.isFinite(r) && r % 90 === 0 ? r : 0;
  } catch {
    return 0; // a /Rotate that is not a number
  }
}

/** Raster images at least this many pixels make a page count as a scan. */
const LARGE_IMAGE_PIXELS = 400_000;
/** Resolution of rebuilt pages, and the pixel cap of one rebuilt page. */
const REBUILD_DPI = 150;
const REBUILD_MAX_PIXELS = 16_000_000;

const PDFLIB_NOISE = /^(Trying to parse invalid object|Invalid object ref|Removing parsed object|Parsed object)/;

/** Run fn with pdf-lib's console warnings about invalid objects silenced (they are expected here). */
async function quietPdfLib<T>(fn: () => Promise<T>): Promise<T> {
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === "string" && PDFLIB_NOISE.test(args[0])) return;
    original.apply(console, args);
  };
  try {
    return await fn();
  } finally {
    console.warn = original;
  }
}

function tooManyPages(fileName: string, pagesBefore: number, filePages: number, maxPages: number): ParseError {
  const unit = (n: number) => `${n.toLocaleString("en-US")} page${n === 1 ? "" : "s"}`;
  const msg =
    pagesBefore === 0
      ? `${fileName} has ${unit(filePages)}; the limit is ${unit(maxPages)} per batch.`
      : `${fileName} has ${unit(filePages)}, which brings the batch to ${unit(pagesBefore + filePages)}; the limit is ${unit(maxPages)} per batch.`;
  return new ParseError(msg, "TOO_MANY_PAGES", fileName);
}

/** A reason a person can read for a PDF that neither pdf-lib nor pdf.js could open. */
function pdfReason(err: unknown): string {
  const name = (err as { name?: string } | undefined)?.name;
  const msg = err instanceof Error ? err.message : String(err);
  if (/Invalid PDF structure/i.test(msg)) return "its structure is invalid or the file is cut short";
  if (/Invalid Root reference|catalog/i.test(msg)) return "it has no valid document catalog";
  if (/No PDF header/i.test(msg)) return "it has no PDF header";
  if (/call stack/i.test(msg)) return "its object structure loops back on itself";
  if (name === "TimeoutError") return "reading it took too long";
  return `the file is damaged (${reasonOf(err)})`;
}

/** Pixels of the largest raster image the page (or a form it draws) paints. Only dictionaries are read. */
function largestImagePixels(page: PDFPage): number {
  let largest = 0;
  const visit = (resources: PDFDict | undefined, depth: number): void => {
    if (!resources || depth > 2) return;
    const xobjects = resources.lookupMaybe(PDFName.of("XObject"), PDFDict);
    if (!xobjects) return;
    for (const [, value] of xobjects.entries()) {
      const obj = value instanceof PDFRef ? resources.context.lookup(value) : value;
      if (!(obj instanceof PDFStream)) continue;
      const subtype = obj.dict.lookupMaybe(PDFName.of("Subtype"), PDFName);
      if (subtype === PDFName.of("Image")) {
        const w = obj.dict.lookupMaybe(PDFName.of("Width"), PDFNumber)?.asNumber() ?? 0;
        const h = obj.dict.lookupMaybe(PDFName.of("Height"), PDFNumber)?.asNumber() ?? 0;
        largest = Math.max(largest, w * h);
      } else if (subtype === PDFName.of("Form")) {
        visit(obj.dict.lookupMaybe(PDFName.of("Resources"), PDFDict), depth + 1);
      }
    }
  };
  try {
    visit(page.node.Resources(), 0);
  } catch {
    // what was seen so far
  }
  return largest;
}

function addImagePage(merged: PDFDocument, img: NormalisedImage): void {
  const page = merged.addPage([img.widthPt, img.heightPt]);
  const ctx = merged.context;
  const stream = ctx.stream(img.data, {
    Type: "XObject",
    Subtype: "Image",
    Width: img.widthPx,
    Height: img.heightPx,
    ColorSpace: img.channels === 1 ? "DeviceGray" : "DeviceRGB",
    BitsPerComponent: 8,
    Filter: img.encoding === "jpeg" ? "DCTDecode" : "FlateDecode",
  });
  const name = page.node.newXObject("Im", ctx.register(stream));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(img.widthPt, 0, 0, img.heightPt, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
}

function addJpegPage(
  merged: PDFDocument,
  jpeg: Uint8Array,
  widthPx: number,
  heightPx: number,
  widthPt: number,
  heightPt: number,
): void {
  addImagePage(merged, {
    encoding: "jpeg",
    data: Buffer.from(jpeg),
    widthPx,
    heightPx,
    channels: 3,
    widthPt,
    heightPt,
    thumbnail: Buffer.alloc(0),
  });
}

async function writeThumbnail(file: string, png: Buffer): Promise<void> {
  const tmp = `${file}.tmp`;
  await writeFile(tmp, png);
  await rename(tmp, file);
}

export async function mergeFiles(
  files: { fileName: string; path: string }[],
  outPdfPath: string,
  opts: MergeOptions,
): Promise<MergeResult> {
  if (files.length === 0) throw new ParseError("The batch has no files to parse.", "NO_FILES");
  usePdfLib(); // the same pdf-lib as imported above, its stream writing and number formatting made fast
  const merged = await PDFDocument.create({ updateMetadata: false });
  const pages: PageInfo[] = [];
  const documents: MergeResult["documents"] = [];
  const carriedText = new Map<number, PageTextResult>();

  for (const [index, file] of files.entries()) {
    const { fileName } = file;
    const before = pages.length;
    const { kind, headerProblem } = await sniffFile(fileName, file.path);
    if (kind === "png" || kind === "jpeg") {
      if (before + 1 > opts.maxPages) throw tooManyPages(fileName, before, 1, opts.maxPages);
      const img = await normaliseImage(fileName, file.path, kind, opts.maxPixels, opts.thumbnail);
      addImagePage(merged, img);
      pages.push({
        kind: "image",
        widthPt: img.widthPt,
        heightPt: img.heightPt,
        largeImage: true,
        imagePath: file.path,
        thumbnailDone: true,
      });
      await writeThumbnail(opts.thumbnailPath(pages.length), img.thumbnail);
    } else {
      const bytes = await readFile(file.path);
      await addPdf(merged, fileName, bytes, before, pages, carriedText, opts, headerProblem);
    }
    const count = pages.length - before;
    documents.push({
      docNo: index + 1,
      totalPages: count,
      mainPages: Array.from({ length: count }, (_, i) => before + i + 1),
    });
    await opts.progress.report(pages.length, pages.length, "merge", index === files.length - 1);
  }

  // Nested page-tree nodes: a viewer opening the file by range requests reads a few pages, not all (pageTree.ts).
  balancePageTree(merged);
  const bytes = await merged.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  const tmp = `${outPdfPath}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, outPdfPath);
  return { pageCount: pages.length, pages, documents, carriedText };
}

async function addPdf(
  merged: PDFDocument,
  fileName: string,
  bytes: Uint8Array,
  before: number,
  pages: PageInfo[],
  carriedText: Map<number, PageTextResult>,
  opts: MergeOptions,
  headerProblem: string | undefined,
): Promise<void> {
  let firstError: unknown;
  let encrypted = false;
  try {
    const copied = await quietPdfLib(async () => {
      const src = await PDFDocument.load(bytes, {
        ignoreEncryption: true,
        throwOnInvalidObject: false,
        updateMetadata: false,
        parseSpeed: ParseSpeeds.Fastest,
      });
      if (src.isEncrypted) {
        encrypted = true;
        return undefined;
      }
      const count = src.getPageCount();
      if (count === 0) return undefined; // let pdf.js have a look: it recovers lost page trees
      if (before + count > opts.maxPages) throw tooManyPages(fileName, before, count, opts.maxPages);
      return merged.copyPages(src, src.getPageIndices());
    });
    if (copied) {
      for (const page of copied) {
        merged.addPage(page);
        const imagePixels = largestImagePixels(page);
        pages.push({
          kind: "pdf",
          largeImage: imagePixels >= LARGE_IMAGE_PIXELS,
          imagePixels,
          thumbnailDone: false,
          rotation: readerRotation(page),
        });
      }
      return;
    }
  } catch (err) {
    if (err instanceof ParseError) throw err;
    firstError = err;
  }
  await rebuildWithPdfjs(
    merged,
    fileName,
    bytes,
    before,
    pages,
    carriedText,
    opts,
    encrypted,
    firstError,
    headerProblem,
  );
}

/**
 * The fallback: pdf.js opens the file (it repairs what pdf-lib cannot, and decrypts files that
 * open without a password); each readable page is rendered to a JPEG page of the same size, and
 * its text layer is kept to stand in for the page's own.
 */
async function rebuildWithPdfjs(
  merged: PDFDocument,
  fileName: string,
  bytes: Uint8Array,
  before: number,
  pages: PageInfo[],
  carriedText: Map<number, PageTextResult>,
  opts: MergeOptions,
  encrypted: boolean,
  pdfLibError: unknown,
  headerProblem: string | undefined,
): Promise<void> {
  const unreadable = (err: unknown) =>
    new ParseError(
      headerProblem
        ? `${fileName} could not be read as a PDF: ${headerProblem} and ${pdfReason(err)}.`
        : `${fileName} could not be read as a PDF: ${pdfReason(err)}.`,
      "UNREADABLE_PDF",
      fileName,
      { cause: err },
    );
  let doc: PDFDocumentProxy;
  try {
    doc = await withTimeout(
      openPdfData(bytes, { maxImagePixels: opts.maxPixels }),
      opts.stepTimeoutMs,
      `Opening ${fileName}`,
    );
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === "PasswordException") {
      throw new ParseError(
        `${fileName} is protected by a password; remove the password and upload it again.`,
        "PASSWORD_PROTECTED",
        fileName,
        { cause: err },
      );
    }
    throw unreadable(err);
  }
  try {
    const count = doc.numPages;
    if (count === 0) throw new ParseError(`${fileName} has no pages.`, "NO_PAGES", fileName);
    if (before + count > opts.maxPages) throw tooManyPages(fileName, before, count, opts.maxPages);
    let readable = 0;
    const blank: number[] = [];
    let lastError: unknown;
    const surface = new RenderSurface();
    let lastSize: [number, number] = [612, 792];
    for (let i = 1; i <= count; i++) {
      const pageNo = pages.length + 1;
      try {
        const page = await withTimeout(doc.getPage(i), opts.stepTimeoutMs, `Reading page ${i}`);
        const vp = page.getViewport({ scale: 1 });
        // A text layer pdf.js cannot read leaves the page to OCR; only an unrenderable page is lost.
        const text = await withTimeout(
          extractPageText(page),
          opts.stepTimeoutMs,
          `Reading the text of page ${i}`,
        ).catch(() => ({ words: [], text: "" }));
        const scale = cappedScale(vp.width, vp.height, REBUILD_DPI / 72, Math.min(REBUILD_MAX_PIXELS, opts.maxPixels));
        const rendered = await surface.render(page, scale, opts.stepTimeoutMs);
        const jpeg = await rendered.canvas.encode("jpeg", 85);
        const rgba = pixelsOf(rendered);
        const thumb = await thumbnailFromRgba(rgba, rendered.width, rendered.height, opts.thumbnail);
        page.cleanup();
        addJpegPage(merged, jpeg, rendered.width, rendered.height, vp.width, vp.height);
        await writeThumbnail(opts.thumbnailPath(pageNo), thumb);
        carriedText.set(pageNo, { words: text.words, text: text.text });
        pages.push({ kind: "rebuilt", widthPt: vp.width, heightPt: vp.height, largeImage: true, thumbnailDone: true });
        lastSize = [vp.width, vp.height];
        readable++;
      } catch (err) {
        lastError = err;
        // An unreadable page stays in the batch as a blank page, so page numbers keep matching the file.
        merged.addPage(lastSize);
        pages.push({ kind: "pdf", largeImage: false, thumbnailDone: false });
        blank.push(pageNo);
      }
      await opts.progress.report(pages.length, before + count, "merge");
    }
    if (readable === 0) {
      throw unreadable(lastError ?? pdfLibError);
    }
    if (readable < count) {
      const which =
        blank.length === 1
          ? `page ${blank[0]}`
          : `pages ${blank.slice(0, -1).join(", ")} and ${blank[blank.length - 1]}`;
      opts.warn(
        `${fileName}: ${count - readable} of ${count} pages could not be read and were left blank (${which} of this batch).`,
      );
    }
    if (encrypted) opts.warn(`${fileName}: encrypted PDF rebuilt from page images.`);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}
