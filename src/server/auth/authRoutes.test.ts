import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type TestApp } from "../../testing/testApp";
import { hashToken, signAccessToken } from "./tokens";

/** Cookies of a response as a Cookie header value. */
function cookieHeader(res: { cookies: { name: string; value: string }[] }, jar: Record<string, string> = {}) {
  for (const c of res.cookies) jar[c.name] = c.value;
  return jar;
}
const asHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

describe.each(TEST_DATABASES)("sessions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function demoSignIn(email: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      payload: { email, redirectUrl: "http://localhost:3000" },
    });
    return { res, jar: cookieHeader(res) };
  }

  it("signs in by the demo provider, selects an organization, refreshes with rotation, and logs out", async () => {
    const admin = await t.signedIn(["admin"]);
    const { res, jar } = await demoSignIn(admin.email);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("http://localhost:3000/select-organization");
    expect(res.headers["set-cookie"]!.toString()).toMatch(/HttpOnly; SameSite=Lax/);

    const me = await t.app.inject({ method: "GET", url: "/api/auth/loggedInUser", headers: { cookie: asHeader(jar) } });
    expect(me.json()).toMatchObject({ email: admin.email, organization: null, roles: [] });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: asHeader(jar) } })).statusCode,
    ).toBe(403);

    const orgs = await t.app.inject({
      method: "GET",
      url: "/api/auth/organizations",
      headers: { cookie: asHeader(jar) },
    });
    expect(orgs.json()).toEqual([{ _id: admin.organizationId, name: expect.any(String) }]);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/auth/select-organization",
      headers: { cookie: asHeader(jar) },
      payload: {},
    });
    expect(missing.json().message).toBe("Organization is required");
    const other = await t.createOrganization();
    const notMember = await t.app.inject({
      method: "POST",
      url: "/api/auth/select-organization",
      headers: { cookie: asHeader(jar) },
      payload: { organization: other },
    });
    expect(notMember.statusCode).toBe(400);
    const selected = await t.app.inject({
      method: "POST",
      url: "/api/auth/select-organization",
      headers: { cookie: asHeader(jar) },
      payload: { organization: admin.organizationId, redirectUrl: "http://localhost:3000" },
    });
    expect(selected.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: asHeader(jar) } })).statusCode,
    ).toBe(200);

    const oldRefresh = jar.refresh_token;
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: { cookie: asHeader(jar) },
    });
    expect(refreshed.json()).toEqual({ accessToken: expect.any(String), success: true, statusCode: 200 });
    cookieHeader(refreshed, jar);
    expect(jar.refresh_token).not.toBe(oldRefresh);

    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: asHeader(jar) } });
    expect(logout.json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: asHeader(jar) } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/refresh", headers: { cookie: asHeader(jar) } })).statusCode,
    ).toBe(401);
  });

  it("a replayed refresh token revokes the whole session family", async () => {
    const user = await t.signedIn(["editor"]);
    const { jar } = await demoSignIn(user.email);
    const stolen = jar.refresh_token;
    const first = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: { cookie: `refresh_token=${stolen}` },
    });
    expect(first.statusCode).toBe(200);
    const fresh = cookieHeader(first, { ...jar });
    // Replayed after the grace window for tabs refreshing at once.
    await t.db.query(`UPDATE refresh_tokens SET used_at = used_at - interval '31 seconds' WHERE token_hash = $1`, [
      hashToken(stolen),
    ]);
    const replay = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: { cookie: `refresh_token=${stolen}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("This session was ended for your security. Please sign in again.");
    // The legitimate holder's newer tokens are dead too.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/refresh",
          headers: { cookie: `refresh_token=${fresh.refresh_token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/loggedInUser", headers: { cookie: asHeader(fresh) } }))
        .statusCode,
    ).toBe(401);
  });

  it("refreshes with the same token at the same moment all get the same new pair; the session goes on", async () => {
    const user = await t.signedIn(["editor"]);
    const { jar } = await demoSignIn(user.email);
    const refresh = (token: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/refresh", headers: { cookie: `refresh_token=${token}` } });
    const answers = await Promise.all([1, 2, 3].map(() => refresh(jar.refresh_token)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const pairs = answers.map((r) => cookieHeader(r));
    expect(new Set(pairs.map((p) => `${p.access_token} ${p.refresh_token}`)).size).toBe(1);
    expect(pairs[0].refresh_token).not.toBe(jar.refresh_token);
    expect(new Set(answers.map((r) => r.json().accessToken))).toEqual(new Set([pairs[0].access_token]));
    // A tab that refreshes a moment later with the old token still gets the same pair, even after another rotation.
    const next = cookieHeader(await refresh(pairs[0].refresh_token));
    const late = await refresh(jar.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(cookieHeader(late).refresh_token).toBe(next.refresh_token);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/loggedInUser", headers: { cookie: asHeader(next) } }))
        .statusCode,
    ).toBe(200);
    // After the window, the old token is a replay: the family is revoked.
    await t.db.query(`UPDATE refresh_tokens SET used_at = used_at - interval '31 seconds' WHERE token_hash = $1`, [
      hashToken(jar.refresh_token),
    ]);
    expect((await refresh(jar.refresh_token)).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
  });

  it("rejects tampered and expired access tokens with 401", async () => {
    const user = await t.signedIn(["admin"]);
    const payload = JSON.parse(Buffer.from(user.token.split(".")[1], "base64url").toString());
    const forged = [
      user.token.split(".")[0],
      Buffer.from(JSON.stringify({ ...payload, sub: "00000000-0000-0000-0000-000000000000" })).toString("base64url"),
      user.token.split(".")[2],
    ].join(".");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${forged}` } }))
        .statusCode,
    ).toBe(401);
    const expired = await signAccessToken(t.config.secret, { sub: user.userId, sid: payload.sid }, -10);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Your session has expired. Please sign in again.");
  });

  it("refuses sign-in without an active membership, and state changes from another origin", async () => {
    const { res } = await demoSignIn("nobody@example.com");
    expect(decodeURIComponent(res.headers.location as string)).toBe(
      "http://localhost:3000/login?error=No account exists for nobody@example.com. Ask an administrator of your organization to add you.",
    );
    const admin = await t.signedIn(["admin"]);
    const cross = await admin.request({
      method: "POST",
      url: "/api/user",
      headers: { origin: "https://evil.example" },
      payload: { firstName: "a", lastName: "b", email: "c@d.ef" },
    });
    expect(cross.statusCode).toBe(403);
    // An open redirect is not possible: a foreign redirectUrl falls back to the app's own URL.
    const redirect = await t.app.inject({ method: "GET", url: "/api/auth/google?redirectUrl=https://evil.example" });
    expect(redirect.headers.location).toBe("/api/auth/demo?provider=google&redirectUrl=http%3A%2F%2Flocalhost%3A3000");
  });
});
