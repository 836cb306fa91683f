/**
 * Sending webhook deliveries (issue 16.4). The batches trigger (webhooks/migration.ts) writes one row per event and
 * endpoint; here a dispatcher in every worker process queues each new row as a pg-boss job (the row's id is the
 * job's id, so two processes queuing the same row make one job) and wakes this process' delivery workers. A try
 * that gets no 2xx is tried again later by a new job (startAfter) on the configured schedule; the pipeline's own
 * queue and workers never wait for a receiver.
 */
import type { Services } from "../services";
import { WEBHOOK_TEST_EVENT } from "../../domain/schemas/webhook";
import { openSecret } from "./webhookRepo";
import { signatureHeader } from "./signature";

export const WEBHOOK_QUEUE = "webhook-delivery";
const WORKERS = 3;
const BATCH_SIZE = 5;

interface DeliveryJob {
  deliveryId: string;
  /** 1 for the first try. */
  attempt: number;
}

interface ClaimedDelivery {
  id: string;
  event: string;
  payload: Record<string, any>;
  attempts: number;
  url: string;
  secret: string;
  endpoint_id: string;
  is_active: boolean;
}

/** The body a receiver gets: the event, the batch (id, number, status, job) and a link to it. */
export function deliveryBody(publicUrl: string, d: { id: string; event: string; payload: Record<string, any> }): string {
  const { occurredAt, error, ...batch } = d.payload;
  const test = d.event === WEBHOOK_TEST_EVENT;
  return JSON.stringify({
    id: d.id,
    event: d.event,
    occurredAt,
    ...(test ? { test: true } : {}),
    batch: { ...batch, link: test || !batch.id ? `${publicUrl}/batches` : `${publicUrl}/batches/${batch.id}`, ...(error ? { error } : {}) },
  });
}

/** A sentence for the webhook screen about a try that did not reach a 2xx answer. */
export function describeFailure(err: unknown, url: string, timeoutMs: number): string {
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return `The receiver did not answer within ${Math.round(timeoutMs / 1000)} s.`;
  const code = e?.cause?.code ?? "";
  if (code === "ECONNREFUSED") return `The receiver refused the connection: nothing accepts connections at ${host}.`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `The receiver's host name could not be found (${host}).`;
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") return `The receiver closed the connection without answering.`;
  if (/CERT|SSL|TLS/i.test(code)) return `The receiver's HTTPS certificate was not accepted (${code}).`;
  return `Could not reach the receiver: ${e?.cause?.message ?? e?.message ?? String(err)}.`;
}

export function describeAnswer(status: number, statusText: string, location: string | null): string {
  if (status >= 300 && status < 400) return `The receiver answered ${status} (a redirect${location ? ` to ${location}` : ""}); redirects are not followed, register the final URL.`;
  return `The receiver answered ${status}${statusText ? ` ${statusText}` : ""}.`;
}

/** One try of one delivery. Returns the next try's delay in seconds, or null when done (delivered or given up). */
export async function deliver(s: Services, job: DeliveryJob): Promise<void> {
  const cfg = s.config.webhooks;
  // Claim this try: the row must be waiting for exactly this try, or be stuck 'sending' by a process that died.
  const [d] = await s.db.query<ClaimedDelivery>(
    `UPDATE webhook_deliveries d SET attempts = $2, status = 'sending', last_attempt_at = now(), next_attempt_at = NULL
       FROM webhook_endpoints e
      WHERE d.id = $1 AND e.id = d.endpoint_id
        AND ((d.status IN ('pending', 'retrying') AND d.attempts = $2 - 1)
          OR (d.status = 'sending' AND d.attempts = $2 AND d.last_attempt_at < now() - make_interval(secs => $3)))
      RETURNING d.id, d.event, d.payload, d.attempts, e.url, e.secret, e.id AS endpoint_id, e.is_active`,
    [job.deliveryId, job.attempt, cfg.timeoutMs / 1000 + 60],
  );
  if (!d) return; // delivered, given up, deleted, or another job has this try
  if (!d.is_active && d.event !== WEBHOOK_TEST_EVENT) {
    await record(s, d, "failed", null, "Not sent: the webhook was turned off before this event was sent.", null);
    return;
  }
  const body = deliveryBody(s.config.publicUrl, d);
  let status: number | null = null;
  let error: string | null = null;
  try {
    const secret = openSecret(d.secret, s.config.secret, d.endpoint_id);
    const res = await fetch(d.url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(cfg.timeoutMs),
      headers: {
        "content-type": "application/json",
        "user-agent": "Docflow-Webhooks/1",
        "docflow-event": d.event,
        "docflow-delivery": d.id,
        "docflow-signature": signatureHeader(secret, body),
      },
      body,
    });
    status = res.status;
    await res.body?.cancel().catch(() => {});
    if (status < 200 || status >= 300) error = describeAnswer(status, res.statusText, res.headers.get("location"));
  } catch (err) {
    error = (err as Error)?.name === "SecretBoxError" ? "Not sent: the webhook's secret cannot be read with this server's APP_SECRET; rotate the secret." : describeFailure(err, d.url, cfg.timeoutMs);
  }
  if (!error) return record(s, d, "delivered", status, null, null);
  const delay = cfg.retryDelaysSeconds[job.attempt - 1];
  if (delay === undefined) {
    const tries = job.attempt === 1 ? "1 try" : `${job.attempt} tries`;
    return record(s, d, "failed", status, `${error} Gave up after ${tries}.`, null);
  }
  await record(s, d, "retrying", status, error, delay);
  await s.queue.send(WEBHOOK_QUEUE, { deliveryId: d.id, attempt: job.attempt + 1 } satisfies DeliveryJob, { startAfter: delay, ...JOB_OPTIONS(s) });
}

