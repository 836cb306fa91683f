import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * Served like a product (issue 10.10): the JavaScript the sign-in page loads is at most 250 kB gzipped
 * (read from the build's manifest, and measured in the browser), every script arrives compressed, hashed
 * assets are immutable for a year and index.html is revalidated.
 */

const LIMIT = 250 * 1024;
const clientDir = path.resolve("dist/client");

type Chunk = { file: string; isEntry?: boolean; imports?: string[] };

/** The entry chunk and every chunk it imports statically: what loads before the first screen. */
function entryFiles(): string[] {
  const manifest: Record<string, Chunk> = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8"));
  const [entryKey] = Object.entries(manifest).find(([, c]) => c.isEntry)!;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey);
  return [...seen].map((k) => manifest[k].file);
}

const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

test("the sign-in page loads at most 250 kB of gzipped JavaScript, compressed, and the build says the same", async ({
  page,
}) => {
  const files = entryFiles();
  const built = files.reduce((sum, f) => sum + gzipped(readFileSync(path.join(clientDir, f))), 0);
  test
    .info()
    .annotations.push({ type: "entry", description: `${files.length} files, ${(built / 1024).toFixed(1)} kB gzipped` });
  expect(built).toBeLessThanOrEqual(LIMIT);

  const scripts: { url: string; encoding?: string; cache?: string; gz: number }[] = [];
  page.on("response", async (r) => {
    if (r.request().resourceType() !== "script") return;
    const headers = await r.allHeaders();
    scripts.push({
      url: new URL(r.url()).pathname,
      encoding: headers["content-encoding"],
      cache: headers["cache-control"],
      gz: gzipped(await r.body()),
    });
  });
  const html = await page.goto("/login");
  expect(html!.headers()["cache-control"]).toBe("no-cache");
  await expect(page.getByRole("button", { name: "Microsoft" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) {
    expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
    expect(s.cache, s.url).toBe("public, max-age=31536000, immutable");
  }
  const loaded = scripts.reduce((sum, s) => sum + s.gz, 0);
  test.info().annotations.push({
    type: "sign-in page",
    description: `${scripts.length} scripts, ${(loaded / 1024).toFixed(1)} kB gzipped`,
  });
  expect(loaded).toBeLessThanOrEqual(LIMIT);
  // Nothing of the policy engine: casbin loads with the first screen behind sign-in.
  expect(scripts.map((s) => s.url).filter((u) => /casbin/i.test(u))).toEqual([]);
});
