import type { FastifyInstance } from "fastify";
import type { Db } from "../db/db";
import { authOf, orgOf } from "../http/access";
import { parse } from "../http/validate";
import { apiKeyCreateSchema } from "../../domain/schemas/apiKey";
import { createApiKey, listApiKeys, revokeApiKey } from "./apiKeyRepo";

type IdParams = { Params: { id: string } };

/** Admins manage their organization's API keys (casbin entity apiKey). */
export async function apiKeyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/api-keys", { config: { access: { entity: "apiKey", action: "list" } } }, (req) =>
    listApiKeys(db, orgOf(req)),
  );
  app.post("/api-keys", { config: { access: { entity: "apiKey", action: "create" } } }, async (req, reply) => {
    const key = await createApiKey(db, orgOf(req), authOf(req).userId, parse(apiKeyCreateSchema, req.body));
    reply.header("cache-control", "no-store");
    return key;
  });
  app.delete<IdParams>("/api-keys/:id", { config: { access: { entity: "apiKey", action: "delete" } } }, (req) =>
    revokeApiKey(db, orgOf(req), req.params.id),
  );
}
