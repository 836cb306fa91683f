import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { createFixtureBatch } from "../../testing/batches";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { batchFolder, parsedKey, thumbnailKey } from "../batches/batchKeys";
import type { Services } from "../services";
import type { Storage } from "../storage/storage";
import { runStep } from "./engine";

/**
 * Deleting a batch: once the API says it is gone, none of its files may be found (e2e/batches.spec.ts once read a
 * thumbnail of a batch the list no longer showed). The delete used to remove the row, then the folder: for as long as
 * the folder took to remove, readers found the batch gone and its files still there; and a step still running, writing
 * after that, put files back in a folder no batch owns any more, for good.
 */
describe.each(TEST_DATABASES)("deleting a batch on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(kind); // no workers: the test runs the step itself
    admin = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    const cls = await makeClass(admin, [field._id]);
    jobId = (await makeJob(admin, [cls._id], { documentParser: "text-layer" }))._id;
  });
  afterAll(() => t.close());

  it("a batch the API answers 404 for has no file left, even while its folder is being removed", async () => {
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf"]);
    await runStep(t.services, { batchId: created._id, step: "Parse" });
    const thumbnail = thumbnailKey(admin.organizationId, created._id, 1);
    const storage = t.services.storage;
    expect(await storage.stat(thumbnail)).not.toBeNull();
    // The folder's removal waits until the test lets it go.
    let removing!: () => void;
    const atRemoval = new Promise<void>((resolve) => (removing = resolve));
    let letGo!: () => void;
    const goOn = new Promise<void>((resolve) => (letGo = resolve));
    const deletePrefix = storage.deletePrefix;
    storage.deletePrefix = async (prefix: string) => {
      removing();
      await goOn;
      return deletePrefix.call(storage, prefix);
    };
    try {
      const deleting = admin.request({ method: "DELETE", url: `/api/batch/${created._id}` });
      await atRemoval;
      // A reader now (the list's poll, the e2e test): the batch is there, or it is gone with its files.
      const reading = admin.request({ method: "GET", url: `/api/batch/${created._id}` });
      const early = await Promise.race([reading, new Promise<null>((resolve) => setTimeout(() => resolve(null), 500))]);
      if (early?.statusCode === 404)
        expect(await storage.stat(thumbnail), "a thumbnail of a batch the API says is gone").toBeNull();
      else if (early) expect(early.statusCode).toBe(200);
      letGo();
      expect((await deleting).statusCode).toBe(200);
      const read = await reading;
      if (read.statusCode === 404) expect(await storage.stat(thumbnail)).toBeNull();
    } finally {
      storage.deletePrefix = deletePrefix;
      letGo();
    }
    expect((await admin.request({ method: "GET", url: `/api/batch/${created._id}` })).statusCode).toBe(404);
    expect(await storage.stat(thumbnail)).toBeNull();
  });

  it("leaves none of the files a step still running writes after the delete", async () => {
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf", "saeco.pdf"]);
    const org = admin.organizationId;
    // The store as the step sees it: its first thumbnail write waits until the test lets it go.
    let reachedThumbnail!: () => void;
    const atThumbnail = new Promise<void>((resolve) => (reachedThumbnail = resolve));
    let letGo!: () => void;
    const goOn = new Promise<void>((resolve) => (letGo = resolve));
    const real = t.services.storage;
    const held: Storage = new Proxy(real, {
      get(target, prop) {
        if (prop === "write") {
          return async (key: string, body: NodeJS.ReadableStream | Buffer, type?: string) => {
            if (key.includes("/thumbnails/")) {
              reachedThumbnail();
              await goOn;
            }
            return target.write(key, body, type);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const services: Services = { ...t.services, storage: held };

    const parse = runStep(services, { batchId: created._id, step: "Parse" });
    await atThumbnail;
    // Parse has written the merged PDF and the text annotation; the person deletes the batch now.
    expect(await real.stat(parsedKey(org, created._id, "merged.pdf"))).not.toBeNull();
    const deleted = await admin.request({ method: "DELETE", url: `/api/batch/${created._id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await real.stat(parsedKey(org, created._id, "merged.pdf"))).toBeNull();
    letGo();
    await parse;

    // Nothing of the batch is left in the store: no thumbnail written after the delete, nothing else.
    for (const pageNo of [1, 2, 3])
      expect(await real.stat(thumbnailKey(org, created._id, pageNo)), `thumbnail ${pageNo}`).toBeNull();
    expect(await real.stat(parsedKey(org, created._id, "merged.pdf"))).toBeNull();
    if (real.kind === "local") {
      const { existsSync } = await import("node:fs");
      expect(
        existsSync((real as unknown as { filePath(key: string): string }).filePath(batchFolder(org, created._id))),
      ).toBe(false);
    }
    expect((await admin.request({ method: "GET", url: `/api/batch/${created._id}` })).statusCode).toBe(404);
  });
});
