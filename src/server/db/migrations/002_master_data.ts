import type { Migration } from "./migration";

/** The master data: value lists, fields, document classes, jobs. */
export const masterDataMigration: Migration = {
  id: "002_master_data",
  sql: `
CREATE TABLE value_list_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  is_master_key boolean NOT NULL DEFAULT false,
  fields jsonb,
  main_field text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id)
);
CREATE UNIQUE INDEX value_list_categories_name_key ON value_list_categories (organization_id, lower(name));
CREATE TABLE value_list_data (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  category_id uuid NOT NULL,
  value text NOT NULL,
  custom_prompt text NOT NULL DEFAULT '',
  data jsonb,
  ocr_trigger jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (organization_id, category_id) REFERENCES value_list_categories (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX value_list_data_category_idx ON value_list_data (category_id);
CREATE TABLE fields (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  data_type text NOT NULL CHECK (data_type IN ('String', 'Number', 'Boolean', 'Date', 'Master_Key', 'Value_List')),
  description text NOT NULL DEFAULT '',
  value_list_category_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, value_list_category_id) REFERENCES value_list_categories (organization_id, id)
);
CREATE UNIQUE INDEX fields_name_key ON fields (organization_id, lower(name));
CREATE INDEX fields_category_idx ON fields (value_list_category_id);
CREATE TABLE document_classes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  system_prompt text NOT NULL DEFAULT '',
  user_prompt text NOT NULL DEFAULT '',
  master_key_category_id uuid,
  fields jsonb NOT NULL DEFAULT '[]',
  tables jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, master_key_category_id) REFERENCES value_list_categories (organization_id, id)
);
CREATE UNIQUE INDEX document_classes_name_key ON document_classes (organization_id, lower(name));
CREATE INDEX document_classes_category_idx ON document_classes (master_key_category_id);
CREATE TABLE document_class_field_uses (
  document_class_id uuid NOT NULL REFERENCES document_classes(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL,
  field_id uuid NOT NULL,
  PRIMARY KEY (document_class_id, field_id),
  FOREIGN KEY (organization_id, field_id) REFERENCES fields (organization_id, id)
);
CREATE INDEX document_class_field_uses_field_idx ON document_class_field_uses (field_id);
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  document_parser text NOT NULL,
  classification jsonb NOT NULL,
  split jsonb NOT NULL,
  extraction jsonb NOT NULL,
  export_type text NOT NULL,
  export_config jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id)
);
CREATE UNIQUE INDEX jobs_name_key ON jobs (organization_id, lower(name));
CREATE TABLE job_document_classes (
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL,
  document_class_id uuid NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (job_id, document_class_id),
  FOREIGN KEY (organization_id, document_class_id) REFERENCES document_classes (organization_id, id)
);
CREATE INDEX job_document_classes_class_idx ON job_document_classes (document_class_id);
`,
};
