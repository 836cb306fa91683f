import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type TestApp } from "../../testing/testApp";

const REMOTE = "203.0.113.7";
const demoPost = (email: string, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) => ({
  method: "POST" as const,
  url: "/api/auth/demo",
  payload: { email, redirectUrl: "http://localhost:3000" },
  ...extra,
});

describe.each(TEST_DATABASES)("the demo identity provider by default on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("signs in a request from this computer", async () => {
    const admin = await t.signedIn(["admin"]);
    const res = await t.app.inject(demoPost(admin.email));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("http://localhost:3000/select-organization");
    expect((await t.app.inject({ method: "GET", url: "/api/auth/config" })).json()).toEqual({
      demo: true,
      providers: { google: true, microsoft: true },
    });
  });

  it("refuses a request from another machine, and one a proxy forwarded, without signing in", async () => {
    const admin = await t.signedIn(["admin"]);
    for (const extra of [
      { remoteAddress: REMOTE },
      { headers: { "x-forwarded-for": "127.0.0.1" } },
      { remoteAddress: "::ffff:10.0.0.2" },
    ]) {
      const res = await t.app.inject(demoPost(admin.email, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(403);
      expect(res.json().message).toBe("Demo sign-in only answers requests from the computer the server runs on.");
      expect(res.cookies.map((c) => c.name)).not.toContain("access_token");
    }
    expect((await t.app.inject({ method: "GET", url: "/api/auth/demo", remoteAddress: REMOTE })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/config", remoteAddress: REMOTE })).json()).toEqual({
      demo: false,
      providers: { google: false, microsoft: false },
    });
    const button = await t.app.inject({
      method: "GET",
      url: "/api/auth/google?redirectUrl=http://localhost:3000",
      remoteAddress: REMOTE,
    });
    expect(button.statusCode).toBe(302);
    expect(decodeURIComponent(button.headers.location as string)).toBe(
      "http://localhost:3000/login?error=Sign-in with Google is not configured.",
    );
  });
});

describe("the demo identity provider with DEMO_AUTH", () => {
  it("on: answers every client", async () => {
    const t = await createTestApp("pglite", { DEMO_AUTH: "on" });
    try {
      const admin = await t.signedIn(["admin"]);
      expect((await t.app.inject(demoPost(admin.email, { remoteAddress: REMOTE }))).statusCode).toBe(302);
    } finally {
      await t.close();
    }
  });

  it("off, or NODE_ENV=production: answers nobody", async () => {
    for (const env of [{ DEMO_AUTH: "off" }, { NODE_ENV: "production" }] as Record<string, string>[]) {
      const t = await createTestApp("pglite", env);
      try {
        const admin = await t.signedIn(["admin"]);
        const res = await t.app.inject(demoPost(admin.email));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe("Demo sign-in is off.");
      } finally {
        await t.close();
      }
    }
  });
});
