/**
 * The content blocks every layout draws in its own way: the header fields (the invoice's number and date among
 * distractors), the parties, the line table's columns and cells, the totals, the payment text and the seller's
 * contact, bank and legal details.
 */
import type { Ctx } from "./context";
import type { Line } from "./invoice";
import type { Language } from "./vocab";

export interface Field {
  key: string;
  label: string;
  value: string;
}

export interface Row {
  key: string;
  label: string;
  value: string;
  strong?: boolean;
}

const DISTRACTORS = [
  "customerNo",
  "orderNo",
  "deliveryDate",
  "dueDate",
  "deliveryNote",
  "orderDate",
  "contractNo",
  "servicePeriod",
] as const;

export const titleOf = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "creditTitle" : "title");
export const numberLabel = (ctx: Ctx) => ctx.w.label(ctx.inv.credit ? "creditNumber" : "number");

/** The number and date with 2 to 5 distractors (the corrected invoice always on a credit note). */
export function headerFields(ctx: Ctx, max = 7): Field[] {
  const { inv, f, w } = ctx;
  const chosen = ctx.once("distractors", (r) => r.some(DISTRACTORS, 2, 5));
  const value: Record<string, () => string> = {
    customerNo: () => inv.customerNo,
    orderNo: () => inv.orderNo,
    deliveryDate: () => f.date(inv.delivery),
    dueDate: () => f.date(inv.due),
    deliveryNote: () => inv.deliveryNote,
    orderDate: () => f.date(inv.order),
    contractNo: () => inv.contractNo,
    servicePeriod: () => `${f.date(inv.period[0])} - ${f.date(inv.period[1])}`,
  };
  const fields: Field[] = [
    { key: "number", label: numberLabel(ctx), value: inv.number },
    { key: "date", label: w.label("date"), value: f.date(inv.issue) },
    ...(inv.credit ? [{ key: "referenceInvoice", label: w.label("referenceInvoice"), value: inv.originalNumber }] : []),
    ...chosen.map((k) => ({ key: k, label: w.label(k), value: value[k]() })),
  ].slice(0, max);
  const order = ctx.once("fieldOrder", (r) => (r.chance(0.35) ? r.shuffle(fields.map((_, i) => i)) : null));
  return order ? order.filter((i) => i < fields.length).map((i) => fields[i]) : fields;
}

export const buyerLines = (ctx: Ctx) => [ctx.inv.buyer.name, ...ctx.inv.buyer.lines];

/** The seller's name and address on one line, as printed above a window envelope's address. */
export function returnAddress(ctx: Ctx): string {
  const s = ctx.inv.seller;
  const sep = ctx.pick("returnSep", [" · ", " | ", " - ", ", "]);
  return [s.name, ...s.lines].join(sep);
}

export function contactLines(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("phone")} ${s.phone}`,
    ...(s.fax ? [`${w.label("fax")} ${s.fax}`] : []),
    `${w.label("email")} ${s.email}`,
    ...(ctx.flag("web", 0.6) ? [`${w.label("web")} ${s.web}`] : []),
  ];
}

export function bankLines(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [`${w.label("bank")} ${s.bank}`, `${w.label("iban")} ${s.iban}`, `${w.label("bic")} ${s.bic}`];
}

export function legalLines(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("vatId")} ${s.vatId}`,
    ...(ctx.flag("taxNo", 0.4) ? [`${w.label("taxNo")} ${s.taxNo}`] : []),
    `${w.heading("register")} ${s.register}`,
    ...(ctx.flag("manager", 0.5) ? [`${w.label("manager")} ${s.manager}`] : []),
  ];
}

const ON: Record<Language, string> = { en: "on", de: "auf", fr: "sur", nl: "over", it: "su", es: "sobre" };

