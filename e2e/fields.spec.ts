import { expect, test } from "@playwright/test";
import { E2E } from "./support/constants";
import { choose, confirmDelete, fieldErrors, menu, optionsOf, seed, unique } from "./support/masterData";
import { signInDemo } from "./support/signIn";

test("fields: every data type, every validation message, the category choice filtered by type, the edit locks, delete", async ({
  page,
}) => {
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const id = unique();
  const ordinary = await seed.category(page, { name: `Countries ${id}` });
  const masterKey = await seed.category(page, {
    name: `Suppliers ${id}`,
    isMasterKey: true,
    fields: [{ name: "Name" }],
    mainField: "Name",
  });

  await menu(page).filter({ hasText: "Fields" }).click();
  await expect(page).toHaveURL(/\/fields$/);
  for (const header of ["Name", "Data Type", "Value List Category", "Description", "Action"])
    await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Create New +" }).click();
  await expect(page).toHaveURL(/\/fields\/create$/);
  await expect(page.getByRole("heading", { name: "Add Field" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Value List Category" })).toHaveCount(0);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(fieldErrors(page)).toHaveText(["Name is required", "Data type is required"]);
  expect(await optionsOf(page, "Data Type")).toEqual([
    "String",
    "Number",
    "Boolean",
    "Date",
    "Master Key",
    "Value List",
  ]);

  // Master Key offers only master key categories, Value List only the others; both require one.
  await choose(page, "Data Type", "Master Key");
  const mkChoices = await optionsOf(page, "Value List Category");
  expect(mkChoices).toContain(masterKey.name);
  expect(mkChoices).not.toContain(ordinary.name);
  await page.getByRole("textbox", { name: "Name" }).fill(`Supplier ${id}`);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(fieldErrors(page)).toHaveText(["Category is required"]);
  await choose(page, "Data Type", "Value List");
  const vlChoices = await optionsOf(page, "Value List Category");
  expect(vlChoices).toContain(ordinary.name);
  expect(vlChoices).not.toContain(masterKey.name);
  // Other types have no category.
  await choose(page, "Data Type", "Number");
  await expect(page.getByRole("combobox", { name: "Value List Category" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/fields$/);

  const created = [
    { name: `Invoice Number ${id}`, type: "String", category: "" },
    { name: `Total ${id}`, type: "Number", category: "" },
    { name: `Paid ${id}`, type: "Boolean", category: "" },
    { name: `Invoice Date ${id}`, type: "Date", category: "" },
    { name: `Supplier ${id}`, type: "Master Key", category: masterKey.name },
    { name: `Country ${id}`, type: "Value List", category: ordinary.name },
  ];
  for (const f of created) {
    await page.getByRole("button", { name: "Create New +" }).click();
    await page.getByRole("textbox", { name: "Name" }).fill(f.name);
    await choose(page, "Data Type", f.type);
    if (f.category) await choose(page, "Value List Category", f.category);
    await page.getByRole("textbox", { name: "Description" }).fill(`About ${f.type}`);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/fields$/);
  }

  await page.getByPlaceholder("Search...").fill(id);
  await expect(page.getByRole("row")).toHaveCount(created.length + 1);
  for (const f of created) {
    await expect(page.getByRole("row", { name: f.name }).getByRole("cell")).toHaveText([
      f.name,
      f.type,
      f.category,
      `About ${f.type}`,
      "",
    ]);
  }

  // A second field with the same name: the server's message in the box.
  await page.getByRole("button", { name: "Create New +" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(`Total ${id}`);
  await choose(page, "Data Type", "String");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(`A field named Total ${id} already exists.`);
  await page.getByRole("button", { name: "Cancel" }).click();

  // Edit: data type and category are locked; only name and description change.
  await page.getByPlaceholder("Search...").fill(`Supplier ${id}`);
  await page
    .getByRole("row", { name: `Supplier ${id}` })
    .getByRole("button", { name: "Edit" })
    .click();
  await expect(page.getByRole("heading", { name: "Update Field" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Data Type" })).toHaveText("Master Key");
  await expect(page.getByRole("combobox", { name: "Data Type" })).toBeDisabled();
  await expect(page.getByRole("combobox", { name: "Value List Category" })).toHaveText(masterKey.name);
  await expect(page.getByRole("combobox", { name: "Value List Category" })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(`Supplier ${id}`);
  await page.getByRole("textbox", { name: "Name" }).fill(" ");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(fieldErrors(page)).toHaveText(["Name is required"]);
  await page.getByRole("textbox", { name: "Name" }).fill(`Vendor ${id}`);
  await page.getByRole("textbox", { name: "Description" }).fill("The company that sent the invoice");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/fields$/);
  await page.getByPlaceholder("Search...").fill(id);
  await expect(page.getByRole("row", { name: `Vendor ${id}` }).getByRole("cell")).toHaveText([
    `Vendor ${id}`,
    "Master Key",
    masterKey.name,
    "The company that sent the invoice",
    "",
  ]);
  await expect(page.getByRole("row", { name: `Supplier ${id}` })).toHaveCount(0);

  // Delete: cancel keeps it, confirm removes it.
  await page
    .getByRole("row", { name: `Paid ${id}` })
    .getByRole("button", { name: "Delete" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row", { name: `Paid ${id}` })).toBeVisible();
  await page
    .getByRole("row", { name: `Paid ${id}` })
    .getByRole("button", { name: "Delete" })
    .click();
  await confirmDelete(page);
  await expect(page.getByRole("row", { name: `Paid ${id}` })).toHaveCount(0);
  await expect(page.getByRole("row")).toHaveCount(created.length);
});

test("a field used by a document class cannot be deleted: the server's reason as a toast", async ({ page }) => {
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const id = unique();
  const field = await seed.field(page, { name: `Net ${id}`, dataType: "Number" });
  await seed.documentClass(page, { name: `Credit Note ${id}`, fields: [field._id] });
  await page.goto("/fields");
  await page.getByPlaceholder("Search...").fill(id);
  await page
    .getByRole("row", { name: `Net ${id}` })
    .getByRole("button", { name: "Delete" })
    .click();
  await confirmDelete(page);
  await expect(
    page.getByText(`This field cannot be deleted because the document class 'Credit Note ${id}' uses it.`),
  ).toBeVisible();
  await expect(page.getByRole("row", { name: `Net ${id}` })).toBeVisible();
});

test("a field saved by someone else meanwhile: the form says so and nothing is overwritten (issue 17.1)", async ({
  page,
}) => {
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const id = unique();
  const field = await seed.field(page, { name: `Due Date ${id}`, dataType: "Date" });
  await page.goto("/fields");
  await page.getByPlaceholder("Search...").fill(id);
  await page
    .getByRole("row", { name: `Due Date ${id}` })
    .getByRole("button", { name: "Edit" })
    .click();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(`Due Date ${id}`);
  // Someone else saves the field while this form is open (a client without If-Match, as the spec writes it).
  const other = await page.request.patch(`/api/fields/${field._id}`, {
    data: { name: `Payment Due ${id}`, description: "theirs" },
  });
  expect(other.status()).toBe(200);
  await page.getByRole("textbox", { name: "Description" }).fill("mine");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Someone else changed this field meanwhile. Reload it to see the current state.",
  );
  await expect(page).toHaveURL(/\/fields\/.+/);
  const stored = await (await page.request.get(`/api/fields/${field._id}`)).json();
  expect(stored).toMatchObject({ name: `Payment Due ${id}`, description: "theirs" });
});
