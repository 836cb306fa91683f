import type { Migration } from "./migration";
import { END_OF_WAIT, oneLine, summarize } from "./017_insights_summary";

/**
 * The insights' monthly rollup (issue 15.5's year target; docs/decisions.md "Insights"): what a period's whole months
 * need, kept by the same trigger on batch_history as the daily summary (./summary.ts), so that a year reads about a
 * dozen months' rows instead of a year of per-batch rows. A month at either end of a period is read from these rows
 * less its days outside the period when at least half of it is inside, else from its days inside; days are read from
 * the per-day and per-batch rows (./insights.ts, periodParts). Every figure stays exact:
 *
 * - insights_histogram: per organization, measure ('export': upload to first export, 'wait': time in User
 *   Validation), month and bucket (insights_bucket: about 1 % wide on a log scale) the count of values and bounds
 *   (lo/hi) of every value ever counted there. A median finds the buckets its one or two ranks fall in from the
 *   counts and reads only those buckets' values (or none: a bucket whose bounds are equal holds equal values).
 * - insights_batch gains `seconds` (upload to first export) and `bucket`, generated; insights_wait_month holds per
 *   batch and month the time in User Validation of the waits begun that month (the value the histogram counts).
 * - insights_corrections_month: per month and field (or vendor) the corrections and the distinct batches.
 * - insights_split: the batches whose waits (or corrections) fall in more than one month, with those months: a
 *   batch counts once in a period, with its waits summed, so these few are taken out of the months' figures and
 *   counted from their rows; and ('wait_days', 'corrections_days') those whose waits (corrections) in a month fall
 *   on two days or more, counted from their rows when that month is read less some of its days.
 * - insights_queue: batches per status, kept by triggers on batches.
 *
 * The histogram, corrections and queue rows are appended as changes (a count of -1 and +1 when a value moves), never
 * updated in place, so writers of history in different transactions never wait for one another at a shared row nor
 * deadlock there; `insights_compact` merges an organization's appended rows (the reader before it reads when there
 * are enough, and the trigger every 1,024 history entries). Function bodies stay on one line: the migration runner
 * splits statements at a semicolon that ends a line.
 */

/**
 * The batches with corrections in two months or more ('corrections', each month) and those with corrections on two
 * days or more of a month ('corrections_days', that month), from the corrections in `insights_corrections c`.
 */
const SPLIT_CORRECTIONS = `m AS (SELECT c.organization_id, c.batch_id, date_trunc('month', c.day::timestamp)::date AS month, count(DISTINCT c.day) AS days
                FROM insights_corrections c GROUP BY 1, 2, 3)
   INSERT INTO insights_split (organization_id, measure, batch_id, month)
   SELECT organization_id, 'corrections', batch_id, month FROM m WHERE (organization_id, batch_id) IN (SELECT organization_id, batch_id FROM m GROUP BY 1, 2 HAVING count(*) > 1)
   UNION ALL SELECT organization_id, 'corrections_days', batch_id, month FROM m WHERE days > 1`;

/**
 * The statements that summarise a transition table of new batch_history rows, in order, each under the name of the
 * kinds of entries it reads (the trigger runs only those whose kinds the new rows hold).
 */
