/**
 * What the pipeline's worker threads run (loaded by entry.mjs, called through pool.ts). Every task takes plain data
 * and returns plain data: no database, no storage, no Services (PGlite cannot be shared between threads). Failures
 * come back as a value, not a rejection, so that ParseError keeps its name, code and file name across the thread
 * boundary (structured cloning keeps only a built-in error's name), and any other PersonFacingError its kind and code.
 * Each task loads what it needs when it first runs (a thread that only extracts never loads pdf.js, sharp, the canvas
 * or tesseract.js), which also makes a new thread ready sooner.
 */
import os from "node:os";
import { isMainThread, resourceLimits, threadId, type MessagePort } from "node:worker_threads";
import { readFile, writeFile } from "node:fs/promises";
import * as path from "node:path";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import type { ParseInput, ParseOutput } from "../pipeline/parse/parseBatchFiles.js";
import type { Stage } from "../pipeline/parse/util.js";
import type { ExtractDocumentInput, ExtractDocumentResult } from "../engines/extraction/types.js";
import type { ArchiveEntry } from "../export/archive/archiveFile.js";
import { PersonFacingError } from "../errors.js";
import type { TextAnnotation } from "../../domain/batch/textAnnotation.js";
import { pipelineNice } from "../config.js";

/**
 * Batch work gives way to requests: this thread (and the OCR workers it starts, which inherit it) runs at a lower
 * scheduling priority than the API's thread, PIPELINE_NICE (default 10; 0 = the same). On Linux the nice value is
 * per thread; where it is not, or where it is refused, the thread keeps the process's.
 */
if (!isMainThread) {
  const nice = pipelineNice();
  if (Number.isInteger(nice) && nice > 0) {
    try {
      os.setPriority(Math.min(19, os.getPriority() + nice));
    } catch {
      // keep the process's priority
    }
  }
}

let fullGc: (() => void) | undefined;

/**
 * A full collection, run when a task that held a whole batch (its merged PDF in pdf-lib, its text annotation, the
 * archive) has ended. V8 sets the old generation's next limit at up to ~4x what was live at its last full collection;
 * that collection came during such a task, with the batch's PDF alive, so the next steps' garbage (extraction's, per
 * document) piled up to ~150 MB before the next one. Collected here, the limit follows what the thread really keeps.
 */
function collectGarbage(held: number): void {
  if (isMainThread) return; // tests call the tasks on the main thread: its heap is not ours to manage
  // A small batch leaves a few MB, which V8's own collections keep in check; a forced one costs more than it saves
  // (ten batches of 50 pages at once ran ~10 % faster without them).
  if (held < LARGE_BATCH) return;
  if (!fullGc) {
    v8.setFlagsFromString("--expose-gc");
    fullGc = runInNewContext("gc") as () => void;
  }
  fullGc();
}

/** Pages (or archive files) from which a task's batch is worth a full collection when the task ends. */
const LARGE_BATCH = 100;

export interface ThreadFailure {
  name: string;
  message: string;
  code?: string;
  fileName?: string;
  /** A PersonFacingError: its message is the sentence to show (code is its code). */
  personFacing?: boolean;
}

/** A task's answer: its value and the thread it ran on, or the failure. */
export type TaskResult<T> =
  { ok: true; value: T; threadId: number } | { ok: false; error: ThreadFailure; threadId: number };

async function settle<T>(work: () => Promise<T> | T): Promise<TaskResult<T>> {
  try {
    return { ok: true, value: await work(), threadId };
  } catch (err) {
    const e = err as Error & { code?: unknown; fileName?: unknown };
    const error: ThreadFailure = { name: e?.name ?? "Error", message: e instanceof Error ? e.message : String(err) };
    if (typeof e?.code === "string") error.code = e.code;
    if (typeof e?.fileName === "string") error.fileName = e.fileName;
    if (err instanceof PersonFacingError) error.personFacing = true;
    return { ok: false, error, threadId };
  }
}

export type ProgressMessage = { done: number; total: number; stage: Stage };
/** What the parse task posts on its port: progress, warnings, and a last message when it ends. */
export type ParseMessage = ProgressMessage | { warning: string } | { end: true };

/**
 * The Parse step's CPU work (merge, text layer, OCR, thumbnails): files under outDir; progress and warnings posted
 * to `progress`, then { end: true }.
 */
