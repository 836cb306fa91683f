import type { Migration } from "./migration";

/** The table of the classifier's training examples, one row per validated page; PostgreSQL dialect, runs on PGlite. */
export const classifierMigration: Migration = {
  id: "004_classifier",
  sql: `
CREATE TABLE classifier_examples (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  document_class_id uuid NOT NULL,
  source_key text,
  text text NOT NULL DEFAULT '',
  features jsonb NOT NULL,
  features_version integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (organization_id, document_class_id) REFERENCES document_classes (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX classifier_examples_class_idx ON classifier_examples (organization_id, document_class_id, id DESC);
CREATE UNIQUE INDEX classifier_examples_source_key ON classifier_examples (organization_id, source_key);
`,
};
