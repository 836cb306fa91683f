/**
 * Lays a document out over as many pages as its lines need: the layout's first-page header, the line table
 * (its heading repeated on every page, a carried-forward sum at the break where the document prints one), the
 * totals and payment text on the last page, then every page's footer once the page count is known.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Rng } from "../classifyCorpus";
import { lineCells, lineColumns, type Column } from "./blocks";
import type { Ctx, FontFamily } from "./context";
import type { Style } from "./format";
import type { InvoiceData, Line } from "./invoice";
import { Sheet, type Fonts } from "./sheet";
import type { Half, Language } from "./vocab";

/** A column of the line table: one of blocks.ts's, or one a layout adds (a line's date, a running balance). */
export type TableColumn = Omit<Column, "key"> & { key: string };

export interface TableLook {
  x: number;
  width: number;
  /** Vertical and horizontal cell borders. */
  grid?: boolean;
  /** Header row fill (0 black .. 1 white). */
  shade?: number;
  /** Every other row filled. */
  zebra?: boolean;
  /** A rule under each row. */
  rowRules?: boolean;
  narrow?: boolean;
  /** Line height as a multiple of the text size. */
  leading?: number;
  /** Headings 'first / second' printed on two lines (bilingual headings). */
  twoLineHeadings?: boolean;
}

export interface Template {
  id: string;
  half: Half;
  /** One line on what the layout looks like. */
  description: string;
  pageSize?: (ctx: Ctx) => [number, number];
  /** The page is as tall as its content (a receipt). */
  fitHeight?: boolean;
  /** Draws page 1's header; returns where the line table starts. */
  first: (ctx: Ctx, s: Sheet) => number;
  /** Draws a later page's header; returns where the line table starts. */
  next: (ctx: Ctx, s: Sheet) => number;
  /** How far down the table and totals may go. */
  bottom: (ctx: Ctx, s: Sheet) => number;
  table: (ctx: Ctx, s: Sheet) => TableLook;
  /** Draws the totals below the table; returns the bottom. */
  totals: (ctx: Ctx, s: Sheet, top: number) => number;
  /** Draws what follows the totals (terms, bank details, greeting); returns the bottom. */
  tail: (ctx: Ctx, s: Sheet, top: number) => number;
  footer: (ctx: Ctx, s: Sheet, page: number, pages: number) => void;
  /** Fonts the layout is printed in (default: mostly Helvetica, some Times and Courier). */
  fonts?: FontFamily[];
  /** The totals start a page of their own after the last line (a summary page). */
  totalsOnNewPage?: (ctx: Ctx) => boolean;
  /** Whether a two-rate document prints its tax total (default: when the totals rows carry one). */
  taxTotalPrinted?: (ctx: Ctx) => boolean;
  /** The document's formats, changed once picked (an ERP's own date or number format). */
  restyle?: (style: Style, r: Rng) => Style;
  /** The line table's columns (default: blocks.ts's lineColumns) and a line's cells (default: lineCells). */
  columns?: (ctx: Ctx, width: number) => TableColumn[];
  cells?: (ctx: Ctx, line: Line, index: number) => Record<string, string>;
  /** Whether a page break prints the sum carried to the next page (default: half the documents). */
  carry?: (ctx: Ctx) => boolean;
  /** The carried sum's label at the foot of a page and at the head of the next (default: 'carried' on both). */
  carryLabel?: (ctx: Ctx, nextPage: boolean) => string;
  /** The line the table breaks before even when the page has room (a document printed on two pages). */
  breakBefore?: (ctx: Ctx) => number | null;
  /** Changes the drawn data as this layout's issuers bill (hours at one rate, earlier instalments deducted). */
  reshape?: (r: Rng, inv: InvoiceData) => void;
  /** The line table starts on a page of its own after page 1 (a bill whose details follow its summary). */
  tableOnNewPage?: (ctx: Ctx) => boolean;
  /** The lines the table lists (default: all; a fee note lists its outlays outside VAT with the totals instead). */
  tableLines?: (ctx: Ctx) => Line[];
  /** The small text under a line's description (default: the line's own detail). */
  detail?: (ctx: Ctx, line: Line, index: number) => string | null;
  /** The scored fields the document leaves unprinted (default: layoutCorpus.ts's unprintedOf decides). */
  unprinted?: (ctx: Ctx) => string[];
  /** The languages its documents take in turn by index (default: all six; half J's are German and Dutch only). */
  languages?: Language[];
}

const FONTS: Record<FontFamily, [StandardFonts, StandardFonts]> = {
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
};

function cellX(look: TableLook, columns: TableColumn[], i: number): number {
  let x = look.x;
  for (let j = 0; j < i; j++) x += columns[j].width;
  return x;
}

function drawCells(s: Sheet, look: TableLook, columns: TableColumn[], cells: string[], top: number, bold: boolean) {
  const pad = 3;
  columns.forEach((c, i) => {
    const x = cellX(look, columns, i);
    const at = c.align === "right" ? x + c.width - pad : x + pad;
    s.text(cells[i], at, top, { bold, align: c.align, maxWidth: c.width - 2 * pad });
  });
}

function tableHeader(s: Sheet, look: TableLook, columns: TableColumn[], top: number): number {
  const h = s.size * (look.leading ?? 1.5) * (look.twoLineHeadings ? 1.8 : 1) + 4;
  if (look.shade !== undefined) s.box(look.x, top, look.width, h, { fill: look.shade });
  if (look.grid) s.box(look.x, top, look.width, h, { border: 0.3 });
  if (look.twoLineHeadings) {
    const [first, second] = [0, 1].map((part) => columns.map((c) => c.heading.split(" / ")[part] ?? ""));
    drawCells(s, look, columns, first, top + 3, true);
    drawCells(s, look, columns, second, top + 3 + s.size * 1.2, false);
  } else
    drawCells(
      s,
      look,
      columns,
      columns.map((c) => c.heading),
      top + 3,
      true,
    );
  if (!look.grid && look.shade === undefined) s.rule(look.x, top + h, look.x + look.width, 0.8);
  return top + h;
}

