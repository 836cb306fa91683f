/**
 * npm run bench:insights — issue 15.5's target (<= 200 ms for a year of 1,000 batches a day), printed, asserting
 * nothing. Generates a year of batch history for BATCHES_PER_DAY batches a day (default 1,000: 365,000 batches,
 * about 17 entries each: created, 7 stages started and finished, for ~40 % a wait for a person with its validation and
 * 0–2 changed values, the export, 2 % an error) with generate_series in SQL, ten days per INSERT, plus the batches
 * rows for the queue. PGlite (on disk) always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
 * schema of its own, dropped after).
 * The history goes into batch_history by plain INSERTs: the summary's trigger (migrations 017 and 018 in
 * src/server/db/migrations/) fills the insights' summary and monthly rollup as it does for every writer. Then, for the last month,
 * quarter and year and for the year from the 16th of its first month to the 16th of its last (the most days read one
 * by one), times each insights query before (017: every figure from the per-day and per-batch rows,
 * src/testing/insightsReference.ts) and after (018: months from the monthly rollup, src/server/insights/insights.ts),
 * taking turns, median of 5 after a warm-up, and the route's own time (computeInsights, median of 5); checks that both
 * answer exactly the same. The queries as they
 * were before any summary (straight from batch_history) are timed too for the month and quarter (and the year with
 * RAW_YEAR=1) and compared. NO_SUMMARY=1 generates only, with the trigger off (its cost on a bulk insert).
 * Usage: BATCHES_PER_DAY=1000 DAYS=365 tsx bench/insights.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { openDb, type Db } from "../src/server/db/db";
import { addDays, computeInsights, insightsQueries } from "../src/server/insights/insights";
import { compactInsights } from "../src/server/insights/rollup";
import { dailySummaryQueries } from "../src/testing/insightsReference";

const PER_DAY = Number(process.env.BATCHES_PER_DAY ?? 1000);
const DAYS = Number(process.env.DAYS ?? 365);
const CHUNK_DAYS = 10;
const LAST_DAY = "2025-12-31";
const FIRST_DAY = addDays(LAST_DAY, -(DAYS - 1));
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const STEPS = ["Parse", "Classification", "MasterKeyIdentification", "Split", "SplitDocument"];
const ERRORS = [
  "Parse failed: the file is not a PDF",
  "Classification failed: no class fits",
  "Extraction failed: timeout",
];

/** Entry templates: [seconds after upload (SQL), kind, details (SQL jsonb), condition (SQL)] over the batch's columns. */
const entries: [string, string, string, string][] = [
  ["0", "created", `jsonb_build_object('files', 1, 'job', 'Invoices')`, "true"],
  ...STEPS.flatMap((step, k): [string, string, string, string][] => [
    [
      `${10 * k + 1}`,
      "stage_started",
      `jsonb_build_object('step', '${step}', 'stage', '${step}', 'pages', ${k ? "b.pages" : 0}, 'documents', 0, 'autoValidated', 0)`,
      "true",
    ],
    [
      `${10 * k + 6}`,
      "stage_finished",
      `jsonb_build_object('step', '${step}', 'stage', '${step}', 'durationMs', 5000, 'pages', b.pages, 'documents', ${k >= 3 ? "b.docs" : 0}, 'autoValidated', 0, 'status', 'X')`,
      "true",
    ],
  ]),
  [
    "51",
    "stage_started",
    `jsonb_build_object('step', 'Extraction', 'stage', 'Extraction', 'pages', b.pages, 'documents', b.docs, 'autoValidated', 0)`,
    "true",
  ],
  [
    "60",
    "stage_finished",
    `jsonb_build_object('step', 'Extraction', 'stage', 'Extraction', 'durationMs', 9000, 'pages', b.pages, 'documents', b.docs, 'autoValidated', CASE WHEN b.auto THEN b.docs ELSE 0 END, 'status', CASE WHEN b.auto THEN 'EXPORTING' ELSE 'USER_VALIDATION' END)`,
    "true",
  ],
  [
    "60 + b.wait",
    "value_changed",
    `jsonb_build_object('docNo', 1, 'field', (ARRAY['Invoice Number','Total','Invoice Date','IBAN'])[b.n % 4 + 1], 'vendor', 'Vendor ' || (b.n % 50), 'from', 'a', 'to', 'b')`,
    "NOT b.auto AND b.n % 10 >= 7",
  ],
  [
    "60 + b.wait",
    "value_changed",
    `jsonb_build_object('docNo', 1, 'field', 'Total', 'vendor', 'Vendor ' || (b.n % 50), 'from', '1', 'to', '2')`,
    "NOT b.auto AND b.n % 10 = 9",
  ],
  [
    "60 + b.wait",
    "validation",
    `jsonb_build_object('step', 'Extraction', 'stage', 'Extraction', 'complete', true)`,
    "NOT b.auto",
  ],
  ["61 + b.wait", "stage_started", `jsonb_build_object('step', 'Export', 'stage', 'Export')`, "true"],
  [
    "70 + b.wait",
    "stage_finished",
    `jsonb_build_object('step', 'Export', 'stage', 'Export', 'durationMs', 9000, 'pages', b.pages, 'documents', b.docs, 'autoValidated', 0, 'status', 'EXPORTED')`,
    "true",
  ],
  ["70 + b.wait", "export", `jsonb_build_object('target', 'DE-03', 'documents', b.docs)`, "true"],
  [
    "30",
    "error",
    `jsonb_build_object('step', 'Classification', 'stage', 'Classification', 'message', (ARRAY['${ERRORS.join("','")}'])[b.n % 3 + 1])`,
    "b.n % 50 = 0",
  ],
];

