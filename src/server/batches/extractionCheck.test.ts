import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob, unique } from "../../testing/masterDataFactories";
import { atExtraction, createFixtureBatch, waitForBatch } from "../../testing/batches";

/** POST /batch/:id/extraction-check: the class's validations on a document's edited values, nothing saved. */
describe("extraction check (API)", () => {
  let t: TestApp;
  let admin: Caller;
  let fields: Record<string, any>;
  let names: Record<string, string>;
  let batch: any;

  beforeAll(async () => {
    t = await createTestApp("pglite", {}, { workers: true });
    admin = await t.signedIn(["admin"]);
    names = { net: unique("Net"), tax: unique("Tax"), total: unique("Total") };
    fields = {
      net: await makeField(admin, { name: names.net, dataType: "Number" }),
      tax: await makeField(admin, { name: names.tax, dataType: "Number" }),
      total: await makeField(admin, { name: names.total, dataType: "Number" }),
    };
    const validation = (formulaText = "") => ({ required: false, regex: "", formula: null, formulaText });
    const invoice = await makeClass(admin, [], {
      name: unique("Invoice"),
      fields: [
        { field: fields.net._id, order: 1, validation: validation() },
        { field: fields.tax._id, order: 2, validation: validation() },
        { field: fields.total._id, order: 3, validation: validation(`[${names.net}] + [${names.tax}]`) },
      ],
    });
    expect(invoice.fields[2].validation.formula, "the parsed formula").toBeTruthy();
    // Split validated by itself, extraction waiting for a person.
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
    batch = await waitForBatch(admin, created._id, atExtraction);
  });
  afterAll(() => t.close());

  const check = (body: unknown, caller = admin, id = batch._id) =>
    caller.request({ method: "POST", url: `/api/batch/${id}/extraction-check`, payload: body as any });
  const values = (net: unknown, tax: unknown, total: unknown) => [
    { field: fields.net._id, value: net },
    { field: fields.tax._id, value: tax },
    { field: fields.total._id, value: total },
  ];
  const errorOf = (res: any, fieldId: string) => res.json().properties.find((p: any) => p.field === fieldId)?.error;

  it("gives the formula error on Total when Net breaks it, clears it when Net is set back, and saves nothing", async () => {
    expect(batch.status).toBe("USER_VALIDATION");
    const doc = batch.extractionDocuments[0];
    const before = (await admin.request({ method: "GET", url: `/api/batch/${batch._id}` })).json();

    const broken = await check({
      fileLocation: doc.fileLocation,
      docNo: doc.docNo,
      properties: values(593.63, 124.61, 717.97),
    });
    expect(broken.statusCode, broken.body).toBe(200);
    expect(
      broken
        .json()
        .properties.map((p: any) => p.field)
        .sort(),
    ).toEqual([fields.net._id, fields.tax._id, fields.total._id].sort());
    expect(errorOf(broken, fields.total._id)).toBe(`${names.total} should be 718.24 ([${names.net}] + [${names.tax}])`);
    expect(errorOf(broken, fields.net._id)).toBeNull();

    // Net set back: Total's error is gone, though Total itself was not touched. Found by docNo alone too.
    const fixed = await check({ docNo: doc.docNo, properties: values(593.36, 124.61, 717.97) });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().properties.every((p: any) => p.error === null)).toBe(true);

    // A value of the wrong type is reported on its own field.
    const typed = await check({ docNo: doc.docNo, properties: [{ field: fields.tax._id, value: "abc" }] });
    expect(errorOf(typed, fields.tax._id)).toBe(`${names.tax} must be a number`);

    const after = (await admin.request({ method: "GET", url: `/api/batch/${batch._id}` })).json();
    expect(after.version).toBe(before.version);
    expect(after.extractionDocuments).toEqual(before.extractionDocuments);
  });

  it("refuses a document that is not in the batch, a body without docNo, and an unknown batch", async () => {
    expect((await check({ docNo: 99, properties: [] })).statusCode).toBe(400);
    expect((await check({ properties: [] })).statusCode).toBe(400);
    expect((await check({ docNo: 1, properties: [] }, admin, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(
      404,
    );
  });
});
