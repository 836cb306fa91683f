import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { createFixtureBatch, waitForBatch } from "../../testing/batches";
import { pdfWithUnreadablePage } from "../../testing/brokenPdfs";
import { isInProgress } from "../../domain/batch/status";

/** Issue 17.5: pages Parse had to leave blank are told to the person on the batch (workflow.notices), not only logged. */
describe.each(TEST_DATABASES)("Parse notices on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { workers: true });
    admin = await t.signedIn(["admin"]);
    const cls = await makeClass(admin, [(await makeField(admin))._id]);
    jobId = (await makeJob(admin, [cls._id], { documentParser: "text-layer" }))._id;
  });
  afterAll(() => t.close());

  it("a repaired PDF with a page left blank: the batch goes on and says which page", async () => {
    const created = await createFixtureBatch(t, admin, jobId, ["repaired.pdf"], () => pdfWithUnreadablePage());
    const batch = await waitForBatch(admin, created._id, (b) => b.pageData?.length > 0 && !isInProgress(b.status));
    expect(batch.status).not.toBe("ERROR");
    expect(batch.workflow.notices).toEqual([
      `repaired.pdf: 1 of ${batch.pageData.length} pages could not be read and were left blank (page 2 of this batch).`,
    ]);
  });

  it("a clean file has no notices", async () => {
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf"]);
    const batch = await waitForBatch(admin, created._id, (b) => b.pageData?.length > 0 && !isInProgress(b.status));
    expect(batch.workflow.notices).toEqual([]);
  });
});
