import type { Migration } from "./migration";

/**
 * Throughput (issue 16's 5 % target): a delivery waits as a row until its endpoint has room (`due_at` = when it may be
 * tried; NULL while a job has it or when done), so a receiver that is down never floods the queue; endpoints carry a
 * circuit breaker (consecutive failures, paused until).
 */
export const webhookThroughputMigration: Migration = {
  id: "015_webhook_throughput",
  sql: `
ALTER TABLE webhook_deliveries ADD COLUMN due_at timestamptz DEFAULT clock_timestamp();
UPDATE webhook_deliveries SET due_at = NULL WHERE NOT (status = 'pending' AND queued_at IS NULL);
DROP INDEX IF EXISTS webhook_deliveries_unqueued_idx;
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (endpoint_id, due_at, seq) WHERE due_at IS NOT NULL;
CREATE INDEX webhook_deliveries_in_flight_idx ON webhook_deliveries (endpoint_id) WHERE due_at IS NULL AND status IN ('pending', 'retrying', 'sending');
ALTER TABLE webhook_endpoints ADD COLUMN failures integer NOT NULL DEFAULT 0;
ALTER TABLE webhook_endpoints ADD COLUMN pauses integer NOT NULL DEFAULT 0;
ALTER TABLE webhook_endpoints ADD COLUMN paused_until timestamptz;
ALTER TABLE webhook_endpoints ADD COLUMN pause_reason text;
`,
};
