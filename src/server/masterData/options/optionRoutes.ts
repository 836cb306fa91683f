import type { FastifyInstance } from "fastify";
import { EXPORT_OPTIONS, PARSER_OPTIONS, SPLIT_OPTIONS } from "../../../domain/options/catalogue";
import type { RouteAccess } from "../../http/access";

/**
 * The option catalogues (spec 02: parser, split and export options). Every member of an organization
 * may read them (batch view is granted to every role): the job form needs them, and the batch
 * screens show the names of a job's options.
 */
const everyMember: RouteAccess = { entity: "batch", action: "view" };

export async function optionRoutes(app: FastifyInstance) {
  app.get("/parser-options", { config: { access: everyMember } }, async () => PARSER_OPTIONS);
  app.get("/split-options", { config: { access: everyMember } }, async () => SPLIT_OPTIONS);
  app.get("/export-options", { config: { access: everyMember } }, async () => EXPORT_OPTIONS);
}
