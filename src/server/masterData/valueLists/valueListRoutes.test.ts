import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../../testing/testApp";
import {
  classBody,
  makeCategory,
  makeField,
  makeMasterKeyCategory,
  post,
  unique,
} from "../../../testing/masterDataFactories";

const CATEGORY = "/api/Value-List-Category";
const DATA = "/api/value-list-data";

describe.each(TEST_DATABASES)("value lists API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function expectMessage(
    caller: Caller,
    method: "POST" | "PATCH",
    url: string,
    payload: unknown,
    status: number,
    message: string,
  ) {
    const res = await caller.request({ method, url, payload: payload as any });
    expect(res.statusCode, `${JSON.stringify(payload)} -> ${res.body}`).toBe(status);
    expect(res.json().message).toBe(message);
  }

  it("creates, lists, updates and deletes an ordinary value list and its data, counting the data", async () => {
    const admin = await t.signedIn(["admin"]);
    const category = await post(admin, CATEGORY, {
      name: " Currencies ",
      isMasterKey: false,
      fields: [{ name: "ignored" }],
      mainField: "ignored",
    });
    expect(category).toMatchObject({
      name: "Currencies",
      isMasterKey: false,
      fields: null,
      mainField: null,
      totalData: 0,
    });
    expect(category._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof category.createdAt).toBe("string");

    const eur = await post(admin, DATA, { value: "EUR", customPrompt: "Euro", valueListCategory: category._id });
    expect(eur).toMatchObject({
      value: "EUR",
      customPrompt: "Euro",
      data: null,
      valueListCategory: category._id,
      ocrTrigger: null,
    });
    await post(admin, DATA, { value: "USD", valueListCategory: category._id });

    const list = (await admin.request({ method: "GET", url: CATEGORY })).json();
    expect(list.find((c: any) => c._id === category._id).totalData).toBe(2);
    const data = (await admin.request({ method: "GET", url: `${DATA}/${category._id}/getAll` })).json();
    expect(data.map((d: any) => d.value)).toEqual(["EUR", "USD"]);

    const patched = await admin.request({
      method: "PATCH",
      url: `${DATA}/${eur._id}`,
      payload: { value: "EURO", customPrompt: "" },
    });
    expect(patched.json()).toMatchObject({ value: "EURO", customPrompt: "" });
    expect((await admin.request({ method: "GET", url: `${DATA}/${eur._id}` })).json().value).toBe("EURO");

    const renamed = await admin.request({
      method: "PATCH",
      url: `${CATEGORY}/${category._id}`,
      payload: { name: "Money", fields: null, mainField: null },
    });
    expect(renamed.json()).toMatchObject({ name: "Money", totalData: 2 });

    expect((await admin.request({ method: "DELETE", url: `${DATA}/${eur._id}` })).json()).toEqual({ success: true });
    expect((await admin.request({ method: "GET", url: `${CATEGORY}/${category._id}` })).json().totalData).toBe(1);
    expect((await admin.request({ method: "DELETE", url: `${CATEGORY}/${category._id}` })).json()).toEqual({
      success: true,
    });
    expect((await admin.request({ method: "GET", url: `${CATEGORY}/${category._id}` })).statusCode).toBe(404);
    expect((await admin.request({ method: "GET", url: `${DATA}/${category._id}/getAll` })).statusCode).toBe(404);
  });

  it("keeps master key data keyed by the category's fields, with the main field as value", async () => {
    const admin = await t.signedIn(["admin"]);
    const category = await makeMasterKeyCategory(admin, { name: "Vendors" });
    expect(category).toMatchObject({
      isMasterKey: true,
      fields: [{ name: "Name" }, { name: "VAT" }],
      mainField: "Name",
    });

    const acme = await post(admin, DATA, {
      value: "ignored",
      valueListCategory: category._id,
      data: { Name: " ACME Ltd ", VAT: "GB123" },
      customPrompt: "Totals are net.",
    });
    expect(acme).toMatchObject({
      value: "ACME Ltd",
      data: { Name: "ACME Ltd", VAT: "GB123" },
      customPrompt: "Totals are net.",
    });
    const onlyMain = await post(admin, DATA, { valueListCategory: category._id, data: { Name: "Globex" } });
    expect(onlyMain.data).toEqual({ Name: "Globex", VAT: "" });

    await expectMessage(
      admin,
      "POST",
      DATA,
      { valueListCategory: category._id, data: { VAT: "X" } },
      400,
      "Name is required",
    );
    await expectMessage(admin, "POST", DATA, { valueListCategory: category._id }, 400, "Name is required");
    await expectMessage(
      admin,
      "POST",
      DATA,
      { valueListCategory: category._id, data: { Name: "A", Iban: "X" } },
      400,
      "Iban is not a field of this value list",
    );
    await expectMessage(
      admin,
      "PATCH",
      `${DATA}/${acme._id}`,
      { data: { Name: "", VAT: "GB123" } },
      400,
      "Name is required",
    );

    const edited = await admin.request({
      method: "PATCH",
      url: `${DATA}/${acme._id}`,
      payload: { data: { Name: "ACME Group", VAT: "GB999" }, customPrompt: "x" },
    });
    expect(edited.json()).toMatchObject({
      value: "ACME Group",
      data: { Name: "ACME Group", VAT: "GB999" },
      customPrompt: "x",
    });

    // A field added later shows as '' on the records that existed before.
    const grown = await admin.request({
      method: "PATCH",
      url: `${CATEGORY}/${category._id}`,
      payload: { name: "Vendors", fields: [{ name: "Name" }, { name: "VAT" }, { name: "IBAN" }], mainField: "Name" },
    });
    expect(grown.statusCode).toBe(200);
    const rows = (await admin.request({ method: "GET", url: `${DATA}/${category._id}/getAll` })).json();
    expect(rows.find((r: any) => r._id === acme._id).data).toEqual({ Name: "ACME Group", VAT: "GB999", IBAN: "" });
  });

  it("sets, replaces and removes an OCR trigger or the custom prompt alone", async () => {
    const admin = await t.signedIn(["admin"]);
    const category = await makeMasterKeyCategory(admin);
    const record = await post(admin, DATA, {
      valueListCategory: category._id,
      data: { Name: "ACME", VAT: "1" },
      customPrompt: "keep me",
    });
    const trigger = {
      x: 10,
      y: 20.5,
      width: 100,
      height: 30,
      page: 1,
      regEx: "ACME\\s+Ltd",
      splitAction: "LAST_PAGE",
      text: "ACME Ltd",
    };

    const withTrigger = await admin.request({
      method: "PATCH",
      url: `${DATA}/${record._id}`,
      payload: { ocrTrigger: trigger },
    });
    expect(withTrigger.statusCode).toBe(200);
    expect(withTrigger.json()).toMatchObject({
      ocrTrigger: trigger,
      customPrompt: "keep me",
      value: "ACME",
      data: { Name: "ACME", VAT: "1" },
    });

    const defaulted = await admin.request({
      method: "PATCH",
      url: `${DATA}/${record._id}`,
      payload: { ocrTrigger: { x: 0, y: 0, width: 5, height: 5, regEx: "ACME" } },
    });
    expect(defaulted.json().ocrTrigger).toEqual({
      x: 0,
      y: 0,
      width: 5,
      height: 5,
      regEx: "ACME",
      splitAction: "FIRST_PAGE",
    });

    const prompt = await admin.request({
      method: "PATCH",
      url: `${DATA}/${record._id}`,
      payload: { customPrompt: "new prompt" },
    });
    expect(prompt.json()).toMatchObject({ customPrompt: "new prompt", value: "ACME" });
    expect(prompt.json().ocrTrigger).not.toBeNull();

    const removed = await admin.request({
      method: "PATCH",
      url: `${DATA}/${record._id}`,
      payload: { ocrTrigger: null },
    });
    expect(removed.json()).toMatchObject({ ocrTrigger: null, customPrompt: "new prompt" });

    const url = `${DATA}/${record._id}`;
    await expectMessage(admin, "PATCH", url, { ocrTrigger: { ...trigger, regEx: "([a-z" } }, 400, "Invalid regex");
    await expectMessage(
      admin,
      "PATCH",
      url,
      { ocrTrigger: { ...trigger, regEx: "(?<=ACME)\\s+Ltd" } },
      400,
      "Invalid regex",
    );
    await expectMessage(
      admin,
      "PATCH",
      url,
      { ocrTrigger: { ...trigger, regEx: "" } },
      400,
      "Regular expression is required",
    );
    await expectMessage(
      admin,
      "PATCH",
      url,
      { ocrTrigger: { ...trigger, width: 0 } },
      400,
      "The OCR trigger's width must be greater than 0",
    );
    await expectMessage(
      admin,
      "PATCH",
      url,
      { ocrTrigger: { ...trigger, x: "left" } },
      400,
      "The OCR trigger's x must be a number",
    );
    await expectMessage(
      admin,
      "PATCH",
      url,
      { ocrTrigger: { ...trigger, splitAction: "MIDDLE" } },
      400,
      "Split action must be FIRST_PAGE or LAST_PAGE",
    );
    await expectMessage(
      admin,
      "PATCH",
      url,
      { ocrTrigger: "here" },
      400,
      "The OCR trigger must be an object, or null to remove it",
    );

    const plain = await makeCategory(admin);
    const item = await post(admin, DATA, { value: "A", valueListCategory: plain._id });
    await expectMessage(
      admin,
      "PATCH",
      `${DATA}/${item._id}`,
      { ocrTrigger: trigger },
      400,
      "An OCR trigger can be set only on master key data",
    );
    expect(
      (
        await admin.request({ method: "PATCH", url: `${DATA}/${item._id}`, payload: { customPrompt: "only this" } })
      ).json(),
    ).toMatchObject({ value: "A", customPrompt: "only this" });
  });

  it("answers the forms' messages for bad bodies, never 500", async () => {
    const admin = await t.signedIn(["admin"]);
    const cases: [unknown, string][] = [
      [{}, "Name is required"],
      [{ name: "   " }, "Name is required"],
      [{ name: 7 }, "Name is required"],
      [{ name: "x".repeat(101) }, "Name must be at most 100 characters"],
      [{ name: "MK", isMasterKey: true, fields: [{ name: "" }], mainField: null }, "Field name is required"],
      [{ name: "MK", isMasterKey: true, fields: [{}], mainField: null }, "Field name is required"],
      [
        { name: "MK", isMasterKey: true, fields: [], mainField: null },
        "A master key value list needs at least one field",
      ],
      [
        { name: "MK", isMasterKey: true, fields: null, mainField: null },
        "A master key value list needs at least one field",
      ],
      [
        { name: "MK", isMasterKey: true, fields: [{ name: "A" }], mainField: null },
        "Please select the field which you want to be the main field.",
      ],
      [
        { name: "MK", isMasterKey: true, fields: [{ name: "A" }], mainField: "B" },
        "The main field B is not one of the fields",
      ],
      [
        { name: "MK", isMasterKey: true, fields: [{ name: "A" }, { name: "a" }], mainField: "A" },
        "The field name a is used more than once",
      ],
      [{ name: "MK", isMasterKey: "yes" }, "Is Master Key must be true or false"],
      [[1], "The request body is missing or not an object."],
    ];
    for (const [payload, message] of cases) await expectMessage(admin, "POST", CATEGORY, payload, 400, message);

    const plain = await makeCategory(admin);
    await expectMessage(admin, "POST", DATA, { valueListCategory: plain._id }, 400, "Value is Required");
    await expectMessage(admin, "POST", DATA, { value: "  ", valueListCategory: plain._id }, 400, "Value is Required");
    await expectMessage(
      admin,
      "POST",
      DATA,
      { value: { a: 1 }, valueListCategory: plain._id },
      400,
      "Value is Required",
    );
    await expectMessage(admin, "POST", DATA, { value: "A" }, 400, "Category is required");
    await expectMessage(
      admin,
      "POST",
      DATA,
      { value: "A", valueListCategory: "nope" },
      400,
      "The value list of this record was not found.",
    );
    await expectMessage(
      admin,
      "POST",
      DATA,
      { value: "A", valueListCategory: plain._id, customPrompt: 5 },
      400,
      "Custom Prompt must be text",
    );
    const item = await post(admin, DATA, { value: "A", valueListCategory: plain._id });
    await expectMessage(admin, "PATCH", `${DATA}/${item._id}`, { value: "" }, 400, "Value is Required");
    await expectMessage(
      admin,
      "PATCH",
      `${DATA}/${item._id}`,
      [1],
      400,
      "The request body is missing or not an object.",
    );
    await expectMessage(admin, "PATCH", `${CATEGORY}/${plain._id}`, { name: "" }, 400, "Name is required");
    const malformed = await admin.request({
      method: "POST",
      url: CATEGORY,
      payload: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("locks the existing fields and the main field of a master key list that has data", async () => {
    const admin = await t.signedIn(["admin"]);
    const category = await makeMasterKeyCategory(admin, { name: "Suppliers" });
    const url = `${CATEGORY}/${category._id}`;
    // Without data anything may change.
    const free = await admin.request({
      method: "PATCH",
      url,
      payload: { name: "Suppliers", fields: [{ name: "Company" }, { name: "VAT" }], mainField: "VAT" },
    });
    expect(free.json()).toMatchObject({ fields: [{ name: "Company" }, { name: "VAT" }], mainField: "VAT" });
    await post(admin, DATA, { valueListCategory: category._id, data: { Company: "ACME", VAT: "1" } });

    await expectMessage(
      admin,
      "PATCH",
      url,
      { name: "Suppliers", fields: [{ name: "Firm" }, { name: "VAT" }], mainField: "VAT" },
      409,
      "This value list has data, so its field 'Company' cannot be renamed or removed.",
    );
    await expectMessage(
      admin,
      "PATCH",
      url,
      { name: "Suppliers", fields: [{ name: "VAT" }], mainField: "VAT" },
      409,
      "This value list has data, so its field 'Company' cannot be renamed or removed.",
    );
    await expectMessage(
      admin,
      "PATCH",
      url,
      { name: "Suppliers", fields: [{ name: "Company" }, { name: "VAT" }], mainField: "Company" },
      409,
      "This value list has data, so its main field cannot be changed.",
    );
    const added = await admin.request({
      method: "PATCH",
      url,
      payload: {
        name: "Suppliers 2",
        isMasterKey: false,
        fields: [{ name: "Company" }, { name: "VAT" }, { name: "City" }],
        mainField: "VAT",
      },
    });
    expect(added.statusCode).toBe(200);
    // isMasterKey cannot be changed by PATCH.
    expect(added.json()).toMatchObject({
      name: "Suppliers 2",
      isMasterKey: true,
      fields: [{ name: "Company" }, { name: "VAT" }, { name: "City" }],
      mainField: "VAT",
      totalData: 1,
    });
  });

  it("keeps names unique per organization (409) and refuses to delete a list in use", async () => {
    const admin = await t.signedIn(["admin"]);
    const other = await t.signedIn(["admin"]);
    const name = unique("Countries");
    const category = await makeCategory(admin, { name });
    await expectMessage(
      admin,
      "POST",
      CATEGORY,
      { name: name.toUpperCase(), isMasterKey: false },
      409,
      `A value list named ${name.toUpperCase()} already exists.`,
    );
    await makeCategory(other, { name }); // another organization may use the name
    const second = await makeCategory(admin);
    await expectMessage(
      admin,
      "PATCH",
      `${CATEGORY}/${second._id}`,
      { name },
      409,
      `A value list named ${name} already exists.`,
    );

    await makeField(admin, { name: "Country", dataType: "Value_List", valueListCategory: category._id });
    await makeField(admin, { name: "Origin", dataType: "Value_List", valueListCategory: category._id });
    const del = await admin.request({ method: "DELETE", url: `${CATEGORY}/${category._id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      "This value list cannot be deleted because the fields 'Country' and 'Origin' use it.",
    );

    const vendors = await makeMasterKeyCategory(admin);
    const field = await makeField(admin, { name: "Notes" });
    await post(
      admin,
      "/api/document-class",
      classBody([field._id], { name: "Invoice", masterKeyCategory: vendors._id }),
    );
    const del2 = await admin.request({ method: "DELETE", url: `${CATEGORY}/${vendors._id}` });
    expect(del2.statusCode).toBe(409);
    expect(del2.json().message).toBe(
      "This value list cannot be deleted because the document class 'Invoice' uses it as master key.",
    );
  });

  it("keeps organizations apart: another organization's list or data is 404", async () => {
    const a = await t.signedIn(["admin"]);
    const b = await t.signedIn(["admin"]);
    const category = await makeMasterKeyCategory(a);
    const record = await post(a, DATA, { valueListCategory: category._id, data: { Name: "ACME" } });
    const body = { name: "Mine", fields: [{ name: "Name" }], mainField: "Name" };
    expect((await b.request({ method: "GET", url: `${CATEGORY}/${category._id}` })).statusCode).toBe(404);
    expect((await b.request({ method: "PATCH", url: `${CATEGORY}/${category._id}`, payload: body })).statusCode).toBe(
      404,
    );
    expect((await b.request({ method: "DELETE", url: `${CATEGORY}/${category._id}` })).statusCode).toBe(404);
    expect((await b.request({ method: "GET", url: `${DATA}/${category._id}/getAll` })).statusCode).toBe(404);
    expect((await b.request({ method: "GET", url: `${DATA}/${record._id}` })).statusCode).toBe(404);
    expect(
      (await b.request({ method: "PATCH", url: `${DATA}/${record._id}`, payload: { customPrompt: "x" } })).statusCode,
    ).toBe(404);
    expect((await b.request({ method: "DELETE", url: `${DATA}/${record._id}` })).statusCode).toBe(404);
    const foreign = await b.request({
      method: "POST",
      url: DATA,
      payload: { valueListCategory: category._id, data: { Name: "X" } },
    });
    expect(foreign.statusCode).toBe(400);
    expect((await b.request({ method: "GET", url: CATEGORY })).json().map((c: any) => c._id)).not.toContain(
      category._id,
    );
    expect((await a.request({ method: "GET", url: `${CATEGORY}/not-a-uuid` })).statusCode).toBe(404);
    expect((await a.request({ method: "DELETE", url: `${DATA}/123` })).statusCode).toBe(404);
    expect((await a.request({ method: "GET", url: `${DATA}/123/getAll` })).statusCode).toBe(404);
  });

  it("follows the permission table: editors list lists and manage data, indexers do neither", async () => {
    const admin = await t.signedIn(["admin"]);
    const editor = await t.signedIn(["editor"], { organizationId: admin.organizationId });
    const indexer = await t.signedIn(["indexer"], { organizationId: admin.organizationId });
    const category = await makeCategory(admin);
    expect((await editor.request({ method: "GET", url: CATEGORY })).statusCode).toBe(200);
    expect((await editor.request({ method: "POST", url: CATEGORY, payload: { name: "E" } })).statusCode).toBe(403);
    expect(
      (await editor.request({ method: "PATCH", url: `${CATEGORY}/${category._id}`, payload: { name: "E" } }))
        .statusCode,
    ).toBe(403);
    expect((await editor.request({ method: "DELETE", url: `${CATEGORY}/${category._id}` })).statusCode).toBe(403);
    const item = await post(editor, DATA, { value: "E", valueListCategory: category._id });
    expect(
      (await editor.request({ method: "PATCH", url: `${DATA}/${item._id}`, payload: { value: "F" } })).statusCode,
    ).toBe(200);
    expect((await editor.request({ method: "DELETE", url: `${DATA}/${item._id}` })).statusCode).toBe(200);
    expect((await indexer.request({ method: "GET", url: CATEGORY })).statusCode).toBe(403);
    expect((await indexer.request({ method: "GET", url: `${DATA}/${category._id}/getAll` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: CATEGORY })).statusCode).toBe(401);
  });
});
