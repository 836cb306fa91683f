/**
 * npm run bench:webhooks — issue 16.4's targets, printed, asserting nothing:
 * 1. how soon a delivery leaves after its event: a batch's status is changed N times (at random moments, so the
 *    dispatcher's 200 ms beat is sampled evenly) and the receiver notes when each signed POST arrives; latency =
 *    arrival − the event's occurredAt (the database's clock, on this machine). Median, p95, max.
 * 2. whether a receiver that is down slows the pipeline: M one-invoice batches from upload to EXPORTED with every
 *    auto-validate switch on (a batch whose extraction still waits for a person is validated at once), with no webhook,
 *    and with a fresh webhook to a closed port to which 1,000 events were queued just before (every try refused, on
 *    the default schedule). The webhook is deleted after its run and the queue drained before the next run (before,
 *    a deleted webhook's queued jobs were left to the next rounds, whose own backlog was then never reached: the
 *    '0 deliveries' of rounds 2 and 3). Runs alternate in pairs (without/with, with/without, ...); medians, spread and
 *    the per-pair difference are printed.
 * Usage: tsx bench/webhooks.ts [events=60] [batches=8] [pairs=6]   (PostgreSQL too when TEST_DATABASE_URL is set)
 */
import { createTestApp, TEST_DATABASES } from "../src/testing/testApp";
import { atExtraction, createFixtureBatch, waitForBatch } from "../src/testing/batches";
import { startWebhookReceiver } from "../src/testing/webhookReceiver";
import { makeClass, makeField, makeJob } from "../src/testing/masterDataFactories";

