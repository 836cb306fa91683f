/**
 * Pieces only half J's layouts draw: a field with its concept's label, the seller's contacts, bank and legal details
 * with half J's labels, a page's label, the currency's ISO code, and the formats each layout's issuers print in its
 * country (restyle: a Swiss 1'234.50, an Austrian 'EUR 1.234,50', a Dutch '€ 1.234,50', dates in figures or words).
 */
import type { Rng } from "../../classifyCorpus";
import type { Field } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import type { Style } from "../format";
import type { Dev7Concept } from "../vocab";

/** A header field: the concept's label (with the document's colon and capitals) and its value. */
export const field = (ctx: Ctx, key: string, concept: Dev7Concept, value: string): Field => ({
  key,
  label: ctx.w.label(concept),
  value,
});

/** The money of a document, signed as it prints its amounts. */
export const signed = (ctx: Ctx) => (cents: number) => ctx.f.money(ctx.inv.sign * cents);

/** The seller's telephone, mail and (on some documents) web address. */
export function contactOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("phone")} ${s.phone}`,
    `${w.label("email")} ${s.email}`,
    ...(ctx.flag("j7Web", 0.5) ? [`${w.label("web")} ${s.web}`] : []),
  ];
}

/** The seller's bank: the bank's name, IBAN and BIC. */
export function bankOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [`${w.label("bank")} ${s.bank}`, `${w.label("iban")} ${s.iban}`, `${w.label("bic")} ${s.bic}`];
}

/** The seller's VAT id (where it charges VAT), its tax number on some, and its register entry where it has one. */
export function legalOf(ctx: Ctx, o: { vat?: boolean; register?: boolean } = {}): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    ...(o.vat === false ? [] : [`${w.label("vatId")} ${s.vatId}`]),
    ...(ctx.flag("j7TaxNo", 0.3) || o.vat === false ? [`${w.label("taxNo")} ${s.taxNo}`] : []),
    ...(o.register === false ? [] : [`${w.label("register")} ${s.register}`]),
  ];
}

/** 'Page p of n' with half J's wording. */
export const pageText = (ctx: Ctx, page: number, pages: number) =>
  ctx.w.fill("page", { p: String(page), n: String(pages) });

/** The currency's ISO code for the document's country. */
export const currencyCode = (ctx: Ctx) => (countryCode(ctx.inv.country) === "CH" ? "CHF" : "EUR");

/** Half J's country as its drawn style shows it: Swiss numbers, Austrian months, else German or Dutch. */
export function styleCountry(style: Style): "DE" | "AT" | "CH" | "NL" {
  if (style.numbers.decimal === ".") return "CH";
  if (style.months[0] === "Jänner") return "AT";
  return style.months[0] === "januari" ? "NL" : "DE";
}

/** The formats a layout's issuers print, per country: dates, money, numbers; the rest of the style is kept. */
export interface Formats {
  dates: string[];
  money: string[];
  grouped?: boolean;
  negative?: Style["negative"][];
  colon?: number;
  upper?: number;
  onLines?: number;
}

export function restyled(per: Record<"DE" | "AT" | "CH" | "NL", Formats>) {
  return (style: Style, r: Rng): Style => {
    const f = per[styleCountry(style)];
    const swiss = styleCountry(style) === "CH";
    return {
      ...style,
      datePattern: r.pick(f.dates),
      money: r.pick(f.money),
      numbers: swiss
        ? { group: f.grouped === false ? "" : "'", decimal: "." }
        : { group: f.grouped === false ? "" : ".", decimal: "," },
      negative: f.negative ? r.pick(f.negative) : "minus",
      colon: f.colon === undefined ? style.colon : r.chance(f.colon),
      upperLabels: f.upper === undefined ? false : r.chance(f.upper),
      moneyOnLines: f.onLines === undefined ? style.moneyOnLines : r.chance(f.onLines),
      rateDecimals: false,
    };
  };
}
