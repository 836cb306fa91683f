/**
 * The five DEV4 layouts (half F), drawn from what issuers print without reading the engine: a utility's or a
 * telecom operator's bill (accounts and a meter on the right, a summary 'at a glance', a direct debit, the details
 * after), an invoice over its country's payment slip (the Swiss QR-bill, a SEPA transfer form, a postal slip, a
 * giro credit or a coupon), a French-style invoice with its legal mentions (the capital and company ids, the number
 * and the written date in one title line, line discounts, a VAT recap beside the totals, the amount in words), a
 * hotel folio (the stay in figures over small labels, postings night by night, a city tax outside VAT, paid by
 * card) and a wholesaler's invoice with a dense grid of abbreviated capitals and a VAT strip of one column per
 * rate. Its first run is an unseen measurement.
 */
import { bankLines, buyerLines, contactLines, legalLines, titleOf, type Field, type Row } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import {
  factureInvoice,
  isPerson,
  factureOf,
  hotelOf,
  hotelStay,
  slipInvoice,
  utilityBill,
  utilityOf,
  wholesaleOf,
  wholesaleOrder,
} from "../dev4Data";
import { PAYMENT_MODES } from "../dev4Items";
import { personName } from "../names";
import type { TableColumn, Template } from "../flow";
import type { Sheet, TextOptions } from "../sheet";
import {
  continuationHeader,
  margin,
  pageLabel,
  paragraphs,
  right,
  topY,
  totalsBlock,
  wrapped,
  type Rgb,
} from "./common";
import {
  amountInWords,
  field,
  fineNumber,
  grid,
  longDate,
  paymentSlip,
  SLIP_HEIGHT,
  slipReference,
} from "./dev4Blocks";

/** Rows of label (left at x) and value (right-aligned at `valueRight`); returns the bottom. */
function farRight(s: Sheet, rows: Field[], x: number, valueRight: number, top: number, o: TextOptions = {}): number {
  const lead = (o.size ?? s.size) * 1.5;
  for (const r of rows) {
    s.text(r.label, x, top, { ...o, maxWidth: valueRight - x - 165 });
    s.text(r.value, valueRight, top, { ...o, align: "right", maxWidth: 160 });
    top += lead;
  }
  return top;
}

/** The columns of a line table from keys, headings and widths; the description takes what is left. */
function tableColumns(width: number, specs: [string, string, number, "left" | "right"][]): TableColumn[] {
  const fixed = specs.filter(([key]) => key !== "desc").reduce((s, [, , w]) => s + w, 0);
  return specs.map(([key, heading, w, align]) => ({ key, heading, width: key === "desc" ? width - fixed : w, align }));
}

// ---------------------------------------------------------------------------------------------------------------
// A utility's or telecom operator's bill.

const UTILITY_TINTS: Rgb[] = [
  [0.0, 0.45, 0.3],
  [0.85, 0.4, 0.0],
  [0.1, 0.3, 0.65],
  [0.55, 0.1, 0.45],
];

/** A buyer's account as a bill masks it ('DE** **** **** **** **12 34'). */
function maskedAccount(ctx: Ctx): string {
  const cc = countryCode(ctx.inv.country);
  const tail = ctx.once("f4MaskTail", (r) => `${r.int(10, 99)} ${r.int(10, 99)}`);
  return `${cc === "US" || cc === "GB" ? "****" : cc}** **** **** **** **${tail}`;
}

/** The summary 'at a glance': what the bill asks for after instalments or an earlier balance. */
function glanceRows(ctx: Ctx): Row[] {
  const { inv, f, w } = ctx;
  const u = utilityOf(inv);
  const m = (cents: number) => f.money(cents);
  if (inv.credit)
    return [{ key: "credit", label: w.label("creditTotal"), value: m(inv.sign * inv.total), strong: true }];
  if (u.kind === "energy" && u.annual)
    return [
      { key: "cost", label: w.label("energyCost"), value: m(inv.total) },
      { key: "paid", label: w.label("instalmentsPaid"), value: m(-(inv.paid ?? 0)) },
      {
        key: "settle",
        label: w.label(inv.amountDue >= 0 ? "settlementDue" : "settlementCredit"),
        value: m(Math.abs(inv.amountDue)),
        strong: true,
      },
    ];
  if (u.kind === "energy")
    return [
      { key: "new", label: w.label("newCharges"), value: m(inv.total) },
      { key: "due", label: w.label("amountDue"), value: m(inv.amountDue), strong: true },
    ];
  return [
    { key: "previous", label: w.label("previousBalance"), value: m(u.previous) },
    { key: "received", label: w.label("paymentReceived"), value: m(-u.received) },
    { key: "new", label: w.label("newCharges"), value: m(inv.total) },
    { key: "due", label: w.label("amountDue"), value: m(inv.amountDue), strong: true },
  ];
}

/** What happens to the amount: a direct debit, a transfer asked for, or a credit paid back. */
function settlementText(ctx: Ctx): string[] {
  const { inv, f, w } = ctx;
  const u = utilityOf(inv);
  const due = inv.credit ? inv.sign * inv.total : inv.amountDue;
  const out: string[] = [];
  if (inv.credit || due < 0) out.push(w.fill("refundNotice", { amount: f.money(Math.abs(due)) }));
  else if (u.debit)
    out.push(w.fill("directDebit", { amount: f.money(due), date: f.date(inv.due), iban: maskedAccount(ctx) }));
  else out.push(w.fill("transferRequest", { amount: f.money(due), date: f.date(inv.due), ref: inv.number }));
  if (u.annual) {
    const next = new Date(Date.UTC(inv.issue.getUTCFullYear(), inv.issue.getUTCMonth() + 1, 1));
    const amount = Math.round(((inv.total / 12) * (1 + (inv.amountDue > 0 ? 0.05 : -0.03))) / 100) * 100;
    out.push(w.fill("newInstalment", { amount: f.money(amount), date: f.date(next) }));
  }
  return out;
}

