import { describe, expect, it } from "vitest";
import type { ExtractionProperty } from "../../../domain/entities";
import { parseFormula } from "../../../domain/formula";
import { validateProperties, type ValidationClass } from "./validateProperties";

const fields = [
  { _id: "net", name: "Net", dataType: "Number" as const },
  { _id: "tax", name: "Tax", dataType: "Number" as const },
  { _id: "total", name: "Total", dataType: "Number" as const },
  { _id: "number", name: "Invoice Number", dataType: "String" as const },
  { _id: "date", name: "Invoice Date", dataType: "Date" as const },
];
const formula = (text: string) => {
  const result = parseFormula(text, fields);
  if (!result.ok) throw new Error(result.error);
  return result.tree;
};
const cls: ValidationClass = {
  fields: [
    { field: fields[0], validation: { required: true, regex: "", formula: null, formulaText: "" } },
    { field: fields[1], validation: { required: false, regex: "", formula: null, formulaText: "" } },
    {
      field: fields[2],
      validation: { required: true, regex: "", formula: formula("[Net] + [Tax]"), formulaText: "[Net] + [Tax]" },
    },
    { field: fields[3], validation: { required: true, regex: "^INV-\\d{4}$", formula: null, formulaText: "" } },
    { field: fields[4], validation: { required: false, regex: "", formula: null, formulaText: "" } },
  ],
};
const prop = (id: string, value: ExtractionProperty["value"]): ExtractionProperty => ({
  field: { _id: id, name: fields.find((f) => f._id === id)!.name },
  value,
  originalValue: value,
  validated: true,
  error: null,
});
const errors = (props: ExtractionProperty[]) =>
  Object.fromEntries(validateProperties(props, cls).map((p) => [p.field._id, p.error]));

describe("validateProperties", () => {
  it("passes a consistent document", () => {
    const result = validateProperties(
      [prop("net", 100), prop("tax", 19), prop("total", 119), prop("number", "INV-0042"), prop("date", "2024-03-01")],
      cls,
    );
    expect(result.every((p) => p.validated && p.error === null)).toBe(true);
  });

  it("names a missing required field", () => {
    expect(errors([prop("net", null), prop("tax", 19), prop("total", 119), prop("number", "  ")])).toMatchObject({
      net: "Net is required",
      number: "Invoice Number is required",
      tax: null,
      total: null,
    });
  });

  it("names a value that does not match the class's regular expression", () => {
    expect(errors([prop("number", "2024/42")]).number).toBe("Invoice Number does not match the expected format");
  });

  it("says what a formula field should be, within a cent", () => {
    expect(errors([prop("net", 262.9), prop("tax", 16.94), prop("total", 280)]).total).toBe(
      "Total should be 279.84 ([Net] + [Tax])",
    );
    expect(errors([prop("net", 262.9), prop("tax", 16.94), prop("total", 279.85)]).total).toBeNull();
    expect(errors([prop("net", 262.9), prop("tax", 16.94), prop("total", 279.86)]).total).toBe(
      "Total should be 279.84 ([Net] + [Tax])",
    );
    expect(errors([prop("net", 100), prop("tax", 19), prop("total", 120)]).total).toBe(
      "Total should be 119 ([Net] + [Tax])",
    );
  });

  it("cannot judge a formula whose inputs are missing", () => {
    expect(errors([prop("net", 100), prop("tax", null), prop("total", 500)]).total).toBeNull();
  });

  it("re-runs after a person's edit: values typed as text count, and a fixed value clears the error", () => {
    const extracted = validateProperties([prop("net", 100), prop("tax", 19), prop("total", 120)], cls);
    expect(extracted.find((p) => p.field._id === "total")).toMatchObject({ validated: false });
    const edited = extracted.map((p) => (p.field._id === "total" ? { ...p, value: "119,00" } : p));
    expect(validateProperties(edited, cls).find((p) => p.field._id === "total")).toMatchObject({
      value: "119,00",
      validated: true,
      error: null,
      originalValue: 120,
    });
  });

  it("checks the data type and joins several failures", () => {
    expect(errors([prop("net", "abc")]).net).toBe("Net must be a number");
    expect(errors([prop("date", "31/02/2020")]).date).toBe("Invoice Date must be a valid date");
    const twice: ValidationClass = {
      fields: [
        {
          field: fields[0],
          validation: { required: true, regex: "^\\d+$", formula: formula("[Tax] * 2"), formulaText: "" },
        },
        { field: fields[1] },
      ],
    };
    const [net] = validateProperties([prop("net", 10.5), prop("tax", 4)], twice);
    expect(net.error).toBe("Net does not match the expected format; Net should be 8.00 ([Tax] * 2)");
  });

  it("accepts properties whose field is an id, as the validate request sends them", () => {
    const [p] = validateProperties(
      [{ field: "net", value: null, originalValue: null, validated: true, error: null }],
      cls,
    );
    expect(p).toMatchObject({ field: "net", validated: false, error: "Net is required" });
  });

  it("ignores a regular expression that does not compile", () => {
    const broken: ValidationClass = {
      fields: [{ field: fields[3], validation: { required: false, regex: "([", formula: null, formulaText: "" } }],
    };
    expect(validateProperties([prop("number", "x")], broken)[0].error).toBeNull();
  });
});
