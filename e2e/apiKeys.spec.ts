import { expect, test } from "@playwright/test";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

test("API keys: an admin creates a key on the Users screen, sees its secret once, calls the API with it, revokes it", async ({
  page,
}) => {
  await signInDemo(page, E2E.users.admin, "Default Organization");
  await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole("button", { name: "API keys" }).click();
  const dialog = page.getByRole("dialog", { name: "API keys" });
  await expect(dialog).toBeVisible();

  const name = `E2E import ${Date.now()}`;
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Name is required");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose at least one role");
  await dialog.getByRole("checkbox", { name: "Editor" }).check();
  await dialog.getByRole("button", { name: "Create key" }).click();

  const secretBox = dialog.getByTestId("api-key-secret");
  await expect(secretBox).toHaveValue(/^dpk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
  const secret = await secretBox.inputValue();
  await expect(dialog.getByRole("button", { name: "Copy the key" })).toBeVisible();
  const row = dialog.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Editor");
  await expect(row).toContainText("Never");

  // The key on the API: the header wins over the page's own session cookie, which page.request also carries.
  const ok = await page.request.get("/api/batch", { headers: { Authorization: `Bearer ${secret}` } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toHaveProperty("batches");
  const refused = await page.request.get("/api/user", { headers: { Authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(403); // editors may not list users

  // Shown once: closing and opening the dialog again lists the key without its secret, with its last use.
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "API keys" }).click();
  await expect(dialog.getByTestId("api-key-secret")).toHaveCount(0);
  await expect(row).not.toContainText(secret);
  await expect(row.getByRole("cell").nth(5)).not.toHaveText("—");

  await row.getByRole("button", { name: "Revoke" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke API key" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(row).toContainText("Revoked");

  const gone = await page.request.get("/api/batch", { headers: { Authorization: `Bearer ${secret}` } });
  expect(gone.status()).toBe(401);
  expect((await gone.json()).message).toBe(
    "This API key has been revoked. Ask an admin of your organization for a new one.",
  );
});

test("the API reference at /api/docs works offline: every file from this server, no CSP violation", async ({
  page,
}) => {
  const foreign: string[] = [];
  const problems: string[] = [];
  await page.route(/.*/, (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === "data:" || url.hostname === "localhost") return route.continue();
    foreign.push(url.href);
    return route.abort();
  });
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Document back office API/ })).toBeVisible();
  await page
    .getByRole("button", { name: /POST \/api\/api-keys/ })
    .first()
    .click();
  await expect(page.getByText("Access: casbin entity").first()).toBeVisible();
  await expect(page.getByText("Authorize").first()).toBeVisible();
  expect(foreign).toEqual([]);
  expect(problems).toEqual([]);
  const doc = await page.request.get("/api/openapi.json");
  expect((await doc.json()).openapi).toBe("3.1.0");
});
