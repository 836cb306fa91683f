import { expect, test } from "@playwright/test";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

test("users: list, create with every validation message, edit with the e-mail locked, delete", async ({ page }) => {
  await signInDemo(page, E2E.users.admin, "Default Organization");
  await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/users$/);
  for (const header of ["First Name", "Last Name", "Email", "Action"])
    await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
  await expect(page.getByText(/Showing 1 of 1 pages/)).toBeVisible();

  await page.getByRole("button", { name: "Create New +" }).click();
  await expect(page.getByRole("heading", { name: "Add User" })).toBeVisible();
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("First Name is required")).toBeVisible();
  await expect(page.getByText("Last Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Is Active" })).toBeChecked();

  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Hopper");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Roles").click();
  await page.getByRole("option", { name: "Editor" }).click();
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/users$/);
  const row = page.getByRole("row", { name: /grace@example\.com/ });
  await expect(row).toContainText("Grace");

  // A second user with the same e-mail: the server's message in the red box.
  await page.getByRole("button", { name: "Create New +" }).click();
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Again");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "A user with the email grace@example.com already exists in this organization.",
  );
  await page.getByRole("button", { name: "Cancel" }).click();

  await page.getByPlaceholder("Search...").fill("hopper");
  await expect(page.getByRole("row")).toHaveCount(2);
  await page
    .getByRole("row", { name: /grace@example\.com/ })
    .getByRole("button", { name: "Edit" })
    .click();
  await expect(page.getByRole("heading", { name: "Update User" })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByLabel("Email")).toHaveValue("grace@example.com");
  await page.getByLabel("Last Name").fill("");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Last Name is required")).toBeVisible();
  await page.getByLabel("Last Name").fill("Hopper-Murray");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("row", { name: /grace@example\.com/ })).toContainText("Hopper-Murray");

  await page
    .getByRole("row", { name: /grace@example\.com/ })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Do you really want to delete this item? This action cannot be undone.")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row", { name: /grace@example\.com/ })).toBeVisible();
  await page
    .getByRole("row", { name: /grace@example\.com/ })
    .getByRole("button", { name: "Delete" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row", { name: /grace@example\.com/ })).toHaveCount(0);
});
