/**
 * The five DEV3 layouts (half E), drawn from what issuers print without reading the engine: a DIN 5008 business
 * letter with its reference block, a consultant's hours with the totals in prose, a marketplace order sold by a
 * third party, a builder's progress invoice with earlier instalments deducted, and an export invoice at 0 % with
 * its shipment, a zero-rate note and the total in a second currency. Its first run is an unseen measurement;
 * afterwards it is a fourth development set.
 */
import {
  bankLines,
  buyerLines,
  contactLines,
  legalLines,
  lineCells,
  lineColumns,
  numberLabel,
  paymentText,
  returnAddress,
  titleOf,
  totalsRows,
  type Field,
  type Row,
} from "../blocks";
import type { Ctx } from "../context";
import { billHours, marketplaceOrder, progressBilling, progressOf, workDays, zeroRated } from "../dev3Data";
import type { TableColumn, Template } from "../flow";
import { UNITS } from "../names";
import type { Sheet } from "../sheet";
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
  clerk,
  exchange,
  field,
  foldMarks,
  mm,
  orderDetails,
  ourRefValue,
  platform,
  progressRows,
  shipment,
  shortDate,
  siteOf,
  tariffNumber,
  yourRefValue,
} from "./dev3Blocks";

/** Label/value rows with the values at x + labelWidth; returns the bottom. Blank labels leave a gap. */
function labelRows(s: Sheet, rows: Field[], x: number, top: number, labelWidth: number, width: number): number {
  for (const r of rows) {
    if (r.key === "gap") {
      top += s.size * 0.7;
      continue;
    }
    s.text(r.label, x, top, { size: s.size - 0.5, grey: 0.3, maxWidth: labelWidth - 6 });
    s.text(r.value, x + labelWidth, top, { size: s.size - 0.5, maxWidth: width - labelWidth });
    top += s.size * 1.4;
  }
  return top;
}

// ---------------------------------------------------------------------------------------------------------------
// A DIN 5008 business letter: folding marks, the address window, an information block or a reference line.

const dinLeft = (ctx: Ctx) => mm(25) + ctx.dx / 3;
const dinRight = (ctx: Ctx, s: Sheet) => s.width - mm(20) + ctx.dx / 3;

/** The information block's rows: the references, the clerk's contact and, last, the date. */
function infoRows(ctx: Ctx, numberInSubject: boolean): Field[] {
  const { inv, f } = ctx;
  const c = clerk(ctx);
  const rows: Field[] = [];
  if (ctx.flag("d3YourRefShown", 0.8)) rows.push(field(ctx, "yourRef", "yourRef", yourRefValue(ctx)));
  if (ctx.flag("d3LetterDate", 0.6)) rows.push(field(ctx, "yourLetterDate", "yourLetterDate", f.date(inv.order)));
  if (ctx.flag("d3OurRefShown", 0.8)) rows.push(field(ctx, "ourRef", "ourRef", ourRefValue(ctx)));
  if (ctx.flag("d3CustomerNo", 0.8)) rows.push(field(ctx, "customerNo", "customerNo", inv.customerNo));
  if (!numberInSubject) rows.push({ key: "number", label: numberLabel(ctx), value: inv.number });
  if (inv.credit) rows.push(field(ctx, "referenceInvoice", "referenceInvoice", inv.originalNumber));
  if (ctx.flag("d3ClerkShown", 0.75)) {
    rows.push({ key: "gap", label: "", value: "" });
    rows.push(field(ctx, "clerk", "clerk", c.name));
    rows.push(field(ctx, "phone", "phone", c.phone));
    rows.push(field(ctx, "email", "email", c.email));
  }
  rows.push({ key: "gap", label: "", value: "" });
  rows.push(field(ctx, "date", "date", f.date(inv.issue)));
  return rows;
}

