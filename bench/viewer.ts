/**
 * npm run bench:viewer — the batch workspace on a big batch, in Chromium through Playwright. Starts the server as
 * `npm run serve` does (the built client of dist/, the embedded defaults) on a temporary data directory, signs in on
 * the demo provider, makes a PAGES-page PDF (default 300) out of the testdata invoices, and lets the pipeline take it
 * to the person: once at Classification, once (after validating the classification) at Split. For each step it
 * measures
 *   - the time from the batch's API answer (GET /api/batch/:id, resource timing) to the heading and to the first
 *     page's canvas being drawn (react-pdf shows the canvas when pdf.js has finished it),
 *   - per page flip (FLIPS presses of ArrowDown, then THUMB_CLICKS clicks on the next thumbnail), the renderer's
 *     main-thread work from the key press until the new page is drawn and the page has settled (CDP Performance
 *     metrics: TaskDuration, with ScriptDuration, LayoutDuration and RecalcStyleDuration), median and p95, and the
 *     wall time from the key to the new page's canvas.
 * Before the steps, at Classification: the first page image from navigation, signed in, warm cache — a full page load
 * of /batches/:id (as a bookmark or a reload does) with the app's files in the browser's cache, from the navigation's
 * start to the first page's canvas drawn; NAVIGATIONS loads, median and range, and the requests of the median load on
 * one line each (start–end ms from the navigation). The first load of the batch page (its chunk and the pdf.js worker
 * not yet cached, the signed-in shell already) is printed as 'cold'.
 * Prints tables; asserts nothing. Build the client first (`npm run build`).
 * Usage: tsx bench/viewer.ts [pages=300]
 * Env: FLIPS (20), THUMB_CLICKS (10), NAVIGATIONS (7), VIEWER_PORT (3977), CHROMIUM (/usr/bin/chromium), VIEWER_SERVER_DIR (a
 *      checkout to run the server from), VIEWER_PROFILE (a directory for CPU profiles of the opening and the flips),
 *      VIEWER_NAV_ONLY=1 (only the navigation figures: no flips, no Split step).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type APIRequestContext, type CDPSession, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";

const PAGES = Number(process.argv[2] ?? 300);
// Every flip goes forward from page 1, so a small batch takes fewer.
const THUMB_CLICKS = Math.min(Number(process.env.THUMB_CLICKS ?? 10), Math.floor((PAGES - 1) / 3));
const FLIPS = Math.min(Number(process.env.FLIPS ?? 20), PAGES - 1 - THUMB_CLICKS);
const NAVIGATIONS = Math.max(1, Number(process.env.NAVIGATIONS ?? 7));
const NAV_ONLY = process.env.VIEWER_NAV_ONLY === "1";
const PORT = Number(process.env.VIEWER_PORT ?? 3977);
const BASE = `http://localhost:${PORT}`;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const INVOICES = path.join(ROOT, "testdata/invoices");
/** Time for trailing work after a page is drawn (thumbnail scroll, images, effects) to land in the flip's figures. */
const SETTLE_MS = 250;

// VIEWER_SERVER_DIR: another checkout to run the server from (its dist/ must hold the client to measure).
const SERVER_DIR = process.env.VIEWER_SERVER_DIR ?? ROOT;
if (!existsSync(path.join(SERVER_DIR, "dist/client/index.html"))) {
  console.error("bench:viewer needs the built client: run `npm run build` first.");
  process.exit(1);
}

/** PAGES pages cycling through the pages of every testdata invoice PDF (one copy per source page per round). */
async function bigPdf(pages: number): Promise<Buffer> {
  const out = await PDFDocument.create();
  const sources = await Promise.all(
    readdirSync(INVOICES)
      .filter((f) => f.endsWith(".pdf"))
      .sort()
      .map(async (f) => PDFDocument.load(readFileSync(path.join(INVOICES, f)))),
  );
  const all = sources.flatMap((doc) => doc.getPageIndices().map((i) => ({ doc, i })));
  let added = 0;
  while (added < pages) {
    for (const { doc, i } of all) {
      if (added >= pages) break;
      const [page] = await out.copyPages(doc, [i]);
      out.addPage(page);
      added++;
    }
  }
  return Buffer.from(await out.save());
}

async function startServer(dataDir: string) {
  const cwd = SERVER_DIR;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      ADMIN_EMAIL: "admin@example.com",
      NODE_ENV: "development",
      RATE_LIMIT_SIGN_IN: "0",
      RATE_LIMIT_EXPENSIVE: "0",
      MAX_PAGES_PER_BATCH: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return child;
}