async function generate(db: Db, orgId: string) {
  const values = entries.map(([off, kind, details, cond]) => `(${off}, '${kind}', ${details}, ${cond})`).join(",\n");
  const started = performance.now();
  for (let d0 = 0; d0 < DAYS; d0 += CHUNK_DAYS) {
    const d1 = Math.min(DAYS, d0 + CHUNK_DAYS) - 1;
    await db.query(
      `WITH b AS (
         SELECT gen_random_uuid() AS id, n, t0, 1 + n % 5 AS pages, 1 + n % 3 AS docs, n % 10 < 6 AS auto, 300 + (n::bigint * 7919) % 14400 AS wait
           FROM (SELECT (d * $3 + i + 1)::int AS n, $2::timestamptz + d * interval '1 day' + (i * 86400.0 / $3) * interval '1 second' AS t0
                   FROM generate_series($4::int, $5::int) d, generate_series(0, $3 - 1) i) s),
       ins AS (
         INSERT INTO batches (id, organization_id, batch_number, job_id, job_snapshot, status, workflow, files, created_at, updated_at)
         SELECT id, $1, n, '00000000-0000-0000-0000-000000000001', '{}', CASE WHEN n % 100 = 0 THEN 'ERROR' WHEN n % 100 < 3 THEN 'USER_VALIDATION' ELSE 'EXPORTED' END, '{}', '[]', t0, t0 FROM b)
       INSERT INTO batch_history (organization_id, batch_id, batch_number, at, kind, details)
       SELECT $1, b.id, b.n, b.t0 + e.off * interval '1 second', e.kind, e.details
         FROM b CROSS JOIN LATERAL (VALUES ${values}) e(off, kind, details, cond)
        WHERE e.cond`,
      [orgId, `${FIRST_DAY}T00:00:00Z`, PER_DAY, d0, d1],
    );
    process.stdout.write(`\r  generated ${d1 + 1}/${DAYS} days`);
  }
  await db.exec(`ANALYZE batch_history; ANALYZE batches`);
  const [{ count }] = await db.query<{ count: string }>(`SELECT count(*) FROM batch_history`);
  console.log(
    `\r  ${DAYS} days x ${PER_DAY} batches: ${Number(count).toLocaleString("en")} history entries in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

const TOP = 20;
/**
 * The queries as they were before the summary (issue 15.5's first round): the same figures straight from
 * batch_history. The bench times them next to the summary's and checks both answer the same rows.
 */
function historyQueries(orgId: string, from: string, to: string) {
  const start = `${from}T00:00:00Z`;
  const end = `${addDays(to, 1)}T00:00:00Z`;
  const p = [orgId, start, end];
  const inPeriod = `organization_id = $1 AND at >= $2::timestamptz AND at < $3::timestamptz`;
  return {
    // Per UTC day: batches created, pages read (Parse), documents extracted and those that passed without a
    // person (Extraction), exports, changed values and errors. A re-processed stage counts again: it was done again.
    days: {
      sql: `
        WITH h AS (
          SELECT (at AT TIME ZONE 'UTC')::date AS day,
                 count(*) FILTER (WHERE kind = 'created') AS batches,
                 sum((details->>'pages')::int) FILTER (WHERE kind = 'stage_finished' AND details->>'step' = 'Parse') AS pages,
                 sum((details->>'documents')::int) FILTER (WHERE kind = 'stage_finished' AND details->>'step' = 'Extraction') AS documents,
                 sum((details->>'autoValidated')::int) FILTER (WHERE kind = 'stage_finished' AND details->>'step' = 'Extraction') AS auto_validated,
                 count(*) FILTER (WHERE kind = 'export') AS exported,
                 count(*) FILTER (WHERE kind = 'value_changed') AS corrections,
                 count(*) FILTER (WHERE kind = 'error') AS errors
            FROM batch_history
           WHERE ${inPeriod} AND kind IN ('created', 'stage_finished', 'export', 'value_changed', 'error')
           GROUP BY 1)
        SELECT to_char(d, 'YYYY-MM-DD') AS day, h.batches, h.pages, h.documents, h.auto_validated, h.exported, h.corrections, h.errors
          FROM generate_series($2::timestamptz AT TIME ZONE 'UTC', $3::timestamptz AT TIME ZONE 'UTC' - interval '1 day', interval '1 day') d
          LEFT JOIN h ON h.day = d::date
         ORDER BY d`,
      params: p,
    },
    // From upload (created) to the batch's first export in the period, for the batches exported in the period.
    uploadToExport: {
      sql: `
        SELECT count(*) AS batches, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.at - c.at)) AS median
          FROM (SELECT batch_id, min(at) AS at FROM batch_history WHERE ${inPeriod} AND kind = 'export' GROUP BY batch_id) e
          JOIN LATERAL (SELECT at FROM batch_history c WHERE c.organization_id = $1 AND c.batch_id = e.batch_id AND c.kind = 'created' ORDER BY at LIMIT 1) c ON true`,
      params: p,
    },
    // Time in User Validation: from each stage end that left the batch waiting for a person (status
    // USER_VALIDATION) to the person's next complete validation, re-process or delete; summed per batch, the median
    // over the batches whose wait began in the period and has ended.
    userValidation: {
      sql: `
        SELECT count(*) AS batches, percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS median FROM (
          SELECT w.batch_id, sum(extract(epoch FROM n.at - w.at)) AS s
            FROM batch_history w
            JOIN LATERAL (
              SELECT at FROM batch_history n
               WHERE n.organization_id = $1 AND n.batch_id = w.batch_id AND n.kind IN ('validation', 'reprocess', 'deleted') AND n.at > w.at
                 AND coalesce(n.details->>'complete', 'true') <> 'false'
               ORDER BY n.at LIMIT 1) n ON true
           WHERE w.organization_id = $1 AND w.at >= $2::timestamptz AND w.at < $3::timestamptz AND w.kind = 'stage_finished' AND w.details->>'status' = 'USER_VALIDATION'
           GROUP BY w.batch_id) x`,
      params: p,
    },
    correctionsByField: {
      sql: `
        SELECT details->>'field' AS field, count(*) AS corrections, count(DISTINCT batch_id) AS batches
          FROM batch_history WHERE ${inPeriod} AND kind = 'value_changed'
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
      params: p,
    },
    correctionsByVendor: {
      sql: `
        SELECT nullif(details->>'vendor', '') AS vendor, count(*) AS corrections, count(DISTINCT batch_id) AS batches
          FROM batch_history WHERE ${inPeriod} AND kind = 'value_changed'
         GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST LIMIT ${TOP}`,
      params: p,
    },
    errorsByReason: {
      sql: `
        SELECT details->>'stage' AS stage, coalesce(details->>'message', '') AS reason, count(*) AS errors
          FROM batch_history WHERE ${inPeriod} AND kind = 'error'
         GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT ${TOP}`,
      params: p,
    },
    // The queue now, whatever the period: batches per status (index batches_org_status_idx).
    queue: {
      sql: `SELECT status, count(*) AS batches FROM batches WHERE organization_id = $1 GROUP BY status ORDER BY 2 DESC, 1`,
      params: [orgId],
    },
  };
}

