import { badRequest } from "../http/errors";

/**
 * Checks that keep a validation body within what the batch holds, so that no body can grow a batch row without
 * bound: lists no longer than the batch allows (checked before the list is read item by item), each item once.
 */

/** A table keeps at most this many rows; more is not a person's edit. */
export const MAX_TABLE_ROWS = 1000;
/** A value longer than this is not a field of a document. */
const MAX_VALUE_LENGTH = 10_000;

/** body[key] when it is a list, else an empty one (the schema then says what is wrong). */
export function listIn(body: unknown, key: string): any[] {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value : [];
}

/** Refuses a list longer than `max` (anything that is not a list is left to the schema). */
export function assertAtMost(list: unknown, max: number, message: () => string) {
  if (Array.isArray(list) && list.length > max) throw badRequest(message());
}

/** Refuses the first item whose key was seen before. */
export function assertUnique<T>(items: readonly T[], key: (item: T) => unknown, message: (item: T) => string) {
  const seen = new Set<unknown>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) throw badRequest(message(item));
    seen.add(k);
  }
}

/** Refuses a text value longer than MAX_VALUE_LENGTH. */
export function assertValueLength(value: unknown, where: string) {
  if (typeof value === "string" && value.length > MAX_VALUE_LENGTH)
    throw badRequest(`${where}: a value may have at most ${MAX_VALUE_LENGTH.toLocaleString("en")} characters.`);
}

/** '1 page', '3 pages'. */
export const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
