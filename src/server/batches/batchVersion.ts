import type { FastifyRequest } from "fastify";
import { conflict } from "../http/errors";
import { versionIn } from "../http/ifMatch";
import { staleChangeMessage } from "../../domain/conflicts";

export const STALE_BATCH = staleChangeMessage("batch");

/**
 * The batch version a change is written against. The product's client sends the version it last read as If-Match
 * ("3", W/"3" or 3), so a change made meanwhile by someone else is a 409 instead of a lost update. A client written
 * from the spec sends none: then the change applies to the batch as it is now, and the route's own check that the
 * batch waits for this step decides (409 when it does not). The write itself is still conditional on this version.
 */
export function versionToChange(req: FastifyRequest, batch: { version: number }): number {
  return versionToWrite(batch, req.headers["if-match"]);
}

/** versionToChange of the If-Match header's text, as a batch command receives it. */
export function versionToWrite(batch: { version: number }, ifMatch: string | undefined): number {
  const sent = versionIn(ifMatch, "batch");
  if (sent === undefined) return batch.version;
  if (sent !== batch.version) throw conflict(STALE_BATCH, "conflict_version");
  return batch.version;
}
