// Writes a stored formula tree back as text, e.g. to show a formula whose
// formulaText is missing. Parsing the output gives the same tree back.

import { isFormulaNode, operatorPrecedence, type FormulaField, type FormulaOperand } from "./formulaTree";

export function formulaToText(tree: FormulaOperand, fields: FormulaField[]): string {
  if (!isFormulaNode(tree)) {
    if (tree.type === "Number") return String(tree.value);
    // A field no longer in the list is shown by its id rather than dropped.
    const field = fields.find((candidate) => candidate._id === tree.value);
    return `[${field ? field.name : tree.value}]`;
  }
  const precedence = operatorPrecedence(tree.operator);
  const left = formulaToText(tree.left, fields);
  const right = formulaToText(tree.right, fields);
  // Left-associative: the left side needs parentheses only when it binds looser,
  // the right side also when it binds equally (a - (b - c), a + (b + c)).
  const leftText = isFormulaNode(tree.left) && operatorPrecedence(tree.left.operator) < precedence ? `(${left})` : left;
  const rightText =
    isFormulaNode(tree.right) && operatorPrecedence(tree.right.operator) <= precedence ? `(${right})` : right;
  return `${leftText} ${tree.operator} ${rightText}`;
}
