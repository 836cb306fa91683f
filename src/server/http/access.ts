import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Action, Entity } from "../../domain/access";
import type { Config } from "../config";
import type { Db } from "../db/db";
import { can } from "../access/policy";
import { verifyAccessToken } from "../auth/tokens";
import { ACCESS_COOKIE } from "../auth/cookies";
import { isApiKey } from "../apiKeys/apiKeySecrets";
import { authenticateApiKey } from "../apiKeys/apiKeyRepo";
import { AppError, forbidden, unauthorized } from "./errors";

/**
 * Who may call a route. Every /api route must say it; the server refuses to start otherwise.
 * - 'public': anyone (sign-in redirects, refresh, signed file URLs)
 * - 'signedIn': a valid session, organization not needed (organization selection)
 * - {entity, action}: a session with an organization whose roles allow the action (casbin policy), or an API key
 *   (`Authorization: Bearer dpk_...`) of that organization whose roles allow it
 */
export type RouteAccess = "public" | "signedIn" | { entity: Entity; action: Action };

interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  /** The organization chosen in this session, when the membership is active. */
  organizationId: string | null;
  roles: string[];
  /** Set when the caller is an API key: userId is then the admin who created it (or the key id when they are gone). */
  apiKeyId?: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every API route with its declared access, for the permission walk test. */
    routeAccess: { method: string; url: string; access: RouteAccess }[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7);
  return req.cookies?.[ACCESS_COOKIE];
}

async function loadAuth(db: Db, config: Config, req: FastifyRequest): Promise<AuthContext> {
  const token = bearer(req);
  if (!token) throw unauthorized("You are not signed in.", "not_signed_in");
  if (isApiKey(token)) {
    const key = await authenticateApiKey(db, token);
    return {
      userId: key.createdBy ?? key.keyId,
      sessionId: "",
      email: "",
      organizationId: key.organizationId,
      roles: key.roles,
      apiKeyId: key.keyId,
    };
  }
  const claims = await verifyAccessToken(config.secret, token);
  if (!claims) throw unauthorized();
  const [row] = await db.query<{
    email: string;
    organization_id: string | null;
    revoked: boolean;
    roles: string[] | null;
    is_active: boolean | null;
  }>(
    `SELECT u.email, s.organization_id, (s.revoked_at IS NOT NULL OR s.expires_at < now()) AS revoked, m.roles, m.is_active
       FROM sessions s JOIN users u ON u.id = s.user_id
       LEFT JOIN memberships m ON m.user_id = s.user_id AND m.organization_id = s.organization_id
      WHERE s.id = $1 AND s.user_id = $2`,
    [claims.sid, claims.sub],
  );
  if (!row || row.revoked) throw unauthorized();
  const active = row.is_active === true;
  return {
    userId: claims.sub,
    sessionId: claims.sid,
    email: row.email,
    organizationId: active ? row.organization_id : null,
    roles: active ? (row.roles ?? []) : [],
  };
}

/** The organization of the caller, for scoping every query; only routes guarded by an entity reach here with one. */
export function orgOf(req: FastifyRequest): string {
  const org = req.auth?.organizationId;
  if (!org) throw forbidden("Select an organization first.", "organization_required");
  return org;
}

export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized("You are not signed in.", "not_signed_in");
  return req.auth;
}

/** Installs authentication, the origin check for state-changing calls, and the casbin guard on every API route. */
export function registerAccessGuard(app: FastifyInstance, db: Db, config: Config) {
  app.decorateRequest("auth", null);
  app.decorate("routeAccess", []);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api")) return;
    // The interactive API reference (Swagger UI's page and assets) is as public as the document it shows.
    if (!route.config?.access && route.url.startsWith("/api/docs"))
      route.config = { ...route.config, access: "public" };
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    for (const method of [route.method].flat())
      if (method !== "HEAD") app.routeAccess.push({ method, url: route.url, access: route.config.access });
  });
  app.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access) return; // static client files and the 404 handler
    if (!["GET", "HEAD", "OPTIONS"].includes(req.method)) assertSameOrigin(req, config);
    if (access === "public") return;
    req.auth = await loadAuth(db, config, req);
    if (access === "signedIn") {
      // The person's own routes (their organizations, the session's organization): a key has neither.
      if (req.auth.apiKeyId)
        throw forbidden("An API key works on its organization's data; this route is for people signed in to the app.");
      return;
    }
    if (!req.auth.organizationId) throw forbidden("Select an organization first.", "organization_required");
    if (!(await can(req.auth.roles, access.entity, access.action))) throw forbidden();
  });
}

/** Origins this server answers for: its public URL and the host the request came to. */
export function isAllowedOrigin(origin: string, req: FastifyRequest, config: Config): boolean {
  try {
    const o = new URL(origin).origin;
    return o === new URL(config.publicUrl).origin || o === `${req.protocol}://${req.headers.host}`;
  } catch {
    return false;
  }
}

/** 'Origin: null' (sandboxed frames, data: pages, some cross-site redirects) is foreign too: the app never sends it. */
function assertSameOrigin(req: FastifyRequest, config: Config) {
  const origin = req.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin, req, config)) {
    throw new AppError(403, "This request did not come from the application.", "foreign_origin");
  }
}
