import type { ResourceProps } from "@refinedev/core";
import type { Entity } from "../domain/access";

/**
 * The one declaration of every resource: routes, menu label, API path and casbin entity.
 * The data provider, access control, sidebar and breadcrumbs all read it.
 */
export interface ResourceMeta {
  label: string;
  /** API collection path (spec's paths). */
  apiPath: string;
  casbinEntity: Entity;
  /** Shown in the sidebar, in this order. */
  menu: boolean;
  [key: string]: unknown;
}

export type AppResource = ResourceProps & { meta: ResourceMeta };

export const resources: AppResource[] = [
  { name: "batches", list: "/batches", edit: "/batches/:id", meta: { label: "Batches", apiPath: "/batch", casbinEntity: "batch", menu: true } },
  {
    name: "document-class",
    list: "/document-class",
    create: "/document-class/create",
    edit: "/document-class/:id/edit",
    meta: { label: "Document Classes", apiPath: "/document-class", casbinEntity: "documentClass", menu: true },
  },
  { name: "fields", list: "/fields", create: "/fields/create", edit: "/fields/:id", meta: { label: "Fields", apiPath: "/fields", casbinEntity: "field", menu: true } },
  {
    name: "value-list",
    list: "/value-list",
    create: "/value-list/create",
    edit: "/value-list/:id",
    meta: { label: "Value List", apiPath: "/Value-List-Category", casbinEntity: "valueListCategory", menu: true },
  },
  // The entries of one category: reached from its card, so not in the menu; the list is read from /value-list-data/{categoryId}/getAll.
  {
    name: "value-list-data",
    list: "/value-list/:categoryId/data",
    create: "/value-list/:categoryId/create",
    edit: "/value-list/:categoryId/:id",
    meta: { label: "Value List Data", apiPath: "/value-list-data", casbinEntity: "valueListData", menu: false },
  },
  { name: "jobs", list: "/jobs", create: "/jobs/create", edit: "/jobs/:id/edit", meta: { label: "Jobs", apiPath: "/job", casbinEntity: "job", menu: true } },
  { name: "users", list: "/users", create: "/users/create", edit: "/users/:id/edit", meta: { label: "Users", apiPath: "/user", casbinEntity: "user", menu: true } },
  // Admins only (issue 16.4): reached from the Users screen, so the spec's sidebar stays as the spec writes it.
  { name: "webhooks", list: "/webhooks", meta: { label: "Webhooks", apiPath: "/webhooks", casbinEntity: "webhook", menu: false } },
];

export function resourceByName(name: string): AppResource {
  const resource = resources.find((r) => r.name === name);
  if (!resource) throw new Error(`Unknown resource ${name}`);
  return resource;
}

/** The resource whose list path is the first segment of a path, e.g. /users/create -> users. */
export function resourceOfPath(pathname: string): AppResource | undefined {
  const first = `/${pathname.split("/").filter(Boolean)[0] ?? ""}`;
  return resources.find((r) => r.list === first);
}
