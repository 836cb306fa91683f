/**
 * Reads a date as printed on a document and returns it as ISO YYYY-MM-DD:
 * 2014-08-03, 03.08.2014, 3/8/14, 03/20/2023, August 3, 2014, 3rd Aug 2014, 7. Mai 2014,
 * 19 april 2014, 02 Juillet 2015, 1er juillet 2015, 1° marzo 2023, 3-Aug-14, Monday, 3 August 2014 ...
 * Month names in English, German, French, Dutch, Spanish and Italian.
 */
import { fold } from "./fold";

interface DateOptions {
  /** How to read an ambiguous numeric date such as 03/04/2020. Default 'DMY'. */
  order?: "DMY" | "MDY" | null;
}

const MONTHS: Record<string, number> = {};
function months(names: string[][]): void {
  names.forEach((list, i) => list.forEach((name) => (MONTHS[name] = i + 1)));
}
months([
  [
    "january",
    "jan",
    "januar",
    "janvier",
    "janv",
    "januari",
    "enero",
    "ene",
    "gennaio",
    "gen",
    "jänner",
    "janner",
    "jaenner",
  ],
  ["february", "feb", "febr", "februar", "feber", "fevrier", "fevr", "fev", "februari", "febrero", "febbraio"],
  ["march", "mar", "marz", "maerz", "mrz", "mars", "maart", "mrt", "marzo"],
  ["april", "apr", "avril", "avr", "abril", "abr", "aprile"],
  ["may", "mai", "mei", "mayo", "maggio", "mag"],
  ["june", "jun", "juni", "juin", "junio", "giugno", "giu"],
  ["july", "jul", "juli", "juillet", "juil", "julio", "luglio", "lug"],
  ["august", "aug", "aout", "augustus", "agosto", "ago"],
  ["september", "sep", "sept", "septembre", "septiembre", "settembre", "set"],
  ["october", "oct", "oktober", "okt", "octobre", "octubre", "ottobre", "ott"],
  ["november", "nov", "novembre", "noviembre"],
  ["december", "dec", "dez", "dezember", "decembre", "diciembre", "dic", "dicembre"],
]);

const WEEKDAYS = new Set(
  [
    "monday mon tuesday tue tues wednesday wed thursday thu thurs friday fri saturday sat sunday sun",
    "montag mo dienstag di mittwoch mi donnerstag do freitag fr samstag sa sonntag so",
    "lundi mardi mercredi jeudi vendredi samedi dimanche",
    "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag",
    "lunes martes miercoles jueves viernes sabado domingo",
    "lunedi martedi mercoledi giovedi venerdi sabato domenica",
  ]
    .join(" ")
    .split(" "),
);

export function monthOfName(name: string): number | null {
  const key = fold(name).replace(/\.$/, "");
  return MONTHS[key] ?? null;
}

function iso(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function fullYear(text: string): number {
  const n = Number(text);
  if (text.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

export function parseDate(input: string, options: DateOptions = {}): string | null {
  const order = options.order ?? "DMY";
  let s = fold(input).trim();
  if (!s) return null;
  // Plain spacing around punctuation: "August 3 , 2014" → "august 3, 2014"
  s = s
    .replace(/\s+([,.])/g, "$1")
    .replace(/\s+/g, " ")
    .replace(/[,;.:]$/, "")
    .trim();

  // Numeric: YYYY-MM-DD (also with / or .), optionally followed by a time.
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[t ]\d{1,2}:\d{2}(?::\d{2})?.*)?$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  // Numeric: D.M.Y, D/M/Y, D-M-Y (and M/D/Y when the document says so or the numbers force it)
  m = /^(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?: \d{1,2}:\d{2}(?::\d{2})?.*)?$/.exec(s);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const year = fullYear(m[4]);
    if (a > 12 && b <= 12) return iso(year, b, a);
    if (b > 12 && a <= 12) return iso(year, a, b);
    // Dots are a day-first habit: no one who writes the month first separates with them.
    return order === "MDY" && m[2] !== "." ? iso(year, a, b) : iso(year, b, a);
  }
  // Compact YYYYMMDD is too easily a number; not read.

  // With a month name: drop a weekday in front ("Monday, 3 August 2014", "Mo., 3. Aug. 2014").
  const words = s.split(/[\s,]+/).filter(Boolean);
  if (words.length > 1 && WEEKDAYS.has(words[0].replace(/\.$/, ""))) words.shift();
  const rest = words.join(" ");

  // 3 August 2014, 3. Aug. 2014, 3rd of August 2014, 1er juillet 2015, 3-Aug-2014, 03-AUG-14
  // "of" and "de" only as words of their own: the "de" of "december" is the month's.
  m =
    /^(\d{1,2})(?:st|nd|rd|th|er|e|°|º|\.)?(?: of(?= )| de(?= ))?[ \-/.]?([\p{L}]+)\.?[ \-/.,]+(?:del? )?(\d{4}|\d{2})$/u.exec(
      rest,
    );
  if (m) {
    const month = monthOfName(m[2]);
    if (month) return iso(fullYear(m[3]), month, Number(m[1]));
  }
  // August 3, 2014 / Aug 3rd 2014 / Aug. 03 2014
  m = /^([\p{L}]+)\.?[ \-]?(\d{1,2})(?:st|nd|rd|th)?[ ,.\-]+(\d{4})$/u.exec(rest);
  if (m) {
    const month = monthOfName(m[1]);
    if (month) return iso(Number(m[3]), month, Number(m[2]));
  }
  // 2014 August 3 (rare)
  m = /^(\d{4})[ \-]([\p{L}]+)\.?[ \-](\d{1,2})$/u.exec(rest);
  if (m) {
    const month = monthOfName(m[2]);
    if (month) return iso(Number(m[1]), month, Number(m[3]));
  }
  return null;
}
