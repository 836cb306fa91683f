import { expect, test } from "@playwright/test";
import { E2E } from "./support/constants";
import { chooseOrganization, signInDemo } from "./support/signIn";

test.describe("sign-in", () => {
  test("the sign-in page shows the spec's texts and demo mode", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page.getByText("Please login to your account")).toBeVisible();
    await expect(page.getByText(/Demo mode is on/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Google" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Microsoft" })).toBeVisible();
  });

  test("signs in through the OpenID provider (code flow with PKCE)", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Google" }).click();
    // oidc-provider's own login and consent pages
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${E2E.oidcPort}`));
    await page.locator("input[name=login]").fill(E2E.users.editor);
    await page.locator("input[name=password]").fill("any");
    await page.locator("button[type=submit]").click();
    const consent = page.locator("button[type=submit]");
    if (page.url().includes(`127.0.0.1:${E2E.oidcPort}`)) await consent.click();
    await expect(page).toHaveURL(/\/select-organization$/);
    await chooseOrganization(page);
    await expect(page.getByText("editor@example.com")).toBeVisible();
  });

  test("a person without an active membership returns to /login with the reason", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Microsoft" }).click();
    await page.locator("#email").fill("stranger@example.com");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login\?error=/);
    await expect(page.getByRole("alert")).toHaveText(
      "No account exists for stranger@example.com. Ask an administrator of your organization to add you.",
    );

    await page.getByRole("button", { name: "Microsoft" }).click();
    await page.locator("#email").fill(E2E.users.inactive);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("is not active in any organization");
  });

  test("organization selection requires a choice, and a signed-in user leaves /login for /", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Microsoft" }).click();
    await page.locator("#email").fill(E2E.users.admin);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/select-organization$/);
    await expect(page.getByPlaceholder("Select Organization")).toBeVisible();
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Organization is required")).toBeVisible();
    await chooseOrganization(page, "Default Organization");
    await page.goto("/login");
    await expect(page).toHaveURL(/\/batches$/);
    await page.goto("/select-organization");
    await expect(page).toHaveURL(/\/batches$/);
  });

  test("switches organization: keeps the first path segment when the new roles show it, else lands on the first visible entry", async ({
    page,
  }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
    await page.goto("/users/create");
    const switcher = page.getByLabel("Organization");
    await expect(switcher).toHaveText("Default Organization");
    await switcher.click();
    await page.getByRole("option", { name: "Second Organization" }).click();
    // In the second organization the admin is only an indexer: Users is not theirs there, so the app lands
    // on the first entry they see (spec 01), never on 'Not Authorized'.
    await expect(page).toHaveURL(/\/batches$/);
    await expect(page.getByLabel("Organization")).toHaveText("Second Organization");
    await expect(page.getByRole("navigation", { name: "Menu" }).getByRole("link")).toHaveText(["Batches"]);
    await expect(page.getByText("Not Authorized")).toHaveCount(0);
    // Back: Batches is an entry in both, so the first path segment stays.
    await page.getByLabel("Organization").click();
    await page.getByRole("option", { name: "Default Organization" }).click();
    await expect(page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Users" })).toBeVisible();
    await expect(page).toHaveURL(/\/batches$/);
  });

  test("log out ends the session and clears the persisted user", async ({ page }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
    expect(await page.evaluate(() => localStorage.getItem("root"))).toContain("admin@example.com");
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("root"))).toBeNull();
    await page.goto("/users");
    await expect(page).toHaveURL(/\/login/);
  });

  test("a 401 triggers one refresh and the requests are replayed", async ({ page, context }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
    // The shell's first requests answer before the cookies are changed: a late answer would set the token again.
    await page.waitForLoadState("networkidle");
    // The access token is gone (as if expired); the refresh token is still there.
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((c) => c.name !== "access_token"));
    const refreshes: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/auth/refresh") && refreshes.push(r.url()));
    await page.goto("/users");
    await expect(page.getByRole("cell", { name: "admin@example.com" })).toBeVisible();
    expect(refreshes).toHaveLength(1);
    // A failed refresh sends the user to /login.
    await context.clearCookies();
    await page.goto("/users");
    await expect(page).toHaveURL(/\/login/);
  });

  test("two tabs of one session refreshing at the same moment both stay signed in", async ({ page, context }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
    const second = await context.newPage();
    // Both tabs on a screen that does not poll: a background call (the batch list polls while a batch of another
    // test is in progress) would otherwise refresh before the tabs do, and the test would wait for a refresh that
    // never comes.
    for (const tab of [page, second]) {
      await tab.goto("/users");
      await expect(tab.getByRole("cell", { name: "admin@example.com" })).toBeVisible();
    }
    // Hold the refreshes until both tabs have sent theirs, so the server sees them together; any later one passes.
    const held: (() => Promise<void>)[] = [];
    let released = false;
    let bothSent!: () => void;
    const together = new Promise<void>((resolve) => (bothSent = resolve));
    await context.route("**/api/auth/refresh", async (route) => {
      if (released) return route.continue();
      held.push(() => route.continue().catch(() => undefined));
      if (held.length === 2) bothSent();
      await together;
    });
    // Both tabs' access tokens expire; each tab's next call gets a 401 and refreshes with the same refresh token.
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((c) => c.name !== "access_token"));
    await Promise.all([page.reload(), second.reload()]);
    await together;
    released = true;
    await Promise.all(held.map((go) => go()));
    await context.unroute("**/api/auth/refresh");
    for (const tab of [page, second]) {
      await expect(tab.getByRole("cell", { name: "admin@example.com" })).toBeVisible();
      await expect(tab).toHaveURL(/\/users$/);
    }
    // The session goes on in both tabs.
    await second.reload();
    await expect(second.getByRole("cell", { name: "admin@example.com" })).toBeVisible();
  });
});

test.describe("shell and permissions", () => {
  const menu = (page: import("@playwright/test").Page) =>
    page.getByRole("navigation", { name: "Menu" }).getByRole("link");

  test("admin sees every sidebar entry", async ({ page }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
    await expect(page.getByText("Menu", { exact: true })).toBeVisible();
    await expect(menu(page)).toHaveText(["Batches", "Document Classes", "Fields", "Value List", "Jobs", "Users"]);
    await expect(page.getByText("Admin User")).toBeVisible();
    await expect(page.getByText("AU", { exact: true })).toBeVisible();
  });

  test("editor sees batches, fields and value lists; users are Not Authorized", async ({ page }) => {
    await signInDemo(page, E2E.users.editor);
    await expect(menu(page)).toHaveText(["Batches", "Fields", "Value List"]);
    // Only one organization: no switcher.
    await expect(page.getByLabel("Organization")).toHaveCount(0);
    await page.goto("/users");
    await expect(page.getByText("Not Authorized")).toBeVisible();
  });

  test("indexer sees only batches", async ({ page }) => {
    await signInDemo(page, E2E.users.indexer);
    await expect(menu(page)).toHaveText(["Batches"]);
    await page.goto("/jobs");
    await expect(page.getByText("Not Authorized")).toBeVisible();
  });

  test("the sidebar collapses", async ({ page }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
    await page.getByRole("button", { name: "Collapse menu" }).click();
    await expect(page.getByText("Menu", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Expand menu" }).click();
    await expect(page.getByText("Menu", { exact: true })).toBeVisible();
  });

  test("a screen that fails to render shows the router's 'Unexpected Application Error!' screen", async ({ page }) => {
    await signInDemo(page, E2E.users.admin, "Default Organization");
    // A batch answer the workspace cannot draw (pageData must be a list).
    await page.route(/\/api\/batch\/[0-9a-f-]{36}$/, (route) =>
      route.fulfill({
        json: {
          _id: "00000000-0000-4000-8000-000000000000",
          batchNumber: 1,
          status: "USER_VALIDATION",
          version: 1,
          pageData: 5,
          splittedDocuments: 5,
          workflow: {},
          job: {},
        },
      }),
    );
    await page.goto("/batches/00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("Unexpected Application Error!")).toBeVisible();
  });

  test("the bare address opens the app: a visitor lands on the sign-in page", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Welcome Back")).toBeVisible();
  });

  test("an unknown path goes to /login", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/login$/);
  });
});
