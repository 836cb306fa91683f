// Computes a formula from the extracted values of a document's fields.

import { isFormulaNode, type FormulaOperand } from "./formulaTree";

type FormulaValues = Record<string, number | null | undefined>;

/**
 * The formula's result, or null when it cannot be computed: a field has no
 * numeric value, or a division by zero.
 */
export function evaluateFormula(tree: FormulaOperand, values: FormulaValues): number | null {
  if (!isFormulaNode(tree)) {
    if (tree.type === "Number") return tree.value;
    const value = values[tree.value];
    return typeof value === "number" && Number.isFinite(value) ? value : null;
  }
  const left = evaluateFormula(tree.left, values);
  const right = evaluateFormula(tree.right, values);
  if (left === null || right === null) return null;
  switch (tree.operator) {
    case "+":
      return left + right;
    case "-":
      return left - right;
    case "*":
      return left * right;
    case "/":
      return right === 0 ? null : left / right;
  }
}

/** Half a cent: amounts printed with two decimals still agree with their sum. */
const FORMULA_TOLERANCE = 0.005;

/**
 * Whether a field's value equals its formula's result, within a tolerance
 * because decimals add up inexactly (0.1 + 0.2). null when either side is missing.
 */
export function formulaMatches(
  tree: FormulaOperand,
  values: FormulaValues,
  actual: number | null | undefined,
  tolerance = FORMULA_TOLERANCE,
): boolean | null {
  const expected = evaluateFormula(tree, values);
  if (expected === null || typeof actual !== "number" || !Number.isFinite(actual)) return null;
  // 1e-9 absorbs the rounding of the subtraction itself at the boundary.
  return Math.abs(expected - actual) <= tolerance + 1e-9;
}
