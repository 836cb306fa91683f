import { z } from "zod";
import type { Queryable } from "../db/db";

/**
 * Insights (issue 15.5): figures over a period computed by SQL from the batch history (and the batches table for
 * the queue now). Days are UTC days; `from` and `to` are both included. See docs/decisions.md "Insights".
 */
export const insightsMigration = {
  id: "016_insights",
  sql: `
CREATE INDEX batch_history_org_kind_at_idx ON batch_history (organization_id, kind, at);
CREATE INDEX batch_history_batch_kind_idx ON batch_history (organization_id, batch_id, kind, at);
`,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = "from and to must be dates written YYYY-MM-DD";
const date = z.string({ error: DATE_MESSAGE }).regex(DAY, DATE_MESSAGE).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), DATE_MESSAGE);
/** The longest period asked at once: a year and a bit (a leap year, a year plus its first day of the next). */
export const MAX_DAYS = 400;
export const insightsQuery = z
  .object({ from: date.optional(), to: date.optional() })
  .transform(({ from, to }) => {
    const end = to ?? new Date().toISOString().slice(0, 10);
    const start = from ?? addDays(end, -29);
    return { from: start, to: end };
  })
  .refine(({ from, to }) => from <= to, "from must not be after to")
  .refine(({ from, to }) => daysBetween(from, to) < MAX_DAYS, `The period can be at most ${MAX_DAYS} days`);

