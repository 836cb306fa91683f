/**
 * Reading a typed value from the words of a line, starting at a given word: an amount
 * ("€ 1.234,56", "1 234,56 EUR"), a date ("August 3 , 2014"), an identifier ("INV/2023/03/0008"),
 * a currency ("EUR", "$"), or plain text.
 */
import type { ValueKind } from "./concepts";
import type { Layout, Token } from "./layout";
import { CURRENCY_MARKS, currencyOfMark, parseNumber } from "./parseNumber";
import { monthOfName, parseDate } from "./parseDate";
import { fold, hasDigit, hasLetter, normToken } from "./text";

export interface ValueRead {
  value: string | number;
  tokens: Token[];
  /** 0 to 1: how much the printed form looks like a value of this kind. */
  quality: number;
  currency?: string | null;
  percent?: boolean;
  decimals?: number;
}

const ISO_CURRENCIES = new Set([
  "EUR",
  "USD",
  "GBP",
  "CHF",
  "INR",
  "JPY",
  "CAD",
  "AUD",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "CNY",
  "RUB",
  "BRL",
  "MXN",
  "ZAR",
  "SGD",
  "HKD",
  "NZD",
  "TRY",
  "AED",
  "SAR",
  "KRW",
  "RON",
  "BGN",
  "ILS",
  "THB",
  "MYR",
  "IDR",
  "PHP",
]);
const SYMBOLS = new Set(CURRENCY_MARKS.map(([m]) => m));

/** A token that only separates a label from its value (":", "-", "#", "n°", "No."). */
export function isSeparator(token: Token): boolean {
  const t = token.text.trim();
  if (/^[:=\-–—#*.|/>]+$/.test(t)) return true;
  const n = token.norm;
  // "Tax Invoice (Original) ID 2023051112": an ID mark before a number, like "No.".
  // "n.": numero, in Italian.
  return ["n°", "no", "nr", "nº", "#", "num", "nro", "id", "n"].includes(n) && !hasDigit(t);
}

/** The token is a currency code or symbol on its own ("EUR", "€", "Rs"). */
export function currencyOfToken(token: Token): string | null {
  const t = token.text.trim().replace(/[.:,]$/, "");
  if (ISO_CURRENCIES.has(t.toUpperCase()) && /^[A-Za-z]{3}$/.test(t)) return t.toUpperCase();
  if (SYMBOLS.has(t.toLowerCase())) return currencyOfMark(t);
  return null;
}

/** A currency mark, a sign or '%' beside an amount's digits; a minus may lead the mark ("-€ 12,50"). */
function currencyOrSign(token: Token): boolean {
  const text = token.text.trim();
  if (/^[(]?[%+\-–−][)]?[:.,;]?$/.test(text)) return true;
  return !!currencyOfToken(token) || (/^[-–−]\S/.test(text) && !!currencyOfToken({ ...token, text: text.slice(1) }));
}

/** The widest gap a space between digit groups leaves: a word space, which in a typewriter font is a whole character. */
const groupGap = (t: Token) => Math.max(0.75 * t.height, 1.2 * (t.width / Math.max(1, t.text.length)));

/** Gap between the end of a and the start of b, in points. */
const gap = (a: Token, b: Token) => b.x - (a.x + a.width);

function joinable(tokens: Token[], maxGapFactor: number): boolean {
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i].line !== tokens[i - 1].line) return false;
    if (gap(tokens[i - 1], tokens[i]) > maxGapFactor * Math.max(tokens[i].height, 4)) return false;
  }
  return true;
}

export function readAmount(tokens: Token[], start: number, layout: Layout, allowPercent = false): ValueRead | null {
  const options = { decimalSeparator: layout.decimalSeparator, bracketsNegative: layout.bracketsNegative };
  // Longest first: "€ 1 234,56", "EUR 34,73", "34,73 €", "$4.11"
  for (let len = Math.min(4, tokens.length - start); len >= 1; len--) {
    const slice = tokens.slice(start, start + len);
    if (len > 1 && !joinable(slice, 1.6)) continue;
    const digitTokens = slice.filter((t) => hasDigit(t.text));
    if (digitTokens.length === 0) continue;
    if (digitTokens.length > 1) {
      // Only a space-grouped number may span tokens: "1 234,56" with a narrow gap.
      if (digitTokens.length > 3) continue;
      const ok = digitTokens.every(
        (t, i) => i === 0 || (gap(digitTokens[i - 1], t) < groupGap(t) && /^\d{3}([.,]\d+)?[^\d]*$/.test(t.text)),
      );
      if (!ok || !/^[^\d]*\d{1,3}$/.test(digitTokens[0].text)) continue;
    }
    // Everything that is not a number must be a currency mark, a sign or '%' (with a colon: "22,00 %: 1.311,97").
    const others = slice.filter((t) => !hasDigit(t.text));
    if (others.some((t) => !currencyOrSign(t))) continue;
    const text = slice
      .map((t) => (hasDigit(t.text) ? t.text : t.text.trim().replace(/(?<=%)[:.,;]$/, "")))
      .join(" ")
      .replace(/(\d) (\d{3})/g, "$1$2");
    const parsed = parseNumber(text, options);
    if (!parsed) continue;
    if (parsed.percent && !allowPercent)
      return {
        value: parsed.value,
        tokens: slice,
        quality: 0,
        percent: true,
        currency: parsed.currency,
        decimals: parsed.decimals,
      };
    let quality = 0.6;
    if (parsed.decimals === 2) quality += 0.25;
    else if (parsed.decimals === 0) quality -= 0.15;
    else quality -= 0.2;
    if (parsed.currency) quality += 0.15;
    if (parsed.value < 0) quality -= 0.2;
    if (parsed.decimals === 0 && !parsed.currency && parsed.value >= 1900 && parsed.value <= 2100) quality -= 0.25;
    if (parsed.decimals === 0 && !parsed.currency && digitsOf(text) > 7) quality -= 0.4; // an identifier, not an amount
    return {
      value: parsed.value,
      tokens: slice,
      quality: Math.max(0.05, Math.min(1, quality)),
      currency: parsed.currency,
      percent: parsed.percent,
      decimals: parsed.decimals,
    };
  }
  return null;
}

