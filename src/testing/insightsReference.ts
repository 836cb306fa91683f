import { addDays } from "../server/insights/insights";

const TOP = 20;

/**
 * The insights' queries as migration 017 left them (commit 9b266c0): every figure from the per-day and per-batch
 * summary rows, a year's rows for a year. The rollup (migration 018, src/server/db/migrations/018_insights_rollup.ts) must answer the
 * same: tests compare the two (src/server/insights/rollup.test.ts) and bench/insights.ts times both.
 */
export function dailySummaryQueries(orgId: string, from: string, to: string) {
  const start = `${from}T00:00:00Z`;
  const end = `${addDays(to, 1)}T00:00:00Z`;
  const p = [orgId, start, end];
  const inDays = `organization_id = $1 AND day >= $2::date AND day <= $3::date`;
  const days = [orgId, from, to];
  return {
    // Per UTC day, from the daily summary (migration 017): batches created, pages read (Parse), documents extracted
    // and those that passed without a person (Extraction), exports, changed values and errors. A re-processed stage
    // counts again: it was done again.
    days: {
      sql: `
        SELECT to_char(d, 'YYYY-MM-DD') AS day, s.batches, s.pages, s.documents, s.auto_validated, s.exported, s.corrections, s.errors
          FROM generate_series($2::date, $3::date, interval '1 day') d
          LEFT JOIN insights_daily s ON s.organization_id = $1 AND s.day = d::date
         ORDER BY d`,
      params: days,
    },
    // From upload (the first created) to the batch's first export, for the batches first exported in the period.
    uploadToExport: {
      sql: `
        SELECT count(*) AS batches, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_export_at - created_at)) AS median
          FROM insights_batch
         WHERE organization_id = $1 AND first_export_at >= $2::timestamptz AND first_export_at < $3::timestamptz AND created_at IS NOT NULL`,
      params: p,
    },
    // Time in User Validation: from each stage end that left the batch waiting for a person (status
    // USER_VALIDATION) to the person's next complete validation, re-process or delete; summed per batch, the median
    // over the batches whose wait began in the period and has ended.
    userValidation: {
      sql: `
        SELECT count(*) AS batches, percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS median FROM (
          SELECT batch_id, sum(extract(epoch FROM ended_at - started_at)) AS s
            FROM insights_wait
           WHERE organization_id = $1 AND started_at >= $2::timestamptz AND started_at < $3::timestamptz AND ended_at IS NOT NULL
           GROUP BY batch_id) x`,
      params: p,
    },
    correctionsByField: {
      params: days,
      sql: `
        SELECT field, sum(corrections) AS corrections, count(DISTINCT batch_id) AS batches
          FROM insights_corrections WHERE ${inDays}
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
    },
    correctionsByVendor: {
      params: days,
      sql: `
        SELECT vendor, sum(corrections) AS corrections, count(DISTINCT batch_id) AS batches
          FROM insights_corrections WHERE ${inDays}
         GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST LIMIT ${TOP}`,
    },
    errorsByReason: {
      params: days,
      sql: `
        SELECT stage, reason, sum(errors) AS errors
          FROM insights_errors WHERE ${inDays}
         GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT ${TOP}`,
    },
    // The queue now, whatever the period: batches per status (index batches_org_status_idx).
    queue: {
      sql: `SELECT status, count(*) AS batches FROM batches WHERE organization_id = $1 GROUP BY status ORDER BY 2 DESC, 1`,
      params: [orgId],
    },
  };
}
