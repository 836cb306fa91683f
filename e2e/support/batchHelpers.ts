import { INVOICES_DIR } from "../../src/testing/fixtures";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import type { TextAnnotation, TextAnnotationPage } from "../../src/domain/batch/textAnnotation";
import type { Rect } from "../../src/domain/geometry";
import type { Word } from "../../src/domain/text/words";

/**
 * Helpers of the batch end-to-end tests: master data and batches created through the API with the
 * signed-in user's cookies (prerequisites), the Create Batch modal (when the upload is what a test
 * is about), and reads of what the server holds (the batch, its files, its text annotations).
 */

export const INVOICES = INVOICES_DIR;
export const invoice = (name: string) => path.join(INVOICES, name);

/** The statuses in which a batch waits for a person (or is done): polling stops there. */
export const RESTING = ["USER_VALIDATION", "ERROR", "EXPORTED"];

/** A short suffix that keeps the names of one test apart from every other test's (and from reruns). */
export const uniqueSuffix = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

export async function sendJson<T = any>(
  request: APIRequestContext,
  method: "post" | "patch",
  url: string,
  data: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await request[method](url, { data, headers });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

export async function getJson<T = any>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), `GET ${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

export interface WorkspaceMasterData {
  suffix: string;
  category: { _id: string; name: string };
  records: { _id: string; value: string }[];
  invoice: { _id: string; name: string };
  receipt: { _id: string; name: string };
  job: { _id: string; name: string };
}

/**
 * A job with auto classification on and two classes: 'Invoice …' whose master-key category
 * 'Vendors …' has records, and 'Receipt …' without a master key. Split: one document per uploaded file.
 */
export async function createWorkspaceJob(
  page: Page,
  options: { eachPageClassification?: boolean; splitOptions?: { _id: string; config?: unknown }[] } = {},
): Promise<WorkspaceMasterData> {
  const suffix = uniqueSuffix();
  const request = page.request;
  const field = await sendJson(request, "post", "/api/fields", {
    name: `Invoice Number ${suffix}`,
    dataType: "String",
    description: "",
    valueListCategory: null,
  });
  const category = await sendJson(request, "post", "/api/Value-List-Category", {
    name: `Vendors ${suffix}`,
    isMasterKey: true,
    fields: [{ name: "Name" }, { name: "City" }],
    mainField: "Name",
  });
  // Names found in none of the fixture invoices: a page gets one of them only through an OCR trigger.
  const records = [];
  for (const name of [`Vendor Alpha ${suffix}`, `Vendor Beta ${suffix}`]) {
    const record = await sendJson(request, "post", "/api/value-list-data", {
      valueListCategory: category._id,
      data: { Name: name, City: "" },
      customPrompt: "",
    });
    records.push({ _id: record._id as string, value: name });
  }
  const documentClass = (name: string, description: string, masterKeyCategory: string | null) =>
    sendJson(request, "post", "/api/document-class", {
      name,
      description,
      systemPrompt: "You read business documents.",
      userPrompt: "",
      masterKeyCategory,
      fields: [
        { field: field._id, order: 1, validation: { required: false, regex: "", formula: null, formulaText: "" } },
      ],
      tables: [],
    });
  const invoiceClass = await documentClass(
    `Invoice ${suffix}`,
    "An invoice: a bill from a supplier with an invoice number, VAT and a total to pay.",
    category._id,
  );
  const receiptClass = await documentClass(
    `Receipt ${suffix}`,
    "A receipt: proof of a payment already made at a till.",
    null,
  );
  const job = await sendJson(request, "post", "/api/job", {
    name: `Workspace Job ${suffix}`,
    description: "",
    documentParser: "builtin",
    classification: {
      documentClasses: [invoiceClass._id, receiptClass._id],
      autoClassification: true,
      autoValidateClassification: false,
      prompt: "Classify the page.",
      eachPageClassification: options.eachPageClassification ?? false,
    },
    split: { autoValidateSplit: false, splitOptions: options.splitOptions ?? [{ _id: "per-file", config: {} }] },
    extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
  });
  return { suffix, category, records, invoice: invoiceClass, receipt: receiptClass, job };
}

/** A batch through the spec's three calls (pre-sign, PUT, POST /batch), without the modal. */
export async function createBatchViaApi(
  request: APIRequestContext,
  job: string,
  names: string[],
): Promise<{ _id: string; batchNumber: number }> {
  const bodies = names.map((n) => readFileSync(invoice(n)));
  const presigned = await sendJson(request, "post", "/api/batch/getPreSignedUrlForUpload", {
    files: names,
    sizes: bodies.map((b) => b.length),
  });
  for (const [i, info] of (presigned.filesInfo as { url: string }[]).entries()) {
    const put = await request.put(info.url, {
      data: bodies[i],
      headers: { "Content-Type": names[i].endsWith(".png") ? "image/png" : "application/pdf" },
    });
    expect(put.ok(), `PUT ${names[i]}: ${await put.text()}`).toBe(true);
  }
  return sendJson(request, "post", "/api/batch", {
    job,
    _id: presigned.batchId,
    files: presigned.filesInfo.map(({ fileName, filePath }: any) => ({ fileName, filePath })),
  });
}

/** Uploads the files through the batch list's Create Batch modal; the created batch as the server answered. `pathOf` finds a named file (default: testdata/invoices). */
export async function uploadThroughModal(
  page: Page,
  jobName: string,
  files: string[],
  pathOf: (name: string) => string = invoice,
): Promise<{ _id: string; batchNumber: number }> {
  await page.getByRole("button", { name: "Create New +" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Create Batch")).toBeVisible();
  await dialog.getByLabel("Job").click();
  await page.getByRole("option", { name: jobName }).click();
  await dialog.getByTestId("file-input").setInputFiles(files.map(pathOf));
  const chosen = dialog.getByRole("list", { name: "Chosen files" });
  await expect(chosen.getByRole("listitem")).toHaveCount(files.length);
  const createdResponse = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/batch",
  );
  await dialog.getByRole("button", { name: "Create" }).click();
  const response = await createdResponse;
  expect(response.status(), await response.text()).toBe(200);
  const created = await response.json();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Batch ${created.batchNumber} created`)).toBeVisible();
  return created;
}

