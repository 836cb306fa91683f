import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import type { Services } from "./services";
import { registerAccessGuard } from "./http/access";
import { registerErrorHandler } from "./http/errors";
import { registerCompression, serveClient } from "./http/clientFiles";
import { registerTextGuard } from "./http/textGuard";
import { registerObjectBodyGuard } from "./http/validate";
import { registerRateLimits, registerSecurityHeaders } from "./http/security";
import { authRoutes } from "./auth/authRoutes";
import { userRoutes } from "./users/userRoutes";
import { apiKeyRoutes } from "./apiKeys/apiKeyRoutes";
import { registerOpenApi } from "./http/openapi";
import { valueListRoutes } from "./masterData/valueLists/valueListRoutes";
import { fieldRoutes } from "./masterData/fields/fieldRoutes";
import { documentClassRoutes } from "./masterData/documentClasses/documentClassRoutes";
import { jobRoutes } from "./masterData/jobs/jobRoutes";
import { mailboxRoutes } from "./mail/mailboxRoutes";
import { optionRoutes } from "./masterData/options/optionRoutes";
import { mfilesRoutes } from "./masterData/mfiles/mfilesRoutes";
import { batchRoutes } from "./batches/batchRoutes";
import { validationRoutes } from "./batches/validationRoutes";
import { extractionRoutes } from "./batches/extractionRoutes";
import { fieldChoicesRoutes } from "./batches/fieldChoicesRoutes";
import { fileRoutes } from "./storage/fileRoutes";
import { straightThroughRoutes } from "./straightThrough/straightThroughRoutes";
import { webhookRoutes } from "./webhooks/webhookRoutes";
import { historyRoutes } from "./history/historyRoutes";
import { insightsRoutes } from "./insights/insightsRoutes";
import { LocalStorage } from "./storage/localStorage";
import { uploadStillOpen } from "./batches/openUploads";

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/client");

/** The HTTP application: the API under /api and the built client for every other path. */
export async function buildApp(
  services: Services,
  { logger = false }: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const { config, db, storage } = services;
  const app = Fastify({
    logger: logger ? { level: "info" } : false,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  await app.register(cookie);
  await registerCompression(app);
  registerErrorHandler(app);
  registerAccessGuard(app, db, config);
  registerTextGuard(app);
  registerObjectBodyGuard(app);
  await registerSecurityHeaders(app, config);
  await registerRateLimits(app, config);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      api.get("/health", { config: { access: "public" } }, async () => ({ ok: true }));
      await api.register(authRoutes, { db, config });
      await api.register(userRoutes, { db });
      await api.register(apiKeyRoutes, { db });
      await api.register(valueListRoutes, { db });
      await api.register(fieldRoutes, { db });
      await api.register(documentClassRoutes, { db });
      await api.register(jobRoutes, { db, config });
      await api.register(mailboxRoutes, services);
      await api.register(optionRoutes);
      await api.register(mfilesRoutes, { db, config });
      await api.register(batchRoutes, services);
      await api.register(validationRoutes, services);
      await api.register(extractionRoutes, services);
      await api.register(fieldChoicesRoutes, services);
      await api.register(straightThroughRoutes, services);
      await api.register(webhookRoutes, services);
      await api.register(historyRoutes, services);
      await api.register(insightsRoutes, services);
    },
    { prefix: "/api" },
  );
  // Signed file URLs of the local store (S3 serves its own).
  if (storage instanceof LocalStorage)
    await app.register(fileRoutes, { storage, uploadOpen: (key) => uploadStillOpen(db, key) });

  await serveClient(app, clientDir);
  return app;
}
