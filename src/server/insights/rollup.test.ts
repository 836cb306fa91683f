import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/db";
import { migrations } from "../db/migrations";
import { TEST_DATABASES } from "../../testing/testApp";
import { dailySummaryQueries } from "../../testing/insightsReference";
import { computeInsights, insightsQueries, insightsQuery, periodParts } from "./insights";
import { compactInsights } from "./rollup";

type Row = [batch: number, at: number, kind: string, details?: Record<string, unknown>];

/** A seeded generator, so a failure can be played again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const T0 = Date.parse("2024-12-10T00:00:00Z");

/**
 * Five and a half months of history (2024-12-10 .. 2025-05-25) for 150 batches, written to cross month ends: waits
 * that begin in one month and end in the next, batches re-processed days or weeks later that wait again on another
 * day or in another month (a split batch), corrections on two days or in two months, exports written twice, an export before its upload, a batch without its
 * upload, ties (a fifth of the waits and exports take exactly an hour, so a bucket holds equal values) and
 * milliseconds everywhere else.
 */
function history(seed: number): Row[] {
  const r = random(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  const rows: Row[] = [];
  const duration = (max: number) => (r() < 0.2 ? 3_600_000 : Math.round(r() * max));
  const fields = ["Total", "IBAN", "Invoice Number", "Invoice Date", null];
  const vendors = ["Acme", "Beta GmbH", "", undefined, "Gamma Ltd"];
  const correct = (n: number, at: number, least = 0) => {
    for (let k = least + Math.floor(r() * 4); k > 0; k--)
      rows.push([n, at, "value_changed", { field: pick(fields), vendor: pick(vendors), from: "a", to: "b" }]);
  };
  for (let n = 1; n <= 150; n++) {
    const t = T0 + Math.floor(r() * 160 * DAY) + Math.floor(r() * 1000);
    if (n % 37 !== 0) rows.push([n, t, "created"]);
    const pages = 1 + Math.floor(r() * 6);
    rows.push([
      n,
      t + 60_000,
      "stage_finished",
      { step: "Parse", pages, documents: 0, autoValidated: 0, status: "CLASSIFYING" },
    ]);
    if (r() < 0.08)
      rows.push([
        n,
        t + 90_000,
        "error",
        {
          step: "Classification",
          stage: "Classification",
          message: pick(["boom", "Classification failed: no class fits", ""]),
        },
      ]);
    const docs = 1 + Math.floor(r() * 3);
    let at = t + 120_000;
    const waits = r() < 0.6 ? 1 + Math.floor(r() * 2) : 0;
    rows.push([
      n,
      at,
      "stage_finished",
      {
        step: "Extraction",
        pages,
        documents: docs,
        autoValidated: waits ? 0 : docs,
        status: waits ? "USER_VALIDATION" : "EXPORTING",
      },
    ]);
    for (let w = 0; w < waits; w++) {
      if (r() < 0.3)
        rows.push([n, at + Math.round(duration(3_600_000) / 2), "validation", { step: "Extraction", complete: false }]);
      at += duration(r() < 0.1 ? 40 * DAY : 2 * DAY);
      const end = w + 1 < waits ? "reprocess" : pick(["validation", "validation", "validation", "deleted"]);
      if (end === "validation") correct(n, at);
      rows.push([n, at, end, end === "validation" ? { step: "Extraction", complete: true } : { step: "Extraction" }]);
      if (end === "reprocess") {
        at += pick([30 * DAY, 3 * DAY, 60_000]);
        rows.push([
          n,
          at,
          "stage_finished",
          { step: "Extraction", pages, documents: docs, autoValidated: 0, status: "USER_VALIDATION" },
        ]);
      }
      if (end === "deleted") break;
    }
    if (rows.at(-1)![2] === "deleted") continue;
    // A validation weeks or days later (corrections in another month, on another day), never closing a wait.
    if (r() < 0.1) correct(n, at + 33 * DAY, 1);
    if (r() < 0.1) correct(n, at + 2 * DAY + Math.floor(r() * DAY), 1);
    if (r() < 0.85) {
      const exported = n % 41 === 0 ? t - 10_000 : at + duration(DAY);
      rows.push([n, exported, "export", { target: "DE-03" }]);
      if (r() < 0.15) rows.push([n, exported + Math.floor(r() * 50 * DAY), "export", { target: "DE-03" }]);
    }
  }
  return rows;
}

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

/** Periods with whole months and none, ends on a month's first or last day or inside it, one day, all of it. */
function periods(seed: number): [string, string][] {
  const r = random(seed);
  const fixed: [string, string][] = [
    ["2024-12-01", "2025-05-31"],
    ["2024-12-15", "2025-05-20"],
    ["2025-01-01", "2025-01-31"],
    ["2025-02-10", "2025-03-05"],
    ["2025-01-31", "2025-04-01"],
    ["2025-02-01", "2025-04-30"],
    ["2025-03-01", "2025-03-01"],
    ["2024-11-01", "2025-06-30"],
    ["2025-02-01", "2025-02-28"],
    ["2025-01-02", "2025-05-30"],
    ["2025-01-16", "2025-03-16"],
    ["2025-02-01", "2025-02-14"],
    ["2025-03-10", "2025-03-31"],
    ["2025-02-20", "2025-03-05"],
    ["2025-01-17", "2025-03-15"],
    ["2025-02-15", "2025-02-25"],
  ];
  for (let k = 0; k < 8; k++) {
    const a = T0 + Math.floor(r() * 170 * DAY);
    const b = a + Math.floor(r() * 140 * DAY);
    fixed.push([day(a), day(b)]);
  }
  return fixed;
}

/** Numbers as numbers (PostgreSQL answers sums and counts as text), the rest as it is. */
const normal = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [
        k,
        typeof v === "string" && v !== "" && !Number.isNaN(Number(v)) ? Number(v) : v,
      ]),
    ),
  );

