import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICES_DIR } from "../../../testing/fixtures";
import { closePipelineThreads, parseInThread } from "../../threads/pool";

/**
 * sharp and the canvas stay in the process once loaded (~17-20 MB each): a born-digital batch that poppler reads
 * (poppler-utils is installed by .ci/run, as poppler.test.ts requires) must not load them. Linux: /proc/self/maps.
 * This file imports nothing that loads them itself (each test file runs in a process of its own).
 */
let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "native-libs-"));
});
afterAll(async () => {
  await closePipelineThreads();
  await rm(tmp, { recursive: true, force: true });
});

describe("Parse of a born-digital PDF read by poppler", () => {
  it("gives every page its text and thumbnail without loading sharp or the canvas", async () => {
    if (process.platform !== "linux") return;
    const name = (await readdir(INVOICES_DIR)).filter((n) => n.endsWith(".pdf")).sort()[0];
    const out = await parseInThread({
      files: [{ fileName: name, path: path.join(INVOICES_DIR, name) }],
      mode: "text-layer",
      outDir: path.join(tmp, "out"),
    });
    expect(out.pageCount).toBeGreaterThan(0);
    expect(out.thumbnails).toHaveLength(out.pageCount);
    const annotation = JSON.parse(await readFile(out.textAnnotationPath, "utf8"));
    expect(annotation.pages[0].words.length).toBeGreaterThan(10);
    const maps = await readFile("/proc/self/maps", "utf8");
    expect(maps).not.toMatch(/libvips|skia/);
  });
});
