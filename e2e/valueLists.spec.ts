import { expect, test, type Page } from "@playwright/test";
import { E2E } from "./support/constants";
import { confirmDelete, fieldErrors, menu, seed, unique } from "./support/masterData";
import { signInDemo } from "./support/signIn";

const card = (page: Page, name: string) =>
  page.getByTestId("value-list-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
const totalData = (page: Page, name: string) => card(page, name).locator(".MuiChip-label").first();
const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "breadcrumb" });

test.describe("value lists", () => {
  test.beforeEach(async ({ page }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
  });

  test("ordinary category: create with 'Name is required', data create/edit/delete with 'Value is Required', edit, delete", async ({
    page,
  }) => {
    const id = unique();
    const name = `Currency ${id}`;
    await menu(page).filter({ hasText: "Value List" }).click();
    await expect(page).toHaveURL(/\/value-list$/);
    await expect(breadcrumb(page)).toHaveText("Value List");

    await page.getByRole("button", { name: "Create New +" }).click();
    await expect(page).toHaveURL(/\/value-list\/create$/);
    await expect(page.getByRole("heading", { name: "Add Value List" })).toBeVisible();
    await expect(breadcrumb(page)).toContainText("Create");
    await expect(page.getByRole("checkbox", { name: "Is Master Key" })).not.toBeChecked();
    await expect(page.getByText("Add New Field +")).toHaveCount(0);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(fieldErrors(page)).toHaveText(["Name is required"]);
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/value-list$/);
    await expect(card(page, name)).toContainText("Total Data");
    await expect(totalData(page, name)).toHaveText("0");

    // The same name again: the server's message above the buttons.
    await page.getByRole("button", { name: "Create New +" }).click();
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(`A value list named ${name} already exists.`);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/value-list$/);

    // Data: the generic table titled with the category's name.
    await card(page, name).getByRole("button", { name: "View Data" }).click();
    await expect(page).toHaveURL(/\/value-list\/[^/]+\/data$/);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    for (const header of ["Value", "Custom Prompt", "Action"])
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    await expect(page.getByRole("cell", { name: "No records" })).toBeVisible();

    await page.getByRole("button", { name: "Create New +" }).click();
    await expect(page.getByRole("heading", { name: "Add Value List Data" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Custom Prompt" })).toHaveAttribute("rows", "4");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(fieldErrors(page)).toHaveText(["Value is Required"]);
    await page.getByRole("textbox", { name: "Value" }).fill("EUR");
    await page.getByRole("textbox", { name: "Custom Prompt" }).fill("Look for the euro sign €");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/data$/);
    await expect(page.getByRole("row", { name: /EUR/ })).toContainText("Look for the euro sign €");

    await page.getByRole("button", { name: "Create New +" }).click();
    await page.getByRole("textbox", { name: "Value" }).fill("GBP");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("row")).toHaveCount(3);

    await page.getByRole("row", { name: /EUR/ }).getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Edit Value List Data" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Value" })).toHaveValue("EUR");
    await page.getByRole("textbox", { name: "Value" }).fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(fieldErrors(page)).toHaveText(["Value is Required"]);
    await page.getByRole("textbox", { name: "Value" }).fill("USD");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/data$/);
    await expect(page.getByRole("row", { name: /USD/ })).toContainText("Look for the euro sign €");
    await expect(page.getByRole("row", { name: /EUR/ })).toHaveCount(0);

    await page.getByRole("row", { name: /GBP/ }).getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page);
    await expect(page.getByRole("row", { name: /GBP/ })).toHaveCount(0);
    await expect(page.getByRole("row", { name: /USD/ })).toBeVisible();

    // Back on the cards: the true count, then edit (Is Master Key locked) and delete.
    await breadcrumb(page).getByRole("link", { name: "Value List" }).click();
    await expect(totalData(page, name)).toHaveText("1");
    await card(page, name).getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Update Value List" })).toBeVisible();
    await expect(breadcrumb(page)).toContainText(name);
    await expect(page.getByRole("checkbox", { name: "Is Master Key" })).toBeDisabled();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
    await page.getByRole("textbox", { name: "Name" }).fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(fieldErrors(page)).toHaveText(["Name is required"]);
    await page.getByRole("textbox", { name: "Name" }).fill(`${name} renamed`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/value-list$/);
    await expect(card(page, `${name} renamed`)).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);

    await card(page, `${name} renamed`).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(card(page, `${name} renamed`)).toBeVisible();
    await card(page, `${name} renamed`).getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page);
    await expect(card(page, `${name} renamed`)).toHaveCount(0);
  });

  test("master key category: fields section with 'Field name is required', data with the main field required, locks once it has data", async ({
    page,
  }) => {
    const id = unique();
    const name = `Vendors ${id}`;
    await page.goto("/value-list/create");
    await page.getByRole("checkbox", { name: "Is Master Key" }).check();
    await expect(page.getByRole("main").getByRole("heading", { name: "Fields" })).toBeVisible();
    await expect(page.getByLabel("Please select the field which you want to be the main field.")).toBeVisible();
    // One blank field by default.
    await expect(page.getByRole("textbox", { name: /^Field \d$/ })).toHaveCount(1);
    await page.getByRole("button", { name: "Add New Field +" }).click();
    await page.getByRole("button", { name: "Add New Field +" }).click();
    await expect(page.getByRole("textbox", { name: /^Field \d$/ })).toHaveCount(3);
    await page.getByRole("button", { name: "Delete field 3" }).click();
    await expect(page.getByRole("textbox", { name: /^Field \d$/ })).toHaveCount(2);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(fieldErrors(page)).toHaveText([
      "Name is required",
      "Field name is required",
      "Field name is required",
    ]);

    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByRole("textbox", { name: "Field 1", exact: true }).fill("Vendor Name");
    await page.getByRole("textbox", { name: "Field 2", exact: true }).fill("Tax ID");
    await page.getByRole("radio", { name: "Main field 1" }).check();
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/value-list$/);
    await expect(card(page, name)).toContainText("Master Key");
    await expect(totalData(page, name)).toHaveText("0");

    // Without data nothing but Is Master Key is locked.
    await card(page, name).getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("checkbox", { name: "Is Master Key" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Is Master Key" })).toBeDisabled();
    await expect(page.getByRole("radio", { name: "Main field 1" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Main field 2" })).toBeEnabled();
    await expect(page.getByRole("textbox", { name: "Field 1", exact: true })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Delete field 1" })).toBeEnabled();
    await page.getByRole("button", { name: "Cancel" }).click();

    // Data: the category's fields are the columns; only the main field is required.
    await card(page, name).getByRole("button", { name: "View Data" }).click();
    for (const header of ["Vendor Name", "Tax ID", "Custom Prompt"])
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Value", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Create New +" }).click();
    await expect(page.locator("label").filter({ hasText: "Vendor Name *" })).toBeVisible();
    await expect(page.locator("label").filter({ hasText: "Tax ID *" })).toHaveCount(0);
    await expect(page.locator("label").filter({ hasText: "Tax ID" })).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(fieldErrors(page)).toHaveText(["Vendor Name is required"]);
    await page.getByRole("textbox", { name: "Vendor Name" }).fill("ACME Corp");
    await page.getByRole("textbox", { name: "Tax ID" }).fill("DE123");
    await page.getByRole("textbox", { name: "Custom Prompt" }).fill("ACME prints its logo top left");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/data$/);
    const row = page.getByRole("row", { name: /ACME Corp/ });
    await expect(row.getByRole("cell")).toHaveText(["ACME Corp", "DE123", "ACME prints its logo top left", ""]);

    await row.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Edit Value List Data" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Vendor Name" })).toHaveValue("ACME Corp");
    await page.getByRole("textbox", { name: "Vendor Name" }).fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(fieldErrors(page)).toHaveText(["Vendor Name is required"]);
    await page.getByRole("textbox", { name: "Vendor Name" }).fill("ACME Corporation");
    await page.getByRole("textbox", { name: "Tax ID" }).fill("DE999");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page
        .getByRole("row", { name: /ACME Corporation/ })
        .getByRole("cell")
        .nth(1),
    ).toHaveText("DE999");

    // With data: radios and the existing fields are locked, Is Master Key too; only new fields can be added.
    await page.goto("/value-list");
    await expect(totalData(page, name)).toHaveText("1");
    await card(page, name).getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Update Value List" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Is Master Key" })).toBeDisabled();
    for (const n of [1, 2]) {
      await expect(page.getByRole("radio", { name: `Main field ${n}` })).toBeDisabled();
      await expect(page.getByRole("textbox", { name: `Field ${n}`, exact: true })).toBeDisabled();
      await expect(page.getByRole("button", { name: `Delete field ${n}` })).toBeDisabled();
    }
    await expect(page.getByRole("textbox", { name: "Field 1", exact: true })).toHaveValue("Vendor Name");
    await page.getByRole("button", { name: "Add New Field +" }).click();
    await expect(page.getByRole("textbox", { name: "Field 3", exact: true })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Delete field 3" })).toBeEnabled();
    await expect(page.getByRole("radio", { name: "Main field 3" })).toBeDisabled();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(fieldErrors(page)).toHaveText(["Field name is required"]);
    await page.getByRole("textbox", { name: "Field 3", exact: true }).fill("City");
    const patch = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/Value-List-Category/"));
    await page.getByRole("button", { name: "Save" }).click();
    // isMasterKey is left out when editing.
    expect(Object.keys((await patch).postDataJSON()).sort()).toEqual(["fields", "mainField", "name"]);
    await expect(page).toHaveURL(/\/value-list$/);
    await card(page, name).getByRole("button", { name: "View Data" }).click();
    await expect(page.getByRole("columnheader", { name: "City" })).toBeVisible();

    // Delete the record (the list reloads), then the category.
    await page
      .getByRole("row", { name: /ACME Corporation/ })
      .getByRole("button", { name: "Delete" })
      .click();
    await confirmDelete(page);
    await expect(page.getByRole("cell", { name: "No records" })).toBeVisible();
    await page.goto("/value-list");
    await expect(totalData(page, name)).toHaveText("0");
    await card(page, name).getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page);
    await expect(card(page, name)).toHaveCount(0);
  });

  test("a category used by a field cannot be deleted: the server's reason as a toast", async ({ page }) => {
    const id = unique();
    const category = await seed.category(page, { name: `Used ${id}` });
    await seed.field(page, { name: `Uses ${id}`, dataType: "Value_List", valueListCategory: category._id });
    await page.goto("/value-list");
    await card(page, category.name).getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page);
    await expect(
      page.getByText(`This value list cannot be deleted because the field 'Uses ${id}' uses it.`),
    ).toBeVisible();
    await expect(card(page, category.name)).toBeVisible();
  });
});