describe("periodParts", () => {
  it("reads whole months and the end months at least half inside the period from the monthly rows", () => {
    const parts = (from: string, to: string) => Object.values(periodParts(from, to)).slice(2);
    expect(periodParts("2025-01-01", "2025-12-31")).toEqual({
      from: "2025-01-01",
      toExcl: "2026-01-01",
      mFrom: "2025-01-01",
      mTo: "2026-01-01",
    });
    expect(parts("2025-01-02", "2025-12-30")).toEqual(["2025-01-01", "2026-01-01"]); // less 1 January and 31 December
    expect(parts("2025-01-20", "2025-03-10")).toEqual(["2025-02-01", "2025-03-01"]); // 12 days of January, 10 of March
    expect(parts("2025-01-16", "2025-03-16")).toEqual(["2025-01-01", "2025-04-01"]); // 16 of 31 days, 16 of 31
    expect(parts("2025-01-17", "2025-03-15")).toEqual(["2025-02-01", "2025-03-01"]); // 15 of 31 days, 15 of 31
    expect(parts("2025-12-02", "2025-12-31")).toEqual(["2025-12-01", "2026-01-01"]); // a month less its first day
    expect(parts("2025-02-10", "2025-03-05")).toEqual(["2025-02-01", "2025-03-01"]); // 19 of 28 days, 5 of 31
    expect(parts("2025-02-20", "2025-03-05")).toEqual(["2025-03-06", "2025-03-06"]); // no month: all days
    expect(parts("2024-02-01", "2024-02-29")).toEqual(["2024-02-01", "2024-03-01"]);
    expect(parts("2025-02-01", "2025-02-14")).toEqual(["2025-02-01", "2025-03-01"]); // 14 of 28 days
    expect(parts("2025-02-01", "2025-02-13")).toEqual(["2025-02-14", "2025-02-14"]);
    expect(parts("2025-03-01", "2025-03-01")).toEqual(["2025-03-02", "2025-03-02"]);
    expect(parts("0999-11-15", "1000-02-10")).toEqual(["0999-11-01", "1000-02-01"]);
    expect(periodParts("9998-11-15", "9998-12-31")).toEqual({
      from: "9998-11-15",
      toExcl: "9999-01-01",
      mFrom: "9998-11-01",
      mTo: "9999-01-01",
    });
  });

  it("a period is of years 1 to 9998 (the day after it written with four digits; no year 0 in the database)", () => {
    expect(insightsQuery.safeParse({ from: "9998-12-01", to: "9998-12-31" }).success).toBe(true);
    for (const [from, to] of [
      ["9999-12-01", "9999-12-31"],
      ["0000-01-01", "0000-01-31"],
    ]) {
      const r = insightsQuery.safeParse({ from, to });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe("from and to must be dates from 0001-01-01 to 9998-12-31");
    }
  });
});

