import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { unzipSync, strFromU8 } from "fflate";
import {
  FAKE_MFILES_VAULT_GUID,
  startFakeMfilesServer,
  type FakeMfilesServer,
} from "../src/testing/fakeMfiles/fakeMfilesServer";
import {
  createBatchViaApi,
  getBatch,
  INVOICES,
  sendJson,
  uniqueSuffix,
  uploadThroughModal,
  waitUntilResting,
} from "./support/batchHelpers";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

/**
 * The end of the batch journey (spec 01 "Extraction", issue 6): real fixture invoices extracted, a value
 * corrected, a formula error made and fixed, every document confirmed (by keyboard too) and validated, then
 * exported to the built-in archive (DE-03, downloaded and read) and to M-Files (DE-01, a fake M-Files server
 * that records every object it gets; a failed export re-run without duplicates).
 */

// The workspace is a wide screen: give it the room a desktop user has.
test.use({ viewport: { width: 1600, height: 1000 } });

/** What the fixture's JSON says of an invoice (invoice number, date, net, tax = amount - amount_untaxed, total). */
function fixture(name: string) {
  const [truth] = JSON.parse(readFileSync(path.join(INVOICES, `${name}.json`), "utf8"));
  return {
    invoiceNumber: String(truth.invoice_number),
    date: String(truth.date),
    net: Number(truth.amount_untaxed),
    tax: Math.round((truth.amount - truth.amount_untaxed) * 100) / 100,
    total: Number(truth.amount),
  };
}
const COOLBLUE1 = fixture("coolblue1"); // 993548900, 2014-04-19, 593.36 + 124.61 = 717.97
const QUALITY_HOSTING = fixture("QualityHosting"); // 30064443, 2014-05-07, 34.73 with no VAT line

interface InvoiceMasterData {
  suffix: string;
  names: { number: string; date: string; net: string; tax: string; total: string };
  fields: { number: string; date: string; net: string; tax: string; total: string };
  invoice: { _id: string; name: string };
}

/** Fields Invoice Number (String, required), Invoice Date (Date), Net, Tax, Total (Number, Total = [Net] + [Tax]) and their class. */
async function createInvoiceClass(page: Page): Promise<InvoiceMasterData> {
  const suffix = uniqueSuffix();
  const names = {
    number: `Invoice Number ${suffix}`,
    date: `Invoice Date ${suffix}`,
    net: `Net ${suffix}`,
    tax: `Tax ${suffix}`,
    total: `Total ${suffix}`,
  };
  const field = async (name: string, dataType: string, description: string) =>
    (await sendJson(page.request, "post", "/api/fields", { name, dataType, description, valueListCategory: null }))
      ._id as string;
  const fields = {
    number: await field(names.number, "String", "Invoice number"),
    date: await field(names.date, "Date", "Invoice date"),
    net: await field(names.net, "Number", "Net amount"),
    tax: await field(names.tax, "Number", "VAT amount"),
    total: await field(names.total, "Number", "Total amount"),
  };
  const validation = (v: { required?: boolean; formulaText?: string } = {}) => ({
    required: false,
    regex: "",
    formula: null,
    formulaText: "",
    ...v,
  });
  const invoice = await sendJson(page.request, "post", "/api/document-class", {
    name: `Invoice ${suffix}`,
    description: "An invoice: a bill from a supplier with an invoice number, VAT and a total to pay.",
    systemPrompt: "You read invoices.",
    userPrompt: "",
    masterKeyCategory: null,
    fields: [
      { field: fields.number, order: 1, validation: validation({ required: true }) },
      { field: fields.date, order: 2, validation: validation() },
      { field: fields.net, order: 3, validation: validation() },
      { field: fields.tax, order: 4, validation: validation() },
      // The server parses the formula from its text.
      { field: fields.total, order: 5, validation: validation({ formulaText: `[${names.net}] + [${names.tax}]` }) },
    ],
    tables: [],
  });
  expect(invoice.fields[4].validation.formula, "the parsed formula").toBeTruthy();
  return { suffix, names, fields, invoice: { _id: invoice._id, name: invoice.name } };
}

