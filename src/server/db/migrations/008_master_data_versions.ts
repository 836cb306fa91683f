import type { Migration } from "./migration";

/** Optimistic concurrency on master-data edits (issue 17.1): a PATCH may send If-Match with the version it read. */
export const masterDataVersionsMigration: Migration = {
  id: "008_master_data_versions",
  sql: `
ALTER TABLE value_list_categories ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE value_list_data ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE fields ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE document_classes ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE jobs ADD COLUMN version integer NOT NULL DEFAULT 1;
`,
};
