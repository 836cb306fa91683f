/**
 * Pieces only half I's layouts draw (half I, FRESH2: written without reading the engine, the second held-out set):
 * a field with its concept's label, the seller's contact, bank and legal lines with half I's labels, rows of a table
 * that are not billed lines (a section's heading, a site's heading and subtotal), a masked IBAN and a VAT code.
 */
import type { Field } from "../blocks";
import type { Ctx } from "../context";
import { countryCode, digits } from "../countries";
import type { Line } from "../invoice";
import type { Fresh2Concept, Fresh2Optional } from "../vocab";
import { rng } from "../../classifyCorpus";

/** A header field: the concept's label (with the document's colon and capitals) and its value. */
export const fieldOf = (ctx: Ctx, key: string, concept: Fresh2Concept | Fresh2Optional, value: string): Field => ({
  key,
  label: ctx.w.label(concept),
  value,
});

/** The seller's telephone, mail and (on some documents) web address, with half I's labels. */
export function contactsOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("phone")} ${s.phone}`,
    `${w.label("email")} ${s.email}`,
    ...(ctx.flag("i0Web", 0.5) ? [`${w.label("web")} ${s.web}`] : []),
  ];
}

/** The seller's bank: its name, IBAN (or account number) and BIC, with half I's labels. */
export function bankOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [`${w.label("bank")} ${s.bank}`, `${w.label("iban")} ${s.iban}`, `${w.label("bic")} ${s.bic}`];
}

/** The seller's VAT id, sometimes its tax number, its register entry and sometimes who manages it. */
export function legalsOf(ctx: Ctx, o: { register?: boolean } = {}): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("vatId")} ${s.vatId}`,
    ...(ctx.flag("i0TaxNo", 0.35) ? [`${w.label("taxNo")} ${s.taxNo}`] : []),
    ...(o.register === false ? [] : [`${w.label("register")} ${s.register}`]),
    ...(ctx.flag("i0Manager", 0.4) ? [`${w.label("manager")} ${s.manager}`] : []),
  ];
}

/** A row of a line table that bills nothing: a heading (a section, a site) or a subtotal with its amount. */
export interface PseudoRow {
  kind: "head" | "sum";
  text: string;
  amount: number;
}

const PSEUDO = new WeakMap<Line, PseudoRow>();

/** A line object standing for a row that bills nothing (its amount is 0, so the carried sum stays right). */
export function pseudoLine(row: PseudoRow): Line {
  const l: Line = { description: row.text, detail: null, qty: 0, unit: "", price: 0, amount: 0, rate: 0 };
  PSEUDO.set(l, row);
  return l;
}

export const pseudoOf = (l: Line): PseudoRow | undefined => PSEUDO.get(l);

/** The buyer's IBAN as a direct debit notice masks it ('DE12 **** **** 4711'), drawn from the buyer's name. */
export function maskedIban(ctx: Ctx): string {
  let h = 2166136261;
  for (const ch of ctx.inv.buyer.name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const r = rng(h >>> 0);
  const cc = countryCode(ctx.inv.country);
  if (cc === "US") return `****${digits(r, 4)}`;
  if (cc === "GB") return `****${digits(r, 4)} (${digits(r, 2)}-${digits(r, 2)}-${digits(r, 2)})`;
  return `${cc}${digits(r, 2)} **** **** ${digits(r, 4)}`;
}
