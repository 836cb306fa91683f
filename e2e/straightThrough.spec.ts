import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { getJson, invoice, sendJson, uniqueSuffix, waitUntilResting } from "./support/batchHelpers";
import { choose } from "./support/masterData";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

/**
 * Issue 15.2 and 15.4 in the browser: the job form's confidence threshold and QA sample; a batch where the documents
 * whose required fields are sure pass by themselves and the one that is not waits (the pane shows which); the same
 * file uploaded again is flagged 'possible duplicate of Batch n, Doc m' with a link, and a person clears the flag.
 * Three fixture invoices (free_fiber, AmazonWebServices, saeco), each with a comment of this run after its %%EOF so
 * that its file is new to the organization (file fingerprints).
 */

test.use({ viewport: { width: 1600, height: 1000 } });

const pane = (page: Page) => page.getByTestId("extraction-pane");
const docItem = (page: Page, docNo: number) =>
  pane(page).getByRole("list", { name: "Documents" }).locator(`[data-doc-no="${docNo}"]`);
const currentDoc = (page: Page) => pane(page).getByRole("heading", { level: 2 });
async function showOnly(page: Page, option: string) {
  await pane(page).getByRole("combobox", { name: /Show/ }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A batch through the spec's three calls with the given bytes per file. */
async function createBatch(request: APIRequestContext, job: string, files: { name: string; bytes: Buffer }[]) {
  const presigned = await sendJson(request, "post", "/api/batch/getPreSignedUrlForUpload", {
    files: files.map((f) => f.name),
    sizes: files.map((f) => f.bytes.length),
  });
  for (const [i, info] of (presigned.filesInfo as { url: string }[]).entries()) {
    const put = await request.put(info.url, { data: files[i].bytes, headers: { "Content-Type": "application/pdf" } });
    expect(put.ok(), await put.text()).toBe(true);
  }
  return sendJson(request, "post", "/api/batch", {
    job,
    _id: presigned.batchId,
    files: presigned.filesInfo.map(({ fileName, filePath }: any) => ({ fileName, filePath })),
  });
}

test("straight-through: threshold on the job form, sure documents pass and the unsure one waits, a duplicate is flagged with its link and cleared", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const suffix = uniqueSuffix();
  const names = { number: `Invoice Number ${suffix}`, total: `Total ${suffix}` };
  const field = async (name: string, dataType: string) =>
    (await sendJson(page.request, "post", "/api/fields", { name, dataType, description: "", valueListCategory: null }))
      ._id as string;
  const required = { required: true, regex: "", formula: null, formulaText: "" };
  const cls = await sendJson(page.request, "post", "/api/document-class", {
    name: `STP Invoice ${suffix}`,
    description: "An invoice",
    systemPrompt: "You read invoices.",
    userPrompt: "",
    masterKeyCategory: null,
    fields: [
      { field: await field(names.number, "String"), order: 1, validation: required },
      { field: await field(names.total, "Number"), order: 2, validation: required },
    ],
    tables: [],
  });

  // --- The job form: Auto Validate Extraction with a confidence threshold of 0.85, no QA sample ---
  const jobName = `Straight Through ${suffix}`;
  await page.goto("/jobs/create");
  await page.getByRole("textbox", { name: "Name" }).fill(jobName);
  await choose(page, "Document Parser", "Text layer only");
  await choose(page, "Classes", cls.name);
  await page.getByRole("checkbox", { name: "Auto Validate Extraction" }).check();
  const threshold = page.getByRole("spinbutton", { name: "Confidence Threshold" });
  await expect(threshold).toHaveValue("0.9");
  await expect(page.getByRole("spinbutton", { name: "QA Sample (%)" })).toHaveValue("0");
  await threshold.fill("1.5");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText("Confidence Threshold must be between 0 and 1")).toBeVisible();
  await threshold.fill("0.85");
  await page.getByRole("checkbox", { name: "Auto Validate Split" }).check();
  await page.getByRole("button", { name: "Add Split" }).click();
  await choose(page, "Split 1", "One document per uploaded file");
  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/job"));
  await page.getByRole("button", { name: "Create", exact: true }).click();
  expect((await posted).postDataJSON().extraction).toMatchObject({
    autoValidateExtraction: true,
    confidenceThreshold: 0.85,
    qaSampleShare: 0,
  });
  await expect(page).toHaveURL(/\/jobs$/);
  const job = (await getJson(page.request, "/api/job")).find((j: any) => j.name === jobName);
  expect(job.extraction).toMatchObject({ confidenceThreshold: 0.85, qaSampleShare: 0 });

  // --- A batch of three: free_fiber and AmazonWebServices are sure (number 0.95, total 0.91); saeco's number is not
  // (0.80: its only label is a column heading, 'Factuur', over a row of values) ---
  const bytesOf = (name: string) => Buffer.concat([readFileSync(invoice(name)), Buffer.from(`\n% ${suffix}\n`)]);
  const files = ["free_fiber.pdf", "AmazonWebServices.pdf", "saeco.pdf"].map((name) => ({
    name,
    bytes: bytesOf(name),
  }));
  const first = await createBatch(page.request, job._id, files);
  const waiting = await waitUntilResting(page.request, first._id, 150_000);
  expect(waiting.workflow, JSON.stringify(waiting.workflow)).toMatchObject({
    step: "Extraction",
    extractionThreshold: 0.85,
  });
  expect(waiting.extractionDocuments.map((d: any) => d.validated)).toEqual([true, true, false]);

  await page.goto(`/batches/${first._id}`);
  await expect(pane(page)).toBeVisible({ timeout: 60_000 });
  await expect(pane(page).getByText("2 of 3 documents confirmed")).toBeVisible();
  // The one that waits opens first, with why it waits and its value marked 'check' against the job's threshold.
  await expect(currentDoc(page)).toHaveText("Doc 3");
  await expect(pane(page).getByTestId("review-reasons")).toHaveText(
    `Below the confidence threshold 0.85: ${names.number} (0.80).`,
  );
  await expect(pane(page).getByTestId(`field-${names.number}`).getByTestId("confidence-cue")).toHaveText("check");
  await expect(pane(page).getByTestId(`field-${names.total}`).getByTestId("confidence-cue")).toHaveCount(0);
  // The list: only Doc 3 needs a person; the others passed without one.
  await showOnly(page, "Error (1)");
  await expect(pane(page).getByRole("list", { name: "Documents" }).getByRole("button")).toHaveCount(1);
  await expect(docItem(page, 3)).toBeVisible();
  await showOnly(page, "Validated (2)");
  await expect(pane(page).getByRole("list", { name: "Documents" }).getByRole("button")).toHaveCount(2);
  await docItem(page, 1).click();
  await expect(currentDoc(page)).toHaveText("Doc 1");
  await expect(pane(page).getByTestId("auto-validated")).toContainText("Passed without a person");
  await expect(pane(page).getByRole("button", { name: "Confirmed" })).toBeVisible();

  // --- The same free_fiber file again, in a batch of its own: a possible duplicate of Batch n, Doc 1 ---
  const second = await createBatch(page.request, job._id, [files[0]]);
  const flagged = await waitUntilResting(page.request, second._id, 150_000);
  expect(flagged.extractionDocuments[0]).toMatchObject({
    validated: false,
    duplicateOf: { batchId: first._id, batchNumber: first.batchNumber, docNo: 1, reason: "file" },
  });
  await page.goto(`/batches/${second._id}`);
  const flag = pane(page).getByTestId("duplicate-flag");
  await expect(flag).toBeVisible({ timeout: 60_000 });
  const link = flag.getByRole("link", { name: `Possible duplicate of Batch ${first.batchNumber}, Doc 1` });
  await expect(link).toHaveAttribute("href", `/batches/${first._id}`);
  await expect(flag).toContainText("(the same file)");
  await expect(docItem(page, 1)).toContainText("possible duplicate");

  // The link leads to the earlier batch.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/batches/${first._id}$`));
  await expect(pane(page).getByText("2 of 3 documents confirmed")).toBeVisible({ timeout: 60_000 });

  // A person says it is not a duplicate: the flag goes, and the document still waits for them to confirm it.
  await page.goto(`/batches/${second._id}`);
  await expect(flag).toBeVisible({ timeout: 60_000 });
  const cleared = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes(`/api/batch/${second._id}/not-duplicate`),
  );
  await flag.getByRole("button", { name: "Not a duplicate" }).click();
  expect((await cleared).status()).toBe(200);
  await expect(flag).toHaveCount(0);
  await expect(docItem(page, 1)).not.toContainText("possible duplicate");
  await expect(pane(page).getByRole("button", { name: "Confirm", exact: true })).toBeVisible();
  const after = await getJson(page.request, `/api/batch/${second._id}`);
  expect(after.extractionDocuments[0].duplicateOf).toBeUndefined();
  expect(after.extractionDocuments[0].duplicateCleared.of).toMatchObject({ batchId: first._id, docNo: 1 });
});
