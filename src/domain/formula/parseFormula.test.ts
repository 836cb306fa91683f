import { describe, expect, it } from "vitest";
import { parseFormula } from "./parseFormula";

const fields = [
  { _id: "f-net", name: "Net" },
  { _id: "f-tax", name: "Tax" },
  { _id: "f-total", name: "Total" },
  { _id: "f-qty", name: "Unit count" },
];

const net = { type: "Field", value: "f-net" } as const;
const tax = { type: "Field", value: "f-tax" } as const;
const total = { type: "Field", value: "f-total" } as const;
const num = (value: number) => ({ type: "Number", value }) as const;

function errorOf(text: string): string {
  const result = parseFormula(text, fields);
  if (result.ok) throw new Error(`expected an error for ${text}`);
  return result.error;
}

function treeOf(text: string) {
  const result = parseFormula(text, fields);
  if (!result.ok) throw new Error(result.error);
  return result.tree;
}

describe("parseFormula: trees", () => {
  it("parses a realistic formula for a Total field", () => {
    expect(treeOf("[Net] + [Tax]")).toEqual({ operator: "+", left: net, right: tax });
  });

  it("matches field names case-insensitively and ignores spaces inside the brackets", () => {
    expect(treeOf("[net]*[ TAX ]")).toEqual({ operator: "*", left: net, right: tax });
    expect(treeOf("[unit COUNT] * 2")).toEqual({
      operator: "*",
      left: { type: "Field", value: "f-qty" },
      right: num(2),
    });
  });

  it("reads integers and decimals", () => {
    expect(treeOf("[Net] * 1.19")).toEqual({ operator: "*", left: net, right: num(1.19) });
    expect(treeOf("[Net] * .5")).toEqual({ operator: "*", left: net, right: num(0.5) });
    expect(treeOf("100 / 4")).toEqual({ operator: "/", left: num(100), right: num(4) });
  });

  it("binds * and / tighter than + and -", () => {
    expect(treeOf("[Net] + [Tax] * 2")).toEqual({
      operator: "+",
      left: net,
      right: { operator: "*", left: tax, right: num(2) },
    });
    expect(treeOf("[Net] / 2 - [Tax]")).toEqual({
      operator: "-",
      left: { operator: "/", left: net, right: num(2) },
      right: tax,
    });
  });

  it("is left-associative", () => {
    expect(treeOf("[Total] - [Net] - [Tax]")).toEqual({
      operator: "-",
      left: { operator: "-", left: total, right: net },
      right: tax,
    });
    expect(treeOf("[Net] / 2 * 3")).toEqual({
      operator: "*",
      left: { operator: "/", left: net, right: num(2) },
      right: num(3),
    });
  });

  it("lets parentheses group", () => {
    expect(treeOf("([Net] + [Tax]) * 2")).toEqual({
      operator: "*",
      left: { operator: "+", left: net, right: tax },
      right: num(2),
    });
    expect(treeOf("[Total] - ([Net] - [Tax])")).toEqual({
      operator: "-",
      left: total,
      right: { operator: "-", left: net, right: tax },
    });
    expect(treeOf("((([Net] + 1)))")).toEqual({ operator: "+", left: net, right: num(1) });
  });

  it("allows names with letters of any script, digits, underscores and dots", () => {
    const result = parseFormula("[Größe_2.b] + 1", [{ _id: "g", name: "größe_2.B" }]);
    expect(result).toEqual({ ok: true, tree: { operator: "+", left: { type: "Field", value: "g" }, right: num(1) } });
  });
});

