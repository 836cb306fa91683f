import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERROR_CODES, isApiErrorCode } from "../../domain/errorCodes";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeField } from "../../testing/masterDataFactories";

type Answer = { statusCode: number; body: string; json(): any };

/** An error answer's body: {statusCode, error, message} as before, and a code of src/domain/errorCodes.ts. */
function expectError(res: Answer, statusCode: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(statusCode);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(["code", "error", "message", "statusCode"]);
  expect(body).toMatchObject({ statusCode, code, ...(message ? { message } : {}) });
  expect(typeof body.error).toBe("string");
  expect(body.message).toMatch(/\S/);
}

/** Issue 13.4: every error the API answers carries a stable code beside the sentence. */
describe.each(TEST_DATABASES)("error codes on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let indexer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn(["admin"]);
    indexer = await t.signedIn(["indexer"]);
  });
  afterAll(() => t.close());

  it("400 for a bad body, a body that is not JSON, a bad If-Match", async () => {
    expectError(
      await admin.request({ method: "POST", url: "/api/fields", payload: { dataType: "String" } }),
      400,
      "validation_failed",
    );
    expectError(
      await admin.request({
        method: "POST",
        url: "/api/fields",
        payload: "{not json",
        headers: { "content-type": "application/json" },
      }),
      400,
      "invalid_json",
      "The request body is not valid JSON.",
    );
    const field = await makeField(admin);
    expectError(
      await admin.request({
        method: "PATCH",
        url: `/api/fields/${field._id}`,
        payload: { name: "X" },
        headers: { "if-match": "yesterday" },
      }),
      400,
      "validation_failed",
    );
  });

  it("401 without a session, with an ended session, with an unknown API key", async () => {
    expectError(
      await t.app.inject({ method: "GET", url: "/api/fields" }),
      401,
      "not_signed_in",
      "You are not signed in.",
    );
    expectError(
      await t.app.inject({ method: "GET", url: "/api/fields", headers: { authorization: "Bearer not-a-token" } }),
      401,
      "session_expired",
      "Your session has expired. Please sign in again.",
    );
    const unknownKey = `dpk_${randomUUID().replace(/-/g, "")}_${"A".repeat(43)}`;
    expectError(
      await t.app.inject({ method: "GET", url: "/api/fields", headers: { authorization: `Bearer ${unknownKey}` } }),
      401,
      "api_key_invalid",
      "This API key is not valid. Check that it was copied whole.",
    );
  });

  it("403 where the roles do not allow, and for a request from another site", async () => {
    expectError(
      await indexer.request({ method: "POST", url: "/api/fields", payload: { name: "Total", dataType: "String" } }),
      403,
      "forbidden",
      "You do not have permission to do this.",
    );
    const foreign = await admin.request({
      method: "POST",
      url: "/api/fields",
      payload: { name: "Total", dataType: "String" },
      headers: { origin: "https://evil.example" },
    });
    expectError(foreign, 403, "foreign_origin");
  });

  it("404 for a record that is not there, and for a route that is not there", async () => {
    expectError(await admin.request({ method: "GET", url: `/api/fields/${randomUUID()}` }), 404, "not_found");
    expectError(
      await admin.request({ method: "GET", url: "/api/no-such-route" }),
      404,
      "not_found",
      "No route GET /api/no-such-route.",
    );
  });

  it("409 for a stale If-Match (conflict_version), a name taken (conflict_exists), a record in use (conflict_in_use)", async () => {
    const field = await makeField(admin);
    const first = await admin.request({
      method: "PATCH",
      url: `/api/fields/${field._id}`,
      payload: { name: `${field.name} A` },
      headers: { "if-match": String(field.version) },
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await admin.request({
      method: "PATCH",
      url: `/api/fields/${field._id}`,
      payload: { name: `${field.name} B` },
      headers: { "if-match": String(field.version) },
    });
    expectError(
      stale,
      409,
      "conflict_version",
      "Someone else changed this field meanwhile. Reload it to see the current state.",
    );
    const other = await makeField(admin);
    expectError(
      await admin.request({ method: "PATCH", url: `/api/fields/${other._id}`, payload: { name: `${field.name} A` } }),
      409,
      "conflict_exists",
    );
  });

  /**
   * Every route of the table, called with made-up ids and an empty body by nobody, by a role that may little and by an
   * admin: whatever error it answers has a code, one of the declared ones, that goes with its status.
   */
  it("no route answers an error without a code", async () => {
    const seen = new Set<string>();
    const missing: string[] = [];
    const callers: [string, (o: any) => Promise<Answer>][] = [
      ["anonymous", (o) => t.app.inject(o)],
      ["indexer", (o) => indexer.request(o)],
      ["admin", (o) => admin.request(o)],
    ];
    for (const route of t.app.routeAccess) {
      if (route.method === "DELETE") continue; // nothing of this organization's to delete, and the ids are made up anyway
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, "x");
      for (const [who, call] of callers) {
        // Signed in, the auth routes would end or switch the caller's session midway (logout, change-organization).
        if (who !== "anonymous" && route.url.startsWith("/api/auth/")) continue;
        const res = await call({
          method: route.method,
          url,
          payload: ["POST", "PATCH", "PUT"].includes(route.method) ? {} : undefined,
        });
        if (res.statusCode < 400) continue;
        let body: any;
        try {
          body = res.json();
        } catch {
          body = undefined;
        }
        const code = body?.code;
        const fits = isApiErrorCode(code) && (API_ERROR_CODES[code] === res.statusCode || code === "bad_request");
        if (!fits || typeof body?.message !== "string" || body.statusCode !== res.statusCode)
          missing.push(`${who} ${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else seen.add(`${res.statusCode} ${code}`);
      }
    }
    expect(missing).toEqual([]);
    expect(t.app.routeAccess.length).toBeGreaterThan(50);
    // The walk met the common answers (it would pass vacuously if every call succeeded).
    for (const answer of ["401 not_signed_in", "403 forbidden", "404 not_found", "400 validation_failed"])
      expect([...seen]).toContain(answer);
  });
});
