import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/db";
import { migrations } from "../db/migrations";
import { TEST_DATABASES } from "../../testing/testApp";
import { computeInsights } from "./insights";

type Row = [batch: number, at: string, kind: string, details?: Record<string, unknown>];

/** Two batches: each waits for a person twice (one wait ends by a re-process), one is exported twice. */
const HISTORY: Row[] = [
  [1, "2025-03-01T08:00:00Z", "created"],
  [
    1,
    "2025-03-01T08:05:00Z",
    "stage_finished",
    { step: "Extraction", pages: 3, documents: 2, autoValidated: 1, status: "USER_VALIDATION" },
  ],
  [1, "2025-03-01T08:30:00Z", "validation", { complete: false }],
  [1, "2025-03-01T09:05:00Z", "reprocess", { step: "Extraction" }], // wait 1: 3,600 s
  [
    1,
    "2025-03-01T09:10:00Z",
    "stage_finished",
    { step: "Extraction", pages: 3, documents: 2, autoValidated: 0, status: "USER_VALIDATION" },
  ],
  [1, "2025-03-01T09:20:00Z", "value_changed", { field: "Total", vendor: "", from: "1", to: "2" }],
  [1, "2025-03-01T09:20:00Z", "validation", { complete: true }], // wait 2: 600 s, batch 1 in all 4,200 s
  [1, "2025-03-01T09:30:00Z", "export", {}], // 5,400 s after upload
  [1, "2025-03-02T09:30:00Z", "export", {}], // again: the first export counts
  [2, "2025-03-01T10:00:00Z", "created"],
  [
    2,
    "2025-03-01T10:01:00Z",
    "stage_finished",
    { step: "Parse", pages: 4, documents: 0, autoValidated: 0, status: "CLASSIFYING" },
  ],
  [
    2,
    "2025-03-01T10:05:00Z",
    "stage_finished",
    { step: "Extraction", pages: 4, documents: 3, autoValidated: 3, status: "USER_VALIDATION" },
  ],
  [2, "2025-03-01T10:06:00Z", "error", { stage: "Export", message: "Export failed: down" }],
  [2, "2025-03-01T11:05:00Z", "deleted"], // wait: 3,600 s; never exported
];

/**
 * The summary is kept by a trigger for every writer, whatever the order entries arrive in and however many one
 * statement holds, and the migration fills it from the history written before it: the same figures each way.
 */
describe.each(TEST_DATABASES)("the insights summary on %s", (kind) => {
  let db: Db;
  let schema: string | undefined;
  const org = async () =>
    (
      await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ($1) RETURNING id`, [
        `Org ${randomBytes(4).toString("hex")}`,
      ])
    )[0].id;
  const values = (orgId: string, ids: Map<number, string>, rows: Row[]) =>
    rows.map(([n, at, k, d]) => [orgId, ids.get(n)!, n, at, k, JSON.stringify(d ?? {})]);
  const ids = () => new Map([1, 2].map((n) => [n, randomUUID()]));
  const insertOneByOne = async (orgId: string, rows: Row[]) => {
    const m = ids();
    for (const v of values(orgId, m, rows))
      await db.query(
        `INSERT INTO batch_history (organization_id, batch_id, batch_number, at, kind, details) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        v,
      );
  };
  const insertAtOnce = async (orgId: string, rows: Row[]) => {
    const v = values(orgId, ids(), rows);
    await db.query(
      `INSERT INTO batch_history (organization_id, batch_id, batch_number, at, kind, details) VALUES ${v.map((_, i) => `($${6 * i + 1}, $${6 * i + 2}, $${6 * i + 3}, $${6 * i + 4}, $${6 * i + 5}, $${6 * i + 6}::jsonb)`).join(", ")}`,
      v.flat(),
    );
  };
  const apply = async (ms: typeof migrations) => {
    for (const m of ms)
      await db.transaction(async (tx) => {
        for (const s of m.sql
          .split(/;\s*$/m)
          .map((x) => x.trim())
          .filter(Boolean))
          await tx.query(s);
      });
  };
  const before: string[] = [];
  const after: string[] = [];

  beforeAll(async () => {
    schema = kind === "postgres" ? `t_${randomBytes(6).toString("hex")}` : undefined;
    db = await openDb(
      kind === "postgres" ? { databaseUrl: process.env.TEST_DATABASE_URL!, schema } : { dataDir: null },
    );
    // openDb migrates to the newest schema: the summary and its monthly rollup are taken away, as before migration
    // 017, and put back after (017, then 018's backfill).
    await db.exec(
      `DROP TRIGGER batch_history_insights ON batch_history; DROP FUNCTION insights_summarize(); DROP TABLE insights_daily, insights_batch, insights_wait, insights_corrections, insights_errors`,
    );
    await db.exec(
      `DROP TABLE insights_histogram, insights_wait_month, insights_corrections_month, insights_split, insights_queue; DROP FUNCTION insights_compact(uuid, integer), insights_bucket(double precision), insights_queue_added(), insights_queue_removed(), insights_queue_moved() CASCADE`,
    );
    for (const insert of [insertOneByOne, insertAtOnce])
      before.push(await org().then(async (id) => (await insert(id, HISTORY), id)));
    await apply(migrations.filter((m) => m.id === "017_insights_summary" || m.id === "018_insights_rollup"));
    for (const [insert, rows] of [
      [insertOneByOne, HISTORY],
      [insertOneByOne, [...HISTORY].reverse()],
      [insertAtOnce, HISTORY],
      [insertAtOnce, [...HISTORY].reverse()],
    ] as const)
      after.push(await org().then(async (id) => (await insert(id, rows), id)));
  });
  afterAll(async () => {
    if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  });

  it("answers the same figures for the backfilled history and for history written in any order", async () => {
    const of = async (id: string) => ({ ...(await computeInsights(db, id, "2025-03-01", "2025-03-02")), queue: [] });
    const first = await of(before[0]);
    expect(first.days).toEqual([
      {
        day: "2025-03-01",
        batches: 2,
        pages: 4,
        documents: 7,
        autoValidated: 4,
        exported: 1,
        corrections: 1,
        errors: 1,
      },
      {
        day: "2025-03-02",
        batches: 0,
        pages: 0,
        documents: 0,
        autoValidated: 0,
        exported: 1,
        corrections: 0,
        errors: 0,
      },
    ]);
    expect(first.uploadToExport).toEqual({ batches: 1, medianSeconds: 5400 });
    expect(first.userValidation).toEqual({ batches: 2, medianSeconds: 3900 });
    expect(first.correctionsByVendor).toEqual([{ vendor: null, corrections: 1, batches: 1 }]);
    expect(first.errorsByReason).toEqual([{ stage: "Export", reason: "Export failed: down", errors: 1 }]);
    for (const id of [...before.slice(1), ...after]) expect(await of(id)).toEqual(first);
    // The second day alone: batch 1's export again is not its first.
    expect((await computeInsights(db, after[1], "2025-03-02", "2025-03-02")).uploadToExport).toEqual({
      batches: 0,
      medianSeconds: null,
    });
  });
});
