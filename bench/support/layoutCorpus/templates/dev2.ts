/**
 * The five DEV2 layouts (half D): a third development set, drawn like the others from what issuers print. Unlike
 * half C their errors may be read; what they add is an ERP printout with dotted leaders, bilingual labels, an
 * account statement with a running balance, a seller named only where the money goes and who signs, and a
 * two-page invoice with its sum brought forward and a VAT grid.
 */
import {
  bankLines,
  buyerLines,
  contactLines,
  legalLines,
  lineColumns,
  numberLabel,
  paymentText,
  titleOf,
  totalsRows,
  type Row,
} from "../blocks";
import type { Ctx } from "../context";
import type { TableColumn, Template } from "../flow";
import type { Sheet } from "../sheet";
import type { Concept } from "../vocab";
import {
  continuationHeader,
  fieldsInline,
  margin,
  pageLabel,
  paragraphs,
  right,
  topY,
  totalsBlock,
  type Rgb,
} from "./common";
import {
  bilingual,
  bilingualPair,
  dev2Fields,
  leader,
  secondWords,
  statementCells,
  statementColumns,
  textRule,
  type Dev2Field,
} from "./dev2Blocks";

// ---------------------------------------------------------------------------------------------------------------
// An ERP printout: landscape, monospace, green-bar paper, labels with dotted leaders.

const GREEN: Rgb = [0.86, 0.94, 0.86];

/** Bands of light green every three lines across the page, as on continuous-form paper. */
function greenBar(ctx: Ctx, s: Sheet): void {
  const band = s.size * 1.35 * 3;
  for (let top = 30 + ctx.dy / 2, i = 0; top < s.height - 30; top += band, i++)
    if (i % 2 === 0) s.box(0, top, s.width, band, { tint: GREEN });
}

/** Characters of the monospace font that fit a width. */
const chars = (s: Sheet, width: number) => Math.floor(width / s.measure("0"));

/** Field lines 'Label.......: value' in a column; returns the bottom. */
function leaderColumn(s: Sheet, fields: { label: string; value: string }[], x: number, top: number, width: number) {
  for (const f of fields) {
    s.text(`${leader(f.label, width)}${f.value}`, x, top);
    top += s.size * 1.35;
  }
  return top;
}