async function json(
  request: APIRequestContext,
  method: "get" | "post" | "patch" | "put",
  url: string,
  data?: unknown,
  headers?: Record<string, string>,
) {
  const res = await request[method](BASE + url, { data, headers });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return res.json();
}

async function signIn(page: Page) {
  await page.goto(`${BASE}/login`);
  await page.getByRole("button", { name: "Microsoft" }).click();
  await page.locator("#email").fill("admin@example.com");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/select-organization$/);
  await page.getByLabel("Organization").click();
  await page.getByRole("option").first().click();
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/batches$/);
}

/** Two classes, one field, a job whose classification and split wait for a person; split every 3 pages. */
async function makeJob(request: APIRequestContext) {
  const field = await json(request, "post", "/api/fields", {
    name: "Invoice Number",
    dataType: "String",
    description: "",
    valueListCategory: null,
  });
  const documentClass = (name: string, description: string) =>
    json(request, "post", "/api/document-class", {
      name,
      description,
      systemPrompt: "You read business documents.",
      userPrompt: "",
      masterKeyCategory: null,
      fields: [
        { field: field._id, order: 1, validation: { required: false, regex: "", formula: null, formulaText: "" } },
      ],
      tables: [],
    });
  const invoice = await documentClass(
    "Invoice",
    "An invoice: a bill from a supplier with an invoice number, VAT and a total to pay.",
  );
  const receipt = await documentClass("Receipt", "A receipt: proof of a payment already made at a till.");
  return json(request, "post", "/api/job", {
    name: "Viewer bench",
    description: "",
    documentParser: "text-layer",
    classification: {
      documentClasses: [invoice._id, receipt._id],
      autoClassification: true,
      autoValidateClassification: false,
      prompt: "Classify the page.",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: false, splitOptions: [{ _id: "fixed-pages", config: { pages: 3 } }] },
    extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
  });
}

async function createBatch(request: APIRequestContext, job: string, body: Buffer) {
  const name = `stack-${PAGES}.pdf`;
  const presigned = await json(request, "post", "/api/batch/getPreSignedUrlForUpload", {
    files: [name],
    sizes: [body.length],
  });
  const put = await request.put(presigned.filesInfo[0].url, {
    data: body,
    headers: { "Content-Type": "application/pdf" },
  });
  if (!put.ok()) throw new Error(`PUT: ${put.status()} ${await put.text()}`);
  return json(request, "post", "/api/batch", {
    job,
    _id: presigned.batchId,
    files: [{ fileName: name, filePath: presigned.filesInfo[0].filePath }],
  });
}

