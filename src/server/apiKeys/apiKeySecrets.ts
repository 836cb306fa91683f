import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * An API key: `dpk_<key id, 32 hex>_<secret, 43 base64url characters = 256 random bits>`. The prefix tells it from a
 * session's access token (a JWT); the id finds the row; the whole key is compared by its SHA-256 in constant time.
 */
const API_KEY_PREFIX = "dpk_";
const FORMAT = /^dpk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function newApiKey(id: string): { key: string; hash: string } {
  const key = `${API_KEY_PREFIX}${id.replace(/-/g, "")}_${randomBytes(32).toString("base64url")}`;
  return { key, hash: hashApiKey(key) };
}

/** The key id a well-formed key names, as a uuid; null for anything else. */
export function apiKeyId(key: string): string | null {
  const m = FORMAT.exec(key);
  if (!m) return null;
  const h = m[1];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Whether a key matches a stored hash, in time that does not depend on where they differ. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const a = Buffer.from(hashApiKey(key), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a list shows of a key: the prefix and the first 8 characters of its id. */
export const displayPrefix = (id: string) => `${API_KEY_PREFIX}${id.replace(/-/g, "").slice(0, 8)}`;
