// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { render, waitFor } from "@testing-library/react";
import { matchResourceFromRoute, Refine, useNavigation, type DataProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { ENTITIES } from "../domain/access";
import { BreadcrumbProvider, useCrumbs, useResourceBreadcrumbs } from "./layout/breadcrumbs";
import { ancestorsOf, pagesOf, resources, useRecordId } from "./resources";

/**
 * The routes and guards App.tsx listed by hand before the entries drove it (route parameters named as Refine reads them):
 * they stay; a new entry adds its own.
 */
const ROUTES = [
  "batches list /batches",
  "batches list /batches/insights",
  "batches edit /batches/:id",
  "document-class list /document-class",
  "document-class create /document-class/create",
  "document-class edit /document-class/:id/edit",
  "fields list /fields",
  "fields create /fields/create",
  "fields edit /fields/:id",
  "value-list list /value-list",
  "value-list create /value-list/create",
  "value-list edit /value-list/:id",
  "value-list-data list /value-list/:categoryId/data",
  "value-list-data create /value-list/:categoryId/create",
  "value-list-data edit /value-list/:categoryId/:id",
  "jobs list /jobs",
  "jobs create /jobs/create",
  "jobs edit /jobs/:id/edit",
  "users list /users",
  "users create /users/create",
  "users edit /users/:id/edit",
  "webhooks list /webhooks",
];

const concrete = (path: string) => path.replace(":categoryId", "c1").replace(":id", "r1");

describe("the resource entries", () => {
  it("keep the routes and guards of before, each route with its page", () => {
    const table = resources.flatMap((r) => pagesOf(r).map((p) => `${r.name} ${p.action} ${p.path}`));
    expect(table).toEqual(expect.arrayContaining(ROUTES));
    expect(new Set(table.map((row) => row.split(" ")[2])).size, "one page per path").toBe(table.length);
    for (const r of resources)
      for (const p of pagesOf(r)) expect(p.page.$$typeof, `${r.name} ${p.action}`).toBe(Symbol.for("react.lazy"));
  });

  it("each action route is read back by Refine as its own resource and action (what breadcrumbs and record ids rely on)", () => {
    for (const r of resources) {
      for (const p of pagesOf(r).filter((p) => r[p.action] === p.path)) {
        const match = matchResourceFromRoute(concrete(p.path), resources);
        expect(`${match.resource?.name} ${match.action}`, p.path).toBe(`${r.name} ${p.action}`);
      }
    }
  });

  it("name casbin entities, parents that exist, and an icon for every menu entry", () => {
    for (const r of resources) {
      expect(ENTITIES).toContain(r.meta.casbinEntity);
      expect(() => ancestorsOf(r)).not.toThrow();
      if (r.meta.menu) expect(r.meta.icon, r.name).toBeTruthy();
    }
  });
});

const noData = {} as DataProvider;

/** Renders `probe` on `path` inside Refine with the app's resources and router binding; returns what it wrote. */
async function onRoute(path: string, probe: () => string): Promise<string> {
  function Probe() {
    return <pre data-testid="out">{probe()}</pre>;
  }
  const router = createMemoryRouter(
    [
      {
        element: (
          <Refine
            routerProvider={routerProvider}
            dataProvider={noData}
            resources={resources}
            options={{ disableTelemetry: true }}
          >
            <BreadcrumbProvider>
              <Outlet />
            </BreadcrumbProvider>
          </Refine>
        ),
        children: resources.flatMap((r) => pagesOf(r).map((p) => ({ path: p.path, element: <Probe /> }))),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  let text = "";
  await waitFor(() => {
    text = view.getByTestId("out").textContent ?? "";
    expect(text).not.toBe("");
  });
  view.unmount();
  return text;
}

/** The trail a page shows: useResourceBreadcrumbs with its options, read back from the header's context. */
function trail(path: string, options?: { title?: string; label?: string }) {
  return onRoute(path, () => {
    useResourceBreadcrumbs(options);
    const crumbs = useCrumbs();
    return crumbs.length ? crumbs.map((c) => (c.path ? `${c.name} -> ${c.path}` : c.name)).join(" | ") : "";
  });
}

describe("breadcrumbs from the entries", () => {
  it("are the trails the pages declared by hand", async () => {
    expect(await trail("/batches")).toBe("Batches -> /batches");
    expect(await trail("/batches/b1", { title: "Batch 7" })).toBe("Batches -> /batches | Batch 7");
    expect(await trail("/document-class")).toBe("Document Classes -> /document-class");
    expect(await trail("/document-class/create")).toBe("Document Classes -> /document-class | Create");
    expect(await trail("/document-class/d1/edit", { title: "Invoice" })).toBe(
      "Document Classes -> /document-class | Invoice",
    );
    expect(await trail("/fields/f1", { title: "Invoice No" })).toBe("Fields -> /fields | Invoice No");
    expect(await trail("/value-list/create")).toBe("Value List -> /value-list | Create");
    expect(await trail("/value-list/c1", { title: "Vendors" })).toBe("Value List -> /value-list | Vendors");
    expect(await trail("/value-list/c1/data", { label: "Vendors" })).toBe(
      "Value List -> /value-list | Vendors -> /value-list/c1/data",
    );
    expect(await trail("/value-list/c1/create", { label: "Vendors" })).toBe(
      "Value List -> /value-list | Vendors -> /value-list/c1/data | Create",
    );
    expect(await trail("/value-list/c1/r1", { label: "Vendors" })).toBe(
      "Value List -> /value-list | Vendors -> /value-list/c1/data | Edit",
    );
    expect(await trail("/jobs/create")).toBe("Jobs -> /jobs | Create");
    expect(await trail("/users/u1/edit")).toBe("Users -> /users | Edit");
    expect(await trail("/webhooks")).toBe("Users -> /users | Webhooks -> /webhooks");
  });
});

describe("navigation from the entries", () => {
  it("builds the URLs the pages built by hand", async () => {
    const urls = await onRoute("/value-list", () => {
      const { listUrl, createUrl, editUrl } = useNavigation();
      return [
        listUrl("batches"),
        editUrl("batches", "b1"),
        createUrl("document-class"),
        editUrl("document-class", "d1"),
        createUrl("fields"),
        editUrl("fields", "f1"),
        listUrl("value-list"),
        createUrl("value-list"),
        editUrl("value-list", "c1"),
        listUrl("value-list-data", { categoryId: "c1" }),
        createUrl("value-list-data", { categoryId: "c1" }),
        editUrl("value-list-data", "r1", { categoryId: "c1" }),
        createUrl("jobs"),
        editUrl("jobs", "j1"),
        listUrl("users"),
        createUrl("users"),
        editUrl("users", "u1"),
        listUrl("webhooks"),
      ].join(" ");
    });
    expect(urls.split(" ")).toEqual([
      "/batches",
      "/batches/b1",
      "/document-class/create",
      "/document-class/d1/edit",
      "/fields/create",
      "/fields/f1",
      "/value-list",
      "/value-list/create",
      "/value-list/c1",
      "/value-list/c1/data",
      "/value-list/c1/create",
      "/value-list/c1/r1",
      "/jobs/create",
      "/jobs/j1/edit",
      "/users",
      "/users/create",
      "/users/u1/edit",
      "/webhooks",
    ]);
  });

  it("a category's data pages keep the category of the current route", async () => {
    expect(
      await onRoute(
        "/value-list/c1/data",
        () => `${useNavigation().editUrl("value-list-data", "r1")} ${useNavigation().listUrl("value-list")}`,
      ),
    ).toBe("/value-list/c1/r1 /value-list");
  });

  it("edit pages read the record id from the route", async () => {
    for (const path of [
      "/batches/b1",
      "/document-class/b1/edit",
      "/fields/b1",
      "/value-list/b1",
      "/value-list/c1/b1",
      "/jobs/b1/edit",
      "/users/b1/edit",
    ]) {
      expect(await onRoute(path, () => `id=${useRecordId()}`), path).toBe("id=b1");
    }
  });
});
