import "./bufferPolyfill";
import { newEnforcer, newModelFromString, StringAdapter, type Enforcer } from "casbin";
import model from "../../../casbin/model.conf?raw";
import policy from "../../../casbin/policy.csv?raw";
import type { Action, Entity } from "../../domain/access";

let enforcer: Promise<Enforcer> | null = null;

/** The same model and policy files the server enforces, bundled as text; built once. */
export function clientEnforcer(): Promise<Enforcer> {
  enforcer ??= newEnforcer(newModelFromString(model), new StringAdapter(policy));
  return enforcer;
}

export async function rolesCan(roles: readonly string[], entity: Entity, action: Action): Promise<boolean> {
  const e = await clientEnforcer();
  for (const role of roles) if (await e.enforce(role, entity, action)) return true;
  return false;
}
