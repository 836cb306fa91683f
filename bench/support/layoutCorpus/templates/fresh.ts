/**
 * The five FRESH layouts (half C): drawn for a held-out set nobody has read through the engine. They are built
 * from what issuers print, not from what the engine reads; their errors are never listed while it is tuned.
 */
import {
  bankLines,
  buyerLines,
  contactLines,
  legalLines,
  numberLabel,
  paymentText,
  returnAddress,
  titleOf,
  totalsRows,
  type Row,
} from "../blocks";
import type { Ctx } from "../context";
import type { Template } from "../flow";
import type { Sheet } from "../sheet";
import { continuationHeader, margin, pageLabel, paragraphs, right, topY, totalsBlock, type Rgb } from "./common";
import {
  caption,
  cell,
  dateSentence,
  freshFields,
  headerDate,
  longDate,
  stackedFields,
  totalsSentence,
} from "./freshBlocks";

/** House colours of the band and the total's bar. */
const TINTS: Rgb[] = [
  [0.11, 0.23, 0.42],
  [0.0, 0.4, 0.44],
  [0.45, 0.1, 0.16],
  [0.13, 0.35, 0.2],
  [0.27, 0.27, 0.32],
];

const WHITE = 1;

/** Two-rate documents print their tax total when a totals row carries it. */
const taxTotalRow = (ctx: Ctx) => totalsRows(ctx).some((r) => r.key === "taxTotal");

/** A coloured band across the top with the seller in white; title, number and date in a white box on the band. */
const colourBand: Template = {
  id: "colour-band",
  half: "fresh",
  description: "full-width coloured band with the seller, number and date in a box on it, summary table with a bar",
  first(ctx, s) {
    const m = margin(ctx);
    const tint = ctx.pick("tint", TINTS);
    const band = 84 + ctx.dy;
    const { seller } = ctx.inv;
    s.box(0, 0, s.width, band, { tint });
    const nameSize = s.size + ctx.num("nameGrow", 4, 8);
    s.text(seller.name, m, 24 + ctx.dy / 2, { bold: true, size: nameSize, grey: WHITE, maxWidth: s.width * 0.5 });
    s.lines([seller.lines.join(", "), `${seller.phone}  ·  ${seller.email}`], m, 30 + nameSize + ctx.dy / 2, {
      size: s.size - 1.5,
      grey: WHITE,
    });
    const bw = 205;
    const bx = right(ctx, s) - bw;
    const by = 18 + ctx.dy / 2;
    const fields = freshFields(ctx);
    const inBox = fields.filter((f) => f.key === "number" || f.key === "date");
    const bh = s.size * 2.8 + inBox.length * s.size * 1.5 + 6;
    s.box(bx, by, bw, bh, { fill: 1, border: 0.6 });
    const title = ctx.flag("titleCaps", 0.5) ? titleOf(ctx).toUpperCase() : titleOf(ctx);
    s.text(title, bx + 8, by + 6, { bold: true, size: s.size + 4, maxWidth: bw - 16 });
    let y = by + 6 + s.size * 2.2;
    for (const f of inBox) {
      s.text(caption(f.label), bx + 8, y, { size: s.size - 1, grey: 0.35, maxWidth: 100 });
      s.text(f.value, bx + bw - 8, y, { bold: true, align: "right", maxWidth: bw - 115 });
      y += s.size * 1.5;
    }
    const block = Math.max(band, by + bh) + 22;
    s.text(ctx.w.heading("billTo"), m, block, { bold: true, size: s.size - 1 });
    let bottom = s.lines(buyerLines(ctx), m, block + s.size * 1.4);
    const { shipTo } = ctx.inv;
    if (shipTo) {
      s.text(ctx.w.heading("shipTo"), m + 175, block, { bold: true, size: s.size - 1 });
      bottom = Math.max(bottom, s.lines([shipTo.name, ...shipTo.lines], m + 175, block + s.size * 1.4));
    }
    const others = fields.filter((f) => !inBox.includes(f));
    let fy = block;
    for (const f of others) {
      s.text(f.label, bx, fy, { size: s.size - 0.5, maxWidth: 100 });
      s.text(f.value, right(ctx, s), fy, { align: "right", maxWidth: bw - 105 });
      fy += s.size * 1.45;
    }
    return Math.max(bottom, fy) + 20;
  },
  next(ctx, s) {
    const m = margin(ctx);
    s.box(0, 0, s.width, 34, { tint: ctx.pick("tint", TINTS) });
    s.text(ctx.inv.seller.name, m, 12, { bold: true, grey: WHITE });
    s.text(`${titleOf(ctx)}  ${ctx.inv.number}`, right(ctx, s), 12, { grey: WHITE, align: "right" });
    return 58;
  },
  bottom: (_ctx, s) => s.height - 75,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), shade: 0.9, rowRules: true }),
  totals(ctx, s, top) {
    const w = 265;
    const x = right(ctx, s) - w;
    const h = s.size * 1.9;
    totalsRows(ctx).forEach((row, i) => {
      const bar = row.key === "total";
      if (bar) s.box(x, top, w, h, { tint: ctx.pick("tint", TINTS) });
      else if (i % 2 === 0) s.box(x, top, w, h, { fill: 0.95 });
      const o = { bold: row.strong, grey: bar ? WHITE : 0 };
      s.text(row.label, x + 6, top + 4, { ...o, maxWidth: w - 110 });
      s.text(row.value, x + w - 6, top + 4, { ...o, align: "right", maxWidth: 98 });
      top += h;
    });
    return top + 8;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const y = paragraphs(s, paymentText(ctx), m, top, s.width - 2 * m);
    return s.lines([bankLines(ctx).join("   ")], m, y + 4, { size: s.size - 1, maxWidth: s.width - 2 * m });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    s.box(m, s.height - 56, right(ctx, s) - m, 1.5, { tint: ctx.pick("tint", TINTS) });
    s.text(legalLines(ctx).join("  |  "), s.width / 2, s.height - 48, {
      size: s.size - 2,
      align: "center",
      maxWidth: s.width - 2 * m,
    });
    s.text(contactLines(ctx).join("  |  "), s.width / 2, s.height - 38, {
      size: s.size - 2,
      align: "center",
      maxWidth: s.width - 2 * m,
    });
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 24);
  },
};