async function waitResting(request: APIRequestContext, id: string, step: "Classification" | "Split") {
  const started = Date.now();
  for (;;) {
    const batch = await json(request, "get", `/api/batch/${id}`);
    if (batch.status === "ERROR") throw new Error(`the batch failed: ${batch.workflow?.error}`);
    const at = batch.workflow?.classificationValidated
      ? batch.workflow?.splitValidated
        ? "later"
        : "Split"
      : "Classification";
    if (batch.status === "USER_VALIDATION" && at === step) return { batch, seconds: (Date.now() - started) / 1000 };
    if (Date.now() - started > 600_000)
      throw new Error(`the batch did not reach ${step}: ${batch.status} ${JSON.stringify(batch.workflow)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * In the page from its first script: when each viewer canvas is drawn (react-pdf hides the canvas while pdf.js draws
 * it and shows it when done), when the heading appears, and when the last page key went down.
 */
// A string, not a function: tsx names functions with a helper the page does not have.
const INSTRUMENT = `
  const bench = { drawn: [], heading: 0, key: 0 };
  window.__bench = bench;
  const seen = new WeakMap();
  new MutationObserver(() => {
    if (!bench.heading && document.querySelector("h1")?.textContent?.startsWith("Batch:")) bench.heading = performance.now();
    for (const canvas of document.querySelectorAll('[data-testid="document-viewer"] canvas')) {
      const holder = canvas.closest("[data-page]");
      const state = holder?.dataset.page + ":" + canvas.width + "x" + canvas.height;
      if (canvas.style.visibility === "hidden" || !canvas.width || !holder || seen.get(canvas) === state) continue;
      seen.set(canvas, state);
      bench.drawn.push({ page: Number(holder.dataset.page), t: performance.now() });
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["style", "data-page"] });
  window.addEventListener("keydown", (e) => (bench.key = e.timeStamp), true);
  window.addEventListener("pointerdown", (e) => (bench.key = e.timeStamp), true);
`;

type Metrics = Record<string, number>;
async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return Object.fromEntries(metrics.map((m: { name: string; value: number }) => [m.name, m.value]));
}
const NAMES = ["TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration"] as const;
const delta = (a: Metrics, b: Metrics) =>
  Object.fromEntries(NAMES.map((n) => [n, (b[n] - a[n]) * 1000])) as Record<(typeof NAMES)[number], number>;

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const progress = (text: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);
const ms = (v: number) => `${Math.round(v)} ms`;

async function settle(page: Page) {
  await page.evaluate(
    (wait) => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, wait)))),
    SETTLE_MS,
  );
}

/** Opens the batch and waits for its first page; the times after the batch's API answer. */
async function open(page: Page, id: string) {
  await page.goto(`${BASE}/batches/${id}`);
  try {
    await page.waitForFunction(() => (window as any).__bench?.drawn.length > 0, undefined, {
      timeout: 120_000,
      polling: 100,
    });
  } catch (err) {
    await page.screenshot({ path: path.join(os.tmpdir(), "bench-viewer-failure.png") });
    throw err;
  }
  await settle(page);
  return page.evaluate((id) => {
    const bench = (window as any).__bench;
    const answer = performance
      .getEntriesByType("resource")
      .find((e) => new RegExp(`/api/batch/${id}(\\?|$)`).test(new URL(e.name).pathname + new URL(e.name).search)) as
      PerformanceResourceTiming | undefined;
    const answered = answer?.responseEnd ?? NaN;
    // What the first page waited for: the calls made after the batch's answer, until the page was drawn.
    const calls = performance
      .getEntriesByType("resource")
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.startTime >= answered - 1 && e.startTime <= bench.drawn[0].t)
      .reduce((calls, e) => {
        // One line per file (thumbnails together, the PDF's range requests together): count, first start–last end, size.
        const name = new URL(e.name).pathname
          .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id")
          .replace(/\/thumbnails\/.*/, "/thumbnails/*")
          .split("/")
          .slice(-2)
          .join("/");
        const call = calls.get(name) ?? { n: 0, start: Infinity, end: 0, kB: 0 };
        calls.set(name, {
          n: call.n + 1,
          start: Math.min(call.start, e.startTime - answered),
          end: Math.max(call.end, e.responseEnd - answered),
          kB: call.kB + e.transferSize / 1024,
        });
        return calls;
      }, new Map<string, { n: number; start: number; end: number; kB: number }>());
    const timeline = [...calls].map(
      ([name, c]) =>
        `${name}${c.n > 1 ? ` ×${c.n}` : ""} ${Math.round(c.start)}–${Math.round(c.end)} ms${c.kB ? ` ${Math.round(c.kB)} kB` : ""}`,
    );
    return {
      answered,
      heading: bench.heading - answered,
      firstPage: bench.drawn[0].t - answered,
      firstPageNo: bench.drawn[0].page,
      timeline,
    };
  }, id);
}

/** One full load of the batch page: navigation start to the first page's canvas drawn, and the requests until then. */
async function navigate(page: Page, id: string) {
  await page.goto(`${BASE}/batches/${id}`);
  await page.waitForFunction(() => (window as any).__bench?.drawn.length > 0, undefined, {
    timeout: 120_000,
    polling: 50,
  });
  // The raw entries only: tsx names the functions it compiles with a helper the page does not have.
  const { drawn, nav, resources } = await page.evaluate(() => ({
    drawn: (window as any).__bench.drawn[0].t as number,
    nav: (
      performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
    ).toJSON() as PerformanceNavigationTiming,
    resources: performance.getEntriesByType("resource").map((e) => e.toJSON() as PerformanceResourceTiming),
  }));
  const short = (url: string) =>
    new URL(url).pathname
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id")
      .replace(/\/thumbnails\/.*/, "/thumbnails/*")
      .replace(/-[\w-]{8}\.(m?js|css)$/, ".$1")
      .split("/")
      .slice(-2)
      .join("/");
  const calls = new Map<string, { n: number; start: number; end: number; kB: number; cached: number }>();
  const note = (name: string, start: number, end: number, bytes: number, cached: boolean) => {
    const c = calls.get(name) ?? { n: 0, start: Infinity, end: 0, kB: 0, cached: 0 };
    calls.set(name, {
      n: c.n + 1,
      start: Math.min(c.start, start),
      end: Math.max(c.end, end),
      kB: c.kB + bytes / 1024,
      cached: c.cached + (cached ? 1 : 0),
    });
  };
  note("document", nav.startTime, nav.responseEnd, nav.transferSize, false);
  // transferSize 0 with a body: read from the browser's cache.
  for (const e of resources)
    if (e.startTime <= drawn)
      note(short(e.name), e.startTime, e.responseEnd, e.transferSize, e.transferSize === 0 && e.decodedBodySize > 0);
  const timeline = [...calls]
    .sort((a, b) => a[1].start - b[1].start)
    .map(
      ([name, c]) =>
        `${name}${c.n > 1 ? ` ×${c.n}` : ""} ${Math.round(c.start)}–${Math.round(c.end)}${c.cached === c.n ? " (cache)" : c.kB >= 1 ? ` ${Math.round(c.kB)} kB` : ""}`,
    );
  const result = { firstPage: drawn, timeline };
  await settle(page);
  return result;
}

/** The first page image from navigation, signed in: the first load (cold for the batch page's files), then NAVIGATIONS warm ones. */
async function measureNavigation(page: Page, id: string) {
  // The signed-in shell and the list are in the cache already (sign-in landed on /batches): only the batch page is new.
  const cold = await navigate(page, id);
  const warm = [];
  for (let i = 0; i < NAVIGATIONS; i++) warm.push(await navigate(page, id));
  const sorted = [...warm].sort((a, b) => a.firstPage - b.firstPage);
  return { cold, warm: sorted.map((w) => w.firstPage), median: sorted[Math.floor((sorted.length - 1) / 2)] };
}

interface Flip {
  work: ReturnType<typeof delta>;
  /** Key (or click) to the new page's canvas shown. */
  latency: number;
}

async function flip(page: Page, cdp: CDPSession, action: () => Promise<unknown>, expected: number): Promise<Flip> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  const before = await metrics(cdp);
  const t0 = await page.evaluate(() => performance.now());
  await action();
  await page.waitForFunction(
    ({ n, t0 }) => (window as any).__bench.drawn.some((d: { page: number; t: number }) => d.page === n && d.t > t0),
    { n: expected, t0 },
    { timeout: 30_000 },
  );
  const latency = await page.evaluate(
    ({ n, t0 }) => {
      const bench = (window as any).__bench;
      const drawn = bench.drawn.find((d: { page: number; t: number }) => d.page === n && d.t > t0);
      return drawn.t - bench.key;
    },
    { n: expected, t0 },
  );
  await settle(page);
  return { work: delta(before, await metrics(cdp)), latency };
}

async function currentPage(page: Page): Promise<number> {
  return Number(await page.getByTestId("viewer-page").getAttribute("data-page"));
}

/** VIEWER_PROFILE=dir: a CPU profile of the opening and of the key flips of each step, for Chrome's DevTools. */
const PROFILE = process.env.VIEWER_PROFILE;
async function profiled<T>(cdp: CDPSession, name: string, run: () => Promise<T>): Promise<T> {
  if (!PROFILE) return run();
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const result = await run();
  const { profile } = await cdp.send("Profiler.stop");
  writeFileSync(path.join(PROFILE, `${name}.cpuprofile`), JSON.stringify(profile));
  return result;
}

async function measureStep(page: Page, cdp: CDPSession, id: string, label: string) {
  const opened = await profiled(cdp, `${label}-open`, () => open(page, id));
  // The same quiet window with nothing done: what the page costs when idle.
  const idleBefore = await metrics(cdp);
  await settle(page);
  const idle = delta(idleBefore, await metrics(cdp));
  // One flip each way first (warms pdf.js and the code paths), not counted.
  const first = await currentPage(page);
  await flip(page, cdp, () => page.keyboard.press("ArrowDown"), first + 1);
  await flip(page, cdp, () => page.keyboard.press("ArrowUp"), first);
  const keys: Flip[] = [];
  await profiled(cdp, `${label}-flips`, async () => {
    for (let i = 0; i < FLIPS; i++) {
      const from = await currentPage(page);
      keys.push(await flip(page, cdp, () => page.keyboard.press("ArrowDown"), from + 1));
    }
  });
  const clicks: Flip[] = [];
  for (let i = 0; i < THUMB_CLICKS; i++) {
    const from = await currentPage(page);
    const next = page.getByTestId("thumbnails-panel").locator(`[data-page="${from + 1}"]`);
    await next.scrollIntoViewIfNeeded();
    clicks.push(await flip(page, cdp, () => next.click(), from + 1));
  }
  return { label, opened, idle, keys, clicks };
}

function report(
  results: Awaited<ReturnType<typeof measureStep>>[],
  nav: Awaited<ReturnType<typeof measureNavigation>>,
  setup: string[],
) {
  console.log(`bench:viewer — the batch workspace on a ${PAGES}-page batch in Chromium (${setup.join("; ")})`);
  console.log("");
  console.log(
    `First page image from navigation, signed in, warm cache (${PAGES} pages, at Classification): median ${ms(nav.median.firstPage)} of ${nav.warm.length} loads (${ms(nav.warm[0])}–${ms(nav.warm[nav.warm.length - 1])}); first load of the batch page (its files not cached yet) ${ms(nav.cold.firstPage)}`,
  );
  console.log(`  median load, ms from navigation: ${nav.median.timeline.join("; ")}`);
  console.log(`  first load, ms from navigation: ${nav.cold.timeline.join("; ")}`);
  console.log("");
  if (!results.length) return;
  console.log("| step | batch answer → heading | batch answer → first page drawn |");
  console.log("|---|---|---|");
  for (const r of results) console.log(`| ${r.label} | ${ms(r.opened.heading)} | ${ms(r.opened.firstPage)} |`);
  console.log("");
  console.log(
    `Per flip, renderer main thread from the input until the new page is drawn and ${SETTLE_MS} ms of quiet (median / p95):`,
  );
  console.log("| step | flip | n | task | script | layout | style | input → page drawn |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    for (const [kind, flips] of [
      ["ArrowDown", r.keys],
      ["next thumbnail click", r.clicks],
    ] as const) {
      if (!flips.length) continue;
      const col = (f: (x: Flip) => number) => `${ms(pct(flips.map(f), 50))} / ${ms(pct(flips.map(f), 95))}`;
      console.log(
        `| ${r.label} | ${kind} | ${flips.length} | ${col((x) => x.work.TaskDuration)} | ${col((x) => x.work.ScriptDuration)} | ${col((x) => x.work.LayoutDuration)} | ${col((x) => x.work.RecalcStyleDuration)} | ${col((x) => x.latency)} |`,
      );
    }
  }
  console.log("");
  for (const r of results)
    console.log(
      `${r.label}, calls between the batch answer and the first page: ${r.opened.timeline.join("; ") || "none"}`,
    );
  for (const r of results)
    console.log(
      `idle (${r.label}, same window without a flip): task ${ms(r.idle.TaskDuration)}, script ${ms(r.idle.ScriptDuration)}`,
    );
}

// The browser first: when it cannot start, no server is left behind.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), "docflow-viewer-bench-"));
const server = await startServer(dataDir).catch(async (err) => {
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
  throw err;
});
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript({ content: INSTRUMENT });
  const page = await context.newPage();
  await signIn(page);
  const request = page.request;
  const job = await makeJob(request);
  const pdf = await bigPdf(PAGES);
  const created = await createBatch(request, job._id, pdf);
  progress(`batch ${created.batchNumber} created (${(pdf.length / 1e6).toFixed(1)} MB); waiting for Classification`);
  const classification = await waitResting(request, created._id, "Classification");
  progress(`at Classification after ${classification.seconds.toFixed(0)} s`);
  const nav = await measureNavigation(page, created._id);
  const setup = [
    `PDF ${(pdf.length / 1e6).toFixed(1)} MB`,
    `viewport 1600×1000`,
    `pipeline to Classification ${classification.seconds.toFixed(0)} s`,
  ];
  const loadAverage = () => `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;
  if (NAV_ONLY) report([], nav, [...setup, loadAverage()]);
  else {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
    const results = [await measureStep(page, cdp, created._id, "Classification")];

    const pageData = [...classification.batch.pageData]
      .sort((a: any, b: any) => a.pageNo - b.pageNo)
      .map((p: any) => ({
        pageNo: p.pageNo,
        documentClass: p.documentClass?._id ?? job.classification.documentClasses[0],
      }));
    await json(
      request,
      "patch",
      `/api/batch/classificationvalidate/${created._id}`,
      { pageData },
      { "If-Match": String(classification.batch.version) },
    );
    const split = await waitResting(request, created._id, "Split");
    progress(`at Split after ${split.seconds.toFixed(0)} s`);
    results.push(await measureStep(page, cdp, created._id, "Split"));
    report(results, nav, [...setup, `${split.batch.splittedDocuments?.length ?? 0} documents at Split`, loadAverage()]);
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
