import type { FastifyInstance } from "fastify";
import type { Services } from "../services";
import { toBatchDto, type BatchRow } from "./batchRepo";
import { commandInput, type IdParams } from "./commandInput";
import { validateClassification } from "./commands/validateClassification";
import { validateSplit } from "./commands/validateSplit";
import { reprocess } from "./commands/reprocess";

/** The person's validations and a re-process: each route hands the request to its command (commands/), in one transaction. */
export async function validationRoutes(app: FastifyInstance, s: Services) {
  const edit = { config: { access: { entity: "batch" as const, action: "edit" as const } } };
  const answer = (row: BatchRow) => toBatchDto(row, s.storage);

  app.patch<IdParams>("/batch/classificationvalidate/:id", edit, async (req) =>
    answer(await validateClassification(s, commandInput(req))),
  );

  app.patch<IdParams>("/batch/splitvalidate/:id", edit, async (req) =>
    answer(await validateSplit(s, commandInput(req))),
  );

  app.patch<IdParams>(
    "/batch/reprocess/:id",
    { config: { access: { entity: "batch", action: "reprocess" } } },
    async (req) => answer(await reprocess(s, commandInput(req))),
  );
}
