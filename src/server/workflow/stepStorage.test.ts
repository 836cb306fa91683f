import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Caller, type TestApp } from "../../testing/testApp";
import { createFixtureBatch } from "../../testing/batches";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { batchFolder } from "../batches/batchKeys";
import type { Services } from "../services";
import type { Storage } from "../storage/storage";
import { servicesForStep } from "./stepStorage";

/**
 * The store a step writes with (stepStorage.ts): every write into the batch's folder is checked against the batch still
 * being there, after it ended; writes under way together share one check.
 */
describe("a step's store", () => {
  let t: TestApp;
  let admin: Caller;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp("pglite"); // no workers: nothing else writes or checks
    admin = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    const cls = await makeClass(admin, [field._id]);
    jobId = (await makeJob(admin, [cls._id], { documentParser: "text-layer" }))._id;
  });
  afterAll(() => t.close());

  /** The step's services over a database that counts the checks, and a store whose writes wait for `gate`. */
  function stepServices(batchId: string, gate: Promise<void>) {
    const checks = { count: 0 };
    const db = new Proxy(t.services.db, {
      get(target, prop) {
        if (prop === "query")
          return (sql: string, params?: unknown[]) => {
            if (/FOR SHARE/.test(sql)) checks.count++;
            return target.query(sql, params);
          };
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const storage: Storage = new Proxy(t.services.storage, {
      get(target, prop) {
        if (prop === "write")
          return async (key: string, body: Buffer, type?: string) => {
            await gate;
            await target.write(key, body, type);
            // The writes end at different moments (doc-3 45 ms after doc-0), as files of different sizes do.
            const i = Number(/doc-(\d+)/.exec(key)?.[1] ?? 0);
            await new Promise((r) => setTimeout(r, i * 15));
          };
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const services: Services = { ...t.services, db, storage };
    return { checks, step: servicesForStep(services, batchId, admin.organizationId) };
  }

  /** Eight writes started together, ending at different moments. */
  const eightWrites = (step: Services, folder: string) =>
    Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        step.storage.write(`${folder}/documents/doc-${i}.json`, Buffer.from(`{"doc":${i}}`), "application/json"),
      ),
    );

  it("checks once for writes under way together, and keeps them while the batch is there", async () => {
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf"]);
    const folder = batchFolder(admin.organizationId, created._id);
    const { checks, step } = stepServices(created._id, Promise.resolve());
    const results = await eightWrites(step, folder);
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(checks.count).toBe(1);
    for (let i = 0; i < 8; i++)
      expect(await t.services.storage.stat(`${folder}/documents/doc-${i}.json`)).not.toBeNull();
    // A write on its own is still checked, after it ended.
    await step.storage.write(`${folder}/documents/later.json`, Buffer.from("{}"), "application/json");
    expect(checks.count).toBe(2);
  });

  it("removes every write that ended after the batch was deleted, and says so", async () => {
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf"]);
    const folder = batchFolder(admin.organizationId, created._id);
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    const { step } = stepServices(created._id, gate);
    const writing = eightWrites(step, folder);
    const deleted = await admin.request({ method: "DELETE", url: `/api/batch/${created._id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    letGo();
    const results = await writing;
    expect(
      results.every((r) => r.status === "rejected" && (r.reason as { statusCode?: number }).statusCode === 409),
    ).toBe(true);
    for (let i = 0; i < 8; i++) expect(await t.services.storage.stat(`${folder}/documents/doc-${i}.json`)).toBeNull();
  });
});
