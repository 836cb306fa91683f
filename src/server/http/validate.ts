import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { badRequest } from "./errors";

/** Parses input with a schema; a failure becomes a 400 with the schema's readable message (see errors.ts). */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  return schema.parse(input ?? {});
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a record, so it is the record's 404, not a database error. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The body is a JSON object: none (or null) reads as {}, anything else is refused (registerObjectBodyGuard). */
    objectBody?: boolean;
  }
}

/** A JSON object body ({} when there is none), with the same message as a schema's for anything else. */
export function requireBodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body))
    throw badRequest("The request body is missing or not an object.");
  return body as Record<string, unknown>;
}

/**
 * One guard for the routes whose config says `objectBody` (the master data's writes): their handlers and
 * repositories get an object. Registered after the text guard, so a refused text keeps its own sentence.
 */
export function registerObjectBodyGuard(app: FastifyInstance) {
  app.addHook("preHandler", async (req) => {
    if (req.routeOptions.config?.objectBody) req.body = requireBodyObject(req.body);
  });
}