/** A job with only the invoice class (auto classification off: the class is given and classification passes by itself), one document per file. */
async function createJob(page: Page, md: InvoiceMasterData, exportConfig: { _id: "DE-01" | "DE-03"; config: unknown }) {
  const job = await sendJson(page.request, "post", "/api/job", {
    name: `Extraction Job ${exportConfig._id} ${md.suffix}`,
    description: "",
    documentParser: "builtin",
    classification: {
      documentClasses: [md.invoice._id],
      autoClassification: false,
      autoValidateClassification: false,
      prompt: "",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: false, splitOptions: [{ _id: "per-file", config: {} }] },
    extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    export: exportConfig,
  });
  return { _id: job._id as string, name: job.name as string };
}

const pane = (page: Page) => page.getByTestId("extraction-pane");
const docItem = (page: Page, docNo: number) =>
  pane(page).getByRole("list", { name: "Documents" }).locator(`[data-doc-no="${docNo}"]`);
const input = (page: Page, name: string) => pane(page).getByRole("textbox", { name, exact: true });
const currentDoc = (page: Page) => pane(page).getByRole("heading", { level: 2 });

/** Replaces the text of a field input the way a person does: click, select all, type. */
async function retype(field: Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
}

/** A simple CSV reader (quoted cells with "" escapes) into objects by header. */
function readCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  for (const line of text.trimEnd().split("\n")) {
    const cells: string[] = [];
    let cell = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted && c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = !quoted;
      else if (c === "," && !quoted) {
        cells.push(cell);
        cell = "";
      } else cell += c;
    }
    cells.push(cell);
    rows.push(cells);
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

