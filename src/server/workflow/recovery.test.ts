import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { loadBatch } from "../batches/batchRepo";
import { runStep, startWorkers } from "./engine";
import { createFixtureBatch } from "../../testing/batches";

describe.each(TEST_DATABASES)("workflow recovery on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(kind); // no workers yet: the test plays the part of a worker that dies
    admin = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    const cls = await makeClass(admin, [field._id]);
    jobId = (await makeJob(admin, [cls._id], { documentParser: "text-layer" }))._id;
  });
  afterAll(() => t.close());

  it("a batch left in the middle of parsing by a killed worker is picked up and finished once, with no duplicates", async () => {
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf", "saeco.pdf"]);
    // The worker died after marking the step as started; its queue job is lost.
    await t.db.query(`UPDATE batches SET status = 'START_DOC_PARSING' WHERE id = $1`, [created._id]);
    // A redelivered job runs the step twice in a row: the second run finds the batch moved on and does nothing.
    await runStep(t.services, { batchId: created._id, step: "Parse" });
    await runStep(t.services, { batchId: created._id, step: "Parse" });
    const afterParse = await loadBatch(t.db, created._id);
    expect(afterParse!.status).toBe("COMPLETE_DOC_PARSING");
    const pages = afterParse!.page_data.length;
    expect(afterParse!.splitted_documents).toHaveLength(2);

    // Parse again from scratch (as a re-process would): same files, same pages, nothing duplicated.
    await t.db.query(
      `UPDATE batches SET status = 'START_DOC_PARSING', workflow = workflow || '{"step":"Parse"}'::jsonb WHERE id = $1`,
      [created._id],
    );
    await startWorkers(t.services); // a new worker process starts and recovers unfinished batches
    for (let i = 0; i < 200; i++) {
      const b = await loadBatch(t.db, created._id);
      if (b!.status === "USER_VALIDATION") break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const done = await loadBatch(t.db, created._id);
    expect(done!.status).toBe("USER_VALIDATION");
    expect(done!.page_data).toHaveLength(pages);
    expect(done!.splitted_documents).toHaveLength(2);
    const thumbs = done!.page_data.map((p: any) => p.thumbnailKey);
    expect(new Set(thumbs).size).toBe(pages);
  });
});
