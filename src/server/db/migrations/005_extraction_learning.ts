import type { Migration } from "./migration";

/**
 * The table of what extraction learned from corrections: one hint per organization, master key,
 * document class and field (the latest correction wins). PostgreSQL dialect; runs on PGlite.
 */
export const extractionMigration: Migration = {
  id: "005_extraction_learning",
  sql: `
CREATE TABLE extraction_hints (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  master_key_id uuid NOT NULL REFERENCES value_list_data(id) ON DELETE CASCADE,
  document_class_id uuid NOT NULL REFERENCES document_classes(id) ON DELETE CASCADE,
  field_id uuid NOT NULL REFERENCES fields(id) ON DELETE CASCADE,
  hint jsonb NOT NULL,
  corrections integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, master_key_id, document_class_id, field_id)
);
CREATE INDEX extraction_hints_master_key_idx ON extraction_hints (master_key_id);
CREATE INDEX extraction_hints_class_idx ON extraction_hints (document_class_id);
CREATE INDEX extraction_hints_field_idx ON extraction_hints (field_id);
`,
};
