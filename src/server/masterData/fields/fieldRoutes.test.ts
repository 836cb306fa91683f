import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../../testing/testApp";
import {
  makeCategory,
  makeClass,
  makeField,
  makeMasterKeyCategory,
  post,
  unique,
} from "../../../testing/masterDataFactories";

const FIELDS = "/api/fields";

describe.each(TEST_DATABASES)("fields API on %s", (kind) => {
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

  it("creates, lists, reads, renames and deletes fields", async () => {
    const admin = await t.signedIn(["admin"]);
    const vendors = await makeMasterKeyCategory(admin);
    const currencies = await makeCategory(admin);
    const total = await post(admin, FIELDS, {
      name: " Total ",
      dataType: "Number",
      description: "Gross amount",
      valueListCategory: currencies._id,
    });
    expect(total).toMatchObject({
      name: "Total",
      dataType: "Number",
      description: "Gross amount",
      valueListCategory: null,
    });
    const vendor = await post(admin, FIELDS, {
      name: "Vendor",
      dataType: "Master_Key",
      valueListCategory: vendors._id,
    });
    expect(vendor).toMatchObject({ dataType: "Master_Key", valueListCategory: vendors._id, description: "" });
    const currency = await post(admin, FIELDS, {
      name: "Currency",
      dataType: "Value_List",
      valueListCategory: { _id: currencies._id, name: "x" },
    });
    expect(currency.valueListCategory).toBe(currencies._id);

    const list = (await admin.request({ method: "GET", url: FIELDS })).json();
    expect(list.map((f: any) => f.name)).toEqual(["Currency", "Total", "Vendor"]);
    expect((await admin.request({ method: "GET", url: `${FIELDS}/${vendor._id}` })).json()).toEqual(vendor);

    // Only name and description change.
    const patched = await admin.request({
      method: "PATCH",
      url: `${FIELDS}/${vendor._id}`,
      payload: { name: "Supplier", description: "Who sent it", dataType: "String", valueListCategory: null },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: "Supplier",
      description: "Who sent it",
      dataType: "Master_Key",
      valueListCategory: vendors._id,
    });

    expect((await admin.request({ method: "DELETE", url: `${FIELDS}/${total._id}` })).json()).toEqual({
      success: true,
    });
    expect((await admin.request({ method: "GET", url: `${FIELDS}/${total._id}` })).statusCode).toBe(404);
  });

  it("answers the form's messages for bad bodies, never 500", async () => {
    const admin = await t.signedIn(["admin"]);
    const vendors = await makeMasterKeyCategory(admin, { name: "Vendors" });
    const currencies = await makeCategory(admin, { name: "Currencies" });
    const cases: [unknown, string][] = [
      [{ dataType: "String" }, "Name is required"],
      [{ name: "  ", dataType: "String" }, "Name is required"],
      [{ name: "x".repeat(101), dataType: "String" }, "Name must be at most 100 characters"],
      [{ name: "A" }, "Data type is required"],
      [{ name: "A", dataType: "" }, "Data type is required"],
      [
        { name: "A", dataType: "Text" },
        "Data type must be one of String, Number, Boolean, Date, Master Key or Value List",
      ],
      [{ name: "A", dataType: "Master_Key" }, "Category is required"],
      [{ name: "A", dataType: "Value_List", valueListCategory: "" }, "Category is required"],
      [
        { name: "A", dataType: "Master_Key", valueListCategory: currencies._id },
        "A Master Key field needs a master key value list; Currencies is not one.",
      ],
      [
        { name: "A", dataType: "Value_List", valueListCategory: vendors._id },
        "A Value List field needs a value list that is not a master key; Vendors is a master key.",
      ],
      [{ name: "A", dataType: "Value_List", valueListCategory: "not-an-id" }, "The value list category was not found."],
      [{ name: "A", dataType: "String", description: 5 }, "Description must be text"],
      [[], "The request body is missing or not an object."],
    ];
    for (const [payload, message] of cases) await expectMessage(admin, "POST", FIELDS, payload, 400, message);
    const field = await makeField(admin);
    await expectMessage(admin, "PATCH", `${FIELDS}/${field._id}`, { name: "" }, 400, "Name is required");
  });

  it("keeps names unique per organization and refuses to delete a field a document class uses", async () => {
    const admin = await t.signedIn(["admin"]);
    const other = await t.signedIn(["admin"]);
    const name = unique("Invoice Number");
    const field = await makeField(admin, { name });
    await expectMessage(
      admin,
      "POST",
      FIELDS,
      { name: ` ${name.toLowerCase()} `, dataType: "String" },
      409,
      `A field named ${name.toLowerCase()} already exists.`,
    );
    await makeField(other, { name });
    const second = await makeField(admin);
    await expectMessage(
      admin,
      "PATCH",
      `${FIELDS}/${second._id}`,
      { name },
      409,
      `A field named ${name} already exists.`,
    );

    await makeClass(admin, [field._id, second._id], { name: "Invoice" });
    await makeClass(admin, [field._id], { name: "Credit Note" });
    await expectMessage(
      admin,
      "DELETE",
      `${FIELDS}/${field._id}`,
      undefined,
      409,
      "This field cannot be deleted because the document classes 'Credit Note' and 'Invoice' use it.",
    );
    await expectMessage(
      admin,
      "DELETE",
      `${FIELDS}/${second._id}`,
      undefined,
      409,
      "This field cannot be deleted because the document class 'Invoice' uses it.",
    );
  });

  it("keeps organizations apart: another organization's field or category is out of reach", async () => {
    const a = await t.signedIn(["admin"]);
    const b = await t.signedIn(["admin"]);
    const field = await makeField(a);
    const category = await makeCategory(a);
    expect((await b.request({ method: "GET", url: `${FIELDS}/${field._id}` })).statusCode).toBe(404);
    expect(
      (await b.request({ method: "PATCH", url: `${FIELDS}/${field._id}`, payload: { name: "Mine" } })).statusCode,
    ).toBe(404);
    expect((await b.request({ method: "DELETE", url: `${FIELDS}/${field._id}` })).statusCode).toBe(404);
    expect((await b.request({ method: "GET", url: FIELDS })).json()).toEqual([]);
    await expectMessage(
      b,
      "POST",
      FIELDS,
      { name: "Currency", dataType: "Value_List", valueListCategory: category._id },
      400,
      "The value list category was not found.",
    );
    expect((await a.request({ method: "GET", url: `${FIELDS}/42` })).statusCode).toBe(404);
  });

  it("follows the permission table: editors list and edit, only admins create and delete", async () => {
    const admin = await t.signedIn(["admin"]);
    const editor = await t.signedIn(["editor"], { organizationId: admin.organizationId });
    const indexer = await t.signedIn(["indexer"], { organizationId: admin.organizationId });
    const field = await makeField(admin);
    expect((await editor.request({ method: "GET", url: FIELDS })).statusCode).toBe(200);
    expect(
      (await editor.request({ method: "PATCH", url: `${FIELDS}/${field._id}`, payload: { name: unique("Renamed") } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await editor.request({ method: "POST", url: FIELDS, payload: { name: "E", dataType: "String" } })).statusCode,
    ).toBe(403);
    expect((await editor.request({ method: "DELETE", url: `${FIELDS}/${field._id}` })).statusCode).toBe(403);
    expect((await indexer.request({ method: "GET", url: FIELDS })).statusCode).toBe(403);
  });
});
