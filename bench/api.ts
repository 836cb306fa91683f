/**
 * npm run bench:api — the batch list at scale: generates BATCHES batches (default 100,000) in one organization and
 * measures `GET /api/batch?page=1&limit=10` and a deep page with concurrent clients over HTTP, on PostgreSQL (in a
 * schema of its own, dropped afterwards) and on PGlite. Prints p50/p99 per case; asserts nothing.
 * Usage: tsx bench/api.ts [pglite|postgres|both=both]
 * Env: BATCHES (100000), REQUESTS per case (400), CLIENTS (comma list, "1,10,50"), DEEP_PAGE (2000),
 *      BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test).
 */
import { randomUUID } from "node:crypto";
import { createTestApp, type TestApp } from "../src/testing/testApp";
import { makeClass, makeField, makeJob } from "../src/testing/masterDataFactories";

const which = process.argv[2] ?? "both";
const BATCHES = Number(process.env.BATCHES ?? 100_000);
const REQUESTS = Number(process.env.REQUESTS ?? 400);
const CLIENTS = (process.env.CLIENTS ?? "1,10,50").split(",").map(Number);
const DEEP_PAGE = Number(process.env.DEEP_PAGE ?? 2000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const CHUNK = 5000;

/**
 * Rows as the pipeline leaves them: a few pages with class, master key and thumbnail, split documents and extracted
 * properties, so that reading whole rows costs what it costs in production.
 */
async function generate(t: TestApp, orgId: string, job: { _id: string; name: string }) {
  const snapshot = JSON.stringify({
    _id: job._id,
    name: job.name,
    documentParser: "builtin",
    classification: {
      eachPageClassification: false,
      autoClassification: false,
      autoValidateClassification: false,
      prompt: "Classify the page.",
      documentClasses: [{ _id: randomUUID(), name: "Invoice" }],
    },
    split: { autoValidateSplit: false, splitOptions: [] },
    extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    exportType: "DE-03",
  });
  const page = (n: number) => ({
    pageNo: n,
    documentClass: { _id: randomUUID(), name: "Invoice" },
    confidence: 0.93,
    thumbnailKey: `org/${orgId}/batch/x/thumbnails/${n}.png`,
    masterKeyData: {
      _id: randomUUID(),
      value: "A vendor of some length B.V.",
      valueListCategory: randomUUID(),
      customPrompt: "",
    },
  });
  const pages = JSON.stringify([1, 2, 3, 4].map(page));
  const props = Array.from({ length: 8 }, (_, i) => ({
    field: { _id: randomUUID(), name: `Field ${i}` },
    value: `value ${i} of a document`,
    originalValue: `value ${i} of a document`,
    validated: true,
    error: null,
  }));
  const docs = JSON.stringify([
    {
      docNo: 1,
      totalPages: 4,
      mainPages: [1, 2, 3, 4],
      validated: true,
      fileLocation: "org/x/batch/x/documents/1.pdf",
      properties: props,
      tables: [],
    },
  ]);
  const statuses = `ARRAY['EXPORTED','EXPORTED','EXPORTED','EXPORTED','EXPORTED','EXPORTED','USER_VALIDATION','ERROR','EXTRACTING','BATCH_CREATED']`;
  for (let from = 1; from <= BATCHES; from += CHUNK) {
    const to = Math.min(BATCHES, from + CHUNK - 1);
    await t.db.query(
      `INSERT INTO batches (id, organization_id, batch_number, job_id, job_snapshot, status, workflow, files, page_data, splitted_documents, extraction_documents, created_at, updated_at)
       SELECT gen_random_uuid(), $1, g, $2, $3::jsonb, (${statuses})[1 + g % 10], '{"step":"End","classificationValidated":true,"splitValidated":true,"extractionValidated":true,"failedState":null,"error":null}'::jsonb,
              '[{"fileName":"scan.pdf","filePath":"org/x/batch/x/uploads/0-scan.pdf","size":123456}]'::jsonb, $4::jsonb, '[{"docNo":1,"totalPages":4,"mainPages":[1,2,3,4]}]'::jsonb, $5::jsonb,
              now() - make_interval(mins => $7 - g), now() - make_interval(mins => $7 - g)
       FROM generate_series($6::int, $7::int) AS g`,
      [orgId, job._id, snapshot, pages, docs, from, to],
    );
  }
  await t.db.query(
    `INSERT INTO batch_counters (organization_id, last_number) VALUES ($1, $2) ON CONFLICT (organization_id) DO UPDATE SET last_number = excluded.last_number`,
    [orgId, BATCHES],
  );
  // PostgreSQL's autovacuum would reach this state by itself; PGlite runs no autovacuum, so it is measured as loaded.
  if (t.db.kind === "postgres") await t.db.exec(`VACUUM ANALYZE batches`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `clients` loops sharing REQUESTS calls of one URL; the latency of each call as the client sees it. */
async function measure(base: string, token: string, url: string, clients: number) {
  const times: number[] = [];
  let left = REQUESTS;
  const call = async () => {
    const start = performance.now();
    const res = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - start);
  };
  for (let i = 0; i < Math.min(clients, 5); i++) await call(); // warm-up
  times.length = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) await call();
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function run(kind: "pglite" | "postgres") {
  if (kind === "postgres") process.env.TEST_DATABASE_URL = DATABASE_URL;
  const t = await createTestApp(kind);
  try {
    const admin = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    const cls = await makeClass(admin, [field._id], { name: "Invoice" });
    const job = await makeJob(admin, [cls._id], { name: "Incoming invoices" });
    const started = performance.now();
    await generate(t, admin.organizationId, job);
    console.log(
      `${kind}: ${BATCHES.toLocaleString("en")} batches generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const rows: Record<string, string>[] = [];
    for (const [label, url] of [
      ["page 1", "/api/batch?page=1&limit=10"],
      [`page ${DEEP_PAGE}`, `/api/batch?page=${DEEP_PAGE}&limit=10`],
    ]) {
      for (const clients of CLIENTS) {
        const { p50, p99 } = await measure(base, admin.token, url, clients);
        rows.push({
          database: kind,
          list: label,
          clients: String(clients),
          "p50 ms": p50.toFixed(1),
          "p99 ms": p99.toFixed(1),
        });
      }
    }
    console.table(rows);
  } finally {
    await t.close();
  }
}

if (which === "both" || which === "postgres") await run("postgres");
if (which === "both" || which === "pglite") await run("pglite");
process.exit(0);
