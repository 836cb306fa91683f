import { describe, expect, it } from "vitest";
import { evaluateFormula, formulaMatches } from "./evaluateFormula";
import { formulaFieldIds } from "./formulaTree";
import { parseFormula } from "./parseFormula";

const fields = [
  { _id: "net", name: "Net" },
  { _id: "tax", name: "Tax" },
  { _id: "total", name: "Total" },
];

function tree(text: string) {
  const result = parseFormula(text, fields);
  if (!result.ok) throw new Error(result.error);
  return result.tree;
}

describe("evaluateFormula", () => {
  it("computes a Total from Net and Tax", () => {
    expect(evaluateFormula(tree("[Net] + [Tax]"), { net: 100, tax: 19 })).toBe(119);
  });

  it("follows precedence, associativity and parentheses", () => {
    expect(evaluateFormula(tree("2 + 3 * 4"), {})).toBe(14);
    expect(evaluateFormula(tree("(2 + 3) * 4"), {})).toBe(20);
    expect(evaluateFormula(tree("10 - 4 - 3"), {})).toBe(3);
    expect(evaluateFormula(tree("64 / 4 / 2"), {})).toBe(8);
    expect(evaluateFormula(tree("[Total] - [Net] * 0.5"), { total: 10, net: 4 })).toBe(8);
  });

  it("is null when a field has no value", () => {
    expect(evaluateFormula(tree("[Net] + [Tax]"), { net: 100 })).toBeNull();
    expect(evaluateFormula(tree("[Net] + [Tax]"), { net: 100, tax: null })).toBeNull();
    expect(evaluateFormula(tree("[Net] + [Tax]"), { net: 100, tax: Number.NaN })).toBeNull();
  });

  it("is null on division by zero", () => {
    expect(evaluateFormula(tree("[Net] / [Tax]"), { net: 5, tax: 0 })).toBeNull();
    expect(evaluateFormula(tree("1 + [Net] / (2 - 2)"), { net: 5 })).toBeNull();
  });
});

describe("formulaMatches", () => {
  it("accepts a sum that differs only by floating-point noise or less than half a cent", () => {
    expect(formulaMatches(tree("[Net] + [Tax]"), { net: 0.1, tax: 0.2 }, 0.3)).toBe(true);
    expect(formulaMatches(tree("[Net] * 1.19"), { net: 10.01 }, 11.91)).toBe(true);
  });

  it("rejects a wrong value and is null when it cannot tell", () => {
    expect(formulaMatches(tree("[Net] + [Tax]"), { net: 100, tax: 19 }, 120)).toBe(false);
    expect(formulaMatches(tree("[Net] + [Tax]"), { net: 100 }, 119)).toBeNull();
    expect(formulaMatches(tree("[Net] + [Tax]"), { net: 100, tax: 19 }, null)).toBeNull();
  });
});

describe("formulaFieldIds", () => {
  it("lists each field once in order of appearance", () => {
    expect(formulaFieldIds(tree("[Tax] + [Net] * [tax] - 2"))).toEqual(["tax", "net"]);
    expect(formulaFieldIds(tree("1 + 2"))).toEqual([]);
  });
});
