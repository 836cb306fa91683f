/**
 * The pipeline's CPU work runs on worker threads, never on the thread that answers HTTP requests and talks to the
 * database: parsing (pdf.js text layer, rendering, thumbnails, OCR orchestration), cutting the merged PDF into
 * documents, extraction, and packing the DE-03 archive. One piscina pool per process, PIPELINE_THREADS threads
 * (default: one fewer than the cores, at least one), started on first use and stopped after PIPELINE_IDLE_MS (5 s)
 * without a task, so that a server between batches holds no thread's memory. The database and the storage stay on
 * the main thread: tasks get plain data (paths, bytes, options) and give plain data back (tasks.ts).
 */
import os from "node:os";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { ParseError, type ParseErrorCode } from "../pipeline/parse/errors";
import { PersonFacingError } from "../errors";
import { pipelineIdleMs, pipelineThreadsSetting } from "../config";
import type { ParseInput, ParseOutput } from "../pipeline/parse/parseBatchFiles";
import { defaultWarn } from "../pipeline/parse/util";
import type { ExtractDocumentInput, ExtractDocumentResult } from "../engines/extraction/types";
import type { ArchiveEntry } from "../export/archive/archiveFile";
import type { ParseMessage, ProgressMessage, SplitDocumentsInput, TaskResult, ThreadFailure } from "./tasks";

/** Threads when PIPELINE_THREADS is not set: the cores less the one the API needs, at least one. */
export function defaultPipelineThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/** Tasks a pipeline thread takes at once (see thePool). */
export const TASKS_PER_THREAD = 2;

let pool: Piscina | undefined;
let poolThreads = 0;

/** The pool's size: PIPELINE_THREADS (read at the first task), else defaultPipelineThreads(). */
function pipelineThreads(): number {
  return pipelineThreadsSetting() ?? defaultPipelineThreads();
}

function thePool(): Piscina {
  if (!pool) {
    poolThreads = pipelineThreads();
    pool = new Piscina({
      filename: fileURLToPath(new URL("./entry.mjs", import.meta.url)),
      minThreads: 0,
      maxThreads: poolThreads,
      // Two tasks per thread: a Parse spends most of its time waiting for poppler's processes, and with one task per
      // thread it held the thread all that time, so another batch's split, extraction or archive (or the next Parse's
      // merge) waited for it with the thread idle. Tasks still run one at a time between their awaits. Two Parses
      // may now share a thread, each with its own page canvas and OCR worker, as they would on two threads.
      concurrentTasksPerWorker: TASKS_PER_THREAD,
      // A thread left idle stops (minThreads 0: down to none) and gives its memory back; the next task starts one.
      idleTimeout: pipelineIdleMs(),
      // Idle threads wait on their message port, not in Atomics.wait: a task's stray timers still run.
      atomics: "disabled",
      // A young generation of 8 MB instead of V8's 48: the extractor's per-document garbage is collected young
      // instead of piling up (the thread's heap held 110-220 MB by the end of a 500-document extraction, now 60-100).
      // The old generation keeps its default limit, so no task runs out of heap for it.
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
  }
  return pool;
}

/** Pipeline threads alive now (0 before the first task and after the pool has shrunk). */
export function pipelineThreadCount(): number {
  return pool?.threads.length ?? 0;
}

/** Stops the threads (idle ones also stop by themselves; they never keep the process alive). */
export async function closePipelineThreads(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}

function rebuilt(error: ThreadFailure): Error {
  if (error.name === "ParseError") return new ParseError(error.message, error.code as ParseErrorCode, error.fileName);
  const err = error.personFacing
    ? new PersonFacingError(error.message, error.code ?? "step_failed")
    : new Error(error.message);
  if (error.name && error.name !== "Error") err.name = error.name;
  return err;
}

async function run<T>(
  name: string,
  task: unknown,
  transferList?: readonly any[],
): Promise<{ value: T; threadId: number }> {
  const result = (await thePool().run(task, { name, transferList: transferList as any })) as TaskResult<T>;
  if (!result.ok) throw rebuilt(result.error);
  return { value: result.value, threadId: result.threadId };
}

/**
 * parseBatchFiles on a pipeline thread, called as parseBatchFiles is: onProgress and onWarning are called on this
 * thread, in order, and every progress call has finished when the returned promise settles. Only the latest
 * progress waits while an earlier one is being written. Also says which thread parsed.
 */
export async function parseInThread(input: ParseInput): Promise<ParseOutput & { threadId: number }> {
  const { onProgress, onWarning, ...rest } = input;
  const warn = onWarning ?? defaultWarn;
  const channel = new MessageChannel();
  let pending: ProgressMessage | undefined;
  let writing: Promise<void> | undefined;
  let progressError: unknown;
  const drain = async () => {
    while (pending) {
      const { done, total, stage } = pending;
      pending = undefined;
      try {
        await onProgress?.(done, total, stage);
      } catch (err) {
        progressError ??= err;
      }
    }
    writing = undefined;
  };
  let ended!: () => void;
  const end = new Promise<void>((resolve) => {
    ended = resolve;
  });
  channel.port1.on("message", (m: ParseMessage) => {
    if ("end" in m) return ended();
    if ("warning" in m) return warn(m.warning);
    if (!onProgress) return;
    pending = m;
    writing ??= drain();
  });
  channel.port1.on("close", () => ended()); // the thread died
  try {
    const { value, threadId } = await run<ParseOutput>("parse", { ...rest, progress: channel.port2 }, [channel.port2]);
    await end; // every message the task posted has arrived
    await writing;
    if (progressError) throw progressError;
    return { ...value, threadId };
  } finally {
    channel.port1.close();
  }
}

/** Each document's PDF and text annotation, cut from the merged ones on a pipeline thread into outDir: their paths. */
export async function splitDocumentsInThread(input: SplitDocumentsInput): Promise<{ pdf: string; text: string }[]> {
  return (await run<{ pdf: string; text: string }[]>("splitDocuments", input)).value;
}

/** The built-in extractor on a pipeline thread. */
export async function extractInThread(input: ExtractDocumentInput): Promise<ExtractDocumentResult> {
  return (await run<ExtractDocumentResult>("extract", input)).value;
}

/** The DE-03 ZIP of these local files and texts, written to outPath on a pipeline thread. */
export async function writeArchiveInThread(entries: ArchiveEntry[], outPath: string): Promise<void> {
  await run<null>("writeArchive", { entries, outPath });
}

/** The thread a task runs on (its id; 0 would be the main thread), its scheduling priority and heap in use. */
export async function pingPipelineThread(): Promise<{
  threadId: number;
  priority: number;
  youngGenerationMb?: number;
  heapUsedMb: number;
}> {
  const { value, threadId } = await run<{ priority: number; youngGenerationMb?: number; heapUsedMb: number }>(
    "ping",
    null,
  );
  return { threadId, ...value };
}
