import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import {
  classBody,
  jobBody,
  makeCategory,
  makeClass,
  makeField,
  makeJob,
  makeMasterKeyCategory,
  post,
} from "../../testing/masterDataFactories";

const stale = (thing: string) => `Someone else changed this ${thing} meanwhile. Reload it to see the current state.`;

/**
 * Issue 17.1: an edit of master data sent with If-Match (the version the person loaded) is refused with 409 when
 * someone else saved the record meanwhile, instead of overwriting their change. Without If-Match (a client written
 * from the spec) an edit applies to the record as it is, as before.
 */
describe.each(TEST_DATABASES)("master-data versions (If-Match) on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn(["admin"]);
  });
  afterAll(() => t.close());

  const patch = (url: string, payload: unknown, version?: number | string) =>
    admin.request({
      method: "PATCH",
      url,
      payload: payload as any,
      headers: version === undefined ? {} : { "if-match": String(version) },
    });

  /**
   * Two people load the record at one version and both save: the first is stored, the second is 409 and changes
   * nothing. The read lists (the forms read their record from the list) and GET carry the version.
   */
  async function lostUpdateRefused(
    url: string,
    listUrl: string,
    thing: string,
    created: any,
    first: unknown,
    second: unknown,
    stored: (r: any) => unknown,
  ) {
    expect(created.version).toBe(1);
    expect(
      (await admin.request({ method: "GET", url: listUrl })).json().find((r: any) => r._id === created._id).version,
    ).toBe(1);
    const a = await patch(url, first, created.version);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().version).toBe(2);
    const b = await patch(url, second, created.version);
    expect(b.statusCode, b.body).toBe(409);
    expect(b.json()).toEqual({ statusCode: 409, error: "Conflict", message: stale(thing), code: "conflict_version" });
    const now = (await admin.request({ method: "GET", url: listUrl })).json().find((r: any) => r._id === created._id);
    expect(now.version).toBe(2);
    expect(stored(now)).toEqual(stored(a.json()));
    // The version just read is accepted (weak and quoted forms too); no If-Match applies to the record as it is.
    const c = await patch(url, second, `W/"2"`);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().version).toBe(3);
    const d = await patch(url, first);
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().version).toBe(4);
  }

  it("fields", async () => {
    const field = await makeField(admin);
    await lostUpdateRefused(
      `/api/fields/${field._id}`,
      "/api/fields",
      "field",
      field,
      { name: `${field.name} A`, description: "A" },
      { name: `${field.name} B`, description: "B" },
      (r) => [r.name, r.description],
    );
  });

  it("value lists and master-key lists", async () => {
    const list = await makeCategory(admin);
    await lostUpdateRefused(
      `/api/Value-List-Category/${list._id}`,
      "/api/Value-List-Category",
      "value list",
      list,
      { name: `${list.name} A` },
      { name: `${list.name} B` },
      (r) => r.name,
    );
    const vendors = await makeMasterKeyCategory(admin);
    const body = (extra: string) => ({
      name: vendors.name,
      fields: [{ name: "Name" }, { name: "VAT" }, { name: extra }],
      mainField: "Name",
    });
    await lostUpdateRefused(
      `/api/Value-List-Category/${vendors._id}`,
      "/api/Value-List-Category",
      "value list",
      vendors,
      body("IBAN"),
      body("Phone"),
      (r) => r.fields,
    );
  });

  it("value list records and master-key records (the workspace's partial edits without If-Match keep working)", async () => {
    const list = await makeCategory(admin);
    const record = await post(admin, "/api/value-list-data", { valueListCategory: list._id, value: "EUR" });
    await lostUpdateRefused(
      `/api/value-list-data/${record._id}`,
      `/api/value-list-data/${list._id}/getAll`,
      "record",
      record,
      { value: "USD" },
      { value: "GBP" },
      (r) => r.value,
    );
    const vendors = await makeMasterKeyCategory(admin);
    const vendor = await post(admin, "/api/value-list-data", {
      valueListCategory: vendors._id,
      data: { Name: "Acme", VAT: "" },
    });
    await lostUpdateRefused(
      `/api/value-list-data/${vendor._id}`,
      `/api/value-list-data/${vendors._id}/getAll`,
      "record",
      vendor,
      { data: { Name: "Acme A", VAT: "1" }, customPrompt: "A" },
      { data: { Name: "Acme B", VAT: "2" }, customPrompt: "B" },
      (r) => [r.data, r.customPrompt],
    );
    const prompt = await patch(`/api/value-list-data/${vendor._id}`, { customPrompt: "from the workspace" });
    expect(prompt.statusCode, prompt.body).toBe(200);
  });

  it("document classes", async () => {
    const field = await makeField(admin);
    const cls = await makeClass(admin, [field._id]);
    const body = (description: string) => classBody([field._id], { name: cls.name, description });
    await lostUpdateRefused(
      `/api/document-class/${cls._id}`,
      "/api/document-class",
      "document class",
      cls,
      body("A"),
      body("B"),
      (r) => r.description,
    );
  });

  it("jobs", async () => {
    const cls = await makeClass(admin, [(await makeField(admin))._id]);
    const job = await makeJob(admin, [cls._id]);
    const body = (description: string) => jobBody([cls._id], { name: job.name, description });
    await lostUpdateRefused(`/api/job/${job._id}`, "/api/job", "job", job, body("A"), body("B"), (r) => r.description);
  });

  it("a malformed If-Match is 400, a record that is gone stays 404, and two edits of one version at once: one wins", async () => {
    const field = await makeField(admin);
    const bad = await patch(`/api/fields/${field._id}`, { name: field.name }, "yesterday");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("If-Match must be the field version the change is based on, e.g. If-Match: 3.");
    const gone = await makeField(admin);
    await admin.request({ method: "DELETE", url: `/api/fields/${gone._id}` });
    expect((await patch(`/api/fields/${gone._id}`, { name: gone.name }, 1)).statusCode).toBe(404);

    const results = await Promise.all(
      ["A", "B", "C"].map((x) => patch(`/api/fields/${field._id}`, { name: `${field.name} ${x}`, description: x }, 1)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect((await admin.request({ method: "GET", url: `/api/fields/${field._id}` })).json()).toMatchObject({
      name: winner.name,
      version: 2,
    });
  });
});
