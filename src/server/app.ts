import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import type { Config } from "./config";
import type { Db } from "./db/db";
import { registerAccessGuard } from "./http/access";
import { registerErrorHandler } from "./http/errors";
import { authRoutes } from "./auth/authRoutes";
import { userRoutes } from "./users/userRoutes";

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/client");

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: boolean;
}

/** The HTTP application: the API under /api and the built client for every other path. */
export async function buildApp({ config, db, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: logger ? { level: "info" } : false, bodyLimit: 10 * 1024 * 1024, trustProxy: true });
  await app.register(cookie);
  registerErrorHandler(app);
  registerAccessGuard(app, db, config);

  await app.register(
    async (api) => {
      api.get("/health", { config: { access: "public" } }, async () => ({ ok: true }));
      await api.register(authRoutes, { db, config });
      await api.register(userRoutes, { db });
    },
    { prefix: "/api" },
  );

  const hasClient = existsSync(path.join(clientDir, "index.html"));
  if (hasClient) await app.register(fastifyStatic, { root: clientDir, wildcard: true, index: false });
  // Client-side routes: any non-API GET that is not a file gets the app.
  app.setNotFoundHandler((req, reply) => {
    if (hasClient && req.method === "GET" && !req.url.startsWith("/api/")) return reply.type("text/html").sendFile("index.html");
    return reply.status(404).send({ statusCode: 404, error: "Not Found", message: `No route ${req.method} ${req.url.split("?")[0]}.` });
  });
  return app;
}
