import type { Queryable } from "../db/db";

/**
 * Merges the organization's appended rows of the monthly rollup (its tables and triggers: migration 018,
 * db/migrations/018_insights_rollup.ts) when a table holds at least `leastRows` of them (the reader calls this before
 * it reads; another transaction compacting the same organization makes it skip, never wait).
 */
export async function compactInsights(db: Queryable, orgId: string, leastRows = 64) {
  await db.query(`SELECT insights_compact($1, $2)`, [orgId, leastRows]);
}
