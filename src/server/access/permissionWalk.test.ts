import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../domain/access";
import { createTestApp, type Caller, type TestApp } from "../../testing/testApp";
import { permissionMismatches } from "../../testing/permissionWalk";

describe("every (role, route, method) answers as casbin/policy.csv says", () => {
  let t: TestApp;
  const callers = {} as Record<(typeof ROLES)[number], Caller>;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    for (const role of ROLES) callers[role] = await t.signedIn([role]);
  });
  afterAll(() => t.close());

  it("walks the route table", async () => {
    const { checked, mismatches } = await permissionMismatches(t, callers);
    expect(checked).toBeGreaterThanOrEqual(5);
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
