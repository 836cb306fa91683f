/**
 * npm run bench:api-load — does the API stay responsive while a batch is processed on the embedded default?
 *
 * A child process runs the server as `npm run serve` does (PGlite on disk in a temp DATA_DIR, the pipeline's workers
 * in the same process, queue polling every second); this process uploads a PAGES-page born-digital batch (the
 * bench:e2e batch: text-layer parser, every auto-validate switch on, DE-03 archive) and, from before the upload until
 * the batch is EXPORTED, runs POLLERS simulated browsers. Each one calls GET /api/health and then
 * GET /api/batch?page=1&limit=10 (signed in) once every INTERVAL_MS (first call at a random offset), as the batch
 * list does while a batch is in progress. Prints p50/p95/p99/max per endpoint while idle and while the batch is
 * processed, per pipeline stage, and the batch's processing time; and, measured inside the server, how late its event
 * loop ran per stage (perf_hooks.monitorEventLoopDelay): what the pipeline's work on the API's thread costs every
 * request, apart from waiting for a core. Asserts nothing.
 *
 * The pollers run in this process and the server in the child, so both share the machine's cores: on a 2-core
 * machine the client side takes part of one core. Compare runs made on the same machine.
 *
 * Usage: tsx bench/apiLoad.ts
 * Env: PAGES (500), POLLERS (200), INTERVAL_MS (1000; the client's own interval is 5000), IDLE_MS (10000);
 *      PIPELINE_THREADS is passed on to the server; BENCH_CPU_PROF=<dir> writes the server's CPU profiles there.
 */
import { fork, type ChildProcess } from "node:child_process";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { invoicesPdf } from "./support/invoicesPdf";

const PAGES = Number(process.env.PAGES ?? 500);
const POLLERS = Number(process.env.POLLERS ?? 200);
const INTERVAL_MS = Number(process.env.INTERVAL_MS ?? 1000);
const IDLE_MS = Number(process.env.IDLE_MS ?? 10_000);

interface Ready {
  base: string;
  token: string;
  jobId: string;
}

