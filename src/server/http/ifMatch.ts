import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors";

/**
 * The version a change is based on, as the product's client sends it in If-Match ("3", W/"3" or 3): undefined when
 * the caller sent none or `*` (then the change applies to the record as it is now); 400 when it is no version.
 */
export function ifMatchVersion(req: FastifyRequest, thing: string): number | undefined {
  return versionIn(req.headers["if-match"], thing);
}

/** ifMatchVersion of the header's text, for code that runs after the route has handed the request on. */
export function versionIn(raw: string | undefined, thing: string): number | undefined {
  if (raw === undefined || raw.trim() === "*") return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(raw.trim());
  if (!match) throw badRequest(`If-Match must be the ${thing} version the change is based on, e.g. If-Match: 3.`);
  return Number(match[1]);
}
