import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { RouteDoc } from "../http/apiDocs";
import type { Services } from "../services";
import { orgOf } from "../http/access";
import { notFound } from "../http/errors";
import { isId, parse } from "../http/validate";
import { HISTORY_KINDS, listHistory } from "./batchHistory";

const KIND_MESSAGE = `kind must be one or more of ${HISTORY_KINDS.join(", ")}, separated by commas`;
const kinds = z
  .union([z.string(), z.array(z.string())], { error: KIND_MESSAGE })
  .transform((k) =>
    (Array.isArray(k) ? k : [k])
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((k) => (HISTORY_KINDS as readonly string[]).includes(k)), KIND_MESSAGE)
  .optional();
const historyQuery = z.object({ kind: kinds });
const NUMBER_MESSAGE = "batchNumber must be a whole number from 1";
const historyByNumberQuery = z.object({
  batchNumber: z.coerce.number({ error: NUMBER_MESSAGE }).int(NUMBER_MESSAGE).min(1, NUMBER_MESSAGE),
  kind: kinds,
});

const ANSWER =
  "`[{_id, batchId, batchNumber, at, kind, actor: {_id, name} | null, channel, details}]`, newest first. Kinds: " +
  `${HISTORY_KINDS.join(", ")}. A deleted batch's history ends with its \`deleted\` tombstone.`;

/**
 * Batch history (issue 15.3), read only: there is no route that changes or removes an entry. Whoever may view
 * batches may read it, also of a batch deleted since (its tombstone), by id or by batch number.
 */
export async function historyRoutes(app: FastifyInstance, s: Services) {
  const { db } = s;
  const view = (docs: RouteDoc) => ({
    config: { access: { entity: "batch" as const, action: "view" as const }, docs },
  });

  app.get<{ Params: { id: string } }>(
    "/batch/:id/history",
    view({
      summary: "A batch's history",
      description: "Also answers for a deleted batch, whose history ends with its tombstone.",
      query: historyQuery,
      answer: ANSWER,
    }),
    async (req) => {
      if (!isId(req.params.id)) throw notFound("The batch");
      const { kind } = parse(historyQuery, req.query);
      const orgId = orgOf(req);
      const entries = await listHistory(db, orgId, { batchId: req.params.id }, kind);
      if (!entries.length && !(await known(orgId, { batchId: req.params.id }))) throw notFound("The batch");
      return entries;
    },
  );

  app.get(
    "/batch-history",
    view({
      summary: "A batch's history by its number",
      description: "For a batch deleted since, whose id is no longer listed anywhere.",
      query: historyByNumberQuery,
      answer: ANSWER,
    }),
    async (req) => {
      const { batchNumber, kind } = parse(historyByNumberQuery, req.query);
      const orgId = orgOf(req);
      const entries = await listHistory(db, orgId, { batchNumber }, kind);
      if (!entries.length && !(await known(orgId, { batchNumber }))) throw notFound("The batch");
      return entries;
    },
  );

  /** A batch that exists, or existed (it has history): an empty filtered answer is then [] rather than 404. */
  async function known(orgId: string, where: { batchId: string } | { batchNumber: number }) {
    const [column, value] = "batchId" in where ? ["id", where.batchId] : ["batch_number", where.batchNumber];
    const [hcolumn] = "batchId" in where ? ["batch_id"] : ["batch_number"];
    const rows = await db.query(
      `SELECT 1 FROM batches WHERE organization_id = $1 AND ${column} = $2 UNION ALL SELECT 1 FROM batch_history WHERE organization_id = $1 AND ${hcolumn} = $2 LIMIT 1`,
      [orgId, value],
    );
    return rows.length > 0;
  }
}