type Queries = Record<string, { sql: string; params: unknown[] }>;
const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1];

/** Each query of each set: one warm-up, then 5 runs taking turns between the sets (the machine's load falls on all alike); medians. */
async function time(db: Db, sets: Queries[]) {
  const per = sets.map(() => ({}) as Record<string, number>);
  for (const name of Object.keys(sets[0])) {
    for (const q of sets) await db.query(q[name].sql, q[name].params);
    const runs: number[][] = sets.map(() => []);
    for (let i = 0; i < 5; i++)
      for (const [k, q] of sets.entries()) {
        const t0 = performance.now();
        await db.query(q[name].sql, q[name].params);
        runs[k].push(performance.now() - t0);
      }
    for (const [k, r] of runs.entries()) per[k][name] = median(r);
  }
  return per.map((p) => ({ total: Object.values(p).reduce((a, b) => a + b, 0), per: p }));
}

/** Rows as JSON with numbers rounded to 0.1 (`exact` keeps them as they are) and null as 0. */
const norm = (rows: Record<string, unknown>[], exact = false) =>
  JSON.stringify(
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([c, v]) => [
          c,
          v == null
            ? 0
            : typeof v === "number"
              ? exact
                ? v
                : Math.round(v * 10) / 10
              : isNaN(Number(v))
                ? v
                : exact
                  ? Number(v)
                  : Math.round(Number(v) * 10) / 10,
        ]),
      ),
    ),
  );

