import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Helpers of the master data end-to-end tests (value lists, fields, document classes, jobs).
 * Prerequisites a test is not about are created through the API with the signed-in user's cookies;
 * what a test is about is always done through the screens.
 */

/** A short suffix that keeps the names of one test apart from every other test's (and from reruns). */
export function unique(): string {
  return `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
}

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/api${path}`, { data });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

export const seed = {
  category: (
    page: Page,
    body: { name: string; isMasterKey?: boolean; fields?: { name: string }[] | null; mainField?: string | null },
  ) =>
    post<{ _id: string; name: string }>(page, "/Value-List-Category", {
      isMasterKey: false,
      fields: null,
      mainField: null,
      ...body,
    }),
  data: (
    page: Page,
    body: { valueListCategory: string; value?: string; data?: Record<string, string>; customPrompt?: string },
  ) => post<{ _id: string }>(page, "/value-list-data", { customPrompt: "", ...body }),
  field: (
    page: Page,
    body: { name: string; dataType: string; valueListCategory?: string | null; description?: string },
  ) => post<{ _id: string; name: string }>(page, "/fields", { description: "", valueListCategory: null, ...body }),
  documentClass: (page: Page, body: { name: string; fields: string[]; description?: string }) =>
    post<{ _id: string; name: string }>(page, "/document-class", {
      name: body.name,
      description: body.description ?? "",
      systemPrompt: "Extract the fields.",
      userPrompt: "",
      masterKeyCategory: null,
      fields: body.fields.map((field, i) => ({
        field,
        order: i + 1,
        validation: { required: false, regex: "", formulaText: "" },
      })),
      tables: [],
    }),
};

/** Opens a select (MUI select or autocomplete) by its label and picks one option. */
export async function choose(
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
  within: Page | Locator = page,
) {
  await within.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: typeof option === "string" ? true : undefined }).click();
}

/** The texts of the options a select offers, closing it again. */
export async function optionsOf(page: Page, label: string | RegExp, within: Page | Locator = page): Promise<string[]> {
  await within.getByRole("combobox", { name: label }).click();
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const texts = (await listbox.getByRole("option").allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press("Escape");
  await expect(listbox).toHaveCount(0);
  return texts;
}

/** The sidebar's links. */
export const menu = (page: Page) => page.getByRole("navigation", { name: "Menu" }).getByRole("link");

/** The error text under an input (MUI helper text in error state). */
export const fieldErrors = (scope: Page | Locator) => scope.locator(".MuiFormHelperText-root.Mui-error");

/** The confirmation of every delete: 'Are you sure?' with Cancel and Delete. */
export async function confirmDelete(page: Page) {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Are you sure?")).toBeVisible();
  await expect(dialog.getByText("Do you really want to delete this item? This action cannot be undone.")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toHaveCount(0);
}

/** The selected tab of a form. */
export const selectedTab = (page: Page) => page.getByRole("tab", { selected: true });
