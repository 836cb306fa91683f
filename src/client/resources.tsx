import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { useResourceParams, type ResourceProps } from "@refinedev/core";
import LayersIcon from "@mui/icons-material/Layers";
import DescriptionIcon from "@mui/icons-material/Description";
import TextFieldsIcon from "@mui/icons-material/TextFields";
import ListAltIcon from "@mui/icons-material/ListAlt";
import WorkIcon from "@mui/icons-material/Work";
import PeopleIcon from "@mui/icons-material/People";
import type { Entity } from "../domain/access";

/** The actions a resource has a page for; each one's route is the entry's `list`, `create` or `edit`. */
const PAGE_ACTIONS = ["list", "create", "edit"] as const;
type PageAction = (typeof PAGE_ACTIONS)[number];

/** A screen, loaded on demand (React.lazy), so the sign-in page does not download it. */
type Page = LazyExoticComponent<ComponentType>;

/** A page on a path of its own that is not one of the resource's actions, guarded as one of them. */
interface ExtraPage {
  path: string;
  action: PageAction;
  page: Page;
}

/**
 * The one declaration of every resource: routes, menu label and icon, pages, API path and casbin entity.
 * App.tsx makes the guarded routes from it; the data provider, access control, sidebar, breadcrumbs and
 * navigation (Refine's useNavigation, which composes these routes) all read it.
 */
export interface ResourceMeta {
  label: string;
  /** API collection path (spec's paths). */
  apiPath: string;
  casbinEntity: Entity;
  /** Shown in the sidebar, in this order. */
  menu: boolean;
  /** The sidebar's icon. */
  icon?: ReactNode;
  /** The resource whose list the breadcrumbs show first (Refine's meta.parent). */
  parent?: string;
  /** One page per route the entry declares, and none without one. */
  pages: Partial<Record<PageAction, Page>>;
  extraPages?: ExtraPage[];
  /** The edit form's record is taken from the already loaded list when it holds it (the data provider's getOne). */
  recordFromList?: boolean;
  [key: string]: unknown;
}

export type AppResource = ResourceProps & { meta: ResourceMeta };

/** Insights (issue 15.5): a page of the batches, reached from their list. */
export const INSIGHTS_PATH = "/batches/insights";