function rollupStatements(): [keyof typeof KINDS, string][] {
  const [daily, , waitInsert, waitUpdate, corrections, errors] = summarize("new_rows");
  const month = (col: string) => `date_trunc('month', ${col} AT TIME ZONE 'UTC')::date`;
  return [
    ["daily", daily],
    // The batch's first created and first export, as before; the histogram of upload to export loses the batch's old
    // value and gains its new one when they differ.
    [
      "batch",
      `WITH a AS (SELECT organization_id, batch_id, min(at) FILTER (WHERE kind = 'created') AS created_at, min(at) FILTER (WHERE kind = 'export') AS first_export_at
                  FROM new_rows WHERE kind IN ('created', 'export') GROUP BY 1, 2),
          o AS (SELECT b.organization_id, b.batch_id, b.first_export_at, b.seconds, b.bucket FROM insights_batch b JOIN a USING (organization_id, batch_id)),
          u AS (INSERT INTO insights_batch (organization_id, batch_id, created_at, first_export_at) SELECT organization_id, batch_id, created_at, first_export_at FROM a
                ON CONFLICT (organization_id, batch_id) DO UPDATE SET
                   created_at = least(insights_batch.created_at, excluded.created_at), first_export_at = least(insights_batch.first_export_at, excluded.first_export_at)
                RETURNING organization_id, batch_id, first_export_at, seconds, bucket),
          c AS (SELECT u.organization_id, o.first_export_at AS o_at, o.seconds AS o_s, o.bucket AS o_b, u.first_export_at AS n_at, u.seconds AS n_s, u.bucket AS n_b
                  FROM u LEFT JOIN o USING (organization_id, batch_id) WHERE (o.first_export_at, o.seconds) IS DISTINCT FROM (u.first_export_at, u.seconds))
     INSERT INTO insights_histogram (organization_id, measure, month, bucket, n, lo, hi)
     SELECT organization_id, 'export', month, bucket, sum(n), min(lo), max(hi) FROM (
       SELECT organization_id, ${month("o_at")} AS month, o_b AS bucket, -1 AS n, NULL::double precision AS lo, NULL::double precision AS hi FROM c WHERE o_s IS NOT NULL
       UNION ALL SELECT organization_id, ${month("n_at")}, n_b, 1, n_s, n_s FROM c WHERE n_s IS NOT NULL) d
     GROUP BY organization_id, month, bucket`,
    ],
    ["waits", waitInsert],
    ["waits", waitUpdate],
    // The waits of the batches this statement touched, per month begun: their summed time where they have ended. A
    // changed sum moves in the histogram; a batch waiting in two months or more is marked split ('wait'), one whose
    // waits in a month began on two days or more too ('wait_days', for that month).
    [
      "waits",
      `WITH a AS (SELECT DISTINCT organization_id, batch_id FROM new_rows
                 WHERE (kind = 'stage_finished' AND details->>'status' = 'USER_VALIDATION') OR (${END_OF_WAIT})),
          w AS (SELECT w.organization_id, w.batch_id, ${month("w.started_at")} AS month,
                       (sum(extract(epoch FROM w.ended_at - w.started_at)) FILTER (WHERE w.ended_at IS NOT NULL))::double precision AS seconds,
                       count(DISTINCT (w.started_at AT TIME ZONE 'UTC')::date) AS days
                  FROM insights_wait w JOIN a USING (organization_id, batch_id) GROUP BY 1, 2, 3),
          o AS (SELECT m.organization_id, m.batch_id, m.month, m.seconds, m.bucket FROM insights_wait_month m JOIN a USING (organization_id, batch_id)),
          c AS (SELECT organization_id, batch_id, month, o.seconds AS o_s, o.bucket AS o_b, w.seconds AS n_s
                  FROM w FULL JOIN o USING (organization_id, batch_id, month) WHERE w.seconds IS DISTINCT FROM o.seconds),
          u AS (INSERT INTO insights_wait_month (organization_id, batch_id, month, seconds) SELECT organization_id, batch_id, month, n_s FROM c WHERE n_s IS NOT NULL
                ON CONFLICT (organization_id, batch_id, month) DO UPDATE SET seconds = excluded.seconds),
          r AS (DELETE FROM insights_wait_month m USING c WHERE c.n_s IS NULL AND m.organization_id = c.organization_id AND m.batch_id = c.batch_id AND m.month = c.month),
          s AS (INSERT INTO insights_split (organization_id, measure, batch_id, month)
                SELECT organization_id, 'wait', batch_id, month FROM w WHERE (organization_id, batch_id) IN (SELECT organization_id, batch_id FROM w GROUP BY 1, 2 HAVING count(*) > 1)
                UNION ALL SELECT organization_id, 'wait_days', batch_id, month FROM w WHERE days > 1
                ON CONFLICT DO NOTHING)
     INSERT INTO insights_histogram (organization_id, measure, month, bucket, n, lo, hi)
     SELECT organization_id, 'wait', month, bucket, sum(n), min(lo), max(hi) FROM (
       SELECT organization_id, month, o_b AS bucket, -1 AS n, NULL::double precision AS lo, NULL::double precision AS hi FROM c WHERE o_s IS NOT NULL
       UNION ALL SELECT organization_id, month, insights_bucket(n_s), 1, n_s, n_s FROM c WHERE n_s IS NOT NULL) d
     GROUP BY organization_id, month, bucket`,
    ],
    // Corrections per month and field (vendor): a batch counts once a month, so only where the month's rows do not
    // already hold it. Before the rows themselves are added.
    [
      "corrections",
      `WITH n AS (SELECT organization_id, batch_id, ${month("at")} AS month, details->>'field' AS field, nullif(details->>'vendor', '') AS vendor
                  FROM new_rows WHERE kind = 'value_changed'),
          k AS (SELECT organization_id, month, 'field' AS dimension, field AS key, batch_id, count(*) AS c FROM n GROUP BY organization_id, month, field, batch_id
                UNION ALL SELECT organization_id, month, 'vendor', vendor, batch_id, count(*) FROM n GROUP BY organization_id, month, vendor, batch_id)
     INSERT INTO insights_corrections_month (organization_id, month, dimension, key, corrections, batches)
     SELECT organization_id, month, dimension, key, sum(c), count(*) FILTER (WHERE NOT EXISTS (
              SELECT 1 FROM insights_corrections x WHERE x.organization_id = k.organization_id AND x.batch_id = k.batch_id
                 AND x.day >= k.month AND x.day < (k.month + interval '1 month')::date
                 AND (CASE k.dimension WHEN 'field' THEN x.field ELSE x.vendor END) IS NOT DISTINCT FROM k.key))
       FROM k GROUP BY organization_id, month, dimension, key`,
    ],
    ["corrections", corrections],
    [
      "corrections",
      `WITH a AS (SELECT DISTINCT organization_id, batch_id FROM new_rows WHERE kind = 'value_changed'),
          ${SPLIT_CORRECTIONS.replace("FROM insights_corrections c", "FROM insights_corrections c JOIN a USING (organization_id, batch_id)")}
     ON CONFLICT DO NOTHING`,
    ],
    ["errors", errors],
  ];
}

