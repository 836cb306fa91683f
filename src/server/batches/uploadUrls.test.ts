import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { startLocalS3, type LocalS3 } from "../../testing/s3/startLocalS3";

/** Issue 17.2: an upload URL stops taking files once its batch is created, so the stored original cannot be replaced. */
describe.each(TEST_DATABASES)("upload URLs end with POST /batch on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn(["admin"]);
    jobId = (await makeJob(admin, [(await makeClass(admin, [(await makeField(admin))._id]))._id]))._id;
  });
  afterAll(() => t.close());

  const put = (url: string, body: string) => {
    const u = new URL(url);
    return t.app.inject({ method: "PUT", url: u.pathname + u.search, payload: Buffer.from(body) });
  };
  const stored = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const c of await t.services.storage.read(key)) chunks.push(Buffer.from(c as Buffer));
    return Buffer.concat(chunks).toString();
  };

  it("takes files (again) until the batch is created, then refuses with 403 and keeps the original", async () => {
    const pre = (
      await admin.request({
        method: "POST",
        url: "/api/batch/getPreSignedUrlForUpload",
        payload: { files: ["scan.png"] },
      })
    ).json();
    const [file] = pre.filesInfo;
    expect((await put(file.url, "first")).statusCode).toBe(200);
    expect((await put(file.url, "original")).statusCode).toBe(200); // a retry before the batch exists is fine
    const created = await admin.request({
      method: "POST",
      url: "/api/batch",
      payload: { job: jobId, _id: pre.batchId, files: [{ fileName: file.fileName, filePath: file.filePath }] },
    });
    expect(created.statusCode, created.body).toBe(200);

    const late = await put(file.url, "replaced");
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe("This upload link no longer accepts files: its batch has been created.");
    expect(await stored(file.filePath)).toBe("original");
  });

  it("a PUT whose body completes after the batch was created is not stored either", async () => {
    const pre = (
      await admin.request({
        method: "POST",
        url: "/api/batch/getPreSignedUrlForUpload",
        payload: { files: ["a.png", "b.png"] },
      })
    ).json();
    const [a, b] = pre.filesInfo;
    expect((await put(a.url, "original a")).statusCode).toBe(200);
    expect((await put(b.url, "original b")).statusCode).toBe(200);
    // The reservation is checked before reading the body and again before the file replaces the stored one.
    const query = t.db.query;
    let checks = 0;
    t.db.query = (async (sql: string, params?: unknown[]) => {
      if (sql.includes("FROM batch_uploads") && params?.[0] === pre.batchId && ++checks === 2) {
        // The batch is created while the body streams in.
        await query(`DELETE FROM batch_uploads WHERE id = $1`, [pre.batchId]);
      }
      return query(sql, params);
    }) as typeof query;
    try {
      const res = await put(a.url, "replaced a");
      expect(res.statusCode).toBe(403);
    } finally {
      t.db.query = query;
    }
    expect(checks).toBe(2);
    expect(await stored(a.filePath)).toBe("original a");
  });

  it("keys that are not an open upload are refused even with a valid signature", async () => {
    const key = `org/${admin.organizationId}/batch/00000000-0000-4000-8000-000000000009/uploads/0001-x.png`;
    const url = await t.services.storage.presignUpload(key, "image/png", 60);
    expect((await put(url, "x")).statusCode).toBe(403);
    expect(await t.services.storage.stat(key)).toBeNull();
  });
});

/** On S3 a pre-signed PUT cannot be revoked: the batch keeps server-side copies that its upload URLs cannot reach. */
describe("upload URLs on S3", () => {
  let s3: LocalS3;
  let t: TestApp;
  let admin: Caller;
  let jobId: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp("pglite", {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    admin = await t.signedIn(["admin"]);
    jobId = (await makeJob(admin, [(await makeClass(admin, [(await makeField(admin))._id]))._id]))._id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it("a PUT to the upload URL after the batch exists does not change the batch's original", async () => {
    expect(t.services.storage.kind).toBe("s3");
    const pre = (
      await admin.request({
        method: "POST",
        url: "/api/batch/getPreSignedUrlForUpload",
        payload: { files: ["scan.png"] },
      })
    ).json();
    const [file] = pre.filesInfo;
    const put = (body: string) => fetch(file.url, { method: "PUT", body, headers: { "content-type": "image/png" } });
    expect((await put("original")).status).toBe(200);
    const created = await admin.request({
      method: "POST",
      url: "/api/batch",
      payload: { job: jobId, _id: pre.batchId, files: [{ fileName: file.fileName, filePath: file.filePath }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const kept = created.json().files[0].filePath;
    expect(kept).not.toBe(file.filePath);

    expect((await put("replaced")).status).toBe(200); // S3 still takes it: the URL lives its hour
    const chunks: Buffer[] = [];
    for await (const c of await t.services.storage.read(kept)) chunks.push(Buffer.from(c as Buffer));
    expect(Buffer.concat(chunks).toString()).toBe("original");
  });
});
