import type { Enforcer } from "casbin";
import model from "../../../casbin/model.conf?raw";
import policy from "../../../casbin/policy.csv?raw";
import type { Action, Entity } from "../../domain/access";

let enforcer: Promise<Enforcer> | null = null;

/**
 * The same model and policy files the server enforces, bundled as text; built once. casbin (and the
 * Buffer it needs) loads on first use, so the sign-in page does not download it.
 */
export function clientEnforcer(): Promise<Enforcer> {
  enforcer ??= (async () => {
    await import("./bufferPolyfill");
    const { newEnforcer, newModelFromString, StringAdapter } = await import("casbin");
    return newEnforcer(newModelFromString(model), new StringAdapter(policy));
  })();
  return enforcer;
}

export async function rolesCan(roles: readonly string[], entity: Entity, action: Action): Promise<boolean> {
  const e = await clientEnforcer();
  for (const role of roles) if (await e.enforce(role, entity, action)) return true;
  return false;
}