/** Which kinds of entries each group of statements reads: a superset of each statement's own filter. */
const KINDS = {
  daily: `kind IN ('created', 'stage_finished', 'export', 'value_changed', 'error')`,
  batch: `kind IN ('created', 'export')`,
  waits: `(kind = 'stage_finished' AND details->>'status' = 'USER_VALIDATION') OR kind IN ('validation', 'reprocess', 'deleted')`,
  corrections: `kind = 'value_changed'`,
  errors: `kind = 'error'`,
  compact: `seq % 1024 = 0`,
};

/** The trigger's body: which kinds the new rows hold, read once, then the statements for those. */
function summarizeBody() {
  const has = Object.entries(KINDS)
    .map(([k, cond]) => `bool_or(${cond}) AS ${k}`)
    .join(", ");
  const statements = rollupStatements()
    .map(([k, sql]) => `IF f.${k} THEN ${oneLine(sql)}; END IF;`)
    .join(" ");
  const compact = `IF f.compact THEN PERFORM insights_compact(o, 1) FROM (SELECT DISTINCT organization_id AS o FROM new_rows) x; END IF;`;
  return `DECLARE f record; BEGIN SELECT ${has} INTO f FROM new_rows; ${statements} ${compact} RETURN NULL; END`;
}

/** Merges an organization's appended rows per key (statements of insights_compact). */
const COMPACT = [
  `WITH k AS (SELECT DISTINCT measure, month, bucket FROM insights_histogram WHERE organization_id = org AND NOT merged),
        d AS (DELETE FROM insights_histogram h USING k WHERE h.organization_id = org AND h.measure = k.measure AND h.month = k.month AND h.bucket = k.bucket
              RETURNING h.measure, h.month, h.bucket, h.n, h.lo, h.hi)
   INSERT INTO insights_histogram (organization_id, measure, month, bucket, n, lo, hi, merged)
   SELECT org, measure, month, bucket, sum(n), min(lo), max(hi), true FROM d GROUP BY measure, month, bucket HAVING sum(n) <> 0`,
  `WITH k AS (SELECT DISTINCT month, dimension, key FROM insights_corrections_month WHERE organization_id = org AND NOT merged),
        d AS (DELETE FROM insights_corrections_month c USING k WHERE c.organization_id = org AND c.dimension = k.dimension AND c.month = k.month AND c.key IS NOT DISTINCT FROM k.key
              RETURNING c.month, c.dimension, c.key, c.corrections, c.batches)
   INSERT INTO insights_corrections_month (organization_id, month, dimension, key, corrections, batches, merged)
   SELECT org, month, dimension, key, sum(corrections), sum(batches), true FROM d GROUP BY month, dimension, key HAVING sum(corrections) <> 0 OR sum(batches) <> 0`,
  `WITH k AS (SELECT DISTINCT status FROM insights_queue WHERE organization_id = org AND NOT merged),
        d AS (DELETE FROM insights_queue q USING k WHERE q.organization_id = org AND q.status = k.status RETURNING q.status, q.batches)
   INSERT INTO insights_queue (organization_id, status, batches, merged)
   SELECT org, status, sum(batches), true FROM d GROUP BY status HAVING sum(batches) <> 0`,
];
const TABLES = ["insights_histogram", "insights_corrections_month", "insights_queue"];

