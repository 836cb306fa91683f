import type { Migration } from "./migration";

/**
 * Webhooks (issue 16.4): endpoints per organization, and one delivery row per event and endpoint.
 *
 * Events are written by a trigger on `batches`, so every way a batch is created or changes status (the workflow's
 * `advance`, a step's own status write, `failBatch`, a person's validation, the creation route) emits them, inside
 * the same transaction: a step whose result is refused (lease lost, stale version) emits nothing. The trigger only
 * inserts rows; pg-boss jobs send them (webhooks/delivery.ts), so no receiver is ever called inside a step.
 */

// The migration runner splits statements at a semicolon that ends a line: the trigger's body is kept on one line.
const triggerBody = [
  "DECLARE emitted text[];",
  "BEGIN",
  "IF TG_OP = 'INSERT' THEN emitted := ARRAY['batch.created'];",
  "ELSIF NEW.status IS DISTINCT FROM OLD.status THEN",
  "emitted := ARRAY['batch.status_changed'];",
  "IF NEW.status = 'USER_VALIDATION' THEN emitted := emitted || 'batch.waiting_for_validation'::text;",
  "ELSIF NEW.status = 'EXPORTED' THEN emitted := emitted || 'batch.exported'::text;",
  "ELSIF NEW.status = 'ERROR' THEN emitted := emitted || 'batch.failed'::text;",
  "END IF;",
  "ELSE RETURN NULL;",
  "END IF;",
  "INSERT INTO webhook_deliveries (organization_id, endpoint_id, event, batch_id, payload)",
  "SELECT e.organization_id, e.id, ev.event, NEW.id, jsonb_build_object(",
  "'id', NEW.id, 'number', NEW.batch_number, 'status', NEW.status, 'version', NEW.version,",
  "'previousStatus', CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,",
  "'job', jsonb_build_object('id', NEW.job_id, 'name', NEW.job_snapshot->>'name'),",
  "'error', CASE WHEN NEW.status = 'ERROR' THEN NEW.workflow->>'error' END,",
  "'occurredAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"'))",
  "FROM webhook_endpoints e CROSS JOIN unnest(emitted) WITH ORDINALITY AS ev(event, n)",
  "WHERE e.organization_id = NEW.organization_id AND e.is_active AND ev.event = ANY(e.events)",
  "ORDER BY ev.n;",
  "RETURN NULL;",
  "END",
].join(" ");

export const webhooksMigration: Migration = {
  id: "011_webhooks",
  sql: `
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  url text NOT NULL,
  events text[] NOT NULL,
  secret text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_org_idx ON webhook_endpoints (organization_id) WHERE is_active;
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  organization_id uuid NOT NULL,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event text NOT NULL,
  batch_id uuid,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  last_status_code integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  queued_at timestamptz,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, seq DESC);
CREATE INDEX webhook_deliveries_unqueued_idx ON webhook_deliveries (seq) WHERE queued_at IS NULL;
CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at);
CREATE FUNCTION webhook_batch_events() RETURNS trigger LANGUAGE plpgsql AS $$ ${triggerBody} $$;
CREATE TRIGGER batches_webhook_events AFTER INSERT OR UPDATE OF status ON batches FOR EACH ROW EXECUTE FUNCTION webhook_batch_events();
`,
};
