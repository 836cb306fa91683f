import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useNavigation, useResourceParams } from "@refinedev/core";
import { ancestorsOf, resourceByName } from "../resources";

interface Crumb {
  name: string;
  path: string;
}

const Ctx = createContext<{ crumbs: Crumb[]; setCrumbs: (c: Crumb[]) => void }>({ crumbs: [], setCrumbs: () => {} });

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [crumbs, setCrumbs] = useState<Crumb[]>([]);
  return <Ctx.Provider value={{ crumbs, setCrumbs }}>{children}</Ctx.Provider>;
}

export const useCrumbs = () => useContext(Ctx).crumbs;

/** A page declares its breadcrumb trail; the header shows it. */
function useBreadcrumbs(crumbs: Crumb[]) {
  const { setCrumbs } = useContext(Ctx);
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    setCrumbs(JSON.parse(key));
  }, [key, setCrumbs]);
}

/**
 * The trail of the current route's resource entry: its parents' labels and its own, each linking to its list, then on
 * a create or edit route the record's title ('Create' and 'Edit' unless the page names it).
 * `label` stands for the entry's own label (a category's data is titled with the category's name).
 */
export function useResourceBreadcrumbs({ title, label }: { title?: string; label?: string } = {}) {
  const { resource, action } = useResourceParams();
  const { listUrl } = useNavigation();
  const crumbs: Crumb[] = [];
  if (resource) {
    const entry = resourceByName(resource.name);
    for (const parent of ancestorsOf(entry)) crumbs.push({ name: parent.meta.label, path: listUrl(parent.name) });
    crumbs.push({ name: label ?? entry.meta.label, path: listUrl(entry.name) });
    if (action === "create") crumbs.push({ name: title ?? "Create", path: "" });
    if (action === "edit") crumbs.push({ name: title ?? "Edit", path: "" });
  }
  useBreadcrumbs(crumbs);
}
