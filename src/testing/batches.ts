import { expect } from "vitest";
import type { Caller, TestApp } from "./testApp";

import { invoiceFixture } from "./fixtures";

export { invoiceFixture };

/**
 * A batch of fixture invoices created as the client does it: pre-signed URLs, a PUT per file, POST /batch.
 * Returns the created batch. `bytesOf` reads a named file (default: testdata/invoices).
 */
export async function createFixtureBatch(
  t: TestApp,
  caller: Caller,
  jobId: string,
  names: string[],
  bytesOf: (name: string) => Uint8Array = invoiceFixture,
): Promise<any> {
  const pre = await caller.request({
    method: "POST",
    url: "/api/batch/getPreSignedUrlForUpload",
    payload: { files: names },
  });
  expect(pre.statusCode, pre.body).toBe(200);
  const { batchId, filesInfo } = pre.json();
  for (const [i, name] of names.entries()) {
    const url = new URL(filesInfo[i].url);
    const put = await t.app.inject({
      method: "PUT",
      url: url.pathname + url.search,
      payload: Buffer.from(bytesOf(name)),
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  const files = filesInfo.map((f: { fileName: string; filePath: string }) => ({
    fileName: f.fileName,
    filePath: f.filePath,
  }));
  const created = await caller.request({
    method: "POST",
    url: "/api/batch",
    payload: { job: jobId, _id: batchId, files },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json();
}

/**
 * Reads the batch until `done` says so. A batch that goes to ERROR without `done` accepting it fails
 * the wait with its workflow (the reason), as does one that never gets there.
 */
export async function waitForBatch(
  caller: Caller,
  id: string,
  done: (batch: any) => boolean,
  timeoutMs = 150_000,
): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const batch = (await caller.request({ method: "GET", url: `/api/batch/${id}` })).json();
    if (done(batch)) return batch;
    if (batch.status === "ERROR") throw new Error(`batch ${id} failed: ${JSON.stringify(batch.workflow)}`);
    if (Date.now() > until) throw new Error(`batch ${id} stayed in ${batch.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The batch is waiting for a person at extraction validation. */
export const atExtraction = (b: any) => b.status === "USER_VALIDATION" && b.workflow?.step === "Extraction";

/**
 * Issue 15.4: a test that uploads the same invoice twice on purpose (a PDF and its XML rendering) gets the second
 * flagged as a possible duplicate, which never passes auto-validation. Once the batch waits at extraction for such
 * documents only, a person says they are no duplicates and validates; a batch that went on by itself is left alone.
 */
export async function passPossibleDuplicates(caller: Caller, id: string): Promise<void> {
  let batch = await waitForBatch(caller, id, (b) => atExtraction(b) || ["EXPORTING", "EXPORTED"].includes(b.status));
  if (!atExtraction(batch)) return;
  const waiting = batch.extractionDocuments.filter((d: any) => !d.validated);
  if (!waiting.length || !waiting.every((d: any) => d.duplicateOf)) return;
  for (const d of waiting) {
    const res = await caller.request({
      method: "POST",
      url: `/api/batch/${id}/not-duplicate`,
      payload: { docNo: d.docNo, fileLocation: d.fileLocation },
      headers: { "if-match": String(batch.version) },
    });
    expect(res.statusCode, res.body).toBe(200);
    batch = res.json();
  }
  const extractionDocuments = batch.extractionDocuments.map((d: any) => ({
    ...d,
    validated: true,
    properties: d.properties.map((p: any) => ({ ...p, field: p.field._id ?? p.field, validated: true })),
  }));
  const res = await caller.request({
    method: "PATCH",
    url: `/api/batch/extractionvalidate/${id}`,
    payload: { extractionDocuments },
    headers: { "if-match": String(batch.version) },
  });
  expect(res.statusCode, res.body).toBe(200);
}
