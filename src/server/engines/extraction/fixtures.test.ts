/**
 * The extractor on real invoices (testdata/invoices): their text layer read by the Parse
 * step, then extracted with an invoice class, as a user of the product would get them.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import * as os from "node:os";
import * as path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFormula } from "../../../domain/formula";
import { parseBatchFiles } from "../../pipeline/parse/parseBatchFiles";
import { extractDocument } from "./extractDocument";
import { learnFromCorrection } from "./learning";
import type { ExtractionClass, TextPage } from "./types";
import { INVOICES_DIR } from "../../../testing/fixtures";

const FIXTURES = INVOICES_DIR;

const names = { net: "Net", tax: "Tax", total: "Total" };
const ids = Object.entries(names).map(([_id, name]) => ({ _id, name }));
const sum = parseFormula("[Net] + [Tax]", ids);
if (!sum.ok) throw new Error(sum.error);

const invoiceClass: ExtractionClass = {
  _id: "invoice",
  fields: [
    {
      field: { _id: "number", name: "Invoice Number", dataType: "String" },
      order: 1,
      validation: { required: true, regex: "", formula: null, formulaText: "" },
    },
    { field: { _id: "date", name: "Invoice Date", dataType: "Date" }, order: 2 },
    {
      field: { _id: "total", name: "Total", dataType: "Number" },
      order: 3,
      validation: { required: true, regex: "", formula: sum.tree, formulaText: "[Net] + [Tax]" },
    },
    { field: { _id: "net", name: "Net", dataType: "Number" }, order: 4 },
    { field: { _id: "tax", name: "Tax", dataType: "Number" }, order: 5 },
    { field: { _id: "currency", name: "Currency", dataType: "String" }, order: 6 },
    { field: { _id: "issuer", name: "Issuer", dataType: "String" }, order: 7 },
  ],
  tables: [
    {
      name: "Lines",
      description: "",
      columns: [
        { field: { _id: "desc", name: "Description", dataType: "String" } },
        { field: { _id: "qty", name: "Quantity", dataType: "Number" } },
        { field: { _id: "amount", name: "Amount", dataType: "Number" } },
      ],
    },
  ],
};

let dir = "";
const pages: Record<string, TextPage[]> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "extraction-fixtures-"));
  for (const name of ["coolblue1", "coolblue2", "QualityHosting", "AzureInterior"]) {
    const out = await parseBatchFiles({
      files: [{ fileName: `${name}.pdf`, path: path.join(FIXTURES, `${name}.pdf`) }],
      mode: "text-layer",
      outDir: path.join(dir, name),
    });
    pages[name] = JSON.parse(await readFile(out.textAnnotationPath, "utf8")).pages;
  }
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const valuesOf = (name: string) =>
  Object.fromEntries(
    extractDocument({ pages: pages[name], documentClass: invoiceClass }).properties.map((p) => [p.field._id, p.value]),
  );

describe("extractDocument on the fixture invoices", () => {
  it("reads a Dutch invoice (coolblue1) completely, the items included", () => {
    const result = extractDocument({ pages: pages.coolblue1, documentClass: invoiceClass });
    expect(Object.fromEntries(result.properties.map((p) => [p.field._id, p.value]))).toEqual({
      number: "993548900",
      date: "2014-04-19",
      total: 717.97,
      net: 593.36,
      tax: 124.61,
      currency: "EUR",
      issuer: "Coolblue B.V.",
    });
    expect(result.properties.every((p) => p.validated)).toBe(true);
    const items = result.tables[0].rows.map((row) => Object.fromEntries(row.map((c) => [c.field._id, c.value])));
    expect(items).toHaveLength(6);
    expect(items[0]).toEqual({ desc: "Apple iPad Air Wifi 16 GB Zilver", qty: 1, amount: 399 });
    expect(items[1]).toEqual({
      desc: "Incl. Thuiskopieheffing: Thuiskopie €3.50 Serienummer: SDMPP373MPP15",
      qty: 1,
      amount: 4.24,
    });
  });

  it("reads thousands separators (coolblue2) and a two-page German invoice (QualityHosting)", () => {
    expect(valuesOf("coolblue2")).toMatchObject({
      number: "992288600",
      date: "2014-03-29",
      total: 4904.94,
      net: 4053.67,
      tax: 851.27,
    });
    expect(valuesOf("QualityHosting")).toMatchObject({
      number: "30064443",
      date: "2014-05-07",
      total: 34.73,
      net: 34.73,
      currency: "EUR",
      issuer: "QualityHosting AG",
    });
  });

  it("reads an American invoice whose values sit under their labels (AzureInterior) and flags a corrected total that no longer adds up", () => {
    const result = extractDocument({ pages: pages.AzureInterior, documentClass: invoiceClass });
    const byId = Object.fromEntries(result.properties.map((p) => [p.field._id, p]));
    expect(byId.number.value).toBe("INV/2023/03/0008");
    expect(byId.date.value).toBe("2023-03-20");
    expect([byId.total.value, byId.net.value, byId.tax.value]).toEqual([279.84, 262.9, 16.94]);
    expect(result.annotations.fields.find((a) => a.fieldId === "total")).toMatchObject({ pageNo: 1, text: "$ 279.84" });
    expect(result.parseData.formFields).toEqual(expect.arrayContaining([{ key: "Invoice Date", value: "03/20/2023" }]));
  });

  it("learns from a correction on coolblue1 and reads the same place on coolblue2", () => {
    const field = { _id: "issuer", name: "Issuer", dataType: "String" as const };
    const hint = learnFromCorrection({
      pages: pages.coolblue1,
      field,
      correctedValue: "Coolblue",
      masterKeyId: "coolblue",
      classId: "invoice",
    });
    expect(hint).not.toBeNull();
    const result = extractDocument({
      pages: pages.coolblue2,
      documentClass: invoiceClass,
      masterKey: { _id: "coolblue", value: "Coolblue" },
      learned: [hint!],
    });
    expect(result.properties.find((p) => p.field._id === "issuer")?.value).toBe("Coolblue");
  });
});
