import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { atExtraction, createFixtureBatch, invoiceFixture, waitForBatch } from "../../testing/batches";
import { pdfSignatureOnly } from "../../testing/brokenPdfs";
import { readBytes } from "../storage/storageIo";

describe.each(TEST_DATABASES)("batch history on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { workers: true });
    admin = await t.signedIn(["admin"]);
    const number = await makeField(admin, { name: "Invoice Number" });
    const total = await makeField(admin, { name: "Total", dataType: "Number" });
    const invoice = await makeClass(admin, [number._id, total._id], { name: "Invoice" });
    jobId = (
      await makeJob(admin, [invoice._id], {
        documentParser: "text-layer",
        classification: {
          documentClasses: [invoice._id],
          autoClassification: false,
          autoValidateClassification: false,
          prompt: "",
          eachPageClassification: false,
        },
        split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
        extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
        export: { _id: "DE-03", config: null },
      })
    )._id;
  });
  afterAll(() => t.close());

  const history = async (id: string, query = "") => {
    const res = await admin.request({ method: "GET", url: `/api/batch/${id}/history${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as any[];
  };

  it("records creation, each stage with duration and figures, a changed value, the validation, the export and a re-process; history.json in the archive", async () => {
    const created = await createFixtureBatch(t, admin, jobId, ["coolblue1.pdf", "QualityHosting.pdf"]);
    const waiting = await waitForBatch(admin, created._id, atExtraction);

    // Newest first; read oldest first to check the order of the run.
    let entries = (await history(created._id)).reverse();
    expect(entries[0]).toMatchObject({
      kind: "created",
      channel: "web",
      batchNumber: created.batchNumber,
      actor: { _id: admin.userId, name: "Test User" },
      details: { files: 2 },
    });
    const stages = entries
      .filter((e) => e.kind.startsWith("stage_"))
      .map((e) => `${e.kind === "stage_started" ? "start" : "end"} ${e.details.step}`);
    expect(stages).toEqual(
      ["Parse", "Classification", "MasterKeyIdentification", "Split", "SplitDocument", "Extraction"].flatMap((s) => [
        `start ${s}`,
        `end ${s}`,
      ]),
    );
    for (const e of entries.filter((x) => x.kind === "stage_finished")) {
      expect(e.actor).toBeNull();
      expect(e.details.durationMs).toBeGreaterThanOrEqual(0);
      expect(e.details.pages).toBeGreaterThanOrEqual(2);
    }
    expect(entries.find((e) => e.kind === "stage_finished" && e.details.step === "Extraction").details.documents).toBe(
      2,
    );
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // A person corrects the invoice number and validates: the change (field, from, to, who), then the validation.
    const doc = waiting.extractionDocuments[0];
    const was = doc.properties.find((p: any) => p.field.name === "Invoice Number").value;
    const extractionDocuments = waiting.extractionDocuments.map((d: any, i: number) => ({
      ...d,
      validated: true,
      properties: d.properties.map((p: any) => ({
        field: p.field._id,
        value: i === 0 && p.field.name === "Invoice Number" ? "INV-42" : p.value,
        validated: true,
      })),
    }));
    const saved = await admin.request({
      method: "PATCH",
      url: `/api/batch/extractionvalidate/${created._id}`,
      payload: { extractionDocuments },
      headers: { "if-match": String(waiting.version) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const exported = await waitForBatch(admin, created._id, (b) => b.status === "EXPORTED");
    const changed = await history(created._id, "?kind=value_changed");
    expect(changed).toEqual([
      expect.objectContaining({
        kind: "value_changed",
        actor: { _id: admin.userId, name: "Test User" },
        details: expect.objectContaining({ docNo: 1, field: "Invoice Number", from: was, to: "INV-42" }),
      }),
    ]);
    const [validation] = await history(created._id, "?kind=validation");
    expect(validation).toMatchObject({
      actor: { _id: admin.userId },
      details: { step: "Extraction", complete: true, changedValues: 1 },
    });
    const [exportEntry] = await history(created._id, "?kind=export");
    expect(exportEntry.details).toEqual({
      target: "DE-03",
      archiveKey: exported.workflow.archiveFileLocation,
      documents: 2,
    });
    entries = await history(created._id);
    expect(entries.slice(0, 2).map((e) => e.kind)).toEqual(["export", "stage_finished"]);
    expect(entries[1].details).toMatchObject({ step: "Export", status: "EXPORTED" });

    // The archive keeps the history up to the export, as the API answers it (newest first).
    const zip = unzipSync(new Uint8Array(await readBytes(t.services.storage, exported.workflow.archiveFileLocation)));
    const kept = JSON.parse(strFromU8(zip["history.json"]));
    expect(kept.at(-1)).toMatchObject({ kind: "created", channel: "web" });
    expect(kept.some((e: any) => e.kind === "value_changed" && e.details.to === "INV-42")).toBe(true);

    // A re-process of the export: who and when.
    const re = await admin.request({
      method: "PATCH",
      url: `/api/batch/reprocess/${created._id}`,
      payload: { nextWorkflowAction: "Export" },
      headers: { "if-match": String(exported.version) },
    });
    expect(re.statusCode, re.body).toBe(200);
    await waitForBatch(admin, created._id, (b) => b.status === "EXPORTED" && b.version > exported.version + 1);
    const [reprocess] = await history(created._id, "?kind=reprocess");
    expect(reprocess).toMatchObject({
      actor: { _id: admin.userId, name: "Test User" },
      details: { step: "Export", fromStatus: "EXPORTED" },
    });
    expect(Date.parse(reprocess.at)).toBeGreaterThan(Date.parse(exportEntry.at));
    expect((await history(created._id, "?kind=export,reprocess")).map((e) => e.kind)).toEqual([
      "export",
      "reprocess",
      "export",
    ]);

    const bad = await admin.request({ method: "GET", url: `/api/batch/${created._id}/history?kind=nonsense` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("kind must be one or more of created");
  });

  it("records a failed batch's error; delete leaves a tombstone readable by id and by number; nothing can change the history", async () => {
    const created = await createFixtureBatch(t, admin, jobId, ["broken.pdf"], () => pdfSignatureOnly());
    const failed = await waitForBatch(admin, created._id, (b) => b.status === "ERROR");
    const [error] = await history(created._id, "?kind=error");
    expect(error).toMatchObject({ actor: null, details: { step: "Parse", message: failed.workflow.error } });
    expect(failed.workflow.error).toBeTruthy();

    // Nothing edits or deletes history through the API.
    for (const method of ["PATCH", "PUT", "DELETE", "POST"] as const) {
      const res = await admin.request({ method, url: `/api/batch/${created._id}/history`, payload: {} });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    await expect(t.db.query(`UPDATE batch_history SET kind = 'x' WHERE batch_id = $1`, [created._id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query(`DELETE FROM batch_history WHERE batch_id = $1`, [created._id])).rejects.toThrow(
      /append-only/,
    );

    const del = await admin.request({ method: "DELETE", url: `/api/batch/${created._id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect((await admin.request({ method: "GET", url: `/api/batch/${created._id}` })).statusCode).toBe(404);
    const after = await history(created._id);
    expect(after[0]).toMatchObject({
      kind: "deleted",
      batchNumber: created.batchNumber,
      actor: { _id: admin.userId, name: "Test User" },
    });
    expect(after.at(-1).kind).toBe("created");
    const byNumber = await admin.request({
      method: "GET",
      url: `/api/batch-history?batchNumber=${created.batchNumber}&kind=deleted`,
    });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json()).toEqual([after[0]]);

    // Another organization sees none of it; an id nobody used is 404.
    const other = await t.signedIn(["admin"]);
    expect((await other.request({ method: "GET", url: `/api/batch/${created._id}/history` })).statusCode).toBe(404);
    expect(
      (await other.request({ method: "GET", url: `/api/batch-history?batchNumber=${created.batchNumber}` })).statusCode,
    ).toBe(404);
    expect(
      (await admin.request({ method: "GET", url: `/api/batch/00000000-0000-4000-8000-000000000000/history` }))
        .statusCode,
    ).toBe(404);
  });

  it("says an API key created the batch", async () => {
    const key = await admin.request({
      method: "POST",
      url: "/api/api-keys",
      payload: { name: "Scanner", roles: ["editor"] },
    });
    expect(key.statusCode, key.body).toBe(200);
    const { secret, _id } = key.json();
    const viaKey: Caller = {
      ...admin,
      request: (opts: any) =>
        t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${secret}` } }),
    } as Caller;
    const created = await createFixtureBatch(t, viaKey, jobId, ["coolblue1.pdf"], invoiceFixture);
    const [entry] = await history(created._id, "?kind=created");
    expect(entry).toMatchObject({ channel: "api_key", actor: { _id: admin.userId }, details: { apiKeyId: _id } });
  });
});
