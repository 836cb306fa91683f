/** Reads a yes/no answer as printed: yes/no, true/false, ja/nein, oui/non, ja/nee, x, ☑/☐, ✓/✗. */
import { fold } from "./text";

const TRUE = new Set([
  "yes",
  "y",
  "true",
  "ja",
  "j",
  "oui",
  "si",
  "sí",
  "x",
  "☑",
  "☒",
  "✓",
  "✔",
  "1",
  "on",
  "wahr",
  "vrai",
  "waar",
]);
const FALSE = new Set([
  "no",
  "n",
  "false",
  "nein",
  "non",
  "nee",
  "☐",
  "✗",
  "✘",
  "0",
  "off",
  "falsch",
  "faux",
  "onwaar",
]);

export function parseBoolean(input: string | boolean | null | undefined): boolean | null {
  if (typeof input === "boolean") return input;
  if (typeof input !== "string") return null;
  const s = fold(input)
    .trim()
    .replace(/[.:;!]+$/, "");
  if (TRUE.has(s)) return true;
  if (FALSE.has(s)) return false;
  return null;
}
