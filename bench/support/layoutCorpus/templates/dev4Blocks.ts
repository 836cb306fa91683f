/**
 * Pieces only half F's layouts draw: a field with its concept's label, dates written out (a weekday, an ordinal,
 * '1er'), amounts in words (French, Italian, Spanish), prices to four places, a printed code (a QR code is a
 * picture: it draws no text), the references a payment slip carries (a Swiss QR reference, an RF creditor
 * reference, a Belgian structured communication, a Dutch payment reference) and the slips themselves: the Swiss
 * QR-bill, the German, Austrian, Belgian and Luxembourg transfer forms, the Italian postal slip, the British bank
 * giro credit, and a coupon to send back elsewhere.
 */
import type { Field } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import { qrIban } from "../dev4Data";
import { AT_TRANSFER, BE_TRANSFER, DE_TRANSFER, GIRO, IT_BOLLETTINO, LU_TRANSFER, QR_BILL } from "../dev4Items";
import type { Sheet, TextOptions } from "../sheet";
import type { Concept, Dev4Concept, Dev4Optional, Language } from "../vocab";

/** A header field: the concept's label (with the document's colon and capitals) and its value. */
export const field = (ctx: Ctx, key: string, concept: Concept | Dev4Concept | Dev4Optional, value: string): Field => ({
  key,
  label: ctx.w.label(concept),
  value,
});

const MM = 72 / 25.4;
/** Millimetres in points (payment slips are specified in millimetres). */
export const mm = (n: number) => n * MM;

const WEEKDAYS: Record<Language, string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  de: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
  fr: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
  nl: ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"],
  it: ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"],
  es: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
};

const ordinal = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th"}`;

/** A date written out as a letter writes it: '3rd March 2025', 'lundi 1er mars 2025', 'Montag, 3. März 2025'. */
export function longDate(ctx: Ctx, d: Date, weekday = false): string {
  const lang = ctx.inv.language;
  const day = d.getUTCDate();
  const month = ctx.f.style.months[d.getUTCMonth()];
  const year = d.getUTCFullYear();
  const wd = WEEKDAYS[lang][d.getUTCDay()];
  const us = countryCode(ctx.inv.country) === "US";
  switch (lang) {
    case "en":
      if (us) return `${weekday ? `${wd}, ` : ""}${month} ${day}, ${year}`;
      return `${weekday ? `${wd}, ` : ""}${ordinal(day)} ${month} ${year}`;
    case "de":
      return `${weekday ? `${wd}, ` : ""}${day}. ${month} ${year}`;
    case "fr":
      return `${weekday ? `${wd} ` : ""}${day === 1 ? "1er" : day} ${month} ${year}`;
    case "nl":
      return `${weekday ? `${wd} ` : ""}${day} ${month} ${year}`;
    case "it":
      return `${weekday ? `${wd} ` : ""}${day === 1 ? "1°" : day} ${month} ${year}`;
    case "es":
      return `${weekday ? `${wd}, ` : ""}${day} de ${month} de ${year}`;
  }
}

/** A value in ten-thousandths of the currency printed to `places` places with the document's separators. */
export function fineNumber(ctx: Ctx, tenThousandths: number, places: number): string {
  const { group, decimal } = ctx.f.style.numbers;
  const scaled = Math.round(tenThousandths / 10 ** (4 - places));
  const whole = Math.floor(Math.abs(scaled) / 10 ** places);
  const fraction = String(Math.abs(scaled) % 10 ** places).padStart(places, "0");
  const text = `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group)}${places ? `${decimal}${fraction}` : ""}`;
  return scaled < 0 ? `-${text}` : text;
}

// ---------------------------------------------------------------------------------------------------------------
// Amounts in words.

const FR_UNITS = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
];

/** French numbers below a hundred; Belgium and Switzerland say 'septante' and 'nonante' (Switzerland 'huitante'). */
function fr99(n: number, variant: "fr" | "be" | "ch"): string {
  if (n < 17) return FR_UNITS[n];
  if (n < 20) return `dix-${FR_UNITS[n - 10]}`;
  const t = Math.floor(n / 10);
  const u = n % 10;
  const tens: Record<number, string> = { 2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante" };
  if (variant !== "fr") {
    tens[7] = "septante";
    tens[9] = "nonante";
    if (variant === "ch") tens[8] = "huitante";
  }
  if (tens[t]) return u === 0 ? tens[t] : u === 1 ? `${tens[t]} et un` : `${tens[t]}-${FR_UNITS[u]}`;
  if (t === 7) return u === 1 ? "soixante et onze" : `soixante-${fr99(10 + u, variant)}`;
  if (t === 8) return u === 0 ? "quatre-vingts" : `quatre-vingt-${FR_UNITS[u]}`;
  return `quatre-vingt-${fr99(10 + u, variant)}`;
}

function fr999(n: number, variant: "fr" | "be" | "ch"): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const head = h === 0 ? "" : h === 1 ? "cent" : `${FR_UNITS[h]} cent${rest === 0 ? "s" : ""}`;
  if (rest === 0) return head;
  return head ? `${head} ${fr99(rest, variant)}` : fr99(rest, variant);
}

