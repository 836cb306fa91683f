import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";

/** Batches as the pipeline leaves them, written straight into the table: the list is what is tested here. */
async function insertBatches(t: TestApp, orgId: string, rows: { job: string; status: string; pages?: number }[]) {
  for (const row of rows) {
    const [{ n }] = await t.db.query<{ n: number }>(
      `INSERT INTO batch_counters (organization_id, last_number) VALUES ($1, 1)
       ON CONFLICT (organization_id) DO UPDATE SET last_number = batch_counters.last_number + 1 RETURNING last_number AS n`,
      [orgId],
    );
    const pages = Array.from({ length: row.pages ?? 1 }, (_, i) => ({ pageNo: i + 1 }));
    await t.db.query(
      `INSERT INTO batches (id, organization_id, batch_number, job_id, job_snapshot, status, workflow, files, page_data)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, '{}'::jsonb, '[]'::jsonb, $7::jsonb)`,
      [randomUUID(), orgId, n, randomUUID(), JSON.stringify({ name: row.job }), row.status, JSON.stringify(pages)],
    );
  }
}

describe.each(TEST_DATABASES)("the batch list on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let other: Caller;
  const list = async (caller: Caller, query: string) => {
    const res = await caller.request({ method: "GET", url: `/api/batch?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { batches: any[]; totalData: number };
  };
  const numbers = (page: { batches: any[] }) => page.batches.map((b) => b.batchNumber);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn(["indexer"]);
    other = await t.signedIn(["admin"]);
    // Batch 1..6 of one organization; another organization has batches of a job with the same name.
    await insertBatches(t, admin.organizationId, [
      { job: "Incoming invoices", status: "EXPORTED", pages: 3 },
      { job: "Receipts 50%", status: "USER_VALIDATION" },
      { job: "incoming INVOICES", status: "ERROR" },
      { job: "Contracts", status: "EXPORTED" },
      { job: "Contracts", status: "USER_VALIDATION" },
      { job: "Archive_2024", status: "EXTRACTING" },
    ]);
    await insertBatches(t, other.organizationId, [{ job: "Incoming invoices", status: "EXPORTED" }]);
  });
  afterAll(() => t.close());

  it("pages newest first with the organization's total, reading only what the list shows", async () => {
    const first = await list(admin, "page=1&limit=2");
    expect(numbers(first)).toEqual([6, 5]);
    expect(first.totalData).toBe(6);
    expect(numbers(await list(admin, "page=3&limit=2"))).toEqual([2, 1]);
    expect(await list(admin, "page=4&limit=2")).toEqual({ batches: [], totalData: 6 });
    const oldest = (await list(admin, "page=6&limit=1")).batches[0];
    expect(oldest).toMatchObject({
      batchNumber: 1,
      status: "EXPORTED",
      job: { name: "Incoming invoices" },
      totalPages: 3,
    });
    expect(oldest.pageData).toBeUndefined();
    expect(oldest.extractionDocuments).toBeUndefined();
  });

  it("searches batch number, job name and status across all pages, case-insensitively", async () => {
    // The job name matches on batches 1 and 3, which are not on the first page of 2.
    const jobs = await list(admin, "page=1&limit=2&search=" + encodeURIComponent("invoices"));
    expect(numbers(jobs)).toEqual([3, 1]);
    expect(jobs.totalData).toBe(2);
    // The status as the list shows it ('User Validation'), and its code.
    expect(numbers(await list(admin, "limit=10&search=" + encodeURIComponent("user valid")))).toEqual([5, 2]);
    expect(numbers(await list(admin, "limit=10&search=EXTRACTING"))).toEqual([6]);
    expect(numbers(await list(admin, "limit=10&search=4"))).toEqual([6, 4]);
    // % and _ are letters, not wildcards.
    expect(numbers(await list(admin, "limit=10&search=" + encodeURIComponent("50%")))).toEqual([2]);
    expect(numbers(await list(admin, "limit=10&search=" + encodeURIComponent("e_2")))).toEqual([6]);
    expect(await list(admin, "limit=10&search=nothing-like-this")).toEqual({ batches: [], totalData: 0 });
  });

  it("sorts by every column across all pages, ties by batch number", async () => {
    const page = (sort: string, order: string, p: number) =>
      list(admin, `page=${p}&limit=2&sort=${sort}&order=${order}`).then(numbers);
    expect([...(await page("batchNumber", "asc", 1)), ...(await page("batchNumber", "asc", 2))]).toEqual([1, 2, 3, 4]);
    expect([
      ...(await page("job", "asc", 1)),
      ...(await page("job", "asc", 2)),
      ...(await page("job", "asc", 3)),
    ]).toEqual([6, 4, 5, 1, 3, 2]);
    expect(await page("job", "desc", 1)).toEqual([2, 3]);
    expect([...(await page("status", "asc", 1)), ...(await page("status", "asc", 2))]).toEqual([3, 1, 4, 6]);
    await t.db.query(
      `UPDATE batches SET updated_at = now() + interval '1 hour' WHERE organization_id = $1 AND batch_number = 2`,
      [admin.organizationId],
    );
    expect(await page("updatedAt", "desc", 1)).toEqual([2, 6]);
  });

  it("keeps the total as batches come and go, without counting the rows", async () => {
    const before = (await list(admin, "limit=1")).totalData;
    const victim = (await list(admin, "limit=1")).batches[0];
    const del = await other.request({ method: "DELETE", url: `/api/batch/${victim._id}` });
    expect(del.statusCode).toBe(404);
    await insertBatches(t, admin.organizationId, [{ job: "Contracts", status: "BATCH_CREATED" }]);
    expect((await list(admin, "limit=1")).totalData).toBe(before + 1);
    const mine = await t.signedIn(["admin"], { organizationId: admin.organizationId });
    expect((await mine.request({ method: "DELETE", url: `/api/batch/${victim._id}` })).statusCode).toBe(200);
    expect((await list(admin, "limit=1")).totalData).toBe(before);
    expect((await list(other, "limit=10")).totalData).toBe(1);
  });

  it("gives deep pages as an OFFSET over all rows would, while batches are added and deleted", async () => {
    const deep = await t.signedIn(["indexer"]);
    const org = deep.organizationId;
    const addBatches = (from: number, to: number) =>
      t.db.query(
        `INSERT INTO batches (id, organization_id, batch_number, job_id, job_snapshot, status, workflow, files)
         SELECT gen_random_uuid(), $1, g, gen_random_uuid(), '{"name":"Job"}'::jsonb, 'EXPORTED', '{}'::jsonb, '[]'::jsonb FROM generate_series($2::int, $3::int) AS g`,
        [org, from, to],
      );
    const expected = async (page: number) =>
      (
        await t.db.query<{ n: number }>(
          `SELECT batch_number AS n FROM batches WHERE organization_id = $1 ORDER BY batch_number DESC LIMIT 10 OFFSET $2`,
          [org, (page - 1) * 10],
        )
      ).map((r) => r.n);
    const pagesMatch = async () => {
      for (const page of [99, 100, 101, 157, 200, 201, 230, 251, 300, 301, 351])
        expect(numbers(await list(deep, `page=${page}&limit=10`)), `page ${page}`).toEqual(await expected(page));
    };
    await addBatches(1, 3500);
    await pagesMatch();
    await addBatches(3501, 3507);
    await pagesMatch();
    await t.db.query(`DELETE FROM batches WHERE organization_id = $1 AND batch_number BETWEEN 1200 AND 1212`, [org]);
    await pagesMatch();
    await addBatches(3508, 3508);
    await pagesMatch();
    expect((await list(deep, "page=1&limit=10")).totalData).toBe(3508 - 13);
  });

  it("answers 400 with a sentence for a query it cannot use", async () => {
    for (const [query, message] of [
      ["page=0", "page must be a whole number from 1 to 1,000,000"],
      ["page=abc", "page must be a whole number from 1 to 1,000,000"],
      ["limit=1000", "limit must be a whole number from 1 to 100"],
      ["sort=pageData", "sort must be one of batchNumber, job, status, updatedAt"],
      ["order=sideways", "order must be asc or desc"],
      ["search=" + "x".repeat(101), "search must be at most 100 characters"],
    ]) {
      const res = await admin.request({ method: "GET", url: `/api/batch?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
