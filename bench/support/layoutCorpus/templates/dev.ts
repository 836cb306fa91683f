/** The five DEV layouts. */
import {
  bankLines,
  buyerLines,
  contactLines,
  headerFields,
  legalLines,
  paymentText,
  returnAddress,
  titleOf,
  totalsRows,
} from "../blocks";
import type { Template } from "../flow";
import type { Sheet } from "../sheet";
import {
  boxedTotals,
  columns,
  continuationHeader,
  fieldColumn,
  fieldsInline,
  margin,
  pageLabel,
  paragraphs,
  right,
  topY,
  totalsBlock,
} from "./common";

/** Letterhead top left, the header fields as a label/value column on the right, footer of details. */
const letterhead: Template = {
  id: "letterhead-column",
  half: "dev",
  description: "letterhead top left, contact top right, window address left, label:value column right",
  first(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { seller } = ctx.inv;
    s.text(seller.name, m, y, { bold: true, size: s.size * ctx.num("nameScale", 1.5, 2) });
    s.text(seller.lines.join(", "), m, y + s.size * 2.6, { size: s.size - 0.5, grey: 0.3 });
    s.lines(contactLines(ctx), right(ctx, s), y, { align: "right", size: s.size - 1 });
    const block = y + 95;
    s.text(returnAddress(ctx), m, block, { size: s.size - 2.5, maxWidth: 240 });
    s.rule(m, block + s.size, m + 240, 0.3);
    const buyerBottom = s.lines(buyerLines(ctx), m, block + s.size + 6);
    const fieldsBottom = fieldColumn(s, headerFields(ctx), right(ctx, s) - 225, block, 110, 115);
    const titleTop = Math.max(buyerBottom, fieldsBottom) + 22;
    const title = ctx.flag("titleWithNumber", 0.4) ? `${titleOf(ctx)} ${ctx.inv.number}` : titleOf(ctx);
    s.text(title, m, titleTop, { bold: true, size: s.size * 1.7 });
    return titleTop + s.size * 3;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 95,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: ctx.flag("shade", 0.5) ? 0.88 : undefined,
  }),
  totals: (ctx, s, top) => totalsBlock(ctx, s, top, right(ctx, s), { left: right(ctx, s) - 240 }),
  tail: (ctx, s, top) => paragraphs(s, paymentText(ctx), margin(ctx), top, s.width - 2 * margin(ctx)),
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const y = s.height - 78;
    s.rule(m, y - 6, right(ctx, s), 0.4);
    const lines = [
      [ctx.inv.seller.name, ...ctx.inv.seller.lines].join(" · "),
      legalLines(ctx).join(" · "),
      bankLines(ctx).join(" · "),
    ];
    s.lines(lines, s.width / 2, y, { size: s.size - 2, align: "center", maxWidth: s.width - 2 * m });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 30);
  },
};

/** A logo-like brand word on top; the seller's name and details only in the footer columns. */
const brandFooter: Template = {
  id: "brand-footer",
  half: "dev",
  description: "big brand word on top, seller only in a four-column footer, fields in one row",
  first(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const brand = ctx.inv.seller.core.split(" ")[0].toUpperCase();
    const size = ctx.num("brandSize", 26, 36);
    if (ctx.flag("brandRight", 0.5)) s.text(brand, right(ctx, s), y, { bold: true, size, align: "right" });
    else s.text(brand, m, y, { bold: true, size });
    s.rule(m, y + size + 4, right(ctx, s), 2, 0.2);
    const block = y + 110;
    s.lines(buyerLines(ctx), m, block);
    s.text(titleOf(ctx), right(ctx, s), block, { bold: true, size: s.size * 2, align: "right" });
    const bottom = fieldsInline(ctx, s, headerFields(ctx), block + 95, (f, x, y) => {
      s.text(f.label, x, y, { grey: 0.35 });
      s.text(f.value, x + s.measure(f.label) + 4, y, { bold: true });
    });
    return bottom + s.size * 1.4;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 115,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), rowRules: true }),
  totals: (ctx, s, top) => totalsBlock(ctx, s, top, right(ctx, s), { right: right(ctx, s) - 100 }),
  tail: (ctx, s, top) => paragraphs(s, paymentText(ctx), margin(ctx), top, s.width - 2 * margin(ctx)),
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 100;
    s.rule(m, top - 6, right(ctx, s), 0.4);
    const { seller } = ctx.inv;
    columns(
      s,
      [[seller.name, ...seller.lines], contactLines(ctx), bankLines(ctx), legalLines(ctx)],
      m,
      top,
      s.width - 2 * m,
      s.size - 2,
    );
    pageLabel(ctx, s, page, pages, s.width / 2, s.height - 28, "center");
  },
};

