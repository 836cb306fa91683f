import type { FastifyRequest } from "fastify";
import { badRequest, conflict } from "../http/errors";

export const STALE_BATCH = "Someone else changed this batch meanwhile. Reload it to see the current state.";

/**
 * The batch version a change is written against. The product's client sends the version it last read as If-Match
 * ("3", W/"3" or 3), so a change made meanwhile by someone else is a 409 instead of a lost update. A client written
 * from the spec sends none: then the change applies to the batch as it is now, and the route's own check that the
 * batch waits for this step decides (409 when it does not). The write itself is still conditional on this version.
 */
export function versionToChange(req: FastifyRequest, batch: { version: number }): number {
  const raw = req.headers["if-match"];
  if (raw === undefined || raw.trim() === "*") return batch.version;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(raw.trim());
  if (!match) throw badRequest("If-Match must be the batch version the change is based on, e.g. If-Match: 3.");
  if (Number(match[1]) !== batch.version) throw conflict(STALE_BATCH);
  return batch.version;
}