const erpPrintout: Template = {
  id: "erp-printout",
  half: "dev2",
  description: "landscape monospace ERP printout on green-bar paper: 'Invoice No.......: 123' leaders, text rules",
  fonts: ["courier"],
  pageSize: (ctx) => [ctx.inv.country.page[1], ctx.inv.country.page[0]],
  restyle: (style, r) => ({
    ...style,
    datePattern: r.chance(0.4) ? "{yyyy}-{mm}-{dd}" : style.datePattern,
    numbers: r.chance(0.5) ? { ...style.numbers, group: "" } : style.numbers,
    upperLabels: style.upperLabels || r.chance(0.6),
    colon: false,
  }),
  first(ctx, s) {
    greenBar(ctx, s);
    const m = margin(ctx);
    const width = s.width - 2 * m;
    const { seller } = ctx.inv;
    let y = topY(ctx);
    const upper = ctx.f.style.upperLabels;
    const caps = (t: string) => (upper ? t.toUpperCase() : t);
    s.text(caps(seller.name), m, y, { bold: true });
    s.text(`*** ${titleOf(ctx).toUpperCase()} ***`, s.width / 2, y, { bold: true, align: "center" });
    y += s.size * 1.35;
    s.text(caps(seller.lines.join(", ")), m, y);
    y += s.size * 1.35;
    s.text(contactLines(ctx).slice(0, 2).join("  "), m, y);
    s.text(`${ctx.w.label("vatId")} ${seller.vatId}`, s.width / 2, y);
    y = textRule(s, m, y + s.size * 1.35, width, "=");
    const fields = dev2Fields(ctx, 9);
    const mid = m + width * 0.45;
    const labelChars = Math.min(22, Math.max(...fields.map((f) => f.label.length)) + 4);
    const fieldsBottom = leaderColumn(s, fields, mid, y, labelChars);
    s.text(ctx.w.heading("billTo").toUpperCase(), m, y, { bold: true });
    let buyerBottom = s.lines(buyerLines(ctx).map(caps), m, y + s.size * 1.35, {}, 1.35);
    const { shipTo } = ctx.inv;
    if (shipTo && fields.length < 6) {
      s.text(ctx.w.heading("shipTo").toUpperCase(), m, buyerBottom + s.size * 0.6, { bold: true });
      buyerBottom = s.lines([shipTo.name, ...shipTo.lines].map(caps), m, buyerBottom + s.size * 1.95, {}, 1.35);
    }
    return textRule(s, m, Math.max(fieldsBottom, buyerBottom) + s.size * 0.4, width) + s.size * 0.3;
  },
  next(ctx, s) {
    greenBar(ctx, s);
    const m = margin(ctx);
    const y = topY(ctx);
    s.text(ctx.inv.seller.name.toUpperCase(), m, y, { bold: true });
    s.text(`${leader(numberLabel(ctx), 14)}${ctx.inv.number}`, s.width / 2, y);
    return textRule(s, m, y + s.size * 1.35, s.width - 2 * m, "=") + s.size * 0.3;
  },
  bottom: (_ctx, s) => s.height - 62,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), leading: 1.35 }),
  totals(ctx, s, top) {
    const r = right(ctx, s);
    const width = s.measure("0") * 46;
    const x = r - width;
    let y = textRule(s, x, top - s.size * 0.4, width);
    for (const row of totalsRows(ctx)) {
      s.text(leader(row.label, 27), x, y, { bold: row.strong });
      s.text(row.value, r, y, { bold: row.strong, align: "right" });
      y += s.size * 1.35;
      if (row.key === "total") y = textRule(s, x, y, width, "=");
    }
    return y;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const y = paragraphs(s, paymentText(ctx), m, top, s.width - 2 * m);
    const w = ctx.w;
    const bank = [
      { label: w.label("bank"), value: seller.bank },
      { label: w.label("iban"), value: seller.iban },
      { label: w.label("bic"), value: seller.bic },
    ];
    return leaderColumn(s, bank, m, y + s.size * 0.4, 16);
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const width = s.width - 2 * m;
    const y = textRule(s, m, s.height - 50, width, "=");
    const legal = legalLines(ctx).join(" * ");
    s.text(legal.slice(0, chars(s, width)), m, y);
    s.text(ctx.w.fill("page", { p: String(page), n: String(pages) }).toUpperCase(), right(ctx, s), topY(ctx), {
      align: "right",
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Bilingual labels; the seller right-aligned on top; number and date in a ruled label | value table.

const CONCEPT_OF_COLUMN = {
  pos: "colPos",
  desc: "colDesc",
  qty: "colQty",
  price: "colUnitPrice",
  vat: "colVat",
  amount: "colAmount",
} as const;

/** A totals row's concept, to print its label in the second language too. */
function rowConcept(ctx: Ctx, row: Row): { concept: Concept; values: Record<string, string> } {
  const { inv, f } = ctx;
  if (row.key.startsWith("tax-")) return { concept: "tax", values: { rate: f.rate(Number(row.key.slice(4))) } };
  if (row.key === "discount") return { concept: "discount", values: { rate: f.rate(inv.discount!.rate) } };
  if (row.key === "total")
    return { concept: inv.credit && ctx.flag("creditTotal", 0.5) ? "creditTotal" : "total", values: {} };
  // subtotal, shipping, net, taxTotal, paid, amountDue: the row's key is its concept.
  return { concept: row.key as Concept, values: {} };
}

/** Label cells shaded, values beside them, ruled; two-line labels when the document stacks its languages. */
function labelValueTable(
  ctx: Ctx,
  s: Sheet,
  rows: { pair: [string, string]; value: string; strong?: boolean }[],
  x: number,
  top: number,
  labelWidth: number,
  valueWidth: number,
): number {
  const stacked = ctx.flag("d2Stacked", 0.4);
  const h = s.size * (stacked ? 2.75 : 1.8);
  const reverse = ctx.flag("d2SecondFirst", 0.25);
  const caps = (t: string) => (ctx.f.style.upperLabels ? t.toUpperCase() : t);
  for (const row of rows) {
    s.box(x, top, labelWidth, h, { fill: row.strong ? 0.82 : 0.92, border: 0.45 });
    s.box(x + labelWidth, top, valueWidth, h, { border: 0.45 });
    const [first, second] = reverse ? [row.pair[1], row.pair[0]] : row.pair;
    const o = { bold: row.strong, maxWidth: labelWidth - 8 };
    if (stacked) {
      s.text(ctx.w.styled(first), x + 4, top + 3, o);
      s.text(caps(second), x + 4, top + 3 + s.size * 1.2, { size: s.size - 1.5, grey: 0.4, maxWidth: labelWidth - 8 });
    } else s.text(ctx.w.styled(`${first} / ${second}`), x + 4, top + 4, o);
    s.text(row.value, x + labelWidth + valueWidth - 4, top + 4, {
      bold: row.strong,
      align: "right",
      maxWidth: valueWidth - 8,
    });
    top += h;
  }
  return top;
}

const bilingualTable: Template = {
  id: "bilingual-table",
  half: "dev2",
  description: "labels in two languages, seller right-aligned on top, number/date in a ruled label|value table",
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { seller } = ctx.inv;
    s.text(seller.name, r, y, { bold: true, size: s.size + 4, align: "right", maxWidth: s.width / 2 });
    const contact = [
      `${ctx.w.styled(bilingual(ctx, "phone"))} ${seller.phone}`,
      `${ctx.w.styled(bilingual(ctx, "email"))} ${seller.email}`,
    ];
    const sellerBottom = s.lines([...seller.lines, ...contact], r, y + s.size * 2, {
      align: "right",
      size: s.size - 1,
    });
    const [title, title2] = bilingualPair(ctx, ctx.inv.credit ? "creditTitle" : "title");
    s.text(title, m, y, { bold: true, size: s.size * 2.1, maxWidth: s.width / 2 - m });
    s.text(title2, m, y + s.size * 2.5, { size: s.size + 1, grey: 0.4, maxWidth: s.width / 2 - m });
    const block = Math.max(sellerBottom, y + 70) + 24;
    s.text(ctx.w.styled(bilingual(ctx, "billTo")).replace(/:$/, ""), m, block, { size: s.size - 1.5, grey: 0.4 });
    const buyerBottom = s.lines(buyerLines(ctx), m, block + s.size * 1.4);
    const fields = dev2Fields(ctx, 7);
    const tableWidth = Math.min(300, s.width / 2);
    const rows = fields.map((f: Dev2Field) => ({
      pair: bilingualPair(ctx, f.concept),
      value: f.value,
    }));
    const tableBottom = labelValueTable(ctx, s, rows, r - tableWidth, block, tableWidth * 0.6, tableWidth * 0.4);
    return Math.max(buyerBottom, tableBottom) + 22;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 75,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: true,
    shade: 0.92,
    twoLineHeadings: true,
  }),
  columns(ctx, width): TableColumn[] {
    const second = secondWords(ctx);
    return lineColumns(ctx, width).map((c) => ({
      ...c,
      heading: `${c.heading} / ${second.heading(CONCEPT_OF_COLUMN[c.key])}`,
    }));
  },
  totals(ctx, s, top) {
    const width = Math.min(320, s.width / 2 + 20);
    const rows = totalsRows(ctx).map((row) => {
      const { concept, values } = rowConcept(ctx, row);
      return { pair: bilingualPair(ctx, concept, values), value: row.value, strong: row.strong };
    });
    return labelValueTable(ctx, s, rows, right(ctx, s) - width, top, width * 0.64, width * 0.36) + 8;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv } = ctx;
    const y = paragraphs(s, paymentText(ctx), m, top, s.width - 2 * m);
    if (inv.credit) return y;
    const second = secondWords(ctx).fill("paymentTerms", { days: String(inv.paymentDays) });
    return paragraphs(s, [second], m, y, s.width - 2 * m, { grey: 0.4, size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const lines = [
      [
        `${ctx.w.styled(bilingual(ctx, "bank"))} ${seller.bank}`,
        `${ctx.w.styled(bilingual(ctx, "iban"))} ${seller.iban}`,
        `${ctx.w.styled(bilingual(ctx, "bic"))} ${seller.bic}`,
      ].join("  ·  "),
      [
        `${ctx.w.styled(bilingual(ctx, "vatId"))} ${seller.vatId}`,
        `${ctx.w.heading("register")} ${seller.register}`,
      ].join("  ·  "),
    ];
    s.rule(m, s.height - 64, right(ctx, s), 0.4);
    s.lines(lines, s.width / 2, s.height - 58, { size: s.size - 2, align: "center", maxWidth: s.width - 2 * m });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 30);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// An account statement: a summary of the account on top, lines with their date and a running balance, a slip.

/** What the account carried into this invoice: the previous balance and what was paid of it. */
function account(ctx: Ctx): { previous: number; received: number } {
  return ctx.once("d2Account", (r) => {
    const previous = r.int(4000, 400000);
    const received = r.chance(0.25) ? Math.round(previous * r.pick([0, 0.5])) : previous;
    return { previous, received };
  });
}

/** The statement's bottom line: the old balance left open, this invoice, less its deposit. */
function statementDue(ctx: Ctx): number {
  const { previous, received } = account(ctx);
  return previous - received + ctx.inv.total - (ctx.inv.paid ?? 0);
}

const statement: Template = {
  id: "account-statement",
  half: "dev2",
  description: "account summary box (previous balance, payments, new charges), lines dated with a running balance",
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    s.text(inv.seller.name, m, y, { bold: true, size: s.size + 5, maxWidth: s.width / 2 });
    const sellerBottom = s.lines([...inv.seller.lines, ...contactLines(ctx).slice(0, 3)], m, y + s.size * 2.2, {
      size: s.size - 1,
    });
    const bw = 235;
    const bx = r - bw;
    let boxBottom = y;
    if (!inv.credit) {
      const { previous, received } = account(ctx);
      const rows: Row[] = [
        { key: "previous", label: w.label("previousBalance"), value: f.money(previous) },
        { key: "received", label: w.label("paymentReceived"), value: f.money(-received) },
        { key: "new", label: w.label("newCharges"), value: f.money(inv.total) },
        ...(inv.paid !== null ? [{ key: "paid", label: w.label("paid"), value: f.money(-inv.paid) }] : []),
        { key: "due", label: w.label("amountDue"), value: f.money(statementDue(ctx)), strong: true },
      ];
      const h = s.size * 1.5 * (rows.length + 1) + 16;
      s.box(bx, y - 4, bw, h, { fill: 0.94, border: 0.5 });
      s.text(w.heading("accountSummary"), bx + 7, y, { bold: true });
      boxBottom = totalsBlock(ctx, s, y + s.size * 1.8, r - 7, { left: bx + 7 }, rows) + 4;
    }
    const block = Math.max(sellerBottom, boxBottom) + 22;
    s.text(w.heading("billTo"), m, block, { size: s.size - 1.5, grey: 0.4 });
    const buyerBottom = s.lines(buyerLines(ctx), m, block + s.size * 1.4);
    let fy = block;
    for (const field of dev2Fields(ctx, 6).filter((x) => x.key !== "number")) {
      s.text(field.label, bx, fy, { grey: 0.3, maxWidth: 120 });
      s.text(field.value, r, fy, { align: "right", maxWidth: bw - 125 });
      fy += s.size * 1.45;
    }
    const titleTop = Math.max(buyerBottom, fy) + 18;
    s.text(`${titleOf(ctx)}  ${numberLabel(ctx)} ${inv.number}`, m, titleTop, { bold: true, size: s.size + 4 });
    return titleTop + s.size * 3;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), shade: 0.88, zebra: true }),
  columns: (ctx, width) => statementColumns(ctx, width),
  cells(ctx, line, index) {
    const { previous, received } = account(ctx);
    const opening = ctx.inv.credit ? 0 : previous - received;
    return statementCells(ctx, line, index, opening);
  },
  totals: (ctx, s, top) => totalsBlock(ctx, s, top, right(ctx, s), { left: right(ctx, s) - 235 }),
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    let y = paragraphs(s, paymentText(ctx), m, top, s.width - 2 * m);
    if (inv.credit) return y;
    y += s.size;
    const dash = "- ".repeat(Math.floor((r - m) / s.measure("- ")));
    s.text(dash, m, y, { grey: 0.5 });
    y += s.size * 1.6;
    s.text(w.heading("remittance"), m, y, { bold: true });
    y += s.size * 1.6;
    const slip = [
      { label: w.label("customerNo"), value: inv.customerNo },
      { label: numberLabel(ctx), value: inv.number },
      { label: w.label("amountDue"), value: f.money(statementDue(ctx)) },
    ];
    const cw = (r - m) / slip.length;
    slip.forEach((c, i) => {
      s.text(c.label, m + i * cw, y, { size: s.size - 1, grey: 0.35, maxWidth: cw - 8 });
      s.text(c.value, m + i * cw, y + s.size * 1.2, { bold: true, maxWidth: cw - 8 });
    });
    y += s.size * 3;
    const payTo = `${w.label("payTo")} ${inv.seller.name}  ·  ${w.label("iban")} ${inv.seller.iban}`;
    s.text(payTo, m, y, { size: s.size - 1, maxWidth: r - m });
    return y + s.size * 1.5;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.rule(m, s.height - 56, right(ctx, s), 0.4);
    s.lines([legalLines(ctx).join("  ·  "), bankLines(ctx).join("  ·  ")], m, s.height - 50, {
      size: s.size - 2,
      maxWidth: s.width - 2 * m - 70,
    });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 50);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A logo without text; the seller's name only in the 'pay to' block and the signature; references in one strip.

