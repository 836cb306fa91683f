import type { AccessControlProvider } from "@refinedev/core";
import type { Action } from "../../domain/access";
import { resources } from "../resources";
import { currentRoles } from "./authProvider";
import { rolesCan } from "./casbinEnforcer";

/** Refine's actions map onto the permission table's; 'show' is reading one record, allowed with list. */
const ACTIONS: Record<string, Action> = {
  list: "list",
  show: "list",
  create: "create",
  edit: "edit",
  delete: "delete",
  view: "view",
  reprocess: "reprocess",
  clone: "create",
};

export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action }) {
    const entity = resources.find((r) => r.name === resource)?.meta.casbinEntity;
    const mapped = ACTIONS[action];
    if (!entity || !mapped) return { can: false, reason: "Not Authorized" };
    const can = await rolesCan(currentRoles(), entity, mapped);
    return can ? { can } : { can, reason: "Not Authorized" };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