export const getBatch = (request: APIRequestContext, id: string) => getJson(request, `/api/batch/${id}`);

/** Polls GET /batch/{id} until the batch rests (waits for a person, failed or exported). */
export async function waitUntilResting(request: APIRequestContext, id: string, timeout = 90_000): Promise<any> {
  let batch: any;
  await expect
    .poll(
      async () => {
        batch = await getBatch(request, id);
        return RESTING.includes(batch.status);
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return batch;
}

/** A file of the batch (merged document, a document's PDF or text annotation) through getPreSignedUrlForDownload. */
export async function downloadBatchFile(request: APIRequestContext, batchId: string, fileUrl: string) {
  const { url } = await sendJson(request, "post", `/api/batch/getPreSignedUrlForDownload/${batchId}`, { fileUrl });
  const res = await request.get(url);
  expect(res.status(), `GET ${fileUrl}`).toBe(200);
  return res;
}

/** A text-annotation file: its pages with their words in PDF points (origin top-left). */
export async function readAnnotation(
  request: APIRequestContext,
  batchId: string,
  fileUrl: string,
): Promise<TextAnnotationPage[]> {
  const res = await downloadBatchFile(request, batchId, fileUrl);
  return ((await res.json()) as TextAnnotation).pages;
}

/** The bounding box of some words, in PDF points. */
export function boxOf(words: Word[]): Rect {
  const x = Math.min(...words.map((w) => w.x));
  const y = Math.min(...words.map((w) => w.y));
  return {
    x,
    y,
    width: Math.max(...words.map((w) => w.x + w.width)) - x,
    height: Math.max(...words.map((w) => w.y + w.height)) - y,
  };
}

/** Whether any word touches the rectangle (PDF points). */
export function anyWordIn(words: Word[], r: Rect) {
  return words.some((w) => w.x < r.x + r.width && w.x + w.width > r.x && w.y < r.y + r.height && w.y + w.height > r.y);
}

/** The number of pages of a PDF. */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

/** A text-layer job of one String field 'Invoice Number <suffix>' whose classification and split pass on their own: a batch waits at Extraction. */
export async function invoiceNumberJob(
  request: APIRequestContext,
  label: string,
  suffix: string,
): Promise<{ _id: string; fieldName: string }> {
  const fieldName = `Invoice Number ${suffix}`;
  const field = await sendJson(request, "post", "/api/fields", {
    name: fieldName,
    dataType: "String",
    description: "",
    valueListCategory: null,
  });
  const cls = await sendJson(request, "post", "/api/document-class", {
    name: `${label} Invoice ${suffix}`,
    description: "An invoice",
    systemPrompt: "You read invoices.",
    userPrompt: "",
    masterKeyCategory: null,
    fields: [
      { field: field._id, order: 1, validation: { required: false, regex: "", formula: null, formulaText: "" } },
    ],
    tables: [],
  });
  const job = await sendJson(request, "post", "/api/job", {
    name: `${label} Job ${suffix}`,
    description: "",
    documentParser: "text-layer",
    classification: {
      documentClasses: [cls._id],
      autoClassification: false,
      autoValidateClassification: true,
      prompt: "",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
    extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
  });
  return { _id: job._id, fieldName };
}