/** Whole months only, never the per-day end of a period: in the migration, from all rows of the tables of 017. */
const BACKFILL = [
  `INSERT INTO insights_histogram (organization_id, measure, month, bucket, n, lo, hi, merged)
   SELECT organization_id, 'export', date_trunc('month', first_export_at AT TIME ZONE 'UTC')::date, bucket, count(*), min(seconds), max(seconds), true
     FROM insights_batch WHERE seconds IS NOT NULL GROUP BY 1, 3, 4`,
  `INSERT INTO insights_wait_month (organization_id, batch_id, month, seconds)
   SELECT organization_id, batch_id, date_trunc('month', started_at AT TIME ZONE 'UTC')::date, sum(extract(epoch FROM ended_at - started_at))::double precision
     FROM insights_wait WHERE ended_at IS NOT NULL GROUP BY 1, 2, 3`,
  `INSERT INTO insights_histogram (organization_id, measure, month, bucket, n, lo, hi, merged)
   SELECT organization_id, 'wait', month, bucket, count(*), min(seconds), max(seconds), true FROM insights_wait_month GROUP BY 1, 3, 4`,
  `WITH m AS (SELECT organization_id, batch_id, date_trunc('month', started_at AT TIME ZONE 'UTC')::date AS month, count(DISTINCT (started_at AT TIME ZONE 'UTC')::date) AS days
               FROM insights_wait GROUP BY 1, 2, 3)
   INSERT INTO insights_split (organization_id, measure, batch_id, month)
   SELECT organization_id, 'wait', batch_id, month FROM m WHERE (organization_id, batch_id) IN (SELECT organization_id, batch_id FROM m GROUP BY 1, 2 HAVING count(*) > 1)
   UNION ALL SELECT organization_id, 'wait_days', batch_id, month FROM m WHERE days > 1`,
  `INSERT INTO insights_corrections_month (organization_id, month, dimension, key, corrections, batches, merged)
   SELECT organization_id, date_trunc('month', day::timestamp)::date, 'field', field, sum(corrections), count(DISTINCT batch_id), true FROM insights_corrections GROUP BY 1, 2, 4
   UNION ALL
   SELECT organization_id, date_trunc('month', day::timestamp)::date, 'vendor', vendor, sum(corrections), count(DISTINCT batch_id), true FROM insights_corrections GROUP BY 1, 2, 4`,
  `WITH ${SPLIT_CORRECTIONS}`,
  `INSERT INTO insights_queue (organization_id, status, batches, merged) SELECT organization_id, status, count(*), true FROM batches GROUP BY 1, 2`,
];

const SECONDS = `extract(epoch FROM first_export_at - created_at)::double precision`;

