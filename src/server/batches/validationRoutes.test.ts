import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { createFixtureBatch, waitForBatch as waitFor } from "../../testing/batches";

describe.each(TEST_DATABASES)("validation and re-process on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let classes: any[];
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { workers: true });
    admin = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    classes = [
      await makeClass(admin, [field._id], { name: "Invoice" }),
      await makeClass(admin, [field._id], { name: "Receipt" }),
    ];
    jobId = (
      await makeJob(
        admin,
        classes.map((c) => c._id),
        {
          documentParser: "text-layer",
          classification: {
            autoClassification: true,
            autoValidateClassification: false,
            eachPageClassification: true,
            prompt: "Classify.",
            documentClasses: classes.map((c) => c._id),
          },
        },
      )
    )._id;
  });
  afterAll(() => t.close());

  async function newBatch() {
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf", "saeco.pdf"]);
    return waitFor(admin, created._id, (b) => b.status === "USER_VALIDATION" || b.status === "ERROR");
  }

  it("validates classification and split with the batch version; a stale version is 409 and changes nothing", async () => {
    const batch = await newBatch();
    expect(batch.status).toBe("USER_VALIDATION");
    // Cold start from the class names: real invoices are classified as Invoice, each page with a confidence.
    expect(batch.pageData.every((p: any) => p.documentClass.name === "Invoice")).toBe(true);
    expect(batch.pageData.every((p: any) => p.confidence > 0.5 && p.confidence <= 1)).toBe(true);
    const pageData = batch.pageData.map((p: any) => ({ pageNo: p.pageNo, documentClass: classes[1]._id }));
    const url = `/api/batch/classificationvalidate/${batch._id}`;
    const other = await admin.request({
      method: "PATCH",
      url,
      payload: { pageData: [{ pageNo: 1, documentClass: "nope" }] },
      headers: { "if-match": String(batch.version) },
    });
    expect(other.json().message).toBe("Page 1: the class is not one of this job's classes.");
    // Two people validate the same version: the first wins, the second gets 409 and loses nothing.
    const first = await admin.request({
      method: "PATCH",
      url,
      payload: { pageData },
      headers: { "if-match": String(batch.version) },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await admin.request({
      method: "PATCH",
      url,
      payload: { pageData: pageData.map((p: any) => ({ ...p, documentClass: classes[0]._id })) },
      headers: { "if-match": String(batch.version) },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      "Someone else changed this batch meanwhile. Reload it to see the current state.",
    );

    // The validation (a correction to Receipt) became training data of this organization.
    const [{ count }] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM classifier_examples WHERE organization_id = $1 AND document_class_id = $2`,
      [admin.organizationId, classes[1]._id],
    );
    expect(count).toBe(batch.pageData.length);
    const atSplit = await waitFor(
      admin,
      batch._id,
      (b) =>
        b.status === "USER_VALIDATION" && b.workflow.splitValidated === false && b.workflow.classificationValidated,
    );
    expect(atSplit.pageData.every((p: any) => p.documentClass.name === "Receipt")).toBe(true);
    const pages = atSplit.pageData.map((p: any) => p.pageNo);
    // The person splits the last page out into its own document and drops the first page.
    const docs = [
      { docNo: 1, mainPages: pages.slice(1, -1) },
      { docNo: 2, mainPages: [pages.at(-1)] },
      { docNo: 3, mainPages: [] },
    ];
    const dup = await admin.request({
      method: "PATCH",
      url: `/api/batch/splitvalidate/${batch._id}`,
      payload: { splittedDocuments: [{ mainPages: [1] }, { mainPages: [1] }] },
      headers: { "if-match": String(atSplit.version) },
    });
    expect(dup.json().message).toBe("Page 1 is in more than one document.");
    const split = await admin.request({
      method: "PATCH",
      url: `/api/batch/splitvalidate/${batch._id}`,
      payload: { splittedDocuments: docs },
      headers: { "if-match": String(atSplit.version) },
    });
    expect(split.statusCode, split.body).toBe(200);
    const atExtraction = await waitFor(
      admin,
      batch._id,
      (b) => b.status === "USER_VALIDATION" && b.workflow.splitValidated,
    );
    expect(atExtraction.splittedDocuments.map((d: any) => d.docNo)).toEqual(
      docs.filter((d) => d.mainPages.length).map((_, i) => i + 1),
    );
    expect(atExtraction.extractionDocuments).toHaveLength(atExtraction.splittedDocuments.length);
    const doc = atExtraction.extractionDocuments[0];
    expect(doc.totalPages).toBe(doc.mainPages.length);
    expect(await t.services.storage.stat(doc.fileLocation)).not.toBeNull();

    // Re-process the split: split validation and everything after it are reset, classification is kept.
    const re = await admin.request({
      method: "PATCH",
      url: `/api/batch/reprocess/${batch._id}`,
      payload: { nextWorkflowAction: "Split" },
      headers: { "if-match": String(atExtraction.version) },
    });
    expect(re.statusCode, re.body).toBe(200);
    const again = await waitFor(admin, batch._id, (b) => b.status === "USER_VALIDATION");
    expect(again.workflow).toMatchObject({ classificationValidated: true, splitValidated: false });
    expect(again.extractionDocuments).toEqual([]);
    expect(again.pageData.every((p: any) => p.documentClass.name === "Receipt")).toBe(true);
    const notYet = await admin.request({
      method: "PATCH",
      url: `/api/batch/reprocess/${batch._id}`,
      payload: { nextWorkflowAction: "Export" },
      headers: { "if-match": String(again.version) },
    });
    expect(notYet.statusCode).toBe(409);
  });
});
