/**
 * Pieces only half C's layouts draw: header fields with more of the references real invoices carry (project,
 * quotation, the buyer's VAT id, our supplier number, cost centre, payment reference, a contact person), dates in
 * long form, the totals and the date said in a sentence, and cells with the label above the value.
 */
import { numberLabel, type Field } from "../blocks";
import type { Ctx } from "../context";
import { countryCode, digits } from "../countries";
import { personName } from "../names";
import type { Sheet, TextOptions } from "../sheet";
import type { Language } from "../vocab";

/** The references and dates besides the document's own that halves C and D print in their headers. */
export const DISTRACTORS = [
  "customerNo",
  "orderNo",
  "orderDate",
  "deliveryDate",
  "deliveryNote",
  "dueDate",
  "contractNo",
  "servicePeriod",
  "projectNo",
  "quoteNo",
  "buyerVatId",
  "supplierNo",
  "costCentre",
  "paymentRef",
  "salesRep",
] as const;

export type Distractor = (typeof DISTRACTORS)[number];

const LONG_DATE: Record<Language, string> = {
  en: "{d} {MMMM} {yyyy}",
  de: "{d}. {MMMM} {yyyy}",
  fr: "{d} {MMMM} {yyyy}",
  nl: "{d} {MMMM} {yyyy}",
  it: "{d} {MMMM} {yyyy}",
  es: "{d} de {MMMM} de {yyyy}",
};

/** A date written out as in a letter ('3 March 2024', 'March 3, 2024', '3 de marzo de 2024'). */
export function longDate(ctx: Ctx, d: Date): string {
  const us = countryCode(ctx.inv.country) === "US";
  return ctx.f.date(d, us ? "{MMMM} {d}, {yyyy}" : LONG_DATE[ctx.inv.language]);
}

/** The document's dates in the header: its usual format, or written out where the issuer does so. */
export const headerDate = (ctx: Ctx, d: Date) => (ctx.flag("longDates", 0.3) ? longDate(ctx, d) : ctx.f.date(d));

function distractorValue(ctx: Ctx, key: Distractor): string {
  const { inv } = ctx;
  const y = inv.issue.getUTCFullYear();
  const values: Record<Distractor, () => string> = {
    customerNo: () => inv.customerNo,
    orderNo: () => inv.orderNo,
    orderDate: () => headerDate(ctx, inv.order),
    deliveryDate: () => headerDate(ctx, inv.delivery),
    deliveryNote: () => inv.deliveryNote,
    dueDate: () => headerDate(ctx, inv.due),
    contractNo: () => inv.contractNo,
    servicePeriod: () => `${ctx.f.date(inv.period[0])} – ${ctx.f.date(inv.period[1])}`,
    projectNo: () =>
      ctx.once("projectNo", (r) =>
        r.pick([`P${y % 100}-${r.int(100, 999)}`, `PRJ-${r.int(1000, 9999)}`, `${r.int(100, 999)}/${y}`]),
      ),
    quoteNo: () =>
      ctx.once("quoteNo", (r) => r.pick([`Q-${r.int(10000, 99999)}`, `AN${digits(r, 6)}`, `OF-${y}-${digits(r, 3)}`])),
    buyerVatId: () => ctx.once("buyerVatId", (r) => inv.country.vatId(r)),
    supplierNo: () =>
      ctx.once("supplierNo", (r) => r.pick([`${r.int(10000, 999999)}`, `L-${digits(r, 5)}`, `V${digits(r, 6)}`])),
    costCentre: () =>
      ctx.once("costCentre", (r) =>
        r.pick([`${r.int(1000, 9999)}`, `CC-${r.int(100, 999)}`, `${r.int(10, 99)}-${r.int(100, 999)}`]),
      ),
    paymentRef: () =>
      ctx.once("paymentRef", (r) =>
        inv.country.code.startsWith("BE")
          ? `+++${digits(r, 3)}/${digits(r, 4)}/${digits(r, 5)}+++`
          : r.pick([
              `RF${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 3)}`,
              `${inv.customerNo}/${digits(r, 4)}`,
            ]),
      ),
    salesRep: () => ctx.once("salesRep", (r) => personName(r, inv.language).full),
  };
  return values[key]();
}

/** The number and date among 2 to 6 references (the corrected invoice always on a credit note). */
export function freshFields(ctx: Ctx, max = 8): Field[] {
  const { inv, w } = ctx;
  const chosen = ctx.once("freshDistractors", (r) => r.some(DISTRACTORS, 2, 6));
  const fields: Field[] = [
    { key: "number", label: numberLabel(ctx), value: inv.number },
    { key: "date", label: w.label("date"), value: headerDate(ctx, inv.issue) },
    ...(inv.credit ? [{ key: "referenceInvoice", label: w.label("referenceInvoice"), value: inv.originalNumber }] : []),
    ...chosen.map((k) => ({ key: k, label: w.label(k), value: distractorValue(ctx, k) })),
  ].slice(0, max);
  const order = ctx.once("freshFieldOrder", (r) => (r.chance(0.3) ? r.shuffle(fields.map((_, i) => i)) : null));
  return order ? order.filter((i) => i < fields.length).map((i) => fields[i]) : fields;
}

/** A label as a cell's caption: no colon. */
export const caption = (label: string) => label.replace(/:$/, "");

/** The totals in one sentence: net, rate(s), the tax total and the total. */
export function totalsSentence(ctx: Ctx): string {
  const { inv, f, w } = ctx;
  const m = (cents: number) => f.money(inv.sign * cents);
  const rate = inv.taxes.map((t) => f.rate(t.rate)).join(" / ");
  return w.fill("totalSentence", { net: m(inv.net), rate, tax: m(inv.taxTotal), total: m(inv.total) });
}

/** The invoice's date in a sentence, with the order's or the delivery's date beside it, all written out. */
export function dateSentence(ctx: Ctx): string {
  const { inv, w } = ctx;
  return w.fill("dateSentence", {
    date: longDate(ctx, inv.issue),
    order: longDate(ctx, inv.order),
    delivery: longDate(ctx, inv.delivery),
  });
}

/** A bordered cell with a small caption on top and the value lines under it; returns nothing (cells are sized). */
export function cell(
  s: Sheet,
  x: number,
  top: number,
  w: number,
  h: number,
  label: string,
  lines: string[],
  o: TextOptions & { fill?: number } = {},
): void {
  s.box(x, top, w, h, { border: 0.35, fill: o.fill });
  s.text(caption(label), x + 4, top + 3, { size: s.size - 2, grey: 0.4, maxWidth: w - 8 });
  s.lines(lines, x + 4, top + 3 + s.size * 1.15, { ...o, maxWidth: w - 8 });
}

/** Label above value, one pair under another (a sidebar's references); returns the bottom. */
export function stackedFields(s: Sheet, fields: Field[], x: number, top: number, width: number): number {
  for (const f of fields) {
    s.text(caption(f.label).toUpperCase(), x, top, { size: s.size - 2.5, grey: 0.45, maxWidth: width });
    s.text(f.value, x, top + s.size, { bold: true, maxWidth: width });
    top += s.size * 2.6;
  }
  return top;
}
