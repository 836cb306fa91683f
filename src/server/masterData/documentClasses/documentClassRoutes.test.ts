import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../../testing/testApp";
import {
  classBody,
  makeCategory,
  makeClass,
  makeField,
  makeJob,
  makeMasterKeyCategory,
  unique,
} from "../../../testing/masterDataFactories";

const CLASSES = "/api/document-class";

const validation = (extra: Record<string, unknown> = {}) => ({
  required: false,
  regex: "",
  formula: null,
  formulaText: "",
  ...extra,
});

describe.each(TEST_DATABASES)("document classes API on %s", (kind) => {
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

  /** An organization with the fields of an invoice. */
  async function invoiceFields(caller: Caller) {
    const [net, tax, total, qty, price, amount] = await Promise.all(
      ["Net", "Tax", "Total", "Quantity", "Unit Price", "Amount"].map((name) =>
        makeField(caller, { name, dataType: "Number" }),
      ),
    );
    return { net, tax, total, qty, price, amount };
  }

  it("creates, reads, updates and deletes a class with fields, validations, formulas and tables", async () => {
    const admin = await t.signedIn(["admin"]);
    const f = await invoiceFields(admin);
    const vendors = await makeMasterKeyCategory(admin);
    const body = {
      name: "Invoice",
      description: "Supplier invoices",
      systemPrompt: "You read invoices.",
      userPrompt: "Extract the totals.",
      masterKeyCategory: vendors._id,
      fields: [
        {
          field: f.total._id,
          order: 3,
          validation: validation({
            required: true,
            formulaText: "[net] + [TAX]",
            formula: { operator: "-", left: { type: "Number", value: 1 }, right: { type: "Number", value: 2 } },
          }),
        },
        { field: f.net._id, order: 1, validation: validation({ regex: "^\\d+(\\.\\d+)?$" }) },
        { field: f.tax._id, order: 2, validation: validation() },
      ],
      tables: [
        {
          name: "Lines",
          description: "Invoice lines",
          columns: [
            { field: f.qty._id, validation: validation({ required: true }) },
            { field: f.price._id, validation: validation() },
            { field: f.amount._id, validation: validation({ formulaText: "[Quantity] * [Unit Price]" }) },
          ],
        },
      ],
    };
    const created = await admin.request({ method: "POST", url: CLASSES, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    const cls = created.json();
    expect(cls).toMatchObject({
      name: "Invoice",
      description: "Supplier invoices",
      systemPrompt: "You read invoices.",
      userPrompt: "Extract the totals.",
      masterKeyCategory: vendors._id,
    });
    // Ordered by `order`, numbered from 1, with the field objects.
    expect(cls.fields.map((e: any) => [e.order, e.field])).toEqual([
      [1, { _id: f.net._id, name: "Net", dataType: "Number" }],
      [2, { _id: f.tax._id, name: "Tax", dataType: "Number" }],
      [3, { _id: f.total._id, name: "Total", dataType: "Number" }],
    ]);
    // The tree is the server's own parse, not the one sent.
    expect(cls.fields[2].validation).toEqual({
      required: true,
      regex: "",
      formulaText: "[net] + [TAX]",
      formula: { operator: "+", left: { type: "Field", value: f.net._id }, right: { type: "Field", value: f.tax._id } },
    });
    expect(cls.fields[0].validation.regex).toBe("^\\d+(\\.\\d+)?$");
    expect(cls.tables[0].columns[0].field).toEqual({ _id: f.qty._id, name: "Quantity", dataType: "Number" });
    expect(cls.tables[0].columns[2].validation.formula).toEqual({
      operator: "*",
      left: { type: "Field", value: f.qty._id },
      right: { type: "Field", value: f.price._id },
    });

    expect((await admin.request({ method: "GET", url: `${CLASSES}/${cls._id}` })).json()).toEqual(cls);
    expect((await admin.request({ method: "GET", url: CLASSES })).json()).toEqual([cls]);

    // A renamed field shows under its new name in the formula text.
    await admin.request({
      method: "PATCH",
      url: `/api/fields/${f.tax._id}`,
      payload: { name: "VAT", description: "" },
    });
    const reread = (await admin.request({ method: "GET", url: `${CLASSES}/${cls._id}` })).json();
    expect(reread.fields[2].validation.formulaText).toBe("[Net] + [VAT]");
    expect(reread.fields[1].field.name).toBe("VAT");

    const patched = await admin.request({
      method: "PATCH",
      url: `${CLASSES}/${cls._id}`,
      payload: {
        ...body,
        name: "Invoice 2",
        masterKeyCategory: null,
        fields: [{ field: { _id: f.net._id, name: "Net" }, validation: validation() }],
        tables: [],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: "Invoice 2",
      masterKeyCategory: null,
      tables: [],
      fields: [{ order: 1, field: { _id: f.net._id } }],
    });
    // Fields the class no longer uses can be deleted now.
    expect((await admin.request({ method: "DELETE", url: `/api/fields/${f.total._id}` })).statusCode).toBe(200);

    expect((await admin.request({ method: "DELETE", url: `${CLASSES}/${cls._id}` })).json()).toEqual({ success: true });
    expect((await admin.request({ method: "GET", url: `${CLASSES}/${cls._id}` })).statusCode).toBe(404);
  });

  it("answers the form's messages for bad bodies, never 500", async () => {
    const admin = await t.signedIn(["admin"]);
    const { net } = await invoiceFields(admin);
    const ok = classBody([net._id]);
    const column = { field: net._id, validation: validation() };
    const cases: [unknown, string][] = [
      [{ ...ok, name: "" }, "Name is required"],
      [{ ...ok, name: undefined }, "Name is required"],
      [{ ...ok, systemPrompt: " " }, "System Prompt is required"],
      [{ ...ok, systemPrompt: null }, "System Prompt is required"],
      [{ ...ok, fields: [] }, "Please select at least one field"],
      [{ ...ok, fields: undefined }, "Please select at least one field"],
      [{ ...ok, fields: [{ field: "", validation: validation() }] }, "Field is required"],
      [{ ...ok, fields: [{ field: net._id, validation: validation(), order: 0 }] }, "Order starts at 1"],
      [
        {
          ...ok,
          fields: [
            { field: net._id, validation: validation() },
            { field: net._id, validation: validation() },
          ],
        },
        "A field can be selected only once",
      ],
      [{ ...ok, fields: [{ field: net._id, validation: validation({ regex: "([0-9]" }) }] }, "Invalid regex"],
      [
        { ...ok, fields: [{ field: net._id, validation: validation({ required: "yes" }) }] },
        "Required must be true or false",
      ],
      [{ ...ok, tables: [{ name: "", description: "", columns: [column] }] }, "Table name is required"],
      [
        { ...ok, tables: [{ name: "Lines", description: "", columns: [{ field: null, validation: validation() }] }] },
        "Field is required",
      ],
      [{ ...ok, tables: [{ name: "Lines", description: "", columns: [] }] }, "Please select at least one column"],
      [
        { ...ok, tables: [{ name: "Lines", columns: [{ field: net._id, validation: validation({ regex: "*" }) }] }] },
        "Invalid regex",
      ],
      // Not runnable in linear time (backreference, lookahead): refused rather than run by a backtracking engine.
      [{ ...ok, fields: [{ field: net._id, validation: validation({ regex: "^(\\d)\\1$" }) }] }, "Invalid regex"],
      [
        {
          ...ok,
          tables: [{ name: "Lines", columns: [{ field: net._id, validation: validation({ regex: "a(?=b)" }) }] }],
        },
        "Invalid regex",
      ],
      [
        {
          ...ok,
          tables: [
            { name: "Lines", columns: [column] },
            { name: "lines", columns: [column] },
          ],
        },
        "There is more than one table named lines",
      ],
      [
        { ...ok, fields: [{ field: "00000000-0000-4000-8000-000000000000", validation: validation() }] },
        "A selected field was not found. It may have been deleted; please reload the fields.",
      ],
      [
        { ...ok, fields: [{ field: "garbage", validation: validation() }] },
        "A selected field was not found. It may have been deleted; please reload the fields.",
      ],
      [
        { ...ok, tables: [{ name: "Lines", columns: [{ field: "00000000-0000-4000-8000-000000000000" }] }] },
        "A column of the table Lines names a field that was not found. It may have been deleted; please reload the fields.",
      ],
      [{ ...ok, masterKeyCategory: "00000000-0000-4000-8000-000000000000" }, "The master key category was not found."],
      [["a string"], "The request body is missing or not an object."],
    ];
    for (const [payload, message] of cases) await expectMessage(admin, "POST", CLASSES, payload, 400, message);
    const plain = await makeCategory(admin, { name: "Plain" });
    await expectMessage(
      admin,
      "POST",
      CLASSES,
      { ...ok, masterKeyCategory: plain._id },
      400,
      "The master key category must be a master key value list; Plain is not one.",
    );
  });

  it("parses every formula again and answers the parser's own message", async () => {
    const admin = await t.signedIn(["admin"]);
    const f = await invoiceFields(admin);
    const withFormula = (formulaText: string, extra: Record<string, unknown> = {}) =>
      classBody([f.net._id, f.tax._id, f.total._id], {
        fields: [
          { field: f.net._id, validation: validation() },
          { field: f.tax._id, validation: validation() },
          {
            field: f.total._id,
            validation: validation({
              formulaText,
              formula: { operator: "+", left: { type: "Number", value: 1 }, right: { type: "Number", value: 1 } },
            }),
          },
        ],
        ...extra,
      });
    const cases: [string, string][] = [
      ["[Net] + [Shipping]", "Unknown field: Shipping"],
      ["[Amount] + [Net]", "Unknown field: Amount"], // a field of the organization, but not selected in the class
      ["[Net]", "Formula must contain at least one operator"],
      ["[Net] + $", "Invalid character detected: '$'"],
      ["[Net + [Tax]", "Malformed brackets"],
      ["[Net] +", "Expression cannot end with an operator"],
      ["([Net] + [Tax]", "Parentheses are not balanced"],
      ["[Net] + [Tax])", "Unmatched ')' at position 13"],
      ["* [Net]", "Operator '*' cannot start an expression or follow another operator at position 0"],
      ["[Net] [Tax]", "Unexpected Field 'Tax' at position 6"],
      ["[Net] (1 + 2)", "Unexpected '(' after operand at position 6"],
      ["Net + 1", "Unexpected Text 'Net' at position 0"],
    ];
    for (const [text, message] of cases) await expectMessage(admin, "POST", CLASSES, withFormula(text), 400, message);
    // The same check on a table column: its formula may use the table's columns and the class's fields.
    const table = (formulaText: string) => ({
      tables: [
        {
          name: "Lines",
          columns: [
            { field: f.qty._id, validation: validation() },
            { field: f.amount._id, validation: validation({ formulaText }) },
          ],
        },
      ],
    });
    await expectMessage(
      admin,
      "POST",
      CLASSES,
      withFormula("[Net] + [Tax]", table("[Quantity] * [Unit Price]")),
      400,
      "Unknown field: Unit Price",
    );
    const ok = await admin.request({
      method: "POST",
      url: CLASSES,
      payload: withFormula("([Net] + [Tax]) * 1.2", table("[Quantity] * [Net]")),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().fields[2].validation.formula).toEqual({
      operator: "*",
      left: { operator: "+", left: { type: "Field", value: f.net._id }, right: { type: "Field", value: f.tax._id } },
      right: { type: "Number", value: 1.2 },
    });
    // No text: no formula, whatever tree was sent.
    expect(ok.json().fields[0].validation).toEqual({ required: false, regex: "", formula: null, formulaText: "" });
    // PATCH checks the same way.
    await expectMessage(
      admin,
      "PATCH",
      `${CLASSES}/${ok.json()._id}`,
      withFormula("[Net] + [Nope]", { name: ok.json().name }),
      400,
      "Unknown field: Nope",
    );
  });

  it("keeps names unique per organization and refuses to delete a class a job uses", async () => {
    const admin = await t.signedIn(["admin"]);
    const other = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    const name = unique("Receipt");
    const cls = await makeClass(admin, [field._id], { name });
    await expectMessage(
      admin,
      "POST",
      CLASSES,
      classBody([field._id], { name: name.toUpperCase() }),
      409,
      `A document class named ${name.toUpperCase()} already exists.`,
    );
    const second = await makeClass(admin, [field._id]);
    await expectMessage(
      admin,
      "PATCH",
      `${CLASSES}/${second._id}`,
      classBody([field._id], { name }),
      409,
      `A document class named ${name} already exists.`,
    );
    await makeClass(other, [(await makeField(other))._id], { name });

    await makeJob(admin, [cls._id], { name: "Receipts" });
    await expectMessage(
      admin,
      "DELETE",
      `${CLASSES}/${cls._id}`,
      undefined,
      409,
      "This document class cannot be deleted because the job 'Receipts' uses it.",
    );
  });

  it("keeps organizations apart: another organization's class and fields are out of reach", async () => {
    const a = await t.signedIn(["admin"]);
    const b = await t.signedIn(["admin"]);
    const field = await makeField(a);
    const cls = await makeClass(a, [field._id]);
    const bField = await makeField(b);
    expect((await b.request({ method: "GET", url: `${CLASSES}/${cls._id}` })).statusCode).toBe(404);
    expect(
      (await b.request({ method: "PATCH", url: `${CLASSES}/${cls._id}`, payload: classBody([bField._id]) })).statusCode,
    ).toBe(404);
    expect((await b.request({ method: "DELETE", url: `${CLASSES}/${cls._id}` })).statusCode).toBe(404);
    expect((await b.request({ method: "GET", url: CLASSES })).json()).toEqual([]);
    await expectMessage(
      b,
      "POST",
      CLASSES,
      classBody([field._id]),
      400,
      "A selected field was not found. It may have been deleted; please reload the fields.",
    );
    const mk = await makeMasterKeyCategory(a);
    await expectMessage(
      b,
      "POST",
      CLASSES,
      classBody([bField._id], { masterKeyCategory: mk._id }),
      400,
      "The master key category was not found.",
    );
    expect((await a.request({ method: "GET", url: `${CLASSES}/abc` })).statusCode).toBe(404);
  });

  it("is for admins only", async () => {
    const admin = await t.signedIn(["admin"]);
    const editor = await t.signedIn(["editor"], { organizationId: admin.organizationId });
    const field = await makeField(admin);
    expect((await editor.request({ method: "GET", url: CLASSES })).statusCode).toBe(403);
    expect((await editor.request({ method: "POST", url: CLASSES, payload: classBody([field._id]) })).statusCode).toBe(
      403,
    );
  });
});
