import { expect, test } from "@playwright/test";
import { createBatchViaApi, createWorkspaceJob, getBatch, sendJson, waitUntilResting } from "./support/batchHelpers";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

/**
 * Issue 12.5: the Split step cuts a stream from the pages' own evidence, and the Split view says why
 * each document starts where it does. Two invoices of one vendor, uploaded as two files into a job that
 * splits by master-key change (which joins the files into one stream): the second invoice's new number
 * and its first-page look after the first's totals cut them apart.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

test("the Split view shows the reason of each cut", async ({ page }) => {
  test.setTimeout(150_000);
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const md = await createWorkspaceJob(page, { splitOptions: [{ _id: "master-key-change", config: {} }] });
  const created = await createBatchViaApi(page.request, md.job._id, ["coolblue1.pdf", "coolblue2.pdf"]);
  const parsed = await waitUntilResting(page.request, created._id);
  expect(parsed.status).toBe("USER_VALIDATION");
  // Classification as the classifier chose it, validated through the API; master keys and split follow.
  await sendJson(
    page.request,
    "patch",
    `/api/batch/classificationvalidate/${created._id}`,
    {
      pageData: parsed.pageData.map((p: any) => ({ pageNo: p.pageNo, documentClass: md.invoice._id })),
    },
    { "If-Match": String(parsed.version) },
  );
  await expect
    .poll(
      async () => {
        const b = await getBatch(page.request, created._id);
        return `${b.status} ${b.workflow?.step}`;
      },
      { timeout: 60_000 },
    )
    .toBe("USER_VALIDATION Split");
  const batch = await getBatch(page.request, created._id);
  expect(batch.splittedDocuments.map((d: any) => d.mainPages)).toEqual([[1], [2]]);

  await page.goto(`/batches/${created._id}`);
  const split = page.getByTestId("split-form");
  await expect(split).toBeVisible({ timeout: 30_000 });
  const doc2 = split.getByRole("region", { name: "Doc 2", exact: true });
  await expect(doc2.getByTestId("split-reason")).toContainText("New document number");
  await expect(split.getByRole("region", { name: "Doc 1", exact: true }).getByTestId("split-reason")).toHaveCount(0);
});
