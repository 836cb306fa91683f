import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { ROLES, type RoleName } from "../domain/access";
import type { TestApp } from "./testApp";

/** The policy read straight from the file, independently of casbin, as the expectation. */
const allowedByPolicy = new Set(
  readFileSync(new URL("../../casbin/policy.csv", import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.startsWith("p,"))
    .map((l) =>
      l
        .split(",")
        .slice(1)
        .map((s) => s.trim())
        .join("|"),
    ),
);

type Requester = { request(options: InjectOptions): Promise<LightMyRequestResponse> };

/**
 * Calls every guarded route as each role's caller (a signed-in user, or an API key) and lists where the answer
 * disagrees with casbin/policy.csv: 403 exactly when the policy does not allow, never a 500.
 */
export async function permissionMismatches(
  t: TestApp,
  callers: Record<RoleName, Requester>,
): Promise<{ checked: number; mismatches: string[] }> {
  const guarded = t.app.routeAccess.filter((r) => typeof r.access === "object");
  const mismatches: string[] = [];
  for (const route of guarded) {
    const { entity, action } = route.access as { entity: string; action: string };
    const url = route.url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, "x");
    for (const role of ROLES) {
      const res = await callers[role].request({
        method: route.method as any,
        url,
        payload: ["POST", "PATCH", "PUT"].includes(route.method) ? {} : undefined,
      });
      const expectAllowed = allowedByPolicy.has(`${role}|${entity}|${action}`);
      if (res.statusCode >= 500) mismatches.push(`${role} ${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
      if (expectAllowed === (res.statusCode === 403))
        mismatches.push(
          `${role} ${route.method} ${route.url}: expected ${expectAllowed ? "allowed" : "403"}, got ${res.statusCode}`,
        );
    }
  }
  return { checked: guarded.length, mismatches };
}
