import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The signature of a delivery, in the style of Stripe and Standard Webhooks:
 *   Docflow-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>
 * The receiver recomputes it over the raw body and refuses a timestamp older than a few minutes (replays).
 * README 'Connect other systems' shows the receiver's check.
 */
const DEFAULT_TOLERANCE_SECONDS = 300;

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** What a receiver does; used by the tests' and the bench's receivers. Returns a reason when the check fails. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
  now = Date.now(),
): { ok: true } | { ok: false; reason: string } {
  if (!header) return { ok: false, reason: "no signature header" };
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return { ok: false, reason: "malformed signature header" };
  if (Math.abs(now / 1000 - t) > toleranceSeconds)
    return { ok: false, reason: "timestamp outside the tolerance (replay?)" };
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "signature does not match" };
  return { ok: true };
}