/** The meter's readings: number, period, old and new reading, what was used and how it was read. */
function readingsTable(ctx: Ctx, s: Sheet, top: number): number {
  const { inv, f, w } = ctx;
  const u = utilityOf(inv);
  const m = margin(ctx);
  const width = right(ctx, s) - m;
  s.text(w.heading("readings"), m, top, { bold: true });
  const used = u.meter.current - u.meter.previous;
  const rows = [
    [
      w.heading("meterNo"),
      w.heading("servicePeriod"),
      w.heading("colReadPrev"),
      w.heading("colReadNow"),
      w.heading("colUsage"),
      w.heading("colReading"),
    ],
    [
      u.meter.no,
      `${f.date(inv.period[0])} - ${f.date(inv.period[1])}`,
      f.number(u.meter.previous * 100, 0),
      f.number(u.meter.current * 100, 0),
      `${f.number(used * 100, 0)} kWh`,
      w.word(u.meter.estimated ? "readEstimated" : "readActual"),
    ],
  ];
  const widths = [0.2, 0.26, 0.13, 0.13, 0.14, 0.14].map((x) => x * width);
  return grid(s, m, top + s.size * 1.5, widths, rows, { heading: true, shade: 0.92, size: s.size - 1 });
}

const utilityBillLayout: Template = {
  id: "utility-bill",
  half: "dev4",
  description: "utility/telecom bill: accounts and meter in a far-right column, summary 'at a glance', direct debit",
  reshape: utilityBill,
  tableOnNewPage: (ctx) => ctx.flag("f4DetailsOverleaf", 0.3),
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const u = utilityOf(inv);
    const { seller } = inv;
    const tint = ctx.pick("f4Tint", UTILITY_TINTS);
    s.box(m, y - 4, 10, 26, { tint });
    s.text(seller.core, m + 16, y, { bold: true, size: s.size + 9, maxWidth: r - m - 200 });
    const service = [
      `${w.label("customerService")} ${seller.phone}`,
      seller.email,
      ...(ctx.flag("f4Web", 0.5) ? [seller.web] : []),
    ];
    s.lines(service, r, y, { size: s.size - 1, align: "right", grey: 0.3 });
    const addressTop = y + 100;
    s.text([seller.name, ...seller.lines].join(", "), m, addressTop - s.size * 1.6, {
      size: s.size - 2.5,
      grey: 0.45,
      maxWidth: 250,
    });
    const buyerBottom = s.lines(buyerLines(ctx), m, addressTop);
    const rows: Field[] = [
      field(ctx, "customerNo", "customerNo", inv.customerNo),
      field(ctx, "accountNo", "accountNo", u.accountNo),
      { key: "number", label: w.label(inv.credit ? "creditNumber" : "number"), value: inv.number },
      field(ctx, "date", "date", f.date(inv.issue)),
      field(ctx, "servicePeriod", "servicePeriod", `${f.date(inv.period[0])} - ${f.date(inv.period[1])}`),
      u.kind === "energy"
        ? field(ctx, "meterPoint", "meterPoint", u.meter.point)
        : field(ctx, "lineNo", "lineNo", u.lineNo),
      ...(u.kind === "telecom" ? [field(ctx, "tariff", "tariff", u.plan)] : []),
      ...(inv.credit ? [field(ctx, "referenceInvoice", "referenceInvoice", inv.originalNumber)] : []),
    ];
    const order = ctx.once("f4UtilityOrder", (rr) => (rr.chance(0.3) ? rr.shuffle(rows.map((_, i) => i)) : null));
    const shown = order ? order.map((i) => rows[i]) : rows;
    const rightBottom = farRight(s, shown, r - 275, r, y + 70, { size: s.size - 0.5 });
    let top = Math.max(buyerBottom, rightBottom) + 20;
    const title = inv.credit ? titleOf(ctx) : w.word(u.kind === "energy" ? "energyTitle" : "telecomTitle");
    s.text(title, m, top, { bold: true, size: s.size + 5 });
    top += s.size * 2.6;
    const rowsGlance = glanceRows(ctx);
    const bh = rowsGlance.length * s.size * 1.6 + s.size * 2.6;
    s.box(m, top, r - m, bh, { fill: 0.94 });
    s.box(m, top, 4, bh, { tint });
    s.text(w.heading("glance"), m + 12, top + 6, { bold: true });
    totalsBlock(ctx, s, top + 6 + s.size * 1.7, r - 10, { left: m + 12 }, rowsGlance);
    top += bh + 10;
    top = paragraphs(s, settlementText(ctx), m, top, r - m) + 6;
    if (u.kind === "energy" && !inv.credit) top = readingsTable(ctx, s, top + 4) + 12;
    s.text(w.heading("details"), m, top, { bold: true, size: s.size + 1 });
    return top + s.size * 2;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 78,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), rowRules: true, shade: 0.9 }),
  columns(ctx, width) {
    const w = ctx.w;
    const sz = ctx.size;
    const vat = ctx.inv.taxes.length > 1;
    return tableColumns(width, [
      ["desc", w.heading("colDesc"), 0, "left"],
      ["qty", w.heading("colQty"), sz * 8, "right"],
      ["price", w.heading("colUnitPrice"), sz * 8, "right"],
      ...(vat ? ([["vat", w.heading("colVat"), sz * 5, "right"]] as [string, string, number, "right"][]) : []),
      ["amount", w.heading("colAmount"), sz * 8.5, "right"],
    ]);
  },
  cells(ctx, line, index) {
    const u = utilityOf(ctx.inv);
    const { f } = ctx;
    return {
      desc: line.description,
      qty: `${f.quantity(line.qty)}${line.unit ? ` ${line.unit}` : ""}`,
      price: fineNumber(ctx, u.fine[index], u.places[index]),
      vat: f.rate(line.rate),
      amount: f.lineMoney(ctx.inv.sign * line.amount),
    };
  },
  taxTotalPrinted: (ctx) => ctx.flag("f4TaxTotal", 0.5),
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const u = utilityOf(inv);
    const r = right(ctx, s);
    const m = (cents: number) => f.money(inv.sign * cents);
    const rows: Row[] = [{ key: "net", label: w.label("net"), value: m(inv.net) }];
    for (const t of inv.taxes)
      rows.push({ key: `tax-${t.rate}`, label: w.label("tax", { rate: f.rate(t.rate) }), value: m(t.tax) });
    if (inv.taxes.length > 1 && ctx.flag("f4TaxTotal", 0.5))
      rows.push({ key: "taxTotal", label: w.label("taxTotal"), value: m(inv.taxTotal) });
    rows.push({
      key: "total",
      label: w.label(inv.credit ? "creditTotal" : "total"),
      value: m(inv.total),
      strong: true,
    });
    if (u.annual && ctx.flag("f4RepeatSettlement", 0.6))
      rows.push(
        { key: "paid", label: w.label("instalmentsPaid"), value: f.money(-(inv.paid ?? 0)) },
        {
          key: "settle",
          label: w.label(inv.amountDue >= 0 ? "settlementDue" : "settlementCredit"),
          value: f.money(Math.abs(inv.amountDue)),
          strong: true,
        },
      );
    return totalsBlock(ctx, s, top, r, { left: r - 280 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w } = ctx;
    const u = utilityOf(inv);
    const lines: string[] = [];
    if (u.debit && !inv.credit)
      lines.push(`${w.label("mandateRef")} ${u.mandate}   ${w.label("creditorId")} ${u.creditorId}`);
    if (ctx.flag("note", 0.4)) lines.push(w.word("note"));
    lines.push(bankLines(ctx).join("   "));
    return paragraphs(s, lines, m, top, right(ctx, s) - m, { size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 58;
    s.rule(m, top - 6, right(ctx, s), 0.4, 0.5);
    const lines = [[seller.name, ...seller.lines].join(" · "), legalLines(ctx).join(" · ")];
    wrapped(s, lines, m, top, s.width - 2 * m - 80, { size: s.size - 2, grey: 0.3 });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// An invoice over its country's payment slip.

const slipLayout: Template = {
  id: "payment-slip",
  half: "dev4",
  description:
    "invoice over its country's payment slip: QR-bill, SEPA/Austrian/Belgian form, postal slip, giro, coupon",
  reshape: slipInvoice,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const { seller } = inv;
    s.text(seller.name, r, y, { bold: true, size: s.size + 4, align: "right", maxWidth: 300 });
    const head = [...seller.lines, seller.phone, seller.email, `${w.label("vatId")} ${seller.vatId}`];
    const headBottom = s.lines(head, r, y + s.size * 2, { size: s.size - 1, align: "right", grey: 0.25 });
    const buyerBottom = s.lines(buyerLines(ctx), m, Math.max(y + 95, headBottom - 20));
    let top = Math.max(buyerBottom, headBottom) + 24;
    s.text(titleOf(ctx), m, top, { bold: true, size: s.size * 2 });
    top += s.size * 3;
    const refs: Field[] = [
      { key: "number", label: w.label(inv.credit ? "creditNumber" : "number"), value: inv.number },
      field(ctx, "date", "date", f.date(inv.issue)),
      field(ctx, "customerNo", "customerNo", inv.customerNo),
      ...ctx
        .once("f4SlipRefs", (rr) => rr.some(["orderNo", "deliveryDate", "dueDate", "deliveryNote"], 1, 3))
        .map(
          (k) =>
            ({
              orderNo: field(ctx, k, "orderNo", inv.orderNo),
              deliveryDate: field(ctx, k, "deliveryDate", f.date(inv.delivery)),
              dueDate: field(ctx, k, "dueDate", f.date(inv.due)),
              deliveryNote: field(ctx, k, "deliveryNote", inv.deliveryNote),
            })[k as "orderNo"],
        ),
      ...(inv.credit ? [field(ctx, "referenceInvoice", "referenceInvoice", inv.originalNumber)] : []),
    ];
    let x = m;
    for (const ref of refs) {
      const width = Math.max(s.measure(ref.label, { size: s.size - 1.5 }), s.measure(ref.value, { bold: true })) + 14;
      if (x + width > r) {
        x = m;
        top += s.size * 2.8;
      }
      if (x > m) s.vrule(x - 7, top, top + s.size * 2.2, 0.4, 0.5);
      s.text(ref.label.replace(/:$/, ""), x, top, { size: s.size - 1.5, grey: 0.4 });
      s.text(ref.value, x, top + s.size * 1.1, { bold: true });
      x += width;
    }
    top += s.size * 3;
    if (!inv.credit && ctx.flag("f4SlipRefShown", 0.5)) {
      s.text(`${w.label("slipRef")} ${slipReference(ctx)}`, m, top, { size: s.size - 0.5 });
      top += s.size * 1.8;
    }
    return top + 6;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (ctx, s) => s.height - (ctx.inv.credit ? 70 : SLIP_HEIGHT + 44),
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), rowRules: true }),
  totals: (ctx, s, top) => totalsBlock(ctx, s, top, right(ctx, s), { right: right(ctx, s) - 110 }),
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w, f } = ctx;
    const text = inv.credit ? [] : [w.fill("slipIntro", { date: f.date(inv.due) })];
    if (!inv.credit && ctx.flag("f4SlipTerms", 0.5))
      text.push(w.fill("paymentTerms", { days: String(inv.paymentDays) }));
    if (ctx.flag("thanks", 0.5)) text.push(w.word("thanks"));
    const y = paragraphs(s, text, m, top, right(ctx, s) - m);
    if (!inv.credit && !s.ghost) paymentSlip(ctx, s, inv.amountDue);
    return y;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - (ctx.inv.credit ? 50 : SLIP_HEIGHT + 30);
    const lines = [bankLines(ctx).join("  ·  "), legalLines(ctx).join("  ·  ")];
    wrapped(s, lines, m, top, s.width - 2 * m - 70, { size: s.size - 2.5, grey: 0.35 });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// An invoice with its legal mentions, in the French manner.

