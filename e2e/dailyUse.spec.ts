import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import {
  createBatchViaApi,
  createWorkspaceJob,
  invoice,
  sendJson,
  uniqueSuffix,
  waitUntilResting,
} from "./support/batchHelpers";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

/**
 * What a day of real use found (issue 10): unsaved work guarded on in-app navigation, no Validate on a failed
 * batch with nothing to validate, the extraction form's pick lists, dates and table cells. (Switching organization:
 * auth.spec.ts.)
 */

test.use({ viewport: { width: 1600, height: 1000 } });

const leaveDialog = (page: Page) => page.getByRole("dialog", { name: "Leave without saving?" });
const sidebarEntry = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name });

/** A class with one String field and its job (see jobForClass). */
async function createExtractionJob(page: Page) {
  const suffix = uniqueSuffix();
  const number = await sendJson(page.request, "post", "/api/fields", {
    name: `Invoice Number ${suffix}`,
    dataType: "String",
    description: "Invoice number",
    valueListCategory: null,
  });
  const validation = { required: false, regex: "", formula: null, formulaText: "" };
  const cls = await sendJson(page.request, "post", "/api/document-class", {
    name: `Invoice ${suffix}`,
    description: "An invoice.",
    systemPrompt: "You read invoices.",
    userPrompt: "",
    masterKeyCategory: null,
    fields: [{ field: number._id, order: 1, validation }],
    tables: [],
  });
  return { job: await jobForClass(page, cls._id, `Daily job ${suffix}`), fieldName: number.name as string };
}