const digitsOf = (text: string) => (text.match(/\d/g) ?? []).length;

const dateCache = new WeakMap<Token, ValueRead | null>();

/** A date starting at tokens[start] (cached per token: the same place is read many times). */
export function readDate(tokens: Token[], start: number, layout: Layout): ValueRead | null {
  const token = tokens[start];
  if (!token) return null;
  if (dateCache.has(token)) return dateCache.get(token)!;
  const read = readDateUncached(tokens, start, layout);
  dateCache.set(token, read);
  return read;
}

function startsDate(token: Token): boolean {
  return hasDigit(token.text) || monthOfName(token.text) !== null || WEEKDAY_START.test(token.norm);
}
const WEEKDAY_START =
  /^(mon|tue|wed|thu|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim|ma|wo|vr|za|zo|jue|vie|gio)/;

function readDateUncached(tokens: Token[], start: number, layout: Layout): ValueRead | null {
  if (!startsDate(tokens[start])) return null;
  for (let len = Math.min(6, tokens.length - start); len >= 1; len--) {
    const slice = tokens.slice(start, start + len);
    if (len > 1 && !joinable(slice, 1.5)) continue;
    if (!slice.some((t) => hasDigit(t.text))) continue;
    const iso = parseDate(slice.map((t) => t.text).join(" "), { order: layout.dateOrder });
    if (iso)
      return { value: iso, tokens: slice, quality: len === 1 && /^\d{4}-\d{2}-\d{2}$/.test(slice[0].text) ? 1 : 0.9 };
  }
  return null;
}

/**
 * "DOCDAT: 20250314": an EDI printout's date without separators, read only right after a date's label (elsewhere
 * eight digits are more often a number).
 */
