// The stored form of a document-class formula (spec 02, section 3 "Formula"):
// a binary tree whose leaves are field ids or numbers.

export type FormulaOperator = "+" | "-" | "*" | "/";

export interface FieldOperand {
  type: "Field";
  /** The field's _id. */
  value: string;
}

export interface NumberOperand {
  type: "Number";
  value: number;
}

export interface FormulaNode {
  operator: FormulaOperator;
  left: FormulaOperand;
  right: FormulaOperand;
}

export type FormulaOperand = FormulaNode | FieldOperand | NumberOperand;

/** A field a formula may name: the fields selected in the document class. */
export interface FormulaField {
  _id: string;
  name: string;
}

export function isFormulaNode(operand: FormulaOperand): operand is FormulaNode {
  return "operator" in operand;
}

/** Binding strength: * and / bind tighter than + and -. */
export function operatorPrecedence(operator: FormulaOperator): number {
  return operator === "*" || operator === "/" ? 2 : 1;
}

/** The ids of the fields a formula uses, each once, in order of appearance. */
export function formulaFieldIds(tree: FormulaOperand): string[] {
  const ids: string[] = [];
  const visit = (operand: FormulaOperand): void => {
    if (isFormulaNode(operand)) {
      visit(operand.left);
      visit(operand.right);
    } else if (operand.type === "Field" && !ids.includes(operand.value)) {
      ids.push(operand.value);
    }
  };
  visit(tree);
  return ids;
}