export function addDays(day: string, n: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export interface InsightsDay {
  day: string;
  batches: number;
  pages: number;
  documents: number;
  autoValidated: number;
  exported: number;
  corrections: number;
  errors: number;
}

export interface Insights {
  from: string;
  to: string;
  days: InsightsDay[];
  totals: Omit<InsightsDay, "day"> & { straightThroughShare: number | null };
  uploadToExport: { batches: number; medianSeconds: number | null };
  userValidation: { batches: number; medianSeconds: number | null };
  correctionsByField: { field: string; corrections: number; batches: number }[];
  correctionsByVendor: { vendor: string | null; corrections: number; batches: number }[];
  queue: { status: string; batches: number }[];
  errorsByReason: { stage: string | null; reason: string; errors: number }[];
}

const num = (v: unknown) => (v == null ? 0 : Number(v));
const seconds = (v: unknown) => (v == null ? null : Math.round(Number(v) * 10) / 10);
const TOP = 20;

/** The queries, named for the bench (bench/insights.ts times each). */
export function insightsQueries(orgId: string, from: string, to: string) {
  const start = `${from}T00:00:00Z`;
  const end = `${addDays(to, 1)}T00:00:00Z`;
  const p = [orgId, start, end];
  const inPeriod = `organization_id = $1 AND at >= $2::timestamptz AND at < $3::timestamptz`;
  return {
    // Per UTC day: batches created, pages read (Parse), documents extracted and those that passed without a
    // person (Extraction), exports, changed values and errors. A re-processed stage counts again: it was done again.
    days: {
      sql: `
        WITH h AS (
          SELECT (at AT TIME ZONE 'UTC')::date AS day,
                 count(*) FILTER (WHERE kind = 'created') AS batches,
                 sum((details->>'pages')::int) FILTER (WHERE kind = 'stage_finished' AND details->>'step' = 'Parse') AS pages,
                 sum((details->>'documents')::int) FILTER (WHERE kind = 'stage_finished' AND details->>'step' = 'Extraction') AS documents,
                 sum((details->>'autoValidated')::int) FILTER (WHERE kind = 'stage_finished' AND details->>'step' = 'Extraction') AS auto_validated,
                 count(*) FILTER (WHERE kind = 'export') AS exported,
                 count(*) FILTER (WHERE kind = 'value_changed') AS corrections,
                 count(*) FILTER (WHERE kind = 'error') AS errors
            FROM batch_history
           WHERE ${inPeriod} AND kind IN ('created', 'stage_finished', 'export', 'value_changed', 'error')
           GROUP BY 1)
        SELECT to_char(d, 'YYYY-MM-DD') AS day, h.batches, h.pages, h.documents, h.auto_validated, h.exported, h.corrections, h.errors
          FROM generate_series($2::timestamptz AT TIME ZONE 'UTC', $3::timestamptz AT TIME ZONE 'UTC' - interval '1 day', interval '1 day') d
          LEFT JOIN h ON h.day = d::date
         ORDER BY d`,
      params: p,
    },
    // From upload (created) to the batch's first export in the period, for the batches exported in the period.
    uploadToExport: {
      sql: `
        SELECT count(*) AS batches, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.at - c.at)) AS median
          FROM (SELECT batch_id, min(at) AS at FROM batch_history WHERE ${inPeriod} AND kind = 'export' GROUP BY batch_id) e
          JOIN LATERAL (SELECT at FROM batch_history c WHERE c.organization_id = $1 AND c.batch_id = e.batch_id AND c.kind = 'created' ORDER BY at LIMIT 1) c ON true`,
      params: p,
    },
    // Time in User Validation: from each stage end that left the batch waiting for a person (status
    // USER_VALIDATION) to the person's next complete validation, re-process or delete; summed per batch, the median
    // over the batches whose wait began in the period and has ended.
    userValidation: {
      sql: `
        SELECT count(*) AS batches, percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS median FROM (
          SELECT w.batch_id, sum(extract(epoch FROM n.at - w.at)) AS s
            FROM batch_history w
            JOIN LATERAL (
              SELECT at FROM batch_history n
               WHERE n.organization_id = $1 AND n.batch_id = w.batch_id AND n.kind IN ('validation', 'reprocess', 'deleted') AND n.at > w.at
                 AND coalesce(n.details->>'complete', 'true') <> 'false'
               ORDER BY n.at LIMIT 1) n ON true
           WHERE w.organization_id = $1 AND w.at >= $2::timestamptz AND w.at < $3::timestamptz AND w.kind = 'stage_finished' AND w.details->>'status' = 'USER_VALIDATION'
           GROUP BY w.batch_id) x`,
      params: p,
    },
    correctionsByField: {
      sql: `
        SELECT details->>'field' AS field, count(*) AS corrections, count(DISTINCT batch_id) AS batches
          FROM batch_history WHERE ${inPeriod} AND kind = 'value_changed'
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
      params: p,
    },
    correctionsByVendor: {
      sql: `
        SELECT nullif(details->>'vendor', '') AS vendor, count(*) AS corrections, count(DISTINCT batch_id) AS batches
          FROM batch_history WHERE ${inPeriod} AND kind = 'value_changed'
         GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST LIMIT ${TOP}`,
      params: p,
    },
    errorsByReason: {
      sql: `
        SELECT details->>'stage' AS stage, coalesce(details->>'message', '') AS reason, count(*) AS errors
          FROM batch_history WHERE ${inPeriod} AND kind = 'error'
         GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT ${TOP}`,
      params: p,
    },
    // The queue now, whatever the period: batches per status (index batches_org_status_idx).
    queue: {
      sql: `SELECT status, count(*) AS batches FROM batches WHERE organization_id = $1 GROUP BY status ORDER BY 2 DESC, 1`,
      params: [orgId],
    },
  };
}

export async function computeInsights(db: Queryable, orgId: string, from: string, to: string): Promise<Insights> {
  const q = insightsQueries(orgId, from, to);
  const run = <T>(k: keyof typeof q) => db.query<T & Record<string, unknown>>(q[k].sql, q[k].params);
  const days = (await run<any>("days")).map((r) => ({
    day: r.day,
    batches: num(r.batches),
    pages: num(r.pages),
    documents: num(r.documents),
    autoValidated: num(r.auto_validated),
    exported: num(r.exported),
    corrections: num(r.corrections),
    errors: num(r.errors),
  }));
  const sum = (k: keyof Omit<InsightsDay, "day">) => days.reduce((a, d) => a + d[k], 0);
  const totals = {
    batches: sum("batches"),
    pages: sum("pages"),
    documents: sum("documents"),
    autoValidated: sum("autoValidated"),
    exported: sum("exported"),
    corrections: sum("corrections"),
    errors: sum("errors"),
  };
  const [ute] = await run<any>("uploadToExport");
  const [uv] = await run<any>("userValidation");
  return {
    from,
    to,
    days,
    totals: { ...totals, straightThroughShare: totals.documents ? totals.autoValidated / totals.documents : null },
    uploadToExport: { batches: num(ute?.batches), medianSeconds: seconds(ute?.median) },
    userValidation: { batches: num(uv?.batches), medianSeconds: seconds(uv?.median) },
    correctionsByField: (await run<any>("correctionsByField")).map((r) => ({ field: r.field ?? "", corrections: num(r.corrections), batches: num(r.batches) })),
    correctionsByVendor: (await run<any>("correctionsByVendor")).map((r) => ({ vendor: r.vendor ?? null, corrections: num(r.corrections), batches: num(r.batches) })),
    queue: (await run<any>("queue")).map((r) => ({ status: r.status, batches: num(r.batches) })),
    errorsByReason: (await run<any>("errorsByReason")).map((r) => ({ stage: r.stage ?? null, reason: r.reason, errors: num(r.errors) })),
  };
}
