// Turns formula text into tokens. Positions are 0-based indexes into the text
// (JavaScript string indexes), pointing at the token's first character; for a
// field that is its '['.

import type { FormulaOperator } from "./formulaTree";

export type FormulaToken =
  | { kind: "Number"; text: string; value: number; position: number }
  /** text: the name written between the brackets, trimmed. */
  | { kind: "Field"; text: string; position: number }
  | { kind: "Operator"; text: FormulaOperator; position: number }
  | { kind: "("; text: "("; position: number }
  | { kind: ")"; text: ")"; position: number }
  /** A bare word outside brackets or a malformed number such as '1.2.3'. */
  | { kind: "Text"; text: string; position: number };

type TokenizeResult = { ok: true; tokens: FormulaToken[] } | { ok: false; error: string };

// Letters (any script, so field names like 'Größe' work), digits, underscore,
// whitespace, the four operators, parentheses, brackets and dot.
const ALLOWED_CHARACTER = /^[\p{L}0-9_\s+\-*/()[\].]$/u;
const WORD_CHARACTER = /^[\p{L}0-9_.]$/u;
const NUMBER = /^(\d+(\.\d+)?|\.\d+)$/;

/** The first character the language does not allow, or undefined. */
function findInvalidCharacter(text: string): string | undefined {
  // for..of walks code points, so an emoji is reported whole.
  for (const char of text) {
    if (!ALLOWED_CHARACTER.test(char)) return char;
  }
  return undefined;
}

export function tokenizeFormula(text: string): TokenizeResult {
  const invalid = findInvalidCharacter(text);
  if (invalid !== undefined) return { ok: false, error: `Invalid character detected: '${invalid}'` };

  const tokens: FormulaToken[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === "[") {
      const close = text.indexOf("]", i + 1);
      const name = close < 0 ? "" : text.slice(i + 1, close);
      // Unclosed, empty, or another '[' before the ']'.
      if (close < 0 || name.includes("[") || name.trim() === "") return { ok: false, error: "Malformed brackets" };
      tokens.push({ kind: "Field", text: name.trim(), position: i });
      i = close + 1;
    } else if (char === "]") {
      return { ok: false, error: "Malformed brackets" };
    } else if (char === "+" || char === "-" || char === "*" || char === "/") {
      tokens.push({ kind: "Operator", text: char, position: i });
      i += 1;
    } else if (char === "(") {
      tokens.push({ kind: "(", text: "(", position: i });
      i += 1;
    } else if (char === ")") {
      tokens.push({ kind: ")", text: ")", position: i });
      i += 1;
    } else {
      // A run of letters, digits, underscores and dots: a number if it reads as one.
      // Walks code points so a letter outside the BMP (two code units) stays whole.
      let end = i;
      while (end < text.length) {
        const codePoint = String.fromCodePoint(text.codePointAt(end)!);
        if (!WORD_CHARACTER.test(codePoint)) break;
        end += codePoint.length;
      }
      const word = text.slice(i, end);
      tokens.push(
        NUMBER.test(word)
          ? { kind: "Number", text: word, value: Number(word), position: i }
          : { kind: "Text", text: word, position: i },
      );
      i = end;
    }
  }
  return { ok: true, tokens };
}
