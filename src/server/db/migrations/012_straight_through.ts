import type { Migration } from "./migration";

/**
 * Issue 15: straight-through processing. `document_fingerprints` finds possible duplicates (one row per document and
 * kind of fingerprint, looked up by organization, kind and value); `stp_qa_results` keeps what people changed on the
 * QA sample, the measured accuracy of the documents that pass without a person (kept when the batch is deleted).
 */
export const straightThroughMigration: Migration = {
  id: "012_straight_through",
  sql: `
CREATE TABLE document_fingerprints (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  batch_id uuid NOT NULL REFERENCES batches(id) ON DELETE CASCADE,
  batch_number integer NOT NULL,
  doc_key text NOT NULL,
  doc_no integer NOT NULL,
  kind text NOT NULL,
  fingerprint text NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (batch_id, doc_key, kind)
);
CREATE INDEX document_fingerprints_lookup_idx ON document_fingerprints (organization_id, kind, fingerprint);
CREATE TABLE stp_qa_results (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  job_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  batch_number integer NOT NULL,
  doc_key text NOT NULL,
  doc_no integer NOT NULL,
  values_total integer NOT NULL,
  values_changed integer NOT NULL,
  changed_fields jsonb NOT NULL DEFAULT '[]',
  validated_by text,
  validated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (batch_id, doc_key)
);
CREATE INDEX stp_qa_results_org_job_idx ON stp_qa_results (organization_id, job_id);
`,
};
