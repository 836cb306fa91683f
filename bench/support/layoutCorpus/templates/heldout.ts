/** The five HELD-OUT layouts: none of them is looked at while the DEV figures are read. */
import {
  bankLines,
  buyerLines,
  contactLines,
  headerFields,
  legalLines,
  numberLabel,
  paymentText,
  returnAddress,
  titleOf,
  totalsRows,
} from "../blocks";
import type { Ctx } from "../context";
import type { Template } from "../flow";
import type { Sheet } from "../sheet";
import {
  boxedTotals,
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

/** The buyer's window block left and the seller's block right, fields in a two-column grid below the title. */
const twoColumn: Template = {
  id: "two-column-address",
  half: "heldout",
  description: "buyer left, seller block right, title, fields as a two-column label:value grid, zebra table",
  first(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx) + 50;
    const { seller } = ctx.inv;
    const sx = s.width / 2 + 50;
    s.text(seller.name, sx, y - 20, { bold: true, size: s.size + 2, maxWidth: right(ctx, s) - sx });
    s.lines([...seller.lines, ...contactLines(ctx), `${ctx.w.label("vatId")} ${seller.vatId}`], sx, y, {
      size: s.size - 1,
    });
    if (ctx.flag("billToHeading", 0.5)) s.text(ctx.w.heading("billTo"), m, y - 14, { size: s.size - 1.5, grey: 0.4 });
    s.lines(buyerLines(ctx), m, y);
    const titleTop = y + 130;
    s.text(titleOf(ctx), m, titleTop, { bold: true, size: s.size * 1.8 });
    const fields = headerFields(ctx, 6);
    const half = Math.ceil(fields.length / 2);
    const gridTop = titleTop + s.size * 3;
    const b1 = fieldColumn(s, fields.slice(0, half), m, gridTop, 105, 130);
    const b2 = fieldColumn(s, fields.slice(half), s.width / 2 + 10, gridTop, 105, 130);
    return Math.max(b1, b2) + 16;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 65,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), zebra: true, shade: 0.8 }),
  totals: (ctx, s, top) => totalsBlock(ctx, s, top, right(ctx, s), { right: right(ctx, s) - 105 }),
  tail: (ctx, s, top) => paragraphs(s, paymentText(ctx), margin(ctx), top, s.width - 2 * margin(ctx)),
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.text([...bankLines(ctx), ...legalLines(ctx).slice(1)].join("  ·  "), s.width / 2, s.height - 42, {
      size: s.size - 2,
      align: "center",
      maxWidth: s.width - 2 * m,
    });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 28);
  },
};

/** The seller's name as a large centred title; the document title, number and date in a box on the right. */
const sellerTitle: Template = {
  id: "seller-title",
  half: "heldout",
  description: "seller name large and centred, title with number and date in a box right, bordered totals table",
  first(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { seller } = ctx.inv;
    const c = s.width / 2;
    s.text(seller.name, c, y, {
      bold: true,
      size: ctx.num("titleSize", 19, 25),
      align: "center",
      maxWidth: s.width - 2 * m,
    });
    const sub = [...seller.lines, seller.phone, seller.email].join("  ·  ");
    s.text(sub, c, y + 32, { size: s.size - 1.5, align: "center", maxWidth: s.width - 2 * m });
    s.rule(m, y + 46, right(ctx, s), 1.2, 0.2);
    const block = y + 80;
    s.lines(buyerLines(ctx), m, block);
    const fields = headerFields(ctx, 6);
    const inBox = fields.filter((f) => f.key === "number" || f.key === "date");
    const bw = 215;
    const bx = right(ctx, s) - bw;
    s.box(bx, block - 6, bw, s.size * 2.4 + inBox.length * s.size * 1.45 + 8, { border: 0.3 });
    s.text(titleOf(ctx).toUpperCase(), bx + 8, block, { bold: true, size: s.size + 4 });
    fieldColumn(s, inBox, bx + 8, block + s.size * 2.4, 95, bw - 110);
    const others = fields.filter((f) => !inBox.includes(f));
    const bottom = fieldsInline(ctx, s, others, block + 95, (f, x, y) => s.text(`${f.label} ${f.value}`, x, y));
    return bottom + s.size;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 80,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), rowRules: true }),
  totals(ctx, s, top) {
    const x = right(ctx, s) - 250;
    const h = s.size * 1.8;
    for (const row of totalsRows(ctx)) {
      s.box(x, top, 150, h, { border: 0.4, fill: row.strong ? 0.88 : undefined });
      s.box(x + 150, top, 100, h, { border: 0.4 });
      s.text(row.label, x + 4, top + 4, { bold: row.strong, maxWidth: 142 });
      s.text(row.value, x + 246, top + 4, { bold: row.strong, align: "right", maxWidth: 92 });
      top += h;
    }
    return top + 6;
  },
  tail: (ctx, s, top) => paragraphs(s, paymentText(ctx), margin(ctx), top, s.width - 2 * margin(ctx)),
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.rule(m, s.height - 62, right(ctx, s), 0.4);
    s.lines([legalLines(ctx).join("  ·  "), bankLines(ctx).join("  ·  ")], s.width / 2, s.height - 55, {
      size: s.size - 2,
      align: "center",
      maxWidth: s.width - 2 * m,
    });
    pageLabel(ctx, s, page, pages, m, s.height - 28, "left");
  },
};

