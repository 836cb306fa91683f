import type { Db, Queryable } from "../db/db";
import { hashToken, newRefreshToken } from "./tokens";

/** A session is one sign-in: a family of refresh tokens, each used once. */
export async function createSession(db: Db, userId: string, ttlSec: number): Promise<{ sessionId: string; refreshToken: string }> {
  const refreshToken = newRefreshToken();
  const sessionId = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
      [userId, ttlSec],
    );
    await tx.query(`INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)`, [hashToken(refreshToken), row.id]);
    return row.id;
  });
  return { sessionId, refreshToken };
}

export type RotateResult =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: "unknown" | "reused" | "expired" };

/**
 * Exchanges a refresh token for a new one. A token that was already used means it was stolen or replayed:
 * the whole session family is revoked, so neither the thief nor the owner can go on with it.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotateResult> {
  const hash = hashToken(token);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ session_id: string; used_at: Date | null; user_id: string; revoked_at: Date | null; expired: boolean }>(
      `SELECT r.session_id, r.used_at, s.user_id, s.revoked_at, s.expires_at < now() AS expired
         FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = $1 FOR UPDATE OF r`,
      [hash],
    );
    if (!row) return { ok: false, reason: "unknown" } as const;
    if (row.used_at || row.revoked_at) {
      await revokeSessionIn(tx, row.session_id);
      return { ok: false, reason: "reused" } as const;
    }
    if (row.expired) return { ok: false, reason: "expired" } as const;
    const refreshToken = newRefreshToken();
    await tx.query(`UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1`, [hash]);
    await tx.query(`INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)`, [hashToken(refreshToken), row.session_id]);
    return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken } as const;
  });
}

async function revokeSessionIn(q: Queryable, sessionId: string) {
  await q.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
}

export const revokeSession = (db: Db, sessionId: string) => revokeSessionIn(db, sessionId);

export async function setSessionOrganization(db: Db, sessionId: string, organizationId: string | null) {
  await db.query(`UPDATE sessions SET organization_id = $2 WHERE id = $1`, [sessionId, organizationId]);
}
