import { pathToFileURL } from "node:url";
import { TESTDATA } from "../../testing/fixtures";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";

const SHARED = pathToFileURL(TESTDATA + "/");
const BAD_DIR = new URL("bad-pdfs/", SHARED);

/** Every malformed PDF of the fixtures, each in a batch of its own, beside a good batch: all end readable. */
describe("bad input through the whole pipeline", () => {
  let t: TestApp;
  let admin: Caller;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp("pglite", {}, { workers: true });
    admin = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    const cls = await makeClass(admin, [field._id]);
    jobId = (await makeJob(admin, [cls._id], { documentParser: "text-layer" }))._id;
  });
  afterAll(() => t.close());

  async function submit(name: string, body: Buffer) {
    const pre = (
      await admin.request({ method: "POST", url: "/api/batch/getPreSignedUrlForUpload", payload: { files: [name] } })
    ).json();
    const url = new URL(pre.filesInfo[0].url);
    const put = await t.app.inject({ method: "PUT", url: url.pathname + url.search, payload: body });
    if (put.statusCode !== 200) return { rejected: put.json().message as string };
    const created = await admin.request({
      method: "POST",
      url: "/api/batch",
      payload: { job: jobId, _id: pre.batchId, files: [{ fileName: name, filePath: pre.filesInfo[0].filePath }] },
    });
    if (created.statusCode !== 200) return { rejected: created.json().message as string };
    return { id: created.json()._id as string };
  }

  it("processes or rejects each malformed PDF with a sentence naming the file, and a good batch completes meanwhile", async () => {
    const names = readdirSync(BAD_DIR).filter((n) => n.endsWith(".pdf"));
    expect(names.length).toBeGreaterThanOrEqual(40);
    const submitted = [];
    for (const name of names) submitted.push({ name, ...(await submit(name, readFileSync(new URL(name, BAD_DIR)))) });
    const good = await submit("good.pdf", readFileSync(new URL("invoices/AzureInterior.pdf", SHARED)));
    const pending = new Set([...submitted.filter((s) => s.id).map((s) => s.id!), good.id!]);
    const final = new Map<string, any>();
    const deadline = Date.now() + 240_000;
    while (pending.size && Date.now() < deadline) {
      for (const id of [...pending]) {
        const b = (await admin.request({ method: "GET", url: `/api/batch/${id}` })).json();
        if (["USER_VALIDATION", "ERROR"].includes(b.status)) {
          final.set(id, b);
          pending.delete(id);
        }
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    expect([...pending]).toEqual([]);
    expect(final.get(good.id!).status).toBe("USER_VALIDATION");
    let processed = 0;
    for (const s of submitted) {
      if (s.rejected) {
        expect(s.rejected, s.name).toMatch(/\S/);
        continue;
      }
      const b = final.get(s.id!);
      if (b.status === "ERROR") {
        expect(b.workflow.error, s.name).toContain(s.name);
        expect(b.workflow.error, s.name).not.toMatch(/undefined|\[object|at .*\.ts:/);
      } else {
        processed++;
        expect(b.pageData.length, s.name).toBeGreaterThan(0);
      }
    }
    console.log(`bad PDFs: ${processed} repaired and processed, ${names.length - processed} refused with a reason`);
    // The server is still up.
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  }, 300_000);

  it("refuses a 0-byte upload with a readable message", async () => {
    const result = await submit("empty.pdf", Buffer.alloc(0));
    expect(result.rejected).toBe("empty.pdf is empty (0 bytes).");
  });
});
