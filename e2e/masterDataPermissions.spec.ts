import { expect, test, type Page } from "@playwright/test";
import { E2E } from "./support/constants";
import { menu, seed, unique } from "./support/masterData";
import { signInDemo } from "./support/signIn";

/**
 * Spec 02 section 6: buttons and sidebar entries follow the permission table.
 *   field: list admin, editor | create admin | edit admin, editor | delete admin
 *   valueListCategory: list admin, editor | create, edit, delete admin
 *   valueListData: everything admin, editor
 *   documentClass, job: admin only
 */

const notAuthorized = (page: Page) => page.getByText("Not Authorized");
const vlCard = (page: Page, name: string) =>
  page.getByTestId("value-list-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** Records every role looks at, made by the admin of the default organization. */
async function records(page: Page) {
  const id = unique();
  const category = await seed.category(page, { name: `Perm List ${id}` });
  await seed.data(page, { valueListCategory: category._id, value: `Perm Value ${id}` });
  const field = await seed.field(page, { name: `Perm Field ${id}`, dataType: "String" });
  const documentClass = await seed.documentClass(page, { name: `Perm Class ${id}`, fields: [field._id] });
  const job = await page.request.post("/api/job", {
    data: {
      name: `Perm Job ${id}`,
      documentParser: "builtin",
      classification: { documentClasses: [documentClass._id] },
    },
  });
  expect(job.status()).toBeLessThan(300);
  return { id, category, field, documentClass, jobName: `Perm Job ${id}` };
}

test("admin: every master data entry in the sidebar, every create, edit and delete button", async ({ page }) => {
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const r = await records(page);
  await expect(menu(page)).toHaveText(["Batches", "Document Classes", "Fields", "Value List", "Jobs", "Users"]);

  await page.goto("/value-list");
  await expect(page.getByRole("button", { name: "Create New +" })).toBeVisible();
  await expect(vlCard(page, r.category.name).getByRole("button")).toHaveText(["Delete", "View Data", "Edit"]);
  await vlCard(page, r.category.name).getByRole("button", { name: "View Data" }).click();
  await expect(page.getByRole("button", { name: "Create New +" })).toBeVisible();
  await expect(
    page.getByRole("row", { name: `Perm Value ${r.id}` }).getByRole("button", { name: "Edit" }),
  ).toBeVisible();
  await expect(
    page.getByRole("row", { name: `Perm Value ${r.id}` }).getByRole("button", { name: "Delete" }),
  ).toBeVisible();

  await page.goto("/fields");
  await expect(page.getByRole("button", { name: "Create New +" })).toBeVisible();
  await page.getByPlaceholder("Search...").fill(r.field.name);
  await expect(page.getByRole("row", { name: r.field.name }).getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("row", { name: r.field.name }).getByRole("button", { name: "Delete" })).toBeVisible();

  await page.goto("/document-class");
  await expect(page.getByRole("button", { name: "Create New +" })).toBeVisible();
  const dc = page
    .getByTestId("document-class-card")
    .filter({ has: page.getByRole("heading", { name: r.documentClass.name, exact: true }) });
  await expect(dc.getByRole("button")).toHaveText(["Delete", "Edit"]);

  await page.goto("/jobs");
  await expect(page.getByRole("button", { name: "Create New", exact: true })).toBeVisible();
  const job = page.getByTestId("job-card").filter({ has: page.getByRole("heading", { name: r.jobName, exact: true }) });
  await expect(job.getByRole("button")).toHaveText(["Delete", "Edit"]);

  for (const path of ["/value-list/create", "/fields/create", "/document-class/create", "/jobs/create"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
    await expect(notAuthorized(page)).toHaveCount(0);
  }
});

test("editor: fields and value lists only; may edit fields but not create or delete them; may not change categories; full rights on value list data", async ({
  page,
}) => {
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const r = await records(page);
  await page.getByRole("button", { name: "Log Out" }).click();
  // Signed out before the next sign-in: opening /login while the session still stands lands back on /batches.
  await expect(page).toHaveURL(/\/login$/);
  await signInDemo(page, E2E.users.editor);
  await expect(menu(page)).toHaveText(["Batches", "Fields", "Value List"]);

  // Categories: list and View Data only.
  await menu(page).filter({ hasText: "Value List" }).click();
  await expect(vlCard(page, r.category.name)).toBeVisible();
  await expect(page.getByRole("button", { name: "Create New +" })).toHaveCount(0);
  await expect(vlCard(page, r.category.name).getByRole("button")).toHaveText(["View Data"]);
  // Data: create, edit and delete.
  await vlCard(page, r.category.name).getByRole("button", { name: "View Data" }).click();
  const row = page.getByRole("row", { name: `Perm Value ${r.id}` });
  await expect(row).toBeVisible();
  await expect(page.getByRole("button", { name: "Create New +" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Delete" })).toBeVisible();
  await row.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Value List Data" })).toBeVisible();
  await page.getByRole("textbox", { name: "Value" }).fill(`Perm Value ${r.id} by editor`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: `Perm Value ${r.id} by editor` })).toBeVisible();

  // Fields: edit only.
  await menu(page).filter({ hasText: "Fields" }).click();
  await expect(page).toHaveURL(/\/fields$/);
  await expect(page.getByRole("columnheader", { name: "Data Type" })).toBeVisible();
  await page.getByPlaceholder("Search...").fill(r.field.name);
  await expect(page.getByRole("row", { name: r.field.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create New +" })).toHaveCount(0);
  await expect(page.getByRole("row", { name: r.field.name }).getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("row", { name: r.field.name }).getByRole("button", { name: "Delete" })).toHaveCount(0);
  await page.getByRole("row", { name: r.field.name }).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Update Field" })).toBeVisible();
  await page.getByRole("textbox", { name: "Description" }).fill("Edited by the editor");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/fields$/);
  await expect(page.getByRole("columnheader", { name: "Data Type" })).toBeVisible();
  await page.getByPlaceholder("Search...").fill(r.field.name);
  await expect(page.getByRole("row", { name: r.field.name })).toContainText("Edited by the editor");

  // Everything else is Not Authorized.
  for (const path of [
    "/value-list/create",
    `/value-list/${r.category._id}`,
    "/fields/create",
    "/document-class",
    "/document-class/create",
    "/jobs",
    "/jobs/create",
  ]) {
    await page.goto(path);
    await expect(notAuthorized(page), path).toBeVisible();
  }
  await page.goto(`/value-list/${r.category._id}/create`);
  await expect(page.getByRole("heading", { name: "Add Value List Data" })).toBeVisible();
});

test("indexer: no master data in the sidebar, every master data screen Not Authorized", async ({ page }) => {
  await signInDemo(page, E2E.users.indexer);
  await expect(menu(page)).toHaveText(["Batches"]);
  for (const path of [
    "/value-list",
    "/value-list/create",
    "/fields",
    "/fields/create",
    "/document-class",
    "/document-class/create",
    "/jobs",
    "/jobs/create",
  ]) {
    await page.goto(path);
    await expect(notAuthorized(page), path).toBeVisible();
    await expect(page.getByRole("button", { name: /^Create New/ })).toHaveCount(0);
  }
});