/** Labels above values in a row of boxes; the seller's block right-aligned at the top. */
const boxes: Template = {
  id: "field-boxes",
  half: "dev",
  description: "title top left, seller right-aligned, a row of boxes with the label above the value, grid table",
  first(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { seller } = ctx.inv;
    s.text(titleOf(ctx), m, y, { bold: true, size: s.size * 2.2 });
    s.text(seller.name, right(ctx, s), y, { bold: true, size: s.size + 2, align: "right" });
    s.lines([...seller.lines, `${ctx.w.label("vatId")} ${seller.vatId}`], right(ctx, s), y + s.size * 2, {
      align: "right",
      size: s.size - 1,
    });
    s.text(ctx.w.heading("billTo"), m, y + 70, { size: s.size - 1.5, grey: 0.4 });
    const buyerBottom = s.lines(buyerLines(ctx), m, y + 70 + s.size * 1.4);
    const fields = headerFields(ctx, 5);
    const boxTop = buyerBottom + 25;
    const w = (s.width - 2 * m) / fields.length;
    const h = s.size * 3.4;
    fields.forEach((f, i) => {
      const x = m + i * w;
      s.box(x, boxTop, w, h, { border: 0.4 });
      s.text(f.label.replace(/:$/, ""), x + 4, boxTop + 3, { size: s.size - 1.5, grey: 0.35, maxWidth: w - 8 });
      s.text(f.value, x + 4, boxTop + s.size * 1.7, { bold: true, maxWidth: w - 8 });
    });
    return boxTop + h + 22;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), grid: true, shade: 0.9 }),
  totals: (ctx, s, top) => boxedTotals(ctx, s, top, 250, { border: 0.4 }),
  tail: (ctx, s, top) =>
    paragraphs(s, [...paymentText(ctx), bankLines(ctx).join("   ")], margin(ctx), top, s.width - 2 * margin(ctx)),
  footer(ctx, s, page, pages) {
    const line = [ctx.inv.seller.name, ...legalLines(ctx)].join(" | ");
    s.text(line, s.width / 2, s.height - 45, {
      size: s.size - 2,
      align: "center",
      maxWidth: s.width - 2 * margin(ctx),
    });
    pageLabel(ctx, s, page, pages, s.width / 2, s.height - 30, "center");
  },
};

