import type { Queryable } from "../db/db";

/**
 * Deep pages of the default order (newest first, no search) without walking every row before them. Every STEP-th
 * batch number in that order is kept per organization, with the counter (last number, total) it was read with.
 * Batch numbers only grow, so while nothing was deleted (last - total unchanged) a new batch only moves every
 * anchor down by one place; a delete makes the anchors be read again, on the next deep page.
 */
const STEP = 1000;
const MAX_ORGANIZATIONS = 1000;

export interface Counter {
  last: number;
  total: number;
}

interface Anchors extends Counter {
  /** numbers[k]: the batch number at offset k * STEP, newest first. */
  numbers: number[];
}

const cache = new WeakMap<object, Map<string, Anchors>>();

/** Whether a page at `offset` of the default order starts from an anchor (nearer ones walk the index from the top). */
export const startsFromAnchor = (offset: number) => offset >= STEP;

/**
 * Where a page of `limit` rows at `offset` lies: at or below batch number `from` (null: from the top), after skipping
 * `skip` rows, and above batch number `above` when an anchor further down bounds it (null: no bound). The bounds
 * keep the work small even when the planner misjudges the rows (PGlite has no autovacuum to keep statistics).
 */
export async function pageStart(
  db: Queryable,
  orgId: string,
  counter: Counter,
  offset: number,
  limit: number,
): Promise<{ from: number | null; above: number | null; skip: number }> {
  if (!startsFromAnchor(offset)) return { from: null, above: null, skip: offset };
  const anchors = fresh(db, orgId, counter) ?? (await readAnchors(db, orgId));
  // Places the anchors moved since they were read (negative when this request's counter is the older one).
  const moved = counter.total - anchors.total;
  let k = Math.min(anchors.numbers.length - 1, Math.floor((offset - moved) / STEP));
  while (k > 0 && k * STEP + moved > offset) k--;
  if (k < 1 || k * STEP + moved < 0) return { from: null, above: null, skip: offset };
  const skip = offset - (k * STEP + moved);
  // Exactly STEP rows lie between two anchors (numbers only grow and nothing was deleted since they were read).
  const below = anchors.numbers[k + Math.ceil((skip + limit) / STEP)];
  return { from: anchors.numbers[k], above: below ?? null, skip };
}

function fresh(db: Queryable, orgId: string, counter: Counter): Anchors | undefined {
  const anchors = cache.get(db)?.get(orgId);
  return anchors && anchors.last - anchors.total === counter.last - counter.total ? anchors : undefined;
}

/** The anchors and the counter in one statement, so both are of one snapshot. */
async function readAnchors(db: Queryable, orgId: string): Promise<Anchors> {
  const [row] = await db.query<{ last: number; total: number; numbers: number[] | null }>(
    `SELECT c.last_number AS last, c.total,
            (SELECT array_agg(batch_number ORDER BY place) FROM (
               SELECT batch_number, row_number() OVER (ORDER BY batch_number DESC) AS place FROM batches WHERE organization_id = $1
             ) ranked WHERE place % $2 = 1) AS numbers
     FROM batch_counters c WHERE c.organization_id = $1`,
    [orgId, STEP],
  );
  const anchors: Anchors = { last: row?.last ?? 0, total: row?.total ?? 0, numbers: row?.numbers ?? [] };
  let orgs = cache.get(db);
  if (!orgs) cache.set(db, (orgs = new Map()));
  if (orgs.size >= MAX_ORGANIZATIONS) orgs.delete(orgs.keys().next().value!);
  orgs.set(orgId, anchors);
  return anchors;
}
