/**
 * npm run bench:insights — issue 15.5's target (<= 200 ms for a year of 1,000 batches a day), printed, asserting
 * nothing. Generates a year of batch history for BATCHES_PER_DAY batches a day (default 1,000: 365,000 batches,
 * about 17 entries each: created, 7 stages started and finished, for ~40 % a wait for a person with its validation and
 * 0–2 changed values, the export, 2 % an error) with generate_series in SQL, ten days per INSERT, plus the batches
 * rows for the queue; then times each insights query (src/server/insights/insights.ts) for the last month, quarter
 * and year: median of 3 runs after one warm-up. PGlite (on disk) always; PostgreSQL too when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set (a schema of its own, dropped after).
 * Usage: BATCHES_PER_DAY=1000 DAYS=365 tsx bench/insights.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { openDb, type Db } from "../src/server/db/db";
import { addDays, insightsQueries } from "../src/server/insights/insights";

const PER_DAY = Number(process.env.BATCHES_PER_DAY ?? 1000);
const DAYS = Number(process.env.DAYS ?? 365);
const CHUNK_DAYS = 10;
const LAST_DAY = "2025-12-31";
const FIRST_DAY = addDays(LAST_DAY, -(DAYS - 1));
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const STEPS = ["Parse", "Classification", "MasterKeyIdentification", "Split", "SplitDocument"];
const ERRORS = ["Parse failed: the file is not a PDF", "Classification failed: no class fits", "Extraction failed: timeout"];

/** Entry templates: [seconds after upload (SQL), kind, details (SQL jsonb), condition (SQL)] over the batch's columns. */
const entries: [string, string, string, string][] = [
  ["0", "created", `jsonb_build_object('files', 1, 'job', 'Invoices')`, "true"],
  ...STEPS.flatMap((step, k): [string, string, string, string][] => [
    [`${10 * k + 1}`, "stage_started", `jsonb_build_object('step', '${step}', 'stage', '${step}', 'pages', ${k ? "b.pages" : 0}, 'documents', 0, 'autoValidated', 0)`, "true"],
    [`${10 * k + 6}`, "stage_finished", `jsonb_build_object('step', '${step}', 'stage', '${step}', 'durationMs', 5000, 'pages', b.pages, 'documents', ${k >= 3 ? "b.docs" : 0}, 'autoValidated', 0, 'status', 'X')`, "true"],
  ]),
  ["51", "stage_started", `jsonb_build_object('step', 'Extraction', 'stage', 'Extraction', 'pages', b.pages, 'documents', b.docs, 'autoValidated', 0)`, "true"],
  ["60", "stage_finished", `jsonb_build_object('step', 'Extraction', 'stage', 'Extraction', 'durationMs', 9000, 'pages', b.pages, 'documents', b.docs, 'autoValidated', CASE WHEN b.auto THEN b.docs ELSE 0 END, 'status', CASE WHEN b.auto THEN 'EXPORTING' ELSE 'USER_VALIDATION' END)`, "true"],
  ["60 + b.wait", "value_changed", `jsonb_build_object('docNo', 1, 'field', (ARRAY['Invoice Number','Total','Invoice Date','IBAN'])[b.n % 4 + 1], 'vendor', 'Vendor ' || (b.n % 50), 'from', 'a', 'to', 'b')`, "NOT b.auto AND b.n % 10 >= 7"],
  ["60 + b.wait", "value_changed", `jsonb_build_object('docNo', 1, 'field', 'Total', 'vendor', 'Vendor ' || (b.n % 50), 'from', '1', 'to', '2')`, "NOT b.auto AND b.n % 10 = 9"],
  ["60 + b.wait", "validation", `jsonb_build_object('step', 'Extraction', 'stage', 'Extraction', 'complete', true)`, "NOT b.auto"],
  ["61 + b.wait", "stage_started", `jsonb_build_object('step', 'Export', 'stage', 'Export')`, "true"],
  ["70 + b.wait", "stage_finished", `jsonb_build_object('step', 'Export', 'stage', 'Export', 'durationMs', 9000, 'pages', b.pages, 'documents', b.docs, 'autoValidated', 0, 'status', 'EXPORTED')`, "true"],
  ["70 + b.wait", "export", `jsonb_build_object('target', 'DE-03', 'documents', b.docs)`, "true"],
  ["30", "error", `jsonb_build_object('step', 'Classification', 'stage', 'Classification', 'message', (ARRAY['${ERRORS.join("','")}'])[b.n % 3 + 1])`, "b.n % 50 = 0"],
];

async function generate(db: Db, orgId: string) {
  const values = entries.map(([off, kind, details, cond]) => `(${off}, '${kind}', ${details}, ${cond})`).join(",\n");
  const started = performance.now();
  for (let d0 = 0; d0 < DAYS; d0 += CHUNK_DAYS) {
    const d1 = Math.min(DAYS, d0 + CHUNK_DAYS) - 1;
    await db.query(
      `WITH b AS (
         SELECT gen_random_uuid() AS id, n, t0, 1 + n % 5 AS pages, 1 + n % 3 AS docs, n % 10 < 6 AS auto, 300 + (n * 7919) % 14400 AS wait
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
  console.log(`\r  ${DAYS} days x ${PER_DAY} batches: ${Number(count).toLocaleString("en")} history entries in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function time(db: Db, orgId: string, label: string, days: number) {
  const from = addDays(LAST_DAY, -(Math.min(days, DAYS) - 1));
  const q = insightsQueries(orgId, from, LAST_DAY);
  const per: Record<string, number> = {};
  let total = 0;
  for (const [name, { sql, params }] of Object.entries(q)) {
    await db.query(sql, params); // warm-up
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await db.query(sql, params);
      runs.push(performance.now() - t0);
    }
    per[name] = runs.sort((a, b) => a - b)[1];
    total += per[name];
  }
  console.log(`  ${label.padEnd(8)} ${from} .. ${LAST_DAY}: all ${total.toFixed(0).padStart(5)} ms  (` + Object.entries(per).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(", ") + ")");
}

async function bench(kind: "pglite" | "postgres") {
  const dir = kind === "pglite" ? mkdtempSync(path.join(os.tmpdir(), "docflow-bench-insights-")) : null;
  const schema = kind === "postgres" ? `bench_${randomBytes(5).toString("hex")}` : undefined;
  const db = await openDb(kind === "postgres" ? { databaseUrl: url!, schema } : { dataDir: dir });
  try {
    console.log(`${kind}:`);
    const [{ id }] = await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Bench') RETURNING id`);
    await generate(db, id);
    await time(db, id, "month", 30);
    await time(db, id, "quarter", 91);
    await time(db, id, "year", 365);
  } finally {
    if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`bench:insights — ${PER_DAY} batches a day for ${DAYS} days; each query's median of 3 (ms)`);
await bench("pglite");
if (url) await bench("postgres");
