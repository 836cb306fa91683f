import { createHash, createHmac, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

const key = (secret: string) => createHash("sha256").update(`jwt:${secret}`).digest();

/**
 * A short-lived access token naming the user and the session (the session row holds the organization). Signing is
 * deterministic: the same claims and issue time give the same token (concurrent refreshes answer the same pair).
 */
export async function signAccessToken(
  secret: string,
  claims: { sub: string; sid: string },
  ttlSec: number,
  issuedAt = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSec)
    .sign(key(secret));
}

/** Null for a tampered, expired or malformed token. */
export async function verifyAccessToken(secret: string, token: string): Promise<{ sub: string; sid: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}

/** Small signed values that ride in a cookie (the OpenID Connect state between redirect and callback). */
export async function signValue(secret: string, value: Record<string, unknown>, ttlSec: number): Promise<string> {
  return new SignJWT(value)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(`${ttlSec}s`)
    .sign(key(`value:${secret}`));
}

export async function verifyValue<T>(secret: string, token: string | undefined): Promise<T | null> {
  if (!token) return null;
  try {
    return (await jwtVerify(token, key(`value:${secret}`), { algorithms: ["HS256"] })).payload as T;
  } catch {
    return null;
  }
}

export const newRefreshToken = () => randomBytes(32).toString("base64url");

/**
 * The refresh token that replaces this one. Derived rather than random, so a second refresh with the same token
 * inside the grace window can hand out the same successor without the server keeping it in clear.
 */
export const successorRefreshToken = (secret: string, token: string) =>
  createHmac("sha256", `refresh:${secret}`).update(token).digest("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
