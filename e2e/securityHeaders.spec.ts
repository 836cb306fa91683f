import { expect, test, type Page } from "@playwright/test";
import { createBatchViaApi, createWorkspaceJob, waitUntilResting } from "./support/batchHelpers";
import { E2E } from "./support/constants";
import { signInDemo } from "./support/signIn";

/**
 * The app under its Content-Security-Policy (issue 17): sign-in, the demo page, the batch workspace with
 * thumbnails and the pdf.js viewer (its worker, canvas, blob: and data: images) and MUI's inline styles all work,
 * and the browser reports no violation. The app cannot be framed by another site.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as any).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  page.on("console", (m) => m.text().includes("Content Security Policy") && violations.push(m.text()));
  return violations;
}

test("the app works under its CSP: sign-in, the demo page, thumbnails and the PDF viewer, no violation", async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const login = await page.goto("/login");
  expect(login!.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const master = await createWorkspaceJob(page);
  const batch = await createBatchViaApi(page.request, master.job._id, ["coolblue1.pdf"]);
  await waitUntilResting(page.request, batch._id);
  await page.goto(`/batches/${batch._id}`);
  const thumbnail = page.getByTestId("thumbnails-panel").getByRole("img").first();
  await expect(thumbnail).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const canvas = page.getByTestId("document-viewer").locator("canvas").first();
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  // The page was drawn: some pixels of the canvas are not white.
  await expect
    .poll(() =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
        for (let i = 0; i < data.length; i += 4) if (data[i] < 200) return true;
        return false;
      }),
    )
    .toBe(true);
  expect(violations).toEqual([]);
});

test("another site cannot frame the app", async ({ page }) => {
  const framed: string[] = [];
  page.on("console", (m) => framed.push(m.text()));
  await page.setContent(`<iframe src="http://localhost:${E2E.port}/login"></iframe>`);
  const frame = page.frames().find((f) => f.url().includes("/login"));
  // Chromium blocks the frame: its document never becomes the app.
  await expect
    .poll(async () => (frame ? await frame.locator("text=Welcome Back").count() : 0), { timeout: 5_000 })
    .toBe(0);
  await expect.poll(() => framed.some((t) => t.includes("frame-ancestors")), { timeout: 5_000 }).toBe(true);
});