/** A header table (headings row, one values row) and a VAT summary table beside the totals. */
const headerTable: Template = {
  id: "header-table",
  half: "dev",
  description: "seller top left, title top right, a header table of headings and one row of values, VAT table",
  first(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { seller, shipTo } = ctx.inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 3 });
    s.lines([...seller.lines, ...contactLines(ctx).slice(0, 2)], m, y + s.size * 2, { size: s.size - 1 });
    s.text(titleOf(ctx).toUpperCase(), right(ctx, s), y, { bold: true, size: s.size * 2.4, align: "right" });
    const block = y + 105;
    s.text(ctx.w.heading("billTo"), m, block, { bold: true, size: s.size - 1 });
    let bottom = s.lines(buyerLines(ctx), m, block + s.size * 1.4);
    if (shipTo) {
      const x = m + 250;
      s.text(ctx.w.heading("shipTo"), x, block, { bold: true, size: s.size - 1 });
      bottom = Math.max(bottom, s.lines([shipTo.name, ...shipTo.lines], x, block + s.size * 1.4));
    }
    const fields = headerFields(ctx, 5);
    const top = bottom + 22;
    const w = (s.width - 2 * m) / fields.length;
    const h = s.size * 1.8;
    s.box(m, top, s.width - 2 * m, h, { fill: 0.85 });
    s.box(m, top, s.width - 2 * m, 2 * h, { border: 0.4 });
    fields.forEach((f, i) => {
      s.text(f.label.replace(/:$/, ""), m + i * w + 4, top + 4, { bold: true, size: s.size - 1, maxWidth: w - 8 });
      s.text(f.value, m + i * w + 4, top + h + 4, { maxWidth: w - 8 });
      if (i > 0) s.vrule(m + i * w, top, top + 2 * h, 0.4, 0.4);
    });
    return top + 2 * h + 24;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), shade: 0.85 }),
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const m = margin(ctx);
    const cw = 80;
    const heads = [w.heading("vatSummaryRate"), w.heading("vatSummaryBase"), w.heading("colVat")];
    s.box(m, top, 3 * cw, s.size * 1.8, { fill: 0.9 });
    heads.forEach((h, i) =>
      s.text(h, m + (i + 1) * cw - 4, top + 3, { bold: true, align: "right", size: s.size - 1, maxWidth: cw - 8 }),
    );
    let y = top + s.size * 2;
    for (const t of inv.taxes) {
      const cells = [f.rate(t.rate), f.money(inv.sign * t.base, false), f.money(inv.sign * t.tax, false)];
      cells.forEach((c, i) => s.text(c, m + (i + 1) * cw - 4, y, { align: "right" }));
      y += s.size * 1.5;
    }
    const rows = totalsRows(ctx).filter((r) => !r.key.startsWith("tax"));
    const at = rows.findIndex((r) => r.key === "net") + 1;
    rows.splice(at, 0, { key: "taxTotal", label: w.label("taxTotal"), value: f.money(inv.sign * inv.taxTotal) });
    return Math.max(y, totalsBlock(ctx, s, top, right(ctx, s), { right: right(ctx, s) - 95 }, rows));
  },
  tail: (ctx, s, top) => {
    const bottom = paragraphs(s, paymentText(ctx), margin(ctx), top, s.width - 2 * margin(ctx));
    return s.lines(bankLines(ctx), margin(ctx), bottom + 4, { size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.rule(m, s.height - 52, right(ctx, s), 0.4);
    s.text(legalLines(ctx).join("  -  "), m, s.height - 45, { size: s.size - 2, maxWidth: s.width - 2 * m - 60 });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 45);
  },
};

/** A narrow till-roll receipt as tall as its content. */
const receipt: Template = {
  id: "receipt",
  half: "dev",
  description: "narrow receipt, everything centred or label left / value right, dashed separators",
  fitHeight: true,
  pageSize: (ctx) => [Math.round(ctx.num("receiptWidth", 250, 300)), 800],
  first(ctx, s) {
    const c = s.width / 2;
    const { seller } = ctx.inv;
    let y = 22 + ctx.dy / 4;
    s.text(seller.name, c, y, { bold: true, size: s.size + 2, align: "center", maxWidth: s.width - 20 });
    y = s.lines([...seller.lines, seller.phone, `${ctx.w.label("vatId")} ${seller.vatId}`], c, y + s.size * 2, {
      align: "center",
    });
    y = dashes(s, y + 4);
    s.text(titleOf(ctx).toUpperCase(), c, y, { bold: true, size: s.size + 1, align: "center" });
    y += s.size * 2;
    for (const f of headerFields(ctx, 4)) {
      s.text(f.label, 14, y);
      s.text(f.value, s.width - 14, y, { align: "right" });
      y += s.size * 1.4;
    }
    return dashes(s, y + 2);
  },
  next: (ctx, s) => continuationHeader(ctx, s, 14),
  bottom: (_ctx, s) => s.height - 30,
  table: (_ctx, s) => ({ x: 10, width: s.width - 20, narrow: true, leading: 1.3 }),
  totals(ctx, s, top) {
    const y = dashes(s, top - 4);
    return totalsBlock(ctx, s, y, s.width - 14, { left: 14 });
  },
  tail(ctx, s, top) {
    const y = dashes(s, top);
    const text = [...paymentText(ctx), ...bankLines(ctx).slice(1)];
    return paragraphs(s, text, 14, y, s.width - 28, { size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    s.text(ctx.inv.seller.web, s.width / 2, s.height - 24, { align: "center", size: s.size - 1 });
    pageLabel(ctx, s, page, pages, s.width - 14, s.height - 14, "right");
  },
};

function dashes(s: Sheet, top: number): number {
  const dash = "-".repeat(Math.floor((s.width - 24) / s.measure("-")));
  s.text(dash, s.width / 2, top, { align: "center", grey: 0.4 });
  return top + s.size * 1.4;
}

export const DEV_TEMPLATES: Template[] = [letterhead, brandFooter, boxes, headerTable, receipt];
