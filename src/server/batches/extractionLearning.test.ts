import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob, makeMasterKeyCategory, post, unique } from "../../testing/masterDataFactories";
import { atExtraction, createFixtureBatch, waitForBatch } from "../../testing/batches";

const STALE = "Someone else changed this batch meanwhile. Reload it to see the current state.";

/** Issue 17.4: a person's extraction correction teaches the extractor only once the version-checked write stood. */
describe.each(TEST_DATABASES)("learning from extraction edits on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let batch: any;
  let reference: any;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { workers: true });
    admin = await t.signedIn(["admin"]);
    reference = await makeField(admin, { name: unique("Reference") });
    const vendors = await makeMasterKeyCategory(admin);
    const vendor = await post(admin, "/api/value-list-data", {
      valueListCategory: vendors._id,
      data: { Name: "Coolblue", VAT: "" },
    });
    const invoice = await makeClass(admin, [reference._id], {
      name: unique("Invoice"),
      masterKeyCategory: vendors._id,
    });
    const job = await makeJob(admin, [invoice._id], {
      documentParser: "text-layer",
      classification: {
        documentClasses: [invoice._id],
        autoClassification: false,
        autoValidateClassification: false,
        prompt: "",
        eachPageClassification: false,
      },
      split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
      extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    });
    const created = await createFixtureBatch(t, admin, job._id, ["coolblue1.pdf"]);
    await waitForBatch(admin, created._id, atExtraction);
    // The document's master key, whatever the matcher found: learning is keyed by it.
    await t.db.query(
      `UPDATE batches SET extraction_documents = jsonb_set(extraction_documents, '{0,masterKeyData}', $2::jsonb), version = version + 1 WHERE id = $1`,
      [created._id, JSON.stringify({ _id: vendor._id, value: "Coolblue" })],
    );
    batch = (await admin.request({ method: "GET", url: `/api/batch/${created._id}` })).json();
  });
  afterAll(() => t.close());

  const hints = async () =>
    (await t.db.query(`SELECT field_id FROM extraction_hints WHERE organization_id = $1`, [admin.organizationId]))
      .length;
  const edit = (value: string) => {
    const doc = batch.extractionDocuments[0];
    const properties = doc.properties.map((p: any) =>
      (p.field._id ?? p.field) === reference._id ? { ...p, value } : p,
    );
    return { extractionDocuments: [{ ...doc, properties }] };
  };

  it("an edit refused with 409 at the write (someone else saved first) teaches nothing; the one that is stored does", async () => {
    expect(await hints()).toBe(0);
    // Someone else's change lands between this request's read of the batch and its version-checked write.
    // The save writes in a transaction (with its history): the race is played inside it, before its UPDATE.
    const transaction = t.db.transaction;
    let raced = false;
    t.db.transaction = (async (fn: Parameters<typeof transaction>[0]) => {
      if (raced) return transaction.call(t.db, fn);
      raced = true;
      await t.db.query(`UPDATE batches SET version = version + 1 WHERE id = $1`, [batch._id]);
      return transaction.call(t.db, fn);
    }) as typeof transaction;
    try {
      const res = await admin.request({
        method: "PATCH",
        url: `/api/batch/extractionvalidate/${batch._id}`,
        payload: edit("Typed by hand A"),
        headers: { "if-match": String(batch.version) },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(STALE);
    } finally {
      t.db.transaction = transaction;
    }
    expect(raced).toBe(true);
    expect(await hints(), "a refused edit taught the extractor").toBe(0);

    batch = (await admin.request({ method: "GET", url: `/api/batch/${batch._id}` })).json();
    const res = await admin.request({
      method: "PATCH",
      url: `/api/batch/extractionvalidate/${batch._id}`,
      payload: edit("Typed by hand B"),
      headers: { "if-match": String(batch.version) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await hints()).toBe(1);
  });
});
