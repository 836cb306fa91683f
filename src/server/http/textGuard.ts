import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

/** A NUL, or half of a UTF-16 surrogate pair without its other half. */
// eslint-disable-next-line no-control-regex -- a NUL is what this refuses
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Parsed data (JSON, form fields, query objects of any prototype), not a raw upload stream or buffer. */
const isParsedData = (v: object) => !ArrayBuffer.isView(v) && typeof (v as { pipe?: unknown }).pipe !== "function";

/** The first string (value or key) PostgreSQL cannot store, walking without recursion so depth cannot overflow. */
function findUnstorableText(input: unknown): string | null {
  const stack: unknown[] = [input];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) return value;
    } else if (value !== null && typeof value === "object" && isParsedData(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (UNSTORABLE.test(k)) return k;
        stack.push(v);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store NUL in text or JSONB, and a lone surrogate is not valid UTF-8: either in a body, a query
 * or a path would reach the database as a 500. One guard for every route refuses them with a sentence first
 * (raw uploads are streams and are not looked at).
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook("preHandler", async (req) => {
    const bad = findUnstorableText(req.body) ?? findUnstorableText(req.query) ?? findUnstorableText(req.params);
    if (bad === null) return;
    if (bad.includes("\u0000")) throw badRequest("Text must not contain the NUL character (\\u0000).");
    throw badRequest("Text must not contain an incomplete Unicode character (a lone surrogate such as \\ud800).");
  });
}
