import { describe, expect, it } from "vitest";
import { formulaToText } from "./formulaToText";
import { parseFormula } from "./parseFormula";

const fields = [
  { _id: "net", name: "Net" },
  { _id: "tax", name: "Tax" },
  { _id: "total", name: "Total" },
];

function roundTrip(text: string): string {
  const result = parseFormula(text, fields);
  if (!result.ok) throw new Error(result.error);
  const written = formulaToText(result.tree, fields);
  // Parsing what was written must give the same tree.
  expect(parseFormula(written, fields)).toEqual(result);
  return written;
}

describe("formulaToText", () => {
  it("writes field names in brackets and numbers as they are", () => {
    expect(roundTrip("[net]+[TAX]")).toBe("[Net] + [Tax]");
    expect(roundTrip("[Net]*1.19")).toBe("[Net] * 1.19");
  });

  it("keeps only the parentheses the tree needs", () => {
    expect(roundTrip("(([Net] * 2)) + [Tax]")).toBe("[Net] * 2 + [Tax]");
    expect(roundTrip("([Net] + [Tax]) * 2")).toBe("([Net] + [Tax]) * 2");
    expect(roundTrip("[Total] - ([Net] - [Tax])")).toBe("[Total] - ([Net] - [Tax])");
    expect(roundTrip("[Total] - [Net] - [Tax]")).toBe("[Total] - [Net] - [Tax]");
    expect(roundTrip("[Total] / ([Net] * 2)")).toBe("[Total] / ([Net] * 2)");
  });

  it("shows the id of a field that is no longer in the list", () => {
    expect(
      formulaToText(
        { operator: "+", left: { type: "Field", value: "gone" }, right: { type: "Number", value: 1 } },
        fields,
      ),
    ).toBe("[gone] + 1");
  });
});