const LOGO: Rgb[] = [
  [0.85, 0.33, 0.1],
  [0.1, 0.45, 0.6],
  [0.35, 0.2, 0.5],
  [0.15, 0.5, 0.3],
];

/** A geometric mark (a logo printed as a picture, so it has no text). */
function logoMark(ctx: Ctx, s: Sheet, x: number, top: number): number {
  const tint = ctx.pick("d2LogoTint", LOGO);
  const size = ctx.num("d2LogoSize", 30, 44);
  s.box(x, top, size, size, { tint });
  s.box(x + size * 0.55, top + size * 0.55, size * 0.7, size * 0.7, { tint: [0.75, 0.75, 0.75] });
  s.box(x + size * 0.2, top + size * 0.2, size * 0.45, size * 0.45, { fill: 1 });
  return top + size * 1.25 + 6;
}

/** Where the seller's name is printed: beside the account it is paid into, under the signature, or both. */
const namedIn = (ctx: Ctx) => ctx.pick("d2NamedIn", ["both", "both", "payTo", "signature"] as const);

const payToSignature: Template = {
  id: "pay-to-signature",
  half: "dev2",
  description:
    "logo without text, references in one strip (small caps over values), seller named only in pay-to/signature",
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w } = ctx;
    const logoBottom = logoMark(ctx, s, m, y);
    const addressBottom = s.lines([...inv.seller.lines, ...contactLines(ctx).slice(0, 2)], m, logoBottom, {
      size: s.size - 1.5,
      grey: 0.35,
    });
    s.text(titleOf(ctx).toUpperCase(), r, y, { bold: true, size: s.size * 2.4, align: "right" });
    const block = Math.max(addressBottom, y + 70) + 16;
    s.text(w.heading("billTo").toUpperCase(), r - 190, block, { size: s.size - 2, grey: 0.45, bold: true });
    const buyerBottom = s.lines(buyerLines(ctx), r - 190, block + s.size * 1.3);
    const fields = dev2Fields(ctx, 6);
    const top = buyerBottom + 20;
    const width = r - m;
    const cw = width / fields.length;
    const h = s.size * 3.2;
    s.rule(m, top, r, 1.6, 0.15);
    s.rule(m, top + h, r, 0.4, 0.4);
    fields.forEach((f, i) => {
      const x = m + i * cw;
      if (i > 0) s.vrule(x, top + 4, top + h - 4, 0.3, 0.6);
      s.text(f.label.replace(/:$/, "").toUpperCase(), x + 5, top + 5, {
        size: s.size - 2.5,
        grey: 0.45,
        maxWidth: cw - 10,
      });
      s.text(f.value, x + 5, top + 5 + s.size * 1.3, { bold: true, maxWidth: cw - 10 });
    });
    return top + h + 24;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    logoMark(ctx, s, m, y - 10);
    s.text(`${titleOf(ctx)}  ${numberLabel(ctx)} ${ctx.inv.number}`, right(ctx, s), y, { align: "right" });
    return y + 50;
  },
  bottom: (_ctx, s) => s.height - 60,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), rowRules: true }),
  totals(ctx, s, top) {
    const r = right(ctx, s);
    const y = totalsBlock(ctx, s, top, r, { right: r - 105 });
    s.rule(r - 200, y - 1, r, 0.5);
    s.rule(r - 200, y + 1, r, 0.5);
    return y + 6;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const { seller } = inv;
    let y = paragraphs(s, paymentText(ctx), m, top, r - m) + s.size;
    const where = namedIn(ctx);
    const half = (r - m) / 2;
    s.text(w.heading("payTo").toUpperCase(), m, y, { bold: true, size: s.size - 1 });
    const pay = [
      ...(where !== "signature" ? [`${w.label("accountHolder")} ${seller.name}`] : []),
      `${w.label("bank")} ${seller.bank}`,
      `${w.label("iban")} ${seller.iban}`,
      `${w.label("bic")} ${seller.bic}`,
      ...(ctx.flag("d2PayRef", 0.5) ? [`${w.label("paymentRef")} ${inv.number}`] : []),
    ];
    const payBottom = s.lines(pay, m, y + s.size * 1.5, { maxWidth: half - 10 });
    const x = m + half + 10;
    s.text(w.fill("placeDate", { city: seller.town, date: f.date(inv.issue) }), x, y, { maxWidth: half - 10 });
    let sy = y + s.size * 1.8;
    if (where !== "payTo") {
      s.text(w.word("onBehalf"), x, sy, { size: s.size - 1 });
      s.text(seller.name, x, sy + s.size * 1.3, { bold: true, maxWidth: half - 10 });
      sy += s.size * 2.6;
    }
    sy += s.size * 2.2;
    s.rule(x, sy, x + Math.min(200, half - 10), 0.5, 0.3);
    s.text(w.heading("signature"), x, sy + 3, { size: s.size - 2, grey: 0.45 });
    s.text(seller.manager, x, sy + 3 + s.size * 1.2, { size: s.size - 1 });
    y = Math.max(payBottom, sy + 3 + s.size * 2.4);
    return y;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.text(legalLines(ctx).join("   "), s.width / 2, s.height - 40, {
      size: s.size - 2,
      align: "center",
      maxWidth: s.width - 2 * m,
    });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 26);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Two pages whatever the length: the sum carried to page 2 and brought forward there; totals as a VAT grid.

