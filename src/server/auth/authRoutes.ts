import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Config } from "../config";
import type { Db } from "../db/db";
import { authOf, isAllowedOrigin } from "../http/access";
import { badRequest, forbidden, notFound, unauthorized } from "../http/errors";
import { isId, parse } from "../http/validate";
import { getUser, leaveOrganization } from "../users/userRepo";
import { organizationsOfUser } from "../organizations/organizationRepo";
import { clearSessionCookies, OIDC_COOKIE, REFRESH_COOKIE, setOidcCookie, setSessionCookies } from "./cookies";
import { demoSignInAllowed } from "./demoAccess";
import { demoPage } from "./demoPage";
import { finishSignIn, startSignIn, type PendingSignIn, type ProviderName } from "./oidc";
import { revokeSession, rotateRefreshToken, setSessionOrganization } from "./sessions";
import { completeSignIn } from "./signIn";
import { hashToken, signAccessToken, signValue, verifyAccessToken, verifyValue } from "./tokens";

const PUBLIC = { config: { access: "public" as const } };
const SIGNED_IN = { config: { access: "signedIn" as const } };

export const organizationChoice = z.object({
  organization: z.string({ error: "Organization is required" }).min(1, "Organization is required"),
  redirectUrl: z.string().optional(),
});

/** Where to send the browser after sign-in: an origin of this app only, never an open redirect. */
function safeRedirect(req: FastifyRequest, config: Config, raw: unknown): string {
  if (typeof raw === "string" && raw && isAllowedOrigin(raw, req, config)) return new URL(raw).origin;
  return config.publicUrl;
}

