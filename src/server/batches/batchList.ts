import type { Queryable } from "../db/db";
import { BATCH_STATUSES, statusLabel } from "../../domain/batch/status";

/** The list's sortable columns and the indexed key each sorts by (migration 007_batch_list). */
export const BATCH_SORTS = { batchNumber: "batch_number", job: "job_key", status: "status", updatedAt: "updated_at" } as const;
export type BatchSort = keyof typeof BATCH_SORTS;

export interface BatchListQuery {
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
  status: string;
  workflow: unknown;
  progress: unknown;
  page_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** The statuses whose code or label ('User Validation') contains the text. */
export function statusesMatching(text: string): string[] {
  const q = text.toLowerCase();
  return BATCH_STATUSES.filter((s) => s.toLowerCase().includes(q) || statusLabel(s).toLowerCase().includes(q));
}

/** LIKE treats % and _ as wildcards; a person's search text means them literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search as SQL whose parameters are numbered from `first`, and their values. */
function searchFilter(search: string | undefined, first: number): { sql: string; params: unknown[] } {
  const text = search?.trim().toLowerCase();
  if (!text) return { sql: "", params: [] };
  const like = `$${first}`;
  return {
    sql: ` AND (batch_number::text LIKE ${like} OR job_key LIKE ${like} OR status = ANY($${first + 1}::text[]))`,
    params: [`%${likeEscaped(text)}%`, statusesMatching(text)],
  };
}

/**
 * One page of the organization's batches. Only the columns the list shows are read. The page is found on the sort
 * column's index alone (the batch numbers of the page), and only its rows are then read; the total comes from the
 * counter the triggers keep, and is counted only for a search.
 */
export async function listBatches(db: Queryable, orgId: string, q: BatchListQuery) {
  const key = BATCH_SORTS[q.sort ?? "batchNumber"];
  // Newest first unless the person chose an order; ties (same job, same status) by batch number the same way.
  const dir = q.order ?? (q.sort ? "asc" : "desc");
  const orderBy = (table: string) => (key === "batch_number" ? "" : `${table}${key} ${dir}, `) + `${table}batch_number ${dir}`;
  const filter = searchFilter(q.search, 4);
  const rows = await db.query<ListRow>(
    `WITH page AS (SELECT batch_number FROM batches WHERE organization_id = $1${filter.sql} ORDER BY ${orderBy("")} LIMIT $2 OFFSET $3)
     SELECT b.id, b.batch_number, b.job_id, b.job_name, b.status, b.workflow, b.progress, b.page_count, b.version, b.created_at, b.updated_at
     FROM page JOIN batches b ON b.organization_id = $1 AND b.batch_number = page.batch_number
     ORDER BY ${orderBy("b.")}`,
    [orgId, q.limit, (q.page - 1) * q.limit, ...filter.params],
  );
  return { batches: rows.map(toBatchListItem), totalData: await countBatches(db, orgId, q.search) };
}

/** The counter the triggers keep; only a search is counted, over the rows it matches. */
async function countBatches(db: Queryable, orgId: string, search: string | undefined): Promise<number> {
  const filter = searchFilter(search, 2);
  if (!filter.sql) {
    const [row] = await db.query<{ total: number }>(`SELECT total FROM batch_counters WHERE organization_id = $1`, [orgId]);
    return row?.total ?? 0;
  }
  const [{ count }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM batches WHERE organization_id = $1${filter.sql}`, [orgId, ...filter.params]);
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
