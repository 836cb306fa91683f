import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { createFixtureBatch, waitForBatch } from "../../testing/batches";
import { enqueueStep } from "./transitions";

/**
 * Two real worker processes (`src/server/worker.ts`) on a PostgreSQL database of this test's own: one is killed with
 * SIGKILL in the middle of a step and the other finishes the batch; a live worker's long step is never taken from it.
 * PGlite allows one process, so it needs TEST_DATABASE_URL (and fails without); stepLease.test.ts tests the same logic in one process.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const STALE_SECONDS = 3;
const LEASE_ENV = {
  STEP_LEASE_STALE_SECONDS: String(STALE_SECONDS),
  STEP_HEARTBEAT_SECONDS: "0.5",
  STEP_SWEEP_SECONDS: "1",
};
const END = ["EXPORTED", "USER_VALIDATION"];

interface Worker {
  child: ChildProcess;
  output: string[];
}

describe("worker processes killed mid-step on postgres", () => {
  // Worker processes need a database several processes can open: without PostgreSQL this test fails, it never skips.
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const dbName = `lease_${randomBytes(5).toString("hex")}`;
  const url = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : "";
  const workers: Worker[] = [];
  let t: TestApp;
  let admin: Caller;
  let jobId: string;

  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  /** A worker as `npm run worker` starts it, on this test's database and files; resolves once it waits for steps. */
  async function startWorker(env: Record<string, string> = {}): Promise<Worker> {
    // Node with tsx's loader, as `npm run worker` runs it but in one process (the tsx command runs a child), and with a
    // clean environment (Vitest's own variables change how modules load).
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/worker.ts"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: url,
        DATA_DIR: t.config.dataDir,
        APP_SECRET: "test-secret",
        WORKER_CONCURRENCY: "1",
        ...LEASE_ENV,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const worker = { child, output: [] as string[] };
    workers.push(worker);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker did not start: ${worker.output.join("")}`)), 60_000);
      const read = (chunk: Buffer) => {
        worker.output.push(chunk.toString());
        if (chunk.toString().includes("Worker started")) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on("data", read);
      child.stderr!.on("data", read);
      child.on("exit", (code) => reject(new Error(`worker exited (${code}): ${worker.output.join("")}`)));
    });
    return worker;
  }

  async function stopWorker(worker: Worker) {
    const exited = new Promise((r) => worker.child.once("exit", r));
    worker.child.kill("SIGTERM");
    await exited;
  }

  const runsOf = (batchId: string) =>
    t.db.query<{
      step: string;
      owner: string;
      outcome: string | null;
      started_at: Date;
      heartbeat_at: Date;
      ended_at: Date | null;
    }>(
      `SELECT step, owner, outcome, started_at, heartbeat_at, ended_at FROM step_runs WHERE batch_id = $1 ORDER BY started_at`,
      [batchId],
    );
  const pidOf = (owner: string) => Number(owner.split(":")[1]);

  async function openRun(batchId: string, step: string, timeoutMs = 60_000) {
    for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
      const [run] = await t.db.query<{ owner: string }>(
        `SELECT owner FROM step_runs WHERE batch_id = $1 AND step = $2 AND ended_at IS NULL`,
        [batchId, step],
      );
      if (run) return run;
    }
    throw new Error(`no worker took step ${step} of batch ${batchId}`);
  }

  /** Every step ran once, except those taken over: a run ends before the next of the same step starts. */
  function expectNoOverlap(runs: Awaited<ReturnType<typeof runsOf>>) {
    const byStep = new Map<string, typeof runs>();
    for (const r of runs) byStep.set(r.step, [...(byStep.get(r.step) ?? []), r]);
    for (const list of byStep.values()) {
      expect(list.at(-1)!.outcome).toBe("done");
      for (let i = 1; i < list.length; i++) {
        expect(list[i - 1].outcome).toBe("taken over");
        // The earlier run stopped beating more than the stale threshold before the next one started.
        expect(list[i].started_at.getTime() - list[i - 1].heartbeat_at.getTime()).toBeGreaterThanOrEqual(
          STALE_SECONDS * 1000 - 50,
        );
      }
    }
  }

  function expectNoDuplicates(batch: any, pages: number, documents: number) {
    expect(batch.pageData).toHaveLength(pages);
    expect(new Set(batch.pageData.map((p: any) => p.pageNo)).size).toBe(pages);
    expect(batch.splittedDocuments).toHaveLength(documents);
  }

  beforeAll(async () => {
    if (!adminUrl)
      throw new Error(
        "This test needs PostgreSQL: set TEST_DATABASE_URL (bash .ci/run does, for the machine's server).",
      );
    await adminQuery(`CREATE DATABASE ${dbName}`);
    t = await createTestApp("postgres", LEASE_ENV, { databaseUrl: url });
    admin = await t.signedIn(["admin"]);
    const cls = await makeClass(admin, [(await makeField(admin))._id]);
    jobId = (
      await makeJob(admin, [cls._id], {
        documentParser: "text-layer",
        split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
        extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
      })
    )._id;
  });

  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill("SIGKILL");
    await t?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it("a worker killed with SIGKILL in the middle of Parse: the other worker takes the step over within 60 s and finishes the batch once", async () => {
    // A holds Parse for 30 s (a test-only pause inside the lease), long enough to be killed in the middle of it.
    const a = await startWorker({ STEP_TEST_PAUSE_SECONDS: "30" });
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf", "saeco.pdf"]);
    const held = await openRun(created._id, "Parse");
    expect(pidOf(held.owner)).toBe(a.child.pid);
    // B starts meanwhile; its start-up recovery queues the batch again, and finds the step held by a live worker.
    const b = await startWorker();
    await new Promise((r) => setTimeout(r, 1500));
    expect((await openRun(created._id, "Parse")).owner).toBe(held.owner);

    process.kill(pidOf(held.owner), "SIGKILL");
    const killedAt = Date.now();
    const takenOver = await openRun(created._id, "Parse").then(async function wait(run): Promise<{ owner: string }> {
      if (run.owner !== held.owner) return run;
      await new Promise((r) => setTimeout(r, 100));
      return wait(await openRun(created._id, "Parse"));
    });
    const takeoverSeconds = (Date.now() - killedAt) / 1000;
    expect(pidOf(takenOver.owner)).toBe(b.child.pid);
    const done = await waitForBatch(admin, created._id, (x) => END.includes(x.status), 60_000);
    const recoverySeconds = (Date.now() - killedAt) / 1000;
    console.log(
      `killed worker's step taken over after ${takeoverSeconds.toFixed(1)} s, batch ${done.status} ${recoverySeconds.toFixed(1)} s after the kill`,
    );
    expect(recoverySeconds).toBeLessThan(60);
    expectNoDuplicates(done, 2, 2);
    const runs = await runsOf(created._id);
    expect(runs.filter((r) => r.step === "Parse").map((r) => [pidOf(r.owner), r.outcome])).toEqual([
      [a.child.pid, "taken over"],
      [b.child.pid, "done"],
    ]);
    expect(runs.filter((r) => r.step !== "Parse").every((r) => pidOf(r.owner) === b.child.pid)).toBe(true);
    expectNoOverlap(runs);
    await stopWorker(b);
  }, 150_000);

  it("a live worker's long step is not taken from it, even with duplicate jobs and another worker sweeping", async () => {
    // Both live workers pause 4 × the stale threshold inside Parse, then parse; heartbeats keep their leases.
    const pause = { STEP_TEST_PAUSE_SECONDS: String(STALE_SECONDS * 4) };
    await Promise.all([startWorker(pause), startWorker(pause)]);
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue2.pdf", "free_fiber.pdf"]);
    const held = await openRun(created._id, "Parse");
    // Duplicate jobs for the running step (a redelivery, a restarted worker's recovery): each finds the lease held.
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, STALE_SECONDS * 1000));
      await enqueueStep(t.services, created._id, "Parse");
    }
    expect((await openRun(created._id, "Parse")).owner).toBe(held.owner);
    const done = await waitForBatch(admin, created._id, (x) => END.includes(x.status), 120_000);
    expectNoDuplicates(done, 3, 2);
    const runs = await runsOf(created._id);
    expect(runs.every((r) => r.outcome === "done")).toBe(true);
    expect(new Set(runs.map((r) => r.step)).size).toBe(runs.length); // each step ran once
    const parse = runs.find((r) => r.step === "Parse")!;
    expect(parse.owner).toBe(held.owner);
    expect(parse.ended_at!.getTime() - parse.started_at.getTime()).toBeGreaterThan(STALE_SECONDS * 4000);
  }, 180_000);
});
