import { expect, type Page } from "@playwright/test";

/** Demo sign-in (Microsoft button leads to the local demo page) then organization selection. */
export async function signInDemo(page: Page, email: string, organization?: string) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Microsoft" }).click();
  await page.locator("#email").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/select-organization$/);
  await chooseOrganization(page, organization);
}

export async function chooseOrganization(page: Page, organization?: string) {
  await page.getByLabel("Organization").click();
  if (organization) await page.getByRole("option", { name: organization }).click();
  else await page.getByRole("option").first().click();
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/batches$/);
}
