import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { makeTextPdf } from "../../testing/parseFixtures";
import { closePipelineThreads, parseInThread, pingPipelineThread, pipelineThreadCount } from "./pool";

// Read when the pool is made, at its first task (each test file has its own modules, so its own pool).
vi.stubEnv("PIPELINE_IDLE_MS", "300");

afterAll(async () => {
  await closePipelineThreads();
  vi.unstubAllEnvs();
});

/** Resolves when cond() holds, polling; fails after `deadline` ms (a bound for a stuck pool, not a speed test). */
async function until(cond: () => boolean, deadline = 20_000): Promise<void> {
  const end = Date.now() + deadline;
  while (!cond()) {
    if (Date.now() > end) throw new Error("condition not reached");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("the pipeline's thread pool when idle", () => {
  it("stops its threads after PIPELINE_IDLE_MS without a task, and starts one again for the next task", async () => {
    expect(pipelineThreadCount()).toBe(0);
    const first = await pingPipelineThread();
    expect(pipelineThreadCount()).toBe(1);

    await until(() => pipelineThreadCount() === 0);

    // The next task (a whole parse, with its progress messages) runs on a new thread.
    const tmp = await mkdtemp(path.join(os.tmpdir(), "pool-idle-"));
    try {
      const file = path.join(tmp, "three pages.pdf");
      await writeFile(file, await makeTextPdf(3));
      const out = await parseInThread({
        files: [{ fileName: "three pages.pdf", path: file }],
        mode: "text-layer",
        outDir: path.join(tmp, "out"),
      });
      expect(out.pageCount).toBe(3);
      expect(out.threadId).not.toBe(first.threadId);
      expect(pipelineThreadCount()).toBe(1);
      await until(() => pipelineThreadCount() === 0);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
