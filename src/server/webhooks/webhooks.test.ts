import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { createFixtureBatch, waitForBatch, atExtraction } from "../../testing/batches";
import { startWebhookReceiver, type WebhookReceiver } from "../../testing/webhookReceiver";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { isEncrypted } from "../crypto/secretBox";

/** Issue 16.4: webhooks driven against a real local HTTP receiver that checks every signature. */
describe.each(TEST_DATABASES)("webhooks (%s)", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    // Short retry schedule and timeout so a test sees retries and give-ups in seconds.
    t = await createTestApp(
      kind,
      { WEBHOOK_RETRY_SECONDS: "1,1", WEBHOOK_TIMEOUT_SECONDS: "1", WEBHOOK_DISPATCH_MS: "100" },
      { workers: true },
    );
    admin = await t.signedIn(["admin"]);
    receiver = await startWebhookReceiver();
  }, 60_000);
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  async function addWebhook(caller: Caller, url: string, events: string[]) {
    const res = await caller.request({ method: "POST", url: "/api/webhooks", payload: { url, events } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const deliveries = async (caller: Caller, id: string) =>
    (await caller.request({ method: "GET", url: `/api/webhooks/${id}/deliveries` })).json();
  async function waitForDeliveries(caller: Caller, id: string, done: (list: any[]) => boolean, timeoutMs = 30_000) {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const list = await deliveries(caller, id);
      if (done(list)) return list;
      if (Date.now() > end) throw new Error(`deliveries: ${JSON.stringify(list)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it("admins add, list, change, rotate and delete webhooks; the secret is shown once and stored encrypted", async () => {
    const created = await addWebhook(admin, "https://example.com/hooks/docflow", ["batch.exported", "batch.created"]);
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.events).toEqual(["batch.created", "batch.exported"]);
    expect(created.isActive).toBe(true);
    const [row] = await t.db.query<{ secret: string }>(`SELECT secret FROM webhook_endpoints WHERE id = $1`, [
      created._id,
    ]);
    expect(isEncrypted(row.secret)).toBe(true);
    expect(row.secret).not.toContain(created.secret);

    const listed = (await admin.request({ method: "GET", url: "/api/webhooks" })).json();
    expect(listed.map((w: any) => w._id)).toContain(created._id);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const one = (await admin.request({ method: "GET", url: `/api/webhooks/${created._id}` })).json();
    expect(one.secret).toBeUndefined();

    const patched = await admin.request({
      method: "PATCH",
      url: `/api/webhooks/${created._id}`,
      payload: { isActive: false, events: ["batch.failed"] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      isActive: false,
      events: ["batch.failed"],
      url: "https://example.com/hooks/docflow",
    });

    const rotated = (await admin.request({ method: "POST", url: `/api/webhooks/${created._id}/rotate-secret` })).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);

    expect((await admin.request({ method: "DELETE", url: `/api/webhooks/${created._id}` })).statusCode).toBe(200);
    expect((await admin.request({ method: "GET", url: `/api/webhooks/${created._id}` })).statusCode).toBe(404);
  });

  it("refuses URLs that are not http(s) and empty event lists with a sentence", async () => {
    const bad = async (payload: object) => {
      const res = await admin.request({ method: "POST", url: "/api/webhooks", payload });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ url: "ftp://example.com/x", events: ["batch.created"] })).toBe(
      "The URL must start with https:// (or http:// for a receiver on your own network).",
    );
    expect(await bad({ url: "javascript:alert(1)", events: ["batch.created"] })).toBe(
      "The URL must start with https:// (or http:// for a receiver on your own network).",
    );
    expect(await bad({ url: "not a url", events: ["batch.created"] })).toMatch(/^The URL is not a valid web address/);
    expect(await bad({ url: "https://example.com", events: [] })).toBe("Choose at least one event");
    expect(await bad({ url: "https://example.com", events: ["batch.deleted"] })).toMatch(/^Events must be among/);
  });

  it("non-admins are refused and another organization's webhooks do not exist for an admin", async () => {
    const mine = await addWebhook(admin, "https://example.com/a", ["batch.created"]);
    const editor = await t.signedIn(["editor", "indexer"], { organizationId: admin.organizationId });
    for (const [method, url] of [
      ["GET", "/api/webhooks"],
      ["POST", "/api/webhooks"],
      ["GET", `/api/webhooks/${mine._id}/deliveries`],
      ["POST", `/api/webhooks/${mine._id}/test`],
      ["DELETE", `/api/webhooks/${mine._id}`],
    ] as const) {
      const res = await editor.request({
        method,
        url,
        payload: method === "POST" ? { url: "https://example.com", events: ["batch.created"] } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const other = await t.signedIn(["admin"]);
    expect((await other.request({ method: "GET", url: "/api/webhooks" })).json()).toEqual([]);
    for (const [method, url] of [
      ["GET", `/api/webhooks/${mine._id}`],
      ["PATCH", `/api/webhooks/${mine._id}`],
      ["GET", `/api/webhooks/${mine._id}/deliveries`],
      ["POST", `/api/webhooks/${mine._id}/test`],
      ["POST", `/api/webhooks/${mine._id}/rotate-secret`],
      ["DELETE", `/api/webhooks/${mine._id}`],
    ] as const) {
      const res = await other.request({ method, url, payload: method === "PATCH" ? { isActive: false } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    await admin.request({ method: "DELETE", url: `/api/webhooks/${mine._id}` });
  });

  it("a batch processed end to end emits created, status changes, waiting for validation and exported, in order, signed", async () => {
    const org = await t.signedIn(["admin"]);
    receiver.setBehaviour(() => 200);
    const hook = await addWebhook(org, receiver.url, [
      "batch.created",
      "batch.status_changed",
      "batch.waiting_for_validation",
      "batch.exported",
    ]);
    receiver.setSecret(hook.secret);
    // An admin of another organization with a webhook on the same receiver hears nothing of this batch.
    const stranger = await t.signedIn(["admin"]);
    await addWebhook(stranger, receiver.url, ["batch.created"]);

    const total = await makeField(org, { name: "Total", dataType: "Number" });
    const invoice = await makeClass(org, [total._id], { name: "Invoice" });
    const job = await makeJob(org, [invoice._id], {
      documentParser: "text-layer",
      classification: {
        documentClasses: [invoice._id],
        autoClassification: false,
        autoValidateClassification: false,
        prompt: "",
        eachPageClassification: false,
      },
      split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
      extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
      export: { _id: "DE-03", config: null },
    });
    const created = await createFixtureBatch(t, org, job._id, ["coolblue1.pdf"]);
    const waiting = await waitForBatch(org, created._id, atExtraction);
    const validated = await org.request({
      method: "PATCH",
      url: `/api/batch/extractionvalidate/${created._id}`,
      payload: { extractionDocuments: waiting.extractionDocuments.map((d: any) => ({ ...d, validated: true })) },
      headers: { "if-match": String(waiting.version) },
    });
    expect(validated.statusCode, validated.body).toBe(200);
    await waitForBatch(org, created._id, (b) => b.status === "EXPORTED");
    const mine = (list: typeof receiver.received) => list.filter((r) => r.body?.batch?.id === created._id);
    // Both events of the last change: 'status changed' to EXPORTED and 'exported' (they may arrive in either order).
    await receiver.waitFor((list) => mine(list).filter((r) => r.body.batch.status === "EXPORTED").length === 2);

    const got = mine(receiver.received);
    expect(
      got.every((r) => r.verified),
      JSON.stringify(got.map((r) => r.reason)),
    ).toBe(true);
    // In the order they happened (deliveries run in parallel, so arrival order may differ): the batch's version
    // counts its changes; of one change, 'status changed' comes before the event that names the new status.
    const rank = (e: any) => (e.event === "batch.status_changed" ? 0 : 1);
    const events = got.map((r) => r.body).sort((a, b) => a.batch.version - b.batch.version || rank(a) - rank(b));
    for (let i = 1; i < events.length; i++) expect(events[i].occurredAt >= events[i - 1].occurredAt).toBe(true);
    const names = events.map((e) => e.event);
    expect(names[0]).toBe("batch.created");
    expect(names.at(-1)).toBe("batch.exported");
    expect(names.indexOf("batch.waiting_for_validation")).toBeGreaterThan(0);
    expect(names.filter((n) => n === "batch.exported")).toHaveLength(1);
    const statuses = events.filter((e) => e.event === "batch.status_changed").map((e) => e.batch.status);
    expect(statuses).toContain("START_DOC_PARSING");
    expect(statuses).toContain("USER_VALIDATION");
    expect(statuses.at(-1)).toBe("EXPORTED");
    // Each status change names the status before it: the chain is unbroken from BATCH_CREATED.
    let previous = "BATCH_CREATED";
    for (const e of events.filter((e) => e.event === "batch.status_changed")) {
      expect(e.batch.previousStatus).toBe(previous);
      previous = e.batch.status;
    }
    const exported = events.at(-1);
    expect(exported.batch).toMatchObject({
      id: created._id,
      number: created.batchNumber,
      status: "EXPORTED",
      job: { id: job._id, name: job.name },
      link: `http://localhost:3000/batches/${created._id}`,
    });
    const headers = got[0].headers;
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["docflow-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(
      got.every((r) => r.headers["docflow-delivery"] === r.body.id && r.headers["docflow-event"] === r.body.event),
    ).toBe(true);
    expect(receiver.received.filter((r) => r.body?.batch?.id === created._id && !r.verified)).toEqual([]);

    const log = await deliveries(org, hook._id);
    expect(log.length).toBe(got.length);
    expect(log.every((d: any) => d.status === "delivered" && d.lastStatusCode === 200 && d.attempts === 1)).toBe(true);
    const listed = (await org.request({ method: "GET", url: "/api/webhooks" })).json();
    expect(listed[0].lastDelivery).toMatchObject({ status: "delivered", lastStatusCode: 200 });
  }, 240_000);

  it("a receiver answering 500 is tried again and the second try is delivered; the log says what happened", async () => {
    const org = await t.signedIn(["admin"]);
    const hook = await addWebhook(org, receiver.url, ["batch.created"]);
    receiver.setSecret(hook.secret);
    receiver.setBehaviour((n) => (n === 1 ? 500 : 200));
    const before = receiver.received.length;
    const test = await org.request({ method: "POST", url: `/api/webhooks/${hook._id}/test` });
    expect(test.statusCode, test.body).toBe(202);
    const log = await waitForDeliveries(org, hook._id, (list) => list[0]?.status === "delivered");
    expect(log[0]).toMatchObject({ event: "webhook.test", attempts: 2, lastStatusCode: 200, lastError: null });
    const tries = receiver.received.slice(before);
    expect(tries.map((r) => r.body.event)).toEqual(["webhook.test", "webhook.test"]);
    expect(tries[0].body.id).toBe(tries[1].body.id); // the same delivery, signed again
    expect(tries.every((r) => r.verified)).toBe(true);
    expect(tries[0].body).toMatchObject({ test: true, batch: { link: "http://localhost:3000/batches" } });
  }, 60_000);

  it("a receiver that never answers is logged with a clear sentence, tried again on schedule, then given up", async () => {
    const org = await t.signedIn(["admin"]);
    const hook = await addWebhook(org, receiver.url, ["batch.created"]);
    receiver.setSecret(hook.secret);
    receiver.setBehaviour(() => "hang");
    await org.request({ method: "POST", url: `/api/webhooks/${hook._id}/test` });
    const retrying = await waitForDeliveries(org, hook._id, (list) => list[0]?.status === "retrying");
    expect(retrying[0]).toMatchObject({
      attempts: 1,
      lastStatusCode: null,
      lastError: "The receiver did not answer within 1 s.",
    });
    expect(retrying[0].nextAttemptAt).not.toBeNull();
    const failed = await waitForDeliveries(org, hook._id, (list) => list[0]?.status === "failed");
    expect(failed[0]).toMatchObject({
      attempts: 3,
      lastError: "The receiver did not answer within 1 s. Gave up after 3 tries.",
    });
    const listed = (await org.request({ method: "GET", url: "/api/webhooks" })).json();
    expect(listed[0].lastDelivery).toMatchObject({
      status: "failed",
      lastError: "The receiver did not answer within 1 s. Gave up after 3 tries.",
    });
    receiver.setBehaviour(() => 200);
  }, 60_000);

  it("a receiver answering 500 and one nobody listens at get sentences too", async () => {
    const org = await t.signedIn(["admin"]);
    const hook = await addWebhook(org, receiver.url, ["batch.created"]);
    receiver.setSecret(hook.secret);
    receiver.setBehaviour(() => 500);
    await org.request({ method: "POST", url: `/api/webhooks/${hook._id}/test` });
    const log = await waitForDeliveries(
      org,
      hook._id,
      (list) => list[0]?.attempts >= 1 && list[0]?.status !== "sending" && list[0]?.status !== "pending",
    );
    expect(log[0]).toMatchObject({
      lastStatusCode: 500,
      lastError: "The receiver answered 500 Internal Server Error.",
    });

    const closed = await startWebhookReceiver();
    const url = closed.url;
    await closed.close();
    const down = await addWebhook(org, url, ["batch.created"]);
    await org.request({ method: "POST", url: `/api/webhooks/${down._id}/test` });
    const downLog = await waitForDeliveries(
      org,
      down._id,
      (list) => list[0]?.attempts >= 1 && !["sending", "pending"].includes(list[0]?.status),
    );
    expect(downLog[0].lastError).toBe(
      `The receiver refused the connection: nothing accepts connections at ${new URL(url).host}.`,
    );
    receiver.setBehaviour(() => 200);
  }, 60_000);

  it("a receiver that is down with 200 events waiting has at most 10 deliveries queued or sending at once, is paused after 5 failures, and every event ends tried or logged", async () => {
    const org = await t.signedIn(["admin"]);
    const closed = await startWebhookReceiver();
    const url = closed.url;
    await closed.close();
    const down = await addWebhook(org, url, ["batch.status_changed"]);
    // Another webhook of the organization is not held up by the backlog.
    receiver.setBehaviour(() => 200);
    const healthy = await addWebhook(org, receiver.url, ["batch.created"]);
    receiver.setSecret(healthy.secret);
    const total = await makeField(org, { name: "Total", dataType: "Number" });
    const job = await makeJob(org, [(await makeClass(org, [total._id], { name: "Invoice" }))._id]);
    const [batch] = await t.db.query<{ id: string }>(
      `INSERT INTO batches (id, organization_id, batch_number, job_id, job_snapshot, status, workflow, files)
       VALUES (gen_random_uuid(), $1, 999999, $2, '{"name":"backlog"}', 'BATCH_CREATED', '{}', '[]') RETURNING id`,
      [org.organizationId, job._id],
    );
    for (let i = 0; i < 200; i++)
      await t.db.query(`UPDATE batches SET status = $2 WHERE id = $1`, [batch.id, i % 2 ? "CLASSIFYING" : "SPLITTING"]);

    const jobTable =
      kind === "postgres"
        ? await t.db.query<{ s: string }>(
            `SELECT table_schema AS s FROM information_schema.tables WHERE table_name = 'job' AND table_schema LIKE 'pgboss%' AND table_schema LIKE '%' || current_schema() LIMIT 1`,
          )
        : [{ s: "pgboss" }];
    let maxInFlight = 0;
    let maxJobs = 0;
    let sentTest = false;
    const end = Date.now() + 60_000;
    for (;;) {
      const [row] = await t.db.query<{ in_flight: number; open: number }>(
        `SELECT count(*) FILTER (WHERE due_at IS NULL AND status IN ('pending', 'retrying', 'sending'))::int AS in_flight,
                count(*) FILTER (WHERE status NOT IN ('delivered', 'failed'))::int AS open
           FROM webhook_deliveries WHERE endpoint_id = $1`,
        [down._id],
      );
      const [jobs] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${jobTable[0].s}".job j JOIN webhook_deliveries d ON d.id = (j.data->>'deliveryId')::uuid
          WHERE j.name = 'webhook-delivery' AND j.state IN ('created', 'retry', 'active') AND d.endpoint_id = $1`,
        [down._id],
      );
      maxInFlight = Math.max(maxInFlight, row.in_flight);
      maxJobs = Math.max(maxJobs, jobs.n);
      if (!sentTest) {
        sentTest = true;
        const before = Date.now();
        await org.request({ method: "POST", url: `/api/webhooks/${healthy._id}/test` });
        await waitForDeliveries(org, healthy._id, (list) => list[0]?.status === "delivered", 10_000);
        expect(Date.now() - before).toBeLessThan(3_000);
      }
      if (row.open === 0) break;
      if (Date.now() > end) throw new Error(`still open: ${JSON.stringify(row)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(maxInFlight).toBeLessThanOrEqual(10);
    expect(maxJobs).toBeLessThanOrEqual(10);
    const rows = await t.db.query<{ status: string; attempts: number; last_error: string }>(
      `SELECT status, attempts, last_error FROM webhook_deliveries WHERE endpoint_id = $1`,
      [down._id],
    );
    expect(rows).toHaveLength(200);
    // Every event was given up after its three tries and says why; most tries were not made (the webhook was paused).
    expect(
      rows.every((r) => r.status === "failed" && r.attempts === 3 && / Gave up after 3 tries\.$/.test(r.last_error)),
      JSON.stringify(rows.slice(0, 3)),
    ).toBe(true);
    const refused = `The receiver refused the connection: nothing accepts connections at ${new URL(url).host}.`;
    expect(
      rows.every((r) => r.last_error.startsWith(refused) || r.last_error.startsWith(`Not tried: the receiver failed `)),
    ).toBe(true);
    expect(rows.filter((r) => r.last_error.startsWith("Not tried")).length).toBeGreaterThan(100);
    const log = await deliveries(org, down._id);
    expect(log[0].lastError).toMatch(
      /^(The receiver refused|Not tried: the receiver failed \d+ tries in a row \(the last: The receiver refused)/,
    );
    const [endpoint] = await t.db.query<{ failures: number; paused_until: Date | null }>(
      `SELECT failures, paused_until FROM webhook_endpoints WHERE id = $1`,
      [down._id],
    );
    expect(endpoint.failures).toBeGreaterThanOrEqual(5);
    expect(endpoint.paused_until).not.toBeNull();

    // The receiver comes back: the next try after the pause is delivered and closes the breaker.
    await t.db.query(`UPDATE webhook_endpoints SET url = $2 WHERE id = $1`, [down._id, receiver.url]);
    receiver.setSecret(down.secret);
    await t.db.query(`UPDATE batches SET status = 'EXPORTING' WHERE id = $1`, [batch.id]);
    await waitForDeliveries(org, down._id, (list) => list[0]?.status === "delivered", 20_000);
    const [closedAgain] = await t.db.query<{ failures: number; paused_until: Date | null }>(
      `SELECT failures, paused_until FROM webhook_endpoints WHERE id = $1`,
      [down._id],
    );
    expect(closedAgain).toEqual({ failures: 0, paused_until: null });
  }, 120_000);
});
