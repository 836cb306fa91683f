import { classifierMigration } from "../engines/classifier/migration";
import { extractionMigration } from "../engines/extraction/migration";
import { batchListMigration } from "../batches/batchListMigration";
import { stepRunsMigration } from "../workflow/stepLease";
import { straightThroughMigration } from "../straightThrough/migration";
import { webhooksMigration, webhookThroughputMigration } from "../webhooks/migration";
import { apiKeysMigration } from "../apiKeys/apiKeyMigration";
import { mailboxIntakeMigration } from "../mail/migration";
import { batchHistoryMigration } from "../history/batchHistory";
import { insightsMigration } from "../insights/insights";
import { insightsSummaryMigration } from "../insights/summary";
import { insightsRollupMigration } from "../insights/rollup";

/**
 * The one migration set for PGlite and PostgreSQL. Append only: never edit a migration that has shipped.
 * Statements are separated by a semicolon at the end of a line.
 */
export const migrations: { id: string; sql: string }[] = [
  {
    id: "001_organizations_users_sessions",
    sql: `
CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX organizations_name_key ON organizations (lower(name));
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE TABLE memberships (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  roles text[] NOT NULL DEFAULT '{}',
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id);
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id uuid REFERENCES organizations(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);
`,
  },
  {
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
  },
  {
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
  },
  classifierMigration,
  extractionMigration,
  {
    // Names are per organization: what one organization types about a person is never shown to another.
    id: "006_membership_names",
    sql: `
ALTER TABLE memberships ADD COLUMN first_name text;
ALTER TABLE memberships ADD COLUMN last_name text;
UPDATE memberships m SET first_name = u.first_name, last_name = u.last_name FROM users u WHERE u.id = m.user_id;
`,
  },
  batchListMigration,
  {
    // Optimistic concurrency on master-data edits (issue 17.1): a PATCH may send If-Match with the version it read.
    id: "008_master_data_versions",
    sql: `
ALTER TABLE value_list_categories ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE value_list_data ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE fields ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE document_classes ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE jobs ADD COLUMN version integer NOT NULL DEFAULT 1;
`,
  },
  stepRunsMigration,
  apiKeysMigration,
  webhooksMigration,
  straightThroughMigration,
  mailboxIntakeMigration,
  batchHistoryMigration,
  webhookThroughputMigration,
  insightsMigration,
  insightsSummaryMigration,
  insightsRollupMigration,
];