export const insightsRollupMigration: Migration = {
  id: "018_insights_rollup",
  sql: `
CREATE FUNCTION insights_bucket(s double precision) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT CASE WHEN s >= 1 THEN 1 + floor(ln(s) * 100)::integer WHEN s <= -1 THEN -1 - floor(ln(-s) * 100)::integer WHEN s IS NOT NULL THEN 0 END $$;
ALTER TABLE insights_batch ADD COLUMN seconds double precision GENERATED ALWAYS AS (${SECONDS}) STORED;
ALTER TABLE insights_batch ADD COLUMN bucket integer GENERATED ALWAYS AS (insights_bucket(${SECONDS})) STORED;
DROP INDEX insights_batch_export_idx;
CREATE INDEX insights_batch_exported_idx ON insights_batch (organization_id, first_export_at) INCLUDE (seconds, bucket) WHERE seconds IS NOT NULL;
CREATE INDEX insights_batch_bucket_idx ON insights_batch (organization_id, bucket, first_export_at) INCLUDE (seconds) WHERE seconds IS NOT NULL;
CREATE TABLE insights_histogram (
  organization_id uuid NOT NULL,
  measure text NOT NULL,
  month date NOT NULL,
  bucket integer NOT NULL,
  n integer NOT NULL,
  lo double precision,
  hi double precision,
  merged boolean NOT NULL DEFAULT false
);
CREATE INDEX insights_histogram_month_idx ON insights_histogram (organization_id, measure, month) INCLUDE (bucket, n, lo, hi);
CREATE INDEX insights_histogram_appended_idx ON insights_histogram (organization_id) WHERE NOT merged;
CREATE TABLE insights_wait_month (
  organization_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  month date NOT NULL,
  seconds double precision NOT NULL,
  bucket integer GENERATED ALWAYS AS (insights_bucket(seconds)) STORED,
  PRIMARY KEY (organization_id, batch_id, month)
);
CREATE INDEX insights_wait_month_bucket_idx ON insights_wait_month (organization_id, bucket, month) INCLUDE (seconds, batch_id);
CREATE TABLE insights_corrections_month (
  organization_id uuid NOT NULL,
  month date NOT NULL,
  dimension text NOT NULL,
  key text,
  corrections integer NOT NULL,
  batches integer NOT NULL,
  merged boolean NOT NULL DEFAULT false
);
CREATE INDEX insights_corrections_month_idx ON insights_corrections_month (organization_id, dimension, month) INCLUDE (key, corrections, batches);
CREATE INDEX insights_corrections_month_appended_idx ON insights_corrections_month (organization_id) WHERE NOT merged;
CREATE INDEX insights_corrections_batch_idx ON insights_corrections (organization_id, batch_id, day);
CREATE TABLE insights_split (
  organization_id uuid NOT NULL,
  measure text NOT NULL,
  batch_id uuid NOT NULL,
  month date NOT NULL,
  PRIMARY KEY (organization_id, measure, batch_id, month)
);
CREATE INDEX insights_split_month_idx ON insights_split (organization_id, measure, month) INCLUDE (batch_id);
CREATE TABLE insights_queue (
  organization_id uuid NOT NULL,
  status text NOT NULL,
  batches integer NOT NULL,
  merged boolean NOT NULL DEFAULT false
);
CREATE INDEX insights_queue_org_idx ON insights_queue (organization_id) INCLUDE (status, batches, merged);
${BACKFILL.map(oneLine).join(";\n")};
CREATE FUNCTION insights_compact(org uuid, least_rows integer) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF NOT pg_try_advisory_xact_lock(hashtext('insights_compact'), hashtext(org::text)) THEN RETURN; END IF; ${COMPACT.map((s, i) => `IF (SELECT count(*) FROM (SELECT 1 FROM ${TABLES[i]} WHERE organization_id = org AND NOT merged LIMIT least_rows) x) >= least_rows THEN ${oneLine(s)}; END IF;`).join(" ")} END $$;
CREATE OR REPLACE FUNCTION insights_summarize() RETURNS trigger LANGUAGE plpgsql AS $$ ${summarizeBody()} $$;
CREATE FUNCTION insights_queue_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO insights_queue (organization_id, status, batches) SELECT organization_id, status, count(*) FROM added GROUP BY 1, 2; RETURN NULL; END $$;
CREATE FUNCTION insights_queue_removed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO insights_queue (organization_id, status, batches) SELECT organization_id, status, -count(*) FROM removed GROUP BY 1, 2; RETURN NULL; END $$;
CREATE FUNCTION insights_queue_moved() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO insights_queue (organization_id, status, batches) VALUES (OLD.organization_id, OLD.status, -1), (NEW.organization_id, NEW.status, 1); RETURN NULL; END $$;
CREATE TRIGGER insights_queue_insert AFTER INSERT ON batches REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION insights_queue_added();
CREATE TRIGGER insights_queue_delete AFTER DELETE ON batches REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION insights_queue_removed();
CREATE TRIGGER insights_queue_update AFTER UPDATE OF status, organization_id ON batches FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.organization_id IS DISTINCT FROM NEW.organization_id) EXECUTE FUNCTION insights_queue_moved();
`,
};