/** The older reference line: captions in a row (your ref, your letter of, our ref, date), values under them. */
function referenceLine(ctx: Ctx, s: Sheet, top: number): number {
  const { inv, f, w } = ctx;
  const cells: [string, string][] = [
    [w.heading("yourRef"), yourRefValue(ctx)],
    [w.heading("yourLetterDate"), f.date(inv.order)],
    [w.heading("ourRef"), ourRefValue(ctx)],
    [w.heading("date"), f.date(inv.issue)],
  ];
  const x = dinLeft(ctx);
  const cw = (dinRight(ctx, s) - x) / cells.length;
  cells.forEach(([caption, value], i) => {
    s.text(caption, x + i * cw, top, { size: s.size - 2, grey: 0.4, maxWidth: cw - 8 });
    s.text(value, x + i * cw, top + s.size * 1.2, { maxWidth: cw - 8 });
  });
  return top + s.size * 2.6;
}

const dinLetter: Template = {
  id: "din-letter",
  half: "dev3",
  description: "DIN 5008 letter: folding marks, address window, information block (refs, clerk, date) or ref line",
  first(ctx, s) {
    foldMarks(ctx, s);
    const { inv, w } = ctx;
    const x = dinLeft(ctx);
    const r = dinRight(ctx, s);
    const { seller } = inv;
    const headLeft = ctx.flag("d3HeadLeft", 0.5);
    const headTop = mm(14) + ctx.dy / 2;
    const nameSize = s.size + ctx.num("d3NameGrow", 4, 8);
    s.text(seller.name, headLeft ? x : r, headTop, { bold: true, size: nameSize, align: headLeft ? "left" : "right" });
    s.text(seller.lines.join(" · "), headLeft ? x : r, headTop + nameSize * 1.3, {
      size: s.size - 1.5,
      grey: 0.4,
      align: headLeft ? "left" : "right",
    });
    s.text(returnAddress(ctx), x, mm(57), { size: s.size - 2.5, maxWidth: mm(80) });
    s.rule(x, mm(57) + s.size - 1, x + mm(80), 0.3, 0.5);
    s.lines(buyerLines(ctx), x, mm(62.7));
    const refLine = ctx.flag("d3RefLine", 0.35);
    const numberInSubject = refLine || ctx.flag("d3NumberInSubject", 0.5);
    let top: number;
    if (refLine) top = referenceLine(ctx, s, mm(98.5)) + s.size;
    else {
      const ix = mm(125) + ctx.dx / 3;
      const bottom = labelRows(s, infoRows(ctx, numberInSubject), ix, mm(50), ctx.num("d3InfoLabel", 78, 92), r - ix);
      top = Math.max(mm(103.4), bottom + s.size);
    }
    const subject = numberInSubject ? `${titleOf(ctx)} ${w.word("subjectNumber")} ${inv.number}` : titleOf(ctx);
    s.text(subject, x, top, { bold: true, size: s.size + 1.5 });
    top += s.size * 1.6;
    if (refLine || ctx.flag("d3SubjectRef", 0.4)) {
      const extra = ctx.pick("d3SubjectConcept", ["deliveryNote", "contractNo", "customerNo"] as const);
      const value = { deliveryNote: inv.deliveryNote, contractNo: inv.contractNo, customerNo: inv.customerNo }[extra];
      s.text(`${w.label(extra)} ${value}`, x, top, { bold: true });
      top += s.size * 1.4;
    }
    if (refLine && inv.credit) {
      s.text(`${w.label("referenceInvoice")} ${inv.originalNumber}`, x, top, { bold: true });
      top += s.size * 1.4;
    }
    top += s.size * 1.6;
    s.text(w.word("salutation"), x, top);
    return paragraphs(s, [w.word("letterBody")], x, top + s.size * 2, r - x) + s.size * 0.6;
  },
  next(ctx, s) {
    foldMarks(ctx, s);
    return continuationHeader(ctx, s, dinLeft(ctx));
  },
  bottom: (_ctx, s) => s.height - 100,
  table: (ctx, s) => ({
    x: dinLeft(ctx) - 3,
    width: dinRight(ctx, s) - dinLeft(ctx) + 3,
    rowRules: ctx.flag("d3Rules", 0.5),
  }),
  totals: (ctx, s, top) => totalsBlock(ctx, s, top, dinRight(ctx, s), { right: dinRight(ctx, s) - 105 }),
  tail(ctx, s, top) {
    const x = dinLeft(ctx);
    const y = paragraphs(s, paymentText(ctx), x, top, dinRight(ctx, s) - x);
    const signer = ctx.flag("d3ClerkShown", 0.75) ? clerk(ctx).name : ctx.inv.seller.manager;
    return s.lines([ctx.w.word("closing"), ctx.inv.seller.name, "", "", signer], x, y + s.size);
  },
  footer(ctx, s, page, pages) {
    const x = dinLeft(ctx);
    const r = dinRight(ctx, s);
    const { seller } = ctx.inv;
    const top = s.height - 70;
    s.rule(x, top - 6, r, 0.4, 0.5);
    const size = s.size - 2.5;
    const cols = [[seller.name, ...seller.lines], contactLines(ctx), bankLines(ctx), legalLines(ctx)];
    const cw = (r - x) / cols.length;
    cols.forEach((lines, i) => wrapped(s, lines, x + i * cw, top, cw - 8, { size }));
    pageLabel(ctx, s, page, pages, r, top - 20);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A consultant's hours: the days worked in a list without borders, the totals and the payment said in sentences.

/** Hours billed (the mileage line aside), in hundredths. */
function hoursOf(ctx: Ctx): number {
  const hourUnits = UNITS[ctx.inv.language][0];
  return ctx.inv.lines.filter((l) => hourUnits.includes(l.unit)).reduce((s, l) => s + l.qty, 0);
}

const consultantHours: Template = {
  id: "consultant-hours",
  half: "dev3",
  description: "consultant's hours: name on top, a list of days worked without borders, totals and payment in prose",
  reshape: billHours,
  carry: () => false,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const { seller } = inv;
    const spaced = ctx.flag("d3Spaced", 0.4);
    const name = spaced ? seller.name.toUpperCase().split("").join(" ") : seller.name;
    s.text(name, m, y, { bold: !spaced, size: s.size + 5, maxWidth: r - m });
    const contact = [seller.phone, seller.email, ...(ctx.flag("d3Web", 0.5) ? [seller.web] : [])].join("  ·  ");
    s.lines([seller.lines.join("  ·  "), contact], m, y + s.size * 2.4, { size: s.size - 1, grey: 0.4 });
    s.rule(m, y + s.size * 5.6, r, 0.6, 0.55);
    const block = y + 105;
    s.text(returnAddress(ctx), m, block - s.size * 1.6, { size: s.size - 2.5, grey: 0.45, maxWidth: 260 });
    const buyerBottom = s.lines(buyerLines(ctx), m, block);
    const side: Field[] = [field(ctx, "customerNo", "customerNo", inv.customerNo)];
    if (ctx.flag("d3Project", 0.6))
      side.push(
        field(
          ctx,
          "projectNo",
          "projectNo",
          ctx.once("d3ProjectNo", (rr) => `P-${rr.int(100, 999)}`),
        ),
      );
    side.push(field(ctx, "servicePeriod", "servicePeriod", f.date(inv.period[0], "{MMMM} {yyyy}")));
    if (inv.credit) side.push(field(ctx, "referenceInvoice", "referenceInvoice", inv.originalNumber));
    const sideBottom = labelRows(s, side, r - 210, block, 100, 210);
    let top = Math.max(buyerBottom, sideBottom) + 26;
    const heading = w.fill("numberDateLine", { title: titleOf(ctx), number: inv.number, date: f.date(inv.issue) });
    s.text(heading, m, top, { bold: true, size: s.size + 3, maxWidth: r - m });
    top += s.size * 3;
    s.text(w.word("salutation"), m, top);
    const period = f.date(inv.period[0], "{MMMM} {yyyy}");
    const intro = inv.credit ? w.word("letterBody") : w.fill("hoursIntro", { period });
    return paragraphs(s, [intro], m, top + s.size * 2, r - m) + s.size * 0.6;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 80,
  table: (ctx, s) => ({ x: margin(ctx) - 3, width: right(ctx, s) - margin(ctx) + 3, leading: 1.65 }),
  columns(ctx, width): TableColumn[] {
    const { w, size } = ctx;
    const cols: TableColumn[] = [
      { key: "day", heading: w.heading("colDay"), width: size * 7.5, align: "left" },
      { key: "desc", heading: w.heading("colDesc"), width: 0, align: "left" },
      { key: "hours", heading: w.heading("colHours"), width: size * 6.5, align: "right" },
      { key: "rate", heading: w.heading("colRate"), width: size * 7.5, align: "right" },
      { key: "amount", heading: w.heading("colAmount"), width: size * 8.5, align: "right" },
    ];
    cols[1].width = width - cols.reduce((sum, c) => sum + c.width, 0);
    return cols;
  },
  cells(ctx, line, index) {
    const { f, inv } = ctx;
    return {
      day: shortDate(ctx, workDays(inv)[index]),
      desc: line.description,
      hours: `${f.quantity(line.qty)} ${line.unit}`,
      rate: f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const m = margin(ctx);
    const money = (cents: number) => f.money(inv.sign * cents);
    s.rule(m, top - s.size * 0.6, right(ctx, s), 0.3, 0.6);
    const hours = w.fill("hoursSum", { hours: f.quantity(hoursOf(ctx)) });
    const prose = w.fill("totalsProse", {
      net: money(inv.net),
      rate: f.rate(inv.taxes[0].rate),
      tax: money(inv.taxTotal),
      total: money(inv.total),
    });
    return paragraphs(s, [hours, prose], m, top, right(ctx, s) - m);
  },
  tail(ctx, s, top) {
    const { inv, f, w } = ctx;
    const m = margin(ctx);
    const text = inv.credit ? [] : [w.fill("payRequest", { amount: f.money(inv.amountDue), date: f.date(inv.due) })];
    if (ctx.flag("thanks", 0.5)) text.push(w.word("thanks"));
    const y = paragraphs(s, text, m, top, right(ctx, s) - m);
    return s.lines([w.word("closing"), "", inv.seller.manager], m, y + s.size);
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const w = ctx.w;
    const ids = [`${w.label("taxNo")} ${seller.taxNo}`, `${w.label("vatId")} ${seller.vatId}`];
    const lines = [[seller.name, ...seller.lines].join(" · "), ids.join(" · "), bankLines(ctx).join(" · ")];
    wrapped(s, lines, s.width / 2, s.height - 62, s.width - 2 * m, { size: s.size - 2, align: "center" });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 22);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A marketplace order: the platform's name on top, the seller in a 'sold by' line, already paid.

const PLATFORM_TINTS: Rgb[] = [
  [0.93, 0.45, 0.09],
  [0.12, 0.36, 0.75],
  [0.55, 0.16, 0.55],
  [0.05, 0.5, 0.42],
];

/** The order's references under the platform's header, label above value, and the total at the right. */
function orderStrip(ctx: Ctx, s: Sheet, top: number): number {
  const { inv, f, w } = ctx;
  const m = margin(ctx);
  const r = right(ctx, s);
  const cells: [string, string][] = [
    [numberLabel(ctx), inv.number],
    [w.label("date"), f.date(inv.issue)],
    [w.label("orderNo"), orderDetails(ctx).orderNo],
    [w.label(inv.credit ? "creditTotal" : "total"), f.money(inv.sign * inv.total)],
  ];
  const h = s.size * 3.4;
  s.box(m, top, r - m, h, { fill: 0.94 });
  const cw = (r - m) / cells.length;
  cells.forEach(([label, value], i) => {
    const last = i === cells.length - 1;
    const x = last ? r - 8 : m + 8 + i * cw;
    const align = last ? "right" : "left";
    s.text(label.replace(/:$/, ""), x, top + 6, { size: s.size - 2, grey: 0.4, align, maxWidth: cw - 12 });
    s.text(value, x, top + 6 + s.size * 1.25, {
      bold: true,
      size: last ? s.size + 2 : s.size,
      align,
      maxWidth: cw - 12,
    });
  });
  return top + h;
}

const marketplace: Template = {
  id: "marketplace-order",
  half: "dev3",
  description: "marketplace order invoice: platform name on top, 'sold by' seller line, order strip, paid by card",
  reshape: marketplaceOrder,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const { seller } = inv;
    const p = platform(ctx);
    const tint = ctx.pick("d3PlatformTint", PLATFORM_TINTS);
    const logoSize = ctx.num("d3LogoSize", 20, 26);
    s.text(ctx.flag("d3SiteLogo", 0.5) ? p.site : p.name.toLowerCase(), m, y - 4, {
      bold: true,
      size: logoSize,
      grey: 0,
    });
    s.box(m, y + logoSize * 0.95, s.measure(p.name, { bold: true, size: logoSize }) * 0.8, 2.5, { tint });
    s.text(titleOf(ctx), r, y, { bold: true, size: s.size + 6, align: "right" });
    let top = y + logoSize + 22;
    s.text(`${w.label("soldBy")} ${seller.name}`, m, top, { bold: true });
    const sellerLines = [seller.lines.join(", "), `${w.label("vatId")} ${seller.vatId}`];
    top = s.lines(sellerLines, m, top + s.size * 1.4, { size: s.size - 1, grey: 0.3 }) + 10;
    top = orderStrip(ctx, s, top) + 18;
    const cw = (r - m) / 3;
    const heading = (text: string, x: number) => s.text(text, x, top, { bold: true, size: s.size - 1 });
    heading(w.heading("billTo"), m);
    const b1 = s.lines(buyerLines(ctx), m, top + s.size * 1.4, { maxWidth: cw - 10 });
    heading(w.heading("shipTo"), m + cw);
    const to = inv.shipTo ?? inv.buyer;
    const b2 = s.lines([to.name, ...to.lines], m + cw, top + s.size * 1.4, { maxWidth: cw - 10 });
    const o = orderDetails(ctx);
    const details: Field[] = [
      field(ctx, "orderDate", "orderDate", f.date(inv.order)),
      field(ctx, "deliveryDate", "deliveryDate", f.date(inv.delivery)),
      field(ctx, "shipmentNo", "shipmentNo", o.parcel),
      field(ctx, "paymentMethod", "paymentMethod", o.method),
      ...(ctx.flag("d3CustomerNo", 0.4) ? [field(ctx, "customerNo", "customerNo", inv.customerNo)] : []),
      ...(inv.credit ? [field(ctx, "referenceInvoice", "referenceInvoice", inv.originalNumber)] : []),
    ];
    let b3 = top;
    for (const d of details) {
      s.text(d.label.replace(/:$/, ""), m + 2 * cw, b3, { size: s.size - 2, grey: 0.4, maxWidth: cw });
      s.text(d.value, m + 2 * cw, b3 + s.size * 1.05, { maxWidth: cw });
      b3 += s.size * 2.35;
    }
    return Math.max(b1, b2, b3) + 16;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    s.text(platform(ctx).name.toLowerCase(), m, y, { bold: true, size: s.size + 6 });
    s.text(`${titleOf(ctx)}  ${ctx.inv.number}`, right(ctx, s), y + 3, { align: "right" });
    return y + s.size * 3.5;
  },
  bottom: (_ctx, s) => s.height - 80,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), shade: 0.9, rowRules: true }),
  columns(ctx, width): TableColumn[] {
    const cols = lineColumns(ctx, width).filter((c) => c.key !== "pos");
    if (cols.some((c) => c.key === "vat")) return cols;
    const vat: TableColumn = { key: "vat", heading: ctx.w.heading("colVat"), width: ctx.size * 5, align: "right" };
    cols.find((c) => c.key === "desc")!.width -= vat.width;
    return [...cols.slice(0, -1), vat, cols[cols.length - 1]];
  },
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const r = right(ctx, s);
    const method = orderDetails(ctx).method;
    const rows: Row[] = totalsRows(ctx).filter((row) => row.key !== "amountDue");
    const total = f.money(inv.sign * inv.total);
    if (inv.credit) rows.push({ key: "refund", label: w.label("refundedTo", { method }), value: total });
    else
      rows.push(
        { key: "paidWith", label: w.label("paidWith", { method }), value: total },
        { key: "balance", label: w.label("balance"), value: f.money(0), strong: true },
      );
    return totalsBlock(ctx, s, top, r, { left: r - 270 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const text = [ctx.w.fill("platformNote", { platform: platform(ctx).name })];
    if (ctx.flag("thanks", 0.5)) text.push(ctx.w.word("thanks"));
    return paragraphs(s, text, m, top + 6, right(ctx, s) - m, { size: s.size - 1, grey: 0.3 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 62;
    s.rule(m, top - 6, right(ctx, s), 0.4, 0.6);
    const lines = [
      `${ctx.w.label("soldBy")} ${[seller.name, ...seller.lines].join(", ")}`,
      legalLines(ctx).join(" · "),
    ];
    if (ctx.flag("d3Operator", 0.3)) lines.push(platform(ctx).operator);
    wrapped(s, lines, m, top, s.width - 2 * m - 70, { size: s.size - 2, grey: 0.35 });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A builder's progress invoice: the site and contract on top, work to date, earlier instalments deducted.

const progress: Template = {
  id: "progress-invoice",
  half: "dev3",
  description: "builder's progress invoice: site and contract sum, work to date, earlier instalments and retention off",
  reshape: progressBilling,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const { seller } = inv;
    const p = progressOf(inv);
    s.text(seller.name, m, y, { bold: true, size: s.size + 5, maxWidth: r - m - 170 });
    s.lines(seller.lines, m, y + s.size * 2.3, { size: s.size - 1, grey: 0.35 });
    s.lines(contactLines(ctx), r, y, { size: s.size - 1, align: "right", grey: 0.35 });
    const block = y + 100;
    s.text(w.heading("billTo"), m, block - s.size * 1.5, { size: s.size - 2, grey: 0.45 });
    const buyerBottom = s.lines(buyerLines(ctx), m, block);
    const fields: Field[] = [
      { key: "number", label: numberLabel(ctx), value: inv.number },
      field(ctx, "date", "date", f.date(inv.issue)),
      field(ctx, "customerNo", "customerNo", inv.customerNo),
      ...(ctx.flag("d3OrderDate", 0.6) ? [field(ctx, "orderDate", "orderDate", f.date(inv.order))] : []),
      ...(ctx.flag("d3Contract", 0.5) ? [field(ctx, "contractNo", "contractNo", inv.contractNo)] : []),
      ...(inv.credit ? [field(ctx, "referenceInvoice", "referenceInvoice", inv.originalNumber)] : []),
    ];
    const fieldsBottom = labelRows(s, fields, r - 215, block, 105, 215);
    let top = Math.max(buyerBottom, fieldsBottom) + 22;
    const title = p && !inv.credit ? w.fill("progressTitle", { n: String(p.index) }) : titleOf(ctx);
    s.text(title, m, top, { bold: true, size: s.size * 1.7 });
    top += s.size * 2.8;
    const about: string[] = [`${w.label("site")} ${siteOf(ctx)}`];
    if (p && !inv.credit) about.push(`${w.label("contractSum")} ${f.money(p.contractSum)}`);
    if (ctx.flag("d3Period", 0.5))
      about.push(`${w.label("servicePeriod")} ${f.date(inv.period[0])} - ${f.date(inv.period[1])}`);
    top = s.lines(about, m, top, { bold: false }) + s.size * 0.8;
    const intro = p && !inv.credit ? w.fill("progressIntro", { date: f.date(p.measured) }) : w.word("letterBody");
    return paragraphs(s, [intro], m, top, r - m) + s.size * 0.6;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 72,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), grid: true, shade: 0.88 }),
  columns(ctx, width): TableColumn[] {
    const cols: TableColumn[] = lineColumns(ctx, width);
    const pos = cols.find((c) => c.key === "pos");
    if (pos) {
      const wider = ctx.size * 5.5 - pos.width;
      pos.width += wider;
      cols.find((c) => c.key === "desc")!.width -= wider;
    }
    return cols;
  },
  cells(ctx, line, index) {
    const cells = lineCells(ctx, line, index);
    const group = ctx.once("d3Lot", (r) => r.int(1, 4));
    const pos = `${String(group).padStart(2, "0")}.${String(index + 1).padStart(2, "0")}.0010`;
    return { ...cells, pos, qty: `${ctx.f.quantity(line.qty)} ${line.unit}` };
  },
  totals(ctx, s, top) {
    const r = right(ctx, s);
    return totalsBlock(ctx, s, top, r, { left: margin(ctx) + (r - margin(ctx)) * 0.3 }, progressRows(ctx));
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const text = [...paymentText(ctx)];
    if (!ctx.inv.credit && progressOf(ctx.inv)) text.push(ctx.w.word("progressNote"));
    const y = paragraphs(s, text, m, top, right(ctx, s) - m);
    return s.lines([bankLines(ctx).join("   ")], m, y + 4, { size: s.size - 1, maxWidth: right(ctx, s) - m });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.rule(m, s.height - 52, right(ctx, s), 0.4);
    const { seller } = ctx.inv;
    const lines = [[seller.name, ...seller.lines].join(" · "), legalLines(ctx).join(" · ")];
    wrapped(s, lines, m, s.height - 46, s.width - 2 * m - 90, { size: s.size - 2 });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 46);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// An export invoice: exporter and consignee, a shipment strip, tariff numbers, 0 % and the note that says why.

/** The shipment strip: terms, transport, origin, destination, packages and weights, caption above value. */
function shipmentStrip(ctx: Ctx, s: Sheet, top: number): number {
  const { w } = ctx;
  const sh = shipment(ctx);
  const m = margin(ctx);
  const r = right(ctx, s);
  const cells: [string, string][] = [
    [w.heading("incoterm"), sh.incoterm],
    [w.heading("transportMode"), sh.transport],
    [w.heading("origin"), sh.origin],
    [w.heading("destination"), sh.destination],
    [w.heading("packages"), sh.packages],
    [w.heading("grossWeight"), sh.gross],
    [w.heading("netWeight"), sh.net],
  ];
  const cw = (r - m) / cells.length;
  const h = s.size * 3.2;
  s.rule(m, top, r, 1.2, 0.2);
  s.rule(m, top + h, r, 0.5, 0.4);
  cells.forEach(([caption, value], i) => {
    const x = m + i * cw;
    if (i > 0) s.vrule(x, top + 3, top + h - 3, 0.3, 0.6);
    s.text(caption.toUpperCase(), x + 4, top + 5, { size: s.size - 2.5, grey: 0.4, maxWidth: cw - 8 });
    s.text(value, x + 4, top + 5 + s.size * 1.3, { size: s.size - 0.5, maxWidth: cw - 8 });
  });
  return top + h;
}

const exportInvoice: Template = {
  id: "export-invoice",
  half: "dev3",
  description:
    "export invoice at 0 %: exporter/consignee, shipment strip, tariff numbers, zero-rate note, 2nd currency",
  reshape: zeroRated,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const { seller } = inv;
    const sh = shipment(ctx);
    s.text(seller.name, m, y, { bold: true, size: s.size + 4, maxWidth: (r - m) / 2 });
    const sellerLines = [
      ...seller.lines,
      `${w.label("phone")} ${seller.phone}`,
      seller.email,
      `${w.label("vatId")} ${seller.vatId}`,
      `${w.label("eori")} ${sh.eori}`,
    ];
    const sellerBottom = s.lines(sellerLines, m, y + s.size * 2, { size: s.size - 1 });
    const title = inv.credit ? titleOf(ctx) : w.word("exportTitle");
    s.text(title, r, y, { bold: true, size: s.size * 1.8, align: "right", maxWidth: (r - m) / 2 });
    const fields: Field[] = [
      { key: "number", label: numberLabel(ctx), value: inv.number },
      field(ctx, "date", "date", f.date(inv.issue)),
      field(ctx, "customerNo", "customerNo", inv.customerNo),
      field(ctx, "orderNo", "orderNo", inv.orderNo),
      ...(ctx.flag("d3DeliveryNote", 0.5) ? [field(ctx, "deliveryNote", "deliveryNote", inv.deliveryNote)] : []),
      ...(inv.credit ? [field(ctx, "referenceInvoice", "referenceInvoice", inv.originalNumber)] : []),
    ];
    const fieldsBottom = labelRows(s, fields, r - 220, y + s.size * 3.4, 110, 220);
    let top = Math.max(sellerBottom, fieldsBottom) + 18;
    const cw = (r - m) / 2;
    s.text(w.heading("consignee"), m, top, { bold: true, size: s.size - 1 });
    const consignee = [...buyerLines(ctx), sh.destinationCaps, `${w.label("buyerVatId")} ${sh.buyerVatId}`];
    let bottom = s.lines(consignee, m, top + s.size * 1.4, { maxWidth: cw - 10 });
    if (inv.shipTo) {
      s.text(w.heading("shipTo"), m + cw, top, { bold: true, size: s.size - 1 });
      const to = [inv.shipTo.name, ...inv.shipTo.lines, sh.destinationCaps];
      bottom = Math.max(bottom, s.lines(to, m + cw, top + s.size * 1.4, { maxWidth: cw - 10 }));
    }
    top = shipmentStrip(ctx, s, bottom + 14);
    return top + 18;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 66,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), shade: 0.9 }),
  columns(ctx, width): TableColumn[] {
    const cols: TableColumn[] = lineColumns(ctx, width);
    const hs: TableColumn = { key: "hs", heading: ctx.w.heading("colHs"), width: ctx.size * 6.5, align: "left" };
    const desc = cols.findIndex((c) => c.key === "desc");
    cols[desc].width -= hs.width;
    return [...cols.slice(0, desc + 1), hs, ...cols.slice(desc + 1)];
  },
  cells(ctx, line, index) {
    const hourly = UNITS[ctx.inv.language][0].includes(line.unit);
    return { ...lineCells(ctx, line, index), hs: tariffNumber(line.description, hourly) };
  },
  totals(ctx, s, top) {
    const r = right(ctx, s);
    const y = totalsBlock(ctx, s, top, r, { left: r - 250 });
    const x = exchange(ctx);
    const note = ctx.w.fill("exchangeNote", x);
    return s.lines(s.wrap(note, 250, { size: s.size - 1 }), r - 250, y + 2, { size: s.size - 1, grey: 0.35 });
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w, f } = ctx;
    const sh = shipment(ctx);
    const text = [w.word(sh.intraEu ? "zeroRateEu" : "zeroRateExport"), ...paymentText(ctx)];
    if (sh.euOrigin && ctx.flag("d3Declaration", 0.5)) text.push(w.word("originDeclaration"));
    let y = paragraphs(s, text, m, top, right(ctx, s) - m);
    y = s.lines([bankLines(ctx).join("   ")], m, y + 2, { size: s.size - 1, maxWidth: right(ctx, s) - m });
    const place = w.fill("placeDate", { city: inv.seller.town, date: f.date(inv.issue) });
    return s.lines([place, "", inv.seller.manager], m, y + s.size);
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.rule(m, s.height - 50, right(ctx, s), 0.4);
    const { seller } = ctx.inv;
    wrapped(s, [`${seller.name} · ${legalLines(ctx).join(" · ")}`], m, s.height - 44, s.width - 2 * m - 90, {
      size: s.size - 2,
    });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 44);
  },
};

export const DEV3_TEMPLATES: Template[] = [dinLetter, consultantHours, marketplace, progress, exportInvoice];
