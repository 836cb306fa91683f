import type { Migration } from "./migration";

/**
 * The insights' summary (docs/decisions.md "Insights"): tables kept by a trigger on batch_history, so every writer
 * of history (recordHistory, tests, benches, a future import) fills them in the same transaction as the entries.
 * The trigger runs once per INSERT statement over its new rows (a transition table), so a bulk insert is summarised
 * set-wise. Rows are only ever added to batch_history, so the summary only ever grows with it.
 *
 * - insights_daily: per organization and UTC day, the counters of the per-day series.
 * - insights_batch: per batch, its first `created` and first `export` (upload to export).
 * - insights_wait: per wait for a person (a stage end with status USER_VALIDATION), its start and the first complete
 *   validation, re-process or delete after it (null while it lasts).
 * - insights_corrections, insights_errors: changed values and errors per day, narrow rows for the top-N lists.
 */

export const END_OF_WAIT = `kind IN ('validation', 'reprocess', 'deleted') AND coalesce(details->>'complete', 'true') <> 'false'`;

/** The statements that summarise the entries in `src` (the trigger's new rows, or all of batch_history for the backfill). */
export function summarize(src: string): string[] {
  return [
    `INSERT INTO insights_daily (organization_id, day, batches, pages, documents, auto_validated, exported, corrections, errors)
     SELECT organization_id, (at AT TIME ZONE 'UTC')::date,
            count(*) FILTER (WHERE kind = 'created'),
            coalesce(sum((details->>'pages')::int) FILTER (WHERE kind = 'stage_finished' AND details->>'step' = 'Parse'), 0),
            coalesce(sum((details->>'documents')::int) FILTER (WHERE kind = 'stage_finished' AND details->>'step' = 'Extraction'), 0),
            coalesce(sum((details->>'autoValidated')::int) FILTER (WHERE kind = 'stage_finished' AND details->>'step' = 'Extraction'), 0),
            count(*) FILTER (WHERE kind = 'export'),
            count(*) FILTER (WHERE kind = 'value_changed'),
            count(*) FILTER (WHERE kind = 'error')
       FROM ${src}
      WHERE kind IN ('created', 'stage_finished', 'export', 'value_changed', 'error')
      GROUP BY 1, 2
     ON CONFLICT (organization_id, day) DO UPDATE SET
            batches = insights_daily.batches + excluded.batches, pages = insights_daily.pages + excluded.pages,
            documents = insights_daily.documents + excluded.documents, auto_validated = insights_daily.auto_validated + excluded.auto_validated,
            exported = insights_daily.exported + excluded.exported, corrections = insights_daily.corrections + excluded.corrections,
            errors = insights_daily.errors + excluded.errors`,
    `INSERT INTO insights_batch (organization_id, batch_id, created_at, first_export_at)
     SELECT organization_id, batch_id, min(at) FILTER (WHERE kind = 'created'), min(at) FILTER (WHERE kind = 'export')
       FROM ${src} WHERE kind IN ('created', 'export') GROUP BY 1, 2
     ON CONFLICT (organization_id, batch_id) DO UPDATE SET
            created_at = least(insights_batch.created_at, excluded.created_at), first_export_at = least(insights_batch.first_export_at, excluded.first_export_at)`,
    // A wait's end is looked up in the whole history (it may have been written first, or in the same statement).
    `INSERT INTO insights_wait (organization_id, batch_id, started_at, ended_at)
     SELECT w.organization_id, w.batch_id, w.at,
            (SELECT min(n.at) FROM batch_history n WHERE n.organization_id = w.organization_id AND n.batch_id = w.batch_id AND n.at > w.at AND n.${END_OF_WAIT.replace(/details/, "n.details")})
       FROM ${src} w WHERE w.kind = 'stage_finished' AND w.details->>'status' = 'USER_VALIDATION'`,
    // New ends close the waits begun before them (the earliest end after a start wins).
    `UPDATE insights_wait s SET ended_at = x.at
       FROM (SELECT s.organization_id, s.batch_id, s.started_at, min(n.at) AS at
               FROM ${src} n JOIN insights_wait s ON s.organization_id = n.organization_id AND s.batch_id = n.batch_id AND s.started_at < n.at
              WHERE n.${END_OF_WAIT.replace(/details/, "n.details")}
              GROUP BY 1, 2, 3) x
      WHERE s.organization_id = x.organization_id AND s.batch_id = x.batch_id AND s.started_at = x.started_at AND (s.ended_at IS NULL OR s.ended_at > x.at)`,
    `INSERT INTO insights_corrections (organization_id, day, batch_id, field, vendor, corrections)
     SELECT organization_id, (at AT TIME ZONE 'UTC')::date, batch_id, details->>'field', nullif(details->>'vendor', ''), count(*)
       FROM ${src} WHERE kind = 'value_changed' GROUP BY 1, 2, 3, 4, 5`,
    `INSERT INTO insights_errors (organization_id, day, stage, reason, errors)
     SELECT organization_id, (at AT TIME ZONE 'UTC')::date, details->>'stage', coalesce(details->>'message', ''), count(*)
       FROM ${src} WHERE kind = 'error' GROUP BY 1, 2, 3, 4`,
  ];
}

/** One line per statement: the migration runner splits on a semicolon at the end of a line. */
export const oneLine = (s: string) => s.replace(/\s*\n\s*/g, " ");

export const insightsSummaryMigration: Migration = {
  id: "017_insights_summary",
  sql: `
CREATE TABLE insights_daily (
  organization_id uuid NOT NULL,
  day date NOT NULL,
  batches integer NOT NULL DEFAULT 0,
  pages bigint NOT NULL DEFAULT 0,
  documents bigint NOT NULL DEFAULT 0,
  auto_validated bigint NOT NULL DEFAULT 0,
  exported integer NOT NULL DEFAULT 0,
  corrections integer NOT NULL DEFAULT 0,
  errors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, day)
);
CREATE TABLE insights_batch (
  organization_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  created_at timestamptz,
  first_export_at timestamptz,
  PRIMARY KEY (organization_id, batch_id)
);
CREATE INDEX insights_batch_export_idx ON insights_batch (organization_id, first_export_at) INCLUDE (created_at);
CREATE TABLE insights_wait (
  organization_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX insights_wait_batch_idx ON insights_wait (organization_id, batch_id, started_at);
CREATE INDEX insights_wait_started_idx ON insights_wait (organization_id, started_at) INCLUDE (batch_id, ended_at);
CREATE TABLE insights_corrections (
  organization_id uuid NOT NULL,
  day date NOT NULL,
  batch_id uuid NOT NULL,
  field text,
  vendor text,
  corrections integer NOT NULL
);
CREATE INDEX insights_corrections_day_idx ON insights_corrections (organization_id, day);
CREATE TABLE insights_errors (
  organization_id uuid NOT NULL,
  day date NOT NULL,
  stage text,
  reason text NOT NULL,
  errors integer NOT NULL
);
CREATE INDEX insights_errors_day_idx ON insights_errors (organization_id, day);
${summarize("batch_history").slice(0, 3).concat(summarize("batch_history").slice(4)).map(oneLine).join(";\n")};
CREATE FUNCTION insights_summarize() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${summarize("new_rows").map(oneLine).join("; ")}; RETURN NULL; END $$;
CREATE TRIGGER batch_history_insights AFTER INSERT ON batch_history REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insights_summarize();
`,
};