function rowHeight(s: Sheet, look: TableLook, detail: boolean): number {
  return s.size * (look.leading ?? 1.5) * (detail ? 1.9 : 1) + 2;
}

function gridLines(s: Sheet, look: TableLook, columns: TableColumn[], top: number, bottom: number) {
  if (!look.grid) return;
  for (let i = 0; i <= columns.length; i++) s.vrule(cellX(look, columns, i), top, bottom, 0.5, 0.3);
  s.rule(look.x, bottom, look.x + look.width, 0.5, 0.3);
}

/** One pass over the document; `newSheet` gives each next page. Returns the bottom of the content. */
function layout(ctx: Ctx, t: Template, newSheet: () => Sheet, ghost: Sheet): number {
  const inv = ctx.inv;
  let s = newSheet();
  let top = t.first(ctx, s);
  if (t.tableOnNewPage?.(ctx)) {
    s = newSheet();
    top = t.next(ctx, s);
  }
  const look = t.table(ctx, s);
  const columns: TableColumn[] = t.columns ? t.columns(ctx, look.width) : lineColumns(ctx, look.width, look.narrow);
  let tableTop = top;
  top = tableHeader(s, look, columns, top);
  let carried = 0;
  const carry = t.carry ? t.carry(ctx) : ctx.flag("carry", 0.5);
  const breakBefore = t.breakBefore?.(ctx) ?? null;
  const amountColumn = columns.findIndex((c) => c.key === "amount");
  const carryRow = (sheet: Sheet, y: number, nextPage: boolean) => {
    const x = cellX(look, columns, amountColumn) + columns[amountColumn].width - 3;
    const label = t.carryLabel ? t.carryLabel(ctx, nextPage) : ctx.w.heading("carried");
    sheet.text(label, x - columns[amountColumn].width - 6, y, { align: "right", bold: true });
    sheet.text(ctx.f.money(inv.sign * carried), x, y, { align: "right", bold: true });
  };
  const lines = t.tableLines ? t.tableLines(ctx) : inv.lines;
  lines.forEach((line, i) => {
    const detailText = t.detail ? t.detail(ctx, line, i) : line.detail;
    const detail = detailText !== null;
    const h = rowHeight(s, look, detail);
    if (top + h > t.bottom(ctx, s) - (carry ? s.size * 2 : 0) || i === breakBefore) {
      gridLines(s, look, columns, tableTop, top);
      if (carry) carryRow(s, top + 4, false);
      s = newSheet();
      top = t.next(ctx, s);
      if (carry) {
        carryRow(s, top, true);
        top += s.size * 2;
      }
      tableTop = top;
      top = tableHeader(s, look, columns, top);
    }
    if (look.zebra && i % 2 === 1) s.box(look.x, top, look.width, h, { fill: 0.93 });
    const cells: Record<string, string> = t.cells ? t.cells(ctx, line, i) : lineCells(ctx, line, i);
    drawCells(
      s,
      look,
      columns,
      columns.map((c) => cells[c.key]),
      top + 2,
      false,
    );
    if (detail)
      s.text(
        detailText!,
        cellX(
          look,
          columns,
          columns.findIndex((c) => c.key === "desc"),
        ) + 3,
        top + 2 + s.size * 1.25,
        { size: s.size - 1.5, grey: 0.35 },
      );
    top += h;
    if (look.rowRules) s.rule(look.x, top, look.x + look.width, 0.3, 0.6);
    carried += line.amount;
  });
  gridLines(s, look, columns, tableTop, top);
  const gap = s.size * 1.2;
  const need = t.tail(ctx, ghost, t.totals(ctx, ghost, 0) + gap);
  if (top + gap + need > t.bottom(ctx, s) || t.totalsOnNewPage?.(ctx)) {
    s = newSheet();
    top = t.next(ctx, s);
  }
  return t.tail(ctx, s, t.totals(ctx, s, top + gap) + gap);
}

/** The document as PDF bytes. */
export async function renderPdf(ctx: Ctx, t: Template): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const [regular, bold] = FONTS[ctx.family];
  const fonts: Fonts = { regular: await pdf.embedFont(regular), bold: await pdf.embedFont(bold) };
  const [width, pageHeight] = t.pageSize?.(ctx) ?? ctx.inv.country.page;
  const ghost = new Sheet(null, fonts, width, 100000, ctx.size);
  let height = pageHeight;
  if (t.fitHeight) height = Math.ceil(layout(ctx, t, () => ghost, ghost) + 40);
  const sheets: Sheet[] = [];
  layout(
    ctx,
    t,
    () => {
      const s = new Sheet(pdf.addPage([width, height]), fonts, width, height, ctx.size);
      sheets.push(s);
      return s;
    },
    new Sheet(null, fonts, width, height, ctx.size),
  );
  sheets.forEach((s, i) => t.footer(ctx, s, i + 1, sheets.length));
  pdf.setCreator(ctx.pick("creator", ["Invoicing", "ERP", "Office", "Accounting"]));
  pdf.setCreationDate(ctx.inv.issue);
  pdf.setModificationDate(ctx.inv.issue);
  return pdf.save({ useObjectStreams: false });
}