/** The VAT grid: a row per rate (rate, base, tax, gross), a sum row, the grand total in a box below; the bottom. */
function vatGrid(ctx: Ctx, s: Sheet, top: number): number {
  const { inv, f, w } = ctx;
  const r = right(ctx, s);
  const cols = [78, 92, 82, 92];
  const width = cols.reduce((a, b) => a + b, 0);
  const x = r - width;
  const m = (cents: number) => f.money(inv.sign * cents, false);
  s.text(w.heading("vatBreakdown"), x, top, { bold: true });
  let y = top + s.size * 1.6;
  const h = s.size * 1.75;
  const row = (cells: string[], o: { fill?: number; bold?: boolean } = {}) => {
    s.box(x, y, width, h, { fill: o.fill, border: 0.4 });
    let cx = x;
    cells.forEach((c, i) => {
      if (i > 0) s.vrule(cx, y, y + h, 0.4, 0.4);
      const at = i === 0 ? cx + 4 : cx + cols[i] - 4;
      s.text(c, at, y + 4, { bold: o.bold, align: i === 0 ? "left" : "right", maxWidth: cols[i] - 8 });
      cx += cols[i];
    });
    y += h;
  };
  const totalConcept = inv.credit && ctx.flag("creditTotal", 0.5) ? "creditTotal" : "total";
  row([w.heading("vatSummaryRate"), w.heading("vatSummaryBase"), w.heading("taxTotal"), w.heading(totalConcept)], {
    fill: 0.86,
    bold: true,
  });
  for (const t of inv.taxes) row([f.rate(t.rate), m(t.base), m(t.tax), m(t.base + t.tax)]);
  if (inv.taxes.length > 1 || ctx.flag("d2SumRow", 0.5))
    row([w.heading("gridSum"), m(inv.net), m(inv.taxTotal), m(inv.total)], { bold: true, fill: 0.95 });
  y += 8;
  const bh = s.size * 2.4;
  s.box(x, y, width, bh, { border: 0.9 });
  s.text(w.label(totalConcept), x + 6, y + 6, { bold: true, size: s.size + 1, maxWidth: width - 120 });
  s.text(f.money(inv.sign * inv.total), r - 6, y + 6, { bold: true, size: s.size + 1, align: "right" });
  return y + bh + 6;
}

