import type { Queryable } from "../db/db";
import { conflict, notFound } from "../http/errors";
import { isId } from "../http/validate";
import { staleChangeMessage } from "../../domain/conflicts";

/** A route's :id that is not a uuid cannot name a record: the record's 404. */
export function idOf(what: string, id: string): string {
  if (!isId(id)) throw notFound(what);
  return id;
}

export const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * Optimistic concurrency on master-data edits (issue 17.1). The edit's UPDATE carries `version = version + 1` and
 * this condition with the If-Match version as parameter $n (null: no If-Match, the edit applies to the record as it
 * is). Being part of the UPDATE, it holds under concurrent writes: the second of two edits of one version finds none.
 */
export const versionMatches = (n: number) => `($${n}::int IS NULL OR version = $${n})`;

/** A versioned UPDATE changed no row: the record is gone (404 '{what}') or was changed meanwhile (409). */
export async function refuseStaleOrGone(
  db: Queryable,
  table: string,
  orgId: string,
  id: string,
  what: string,
  thing: string,
): Promise<never> {
  const [row] = await db.query(`SELECT 1 FROM ${table} WHERE organization_id = $1 AND id = $2`, [orgId, id]);
  if (!row) throw notFound(what);
  throw conflict(staleChangeMessage(thing), "conflict_version");
}

/** 'A' / 'A' and 'B' / 'A', 'B' and 'C' */
export function quoteList(names: string[]): string {
  const quoted = names.map((n) => `'${n}'`);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
}

/** "the field 'A' uses" / "the fields 'A' and 'B' use" */
export function usedBy(singular: string, plural: string, names: string[]): string {
  return names.length === 1 ? `the ${singular} ${quoteList(names)} uses` : `the ${plural} ${quoteList(names)} use`;
}

function pgError(err: unknown): { code?: string; constraint?: string } {
  return err !== null && typeof err === "object" ? (err as { code?: string; constraint?: string }) : {};
}

/**
 * Runs a write whose table has a unique index on (organization_id, lower(name)); a clash, even one that
 * races past any check, is 409 'A {thing} named {name} already exists.'.
 */
export async function withUniqueName<T>(thing: string, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const { code, constraint } = pgError(err);
    if (code === "23505" && constraint?.endsWith("_name_key"))
      throw conflict(`A ${thing} named ${name} already exists.`, "conflict_exists");
    // A reference that disappeared between our checks and the write (a concurrent delete).
    if (code === "23503")
      throw conflict("A record this one refers to was changed or deleted meanwhile. Please reload and try again.");
    throw err;
  }
}
