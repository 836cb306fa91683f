import { z } from "zod";
import type { Queryable } from "../db/db";
import { compactInsights } from "./rollup";
import type { Insights, InsightsDay } from "../../domain/insights";

/**
 * Insights (issue 15.5): figures over a period read from the summary kept by a trigger as the batch history is
 * written (db/migrations/017_insights_summary.ts: per day and per batch; 018_insights_rollup.ts: per month, and the
 * queue kept by triggers on batches): a period's whole months from the monthly rows, the days around them from the
 * per-day and per-batch rows. Days are UTC days; `from` and `to` are both included. See docs/decisions.md "Insights".
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = "from and to must be dates written YYYY-MM-DD";
// Years 1 to 9998: the database has no year 0, and the day after a period must still be written with four digits.
const date = z
  .string({ error: DATE_MESSAGE })
  .regex(DAY, DATE_MESSAGE)
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    DATE_MESSAGE,
  )
  .refine((d) => d >= "0001-01-01" && d <= "9998-12-31", "from and to must be dates from 0001-01-01 to 9998-12-31");
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
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

const num = (v: unknown) => (v == null ? 0 : Number(v));
const seconds = (v: unknown) => (v == null ? null : Math.round(Number(v) * 10) / 10);
const TOP = 20;

/**
 * A period in the rollup's terms (migration 018): the months [mFrom, mTo) read from the monthly rows, and days read
 * from the per-day and per-batch rows. A month wholly inside the period is read from its monthly rows; so is a month
 * at either end at least half inside it, less its days outside the period, [mFrom, from) and [toExcl, mTo); a month at
 * an end less than half inside it is read from its days inside the period, [from, mFrom) and [mTo, toExcl). So a
 * period reads at most about half a month of days at each end. Dates YYYY-MM-DD; a period read without a month has
 * mFrom = mTo = toExcl.
 */
export function periodParts(from: string, to: string) {
  const toExcl = addDays(to, 1);
  const monthOf = (d: string) => `${d.slice(0, 7)}-01`;
  const next = (d: string) => {
    const [y, m] = [Number(d.slice(0, 4)), Number(d.slice(5, 7))];
    return m === 12
      ? `${String(y + 1).padStart(4, "0")}-01-01`
      : `${d.slice(0, 4)}-${String(m + 1).padStart(2, "0")}-01`;
  };
  const [first, last] = [monthOf(from), monthOf(to)];
  const inside = (a: string, b: string) => daysBetween(a < from ? from : a, b < toExcl ? b : toExcl);
  const mFrom = 2 * inside(first, next(first)) >= daysBetween(first, next(first)) ? first : next(first);
  const mTo = 2 * inside(last, next(last)) >= daysBetween(last, next(last)) ? next(last) : last;
  return mFrom < mTo ? { from, toExcl, mFrom, mTo } : { from, toExcl, mFrom: toExcl, mTo: toExcl };
}

/**
 * An exact median (percentile_cont(0.5), as the first round's SQL answered it) from a histogram: `levelOne` gives
 * (bucket, n, lo, hi) rows, summed per bucket (n may be negative: values taken out; lo and hi bound every value ever
 * added); the one or two middle ranks are found from the counts, and each is read from `inBucket(bucket)`, the
 * bucket's values as (value, n) rows summed per value in the same way, unless the bucket's bounds are equal. Values
 * are taken out by counting them -1, never by a join: a plan does not hang on the tables' statistics (PGlite never
 * gathers any by itself).
 */
