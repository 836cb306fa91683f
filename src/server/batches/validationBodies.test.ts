import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob, unique } from "../../testing/masterDataFactories";
import { atExtraction, createFixtureBatch, waitForBatch } from "../../testing/batches";

const STALE = "Someone else changed this batch meanwhile. Reload it to see the current state.";

/**
 * The validation calls as the spec writes them (no If-Match) and bodies that do not fit the batch: each is refused
 * with a sentence and leaves the batch as it was.
 */
describe.each(TEST_DATABASES)("validation bodies on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let invoice: any;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { workers: true });
    admin = await t.signedIn(["editor"]);
    const admins = await t.signedIn(["admin"], { organizationId: admin.organizationId });
    const validation = { required: false, regex: "", formula: null, formulaText: "" };
    const [number, date, description, amount] = [
      await makeField(admins, { name: unique("Invoice Number") }),
      await makeField(admins, { name: unique("Invoice Date") }),
      await makeField(admins, { name: unique("Description") }),
      await makeField(admins, { name: unique("Amount"), dataType: "Number" }),
    ];
    invoice = await makeClass(admins, [], {
      name: unique("Invoice"),
      fields: [
        { field: number._id, order: 1, validation },
        { field: date._id, order: 2, validation },
      ],
      tables: [
        {
          name: "Lines",
          description: "",
          columns: [
            { field: description._id, validation },
            { field: amount._id, validation },
          ],
        },
      ],
    });
    // Two classes and auto classification, so that the batch waits for a person to validate the classification.
    const receipt = await makeClass(admins, [number._id], { name: unique("Receipt") });
    jobId = (
      await makeJob(admins, [invoice._id, receipt._id], {
        documentParser: "text-layer",
        classification: {
          documentClasses: [invoice._id, receipt._id],
          autoClassification: true,
          autoValidateClassification: false,
          prompt: "Classify.",
          eachPageClassification: true,
        },
        split: { autoValidateSplit: false, splitOptions: [{ _id: "per-file", config: {} }] },
        extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
      })
    )._id;
  });
  afterAll(() => t.close());

  const patch = (step: string, id: string, payload: unknown, headers: Record<string, string> = {}) =>
    admin.request({ method: "PATCH", url: `/api/batch/${step}/${id}`, payload: payload as any, headers });
  async function refused(res: Awaited<ReturnType<typeof patch>>, status: number, message: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
  }

  it("takes the spec's calls without If-Match when they fit the step, and refuses bodies that do not fit the batch", async () => {
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf", "saeco.pdf"]);
    const batch = await waitForBatch(admin, created._id, (b) => b.status === "USER_VALIDATION");
    expect(batch.workflow.classificationValidated).toBe(false);
    const id = batch._id;
    const pages: number[] = batch.pageData.map((p: any) => p.pageNo);
    const n = pages.length;
    expect(n).toBeGreaterThanOrEqual(2);
    const allInvoice = pages.map((pageNo) => ({ pageNo, documentClass: invoice._id }));

    // Calls that do not fit the step the batch waits for.
    await refused(
      await patch("splitvalidate", id, { splittedDocuments: [{ docNo: 1, mainPages: pages }] }),
      409,
      "This batch is not waiting for split validation; reload it to see where it is.",
    );
    await refused(
      await patch("extractionvalidate", id, { extractionDocuments: [{ docNo: 1 }] }),
      409,
      "This batch is not waiting for extraction validation; reload it to see where it is.",
    );

    // Classification bodies that do not fit the batch.
    await refused(
      await patch("classificationvalidate", id, { pageData: Array.from({ length: 20_000 }, () => allInvoice[0]) }),
      400,
      `pageData lists more pages than this batch has (${n} pages).`,
    );
    await refused(
      await patch("classificationvalidate", id, { pageData: [allInvoice[0], allInvoice[0]] }),
      400,
      "Page 1 is listed more than once.",
    );
    await refused(
      await patch("classificationvalidate", id, { pageData: [{ pageNo: n + 1, documentClass: invoice._id }] }),
      400,
      `Page ${n + 1} is not in this batch.`,
    );
    // If-Match still counts when it is sent.
    await refused(
      await patch("classificationvalidate", id, { pageData: allInvoice }, { "if-match": String(batch.version + 1) }),
      409,
      STALE,
    );
    await refused(
      await patch("classificationvalidate", id, { pageData: allInvoice }, { "if-match": "yesterday" }),
      400,
      "If-Match must be the batch version the change is based on, e.g. If-Match: 3.",
    );
    expect((await admin.request({ method: "GET", url: `/api/batch/${id}` })).json().version).toBe(batch.version);

    // The spec's body, no If-Match.
    const classified = await patch("classificationvalidate", id, { pageData: allInvoice });
    expect(classified.statusCode, classified.body).toBe(200);
    await refused(
      await patch("classificationvalidate", id, { pageData: allInvoice }),
      409,
      "This batch is not waiting for classification validation; reload it to see where it is.",
    );

    const atSplit = await waitForBatch(
      admin,
      id,
      (b) => b.status === "USER_VALIDATION" && b.workflow.classificationValidated,
    );
    await refused(
      await patch("splitvalidate", id, {
        splittedDocuments: Array.from({ length: 20_000 }, () => ({ mainPages: [1] })),
      }),
      400,
      `splittedDocuments lists more documents than this batch has pages (${n} pages).`,
    );
    await refused(
      await patch("splitvalidate", id, { splittedDocuments: [{ mainPages: Array.from({ length: 20_000 }, () => 1) }] }),
      400,
      `A document lists more pages than this batch has (${n} pages).`,
    );
    await refused(
      await patch("splitvalidate", id, { splittedDocuments: [{ mainPages: [1] }, { mainPages: [1] }] }),
      400,
      "Page 1 is in more than one document.",
    );
    await refused(
      await patch("splitvalidate", id, { splittedDocuments: [{ mainPages: [n + 1] }] }),
      400,
      `Page ${n + 1} is not in this batch.`,
    );
    expect((await admin.request({ method: "GET", url: `/api/batch/${id}` })).json().version).toBe(atSplit.version);
    const split = await patch("splitvalidate", id, {
      splittedDocuments: [
        { docNo: 1, totalPages: n - 1, mainPages: pages.slice(0, -1) },
        { docNo: 2, totalPages: 1, mainPages: pages.slice(-1) },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);

    const ready = await waitForBatch(admin, id, atExtraction);
    const docs = ready.extractionDocuments;
    expect(docs).toHaveLength(2);
    const [doc] = docs;
    expect(doc.properties).toHaveLength(2);
    const prop = (i: number, value: unknown) => ({ field: doc.properties[i].field._id, value });
    const lines = doc.tables.find((x: any) => x.name === "Lines");
    const extraction = (edit: Record<string, unknown>) => ({
      extractionDocuments: [{ docNo: 1, fileLocation: doc.fileLocation, ...edit }],
    });

    // The 0.6 MB body that made a 40 MB row: refused before it is read document by document.
    await refused(
      await patch("extractionvalidate", id, {
        extractionDocuments: Array.from({ length: 20_000 }, () => ({ docNo: 1 })),
      }),
      400,
      "extractionDocuments lists more documents than this batch has (2 documents).",
    );
    await refused(
      await patch("extractionvalidate", id, { extractionDocuments: [{ docNo: 1 }, { docNo: 1 }] }),
      400,
      "Document 1 is listed more than once.",
    );
    await refused(
      await patch("extractionvalidate", id, { extractionDocuments: [{ docNo: 99 }] }),
      400,
      "Document 99 is not in this batch.",
    );
    await refused(
      await patch("extractionvalidate", id, extraction({ properties: [prop(0, "a"), prop(1, "b"), prop(0, "c")] })),
      400,
      "Document 1 has more properties than its class has fields (2 fields).",
    );
    await refused(
      await patch("extractionvalidate", id, extraction({ properties: [prop(0, "a"), prop(0, "b")] })),
      400,
      `Document 1: the field ${doc.properties[0].field.name} is listed more than once.`,
    );
    await refused(
      await patch("extractionvalidate", id, extraction({ properties: [prop(0, "x".repeat(10_001))] })),
      400,
      "Document 1: a value may have at most 10,000 characters.",
    );
    await refused(
      await patch("extractionvalidate", id, extraction({ tables: [lines, lines] })),
      400,
      "Document 1 has more tables than it holds (1 table).",
    );
    const manyRows = Array.from({ length: 1001 }, () => [{ field: lines.columns[0]._id, value: "row" }]);
    await refused(
      await patch("extractionvalidate", id, extraction({ tables: [{ name: "Lines", rows: manyRows }] })),
      400,
      "Document 1, table Lines: a table may have at most 1,000 rows.",
    );
    const wideRow = Array.from({ length: 500 }, () => ({ field: lines.columns[0]._id, value: "cell" }));
    await refused(
      await patch("extractionvalidate", id, extraction({ tables: [{ name: "Lines", rows: [wideRow] }] })),
      400,
      "Document 1, table Lines: a row has more cells than its class has fields.",
    );
    const check = await admin.request({
      method: "POST",
      url: `/api/batch/${id}/extraction-check`,
      payload: { docNo: 1, properties: Array.from({ length: 20_000 }, () => prop(0, "a")) },
    });
    await refused(check, 400, "Document 1 has more properties than its class has fields (2 fields).");
    const unchanged = (await admin.request({ method: "GET", url: `/api/batch/${id}` })).json();
    expect(unchanged.version).toBe(ready.version);
    expect(unchanged.extractionDocuments).toHaveLength(2);

    // The spec's body, no If-Match: every document confirmed, so the batch goes on to export.
    const body = {
      extractionDocuments: docs.map((d: any) => ({
        docNo: d.docNo,
        properties: d.properties.map((p: any) => ({
          field: p.field._id,
          value: p.value,
          originalValue: p.originalValue,
          validated: true,
          error: null,
        })),
        validated: true,
        tables: d.tables,
        parseData: d.parseData,
      })),
    };
    const validated = await patch("extractionvalidate", id, body);
    expect(validated.statusCode, validated.body).toBe(200);
    const exported = await waitForBatch(admin, id, (b) => b.status === "EXPORTED");
    expect(exported.extractionDocuments).toHaveLength(2);

    // Re-process as the spec writes it: no If-Match, and it fits an exported batch.
    const again = await patch("reprocess", id, { nextWorkflowAction: "Export" });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().status).toBe("EXPORTING");
  });
});
