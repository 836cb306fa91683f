import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob, unique } from "../../testing/masterDataFactories";
import { atExtraction, createFixtureBatch, invoiceFixture, waitForBatch } from "../../testing/batches";

/**
 * Issue 15.2 and 15.4 through the API on real invoices: thresholds on the job, the QA sample and its measured
 * accuracy, possible duplicates across batches. The fixtures' confidences (Invoice Number, Total) at the time of
 * writing: coolblue1, coolblue2, QualityHosting, free_fiber 0.95 / 0.91; AzureInterior's number 0.80.
 */
describe.each(TEST_DATABASES)("straight-through processing on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { workers: true });
  });
  afterAll(() => t.close());

  /** An organization of its own (fingerprints are per organization) with an invoice class and a job. */
  async function setup(extraction: Record<string, unknown>, classification: Record<string, unknown> = {}) {
    const admin = await t.signedIn(["admin"]);
    const number = await makeField(admin, { name: "Invoice Number" });
    const total = await makeField(admin, { name: "Total", dataType: "Number" });
    const seller = await makeField(admin, { name: "Seller" });
    const date = await makeField(admin, { name: "Invoice Date", dataType: "Date" });
    let order = 0;
    const required = (field: string, yes: boolean) => ({
      field,
      order: ++order,
      validation: { required: yes, regex: "", formula: null, formulaText: "" },
    });
    const cls = await makeClass(admin, [], {
      name: unique("Invoice"),
      fields: [
        required(number._id, true),
        required(total._id, true),
        required(seller._id, false),
        required(date._id, false),
      ],
    });
    const job = await makeJob(admin, [cls._id], {
      documentParser: "text-layer",
      classification: {
        documentClasses: [cls._id],
        autoClassification: false,
        autoValidateClassification: false,
        prompt: "",
        eachPageClassification: false,
        ...classification,
      },
      split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
      extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0, ...extraction },
    });
    return { admin, job, cls };
  }

  const get = async (caller: Caller, id: string) =>
    (await caller.request({ method: "GET", url: `/api/batch/${id}` })).json();
  const byFile = (batch: any, names: string[]) =>
    Object.fromEntries(batch.extractionDocuments.map((d: any) => [names[d.docNo - 1], d]));
  const confirmAll = (batch: any, change: (d: any) => any = (d) => d) => ({
    extractionDocuments: batch.extractionDocuments.map((d: any) =>
      change({
        ...d,
        validated: true,
        properties: d.properties.map((p: any) => ({ ...p, field: p.field._id, validated: true })),
      }),
    ),
  });

  it("a document with a required field below the threshold waits; the others pass (validated), and the batch waits for it alone", async () => {
    const { admin, job } = await setup({ confidenceThreshold: 0.9 });
    expect(job.extraction).toMatchObject({ confidenceThreshold: 0.9, qaSampleShare: 0 });
    const names = ["coolblue1.pdf", "QualityHosting.pdf", "AzureInterior.pdf", "NetpresseInvoice.pdf"];
    const created = await createFixtureBatch(t, admin, job._id, names);
    const batch = await waitForBatch(admin, created._id, atExtraction);
    expect(batch.workflow.extractionThreshold).toBe(0.9);
    const docs = byFile(batch, names);
    expect(docs["AzureInterior.pdf"]).toMatchObject({
      validated: false,
      review: ["Below the confidence threshold 0.90: Invoice Number (0.80)."],
    });
    // NetpresseInvoice's Seller is at 0.61, but Seller is not required: its confidence holds nothing back.
    for (const name of ["coolblue1.pdf", "QualityHosting.pdf", "NetpresseInvoice.pdf"])
      expect(docs[name], name).toMatchObject({ validated: true, autoValidated: true, review: [] });

    // The person confirms the one left; the batch goes on.
    const res = await admin.request({
      method: "PATCH",
      url: `/api/batch/extractionvalidate/${batch._id}`,
      payload: confirmAll(batch),
      headers: { "if-match": String(batch.version) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("EXPORTING");

    // A job saved without the new settings (as the spec's client sends it) reads them with their defaults.
    const old = await admin.request({
      method: "PATCH",
      url: `/api/job/${job._id}`,
      payload: {
        ...job,
        classification: {
          ...job.classification,
          documentClasses: job.classification.documentClasses.map((c: any) => c._id),
          confidenceThreshold: undefined,
        },
        extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
      },
    });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().extraction).toMatchObject({ confidenceThreshold: 0.9, qaSampleShare: 0 });
    expect(old.json().classification.confidenceThreshold).toBe(0.9);
    const bad = await admin.request({
      method: "PATCH",
      url: `/api/job/${job._id}`,
      payload: {
        ...job,
        classification: {
          ...job.classification,
          documentClasses: job.classification.documentClasses.map((c: any) => c._id),
        },
        extraction: { ...job.extraction, confidenceThreshold: 1.5 },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Confidence Threshold must be between 0 and 1");
  });

  it("Auto Validate Classification passes pages at or above the threshold; below it the batch waits at Classification with those pages marked", async () => {
    const admin = await t.signedIn(["admin"]);
    const invoice = await makeClass(admin, [(await makeField(admin, { name: "Invoice Number" }))._id], {
      name: unique("Invoice"),
      description: "A supplier invoice with an invoice number and a total",
    });
    // Two classes described alike: the classifier cannot be sure between them.
    const receipt = await makeClass(admin, [(await makeField(admin, { name: "Amount" }))._id], {
      name: unique("Bill"),
      description: "A supplier invoice with an invoice number and a total",
    });
    const jobAt = (confidenceThreshold: number) =>
      makeJob(admin, [invoice._id, receipt._id], {
        documentParser: "text-layer",
        classification: {
          documentClasses: [invoice._id, receipt._id],
          autoClassification: true,
          autoValidateClassification: true,
          prompt: "Classify.",
          eachPageClassification: false,
          confidenceThreshold,
        },
        split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
      });
    const sure = await createFixtureBatch(t, admin, (await jobAt(0))._id, ["coolblue1.pdf"]);
    const passed = await waitForBatch(admin, sure._id, atExtraction);
    expect(passed.workflow).toMatchObject({ classificationValidated: true, classificationThreshold: 0 });

    const unsure = await createFixtureBatch(t, admin, (await jobAt(0.999))._id, ["coolblue1.pdf"]);
    const waiting = await waitForBatch(admin, unsure._id, (b) => b.status === "USER_VALIDATION");
    expect(waiting.workflow).toMatchObject({
      step: "Classification",
      classificationValidated: false,
      classificationThreshold: 0.999,
    });
    expect(waiting.pageData[0].confidence).toBeLessThan(0.999);
    expect(waiting.pageData[0].belowThreshold).toBe(true);
  });

  it("the QA sample sends the configured share of passing documents to a person, the same ones on a re-process; their corrections are the measured accuracy", async () => {
    const { admin, job } = await setup({ confidenceThreshold: 0.9, qaSampleShare: 0.5 });
    const names = ["coolblue1.pdf", "coolblue2.pdf", "QualityHosting.pdf", "free_fiber.pdf"];
    const created = await createFixtureBatch(t, admin, job._id, names);
    let batch = await waitForBatch(admin, created._id, atExtraction);
    const sampled = batch.extractionDocuments.filter((d: any) => d.qaSample);
    expect(sampled).toHaveLength(2);
    for (const d of sampled)
      expect(d).toMatchObject({ validated: false, review: [expect.stringMatching(/^QA sample/)] });
    for (const d of batch.extractionDocuments.filter((d: any) => !d.qaSample))
      expect(d).toMatchObject({ validated: true, autoValidated: true });

    // A re-process of a sampled document does not draw again.
    const again = sampled[0];
    const re = await admin.request({
      method: "PATCH",
      url: `/api/batch/reProcesssingleextractiondocument/${batch._id}`,
      payload: { extractionDocuments: [], reprocessDocNo: again.docNo },
      headers: { "if-match": String(batch.version) },
    });
    expect(re.statusCode, re.body).toBe(200);
    batch = await waitForBatch(admin, batch._id, atExtraction);
    expect(batch.extractionDocuments.filter((d: any) => d.qaSample).map((d: any) => d.docNo)).toEqual(
      sampled.map((d: any) => d.docNo),
    );

    // The person changes one value of one sampled document and confirms them: 1 of 8 values changed.
    const corrected = sampled[0].docNo;
    const body = confirmAll(batch, (d) =>
      d.docNo === corrected
        ? {
            ...d,
            properties: d.properties.map((p: any) =>
              p.field === sampled[0].properties[0].field._id ? { ...p, value: "CORRECTED-1" } : p,
            ),
          }
        : d,
    );
    const res = await admin.request({
      method: "PATCH",
      url: `/api/batch/extractionvalidate/${batch._id}`,
      payload: body,
      headers: { "if-match": String(batch.version) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("EXPORTING");
    const accuracy = await admin.request({ method: "GET", url: `/api/straight-through/accuracy?jobId=${job._id}` });
    expect(accuracy.statusCode, accuracy.body).toBe(200);
    expect(accuracy.json()).toEqual({
      documents: 2,
      documentsUnchanged: 1,
      values: 8,
      valuesChanged: 1,
      valueAccuracy: 0.875,
      documentAccuracy: 0.5,
      jobs: [
        {
          jobId: job._id,
          documents: 2,
          documentsUnchanged: 1,
          values: 8,
          valuesChanged: 1,
          valueAccuracy: 0.875,
          documentAccuracy: 0.5,
        },
      ],
    });
    // Another organization sees nothing of it.
    const other = await t.signedIn(["admin"]);
    expect((await other.request({ method: "GET", url: "/api/straight-through/accuracy" })).json()).toMatchObject({
      documents: 0,
      valueAccuracy: null,
      jobs: [],
    });
  });

  it("flags possible duplicates across batches (the same file; the same seller, number and total), never passes them, and a person clears the flag", async () => {
    const { admin, job } = await setup({ confidenceThreshold: 0.9 });
    const first = await createFixtureBatch(t, admin, job._id, ["coolblue1.pdf", "QualityHosting.pdf"]);
    const done = await waitForBatch(
      admin,
      first._id,
      (b) => b.status === "EXPORTED" || b.workflow?.extractionValidated,
    );
    expect(done.extractionDocuments.every((d: any) => d.validated && !d.duplicateOf)).toBe(true);

    // The same coolblue1 file; QualityHosting with other bytes (a comment after %%EOF) but the same values; a new invoice.
    const names = ["coolblue1.pdf", "QualityHostingCopy.pdf", "free_fiber.pdf"];
    const bytesOf = (name: string) =>
      name === "QualityHostingCopy.pdf"
        ? Buffer.concat([invoiceFixture("QualityHosting.pdf"), Buffer.from("\n% a copy\n")])
        : invoiceFixture(name);
    const second = await createFixtureBatch(t, admin, job._id, names, bytesOf);
    let batch = await waitForBatch(admin, second._id, atExtraction);
    let docs = byFile(batch, names);
    expect(docs["coolblue1.pdf"]).toMatchObject({
      validated: false,
      duplicateOf: { batchId: first._id, batchNumber: done.batchNumber, docNo: 1, reason: "file" },
    });
    expect(docs["coolblue1.pdf"].review).toContain(`Possible duplicate of Batch ${done.batchNumber}, Doc 1.`);
    expect(docs["QualityHostingCopy.pdf"]).toMatchObject({
      validated: false,
      duplicateOf: { batchId: first._id, docNo: 2, reason: "values" },
    });
    expect(docs["free_fiber.pdf"]).toMatchObject({ validated: true });
    expect(docs["free_fiber.pdf"].duplicateOf).toBeUndefined();
    // The first batch's documents are not duplicates of the later ones.
    expect((await get(admin, first._id)).extractionDocuments.some((d: any) => d.duplicateOf)).toBe(false);

    // Not a duplicate: the flag goes, the confirmation is recorded, and a re-process does not flag it again.
    const notDup = (docNo: number, version: number) =>
      admin.request({
        method: "POST",
        url: `/api/batch/${batch._id}/not-duplicate`,
        payload: { docNo },
        headers: { "if-match": String(version) },
      });
    expect((await notDup(3, batch.version)).json().message).toBe("Doc 3 is not flagged as a possible duplicate.");
    expect((await notDup(1, batch.version - 1)).statusCode).toBe(409);
    const cleared = await notDup(1, batch.version);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const doc1 = cleared.json().extractionDocuments[0];
    expect(doc1.duplicateOf).toBeUndefined();
    expect(doc1.duplicateCleared).toMatchObject({ of: { batchId: first._id, docNo: 1 }, by: admin.userId });
    expect(doc1.review).toEqual([]);
    batch = cleared.json();
    const re = await admin.request({
      method: "PATCH",
      url: `/api/batch/reProcesssingleextractiondocument/${batch._id}`,
      payload: { extractionDocuments: [], reprocessDocNo: 1 },
      headers: { "if-match": String(batch.version) },
    });
    expect(re.statusCode, re.body).toBe(200);
    batch = await waitForBatch(admin, batch._id, atExtraction);
    docs = byFile(batch, names);
    expect(docs["coolblue1.pdf"]).toMatchObject({
      validated: true,
      autoValidated: true,
      duplicateCleared: { of: { batchId: first._id } },
    });
    expect(docs["coolblue1.pdf"].duplicateOf).toBeUndefined();
    expect(docs["QualityHostingCopy.pdf"].duplicateOf).toMatchObject({ batchId: first._id });

    // Fingerprints are per organization: another organization's same file is no duplicate.
    const other = await setup({ confidenceThreshold: 0.9 });
    const elsewhere = await createFixtureBatch(t, other.admin, other.job._id, ["coolblue1.pdf"]);
    const theirs = await waitForBatch(
      other.admin,
      elsewhere._id,
      (b) => b.status === "EXPORTED" || b.workflow?.extractionValidated,
    );
    expect(theirs.extractionDocuments[0].duplicateOf).toBeUndefined();
  });
});