export const resources: AppResource[] = [
  {
    name: "batches",
    list: "/batches",
    edit: "/batches/:id",
    meta: {
      label: "Batches",
      icon: <LayersIcon />,
      apiPath: "/batch",
      casbinEntity: "batch",
      menu: true,
      pages: { list: lazy(() => import("./batches/BatchList")), edit: lazy(() => import("./batches/BatchDetail")) },
      extraPages: [
        { path: INSIGHTS_PATH, action: "list", page: lazy(() => import("./batches/insights/InsightsPage")) },
      ],
    },
  },
  {
    name: "document-class",
    list: "/document-class",
    create: "/document-class/create",
    edit: "/document-class/:id/edit",
    meta: {
      label: "Document Classes",
      icon: <DescriptionIcon />,
      apiPath: "/document-class",
      recordFromList: true,
      casbinEntity: "documentClass",
      menu: true,
      pages: {
        list: lazy(() => import("./resources/documentClasses/DocumentClassList")),
        create: lazy(() => import("./resources/documentClasses/DocumentClassCreate")),
        edit: lazy(() => import("./resources/documentClasses/DocumentClassEdit")),
      },
    },
  },
  {
    name: "fields",
    list: "/fields",
    create: "/fields/create",
    edit: "/fields/:id",
    meta: {
      label: "Fields",
      icon: <TextFieldsIcon />,
      apiPath: "/fields",
      recordFromList: true,
      casbinEntity: "field",
      menu: true,
      pages: {
        list: lazy(() => import("./resources/fields/FieldList")),
        create: lazy(() => import("./resources/fields/FieldCreate")),
        edit: lazy(() => import("./resources/fields/FieldEdit")),
      },
    },
  },
  {
    name: "value-list",
    list: "/value-list",
    create: "/value-list/create",
    edit: "/value-list/:id",
    meta: {
      label: "Value List",
      icon: <ListAltIcon />,
      apiPath: "/Value-List-Category",
      recordFromList: true,
      casbinEntity: "valueListCategory",
      menu: true,
      pages: {
        list: lazy(() => import("./resources/valueList/ValueListCategoryList")),
        create: lazy(() => import("./resources/valueList/ValueListCategoryCreate")),
        edit: lazy(() => import("./resources/valueList/ValueListCategoryEdit")),
      },
    },
  },
  // The entries of one category: reached from its card, so not in the menu; the list is read from /value-list-data/{categoryId}/getAll.
  {
    name: "value-list-data",
    list: "/value-list/:categoryId/data",
    create: "/value-list/:categoryId/create",
    edit: "/value-list/:categoryId/:id",
    meta: {
      label: "Value List Data",
      parent: "value-list",
      apiPath: "/value-list-data",
      recordFromList: true,
      casbinEntity: "valueListData",
      menu: false,
      pages: {
        list: lazy(() => import("./resources/valueList/ValueListDataList")),
        create: lazy(() => import("./resources/valueList/ValueListDataCreate")),
        edit: lazy(() => import("./resources/valueList/ValueListDataEdit")),
      },
    },
  },
  {
    name: "jobs",
    list: "/jobs",
    create: "/jobs/create",
    edit: "/jobs/:id/edit",
    meta: {
      label: "Jobs",
      icon: <WorkIcon />,
      apiPath: "/job",
      casbinEntity: "job",
      menu: true,
      pages: {
        list: lazy(() => import("./resources/jobs/JobList")),
        create: lazy(() => import("./resources/jobs/JobCreate")),
        edit: lazy(() => import("./resources/jobs/JobEdit")),
      },
    },
  },
  {
    name: "users",
    list: "/users",
    create: "/users/create",
    edit: "/users/:id/edit",
    meta: {
      label: "Users",
      icon: <PeopleIcon />,
      apiPath: "/user",
      casbinEntity: "user",
      menu: true,
      pages: {
        list: lazy(() => import("./resources/users/UserList")),
        create: lazy(() => import("./resources/users/UserCreate")),
        edit: lazy(() => import("./resources/users/UserEdit")),
      },
    },
  },
  // Admins only (issue 16.4): reached from the Users screen, so the spec's sidebar stays as the spec writes it.
  {
    name: "webhooks",
    list: "/webhooks",
    meta: {
      label: "Webhooks",
      parent: "users",
      apiPath: "/webhooks",
      casbinEntity: "webhook",
      menu: false,
      pages: { list: lazy(() => import("./resources/webhooks/WebhookList")) },
    },
  },
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

/** The resources whose lists lead to this one's, outermost first (meta.parent). */
export function ancestorsOf(resource: AppResource): AppResource[] {
  const parent = resource.meta.parent;
  return parent ? [...ancestorsOf(resourceByName(parent)), resourceByName(parent)] : [];
}

/** Every page of a resource with its path and the action its route guard checks; a route without its page (or the reverse) is a mistake. */
export function pagesOf(resource: AppResource): { path: string; action: PageAction; page: Page }[] {
  const pages = PAGE_ACTIONS.flatMap((action) => {
    const path = resource[action];
    const page = resource.meta.pages[action];
    if (!path !== !page)
      throw new Error(
        `The resource ${resource.name} has ${path ? "a" : "no"} ${action} route but ${page ? "a" : "no"} ${action} page`,
      );
    return path && page ? [{ path, action, page }] : [];
  });
  return [...pages, ...(resource.meta.extraPages ?? [])];
}

/** The record id of the current route (its `:id`), as Refine reads it from the resource's edit route. */
export function useRecordId(): string | undefined {
  const { id } = useResourceParams();
  return id === undefined ? undefined : String(id);
}