const JOB_OPTIONS = (s: Services) => ({ retryLimit: 2, retryDelay: 5, expireInSeconds: Math.ceil(s.config.webhooks.timeoutMs / 1000) + 60 });

async function record(s: Services, d: ClaimedDelivery, status: string, code: number | null, error: string | null, delaySeconds: number | null) {
  await s.db.query(
    `UPDATE webhook_deliveries SET status = $3, last_status_code = $4, last_error = $5,
            next_attempt_at = CASE WHEN $6::float8 IS NULL THEN NULL ELSE now() + make_interval(secs => $6::float8) END,
            delivered_at = CASE WHEN $3 = 'delivered' THEN now() END
      WHERE id = $1 AND attempts = $2`,
    [d.id, d.attempts, status, code, error, delaySeconds],
  );
}

/** Queues new deliveries as pg-boss jobs; returns how many. */
export async function dispatchDeliveries(s: Services, limit = 200): Promise<number> {
  const rows = await s.db.query<{ id: string }>(`SELECT id FROM webhook_deliveries WHERE queued_at IS NULL ORDER BY seq LIMIT $1`, [limit]);
  if (!rows.length) return 0;
  for (const row of rows) await s.queue.send(WEBHOOK_QUEUE, { deliveryId: row.id, attempt: 1 } satisfies DeliveryJob, { id: row.id, ...JOB_OPTIONS(s) });
  await s.db.query(`UPDATE webhook_deliveries SET queued_at = now() WHERE id = ANY($1::uuid[]) AND queued_at IS NULL`, [rows.map((r) => r.id)]);
  return rows.length;
}

/**
 * Deliveries whose next job went missing (a process stopped between writing the row and queuing the job, or while
 * sending): queued again; a duplicate job finds its try already claimed and does nothing. Also trims the log.
 */
export async function sweepDeliveries(s: Services): Promise<void> {
  const stuckAfter = s.config.webhooks.timeoutMs / 1000 + 120;
  const rows = await s.db.query<{ id: string; attempt: number }>(
    `SELECT id, CASE WHEN status = 'sending' THEN attempts ELSE attempts + 1 END AS attempt FROM webhook_deliveries
      WHERE (status = 'retrying' AND next_attempt_at < now() - make_interval(secs => $1))
         OR (status = 'sending' AND last_attempt_at < now() - make_interval(secs => $1))
         OR (status = 'pending' AND queued_at < now() - make_interval(secs => $1))
      LIMIT 500`,
    [stuckAfter],
  );
  for (const row of rows) await s.queue.send(WEBHOOK_QUEUE, { deliveryId: row.id, attempt: row.attempt } satisfies DeliveryJob, JOB_OPTIONS(s));
  await s.db.query(`DELETE FROM webhook_deliveries WHERE status IN ('delivered', 'failed') AND created_at < now() - make_interval(days => $1)`, [
    Math.floor(s.config.webhooks.keepDays),
  ]);
}

/** Delivery workers and the dispatcher of this process; started with the batch workers. */
export async function startWebhookWorkers(s: Services): Promise<void> {
  const boss = s.queue.boss;
  await boss.createQueue(WEBHOOK_QUEUE).catch(() => {}); // exists already
  const workerIds: string[] = [];
  for (let i = 0; i < WORKERS; i++) {
    workerIds.push(
      await boss.work<DeliveryJob>(WEBHOOK_QUEUE, { batchSize: BATCH_SIZE, pollingIntervalSeconds: 2 }, async (jobs) => {
        const results = await Promise.allSettled(jobs.map((job) => deliver(s, job.data)));
        const failed = results.find((r) => r.status === "rejected");
        if (failed) throw (failed as PromiseRejectedResult).reason; // database trouble: pg-boss tries the jobs again
      }),
    );
  }
  s.queue.every("Queuing webhook deliveries", s.config.webhooks.dispatchIntervalMs, async () => {
    if ((await dispatchDeliveries(s)) > 0) for (const id of workerIds) boss.notifyWorker(id);
  });
  s.queue.every("Re-queuing webhook deliveries", 60_000, () => sweepDeliveries(s));
}
