import { expect, test } from "@playwright/test";
import { createBatchViaApi, invoiceNumberJob, uniqueSuffix, waitUntilResting } from "./support/batchHelpers";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

/**
 * Issue 15.5 in the browser: the batch list's Insights button opens the page, whose charts are drawn (SVG lines and
 * bars) over the chosen period; an indexer gets no button.
 */
test("insights: opened from the batch list, the charts are drawn and the period can be changed", async ({ page }) => {
  test.setTimeout(180_000);
  await signInDemo(page, E2E.users.admin, "Default Organization");
  // One batch through the pipeline, so the period has pages, documents and an export to draw.
  const suffix = uniqueSuffix();
  const job = await invoiceNumberJob(page.request, "Insights", suffix);
  const created = await createBatchViaApi(page.request, job._id, ["coolblue1.pdf"]);
  await waitUntilResting(page.request, created._id);

  await page.goto("/batches");
  await page.getByRole("button", { name: "Insights" }).click();
  await expect(page).toHaveURL(/\/batches\/insights$/);
  await expect(page.getByText("Pages and documents per day")).toBeVisible();

  const perDay = page.getByTestId("chart-per-day");
  await expect(perDay.locator("svg path.MuiLineChart-line, svg .MuiLineElement-root").first()).toBeVisible();
  await expect(
    page.getByTestId("chart-queue").locator("svg rect.MuiBarElement-root, svg .MuiBarElement-root").first(),
  ).toBeVisible();
  await expect(page.getByTestId("chart-exports-errors").locator("svg.MuiChartsSurface-root")).toBeVisible();
  await expect(page.getByTestId("insight-Pages")).not.toContainText(/^Pages0$/);
  await expect(page.getByRole("region", { name: "Errors by reason" })).toBeVisible();
  await page.screenshot({ path: "test-results/insights.png", fullPage: true });

  // Another period: the figures are asked again for the year.
  const year = page.waitForResponse((r) => r.url().includes("/api/insights?") && r.status() === 200);
  await page.getByRole("button", { name: "Year" }).click();
  const answer = await (await year).json();
  expect(answer.days).toHaveLength(365);
  await expect(perDay.locator("svg.MuiChartsSurface-root")).toBeVisible();
});

test("insights: an indexer gets no Insights button and the API refuses", async ({ page }) => {
  await signInDemo(page, E2E.users.indexer, "Default Organization");
  await page.goto("/batches");
  await expect(page.getByRole("heading", { name: "Batches" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Insights" })).toHaveCount(0);
  expect((await page.request.get("/api/insights")).status()).toBe(403);
});