/** A job whose only class is given (no classifier) and whose split validates itself: batches rest at Extraction. */
function jobForClass(page: Page, classId: string, name: string) {
  return sendJson(page.request, "post", "/api/job", {
    name,
    description: "",
    documentParser: "builtin",
    classification: {
      documentClasses: [classId],
      autoClassification: false,
      autoValidateClassification: false,
      prompt: "",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
    extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
  });
}

test.describe("daily use", () => {
  test("unsaved classes and extraction edits ask before any in-app navigation", async ({ page }) => {
    test.setTimeout(120_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");

    // Classification: a class changed and not validated.
    const md = await createWorkspaceJob(page);
    const created = await createBatchViaApi(page.request, md.job._id, ["AzureInterior.pdf"]);
    const parsed = await waitUntilResting(page.request, created._id, 60_000);
    await page.goto(`/batches/${created._id}`);
    const select = page.getByTestId("classification-form").getByRole("combobox", { name: "Document Class" }).first();
    await expect(select).toBeVisible({ timeout: 20_000 });
    const other = parsed.pageData[0].documentClass?._id === md.invoice._id ? md.receipt.name : md.invoice.name;
    await select.click();
    await page.getByRole("option", { name: other, exact: true }).click();
    await expect(select).toHaveText(other);

    // The menu asks; staying keeps the change.
    await sidebarEntry(page, "Batches").click();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(leaveDialog(page)).toContainText("Your changes are not saved yet. If you leave now, they are lost.");
    await page.screenshot({ path: test.info().outputPath("leave-classification.png") });
    await leaveDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/batches/${created._id}$`));
    await expect(select).toHaveText(other);
    // The breadcrumb's Back arrow asks too; leaving goes.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/batches$/);

    // Extraction: an edited field.
    const { job, fieldName } = await createExtractionJob(page);
    const extractionBatch = await createBatchViaApi(page.request, job._id, ["coolblue1.pdf"]);
    expect((await waitUntilResting(page.request, extractionBatch._id, 60_000)).workflow.step).toBe("Extraction");
    await page.goto(`/batches/${extractionBatch._id}`);
    const field = page.getByTestId("extraction-pane").getByRole("textbox", { name: fieldName, exact: true });
    await field.fill("EDITED-1");
    await sidebarEntry(page, "Document Classes").click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(field).toHaveValue("EDITED-1");
    // Another step's tab would drop the pane's edits: it asks as well.
    await page.getByRole("tab", { name: "Classification" }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("tab", { name: "Extraction" })).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveValue("EDITED-1");
    await sidebarEntry(page, "Document Classes").click();
    await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/document-class$/);
  });

  test("a batch in ERROR with no pages offers no Validate", async ({ page }) => {
    test.setTimeout(60_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const { job } = await createExtractionJob(page);
    // A PNG named .pdf: the parse fails before there is any page.
    const body = readFileSync(invoice("oyo.png"));
    const presigned = await sendJson(page.request, "post", "/api/batch/getPreSignedUrlForUpload", {
      files: ["scan.pdf"],
      sizes: [body.length],
    });
    const info = presigned.filesInfo[0];
    expect(
      (await page.request.put(info.url, { data: body, headers: { "Content-Type": "application/pdf" } })).ok(),
    ).toBe(true);
    const created = await sendJson(page.request, "post", "/api/batch", {
      job: job._id,
      _id: presigned.batchId,
      files: [{ fileName: info.fileName, filePath: info.filePath }],
    });
    const failed = await waitUntilResting(page.request, created._id, 60_000);
    expect(failed.status).toBe("ERROR");
    expect(failed.pageData ?? []).toHaveLength(0);

    await page.goto(`/batches/${created._id}`);
    await expect(page.getByRole("alert").filter({ hasText: "scan.pdf" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Re-Process" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Validate" })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("error-batch.png") });
  });

  test("extraction inputs: pick lists for Master_Key and Value_List fields, dates typed as printed, whole table descriptions", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const suffix = uniqueSuffix();
    const vendors = await sendJson(page.request, "post", "/api/Value-List-Category", {
      name: `Suppliers ${suffix}`,
      isMasterKey: true,
      fields: [{ name: "Name" }],
      mainField: "Name",
    });
    const supplierNames = [`Northwind ${suffix}`, `Contoso ${suffix}`, `Fabrikam ${suffix}`];
    for (const name of supplierNames)
      await sendJson(page.request, "post", "/api/value-list-data", {
        valueListCategory: vendors._id,
        data: { Name: name },
        customPrompt: "",
      });
    const currencies = await sendJson(page.request, "post", "/api/Value-List-Category", {
      name: `Currencies ${suffix}`,
      isMasterKey: false,
      fields: null,
      mainField: null,
    });
    for (const value of ["CHF", "EUR", "USD"])
      await sendJson(page.request, "post", "/api/value-list-data", {
        valueListCategory: currencies._id,
        value,
        customPrompt: "",
      });
    const field = async (name: string, dataType: string, valueListCategory: string | null = null) =>
      (await sendJson(page.request, "post", "/api/fields", { name, dataType, description: "", valueListCategory }))
        ._id as string;
    const names = {
      supplier: `Supplier ${suffix}`,
      currency: `Currency ${suffix}`,
      date: `Invoice Date ${suffix}`,
      description: `Description ${suffix}`,
    };
    const ids = {
      supplier: await field(names.supplier, "Master_Key", vendors._id),
      currency: await field(names.currency, "Value_List", currencies._id),
      date: await field(names.date, "Date"),
      description: await field(names.description, "String"),
    };
    const validation = { required: false, regex: "", formula: null, formulaText: "" };
    const cls = await sendJson(page.request, "post", "/api/document-class", {
      name: `Invoice inputs ${suffix}`,
      description: "An invoice with article lines.",
      systemPrompt: "You read invoices.",
      userPrompt: "",
      masterKeyCategory: null,
      fields: [ids.supplier, ids.currency, ids.date].map((f, i) => ({ field: f, order: i + 1, validation })),
      tables: [{ name: "Lines", description: "Article lines", columns: [{ field: ids.description, validation }] }],
    });
    const job = await jobForClass(page, cls._id, `Inputs job ${suffix}`);
    const created = await createBatchViaApi(page.request, job._id, ["coolblue1.pdf"]);
    const extracted = await waitUntilResting(page.request, created._id, 60_000);
    expect(extracted.workflow.step).toBe("Extraction");
    await page.goto(`/batches/${created._id}`);
    const pane = page.getByTestId("extraction-pane");

    // Master_Key: a searchable list of the category's records.
    const supplier = pane.getByRole("combobox", { name: names.supplier });
    await supplier.click();
    await supplier.fill("fabri");
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText([supplierNames[2]]);
    await page.getByRole("option", { name: supplierNames[2] }).click();
    await expect(supplier).toHaveValue(supplierNames[2]);
    // Value_List: the list's items, in order.
    const currency = pane.getByRole("combobox", { name: names.currency });
    await currency.click();
    await expect(page.getByRole("listbox").getByRole("option")).toContainText(["CHF", "EUR", "USD"]);
    await page.getByRole("option", { name: "EUR", exact: true }).click();
    await expect(currency).toHaveValue("EUR");

    // Dates as printed are understood and shown normalised, with the day spelled out to catch mix-ups.
    const date = pane.getByRole("textbox", { name: names.date, exact: true });
    for (const typed of ["19 april 2014", "19.04.2014", "April 19, 2014"]) {
      await date.fill(typed);
      await date.blur();
      await expect(date, typed).toHaveValue("2014-04-19");
      await expect(pane.getByTestId(`field-${names.date}`)).toContainText("Sat, 19 Apr 2014");
    }
    await page.screenshot({ path: test.info().outputPath("extraction-inputs.png") });

    // Table cells show their whole description: nothing is cut off.
    await pane.getByRole("tab", { name: "Tables" }).click();
    const cells = pane.getByRole("table", { name: "Lines" }).getByRole("textbox");
    await expect(cells.first()).toBeVisible();
    expect(await cells.count()).toBeGreaterThan(0);
    const overflowing = await cells.evaluateAll((els) =>
      els
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        .map((el) => (el as HTMLTextAreaElement).value),
    );
    expect(overflowing).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("extraction-table.png") });

    // What was picked is what the batch keeps.
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().includes(`/api/batch/extractionvalidate/${created._id}`),
    );
    await pane.getByRole("button", { name: "Validate", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
    expect((await saved).status()).toBe(200);
    const stored = (await (await page.request.get(`/api/batch/${created._id}`)).json()).extractionDocuments[0]
      .properties;
    const valueOf = (id: string) => stored.find((p: any) => (p.field?._id ?? p.field) === id)?.value;
    expect([valueOf(ids.supplier), valueOf(ids.currency), valueOf(ids.date)]).toEqual([
      supplierNames[2],
      "EUR",
      "2014-04-19",
    ]);
  });
  test("the smaller ones: first field focused, one confirmation toast below Log Out, labels as written, Extraction readable after export, a readable side form at 1024 px", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const { job, fieldName } = await createExtractionJob(page);
    const created = await createBatchViaApi(page.request, job._id, ["coolblue1.pdf"]);
    expect((await waitUntilResting(page.request, created._id, 60_000)).workflow.step).toBe("Extraction");
    await page.goto(`/batches/${created._id}`);
    const pane = page.getByTestId("extraction-pane");
    const field = pane.getByRole("textbox", { name: fieldName, exact: true });
    // Opening Extraction puts the cursor in the first field.
    await expect(field).toBeFocused();
    // Tabs and toggles read as the spec writes them, not in capitals.
    for (const label of [
      page.getByRole("tab", { name: "Classification" }),
      pane.getByRole("button", { name: "Document", exact: true }),
    ])
      expect(await label.evaluate((el) => getComputedStyle(el).textTransform)).toBe("none");

    // Confirming the last document: one toast, and it leaves the user's name and Log Out visible.
    await field.fill("INV-1");
    await field.press("Control+Enter");
    const toast = page.getByText("All documents are confirmed: validate the batch when you are ready.");
    await expect(toast).toHaveCount(1);
    await page.waitForTimeout(500);
    await expect(toast).toHaveCount(1);
    const toastBox = (await toast.boundingBox())!;
    const logOut = (await page.getByRole("button", { name: "Log Out" }).boundingBox())!;
    expect(toastBox.y, "the toast starts below the top bar").toBeGreaterThanOrEqual(logOut.y + logOut.height);
    await page.screenshot({ path: test.info().outputPath("toast.png") });

    // Validated and exported: the extracted values stay readable in the Extraction tab.
    await pane.getByRole("button", { name: "Validate", exact: true }).click();
    expect((await waitUntilResting(page.request, created._id, 60_000)).status).toBe("EXPORTED");
    await page.reload();
    const extractionTab = page.getByRole("tab", { name: "Extraction" });
    await expect(extractionTab).toBeEnabled({ timeout: 20_000 });
    await extractionTab.click();
    await expect(pane.getByRole("textbox", { name: fieldName, exact: true })).toHaveValue("INV-1");
    await expect(pane.getByText("The extraction of this batch is validated.")).toBeVisible();

    // At 1024 px the workspace's side form keeps a readable width.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole("tab", { name: "Classification" }).click();
    const side = (await page.getByTestId("side-form").boundingBox())!;
    expect(side.width).toBeGreaterThanOrEqual(240);
    await page.screenshot({ path: test.info().outputPath("side-form-1024.png") });
  });
  test("page keys and a go-to-page box flip the pages of Classification and Split", async ({ page }) => {
    test.setTimeout(90_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const md = await createWorkspaceJob(page);
    const created = await createBatchViaApi(page.request, md.job._id, ["AzureInterior.pdf", "QualityHosting.pdf"]);
    expect((await waitUntilResting(page.request, created._id, 60_000)).pageData).toHaveLength(3);
    await page.goto(`/batches/${created._id}`);
    const toolbar = page.getByTestId("document-viewer").getByRole("toolbar", { name: "Viewer" });
    await expect(toolbar).toContainText("Page 1 (1/3)", { timeout: 20_000 });
    for (const [key, shown] of [
      ["End", "Page 3 (3/3)"],
      ["Home", "Page 1 (1/3)"],
      ["ArrowRight", "Page 2 (2/3)"],
      ["PageDown", "Page 3 (3/3)"],
      ["ArrowDown", "Page 3 (3/3)"],
      ["PageUp", "Page 2 (2/3)"],
      ["ArrowLeft", "Page 1 (1/3)"],
    ]) {
      await page.keyboard.press(key);
      await expect(toolbar, key).toContainText(shown);
    }
    // The thumbnails follow.
    await page.keyboard.press("End");
    await expect(page.getByTestId("thumbnails-panel").locator('[data-page="3"]')).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Go to page: a page of the batch is shown; one it does not have is marked and nothing moves.
    const goTo = toolbar.getByRole("textbox", { name: "Go to page" });
    await goTo.fill("2");
    await goTo.press("Enter");
    await expect(toolbar).toContainText("Page 2 (2/3)");
    await expect(goTo).toHaveValue("");
    await goTo.fill("9");
    await goTo.press("Enter");
    await expect(goTo).toHaveAttribute("aria-invalid", "true");
    await expect(toolbar).toContainText("Page 2 (2/3)");
    // Keys typed into the box are the box's: no page flips.
    await goTo.press("End");
    await expect(toolbar).toContainText("Page 2 (2/3)");
  });
  test("a list that fails to load says so beside the toast, never 'No records'", async ({ page }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
    await page.route(/\/api\/fields$/, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ statusCode: 500, error: "Internal Server Error", message: "Failed to fetch fields" }),
      }),
    );
    await page.goto("/fields");
    await expect(page.getByText("Failed to fetch fields").first()).toBeVisible();
    await expect(page.getByRole("cell", { name: "The list could not be loaded." })).toBeVisible();
    await expect(page.getByText("No records")).toHaveCount(0);
  });
});
