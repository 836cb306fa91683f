import { INVOICES_DIR } from "../src/testing/fixtures";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";
import { pdfWithUnreadablePage } from "../src/testing/brokenPdfs";

const INVOICES = INVOICES_DIR;
const invoice = (name: string) => path.join(INVOICES, name);
const IN_PROGRESS = [
  "BATCH_CREATED",
  "START_DOC_PARSING",
  "COMPLETE_DOC_PARSING",
  "MASTER_KEY_IDENTIFICATION",
  "SPLITTING",
  "CLASSIFYING",
  "EXTRACTING",
  "EXPORTING",
];

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

async function postJson(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** A field, a document class and a job (builtin parser: PNGs get OCR) through the API, as the signed-in admin. */
async function createJob(page: Page): Promise<{ _id: string; name: string }> {
  const field = await postJson(page.request, "/api/fields", {
    name: unique("Invoice Number"),
    dataType: "String",
    description: "",
    valueListCategory: null,
  });
  const documentClass = await postJson(page.request, "/api/document-class", {
    name: unique("Invoice"),
    description: "An invoice",
    systemPrompt: "You read documents.",
    userPrompt: "",
    masterKeyCategory: null,
    fields: [
      { field: field._id, order: 1, validation: { required: false, regex: "", formula: null, formulaText: "" } },
    ],
    tables: [],
  });
  return postJson(page.request, "/api/job", {
    name: unique("E2E Invoices"),
    description: "",
    documentParser: "builtin",
    classification: {
      documentClasses: [documentClass._id],
      autoClassification: false,
      autoValidateClassification: false,
      prompt: "Classify the page.",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: false, splitOptions: [{ _id: "per-file", config: {} }] },
    extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
  });
}

/** A batch through the spec's three calls (pre-sign, PUT, POST /batch), without the modal. */
async function createBatchViaApi(
  request: APIRequestContext,
  job: string,
  names: string[],
): Promise<{ _id: string; batchNumber: number }> {
  const bodies = names.map((n) => readFileSync(invoice(n)));
  const presigned = await postJson(request, "/api/batch/getPreSignedUrlForUpload", {
    files: names,
    sizes: bodies.map((b) => b.length),
  });
  for (const [i, info] of presigned.filesInfo.entries()) {
    const put = await request.put(info.url, {
      data: bodies[i],
      headers: { "Content-Type": names[i].endsWith(".png") ? "image/png" : "application/pdf" },
    });
    expect(put.ok(), `PUT ${names[i]}: ${await put.text()}`).toBe(true);
  }
  return postJson(request, "/api/batch", {
    job,
    _id: presigned.batchId,
    files: presigned.filesInfo.map(({ fileName, filePath }: any) => ({ fileName, filePath })),
  });
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInDemo(page, E2E.users.admin, "Default Organization");
  return { context, page };
}

async function chooseJob(page: Page, jobName: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Job").click();
  await page.getByRole("option", { name: jobName }).click();
}

test.describe("batches", () => {
  test("create a batch through the modal, watch it parse, open it, then delete it and its files", async ({ page }) => {
    test.setTimeout(150_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const job = await createJob(page);
    await page.reload();
    await expect(page.getByRole("button", { name: "Create New +" })).toBeVisible();

    // Every list fetch is recorded, to see the status of the new batch change between polls.
    const listed: { at: number; batches: { _id: string; status: string }[] }[] = [];
    page.on("response", async (res) => {
      if (res.request().method() === "GET" && /\/api\/batch\?page=/.test(res.url()) && res.ok()) {
        listed.push({ at: Date.now(), batches: (await res.json().catch(() => ({ batches: [] }))).batches ?? [] });
      }
    });

    // The modal: validation messages first.
    await page.getByRole("button", { name: "Create New +" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Create Batch")).toBeVisible();
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByText("Job is required")).toBeVisible();
    await expect(dialog.getByText("At least one file is required")).toBeVisible();

    // A file of another type is refused with a clear message and not listed.
    const input = dialog.getByTestId("file-input");
    await input.setInputFiles({
      name: "notes.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: Buffer.from("not an invoice"),
    });
    await expect(dialog.getByText("notes.docx is not accepted: use PNG, JPG, JPEG or PDF files.")).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Chosen files" })).toHaveCount(0);

    await chooseJob(page, job.name);
    await expect(dialog.getByText("Job is required")).toHaveCount(0);
    const files = ["AzureInterior.pdf", "QualityHosting.pdf", "SammyMaystoneLinesTest.png"];
    await input.setInputFiles(files.map(invoice));
    await expect(dialog.getByText("At least one file is required")).toHaveCount(0);
    await expect(dialog.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveCount(3);
    for (const f of files) await expect(dialog.getByRole("list", { name: "Chosen files" })).toContainText(f);

    const createdResponse = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/batch",
    );
    const puts: string[] = [];
    page.on("request", (r) => r.method() === "PUT" && r.url().includes("/api/files/") && puts.push(r.url()));
    await dialog.getByRole("button", { name: "Create" }).click();
    const created = await (await createdResponse).json();
    expect(puts).toHaveLength(3);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Batch ${created.batchNumber} created`)).toBeVisible();

    // The new batch is at the top of the list, under its job.
    const firstRow = page.locator("tbody tr").first();
    await expect(firstRow.getByRole("cell").first()).toHaveText(String(created.batchNumber));
    await expect(firstRow).toContainText(job.name);

    // The list polls while the batch is parsed and stops at 'User Validation' (OCR of the PNG takes a while).
    await expect(firstRow.getByRole("cell").nth(2)).toHaveText("User Validation", { timeout: 90_000 });
    const seen = listed.map((l) => l.batches.find((b) => b._id === created._id)?.status).filter(Boolean) as string[];
    test.info().annotations.push({ type: "statuses seen by the list", description: seen.join(" -> ") });
    expect(seen.length, `list fetches that saw the batch: ${seen.join(", ")}`).toBeGreaterThan(1);
    expect(
      seen.some((s) => IN_PROGRESS.includes(s)),
      `statuses seen: ${seen.join(", ")}`,
    ).toBe(true);
    expect(seen.at(-1)).toBe("USER_VALIDATION");

    // Open it: heading, breadcrumbs and every page's thumbnail, loaded.
    await firstRow.getByRole("cell").first().click();
    await expect(page).toHaveURL(new RegExp(`/batches/${created._id}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Batch: ${created.batchNumber}` })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "breadcrumb" }).getByRole("listitem");
    await expect(crumbs).toHaveText(["Batches", `Batch ${created.batchNumber}`]);

    const batch = await (await page.request.get(`/api/batch/${created._id}`)).json();
    expect(batch.pageData).toHaveLength(4); // 1 + 2 PDF pages and the PNG
    const thumbs = page.locator("img[alt^='Page ']");
    await expect(thumbs).toHaveCount(4);
    for (let i = 0; i < 4; i++) {
      const img = thumbs.nth(i);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    const thumbnailUrl = await thumbs.first().getAttribute("src");
    expect(thumbnailUrl).toContain("/api/files/");
    const download = await postJson(page.request, `/api/batch/getPreSignedUrlForDownload/${created._id}`, {
      fileUrl: batch.mergedDocument.fileLocation,
    });
    expect((await page.request.get(thumbnailUrl!)).status()).toBe(200);
    expect((await page.request.get(download.url)).status()).toBe(200);
    // The PNG has no text layer: its words come from OCR.
    const annotation = await postJson(page.request, `/api/batch/getPreSignedUrlForDownload/${created._id}`, {
      fileUrl: batch.mergedDocument.textAnnotationFileLocation,
    });
    expect(await (await page.request.get(annotation.url)).text()).toContain("Maystone");

    // Back to the list through the breadcrumb; delete asks first, Cancel keeps the batch.
    await page.getByRole("navigation", { name: "breadcrumb" }).getByRole("link", { name: "Batches" }).click();
    await expect(page).toHaveURL(/\/batches$/);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: String(created.batchNumber), exact: true }) });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog");
    await expect(
      confirm.getByText("Do you really want to delete this item? This action cannot be undone."),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(row).toHaveCount(0);

    // Gone from the API and from storage: the URLs signed before the delete now find nothing.
    expect((await page.request.get(`/api/batch/${created._id}`)).status()).toBe(404);
    expect((await page.request.get(thumbnailUrl!)).status()).toBe(404);
    expect((await page.request.get(download.url)).status()).toBe(404);
  });

  test("a file whose content is not what its name says ends in ERROR with the reason in a red box", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const job = await createJob(page);
    await page.reload();
    await page.getByRole("button", { name: "Create New +" }).click();
    await chooseJob(page, job.name);
    await page
      .getByRole("dialog")
      .getByTestId("file-input")
      .setInputFiles({
        name: "scan-really-a-png.pdf",
        mimeType: "application/pdf",
        buffer: readFileSync(invoice("oyo.png")),
      });
    const createdResponse = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/batch",
    );
    await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
    const created = await (await createdResponse).json();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto(`/batches/${created._id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Batch: ${created.batchNumber}` })).toBeVisible();
    const box = page.getByRole("alert").filter({ hasText: "scan-really-a-png.pdf" });
    await expect(box).toContainText("scan-really-a-png.pdf is named as a PDF file but its content is a PNG image", {
      timeout: 30_000,
    });
    // Red: a dark red text on a light red background.
    const { color, background } = await box.evaluate((el) => ({
      color: getComputedStyle(el).color,
      background: getComputedStyle(el).backgroundColor,
    }));
    const rgb = (css: string) => css.match(/\d+/g)!.map(Number);
    const [r, g, b] = rgb(color);
    expect(r, `alert text colour ${color}`).toBeGreaterThan(Math.max(g, b) + 40);
    const [br, bg, bb] = rgb(background);
    expect(br, `alert background ${background}`).toBeGreaterThan(Math.max(bg, bb));
    const api = await (await page.request.get(`/api/batch/${created._id}`)).json();
    expect(api.status).toBe("ERROR");

    await page.goto("/batches");
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: String(created.batchNumber), exact: true }) });
    await expect(row.getByRole("cell").nth(2)).toHaveText("Error");
  });

  test("a PDF whose repair left a page blank: the batch goes on and the workspace says which page (issue 17.5)", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const job = await createJob(page);
    await page.reload();
    await page.getByRole("button", { name: "Create New +" }).click();
    await chooseJob(page, job.name);
    await page
      .getByRole("dialog")
      .getByTestId("file-input")
      .setInputFiles({ name: "repaired.pdf", mimeType: "application/pdf", buffer: pdfWithUnreadablePage() });
    const createdResponse = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/batch",
    );
    await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
    const created = await (await createdResponse).json();
    await page.goto(`/batches/${created._id}`);
    await expect(page.getByTestId("batch-notice").filter({ hasText: "left blank" })).toHaveText(
      /^repaired\.pdf: 1 of \d+ pages could not be read and were left blank \(page 2 of this batch\)\.$/,
      { timeout: 30_000 },
    );
    expect((await (await page.request.get(`/api/batch/${created._id}`)).json()).status).not.toBe("ERROR");
  });

  test("page sizes 1, 2, 5, 10, 20, 50 and 'Showing X of Y pages'", async ({ page }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const job = await createJob(page);
    // Born-digital one-page PDFs: quick to parse.
    for (let i = 0; i < 3; i++) await createBatchViaApi(page.request, job._id, ["AzureInterior.pdf"]);
    const total: number = (await (await page.request.get("/api/batch?page=1&limit=1")).json()).totalData;
    expect(total).toBeGreaterThanOrEqual(3);

    await page.reload();
    await expect(page.locator("tbody tr").first()).toBeVisible();
    await expect(page.getByText(`Showing 1 of ${Math.ceil(total / 10)} pages`)).toBeVisible();
    // The label sits on the Select root (as with the Organization switcher), not on its combobox.
    const sizes = page.getByLabel("Page size");
    await sizes.click();
    await expect(page.getByRole("option")).toHaveText(["1", "2", "5", "10", "20", "50"]);
    await page.getByRole("option", { name: "1", exact: true }).click();
    await expect(page.getByText(`Showing 1 of ${total} pages`)).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(1);

    const pager = page.getByRole("navigation", { name: "pagination" });
    await pager.getByRole("button", { name: "2", exact: true }).click();
    await expect(page.getByText(`Showing 2 of ${total} pages`)).toBeVisible();

    await sizes.click();
    await page.getByRole("option", { name: "2", exact: true }).click();
    await expect(page.getByText(`Showing 1 of ${Math.ceil(total / 2)} pages`)).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(2);
  });

  test("an indexer sees the batch list with edit but without delete icons", async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const job = await createJob(admin.page);
    const batch = await createBatchViaApi(admin.page.request, job._id, ["AzureInterior.pdf"]);
    await admin.context.close();

    await signInDemo(page, E2E.users.indexer);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: String(batch.batchNumber), exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByRole("button", { name: "Edit" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Action" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create New +" })).toBeVisible();
    await row.getByRole("button", { name: "Edit" }).click();
    await expect(page).toHaveURL(new RegExp(`/batches/${batch._id}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Batch: ${batch.batchNumber}` })).toBeVisible();
  });
});