const SIDE = 128;
/** Where the letter's column starts, right of the sender's sidebar. */
const mainX = (ctx: Ctx) => SIDE + 34 + ctx.dx / 2;

/** The sender's sidebar: name, address, contact; on page 1 the references and the bank and legal details too. */
function senderSidebar(ctx: Ctx, s: Sheet, full: boolean): void {
  const x = 30 + ctx.dx / 2;
  const o = { size: s.size - 1.5 };
  const { seller } = ctx.inv;
  let y = topY(ctx) + 4;
  for (const line of s.wrap(seller.name, SIDE - 10, { bold: true, size: s.size + 2 })) {
    s.text(line, x, y, { bold: true, size: s.size + 2 });
    y += (s.size + 2) * 1.25;
  }
  y = s.lines(seller.lines, x, y + 4, o);
  y = s.lines(
    contactLines(ctx).flatMap((l) => s.wrap(l, SIDE - 10, o)),
    x,
    y + 6,
    o,
  );
  s.vrule(SIDE + 20 + ctx.dx / 2, topY(ctx), s.height - 50, 0.6, 0.6);
  if (!full) return;
  stackedFields(s, freshFields(ctx, 7), x, y + 18, SIDE - 10);
  const details = [...bankLines(ctx), "", ...legalLines(ctx)].flatMap((l) => (l ? s.wrap(l, SIDE - 10, o) : [""]));
  s.lines(details, x, s.height - 60 - details.length * o.size * 1.3, o);
}

