/**
 * A standalone XML e-invoice drawn as a plain, readable PDF (pdf-lib, standard Helvetica), so that a
 * document with no picture of its own gets pages the viewer, thumbnails, split and export handle as
 * any other: title, seller and buyer, dates, the lines, the totals and the payment details. Values
 * are printed exactly as the data holds them.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { EInvoice, Party } from "./types";

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 50;
const SIZE = 9;
const LEADING = 12;
const GREY = rgb(0.35, 0.35, 0.35);

/** Columns of the lines table: label, width, right-aligned. */
const COLUMNS: [string, number, boolean][] = [
  ["#", 24, false],
  ["Item", 205, false],
  ["Quantity", 70, true],
  ["Unit price", 70, true],
  ["VAT %", 40, true],
  ["Net amount", 86, true],
];

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly charset: Set<number>,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** Room for this many lines, or a new page. */
  need(lines: number) {
    if (this.y - lines * LEADING < MARGIN) this.newPage();
  }

  /** Characters Helvetica cannot draw (WinAnsi) become '?', so no sender's text can break the rendering. */
  safe(text: string): string {
    return Array.from(text.replace(/[\t\r\n]+/g, " "), (ch) => (this.charset.has(ch.codePointAt(0)!) ? ch : "?")).join(
      "",
    );
  }

  text(text: string, x: number, opts: { bold?: boolean; size?: number; right?: number; color?: typeof GREY } = {}) {
    const font = opts.bold ? this.bold : this.font;
    const size = opts.size ?? SIZE;
    const safe = this.safe(text);
    const at = opts.right !== undefined ? opts.right - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, { x: at, y: this.y, size, font, color: opts.color });
  }

  /** Split text into lines that fit the width. */
  wrap(text: string, width: number, size = SIZE): string[] {
    const words = this.safe(text).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = "";
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [""];
  }

  down(lines = 1) {
    this.y -= lines * LEADING;
  }
}

export async function renderEInvoicePdf(invoice: EInvoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`${invoice.isCreditNote ? "Credit note" : "Invoice"} ${invoice.invoiceNumber ?? ""}`.trim());
  doc.setProducer("e-invoice rendering");
  const w = new Writer(doc, font, bold, new Set(font.getCharacterSet()));

  header(w, invoice);
  parties(w, invoice);
  lines(w, invoice);
  totals(w, invoice);
  payment(w, invoice);
  return doc.save();
}

function header(w: Writer, inv: EInvoice) {
  w.text(`${inv.isCreditNote ? "Credit note" : "Invoice"} ${inv.invoiceNumber ?? ""}`, MARGIN, {
    bold: true,
    size: 16,
  });
  w.down(2);
  const facts: [string, string | null][] = [
    ["Invoice number", inv.invoiceNumber],
    ["Issue date", inv.issueDate],
    ["Due date", inv.dueDate],
    ["Type code", inv.typeCode],
    ["Currency", inv.currency],
    ["Buyer reference", inv.buyerReference],
  ];
  for (const [label, value] of facts) {
    if (value === null) continue;
    w.text(label, MARGIN, { color: GREY });
    w.text(value, MARGIN + 100);
    w.down();
  }
  w.down();
}

function partyLines(party: Party): string[] {
  const a = party.address;
  return [
    party.name ?? "",
    ...(party.tradingName && party.tradingName !== party.name ? [party.tradingName] : []),
    ...a.lines,
    [a.postcode, a.city].filter(Boolean).join(" "),
    a.country ?? "",
    party.vatId ? `VAT id ${party.vatId}` : "",
    party.taxRegistration ? `Tax number ${party.taxRegistration}` : "",
  ].filter((l) => l.trim() !== "");
}

function parties(w: Writer, inv: EInvoice) {
  const half = (PAGE.width - 2 * MARGIN) / 2;
  const seller = partyLines(inv.seller).flatMap((l) => w.wrap(l, half - 10));
  const buyer = partyLines(inv.buyer).flatMap((l) => w.wrap(l, half - 10));
  w.need(Math.max(seller.length, buyer.length) + 2);
  w.text("Seller", MARGIN, { bold: true });
  w.text("Buyer", MARGIN + half, { bold: true });
  w.down();
  for (let i = 0; i < Math.max(seller.length, buyer.length); i++) {
    if (seller[i]) w.text(seller[i], MARGIN);
    if (buyer[i]) w.text(buyer[i], MARGIN + half);
    w.down();
  }
  w.down();
}

function lines(w: Writer, inv: EInvoice) {
  const drawHeader = () => {
    let x = MARGIN;
    for (const [label, width, right] of COLUMNS) {
      w.text(label, x, { bold: true, right: right ? x + width : undefined });
      x += width;
    }
    w.down();
  };
  w.need(3);
  drawHeader();
  inv.lines.forEach((line, n) => {
    const name = w.wrap(line.name ?? "", COLUMNS[1][1] - 6);
    if (w.y - name.length * LEADING < MARGIN) {
      w.newPage();
      drawHeader();
    }
    const cells = [
      line.id ?? String(n + 1),
      "",
      [line.quantity, line.unitCode].filter(Boolean).join(" "),
      line.unitPrice ?? "",
      line.taxRate ?? "",
      line.netAmount ?? "",
    ];
    let x = MARGIN;
    COLUMNS.forEach(([, width, right], c) => {
      if (c !== 1) w.text(cells[c], x, { right: right ? x + width : undefined });
      x += width;
    });
    for (const part of name) {
      w.text(part, MARGIN + COLUMNS[0][1]);
      w.down();
    }
  });
  w.down();
}

function totals(w: Writer, inv: EInvoice) {
  const t = inv.totals;
  const rows: [string, string | null, boolean][] = [
    ["Sum of lines", t.lineTotal, false],
    ["Allowances", t.allowanceTotal, false],
    ["Charges", t.chargeTotal, false],
    ["Total without VAT", t.net, false],
    ["VAT", t.tax, false],
    ["Total with VAT", t.total, true],
    ["Paid", t.prepaid, false],
    ["Rounding", t.rounding, false],
    ["Amount due", t.amountDue, true],
  ];
  const present = rows.filter(([, value]) => value !== null);
  w.need(present.length + 1);
  const right = PAGE.width - MARGIN;
  for (const [label, value, strong] of present) {
    w.text(label, right - 220, { bold: strong });
    w.text(`${value} ${inv.currency ?? ""}`.trim(), 0, { bold: strong, right });
    w.down();
  }
  w.down();
}

function payment(w: Writer, inv: EInvoice) {
  const p = inv.payment;
  const facts: [string, string | null][] = [
    ["Payment means", p.meansCode],
    ["IBAN", p.iban],
    ["BIC", p.bic],
    ["Account name", p.accountName],
    ["Debited account", p.debitedAccount],
    ["Reference", p.reference],
  ];
  const terms = p.terms ? w.wrap(p.terms, PAGE.width - 2 * MARGIN - 100) : [];
  const present = facts.filter(([, v]) => v !== null);
  if (present.length === 0 && terms.length === 0) return;
  w.need(present.length + terms.length + 2);
  w.text("Payment", MARGIN, { bold: true });
  w.down();
  for (const [label, value] of present) {
    w.text(label, MARGIN, { color: GREY });
    w.text(value!, MARGIN + 100);
    w.down();
  }
  terms.forEach((line, i) => {
    if (i === 0) w.text("Terms", MARGIN, { color: GREY });
    w.need(1);
    w.text(line, MARGIN + 100);
    w.down();
  });
}
