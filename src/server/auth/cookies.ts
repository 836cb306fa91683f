import type { FastifyReply } from "fastify";
import type { Config } from "../config";

export const ACCESS_COOKIE = "access_token";
export const REFRESH_COOKIE = "refresh_token";
export const OIDC_COOKIE = "oidc_state";

const base = (config: Config) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: config.publicUrl.startsWith("https:"),
});

/** The access token goes with every API call; the refresh token only to the auth routes. */
export function setSessionCookies(reply: FastifyReply, config: Config, accessToken: string, refreshToken: string) {
  reply.setCookie(ACCESS_COOKIE, accessToken, { ...base(config), path: "/api", maxAge: config.accessTokenTtlSec });
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    ...base(config),
    path: "/api/auth",
    maxAge: config.refreshTokenTtlSec,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(ACCESS_COOKIE, { ...base(config), path: "/api" });
  reply.clearCookie(REFRESH_COOKIE, { ...base(config), path: "/api/auth" });
}

export function setOidcCookie(reply: FastifyReply, config: Config, value: string) {
  reply.setCookie(OIDC_COOKIE, value, { ...base(config), path: "/api/auth", maxAge: 600 });
}
