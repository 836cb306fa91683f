/** Pieces several layouts draw the same way: label/value columns, right-aligned totals, page labels, wrapped text. */
import { numberLabel, titleOf, totalsRows, type Field, type Row } from "../blocks";
import type { Ctx } from "../context";
import type { Sheet, TextOptions } from "../sheet";

export const margin = (ctx: Ctx) => 48 + ctx.dx;
/** The right margin's x. */
export const right = (ctx: Ctx, s: Sheet) => s.width - margin(ctx);
export const topY = (ctx: Ctx) => 40 + ctx.dy;

/** Label/value pairs one under another; values start at x + labelWidth. Returns the bottom. */
export function fieldColumn(
  s: Sheet,
  fields: Field[],
  x: number,
  top: number,
  labelWidth: number,
  valueWidth = 120,
): number {
  const lead = s.size * 1.45;
  for (const f of fields) {
    s.text(f.label, x, top, { maxWidth: labelWidth - 6 });
    s.text(f.value, x + labelWidth, top, { maxWidth: valueWidth });
    top += lead;
  }
  return top;
}

/** Totals rows with labels right-aligned at labelRight (or left-aligned at labelLeft) and amounts at right. */
export function totalsBlock(
  ctx: Ctx,
  s: Sheet,
  top: number,
  right: number,
  labels: { left?: number; right?: number },
  rows: Row[] = totalsRows(ctx),
): number {
  const lead = s.size * 1.55;
  for (const row of rows) {
    const o: TextOptions = { bold: row.strong, size: row.strong ? s.size + 1 : s.size };
    if (row.key === "total") {
      s.rule(labels.left ?? right - 200, top - 2, right, 0.6);
      top += 2;
    }
    if (labels.left !== undefined) s.text(row.label, labels.left, top, { ...o, maxWidth: right - labels.left - 80 });
    else s.text(row.label, labels.right!, top, { ...o, align: "right" });
    s.text(row.value, right, top, { ...o, align: "right" });
    top += lead + (row.strong ? 2 : 0);
  }
  return top;
}

/** The totals rows inside a box (bordered or filled) of `width` at the right margin; returns the bottom. */
export function boxedTotals(ctx: Ctx, s: Sheet, top: number, width: number, look: { fill?: number; border?: number }) {
  const x = right(ctx, s) - width;
  const rows = totalsRows(ctx);
  const h = rows.length * s.size * 1.55 + rows.filter((r) => r.strong).length * 2 + 14;
  s.box(x, top, width, h, look);
  return totalsBlock(ctx, s, top + 6, right(ctx, s) - 7, { left: x + 7 }, rows) + 10;
}

/** Fields one after another on a line, wrapping to the next line at the right margin; returns the bottom. */
export function fieldsInline(
  ctx: Ctx,
  s: Sheet,
  fields: Field[],
  top: number,
  draw: (f: Field, x: number, y: number) => void,
) {
  let x = margin(ctx);
  for (const f of fields) {
    const w = s.measure(`${f.label} ${f.value}`) + 20;
    if (x + w > right(ctx, s)) {
      x = margin(ctx);
      top += s.size * 1.6;
    }
    draw(f, x, top);
    x += w;
  }
  return top + s.size * 1.6;
}

/** 'Page p of n'; on a one-page document only when the layout's document prints it anyway. */
export function pageLabel(
  ctx: Ctx,
  s: Sheet,
  page: number,
  pages: number,
  x: number,
  top: number,
  align: TextOptions["align"] = "right",
) {
  if (pages === 1 && !ctx.flag("pageOfOne", 0.4)) return;
  s.text(ctx.w.fill("page", { p: String(page), n: String(pages) }), x, top, { align, size: s.size - 1 });
}

/** A continuation page's header: the seller and the document's title and number, the line table below. */
export function continuationHeader(ctx: Ctx, s: Sheet, left = margin(ctx)): number {
  const top = topY(ctx);
  s.text(ctx.inv.seller.name, left, top, { bold: true });
  s.text(`${titleOf(ctx)}  ${numberLabel(ctx)} ${ctx.inv.number}`, s.width - margin(ctx), top, { align: "right" });
  s.rule(left, top + s.size * 1.6, s.width - margin(ctx), 0.4);
  return top + s.size * 3;
}

/** Paragraphs wrapped to a width; returns the bottom. */
export function paragraphs(
  s: Sheet,
  texts: string[],
  x: number,
  top: number,
  width: number,
  o: TextOptions = {},
): number {
  const size = o.size ?? s.size;
  for (const t of texts) {
    top = s.lines(s.wrap(t, width, o), x, top, o);
    top += size * 0.3;
  }
  return top;
}

/** Small columns side by side (a footer); returns the bottom of the tallest. */
export function columns(s: Sheet, cols: string[][], x: number, top: number, width: number, size: number): number {
  const w = width / cols.length;
  let bottom = top;
  cols.forEach((lines, i) => {
    let y = top;
    for (const line of lines) {
      s.text(line, x + i * w, y, { size, maxWidth: w - 6 });
      y += size * 1.3;
    }
    bottom = Math.max(bottom, y);
  });
  return bottom;
}

/** A colour as pdf-lib's rgb() takes it, each part 0–1. */
export type Rgb = [number, number, number];

/** Lines wrapped to a width (a footer's legal text), one under another from `top`; returns the bottom. */
export function wrapped(s: Sheet, lines: string[], x: number, top: number, width: number, o: TextOptions = {}): number {
  const all = lines.flatMap((l) => s.wrap(l, width, o));
  return s.lines(all, x, top, { ...o, maxWidth: width }, 1.25);
}