// ---------------------------------------------------------------- the server (child process)
async function server() {
  const { loadConfig } = await import("../src/server/config");
  const { openServices, closeServices } = await import("../src/server/services");
  const { buildApp } = await import("../src/server/app");
  const { startWorkers } = await import("../src/server/workflow/engine");
  const { createSession } = await import("../src/server/auth/sessions");
  const { signAccessToken } = await import("../src/server/auth/tokens");
  const { makeClass, makeField, makeJob } = await import("../src/testing/masterDataFactories");
  const dataDir = process.env.BENCH_DATA_DIR!;
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    APP_SECRET: "bench-secret",
    PUBLIC_URL: "http://127.0.0.1:0",
    RATE_LIMIT_SIGN_IN: "0",
    RATE_LIMIT_EXPENSIVE: "0",
    DATABASE_URL: "",
  });
  const services = await openServices(config);
  const app = await buildApp(services);
  await startWorkers(services);
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  // A signed-in admin of a new organization, as src/testing/testApp.ts makes one.
  const db = services.db;
  const [org] = await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Bench') RETURNING id`);
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name) VALUES ('bench@example.com', 'Bench', 'User') RETURNING id`,
  );
  await db.query(`INSERT INTO memberships (organization_id, user_id, roles) VALUES ($1, $2, $3)`, [
    org.id,
    user.id,
    ["admin"],
  ]);
  const { sessionId } = await createSession(db, user.id, 24 * 3600);
  await db.query(`UPDATE sessions SET organization_id = $2 WHERE id = $1`, [sessionId, org.id]);
  const token = await signAccessToken(config.secret, { sub: user.id, sid: sessionId }, 24 * 3600);
  const admin = {
    userId: user.id,
    organizationId: org.id,
    email: "bench@example.com",
    token,
    request: (opts: any) =>
      app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } }),
  };
  const fields = [
    await makeField(admin, { name: "Invoice Number" }),
    await makeField(admin, { name: "Total", dataType: "Number" }),
  ];
  const cls = await makeClass(
    admin,
    fields.map((f: any) => f._id),
    { name: "Invoice" },
  );
  const job = await makeJob(admin, [cls._id], {
    documentParser: "text-layer",
    classification: {
      documentClasses: [cls._id],
      autoClassification: false,
      autoValidateClassification: true,
      prompt: "",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: true, splitOptions: [{ _id: "fixed-pages", config: { pages: 1 } }] },
    extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
  });
  // How late the server's event loop runs its callbacks, per stage the parent names: the delay every request waits.
  // And how busy the loop was (event-loop utilisation: the share of the time it was running code, not waiting).
  const delays: Record<string, { p50: number; p99: number; max: number; busy: number }> = {};
  let histogram = monitorEventLoopDelay({ resolution: 10 });
  let current = "warm-up";
  let elu = performance.eventLoopUtilization();
  const close = () => {
    histogram.disable();
    const busy = performance.eventLoopUtilization(elu).utilization;
    elu = performance.eventLoopUtilization();
    if (histogram.count > 0)
      delays[current] = {
        p50: histogram.percentile(50) / 1e6,
        p99: histogram.percentile(99) / 1e6,
        max: histogram.max / 1e6,
        busy,
      };
  };
  histogram.enable();
  process.send!({ base, token, jobId: job._id } satisfies Ready);
  process.on("message", async (m: any) => {
    if (m?.stage) {
      close();
      current = m.stage;
      histogram = monitorEventLoopDelay({ resolution: 10 });
      histogram.enable();
      return;
    }
    if (m === "report") {
      close();
      process.send!({ delays });
      return;
    }
    if (m !== "stop") return;
    await app.close();
    await closeServices(services);
    process.exit(0);
  });
}

// ---------------------------------------------------------------- the browsers (this process)
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

interface Sample {
  at: number;
  ms: number;
  url: "health" | "list";
  stage: string;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "docflow-bench-load-"));
  const execArgv = process.env.BENCH_CPU_PROF
    ? [...process.execArgv, "--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : process.execArgv;
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ["server"], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once("message", (m) => resolve(m as Ready));
      child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
    });
    const { base, token } = ready;
    const auth = { authorization: `Bearer ${token}` };
    const body = await invoicesPdf(PAGES);

    let stage = "warm-up";
    const setStage = (next: string) => {
      stage = next;
      child.send({ stage: next });
    };
    const samples: Sample[] = [];
    let failures = 0;
    let stopped = false;
    const timed = async (url: Sample["url"], href: string) => {
      const start = performance.now();
      const s = stage;
      try {
        const res = await fetch(base + href, { headers: url === "list" ? auth : {} });
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
      } catch {
        failures++;
      }
      samples.push({ at: start, ms: performance.now() - start, url, stage: s });
    };
    const poller = async () => {
      await new Promise((r) => setTimeout(r, Math.random() * INTERVAL_MS));
      while (!stopped) {
        const next = performance.now() + INTERVAL_MS;
        await timed("health", "/api/health");
        await timed("list", "/api/batch?page=1&limit=10");
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      }
    };
    const pollers = Array.from({ length: POLLERS }, poller);

    // Idle: the pollers alone (after 3 s of warm-up).
    await new Promise((r) => setTimeout(r, 3000));
    setStage("idle");
    await new Promise((r) => setTimeout(r, IDLE_MS));

    // The batch: upload, then follow its status (every 250 ms, in the list) until EXPORTED.
    setStage("upload");
    const started = performance.now();
    const json = async (method: string, href: string, payload?: unknown) => {
      const res = await fetch(base + href, {
        method,
        headers: { ...auth, "content-type": "application/json" },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      if (res.status >= 300) throw new Error(`${method} ${href}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<any>;
    };
    const pre = await json("POST", "/api/batch/getPreSignedUrlForUpload", { files: ["invoices.pdf"] });
    const put = await fetch(new URL(pre.filesInfo[0].url, base).href.replace(/^https?:\/\/[^/]+/, base), {
      method: "PUT",
      body: new Uint8Array(body),
    });
    if (put.status >= 300) throw new Error(`upload: ${put.status} ${await put.text()}`);
    const created = await json("POST", "/api/batch", {
      job: ready.jobId,
      _id: pre.batchId,
      files: [{ fileName: "invoices.pdf", filePath: pre.filesInfo[0].filePath }],
    });
    const processingFrom = performance.now();
    const stageTimes: Record<string, number> = {};
    let since = performance.now();
    let batch: any;
    for (;;) {
      // The status from the list (one more poller): the batch itself would sign and send 500 thumbnail URLs a call.
      const list = await json("GET", "/api/batch?page=1&limit=10");
      batch = list.batches.find((b: any) => b._id === created._id);
      const now = performance.now();
      if (batch.status !== stage) {
        stageTimes[stage] = (stageTimes[stage] ?? 0) + (now - since);
        setStage(batch.status);
        since = now;
      }
      if (["EXPORTED", "ERROR", "USER_VALIDATION"].includes(batch.status)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const processingTo = performance.now();
    batch = await json("GET", `/api/batch/${created._id}`);
    stopped = true;
    await Promise.all(pollers);
    const delays = await new Promise<Record<string, { p50: number; p99: number; max: number; busy: number }>>(
      (resolve) => {
        child.once("message", (m: any) => resolve(m.delays));
        child.send("report");
      },
    );

    const line = (label: string, list: Sample[]) => {
      const ms = list.map((s) => s.ms).sort((a, b) => a - b);
      return {
        "": label,
        calls: ms.length,
        "p50 ms": percentile(ms, 50).toFixed(1),
        "p95 ms": percentile(ms, 95).toFixed(1),
        "p99 ms": percentile(ms, 99).toFixed(1),
        "max ms": (ms[ms.length - 1] ?? NaN).toFixed(1),
      };
    };
    const during = samples.filter((s) => s.at >= processingFrom && s.at < processingTo);
    const idle = samples.filter((s) => s.stage === "idle");
    console.log(
      `bench:api-load — ${POLLERS} pollers (GET /api/health, then GET /api/batch?page=1&limit=10) every ${INTERVAL_MS} ms, ` +
        `against the server on PGlite with its workers in-process, while a ${PAGES}-page born-digital batch is processed ` +
        `(${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")}, PIPELINE_THREADS=${process.env.PIPELINE_THREADS ?? "default"})`,
    );
    console.log(
      `batch: ${batch.status}${batch.workflow?.error ? ` (${batch.workflow.error})` : ""}; upload ${((processingFrom - started) / 1000).toFixed(1)} s; ` +
        `processing ${((processingTo - processingFrom) / 1000).toFixed(1)} s (${(PAGES / ((processingTo - processingFrom) / 1000)).toFixed(1)} pages/s); failed calls: ${failures}`,
    );
    console.table([
      line(
        "idle: health",
        idle.filter((s) => s.url === "health"),
      ),
      line(
        "idle: batch list",
        idle.filter((s) => s.url === "list"),
      ),
      line(
        "processing: health",
        during.filter((s) => s.url === "health"),
      ),
      line(
        "processing: batch list",
        during.filter((s) => s.url === "list"),
      ),
      line("processing: both", during),
    ]);
    const stages = Object.keys(stageTimes).filter((s) => !["warm-up", "idle", "upload"].includes(s));
    console.table(
      stages.map((s) => ({
        ...line(
          s,
          during.filter((x) => x.stage === s),
        ),
        "stage s": (stageTimes[s] / 1000).toFixed(2),
        "loop delay p99 ms": delays[s]?.p99.toFixed(1),
        "loop delay max ms": delays[s]?.max.toFixed(1),
        "loop busy": delays[s] ? `${(delays[s].busy * 100).toFixed(0)} %` : undefined,
      })),
    );
    console.log(
      `server event loop while idle: delay p99 ${delays.idle?.p99.toFixed(1)} ms, max ${delays.idle?.max.toFixed(1)} ms, busy ${((delays.idle?.busy ?? NaN) * 100).toFixed(0)} %`,
    );
  } finally {
    child.send("stop");
    await new Promise((r) => {
      child.once("exit", r);
      setTimeout(r, 15_000).unref();
    });
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "server") await server();
else {
  await main();
  process.exit(0);
}