describe("parseFormula: messages", () => {
  it("rejects characters outside the language", () => {
    expect(errorOf("[Net] % 2")).toBe("Invalid character detected: '%'");
    expect(errorOf("[Net] + [Tax] = [Total]")).toBe("Invalid character detected: '='");
    expect(errorOf("[Net] ^ 2 % 3")).toBe("Invalid character detected: '^'");
    expect(errorOf("[Net] + 😀")).toBe("Invalid character detected: '😀'");
  });

  it("rejects empty, unclosed and stray brackets", () => {
    expect(errorOf("[] + 1")).toBe("Malformed brackets");
    expect(errorOf("[  ] + 1")).toBe("Malformed brackets");
    expect(errorOf("[Net + 1")).toBe("Malformed brackets");
    expect(errorOf("[Net [Tax] + 1")).toBe("Malformed brackets");
    expect(errorOf("Net] + 1")).toBe("Malformed brackets");
  });

  it("names a field that is not selected in the class", () => {
    expect(errorOf("[Net] + [Discount]")).toBe("Unknown field: Discount");
    expect(errorOf("[Net] + [ Discount ]")).toBe("Unknown field: Discount");
  });

  it("rejects '(' right after an operand", () => {
    expect(errorOf("[Net] ([Tax] + 1)")).toBe("Unexpected '(' after operand at position 6");
    expect(errorOf("2(3 + 1)")).toBe("Unexpected '(' after operand at position 1");
    expect(errorOf("([Net] + 1)(2 * 3)")).toBe("Unexpected '(' after operand at position 11");
  });

  it("rejects ')' where an operand is expected", () => {
    expect(errorOf("([Net] + ) * 2")).toBe("Unexpected ')' at position 9");
    expect(errorOf("() + 1")).toBe("Unexpected ')' at position 1");
  });

  it("rejects ')' without a matching '('", () => {
    expect(errorOf("[Net] + 1)")).toBe("Unmatched ')' at position 9");
    expect(errorOf(") + 1")).toBe("Unmatched ')' at position 0");
  });

  it("rejects an operator at the start or after another operator", () => {
    expect(errorOf("+ [Net]")).toBe("Operator '+' cannot start an expression or follow another operator at position 0");
    expect(errorOf("[Net] * -1")).toBe(
      "Operator '-' cannot start an expression or follow another operator at position 8",
    );
    expect(errorOf("[Net] + (/ 2)")).toBe(
      "Operator '/' cannot start an expression or follow another operator at position 9",
    );
  });

  it("rejects an operand directly after an operand", () => {
    expect(errorOf("[Net] [Tax] + 1")).toBe("Unexpected Field 'Tax' at position 6");
    expect(errorOf("[Net] + 1 2")).toBe("Unexpected Number '2' at position 10");
    expect(errorOf("([Net] + 1) 2.5")).toBe("Unexpected Number '2.5' at position 12");
  });

  it("rejects bare words and malformed numbers as unexpected text", () => {
    expect(errorOf("Net + 1")).toBe("Unexpected Text 'Net' at position 0");
    expect(errorOf("[Net] + 1.2.3")).toBe("Unexpected Text '1.2.3' at position 8");
    expect(errorOf("[Net] + 2x")).toBe("Unexpected Text '2x' at position 8");
  });

  it("rejects unclosed parentheses", () => {
    expect(errorOf("([Net] + [Tax]")).toBe("Parentheses are not balanced");
    expect(errorOf("(([Net] + [Tax]) * 2")).toBe("Parentheses are not balanced");
    expect(errorOf("[Net] + (")).toBe("Parentheses are not balanced");
  });

  it("rejects a trailing operator", () => {
    expect(errorOf("[Net] +")).toBe("Expression cannot end with an operator");
    expect(errorOf("[Net] + [Tax] *  ")).toBe("Expression cannot end with an operator");
    expect(errorOf("([Net] +")).toBe("Expression cannot end with an operator");
  });

  it("requires at least one operator", () => {
    expect(errorOf("[Net]")).toBe("Formula must contain at least one operator");
    expect(errorOf("(42)")).toBe("Formula must contain at least one operator");
    expect(errorOf("")).toBe("Formula must contain at least one operator");
    expect(errorOf("   ")).toBe("Formula must contain at least one operator");
  });

  it("reports the first problem by check order", () => {
    // A bad character wins over everything else, brackets over unknown fields,
    // unknown fields over syntax.
    expect(errorOf("[Nope] + + %")).toBe("Invalid character detected: '%'");
    expect(errorOf("[Nope] + [")).toBe("Malformed brackets");
    expect(errorOf("+ [Nope]")).toBe("Unknown field: Nope");
  });
});
