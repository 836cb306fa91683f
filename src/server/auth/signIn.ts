import type { FastifyReply } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/db";
import { setSessionCookies } from "./cookies";
import { createSession } from "./sessions";
import { signAccessToken } from "./tokens";

/** Why a person who proved their e-mail still may not come in; shown on /login. */
async function signInRefusal(db: Db, email: string): Promise<string | null> {
  const [row] = await db.query<{ active: number; total: number }>(
    `SELECT count(*) FILTER (WHERE m.is_active)::int AS active, count(m.user_id)::int AS total
       FROM users u LEFT JOIN memberships m ON m.user_id = u.id WHERE lower(u.email) = lower($1)`,
    [email],
  );
  if (!row || row.total === 0)
    return `No account exists for ${email}. Ask an administrator of your organization to add you.`;
  if (row.active === 0)
    return `The account ${email} is not active in any organization. Ask an administrator to activate it.`;
  return null;
}

/** What every provider callback and the demo provider end with: a session in cookies, then organization selection. */
export async function completeSignIn(db: Db, config: Config, reply: FastifyReply, email: string, redirectUrl: string) {
  const refusal = await signInRefusal(db, email);
  if (refusal) return reply.redirect(`${redirectUrl}/login?error=${encodeURIComponent(refusal)}`);
  const [user] = await db.query<{ id: string }>(`SELECT id FROM users WHERE lower(email) = lower($1)`, [email]);
  const { sessionId, refreshToken } = await createSession(db, user.id, config.refreshTokenTtlSec);
  const accessToken = await signAccessToken(config.secret, { sub: user.id, sid: sessionId }, config.accessTokenTtlSec);
  setSessionCookies(reply, config, accessToken, refreshToken);
  return reply.redirect(`${redirectUrl}/select-organization`);
}