/** A letter with the sender and the invoice's references in a sidebar; dates written out, totals maybe a sentence. */
const letterSidebar: Template = {
  id: "letter-sidebar",
  half: "fresh",
  description: "letter; sender, references (label above value), bank and legal details in a ruled left sidebar",
  first(ctx, s) {
    senderSidebar(ctx, s, true);
    const { inv, w } = ctx;
    const x = mainX(ctx);
    const width = right(ctx, s) - x;
    const y = topY(ctx) + 30;
    s.text(returnAddress(ctx), x, y, { size: s.size - 2.5, grey: 0.35, maxWidth: width * 0.8 });
    s.lines(buyerLines(ctx), x, y + s.size * 1.6);
    const dateTop = y + 110;
    const place = w.fill("placeDate", { city: inv.seller.town, date: longDate(ctx, inv.issue) });
    s.text(place, right(ctx, s), dateTop, { align: "right" });
    const subject = ctx.flag("numberInSubject", 0.5)
      ? `${titleOf(ctx)} ${w.word("subjectNumber")} ${inv.number}`
      : titleOf(ctx);
    s.text(subject, x, dateTop + s.size * 2.5, { bold: true, size: s.size + 3 });
    let top = dateTop + s.size * 5;
    s.text(w.word("salutation"), x, top);
    const body = [w.word("letterBody"), ...(ctx.flag("dateSentence", 0.6) ? [dateSentence(ctx)] : [])];
    top = paragraphs(s, body, x, top + s.size * 2, width);
    return top + s.size;
  },
  next(ctx, s) {
    senderSidebar(ctx, s, false);
    return continuationHeader(ctx, s, mainX(ctx));
  },
  bottom: (_ctx, s) => s.height - 60,
  table: (ctx, s) => ({ x: mainX(ctx) - 3, width: right(ctx, s) - mainX(ctx) + 3, rowRules: true }),
  totals(ctx, s, top) {
    const x = mainX(ctx);
    if (!ctx.flag("sentence", 0.5)) return totalsBlock(ctx, s, top, right(ctx, s), { left: right(ctx, s) - 230 });
    const y = paragraphs(s, [totalsSentence(ctx)], x, top, right(ctx, s) - x, { bold: true });
    const due = totalsRows(ctx).filter((r) => r.key === "paid" || r.key === "amountDue");
    return due.length ? totalsBlock(ctx, s, y + 4, right(ctx, s), { left: right(ctx, s) - 230 }, due) : y;
  },
  tail(ctx, s, top) {
    const x = mainX(ctx);
    const y = paragraphs(s, paymentText(ctx), x, top, right(ctx, s) - x);
    return s.lines([ctx.w.word("closing"), "", ctx.inv.seller.name], x, y + s.size);
  },
  footer(ctx, s, page, pages) {
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 34);
  },
  taxTotalPrinted: (ctx) => ctx.flag("sentence", 0.5) || taxTotalRow(ctx),
};

/** Cells of a form: `n` per row over the width, the label above the value; returns the bottom. */
function cellRows(
  s: Sheet,
  x: number,
  top: number,
  width: number,
  perRow: number,
  cells: { label: string; value: string; strong?: boolean }[],
): number {
  const w = width / perRow;
  const h = s.size * 2.9;
  cells.forEach((c, i) => {
    const cx = x + (i % perRow) * w;
    const cy = top + Math.floor(i / perRow) * h;
    cell(s, cx, cy, w, h, c.label, [c.value], { bold: c.strong, fill: c.strong ? 0.88 : undefined });
  });
  return top + Math.ceil(cells.length / perRow) * h;
}

