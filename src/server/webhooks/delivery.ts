/**
 * Sending webhook deliveries (issue 16.4). The batches trigger (db/migrations/011_webhooks.ts) writes one row per event and
 * endpoint, due at once (`due_at`). A dispatcher in every worker process turns due rows into pg-boss jobs, in one
 * multi-row insert per beat, but at most `maxInFlight` per webhook (queued or being sent): the rest of a backlog
 * stays as rows, so a receiver that is down never floods the queue. A try that gets no 2xx sets the row due again
 * at the next time of the schedule; the dispatcher queues it then. After `breakerFailures` failed tries in a row a
 * webhook is paused until its next retry time (circuit breaker): its rows that fall due meanwhile are stepped to
 * their next try in one UPDATE, without a job or a connection, and logged as not tried; the first tries after the
 * pause are the probes. The pipeline's own queue and workers never wait for a receiver.
 */
import type { Services } from "../services";
import type { Queryable } from "../db/db";
import { WEBHOOK_TEST_EVENT } from "../../domain/schemas/webhook";
import { openSecret } from "./webhookRepo";
import { signatureHeader } from "./signature";

const WEBHOOK_QUEUE = "webhook-delivery";
const WORKERS = 3;
const BATCH_SIZE = 5;
/** Rows stepped or queued per dispatcher beat at most. */
const BEAT_LIMIT = 500;

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
function deliveryBody(publicUrl: string, d: { id: string; event: string; payload: Record<string, any> }): string {
  const { occurredAt, error, ...batch } = d.payload;
  const test = d.event === WEBHOOK_TEST_EVENT;
  return JSON.stringify({
    id: d.id,
    event: d.event,
    occurredAt,
    ...(test ? { test: true } : {}),
    batch: {
      ...batch,
      link: test || !batch.id ? `${publicUrl}/batches` : `${publicUrl}/batches/${batch.id}`,
      ...(error ? { error } : {}),
    },
  });
}

/** A sentence for the webhook screen about a try that did not reach a 2xx answer. */
function describeFailure(err: unknown, url: string, timeoutMs: number): string {
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError")
    return `The receiver did not answer within ${Math.round(timeoutMs / 1000)} s.`;
  const code = e?.cause?.code ?? "";
  if (code === "ECONNREFUSED") return `The receiver refused the connection: nothing accepts connections at ${host}.`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `The receiver's host name could not be found (${host}).`;
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET")
    return `The receiver closed the connection without answering.`;
  if (/CERT|SSL|TLS/i.test(code)) return `The receiver's HTTPS certificate was not accepted (${code}).`;
  return `Could not reach the receiver: ${e?.cause?.message ?? e?.message ?? String(err)}.`;
}

function describeAnswer(status: number, statusText: string, location: string | null): string {
  if (status >= 300 && status < 400)
    return `The receiver answered ${status} (a redirect${location ? ` to ${location}` : ""}); redirects are not followed, register the final URL.`;
  return `The receiver answered ${status}${statusText ? ` ${statusText}` : ""}.`;
}

