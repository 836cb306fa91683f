import type { Queryable } from "../db/db";
import { BATCH_STATUSES, statusLabel, type BatchStatus } from "../../domain/batch/status";
import { pageStart, startsFromAnchor, type Counter } from "./pageAnchors";

/** The list's sortable columns and the indexed key each sorts by (migration 007_batch_list). */
export const BATCH_SORTS = {
  batchNumber: "batch_number",
  job: "job_key",
  status: "status",
  updatedAt: "updated_at",
} as const;
export type BatchSort = keyof typeof BATCH_SORTS;

interface BatchListQuery {
  page: number;
  limit: number;
  /** Matched, case-insensitively and anywhere, against the batch number, the job name and the status as the list shows it. */
  search?: string;
  sort?: BatchSort;
  order?: "asc" | "desc";
}

interface ListRow {
  id: string;
  batch_number: number;
  job_id: string;
  job_name: string | null;
  status: BatchStatus;
  workflow: unknown;
  progress: unknown;
  page_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** The statuses whose code or label ('User Validation') contains the text. */
function statusesMatching(text: string): BatchStatus[] {
  const q = text.toLowerCase();
  return BATCH_STATUSES.filter((s) => s.toLowerCase().includes(q) || statusLabel(s).toLowerCase().includes(q));
}

/** LIKE treats % and _ as wildcards; a person's search text means them literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Adds a query parameter and answers its placeholder. */
type Param = (value: unknown) => string;

function parameters(first: unknown[]): { values: unknown[]; add: Param } {
  const values = [...first];
  return { values, add: (value) => `$${values.push(value)}` };
}

/** The search as an SQL condition ('' for none). */
function searchFilter(search: string | undefined, add: Param): string {
  const text = search?.trim().toLowerCase();
  if (!text) return "";
  const like = add(`%${likeEscaped(text)}%`);
  return ` AND (batch_number::text LIKE ${like} OR job_key LIKE ${like} OR status = ANY(${add(statusesMatching(text))}::text[]))`;
}

/**
 * One page of the organization's batches. Only the columns the list shows are read. The page is found on the sort
 * column's index alone (the batch numbers of the page), and only its rows are then read; deep pages of the default
 * order start from an anchor (pageAnchors.ts) instead of walking every row before them. The total comes from the
 * counter the triggers keep, read in the same statement as the page, and is counted only for a search.
 */
export async function listBatches(db: Queryable, orgId: string, q: BatchListQuery) {
  const key = BATCH_SORTS[q.sort ?? "batchNumber"];
  // Newest first unless the person chose an order; ties (same job, same status) by batch number the same way.
  const dir = q.order ?? (q.sort ? "asc" : "desc");
  const orderBy = (table: string) =>
    (key === "batch_number" ? "" : `${table}${key} ${dir}, `) + `${table}batch_number ${dir}`;
  const offset = (q.page - 1) * q.limit;
  const searching = !!q.search?.trim();
  const counter =
    !searching && key === "batch_number" && dir === "desc" && startsFromAnchor(offset)
      ? await readCounter(db, orgId)
      : null;
  const start = counter
    ? await pageStart(db, orgId, counter, offset, q.limit)
    : { from: null, above: null, skip: offset };
  const p = parameters([orgId, q.limit, start.skip]);
  const from =
    (start.from === null ? "" : ` AND batch_number <= ${p.add(start.from)}`) +
    (start.above === null ? "" : ` AND batch_number > ${p.add(start.above)}`);
  // One row at least (the counter's), with the page's rows joined to it; an empty page is that row alone.
  const rows = await db.query<ListRow & { counted: number | null }>(
    `SELECT c.total AS counted, r.* FROM (SELECT 1) AS one
     LEFT JOIN batch_counters c ON c.organization_id = $1
     LEFT JOIN LATERAL (
       SELECT b.id, b.batch_number, b.job_id, b.job_name, b.job_key, b.status, b.workflow, b.progress, b.page_count, b.version, b.created_at, b.updated_at
       FROM (SELECT batch_number FROM batches WHERE organization_id = $1${from}${searchFilter(q.search, p.add)} ORDER BY ${orderBy("")} LIMIT $2 OFFSET $3) page
       JOIN batches b ON b.organization_id = $1 AND b.batch_number = page.batch_number
     ) r ON true
     ORDER BY ${orderBy("r.")}`,
    p.values,
  );
  const total = searching ? await countMatches(db, orgId, q.search) : (counter?.total ?? rows[0]?.counted ?? 0);
  return { batches: rows.filter((r) => r.id !== null).map(toBatchListItem), totalData: total };
}

/** The organization's counter, kept by the triggers: its last batch number and how many batches it has. */
async function readCounter(db: Queryable, orgId: string): Promise<Counter> {
  const [row] = await db.query<Counter>(
    `SELECT last_number AS last, total FROM batch_counters WHERE organization_id = $1`,
    [orgId],
  );
  return row ?? { last: 0, total: 0 };
}

async function countMatches(db: Queryable, orgId: string, search: string | undefined): Promise<number> {
  const p = parameters([orgId]);
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM batches WHERE organization_id = $1${searchFilter(search, p.add)}`,
    p.values,
  );
  return count;
}

/** The list shows no page data: a 500-page batch stays a small row. */
function toBatchListItem(row: ListRow) {
  return {
    _id: row.id,
    batchNumber: row.batch_number,
    status: row.status,
    job: { _id: row.job_id, name: row.job_name ?? "" },
    workflow: row.workflow,
    progress: row.progress,
    totalPages: row.page_count,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
