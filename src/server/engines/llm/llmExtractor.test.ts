import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLlmClient, LlmError } from "./llmClient.js";
import { extractWithLlm, type LlmDocumentClassInput } from "./llmExtractor.js";
import { startLlmStandIn, type LlmStandIn } from "../../../testing/llmStandIn.js";

const documentClass: LlmDocumentClassInput = {
  name: "Invoice",
  systemPrompt: "You are an accounts-payable clerk.",
  userPrompt: "Extract the invoice header and line items.",
  fields: [
    { field: { _id: "f-no", name: "Invoice Number", dataType: "String", description: "The invoice number" } },
    { field: { _id: "f-date", name: "Invoice Date", dataType: "Date" } },
    { field: { _id: "f-total", name: "Total", dataType: "Number" } },
    { field: { _id: "f-paid", name: "Paid", dataType: "Boolean" } },
    { field: { _id: "f-vendor", name: "Vendor", dataType: "Master_Key" } },
  ],
  tables: [
    {
      name: "Line Items",
      columns: [
        { field: { _id: "c-desc", name: "Description", dataType: "String" } },
        { field: { _id: "c-amt", name: "Amount", dataType: "Number" } },
      ],
    },
  ],
};

describe("extractWithLlm", () => {
  let standIn: LlmStandIn;
  beforeAll(async () => {
    standIn = await startLlmStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  it("sends the prompts, sampling and a schema built from the class, and maps names back to field ids", async () => {
    standIn.setResponder(() => ({
      content: {
        fields: {
          "Invoice Number": "INV-42",
          "Invoice Date": "03.08.2014",
          Total: "1.234,56",
          Paid: false,
          Vendor: null,
        },
        tables: {
          "Line Items": [
            { Description: "Widget", Amount: 1000 },
            { Description: "Shipping", Amount: 234.56 },
            { Description: null, Amount: null },
          ],
        },
      },
    }));
    const client = createLlmClient({ baseUrl: standIn.baseUrl, apiKey: "k", model: "ext-model" });
    const result = await extractWithLlm(client, {
      documentClass,
      customPrompt: 'ACME prints the total as "Gesamtbetrag".',
      temperature: 0.1,
      top_p: 0.9,
      text: "ACME GmbH Rechnung INV-42 ... Gesamtbetrag 1.234,56",
    });

    expect(result.values).toEqual({
      "f-no": "INV-42",
      "f-date": "2014-08-03",
      "f-total": 1234.56,
      "f-paid": false,
      "f-vendor": null,
    });
    expect(result.tables).toEqual({
      "Line Items": [
        { "c-desc": "Widget", "c-amt": 1000 },
        { "c-desc": "Shipping", "c-amt": 234.56 },
      ],
    });

    expect(standIn.requests).toHaveLength(1);
    const body = standIn.requests[0].body;
    expect(body.model).toBe("ext-model");
    expect(body.temperature).toBe(0.1);
    expect(body.top_p).toBe(0.9);
    expect(body.messages[0]).toEqual({ role: "system", content: "You are an accounts-payable clerk." });
    expect(body.messages[1].role).toBe("user");
    const user: string = body.messages[1].content;
    expect(user).toContain("Extract the invoice header and line items.");
    expect(user).toContain('ACME prints the total as "Gesamtbetrag".');
    expect(user).toContain("ACME GmbH Rechnung INV-42");
    expect(user.indexOf("Extract the invoice")).toBeLessThan(user.indexOf("ACME prints"));
    expect(user.indexOf("ACME prints")).toBeLessThan(user.indexOf("ACME GmbH Rechnung"));

    const rf = body.response_format;
    expect(rf.type).toBe("json_schema");
    expect(rf.json_schema.strict).toBe(true);
    const schema = rf.json_schema.schema;
    const fields = schema.properties.fields;
    expect(fields.required).toEqual(["Invoice Number", "Invoice Date", "Total", "Paid", "Vendor"]);
    expect(fields.additionalProperties).toBe(false);
    expect(fields.properties["Invoice Number"]).toEqual({
      type: ["string", "null"],
      description: "The invoice number",
    });
    expect(fields.properties["Invoice Date"].type).toEqual(["string", "null"]);
    expect(fields.properties["Invoice Date"].description).toContain("YYYY-MM-DD");
    expect(fields.properties.Total.type).toEqual(["number", "null"]);
    expect(fields.properties.Paid.type).toEqual(["boolean", "null"]);
    expect(fields.properties.Vendor.type).toEqual(["string", "null"]);
    const table = schema.properties.tables.properties["Line Items"];
    expect(table.type).toBe("array");
    expect(table.items.properties.Amount.type).toEqual(["number", "null"]);
    expect(table.items.required).toEqual(["Description", "Amount"]);
  });

  it("leaves out an empty custom prompt and omits missing sampling parameters", async () => {
    standIn.setResponder(() => ({ content: { fields: {}, tables: {} } }));
    const client = createLlmClient({ baseUrl: standIn.baseUrl, model: "m" });
    const result = await extractWithLlm(client, { documentClass, customPrompt: "", text: "hello" });
    expect(result.values["f-no"]).toBeNull();
    expect(result.tables["Line Items"]).toEqual([]);
    const body = standIn.requests[0].body;
    expect(body.messages[1].content).toBe("Extract the invoice header and line items.\n\nDocument text:\n\nhello");
    expect("temperature" in body).toBe(false);
    expect("top_p" in body).toBe(false);
  });

  it("keeps fields of the same name apart", async () => {
    standIn.setResponder(() => ({ content: { fields: { Total: 1, "Total (2)": 2 }, tables: {} } }));
    const client = createLlmClient({ baseUrl: standIn.baseUrl, model: "m" });
    const result = await extractWithLlm(client, {
      documentClass: {
        name: "X",
        fields: [
          { field: { _id: "a", name: "Total", dataType: "Number" } },
          { field: { _id: "b", name: "Total", dataType: "Number" } },
        ],
      },
      text: "t",
    });
    expect(result.values).toEqual({ a: 1, b: 2 });
  });

  it("rejects with an LlmError on errors and invalid JSON", async () => {
    const client = createLlmClient({ baseUrl: standIn.baseUrl, model: "m" });
    standIn.setResponder(() => ({
      status: 400,
      body: { error: { message: "Invalid schema for response_format 'document_extraction'" } },
    }));
    await expect(extractWithLlm(client, { documentClass, text: "t" })).rejects.toThrow(
      "LLM endpoint answered 400: Invalid schema for response_format 'document_extraction'",
    );
    standIn.setResponder(() => ({ content: '{"fields": ' }));
    await expect(extractWithLlm(client, { documentClass, text: "t" })).rejects.toBeInstanceOf(LlmError);
  });

  it("times out", async () => {
    standIn.setResponder(() => ({ content: { fields: {}, tables: {} }, delayMs: 1_000 }));
    const client = createLlmClient({ baseUrl: standIn.baseUrl, model: "m" });
    await expect(extractWithLlm(client, { documentClass, text: "t", timeoutMs: 100 })).rejects.toThrow(/timed out/);
  });
});
