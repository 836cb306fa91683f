import { expect, test } from "@playwright/test";
import {
  createBatchViaApi,
  invoiceNumberJob,
  getJson,
  sendJson,
  uniqueSuffix,
  waitUntilResting,
} from "./support/batchHelpers";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

/**
 * Issue 15.3 in the browser: a person corrects an extracted value, and the batch's History panel (newest first,
 * filterable by kind) shows the correction with the field, from → to, and the person's name.
 */
test("history panel: a corrected value shows field, from → to and who; the kind filter narrows the list", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const suffix = uniqueSuffix();
  const job = await invoiceNumberJob(page.request, "History", suffix);
  const fieldName = job.fieldName;
  const created = await createBatchViaApi(page.request, job._id, ["coolblue1.pdf"]);
  const waiting = await waitUntilResting(page.request, created._id);
  expect(waiting.status).toBe("USER_VALIDATION");
  expect(waiting.workflow.step).toBe("Extraction");
  const was = waiting.extractionDocuments[0].properties.find((p: any) => p.field.name === fieldName).value;

  // The correction, saved as this person (without validating, so the batch stays where it is).
  const extractionDocuments = waiting.extractionDocuments.map((d: any) => ({
    ...d,
    properties: d.properties.map((p: any) => ({
      field: p.field._id,
      value: p.field.name === fieldName ? "HIST-42" : p.value,
    })),
  }));
  await sendJson(
    page.request,
    "patch",
    `/api/batch/extractionvalidate/${created._id}`,
    { extractionDocuments },
    { "If-Match": String(waiting.version) },
  );
  const me = await getJson(page.request, "/api/auth/loggedInUser");
  const name = [me.firstName, me.lastName].filter(Boolean).join(" ");

  await page.goto(`/batches/${created._id}`);
  await page.getByRole("button", { name: "History", exact: true }).click();
  const panel = page.getByRole("region", { name: "History" });
  const entries = panel.getByRole("list", { name: "History entries" }).getByRole("listitem");
  const change = entries.filter({ hasText: `${fieldName}: ${was || "(empty)"} → HIST-42` });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(name);
  await expect(change).toContainText("Changed value");
  // Newest first: the save is the last thing that happened, creation the first.
  await expect(entries.first()).toContainText("Extraction saved");
  await expect(entries.last()).toContainText("Created from the web app");

  await panel.getByRole("combobox", { name: "Kind" }).click();
  await page.getByRole("option", { name: "Changed value", exact: true }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("HIST-42");
});
