import { expect, test } from "@playwright/test";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";
import { startWebhookReceiver } from "../src/testing/webhookReceiver";

/** Issue 16.4: an admin adds a webhook from the Users screen, sends a test event and sees it logged; a receiver that is down gets a sentence. */
test("webhooks: add one in the UI, send a test event to a receiver that checks the signature, see it delivered; a receiver that is down is explained", async ({
  page,
}) => {
  const receiver = await startWebhookReceiver();
  const down = await startWebhookReceiver();
  const downUrl = down.url;
  await down.close();
  try {
    await signInDemo(page, E2E.users.admin, "Default Organization");
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Users" }).click();
    await page.getByRole("button", { name: "Webhooks" }).click();
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();

    // A scheme other than http(s) is refused with a sentence in the form.
    await page.getByRole("button", { name: "Add Webhook" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("URL").fill("ftp://example.com/hooks");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "The URL must start with https:// (or http:// for a receiver on your own network).",
    );

    await dialog.getByLabel("URL").fill(receiver.url);
    for (const label of ["Batch created", "Status changed", "Waiting for validation", "Exported", "Failed"])
      await expect(dialog.getByRole("checkbox", { name: label })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "Status changed" }).uncheck();
    await dialog.getByRole("button", { name: "Save" }).click();

    // The secret is shown once: the receiver is given it to check signatures with.
    const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
    await expect(
      secretDialog.getByText("Copy this secret now: it is not shown again.", { exact: false }),
    ).toBeVisible();
    const secret = await secretDialog.getByLabel("Secret").inputValue();
    expect(secret).toMatch(/^whsec_/);
    receiver.setSecret(secret);
    await secretDialog.getByRole("button", { name: "Done" }).click();

    const row = page
      .getByRole("table", { name: "Webhooks" })
      .getByRole("row", { name: new RegExp(receiver.url.replace(/[.:/]/g, "\\$&")) });
    await expect(row).toContainText("Batch created, Waiting for validation, Exported, Failed");
    await expect(row).toContainText("No deliveries yet");
    await row.getByRole("button", { name: "Send test event" }).click();

    const log = page.getByRole("table", { name: "Delivery log" });
    await expect(log.getByRole("row").nth(1)).toContainText("Test event");
    await expect(log.getByRole("row").nth(1)).toContainText("Delivered");
    await expect(log.getByRole("row").nth(1)).toContainText("200");
    await expect(row).toContainText("Delivered");
    const [received] = await receiver.waitFor((list) => list.length >= 1);
    expect(received.verified).toBe(true);
    expect(received.body).toMatchObject({ event: "webhook.test", test: true });

    // A receiver nobody listens at: the sentence shows in the list and in the log, with the next try.
    await page.getByRole("button", { name: "Add Webhook" }).click();
    await page.getByRole("dialog").getByLabel("URL").fill(downUrl);
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await page.getByRole("dialog", { name: "Signing secret" }).getByRole("button", { name: "Done" }).click();
    const downRow = page
      .getByRole("table", { name: "Webhooks" })
      .getByRole("row", { name: new RegExp(downUrl.replace(/[.:/]/g, "\\$&")) });
    await downRow.getByRole("button", { name: "Send test event" }).click();
    const sentence = `The receiver refused the connection: nothing accepts connections at ${new URL(downUrl).host}.`;
    await expect(downRow).toContainText(sentence);
    await expect(downRow).toContainText("Will retry");
    await expect(page.getByRole("table", { name: "Delivery log" }).getByRole("row").nth(1)).toContainText(sentence);

    // Delete asks first, then the webhook is gone.
    await downRow.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(downRow).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