/** Each line's article reference, fixed once per document. */
const articleRefs = (ctx: Ctx) =>
  ctx.once("f4Refs", (r) => ctx.inv.lines.map(() => `${r.pick(["A", "R", "P", "S"])}${r.int(100, 9999)}`));

/** The capital line ('SAS au capital de 37 000,00 €'). */
const capitalLine = (ctx: Ctx) => ctx.w.fill("shareCapital", { amount: ctx.f.money(factureOf(ctx.inv).capital) });

const factureLayout: Template = {
  id: "legal-mentions",
  half: "dev4",
  description: "French-style invoice: capital and ids, number and written date in one title line, VAT recap, words",
  reshape: factureInvoice,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const { seller } = inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 5, maxWidth: 280 });
    const sellerLines = [capitalLine(ctx), ...seller.lines, ...contactLines(ctx)];
    const sellerBottom = s.lines(sellerLines, m, y + s.size * 2.2, { size: s.size - 1, maxWidth: r - m - 245 });
    const bx = r - 230;
    const boxTop = y + 60;
    const buyer = [...buyerLines(ctx), ...(inv.shipTo ? [] : [])];
    const bh = (buyer.length + 1) * s.size * 1.3 + 16;
    s.box(bx, boxTop, 230, bh, { border: 0.6 });
    s.text(w.heading("billTo"), bx + 8, boxTop + 6, { size: s.size - 1.5, grey: 0.4 });
    s.lines(buyer, bx + 8, boxTop + 6 + s.size * 1.4, { maxWidth: 214 });
    let top = Math.max(sellerBottom, boxTop + bh) + 22;
    const date = longDate(ctx, inv.issue, ctx.flag("f4Weekday", 0.3));
    const title = w.fill("numberTitleLine", { title: titleOf(ctx).toUpperCase(), number: inv.number, date });
    s.text(title, m, top, { bold: true, size: s.size + 3, maxWidth: r - m });
    top += s.size * 2.4;
    const mode = ctx.pick("f4PaymentMode", PAYMENT_MODES[inv.language]);
    const cells: [string, string][] = [
      [w.heading("customerNo"), inv.customerNo],
      [w.heading("orderNo"), inv.orderNo],
      ...(ctx.flag("f4Bl", 0.5) ? ([[w.heading("deliveryNote"), inv.deliveryNote]] as [string, string][]) : []),
      [w.heading("dueDate"), f.date(inv.due)],
      [w.heading("paymentMode"), mode],
      ...(inv.credit ? ([[w.heading("referenceInvoice"), inv.originalNumber]] as [string, string][]) : []),
    ];
    const width = r - m;
    top = grid(
      s,
      m,
      top,
      cells.map(() => width / cells.length),
      [cells.map((c) => c[0]), cells.map((c) => c[1])],
      { heading: true, shade: 0.92, size: s.size - 0.5, align: cells.map(() => "left") },
    );
    top += s.size;
    if (ctx.flag("f4Subject", 0.6)) {
      const subject = w.fill("subjectOrder", { order: inv.orderNo, date: f.date(inv.order) });
      s.text(`${w.label("subject")} ${subject}`, m, top, { maxWidth: r - m });
      top += s.size * 2;
    }
    return top + 4;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 84,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), grid: true, shade: 0.9 }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    const discounts = factureOf(ctx.inv).discounts.some((d) => d > 0);
    const vat = ctx.inv.taxes.length > 1;
    const specs: [string, string, number, "left" | "right"][] = [
      ["ref", w.heading("colRef"), sz * 5.5, "left"],
      ["desc", w.heading("colDesc"), 0, "left"],
      ["qty", w.heading("colQty"), sz * 5, "right"],
      ["unit", w.heading("colUnit"), sz * 4, "left"],
      ["price", w.heading("colUnitPrice"), sz * 7.5, "right"],
      ...(discounts
        ? ([["disc", w.heading("colDiscount"), sz * 5, "right"]] as [string, string, number, "right"][])
        : []),
      ...(vat ? ([["vat", w.heading("colVat"), sz * 4.5, "right"]] as [string, string, number, "right"][]) : []),
      ["amount", w.heading("colAmount"), sz * 8, "right"],
    ];
    return tableColumns(width, specs);
  },
  cells(ctx, line, index) {
    const { f } = ctx;
    const d = factureOf(ctx.inv).discounts[index];
    return {
      ref: articleRefs(ctx)[index],
      desc: line.description,
      qty: f.quantity(line.qty),
      unit: line.unit,
      price: f.lineMoney(line.price),
      disc: d ? f.rate(d) : "",
      vat: f.rate(line.rate),
      amount: f.lineMoney(ctx.inv.sign * line.amount),
    };
  },
  taxTotalPrinted: () => true,
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const fa = factureOf(inv);
    const m = margin(ctx);
    const r = right(ctx, s);
    const money = (cents: number) => f.money(inv.sign * cents);
    // The VAT recap on the left.
    s.text(w.heading("vatRecap"), m, top, { bold: true, size: s.size - 0.5 });
    const gross = ctx.flag("f4RecapGross", 0.5);
    const heads = [w.heading("vatSummaryRate"), w.heading("vatSummaryBase"), w.heading("vatSummaryTax")];
    if (gross) heads.push(w.heading("vatSummaryGross"));
    const recap = [
      heads,
      ...inv.taxes.map((t) => [
        f.rate(t.rate),
        f.money(inv.sign * t.base, false),
        f.money(inv.sign * t.tax, false),
        ...(gross ? [f.money(inv.sign * (t.base + t.tax), false)] : []),
      ]),
    ];
    const cw = ((r - m) * 0.5) / heads.length;
    const recapBottom = grid(
      s,
      m,
      top + s.size * 1.5,
      heads.map(() => cw),
      recap,
      {
        heading: true,
        shade: 0.92,
        size: s.size - 1,
      },
    );
    // The totals on the right.
    const rows: Row[] = [];
    if (fa.discounts.some((d) => d > 0))
      rows.push({ key: "gross", label: w.label("grossTotal"), value: money(fa.gross.reduce((a, b) => a + b, 0)) });
    if (inv.discount)
      rows.push(
        { key: "subtotal", label: w.label("subtotal"), value: money(inv.subtotal) },
        {
          key: "discount",
          label: w.label("discount", { rate: f.rate(inv.discount.rate) }),
          value: money(-inv.discount.amount),
        },
      );
    rows.push(
      { key: "net", label: w.label("net"), value: money(inv.net) },
      { key: "taxTotal", label: w.label("taxTotal"), value: money(inv.taxTotal) },
      { key: "total", label: w.label(inv.credit ? "creditTotal" : "total"), value: money(inv.total), strong: true },
    );
    if (inv.paid !== null)
      rows.push(
        { key: "paid", label: w.label("paid"), value: money(-inv.paid) },
        { key: "amountDue", label: w.label("amountDue"), value: money(inv.amountDue), strong: true },
      );
    else if (!inv.credit && ctx.flag("f4NetToPay", 0.5))
      rows.push({ key: "amountDue", label: w.label("amountDue"), value: money(inv.amountDue), strong: true });
    const totalsBottom = totalsBlock(ctx, s, top, r, { left: m + (r - m) * 0.56 }, rows);
    return Math.max(recapBottom, totalsBottom);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w } = ctx;
    let y = top;
    if (["fr", "it", "es"].includes(inv.language) && ctx.flag("f4Words", 0.7)) {
      const words = amountInWords(ctx, inv.total);
      const text = w.fill("amountWords", { words: inv.language === "es" ? words.toUpperCase() : words });
      y = paragraphs(s, [text], m, y, r - m, { bold: true }) + 4;
    }
    const half = (r - m - 16) / 2;
    const left = paragraphs(s, [...paymentTextOf(ctx), w.word("lateTerms")], m, y, half, { size: s.size - 1 });
    const rightCol = s.lines(bankLines(ctx), m + half + 16, y, { size: s.size - 1, maxWidth: half });
    return Math.max(left, rightCol);
  },
  footer(ctx, s, page, pages) {
    const { inv, w } = ctx;
    const fa = factureOf(inv);
    const m = margin(ctx);
    const { seller } = inv;
    const parts = [
      `${seller.name} - ${capitalLine(ctx)}`,
      `${w.heading("register")} ${seller.register}`,
      ...(fa.companyId ? [`${w.label("companyId")} ${fa.companyId}`] : []),
      ...(fa.activity ? [`${w.label("activityCode")} ${fa.activity}`] : []),
      `${w.label("vatId")} ${seller.vatId}`,
      [...seller.lines].join(", "),
    ];
    const top = s.height - 62;
    s.rule(m, top - 5, right(ctx, s), 0.4, 0.5);
    const lines = s.wrap(parts.join(" - "), s.width - 2 * m, { size: s.size - 2.5 });
    s.lines(lines, s.width / 2, top, { size: s.size - 2.5, align: "center" }, 1.25);
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 28);
  },
};