function medianSql(prelude: string, levelOne: string, inBucket: (bucket: string) => string) {
  return `
    WITH ${prelude}
    h(bucket, n, lo, hi) AS (${levelOne}),
    b AS (SELECT bucket, sum(n) AS n, min(lo) AS lo, max(hi) AS hi FROM h GROUP BY bucket HAVING sum(n) > 0),
    c AS (SELECT bucket, n, lo, hi, sum(n) OVER (ORDER BY bucket) - n AS before, sum(n) OVER () AS total FROM b),
    r AS (SELECT DISTINCT rank FROM (SELECT max(total) AS total FROM c) t, LATERAL (VALUES (floor((t.total - 1) / 2)), (ceil((t.total - 1) / 2))) v(rank) WHERE t.total > 0),
    p AS MATERIALIZED (SELECT r.rank, CASE WHEN c.lo = c.hi THEN c.lo
                              ELSE (SELECT v FROM (SELECT v, sum(n) AS n FROM (${inBucket("c.bucket")}) y(v, n) GROUP BY v HAVING sum(n) > 0) z, generate_series(1, z.n::integer)
                                     ORDER BY v OFFSET (r.rank - c.before)::bigint LIMIT 1) END AS v
            FROM r JOIN c ON r.rank >= c.before AND r.rank < c.before + c.n)
    SELECT coalesce((SELECT max(total) FROM c), 0) AS batches,
           (SELECT CASE WHEN count(*) = 1 THEN min(v) ELSE min(v) + (max(v) - min(v)) * 0.5 END FROM p) AS median`;
}