const SIDEBAR = 150;

function sidebar(ctx: Ctx, s: Sheet): void {
  const { seller } = ctx.inv;
  s.box(0, 0, SIDEBAR, s.height, { fill: 0.92 });
  const x = 16;
  const w = SIDEBAR - 26;
  const o = { size: s.size - 1.5 };
  let y = topY(ctx) + 6;
  for (const line of s.wrap(seller.name, w, { bold: true, size: s.size + 1 })) {
    s.text(line, x, y, { bold: true, size: s.size + 1 });
    y += (s.size + 1) * 1.3;
  }
  y = s.lines(seller.lines, x, y + 6, o);
  for (const block of [contactLines(ctx), bankLines(ctx), legalLines(ctx)]) {
    y += 12;
    for (const line of block) y = s.lines(s.wrap(line, w, o), x, y, o);
  }
}

/** The seller in a shaded sidebar on every page; title, fields and buyer in the main column. */
const sidebarLayout: Template = {
  id: "sidebar",
  half: "heldout",
  description: "shaded left sidebar with every seller detail, title and fields right of it, buyer top right",
  first(ctx, s) {
    sidebar(ctx, s);
    const x0 = SIDEBAR + 24;
    const y = topY(ctx) + 4;
    s.text(titleOf(ctx), x0, y, { bold: true, size: s.size * 2.3 });
    const fieldsBottom = fieldColumn(s, headerFields(ctx), x0, y + s.size * 3.5, 100, 105);
    const bx = right(ctx, s) - 150;
    s.text(ctx.w.heading("billTo"), bx, y + s.size * 3.5, { size: s.size - 1.5, grey: 0.4 });
    const buyerBottom = s.lines(
      buyerLines(ctx).flatMap((l) => s.wrap(l, 150)),
      bx,
      y + s.size * 5,
    );
    return Math.max(fieldsBottom, buyerBottom) + 20;
  },
  next(ctx, s) {
    sidebar(ctx, s);
    return continuationHeader(ctx, s, SIDEBAR + 24);
  },
  bottom: (_ctx, s) => s.height - 50,
  table: (ctx, s) => ({ x: SIDEBAR + 20, width: right(ctx, s) - SIDEBAR - 20, shade: 0.85, leading: 1.6 }),
  totals: (ctx, s, top) => totalsBlock(ctx, s, top, right(ctx, s), { left: right(ctx, s) - 220 }),
  tail: (ctx, s, top) => paragraphs(s, paymentText(ctx), SIDEBAR + 24, top, right(ctx, s) - SIDEBAR - 24),
  footer(ctx, s, page, pages) {
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 30);
  },
};