export function readCompactDate(token: Token): ValueRead | null {
  const m = /^((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.exec(token.text.replace(/[.,;]$/, ""));
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  return parseDate(iso) === iso ? { value: iso, tokens: [token], quality: 0.8 } : null;
}

/** An identifier: one word with a digit in it (or a code in capitals), not a date or an amount. */
function readId(tokens: Token[], start: number, layout: Layout): ValueRead | null {
  const token = tokens[start];
  // A series in capitals before the number, a space apart: "FPR 1406/24", "RX 20931".
  const next = tokens[start + 1];
  if (/^[A-Z]{1,4}$/.test(token.text) && next && next.segment === token.segment && /^\d/.test(next.text)) {
    const number = readId(tokens, start + 1, layout);
    if (number && /^\d[\d/\-.]*$/.test(String(number.value)))
      return { value: `${token.text} ${number.value}`, tokens: [token, ...number.tokens], quality: number.quality };
  }
  // "7910 1289 5839": a number printed in groups of digits, a space apart, is one number.
  const groups = digitGroups(tokens, start);
  if (groups.length >= 3 || (groups.length === 2 && groups.every((t) => t.text.length === 4)))
    return { value: groups.map((t) => t.text).join(" "), tokens: groups, quality: 0.9 };
  const text = token.text.replace(/^[#:(\[]+|[.,;:)\]]+$/g, "");
  if (text.length < 2 && !/^\d$/.test(text)) return null;
  if (!/^[\p{L}\p{N}][\p{L}\p{N}/\-_.]*$/u.test(text)) return null;
  const digits = digitsOf(text);
  const upperCode = /^[A-Z][A-Z0-9\-_/]{3,}$/.test(text) && /[A-Z]{2}/.test(text);
  if (digits === 0 && !upperCode) return null;
  if (parseDate(text, { order: layout.dateOrder })) return null;
  if (/^\d{1,3}([.,]\d{3})*[.,]\d{2}$/.test(text)) return null; // an amount
  // One or two digits: mostly a quantity or a page number, but a small firm's invoices start at 1 ("Fattura n. 3");
  // never the day of a date written out ("14 March 2024").
  if (/^\d{1,2}$/.test(text))
    return readDate(tokens, start, layout) ? null : { value: text, tokens: [token], quality: 0.3 };
  let quality = 0.6;
  if (digits >= 4) quality += 0.2;
  if (text.length >= 5) quality += 0.1;
  if (digits === 0) quality -= 0.2;
  if (/^\p{L}+$/u.test(text)) quality -= 0.3;
  const code = suffixCode(tokens, start);
  if (code) return { value: `${text} ${code.text}`, tokens: [token, code], quality: Math.min(1, quality) };
  return { value: text, tokens: [token], quality: Math.min(1, quality) };
}

/**
 * "Nr. 1231/23 HN": a code of one to three capitals a word space after a number, ending its segment, is part of it
 * (a currency code is not).
 */
function suffixCode(tokens: Token[], start: number): Token | null {
  const token = tokens[start];
  const next = tokens[start + 1];
  if (!next || !/\d/.test(token.text) || !/^[A-Z]{1,3}$/.test(next.text) || currencyOfToken(next)) return null;
  if (next.segment !== token.segment || next.x - (token.x + token.width) > token.height) return null;
  const after = tokens[start + 2];
  return !after || after.segment !== next.segment ? next : null;
}

/** Groups of three or four digits a normal word space apart in one segment, from start. */
function digitGroups(tokens: Token[], start: number): Token[] {
  const out: Token[] = [];
  for (let i = start; i < tokens.length && /^\d{3,4}$/.test(tokens[i].text); i++) {
    const prev = out[out.length - 1];
    if (prev && (tokens[i].segment !== prev.segment || tokens[i].x - (prev.x + prev.width) > prev.height)) break;
    out.push(tokens[i]);
  }
  // "2 000 000" or "1 234,50" is an amount, not a number in groups.
  const next = tokens[start + out.length];
  if (next && next.segment === out[out.length - 1]?.segment && /^[.,]\d/.test(next.text)) return [];
  return out;
}

function readCurrency(tokens: Token[], start: number): ValueRead | null {
  const token = tokens[start];
  const code = currencyOfToken(token);
  if (code) return { value: code, tokens: [token], quality: /^[A-Z]{3}$/.test(token.text.trim()) ? 1 : 0.8 };
  const words = fold(token.text);
  if (/^(euro|euros)$/.test(words)) return { value: "EUR", tokens: [token], quality: 0.8 };
  if (/^dollars?$/.test(words)) return { value: "USD", tokens: [token], quality: 0.6 };
  return null;
}

function readPercent(tokens: Token[], start: number, layout: Layout): ValueRead | null {
  const read = readAmount(tokens, start, layout, true);
  if (!read || !read.percent) return null;
  return { ...read, quality: 0.9 };
}

/** Plain text: the words from start to the end of their segment (or until `stop`). */
/** 'Or' in the languages read, as a sentence goes on after a name. */
const OR_WORDS = new Set(["or", "ou", "oder", "o"]);

function readText(tokens: Token[], start: number, stop?: (t: Token) => boolean): ValueRead | null {
  const segment = tokens[start].segment;
  const taken: Token[] = [];
  for (let i = start; i < tokens.length && tokens[i].segment === segment; i++) {
    if (i > start && stop?.(tokens[i])) break;
    // "payable to J. Smith or pay by transfer": a sentence goes on after the value with 'or'.
    if (i > start && OR_WORDS.has(tokens[i].text)) break;
    taken.push(tokens[i]);
  }
  const text = taken
    .map((t) => t.text)
    .join(" ")
    .replace(/\s+([,.;:])/g, "$1")
    .replace(/[,;:]$/, "")
    .trim();
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return null;
  return { value: text, tokens: taken, quality: 0.6 };
}

export function readKind(
  kind: ValueKind,
  tokens: Token[],
  start: number,
  layout: Layout,
  stop?: (t: Token) => boolean,
): ValueRead | null {
  switch (kind) {
    case "amount":
      return readAmount(tokens, start, layout);
    case "percent":
      return readPercent(tokens, start, layout);
    case "date":
      return readDate(tokens, start, layout);
    case "id":
      return readId(tokens, start, layout);
    case "currency":
      return readCurrency(tokens, start);
    case "text":
      return readText(tokens, start, stop);
  }
}

/** Words that may sit between a label and its value ("Invoice Date: le 3 juin", "Date d'émission: du ..."). */
export const FILLER_WORDS = new Set([
  "le",
  "du",
  "am",
  "vom",
  "on",
  "of",
  "op",
  "de",
  "dated",
  "the",
  "is",
  "per",
  "van",
  "en",
  "in",
]);

export function isWord(token: Token): boolean {
  return hasLetter(token.text) && !hasDigit(token.text) && !currencyOfToken(token) && normToken(token.text).length > 0;
}