async function same(db: Db, label: string, a: Queries, b: Queries, names: [string, string], exact: boolean) {
  let ok = true;
  for (const k of Object.keys(a)) {
    const [x, y] = [
      norm(await db.query(a[k].sql, a[k].params), exact),
      norm(await db.query(b[k].sql, b[k].params), exact),
    ];
    if (x !== y) {
      ok = false;
      console.log(`  ${label}: ${k} differs: ${names[0]} ${x.slice(0, 300)} / ${names[1]} ${y.slice(0, 300)}`);
    }
  }
  console.log(
    `  ${label}: ${names[0]} and ${names[1]} answer ${ok ? "the same" : "DIFFERENTLY"} (each query compared${exact ? ", exactly" : ", to 0.1"})`,
  );
}

const ms = (v: number) => `${v.toFixed(0)} ms`;
const detail = (per: Record<string, number>) =>
  Object.entries(per)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(", ");

async function bench(kind: "pglite" | "postgres") {
  const dir = kind === "pglite" ? mkdtempSync(path.join(os.tmpdir(), "docflow-bench-insights-")) : null;
  const schema = kind === "postgres" ? `bench_${randomBytes(5).toString("hex")}` : undefined;
  const db = await openDb(kind === "postgres" ? { databaseUrl: url!, schema } : { dataDir: dir });
  try {
    console.log(`${kind}:`);
    const [{ id }] = await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Bench') RETURNING id`);
    // NO_SUMMARY=1: the generation alone with the summary's trigger off, to see what the trigger costs a bulk insert.
    if (process.env.NO_SUMMARY) await db.exec(`ALTER TABLE batch_history DISABLE TRIGGER batch_history_insights`);
    await generate(db, id);
    if (process.env.NO_SUMMARY) return;
    // The rollup's rows appended by the bulk load are merged by the first read (and by the trigger every 1,024 entries).
    let t0 = performance.now();
    await compactInsights(db, id, 1);
    console.log(
      `  merging the rollup's appended rows after the load (the first read does it): ${ms(performance.now() - t0)}`,
    );
    // Before (017: every figure from the per-day and per-batch rows) and after (018: whole months from the monthly
    // rollup, the days around them per day); the route's own time after (GET /api/insights without HTTP: the merge
    // check, every query, the answer built), median of 5.
    const clamp = (d: string) => (d < FIRST_DAY ? FIRST_DAY : d);
    const periods: [string, string, string][] = [
      ["month", clamp(addDays(LAST_DAY, -29)), LAST_DAY],
      ["quarter", clamp(addDays(LAST_DAY, -90)), LAST_DAY],
      ["year", clamp(addDays(LAST_DAY, -364)), LAST_DAY],
      // The most days read one by one (src/server/insights/insights.ts periodParts): half of the first month and of the last.
      ["year, mid-month ends", addDays(clamp(addDays(LAST_DAY, -364)), 15), addDays(LAST_DAY, -15)],
    ];
    console.log(`  period (ms)                 before (017, daily rows) -> after (018, monthly rollup)   route`);
    for (const [label, from, to] of periods) {
      const [before, after] = await time(db, [dailySummaryQueries(id, from, to), insightsQueries(id, from, to)]);
      const route: number[] = [];
      for (let i = 0; i < 6; i++) {
        t0 = performance.now();
        await computeInsights(db, id, from, to);
        if (i) route.push(performance.now() - t0);
      }
      console.log(
        `  ${label.padEnd(27)} ${ms(before.total).padStart(8)} -> ${ms(after.total).padStart(6)}   route ${ms(median(route))}   ${from} .. ${to}`,
      );
      console.log(`    before: ${detail(before.per)}`);
      console.log(`    after:  ${detail(after.per)}`);
    }
    for (const [label, from, to] of periods)
      await same(db, label, dailySummaryQueries(id, from, to), insightsQueries(id, from, to), ["017", "018"], true);
    // The first round's queries straight from the history (the year only when RAW_YEAR=1: it takes long), and
    // whether they answer as the rollup does.
    for (const [label, from, to] of periods.slice(0, process.env.RAW_YEAR ? 3 : 2)) {
      const [raw] = await time(db, [historyQueries(id, from, to)]);
      console.log(`  ${label} from the history itself (first round): ${ms(raw.total)}  (${detail(raw.per)})`);
      await same(db, label, insightsQueries(id, from, to), historyQueries(id, from, to), ["018", "history"], false);
    }
  } finally {
    if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`bench:insights — ${PER_DAY} batches a day for ${DAYS} days; each query's median of 5 (ms)`);
await bench("pglite");
if (url) await bench("postgres");
