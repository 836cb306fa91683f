import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob, unique } from "../../testing/masterDataFactories";
import { atExtraction, createFixtureBatch, waitForBatch } from "../../testing/batches";

/** PATCH /batch/extractionvalidate: table rows a person added, deleted or changed. */
describe("extraction table rows (API)", () => {
  let t: TestApp;
  let admin: Caller;
  let fields: Record<string, any>;
  let batch: any;

  beforeAll(async () => {
    t = await createTestApp("pglite", {}, { workers: true });
    admin = await t.signedIn(["admin"]);
    fields = {
      number: await makeField(admin, { name: unique("Invoice Number") }),
      description: await makeField(admin, { name: unique("Description") }),
      amount: await makeField(admin, { name: unique("Amount"), dataType: "Number" }),
    };
    const validation = { required: false, regex: "", formula: null, formulaText: "" };
    const invoice = await makeClass(admin, [], {
      name: unique("Invoice"),
      fields: [{ field: fields.number._id, order: 1, validation }],
      tables: [
        {
          name: "Lines",
          description: "",
          columns: [
            { field: fields.description._id, validation },
            { field: fields.amount._id, validation },
          ],
        },
      ],
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
    batch = await waitForBatch(admin, created._id, atExtraction);
  });
  afterAll(() => t.close());

  it("stores the rows as the person left them: one deleted, one changed, one added; the table keeps its columns", async () => {
    const doc = batch.extractionDocuments[0];
    const table = doc.tables.find((x: any) => x.name === "Lines");
    expect(table.columns.map((c: any) => c._id)).toEqual([fields.description._id, fields.amount._id]);
    expect(table.rows.length, "coolblue1 has several article lines").toBeGreaterThanOrEqual(3);
    const [first, second, ...rest] = table.rows;
    const changed = second.map((c: any) => (c.field._id === fields.amount._id ? { ...c, value: 12.5 } : c));
    const added = [
      { _id: "new-row-cell-0001", field: { _id: fields.description._id, name: "Description" }, value: "Shipping" },
      { _id: second[1]._id, field: fields.amount._id, value: 4.95 }, // an id used by another cell: the server gives its own
      { _id: "x", field: fields.number._id, value: "not a column" }, // not a column: dropped
    ];
    const edited = { ...doc, tables: [{ name: "Lines", rows: [changed, ...rest, added] }] };
    const res = await admin.request({
      method: "PATCH",
      url: `/api/batch/extractionvalidate/${batch._id}`,
      payload: { extractionDocuments: [edited] },
      headers: { "if-match": String(batch.version) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await admin.request({ method: "GET", url: `/api/batch/${batch._id}` }))
      .json()
      .extractionDocuments[0].tables.find((x: any) => x.name === "Lines");
    expect(stored.columns.map((c: any) => c._id)).toEqual([fields.description._id, fields.amount._id]);
    expect(stored.rows).toHaveLength(table.rows.length); // one deleted, one added
    expect(stored.rows[0].map((c: any) => c._id)).toEqual(second.map((c: any) => c._id));
    expect(stored.rows[0].find((c: any) => c.field._id === fields.amount._id).value).toBe(12.5);
    expect(stored.rows.flat().some((c: any) => first.some((f: any) => f._id === c._id))).toBe(false); // the deleted row
    const last = stored.rows.at(-1);
    expect(last).toHaveLength(2);
    expect(last[0]).toMatchObject({
      _id: "new-row-cell-0001",
      field: { _id: fields.description._id },
      value: "Shipping",
    });
    expect(last[1]).toMatchObject({ field: { _id: fields.amount._id }, value: 4.95 });
    expect(last[1]._id).not.toBe(second[1]._id);
    const ids = stored.rows.flat().map((c: any) => c._id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
