/**
 * Reads an amount or a number as printed on a document in the common locales:
 * 1,234.56 / 1.234,56 / 1 234,56 / 1'234.56 / -12.50 / (12.50) / 12.50- / € 12,50 / 12,50 EUR / $4.11 / Rs 1939.
 */

interface ParsedNumber {
  value: number;
  /** Digits after the decimal separator (0 for an integer). */
  decimals: number;
  /** ISO code of a currency symbol or code printed with the number, if any. */
  currency: string | null;
  /** The number ended with '%'. */
  percent: boolean;
}

interface NumberOptions {
  /** The document's decimal separator, used when one separator followed by three digits is ambiguous. */
  decimalSeparator?: "," | "." | null;
  /** The document writes its minus as the accountant's brackets ("(2,152.74)"); otherwise brackets are a remark. */
  bracketsNegative?: boolean;
}

/** An amount with its cents alone in brackets: "(2,152.74)", "(1.793,95)". */
export const BRACKETED_AMOUNT = /^\(\d{1,3}(?:[,.' ’]?\d{3})*[.,]\d{2}\)$/;

/** Currency symbols and words as printed, with their ISO code. Longest first where they overlap. */
export const CURRENCY_MARKS: [string, string][] = [
  ["us$", "USD"],
  ["usd", "USD"],
  ["eur", "EUR"],
  ["euro", "EUR"],
  ["euros", "EUR"],
  ["gbp", "GBP"],
  ["chf", "CHF"],
  ["inr", "INR"],
  ["jpy", "JPY"],
  ["cad", "CAD"],
  ["c$", "CAD"],
  ["ca$", "CAD"],
  ["aud", "AUD"],
  ["a$", "AUD"],
  ["au$", "AUD"],
  ["nzd", "NZD"],
  ["nz$", "NZD"],
  ["sgd", "SGD"],
  ["s$", "SGD"],
  ["hkd", "HKD"],
  ["hk$", "HKD"],
  ["mxn", "MXN"],
  ["mx$", "MXN"],
  ["brl", "BRL"],
  ["r$", "BRL"],
  ["zar", "ZAR"],
  ["ron", "RON"],
  ["clp", "CLP"],
  ["kč", "CZK"],
  ["sek", "SEK"],
  ["nok", "NOK"],
  ["dkk", "DKK"],
  ["pln", "PLN"],
  ["czk", "CZK"],
  ["huf", "HUF"],
  ["cny", "CNY"],
  ["rmb", "CNY"],
  ["rs.", "INR"],
  ["rs", "INR"],
  ["kr", "SEK"],
  ["zł", "PLN"],
  ["€", "EUR"],
  ["$", "USD"],
  ["£", "GBP"],
  ["¥", "JPY"],
  ["₹", "INR"],
];

const MARK_PATTERN = CURRENCY_MARKS.map(([mark]) => mark.replace(/[.$]/g, (c) => `\\${c}`))
  .sort((a, b) => b.length - a.length)
  .join("|");
const LEADING_MARK = new RegExp(`^(?:${MARK_PATTERN})(?![a-z])`, "i");
const TRAILING_MARK = new RegExp(`(?<![a-z])(?:${MARK_PATTERN})$`, "i");

export function currencyOfMark(mark: string): string | null {
  const lower = mark.toLowerCase();
  return CURRENCY_MARKS.find(([m]) => m === lower)?.[1] ?? null;
}

export function parseNumber(input: string, options: NumberOptions = {}): ParsedNumber | null {
  let s = input
    .normalize("NFKC")
    .replace(/[\u00a0\u2007\u2009\u202f]/g, " ")
    .trim();
  if (!s) return null;
  let negative = false;
  let currency: string | null = null;
  let percent = false;

  if (options.bracketsNegative && BRACKETED_AMOUNT.test(s)) negative = true;
  // Strip sign, brackets, currency and percent from both ends, in any order.
  for (let guard = 0; guard < 6; guard++) {
    const before = s;
    s = s.trim();
    // Brackets around an amount are more often a remark "(Rs 1939)" than an accounting minus.
    if (/^\(.*\)$/.test(s)) s = s.slice(1, -1);
    else if (/^\(/.test(s) && !s.includes(")")) s = s.slice(1);
    else if (/\)$/.test(s) && !s.includes("(")) s = s.slice(0, -1);
    if (/^[-−–]/.test(s)) {
      negative = true;
      s = s.slice(1);
    } else if (s.startsWith("+")) s = s.slice(1);
    if (/[-−–]$/.test(s) && /\d[-−–]$/.test(s)) {
      negative = true;
      s = s.slice(0, -1);
    }
    if (s.endsWith("%")) {
      percent = true;
      s = s.slice(0, -1);
    }
    const lead = LEADING_MARK.exec(s);
    if (lead) {
      currency ??= currencyOfMark(lead[0]);
      s = s.slice(lead[0].length);
    }
    const trail = TRAILING_MARK.exec(s);
    if (trail && trail.index > 0) {
      currency ??= currencyOfMark(trail[0]);
      s = s.slice(0, trail.index);
    }
    // A sentence goes on after an amount: "asciende a 2.047,50; con el IVA".
    s = s.replace(/^[:=\s]+|[\s*;]+$/g, "");
    if (s === before) break;
  }
  s = s.trim();
  if (!/^\d/.test(s) && !/^[.,]\d/.test(s)) return null;
  // Grouping with spaces or apostrophes: 1 234 567,89 / 1'234.50
  if (/^\d{1,3}([ '’]\d{3})+([.,]\d+)?$/.test(s)) s = s.replace(/[ '’]/g, "");
  if (!/^[\d.,]+$/.test(s)) return null;
  if (/[.,]{2}/.test(s) || /[.,]$/.test(s)) {
    // "12." or "12,-" style: a trailing separator means no decimals.
    if (/^\d[\d.,]*[.,]$/.test(s) && !/[.,]{2}/.test(s)) s = s.slice(0, -1);
    else return null;
  }

  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  let decimalSep: "." | "," | null = null;
  if (lastDot >= 0 && lastComma >= 0) {
    decimalSep = lastDot > lastComma ? "." : ",";
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? "." : ",";
    const count = s.split(sep).length - 1;
    const after = s.length - s.lastIndexOf(sep) - 1;
    if (count > 1) {
      decimalSep = null; // 1.234.567: grouping only
      if (!new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`).test(s)) return null;
    } else if (after === 3 && /^[1-9]\d{0,2}[.,]\d{3}$/.test(s)) {
      // 1,234 or 1.234: grouping unless the document writes decimals with this separator.
      decimalSep = options.decimalSeparator === sep ? sep : null;
    } else {
      decimalSep = sep;
    }
  }
  let integerPart = s;
  let fraction = "";
  if (decimalSep) {
    const at = s.lastIndexOf(decimalSep);
    integerPart = s.slice(0, at);
    fraction = s.slice(at + 1);
    if (!/^\d*$/.test(fraction)) return null;
  }
  const groupSep = decimalSep === "." ? "," : decimalSep === "," ? "." : s.includes(".") ? "." : ",";
  if (integerPart.includes(groupSep)) {
    if (!new RegExp(`^\\d{1,3}(\\${groupSep}\\d{3})+$`).test(integerPart)) return null;
    integerPart = integerPart.split(groupSep).join("");
  }
  if (!/^\d*$/.test(integerPart)) return null;
  const value = Number(`${integerPart || "0"}.${fraction || "0"}`);
  if (!Number.isFinite(value)) return null;
  return { value: negative ? -value : value, decimals: fraction.length, currency, percent };
}

/** The number as a plain value rounded to what was printed (no float noise: 0.1 + 0.2). */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** Math.min(Math.max(decimals, 0), 10);
  return Math.round(value * f) / f;
}
