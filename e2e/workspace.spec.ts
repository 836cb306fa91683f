import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  anyWordIn,
  boxOf,
  createBatchViaApi,
  createWorkspaceJob,
  downloadBatchFile,
  getBatch,
  getJson,
  pdfPageCount,
  readAnnotation,
  sendJson,
  uploadThroughModal,
  waitUntilResting,
} from "./support/batchHelpers";
import type { TextAnnotationPage } from "../src/domain/batch/textAnnotation";
import type { Rect } from "../src/domain/geometry";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

/**
 * The batch workspace (spec 01, "Batch detail"): a real multi-file batch taken from the Create Batch
 * modal through classification validation, an OCR trigger, page editing and split validation; and two
 * sessions validating the same batch (the batch version: 409, nothing overwritten).
 */

// The workspace is a wide three-column screen: give it room (as a desktop user has).
test.use({ viewport: { width: 1600, height: 1000 } });

const CONFLICT_TEXT = "Someone else changed this batch meanwhile. Reload it to see the current state.";

const docRegion = (scope: Page | Locator, docNo: number) =>
  scope.getByRole("region", { name: `Doc ${docNo}`, exact: true });

/** Picks a class in a 'Document Class' select of the classification form. */
async function chooseDocumentClass(page: Page, docNo: number, className: string) {
  const select = docRegion(page.getByTestId("classification-form"), docNo).getByRole("combobox", {
    name: "Document Class",
  });
  await select.click();
  await page.getByRole("option", { name: className, exact: true }).click();
  await expect(select).toHaveText(className);
}

/** The documents the split form shows, as lists of page numbers. */
function shownDocuments(page: Page): Promise<number[][]> {
  return page
    .getByTestId("split-form")
    .locator("section")
    .evaluateAll((sections) =>
      sections.map((s) =>
        [...s.querySelectorAll("[data-testid^=split-page-]")].map((el) =>
          Number((el as HTMLElement).dataset.testid!.split("-").pop()),
        ),
      ),
    );
}

/** The page numbers of the thumbnails panel, top to bottom. */
function shownThumbnails(page: Page): Promise<number[]> {
  return page
    .getByTestId("thumbnails-panel")
    .locator("[data-page]")
    .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.page)));
}