function frWords(n: number, variant: "fr" | "be" | "ch"): string {
  if (n === 0) return "zéro";
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(`${fr999(millions, variant)} million${millions > 1 ? "s" : ""}`);
  if (thousands)
    parts.push(thousands === 1 ? "mille" : `${fr999(thousands, variant).replace(/(cent|vingt)s$/, "$1")} mille`);
  if (rest) parts.push(fr999(rest, variant));
  return parts.join(" ");
}

const IT_UNITS = [
  "zero",
  "uno",
  "due",
  "tre",
  "quattro",
  "cinque",
  "sei",
  "sette",
  "otto",
  "nove",
  "dieci",
  "undici",
  "dodici",
  "tredici",
  "quattordici",
  "quindici",
  "sedici",
  "diciassette",
  "diciotto",
  "diciannove",
];
const IT_TENS = ["", "", "venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta", "ottanta", "novanta"];

function it99(n: number): string {
  if (n < 20) return IT_UNITS[n];
  const u = n % 10;
  const tens = IT_TENS[Math.floor(n / 10)];
  if (u === 0) return tens;
  return `${u === 1 || u === 8 ? tens.slice(0, -1) : tens}${IT_UNITS[u]}`;
}

function it999(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const head = h === 0 ? "" : h === 1 ? "cento" : `${IT_UNITS[h]}cento`;
  const tail = rest ? it99(rest) : "";
  return rest >= 80 && rest < 90 && head ? `${head.slice(0, -1)}${tail}` : `${head}${tail}`;
}

/** Italian numbers in one word ('milleduecentotrentaquattro'), a final 'tre' accented. */
function itWords(n: number): string {
  if (n === 0) return "zero";
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  let out = "";
  if (millions) out += millions === 1 ? "unmilione" : `${it999(millions)}milioni`;
  if (thousands) out += thousands === 1 ? "mille" : `${it999(thousands)}mila`;
  if (rest) out += it999(rest);
  return out.length > 3 ? out.replace(/tre$/, "tré") : out;
}

const ES_UNITS = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieciséis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
  "veinte",
  "veintiuno",
  "veintidós",
  "veintitrés",
  "veinticuatro",
  "veinticinco",
  "veintiséis",
  "veintisiete",
  "veintiocho",
  "veintinueve",
];
const ES_TENS = ["", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"];
const ES_HUNDREDS = [
  "",
  "ciento",
  "doscientos",
  "trescientos",
  "cuatrocientos",
  "quinientos",
  "seiscientos",
  "setecientos",
  "ochocientos",
  "novecientos",
];

const es99 = (n: number) =>
  n < 30 ? ES_UNITS[n] : `${ES_TENS[Math.floor(n / 10)]}${n % 10 ? ` y ${ES_UNITS[n % 10]}` : ""}`;
const es999 = (n: number) =>
  n === 100 ? "cien" : [ES_HUNDREDS[Math.floor(n / 100)], n % 100 ? es99(n % 100) : ""].filter(Boolean).join(" ");
/** 'uno' before a noun: 'veintiún mil', 'treinta y un euros'. */
const apocope = (s: string) => s.replace(/veintiuno$/, "veintiún").replace(/uno$/, "un");

function esWords(n: number): string {
  if (n === 0) return "cero";
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? "un millón" : `${apocope(es999(millions))} millones`);
  if (thousands) parts.push(thousands === 1 ? "mil" : `${apocope(es999(thousands))} mil`);
  if (rest) parts.push(es999(rest));
  return parts.join(" ");
}

