import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type TestApp } from "../../testing/testApp";

describe.each(TEST_DATABASES)("security headers, origin check and rate limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_SIGN_IN: "3", RATE_LIMIT_EXPENSIVE: "2" });
  });
  afterAll(() => t.close());

  it("every answer carries the security headers and a CSP that forbids framing", async () => {
    for (const url of ["/api/health", "/login", "/api/nothing-here"]) {
      const res = await t.app.inject({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      // Served over http here: no HSTS, no upgrade of requests.
      expect(res.headers["strict-transport-security"]).toBeUndefined();
      expect(csp).not.toContain("upgrade-insecure-requests");
    }
  });

  it("HSTS when the app is served over https", async () => {
    const s = await createTestApp("pglite", { PUBLIC_URL: "https://docs.example.com" });
    try {
      const res = await s.app.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await s.close();
    }
  });

  it("refuses a state-changing request with Origin: null", async () => {
    const admin = await t.signedIn(["admin"]);
    const res = await admin.request({
      method: "POST",
      url: "/api/user",
      headers: { origin: "null" },
      payload: { firstName: "a", lastName: "b", email: "null-origin@example.com" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("This request did not come from the application.");
    const demo = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      headers: { origin: "null" },
      payload: { email: admin.email },
    });
    expect(demo.statusCode).toBe(403);
    expect(demo.cookies.map((c) => c.name)).not.toContain("access_token");
    const same = await admin.request({
      method: "POST",
      url: "/api/user",
      headers: { origin: "http://localhost:3000" },
      payload: { firstName: "a", lastName: "b", email: "same-origin@example.com" },
    });
    expect(same.statusCode).toBe(200);
  });

  it("sign-in is limited per client address: 429 with Retry-After and a sentence", async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/demo", payload: { email: "nobody@example.com" }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await from("127.0.0.2")).statusCode).toBe(302);
    const limited = await from("127.0.0.2");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ (seconds?|minutes?) and try again\.$/),
      code: "rate_limited",
    });
    expect((await from("127.0.0.3")).statusCode).toBe(302);
    // Other routes are not counted.
    expect((await t.app.inject({ method: "GET", url: "/api/health", remoteAddress: "127.0.0.2" })).statusCode).toBe(
      200,
    );
  });

  it("a made-up X-Forwarded-For does not get round the sign-in limit unless TRUST_PROXY names the proxy", async () => {
    const spoofed = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/demo",
        payload: { email: "nobody@example.com" },
        remoteAddress: "127.0.0.9",
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await spoofed(i)).statusCode);
    expect(codes.at(-1)).toBe(429);
  });

  it("expensive routes are limited per user", async () => {
    const a = await t.signedIn(["admin"]);
    const b = await t.signedIn(["admin"]);
    const upload = (c: typeof a) =>
      c.request({ method: "POST", url: "/api/batch/getPreSignedUrlForUpload", payload: { files: ["a.pdf"] } });
    expect((await upload(a)).statusCode).toBe(200);
    expect((await upload(a)).statusCode).toBe(200);
    const limited = await upload(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await upload(b)).statusCode).toBe(200);
    expect((await a.request({ method: "GET", url: "/api/user" })).statusCode).toBe(200);
  });
});