const twoPageGrid: Template = {
  id: "two-page-vat-grid",
  half: "dev2",
  description: "always two pages: sum carried forward and brought forward, three address columns, a boxed VAT grid",
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w } = ctx;
    s.text(titleOf(ctx), m, y, { bold: true, size: s.size * 2 });
    s.text(`${numberLabel(ctx)} ${inv.number}`, r, y + s.size * 0.5, { bold: true, size: s.size + 3, align: "right" });
    s.rule(m, y + s.size * 2.8, r, 2.2, 0.1);
    const top = y + s.size * 4.2;
    const cw = (r - m) / 3;
    const heading = (text: string, x: number) => s.text(text, x, top, { size: s.size - 1.5, grey: 0.4, bold: true });
    const wrap = (lines: string[]) => lines.flatMap((l) => s.wrap(l, cw - 12));
    heading(w.heading("from"), m);
    const b1 = s.lines(wrap([inv.seller.name, ...inv.seller.lines, inv.seller.phone]), m, top + s.size * 1.4);
    heading(w.heading("billTo"), m + cw);
    const b2 = s.lines(wrap(buyerLines(ctx)), m + cw, top + s.size * 1.4);
    const fields = dev2Fields(ctx, 8).filter((f) => f.key !== "number");
    let b3: number;
    let inline: Dev2Field[];
    if (inv.shipTo) {
      heading(w.heading("shipTo"), m + 2 * cw);
      b3 = s.lines(wrap([inv.shipTo.name, ...inv.shipTo.lines]), m + 2 * cw, top + s.size * 1.4);
      inline = fields;
    } else {
      b3 = top;
      for (const f of fields.slice(0, 3)) {
        s.text(f.label.replace(/:$/, ""), m + 2 * cw, b3, { size: s.size - 1.5, grey: 0.4, bold: true });
        s.text(f.value, m + 2 * cw, b3 + s.size * 1.2, { maxWidth: cw - 6 });
        b3 += s.size * 2.7;
      }
      inline = fields.slice(3);
    }
    let bottom = Math.max(b1, b2, b3) + 10;
    s.rule(m, bottom, r, 0.4, 0.5);
    if (inline.length)
      bottom = fieldsInline(ctx, s, inline, bottom + 6, (f, x, fy) => {
        s.text(f.label, x, fy, { grey: 0.35 });
        s.text(f.value, x + s.measure(f.label) + 4, fy);
      });
    return bottom + s.size * 1.5;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), grid: true, shade: 0.86 }),
  carry: (ctx) => ctx.inv.lines.length > 1,
  carryLabel: (ctx, nextPage) => ctx.w.heading(nextPage ? "broughtForward" : "carried"),
  breakBefore: (ctx) => (ctx.inv.lines.length > 1 ? Math.ceil(ctx.inv.lines.length / 2) : null),
  totalsOnNewPage: (ctx) => ctx.inv.lines.length === 1,
  taxTotalPrinted: () => true,
  totals(ctx, s, top) {
    const r = right(ctx, s);
    const rows = totalsRows(ctx);
    const before = rows.filter((x) => x.key === "subtotal" || x.key === "discount" || x.key === "shipping");
    const after = rows.filter((x) => x.key === "paid" || x.key === "amountDue");
    let y = before.length ? totalsBlock(ctx, s, top, r, { right: r - 105 }, before) + 4 : top;
    y = vatGrid(ctx, s, y);
    if (after.length) y = totalsBlock(ctx, s, y, r, { right: r - 105 }, after);
    return y;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const y = paragraphs(s, paymentText(ctx), m, top, s.width - 2 * m);
    return s.lines([bankLines(ctx).join("   ")], m, y + 4, { size: s.size - 1, maxWidth: s.width - 2 * m });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.rule(m, s.height - 56, right(ctx, s), 0.4);
    const legal = legalLines(ctx);
    const lines = [[ctx.inv.seller.name, ...legal.slice(0, 2)], legal.slice(2)].map((l) => l.join("  |  "));
    s.lines(lines, m, s.height - 49, { size: s.size - 2, maxWidth: s.width - 2 * m - 80 });
    s.text(ctx.w.fill("page", { p: String(page), n: String(pages) }), right(ctx, s), s.height - 49, {
      size: s.size - 1,
      align: "right",
    });
  },
};

export const DEV2_TEMPLATES: Template[] = [erpPrintout, bilingualTable, statement, payToSignature, twoPageGrid];
