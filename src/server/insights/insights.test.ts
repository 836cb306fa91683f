import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { changedValues, figuresOf } from "../history/batchHistory";

type Row = [batch: number, at: string, kind: string, details?: Record<string, unknown>];

/**
 * A small history written by hand (three days of March 2025, an entry on each side of the period, another
 * organization's entries), and the figures counted by hand in the comments.
 */
const HISTORY: Row[] = [
  // Batch 1: 3 pages, 2 documents wait for a person 08:05 → a partial save 09:00 (the wait goes on) → complete 10:05 (2 h); exported 10:10 (2 h 10 min after upload).
  [1, "2025-03-01T08:00:00Z", "created"],
  [
    1,
    "2025-03-01T08:01:00Z",
    "stage_finished",
    { step: "Parse", pages: 3, documents: 0, autoValidated: 0, status: "CLASSIFYING" },
  ],
  [
    1,
    "2025-03-01T08:05:00Z",
    "stage_finished",
    { step: "Extraction", pages: 3, documents: 2, autoValidated: 0, status: "USER_VALIDATION" },
  ],
  [1, "2025-03-01T09:00:00Z", "validation", { step: "Extraction", complete: false }],
  [1, "2025-03-01T10:05:00Z", "value_changed", { field: "Invoice Number", vendor: "Acme", from: "1", to: "2" }],
  [1, "2025-03-01T10:05:00Z", "value_changed", { field: "Total", vendor: "Acme", from: "1", to: "2" }],
  [1, "2025-03-01T10:05:00Z", "validation", { step: "Extraction", complete: true }],
  [1, "2025-03-01T10:10:00Z", "export", { target: "DE-03" }],
  // Batch 2: 5 pages, 4 documents all passed without a person, exported 10 min after upload.
  [2, "2025-03-02T00:30:00Z", "created"],
  [
    2,
    "2025-03-02T00:31:00Z",
    "stage_finished",
    { step: "Parse", pages: 5, documents: 0, autoValidated: 0, status: "CLASSIFYING" },
  ],
  [
    2,
    "2025-03-02T00:35:00Z",
    "stage_finished",
    { step: "Extraction", pages: 5, documents: 4, autoValidated: 4, status: "EXPORTING" },
  ],
  [2, "2025-03-02T00:40:00Z", "export", { target: "DE-03" }],
  // Batch 3: 1 page, fails at Classification, re-processed, 1 document waits 13:10 → next day 13:10 (24 h); exported 25 h 20 min after upload.
  [3, "2025-03-02T12:00:00Z", "created"],
  [
    3,
    "2025-03-02T12:01:00Z",
    "stage_finished",
    { step: "Parse", pages: 1, documents: 0, autoValidated: 0, status: "CLASSIFYING" },
  ],
  [
    3,
    "2025-03-02T12:02:00Z",
    "error",
    { step: "Classification", stage: "Classification", message: "Classification failed: boom" },
  ],
  [3, "2025-03-02T13:00:00Z", "reprocess", { step: "Classification" }],
  [
    3,
    "2025-03-02T13:10:00Z",
    "stage_finished",
    { step: "Extraction", pages: 1, documents: 1, autoValidated: 0, status: "USER_VALIDATION" },
  ],
  [3, "2025-03-03T13:10:00Z", "value_changed", { field: "Invoice Number", from: "a", to: "b" }],
  [3, "2025-03-03T13:10:00Z", "validation", { step: "Extraction", complete: true }],
  [3, "2025-03-03T13:20:00Z", "export", { target: "DE-03" }],
  // Batch 4: uploaded the day before the period; its Parse (2 pages) and a Split error fall in it.
  [4, "2025-02-28T23:59:00Z", "created"],
  [
    4,
    "2025-03-01T00:01:00Z",
    "stage_finished",
    { step: "Parse", pages: 2, documents: 0, autoValidated: 0, status: "CLASSIFYING" },
  ],
  [4, "2025-03-01T00:02:00Z", "error", { step: "Split", stage: "Split", message: "Split failed: x" }],
  // Batch 5: uploaded on the last day, fails the same way as batch 3.
  [5, "2025-03-03T23:00:00Z", "created"],
  [
    5,
    "2025-03-03T23:30:00Z",
    "error",
    { step: "Classification", stage: "Classification", message: "Classification failed: boom" },
  ],
  // Batch 6: the first second after the period.
  [6, "2025-03-04T00:00:00Z", "created"],
  [6, "2025-03-04T00:00:00Z", "value_changed", { field: "Total", vendor: "Acme", from: "1", to: "2" }],
];