/** The queries, named for the bench (bench/insights.ts times each). */
export function insightsQueries(orgId: string, from: string, to: string) {
  const { toExcl, mFrom, mTo } = periodParts(from, to);
  const months = mFrom < mTo;
  // $1 the organization; $2..$5 from, the day after to, the first month read from the monthly rows, the month after the last.
  const p = [orgId, from, toExcl, mFrom, mTo];
  const ts = (n: number) => `($${n}::date::timestamp AT TIME ZONE 'UTC')`;
  const [$from, $toExcl, $mFrom, $mTo] = [ts(2), ts(3), ts(4), ts(5)];
  const inMonths = (t = "") => `${t}month >= $4::date AND ${t}month < $5::date`;
  // The days read from their rows (in the period, outside its months) and the months' days outside the period.
  const daysIn = (col: string) =>
    `((${col} >= ${$from} AND ${col} < ${$mFrom}) OR (${col} >= ${$mTo} AND ${col} < ${$toExcl}))`;
  const daysOut = (col: string) =>
    `((${col} >= ${$mFrom} AND ${col} < ${$from}) OR (${col} >= ${$toExcl} AND ${col} < ${$mTo}))`;
  const dateIn = (col: string) =>
    `((${col} >= $2::date AND ${col} < $4::date) OR (${col} >= $5::date AND ${col} < $3::date))`;
  const dateOut = (col: string) =>
    `((${col} >= $4::date AND ${col} < $2::date) OR (${col} >= $3::date AND ${col} < $5::date))`;
  const inPeriod = (col: string) => `${col} >= ${$from} AND ${col} < ${$toExcl}`;
  // The special batches, counted from their own rows, not the months': those with waits (corrections) in more than one
  // month touching the period (insights_split '<measure>'), which count once in it, and, in a month read less its days
  // outside the period, those with some on two days or more of it ('<measure>_days'). Every other batch with rows on
  // those days has all its rows of the month there: its share of the month is taken out from those rows alone.
  const special = (measure: string) => `
    sp AS MATERIALIZED (
      SELECT batch_id FROM insights_split WHERE organization_id = $1 AND measure = '${measure}' AND month >= date_trunc('month', $2::date::timestamp)::date AND month < $3::date
      UNION
      SELECT batch_id FROM insights_split WHERE organization_id = $1 AND measure = '${measure}_days'
         AND ((month = $4::date AND $4::date < $2::date) OR (month = date_trunc('month', $3::date::timestamp - interval '1 day')::date AND $5::date > $3::date)))`;
  const waitSeconds = `sum(extract(epoch FROM w.ended_at - w.started_at))::double precision`;

  // From upload (the first created) to the batch's first export, for the batches first exported in the period.
  const uploadToExport = months
    ? medianSql(
        "",
        `SELECT bucket, n, lo, hi FROM insights_histogram WHERE organization_id = $1 AND measure = 'export' AND ${inMonths()}
         UNION ALL
         SELECT bucket, count(*), min(seconds), max(seconds) FROM insights_batch WHERE organization_id = $1 AND seconds IS NOT NULL AND ${daysIn("first_export_at")} GROUP BY bucket
         UNION ALL
         SELECT bucket, -count(*), NULL, NULL FROM insights_batch WHERE organization_id = $1 AND seconds IS NOT NULL AND ${daysOut("first_export_at")} GROUP BY bucket`,
        (b) =>
          `SELECT seconds, 1 FROM insights_batch WHERE organization_id = $1 AND bucket = ${b} AND seconds IS NOT NULL AND ${inPeriod("first_export_at")}`,
      )
    : `SELECT count(*) AS batches, percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median
         FROM insights_batch WHERE organization_id = $1 AND seconds IS NOT NULL AND ${inPeriod("first_export_at")}`;

  // Time in User Validation: from each stage end that left the batch waiting for a person (status
  // USER_VALIDATION) to the person's next complete validation, re-process or delete; summed per batch, the median
  // over the batches whose wait began in the period and has ended.
  const userValidation = months
    ? medianSql(
        // d: the per-batch values read from rows, counted +1 or -1 (a batch's waits on the days outside the period
        // take its month's value out; the special batches' own values replace their rows' and months' values).
        `${special("wait")},
         spw AS MATERIALIZED (
           SELECT w.batch_id, w.started_at, w.ended_at FROM sp JOIN insights_wait w ON w.organization_id = $1 AND w.batch_id = sp.batch_id
            WHERE w.ended_at IS NOT NULL AND w.started_at >= least(${$from}, ${$mFrom}) AND w.started_at < greatest(${$toExcl}, ${$mTo})),
         d AS MATERIALIZED (SELECT s AS v, insights_bucket(s) AS bucket, n FROM (
           SELECT ${waitSeconds} AS s, -1 AS n FROM insights_wait w WHERE w.organization_id = $1 AND w.ended_at IS NOT NULL AND ${daysOut("w.started_at")} GROUP BY w.batch_id
           UNION ALL
           SELECT ${waitSeconds}, 1 FROM insights_wait w WHERE w.organization_id = $1 AND w.ended_at IS NOT NULL AND ${daysIn("w.started_at")} GROUP BY w.batch_id
           UNION ALL
           SELECT ${waitSeconds}, 1 FROM spw w WHERE ${daysOut("w.started_at")} GROUP BY w.batch_id
           UNION ALL
           SELECT ${waitSeconds}, -1 FROM spw w WHERE ${daysIn("w.started_at")} GROUP BY w.batch_id
           UNION ALL
           SELECT ${waitSeconds}, 1 FROM spw w WHERE ${inPeriod("w.started_at")} GROUP BY w.batch_id
           UNION ALL
           SELECT m.seconds, -1 FROM sp JOIN insights_wait_month m ON m.organization_id = $1 AND m.batch_id = sp.batch_id WHERE ${inMonths("m.")}) x),`,
        `SELECT bucket, n, lo, hi FROM insights_histogram WHERE organization_id = $1 AND measure = 'wait' AND ${inMonths()}
         UNION ALL
         SELECT bucket, sum(n), min(v) FILTER (WHERE n > 0), max(v) FILTER (WHERE n > 0) FROM d GROUP BY bucket`,
        (
          b,
        ) => `SELECT m.seconds, 1 FROM insights_wait_month m WHERE m.organization_id = $1 AND m.bucket = ${b} AND ${inMonths("m.")}
                UNION ALL SELECT v, n FROM d WHERE d.bucket = ${b}`,
      )
    : `SELECT count(*) AS batches, percentile_cont(0.5) WITHIN GROUP (ORDER BY s) AS median FROM (
         SELECT ${waitSeconds} AS s FROM insights_wait w
          WHERE w.organization_id = $1 AND ${inPeriod("w.started_at")} AND w.ended_at IS NOT NULL GROUP BY w.batch_id) x`;

  // Per field (vendor): the months' rows, less the special batches' share of them and every batch's rows on the months'
  // days outside the period, plus every batch's rows on the days read; the special batches' rows on those days count
  // back the other way, and their rows in the period count for them. No join but the special batches' own rows.
  const byKey = (dimension: "field" | "vendor", order: string) =>
    months
      ? `
    WITH ${special("corrections")},
    spc AS MATERIALIZED (
      SELECT c.* FROM sp JOIN insights_corrections c ON c.organization_id = $1 AND c.batch_id = sp.batch_id
       WHERE c.day >= least($2::date, $4::date) AND c.day < greatest($3::date, $5::date)),
    x(key, corrections, batches) AS (
      SELECT key, corrections, batches FROM insights_corrections_month WHERE organization_id = $1 AND dimension = '${dimension}' AND ${inMonths()}
      UNION ALL
      SELECT ${dimension}, -sum(corrections), -count(DISTINCT (batch_id, date_trunc('month', day::timestamp))) FROM spc WHERE day >= $4::date AND day < $5::date GROUP BY 1
      UNION ALL
      SELECT ${dimension}, -sum(corrections), -count(DISTINCT batch_id) FROM insights_corrections WHERE organization_id = $1 AND ${dateOut("day")} GROUP BY 1
      UNION ALL
      SELECT ${dimension}, sum(corrections), count(DISTINCT batch_id) FROM spc WHERE ${dateOut("day")} GROUP BY 1
      UNION ALL
      SELECT ${dimension}, sum(corrections), count(DISTINCT batch_id) FROM insights_corrections WHERE organization_id = $1 AND ${dateIn("day")} GROUP BY 1
      UNION ALL
      SELECT ${dimension}, -sum(corrections), -count(DISTINCT batch_id) FROM spc WHERE ${dateIn("day")} GROUP BY 1
      UNION ALL
      SELECT ${dimension}, sum(corrections), count(DISTINCT batch_id) FROM spc WHERE day >= $2::date AND day < $3::date GROUP BY 1)
    SELECT key AS ${dimension}, sum(corrections) AS corrections, sum(batches) AS batches FROM x
     GROUP BY 1 HAVING sum(corrections) > 0 ORDER BY 2 DESC, ${order} LIMIT ${TOP}`
      : `
    SELECT ${dimension}, sum(corrections) AS corrections, count(DISTINCT batch_id) AS batches
      FROM insights_corrections WHERE organization_id = $1 AND day >= $2::date AND day < $3::date
     GROUP BY 1 ORDER BY 2 DESC, ${order} LIMIT ${TOP}`;

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
      params: [orgId, from, to],
    },
    uploadToExport: { sql: uploadToExport, params: months ? p : [orgId, from, toExcl] },
    userValidation: { sql: userValidation, params: months ? p : [orgId, from, toExcl] },
    correctionsByField: { sql: byKey("field", "1"), params: months ? p : [orgId, from, toExcl] },
    correctionsByVendor: { sql: byKey("vendor", "1 NULLS LAST"), params: months ? p : [orgId, from, toExcl] },
    errorsByReason: {
      params: [orgId, from, to],
      sql: `
        SELECT stage, reason, sum(errors) AS errors
          FROM insights_errors WHERE organization_id = $1 AND day >= $2::date AND day <= $3::date
         GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT ${TOP}`,
    },
    // The queue now, whatever the period: batches per status, from the counts kept by triggers on batches (migration 018).
    queue: {
      sql: `SELECT status, sum(batches) AS batches FROM insights_queue WHERE organization_id = $1 GROUP BY status HAVING sum(batches) <> 0 ORDER BY 2 DESC, 1`,
      params: [orgId],
    },
  };
}

export async function computeInsights(db: Queryable, orgId: string, from: string, to: string): Promise<Insights> {
  await compactInsights(db, orgId);
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
    correctionsByField: (await run<any>("correctionsByField")).map((r) => ({
      field: r.field ?? "",
      corrections: num(r.corrections),
      batches: num(r.batches),
    })),
    correctionsByVendor: (await run<any>("correctionsByVendor")).map((r) => ({
      vendor: r.vendor ?? null,
      corrections: num(r.corrections),
      batches: num(r.batches),
    })),
    queue: (await run<any>("queue")).map((r) => ({ status: r.status, batches: num(r.batches) })),
    errorsByReason: (await run<any>("errorsByReason")).map((r) => ({
      stage: r.stage ?? null,
      reason: r.reason,
      errors: num(r.errors),
    })),
  };
}