/** One try of one delivery. A failed try makes the row due again at the next time of the schedule. */
async function deliver(s: Services, job: DeliveryJob): Promise<void> {
  const cfg = s.config.webhooks;
  // Claim this try: the row must be waiting for exactly this try, or be stuck 'sending' by a process that died.
  const [d] = await s.db.query<ClaimedDelivery>(
    `UPDATE webhook_deliveries d SET attempts = $2, status = 'sending', last_attempt_at = now(), next_attempt_at = NULL, due_at = NULL
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
    error =
      (err as Error)?.name === "SecretBoxError"
        ? "Not sent: the webhook's secret cannot be read with this server's APP_SECRET; rotate the secret."
        : describeFailure(err, d.url, cfg.timeoutMs);
  }
  if (!error) return record(s, d, "delivered", status, null, null);
  const delay = cfg.retryDelaysSeconds[job.attempt - 1];
  if (delay === undefined) {
    const tries = job.attempt === 1 ? "1 try" : `${job.attempt} tries`;
    return record(s, d, "failed", status, `${error} Gave up after ${tries}.`, null, error);
  }
  await record(s, d, "retrying", status, error, delay, error);
}

const JOB_OPTIONS = (s: Services) => ({
  retryLimit: 2,
  retryDelay: 5,
  expireInSeconds: Math.ceil(s.config.webhooks.timeoutMs / 1000) + 60,
});

/**
 * Writes a try's outcome and the webhook's breaker: a delivered try closes it; a failed one counts, and the
 * `breakerFailures`-th failure in a row pauses the webhook for the schedule's next wait (30 s, then 1 min, ...).
 */
async function record(
  s: Services,
  d: ClaimedDelivery,
  status: string,
  code: number | null,
  error: string | null,
  delaySeconds: number | null,
  failure?: string,
) {
  const cfg = s.config.webhooks;
  await s.db.query(
    `WITH d AS (
       UPDATE webhook_deliveries SET status = $3, last_status_code = $4, last_error = $5,
              next_attempt_at = CASE WHEN $6::float8 IS NULL THEN NULL ELSE now() + make_interval(secs => $6::float8) END,
              due_at = CASE WHEN $6::float8 IS NULL THEN NULL ELSE now() + make_interval(secs => $6::float8) END,
              delivered_at = CASE WHEN $3 = 'delivered' THEN now() END
        WHERE id = $1 AND attempts = $2 RETURNING endpoint_id)
     UPDATE webhook_endpoints e SET
            failures = CASE WHEN $7::text IS NULL THEN 0 ELSE e.failures + 1 END,
            pauses = CASE WHEN $7::text IS NULL THEN 0 WHEN e.failures + 1 >= $8 AND (e.paused_until IS NULL OR e.paused_until <= now()) THEN e.pauses + 1 ELSE e.pauses END,
            paused_until = CASE WHEN $7::text IS NULL THEN NULL
                                WHEN e.failures + 1 >= $8 AND (e.paused_until IS NULL OR e.paused_until <= now())
                                THEN now() + make_interval(secs => ($9::float8[])[least(e.pauses + 1, cardinality($9::float8[]))])
                                ELSE e.paused_until END,
            pause_reason = COALESCE($7, e.pause_reason)
       FROM d WHERE e.id = d.endpoint_id AND ($7::text IS NOT NULL OR e.failures > 0 OR e.paused_until IS NOT NULL)`,
    [
      d.id,
      d.attempts,
      status,
      code,
      error,
      delaySeconds,
      failure ?? null,
      cfg.breakerFailures,
      cfg.retryDelaysSeconds.length ? cfg.retryDelaysSeconds : [30],
    ],
  );
}

/**
 * One dispatcher beat. (1) Rows due at a paused webhook (breaker open) are stepped to their next try in one UPDATE,
 * without a connection, and logged as not tried (after the last try: given up); rows due at a webhook that was turned
 * off are logged as not sent. (2) Due rows of the other webhooks become jobs, at most `maxInFlight` queued or being
 * sent per webhook, in one multi-row insert. Returns how many jobs were queued.
 */
async function dispatchDeliveries(s: Services, limit = BEAT_LIMIT): Promise<number> {
  // One dispatcher at a time (several worker processes on PostgreSQL), each statement seeing what the last one
  // queued, so the per-webhook bound holds across processes; PGlite is one process and one connection.
  const rows = await s.db.transaction(async (tx) => {
    if (s.db.kind === "postgres") {
      const [lock] = await tx.query<{ ok: boolean }>(
        `SELECT pg_try_advisory_xact_lock(hashtext('webhook-dispatch')) AS ok`,
      );
      if (!lock.ok) return [];
    }
    return dispatchRows(s, tx, limit);
  });
  if (!rows.length) return 0;
  try {
    await s.queue.boss.insert(
      rows.map((r) => ({
        name: WEBHOOK_QUEUE,
        data: { deliveryId: r.id, attempt: r.attempts + 1 } satisfies DeliveryJob,
        ...JOB_OPTIONS(s),
      })),
    );
  } catch (err) {
    // The rows wait again (the next beat queues them); a try is never lost between the two writes.
    await s.db.query(
      `UPDATE webhook_deliveries SET due_at = now() WHERE id = ANY($1::uuid[]) AND due_at IS NULL AND status IN ('pending', 'retrying')`,
      [rows.map((r) => r.id)],
    );
    throw err;
  }
  return rows.length;
}

async function dispatchRows(s: Services, db: Queryable, limit: number) {
  const cfg = s.config.webhooks;
  const delays = cfg.retryDelaysSeconds;
  await db.query(
    `WITH due AS (
       SELECT d.id FROM webhook_endpoints e
       CROSS JOIN LATERAL (SELECT id FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.due_at <= now() AND d.event <> $3
                            ORDER BY d.due_at, d.seq LIMIT $2) d
        WHERE e.paused_until > now() OR NOT e.is_active
        LIMIT $2)
     UPDATE webhook_deliveries d SET
            attempts = CASE WHEN e.is_active THEN d.attempts + 1 ELSE d.attempts END,
            status = CASE WHEN e.is_active AND d.attempts + 1 <= cardinality($1::float8[]) THEN 'retrying' ELSE 'failed' END,
            last_attempt_at = CASE WHEN e.is_active THEN now() ELSE d.last_attempt_at END,
            last_status_code = CASE WHEN e.is_active THEN NULL ELSE d.last_status_code END,
            last_error = CASE WHEN NOT e.is_active THEN 'Not sent: the webhook was turned off before this event was sent.'
              ELSE format('Not tried: the receiver failed %s tries in a row (the last: %s), so the webhook waits until %s UTC.%s',
                          e.failures, e.pause_reason, to_char(e.paused_until AT TIME ZONE 'UTC', 'HH24:MI:SS'),
                          CASE WHEN d.attempts + 1 > cardinality($1::float8[]) THEN format(' Gave up after %s tries.', d.attempts + 1) ELSE '' END) END,
            next_attempt_at = CASE WHEN e.is_active AND d.attempts + 1 <= cardinality($1::float8[]) THEN now() + make_interval(secs => ($1::float8[])[d.attempts + 1]) END,
            due_at = CASE WHEN e.is_active AND d.attempts + 1 <= cardinality($1::float8[]) THEN now() + make_interval(secs => ($1::float8[])[d.attempts + 1]) END
       FROM due, webhook_endpoints e
      WHERE d.id = due.id AND e.id = d.endpoint_id AND d.due_at <= now()`,
    [delays, limit, WEBHOOK_TEST_EVENT],
  );
  return db.query<{ id: string; attempts: number }>(
    `WITH picked AS (
       SELECT d.id FROM webhook_endpoints e
       CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM webhook_deliveries f
                            WHERE f.endpoint_id = e.id AND f.due_at IS NULL AND f.status IN ('pending', 'retrying', 'sending')) busy
       CROSS JOIN LATERAL (SELECT id FROM webhook_deliveries d
                            WHERE d.endpoint_id = e.id AND d.due_at <= now()
                              AND ((e.is_active AND (e.paused_until IS NULL OR e.paused_until <= now())) OR d.event = $3)
                            ORDER BY d.due_at, d.seq LIMIT greatest(0, $1 - busy.n) FOR UPDATE SKIP LOCKED) d
        LIMIT $2)
     UPDATE webhook_deliveries d SET due_at = NULL, queued_at = now() FROM picked WHERE d.id = picked.id RETURNING d.id, d.attempts`,
    [cfg.maxInFlight, limit, WEBHOOK_TEST_EVENT],
  );
}

/**
 * Deliveries whose job went missing (a process stopped between marking the row and inserting the job, or while
 * sending): due again, or queued again for the same try; a duplicate job finds its try claimed and does nothing.
 * Also trims the log. Reads only the in-flight rows (a partial index).
 */
async function sweepDeliveries(s: Services): Promise<void> {
  const stuckAfter = s.config.webhooks.timeoutMs / 1000 + 120;
  await s.db.query(
    `UPDATE webhook_deliveries SET due_at = now()
      WHERE due_at IS NULL AND status IN ('pending', 'retrying')
        AND queued_at < now() - make_interval(secs => $1) AND (next_attempt_at IS NULL OR next_attempt_at < now() - make_interval(secs => $1))`,
    [stuckAfter],
  );
  const rows = await s.db.query<{ id: string; attempts: number }>(
    `SELECT id, attempts FROM webhook_deliveries
      WHERE due_at IS NULL AND status = 'sending' AND last_attempt_at < now() - make_interval(secs => $1)
      LIMIT 500`,
    [stuckAfter],
  );
  if (rows.length)
    await s.queue.boss.insert(
      rows.map((r) => ({
        name: WEBHOOK_QUEUE,
        data: { deliveryId: r.id, attempt: r.attempts } satisfies DeliveryJob,
        ...JOB_OPTIONS(s),
      })),
    );
  await s.db.query(
    `DELETE FROM webhook_deliveries WHERE status IN ('delivered', 'failed') AND created_at < now() - make_interval(days => $1)`,
    [Math.floor(s.config.webhooks.keepDays)],
  );
}

/** Delivery workers and the dispatcher of this process; started with the batch workers. */
export async function startWebhookWorkers(s: Services): Promise<void> {
  const boss = s.queue.boss;
  await boss.createQueue(WEBHOOK_QUEUE).catch(() => {}); // exists already
  const workerIds: string[] = [];
  for (let i = 0; i < WORKERS; i++) {
    workerIds.push(
      await boss.work<DeliveryJob>(
        WEBHOOK_QUEUE,
        { batchSize: BATCH_SIZE, pollingIntervalSeconds: 2 },
        async (jobs) => {
          const results = await Promise.allSettled(jobs.map((job) => deliver(s, job.data)));
          const failed = results.find((r) => r.status === "rejected");
          if (failed) throw (failed as PromiseRejectedResult).reason; // database trouble: pg-boss tries the jobs again
        },
      ),
    );
  }
  s.queue.every("Queuing webhook deliveries", s.config.webhooks.dispatchIntervalMs, async () => {
    if ((await dispatchDeliveries(s)) > 0) for (const id of workerIds) boss.notifyWorker(id);
  });
  s.queue.every("Re-queuing webhook deliveries", 60_000, () => sweepDeliveries(s));
}