export async function authRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  // The demo provider's form posts url-encoded; nothing else in the API does.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  for (const provider of ["google", "microsoft"] as ProviderName[]) {
    app.get<{ Querystring: { redirectUrl?: string } }>(`/auth/${provider}`, PUBLIC, async (req, reply) => {
      const redirectUrl = safeRedirect(req, config, req.query.redirectUrl);
      const providerConfig = config.oidc[provider];
      if (!providerConfig) {
        if (!demoSignInAllowed(req, config))
          return reply.redirect(
            `${redirectUrl}/login?error=${encodeURIComponent(`Sign-in with ${label(provider)} is not configured.`)}`,
          );
        return reply.redirect(`/api/auth/demo?provider=${provider}&redirectUrl=${encodeURIComponent(redirectUrl)}`);
      }
      try {
        const { url, pending } = await startSignIn(
          providerConfig,
          provider,
          callbackUrl(config, provider),
          redirectUrl,
        );
        setOidcCookie(reply, config, await signValue(config.secret, { ...pending }, 600));
        return reply.redirect(url);
      } catch (err) {
        req.log.warn({ err }, "OpenID Connect discovery failed");
        return reply.redirect(
          `${redirectUrl}/login?error=${encodeURIComponent(`${label(provider)} sign-in is unavailable right now. Please try again later.`)}`,
        );
      }
    });

    app.get(`/auth/${provider}/callback`, PUBLIC, async (req, reply) => {
      const pending = await verifyValue<PendingSignIn>(config.secret, req.cookies[OIDC_COOKIE]);
      reply.clearCookie(OIDC_COOKIE, { path: "/api/auth" });
      const redirectUrl = pending?.redirectUrl ?? config.publicUrl;
      const providerConfig = config.oidc[provider];
      if (!pending || pending.provider !== provider || !providerConfig) {
        return reply.redirect(
          `${redirectUrl}/login?error=${encodeURIComponent("The sign-in took too long or was started elsewhere. Please try again.")}`,
        );
      }
      const query = (req.query ?? {}) as Record<string, string>;
      if (query.error)
        return reply.redirect(
          `${redirectUrl}/login?error=${encodeURIComponent(query.error_description || `${label(provider)} refused the sign-in (${query.error}).`)}`,
        );
      let email: string;
      try {
        email = await finishSignIn(providerConfig, pending, new URL(req.url, callbackUrl(config, provider)));
      } catch (err) {
        req.log.warn({ err }, "OpenID Connect callback failed");
        const reason =
          err instanceof Error && err.message.startsWith("The ")
            ? err.message
            : `${label(provider)} sign-in failed. Please try again.`;
        return reply.redirect(`${redirectUrl}/login?error=${encodeURIComponent(reason)}`);
      }
      return completeSignIn(db, config, reply, email, redirectUrl);
    });
  }

  app.get<{ Querystring: { redirectUrl?: string; provider?: string } }>("/auth/demo", PUBLIC, async (req, reply) => {
    assertDemoAllowed(req, config);
    const provider = req.query.provider === "microsoft" ? "Microsoft" : "Google";
    return reply
      .type("text/html; charset=utf-8")
      .send(demoPage(safeRedirect(req, config, req.query.redirectUrl), provider));
  });

  app.post("/auth/demo", PUBLIC, async (req, reply) => {
    assertDemoAllowed(req, config);
    const body = parse(
      z.object({ email: z.string().trim().max(254).default(""), redirectUrl: z.string().optional() }),
      req.body,
    );
    const redirectUrl = safeRedirect(req, config, body.redirectUrl);
    if (!body.email.includes("@"))
      return reply.redirect(`${redirectUrl}/login?error=${encodeURIComponent("Please enter an e-mail address.")}`);
    return completeSignIn(db, config, reply, body.email, redirectUrl);
  });

  app.get("/auth/config", PUBLIC, async (req) => {
    const demo = demoSignInAllowed(req, config);
    return { demo, providers: { google: !!config.oidc.google || demo, microsoft: !!config.oidc.microsoft || demo } };
  });

  app.get("/auth/loggedInUser", SIGNED_IN, async (req) => {
    const auth = authOf(req);
    if (auth.organizationId) return getUser(db, auth.organizationId, auth.userId);
    const [u] = await db.query(
      `SELECT id, first_name, last_name, email, created_at, updated_at FROM users WHERE id = $1`,
      [auth.userId],
    );
    return {
      _id: u.id,
      firstName: u.first_name,
      lastName: u.last_name,
      email: u.email,
      isActive: true,
      roles: [],
      organization: null,
      createdAt: new Date(u.created_at).toISOString(),
      updatedAt: new Date(u.updated_at).toISOString(),
    };
  });

  app.get("/auth/organizations", SIGNED_IN, (req) => organizationsOfUser(db, authOf(req).userId));
  app.delete<{ Params: { id: string } }>("/auth/organizations/:id", SIGNED_IN, async (req) => {
    if (!isId(req.params.id)) throw notFound("The organization");
    await leaveOrganization(db, req.params.id, authOf(req).userId);
    return { success: true };
  });

  const choose = async (req: FastifyRequest) => {
    const auth = authOf(req);
    const { organization } = parse(organizationChoice, req.body);
    const orgs = await organizationsOfUser(db, auth.userId);
    const chosen = isId(organization) ? orgs.find((o) => o._id === organization) : undefined;
    if (!chosen) throw badRequest("You are not an active member of this organization.");
    await setSessionOrganization(db, auth.sessionId, chosen._id);
    return { success: true, organization: chosen };
  };
  app.post("/auth/select-organization", SIGNED_IN, choose);
  app.post("/auth/change-organization", SIGNED_IN, choose);

  app.post("/auth/refresh", PUBLIC, async (req, reply) => {
    const token = req.cookies[REFRESH_COOKIE];
    if (!token) throw unauthorized("You are not signed in.", "not_signed_in");
    const result = await rotateRefreshToken(db, config.secret, token);
    if (!result.ok) {
      clearSessionCookies(reply, config);
      throw unauthorized(
        result.reason === "reused" ? "This session was ended for your security. Please sign in again." : undefined,
      );
    }
    const accessToken = await signAccessToken(
      config.secret,
      { sub: result.userId, sid: result.sessionId },
      config.accessTokenTtlSec,
      result.issuedAt,
    );
    setSessionCookies(reply, config, accessToken, result.refreshToken);
    return { accessToken, success: true, statusCode: 200 };
  });

  // Logout works with an expired access token too: the refresh token names the session.
  app.post("/auth/logout", PUBLIC, async (req, reply: FastifyReply) => {
    const sessionId = await sessionOfRequest(db, config, req);
    if (sessionId) await revokeSession(db, sessionId);
    clearSessionCookies(reply, config);
    return { success: true };
  });
}

async function sessionOfRequest(db: Db, config: Config, req: FastifyRequest): Promise<string | null> {
  const access = req.cookies.access_token ? await verifyAccessToken(config.secret, req.cookies.access_token) : null;
  if (access) return access.sid;
  const refresh = req.cookies[REFRESH_COOKIE];
  if (!refresh) return null;
  const [row] = await db.query<{ session_id: string }>(`SELECT session_id FROM refresh_tokens WHERE token_hash = $1`, [
    hashToken(refresh),
  ]);
  return row?.session_id ?? null;
}

function assertDemoAllowed(req: FastifyRequest, config: Config) {
  if (config.demoAuth === "off") throw forbidden("Demo sign-in is off.");
  if (!demoSignInAllowed(req, config))
    throw forbidden("Demo sign-in only answers requests from the computer the server runs on.");
}

const label = (p: ProviderName) => (p === "google" ? "Google" : "Microsoft");
const callbackUrl = (config: Config, p: ProviderName) => `${config.publicUrl}/api/auth/${p}/callback`;