test.describe("extraction and export", () => {
  test("table rows: a line the extractor missed is added, a wrong one deleted, and the batch keeps them", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const suffix = uniqueSuffix();
    const field = async (name: string, dataType: string) =>
      (
        await sendJson(page.request, "post", "/api/fields", {
          name,
          dataType,
          description: "",
          valueListCategory: null,
        })
      )._id as string;
    const description = await field(`Description ${suffix}`, "String");
    const amount = await field(`Amount ${suffix}`, "Number");
    const number = await field(`Invoice Number ${suffix}`, "String");
    const validation = { required: false, regex: "", formula: null, formulaText: "" };
    const cls = await sendJson(page.request, "post", "/api/document-class", {
      name: `Invoice with lines ${suffix}`,
      description: "An invoice with article lines.",
      systemPrompt: "You read invoices.",
      userPrompt: "",
      masterKeyCategory: null,
      fields: [{ field: number, order: 1, validation }],
      tables: [
        {
          name: "Lines",
          description: "Article lines",
          columns: [
            { field: description, validation },
            { field: amount, validation },
          ],
        },
      ],
    });
    const job = await sendJson(page.request, "post", "/api/job", {
      name: `Lines job ${suffix}`,
      description: "",
      documentParser: "builtin",
      classification: {
        documentClasses: [cls._id],
        autoClassification: false,
        autoValidateClassification: false,
        prompt: "",
        eachPageClassification: false,
      },
      split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
      extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
      export: { _id: "DE-03", config: null },
    });
    const created = await createBatchViaApi(page.request, job._id, ["coolblue1.pdf"]);
    const extracted = await waitUntilResting(page.request, created._id, 60_000);
    expect(extracted.workflow.step, JSON.stringify(extracted.workflow)).toBe("Extraction");
    const found = extracted.extractionDocuments[0].tables[0].rows;
    expect(found.length, "coolblue1's article lines").toBeGreaterThanOrEqual(3);

    await page.goto(`/batches/${created._id}`);
    await pane(page).getByRole("tab", { name: "Tables" }).click();
    const table = pane(page).getByRole("table", { name: "Lines" });
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(found.length);
    await pane(page).getByRole("button", { name: "Add row to Lines" }).click();
    await expect(rows).toHaveCount(found.length + 1);
    const last = found.length + 1;
    await table.getByRole("textbox", { name: `Lines row ${last} Description ${suffix}` }).fill("Gift wrapping");
    await table.getByRole("textbox", { name: `Lines row ${last} Amount ${suffix}` }).fill("2,50");
    await table.getByRole("button", { name: "Delete row 1 of Lines" }).click();
    await expect(rows).toHaveCount(found.length);
    await expect(table.getByRole("textbox", { name: `Lines row ${found.length} Description ${suffix}` })).toHaveValue(
      "Gift wrapping",
    );

    const saved = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().includes(`/api/batch/extractionvalidate/${created._id}`),
    );
    await pane(page).getByRole("button", { name: "Validate", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
    expect((await saved).status()).toBe(200);
    const stored = (await getBatch(page.request, created._id)).extractionDocuments[0].tables[0].rows;
    expect(stored).toHaveLength(found.length);
    expect(stored[0].map((c: any) => c._id)).toEqual(found[1].map((c: any) => c._id)); // row 1 deleted
    expect(stored.at(-1).map((c: any) => [c.field._id, c.value])).toEqual([
      [description, "Gift wrapping"],
      [amount, 2.5],
    ]);
  });

  test("DE-03: real invoices from upload to the downloaded archive, with a correction and a formula error fixed", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const md = await createInvoiceClass(page);
    const job = await createJob(page, md, { _id: "DE-03", config: null });
    await page.reload();

    // --- Upload through the Create Batch modal: coolblue1 (1 page) and QualityHosting (2 pages) ---
    const created = await uploadThroughModal(page, job.name, ["coolblue1.pdf", "QualityHosting.pdf"]);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: String(created.batchNumber), exact: true }) });
    await row.getByRole("cell").first().click();
    await expect(page).toHaveURL(new RegExp(`/batches/${created._id}$`));

    // One class on the job and no auto classification: classification passes by itself and the Split view opens.
    const tabs = page.getByRole("tablist", { name: "Batch steps" });
    const split = page.getByTestId("split-form");
    await expect(split).toBeVisible({ timeout: 60_000 });
    await expect(tabs.getByRole("tab", { name: "Split" })).toHaveAttribute("aria-selected", "true");
    await expect(split.locator("section")).toHaveCount(2);
    for (const pageNo of [1, 2, 3])
      await expect(split.getByTestId(`split-page-${pageNo}`)).toContainText(md.invoice.name);
    const atSplit = await getBatch(page.request, created._id);
    expect(atSplit.workflow).toMatchObject({ classificationValidated: true, splitValidated: false });
    expect(atSplit.splittedDocuments.map((d: any) => d.mainPages)).toEqual([[1], [2, 3]]);

    // --- Split validated in the UI; extraction runs and the Extraction view opens ---
    await page.getByRole("button", { name: "Validate" }).click();
    await expect(tabs.getByRole("tab", { name: "Extraction" })).toHaveAttribute("aria-selected", "true", {
      timeout: 60_000,
    });
    await expect(pane(page)).toBeVisible();
    await expect(pane(page).getByRole("list", { name: "Documents" }).getByRole("button")).toHaveCount(2);
    await expect(pane(page).getByText("0 of 2 documents confirmed")).toBeVisible();
    await expect(pane(page).getByRole("tab", { name: "Fields" })).toHaveAttribute("aria-selected", "true");

    // Doc 1 (coolblue1) opens first; its values are those of the fixture's JSON.
    await expect(currentDoc(page)).toHaveText("Doc 1");
    await expect(input(page, md.names.number)).toHaveValue(COOLBLUE1.invoiceNumber);
    await expect(input(page, md.names.date)).toHaveValue(COOLBLUE1.date);
    await expect(input(page, md.names.net)).toHaveValue(String(COOLBLUE1.net));
    await expect(input(page, md.names.tax)).toHaveValue(String(COOLBLUE1.tax));
    await expect(input(page, md.names.total)).toHaveValue(String(COOLBLUE1.total));
    // Focusing a field highlights where its value was found in the document.
    await input(page, md.names.number).click();
    await expect(page.getByTestId("extraction-highlight").first()).toBeVisible();

    // --- Make a formula error: Net mistyped (593.63 for 593.36), so Total ≠ Net + Tax ---
    const formulaError = `${md.names.total} should be ${(593.63 + COOLBLUE1.tax).toFixed(2)} ([${md.names.net}] + [${md.names.tax}])`; // 718.24
    const checked = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes(`/api/batch/${created._id}/extraction-check`),
    );
    await retype(input(page, md.names.net), "593.63");
    // Enter moves on to the next field (Tax), as Tab does; leaving Net checks the class's validations at once.
    await page.keyboard.press("Enter");
    await expect(input(page, md.names.tax)).toBeFocused();
    expect((await checked).status()).toBe(200);
    await page.keyboard.press("Tab");
    await expect(input(page, md.names.total)).toBeFocused();
    // Total, which nobody edited, shows the formula error right away, and Doc 1 cannot be confirmed.
    await expect(input(page, md.names.total)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId(`field-${md.names.total}`)).toContainText(formulaError);
    await expect(pane(page).getByText("1 field in error")).toBeVisible();
    await expect(docItem(page, 1).getByRole("img", { name: "Not validated, has errors" })).toBeVisible();
    await page.keyboard.press("ControlOrMeta+Enter");
    await expect(page.getByText("Doc 1: a field is in error; correct it before confirming.")).toBeVisible();
    await expect(currentDoc(page)).toHaveText("Doc 1");
    await expect(pane(page).getByText("0 of 2 documents confirmed")).toBeVisible();
    // Alt+Down opens Doc 2 (QualityHosting) with the cursor in its first field.
    await page.keyboard.press("Alt+ArrowDown");
    await expect(currentDoc(page)).toHaveText("Doc 2");
    await expect(input(page, md.names.number)).toBeFocused();
    await expect(input(page, md.names.number)).toHaveValue(QUALITY_HOSTING.invoiceNumber);
    await expect(input(page, md.names.date)).toHaveValue(QUALITY_HOSTING.date);
    await expect(input(page, md.names.total)).toHaveValue(String(QUALITY_HOSTING.total));

    // --- Correct a value: QualityHosting prints no VAT line; the tooltip says 'Not Found' and the person enters 0 ---
    await expect(input(page, md.names.tax)).toHaveValue("");
    await page.getByTestId(`field-${md.names.tax}`).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Not Found");
    await page.keyboard.press("Enter"); // Invoice Number → Invoice Date
    await page.keyboard.press("Enter"); // → Net
    await page.keyboard.press("Enter"); // → Tax
    await expect(input(page, md.names.tax)).toBeFocused();
    await page.keyboard.type(String(QUALITY_HOSTING.tax)); // 0, as the fixture says
    // Ctrl+Enter confirms Doc 2 and opens the unconfirmed Doc 1 again.
    await page.keyboard.press("ControlOrMeta+Enter");
    await expect(pane(page).getByText("1 of 2 documents confirmed")).toBeVisible();
    await expect(currentDoc(page)).toHaveText("Doc 1");
    const validate = pane(page).getByRole("button", { name: "Validate", exact: true });

    // Validate with Doc 1 not confirmed: the changes are saved, and the server stores Total's formula error.
    const firstValidation = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().includes(`/api/batch/extractionvalidate/${created._id}`),
    );
    await validate.click();
    await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
    const firstResponse = await firstValidation;
    expect(firstResponse.status(), await firstResponse.text()).toBe(200);
    expect(firstResponse.request().headers()["if-match"]).toBeTruthy();
    await expect(page.getByText("Changes saved.")).toBeVisible();
    const saved = await getBatch(page.request, created._id);
    expect(saved.extractionDocuments[0].properties.find((p: any) => p.field.name === md.names.total).error).toBe(
      formulaError,
    );
    await docItem(page, 1).click();
    await expect(currentDoc(page)).toHaveText("Doc 1");
    await expect(pane(page).getByText("1 field in error")).toBeVisible();
    await expect(docItem(page, 1).getByRole("img", { name: "Not validated, has errors" })).toBeVisible();
    await expect(input(page, md.names.net)).toHaveValue("593.63");
    await expect(input(page, md.names.total)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId(`field-${md.names.total}`)).toContainText(formulaError);
    await page.getByTestId(`field-${md.names.total}`).hover();
    await expect(page.getByRole("tooltip").filter({ hasText: md.names.total })).toHaveText(formulaError);
    await expect(pane(page).getByText("1 of 2 documents confirmed")).toBeVisible();
    // Doc 2 kept its correction, shown as changed by the person.
    await docItem(page, 2).click();
    await expect(input(page, md.names.tax)).toHaveValue(String(QUALITY_HOSTING.tax));
    await expect(page.getByTestId(`field-${md.names.tax}`)).toContainText("Extracted: –");
    await expect(docItem(page, 2).getByRole("img", { name: "Validated", exact: true })).toBeVisible();

    // --- Fix the formula error: Net back to what the invoice says; Total's error goes away at once ---
    await docItem(page, 1).click();
    await retype(input(page, md.names.net), String(COOLBLUE1.net));
    await expect(input(page, md.names.total)).toHaveAttribute("aria-invalid", "false");
    await expect(page.getByTestId(`field-${md.names.total}`)).not.toContainText(formulaError);
    await expect(pane(page).getByText("1 field in error")).toBeHidden();
    // Confirm with the button.
    await pane(page).getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(pane(page).getByText("2 of 2 documents confirmed")).toBeVisible();
    const secondValidation = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().includes(`/api/batch/extractionvalidate/${created._id}`),
    );
    await validate.click();
    expect((await secondValidation).status()).toBe(200);

    // --- Export to the built-in archive ---
    await expect(page.getByText("Batch Exported Successfully")).toBeVisible({ timeout: 60_000 });
    await expect(tabs.getByRole("tab", { name: "Export" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("export-pane")).toContainText("2 documents exported.");
    const exported = await getBatch(page.request, created._id);
    expect(exported.status).toBe("EXPORTED");
    expect(exported.workflow).toMatchObject({ extractionValidated: true, exportTarget: "DE-03" });

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download archive" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`batch-${created.batchNumber}.zip`);
    const zip = readFileSync((await download.path())!);
    expect(zip.subarray(0, 2).toString()).toBe("PK");
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries).sort()).toEqual([
      "document-0001.json",
      "document-0001.pdf",
      "document-0002.json",
      "document-0002.pdf",
      "documents.csv",
      "history.json",
    ]);
    for (const pdf of ["document-0001.pdf", "document-0002.pdf"])
      expect(strFromU8(entries[pdf].subarray(0, 5))).toBe("%PDF-");

    // documents.csv: a row per document with the values as validated, the correction included.
    const csv = readCsv(strFromU8(entries["documents.csv"]));
    expect(csv).toEqual([
      {
        docNo: "1",
        documentClass: md.invoice.name,
        masterKey: "",
        pages: "1",
        [md.names.number]: COOLBLUE1.invoiceNumber,
        [md.names.date]: COOLBLUE1.date,
        [md.names.net]: String(COOLBLUE1.net),
        [md.names.tax]: String(COOLBLUE1.tax),
        [md.names.total]: String(COOLBLUE1.total),
      },
      {
        docNo: "2",
        documentClass: md.invoice.name,
        masterKey: "",
        pages: "2 3",
        [md.names.number]: QUALITY_HOSTING.invoiceNumber,
        [md.names.date]: QUALITY_HOSTING.date,
        [md.names.net]: String(QUALITY_HOSTING.net),
        [md.names.tax]: String(QUALITY_HOSTING.tax),
        [md.names.total]: String(QUALITY_HOSTING.total),
      },
    ]);
    const doc2 = JSON.parse(strFromU8(entries["document-0002.json"]));
    expect(doc2).toMatchObject({
      batchNumber: created.batchNumber,
      docNo: 2,
      documentClass: md.invoice.name,
      pages: [2, 3],
    });
    expect(doc2.fields[md.names.tax]).toBe(QUALITY_HOSTING.tax);
  });

  test("DE-01: a batch exported to M-Files, one typed object per document; a failed export re-run creates no duplicates", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A fake M-Files server of this test's own (the e2e server's one keeps its state in another process):
    // what it received can be read here.
    const fake: FakeMfilesServer = await startFakeMfilesServer({ port: 0 });
    try {
      await signInDemo(page, E2E.users.admin, "Default Organization");
      const md = await createInvoiceClass(page);
      const job = await createJob(page, md, {
        _id: "DE-01",
        config: {
          mfilesUrl: fake.url,
          mfilesUserName: "alex",
          mfilesPassword: "pw",
          mfilesVaultGuid: FAKE_MFILES_VAULT_GUID,
          mfilesWindowsUser: false,
          documentClassMapping: [
            {
              documentClassId: md.invoice._id,
              mfilesClassId: 3,
              fieldsMapping: [
                {
                  fieldId: md.fields.number,
                  mfilesPropertyId: 1020,
                  dataType: 1,
                  name: "Invoice Number",
                  required: true,
                },
                { fieldId: md.fields.date, mfilesPropertyId: 1021, dataType: 5, name: "Invoice Date", required: false },
                { fieldId: md.fields.total, mfilesPropertyId: 1022, dataType: 3, name: "Total", required: true },
              ],
            },
          ],
        },
      });

      // Prerequisites through the API: upload, split validated, and the extraction validated with Doc 2's
      // Total left empty (the class does not require it, M-Files does).
      const created = await createBatchViaApi(page.request, job._id, ["coolblue1.pdf", "QualityHosting.pdf"]);
      const atSplit = await waitUntilResting(page.request, created._id);
      expect(atSplit.status, JSON.stringify(atSplit.workflow)).toBe("USER_VALIDATION");
      await sendJson(
        page.request,
        "patch",
        `/api/batch/splitvalidate/${created._id}`,
        { splittedDocuments: atSplit.splittedDocuments },
        { "If-Match": String(atSplit.version) },
      );
      const atExtraction = await waitUntilResting(page.request, created._id);
      expect(atExtraction.workflow).toMatchObject({ step: "Extraction", splitValidated: true });
      const extractionDocuments = atExtraction.extractionDocuments.map((d: any) => ({
        docNo: d.docNo,
        fileLocation: d.fileLocation,
        validated: true,
        tables: d.tables,
        properties: d.properties.map((p: any) => ({
          field: p.field._id,
          value: d.docNo === 2 && p.field._id === md.fields.total ? null : p.value,
          originalValue: p.originalValue,
          validated: true,
          error: null,
        })),
      }));
      await sendJson(
        page.request,
        "patch",
        `/api/batch/extractionvalidate/${created._id}`,
        { extractionDocuments },
        { "If-Match": String(atExtraction.version) },
      );

      // Doc 1 went across; M-Files refused Doc 2: the batch is in ERROR with M-Files' own message.
      const mfilesMessage = 'M-Files: Required property "Total" is missing a value.';
      const failed = await waitUntilResting(page.request, created._id);
      expect(failed.status).toBe("ERROR");
      expect(failed.workflow).toMatchObject({ failedState: "Export", error: mfilesMessage });
      expect(fake.state.objects).toHaveLength(1);
      const firstId = fake.state.objects[0].id;
      expect(failed.extractionDocuments.map((d: any) => d.mfilesObjectId ?? null)).toEqual([firstId, null]);

      // What the person sees: the error in a red box, the Extraction view (an export failure goes there).
      await page.goto(`/batches/${created._id}`);
      const alert = page.getByRole("alert").filter({ hasText: "M-Files" });
      await expect(alert).toHaveText(mfilesMessage, { timeout: 20_000 });
      const tabs = page.getByRole("tablist", { name: "Batch steps" });
      await expect(tabs.getByRole("tab", { name: "Extraction" })).toHaveAttribute("aria-selected", "true");

      // Re-Process '5. Export' as is: Doc 1 is not sent again, Doc 2 is refused again.
      await reprocess(page, "5. Export", created._id);
      const again = await waitUntilResting(page.request, created._id);
      expect(again.status).toBe("ERROR");
      expect(again.workflow.error).toBe(mfilesMessage);
      expect(fake.state.objects.map((o) => o.id)).toEqual([firstId]);
      expect(again.extractionDocuments[0].mfilesObjectId).toBe(firstId);
      await expect(alert).toHaveText(mfilesMessage, { timeout: 20_000 });

      // Re-Process '4. Extraction': Doc 2's Total is found again; Doc 1 keeps its M-Files object.
      await reprocess(page, "4. Extraction", created._id);
      await expect(pane(page)).toBeVisible({ timeout: 30_000 });
      await expect(pane(page).getByRole("button", { name: "Validate", exact: true })).toBeVisible({ timeout: 20_000 });
      const reExtracted = await getBatch(page.request, created._id);
      expect(reExtracted.status).toBe("USER_VALIDATION");
      expect(reExtracted.extractionDocuments.map((d: any) => d.mfilesObjectId ?? null)).toEqual([firstId, null]);
      await expect(currentDoc(page)).toHaveText("Doc 1");
      await expect(input(page, md.names.number)).toHaveValue(COOLBLUE1.invoiceNumber);
      await page.keyboard.press("ControlOrMeta+Enter");
      await expect(currentDoc(page)).toHaveText("Doc 2");
      await expect(input(page, md.names.total)).toHaveValue(String(QUALITY_HOSTING.total));
      await page.keyboard.press("ControlOrMeta+Enter");
      await expect(pane(page).getByText("2 of 2 documents confirmed")).toBeVisible();
      await pane(page).getByRole("button", { name: "Validate", exact: true }).click();

      // Exported: the Export view lists the M-Files object of each document; Doc 1's is the one of the first run.
      await expect(page.getByText("Batch Exported Successfully")).toBeVisible({ timeout: 60_000 });
      expect(fake.state.objects).toHaveLength(2);
      const [first, second] = fake.state.objects;
      expect(first.id).toBe(firstId);
      const exportPane = page.getByTestId("export-pane");
      await expect(exportPane).toContainText(`2 documents sent to M-Files with object ids ${first.id}, ${second.id}.`);
      await expect(exportPane.getByRole("list", { name: "M-Files objects" }).getByRole("listitem")).toHaveText([
        `Doc 1: M-Files object ${first.id}`,
        `Doc 2: M-Files object ${second.id}`,
      ]);
      const done = await getBatch(page.request, created._id);
      expect(done.status).toBe("EXPORTED");
      expect(done.extractionDocuments.map((d: any) => d.mfilesObjectId)).toEqual([first.id, second.id]);

      // What M-Files received: a checked-in single-file document of class 3 per document, every mapped field typed.
      const expected = [
        { docNo: 1, values: COOLBLUE1 },
        { docNo: 2, values: QUALITY_HOSTING },
      ];
      for (const [i, object] of fake.state.objects.entries()) {
        const { docNo, values } = expected[i];
        const title = `${md.invoice.name} ${created.batchNumber}-${docNo}`;
        expect(object).toMatchObject({ classId: 3, title, checkIn: true, createdBy: "alex" });
        const byDef = Object.fromEntries(object.propertyValues.map((p) => [p.PropertyDef, p.TypedValue]));
        expect(byDef).toEqual({
          0: { DataType: 1, Value: title },
          22: { DataType: 8, Value: true },
          100: { DataType: 9, Lookup: { Item: 3, Version: -1 } },
          1020: { DataType: 1, Value: values.invoiceNumber },
          1021: { DataType: 5, Value: values.date },
          1022: { DataType: 3, Value: values.total },
        });
        expect(object.files).toHaveLength(1);
        expect(object.files[0]).toMatchObject({ title, extension: "pdf" });
        expect(object.files[0].bytes.subarray(0, 5).toString()).toBe("%PDF-");
      }
    } finally {
      await fake.close();
    }
  });
});

/** Chooses a stage of the Re-Process menu and waits for the server to take it. */
async function reprocess(page: Page, label: string, batchId: string) {
  await page.getByRole("button", { name: "Re-Process" }).click();
  const taken = page.waitForResponse(
    (r) => r.request().method() === "PATCH" && r.url().includes(`/api/batch/reprocess/${batchId}`),
  );
  await page.getByRole("menuitem", { name: label }).click();
  const response = await taken;
  expect(response.status(), await response.text()).toBe(200);
}
