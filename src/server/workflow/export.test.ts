import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import {
  startFakeMfilesServer,
  FAKE_MFILES_VAULT_GUID,
  type FakeMfilesServer,
} from "../../testing/fakeMfiles/fakeMfilesServer";
import { readBytes } from "../storage/storageIo";
import { createFixtureBatch, waitForBatch } from "../../testing/batches";

/** The whole journey with every auto-validate switch on: upload → parse → … → EXPORTED, then a re-run of the export. */
describe("export end to end (API)", () => {
  let t: TestApp;
  let admin: Caller;
  let mfiles: FakeMfilesServer;
  let fields: Record<string, any>;
  let invoice: any;
  beforeAll(async () => {
    t = await createTestApp("pglite", {}, { workers: true });
    mfiles = await startFakeMfilesServer();
    admin = await t.signedIn(["admin"]);
    fields = {
      number: await makeField(admin, { name: "Invoice Number" }),
      date: await makeField(admin, { name: "Invoice Date", dataType: "Date" }),
      total: await makeField(admin, { name: "Total", dataType: "Number" }),
    };
    invoice = await makeClass(admin, [fields.number._id, fields.date._id, fields.total._id], { name: "Invoice" });
  });
  afterAll(async () => {
    await mfiles.close();
    await t.close();
  });

  const auto = (exportConfig: unknown) => ({
    documentParser: "text-layer",
    classification: {
      documentClasses: [invoice._id],
      autoClassification: false,
      autoValidateClassification: false,
      prompt: "",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
    extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
    export: exportConfig,
  });

  const waitFor = (id: string, statuses: string[]) => waitForBatch(admin, id, (b) => statuses.includes(b.status));
  async function run(jobId: string, names: string[]) {
    // The tests upload the same invoices again: without the earlier batches' documents, which would make these
    // possible duplicates (issue 15.4) that never pass auto-validation.
    await t.db.query(`DELETE FROM document_fingerprints WHERE organization_id = $1`, [admin.organizationId]);
    const created = await createFixtureBatch(t, admin, jobId, names);
    return waitFor(created._id, ["EXPORTED", "ERROR", "USER_VALIDATION"]);
  }

  it("DE-03: extracts and exports to the built-in archive: one PDF and JSON per document plus documents.csv", async () => {
    const job = await makeJob(admin, [invoice._id], auto({ _id: "DE-03", config: null }));
    const batch = await run(job._id, ["coolblue1.pdf", "QualityHosting.pdf"]);
    expect(batch.workflow.error).toBeNull();
    expect(batch.status).toBe("EXPORTED");
    const coolblue = batch.extractionDocuments[0].properties;
    expect(coolblue.find((p: any) => p.field.name === "Invoice Number").value).toBe("993548900");
    expect(coolblue.find((p: any) => p.field.name === "Invoice Date").value).toBe("2014-04-19");
    // Every property says how sure the extractor is: between 0 and 1, above 0 for a value it found.
    for (const p of coolblue) {
      expect(p.confidence).toBeGreaterThan(0);
      expect(p.confidence).toBeLessThanOrEqual(1);
    }
    const zip = unzipSync(new Uint8Array(await readBytes(t.services.storage, batch.workflow.archiveFileLocation)));
    expect(Object.keys(zip).sort()).toEqual([
      "document-0001.json",
      "document-0001.pdf",
      "document-0002.json",
      "document-0002.pdf",
      "documents.csv",
      "history.json",
    ]);
    // The batch's history up to the export (issue 15.3), newest first: it starts with its creation.
    expect(JSON.parse(strFromU8(zip["history.json"])).at(-1)).toMatchObject({
      kind: "created",
      batchNumber: batch.batchNumber,
    });
    expect(strFromU8(zip["documents.csv"])).toContain("993548900");
    expect(JSON.parse(strFromU8(zip["document-0001.json"])).fields["Invoice Number"]).toBe("993548900");
    const dl = (
      await admin.request({
        method: "POST",
        url: `/api/batch/getPreSignedUrlForDownload/${batch._id}`,
        payload: { fileUrl: batch.workflow.archiveFileLocation },
      })
    ).json();
    const res = await t.app.inject({ method: "GET", url: new URL(dl.url).pathname + new URL(dl.url).search });
    expect(res.headers["content-disposition"]).toContain(`batch-${batch.batchNumber}.zip`);
  });

  it("DE-01: creates one M-Files document per document with typed properties, and a re-run creates no duplicates", async () => {
    const job = await makeJob(
      admin,
      [invoice._id],
      auto({
        _id: "DE-01",
        config: {
          mfilesUrl: mfiles.url,
          mfilesUserName: "alex",
          mfilesPassword: "pw",
          mfilesVaultGuid: FAKE_MFILES_VAULT_GUID,
          mfilesWindowsUser: false,
          documentClassMapping: [
            {
              documentClassId: invoice._id,
              mfilesClassId: 3,
              fieldsMapping: [
                { fieldId: fields.number._id, mfilesPropertyId: 1020, dataType: 1 },
                { fieldId: fields.date._id, mfilesPropertyId: 1021, dataType: 5 },
                { fieldId: fields.total._id, mfilesPropertyId: 1022, dataType: 3 },
              ],
            },
          ],
        },
      }),
    );
    const batch = await run(job._id, ["coolblue1.pdf"]);
    expect(batch.workflow.error).toBeNull();
    expect(batch.status).toBe("EXPORTED");
    expect(mfiles.state.objects).toHaveLength(1);
    const objectId = batch.extractionDocuments[0].mfilesObjectId;
    expect(typeof objectId).toBe("number");
    const exportEntries = (
      await admin.request({ method: "GET", url: `/api/batch/${batch._id}/history?kind=export` })
    ).json();
    expect(exportEntries[0].details).toEqual({ target: "DE-01", objectIds: [{ docNo: 1, objectId }], documents: 1 });
    const props = JSON.stringify(mfiles.state.objects[0]);
    expect(props).toContain("993548900");
    expect(props).toContain("2014-04-19");

    const again = await admin.request({
      method: "PATCH",
      url: `/api/batch/reprocess/${batch._id}`,
      payload: { nextWorkflowAction: "Export" },
      headers: { "if-match": String(batch.version) },
    });
    expect(again.statusCode, again.body).toBe(200);
    const rerun = await waitFor(batch._id, ["EXPORTED", "ERROR"]);
    expect(rerun.status).toBe("EXPORTED");
    expect(mfiles.state.objects).toHaveLength(1);
    expect(rerun.extractionDocuments[0].mfilesObjectId).toBe(objectId);
  });

  it("DE-01: an M-Files failure puts the batch in ERROR at Export with M-Files' own message", async () => {
    const job = await makeJob(
      admin,
      [invoice._id],
      auto({
        _id: "DE-01",
        config: {
          mfilesUrl: mfiles.url,
          mfilesUserName: "alex",
          mfilesPassword: "wrong",
          mfilesVaultGuid: FAKE_MFILES_VAULT_GUID,
          mfilesWindowsUser: false,
          documentClassMapping: [
            {
              documentClassId: invoice._id,
              mfilesClassId: 3,
              fieldsMapping: [
                { fieldId: fields.number._id, mfilesPropertyId: 1020, dataType: 1 },
                { fieldId: fields.total._id, mfilesPropertyId: 1022, dataType: 3 },
              ],
            },
          ],
        },
      }),
    );
    const batch = await run(job._id, ["coolblue1.pdf"]);
    expect(batch.status).toBe("ERROR");
    expect(batch.workflow.failedState).toBe("Export");
    expect(batch.workflow.error).toBe("M-Files: Login to vault failed");
  });
});