/** A form: everything in bordered cells with small captions, totals as a row of cells, bank details as cells. */
const formGrid: Template = {
  id: "form-grid",
  half: "fresh",
  description: "form of bordered cells (caption above value): seller, title and number, buyer, references, totals",
  first(ctx, s) {
    const m = margin(ctx);
    const width = s.width - 2 * m;
    const { inv, w } = ctx;
    const y = topY(ctx);
    const h1 = s.size * 8.2;
    const sellerLines = [...inv.seller.lines, `${w.label("vatId")} ${inv.seller.vatId}`];
    s.box(m, y, width * 0.58, h1, { border: 0.35 });
    s.text(caption(w.heading("from")), m + 4, y + 3, { size: s.size - 2, grey: 0.4 });
    s.text(inv.seller.name, m + 4, y + 3 + s.size * 1.2, { bold: true, size: s.size + 2, maxWidth: width * 0.58 - 8 });
    s.lines(sellerLines, m + 4, y + 3 + s.size * 2.8, { size: s.size - 1, maxWidth: width * 0.58 - 8 });
    const tx = m + width * 0.58;
    s.box(tx, y, width * 0.42, h1, { border: 0.35, fill: 0.93 });
    s.text(titleOf(ctx).toUpperCase(), tx + 6, y + 6, { bold: true, size: s.size * 1.9, maxWidth: width * 0.42 - 12 });
    s.text(caption(numberLabel(ctx)), tx + 6, y + s.size * 4.2, { size: s.size - 2, grey: 0.4 });
    s.text(inv.number, tx + 6, y + s.size * 5.4, { bold: true, size: s.size + 3 });
    const y2 = y + h1;
    const h2 = s.size * (1.3 * (inv.buyer.lines.length + 1) + 1.8);
    cell(s, m, y2, width * 0.58, h2, w.heading("billTo"), buyerLines(ctx));
    // Beside the buyer: where the goods go, or else the seller's phone and mail (no caption).
    const side = inv.shipTo
      ? { label: w.heading("shipTo"), lines: [inv.shipTo.name, ...inv.shipTo.lines] }
      : { label: "", lines: contactLines(ctx).slice(0, 3) };
    cell(s, tx, y2, width * 0.42, h2, side.label, side.lines, { size: s.size - 1 });
    const refs = freshFields(ctx, 9).filter((f) => f.key !== "number");
    return cellRows(s, m, y2 + h2, width, 4, refs) + 18;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const width = s.width - 2 * m;
    const y = topY(ctx);
    cell(s, m, y, width * 0.58, s.size * 2.9, ctx.w.heading("from"), [ctx.inv.seller.name]);
    cell(s, m + width * 0.58, y, width * 0.42, s.size * 2.9, numberLabel(ctx), [ctx.inv.number], { bold: true });
    return y + s.size * 2.9 + 16;
  },
  bottom: (_ctx, s) => s.height - 60,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), grid: true, shade: 0.9 }),
  totals(ctx, s, top) {
    const m = margin(ctx);
    const rows = totalsRows(ctx);
    const perRow = Math.min(rows.length, 5);
    const cells = rows.map((r: Row) => ({ label: r.label, value: r.value, strong: r.strong }));
    return cellRows(s, m, top, s.width - 2 * m, perRow, cells) + 6;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const { w } = ctx;
    const bank = [
      { label: w.heading("bank"), value: seller.bank },
      { label: w.heading("iban"), value: seller.iban },
      { label: w.heading("bic"), value: seller.bic },
    ];
    const y = cellRows(s, m, top, s.width - 2 * m, 3, bank) + 8;
    return paragraphs(s, paymentText(ctx), m, y, s.width - 2 * m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 48;
    s.box(m, top, s.width - 2 * m, s.size * 1.8, { border: 0.35 });
    s.text(legalLines(ctx).join("   "), m + 4, top + 4, { size: s.size - 2, maxWidth: s.width - 2 * m - 70 });
    pageLabel(ctx, s, page, pages, right(ctx, s) - 4, top + 4);
  },
};

/** A rule across a narrow slip; returns the top of what follows. */
function slipRule(s: Sheet, top: number): number {
  s.rule(14, top, s.width - 14, 0.5, 0.5);
  return top + 6;
}

