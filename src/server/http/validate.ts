import type { z } from "zod";

/** Parses input with a schema; a failure becomes a 400 with the schema's readable message (see errors.ts). */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  return schema.parse(input ?? {});
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a record, so it is the record's 404, not a database error. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

