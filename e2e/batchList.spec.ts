import { expect, test, type Page } from "@playwright/test";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";
import { seed } from "./support/masterData";
import { createBatchViaApi, sendJson, uniqueSuffix } from "./support/batchHelpers";

/** A job of one class through the API; every batch of these tests is listed under a job named after the test. */
async function createJob(page: Page, name: string): Promise<{ _id: string; name: string }> {
  const field = await seed.field(page, { name: `Number ${name}`, dataType: "String" });
  const documentClass = await seed.documentClass(page, { name: `Class ${name}`, fields: [field._id] });
  return sendJson(page.request, "post", "/api/job", {
    name,
    description: "",
    documentParser: "builtin",
    classification: {
      documentClasses: [documentClass._id],
      autoClassification: false,
      autoValidateClassification: false,
      prompt: "",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: false, splitOptions: [{ _id: "per-file", config: {} }] },
    extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
  });
}

const rows = (page: Page) => page.locator("tbody tr");
/** The Batch Number cells of the rows on screen. */
const shownNumbers = async (page: Page) => (await rows(page).locator("td:first-child").allTextContents()).map(Number);

async function choosePageSize(page: Page, size: number) {
  await page.getByLabel("Page size").click();
  await page.getByRole("option", { name: String(size), exact: true }).click();
}

test.describe("batch list: search, sort and page size on the server", () => {
  test("search and sort act on every batch, not the rows on screen; the page size survives a reload", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const suffix = uniqueSuffix();
    const alpha = await createJob(page, `Alpha ${suffix}`);
    const beta = await createJob(page, `Beta ${suffix}`);
    // Interleaved, so that each job's batches fall on different pages of the newest-first list.
    const created: { job: string; batchNumber: number }[] = [];
    for (const job of [alpha, beta, alpha, beta, alpha]) {
      const batch = await createBatchViaApi(page.request, job._id, ["AzureInterior.pdf"]);
      created.push({ job: job.name, batchNumber: batch.batchNumber });
    }
    const alphaNumbers = created.filter((c) => c.job === alpha.name).map((c) => c.batchNumber);
    const allNumbers = created.map((c) => c.batchNumber);

    await page.goto("/batches");
    await expect(rows(page).first()).toBeVisible();
    await choosePageSize(page, 2);
    await expect(rows(page)).toHaveCount(2);

    // The oldest Alpha batch is not among the rows on screen; the search still finds it, on its second page.
    await page.getByPlaceholder("Search...").fill(alpha.name);
    await expect(page.getByText("Showing 1 of 2 pages")).toBeVisible();
    await expect.poll(() => shownNumbers(page)).toEqual([alphaNumbers[2], alphaNumbers[1]]);
    await expect(rows(page).locator("td:nth-child(2)")).toHaveText([alpha.name, alpha.name]);
    const pager = page.getByRole("navigation", { name: "pagination" });
    await pager.getByRole("button", { name: "2", exact: true }).click();
    await expect(page.getByText("Showing 2 of 2 pages")).toBeVisible();
    await expect.poll(() => shownNumbers(page)).toEqual([alphaNumbers[0]]);

    // Sorted by Batch Number over all five batches: pages read 1-2, 3-4, 5 in ascending order.
    await page.getByPlaceholder("Search...").fill(suffix);
    await expect(page.getByText("Showing 1 of 3 pages")).toBeVisible();
    await page.getByRole("columnheader", { name: "Batch Number" }).getByRole("button").click();
    const seen: number[] = [];
    for (const p of [1, 2, 3]) {
      if (p > 1) await pager.getByRole("button", { name: String(p), exact: true }).click();
      await expect(page.getByText(`Showing ${p} of 3 pages`)).toBeVisible();
      await expect
        .poll(() => shownNumbers(page))
        .toEqual([...allNumbers].sort((a, b) => a - b).slice((p - 1) * 2, p * 2));
      seen.push(...(await shownNumbers(page)));
    }
    expect(seen).toEqual([...allNumbers].sort((a, b) => a - b));
    // Sorted by Job, descending: the two Beta batches first, across the whole list.
    await page.getByRole("columnheader", { name: "Job" }).getByRole("button").click();
    await page.getByRole("columnheader", { name: "Job" }).getByRole("button").click();
    await expect(page.getByText("Showing 1 of 3 pages")).toBeVisible();
    await expect(rows(page).locator("td:nth-child(2)")).toHaveText([beta.name, beta.name]);

    // The page size is kept across a reload.
    await choosePageSize(page, 5);
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByLabel("Page size")).toHaveText("5");
    const total: number = (await (await page.request.get("/api/batch?page=1&limit=1")).json()).totalData;
    await expect(page.getByText(`Showing 1 of ${Math.ceil(total / 5)} pages`)).toBeVisible();
    await expect(rows(page)).toHaveCount(Math.min(5, total));
  });
});
