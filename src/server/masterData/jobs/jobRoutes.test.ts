import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../../testing/testApp";
import { decryptSecret, isEncrypted } from "../../crypto/secretBox";
import { jobBody, makeClass, makeField, makeJob, unique } from "../../../testing/masterDataFactories";
import { loadMfilesExportConfig } from "./jobRepo";

const JOBS = "/api/job";

describe.each(TEST_DATABASES)("jobs API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function expectMessage(
    caller: Caller,
    method: "POST" | "PATCH" | "DELETE",
    url: string,
    payload: unknown,
    status: number,
    message: string,
  ) {
    const res = await caller.request({ method, url, payload: payload as any });
    expect(res.statusCode, `${JSON.stringify(payload)} -> ${res.body}`).toBe(status);
    expect(res.json().message).toBe(message);
  }

  /** Two classes with a field each. */
  async function setup(caller: Caller) {
    const number = await makeField(caller, { name: unique("Invoice Number") });
    const total = await makeField(caller, { name: unique("Total"), dataType: "Number" });
    const invoice = await makeClass(caller, [number._id, total._id], { name: unique("Invoice") });
    const receipt = await makeClass(caller, [total._id], { name: unique("Receipt") });
    return { number, total, invoice, receipt };
  }

  const mfilesConfig = (classId: string, fieldId: string, extra: Record<string, unknown> = {}) => ({
    mfilesUrl: "https://mfiles.example.com",
    mfilesUserName: "alex",
    mfilesPassword: "s3cret-pw",
    mfilesVaultGuid: "{C840BE1A-5B47-4AC0-8EF7-835C166C8E24}",
    mfilesWindowsUser: false,
    documentClassMapping: [
      { documentClassId: classId, mfilesClassId: 3, fieldsMapping: [{ fieldId, mfilesPropertyId: 1020, dataType: 1 }] },
    ],
    ...extra,
  });

  it("creates, lists, reads, updates and deletes jobs, with classes as {_id, name}", async () => {
    const admin = await t.signedIn(["admin"]);
    const { invoice, receipt } = await setup(admin);
    const body = jobBody([receipt._id, invoice._id], {
      name: "Accounts Payable",
      description: "Supplier documents",
      split: {
        autoValidateSplit: true,
        splitOptions: [
          { _id: "class-change", config: {} },
          { _id: "fixed-pages", config: { pages: "2", extra: 1 } },
        ],
      },
      extraction: { autoValidateExtraction: true, top_p: 0.5, temperature: 1.5 },
      export: { _id: "DE-03", config: { mfilesUrl: "ignored" } },
    });
    const created = await admin.request({ method: "POST", url: JOBS, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    const job = created.json();
    expect(job).toMatchObject({
      name: "Accounts Payable",
      description: "Supplier documents",
      documentParser: "builtin",
      classification: {
        documentClasses: [
          { _id: receipt._id, name: receipt.name },
          { _id: invoice._id, name: invoice.name },
        ],
        autoClassification: true,
        autoValidateClassification: false,
        prompt: "Classify the page.",
        eachPageClassification: false,
      },
      split: {
        autoValidateSplit: true,
        splitOptions: [
          { _id: "class-change", config: {} },
          { _id: "fixed-pages", config: { pages: 2 } },
        ],
      },
      extraction: { autoValidateExtraction: true, top_p: 0.5, temperature: 1.5 },
      export: { _id: "DE-03", config: null },
    });
    expect((await admin.request({ method: "GET", url: `${JOBS}/${job._id}` })).json()).toEqual(job);
    expect((await admin.request({ method: "GET", url: JOBS })).json()).toEqual([job]);

    const patched = await admin.request({
      method: "PATCH",
      url: `${JOBS}/${job._id}`,
      payload: {
        ...body,
        name: "AP",
        classification: {
          ...body.classification,
          autoClassification: false,
          documentClasses: [{ _id: invoice._id, name: "x" }],
        },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: "AP",
      classification: { autoClassification: false, documentClasses: [{ _id: invoice._id, name: invoice.name }] },
    });
    // The class the job no longer uses can be deleted.
    expect((await admin.request({ method: "DELETE", url: `/api/document-class/${receipt._id}` })).statusCode).toBe(200);

    expect((await admin.request({ method: "DELETE", url: `${JOBS}/${job._id}` })).json()).toEqual({ success: true });
    expect((await admin.request({ method: "GET", url: `${JOBS}/${job._id}` })).statusCode).toBe(404);
  });

  it("answers the form's messages for bad bodies, never 500", async () => {
    const admin = await t.signedIn(["admin"]);
    const { invoice, receipt } = await setup(admin);
    const ok = jobBody([invoice._id]);
    const classification = (extra: Record<string, unknown>) => ({
      ...ok,
      classification: { ...ok.classification, ...extra },
    });
    const splits = (splitOptions: unknown[]) => ({ ...ok, split: { autoValidateSplit: false, splitOptions } });
    const cases: [unknown, string][] = [
      [{ ...ok, name: "" }, "Name is required"],
      [{ ...ok, name: null }, "Name is required"],
      [{ ...ok, documentParser: "" }, "Document Parser is required"],
      [{ ...ok, documentParser: undefined }, "Document Parser is required"],
      [{ ...ok, documentParser: "abbyy" }, "Unknown document parser abbyy"],
      [classification({ autoClassification: true, prompt: "  " }), "Prompt is required"],
      [classification({ documentClasses: [] }), "At least one class is required"],
      [classification({ documentClasses: undefined }), "At least one class is required"],
      [
        classification({ autoClassification: false, documentClasses: [invoice._id, receipt._id] }),
        "Only one class can be selected when Auto Classification is off",
      ],
      [splits([{ _id: "", config: {} }]), "Split 1 is required"],
      [splits([{ _id: "per-file", config: {} }, {}]), "Split 2 is required"],
      [splits([{ _id: "magic", config: {} }]), "Split 1 is not a known split option"],
      [splits([{ _id: "fixed-pages", config: {} }]), "The pages field is required"],
      [splits([{ _id: "fixed-pages", config: { pages: "" } }]), "The pages field is required"],
      [splits([{ _id: "fixed-pages", config: { pages: "two" } }]), "The pages field must be a number"],
      [splits([{ _id: "fixed-pages", config: { pages: 0 } }]), "The pages field must be a whole number of at least 1"],
      [splits([{ _id: "barcode", config: { barcodeText: " " } }]), "The barcodeText field is required"],
      [splits([{ _id: "blank-page", config: { threshold: 2 } }]), "The threshold field must be between 0 and 1"],
      [
        { ...ok, extraction: { autoValidateExtraction: false, top_p: 0, temperature: 2.5 } },
        "Temperature must be between 0 and 2",
      ],
      [
        { ...ok, extraction: { autoValidateExtraction: false, top_p: -1, temperature: 0 } },
        "Top_P must be between 0 and 2",
      ],
      [{ ...ok, extraction: { top_p: "hot" } }, "Top_P must be a number between 0 and 2"],
      [
        { ...ok, export: { _id: "DE-02", config: null } },
        "Export type must be DE-01 (M-Files) or DE-03 (Built-in archive)",
      ],
      [
        classification({ documentClasses: ["00000000-0000-4000-8000-000000000000"] }),
        "A selected document class was not found. It may have been deleted; please reload the classes.",
      ],
      [
        classification({ documentClasses: ["nope"] }),
        "A selected document class was not found. It may have been deleted; please reload the classes.",
      ],
      [[], "The request body is missing or not an object."],
    ];
    for (const [payload, message] of cases) await expectMessage(admin, "POST", JOBS, payload, 400, message);
  });

  it("answers the M-Files messages for an incomplete DE-01 export", async () => {
    const admin = await t.signedIn(["admin"]);
    const { invoice, receipt, number, total } = await setup(admin);
    const base = jobBody([invoice._id]);
    const de01 = (config: unknown, classIds = [invoice._id]) => ({
      ...base,
      classification: { ...base.classification, autoClassification: classIds.length > 1, documentClasses: classIds },
      export: { _id: "DE-01", config },
    });
    const full = mfilesConfig(invoice._id, number._id);
    const cases: [unknown, string][] = [
      [de01(null), "M-Files Url is Required"],
      [de01({ ...full, mfilesUrl: "" }), "M-Files Url is Required"],
      [de01({ ...full, mfilesUrl: "ftp://mfiles" }), "M-Files Url must start with http:// or https://"],
      [de01({ ...full, mfilesUserName: " " }), "M-Files User Name is Required"],
      [de01({ ...full, mfilesPassword: "" }), "M-Files Password is Required"],
      [de01({ ...full, mfilesPassword: "", mfilesPasswordSet: true }), "M-Files Password is Required"], // the client's flag is not trusted
      [de01({ ...full, mfilesVaultGuid: "" }), "M-Files Vault Guid is Required"],
      [de01({ ...full, documentClassMapping: [] }), "M-Files Document Class is Required"],
      [
        de01({
          ...full,
          documentClassMapping: [{ documentClassId: invoice._id, mfilesClassId: null, fieldsMapping: [] }],
        }),
        "M-Files Document Class is Required",
      ],
      [de01(full, [invoice._id, receipt._id]), "M-Files Document Class is Required"],
      [
        de01({
          ...full,
          documentClassMapping: [
            {
              documentClassId: invoice._id,
              mfilesClassId: 3,
              fieldsMapping: [{ fieldId: "", mfilesPropertyId: 1022, dataType: 3, name: "Total", required: true }],
            },
          ],
        }),
        "Total mapping is required",
      ],
      [
        de01({
          ...full,
          documentClassMapping: [
            {
              documentClassId: invoice._id,
              mfilesClassId: 3,
              fieldsMapping: [
                { fieldId: total._id, mfilesPropertyId: 1022, dataType: 3 },
                { fieldId: number._id, mfilesPropertyId: 1022, dataType: 3, name: "Total" },
              ],
            },
          ],
        }),
        "Total is mapped more than once",
      ],
    ];
    for (const [payload, message] of cases) await expectMessage(admin, "POST", JOBS, payload, 400, message);
    const foreignField = await makeField(admin);
    await expectMessage(
      admin,
      "POST",
      JOBS,
      de01({
        ...full,
        documentClassMapping: [
          {
            documentClassId: invoice._id,
            mfilesClassId: 3,
            fieldsMapping: [{ fieldId: foreignField._id, mfilesPropertyId: 1020, dataType: 1 }],
          },
        ],
      }),
      400,
      `The M-Files mapping of ${invoice.name} names a field that is not a field of that document class.`,
    );
  });

  it("stores the M-Files password encrypted, never returns it, and keeps it when left empty", async () => {
    const admin = await t.signedIn(["admin"]);
    const { invoice, number } = await setup(admin);
    const config = mfilesConfig(invoice._id, number._id, {
      // Mappings of classes the job does not have are dropped; unmapped optional properties too.
      documentClassMapping: [
        {
          documentClassId: invoice._id,
          mfilesClassId: "3",
          fieldsMapping: [
            { fieldId: number._id, mfilesPropertyId: 1020, dataType: 1 },
            { fieldId: "", mfilesPropertyId: 1021, dataType: 5 },
          ],
        },
        { documentClassId: "00000000-0000-4000-8000-000000000000", mfilesClassId: 4, fieldsMapping: [] },
      ],
    });
    const body = jobBody([invoice._id], { export: { _id: "DE-01", config } });
    const created = await admin.request({ method: "POST", url: JOBS, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    const job = created.json();
    expect(created.body).not.toContain("s3cret-pw");
    expect(job.export).toEqual({
      _id: "DE-01",
      config: {
        mfilesUrl: "https://mfiles.example.com",
        mfilesUserName: "alex",
        mfilesPassword: "",
        mfilesPasswordSet: true,
        mfilesVaultGuid: "{C840BE1A-5B47-4AC0-8EF7-835C166C8E24}",
        mfilesWindowsUser: false,
        documentClassMapping: [
          {
            documentClassId: invoice._id,
            mfilesClassId: 3,
            fieldsMapping: [{ fieldId: number._id, mfilesPropertyId: 1020, dataType: 1 }],
          },
        ],
      },
    });
    const [row] = await t.db.query<{ export_config: any }>(`SELECT export_config FROM jobs WHERE id = $1`, [job._id]);
    expect(isEncrypted(row.export_config.mfilesPassword)).toBe(true);
    expect(JSON.stringify(row)).not.toContain("s3cret-pw");
    expect(decryptSecret(row.export_config.mfilesPassword, t.config.secret, `job:${job._id}:mfilesPassword`)).toBe(
      "s3cret-pw",
    );
    const list = await admin.request({ method: "GET", url: JOBS });
    expect(list.body).not.toContain("s3cret-pw");
    expect(list.body).not.toContain(row.export_config.mfilesPassword);

    // Saving the form as read (password '') keeps the stored password.
    const again = await admin.request({
      method: "PATCH",
      url: `${JOBS}/${job._id}`,
      payload: { ...body, name: "Renamed", export: job.export },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().export.config.mfilesPasswordSet).toBe(true);
    expect((await loadMfilesExportConfig(t.db, t.config.secret, admin.organizationId, job._id))?.mfilesPassword).toBe(
      "s3cret-pw",
    );

    // ... but not for another server or user: the password must be given again.
    const moved = { ...job.export, config: { ...job.export.config, mfilesUrl: "https://evil.example.net" } };
    await expectMessage(
      admin,
      "PATCH",
      `${JOBS}/${job._id}`,
      { ...body, export: moved },
      400,
      "M-Files Password is Required",
    );
    const otherUser = { ...job.export, config: { ...job.export.config, mfilesUserName: "bob" } };
    await expectMessage(
      admin,
      "PATCH",
      `${JOBS}/${job._id}`,
      { ...body, export: otherUser },
      400,
      "M-Files Password is Required",
    );

    // A new password replaces it; switching to the archive drops the config.
    await admin.request({
      method: "PATCH",
      url: `${JOBS}/${job._id}`,
      payload: { ...body, export: { _id: "DE-01", config: { ...config, mfilesPassword: "n3w" } } },
    });
    expect((await loadMfilesExportConfig(t.db, t.config.secret, admin.organizationId, job._id))?.mfilesPassword).toBe(
      "n3w",
    );
    const archived = await admin.request({
      method: "PATCH",
      url: `${JOBS}/${job._id}`,
      payload: { ...body, export: { _id: "DE-03", config } },
    });
    expect(archived.json().export).toEqual({ _id: "DE-03", config: null });
    expect(await loadMfilesExportConfig(t.db, t.config.secret, admin.organizationId, job._id)).toBeNull();
  });

  it("keeps names unique per organization", async () => {
    const admin = await t.signedIn(["admin"]);
    const other = await t.signedIn(["admin"]);
    const { invoice } = await setup(admin);
    const name = unique("Inbox");
    await makeJob(admin, [invoice._id], { name });
    await expectMessage(
      admin,
      "POST",
      JOBS,
      jobBody([invoice._id], { name: name.toLowerCase() }),
      409,
      `A job named ${name.toLowerCase()} already exists.`,
    );
    const second = await makeJob(admin, [invoice._id]);
    await expectMessage(
      admin,
      "PATCH",
      `${JOBS}/${second._id}`,
      jobBody([invoice._id], { name }),
      409,
      `A job named ${name} already exists.`,
    );
    const { invoice: otherInvoice } = await setup(other);
    await makeJob(other, [otherInvoice._id], { name });
  });

  it("keeps organizations apart: another organization's job and classes are out of reach", async () => {
    const a = await t.signedIn(["admin"]);
    const b = await t.signedIn(["admin"]);
    const { invoice } = await setup(a);
    const job = await makeJob(a, [invoice._id]);
    const { invoice: bInvoice } = await setup(b);
    expect((await b.request({ method: "GET", url: `${JOBS}/${job._id}` })).statusCode).toBe(404);
    expect(
      (await b.request({ method: "PATCH", url: `${JOBS}/${job._id}`, payload: jobBody([bInvoice._id]) })).statusCode,
    ).toBe(404);
    expect((await b.request({ method: "DELETE", url: `${JOBS}/${job._id}` })).statusCode).toBe(404);
    expect((await b.request({ method: "GET", url: JOBS })).json()).toEqual([]);
    await expectMessage(
      b,
      "POST",
      JOBS,
      jobBody([invoice._id]),
      400,
      "A selected document class was not found. It may have been deleted; please reload the classes.",
    );
    expect((await a.request({ method: "GET", url: `${JOBS}/xyz` })).statusCode).toBe(404);
  });

  it("is for admins only", async () => {
    const admin = await t.signedIn(["admin"]);
    const editor = await t.signedIn(["editor", "indexer"], { organizationId: admin.organizationId });
    expect((await editor.request({ method: "GET", url: JOBS })).statusCode).toBe(403);
    expect((await editor.request({ method: "POST", url: JOBS, payload: {} })).statusCode).toBe(403);
  });
});
