import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/db";
import { notFound } from "../http/errors";
import { decryptSecret, encryptSecret } from "../crypto/secretBox";
import { newWebhookSecret } from "./signature";
import {
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookCreateInput,
  type WebhookDelivery,
  type WebhookEditInput,
  type WebhookEvent,
} from "../../domain/schemas/webhook";

interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

interface DeliveryRow {
  id: string;
  event: string;
  status: WebhookDelivery["status"];
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  payload: { number?: number | null };
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toDeliveryDto(row: DeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    batchNumber: row.payload?.number ?? null,
    createdAt: iso(row.created_at)!,
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: iso(row.next_attempt_at),
    deliveredAt: iso(row.delivered_at),
  };
}

function toDto(row: EndpointRow & { last_delivery?: DeliveryRow | null }): Webhook {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    isActive: row.is_active,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    lastDelivery: row.last_delivery ? toDeliveryDto(row.last_delivery) : null,
  };
}

/** The secret is bound to its endpoint: a box copied to another row does not open. */
const secretContext = (endpointId: string) => `webhook:${endpointId}:secret`;

export function openSecret(box: string, serverSecret: string, endpointId: string): string {
  return decryptSecret(box, serverSecret, secretContext(endpointId));
}

const COLUMNS = `e.id, e.url, e.events, e.is_active, e.created_at, e.updated_at`;
const LAST_DELIVERY = `(SELECT to_jsonb(d) FROM webhook_deliveries d WHERE d.endpoint_id = e.id ORDER BY d.seq DESC LIMIT 1) AS last_delivery`;

export async function listWebhooks(db: Queryable, orgId: string): Promise<Webhook[]> {
  const rows = await db.query<EndpointRow & { last_delivery: DeliveryRow | null }>(
    `SELECT ${COLUMNS}, ${LAST_DELIVERY} FROM webhook_endpoints e WHERE e.organization_id = $1 ORDER BY e.created_at`,
    [orgId],
  );
  return rows.map(toDto);
}

export async function getWebhook(db: Queryable, orgId: string, id: string): Promise<Webhook> {
  const [row] = await db.query<EndpointRow & { last_delivery: DeliveryRow | null }>(
    `SELECT ${COLUMNS}, ${LAST_DELIVERY} FROM webhook_endpoints e WHERE e.organization_id = $1 AND e.id = $2`,
    [orgId, id],
  );
  if (!row) throw notFound("The webhook");
  return toDto(row);
}

export async function createWebhook(
  db: Queryable,
  serverSecret: string,
  orgId: string,
  userId: string,
  input: WebhookCreateInput,
): Promise<Webhook> {
  const id = randomUUID();
  const secret = newWebhookSecret();
  await db.query(
    `INSERT INTO webhook_endpoints (id, organization_id, url, events, secret, is_active, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      orgId,
      input.url,
      input.events,
      encryptSecret(secret, serverSecret, secretContext(id)),
      input.isActive,
      userId,
    ],
  );
  return { ...(await getWebhook(db, orgId, id)), secret };
}

export async function updateWebhook(
  db: Queryable,
  orgId: string,
  id: string,
  input: WebhookEditInput,
): Promise<Webhook> {
  const rows = await db.query(
    `UPDATE webhook_endpoints SET url = COALESCE($3, url), events = COALESCE($4, events), is_active = COALESCE($5, is_active), updated_at = now()
      WHERE organization_id = $1 AND id = $2 RETURNING id`,
    [orgId, id, input.url ?? null, input.events ?? null, input.isActive ?? null],
  );
  if (!rows.length) throw notFound("The webhook");
  return getWebhook(db, orgId, id);
}

export async function deleteWebhook(db: Queryable, orgId: string, id: string) {
  const rows = await db.query(`DELETE FROM webhook_endpoints WHERE organization_id = $1 AND id = $2 RETURNING id`, [
    orgId,
    id,
  ]);
  if (!rows.length) throw notFound("The webhook");
}

/** A new secret replaces the old one at once; deliveries signed from now on use it. */
export async function rotateSecret(db: Queryable, serverSecret: string, orgId: string, id: string): Promise<Webhook> {
  const secret = newWebhookSecret();
  const rows = await db.query(
    `UPDATE webhook_endpoints SET secret = $3, updated_at = now() WHERE organization_id = $1 AND id = $2 RETURNING id`,
    [orgId, id, encryptSecret(secret, serverSecret, secretContext(id))],
  );
  if (!rows.length) throw notFound("The webhook");
  return { ...(await getWebhook(db, orgId, id)), secret };
}

export async function listDeliveries(db: Queryable, orgId: string, id: string, limit = 50): Promise<WebhookDelivery[]> {
  await getWebhook(db, orgId, id);
  const rows = await db.query<DeliveryRow>(
    `SELECT * FROM webhook_deliveries WHERE endpoint_id = $1 AND organization_id = $2 ORDER BY seq DESC LIMIT $3`,
    [id, orgId, Math.min(Math.max(limit, 1), 200)],
  );
  return rows.map(toDeliveryDto);
}

/** 'Send test event': a delivery like a batch event's, with a made-up batch; workers send it like any other. */
export async function createTestDelivery(db: Queryable, orgId: string, id: string): Promise<WebhookDelivery> {
  await getWebhook(db, orgId, id);
  const [row] = await db.query<DeliveryRow>(
    `INSERT INTO webhook_deliveries (organization_id, endpoint_id, event, payload)
     VALUES ($1, $2, $3, jsonb_build_object('id', NULL, 'number', 0, 'status', 'BATCH_CREATED', 'previousStatus', NULL,
       'job', jsonb_build_object('id', NULL, 'name', 'Test event'), 'error', NULL,
       'occurredAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))) RETURNING *`,
    [orgId, id, WEBHOOK_TEST_EVENT],
  );
  return toDeliveryDto(row);
}
