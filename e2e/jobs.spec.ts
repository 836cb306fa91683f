import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E } from "./support/constants";
import { choose, confirmDelete, fieldErrors, menu, optionsOf, seed, selectedTab, unique } from "./support/masterData";
import { signInDemo } from "./support/signIn";
import { FAKE_MFILES_VAULT_GUID } from "../src/testing/fakeMfiles/fakeMfilesServer";

const MFILES_URL = `http://127.0.0.1:${E2E.mfilesPort}`;
const card = (page: Page, name: string) =>
  page.getByTestId("job-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
const panel = (page: Page) => page.getByRole("tabpanel");
const slider = (page: Page, name: "Temperature" | "Top_P") =>
  page.getByRole("slider", { name: new RegExp(`^${name}:`) });

/** Picks classes in the multi-select (auto classification on): the list stays open from one pick to the next. */
async function pickClasses(page: Page, names: string[]) {
  await page.getByRole("combobox", { name: "Classes" }).click();
  for (const name of names) {
    await page.getByRole("option", { name, exact: true }).click();
    await expect(page.getByRole("listbox")).toBeVisible();
  }
  await page.keyboard.press("Escape");
}

/** Moves a slider with the keyboard, as a user without a mouse would. */
async function press(slider: Locator, key: string, times: number) {
  await slider.focus();
  for (let i = 0; i < times; i++) await slider.press(key);
}

test.describe("jobs", () => {
  test.beforeEach(async ({ page }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
  });

  test("classification, extraction sliders and split options with config; every basic validation message; card; edit; delete", async ({
    page,
  }) => {
    const id = unique();
    const field = await seed.field(page, { name: `Amount ${id}`, dataType: "Number" });
    const classes = ["A", "B", "C", "D"].map((l) => `Class ${l} ${id}`);
    for (const name of classes) await seed.documentClass(page, { name, fields: [field._id] });
    const jobName = `Mailroom ${id}`;

    await menu(page).filter({ hasText: "Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await page.getByRole("button", { name: "Create New", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\/create$/);
    await expect(page.getByRole("heading", { name: "Add Job" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(["Job Basic Details", "Export"]);
    await expect(selectedTab(page)).toHaveText("Job Basic Details");

    // Auto classification off: one class, no prompt, no auto-validate or each-page toggles.
    await expect(page.getByRole("checkbox", { name: "Auto Classification" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Auto Validate Classification" })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "Each Page Classification" })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Prompt" })).toHaveCount(0);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(fieldErrors(panel(page))).toHaveText([
      "Name is required",
      "Document Parser is required",
      "At least one class is required",
    ]);

    await page.getByRole("textbox", { name: "Name" }).fill(jobName);
    await page.getByRole("textbox", { name: "Description" }).fill("Everything the mailroom scans");
    expect(await optionsOf(page, "Document Parser")).toEqual([
      "Built-in parser (text layer, OCR where a page has none)",
      "Built-in parser, OCR on every page",
      "Text layer only",
      "E-invoice data, then text layer and OCR",
    ]);
    await choose(page, "Document Parser", "Text layer only");
    await choose(page, "Classes", classes[0]);
    await expect(page.getByRole("combobox", { name: "Classes" })).toHaveText(classes[0]);

    // Auto classification on: the toggles and the prompt appear, the classes are cleared and become a multi-select.
    await page.getByRole("checkbox", { name: "Auto Classification" }).check();
    await expect(page.getByRole("checkbox", { name: "Auto Validate Classification" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Each Page Classification" })).toBeVisible();
    const prompt = page.getByRole("textbox", { name: "Prompt" });
    await expect(prompt).toHaveValue(/^You classify the pages of scanned business documents\./);
    await expect(page.getByRole("button", { name: classes[0] })).toHaveCount(0);
    await prompt.fill("");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(fieldErrors(panel(page))).toHaveText(["Prompt is required", "At least one class is required"]);
    await prompt.fill("Choose the class of each page.");
    await pickClasses(page, classes);
    for (const name of classes) await expect(page.getByRole("button", { name })).toBeVisible();
    await page.getByRole("checkbox", { name: "Auto Validate Classification" }).check();
    await page.getByRole("checkbox", { name: "Each Page Classification" }).check();

    // Extraction: both sliders from 0 to 2 by 0.1, default 0.
    await page.getByRole("checkbox", { name: "Auto Validate Extraction" }).check();
    for (const name of ["Temperature", "Top_P"] as const) {
      await expect(slider(page, name)).toHaveAttribute("aria-valuenow", "0");
      await expect(slider(page, name)).toHaveAttribute("min", "0");
      await expect(slider(page, name)).toHaveAttribute("max", "2");
      await expect(slider(page, name)).toHaveAttribute("step", "0.1");
    }
    await expect(page.getByText("Temperature: 0.0")).toBeVisible();
    await press(slider(page, "Temperature"), "ArrowRight", 3);
    await expect(page.getByText("Temperature: 0.3")).toBeVisible();
    await press(slider(page, "Top_P"), "End", 1);
    await press(slider(page, "Top_P"), "ArrowLeft", 5);
    await expect(page.getByText("Top_P: 1.5")).toBeVisible();

    // Split: each split needs an option, and each config key of the option a value.
    await page.getByRole("checkbox", { name: "Auto Validate Split" }).check();
    await page.getByRole("button", { name: "Add Split" }).click();
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(fieldErrors(panel(page))).toHaveText(["Split 1 is required"]);
    expect(await optionsOf(page, "Split 1")).toEqual([
      "One document per uploaded file",
      "Split when the document class changes",
      "Split when the master key changes",
      "Split on OCR trigger",
      "Split every fixed number of pages",
      "Split on separator barcode page",
      "Split on blank page",
    ]);
    await choose(page, "Split 1", "Split every fixed number of pages");
    await expect(page.getByRole("spinbutton", { name: "Pages per document" })).toHaveValue("1");
    await page.getByRole("spinbutton", { name: "Pages per document" }).fill("");
    await page.getByRole("button", { name: "Add Split" }).click();
    await choose(page, "Split 2", "Split on separator barcode page");
    await expect(page.getByRole("textbox", { name: "Barcode text" })).toHaveValue("PATCHT");
    await page.getByRole("textbox", { name: "Barcode text" }).fill("");
    await page.getByRole("button", { name: "Add Split" }).click();
    await choose(page, "Split 3", "Split on blank page");
    await expect(page.getByRole("spinbutton", { name: "Blank share (0 to 1)" })).toHaveValue("0.99");
    await page.getByRole("button", { name: "Add Split" }).click();
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(fieldErrors(panel(page))).toHaveText([
      "The pages field is required",
      "The barcodeText field is required",
      "Split 4 is required",
    ]);
    await page.getByRole("button", { name: "Remove split 4" }).click();
    await page.getByRole("spinbutton", { name: "Pages per document" }).fill("3");
    await page.getByRole("textbox", { name: "Barcode text" }).fill("SEPARATOR");

    // Export: the built-in archive (DE-03) is the default.
    await page.getByRole("tab", { name: "Export" }).click();
    await expect(page.getByRole("combobox", { name: "Export Type" })).toHaveText("Built-in archive");
    expect(await optionsOf(page, "Export Type")).toEqual(["M-Files", "Built-in archive"]);
    await expect(page.getByText("M-Files Configurations")).toHaveCount(0);

    const post = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/job"));
    await page.getByRole("button", { name: "Create", exact: true }).click();
    const body = (await post).postDataJSON();
    expect(body.split.splitOptions).toEqual([
      { _id: "fixed-pages", config: { pages: 3 } },
      { _id: "barcode", config: { barcodeText: "SEPARATOR" } },
      { _id: "blank-page", config: { threshold: 0.99 } },
    ]);
    expect(body.export).toEqual({ _id: "DE-03", config: null });
    await expect(page).toHaveURL(/\/jobs$/);

    // The card: 3 class chips, then '+1 more'.
    await expect(card(page, jobName).locator(".MuiChip-label")).toHaveText([...classes.slice(0, 3), "+1 more"]);
    await expect(card(page, jobName)).toContainText("Everything the mailroom scans");

    // Edit: everything comes back.
    await card(page, jobName).getByRole("button", { name: "Edit" }).click();
    await expect(page).toHaveURL(/\/jobs\/[^/]+\/edit$/);
    await expect(page.getByRole("heading", { name: "Update Job" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(jobName);
    await expect(page.getByRole("combobox", { name: "Document Parser" })).toHaveText("Text layer only");
    for (const toggle of [
      "Auto Classification",
      "Auto Validate Classification",
      "Each Page Classification",
      "Auto Validate Extraction",
      "Auto Validate Split",
    ])
      await expect(page.getByRole("checkbox", { name: toggle })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Prompt" })).toHaveValue("Choose the class of each page.");
    for (const name of classes) await expect(page.getByRole("button", { name })).toBeVisible();
    await expect(page.getByText("Temperature: 0.3")).toBeVisible();
    await expect(page.getByText("Top_P: 1.5")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Split 1" })).toHaveText("Split every fixed number of pages");
    await expect(page.getByRole("spinbutton", { name: "Pages per document" })).toHaveValue("3");
    await expect(page.getByRole("textbox", { name: "Barcode text" })).toHaveValue("SEPARATOR");
    await expect(page.getByRole("combobox", { name: "Split 3" })).toHaveText("Split on blank page");

    // Auto classification off again: the classes are cleared, one class only.
    await page.getByRole("checkbox", { name: "Auto Classification" }).uncheck();
    await expect(page.getByRole("textbox", { name: "Prompt" })).toHaveCount(0);
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await expect(fieldErrors(panel(page))).toHaveText(["At least one class is required"]);
    await choose(page, "Classes", classes[1]);
    await page.getByRole("button", { name: "Remove split 2" }).click();
    await page.getByRole("textbox", { name: "Name" }).fill(`${jobName} v2`);
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(card(page, `${jobName} v2`).locator(".MuiChip-label")).toHaveText([classes[1]]);
    await expect(card(page, jobName)).toHaveCount(0);

    await card(page, `${jobName} v2`).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(card(page, `${jobName} v2`)).toBeVisible();
    await card(page, `${jobName} v2`).getByRole("button", { name: "Delete" }).click();
    await confirmDelete(page);
    await expect(card(page, `${jobName} v2`)).toHaveCount(0);
  });

  test("M-Files export (DE-01): every M-Files message, login against the fake M-Files server, mapping saved and shown again", async ({
    page,
  }) => {
    const id = unique();
    const f = {
      number: await seed.field(page, { name: `Invoice Number ${id}`, dataType: "String" }),
      total: await seed.field(page, { name: `Gross ${id}`, dataType: "Number" }),
      date: await seed.field(page, { name: `Issued ${id}`, dataType: "Date" }),
      receipt: await seed.field(page, { name: `Receipt No ${id}`, dataType: "Number" }),
    };
    const invoice = await seed.documentClass(page, {
      name: `Invoice ${id}`,
      fields: [f.number._id, f.total._id, f.date._id],
    });
    const receipt = await seed.documentClass(page, { name: `Receipt ${id}`, fields: [f.receipt._id, f.total._id] });
    const jobName = `Accounts Payable ${id}`;

    await page.goto("/jobs/create");
    await page.getByRole("textbox", { name: "Name" }).fill(jobName);
    await choose(page, "Document Parser", "Built-in parser, OCR on every page");
    await page.getByRole("checkbox", { name: "Auto Classification" }).check();
    await pickClasses(page, [invoice.name, receipt.name]);

    await page.getByRole("tab", { name: "Export" }).click();
    await choose(page, "Export Type", "M-Files");
    await expect(page.getByRole("heading", { name: "M-Files Configurations" })).toBeVisible();
    await expect(panel(page).getByText("Connection", { exact: true })).toBeVisible();
    await expect(panel(page).getByText("Document Class Mapping", { exact: true })).toBeVisible();
    const blocks = page.getByTestId("document-class-mapping");
    await expect(blocks).toHaveCount(2);
    await expect(blocks.nth(0)).toContainText(invoice.name);
    await expect(blocks.nth(1)).toContainText(receipt.name);
    await expect(blocks.nth(0)).toContainText("Log in to M-Files to load its classes");

    // An invalid submit goes to the Export tab with every connection message.
    await page.getByRole("tab", { name: "Job Basic Details" }).click();
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(selectedTab(page)).toHaveText("Export");
    await expect(fieldErrors(panel(page))).toHaveText([
      "M-Files Url is Required",
      "M-Files Vault Guid is Required",
      "M-Files User Name is Required",
      "M-Files Password is Required",
      "M-Files Document Class is Required",
      "M-Files Document Class is Required",
    ]);

    // Changing the export type clears the config.
    await page.getByRole("textbox", { name: "M-Files Url" }).fill(MFILES_URL);
    await choose(page, "Export Type", "Built-in archive");
    await expect(page.getByText("M-Files Configurations")).toHaveCount(0);
    await choose(page, "Export Type", "M-Files");
    await expect(page.getByRole("textbox", { name: "M-Files Url" })).toHaveValue("");

    // A wrong password: M-Files hands out a token anyway, the session check fails, and the failure is silent.
    await page.getByRole("textbox", { name: "M-Files Url" }).fill(MFILES_URL);
    await page.getByRole("textbox", { name: "Vault Guid" }).fill(FAKE_MFILES_VAULT_GUID);
    await page.getByRole("textbox", { name: "User Name" }).fill("alex");
    await page.getByLabel("Password").fill("wrong");
    const failedLogin = page.waitForResponse((r) => r.url().endsWith("/api/batch-Export/m-files/login"));
    await page.getByRole("button", { name: "Login" }).click();
    expect((await failedLogin).ok()).toBe(false);
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
    await expect(page.getByText(/^Connected:/)).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.getByLabel("Password").fill("pw");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Connected: 2 M-Files classes")).toBeVisible();

    expect(await optionsOf(page, "M-Files Class", blocks.nth(0))).toEqual(["Invoice", "Receipt"]);
    await choose(page, "M-Files Class", "Invoice", blocks.nth(0));
    // One select per property of the M-Files class; the required ones are marked.
    await expect(blocks.nth(0).getByRole("combobox")).toHaveCount(5);
    const label = (text: string) => blocks.nth(0).locator("label").filter({ hasText: text });
    await expect(label("Invoice Number *")).toBeVisible();
    await expect(label("Total *")).toBeVisible();
    await expect(label("Invoice Date")).toBeVisible();
    await expect(label("Invoice Date *")).toHaveCount(0);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(selectedTab(page)).toHaveText("Export");
    await expect(fieldErrors(panel(page))).toHaveText([
      "Invoice Number mapping is required",
      "Total mapping is required",
      "M-Files Document Class is Required",
    ]);
    await choose(page, "M-Files Class", "Receipt", blocks.nth(1));
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(fieldErrors(panel(page))).toHaveText([
      "Invoice Number mapping is required",
      "Total mapping is required",
      "Receipt Number mapping is required",
    ]);

    // The field choices are the fields of the document class.
    expect(await optionsOf(page, "Invoice Number", blocks.nth(0))).toEqual([
      "Not mapped",
      f.number.name,
      f.total.name,
      f.date.name,
    ]);
    await choose(page, "Invoice Number", f.number.name, blocks.nth(0));
    await choose(page, "Total", f.total.name, blocks.nth(0));
    await choose(page, "Invoice Date", f.date.name, blocks.nth(0));
    await choose(page, "Receipt Number", f.receipt.name, blocks.nth(1));
    await choose(page, "Amount", f.total.name, blocks.nth(1));
    await expect(fieldErrors(panel(page))).toHaveCount(0);

    const post = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/job"));
    await page.getByRole("button", { name: "Create", exact: true }).click();
    const body = (await post).postDataJSON();
    expect(body.export._id).toBe("DE-01");
    expect(body.export.config.documentClassMapping).toMatchObject([
      {
        documentClassId: invoice._id,
        mfilesClassId: 3,
        fieldsMapping: [
          { fieldId: f.number._id, mfilesPropertyId: 1020 },
          { fieldId: f.date._id, mfilesPropertyId: 1021 },
          { fieldId: f.total._id, mfilesPropertyId: 1022 },
        ],
      },
      { documentClassId: receipt._id, mfilesClassId: 4 },
    ]);
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(card(page, jobName).locator(".MuiChip-label")).toHaveText([invoice.name, receipt.name]);

    // Edit: the stored connection logs in by itself (the password stays on the server) and the mapping is back.
    await card(page, jobName).getByRole("button", { name: "Edit" }).click();
    await page.getByRole("tab", { name: "Export" }).click();
    await expect(page.getByRole("combobox", { name: "Export Type" })).toHaveText("M-Files");
    await expect(page.getByRole("textbox", { name: "M-Files Url" })).toHaveValue(MFILES_URL);
    await expect(page.getByRole("textbox", { name: "User Name" })).toHaveValue("alex");
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByText("Leave empty to keep the stored password")).toBeVisible();
    await expect(page.getByText("Connected: 2 M-Files classes")).toBeVisible();
    await expect(blocks.nth(0).getByRole("combobox", { name: "M-Files Class" })).toHaveText("Invoice");
    await expect(blocks.nth(0).getByRole("combobox", { name: "Invoice Number" })).toHaveText(f.number.name);
    await expect(blocks.nth(0).getByRole("combobox", { name: "Total" })).toHaveText(f.total.name);
    await expect(blocks.nth(0).getByRole("combobox", { name: "Vendor" })).toHaveText("Not mapped");
    await expect(blocks.nth(1).getByRole("combobox", { name: "M-Files Class" })).toHaveText("Receipt");
    await expect(blocks.nth(1).getByRole("combobox", { name: "Receipt Number" })).toHaveText(f.receipt.name);

    // Unmapping a required property is refused; mapping it again saves.
    await choose(page, "Total", "Not mapped", blocks.nth(0));
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await expect(fieldErrors(panel(page))).toHaveText(["Total mapping is required"]);
    await choose(page, "Total", f.total.name, blocks.nth(0));
    await choose(page, "Vendor", f.number.name, blocks.nth(0));
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    // Opened again in the same session, the form shows the job as just saved (not an earlier copy).
    await card(page, jobName).getByRole("button", { name: "Edit" }).click();
    await page.getByRole("tab", { name: "Export" }).click();
    await expect(page.getByText("Connected: 2 M-Files classes")).toBeVisible();
    await expect(blocks.nth(0).getByRole("combobox", { name: "Vendor" })).toHaveText(f.number.name);
  });
});
