import { z } from "zod";
import type { Queryable } from "../db/db";

/**
 * Insights (issue 15.5): figures over a period read from the summary kept by a trigger as the batch history is
 * written (./summary.ts; and the batches table for the queue now). Days are UTC days; `from` and `to` are both included. See docs/decisions.md "Insights".
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
  const inDays = `organization_id = $1 AND day >= $2::date AND day <= $3::date`;
  const days = [orgId, from, to];
  return {
    // Per UTC day, from the daily summary (./summary.ts): batches created, pages read (Parse), documents extracted
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
