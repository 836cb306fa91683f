/**
 * Pieces only half G's layouts draw: a field with its concept's label, the dates a description carries (drawn when
 * the document's format is known), a row of key figures (value large, caption small under it), a rubber stamp set
 * at an angle, label/value rows, a table's columns from specs, and a US sales tax's state.
 */
import { degrees, rgb } from "pdf-lib";
import type { Field } from "../blocks";
import type { Ctx } from "../context";
import type { TableColumn } from "../flow";
import type { Sheet, TextOptions } from "../sheet";
import type { Dev5Concept, Dev5Optional } from "../vocab";
import type { Rgb } from "./common";
import { longDate } from "./dev4Blocks";

/** A header field: the concept's label (with the document's colon and capitals) and its value. */
export const field = (ctx: Ctx, key: string, concept: Dev5Concept | Dev5Optional, value: string): Field => ({
  key,
  label: ctx.w.label(concept),
  value,
});

/** The word between a period's two dates, per language. */
const UNTIL = { en: "to", de: "bis", fr: "au", nl: "t/m", it: "al", es: "al" } as const;

/** A period as the document writes it: two dates with a dash, or 'from ... to ...' in words. */
export function periodText(ctx: Ctx, from: Date, to: Date, words = ctx.flag("g5PeriodWords", 0.4)): string {
  const f = ctx.f;
  if (!words) return `${f.date(from)} – ${f.date(to)}`;
  return `${f.date(from)} ${UNTIL[ctx.inv.language]} ${f.date(to)}`;
}

/** A month and its year ('Juli 2024', 'luglio 2024', 'julio de 2024'). */
export function monthText(ctx: Ctx, d: Date): string {
  const month = ctx.f.style.months[d.getUTCMonth()];
  return `${month}${ctx.inv.language === "es" ? " de" : ""} ${d.getUTCFullYear()}`;
}

/**
 * A description's dates filled in the document's format: '{date:2024-03-14}' and '{period:2024-07-01:2024-07-31}'
 * (a whole month as its name, other periods as two dates).
 */
export function expand(ctx: Ctx, text: string): string {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return text
    .replace(/\{date:(\d{4}-\d\d-\d\d)\}/g, (_, iso: string) => ctx.f.date(day(iso)))
    .replace(/\{period:(\d{4}-\d\d-\d\d):(\d{4}-\d\d-\d\d)\}/g, (_, a: string, b: string) => {
      const from = day(a);
      const to = day(b);
      const wholeMonth =
        from.getUTCDate() === 1 &&
        from.getUTCMonth() === to.getUTCMonth() &&
        new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate() + 1)).getUTCDate() === 1;
      return wholeMonth ? monthText(ctx, from) : periodText(ctx, from, to);
    });
}

/** The issue date as the document prints it: its format, or written out (a fee note, a rent demand). */
export function issueDate(ctx: Ctx, writtenShare: number): string {
  return ctx.flag("g5WrittenDate", writtenShare) ? longDate(ctx, ctx.inv.issue) : ctx.f.date(ctx.inv.issue);
}

/** Key figures side by side: each value large and bold, its caption small beneath; returns the bottom. */
export function cardRow(
  s: Sheet,
  cards: [string, string][],
  x: number,
  top: number,
  width: number,
  o: { valueSize: number; rule?: boolean },
): number {
  const cw = width / cards.length;
  cards.forEach(([value, caption], i) => {
    const cx = x + i * cw;
    if (o.rule && i > 0) s.vrule(cx - 6, top, top + o.valueSize + s.size * 1.6, 0.4, 0.75);
    s.text(value, cx, top, { bold: true, size: o.valueSize, maxWidth: cw - 14 });
    s.text(caption, cx, top + o.valueSize * 1.15 + 2, { size: s.size - 1.5, grey: 0.45, maxWidth: cw - 14 });
  });
  return top + o.valueSize * 1.15 + s.size * 1.6;
}

