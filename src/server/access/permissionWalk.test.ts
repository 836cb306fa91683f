import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../domain/access";
import { createTestApp, type Caller, type TestApp } from "../../testing/testApp";

/** The policy read straight from the file, independently of casbin, as the expectation. */
const allowed = new Set(
  readFileSync(new URL("../../../casbin/policy.csv", import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.startsWith("p,"))
    .map((l) => l.split(",").slice(1).map((s) => s.trim()).join("|")),
);

describe("every (role, route, method) answers as casbin/policy.csv says", () => {
  let t: TestApp;
  const callers = {} as Record<(typeof ROLES)[number], Caller>;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    for (const role of ROLES) callers[role] = await t.signedIn([role]);
  });
  afterAll(() => t.close());

  it("walks the route table", async () => {
    const guarded = t.app.routeAccess.filter((r) => typeof r.access === "object");
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    const mismatches: string[] = [];
    for (const route of guarded) {
      const { entity, action } = route.access as { entity: string; action: string };
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, "x");
      for (const role of ROLES) {
        const res = await callers[role].request({ method: route.method as any, url, payload: ["POST", "PATCH", "PUT"].includes(route.method) ? {} : undefined });
        const expectAllowed = allowed.has(`${role}|${entity}|${action}`);
        if (res.statusCode >= 500) mismatches.push(`${role} ${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
        if (expectAllowed === (res.statusCode === 403)) mismatches.push(`${role} ${route.method} ${route.url}: expected ${expectAllowed ? "allowed" : "403"}, got ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("refuses every guarded route without a session (401)", async () => {
    for (const route of t.app.routeAccess.filter((r) => r.access !== "public")) {
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
      const res = await t.app.inject({ method: route.method as any, url });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