/**
 * The monthly rollup (migration 018) answers exactly what the per-day summary answered (the queries of 017, kept in
 * src/testing/insightsReference.ts): for periods of several months, with and without days at their ends, for history
 * backfilled by the migration and written after it one entry at a time in random order, in bulk statements in random
 * order and all at once, whether or not its appended rows have been merged.
 */
describe.each(TEST_DATABASES)("the insights' monthly rollup on %s", (kind) => {
  let db: Db;
  let schema: string | undefined;
  const rows = history(20250315);
  const org = async () =>
    (
      await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ($1) RETURNING id`, [
        `Org ${randomBytes(4).toString("hex")}`,
      ])
    )[0].id;
  const insert = async (orgId: string, entries: Row[], chunk: (r: () => number) => number, compactEvery = 0) => {
    const ids = new Map<number, string>();
    for (const [n] of rows) if (!ids.has(n)) ids.set(n, randomUUID());
    const r = random(7);
    for (let i = 0, k = 0; i < entries.length; k++) {
      const part = entries.slice(i, (i += chunk(r)));
      const v = part.map(([n, at, kind, d]) => [orgId, ids.get(n)!, n, iso(at), kind, JSON.stringify(d ?? {})]);
      await db.query(
        `INSERT INTO batch_history (organization_id, batch_id, batch_number, at, kind, details) VALUES ${v.map((_, j) => `($${6 * j + 1}, $${6 * j + 2}, $${6 * j + 3}, $${6 * j + 4}, $${6 * j + 5}, $${6 * j + 6}::jsonb)`).join(", ")}`,
        v.flat(),
      );
      if (compactEvery && k % compactEvery === 0) await compactInsights(db, orgId, 1);
    }
  };
  const shuffled = (seed: number) => {
    const r = random(seed);
    return rows
      .map((x) => [r(), x] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, x]) => x);
  };
  const orgs: { name: string; id: string }[] = [];
  const apply = async (ids: string[]) => {
    for (const m of migrations.filter((x) => ids.includes(x.id)))
      await db.transaction(async (tx) => {
        for (const s of m.sql
          .split(/;\s*$/m)
          .map((x) => x.trim())
          .filter(Boolean))
          await tx.query(s);
      });
  };

  beforeAll(async () => {
    schema = kind === "postgres" ? `t_${randomBytes(6).toString("hex")}` : undefined;
    db = await openDb(
      kind === "postgres" ? { databaseUrl: process.env.TEST_DATABASE_URL!, schema } : { dataDir: null },
    );
    // History written before the rollup (as before migration 017: no summary at all), then 017 and 018 backfill it.
    await db.exec(
      `DROP TRIGGER batch_history_insights ON batch_history; DROP FUNCTION insights_summarize(); DROP TABLE insights_daily, insights_batch, insights_wait, insights_corrections, insights_errors`,
    );
    await db.exec(
      `DROP TABLE insights_histogram, insights_wait_month, insights_corrections_month, insights_split, insights_queue; DROP FUNCTION insights_compact(uuid, integer), insights_bucket(double precision), insights_queue_added(), insights_queue_removed(), insights_queue_moved() CASCADE`,
    );
    orgs.push({ name: "backfilled", id: await org() });
    await insert(orgs[0].id, shuffled(1), (r) => 1 + Math.floor(r() * 40));
    await apply(["017_insights_summary", "018_insights_rollup"]);
    orgs.push({ name: "one at a time, in random order, merged as it goes", id: await org() });
    await insert(orgs[1].id, shuffled(2), () => 1, 97);
    orgs.push({ name: "in bulk statements, in random order", id: await org() });
    await insert(orgs[2].id, shuffled(3), (r) => 1 + Math.floor(r() * 200));
    orgs.push({ name: "all at once", id: await org() });
    await insert(orgs[3].id, rows, () => rows.length);
  });
  afterAll(async () => {
    if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  });

  it("the history crosses month ends and days as meant (split batches, ties, a negative time)", async () => {
    const split = Object.fromEntries(
      (
        await db.query<{ measure: string; n: string }>(
          `SELECT measure, count(DISTINCT batch_id) AS n FROM insights_split WHERE organization_id = $1 GROUP BY 1`,
          [orgs[3].id],
        )
      ).map((r) => [r.measure, Number(r.n)]),
    );
    for (const m of ["wait", "wait_days", "corrections", "corrections_days"]) expect(split[m], m).toBeGreaterThan(3);
    const [{ ties, negative }] = await db.query<{ ties: string; negative: string }>(
      `SELECT count(*) FILTER (WHERE lo = hi AND n > 1) AS ties, count(*) FILTER (WHERE bucket < 0) AS negative FROM insights_histogram WHERE organization_id = $1`,
      [orgs[3].id],
    );
    expect(Number(ties)).toBeGreaterThan(0);
    expect(Number(negative)).toBeGreaterThan(0);
  });

  it("answers every query as the per-day summary does, for every period, whether or not merged", async () => {
    for (const [from, to] of periods(11)) {
      const want = dailySummaryQueries(orgs[0].id, from, to);
      const expected: Record<string, unknown> = {};
      for (const [k, q] of Object.entries(want)) expected[k] = normal(await db.query(q.sql, q.params));
      for (const { name, id } of orgs) {
        const got = insightsQueries(id, from, to);
        const ref = dailySummaryQueries(id, from, to);
        for (const k of Object.keys(got) as (keyof typeof got)[]) {
          const answer = normal(await db.query(got[k].sql, got[k].params));
          expect(answer, `${name}, ${from}..${to}, ${k}`).toEqual(normal(await db.query(ref[k].sql, ref[k].params)));
          if (k !== "queue") expect(answer, `${name} like the backfilled, ${from}..${to}, ${k}`).toEqual(expected[k]);
        }
      }
    }
    // Merged (computeInsights merges first): the same answers.
    for (const { id } of orgs) await compactInsights(db, id, 1);
    for (const [from, to] of periods(12)) {
      const ref = dailySummaryQueries(orgs[0].id, from, to);
      const [ute] = await db.query<{ batches: string; median: number | null }>(
        ref.uploadToExport.sql,
        ref.uploadToExport.params,
      );
      const [uv] = await db.query<{ batches: string; median: number | null }>(
        ref.userValidation.sql,
        ref.userValidation.params,
      );
      for (const { id } of orgs) {
        const got = await computeInsights(db, id, from, to);
        expect(got.uploadToExport.batches, `${from}..${to}`).toBe(Number(ute.batches));
        expect(got.uploadToExport.medianSeconds, `${from}..${to}`).toBe(
          ute.median == null ? null : Math.round(ute.median * 10) / 10,
        );
        expect(got.userValidation.batches, `${from}..${to}`).toBe(Number(uv.batches));
        expect(got.userValidation.medianSeconds, `${from}..${to}`).toBe(
          uv.median == null ? null : Math.round(uv.median * 10) / 10,
        );
      }
    }
  });

  it("a period of whole months answers what its days summed answer", async () => {
    const id = orgs[2].id;
    const months = ["2024-12", "2025-01", "2025-02", "2025-03", "2025-04", "2025-05"];
    const whole = await computeInsights(db, id, "2024-12-01", "2025-05-31");
    const parts = await Promise.all(months.map((m) => computeInsights(db, id, `${m}-01`, lastDay(m))));
    expect(whole.days).toEqual(parts.flatMap((p) => p.days));
    for (const k of ["batches", "pages", "documents", "autoValidated", "exported", "corrections", "errors"] as const)
      expect(whole.totals[k]).toBe(parts.reduce((a, p) => a + p.totals[k], 0));
    // Each batch's first export falls in one month: the months' counts add up.
    expect(whole.uploadToExport.batches).toBe(parts.reduce((a, p) => a + p.uploadToExport.batches, 0));
    // Corrections add up per field; distinct batches add up except for the batches corrected in two months.
    const byField = (p: typeof whole) => Object.fromEntries(p.correctionsByField.map((f) => [f.field, f.corrections]));
    const summed: Record<string, number> = {};
    for (const p of parts) for (const [f, c] of Object.entries(byField(p))) summed[f] = (summed[f] ?? 0) + c;
    expect(byField(whole)).toEqual(summed);
  });

  it("the queue counts batches per status as they are added, moved and removed", async () => {
    const id = await org();
    let last = 1000;
    const add = (statuses: string[]) =>
      db.query(
        `INSERT INTO batches (id, organization_id, batch_number, job_id, job_snapshot, status, workflow, files) SELECT gen_random_uuid(), $1, $3::int + n, gen_random_uuid(), '{}', s, '{}', '[]' FROM unnest($2::text[]) WITH ORDINALITY AS x(s, n)`,
        [id, statuses, (last += 100)],
      );
    await add(["PARSING", "PARSING", "USER_VALIDATION", "ERROR", "EXPORTED"]);
    await add(["PARSING"]);
    await db.query(
      `UPDATE batches SET status = 'CLASSIFYING' WHERE organization_id = $1 AND status = 'PARSING' AND batch_number IN (1101, 1201)`,
      [id],
    );
    await db.query(`UPDATE batches SET progress = '{"done": 1}'::jsonb WHERE organization_id = $1`, [id]);
    await db.query(`DELETE FROM batches WHERE organization_id = $1 AND status = 'ERROR'`, [id]);
    const truth = async () =>
      normal(
        await db.query(
          `SELECT status, count(*) AS batches FROM batches WHERE organization_id = $1 GROUP BY status ORDER BY 2 DESC, 1`,
          [id],
        ),
      );
    const queue = async () => (await computeInsights(db, id, "2025-01-01", "2025-01-01")).queue;
    expect(await queue()).toEqual(await truth());
    expect(await queue()).toEqual([
      { status: "CLASSIFYING", batches: 2 },
      { status: "EXPORTED", batches: 1 },
      { status: "PARSING", batches: 1 },
      { status: "USER_VALIDATION", batches: 1 },
    ]);
    await compactInsights(db, id, 1);
    await db.query(`UPDATE batches SET status = 'EXPORTED' WHERE organization_id = $1`, [id]);
    expect(await queue()).toEqual([{ status: "EXPORTED", batches: 5 }]);
    await compactInsights(db, id, 1);
    expect(await queue()).toEqual([{ status: "EXPORTED", batches: 5 }]);
    expect(
      Number(
        (await db.query<{ n: string }>(`SELECT count(*) AS n FROM insights_queue WHERE organization_id = $1`, [id]))[0]
          .n,
      ),
    ).toBe(1);
  });
});

function lastDay(month: string) {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
