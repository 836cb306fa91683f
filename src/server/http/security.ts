import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { Config } from "../config";
import { AppError } from "./errors";

/** Where the browser may also fetch and show files from: the S3 store's origin when files live there. */
function storageOrigins(config: Config): string[] {
  if (!config.s3) return [];
  if (!config.s3.endpoint) return ["https://*.amazonaws.com"];
  const endpoint = new URL(config.s3.endpoint);
  return config.s3.forcePathStyle ? [endpoint.origin] : [endpoint.origin, `${endpoint.protocol}//*.${endpoint.host}`];
}

/**
 * Security headers on every answer (app and API), with a Content-Security-Policy the app works under: scripts and
 * the pdf.js worker from this origin only (pdf.js decoders may compile WebAssembly), MUI's inline styles, images from
 * blob: and data: URLs (thumbnails, the viewer), no framing by anyone. HSTS only when the app is served over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith("https:");
  const storage = storageOrigins(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...storage],
        connectSrc: ["'self'", ...storage],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Signed file URLs are opened by the app's own pages only; same-origin is helmet's default and what we want.
  });
}

type Limit = "signIn" | "expensive";

/** The routes a limit applies to, by method and route pattern. */
const LIMITED: Record<string, Limit> = {
  "GET /api/auth/google": "signIn",
  "GET /api/auth/microsoft": "signIn",
  "GET /api/auth/google/callback": "signIn",
  "GET /api/auth/microsoft/callback": "signIn",
  "GET /api/auth/demo": "signIn",
  "POST /api/auth/demo": "signIn",
  // Work the server does for a caller: new batches and uploads, re-processing, calls to an M-Files server.
  "POST /api/batch": "expensive",
  "POST /api/batch/getPreSignedUrlForUpload": "expensive",
  "PATCH /api/batch/reprocess/:id": "expensive",
  "PATCH /api/batch/reProcesssingleextractiondocument/:id": "expensive",
  "POST /api/batch-Export/m-files/login": "expensive",
  "POST /api/batch-Export/m-files/documentClasses": "expensive",
};

const limitOf = (req: FastifyRequest): Limit | undefined => LIMITED[`${req.method} ${req.routeOptions.url}`];

/**
 * Rate limits with @fastify/rate-limit: sign-in per client address, expensive routes per signed-in user, both per
 * minute and configurable (RATE_LIMIT_SIGN_IN, RATE_LIMIT_EXPENSIVE; 0 is off). Over the limit: 429 with
 * Retry-After and a sentence. Must be registered before the routes.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config) {
  const perMinute = (limit: Limit) =>
    limit === "signIn" ? config.rateLimits.signInPerMinute : config.rateLimits.expensivePerMinute;
  await app.register(rateLimit, {
    global: true,
    hook: "preHandler", // after the access guard, so expensive routes count per user
    timeWindow: 60_000,
    allowList: (req) => {
      const limit = limitOf(req);
      return !limit || perMinute(limit) === 0;
    },
    max: (req) => perMinute(limitOf(req)!),
    keyGenerator: (req) => `${limitOf(req)}:${limitOf(req) === "expensive" && req.auth ? req.auth.userId : req.ip}`,
    errorResponseBuilder: (_req, context) =>
      new AppError(429, `Too many requests. Please wait ${context.after} and try again.`),
  });
}
