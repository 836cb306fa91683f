import type { Db, Queryable } from "../db/db";
import { hashToken, newRefreshToken, successorRefreshToken } from "./tokens";

/** A session is one sign-in: a family of refresh tokens, each used once. */
export async function createSession(
  db: Db,
  userId: string,
  ttlSec: number,
): Promise<{ sessionId: string; refreshToken: string }> {
  const refreshToken = newRefreshToken();
  const sessionId = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
      [userId, ttlSec],
    );
    await tx.query(`INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)`, [
      hashToken(refreshToken),
      row.id,
    ]);
    return row.id;
  });
  return { sessionId, refreshToken };
}

type RotateResult =
  | { ok: true; userId: string; sessionId: string; refreshToken: string; issuedAt: number }
  | { ok: false; reason: "unknown" | "reused" | "expired" };

/** Seconds during which a used refresh token still answers with its successor (tabs refreshing at once). */
const REFRESH_GRACE_SEC = 30;

/** A successor chain is followed this far at most (a tab that refreshed several times within the window). */
const MAX_CHAIN = 5;

interface TokenRow {
  session_id: string;
  user_id: string;
  revoked: boolean;
  expired: boolean;
  used_at_epoch: number | null;
  in_grace: boolean;
}

const readToken = async (tx: Queryable, hash: string) =>
  (
    await tx.query<TokenRow>(
      `SELECT r.session_id, s.user_id, s.revoked_at IS NOT NULL AS revoked, s.expires_at < now() AS expired,
              extract(epoch FROM r.used_at)::float8 AS used_at_epoch, r.used_at > now() - make_interval(secs => $2) AS in_grace
         FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = $1 FOR UPDATE OF r`,
      [hash, REFRESH_GRACE_SEC],
    )
  )[0];

/**
 * Exchanges a refresh token for its successor. Refreshes with the same token within the grace window (two tabs,
 * or a retried request) all get the same successor and issue time, so the same pair. A token used before the
 * window means it was stolen or replayed: the whole session family is revoked, so neither the thief nor the owner
 * can go on with it.
 */
export async function rotateRefreshToken(db: Db, secret: string, token: string): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const row = await readToken(tx, hashToken(token));
    if (!row) return { ok: false, reason: "unknown" } as const;
    if (row.revoked || (row.used_at_epoch !== null && !row.in_grace)) {
      await revokeSessionIn(tx, row.session_id);
      return { ok: false, reason: "reused" } as const;
    }
    if (row.expired) return { ok: false, reason: "expired" } as const;
    const done = { ok: true, userId: row.user_id, sessionId: row.session_id } as const;
    if (row.used_at_epoch === null) {
      const refreshToken = successorRefreshToken(secret, token);
      const [used] = await tx.query<{ epoch: number }>(
        `UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1 RETURNING extract(epoch FROM used_at)::float8 AS epoch`,
        [hashToken(token)],
      );
      await tx.query(`INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)`, [
        hashToken(refreshToken),
        row.session_id,
      ]);
      return { ...done, refreshToken, issuedAt: Math.floor(used.epoch) };
    }
    // Within the grace window: the pair this token was exchanged for, or the newest one along its chain.
    let refreshToken = successorRefreshToken(secret, token);
    let issuedAt = Math.floor(row.used_at_epoch);
    for (let i = 0; i < MAX_CHAIN; i++) {
      const next = await readToken(tx, hashToken(refreshToken));
      if (!next || next.used_at_epoch === null || !next.in_grace) break;
      issuedAt = Math.floor(next.used_at_epoch);
      refreshToken = successorRefreshToken(secret, refreshToken);
    }
    return { ...done, refreshToken, issuedAt };
  });
}

async function revokeSessionIn(q: Queryable, sessionId: string) {
  await q.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
}

export const revokeSession = (db: Db, sessionId: string) => revokeSessionIn(db, sessionId);

export async function setSessionOrganization(db: Db, sessionId: string, organizationId: string | null) {
  await db.query(`UPDATE sessions SET organization_id = $2 WHERE id = $1`, [sessionId, organizationId]);
}
