/**
 * Typed values of an e-invoice: decimals kept as the sender's text, dates turned to ISO. A value
 * that does not fit its type is left out and told as a problem sentence, so one odd element never
 * costs the rest of the invoice.
 */
import type { DecimalText, IsoDate } from "./types";

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Collects problem sentences while an invoice is read. */
export class Problems {
  readonly list: string[] = [];
  add(sentence: string) {
    if (!this.list.includes(sentence)) this.list.push(sentence);
  }
}

/** A decimal as written (sign, digits, point); anything else is a problem and null. */
export function decimalOf(text: string | null, term: string, problems: Problems): DecimalText | null {
  if (text === null) return null;
  const compact = text.replace(/\s+/g, "");
  if (DECIMAL.test(compact)) return compact;
  problems.add(`${term} is not a number: "${shorten(text)}".`);
  return null;
}

/**
 * A date as EN 16931 allows it: CII's format 102 (YYYYMMDD) or UBL's ISO date (a time or zone
 * suffix is dropped). A real calendar day or a problem and null.
 */
export function dateOf(text: string | null, format: string | null, term: string, problems: Problems): IsoDate | null {
  if (text === null) return null;
  const compact = text.trim();
  let match: RegExpMatchArray | null = null;
  if (format === null || format === "102") match = compact.match(/^(\d{4})(\d{2})(\d{2})$/);
  if (!match && format === null) match = compact.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T+Z-].*)?$/);
  if (match && isCalendarDay(+match[1], +match[2], +match[3])) return `${match[1]}-${match[2]}-${match[3]}`;
  const how = format && format !== "102" ? ` (format ${format}, not a calendar date)` : "";
  problems.add(`${term} is not a date: "${shorten(compact)}"${how}.`);
  return null;
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 37)}...` : text);

/**
 * UNTDID 1001 document types that are credit notes (EN 16931's code list): the amounts are owed to
 * the buyer.
 */
const CREDIT_NOTE_CODES = new Set(["81", "83", "261", "262", "296", "308", "381", "396", "420", "458", "532"]);

export const isCreditNoteCode = (code: string | null) => code !== null && CREDIT_NOTE_CODES.has(code);

/** A name written over several lines in the XML ("Musterhafter\nVersicherungsverein") reads as one. */
export const oneLine = (text: string | null) => (text === null ? null : text.replace(/\s+/g, " "));
