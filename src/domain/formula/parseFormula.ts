// Parser for the document-class formula language (spec 02, section 5).
//
// Checks run in this order, and the first failure is the answer:
//   1. every character is allowed            'Invalid character detected: '{char}''
//   2. brackets are well formed              'Malformed brackets'
//   3. every [name] is a field of the class  'Unknown field: {name}'
//   4. token order, left to right            the '... at position {n}' messages
//   5. the end of the text                   'Expression cannot end with an operator',
//                                            'Parentheses are not balanced',
//                                            'Formula must contain at least one operator'
// Positions ({n}) are 0-based character indexes into the text of the offending
// token's first character (for a field, its '[').
// There is no unary minus: numbers are unsigned integers or decimals.

import {
  operatorPrecedence,
  type FormulaField,
  type FormulaNode,
  type FormulaOperand,
  type FormulaOperator,
} from "./formulaTree";
import { tokenizeFormula, type FormulaToken } from "./tokenizeFormula";

type ParseFormulaResult = { ok: true; tree: FormulaNode } | { ok: false; error: string };

/** A token whose field name has been resolved to the field's id. */
type ResolvedToken = FormulaToken & { fieldId?: string };

export function parseFormula(text: string, fields: FormulaField[]): ParseFormulaResult {
  const tokenized = tokenizeFormula(text);
  if (!tokenized.ok) return tokenized;

  const resolved = resolveFields(tokenized.tokens, fields);
  if (!resolved.ok) return resolved;

  const syntaxError = findSyntaxError(resolved.tokens);
  if (syntaxError) return { ok: false, error: syntaxError };

  const tree = buildTree(resolved.tokens);
  // Unreachable after findSyntaxError (it demands an operator), kept for the type.
  if (!("operator" in tree)) return { ok: false, error: "Formula must contain at least one operator" };
  return { ok: true, tree };
}

/** Field names match the class's fields case-insensitively, ignoring surrounding spaces. */
function findFormulaField(name: string, fields: FormulaField[]): FormulaField | undefined {
  const wanted = name.trim().toLowerCase();
  return fields.find((field) => field.name.trim().toLowerCase() === wanted);
}

function resolveFields(
  tokens: FormulaToken[],
  fields: FormulaField[],
): { ok: true; tokens: ResolvedToken[] } | { ok: false; error: string } {
  const resolved: ResolvedToken[] = [];
  for (const token of tokens) {
    if (token.kind !== "Field") {
      resolved.push(token);
      continue;
    }
    const field = findFormulaField(token.text, fields);
    if (!field) return { ok: false, error: `Unknown field: ${token.text}` };
    resolved.push({ ...token, fieldId: field._id });
  }
  return { ok: true, tokens: resolved };
}

/**
 * Walks the tokens with one flag, "an operand is expected here" (true at the
 * start, after an operator and after '('), and returns the first message.
 */
function findSyntaxError(tokens: FormulaToken[]): string | undefined {
  let expectOperand = true;
  let depth = 0;
  let operators = 0;

  for (const token of tokens) {
    const at = `at position ${token.position}`;
    switch (token.kind) {
      case "Number":
      case "Field":
        if (!expectOperand) return `Unexpected ${token.kind} '${token.text}' ${at}`;
        expectOperand = false;
        break;
      case "Text":
        // A bare word (field names need brackets) or a malformed number.
        return `Unexpected Text '${token.text}' ${at}`;
      case "Operator":
        if (expectOperand)
          return `Operator '${token.text}' cannot start an expression or follow another operator ${at}`;
        operators += 1;
        expectOperand = true;
        break;
      case "(":
        if (!expectOperand) return `Unexpected '(' after operand ${at}`;
        depth += 1;
        break;
      case ")":
        if (depth === 0) return `Unmatched ')' ${at}`;
        // Right after '(' or an operator: an empty group or a missing operand.
        if (expectOperand) return `Unexpected ')' ${at}`;
        depth -= 1;
        break;
    }
  }

  if (tokens.length > 0 && tokens[tokens.length - 1].kind === "Operator")
    return "Expression cannot end with an operator";
  if (depth !== 0) return "Parentheses are not balanced";
  if (operators === 0) return "Formula must contain at least one operator";
  return undefined;
}

/** Precedence climbing over tokens already checked by findSyntaxError. */
function buildTree(tokens: ResolvedToken[]): FormulaOperand {
  let index = 0;

  const parsePrimary = (): FormulaOperand => {
    const token = tokens[index++];
    if (token.kind === "(") {
      const inner = parseExpression(1);
      index += 1; // the matching ')'
      return inner;
    }
    if (token.kind === "Number") return { type: "Number", value: token.value };
    return { type: "Field", value: token.fieldId! };
  };

  // Left-associative: the right side only takes operators that bind tighter.
  const parseExpression = (minPrecedence: number): FormulaOperand => {
    let left = parsePrimary();
    while (index < tokens.length) {
      const token = tokens[index];
      if (token.kind !== "Operator") break;
      const operator = token.text as FormulaOperator;
      const precedence = operatorPrecedence(operator);
      if (precedence < minPrecedence) break;
      index += 1;
      const right = parseExpression(precedence + 1);
      left = { operator, left, right };
    }
    return left;
  };

  return parseExpression(1);
}
