import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newEnforcer, newModelFromString, StringAdapter, type Enforcer } from "casbin";
import type { Action, Entity } from "../../domain/access";

const casbinDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../casbin");

let enforcerPromise: Promise<Enforcer> | null = null;

/** The one enforcer of this process, built from the same files the client bundles. */
function policyEnforcer(): Promise<Enforcer> {
  enforcerPromise ??= newEnforcer(
    newModelFromString(readFileSync(path.join(casbinDir, "model.conf"), "utf8")),
    new StringAdapter(readFileSync(path.join(casbinDir, "policy.csv"), "utf8")),
  );
  return enforcerPromise;
}

/** Allowed when any of the roles is allowed. */
export async function can(roles: readonly string[], entity: Entity, action: Action): Promise<boolean> {
  const enforcer = await policyEnforcer();
  for (const role of roles) if (await enforcer.enforce(role, entity, action)) return true;
  return false;
}