/** A rubber stamp: a word in a frame, set at an angle and in a colour (its text stays in the text layer). */
export function stamp(s: Sheet, text: string, cx: number, top: number, size: number, tint: Rgb, angle: number): void {
  if (!s.page) return;
  const font = s.font(true);
  const w = font.widthOfTextAtSize(text, size);
  const h = size * 1.1;
  const rad = (angle * Math.PI) / 180;
  const y = s.height - top - h;
  // The frame's and the word's origin: their lower left corner, turned about the stamp's centre.
  const ox = cx - ((w + 12) / 2) * Math.cos(rad) + ((h + 8) / 2) * Math.sin(rad);
  const oy = y - ((w + 12) / 2) * Math.sin(rad) - ((h + 8) / 2) * Math.cos(rad) + h / 2;
  const color = rgb(...tint);
  s.page.drawRectangle({
    x: ox,
    y: oy,
    width: w + 12,
    height: h + 8,
    rotate: degrees(angle),
    borderColor: color,
    borderWidth: 1.6,
    opacity: 0,
    borderOpacity: 0.85,
  });
  const tx = ox + 6 * Math.cos(rad) - 5 * Math.sin(rad);
  const ty = oy + 6 * Math.sin(rad) + 5 * Math.cos(rad) + size * 0.08;
  s.page.drawText(text, { x: tx, y: ty, size, font, color, rotate: degrees(angle), opacity: 0.85 });
}

/** Label/value rows: labels at x, values at x + labelWidth (or right-aligned at valueRight); returns the bottom. */
export function labelRows(
  s: Sheet,
  rows: Field[],
  x: number,
  top: number,
  labelWidth: number,
  o: TextOptions & { valueRight?: number; lead?: number; labelGrey?: number } = {},
): number {
  const size = o.size ?? s.size;
  const lead = size * (o.lead ?? 1.45);
  for (const r of rows) {
    s.text(r.label, x, top, { size, grey: o.labelGrey, maxWidth: labelWidth - 6 });
    if (o.valueRight !== undefined)
      s.text(r.value, o.valueRight, top, {
        size,
        bold: o.bold,
        align: "right",
        maxWidth: o.valueRight - x - labelWidth,
      });
    else s.text(r.value, x + labelWidth, top, { size, bold: o.bold, maxWidth: o.maxWidth });
    top += lead;
  }
  return top;
}

/** The columns of a line table from keys, headings and widths; the description takes what is left. */
export function tableColumns(width: number, specs: [string, string, number, "left" | "right"][]): TableColumn[] {
  const fixed = specs.filter(([key]) => key !== "desc").reduce((s, [, , w]) => s + w, 0);
  return specs.map(([key, heading, w, align]) => ({ key, heading, width: key === "desc" ? width - fixed : w, align }));
}

/** Where each column of a table starts, from its left edge. */
export function columnX(x: number, columns: TableColumn[], key: string): { x: number; width: number } {
  let at = x;
  for (const c of columns) {
    if (c.key === key) return { x: at, width: c.width };
    at += c.width;
  }
  return { x: at, width: 0 };
}

/** The US state of a town line ('Austin, TX 78701' is 'TX'). */
export const stateOf = (townLine: string) => townLine.split(", ")[1]?.split(" ")[0] ?? "";

/** The seller's bank: the bank's name, IBAN (or account number) and BIC, with half G's labels. */
export function bankLinesOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [`${w.label("bank")} ${s.bank}`, `${w.label("iban")} ${s.iban}`, `${w.label("bic")} ${s.bic}`];
}

/** The seller's VAT id, sometimes its tax number, its register entry and sometimes who manages it. */
export function legalOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("vatId")} ${s.vatId}`,
    ...(ctx.flag("g5TaxNo", 0.35) ? [`${w.label("taxNo")} ${s.taxNo}`] : []),
    `${w.label("register")} ${s.register}`,
    ...(ctx.flag("g5Manager", 0.4) ? [`${w.label("manager")} ${s.manager}`] : []),
  ];
}

/** The seller's telephone, mail and (on some documents) web address, with half G's labels. */
export function contactOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("phone")} ${s.phone}`,
    `${w.label("email")} ${s.email}`,
    ...(ctx.flag("g5Web", 0.5) ? [`${w.label("web")} ${s.web}`] : []),
  ];
}
