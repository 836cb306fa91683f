/**
 * Pieces only half H's layouts draw: a field with its concept's label, the seller's contacts, bank and legal details
 * with half H's labels, a page's label, the currency's ISO code, and a monospace printout's helpers (fixed-width
 * label columns, dashed rules drawn as text).
 */
import type { Field } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import type { Sheet, TextOptions } from "../sheet";
import type { Dev6Concept } from "../vocab";

/** A header field: the concept's label (with the document's colon and capitals) and its value. */
export const field = (ctx: Ctx, key: string, concept: Dev6Concept, value: string): Field => ({
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
    ...(ctx.flag("h6Web", 0.5) ? [`${w.label("web")} ${s.web}`] : []),
  ];
}

/** The seller's bank: the bank's name, IBAN (or account number) and BIC. */
export function bankOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [`${w.label("bank")} ${s.bank}`, `${w.label("iban")} ${s.iban}`, `${w.label("bic")} ${s.bic}`];
}

/** The seller's VAT id (where it charges VAT), sometimes its tax number, and its register entry where it has one. */
export function legalOf(ctx: Ctx, o: { vat?: boolean; register?: boolean } = {}): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    ...(o.vat === false ? [] : [`${w.label("vatId")} ${s.vatId}`]),
    ...(ctx.flag("h6TaxNo", 0.35) || o.vat === false ? [`${w.label("taxNo")} ${s.taxNo}`] : []),
    ...(o.register === false ? [] : [`${w.label("register")} ${s.register}`]),
  ];
}

/** 'Page p of n' with half H's wording. */
export const pageText = (ctx: Ctx, page: number, pages: number) =>
  ctx.w.fill("page", { p: String(page), n: String(pages) });

/** The currency's ISO code for the document's country. */
export function currencyCode(ctx: Ctx): string {
  const cc = countryCode(ctx.inv.country);
  return cc === "GB" ? "GBP" : cc === "US" ? "USD" : cc === "CH" ? "CHF" : "EUR";
}

/** A monospace font's character width at a size (Courier's advance is 0.6 em). */
export const charWidth = (size: number) => size * 0.6;

/** Text padded or cut to a width in characters, left- or right-aligned. */
export function col(text: string, width: number, align: "left" | "right" = "left"): string {
  const t = text.length > width ? text.slice(0, width) : text;
  return align === "left" ? t.padEnd(width) : t.padStart(width);
}

/** A rule of dashes (or equals signs) as a printer draws it, as wide as `chars` characters. */
export function dashes(s: Sheet, x: number, top: number, chars: number, o: TextOptions & { ch?: string } = {}) {
  s.text((o.ch ?? "-").repeat(chars), x, top, o);
}

/** Label/value lines in fixed columns: 'LABEL....: value'; returns the bottom. */
export function monoFields(
  s: Sheet,
  rows: [string, string][],
  x: number,
  top: number,
  labelChars: number,
  o: TextOptions = {},
): number {
  const size = o.size ?? s.size;
  for (const [label, value] of rows) {
    s.text(`${col(label, labelChars)}: ${value}`, x, top, o);
    top += size * 1.3;
  }
  return top;
}
