import { useEffect, useState } from "react";
import { resourceOfPath, resources, type AppResource } from "../resources";
import { rolesCan } from "../providers/casbinEnforcer";
import { currentRoles } from "../providers/authProvider";

/** Sidebar entries the roles may show all of. */
export async function visibleMenuFor(roles: readonly string[]): Promise<AppResource[]> {
  const menu = resources.filter((r) => r.meta.menu);
  const allowed = await Promise.all(menu.map((r) => rolesCan(roles, r.meta.casbinEntity, "list")));
  return menu.filter((_, i) => allowed[i]);
}

/**
 * Where to land (spec 01): the first segment of the current path when it is a visible entry, else the
 * first visible entry; '/' when nothing is visible (the shell says so there).
 */
export function landingPath(pathname: string, visible: readonly AppResource[]): string {
  const root = resourceOfPath(pathname);
  if (root && visible.some((r) => r.name === root.name)) return root.list as string;
  return (visible[0]?.list as string | undefined) ?? "/";
}

/** Sidebar entries the user's roles may show all of (null while the policy is being read). */
export function useVisibleMenu(): AppResource[] | null {
  const [visible, setVisible] = useState<AppResource[] | null>(null);
  const roles = currentRoles().join(",");
  useEffect(() => {
    let live = true;
    visibleMenuFor(roles.split(",").filter(Boolean)).then((menu) => {
      if (live) setVisible(menu);
    });
    return () => {
      live = false;
    };
  }, [roles]);
  return visible;
}
