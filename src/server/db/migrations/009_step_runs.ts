import type { Migration } from "./migration";

/** The step leases (workflow/stepLease.ts): one row per run of a step, the open one being the batch's lease. */
export const stepRunsMigration: Migration = {
  id: "009_step_runs",
  sql: `
CREATE TABLE step_runs (
  id uuid PRIMARY KEY,
  batch_id uuid NOT NULL REFERENCES batches(id) ON DELETE CASCADE,
  step text NOT NULL,
  owner text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  requeued_at timestamptz,
  ended_at timestamptz,
  outcome text
);
CREATE UNIQUE INDEX step_runs_lease_key ON step_runs (batch_id) WHERE ended_at IS NULL;
CREATE INDEX step_runs_open_heartbeat_idx ON step_runs (heartbeat_at) WHERE ended_at IS NULL;
`,
};
