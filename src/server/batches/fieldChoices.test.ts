import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import {
  makeCategory,
  makeClass,
  makeField,
  makeJob,
  makeMasterKeyCategory,
  post,
  unique,
} from "../../testing/masterDataFactories";
import { createFixtureBatch } from "../../testing/batches";

/** GET /batch/:id/field-choices: the pick lists of the extraction form, for everyone who may view the batch. */
describe.each(TEST_DATABASES)("field choices (API, %s)", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let ids: { vendor: string; currency: string; plain: string; column: string };
  let batchId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn(["admin"]);
    const vendors = await makeMasterKeyCategory(admin);
    for (const name of ["Zeta Ltd", "alpha GmbH"])
      await post(admin, "/api/value-list-data", {
        valueListCategory: vendors._id,
        data: { Name: name, VAT: "" },
        customPrompt: "",
      });
    const currencies = await makeCategory(admin);
    for (const value of ["USD", "EUR"])
      await post(admin, "/api/value-list-data", { valueListCategory: currencies._id, value, customPrompt: "" });
    const vendor = await makeField(admin, { dataType: "Master_Key", valueListCategory: vendors._id });
    const currency = await makeField(admin, { dataType: "Value_List", valueListCategory: currencies._id });
    const plain = await makeField(admin);
    const column = await makeField(admin, { dataType: "Value_List", valueListCategory: currencies._id });
    ids = { vendor: vendor._id, currency: currency._id, plain: plain._id, column: column._id };
    const validation = { required: false, regex: "", formula: null, formulaText: "" };
    const cls = await makeClass(admin, [vendor._id, currency._id, plain._id], {
      tables: [{ name: unique("Lines"), description: "", columns: [{ field: column._id, validation }] }],
    });
    const job = await makeJob(admin, [cls._id]);
    batchId = (await createFixtureBatch(t, admin, job._id, ["AzureInterior.pdf"]))._id;
  });
  afterAll(() => t.close());

  it("lists the records of each Master_Key and Value_List field of the batch's classes, sorted, and nothing for other fields", async () => {
    const res = await admin.request({ method: "GET", url: `/api/batch/${batchId}/field-choices` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      [ids.vendor]: ["alpha GmbH", "Zeta Ltd"],
      [ids.currency]: ["EUR", "USD"],
      [ids.column]: ["EUR", "USD"],
    });
  });

  it("is readable by an indexer of the organization and by nobody outside it", async () => {
    const indexer = await t.signedIn(["indexer"], { organizationId: admin.organizationId });
    const read = await indexer.request({ method: "GET", url: `/api/batch/${batchId}/field-choices` });
    expect(read.statusCode, read.body).toBe(200);
    expect(Object.keys(read.json())).toHaveLength(3);
    const stranger = await t.signedIn(["admin"]);
    expect((await stranger.request({ method: "GET", url: `/api/batch/${batchId}/field-choices` })).statusCode).toBe(
      404,
    );
    expect((await admin.request({ method: "GET", url: "/api/batch/not-an-id/field-choices" })).statusCode).toBe(404);
  });
});