/** Draws a rectangle (given in PDF points of the shown page) with the mouse on the viewer's rectangle layer. */
async function drawOnPage(page: Page, annotationPage: TextAnnotationPage, rect: Rect) {
  const layer = page.getByTestId("rectangle-layer");
  const box = (await layer.boundingBox())!;
  const scale = box.width / annotationPage.width;
  const from = { x: box.x + rect.x * scale, y: box.y + rect.y * scale };
  const to = { x: box.x + (rect.x + rect.width) * scale, y: box.y + (rect.y + rect.height) * scale };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

test.describe("batch workspace", () => {
  test("a multi-file batch from the modal through classification (one class changed), an OCR trigger, page editing and split validation", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const md = await createWorkspaceJob(page);
    const [alpha, beta] = md.records;
    const classNames = [md.invoice.name, md.receipt.name];
    const other = (name: string) => (name === md.invoice.name ? md.receipt.name : md.invoice.name);
    await page.reload();

    // Upload: three PDFs (1 + 2 + 1 pages) through the Create Batch modal, then open the batch from the list.
    const files = ["AzureInterior.pdf", "QualityHosting.pdf", "coolblue1.pdf"];
    const created = await uploadThroughModal(page, md.job.name, files);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: String(created.batchNumber), exact: true }) });
    await row.getByRole("cell").first().click();
    await expect(page).toHaveURL(new RegExp(`/batches/${created._id}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Batch: ${created.batchNumber}` })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "breadcrumb" }).getByRole("listitem")).toHaveText([
      "Batches",
      `Batch ${created.batchNumber}`,
    ]);

    // The screen polls while the batch is parsed and classified, then opens the Classification view by itself.
    const form = page.getByTestId("classification-form");
    await expect(docRegion(form, 3)).toBeVisible({ timeout: 60_000 });
    const tabs = page.getByRole("tablist", { name: "Batch steps" });
    await expect(tabs.getByRole("tab")).toHaveText(["Classification", "Split", "Extraction", "Export"]);
    await expect(tabs.getByRole("tab", { name: "Classification" })).toHaveAttribute("aria-selected", "true");
    for (const name of ["Split", "Extraction", "Export"]) await expect(tabs.getByRole("tab", { name })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Validate" })).toBeVisible();

    const parsed = await getBatch(page.request, created._id);
    expect(parsed.status).toBe("USER_VALIDATION");
    expect(parsed.pageData).toHaveLength(4);
    expect(parsed.splittedDocuments.map((d: any) => d.mainPages)).toEqual([[1], [2, 3], [4]]);
    // Auto classification gave every page one of the job's classes and a confidence.
    const predicted = new Map<number, string>(parsed.pageData.map((p: any) => [p.pageNo, p.documentClass?.name]));
    for (const p of parsed.pageData) {
      expect(classNames, `page ${p.pageNo}`).toContain(p.documentClass?.name);
      expect(typeof p.confidence, `confidence of page ${p.pageNo}`).toBe("number");
    }
    test.info().annotations.push({
      type: "classifier",
      description: parsed.pageData
        .map((p: any) => `page ${p.pageNo}: ${p.documentClass?.name} ${p.confidence}`)
        .join("; "),
    });

    // What the form shows: 'Doc {n}' with its class (the classifier's) and its pages with their confidence.
    await expect(form.locator("section")).toHaveCount(3);
    await expect(docRegion(form, 1).getByRole("combobox", { name: "Document Class" })).toHaveText(predicted.get(1)!);
    await expect(docRegion(form, 3).getByRole("combobox", { name: "Document Class" })).toHaveText(predicted.get(4)!);
    await expect(docRegion(form, 2).getByRole("button", { name: /^Page 2, confidence \d+%$/ })).toBeVisible();
    await expect(docRegion(form, 2).getByRole("button", { name: /^Page 3, confidence \d+%$/ })).toBeVisible();
    // Options: only the job's two classes.
    await docRegion(form, 1).getByRole("combobox", { name: "Document Class" }).click();
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText(classNames);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toHaveCount(0);

    // The person's classes: Docs 1 and 2 are invoices (Doc 1's master key comes from the trigger below),
    // and Doc 3 gets the other class than the classifier's: the correction.
    await chooseDocumentClass(page, 1, md.invoice.name);
    await chooseDocumentClass(page, 2, md.invoice.name);
    const doc3Class = other(predicted.get(4)!);
    await chooseDocumentClass(page, 3, doc3Class);
    const chosen = new Map<number, string>([
      [1, md.invoice.name],
      [2, md.invoice.name],
      [3, md.invoice.name],
      [4, doc3Class],
    ]);

    // --- OCR trigger on page 1 (the current page), from the merged document's text annotation ---
    const annotation = await readAnnotation(
      page.request,
      created._id,
      parsed.mergedDocument.textAnnotationFileLocation,
    );
    const page1 = annotation.find((p) => p.pageNo === 1)!;
    expect(page1.width).toBeCloseTo(595, 0);
    const nameWords = page1.words.filter((w) => w.text === "Azure" || w.text === "Interior").slice(0, 2);
    expect(nameWords.map((w) => w.text)).toEqual(["Azure", "Interior"]);
    const nameBox = boxOf(nameWords);
    const target = { x: nameBox.x - 3, y: nameBox.y - 3, width: nameBox.width + 6, height: nameBox.height + 6 };
    // A place in the page's top part without any word.
    let empty: Rect | undefined;
    for (let y = 90; y < 300 && !empty; y += 10)
      for (let x = 200; x < 500 && !empty; x += 20) {
        const r = { x, y, width: 60, height: 25 };
        if (!anyWordIn(page1.words, { x: r.x - 5, y: r.y - 5, width: r.width + 10, height: r.height + 10 })) empty = r;
      }
    expect(empty, "an empty area on page 1").toBeTruthy();

    const viewer = page.getByTestId("document-viewer");
    await expect(viewer.getByRole("toolbar", { name: "Viewer" })).toContainText("Page 1 (1/4)");
    await expect(viewer.locator("canvas").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("rectangle-layer")).toBeVisible();
    const tool = page.getByRole("button", { name: "Page Split Trigger" });
    await tool.click();
    await expect(tool).toHaveAttribute("aria-pressed", "true");

    // A rectangle around nothing: every field is required.
    const modal = page.getByRole("dialog", { name: "Configure OCR Trigger" });
    await drawOnPage(page, page1, empty!);
    await expect(modal).toBeVisible();
    await expect(page.getByTestId("pending-rectangle")).toBeVisible();
    await expect(modal.getByRole("textbox", { name: "Text" })).toHaveValue("");
    await expect(modal.getByText("No words inside the rectangle")).toBeVisible();
    await modal.getByRole("button", { name: "Save" }).click();
    for (const message of [
      "Master Key is required",
      "Text is required",
      "Regular expression is required",
      "Regular expression Match is required",
    ])
      await expect(modal.getByText(message, { exact: true })).toBeVisible();
    await modal.getByRole("button", { name: "Cancel" }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId("pending-rectangle")).toHaveCount(0);

    // A rectangle around the supplier's name: the Text is the words inside it.
    await drawOnPage(page, page1, target);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("textbox", { name: "Text" })).toHaveValue("Azure Interior");
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(modal.getByText("Master Key is required", { exact: true })).toBeVisible();
    await expect(modal.getByText("Regular expression is required", { exact: true })).toBeVisible();
    await expect(modal.getByText("Regular expression Match is required", { exact: true })).toBeVisible();
    await expect(modal.getByText("Text is required", { exact: true })).toHaveCount(0);
    // Master Key: the records of the Invoice class's value list.
    await modal.getByRole("combobox", { name: "Master Key" }).click();
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText([alpha.value, beta.value]);
    await page.getByRole("option", { name: alpha.value, exact: true }).click();
    await expect(modal.getByText("Master Key is required", { exact: true })).toHaveCount(0);
    await expect(modal.getByText(`Records of ${md.category.name}`)).toBeVisible();
    // The match is computed live as the expression is typed.
    const regex = modal.getByRole("textbox", { name: /^Regular expression\s*\*?$/ });
    const match = modal.getByRole("textbox", { name: "Regular expression Match" });
    await regex.fill("Interior");
    await expect(match).toHaveValue("Interior");
    await regex.fill("Azure\\s+(");
    await expect(modal.getByText("Invalid regex")).toBeVisible();
    await expect(match).toHaveValue("");
    await regex.fill("Total");
    await expect(modal.getByText("The regular expression does not match the text")).toBeVisible();
    await expect(match).toHaveValue("");
    await regex.fill("Azure\\s+\\w+");
    await expect(match).toHaveValue("Azure Interior");
    await expect(modal.getByRole("radio", { name: "First page" })).toBeChecked();
    await expect(modal.getByRole("radio", { name: "Last page" })).not.toBeChecked();
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().endsWith(`/api/value-list-data/${alpha._id}`),
    );
    await modal.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    await expect(modal).toHaveCount(0);

    // Saved: a toast says so. Page 1 has no master key yet (they are identified after classification), so no
    // trigger is drawn on it: a trigger shows only on pages whose master key is its record.
    await expect(page.getByText(`OCR trigger of ${alpha.value} saved`)).toBeVisible();
    await expect(page.locator(".ocr-trigger-rect")).toHaveCount(0);

    // The record holds the trigger in PDF points (where it was drawn, whatever the zoom), with its page and text.
    const record = await getJson(page.request, `/api/value-list-data/${alpha._id}`);
    expect(record.ocrTrigger).toMatchObject({
      page: 1,
      regEx: "Azure\\s+\\w+",
      splitAction: "FIRST_PAGE",
      text: "Azure Interior",
    });
    for (const key of ["x", "y", "width", "height"] as const)
      expect(
        Math.abs(record.ocrTrigger[key] - target[key]),
        `${key}: ${record.ocrTrigger[key]} vs ${target[key]}`,
      ).toBeLessThan(1.5);
    expect((await getJson(page.request, `/api/value-list-data/${beta._id}`)).ocrTrigger ?? null).toBeNull();
    // Saving a master key changes no class the person chose.
    await expect(docRegion(form, 3).getByRole("combobox", { name: "Document Class" })).toHaveText(doc3Class);
    await page.getByRole("button", { name: "Pan" }).click();
    await expect(tool).toHaveAttribute("aria-pressed", "false");

    // --- Classification validation ---
    const classified = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().includes(`/api/batch/classificationvalidate/${created._id}`),
    );
    await page.getByRole("button", { name: "Validate" }).click();
    const classifiedResponse = await classified;
    expect(classifiedResponse.status(), await classifiedResponse.text()).toBe(200);
    expect(classifiedResponse.request().headers()["if-match"]).toBe(String(parsed.version));
    expect(classifiedResponse.request().postDataJSON().pageData).toEqual(
      [1, 2, 3, 4].map((pageNo) => ({
        pageNo,
        documentClass: chosen.get(pageNo) === md.invoice.name ? md.invoice._id : md.receipt._id,
      })),
    );

    // Master-key identification and the split run; the Split view opens by itself.
    const split = page.getByTestId("split-form");
    await expect(split).toBeVisible({ timeout: 60_000 });
    await expect(tabs.getByRole("tab", { name: "Split" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "Classification" })).toBeEnabled();
    const afterClassification = await getBatch(page.request, created._id);
    expect(afterClassification.status).toBe("USER_VALIDATION");
    expect(afterClassification.workflow).toMatchObject({ classificationValidated: true, splitValidated: false });
    expect(afterClassification.pageData.map((p: any) => p.documentClass.name)).toEqual(
      [1, 2, 3, 4].map((n) => chosen.get(n)),
    );
    expect(afterClassification.splittedDocuments.map((d: any) => d.mainPages)).toEqual([[1], [2, 3], [4]]);
    // The trigger identified page 1's master key, so the Split view draws it there: a red rectangle
    // (stroke 3) labelled with its record.
    expect(afterClassification.pageData[0].masterKeyData?._id).toBe(alpha._id);
    const shownTrigger = page.locator(".ocr-trigger-rect");
    await expect(shownTrigger).toHaveCount(1);
    await expect(shownTrigger).toContainText(alpha.value);
    const style = await shownTrigger.evaluate((el) => ({
      color: getComputedStyle(el).borderTopColor,
      width: getComputedStyle(el).borderTopWidth,
    }));
    expect(style).toEqual({ color: "rgb(255, 0, 0)", width: "3px" });

    // --- Page editing ---
    await expect.poll(() => shownDocuments(page)).toEqual([[1], [2, 3], [4]]);
    await expect(split.getByTestId("split-page-4")).toContainText(doc3Class);
    await expect(split.getByRole("button", { name: "Undo changes" })).toHaveCount(0);
    // The first page of Doc 2 moves up: into Doc 1.
    await split.getByRole("button", { name: "Move page 2 up" }).click();
    await expect.poll(() => shownDocuments(page)).toEqual([[1, 2], [3], [4]]);
    // The only page of Doc 2 moves up too: Doc 2 is gone, the rest renumbered.
    await split.getByRole("button", { name: "Move page 3 up" }).click();
    await expect.poll(() => shownDocuments(page)).toEqual([[1, 2, 3], [4]]);
    await expect(docRegion(split, 1)).toContainText("3 pages");
    await expect(docRegion(split, 2)).toContainText("1 page");
    await expect(docRegion(split, 3)).toHaveCount(0);
    // A one-page document offers no split-out.
    await expect(split.getByRole("button", { name: "Split out page 4" })).toHaveCount(0);
    // Within a document: page 1 one place down.
    await split.getByRole("button", { name: "Move page 1 down" }).click();
    await expect.poll(() => shownDocuments(page)).toEqual([[2, 1, 3], [4]]);
    // Split out the middle page: one document becomes three. (The mouse leaves first: the tooltip of the
    // button now under it would cover the next one.)
    await page.mouse.move(0, 0);
    await split.getByRole("button", { name: "Split out page 1" }).click();
    await expect.poll(() => shownDocuments(page)).toEqual([[2], [1], [3], [4]]);
    // Delete a page: its document goes with it.
    await split.getByRole("button", { name: "Delete page 3" }).click();
    await expect.poll(() => shownDocuments(page)).toEqual([[2], [1], [4]]);
    await expect(split.locator("section")).toHaveCount(3);
    await expect(split.getByRole("button", { name: "Undo changes" })).toBeVisible();
    // The thumbnails and the viewer follow the documents as edited.
    await expect.poll(() => shownThumbnails(page)).toEqual([2, 1, 4]);
    await expect(page.getByTestId("thumbnails-panel")).toContainText("Doc 3");
    await expect(viewer.getByRole("toolbar", { name: "Viewer" })).toContainText("(2/3)");

    // --- Split validation ---
    const splitDone = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().includes(`/api/batch/splitvalidate/${created._id}`),
    );
    await page.getByRole("button", { name: "Validate" }).click();
    const splitResponse = await splitDone;
    expect(splitResponse.status(), await splitResponse.text()).toBe(200);
    expect(splitResponse.request().headers()["if-match"]).toBe(String(afterClassification.version));
    expect(
      splitResponse
        .request()
        .postDataJSON()
        .splittedDocuments.map((d: any) => d.mainPages),
    ).toEqual([[2], [1], [4]]);

    // SplitDocument writes the documents, extraction runs, and the screen moves on to Extraction.
    const done = await waitUntilResting(page.request, created._id);
    expect(done.status, JSON.stringify(done.workflow)).toBe("USER_VALIDATION");
    expect(done.workflow).toMatchObject({ classificationValidated: true, splitValidated: true });
    await expect(tabs.getByRole("tab", { name: "Extraction" })).toHaveAttribute("aria-selected", "true", {
      timeout: 15_000,
    });
    await expect(page.getByRole("list", { name: "Documents" })).toContainText("Doc 3");

    // --- The documents the server holds ---
    expect(done.splittedDocuments).toEqual([
      { docNo: 1, totalPages: 1, mainPages: [2] },
      { docNo: 2, totalPages: 1, mainPages: [1] },
      { docNo: 3, totalPages: 1, mainPages: [4] },
    ]);
    expect(
      done.extractionDocuments.map((d: any) => ({ docNo: d.docNo, totalPages: d.totalPages, mainPages: d.mainPages })),
    ).toEqual(done.splittedDocuments);
    // Each document is its own one-page PDF with its own words: Quality Hosting, Azure Interior, Coolblue (page 3 deleted).
    const expectedWords = [/QualityHosting/, /Azure\s+Interior/, /Coolblue/];
    for (const [i, doc] of done.extractionDocuments.entries()) {
      expect(doc.fileLocation, `doc ${doc.docNo}`).toBeTruthy();
      expect(doc.textAnnotationFileLocation, `doc ${doc.docNo}`).toBeTruthy();
      const pdf = await (await downloadBatchFile(page.request, created._id, doc.fileLocation)).body();
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(await pdfPageCount(pdf), `pages of doc ${doc.docNo}`).toBe(1);
      const pages = await readAnnotation(page.request, created._id, doc.textAnnotationFileLocation);
      expect(pages).toHaveLength(1);
      const text = pages[0].words.map((w) => w.text).join(" ");
      expect(text, `text of doc ${doc.docNo}`).toMatch(expectedWords[i]);
    }
  });

  test("a saved OCR trigger gives its page the master key and cuts the documents by its split action", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    // Only the OCR-trigger split option: the pages of both files are one stream, cut where a trigger fires.
    const md = await createWorkspaceJob(page, { splitOptions: [{ _id: "ocr-trigger", config: {} }] });
    const [alpha, beta] = md.records;
    const created = await createBatchViaApi(page.request, md.job._id, ["AzureInterior.pdf", "QualityHosting.pdf"]);
    const parsed = await waitUntilResting(page.request, created._id, 60_000);
    expect(parsed.status).toBe("USER_VALIDATION");

    // The trigger as the modal saves it (the previous test draws and saves one through the screen).
    const page1 = (
      await readAnnotation(page.request, created._id, parsed.mergedDocument.textAnnotationFileLocation)
    ).find((p) => p.pageNo === 1)!;
    const box = boxOf(page1.words.filter((w) => w.text === "Azure" || w.text === "Interior").slice(0, 2));
    const rect = { x: box.x - 3, y: box.y - 3, width: box.width + 6, height: box.height + 6 };
    await sendJson(page.request, "patch", `/api/value-list-data/${alpha._id}`, {
      ocrTrigger: { ...rect, page: 1, regEx: "Azure\\s+Interior", splitAction: "LAST_PAGE", text: "Azure Interior" },
    });

    // Every page an invoice: the class whose master key is the Vendors list.
    await sendJson(
      page.request,
      "patch",
      `/api/batch/classificationvalidate/${created._id}`,
      { pageData: [1, 2, 3].map((pageNo) => ({ pageNo, documentClass: md.invoice._id })) },
      { "If-Match": String(parsed.version) },
    );
    const split = await waitUntilResting(page.request, created._id, 60_000);
    expect(split.status, JSON.stringify(split.workflow)).toBe("USER_VALIDATION");
    // Page 1: the trigger fired (the record's name is nowhere on the page); pages 2 and 3: not Alpha.
    expect(split.pageData[0].masterKeyData).toMatchObject({ _id: alpha._id, value: alpha.value });
    for (const p of split.pageData.slice(1))
      expect(p.masterKeyData?._id ?? null, `page ${p.pageNo}`).not.toBe(alpha._id);
    expect(split.pageData.every((p: any) => p.masterKeyData?._id !== beta._id)).toBe(true);
    // LAST_PAGE: page 1 ends a document.
    expect(split.splittedDocuments.map((d: any) => d.mainPages)).toEqual([[1], [2, 3]]);

    // What the person sees on the Split view: page 1's master key and its trigger.
    await page.goto(`/batches/${created._id}`);
    await expect(page.getByTestId("split-form")).toBeVisible({ timeout: 20_000 });
    const keyPanel = page.getByRole("region", { name: "Master Key" });
    await expect(keyPanel).toContainText("Master Key of page 1");
    await expect(keyPanel).toContainText(alpha.value);
    await expect(keyPanel).toContainText("OCR trigger: /Azure\\s+Interior/ · Last page");
    await expect(page.locator(".ocr-trigger-rect")).toContainText(alpha.value);
  });

  test("a trigger belongs to its vendor: it shows only on pages whose master key is its record, and only that page's trigger can be dragged", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const md = await createWorkspaceJob(page);
    const [alpha, beta] = md.records;
    const classify = async (batchId: string) => {
      const parsed = await waitUntilResting(page.request, batchId, 60_000);
      expect(parsed.status).toBe("USER_VALIDATION");
      const pageData = parsed.pageData.map((p: any) => ({ pageNo: p.pageNo, documentClass: md.invoice._id }));
      await sendJson(
        page.request,
        "patch",
        `/api/batch/classificationvalidate/${batchId}`,
        { pageData },
        { "If-Match": String(parsed.version) },
      );
      const split = await waitUntilResting(page.request, batchId, 60_000);
      expect(split.status, JSON.stringify(split.workflow)).toBe("USER_VALIDATION");
      return split;
    };
    const triggerAround = async (batch: any, recordId: string, text: string) => {
      const words = (
        await readAnnotation(page.request, batch._id, batch.mergedDocument.textAnnotationFileLocation)
      ).find((p) => p.pageNo === 1)!.words;
      const word = words.find((w) => w.text === text)!;
      const box = boxOf([word]);
      await sendJson(page.request, "patch", `/api/value-list-data/${recordId}`, {
        ocrTrigger: {
          x: box.x - 3,
          y: box.y - 3,
          width: box.width + 6,
          height: box.height + 6,
          page: 1,
          regEx: text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
          splitAction: "FIRST_PAGE",
          text,
        },
      });
    };

    // Batch A: Alpha's trigger is drawn on its page 1 and identifies it.
    const a = await createBatchViaApi(page.request, md.job._id, ["AzureInterior.pdf"]);
    await triggerAround(await waitUntilResting(page.request, a._id, 60_000), alpha._id, "Azure");
    const splitA = await classify(a._id);
    expect(splitA.pageData[0].masterKeyData?._id).toBe(alpha._id);

    // Batch B: another vendor's document. Beta's trigger is on page 1 as well, around a word of this document.
    const b = await createBatchViaApi(page.request, md.job._id, ["QualityHosting.pdf"]);
    const parsedB = await waitUntilResting(page.request, b._id, 60_000);
    const wordsB = (await readAnnotation(page.request, b._id, parsedB.mergedDocument.textAnnotationFileLocation)).find(
      (p) => p.pageNo === 1,
    )!.words;
    const wordB = wordsB.find((w) => /^[A-Za-z]{6,}$/.test(w.text))!.text;
    await triggerAround(parsedB, beta._id, wordB);
    const splitB = await classify(b._id);
    expect(splitB.pageData[0].masterKeyData?._id).toBe(beta._id);

    // Page 1 of batch B shows Beta's trigger only, never Alpha's (drawn on a 'page 1' of another batch).
    await page.goto(`/batches/${b._id}`);
    await expect(page.getByTestId("split-form")).toBeVisible({ timeout: 20_000 });
    const viewer = page.getByTestId("document-viewer");
    await expect(viewer.locator("canvas").first()).toBeVisible({ timeout: 20_000 });
    const rects = page.locator(".ocr-trigger-rect");
    await expect(rects).toHaveCount(1);
    await expect(rects).toContainText(beta.value);
    await expect(rects).not.toContainText(alpha.value);
    // Page 2: whatever its master key, Alpha's trigger is not there.
    await page.getByTestId("thumbnails-panel").getByRole("img", { name: "Page 2" }).click();
    await expect(viewer.getByRole("toolbar", { name: "Viewer" })).toContainText("(2/2)");
    await expect(page.locator(".ocr-trigger-rect").filter({ hasText: alpha.value })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("vendor-triggers.png") });

    // Back on page 1, the page's own trigger can be dragged: the modal opens on its record.
    await page.getByTestId("thumbnails-panel").getByRole("img", { name: "Page 1" }).click();
    await expect(rects).toHaveCount(1);
    const box = (await rects.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    const modal = page.getByRole("dialog", { name: "Configure OCR Trigger" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("combobox", { name: "Master Key" })).toContainText(beta.value);
    await modal.getByRole("button", { name: "Cancel" }).click();

    // Batch A still shows Alpha's trigger on its page 1, and not Beta's.
    await page.goto(`/batches/${a._id}`);
    await expect(page.getByTestId("split-form")).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(".ocr-trigger-rect")).toHaveCount(1);
    await expect(page.locator(".ocr-trigger-rect")).toContainText(alpha.value);
  });

  test("a thumbnail whose signed URL has expired is signed again: the workspace reads the batch again and the image shows", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const md = await createWorkspaceJob(page);
    const created = await createBatchViaApi(page.request, md.job._id, ["saeco.pdf"]);
    expect((await waitUntilResting(page.request, created._id, 60_000)).status).toBe("USER_VALIDATION");

    // The first request of the page's thumbnail is refused as an expired URL is (403), after a moment,
    // so that the URL signed again differs from it.
    let refused = 0;
    await page.route(/page-0001\.png/, async (route) => {
      if (refused > 0) return route.continue();
      refused++;
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ status: 403, body: "This link has expired." });
    });
    let batchReads = 0;
    page.on("response", (r) => {
      if (r.request().method() === "GET" && new URL(r.url()).pathname === `/api/batch/${created._id}`) batchReads++;
    });
    await page.goto(`/batches/${created._id}`);
    const thumbnail = page.getByTestId("thumbnails-panel").getByRole("img", { name: "Page 1" });
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(refused).toBe(1);
    expect(batchReads).toBeGreaterThanOrEqual(2);
  });

  test("two sessions validate the same batch: the second gets 409, sees it, and nothing is lost", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const md = await createWorkspaceJob(page);
    const created = await createBatchViaApi(page.request, md.job._id, ["AzureInterior.pdf", "coolblue1.pdf"]);
    const before = await waitUntilResting(page.request, created._id, 60_000);
    expect(before.status).toBe("USER_VALIDATION");

    // Session A (admin) opens the batch.
    await page.goto(`/batches/${created._id}`);
    await expect(docRegion(page.getByTestId("classification-form"), 2)).toBeVisible({ timeout: 20_000 });

    // Session B (an editor, another browser context) opens it too, chooses its classes and validates first.
    const other = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    try {
      const b = await other.newPage();
      await signInDemo(b, E2E.users.editor);
      await b.goto(`/batches/${created._id}`);
      await expect(docRegion(b.getByTestId("classification-form"), 2)).toBeVisible({ timeout: 20_000 });
      await chooseDocumentClass(b, 1, md.receipt.name);
      await chooseDocumentClass(b, 2, md.invoice.name);
      const bValidated = b.waitForResponse(
        (r) => r.request().method() === "PATCH" && r.url().includes("/api/batch/classificationvalidate/"),
      );
      await b.getByRole("button", { name: "Validate" }).click();
      expect((await bValidated).status()).toBe(200);
      await expect(b.getByRole("dialog", { name: "This batch has changed" })).toHaveCount(0);

      // Session A still shows the batch as it read it, chooses other classes and validates: refused.
      await chooseDocumentClass(page, 1, md.invoice.name);
      await chooseDocumentClass(page, 2, md.receipt.name);
      const aValidated = page.waitForResponse(
        (r) => r.request().method() === "PATCH" && r.url().includes("/api/batch/classificationvalidate/"),
      );
      await page.getByRole("button", { name: "Validate" }).click();
      const refused = await aValidated;
      expect(refused.status()).toBe(409);
      expect(refused.request().headers()["if-match"]).toBe(String(before.version));
      const dialog = page.getByRole("dialog", { name: "This batch has changed" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(CONFLICT_TEXT);
      await expect(dialog).toContainText("Your change was not saved, and nothing was overwritten.");
      await expect(dialog.getByRole("button", { name: "Reload" })).toBeVisible();

      // Nothing was lost: the server holds B's classes, validated once.
      const held = await getBatch(page.request, created._id);
      expect(held.pageData.map((p: any) => p.documentClass?.name)).toEqual([md.receipt.name, md.invoice.name]);
      expect(held.workflow.classificationValidated).toBe(true);
      expect(held.version).toBeGreaterThan(before.version);

      // The same through the API: a stale If-Match is a 409 with the message; none at all is refused too.
      const stale = await page.request.patch(`/api/batch/classificationvalidate/${created._id}`, {
        data: { pageData: [1, 2].map((pageNo) => ({ pageNo, documentClass: md.invoice._id })) },
        headers: { "If-Match": String(before.version) },
      });
      expect(stale.status()).toBe(409);
      expect((await stale.json()).message).toBe(CONFLICT_TEXT);
      const unversioned = await page.request.patch(`/api/batch/classificationvalidate/${created._id}`, {
        data: { pageData: [{ pageNo: 1, documentClass: md.invoice._id }] },
      });
      // A call as the spec writes it (no If-Match) is taken only when it fits the batch's step: B moved it on (16.1).
      expect(unversioned.status()).toBe(409);
      expect((await getBatch(page.request, created._id)).pageData.map((p: any) => p.documentClass?.name)).toEqual([
        md.receipt.name,
        md.invoice.name,
      ]);

      // Reload: A now sees the batch as B left it (moved on to the Split view, with B's classes).
      await dialog.getByRole("button", { name: "Reload" }).click();
      await expect(dialog).toHaveCount(0);
      const split = page.getByTestId("split-form");
      await expect(split).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("tab", { name: "Split" })).toHaveAttribute("aria-selected", "true");
      await expect(split.getByTestId("split-page-1")).toContainText(md.receipt.name);
      await expect(split.getByTestId("split-page-2")).toContainText(md.invoice.name);
      // And B, who validated, sees the same.
      await expect(b.getByTestId("split-form").getByTestId("split-page-1")).toContainText(md.receipt.name, {
        timeout: 30_000,
      });
    } finally {
      await other.close();
    }
  });
});
