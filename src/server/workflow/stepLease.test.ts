import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { loadBatch } from "../batches/batchRepo";
import { createFixtureBatch, waitForBatch } from "../../testing/batches";
import { startWorkers } from "./engine";
import { advance } from "./transitions";
import { claimRun, currentRun, staleRuns, WORKER_ID } from "./stepLease";

/** Short thresholds so that a stopped worker is noticed in seconds (production: 30 s stale, 5 s beat, 10 s sweep). */
const LEASE_ENV = { STEP_LEASE_STALE_SECONDS: "2", STEP_HEARTBEAT_SECONDS: "0.5", STEP_SWEEP_SECONDS: "0.5" };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(TEST_DATABASES)("step leases on %s (in one process)", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let jobId: string;
  const runsOf = (batchId: string) =>
    t.db.query<{ id: string; step: string; owner: string; outcome: string | null; ended: boolean }>(
      `SELECT id, step, owner, outcome, ended_at IS NOT NULL AS ended FROM step_runs WHERE batch_id = $1 ORDER BY started_at, ended_at NULLS LAST`,
      [batchId],
    );
  beforeAll(async () => {
    t = await createTestApp(kind, LEASE_ENV); // workers start in the second test, after the leases are set up
    admin = await t.signedIn(["admin"]);
    const cls = await makeClass(admin, [(await makeField(admin))._id]);
    jobId = (await makeJob(admin, [cls._id], { documentParser: "text-layer" }))._id;
  });
  afterAll(() => t.close());

  it("a live run keeps its lease, a stale one is queued again once and taken over, and the stale run's result is refused", async () => {
    const settings = t.config.stepLease;
    const { _id: id } = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf"]);
    const first = await claimRun(t.db, id, "Parse", settings, "host-a:101:aaaaaa");
    expect(first).not.toBeNull();
    expect(await claimRun(t.db, id, "Parse", settings, "host-b:202:bbbbbb")).toBeNull();
    expect(await staleRuns(t.db, settings)).toEqual([]);

    await t.db.query(`UPDATE step_runs SET heartbeat_at = now() - interval '1 minute' WHERE id = $1`, [first!.id]);
    expect(await staleRuns(t.db, settings)).toEqual([{ batchId: id, step: "Parse", owner: "host-a:101:aaaaaa" }]);
    expect(await staleRuns(t.db, settings)).toEqual([]); // queued once per stale period, whichever worker sweeps
    const second = await claimRun(t.db, id, "Parse", settings, "host-b:202:bbbbbb");
    expect(second).not.toBeNull();
    expect(await runsOf(id)).toMatchObject([
      { owner: "host-a:101:aaaaaa", outcome: "taken over", ended: true },
      { owner: "host-b:202:bbbbbb", outcome: null, ended: false },
    ]);

    // The worker presumed dead wakes up and writes its result: refused, nothing overwritten.
    const batch = (await loadBatch(t.db, id))!;
    await expect(
      currentRun.run(first!, () => advance(t.services, batch, { status: "COMPLETE_DOC_PARSING" })),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await loadBatch(t.db, id))!.version).toBe(batch.version);
    // The run that holds the lease writes, and its run ends with it.
    await currentRun.run(second!, () => advance(t.services, batch, { status: "COMPLETE_DOC_PARSING", progress: null }));
    expect((await runsOf(id)).at(-1)).toMatchObject({ outcome: "done", ended: true });
  });

  it("the sweep hands the step of a worker that stopped beating to a live worker, and never takes a beating worker's step", async () => {
    const settings = t.config.stepLease;
    const stopped = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf"]);
    const busy = await createFixtureBatch(t, admin, jobId, ["saeco.pdf"]);
    // Two other workers hold the batches' Parse steps: one stops now, the other keeps beating.
    expect(await claimRun(t.db, stopped._id, "Parse", settings, "host-dead:1:000000")).not.toBeNull();
    const live = await claimRun(t.db, busy._id, "Parse", settings, "host-live:2:111111");
    const beat = setInterval(
      () => void t.db.query(`UPDATE step_runs SET heartbeat_at = now() WHERE id = $1`, [live!.id]),
      250,
    );
    try {
      const started = Date.now();
      await startWorkers(t.services); // its jobs and its start-up recovery find both leases held and do nothing
      const done = await waitForBatch(admin, stopped._id, (b) => b.status === "USER_VALIDATION", 30_000);
      const seconds = (Date.now() - started) / 1000;
      expect(seconds).toBeLessThan(20);
      expect(done.pageData).toHaveLength(1);
      expect((await runsOf(stopped._id)).filter((r) => r.step === "Parse")).toMatchObject([
        { owner: "host-dead:1:000000", outcome: "taken over" },
        { owner: WORKER_ID, outcome: "done" },
      ]);

      // Meanwhile (and for over twice the stale threshold) the beating worker's step stayed its own.
      while (Date.now() - started < settings.staleSeconds * 2500) await sleep(200);
      expect(await runsOf(busy._id)).toMatchObject([{ owner: "host-live:2:111111", outcome: null, ended: false }]);
      expect((await loadBatch(t.db, busy._id))!.status).toBe("BATCH_CREATED");
    } finally {
      clearInterval(beat);
    }
    // Once it stops beating, it is taken over too.
    const done = await waitForBatch(admin, busy._id, (b) => b.status === "USER_VALIDATION", 30_000);
    expect(done.pageData).toHaveLength(1);
    expect((await runsOf(busy._id)).filter((r) => r.step === "Parse").map((r) => r.outcome)).toEqual([
      "taken over",
      "done",
    ]);
  });
});
