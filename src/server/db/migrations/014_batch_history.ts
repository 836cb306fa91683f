import type { Migration } from "./migration";

/** The batch history (history/batchHistory.ts): append-only, a trigger refuses UPDATE and DELETE. */
export const batchHistoryMigration: Migration = {
  id: "014_batch_history",
  sql: `
CREATE TABLE batch_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  organization_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  batch_number integer NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  kind text NOT NULL,
  actor_id uuid,
  channel text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX batch_history_batch_idx ON batch_history (organization_id, batch_id, at);
CREATE INDEX batch_history_number_idx ON batch_history (organization_id, batch_number);
CREATE FUNCTION batch_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'batch_history is append-only'; END $$;
CREATE TRIGGER batch_history_no_change BEFORE UPDATE OR DELETE ON batch_history FOR EACH ROW EXECUTE FUNCTION batch_history_append_only();
`,
};
