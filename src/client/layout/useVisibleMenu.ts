import { useEffect, useState } from "react";
import { resources, type AppResource } from "../resources";
import { rolesCan } from "../providers/casbinEnforcer";
import { currentRoles } from "../providers/authProvider";

/** Sidebar entries the user's roles may show all of (null while the policy is being read). */
export function useVisibleMenu(): AppResource[] | null {
  const [visible, setVisible] = useState<AppResource[] | null>(null);
  const roles = currentRoles().join(",");
  useEffect(() => {
    let live = true;
    const menu = resources.filter((r) => r.meta.menu);
    Promise.all(menu.map((r) => rolesCan(roles.split(",").filter(Boolean), r.meta.casbinEntity, "list"))).then((allowed) => {
      if (live) setVisible(menu.filter((_, i) => allowed[i]));
    });
    return () => {
      live = false;
    };
  }, [roles]);
  return visible;
}
