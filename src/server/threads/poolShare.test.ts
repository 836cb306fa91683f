import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTextPdf } from "../../testing/parseFixtures";
import { popplerTools } from "../pipeline/parse/poppler";
import { closePipelineThreads, parseInThread, pingPipelineThread } from "./pool";

// One pipeline thread, whatever the machine's cores: the point is what that thread does while a Parse waits.
process.env.PIPELINE_THREADS = "1";

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "threads-share-"));
});
afterAll(async () => {
  await closePipelineThreads();
  delete process.env.PIPELINE_THREADS;
  await rm(tmp, { recursive: true, force: true });
});

describe("a pipeline thread while a Parse waits for poppler", () => {
  it("runs another task then, instead of holding it until the Parse ends", async () => {
    // poppler-utils is installed where the tests run (.ci/run); without it Parse works on the thread itself.
    expect(await popplerTools()).not.toBeNull();
    const file = path.join(tmp, "sixty pages.pdf");
    await writeFile(file, await makeTextPdf(60));
    const events: string[] = [];
    let pinged: Promise<{ threadId: number }> | undefined;
    const parse = parseInThread({
      files: [{ fileName: "sixty pages.pdf", path: file }],
      mode: "text-layer",
      outDir: path.join(tmp, "out"),
      poppler: "auto",
      onProgress: (_done, _total, stage) => {
        // The merge is over: poppler's processes read the text and draw the thumbnails now.
        if (stage !== "merge" && !pinged) pinged = pingPipelineThread().finally(() => events.push("other task"));
      },
    }).finally(() => events.push("parse"));
    const parsed = await parse;
    const other = await pinged!;
    expect(other.threadId).toBe(parsed.threadId);
    expect(events).toEqual(["other task", "parse"]);
  }, 60_000);
});
