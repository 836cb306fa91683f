import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ParseError } from "../pipeline/parse/parseBatchFiles";
import type { TextAnnotation } from "../../domain/batch/textAnnotation";
import { makeScannedPdf, makeTextPdf } from "../../testing/parseFixtures";
import {
  closePipelineThreads,
  defaultPipelineThreads,
  parseInThread,
  pingPipelineThread,
  splitDocumentsInThread,
  writeArchiveInThread,
} from "./pool";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "threads-test-"));
});
afterAll(async () => {
  await closePipelineThreads();
  await rm(tmp, { recursive: true, force: true });
});

describe("the pipeline's worker threads", () => {
  it("parse a PDF on a thread other than the caller's, with its progress and text reaching the caller", async () => {
    const file = path.join(tmp, "ten pages.pdf");
    await writeFile(file, await makeTextPdf(10));
    const progress: string[] = [];
    const out = await parseInThread({
      files: [{ fileName: "ten pages.pdf", path: file }],
      mode: "text-layer",
      outDir: path.join(tmp, "out"),
      onProgress: (done, total, stage) => {
        progress.push(`${stage} ${done}/${total}`);
      },
    });
    expect(out.threadId).not.toBe(threadId);
    expect(out.pageCount).toBe(10);
    expect(out.documents).toEqual([{ docNo: 1, totalPages: 10, mainPages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }]);
    const annotation = JSON.parse(await readFile(out.textAnnotationPath, "utf8")) as TextAnnotation;
    expect(annotation.pages).toHaveLength(10);
    expect(annotation.pages[0].words.length).toBeGreaterThan(5);
    // Every progress call was made before parseInThread settled, the last one being the finished thumbnails.
    expect(progress[0]).toBe("merge 0/0");
    expect(progress.at(-1)).toBe("thumbnails 10/10");
  });

  it("read a scanned page with OCR inside the pipeline thread (tesseract's own worker started from there)", async () => {
    const file = path.join(tmp, "scan.pdf");
    await writeFile(file, await makeScannedPdf(await makeTextPdf(1, 6), 200));
    const out = await parseInThread({
      files: [{ fileName: "scan.pdf", path: file }],
      mode: "builtin",
      outDir: path.join(tmp, "ocr"),
    });
    expect(out.threadId).not.toBe(threadId);
    const [page] = (JSON.parse(await readFile(out.textAnnotationPath, "utf8")) as TextAnnotation).pages;
    expect(page.source).toBe("ocr");
    expect(page.text).toContain("INV-00001");
  }, 180_000);

  it("give the caller a ParseError with its code and file name, as parseBatchFiles throws it", async () => {
    const file = path.join(tmp, "not a pdf.pdf");
    await writeFile(file, "hello, this is text");
    const err = await parseInThread({
      files: [{ fileName: "not a pdf.pdf", path: file }],
      mode: "text-layer",
      outDir: path.join(tmp, "bad"),
    }).catch((e) => e);
    expect(err).toBeInstanceOf(ParseError);
    expect(err.name).toBe("ParseError");
    expect(err.fileName).toBe("not a pdf.pdf");
    expect(err.message).toContain("not a pdf.pdf");
  });

  it("cut documents and their text out of the merged PDF and annotation", async () => {
    const mergedPath = path.join(tmp, "merged.pdf");
    const annotationPath = path.join(tmp, "merged.json");
    await writeFile(mergedPath, await makeTextPdf(5));
    await writeFile(
      annotationPath,
      JSON.stringify({ pages: [1, 2, 3, 4, 5].map((pageNo) => ({ pageNo, text: `page ${pageNo}` })) }),
    );
    const [one, two] = await splitDocumentsInThread({
      mergedPath,
      annotationPath,
      documents: [
        [1, 2],
        [3, 4, 5],
      ],
      outDir: tmp,
    });
    expect((await PDFDocument.load(await readFile(one.pdf))).getPageCount()).toBe(2);
    expect((await PDFDocument.load(await readFile(two.pdf))).getPageCount()).toBe(3);
    expect(JSON.parse(await readFile(two.text, "utf8")).pages.map((p: any) => p.text)).toEqual([
      "page 3",
      "page 4",
      "page 5",
    ]);
  });

  it("let go of a split's merged PDF when the split ends, so the next step's garbage does not pile up on it", async () => {
    const mergedPath = path.join(tmp, "merged-300.pdf");
    const annotationPath = path.join(tmp, "merged-300.json");
    const pageNos = Array.from({ length: 300 }, (_, i) => i + 1);
    await writeFile(mergedPath, await makeTextPdf(300));
    await writeFile(
      annotationPath,
      JSON.stringify({ pages: pageNos.map((pageNo) => ({ pageNo, text: "x".repeat(2000) })) }),
    );
    const outDir = path.join(tmp, "split-300");
    await mkdir(outDir);
    const before = (await pingPipelineThread()).heapUsedMb;
    const files = await splitDocumentsInThread({
      mergedPath,
      annotationPath,
      documents: pageNos.map((n) => [n]),
      outDir,
    });
    expect(files).toHaveLength(300);
    // The thread's heap is back near where it was, not holding the ~20 MB the split's PDF and texts took.
    expect((await pingPipelineThread()).heapUsedMb - before).toBeLessThan(5);
  }, 60_000);

  it("let go of the parse's merged PDF and texts when the parse ends", async () => {
    const file = path.join(tmp, "three hundred pages.pdf");
    await writeFile(file, await makeTextPdf(300));
    const before = (await pingPipelineThread()).heapUsedMb;
    const out = await parseInThread({
      files: [{ fileName: "three hundred pages.pdf", path: file }],
      mode: "text-layer",
      outDir: path.join(tmp, "parse-300"),
    });
    expect(out.pageCount).toBe(300);
    expect((await pingPipelineThread()).heapUsedMb - before).toBeLessThan(5);
  }, 120_000);

  it("pack a ZIP of files (several read chunks, empty) and texts, byte for byte", async () => {
    const big = Buffer.alloc(300_000, 7).map((_, i) => i % 251);
    await writeFile(path.join(tmp, "big.bin"), big);
    await writeFile(path.join(tmp, "empty.bin"), "");
    const zipPath = path.join(tmp, "out.zip");
    await writeArchiveInThread(
      [
        { name: "big.bin", path: path.join(tmp, "big.bin") },
        { name: "empty.bin", path: path.join(tmp, "empty.bin") },
        { name: "note.json", text: '{"ä":1}' },
      ],
      zipPath,
    );
    const files = unzipSync(new Uint8Array(await readFile(zipPath)));
    expect(Object.keys(files)).toEqual(["big.bin", "empty.bin", "note.json"]);
    expect(Buffer.from(files["big.bin"]).equals(big)).toBe(true);
    expect(files["empty.bin"].length).toBe(0);
    expect(Buffer.from(files["note.json"]).toString("utf8")).toBe('{"ä":1}');
  });

  it("run at a lower scheduling priority than the caller's thread (Linux: nice is per thread)", async () => {
    if (process.platform !== "linux") return;
    expect((await pingPipelineThread()).priority).toBe(Math.min(19, os.getPriority() + 10));
  });

  it("run on a worker thread and default to one thread fewer than the cores", async () => {
    const ping = await pingPipelineThread();
    expect(ping.threadId).not.toBe(threadId);
    // A small young generation keeps the extractor's garbage from piling up (pool.ts).
    expect(ping.youngGenerationMb).toBe(8);
    expect(defaultPipelineThreads()).toBe(Math.max(1, os.availableParallelism() - 1));
  });
});
