// Typed values of the extraction form (spec 01 section 5: numbers only for Number, dates must parse,
// Boolean true or false). The inputs keep what the person typed; these functions turn it into the value
// stored on the property, or say why it cannot be stored.

import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { parseDate } from "../../../domain/text/dates";
import type { ExtractedValue } from "../../../domain/entities";

dayjs.extend(customParseFormat);

/** A field's value as the batch stores it. */
export type FieldValue = ExtractedValue;

export const NUMBER_ERROR = "Only numeric values are allowed";
export const DATE_ERROR = "Enter a valid date (e.g. 2024-12-31, 31.12.2024 or 31 December 2024)";
const BOOLEAN_ERROR = "Choose true or false";

/** What a typed text becomes: the value to store, or the reason it is refused. */
type ParsedInput = { ok: true; value: FieldValue } | { ok: false; error: string };

/**
 * A number as people type it: '1234.5', '1,234.50', '1.234,50', '1 234,5', "1'234.50", '-12', '+3'.
 * With both separators the last one is the decimal separator; a single ',' or '.' is the decimal separator;
 * a separator repeated is a thousands separator. Anything else (letters, currency signs) is refused.
 */
export function parseNumberInput(text: string): number | null | undefined {
  const raw = text.trim();
  if (raw === "") return null;
  let s = raw.replace(/[\s\u00a0\u202f']/g, "");
  if (!/^[-+]?[\d.,]+$/.test(s)) return undefined;
  const sign = s[0] === "-" ? -1 : 1;
  s = s.replace(/^[-+]/, "");
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  let normalised: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const group = decimal === "," ? "." : ",";
    const [intPart, frac, ...rest] = s.split(decimal);
    if (rest.length) return undefined;
    if (!groupedOk(intPart, group)) return undefined;
    normalised = `${intPart.split(group).join("")}.${frac}`;
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? "," : ".";
    const parts = s.split(sep);
    if (parts.length === 2) normalised = `${parts[0]}.${parts[1]}`;
    else if (groupedOk(s, sep)) normalised = parts.join("");
    else return undefined;
  } else normalised = s;
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return undefined;
  const n = sign * Number(normalised);
  return Number.isFinite(n) ? n : undefined;
}

/** '1.234.567' with '.' as the group separator: groups of three after the first. */
function groupedOk(intPart: string, group: string): boolean {
  if (!intPart.includes(group)) return /^\d*$/.test(intPart);
  return new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(intPart);
}

/**
 * A date as people type it or as it is printed ('19 april 2014', '19.04.2014', 'April 19, 2014', '7. Mai 2014'),
 * stored as ISO YYYY-MM-DD: the server's reading (src/domain/text/dates), day first where ambiguous. Null for
 * an empty input, undefined when it does not parse.
 */
export function parseDateInput(text: string): string | null | undefined {
  const raw = text.trim().replace(/\s+/g, " ");
  if (raw === "") return null;
  // An ISO timestamp the server may send ('2024-12-31T00:00:00.000Z') keeps its calendar day.
  const iso = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.exec(raw);
  return parseDate(iso ? iso[1] : raw) ?? undefined;
}

const TRUE_WORDS = ["true", "yes", "y", "1", "ja", "oui", "x", "✓"];
const FALSE_WORDS = ["false", "no", "n", "0", "nein", "non"];

export function parseBooleanInput(text: string): boolean | null | undefined {
  const raw = text.trim().toLowerCase();
  if (raw === "") return null;
  if (TRUE_WORDS.includes(raw)) return true;
  if (FALSE_WORDS.includes(raw)) return false;
  return undefined;
}

/** The typed value of a text for a data type (Master_Key, Value_List and String keep the text). */
export function parseInput(dataType: string | undefined, text: string): ParsedInput {
  switch (dataType) {
    case "Number": {
      const n = parseNumberInput(text);
      return n === undefined ? { ok: false, error: NUMBER_ERROR } : { ok: true, value: n };
    }
    case "Date": {
      const d = parseDateInput(text);
      return d === undefined ? { ok: false, error: DATE_ERROR } : { ok: true, value: d };
    }
    case "Boolean": {
      const b = parseBooleanInput(text);
      return b === undefined ? { ok: false, error: BOOLEAN_ERROR } : { ok: true, value: b };
    }
    default:
      return { ok: true, value: text === "" ? null : text };
  }
}

/** The text an input shows for a stored value. */
export function textOf(dataType: string | undefined, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (dataType === "Date" && typeof value === "string") return parseDateInput(value) ?? value;
  if (dataType === "Boolean") {
    const b = typeof value === "boolean" ? value : parseBooleanInput(String(value));
    return b === undefined || b === null ? String(value) : String(b);
  }
  return String(value);
}

/** No value: null, undefined or only blanks. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/** How a parsed date reads for people, to catch day/month mix-ups: '2024-02-01' → 'Thu, 1 Feb 2024'. */
export function readableDate(iso: string): string {
  const d = dayjs(iso, "YYYY-MM-DD", true);
  return d.isValid() ? d.format("ddd, D MMM YYYY") : "";
}