export function parse(
  input: Omit<ParseInput, "onProgress" | "onWarning"> & { progress?: MessagePort },
): Promise<TaskResult<ParseOutput>> {
  const { progress, ...rest } = input;
  let pages = 0;
  return settle(async () => {
    try {
      const { parseBatchFiles } = await import("../pipeline/parse/parseBatchFiles.js");
      let merging = true;
      return await parseBatchFiles({
        ...rest,
        onProgress: (done, total, stage) => {
          pages = total;
          // The merge's pdf-lib documents and bytes are garbage once it ends; the stages after it allocate little in
          // this thread while poppler works, so V8 would keep them (~100 MB for 500 pages) to the end of the parse.
          if (merging && stage !== "merge") {
            merging = false;
            collectGarbage(total);
          }
          progress?.postMessage({ done, total, stage } satisfies ParseMessage);
        },
        onWarning: progress ? (warning) => progress.postMessage({ warning } satisfies ParseMessage) : undefined,
      });
    } finally {
      collectGarbage(pages);
      progress?.postMessage({ end: true } satisfies ParseMessage);
      progress?.close();
    }
  });
}

export interface SplitDocumentsInput {
  /** The merged PDF, a local file. */
  mergedPath: string;
  /** The merged PDF's text annotation ({ pages: [{ pageNo, ... }] }), a local file. */
  annotationPath: string;
  /** Pages (1-based) of each document, in order. */
  documents: number[][];
  /** Where doc-0001.pdf, doc-0001.text.json, ... are written. */
  outDir: string;
}

/**
 * Each document's PDF, cut from the merged PDF (pdf-lib: loading a 500-page PDF alone takes a CPU second), and its
 * text annotation (its pages of the merged one), written to outDir one document at a time; gives their paths.
 */
export function splitDocuments(input: SplitDocumentsInput): Promise<TaskResult<{ pdf: string; text: string }[]>> {
  return settle(async () => {
    const { usePdfLib } = await import("../pipeline/parse/pdfLibSpeedups.js");
    const { PDFDocument, ParseSpeeds } = usePdfLib();
    // Parsed in one go: on its own thread the parse need not yield to anything (pdf-lib's default yields every
    // 100 objects through a timer, ~30 % more wall time on a 50-page batch).
    const merged = await PDFDocument.load(await readFile(input.mergedPath), {
      ignoreEncryption: true,
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
    const annotation = JSON.parse(await readFile(input.annotationPath, "utf8")) as TextAnnotation;
    const pageOf = new Map(annotation.pages.map((p) => [p.pageNo, p]));
    const out: { pdf: string; text: string }[] = [];
    for (const [i, pages] of input.documents.entries()) {
      const pdf = await PDFDocument.create();
      const copied = await pdf.copyPages(
        merged,
        pages.map((n) => n - 1),
      );
      copied.forEach((p) => pdf.addPage(p));
      const name = path.join(input.outDir, `doc-${String(i + 1).padStart(4, "0")}`);
      // No object streams: pdf-lib would deflate them again for every document (the pages' own streams are copied as they are).
      await writeFile(`${name}.pdf`, await pdf.save({ useObjectStreams: false }));
      await writeFile(`${name}.text.json`, JSON.stringify({ pages: pages.map((n) => pageOf.get(n)).filter(Boolean) }));
      out.push({ pdf: `${name}.pdf`, text: `${name}.text.json` });
    }
    return out;
  }).finally(() => collectGarbage(input.documents.flat().length));
}

/** The built-in extractor on one document. */
export function extract(input: ExtractDocumentInput): Promise<TaskResult<ExtractDocumentResult>> {
  return settle(async () => {
    const { extractDocument } = await import("../engines/extraction/extractDocument.js");
    return extractDocument(input);
  });
}

/** The DE-03 ZIP from local files and texts, written to outPath. */
export function writeArchive(input: { entries: ArchiveEntry[]; outPath: string }): Promise<TaskResult<null>> {
  return settle(async () => {
    const { writeArchiveFile } = await import("../export/archive/archiveFile.js");
    await writeArchiveFile(input.entries, input.outPath);
    return null;
  }).finally(() => collectGarbage(input.entries.length));
}

/** Which thread answers, at which priority, with which young generation and how much heap in use (tests). */
export function ping(): Promise<TaskResult<{ priority: number; youngGenerationMb?: number; heapUsedMb: number }>> {
  return settle(() => ({
    priority: os.getPriority(),
    youngGenerationMb: resourceLimits.maxYoungGenerationSizeMb,
    heapUsedMb: v8.getHeapStatistics().used_heap_size / 2 ** 20,
  }));
}