/** The amount in words as the document's language writes it (French, Italian and Spanish invoices do). */
export function amountInWords(ctx: Ctx, cents: number): string {
  const { inv } = ctx;
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const rest = abs % 100;
  const cc = countryCode(inv.country);
  const chf = cc === "CH";
  switch (inv.language) {
    case "fr": {
      const variant = cc === "BE" ? "be" : chf ? "ch" : "fr";
      const [big, small] = chf ? ["franc", "centime"] : ["euro", "centime"];
      const head = `${frWords(units, variant)} ${big}${units > 1 ? "s" : ""}`;
      return rest ? `${head} et ${frWords(rest, variant)} ${small}${rest > 1 ? "s" : ""}` : head;
    }
    case "it":
      return `${chf ? "franchi" : "euro"} ${itWords(units)}/${String(rest).padStart(2, "0")}`;
    case "es": {
      const head = `${apocope(esWords(units))} euro${units === 1 ? "" : "s"}`;
      return rest ? `${head} con ${apocope(esWords(rest))} céntimo${rest === 1 ? "" : "s"}` : head;
    }
    default:
      return "";
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Payment references.

const numeric = (s: string) => s.replace(/\D/g, "");

function mod97(digitsAndLetters: string): number {
  const n = digitsAndLetters.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let mod = 0;
  for (const ch of n) mod = (mod * 10 + Number(ch)) % 97;
  return mod;
}

/** The Swiss QR reference: 26 digits (customer and invoice) and a recursive modulo-10 check digit, in groups. */
export function qrReference(ctx: Ctx): string {
  const body = `${numeric(ctx.inv.customerNo)}${numeric(ctx.inv.number)}`.slice(-20).padStart(26, "0");
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const ch of body) carry = table[(carry + Number(ch)) % 10];
  const ref = `${body}${(10 - carry) % 10}`;
  return `${ref.slice(0, 2)} ${ref
    .slice(2)
    .replace(/(.{5})/g, "$1 ")
    .trim()}`;
}

/** An ISO 11649 creditor reference ('RF18 5390 0754 7034') made of the invoice number's digits. */
export function rfReference(ctx: Ctx): string {
  const body = numeric(ctx.inv.number).replace(/^0+/, "") || "1";
  const check = String(98 - mod97(`${body}RF00`)).padStart(2, "0");
  return `RF${check}${body}`.replace(/(.{4})/g, "$1 ").trim();
}

/** A Belgian structured communication: ten digits and their modulo-97 check ('+++123/4567/89002+++'). */
export function structuredCommunication(ctx: Ctx): string {
  const body = `${numeric(ctx.inv.number)}${numeric(ctx.inv.customerNo)}`.slice(0, 10).padEnd(10, "0");
  const check = Number(BigInt(body) % 97n) || 97;
  const all = `${body}${String(check).padStart(2, "0")}`;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** A Dutch payment reference ('betalingskenmerk'): a check digit and fifteen digits, in groups of four. */
export function paymentReferenceNl(ctx: Ctx): string {
  const body = `${numeric(ctx.inv.customerNo)}${numeric(ctx.inv.number)}`.slice(-15).padStart(15, "0");
  const weights = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1];
  const sum = [...body].reverse().reduce((s, ch, i) => s + Number(ch) * weights[i % weights.length], 0);
  const c = 11 - (sum % 11);
  const all = `${c === 11 ? 0 : c === 10 ? 1 : c}${body}`;
  return all.replace(/(.{4})/g, "$1 ").trim();
}

/** A payment reference of digits (an Italian slip's code, a Spanish reference, an Austrian 'Zahlungsreferenz'). */
export const digitReference = (ctx: Ctx, length: number) =>
  `${numeric(ctx.inv.customerNo)}${numeric(ctx.inv.number)}`.slice(-length).padStart(length, "0");

/** The reference a document's slip carries, as its country writes it. */
export function slipReference(ctx: Ctx): string {
  switch (countryCode(ctx.inv.country)) {
    case "CH":
      return qrReference(ctx);
    case "BE":
      return structuredCommunication(ctx);
    case "NL":
      return paymentReferenceNl(ctx);
    case "DE":
    case "LU":
      return rfReference(ctx);
    case "AT":
      return digitReference(ctx, 12);
    case "IT":
      return digitReference(ctx, 18);
    case "ES":
      return digitReference(ctx, 13);
    default:
      return ctx.inv.customerNo;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing.

/** A two-dimensional code (a QR code or a Data Matrix) drawn as squares: a picture, no text. */
export function code2d(s: Sheet, x: number, top: number, size: number, seed: string, swissCross = false): void {
  const cells = 25;
  const c = size / cells;
  let h = 7;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const finder = (fx: number, fy: number) => {
    s.box(x + fx * c, top + fy * c, 7 * c, 7 * c, { fill: 0 });
    s.box(x + (fx + 1) * c, top + (fy + 1) * c, 5 * c, 5 * c, { fill: 1 });
    s.box(x + (fx + 2) * c, top + (fy + 2) * c, 3 * c, 3 * c, { fill: 0 });
  };
  for (let i = 0; i < cells; i++)
    for (let j = 0; j < cells; j++) {
      if ((i < 8 && j < 8) || (i > 16 && j < 8) || (i < 8 && j > 16)) continue;
      h = (Math.imul(h, 1103515245) + 12345) >>> 0;
      if ((h >>> 16) & 1) s.box(x + i * c, top + j * c, c, c, { fill: 0 });
    }
  finder(0, 0);
  finder(18, 0);
  finder(0, 18);
  if (swissCross) {
    const m = size / 2;
    const k = mm(7) * (size / mm(46));
    s.box(x + m - k / 2, top + m - k / 2, k, k, { fill: 1 });
    s.box(x + m - k / 2 + k * 0.08, top + m - k / 2 + k * 0.08, k * 0.84, k * 0.84, { fill: 0 });
    s.box(x + m - k * 0.1, top + m - k * 0.3, k * 0.2, k * 0.6, { fill: 1 });
    s.box(x + m - k * 0.3, top + m - k * 0.1, k * 0.6, k * 0.2, { fill: 1 });
  }
}

/** A dashed cutting line across the page at `top`. */
export function cutLine(s: Sheet, x1: number, x2: number, top: number): void {
  for (let x = x1; x < x2; x += 6) s.rule(x, top, Math.min(x + 3, x2), 0.5, 0.3);
}

/** A caption over a value (a form's field); returns the bottom. */
function captioned(
  s: Sheet,
  caption: string,
  values: string[],
  x: number,
  top: number,
  width: number,
  o: { size?: number; bold?: boolean } = {},
): number {
  const size = o.size ?? s.size - 1;
  s.text(caption, x, top, { size: size - 1.5, bold: o.bold, maxWidth: width });
  return s.lines(values, x, top + size * 1.15, { size, maxWidth: width }, 1.2);
}

/** A boxed form field: a small caption in the box's corner, the value inside. */
function formBox(
  s: Sheet,
  caption: string,
  value: string,
  x: number,
  top: number,
  width: number,
  o: { align?: TextOptions["align"]; bold?: boolean; tint?: [number, number, number] } = {},
): number {
  const h = s.size * 2.6;
  s.box(x, top, width, h, o.tint ? { tint: o.tint } : { border: 0.5 });
  s.text(caption, x + 3, top + 2, { size: s.size - 3, grey: 0.3, maxWidth: width - 6 });
  const at = o.align === "right" ? x + width - 4 : x + 4;
  s.text(value, at, top + s.size * 1.25, { align: o.align, bold: o.bold, maxWidth: width - 8 });
  return top + h;
}

/** The payer's block: the buyer's name and address. */
const payerLines = (ctx: Ctx) => [ctx.inv.buyer.name, ...ctx.inv.buyer.lines];
const payeeLines = (ctx: Ctx) => [ctx.inv.seller.name, ...ctx.inv.seller.lines];

/** The Swiss QR-bill's amount: thousands by a space, two decimals with a point ('1 234.50'). */
export const qrAmount = (cents: number) =>
  `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ")}.${String(cents % 100).padStart(2, "0")}`;

/** The height a slip takes at the bottom of the page. */
export const SLIP_HEIGHT = mm(105);

/** The Swiss QR-bill: a receipt (62 mm) and the payment part, 105 mm high at the foot of the page. */
function qrBill(ctx: Ctx, s: Sheet, amount: number): void {
  const lang = ctx.inv.language === "nl" || ctx.inv.language === "es" ? "en" : ctx.inv.language;
  const t = QR_BILL[lang];
  const top = s.height - SLIP_HEIGHT;
  const left = mm(5);
  const mid = mm(62);
  const account = [qrIban(ctx.inv), ...payeeLines(ctx)];
  const reference = qrReference(ctx);
  const payer = payerLines(ctx);
  cutLine(s, 0, s.width, top);
  s.text(t.separate, s.width / 2, top - s.size * 1.1, { size: s.size - 3, align: "center", grey: 0.35 });
  for (let y = top; y < s.height; y += 6) s.vrule(mid, y, Math.min(y + 3, s.height), 0.5, 0.3);
  const size = 8;
  // The receipt.
  s.text(t.receipt, left, top + mm(5), { bold: true, size: 11 });
  let y = captioned(s, t.account, account, left, top + mm(12), mid - left - mm(5), { size: size - 0.5, bold: true });
  y = captioned(s, t.reference, [reference], left, y + 3, mid - left - mm(5), { size: size - 0.5, bold: true });
  captioned(s, t.payableBy, payer, left, y + 3, mid - left - mm(5), { size: size - 0.5, bold: true });
  const amountTop = top + mm(68);
  s.text(t.currency, left, amountTop, { size: 6, bold: true });
  s.text("CHF", left, amountTop + 9, { size: 8 });
  s.text(t.amount, left + mm(13), amountTop, { size: 6, bold: true });
  s.text(qrAmount(amount), left + mm(13), amountTop + 9, { size: 8 });
  s.text(t.acceptance, mid - mm(5), top + mm(82), { size: 6, bold: true, align: "right" });
  // The payment part.
  const px = mid + mm(5);
  s.text(t.paymentPart, px, top + mm(5), { bold: true, size: 11 });
  code2d(s, px, top + mm(17), mm(46), `${ctx.inv.number}${amount}`, true);
  s.text(t.currency, px, top + mm(68), { size: 8, bold: true });
  s.text("CHF", px, top + mm(68) + 11, { size: 10 });
  s.text(t.amount, px + mm(14), top + mm(68), { size: 8, bold: true });
  s.text(qrAmount(amount), px + mm(14), top + mm(68) + 11, { size: 10 });
  const ix = mid + mm(56);
  const iw = s.width - ix - mm(5);
  y = captioned(s, t.account, account, ix, top + mm(5), iw, { size: 10, bold: true });
  y = captioned(s, t.reference, [reference], ix, y + 4, iw, { size: 10, bold: true });
  const info = ctx.w.fill("slipPurpose", { number: ctx.inv.number });
  y = captioned(s, t.info, [info], ix, y + 4, iw, { size: 10, bold: true });
  captioned(s, t.payableBy, payer, ix, y + 4, iw, { size: 10, bold: true });
}

/** Euro amount split as a form's boxes want it: euros and cents apart ('1234' | '56'). */
const euroCent = (cents: number) => [String(Math.floor(cents / 100)), String(cents % 100).padStart(2, "0")];

/** The German SEPA transfer form, pre-filled, in the form's red. */
function germanTransfer(ctx: Ctx, s: Sheet, amount: number): void {
  const t = DE_TRANSFER;
  const top = s.height - SLIP_HEIGHT + mm(4);
  const x = mm(12);
  const w = s.width - x - mm(12);
  const tint: [number, number, number] = [0.99, 0.9, 0.88];
  cutLine(s, 0, s.width, top - mm(4));
  s.text(t.title, x, top, { bold: true, size: s.size + 1 });
  s.text(t.bank, x + w * 0.45, top, { size: s.size - 3, grey: 0.3 });
  s.text(`${t.bic} ${ctx.inv.seller.bic}`, x + w, top + s.size * 1.2, { size: s.size - 2, align: "right" });
  let y = top + s.size * 2.6;
  const amountText = ctx.flag("f4Stars", 0.3)
    ? `***${ctx.f.money(amount, false)}`
    : ctx.f.money(amount, false).replace(/[.\s']/g, "");
  y = formBox(s, t.payee, ctx.inv.seller.name, x, y, w, { tint });
  y = formBox(s, t.iban, ctx.inv.seller.iban.replace(/\s/g, ""), x, y + 2, w, { tint });
  y = formBox(s, t.payeeBic, ctx.inv.seller.bic, x, y + 2, w * 0.6, { tint });
  formBox(s, t.amount, amountText, x + w * 0.62, y - s.size * 2.6, w * 0.38, { tint, align: "right", bold: true });
  y = formBox(
    s,
    t.purpose,
    `${rfReference(ctx)}  ${ctx.w.fill("slipPurpose", { number: ctx.inv.number })}`,
    x,
    y + 2,
    w,
    {
      tint,
    },
  );
  y = formBox(s, t.purpose2, ctx.inv.customerNo, x, y + 2, w, { tint });
  y = formBox(s, t.payer, `${ctx.inv.buyer.name}, ${ctx.inv.buyer.town}`, x, y + 2, w, { tint });
  y = formBox(s, t.iban, "", x, y + 2, w * 0.75, { tint });
  formBox(s, t.date, "", x + w * 0.77, y - s.size * 2.6, w * 0.23, { tint });
  s.text(t.signature, x, y + 4, { size: s.size - 3, grey: 0.3 });
  code2d(s, s.width - mm(34), s.height - mm(30), mm(22), `${ctx.inv.number}${amount}`);
}

/** The Austrian transfer form, the order confirmation strip on the left. */
function austrianTransfer(ctx: Ctx, s: Sheet, amount: number): void {
  const t = AT_TRANSFER;
  const top = s.height - SLIP_HEIGHT + mm(4);
  const strip = mm(50);
  const x = strip + mm(6);
  const w = s.width - x - mm(8);
  const tint: [number, number, number] = [1, 0.95, 0.85];
  cutLine(s, 0, s.width, top - mm(4));
  s.vrule(strip, top, s.height - mm(4), 0.5, 0.4);
  s.text(t.receipt, mm(6), top, { bold: true, size: s.size - 1 });
  let ly = top + s.size * 2;
  for (const [caption, value] of [
    [t.payee, ctx.inv.seller.name],
    [t.iban, ctx.inv.seller.iban],
    [t.amount, `${t.currency} ${ctx.f.money(amount, false)}`],
    [t.reference, digitReference(ctx, 12)],
  ]) {
    ly = captioned(s, caption, [value], mm(6), ly, strip - mm(10), { size: s.size - 1.5 }) + 4;
  }
  s.text(t.title, x, top, { bold: true, size: s.size + 1 });
  let y = top + s.size * 2.2;
  y = formBox(s, t.payee, ctx.inv.seller.name, x, y, w, { tint });
  y = formBox(s, t.iban, ctx.inv.seller.iban, x, y + 2, w, { tint });
  y = formBox(s, t.bic, ctx.inv.seller.bic, x, y + 2, w * 0.55, { tint });
  formBox(s, t.currency, "EUR", x + w * 0.57, y - s.size * 2.6, w * 0.1, { tint });
  formBox(s, t.amount, ctx.f.money(amount, false), x + w * 0.69, y - s.size * 2.6, w * 0.31, {
    tint,
    align: "right",
    bold: true,
  });
  y = formBox(s, t.reference, digitReference(ctx, 12), x, y + 2, w, { tint });
  y = formBox(s, t.purpose, ctx.w.fill("slipPurpose", { number: ctx.inv.number }), x, y + 2, w, { tint });
  y = formBox(s, t.payerIban, "", x, y + 2, w, { tint });
  y = formBox(s, t.payer, ctx.inv.buyer.name, x, y + 2, w, { tint });
  s.text(t.signature, x, y + 4, { size: s.size - 3, grey: 0.3 });
}

/** The Belgian transfer form: bilingual captions, euros and cents in boxes of their own. */
function belgianTransfer(ctx: Ctx, s: Sheet, amount: number): void {
  const dutchFirst = ctx.inv.language === "nl";
  const cap = (key: string) => {
    const [fr, nl] = BE_TRANSFER[key];
    return dutchFirst ? `${nl} / ${fr}` : `${fr} / ${nl}`;
  };
  const top = s.height - SLIP_HEIGHT + mm(4);
  const x = mm(12);
  const w = s.width - x - mm(12);
  cutLine(s, 0, s.width, top - mm(4));
  s.text(cap("title"), x, top, { bold: true, size: s.size + 1 });
  formBox(s, cap("date"), "", x + w * 0.6, top - 2, w * 0.4);
  let y = top + s.size * 3;
  const [euros, cents] = euroCent(amount);
  s.text(cap("amount"), x, y, { size: s.size - 2.5, grey: 0.3 });
  formBox(s, "EUR", euros, x + w * 0.3, y - 3, w * 0.3, { align: "right", bold: true });
  formBox(s, "CENT", cents, x + w * 0.61, y - 3, w * 0.12, { bold: true });
  y += s.size * 3;
  y = formBox(s, cap("payerAccount"), "", x, y, w);
  y = formBox(s, cap("payer"), `${ctx.inv.buyer.name}, ${ctx.inv.buyer.town}`, x, y + 2, w);
  y = formBox(s, cap("payeeAccount"), ctx.inv.seller.iban, x, y + 2, w * 0.66);
  formBox(s, cap("payeeBic"), ctx.inv.seller.bic, x + w * 0.68, y - s.size * 2.6, w * 0.32);
  y = formBox(s, cap("payee"), payeeLines(ctx).join(", "), x, y + 2, w);
  y = formBox(s, cap("message"), structuredCommunication(ctx), x, y + 2, w, { bold: true });
  s.text(cap("signature"), x, y + 4, { size: s.size - 3, grey: 0.3 });
}

/** A Luxembourg bank's transfer order. */
function luxembourgTransfer(ctx: Ctx, s: Sheet, amount: number): void {
  const t = LU_TRANSFER[ctx.inv.language === "de" ? "de" : "fr"];
  const top = s.height - SLIP_HEIGHT + mm(4);
  const x = mm(12);
  const w = s.width - x - mm(12);
  const tint: [number, number, number] = [0.9, 0.95, 1];
  cutLine(s, 0, s.width, top - mm(4));
  s.text(t.title, x, top, { bold: true, size: s.size + 1 });
  let y = top + s.size * 2.2;
  y = formBox(s, t.payee, payeeLines(ctx).join(", "), x, y, w, { tint });
  y = formBox(s, t.iban, ctx.inv.seller.iban, x, y + 2, w * 0.66, { tint });
  formBox(s, t.bic, ctx.inv.seller.bic, x + w * 0.68, y - s.size * 2.6, w * 0.32, { tint });
  y = formBox(s, t.currency, "EUR", x, y + 2, w * 0.15, { tint });
  formBox(s, t.amount, ctx.f.money(amount, false), x + w * 0.17, y - s.size * 2.6, w * 0.35, {
    tint,
    align: "right",
    bold: true,
  });
  y = formBox(
    s,
    t.message,
    `${rfReference(ctx)} - ${ctx.w.fill("slipPurpose", { number: ctx.inv.number })}`,
    x,
    y + 2,
    w,
    {
      tint,
    },
  );
  y = formBox(s, t.payer, `${ctx.inv.buyer.name}, ${ctx.inv.buyer.town}`, x, y + 2, w, { tint });
  y = formBox(s, t.payerIban, "", x, y + 2, w * 0.66, { tint });
  formBox(s, t.date, "", x + w * 0.68, y - s.size * 2.6, w * 0.32, { tint });
  s.text(t.signature, x, y + 4, { size: s.size - 3, grey: 0.3 });
}

/** The Italian postal slip: a receipt on the left, the part that goes to the account holder on the right. */
function bollettino(ctx: Ctx, s: Sheet, amount: number): void {
  const t = IT_BOLLETTINO;
  const top = s.height - SLIP_HEIGHT + mm(4);
  const split = mm(72);
  const account = ctx.once("f4PostalAccount", (r) => String(r.int(10000000, 99999999)));
  const words = amountInWords(ctx, amount).replace(/^euro /, "");
  const blue: [number, number, number] = [0.86, 0.92, 1];
  cutLine(s, 0, s.width, top - mm(4));
  s.box(0, top - mm(2), s.width, SLIP_HEIGHT - mm(4), { tint: blue });
  s.vrule(split, top, s.height - mm(4), 0.6, 0.3);
  const part = (x: number, w: number, title: string, full: boolean) => {
    s.text(title, x, top, { bold: true, size: s.size - 1.5, maxWidth: w - s.measure(t.brand, { bold: true }) - 8 });
    s.text(t.brand, x + w, top, { bold: true, size: s.size - 1, align: "right" });
    let y = top + s.size * 2;
    s.text(`${t.account} ${account}`, x, y, { size: s.size - 0.5, bold: true });
    s.text(`${t.amount} ${ctx.f.number(amount)}`, x + w, y, { size: s.size - 0.5, bold: true, align: "right" });
    y += s.size * 1.8;
    if (full) {
      s.text(`${t.words} ${words}`, x, y, { size: s.size - 1, maxWidth: w });
      y += s.size * 1.6;
    }
    y = captioned(s, t.holder, [ctx.inv.seller.name], x, y, w, { size: s.size - 1 }) + 3;
    y =
      captioned(s, t.purpose, [ctx.w.fill("slipPurpose", { number: ctx.inv.number })], x, y, w, {
        size: s.size - 1,
      }) + 3;
    y = captioned(s, t.payer, [ctx.inv.buyer.name], x, y, w, { size: s.size - 1 }) + 3;
    const street = ctx.inv.buyer.lines[ctx.inv.buyer.lines.length - 2] ?? "";
    y = captioned(s, t.street, [street], x, y, w, { size: s.size - 1 }) + 3;
    const [postcode, ...town] = (ctx.inv.buyer.lines.at(-1) ?? "").split(" ");
    s.text(`${t.postcode} ${postcode}`, x, y, { size: s.size - 1.5 });
    s.text(`${t.town} ${town.join(" ")}`, x + w * 0.35, y, { size: s.size - 1.5, maxWidth: w * 0.65 });
    if (!full) s.text(t.stamp, x, y + s.size * 2, { size: s.size - 3, grey: 0.3 });
    else s.text(`${t.type}   ${t.code} ${digitReference(ctx, 18)}`, x, y + s.size * 2, { size: s.size - 2 });
  };
  part(mm(5), split - mm(10), t.receipt, false);
  part(split + mm(5), s.width - split - mm(10), t.credit, true);
}

/** The British (and Irish) bank giro credit. */
function giroCredit(ctx: Ctx, s: Sheet, amount: number): void {
  const t = GIRO;
  const sign = countryCode(ctx.inv.country) === "IE" ? "€" : "£";
  const top = s.height - mm(80);
  const x = mm(10);
  const w = s.width - 2 * x;
  cutLine(s, 0, s.width, top - mm(4));
  s.text(t.title, x, top, { bold: true, size: s.size + 3 });
  s.text(t.date, x + w * 0.45, top, { size: s.size - 2 });
  s.text(t.cashier, x, top + s.size * 2.4, { size: s.size - 3, grey: 0.35 });
  const rows: [string, string][] = [
    [`${sign}${t.notes50}`, ""],
    [`${sign}${t.notes20}`, ""],
    [`${sign}${t.notes10}`, ""],
    [t.coins, ""],
    [t.cash, ""],
    [t.cheques, ""],
    [sign, ctx.f.number(amount)],
  ];
  let ry = top;
  const rx = x + w * 0.68;
  for (const [caption, value] of rows) {
    s.text(caption, rx, ry, { size: s.size - 2 });
    if (value) s.text(value, x + w, ry, { bold: true, align: "right" });
    s.rule(rx, ry + s.size * 1.3, x + w, 0.3, 0.5);
    ry += s.size * 1.6;
  }
  let y = top + s.size * 5;
  const sort = ctx.once("f4SortCode", (r) => `${r.int(10, 99)}-${r.int(10, 99)}-${r.int(10, 99)}`);
  y = formBox(s, t.code, sort, x, y, w * 0.3);
  y = formBox(s, t.bank, ctx.inv.seller.bank, x, y + 2, w * 0.64);
  y = formBox(s, t.account, ctx.inv.seller.iban.replace(/\s/g, "").slice(-8), x, y + 2, w * 0.4);
  formBox(s, t.reference, ctx.inv.customerNo, x + w * 0.42, y - s.size * 2.6, w * 0.22, { bold: true });
  y = formBox(s, t.paidBy, "", x, y + 2, w * 0.64);
  s.text(t.noMark, x, y + 6, { size: s.size - 3, grey: 0.35 });
}

/** A coupon to send back with the payment, its captions from the pools (France, the Netherlands, Spain, the US). */
function coupon(ctx: Ctx, s: Sheet, amount: number): void {
  const { w, inv, f } = ctx;
  const top = s.height - mm(75);
  const x = mm(14);
  const width = s.width - 2 * x;
  cutLine(s, 0, s.width, top - mm(4));
  s.text(w.word("slipDetach"), s.width / 2, top - mm(4) - s.size * 1.2, { size: s.size - 2.5, align: "center" });
  s.text(w.heading("slipTitle"), x, top, { bold: true, size: s.size + 1.5 });
  const left: Field[] = [
    field(ctx, "customerNo", "customerNo", inv.customerNo),
    { key: "number", label: w.label(inv.credit ? "creditNumber" : "number"), value: inv.number },
    field(ctx, "slipDeadline", "slipDeadline", f.date(inv.due)),
    field(ctx, "slipRef", "slipRef", slipReference(ctx)),
  ];
  let y = top + s.size * 2.2;
  for (const l of left) {
    s.text(l.label, x, y, { size: s.size - 1, maxWidth: width * 0.3 });
    s.text(l.value, x + width * 0.32, y, { bold: l.key === "number" });
    y += s.size * 1.5;
  }
  const bx = x + width * 0.6;
  const bw = width * 0.4;
  s.box(bx, top + s.size * 1.8, bw, s.size * 3, { border: 0.8 });
  s.text(w.label("slipAmount"), bx + 5, top + s.size * 2.2, { size: s.size - 1.5 });
  s.text(f.money(amount), bx + bw - 5, top + s.size * 3.3, { bold: true, size: s.size + 2, align: "right" });
  s.text(w.label("slipAmountPaid"), bx, top + s.size * 5.6, { size: s.size - 1.5 });
  s.rule(bx + s.measure(w.label("slipAmountPaid"), { size: s.size - 1.5 }) + 4, top + s.size * 6.6, bx + bw, 0.5);
  y = Math.max(y, top + s.size * 7.5) + 4;
  s.text(`${w.label("slipPayee")} ${inv.seller.name}`, x, y, { bold: true, maxWidth: width });
  s.lines(inv.seller.lines, x, y + s.size * 1.4, { size: s.size - 1 });
  s.lines(payerLines(ctx), bx, y, { size: s.size - 1, maxWidth: bw });
}

/** The slip of the document's country at the foot of the page (nothing on a credit note). */
export function paymentSlip(ctx: Ctx, s: Sheet, amount: number): void {
  const cc = countryCode(ctx.inv.country);
  if (cc === "CH") qrBill(ctx, s, amount);
  else if (cc === "DE") germanTransfer(ctx, s, amount);
  else if (cc === "AT") austrianTransfer(ctx, s, amount);
  else if (cc === "BE") belgianTransfer(ctx, s, amount);
  else if (cc === "LU") luxembourgTransfer(ctx, s, amount);
  else if (cc === "IT") bollettino(ctx, s, amount);
  else if (cc === "GB" || cc === "IE") giroCredit(ctx, s, amount);
  else coupon(ctx, s, amount);
}

/** A rectangular table of cells: widths, rows of text; the first row a heading; returns the bottom. */
export function grid(
  s: Sheet,
  x: number,
  top: number,
  widths: number[],
  rows: string[][],
  o: { heading?: boolean; shade?: number; boldLast?: boolean; size?: number; align?: ("left" | "right")[] } = {},
): number {
  const size = o.size ?? s.size;
  const h = size * 1.7;
  const width = widths.reduce((a, b) => a + b, 0);
  rows.forEach((cells, r) => {
    const y = top + r * h;
    const head = o.heading && r === 0;
    if (head && o.shade !== undefined) s.box(x, y, width, h, { fill: o.shade });
    s.box(x, y, width, h, { border: 0.4 });
    let cx = x;
    cells.forEach((c, i) => {
      if (i > 0) s.vrule(cx, y, y + h, 0.4, 0.4);
      const align = o.align?.[i] ?? (i === 0 ? "left" : "right");
      const at = align === "right" ? cx + widths[i] - 3 : cx + 3;
      const bold = head || (o.boldLast && r === rows.length - 1);
      s.text(c, at, y + (h - size) / 2, { size, bold, align, maxWidth: widths[i] - 6 });
      cx += widths[i];
    });
  });
  return top + rows.length * h;
}