const EVENTS = Number(process.argv[2] ?? 60);
const BATCHES = Number(process.argv[3] ?? 8);
const ROUNDS = Number(process.argv[4] ?? 6);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const kind of TEST_DATABASES) {
  const t = await createTestApp(kind, {}, { workers: true });
  const receiver = await startWebhookReceiver();
  const closed = await startWebhookReceiver();
  const downUrl = closed.url;
  await closed.close();
  try {
    const admin = await t.signedIn(["admin"]);
    const fields = [
      await makeField(admin, { name: "Invoice Number" }),
      await makeField(admin, { name: "Invoice Date", dataType: "Date" }),
      await makeField(admin, { name: "Total", dataType: "Number" }),
    ];
    const cls = await makeClass(
      admin,
      fields.map((f) => f._id),
      { name: "Invoice" },
    );
    const job = await makeJob(admin, [cls._id], {
      documentParser: "text-layer",
      classification: {
        documentClasses: [cls._id],
        autoClassification: false,
        autoValidateClassification: false,
        prompt: "",
        eachPageClassification: false,
      },
      split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
      extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
      export: { _id: "DE-03", config: null },
    });

    // 1. Latency from event to receipt.
    const hook = (
      await admin.request({
        method: "POST",
        url: "/api/webhooks",
        payload: { url: receiver.url, events: ["batch.status_changed"] },
      })
    ).json();
    receiver.setSecret(hook.secret);
    const [dummy] = await t.db.query<{ id: string }>(
      `INSERT INTO batches (id, organization_id, batch_number, job_id, job_snapshot, status, workflow, files)
       VALUES (gen_random_uuid(), $1, 999999, $2, '{"name":"bench"}', 'BATCH_CREATED', '{}', '[]') RETURNING id`,
      [admin.organizationId, job._id],
    );
    for (let i = 0; i < EVENTS; i++) {
      await t.db.query(`UPDATE batches SET status = $2 WHERE id = $1`, [dummy.id, i % 2 ? "CLASSIFYING" : "SPLITTING"]);
      await sleep(100 + Math.random() * 300);
    }
    await receiver.waitFor((list) => list.length >= EVENTS, 60_000);
    const latencies = receiver.received.map((r) => r.receivedAt - Date.parse(r.body.occurredAt)).sort((a, b) => a - b);
    const bad = receiver.received.filter((r) => !r.verified).length;
    console.log(
      `[${kind}] event → receipt over ${latencies.length} deliveries: median ${pct(latencies, 50)} ms, p95 ${pct(latencies, 95)} ms, max ${latencies.at(-1)} ms; ` +
        `${latencies.filter((l) => l <= 1000).length}/${latencies.length} within 1 s; signatures failing: ${bad}`,
    );
    await admin.request({ method: "DELETE", url: `/api/webhooks/${hook._id}` });

    // 2. Batch processing with a receiver that is down and 1,000 events queued to it, against none. Each "with" run
    // gets a fresh webhook to a closed port and 1,000 events queued to it just before the batches are uploaded (so the
    // run includes the burst: dispatch, first tries, the breaker); after the run the webhook is deleted and the
    // queue drained, so no run inherits another's jobs. Runs alternate (with/without, then without/with) in pairs.
    const jobTable =
      kind === "postgres"
        ? (
            await t.db.query<{ s: string }>(
              `SELECT table_schema AS s FROM information_schema.tables WHERE table_name = 'job' AND table_schema LIKE 'pgboss%' AND table_schema LIKE '%' || current_schema() LIMIT 1`,
            )
          )[0].s
        : "pgboss";
    const openJobs = async () =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${jobTable}".job WHERE name = 'webhook-delivery' AND state IN ('created', 'retry', 'active') AND start_after <= now()`,
        )
      )[0].n;
    const runBatches = async () => {
      const start = Date.now();
      const created = await Promise.all(
        Array.from({ length: BATCHES }, () => createFixtureBatch(t, admin, job._id, ["coolblue1.pdf"])),
      );
      // A batch whose extraction waits for a person (a value not found) is validated at once, as a person would.
      const through = async (id: string) => {
        const b = await waitForBatch(admin, id, (x) => x.status === "EXPORTED" || atExtraction(x), 600_000);
        if (b.status === "EXPORTED") return;
        const extractionDocuments = b.extractionDocuments.map((d: any) => ({ ...d, validated: true }));
        await admin.request({
          method: "PATCH",
          url: `/api/batch/extractionvalidate/${id}`,
          payload: { extractionDocuments },
          headers: { "if-match": String(b.version) },
        });
        await waitForBatch(admin, id, (x) => x.status === "EXPORTED", 600_000);
      };
      await Promise.all(created.map((b) => through(b._id)));
      return Date.now() - start;
    };
    const settle = async () => {
      for (let i = 0; i < 600 && (await openJobs()) > 0; i++) await sleep(100);
      await sleep(500);
    };
    const withBacklog = async (round: number) => {
      const down = (
        await admin.request({
          method: "POST",
          url: "/api/webhooks",
          payload: {
            url: downUrl,
            events: [
              "batch.created",
              "batch.status_changed",
              "batch.waiting_for_validation",
              "batch.exported",
              "batch.failed",
            ],
          },
        })
      ).json();
      for (let i = 0; i < 1000; i++)
        await t.db.query(`UPDATE batches SET status = $2 WHERE id = $1`, [
          dummy.id,
          i % 2 ? "CLASSIFYING" : "SPLITTING",
        ]);
      const ms = await runBatches();
      const [c] = await t.db.query<{ rows: number; tried: number; stepped: number; waiting: number }>(
        `SELECT count(*)::int AS rows, count(*) FILTER (WHERE last_error LIKE 'The receiver refused%')::int AS tried,
                count(*) FILTER (WHERE last_error LIKE 'Not tried%')::int AS stepped, count(*) FILTER (WHERE attempts = 0)::int AS waiting
           FROM webhook_deliveries WHERE endpoint_id = $1`,
        [down._id],
      );
      console.log(
        `[${kind}]   pair ${round + 1} with: ${ms} ms; the down webhook's ${c.rows} deliveries: ${c.tried} tried and refused, ${c.stepped} not tried (paused), ${c.waiting} not yet reached; webhook jobs open ${await openJobs()}`,
      );
      await admin.request({ method: "DELETE", url: `/api/webhooks/${down._id}` });
      await settle();
      return ms;
    };
    const without = async (round: number) => {
      const ms = await runBatches();
      console.log(`[${kind}]   pair ${round + 1} without: ${ms} ms`);
      await settle();
      return ms;
    };
    await runBatches(); // warm-up: classifier, fonts, pg-boss queues
    await settle();
    const plain: number[] = [];
    const withDown: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        plain.push(await without(round));
        withDown.push(await withBacklog(round));
      } else {
        withDown.push(await withBacklog(round));
        plain.push(await without(round));
      }
    }
    const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
    const median = (xs: number[]) => {
      const s = sorted(xs);
      return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    };
    const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
    const sd = (xs: number[]) =>
      Math.sqrt(xs.reduce((acc, x) => acc + (x - mean(xs)) ** 2, 0) / Math.max(1, xs.length - 1));
    const diffs = plain.map((p, i) => ((withDown[i] - p) / p) * 100);
    const signed = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(1)} %`;
    const secs = (x: number) => (x / 1000).toFixed(2);
    console.log(
      `[${kind}] ${BATCHES} batches × ${ROUNDS} pairs: without ${secs(median(plain))} s median (${secs(Math.min(...plain))}–${secs(Math.max(...plain))}), ` +
        `with 1,000 events to a down receiver ${secs(median(withDown))} s (${secs(Math.min(...withDown))}–${secs(Math.max(...withDown))}); ` +
        `medians ${signed((median(withDown) / median(plain) - 1) * 100)}, per pair ${signed(mean(diffs))} ± ${sd(diffs).toFixed(1)} (sd; pairs ${diffs.map((d) => d.toFixed(0)).join(", ")} %); target ≤ 5 %`,
    );
  } finally {
    await receiver.close();
    await t.close();
  }
}
process.exit(0);