/** A big title with the number under it, From / To / details in three columns, a shaded totals box. */
const modern: Template = {
  id: "modern",
  half: "heldout",
  description: "huge title with the number under it, three columns (to / from / details, labels above values)",
  first(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { seller, shipTo } = ctx.inv;
    s.text(titleOf(ctx), m, y, { bold: true, size: ctx.num("bigTitle", 24, 32) });
    s.text(`${numberLabel(ctx)} ${ctx.inv.number}`, m, y + 40, { size: s.size + 3 });
    s.text(seller.name, right(ctx, s), y, { bold: true, align: "right" });
    s.lines([...seller.lines, seller.email], right(ctx, s), y + s.size * 1.5, { align: "right", size: s.size - 1 });
    const top = y + 100;
    const cw = (s.width - 2 * m) / 3;
    const heading = (text: string, x: number) =>
      s.text(text.toUpperCase(), x, top, { bold: true, size: s.size - 2, grey: 0.45 });
    heading(ctx.w.heading("billTo"), m);
    let bottom = s.lines(
      buyerLines(ctx).flatMap((l) => s.wrap(l, cw - 10)),
      m,
      top + s.size * 1.5,
    );
    const second = shipTo
      ? { head: ctx.w.heading("shipTo"), lines: [shipTo.name, ...shipTo.lines] }
      : ctx.flag("fromColumn", 0.5)
        ? { head: ctx.w.heading("from"), lines: [seller.name, ...seller.lines] }
        : null;
    if (second) {
      heading(second.head, m + cw);
      bottom = Math.max(
        bottom,
        s.lines(
          second.lines.flatMap((l) => s.wrap(l, cw - 10)),
          m + cw,
          top + s.size * 1.5,
        ),
      );
    }
    let y3 = top;
    for (const f of headerFields(ctx, 6).filter((x) => x.key !== "number")) {
      s.text(f.label.replace(/:$/, "").toUpperCase(), m + 2 * cw, y3, { bold: true, size: s.size - 2, grey: 0.45 });
      s.text(f.value, m + 2 * cw, y3 + s.size * 1.1, { maxWidth: cw });
      y3 += s.size * 2.6;
    }
    return Math.max(bottom, y3) + 18;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 60,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), rowRules: true, leading: 1.7 }),
  totals: (ctx, s, top) => boxedTotals(ctx, s, top, 240, { fill: 0.92 }),
  tail: (ctx, s, top) =>
    paragraphs(s, [...paymentText(ctx), bankLines(ctx).join("  ")], margin(ctx), top, s.width - 2 * margin(ctx)),
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.text(legalLines(ctx).join("   "), m, s.height - 36, { size: s.size - 2, maxWidth: s.width - 2 * m - 70 });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 36);
  },
};

/** A business letter: subject line with the number, the date after the town without a label, salutation. */
const letter: Template = {
  id: "business-letter",
  half: "heldout",
  description: "letter: letterhead right, window address, 'town, date' line, subject with the number, greeting",
  first(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    s.text(inv.seller.name, right(ctx, s), y, { bold: true, size: s.size * 1.5, align: "right" });
    s.lines(inv.seller.lines, right(ctx, s), y + s.size * 2.2, { align: "right", size: s.size - 1 });
    const block = y + 100;
    s.text(returnAddress(ctx), m, block, { size: s.size - 2.5, maxWidth: 250 });
    s.lines(buyerLines(ctx), m, block + s.size * 1.6);
    const dateTop = block + 95;
    s.text(w.fill("placeDate", { city: inv.seller.town, date: f.date(inv.issue) }), right(ctx, s), dateTop, {
      align: "right",
    });
    const subject = `${titleOf(ctx)} ${w.word("subjectNumber")} ${inv.number}`;
    s.text(subject, m, dateTop + s.size * 2.5, { bold: true, size: s.size + 2 });
    const refs = headerFields(ctx, 6)
      .filter((x) => x.key !== "number" && x.key !== "date")
      .map((x) => `${x.label} ${x.value}`);
    let top = dateTop + s.size * 4.6;
    if (refs.length) top = paragraphs(s, [refs.join("   ")], m, top, s.width - 2 * m, { size: s.size - 1 });
    top += s.size;
    s.text(w.word("salutation"), m, top);
    return paragraphs(s, [w.word("letterBody")], m, top + s.size * 2, s.width - 2 * m) + s.size;
  },
  next: (ctx, s) => continuationHeader(ctx, s),
  bottom: (_ctx, s) => s.height - 75,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx) }),
  totals: (ctx, s, top) => totalsBlock(ctx, s, top, right(ctx, s), { right: right(ctx, s) - 100 }),
  tail(ctx, s, top) {
    const m = margin(ctx);
    const y = paragraphs(s, paymentText(ctx), m, top, s.width - 2 * m);
    return s.lines([ctx.w.word("closing"), "", ctx.inv.seller.name], m, y + s.size);
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.lines(
      [[...contactLines(ctx), ...legalLines(ctx)].join("  ·  "), bankLines(ctx).join("  ·  ")],
      s.width / 2,
      s.height - 60,
      { size: s.size - 2, align: "center", maxWidth: s.width - 2 * m },
    );
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 30);
  },
};

export const HELDOUT_TEMPLATES: Template[] = [twoColumn, sellerTitle, sidebarLayout, modern, letter];