/** A compact narrow slip (counter sale, service call): two references a line, a VAT analysis under the totals. */
const compactSlip: Template = {
  id: "compact-slip",
  half: "fresh",
  description: "narrow half-width slip: seller centred, title and number on one line, references two a line",
  pageSize: (ctx) => [Math.round(ctx.num("slipWidth", 300, 360)), 595.28],
  fonts: ["helvetica", "helvetica", "courier"],
  first(ctx, s) {
    const { inv, w } = ctx;
    const c = s.width / 2;
    const x = 14;
    const r = s.width - 14;
    let y = 20 + ctx.dy / 4;
    s.text(inv.seller.name, c, y, { bold: true, size: s.size + 2, align: "center", maxWidth: s.width - 28 });
    y += s.size * 2;
    const small = { size: s.size - 1.5, align: "center" as const, maxWidth: s.width - 28 };
    s.text(inv.seller.lines.join(", "), c, y, small);
    s.text(
      `${w.label("phone")} ${inv.seller.phone}   ${w.label("vatId")} ${inv.seller.vatId}`,
      c,
      y + s.size * 1.2,
      small,
    );
    y = slipRule(s, y + s.size * 2.6);
    s.text(titleOf(ctx).toUpperCase(), x, y, { bold: true, size: s.size + 1 });
    s.text(`${numberLabel(ctx)} ${inv.number}`, r, y, { bold: true, align: "right" });
    y += s.size * 1.8;
    const refs = freshFields(ctx, 7).filter((f) => f.key !== "number");
    refs.forEach((f, i) => {
      const fx = i % 2 === 0 ? x : c + 4;
      const fy = y + Math.floor(i / 2) * s.size * 1.4;
      s.text(`${f.label} ${f.value}`, fx, fy, { size: s.size - 1, maxWidth: c - 20 });
    });
    y = slipRule(s, y + Math.ceil(refs.length / 2) * s.size * 1.4 + 2);
    const buyer = `${inv.buyer.name}, ${inv.buyer.lines.join(", ")}`;
    const label = `${w.label("billTo")} `;
    const lines = s.wrap(label + buyer, s.width - 28, { size: s.size - 1 });
    y = s.lines(lines, x, y, { size: s.size - 1 });
    return slipRule(s, y + 2);
  },
  next(ctx, s) {
    const y = 20 + ctx.dy / 4;
    s.text(ctx.inv.seller.name, 14, y, { bold: true, maxWidth: s.width - 28 });
    s.text(`${titleOf(ctx)} ${numberLabel(ctx)} ${ctx.inv.number}`, 14, y + s.size * 1.4, { maxWidth: s.width - 28 });
    return slipRule(s, y + s.size * 3);
  },
  bottom: (_ctx, s) => s.height - 40,
  table: (_ctx, s) => ({ x: 10, width: s.width - 20, narrow: true, leading: 1.3 }),
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const y = totalsBlock(ctx, s, slipRule(s, top - 4), s.width - 14, { left: 14 });
    if (!ctx.flag("vatAnalysis", 0.6)) return y;
    const cols = [14 + 60, s.width / 2 + 30, s.width - 14];
    const o = { size: s.size - 1.5, align: "right" as const };
    const heads = [w.heading("vatSummaryRate"), w.heading("vatSummaryBase"), w.heading("taxTotal")];
    heads.forEach((h, i) => s.text(h, cols[i], y + 2, { ...o, bold: true }));
    let vy = y + 2 + s.size * 1.3;
    for (const t of inv.taxes) {
      const cells = [f.rate(t.rate), f.money(inv.sign * t.base, false), f.money(inv.sign * t.tax, false)];
      cells.forEach((cx, i) => s.text(cx, cols[i], vy, o));
      vy += s.size * 1.2;
    }
    return vy + 4;
  },
  tail(ctx, s, top) {
    const { seller } = ctx.inv;
    const { w } = ctx;
    const text = [...paymentText(ctx), `${w.label("iban")} ${seller.iban}  ${w.label("bic")} ${seller.bic}`];
    return paragraphs(s, text, 14, slipRule(s, top), s.width - 28, { size: s.size - 1.5 });
  },
  footer(ctx, s, page, pages) {
    const { seller } = ctx.inv;
    s.text(`${seller.web} · ${seller.email}`, s.width / 2, s.height - 26, {
      align: "center",
      size: s.size - 2,
      maxWidth: s.width - 28,
    });
    pageLabel(ctx, s, page, pages, s.width - 14, s.height - 14, "right");
  },
};

