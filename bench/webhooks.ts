/**
 * npm run bench:webhooks — issue 16.4's targets, printed, asserting nothing:
 * 1. how soon a delivery leaves after its event: a batch's status is changed N times (at random moments, so the
 *    dispatcher's 200 ms beat is sampled evenly) and the receiver notes when each signed POST arrives; latency =
 *    arrival − the event's occurredAt (the database's clock, on this machine). Median, p95, max.
 * 2. whether a receiver that is down slows the pipeline: M one-invoice batches from upload to EXPORTED with every
 *    auto-validate switch on (a batch whose extraction still waits for a person is validated at once), with no webhook, and with a webhook to a closed port after 1,000 events were queued
 *    to it (every try refused, retried on the default schedule). Runs alternate to spread the machine's other load.
 * Usage: tsx bench/webhooks.ts [events=60] [batches=6] [rounds=2]   (PostgreSQL too when TEST_DATABASE_URL is set)
 */
import { createTestApp, TEST_DATABASES } from "../src/testing/testApp";
import { atExtraction, createFixtureBatch, waitForBatch } from "../src/testing/batches";
import { startWebhookReceiver } from "../src/testing/webhookReceiver";
import { makeClass, makeField, makeJob } from "../src/server/masterData/testFactories";

const EVENTS = Number(process.argv[2] ?? 60);
const BATCHES = Number(process.argv[3] ?? 6);
const ROUNDS = Number(process.argv[4] ?? 2);
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
    const cls = await makeClass(admin, fields.map((f) => f._id), { name: "Invoice" });
    const job = await makeJob(admin, [cls._id], {
      documentParser: "text-layer",
      classification: { documentClasses: [cls._id], autoClassification: false, autoValidateClassification: false, prompt: "", eachPageClassification: false },
      split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
      extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
      export: { _id: "DE-03", config: null },
    });

    // 1. Latency from event to receipt.
    const hook = (await admin.request({ method: "POST", url: "/api/webhooks", payload: { url: receiver.url, events: ["batch.status_changed"] } })).json();
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

    // 2. Batch processing with a receiver that is down and 1,000 events queued to it, against none.
    const runBatches = async () => {
      const start = Date.now();
      const created = await Promise.all(Array.from({ length: BATCHES }, () => createFixtureBatch(t, admin, job._id, ["coolblue1.pdf"])));
      // A batch whose extraction waits for a person (a value not found) is validated at once, as a person would.
      const through = async (id: string) => {
        const b = await waitForBatch(admin, id, (x) => x.status === "EXPORTED" || atExtraction(x), 600_000);
        if (b.status === "EXPORTED") return;
        const extractionDocuments = b.extractionDocuments.map((d: any) => ({ ...d, validated: true }));
        await admin.request({ method: "PATCH", url: `/api/batch/extractionvalidate/${id}`, payload: { extractionDocuments }, headers: { "if-match": String(b.version) } });
        await waitForBatch(admin, id, (x) => x.status === "EXPORTED", 600_000);
      };
      await Promise.all(created.map((b) => through(b._id)));
      return Date.now() - start;
    };
    await runBatches(); // warm-up: classifier, fonts, pg-boss queues
    const plain: number[] = [];
    const withDown: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      plain.push(await runBatches());
      const down = (await admin.request({ method: "POST", url: "/api/webhooks", payload: { url: downUrl, events: ["batch.created", "batch.status_changed", "batch.waiting_for_validation", "batch.exported", "batch.failed"] } })).json();
      for (let i = 0; i < 1000; i++) await t.db.query(`UPDATE batches SET status = $2 WHERE id = $1`, [dummy.id, i % 2 ? "CLASSIFYING" : "SPLITTING"]);
      withDown.push(await runBatches());
      const [tries] = await t.db.query<{ n: string; refused: string }>(
        `SELECT sum(attempts) AS n, count(*) FILTER (WHERE last_error LIKE 'The receiver refused%') AS refused FROM webhook_deliveries WHERE endpoint_id = $1`,
        [down._id],
      );
      console.log(`[${kind}] round ${round + 1}: ${BATCHES} batches ${plain.at(-1)} ms without a webhook, ${withDown.at(-1)} ms with a down receiver (${tries.n} tries refused so far on ${tries.refused} deliveries)`);
      await admin.request({ method: "DELETE", url: `/api/webhooks/${down._id}` });
    }
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const slower = (sum(withDown) / sum(plain) - 1) * 100;
    console.log(`[${kind}] ${BATCHES} batches × ${ROUNDS} rounds: ${(sum(plain) / ROUNDS / 1000).toFixed(1)} s without, ${(sum(withDown) / ROUNDS / 1000).toFixed(1)} s with 1,000 events to a down receiver: ${slower >= 0 ? "+" : ""}${slower.toFixed(1)} % (target ≤ 5 %)`);
  } finally {
    await receiver.close();
    await t.close();
  }
}
process.exit(0);
