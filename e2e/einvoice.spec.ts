import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { unzipSync } from "fflate";
import { EINVOICES_DIR } from "../src/testing/fixtures";
import {
  downloadBatchFile,
  sendJson,
  uniqueSuffix,
  uploadThroughModal,
  waitUntilResting,
} from "./support/batchHelpers";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

/**
 * Issue 14: a Factur-X PDF and a standalone UBL XML uploaded through the modal under a job whose parser reads
 * e-invoices; the extraction pane shows the values with their source; nothing is fixed; the DE-03 archive holds
 * each document's PDF, XML and JSON.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

const corpusPath = (name: string) => path.join(EINVOICES_DIR, name.endsWith(".pdf") ? "pdf" : "xml", name);

/** Fields named with the suffix, a class of them, and a job whose parser reads e-invoices; returns the job. */
async function eInvoiceJob(
  request: APIRequestContext,
  suffix: string,
  fields: [name: string, dataType: string][],
  autoValidateExtraction: boolean,
) {
  const validation = { required: false, regex: "", formula: null, formulaText: "" };
  const ids: string[] = [];
  for (const [name, dataType] of fields)
    ids.push(
      (
        await sendJson(request, "post", "/api/fields", {
          name: `${name} ${suffix}`,
          dataType,
          description: "",
          valueListCategory: null,
        })
      )._id,
    );
  const cls = await sendJson(request, "post", "/api/document-class", {
    name: `E-Invoice ${suffix}`,
    description: "An invoice.",
    systemPrompt: "You read invoices.",
    userPrompt: "",
    masterKeyCategory: null,
    fields: ids.map((field, i) => ({ field, order: i + 1, validation })),
    tables: [],
  });
  return sendJson(request, "post", "/api/job", {
    name: `E-Invoice Job ${suffix}`,
    description: "",
    documentParser: "einvoice",
    classification: {
      documentClasses: [cls._id],
      autoClassification: false,
      autoValidateClassification: false,
      prompt: "",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
    extraction: { autoValidateExtraction, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
  });
}

test("e-invoices: values from the data with their source, exported with their XML", async ({ page }) => {
  test.setTimeout(240_000);
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const suffix = uniqueSuffix();
  const job = await eInvoiceJob(
    page.request,
    suffix,
    [
      ["Invoice Number", "String"],
      ["Total", "Number"],
    ],
    false,
  );

  await page.goto("/batches");
  const created = await uploadThroughModal(
    page,
    job.name,
    ["FX_EN16931_Einfach.pdf", "UBL_EN16931_Einfach.ubl.xml"],
    corpusPath,
  );
  const extracted = await waitUntilResting(page.request, created._id, 150_000);
  expect(extracted.workflow.step, JSON.stringify(extracted.workflow)).toBe("Extraction");

  // What the person sees: the number from the data, and where it came from, beside it.
  await page.goto(`/batches/${created._id}`);
  const pane = page.getByTestId("extraction-pane");
  await expect(pane.getByRole("textbox", { name: `Invoice Number ${suffix}`, exact: true })).toHaveValue("471102", {
    timeout: 60_000,
  });
  await expect(pane.getByText("e-invoice data, BT-1", { exact: true })).toBeVisible();
  await expect(pane.getByText(/e-invoice data, BT-112/)).toBeVisible();

  // Nothing fixed: every document confirmed as extracted, then exported.
  const extractionDocuments = extracted.extractionDocuments.map((d: any) => ({
    docNo: d.docNo,
    fileLocation: d.fileLocation,
    validated: true,
    tables: d.tables,
    properties: d.properties.map((p: any) => ({
      field: p.field._id,
      value: p.value,
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
    { "If-Match": String(extracted.version) },
  );
  const exported = await waitUntilResting(page.request, created._id, 60_000);
  expect(exported.status, JSON.stringify(exported.workflow)).toBe("EXPORTED");
  const zip = unzipSync(
    new Uint8Array(
      await (await downloadBatchFile(page.request, created._id, exported.workflow.archiveFileLocation)).body(),
    ),
  );
  expect(
    Object.keys(zip)
      .filter((k) => k.startsWith("document-"))
      .sort(),
  ).toEqual([
    "document-0001.json",
    "document-0001.pdf",
    "document-0001.xml",
    "document-0002.json",
    "document-0002.pdf",
    "document-0002.xml",
  ]);
});

test("e-invoices: a page that does not show what the data says is a warning under the field", async ({ page }) => {
  test.setTimeout(240_000);
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const suffix = uniqueSuffix();
  const job = await eInvoiceJob(page.request, suffix, [["Total", "Number"]], true);
  await page.goto("/batches");
  // A published sample whose printed total (406.82) is not its data's (571.04).
  const created = await uploadThroughModal(
    page,
    job.name,
    ["v1-Mustangproject_MustangGnuaccountingBeispielRE-20150613_503.pdf"],
    corpusPath,
  );
  const extracted = await waitUntilResting(page.request, created._id, 150_000);
  expect(extracted.workflow.step, "the document passed on its own despite the warning").toBe("Extraction");
  await page.goto(`/batches/${created._id}`);
  const pane = page.getByTestId("extraction-pane");
  await expect(pane.getByRole("textbox", { name: `Total ${suffix}`, exact: true })).toHaveValue("571.04", {
    timeout: 60_000,
  });
  await expect(pane.getByTestId("field-warning")).toHaveText(
    /The page shows 406\.82; the e-invoice data says 571\.04\./,
  );
});