/** The brand as a logo: as written, in capitals, or letter-spaced as a logotype's text layer reads. */
function logo(ctx: Ctx): string {
  const core = ctx.inv.seller.core;
  const style = ctx.pick("logoStyle", ["plain", "caps", "spaced"] as const);
  if (style === "plain") return core;
  const word = core.length > 16 ? core.split(" ")[0] : core;
  return style === "caps" ? word.toUpperCase() : word.toUpperCase().split("").join(" ");
}

/** A brand word on top and the seller's legal name, ids and bank only in a heavy footer; maybe a summary page. */
const logoLegalFooter: Template = {
  id: "logo-legal-footer",
  half: "fresh",
  description: "logo text top left, contact top right, legal name/VAT/IBAN only in a footer, totals maybe on page 2",
  first(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { seller } = ctx.inv;
    const size = ctx.num("logoSize", 20, 28);
    s.text(logo(ctx), m, y, { bold: true, size, grey: 0.2, maxWidth: s.width / 2 });
    s.text(seller.web, m, y + size + 4, { size: s.size - 1, grey: 0.45 });
    s.lines(contactLines(ctx).slice(0, 3), right(ctx, s), y, { align: "right", size: s.size - 1 });
    const block = y + 110;
    if (ctx.flag("billToHeading", 0.5))
      s.text(ctx.w.heading("billTo"), m, block - s.size * 1.5, { size: s.size - 1.5, grey: 0.4 });
    const buyerBottom = s.lines(buyerLines(ctx), m, block);
    s.text(titleOf(ctx), right(ctx, s), block - 6, { bold: true, size: s.size * 2.1, align: "right" });
    let fy = block + s.size * 2.6;
    const labelRight = right(ctx, s) - ctx.num("valueWidth", 110, 140);
    for (const f of freshFields(ctx, 6)) {
      s.text(f.label, labelRight - 8, fy, { align: "right", grey: 0.3 });
      s.text(f.value, right(ctx, s), fy, { align: "right", maxWidth: right(ctx, s) - labelRight });
      fy += s.size * 1.45;
    }
    return Math.max(buyerBottom, fy) + 24;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    s.text(logo(ctx), m, y, { bold: true, size: s.size + 4, grey: 0.2 });
    s.text(`${titleOf(ctx)} ${ctx.inv.number} · ${headerDate(ctx, ctx.inv.issue)}`, right(ctx, s), y + 3, {
      align: "right",
    });
    s.rule(m, y + s.size * 2.2, right(ctx, s), 0.5);
    return y + s.size * 3.4;
  },
  bottom: (_ctx, s) => s.height - 115,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), leading: 1.6 }),
  totalsOnNewPage: (ctx) => ctx.flag("summaryPage", 0.35),
  totals: (ctx, s, top) => totalsBlock(ctx, s, top, right(ctx, s), { right: right(ctx, s) - 110 }),
  tail: (ctx, s, top) => paragraphs(s, paymentText(ctx), margin(ctx), top + 6, s.width - 2 * margin(ctx)),
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 96;
    s.rule(m, top - 8, right(ctx, s), 0.8, 0.4);
    const { seller } = ctx.inv;
    const lines = [
      [seller.name, ...seller.lines].join(" · "),
      legalLines(ctx).join(" · "),
      bankLines(ctx).join(" · "),
      contactLines(ctx).join(" · "),
    ];
    s.lines(lines, s.width / 2, top, { size: s.size - 2, align: "center", maxWidth: s.width - 2 * m }, 1.45);
    pageLabel(ctx, s, page, pages, s.width / 2, s.height - 26, "center");
  },
};

export const FRESH_TEMPLATES: Template[] = [colourBand, letterSidebar, formGrid, compactSlip, logoLegalFooter];
