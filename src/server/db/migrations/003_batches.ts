import type { Migration } from "./migration";

/** Batches, their uploads and their per-organization numbers. */
export const batchesMigration: Migration = {
  id: "003_batches",
  sql: `
CREATE TABLE batch_counters (
  organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  last_number integer NOT NULL
);
CREATE TABLE batch_uploads (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  files jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE batches (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  batch_number integer NOT NULL,
  job_id uuid NOT NULL,
  job_snapshot jsonb NOT NULL,
  status text NOT NULL,
  workflow jsonb NOT NULL,
  files jsonb NOT NULL,
  page_data jsonb NOT NULL DEFAULT '[]',
  splitted_documents jsonb NOT NULL DEFAULT '[]',
  extraction_documents jsonb NOT NULL DEFAULT '[]',
  merged_document jsonb,
  progress jsonb,
  version integer NOT NULL DEFAULT 1,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, batch_number)
);
CREATE INDEX batches_org_created_idx ON batches (organization_id, created_at DESC);
CREATE INDEX batches_status_idx ON batches (status);
`,
};
