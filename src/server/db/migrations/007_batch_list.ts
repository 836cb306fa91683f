import type { Migration } from "./migration";

/**
 * The batch list at scale: narrow columns the list reads instead of the JSON it would otherwise unpack, an index per
 * sortable column (each ending in batch_number, which is unique per organization, so paging is stable), and a
 * per-organization count kept by triggers so that the list never counts the organization's rows.
 * Function bodies stay on one line: the migration runner splits statements at a semicolon that ends a line.
 */
export const batchListMigration: Migration = {
  id: "007_batch_list",
  sql: `
ALTER TABLE batches ADD COLUMN job_name text GENERATED ALWAYS AS (job_snapshot->>'name') STORED;
ALTER TABLE batches ADD COLUMN job_key text GENERATED ALWAYS AS (lower(job_snapshot->>'name')) STORED;
ALTER TABLE batches ADD COLUMN page_count integer GENERATED ALWAYS AS (jsonb_array_length(page_data)) STORED;
CREATE INDEX batches_org_job_idx ON batches (organization_id, job_key, batch_number);
CREATE INDEX batches_org_status_idx ON batches (organization_id, status, batch_number);
CREATE INDEX batches_org_updated_idx ON batches (organization_id, updated_at, batch_number);
ALTER TABLE batch_counters ADD COLUMN total integer NOT NULL DEFAULT 0;
UPDATE batch_counters c SET total = (SELECT count(*) FROM batches b WHERE b.organization_id = c.organization_id);
CREATE FUNCTION batches_counted_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO batch_counters (organization_id, last_number, total) SELECT organization_id, max(batch_number), count(*) FROM added GROUP BY organization_id ON CONFLICT (organization_id) DO UPDATE SET total = batch_counters.total + excluded.total, last_number = GREATEST(batch_counters.last_number, excluded.last_number); RETURN NULL; END $$;
CREATE FUNCTION batches_counted_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE batch_counters c SET total = c.total - d.n FROM (SELECT organization_id, count(*) AS n FROM removed GROUP BY organization_id) d WHERE c.organization_id = d.organization_id; RETURN NULL; END $$;
CREATE TRIGGER batches_counted_insert AFTER INSERT ON batches REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION batches_counted_insert();
CREATE TRIGGER batches_counted_delete AFTER DELETE ON batches REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION batches_counted_delete();
`,
};
