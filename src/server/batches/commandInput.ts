import type { FastifyRequest } from "fastify";
import { authOf, orgOf } from "../http/access";
import { notFound } from "../http/errors";
import { isId } from "../http/validate";
import type { BatchCommandInput } from "./commands/batchCommand";

export type IdParams = { Params: { id: string } };

export const batchId = (id: string) => {
  if (!isId(id)) throw notFound("The batch");
  return id;
};

/** What a batch command (commands/) needs of a request to its route: the caller, the batch, If-Match and the body. */
export function commandInput(req: FastifyRequest<IdParams>): BatchCommandInput {
  return {
    orgId: orgOf(req),
    batchId: batchId(req.params.id),
    userId: authOf(req).userId,
    ifMatch: req.headers["if-match"],
    body: req.body,
  };
}