describe.each(TEST_DATABASES)("insights on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let editor: Caller;
  let indexer: Caller;
  let other: Caller;

  const insert = async (orgId: string, rows: Row[]) => {
    const ids = new Map<number, string>();
    for (const [n] of rows) if (!ids.has(n)) ids.set(n, crypto.randomUUID());
    for (const [n, at, kind, details] of rows)
      await t.db.query(
        `INSERT INTO batch_history (organization_id, batch_id, batch_number, at, kind, details) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        [orgId, ids.get(n), n, at, kind, JSON.stringify(details ?? {})],
      );
  };
  const batchesWith = async (orgId: string, statuses: string[]) => {
    let n = 100;
    for (const status of statuses)
      await t.db.query(
        `INSERT INTO batches (id, organization_id, batch_number, job_id, job_snapshot, status, workflow, files) VALUES (gen_random_uuid(), $1, $2, gen_random_uuid(), '{}', $3, '{}', '[]')`,
        [orgId, ++n, status],
      );
  };
  const get = (who: Caller, query: string) => who.request({ method: "GET", url: `/api/insights${query}` });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn(["admin"]);
    editor = await t.signedIn(["editor"], { organizationId: admin.organizationId });
    indexer = await t.signedIn(["indexer"], { organizationId: admin.organizationId });
    other = await t.signedIn(["admin"]);
    await insert(admin.organizationId, HISTORY);
    await batchesWith(admin.organizationId, ["USER_VALIDATION", "ERROR", "USER_VALIDATION", "EXPORTED"]);
    // Another organization: the same history again and a batch, none of it counts for the first.
    await insert(other.organizationId, HISTORY);
    await batchesWith(other.organizationId, ["ERROR", "ERROR", "ERROR"]);
  });
  afterAll(() => t.close());

  it("answers the figures counted by hand", async () => {
    const res = await get(admin, "?from=2025-03-01&to=2025-03-03");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toEqual([
      {
        day: "2025-03-01",
        batches: 1,
        pages: 5,
        documents: 2,
        autoValidated: 0,
        exported: 1,
        corrections: 2,
        errors: 1,
      },
      {
        day: "2025-03-02",
        batches: 2,
        pages: 6,
        documents: 5,
        autoValidated: 4,
        exported: 1,
        corrections: 0,
        errors: 1,
      },
      {
        day: "2025-03-03",
        batches: 1,
        pages: 0,
        documents: 0,
        autoValidated: 0,
        exported: 1,
        corrections: 1,
        errors: 1,
      },
    ]);
    expect(body.totals).toEqual({
      batches: 4,
      pages: 11,
      documents: 7,
      autoValidated: 4,
      exported: 3,
      corrections: 3,
      errors: 3,
      straightThroughShare: 4 / 7,
    });
    // Upload to export: 7,800 s, 600 s, 91,200 s; time in User Validation: 7,200 s and 86,400 s.
    expect(body.uploadToExport).toEqual({ batches: 3, medianSeconds: 7800 });
    expect(body.userValidation).toEqual({ batches: 2, medianSeconds: 46800 });
    expect(body.correctionsByField).toEqual([
      { field: "Invoice Number", corrections: 2, batches: 2 },
      { field: "Total", corrections: 1, batches: 1 },
    ]);
    expect(body.correctionsByVendor).toEqual([
      { vendor: "Acme", corrections: 2, batches: 1 },
      { vendor: null, corrections: 1, batches: 1 },
    ]);
    expect(body.errorsByReason).toEqual([
      { stage: "Classification", reason: "Classification failed: boom", errors: 2 },
      { stage: "Split", reason: "Split failed: x", errors: 1 },
    ]);
    expect(body.queue).toEqual([
      { status: "USER_VALIDATION", batches: 2 },
      { status: "ERROR", batches: 1 },
      { status: "EXPORTED", batches: 1 },
    ]);
  });

  it("one day, a period without entries, and the default of the last 30 days", async () => {
    const one = (await get(editor, "?from=2025-03-02&to=2025-03-02")).json();
    expect(one.days).toEqual([
      {
        day: "2025-03-02",
        batches: 2,
        pages: 6,
        documents: 5,
        autoValidated: 4,
        exported: 1,
        corrections: 0,
        errors: 1,
      },
    ]);
    expect(one.uploadToExport).toEqual({ batches: 1, medianSeconds: 600 });
    // Batch 3's wait began on the 2nd and ended on the 3rd: it counts on the day it began.
    expect(one.userValidation).toEqual({ batches: 1, medianSeconds: 86400 });
    const empty = (await get(editor, "?from=2024-01-01&to=2024-01-02")).json();
    expect(empty.totals).toMatchObject({ batches: 0, documents: 0, straightThroughShare: null });
    expect(empty.uploadToExport).toEqual({ batches: 0, medianSeconds: null });
    expect(empty.correctionsByField).toEqual([]);
    const byDefault = (await get(editor, "")).json();
    expect(byDefault.days).toHaveLength(30);
    expect(byDefault.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it("admins and editors only; the period is checked", async () => {
    expect((await get(indexer, "?from=2025-03-01&to=2025-03-03")).statusCode).toBe(403);
    const bad = await get(admin, "?from=2025-3-1&to=2025-03-03");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("from and to must be dates written YYYY-MM-DD");
    expect((await get(admin, "?from=2025-02-30&to=2025-03-03")).statusCode).toBe(400);
    const reversed = await get(admin, "?from=2025-03-03&to=2025-03-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain("from must not be after to");
    expect((await get(admin, "?from=2024-01-01&to=2025-03-01")).statusCode).toBe(400);
    expect((await get(admin, "?from=2024-03-01&to=2025-03-01")).statusCode).toBe(200);
  });
});

describe("what the history records for the insights", () => {
  it("stage figures count the documents that passed without a person; a changed value names the document's vendor", () => {
    expect(
      figuresOf({ page_data: [1, 2], extraction_documents: [{ autoValidated: true }, { autoValidated: false }, {}] }),
    ).toEqual({ pages: 2, documents: 3, autoValidated: 1 });
    const field = (name: string, _id: string) => ({ _id, name, dataType: "Text" });
    const doc = (number: string) => ({
      fileLocation: "a.pdf",
      docNo: 1,
      properties: [
        { field: field("Vendor Name", "f1"), value: "Acme GmbH" },
        { field: field("Invoice Number", "f2"), value: number },
      ],
    });
    expect(changedValues([doc("1")], [doc("2")])).toEqual([
      { docNo: 1, field: "Invoice Number", fieldId: "f2", vendor: "Acme GmbH", from: "1", to: "2" },
    ]);
  });
});