/** The payment terms (no early-payment line where the document states its discount elsewhere), note and thanks. */
function paymentTextOf(ctx: Ctx): string[] {
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

// ---------------------------------------------------------------------------------------------------------------
// A hotel folio.

/** A posting's date as the hotel system prints it ('03.03.25', '03-MAR-25', or the document's format). */
function hotelDate(ctx: Ctx, d: Date): string {
  const pattern = ctx.pick("f4HotelDate", ["{dd}.{mm}.{yy}", "{dd}/{mm}/{yy}", "upper:{dd}-{MMM}-{yy}", "style"]);
  if (pattern === "style") return ctx.f.date(d);
  if (pattern.startsWith("upper:")) return ctx.f.date(d, pattern.slice(6)).toUpperCase().replace(/\.$/, "");
  return ctx.f.date(d, pattern);
}

const folioLayout: Template = {
  id: "hotel-folio",
  half: "dev4",
  description:
    "hotel folio: centred hotel name, the stay in figures over small labels, dated postings, city tax, VAT table",
  reshape: hotelStay,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const h = hotelOf(inv);
    const { seller } = inv;
    const brand = ctx.flag("f4Caps", 0.4) ? seller.core.toUpperCase() : seller.core;
    s.text(brand, s.width / 2, y, { bold: true, size: s.size + 9, align: "center" });
    const contact = [seller.lines.join(" · "), [seller.phone, seller.email].join(" · ")];
    s.lines(contact, s.width / 2, y + s.size * 2.4, { size: s.size - 1.5, align: "center", grey: 0.35 });
    const block = y + 95;
    const buyerBottom = s.lines(buyerLines(ctx), m, block);
    // The stay in figures, each over its small label.
    const strip: [string, string][] = [
      [h.room, w.heading("room")],
      [hotelDate(ctx, h.arrival), w.heading("arrival")],
      [hotelDate(ctx, h.departure), w.heading("departure")],
      [String(h.nights), w.heading("nights")],
      [String(h.guests), w.heading("guests")],
    ];
    const sx = r - 280;
    const cw = 280 / strip.length;
    strip.forEach(([value, label], i) => {
      const x = sx + i * cw;
      if (i > 0) s.vrule(x, block - 2, block + s.size * 3, 0.4, 0.6);
      s.text(value, x + cw / 2, block, { bold: true, size: s.size + 2, align: "center", maxWidth: cw - 4 });
      s.text(label, x + cw / 2, block + s.size * 2, {
        size: s.size - 2.5,
        align: "center",
        grey: 0.4,
        maxWidth: cw - 4,
      });
    });
    const guest = ctx.once("f4GuestName", (rr) =>
      isPerson(inv) ? inv.buyer.name.replace(/^\S+ /, "") : personName(rr, inv.language).full,
    );
    const rows: Field[] = [
      { key: "number", label: w.label(inv.credit ? "creditNumber" : "number"), value: inv.number },
      field(ctx, "date", "date", f.date(inv.issue)),
      field(ctx, "folioNo", "folioNo", h.folioNo),
      field(ctx, "reservationNo", "reservationNo", h.reservationNo),
      field(ctx, "guest", "guest", guest),
      field(ctx, "cashier", "cashier", h.cashier),
      ...(inv.credit ? [field(ctx, "referenceInvoice", "referenceInvoice", inv.originalNumber)] : []),
    ];
    let ry = block + s.size * 4.2;
    for (const row of rows) {
      s.text(row.label, sx, ry, { size: s.size - 1, grey: 0.3, maxWidth: 110 });
      s.text(row.value, sx + 115, ry, { size: s.size - 0.5, maxWidth: 165 });
      ry += s.size * 1.4;
    }
    let top = Math.max(buyerBottom, ry) + 16;
    const title = inv.credit ? titleOf(ctx) : w.word("folioTitle");
    s.text(title, m, top, { bold: true, size: s.size + 4 });
    top += s.size * 2.4;
    return top;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const h = hotelOf(ctx.inv);
    s.text(ctx.inv.seller.core, m, y, { bold: true, size: s.size + 3 });
    const line = `${ctx.w.heading("room")} ${h.room}   ${ctx.w.heading("folioNo")} ${h.folioNo}   ${ctx.inv.number}`;
    s.text(line, right(ctx, s), y + 3, { align: "right", size: s.size - 0.5 });
    s.rule(m, y + s.size * 2, right(ctx, s), 0.4);
    return y + s.size * 3.2;
  },
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), shade: 0.9, leading: 1.35 }),
  carry: () => false,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["date", w.heading("colDate"), sz * 7, "left"],
      ["desc", w.heading("colDesc"), 0, "left"],
      ["qty", w.heading("colQty"), sz * 4.5, "right"],
      ["price", w.heading("colUnitPrice"), sz * 7.5, "right"],
      ["amount", w.heading("colCharge"), sz * 8.5, "right"],
    ]);
  },
  cells(ctx, line, index) {
    const { f, inv } = ctx;
    return {
      date: hotelDate(ctx, hotelOf(inv).dates[index]),
      desc: line.description,
      qty: f.quantity(line.qty),
      price: f.lineMoney(inv.sign * line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  taxTotalPrinted: () => true,
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const h = hotelOf(inv);
    const m = margin(ctx);
    const r = right(ctx, s);
    const money = (cents: number) => f.money(inv.sign * cents);
    const rows: Row[] = [];
    if (!h.gross) {
      rows.push({ key: "net", label: w.label("net"), value: money(inv.net) });
      for (const t of inv.taxes)
        rows.push({ key: `tax-${t.rate}`, label: w.label("tax", { rate: f.rate(t.rate) }), value: money(t.tax) });
    }
    rows.push({ key: "total", label: w.label("totalCharges"), value: money(inv.total), strong: true });
    if (h.payment === "card") {
      if (h.deposit) rows.push({ key: "deposit", label: w.label("paid"), value: money(-h.deposit) });
      rows.push({
        key: "card",
        label: w.label("cardPayment", { method: h.method }),
        value: money(-(inv.total - h.deposit)),
      });
      rows.push({ key: "balance", label: w.label("folioBalance"), value: f.money(0), strong: true });
    } else rows.push({ key: "balance", label: w.label("folioBalance"), value: money(inv.total), strong: true });
    let y = totalsBlock(ctx, s, top, r, { left: r - 270 }, rows);
    if (!h.gross) return y;
    // The VAT table: per rate the net, the tax and the gross, the city tax at 0 %, and the sums.
    y += 8;
    const heads = [
      w.heading("vatSummaryRate"),
      w.heading("vatSummaryBase"),
      w.heading("vatSummaryTax"),
      w.heading("vatSummaryGross"),
    ];
    const body = inv.taxes.map((t) => [
      f.rate(t.rate),
      f.money(inv.sign * t.base, false),
      f.money(inv.sign * t.tax, false),
      f.money(inv.sign * (t.base + t.tax), false),
    ]);
    const sum = [
      w.heading("vatSummarySum"),
      f.money(inv.sign * inv.net, false),
      f.money(inv.sign * inv.taxTotal, false),
      f.money(inv.sign * inv.total, false),
    ];
    const cw = ((r - m) * 0.62) / 4;
    return grid(s, m, y, [cw, cw, cw, cw], [heads, ...body, sum], { heading: true, shade: 0.9, boldLast: true });
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const h = hotelOf(inv);
    const text: string[] = [];
    if (inv.lines.some((l) => l.rate === 0)) text.push(w.word("cityTaxNote"));
    if (h.payment === "account") {
      text.push(w.fill("onAccount", { date: f.date(inv.due) }));
      text.push(bankLines(ctx).join("   "));
    }
    if (!inv.credit) text.push(w.word("stayThanks"));
    let y = paragraphs(s, text, m, top, r - m);
    if (h.payment === "card" && !inv.credit && ctx.flag("f4Signature", 0.5)) {
      y += s.size * 2;
      s.rule(m, y, m + 180, 0.5);
      s.text(w.heading("guestSignature"), m, y + 3, { size: s.size - 2, grey: 0.4 });
      y += s.size * 1.6;
    }
    return y;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 50;
    const lines = [`${seller.name} · ${seller.lines.join(" · ")}`, legalLines(ctx).join(" · ")];
    const all = lines.flatMap((l) => s.wrap(l, s.width - 2 * m - 60, { size: s.size - 2.5 }));
    s.lines(all, s.width / 2, top, { size: s.size - 2.5, align: "center", grey: 0.35 }, 1.25);
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 26);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A wholesaler's invoice: a dense grid of abbreviated captions, values right-aligned, a VAT strip per rate.

interface Cell {
  label: string;
  value: string;
}

/** A row of grid cells: caption in the cell's top left, value right-aligned at its foot; returns the bottom. */
function cellRow(s: Sheet, cells: Cell[], x: number, top: number, width: number): number {
  const cw = width / cells.length;
  const h = s.size * 2.7;
  cells.forEach((c, i) => {
    const cx = x + i * cw;
    s.box(cx, top, cw, h, { border: 0.5 });
    s.text(c.label, cx + 2.5, top + 2, { size: s.size - 2.5, grey: 0.3, maxWidth: cw - 5 });
    s.text(c.value, cx + cw - 3, top + s.size * 1.3, { bold: true, align: "right", maxWidth: cw - 6 });
  });
  return top + h;
}

/** Where a page's page cell is: [x, top, width] of the cell whose value the footer fills in. */
const pageCell = (ctx: Ctx, first: boolean, at?: [number, number, number]) =>
  ctx.once(first ? "f4PageCell1" : "f4PageCellN", () => at ?? [0, 0, 0]);

const wholesaleLayout: Template = {
  id: "wholesale-grid",
  half: "dev4",
  description: "wholesale invoice: dense grid of abbreviated capitals, values right-aligned, EAN lines, VAT strip",
  reshape: wholesaleOrder,
  restyle: (style) => ({ ...style, upperLabels: true, colon: false }),
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const wh = wholesaleOf(inv);
    const { seller } = inv;
    s.text(seller.name.toUpperCase(), m, y, { bold: true, size: s.size + 5, maxWidth: r - m - 200 });
    s.lines([seller.lines.join(" - "), contactLines(ctx).join("  ")], m, y + s.size * 2.2, {
      size: s.size - 1.5,
      grey: 0.3,
      maxWidth: r - m - 180,
    });
    s.text(titleOf(ctx).toUpperCase(), r, y, { bold: true, size: s.size + 8, align: "right", maxWidth: 185 });
    const block = y + 88;
    const buyerBottom = s.lines(buyerLines(ctx), m, block);
    const to = inv.shipTo ?? inv.buyer;
    s.text(w.heading("shipTo"), r - 200, block - s.size * 1.4, { size: s.size - 2, grey: 0.4 });
    const shipBottom = s.lines([to.name, ...to.lines], r - 200, block, { size: s.size - 1, maxWidth: 200 });
    const top = Math.max(buyerBottom, shipBottom) + 16;
    const all: Cell[] = [
      { label: w.heading(inv.credit ? "abbrCreditNumber" : "abbrNumber"), value: inv.number },
      { label: w.heading("abbrDate"), value: f.date(inv.issue) },
      { label: w.heading("abbrCustomer"), value: inv.customerNo },
      { label: w.heading("abbrOrder"), value: inv.orderNo },
      { label: w.heading("abbrOrderDate"), value: f.date(inv.order) },
      { label: w.heading("abbrDeliveryNote"), value: inv.deliveryNote },
      { label: w.heading("abbrDeliveryDate"), value: f.date(inv.delivery) },
      { label: w.heading("abbrDue"), value: f.date(inv.due) },
      { label: w.heading("abbrRep"), value: wh.rep },
      { label: w.heading("abbrTour"), value: wh.tour },
      ...(inv.credit ? [{ label: w.heading("referenceInvoice"), value: inv.originalNumber }] : []),
    ];
    const order = ctx.once("f4GridOrder", (rr) => (rr.chance(0.3) ? rr.shuffle(all.map((_, i) => i)) : null));
    const cells = order ? order.map((i) => all[i]) : all;
    const perRow = 6;
    const rows: Cell[][] = [];
    for (let i = 0; i < cells.length; i += perRow) rows.push(cells.slice(i, i + perRow));
    const last = rows[rows.length - 1];
    const width = r - m;
    // The page cell closes the last row (its value is filled in by the footer).
    if (last.length < perRow) last.push({ label: w.heading("abbrPage"), value: "" });
    else rows.push([{ label: w.heading("abbrPage"), value: "" }]);
    let gy = top;
    rows.forEach((row, i) => {
      const rw = (width / perRow) * row.length;
      if (i === rows.length - 1) pageCell(ctx, true, [m + rw - width / perRow, gy, width / perRow]);
      gy = cellRow(s, row, m, gy, rw);
    });
    return gy + 14;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    s.text(inv.seller.name.toUpperCase(), m, y, { bold: true, size: s.size + 2 });
    s.text(titleOf(ctx).toUpperCase(), r, y, { bold: true, size: s.size + 2, align: "right" });
    const cells: Cell[] = [
      { label: w.heading(inv.credit ? "abbrCreditNumber" : "abbrNumber"), value: inv.number },
      { label: w.heading("abbrDate"), value: f.date(inv.issue) },
      { label: w.heading("abbrCustomer"), value: inv.customerNo },
      { label: w.heading("abbrPage"), value: "" },
    ];
    const width = (r - m) * 0.66;
    const top = y + s.size * 2.4;
    pageCell(ctx, false, [m + width * 0.75, top, width / 4]);
    return cellRow(s, cells, m, top, width) + 12;
  },
  bottom: (_ctx, s) => s.height - 66,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), grid: true, shade: 0.85, leading: 1.3 }),
  carry: (ctx) => ctx.flag("f4Carry", 0.7),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    const rebates = wholesaleOf(ctx.inv).discounts.some((d) => d > 0);
    const specs: [string, string, number, "left" | "right"][] = [
      ["article", w.heading("colArticle"), sz * 5.5, "left"],
      ["desc", w.heading("colDesc"), 0, "left"],
      ["qty", w.heading("colQty"), sz * 4.5, "right"],
      ["unit", w.heading("colUnit"), sz * 3.8, "left"],
      ["price", w.heading("colUnitPrice"), sz * 6.5, "right"],
      ["per", w.heading("colPer"), sz * 3.2, "right"],
      ...(rebates
        ? ([["rebate", w.heading("colDiscount"), sz * 4, "right"]] as [string, string, number, "right"][])
        : []),
      ["amount", w.heading("colAmount"), sz * 7.5, "right"],
      ["code", w.heading("colCode"), sz * 2.8, "left"],
    ];
    return tableColumns(width, specs);
  },
  cells(ctx, line, index) {
    const { f, inv } = ctx;
    const wh = wholesaleOf(inv);
    const d = wh.discounts[index];
    return {
      article: wh.articles[index],
      desc: line.description,
      qty: f.quantity(line.qty),
      unit: line.unit,
      price: f.lineMoney(line.price),
      per: String(wh.per[index]),
      rebate: d ? f.number(d * 100, 1) : "",
      amount: f.lineMoney(inv.sign * line.amount),
      code: wh.codes.get(line.rate) ?? "",
    };
  },
  taxTotalPrinted: () => true,
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const wh = wholesaleOf(inv);
    const m = margin(ctx);
    const r = right(ctx, s);
    const money = (cents: number) => f.money(inv.sign * cents, false);
    let y = top;
    if (inv.shipping !== null)
      y = totalsBlock(ctx, s, y, r, { right: r - 100 }, [
        { key: "subtotal", label: w.label("subtotal"), value: f.money(inv.sign * inv.subtotal) },
        { key: "shipping", label: w.label("shipping"), value: f.money(inv.sign * inv.shipping) },
      ]);
    const heads = ["", ...inv.taxes.map((t) => `${wh.codes.get(t.rate)} ${f.rate(t.rate)}`), w.heading("stripAll")];
    const rows = [
      heads,
      [w.heading("stripGoods"), ...inv.taxes.map((t) => money(t.base)), money(inv.net)],
      [w.heading("stripVat"), ...inv.taxes.map((t) => money(t.tax)), money(inv.taxTotal)],
      [w.heading("stripGross"), ...inv.taxes.map((t) => money(t.base + t.tax)), money(inv.total)],
    ];
    const cw = Math.min(95, (r - m) / heads.length);
    const x = r - cw * heads.length;
    y = grid(
      s,
      x,
      y + 4,
      heads.map(() => cw),
      rows,
      { heading: true, shade: 0.85, size: s.size - 0.5 },
    );
    const payable: Row[] = [];
    if (inv.paid !== null) payable.push({ key: "paid", label: w.label("paid"), value: f.money(-inv.sign * inv.paid) });
    payable.push({
      key: "payable",
      label: w.heading(inv.credit ? "creditTotal" : "stripPayable"),
      value: f.money(inv.sign * inv.amountDue),
      strong: true,
    });
    return totalsBlock(ctx, s, y + 10, r, { right: r - 110 }, payable);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const half = (r - m - 16) / 2;
    const left = paragraphs(s, paymentTextOf(ctx), m, top, half, { size: s.size - 1 });
    const rightCol = s.lines(bankLines(ctx), m + half + 16, top, { size: s.size - 1, maxWidth: half });
    return Math.max(left, rightCol);
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const [x, top, width] = pageCell(ctx, page === 1);
    if (width) s.text(`${page}/${pages}`, x + width - 3, top + s.size * 1.3, { bold: true, align: "right" });
    const legal = legalLines(ctx).join("  ").toUpperCase();
    wrapped(s, [legal], m, s.height - 42, s.width - 2 * m, { size: s.size - 2.5, grey: 0.35 });
  },
};

export const DEV4_TEMPLATES: Template[] = [utilityBillLayout, slipLayout, factureLayout, folioLayout, wholesaleLayout];
