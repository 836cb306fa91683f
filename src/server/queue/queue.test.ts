import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { openDb, type Db } from "../db/db";
import { startQueue, type Queue } from "./queue";
import { TEST_DATABASES } from "../../testing/testApp";

describe.each(TEST_DATABASES)("queue on %s", (kind) => {
  let db: Db;
  let queue: Queue;
  const schema = `q_${randomBytes(4).toString("hex")}`;
  beforeAll(async () => {
    db = await openDb(
      kind === "postgres" ? { databaseUrl: process.env.TEST_DATABASE_URL!, schema } : { dataDir: null },
    );
    queue = await startQueue(db, { schema: `pgboss_${schema}`, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await queue.stop();
    if (kind === "postgres") await db.exec(`DROP SCHEMA "pgboss_${schema}" CASCADE; DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  });

  it("does not lose a job sent while its queue is still being created by a worker starting", async () => {
    const names = Array.from({ length: 10 }, (_, i) => `race-${i}`);
    const ids = await Promise.all(
      names.map(
        async (name) => (await Promise.all([queue.work(name, async () => undefined), queue.send(name, { name })]))[1],
      ),
    );
    expect(ids.filter((id) => id === null)).toEqual([]);
  });

  it("delivers a job to a worker and retries one that failed", async () => {
    const seen: number[] = [];
    let failedOnce = false;
    const done = new Promise<void>((resolve) => {
      queue.work<{ n: number }>("test-job", async ({ n }) => {
        if (n === 2 && !failedOnce) {
          failedOnce = true;
          throw new Error("first attempt fails");
        }
        seen.push(n);
        if (seen.length === 2) resolve();
      });
    });
    await queue.send("test-job", { n: 1 });
    await queue.send("test-job", { n: 2 }, { retryDelay: 1 });
    await done;
    expect(seen.sort()).toEqual([1, 2]);
    expect(failedOnce).toBe(true);
  });
});

describe("queue hand-off", () => {
  it("a job sent in this process wakes its idle worker at once, not at the worker's next poll", async () => {
    const db = await openDb({ dataDir: null });
    // Polling once a minute: without the wake-up the job would wait for it.
    const queue = await startQueue(db, {
      schema: `pgboss_w_${randomBytes(4).toString("hex")}`,
      pollingIntervalSeconds: 60,
    });
    try {
      let handled!: () => void;
      const done = new Promise<void>((resolve) => (handled = resolve));
      await queue.work("wake-test", async () => handled());
      await new Promise((r) => setTimeout(r, 300)); // the worker's first fetch has found nothing and it sleeps
      await queue.send("wake-test", {});
      const outcome = await Promise.race([
        done.then(() => "handled"),
        new Promise((r) => setTimeout(() => r("still asleep"), 20_000)),
      ]);
      expect(outcome).toBe("handled");
    } finally {
      await queue.stop();
      await db.close();
    }
  }, 40_000);
});

describe("queue hand-off after a job", () => {
  it("a worker that finishes a short job takes the next waiting one at once, not at its next poll", async () => {
    const db = await openDb({ dataDir: null });
    const queue = await startQueue(db, {
      schema: `pgboss_n_${randomBytes(4).toString("hex")}`,
      pollingIntervalSeconds: 60,
    });
    try {
      const seen: number[] = [];
      let handledAll!: () => void;
      const done = new Promise<void>((resolve) => (handledAll = resolve));
      await queue.work<{ n: number }>("next-test", async ({ n }) => {
        seen.push(n);
        if (seen.length === 3) handledAll();
      });
      await new Promise((r) => setTimeout(r, 300)); // the worker's first fetch has found nothing and it sleeps
      // Jobs already waiting (sent by another process, which wakes no worker here), then one sent here: the worker
      // wakes for it and takes one job; the others must not wait for its next poll, a minute away.
      await queue.boss.send("next-test", { n: 1 });
      await queue.boss.send("next-test", { n: 2 });
      await queue.send("next-test", { n: 3 });
      const outcome = await Promise.race([
        done.then(() => "all handled"),
        new Promise((r) => setTimeout(() => r(`only ${seen.length} handled: the worker slept`), 20_000)),
      ]);
      expect(outcome).toBe("all handled");
    } finally {
      await queue.stop();
      await db.close();
    }
  }, 40_000);
});

describe("queue housekeeping", () => {
  it("runs a periodic task, survives its failures, and stops with the queue", async () => {
    const db = await openDb({ dataDir: null });
    const queue = await startQueue(db, { schema: `pgboss_h_${randomBytes(4).toString("hex")}` });
    let runs = 0;
    queue.every("test sweep", 20, async () => {
      runs++;
      if (runs === 1) throw new Error("first sweep fails");
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toBeGreaterThanOrEqual(3);
    await queue.stop();
    const stoppedAt = runs;
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(stoppedAt);
    await db.close();
  });
});
