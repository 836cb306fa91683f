import { pathToFileURL } from "node:url";
import { TESTDATA } from "../../testing/fixtures";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { removeAbandonedUploads } from "./abandonedUploads";

const FIXTURES = pathToFileURL(TESTDATA + "/");
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));

/** The browser's part of the upload: PUT each file to its signed URL. */
async function uploadBatch(t: TestApp, caller: Caller, jobId: string, files: { name: string; body: Buffer }[]) {
  const pre = await caller.request({
    method: "POST",
    url: "/api/batch/getPreSignedUrlForUpload",
    payload: { files: files.map((f) => f.name), sizes: files.map((f) => f.body.length) },
  });
  expect(pre.statusCode, pre.body).toBe(200);
  const { batchId, filesInfo } = pre.json();
  for (const [i, info] of filesInfo.entries()) {
    const url = new URL(info.url);
    const put = await t.app.inject({
      method: "PUT",
      url: url.pathname + url.search,
      payload: files[i].body,
      headers: { "content-type": "application/octet-stream" },
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  const created = await caller.request({
    method: "POST",
    url: "/api/batch",
    payload: {
      job: jobId,
      _id: batchId,
      files: filesInfo.map((f: any) => ({ fileName: f.fileName, filePath: f.filePath })),
    },
  });
  return created;
}

async function waitForStatus(caller: Caller, id: string, statuses: string[], timeoutMs = 90_000) {
  const start = Date.now();
  for (;;) {
    const batch = (await caller.request({ method: "GET", url: `/api/batch/${id}` })).json();
    if (statuses.includes(batch.status)) return batch;
    if (Date.now() - start > timeoutMs) throw new Error(`batch stayed in ${batch.status}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe.each(TEST_DATABASES)("batches on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { workers: true });
    admin = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    const invoice = await makeClass(admin, [field._id], { name: "Invoice" });
    jobId = (await makeJob(admin, [invoice._id], { documentParser: "text-layer" }))._id;
  });
  afterAll(() => t.close());

  it("takes PDFs from upload through parsing to classification validation", async () => {
    const created = await uploadBatch(t, admin, jobId, [
      { name: "coolblue1.pdf", body: fixture("invoices/coolblue1.pdf") },
      { name: "QualityHosting.pdf", body: fixture("invoices/QualityHosting.pdf") },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const batch = await waitForStatus(admin, created.json()._id, ["USER_VALIDATION", "ERROR"]);
    expect(batch.workflow.error).toBeNull();
    expect(batch.status).toBe("USER_VALIDATION");
    expect(batch.batchNumber).toBe(1);
    expect(batch.splittedDocuments.length).toBe(2);
    expect(batch.pageData.length).toBe(batch.splittedDocuments.reduce((n: number, d: any) => n + d.totalPages, 0));
    expect(batch.pageData[0].documentClass.name).toBe("Invoice");
    // Thumbnails and the merged document are reachable through signed URLs.
    const thumb = new URL(batch.pageData[0].thumbnailUrl);
    const png = await t.app.inject({ method: "GET", url: thumb.pathname + thumb.search });
    expect(png.headers["content-type"]).toContain("image/png");
    const dl = await admin.request({
      method: "POST",
      url: `/api/batch/getPreSignedUrlForDownload/${batch._id}`,
      payload: { fileUrl: batch.mergedDocument.fileLocation },
    });
    const pdf = await t.app.inject({
      method: "GET",
      url: new URL(dl.json().url).pathname + new URL(dl.json().url).search,
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // The batch's answer carries a URL of the merged PDF too, for the viewer to open it without asking for one.
    const given = new URL(batch.mergedDocument.url);
    const viewed = await t.app.inject({
      method: "GET",
      url: given.pathname + given.search,
      headers: { range: "bytes=0-4" },
    });
    expect(viewed.statusCode).toBe(206);
    expect(viewed.rawPayload.toString()).toBe("%PDF-");
    const text = await admin.request({
      method: "POST",
      url: `/api/batch/getPreSignedUrlForDownload/${batch._id}`,
      payload: { fileUrl: batch.mergedDocument.textAnnotationFileLocation },
    });
    const annotation = await t.app.inject({
      method: "GET",
      url: new URL(text.json().url).pathname + new URL(text.json().url).search,
    });
    expect(annotation.json().pages[0].text).toMatch(/coolblue/i);

    const list = (await admin.request({ method: "GET", url: "/api/batch?page=1&limit=5" })).json();
    expect(list.totalData).toBe(1);
    expect(list.batches[0]._id).toBe(batch._id);
  });

  it("numbers batches per organization and never reuses a number; delete removes the files", async () => {
    const a = (await uploadBatch(t, admin, jobId, [{ name: "a.pdf", body: fixture("invoices/oyo.pdf") }])).json();
    await waitForStatus(admin, a._id, ["USER_VALIDATION", "ERROR"]);
    const del = await admin.request({ method: "DELETE", url: `/api/batch/${a._id}` });
    expect(del.json()).toEqual({ success: true });
    expect((await admin.request({ method: "GET", url: `/api/batch/${a._id}` })).statusCode).toBe(404);
    const b = (await uploadBatch(t, admin, jobId, [{ name: "b.pdf", body: fixture("invoices/oyo.pdf") }])).json();
    expect(b.batchNumber).toBe(a.batchNumber + 1);
    await waitForStatus(admin, b._id, ["USER_VALIDATION", "ERROR"]);
    const list = (await admin.request({ method: "GET", url: "/api/batch?page=1&limit=1" })).json();
    expect(list.batches[0]._id).toBe(b._id);
    expect(await t.services.storage.stat(a.files[0].filePath)).toBeNull();
  });

  it("puts a batch with a file that is not what its name says in ERROR with a readable reason", async () => {
    const png = fixture("invoices/oyo.png");
    const created = (await uploadBatch(t, admin, jobId, [{ name: "scan.pdf", body: png }])).json();
    const batch = await waitForStatus(admin, created._id, ["USER_VALIDATION", "ERROR"]);
    expect(batch.status).toBe("ERROR");
    expect(batch.workflow.failedState).toBe("Parse");
    expect(batch.workflow.error).toMatch(/scan\.pdf/);
  });

  it("refuses bad uploads with readable messages", async () => {
    const post = (payload: unknown) =>
      admin.request({ method: "POST", url: "/api/batch/getPreSignedUrlForUpload", payload: payload as any });
    expect((await post({ files: [] })).json().message).toBe("At least one file is required");
    expect((await post({ files: ["report.docx"] })).json().message).toBe(
      "report.docx is not accepted: use PNG, JPG, JPEG or PDF files.",
    );
    expect((await post({ files: ["a.pdf"], sizes: [0] })).json().message).toBe("a.pdf is empty (0 bytes).");
    expect((await post({ files: ["a.pdf"], sizes: [300 * 1024 * 1024] })).json().message).toMatch(
      /the limit is 200 MB per file/,
    );
    // Files that never arrived
    const pre = (await post({ files: ["never.pdf"] })).json();
    const created = await admin.request({
      method: "POST",
      url: "/api/batch",
      payload: {
        job: jobId,
        _id: pre.batchId,
        files: [{ fileName: "never.pdf", filePath: pre.filesInfo[0].filePath }],
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe("never.pdf was not uploaded. Upload it again.");
    // A path the server did not hand out
    const forged = await admin.request({
      method: "POST",
      url: "/api/batch",
      payload: { job: jobId, _id: pre.batchId, files: [{ fileName: "x.pdf", filePath: "org/other/secret.pdf" }] },
    });
    expect(forged.json().message).toBe("x.pdf was not part of this upload.");
    const noJob = await admin.request({ method: "POST", url: "/api/batch", payload: { _id: pre.batchId, files: [] } });
    expect(noJob.json().message).toBe("Job is required");
    expect((await admin.request({ method: "GET", url: "/api/batch?page=0" })).statusCode).toBe(400);
  });

  it("removes uploads that never became a batch, with their files, and keeps recent ones", async () => {
    const reserve = async (name: string) => {
      const pre = (
        await admin.request({ method: "POST", url: "/api/batch/getPreSignedUrlForUpload", payload: { files: [name] } })
      ).json();
      const url = new URL(pre.filesInfo[0].url);
      const put = await t.app.inject({
        method: "PUT",
        url: url.pathname + url.search,
        payload: fixture("invoices/saeco.pdf"),
        headers: { "content-type": "application/pdf" },
      });
      expect(put.statusCode).toBe(200);
      return pre as { batchId: string; filesInfo: { fileName: string; filePath: string }[] };
    };
    const old = await reserve("left-behind.pdf");
    const recent = await reserve("still-uploading.pdf");
    await t.db.query(`UPDATE batch_uploads SET created_at = now() - interval '25 hours' WHERE id = $1`, [old.batchId]);
    expect(await removeAbandonedUploads(t.services)).toBe(1);
    expect(await t.services.storage.stat(old.filesInfo[0].filePath)).toBeNull();
    expect(await t.services.storage.stat(recent.filesInfo[0].filePath)).not.toBeNull();
    const late = await admin.request({
      method: "POST",
      url: "/api/batch",
      payload: { job: jobId, _id: old.batchId, files: old.filesInfo },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("Unknown upload: ask for upload URLs first.");
    const onTime = await admin.request({
      method: "POST",
      url: "/api/batch",
      payload: { job: jobId, _id: recent.batchId, files: recent.filesInfo },
    });
    expect(onTime.statusCode, onTime.body).toBe(200);
  });

  it("keeps organizations apart and signs downloads only for the batch's own files", async () => {
    const created = (
      await uploadBatch(t, admin, jobId, [{ name: "c.pdf", body: fixture("invoices/saeco.pdf") }])
    ).json();
    const other = await t.signedIn(["admin"]);
    expect((await other.request({ method: "GET", url: `/api/batch/${created._id}` })).statusCode).toBe(404);
    expect((await other.request({ method: "DELETE", url: `/api/batch/${created._id}` })).statusCode).toBe(404);
    expect((await other.request({ method: "GET", url: "/api/batch" })).json().totalData).toBe(0);
    const foreign = await admin.request({
      method: "POST",
      url: `/api/batch/getPreSignedUrlForDownload/${created._id}`,
      payload: { fileUrl: "org/x/batch/y/parsed/merged.pdf" },
    });
    expect(foreign.statusCode).toBe(404);
    await waitForStatus(admin, created._id, ["USER_VALIDATION", "ERROR"]);
  });
});
