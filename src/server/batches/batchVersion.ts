import type { FastifyRequest } from "fastify";
import { AppError } from "../http/errors";

/**
 * The batch version the client last read, from If-Match ("3", W/"3" or 3). Every validation, edit and
 * re-process carries it, so a change made meanwhile by someone else is a 409 instead of a lost update.
 */
export function expectedVersion(req: FastifyRequest): number {
  const raw = req.headers["if-match"];
  const match = typeof raw === "string" ? /^(?:W\/)?"?(\d+)"?$/.exec(raw.trim()) : null;
  if (!match) throw new AppError(428, "Reload the batch and try again: the request did not say which version of the batch it changes.");
  return Number(match[1]);
}