/** The totals block's rows, top to bottom; amounts signed as the document prints them. */
export function totalsRows(ctx: Ctx): Row[] {
  const { inv, f, w } = ctx;
  const m = (cents: number) => f.money(inv.sign * cents);
  const rows: Row[] = [];
  if (inv.discount || inv.shipping !== null) {
    rows.push({ key: "subtotal", label: w.label("subtotal"), value: m(inv.subtotal) });
    if (inv.discount)
      rows.push({
        key: "discount",
        label: w.label("discount", { rate: f.rate(inv.discount.rate) }),
        value: m(-inv.discount.amount),
      });
    if (inv.shipping !== null) rows.push({ key: "shipping", label: w.label("shipping"), value: m(inv.shipping) });
  }
  rows.push({ key: "net", label: w.label("net"), value: m(inv.net) });
  const withBase = ctx.flag("taxWithBase", 0.2);
  for (const t of inv.taxes) {
    const text = w.fill("tax", { rate: f.rate(t.rate) });
    const label = withBase ? `${text} ${ON[inv.language]} ${f.money(inv.sign * t.base, false)}` : text;
    rows.push({ key: `tax-${t.rate}`, label: w.styled(label), value: m(t.tax) });
  }
  if (inv.taxes.length > 1 && ctx.flag("taxTotal", 0.5))
    rows.push({ key: "taxTotal", label: w.label("taxTotal"), value: m(inv.taxTotal) });
  const totalConcept = inv.credit && ctx.flag("creditTotal", 0.5) ? "creditTotal" : "total";
  rows.push({ key: "total", label: w.label(totalConcept), value: m(inv.total), strong: true });
  if (inv.paid !== null) {
    const deduct = ctx.flag("paidNegative", 0.5);
    rows.push({ key: "paid", label: w.label("paid"), value: m(deduct ? -inv.paid : inv.paid) });
    rows.push({ key: "amountDue", label: w.label("amountDue"), value: m(inv.amountDue), strong: true });
  } else if (ctx.flag("amountDue", 0.2))
    rows.push({ key: "amountDue", label: w.label("amountDue"), value: m(inv.amountDue) });
  return rows;
}

/** Payment terms, an early-payment discount, a note and thanks, as the document chooses. */
export function paymentText(ctx: Ctx): string[] {
  const { inv, f, w } = ctx;
  const out = inv.credit ? [] : [w.fill("paymentTerms", { days: String(inv.paymentDays) })];
  if (inv.earlyPayment) {
    const e = inv.earlyPayment;
    out.push(w.fill("earlyPayment", { rate: f.rate(e.rate), date: f.date(e.until), amount: f.money(e.amount) }));
  }
  if (ctx.flag("note", 0.4)) out.push(w.word("note"));
  if (ctx.flag("thanks", 0.5)) out.push(w.word("thanks"));
  return out;
}

export type ColumnKey = "pos" | "desc" | "qty" | "price" | "vat" | "amount";

export interface Column {
  key: ColumnKey;
  heading: string;
  width: number;
  align: "left" | "right";
}

/** The line table's columns over `width` points; the description takes what the others leave. */
export function lineColumns(ctx: Ctx, width: number, narrow = false): Column[] {
  const w = ctx.w;
  const s = ctx.size;
  const keys: ColumnKey[] = narrow ? ["desc", "qty", "amount"] : ["desc", "qty", "price", "amount"];
  if (!narrow && ctx.flag("posColumn", 0.6)) keys.unshift("pos");
  if (!narrow && (ctx.inv.taxes.length > 1 || ctx.flag("vatColumn", 0.2))) keys.splice(keys.length - 1, 0, "vat");
  const widths: Record<ColumnKey, number> = {
    pos: s * 3,
    desc: 0,
    qty: s * 6.5,
    price: s * 8,
    vat: s * 5,
    amount: s * 8.5,
  };
  const concept = {
    pos: "colPos",
    desc: "colDesc",
    qty: "colQty",
    price: "colUnitPrice",
    vat: "colVat",
    amount: "colAmount",
  } as const;
  const fixed = keys.filter((k) => k !== "desc").reduce((sum, k) => sum + widths[k], 0);
  return keys.map((key) => ({
    key,
    heading: w.heading(concept[key]),
    width: key === "desc" ? width - fixed : widths[key],
    align: key === "desc" || key === "pos" ? "left" : "right",
  }));
}

export function lineCells(ctx: Ctx, line: Line, index: number): Record<ColumnKey, string> {
  const { f, inv } = ctx;
  const unit = ctx.flag("units", 0.6);
  return {
    pos: ctx.flag("posTens", 0.3) ? String((index + 1) * 10) : String(index + 1),
    desc: line.description,
    qty: unit ? `${f.quantity(line.qty)} ${line.unit}` : f.quantity(line.qty),
    price: f.lineMoney(line.price),
    vat: f.rate(line.rate),
    amount: f.lineMoney(inv.sign * line.amount),
  };
}
