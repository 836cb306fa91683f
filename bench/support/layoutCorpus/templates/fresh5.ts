/**
 * The five FRESH5 layouts (half M). M FRESH5: written without reading the engine, the fifth held-out set; report its
 * figures only, never read its errors (--errors=fresh5 prints them only when asked). Drawn from what issuers of the
 * kind print: a campsite's or holiday park's stay invoice (the park's name in one of three headings, the stay's facts
 * in a box, a band or a strip, the pitch or mobile home per night in one or two seasons, persons, a dog, electricity
 * as a flat rate or metered with its readings, the bread service, the local visitor tax outside VAT, prices including
 * VAT with a VAT recap by rate, a booking deposit and the rest paid by card at departure), a managed-print company's
 * quarterly meter bill (an address window, the references in a grid, an account summary with the previous bill and
 * its payment, the details per device on a page of their own on some, rentals and pages beyond the allowance at a
 * price to four decimals with the readings under them, a direct debit with its mandate), an optician's invoice for
 * glasses (the customer with a birth date, the prescription in a small grid, frame and one lens per eye, the eye test
 * exempt where an optometrist's care is, prices including VAT, the VAT included and the net after the total, an
 * insurer's share and a deposit deducted), a patent and trade mark attorneys' fee account (the partners in a column at
 * the right, our and your references, the right with its number, time entries by date and person, the offices' fees
 * outside VAT and other costs in sections, an advance invoice and the Italian or Spanish withholding deducted) and a
 * florist's invoice for an event (a centred letterhead, the event, its date and venue in a band, the quote it
 * follows, arrangements per section at the flowers' rate, hire, candles and the team's hours at the standard rate, a
 * VAT recap on some, the deposit paid).
 */
import type { Field, Row } from "../blocks";
import type { Ctx } from "../context";
import type { TableColumn, Template } from "../flow";
import {
  campJob,
  eventOf,
  floristJob,
  matterOf,
  opticJob,
  opticOf,
  patentJob,
  printJob,
  printOf,
  stayOf,
} from "../fresh5Data";
import { FLORIST_SECTIONS, PRINT_READING } from "../fresh5Items";
import type { Line } from "../invoice";
import { countryCode } from "../countries";
import type { Sheet, TextOptions } from "../sheet";
import type { Fresh5Concept } from "../vocab";
import { margin, pageLabel, paragraphs, right, topY, totalsBlock, wrapped } from "./common";
import { fineNumber, grid } from "./dev4Blocks";
import { labelRows, tableColumns } from "./dev5Blocks";
import { maskedIban, pseudoLine, pseudoOf } from "./fresh2Blocks";

/** A header field: the concept's label (with the document's colon and capitals) and its value. */
const fieldOf = (ctx: Ctx, key: string, concept: Fresh5Concept, value: string): Field => ({
  key,
  label: ctx.w.label(concept),
  value,
});

/** The money of a document, signed as it prints its amounts. */
const signed = (ctx: Ctx) => (cents: number) => ctx.f.money(ctx.inv.sign * cents);

/** The seller's telephone, mail and (on some documents) web address, with half M's labels. */
function contactsOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("phone")} ${s.phone}`,
    `${w.label("email")} ${s.email}`,
    ...(ctx.flag("m0Web", 0.5) ? [`${w.label("web")} ${s.web}`] : []),
  ];
}

/** The seller's account for transfers (its IBAN, or its account number in the US). */
const ibanOf = (ctx: Ctx) => `${ctx.w.label("iban")} ${ctx.inv.seller.iban}`;

/** The seller's VAT id, sometimes its tax number, and (a company's) its register entry. */
function legalsOf(ctx: Ctx, register = true): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("vatId")} ${s.vatId}`,
    ...(ctx.flag("m0TaxNo", 0.35) ? [`${w.label("taxNo")} ${s.taxNo}`] : []),
    ...(register ? [`${w.label("register")} ${s.register}`] : []),
  ];
}

/** The carried sum's label at a page's foot, and at the next page's head. */
const carryLabel = (ctx: Ctx, nextPage: boolean) => ctx.w.heading(nextPage ? "broughtForward" : "carried");

/** A continuation page's head: the seller (or its brand), the title and number, a rule; returns the table's top. */
function nextHead(ctx: Ctx, s: Sheet, title: string, name = ctx.inv.seller.name): number {
  const left = margin(ctx);
  const y = topY(ctx) + 10;
  s.text(name, left, y, { bold: true, maxWidth: 250 });
  s.text(`${title} ${ctx.inv.number}`, right(ctx, s), y, { align: "right", maxWidth: 240 });
  s.rule(left, y + s.size * 1.7, right(ctx, s), 0.4);
  return y + s.size * 3;
}

/** A column's width: its base, or as wide as its heading needs at the body size (at most half again as wide). */
function fit(ctx: Ctx, heading: string, base: number): number {
  const per = (ctx.family === "courier" ? 0.62 : 0.56) * (ctx.f.style.upperLabels ? 1.2 : 1);
  return Math.max(base, Math.min(heading.length * ctx.size * per + 8, base * 1.6));
}

/**
 * The columns of a line table, each as wide as its heading needs (within half again its base); the description
 * keeps at least a third of the width, the others narrowed alike where they would take more.
 */
function fitColumns(ctx: Ctx, width: number, specs: [string, string, number, "left" | "right"][]): TableColumn[] {
  const wide = specs.map(([key, heading, base, align]) =>
    key === "desc" ? [key, heading, 0, align] : [key, heading, fit(ctx, heading, base), align],
  ) as [string, string, number, "left" | "right"][];
  const fixed = wide.reduce((a, [, , w]) => a + w, 0);
  const scale = Math.min(1, (width * 0.64) / fixed);
  return tableColumns(
    width,
    wide.map(([key, heading, w, align]) => [key, heading, w * scale, align]),
  );
}

/** Small columns side by side (a footer), each line wrapped to its column; returns the bottom of the tallest. */
function footColumns(s: Sheet, cols: string[][], x: number, top: number, width: number, size: number): number {
  const w = width / cols.length;
  let bottom = top;
  cols.forEach((lines, i) => {
    const wrappedLines = lines.flatMap((l) => s.wrap(l, w - 8, { size }));
    const y = s.lines(wrappedLines, x + i * w, top, { size, maxWidth: w - 8 }, 1.25);
    bottom = Math.max(bottom, y);
  });
  return bottom;
}

/** Caption over value pairs side by side in `cols` equal columns from x; returns the bottom. */
function captions(s: Sheet, pairs: [string, string][], x: number, top: number, width: number, cols: number): number {
  const cw = width / cols;
  const rows = Math.ceil(pairs.length / cols);
  pairs.forEach(([caption, value], i) => {
    const cx = x + (i % cols) * cw;
    const cy = top + Math.floor(i / cols) * s.size * 3;
    s.text(caption, cx, cy, { size: s.size - 1.5, grey: 0.4, maxWidth: cw - 8 });
    s.text(value, cx, cy + s.size * 1.2, { bold: true, maxWidth: cw - 8 });
  });
  return top + rows * s.size * 3;
}

/** A date in figures (a period's in a narrow cell), where the document writes its dates out. */
function shortDate(ctx: Ctx, d: Date): string {
  const pattern = ctx.f.style.datePattern;
  if (!pattern.includes("MMM")) return ctx.f.date(d);
  const cc = countryCode(ctx.inv.country);
  const sep = ctx.inv.language === "de" ? "." : ctx.inv.language === "nl" && cc === "NL" ? "-" : "/";
  return ctx.f.date(d, cc === "US" ? "{mm}/{dd}/{yyyy}" : `{dd}${sep}{mm}${sep}{yyyy}`);
}

/** Lines centred at cx, each wrapped to the width; returns the top of the line after the last. */
function centred(s: Sheet, texts: string[], cx: number, top: number, width: number, o: TextOptions): number {
  const size = o.size ?? s.size;
  for (const line of texts.flatMap((t) => s.wrap(t, width, o))) {
    s.text(line, cx, top, { ...o, align: "center", maxWidth: width });
    top += size * 1.3;
  }
  return top;
}

/** The totals rows: the net, the VAT of each taxed rate (and their sum where asked), the total. */
function baseRows(
  ctx: Ctx,
  concepts: { net: Fresh5Concept; vat: Fresh5Concept; total: Fresh5Concept; credit: Fresh5Concept },
  vatTotal: Fresh5Concept | null = null,
): Row[] {
  const { inv, f, w } = ctx;
  const money = signed(ctx);
  const rated = inv.taxes.filter((t) => t.rate > 0);
  // Nothing taxed (an office's fee refunded): the VAT printed as nought.
  const taxed = rated.length ? rated : [{ rate: 0, base: inv.net, tax: 0 }];
  return [
    { key: "net", label: w.label(concepts.net), value: money(inv.net) },
    ...taxed.map((t) => ({
      key: `tax-${t.rate}`,
      label: w.label(concepts.vat, { rate: f.rate(t.rate) }),
      value: money(t.tax),
    })),
    ...(vatTotal && rated.length > 1
      ? [{ key: "taxTotal", label: w.label(vatTotal), value: money(inv.taxTotal) }]
      : []),
    {
      key: "total",
      label: w.label(inv.credit ? concepts.credit : concepts.total),
      value: money(inv.total),
      strong: true,
    },
  ];
}

/** Whether the tax total is printed by rows of baseRows (one taxed rate, or a sum row). */
const taxPrinted = (ctx: Ctx, sumRow: boolean) => sumRow || ctx.inv.taxes.filter((t) => t.rate > 0).length <= 1;

/** A line's rate as a VAT column prints it ('7 %'), or a mark for what is exempt or outside VAT. */
const rateCell = (ctx: Ctx, line: Line, zero: string) => (line.rate === 0 ? zero : ctx.f.rate(line.rate));

// ---------------------------------------------------------------------------------------------------------------
// A campsite's or holiday park's stay invoice.

const campTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "cmpCreditTitle" : "cmpTitle");

/** The stay's facts as fields. */
function stayFields(ctx: Ctx): Field[] {
  const { inv, f } = ctx;
  const st = stayOf(inv);
  return [
    fieldOf(ctx, "booking", "cmpBooking", st.booking),
    fieldOf(ctx, "pitch", "cmpPitch", st.pitch),
    fieldOf(ctx, "arrival", "cmpArrival", f.date(st.arrival)),
    fieldOf(ctx, "departure", "cmpDeparture", f.date(st.departure)),
    fieldOf(ctx, "nights", "cmpNights", String(st.nights)),
    fieldOf(ctx, "guests", "cmpGuests", st.guests),
  ];
}

/** The invoice's own references: number, date and (a credit's) the invoice it corrects. */
function campRefs(ctx: Ctx): Field[] {
  const { inv, f } = ctx;
  return [
    fieldOf(ctx, "number", inv.credit ? "cmpCreditNumber" : "cmpNumber", inv.number),
    fieldOf(ctx, "date", "cmpDate", f.date(inv.issue)),
    ...(inv.credit ? [fieldOf(ctx, "original", "cmpOriginal", inv.originalNumber)] : []),
  ];
}

/** The VAT recap's rows by rate (what is outside VAT at 0 % with its mark), and whether a sum row follows. */
function campGrid(ctx: Ctx): { rows: string[][]; sum: boolean } {
  const { inv, f, w } = ctx;
  const money = (c: number) => f.number(inv.sign * c);
  const rows = [
    [w.heading("cmpGridRate"), w.heading("cmpGridNet"), w.heading("cmpGridVat"), w.heading("cmpGridGross")],
    ...inv.taxes.map((t) => [
      t.rate === 0 ? `${f.rate(0)} °` : f.rate(t.rate),
      money(t.base),
      money(t.tax),
      money(t.base + t.tax),
    ]),
  ];
  const sum = inv.taxes.length > 1 && ctx.flag("m1SumRow", 0.7);
  if (sum) rows.push([w.heading("cmpGridSum"), money(inv.net), money(inv.taxTotal), money(inv.total)]);
  return { rows, sum };
}

const campLayout: Template = {
  id: "campsite-invoice",
  half: "fresh5",
  description:
    "campsite or holiday park stay invoice: the park's heading in three ways, stay facts (booking, pitch, arrival, departure, nights, party), pitch per night by season, extras, metered power, visitor tax outside VAT, prices incl. VAT with a recap by rate, deposit and card at departure",
  reshape: campJob,
  fonts: ["helvetica", "helvetica", "times"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w } = ctx;
    const { seller } = inv;
    const head = ctx.pick("m1Head", [0, 1, 2]);
    const guest = [inv.buyer.name, ...inv.buyer.lines];
    let top: number;
    if (head === 0) {
      // The park's name centred, its address and contacts under it, a rule; the guest left, the stay boxed right.
      const cx = s.width / 2;
      s.text(seller.name, cx, y, { bold: true, size: s.size + 6, align: "center", maxWidth: r - m });
      s.text(seller.lines.join(" · "), cx, y + s.size * 2.2, { size: s.size - 1, align: "center", maxWidth: r - m });
      const below = centred(s, [contactsOf(ctx).join(" · ")], cx, y + s.size * 3.5, r - m, {
        size: s.size - 1.5,
        grey: 0.3,
      });
      s.rule(m, below + 2, r, 0.8, 0.3);
      top = below + s.size * 1.6;
      s.text(w.heading("cmpGuest"), m, top, { size: s.size - 1.5, grey: 0.4 });
      const guestBottom = s.lines(guest, m, top + s.size * 1.3, { maxWidth: 230 });
      const bx = r - 250;
      const facts = stayFields(ctx);
      const bh = facts.length * (s.size - 0.5) * 1.45 + 12;
      s.box(bx, top - 4, 250, bh, { border: 0.5 });
      labelRows(s, facts, bx + 6, top + 2, 142, { size: s.size - 0.5, maxWidth: 96 });
      top = Math.max(guestBottom, top - 4 + bh) + 14;
      s.text(campTitle(ctx), m, top, { bold: true, size: s.size + 3, maxWidth: r - m - 260 });
      labelRows(s, campRefs(ctx), r - 250, top, 118, { size: s.size - 0.5, maxWidth: 126, bold: true });
      top += Math.max(s.size * 2.4, campRefs(ctx).length * (s.size - 0.5) * 1.45) + 8;
    } else if (head === 1) {
      // A tinted box with the park's brand, the legal name and address small at the right; the stay as a strip.
      const tint = ctx.pick("m1Tint", [
        [0.15, 0.45, 0.3],
        [0.1, 0.35, 0.6],
        [0.75, 0.45, 0.1],
      ] as [number, number, number][]);
      const size = s.size + 5;
      const bw = Math.min(s.measure(seller.core, { bold: true, size }) + 24, 280);
      s.box(m, y - 4, bw, size * 2.1, { tint });
      s.text(seller.core, m + 12, y - 4 + size * 0.55, { bold: true, size, grey: 1, maxWidth: bw - 24 });
      const rightBottom = s.lines([seller.name, ...seller.lines, ...contactsOf(ctx)], r, y, {
        size: s.size - 1.5,
        align: "right",
        maxWidth: r - m - bw - 24,
      });
      top = Math.max(y + size * 2.4, rightBottom) + 16;
      const guestBottom = s.lines(guest, m, top, { maxWidth: 240 });
      s.text(campTitle(ctx), r - 240, top, { bold: true, size: s.size + 3, maxWidth: 240 });
      const refBottom = labelRows(s, campRefs(ctx), r - 240, top + s.size * 2.2, 120, {
        size: s.size - 0.5,
        maxWidth: 118,
      });
      top = Math.max(guestBottom, refBottom) + 12;
      s.box(m, top - 3, r - m, s.size * 6 + 4, { fill: 0.92 });
      const pairs = stayFields(ctx).map((fd) => [ctx.w.heading(fieldKey(fd.key)), fd.value] as [string, string]);
      top = captions(s, pairs, m + 5, top, r - m - 10, 3) + 12;
    } else {
      // The park at the left, the title and references at the right, the stay inline in a ruled band.
      const leftBottom = s.lines([seller.lines.join(", "), ...contactsOf(ctx)], m, y + s.size * 2, {
        size: s.size - 1,
        maxWidth: r - m - 250,
      });
      s.text(seller.name, m, y, { bold: true, size: s.size + 3, maxWidth: r - m - 250 });
      s.text(campTitle(ctx), r, y, { bold: true, size: s.size + 4, align: "right", maxWidth: 230 });
      const refBottom = labelRows(s, campRefs(ctx), r - 230, y + s.size * 2.4, 116, {
        size: s.size - 0.5,
        maxWidth: 114,
      });
      top = Math.max(leftBottom, refBottom) + 14;
      top = s.lines(guest, m, top, { maxWidth: 260 }) + 10;
      s.rule(m, top - 3, r, 0.5, 0.4);
      const facts = stayFields(ctx);
      let x = m;
      let line = top + 2;
      for (const fd of facts) {
        const text = `${fd.label} ${fd.value}`;
        const width = s.measure(text, { size: s.size - 0.5 }) + 16;
        if (x > m && x + width > r) {
          x = m;
          line += s.size * 1.5;
        }
        const lw = s.text(`${fd.label} `, x, line, { size: s.size - 0.5, grey: 0.35, maxWidth: r - m });
        s.text(fd.value, x + lw + 2, line, { size: s.size - 0.5, bold: true, maxWidth: Math.max(20, r - x - lw - 2) });
        x += width + 4;
      }
      top = line + s.size * 1.6;
      s.rule(m, top, r, 0.5, 0.4);
      top += 10;
    }
    return top + 4;
  },
  next: (ctx, s) => nextHead(ctx, s, campTitle(ctx)),
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: ctx.pick("m1Shade", [0.86, 0.92]),
    rowRules: ctx.flag("m1Rules", 0.5),
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("cmpColDesc"), 0, "left"],
      ["qty", w.heading("cmpColQty"), sz * 6, "right"],
      ["price", w.heading("cmpColPrice"), sz * 7, "right"],
      ["vat", w.heading("cmpColVat"), sz * 4.5, "right"],
      ["amount", w.heading("cmpColAmount"), sz * 8, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const outside = stayOf(inv).outside[inv.lines.indexOf(line)];
    return {
      desc: outside ? `${line.description} °` : line.description,
      qty: `${f.quantity(line.qty)} ${line.unit}`.trim(),
      price: f.lineMoney(line.price),
      vat: rateCell(ctx, line, "°"),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: (ctx, line) => stayOf(ctx.inv).notes[ctx.inv.lines.indexOf(line)] ?? null,
  carry: (ctx) => ctx.flag("m1Carry", 0.5),
  carryLabel,
  unprinted(ctx) {
    const st = stayOf(ctx.inv);
    if (!st.gross) return taxPrinted(ctx, false) ? [] : ["taxAmount"];
    const { sum } = campGrid(ctx);
    const taxed = ctx.inv.taxes.filter((t) => t.rate > 0).length;
    return [...(sum || ctx.inv.taxes.length === 1 ? [] : ["netAmount"]), ...(sum || taxed <= 1 ? [] : ["taxAmount"])];
  },
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const m = margin(ctx);
    const r = right(ctx, s);
    const st = stayOf(inv);
    const rows: Row[] = st.gross
      ? [
          {
            key: "total",
            label: w.label(inv.credit ? "cmpCreditTotal" : "cmpTotal"),
            value: signed(ctx)(inv.total),
            strong: true,
          },
        ]
      : baseRows(ctx, { net: "cmpNet", vat: "cmpVat", total: "cmpTotal", credit: "cmpCreditTotal" });
    if (st.deposit)
      rows.push({
        key: "deposit",
        label: w.label("cmpDeposit", { date: f.date(st.deposit.date) }),
        value: f.money(-st.deposit.amount),
      });
    if (st.card)
      rows.push({ key: "card", label: w.label("cmpCard", { card: st.card.card }), value: f.money(-st.card.amount) });
    if (st.deposit || st.card)
      rows.push({ key: "due", label: w.label("cmpBalance"), value: f.money(inv.amountDue), strong: true });
    let y = totalsBlock(ctx, s, top, r, { left: r - 300 }, rows);
    if (st.gross) {
      const { rows: cells } = campGrid(ctx);
      const gw = Math.min(r - m, 330);
      const x = ctx.flag("m1GridLeft", 0.5) ? m : r - gw;
      y = grid(s, x, y + 6, [gw * 0.22, gw * 0.26, gw * 0.26, gw * 0.26], cells, {
        heading: true,
        shade: 0.9,
        size: s.size - 1,
        boldLast: cells.length > inv.taxes.length + 1,
      });
    }
    return y;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w } = ctx;
    const st = stayOf(inv);
    const text: string[] = [];
    if (st.outside.some(Boolean)) text.push(w.word("cmpOutsideNote"));
    if (!inv.credit && inv.amountDue > 0) text.push(ibanOf(ctx));
    if (!inv.credit) text.push(w.word("cmpThanks"));
    return paragraphs(s, text, m, top + 4, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 48;
    s.rule(m, top - 6, right(ctx, s), 0.4, 0.5);
    wrapped(
      s,
      [[seller.name, ...seller.lines, ...legalsOf(ctx), ...(ctx.inv.amountDue > 0 ? [] : [ibanOf(ctx)])].join(" · ")],
      m,
      top,
      s.width - 2 * m - 70,
      { size: s.size - 2.5, grey: 0.35 },
    );
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

/** A stay field's concept from its key (the strip prints captions without colons). */
function fieldKey(key: string): Fresh5Concept {
  const map: Record<string, Fresh5Concept> = {
    booking: "cmpBooking",
    pitch: "cmpPitch",
    arrival: "cmpArrival",
    departure: "cmpDeparture",
    nights: "cmpNights",
    guests: "cmpGuests",
  };
  return map[key];
}

// ---------------------------------------------------------------------------------------------------------------
// A managed-print company's quarterly meter bill.

const printTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "mpsCreditTitle" : "mpsTitle");

/** The table's rows: per device a heading (model, serial, where it stands), then its lines; the extras after. */
function printRows(ctx: Ctx): Line[] {
  return ctx.once("m2Rows", () => {
    const { inv, w } = ctx;
    const bill = printOf(inv);
    const rows: Line[] = [];
    for (const d of bill.devices) {
      rows.push(
        pseudoLine({ kind: "head", text: w.fill("mpsDevice", { model: d.model, serial: d.serial }), amount: 0 }),
      );
      rows.push(...inv.lines.slice(d.from, d.to));
    }
    rows.push(...inv.lines.slice(bill.devices[bill.devices.length - 1].to));
    return rows;
  });
}

/** The account summary: the previous bill and its payment, the balance before, this bill, what is collected. */
function summaryRows(ctx: Ctx): Row[] {
  const { inv, f, w } = ctx;
  const bill = printOf(inv);
  const rows: Row[] = [];
  if (bill.previous) {
    const p = bill.previous;
    rows.push({
      key: "previous",
      label: w.label("mpsPrevious", { ref: p.number, date: f.date(p.date) }),
      value: f.money(p.amount),
    });
    rows.push({ key: "payment", label: w.label("mpsPayment", { date: f.date(p.paid) }), value: f.money(-p.amount) });
    rows.push({ key: "open", label: w.label("mpsOpen"), value: f.money(0) });
  }
  rows.push({ key: "this", label: w.label("mpsThis"), value: signed(ctx)(inv.total) });
  if (!inv.credit) rows.push({ key: "collect", label: w.label("mpsCollect"), value: f.money(inv.total), strong: true });
  return rows;
}

const printLayout: Template = {
  id: "meter-print-invoice",
  half: "fresh5",
  description:
    "managed-print quarterly meter bill: address window, references grid, account summary (previous bill, payment, this bill), devices with rentals and pages over the allowance at four decimals with readings, details apart on some, direct debit",
  reshape: printJob,
  fonts: ["helvetica", "helvetica", "courier"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const bill = printOf(inv);
    const { seller } = inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 4, maxWidth: r - m - 240 });
    s.text(printTitle(ctx), r, y, { bold: true, size: s.size + 2, align: "right", maxWidth: 230 });
    // The address window: the sender's line small over the customer's address.
    const win = y + 58;
    const full = `${seller.name} · ${seller.lines.join(" · ")}`;
    const sender = s.measure(full, { size: 5.5 }) > 240 ? `${seller.name} · ${seller.lines.at(-1)}` : full;
    s.text(sender, m, win, { size: s.size - 2.5, grey: 0.35, maxWidth: 240 });
    s.rule(m, win + s.size * 1.1, m + 240, 0.3, 0.6);
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, win + s.size * 1.6, { maxWidth: 240 });
    const [from, to] = bill.period;
    const cells = [
      [w.heading(inv.credit ? "mpsCreditNumber" : "mpsNumber"), inv.number],
      [w.heading("mpsDate"), f.date(inv.issue)],
      [w.heading("mpsCustomer"), bill.account],
      [w.heading("mpsContract"), bill.contract],
      [w.heading("mpsPeriod"), `${shortDate(ctx, from)} – ${shortDate(ctx, to)}`],
      inv.credit ? [w.heading("mpsOriginal"), inv.originalNumber] : [w.heading("mpsDue"), f.date(inv.due)],
    ];
    const gw = 250;
    const sz = s.size - 1;
    let refBottom: number;
    if (ctx.flag("m2Grid", 0.6)) {
      refBottom = grid(s, r - gw, y + s.size * 2.6, [gw * 0.5, gw * 0.5], cells, {
        size: sz,
        align: ["left", "right"],
      });
    } else {
      refBottom = labelRows(
        s,
        cells.map(([label, value], i) => ({ key: String(i), label: w.styled(label), value })),
        r - gw,
        y + s.size * 2.6,
        gw * 0.5,
        { size: sz, valueRight: r, bold: true },
      );
    }
    let top = Math.max(buyerBottom, refBottom) + 14;
    top = s.lines(contactsOf(ctx), m, top, { size: s.size - 1.5, grey: 0.35, maxWidth: r - m }) + 10;
    // The account summary, its rows in a box.
    const rows = summaryRows(ctx);
    const apart = bill.detailsApart;
    if (apart) {
      const totals = baseRows(ctx, { net: "mpsNet", vat: "mpsVat", total: "mpsTotal", credit: "mpsCreditTotal" });
      rows.splice(rows.length - (inv.credit ? 1 : 2), 1, ...totals);
    }
    const bw = Math.min(r - m, 360);
    const bx = ctx.flag("m2SumLeft", 0.5) ? m : r - bw;
    s.text(w.heading("mpsSummary"), bx, top, { bold: true, size: s.size + 1, maxWidth: bw });
    top += s.size * 1.9;
    const h = rows.length * s.size * 1.55 + rows.filter((x) => x.strong).length * 2 + 12;
    s.box(bx, top, bw, h, { border: 0.5 });
    top = totalsBlock(ctx, s, top + 6, bx + bw - 7, { left: bx + 7 }, rows) + 12;
    if (apart && !inv.credit) {
      top = paragraphs(s, [debitText(ctx)], m, top + 4, r - m, { size: s.size - 0.5 });
    }
    return top + 6;
  },
  tableOnNewPage: (ctx) => printOf(ctx.inv).detailsApart,
  next(ctx, s) {
    const top = nextHead(ctx, s, printTitle(ctx));
    if (!printOf(ctx.inv).detailsApart) return top;
    s.text(ctx.w.heading("mpsDetails"), margin(ctx), top, { bold: true, size: s.size + 1, maxWidth: 300 });
    return top + s.size * 2.2;
  },
  bottom: (_ctx, s) => s.height - 76,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: 0.88,
    grid: ctx.flag("m2TableGrid", 0.4),
    leading: 1.45,
  }),
  tableLines: printRows,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("mpsColDesc"), 0, "left"],
      ["qty", w.heading("mpsColQty"), sz * 6.5, "right"],
      ["price", w.heading("mpsColPrice"), sz * 7, "right"],
      ["amount", w.heading("mpsColAmount"), sz * 8, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const p = pseudoOf(line);
    if (p) return { desc: p.text, qty: "", price: "", amount: "" };
    const bill = printOf(inv);
    const i = inv.lines.indexOf(line);
    const perPage = bill.perPage[i];
    return {
      desc: line.description,
      qty: `${perPage ? f.number(line.qty, 0) : f.quantity(line.qty)} ${line.unit}`.trim(),
      price: perPage ? fineNumber(ctx, line.price, 4) : f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail(ctx, line) {
    const i = ctx.inv.lines.indexOf(line);
    if (i < 0) return null;
    const bill = printOf(ctx.inv);
    // A device's first line (its rental) says where it stands; a page count shows its readings.
    const device = bill.devices.find((d) => d.from === i && d.to > i);
    if (device && !bill.perPage[i]) return `${ctx.w.label("mpsPlace")} ${device.place}`;
    const reading = bill.readings[i];
    if (!reading) return null;
    const n = (x: number) => ctx.f.number(x * 100, 0);
    return PRINT_READING[ctx.inv.language]
      .replace("{now}", n(reading.now))
      .replace("{before}", n(reading.before))
      .replace("{free}", n(reading.free));
  },
  carry: (ctx) => ctx.flag("m2Carry", 0.5),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const r = right(ctx, s);
    const rows = baseRows(ctx, { net: "mpsNet", vat: "mpsVat", total: "mpsTotal", credit: "mpsCreditTotal" });
    return totalsBlock(ctx, s, top, r, { left: r - 260 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv } = ctx;
    const text = inv.credit || printOf(inv).detailsApart ? [] : [debitText(ctx)];
    return paragraphs(s, text, m, top + 6, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 62;
    s.rule(m, top - 6, right(ctx, s), 0.5, 0.4);
    footColumns(
      s,
      [[seller.name, ...seller.lines], [...legalsOf(ctx)], [ibanOf(ctx)]],
      m,
      top,
      s.width - 2 * m,
      s.size - 2.5,
    );
    pageLabel(ctx, s, page, pages, s.width / 2, s.height - 18, "center");
  },
};

/** The direct debit's sentence: the date, the customer's masked account and the mandate. */
function debitText(ctx: Ctx): string {
  const { inv, w, f } = ctx;
  return w.fill("mpsDebit", { date: f.date(inv.due), iban: maskedIban(ctx), mandate: printOf(inv).mandate });
}

// ---------------------------------------------------------------------------------------------------------------
// An optician's invoice for glasses.

const opticTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "optCreditTitle" : "optTitle");

const opticLayout: Template = {
  id: "optician-invoice",
  half: "fresh5",
  description:
    "optician's invoice for glasses: shop heading, customer with birth date, order and collection dates, prescription grid, frame and a lens per eye, eye test exempt in some countries, prices incl. VAT, VAT included and net after the total, insurer's share and deposit",
  reshape: opticJob,
  fonts: ["helvetica", "times"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const o = opticOf(inv);
    const { seller } = inv;
    const centre = ctx.flag("m3Centre", 0.4);
    let top: number;
    const reg = `${w.label("optReg")} ${o.registration}`;
    if (centre) {
      const cx = s.width / 2;
      s.text(seller.name, cx, y, { bold: true, size: s.size + 6, align: "center", maxWidth: r - m });
      const below = centred(s, [seller.lines.join(" · "), contactsOf(ctx).join(" · ")], cx, y + s.size * 2.3, r - m, {
        size: s.size - 1.5,
      });
      s.text(reg, cx, below, { size: s.size - 1.5, align: "center", grey: 0.35, maxWidth: r - m });
      s.rule(m + 40, below + s.size * 1.4, r - 40, 0.5, 0.4);
      top = below + s.size * 2.9;
    } else {
      s.text(seller.name, m, y, { bold: true, size: s.size + 5, maxWidth: r - m - 230 });
      top =
        s.lines([...seller.lines, ...contactsOf(ctx), reg], m, y + s.size * 2.2, {
          size: s.size - 1.5,
          grey: 0.3,
          maxWidth: r - m - 240,
        }) + 12;
    }
    const refs = [
      fieldOf(ctx, "number", inv.credit ? "optCreditNumber" : "optNumber", inv.number),
      fieldOf(ctx, "date", "optDate", f.date(inv.issue)),
      fieldOf(ctx, "customer", "optCustomer", o.customerNo),
      ...(inv.credit ? [fieldOf(ctx, "original", "optOriginal", inv.originalNumber)] : []),
    ];
    const refTop = centre ? top : y;
    s.text(opticTitle(ctx), r, refTop, { bold: true, size: s.size + 3, align: "right", maxWidth: 220 });
    const refBottom = labelRows(s, refs, r - 220, refTop + s.size * 2.3, 112, { size: s.size - 0.5, maxWidth: 106 });
    const buyerTop = centre ? top : Math.max(top, y + 70);
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, buyerTop, { maxWidth: r - m - 240 });
    s.text(`${w.label("optBirth")} ${f.date(o.birth)}`, m, buyerBottom + 2, {
      size: s.size - 1,
      maxWidth: r - m - 240,
    });
    top = Math.max(buyerBottom + s.size * 1.6, refBottom) + 12;
    // The order's dates and the prescriber in one line.
    const dates = [
      `${w.label("optOrdered")} ${f.date(o.ordered)}`,
      ...(inv.credit ? [] : [`${w.label("optCollected")} ${f.date(inv.issue)}`]),
      ...(o.prescriber && !inv.credit
        ? [w.fill("optPrescriber", { name: o.prescriber.name, date: f.date(o.prescriber.date) })]
        : []),
    ];
    top = paragraphs(s, [dates.join("   ·   ")], m, top, r - m, { size: s.size - 0.5 }) + 6;
    if (!inv.credit) {
      // The prescription in a small grid, the pupillary distance beside it.
      s.text(w.heading("optRx"), m, top, { bold: true, maxWidth: 260 });
      top += s.size * 1.5;
      const cells = [
        [w.heading("optEye"), w.heading("optSph"), w.heading("optCyl"), w.heading("optAxis"), w.heading("optAdd")],
        [w.heading("optRight"), ...o.right],
        [w.heading("optLeft"), ...o.left],
      ];
      const gw = Math.min(300, r - m - 150);
      const bottom = grid(s, m, top, [gw * 0.28, gw * 0.18, gw * 0.18, gw * 0.18, gw * 0.18], cells, {
        heading: true,
        shade: 0.9,
        size: s.size - 1,
      });
      s.text(`${w.label("optPd")} ${o.pd}`, m + gw + 16, top + s.size * 1.2, {
        size: s.size - 0.5,
        maxWidth: r - m - gw - 16,
      });
      top = bottom + 12;
    }
    return top;
  },
  next: (ctx, s) => nextHead(ctx, s, opticTitle(ctx)),
  bottom: (_ctx, s) => s.height - 66,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: true,
    shade: ctx.flag("m3Shade", 0.5) ? 0.9 : undefined,
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("optColDesc"), 0, "left"],
      ["vat", w.heading("optColVat"), sz * 5, "right"],
      ["amount", w.heading("optColAmount"), sz * 9, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const qty = line.qty !== 100 ? `${f.quantity(line.qty)} × ` : "";
    return {
      desc: `${qty}${line.description}`,
      vat: rateCell(ctx, line, "E"),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  carry: () => false,
  unprinted: (ctx) => (taxPrinted(ctx, false) ? [] : ["taxAmount"]),
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const r = right(ctx, s);
    const o = opticOf(inv);
    const money = signed(ctx);
    const taxed = inv.taxes.filter((t) => t.rate > 0);
    const rows: Row[] = o.gross
      ? [
          {
            key: "total",
            label: w.label(inv.credit ? "optCreditTotal" : "optTotal"),
            value: money(inv.total),
            strong: true,
          },
          ...taxed.map((t) => ({
            key: `tax-${t.rate}`,
            label: w.label("optVat", { rate: f.rate(t.rate) }),
            value: money(t.tax),
          })),
          { key: "net", label: w.label("optNet"), value: money(inv.net) },
        ]
      : baseRows(ctx, { net: "optNet", vat: "optVat", total: "optTotal", credit: "optCreditTotal" });
    if (o.insurer)
      rows.push({
        key: "insurer",
        label: w.label("optInsurer", { name: o.insurer.name, member: o.insurer.member }),
        value: f.money(-o.insurer.amount),
      });
    if (o.deposit) rows.push({ key: "deposit", label: w.label("optDeposit"), value: f.money(-o.deposit) });
    if (o.card) rows.push({ key: "card", label: w.label("optCard", { card: o.card }), value: f.money(-inv.amountDue) });
    if (inv.paid || o.card)
      rows.push({ key: "due", label: w.label("optToPay"), value: f.money(o.card ? 0 : inv.amountDue), strong: true });
    // A gross document rules above its first row (the total) itself: totalsBlock rules above the 'total' key.
    return totalsBlock(ctx, s, top, r, { left: r - 300 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w } = ctx;
    const o = opticOf(inv);
    const text: string[] = [];
    if (o.exempt.some(Boolean)) text.push(w.word("optExemptNote"));
    if (!inv.credit && inv.amountDue > 0 && !o.card) text.push(ibanOf(ctx));
    return paragraphs(s, text, m, top + 4, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 44;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.6);
    wrapped(s, [[ctx.inv.seller.name, ...legalsOf(ctx)].join("  ·  ")], m, top, right(ctx, s) - m - 80, {
      size: s.size - 2.5,
      grey: 0.4,
    });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A patent and trade mark attorneys' fee account.

const patentTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "ipaCreditTitle" : "ipaTitle");

/** The width of the partners' column at the right of page 1 (the body keeps the rest). */
const SIDEBAR = 132;

/** The rows of the account: per section its heading, its lines and (on some) a subtotal. */
function patentRows(ctx: Ctx): Line[] {
  return ctx.once("m4Rows", () => {
    const { inv, w } = ctx;
    const matter = matterOf(inv);
    const heads: Record<string, Fresh5Concept> = { fees: "ipaFees", official: "ipaOfficial", costs: "ipaCosts" };
    const rows: Line[] = [];
    for (const section of ["fees", "official", "costs"] as const) {
      const lines = inv.lines.filter((_, i) => matter.sections[i] === section);
      if (!lines.length) continue;
      rows.push(pseudoLine({ kind: "head", text: w.heading(heads[section]), amount: 0 }));
      rows.push(...lines);
    }
    return rows;
  });
}

const patentLayout: Template = {
  id: "patent-attorney-invoice",
  half: "fresh5",
  description:
    "patent and trade mark attorneys' fee account: firm and professions at the top, partners and address in a right column, our/your references, the right and its owner, time entries by date and person, official fees outside VAT and other costs in sections, an advance and withholding deducted",
  reshape: patentJob,
  fonts: ["times", "times", "helvetica"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, f } = ctx;
    const matter = matterOf(inv);
    const { seller } = inv;
    const body = r - SIDEBAR - 14;
    s.text(seller.name, m, y, { bold: true, size: s.size + 5, maxWidth: body - m });
    s.text(matter.trade, m, y + s.size * 2.1, { size: s.size - 1, grey: 0.35, maxWidth: body - m });
    // The partners, the address and contacts in a column at the right.
    s.vrule(r - SIDEBAR - 6, y, y + 250, 0.4, 0.6);
    const side = [...matter.partners, "", ...seller.lines, ...contactsOf(ctx)];
    const sideLines = side.flatMap((l) => (l ? s.wrap(l, SIDEBAR, { size: s.size - 2 }) : [""]));
    s.lines(sideLines, r - SIDEBAR, y, { size: s.size - 2, grey: 0.25, maxWidth: SIDEBAR }, 1.35);
    let top = y + 64;
    s.text(`${seller.name} · ${seller.lines.join(" · ")}`, m, top, { size: s.size - 2.5, grey: 0.4, maxWidth: 250 });
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top + s.size * 1.3, { maxWidth: 250 });
    top = buyerBottom + 16;
    s.text(patentTitle(ctx), m, top, { bold: true, size: s.size + 3, maxWidth: body - m });
    top += s.size * 2.2;
    const refs = [
      fieldOf(ctx, "number", inv.credit ? "ipaCreditNumber" : "ipaNumber", inv.number),
      fieldOf(ctx, "date", "ipaDate", f.date(inv.issue)),
      fieldOf(ctx, "ourRef", "ipaOurRef", matter.ourRef),
      ...(matter.yourRef ? [fieldOf(ctx, "yourRef", "ipaYourRef", matter.yourRef)] : []),
      fieldOf(ctx, "client", "ipaClient", inv.customerNo),
      ...(inv.credit ? [fieldOf(ctx, "original", "ipaOriginal", inv.originalNumber)] : []),
    ];
    top = labelRows(s, refs, m, top, 165, { size: s.size - 0.5, maxWidth: body - m - 170 }) + 8;
    const subject = [
      fieldOf(ctx, "right", "ipaRight", matter.right),
      fieldOf(ctx, "subject", "ipaSubject", matter.title),
      fieldOf(ctx, "owner", "ipaOwner", matter.owner),
    ];
    s.rule(m, top - 3, body, 0.4, 0.5);
    top = labelRows(s, subject, m, top + 2, 165, { size: s.size - 0.5, maxWidth: body - m - 170, bold: true });
    return Math.max(top + 10, y + 262);
  },
  next: (ctx, s) => nextHead(ctx, s, patentTitle(ctx)),
  bottom: (_ctx, s) => s.height - 72,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: ctx.flag("m4Rules", 0.6),
    leading: 1.45,
  }),
  tableLines: patentRows,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["date", w.heading("ipaColDate"), sz * 6, "left"],
      ["desc", w.heading("ipaColDesc"), 0, "left"],
      ["who", w.heading("ipaColWho"), sz * 3.5, "left"],
      ["hours", w.heading("ipaColHours"), sz * 3.5, "right"],
      ["rate", w.heading("ipaColRate"), sz * 5.5, "right"],
      ["amount", w.heading("ipaColAmount"), sz * 7, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const blank = { date: "", who: "", hours: "", rate: "", amount: "" };
    const p = pseudoOf(line);
    if (p) return { ...blank, desc: p.text };
    const matter = matterOf(inv);
    const i = inv.lines.indexOf(line);
    const date = matter.dates[i];
    const timed = matter.sections[i] === "fees";
    return {
      date: date ? f.date(date) : "",
      desc: line.description,
      who: matter.who[i] ?? "",
      hours: timed ? f.number(line.qty) : "",
      rate: timed ? f.lineMoney(line.price) : "",
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  carry: (ctx) => ctx.flag("m4Carry", 0.6),
  carryLabel,
  unprinted: (ctx) => (taxPrinted(ctx, false) ? [] : ["taxAmount"]),
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const r = right(ctx, s);
    const matter = matterOf(inv);
    const rows = baseRows(ctx, { net: "ipaNet", vat: "ipaVat", total: "ipaTotal", credit: "ipaCreditTotal" });
    if (matter.advance)
      rows.push({
        key: "advance",
        label: w.label("ipaAdvance", { ref: matter.advance.number, date: f.date(matter.advance.date) }),
        value: f.money(-matter.advance.amount),
      });
    if (matter.withholding)
      rows.push({
        key: "withholding",
        label: w.label("ipaWithholding", { rate: f.rate(matter.withholding.rate) }),
        value: f.money(-matter.withholding.amount),
      });
    if (inv.paid) rows.push({ key: "due", label: w.label("ipaToPay"), value: f.money(inv.amountDue), strong: true });
    return totalsBlock(ctx, s, top, r, { left: r - 330 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w } = ctx;
    const matter = matterOf(inv);
    const text: string[] = [];
    if (matter.sections.includes("official")) text.push(w.word("ipaOfficialNote"));
    if (!inv.credit) text.push(ibanOf(ctx));
    return paragraphs(s, text, m, top + 6, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 46;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.5);
    const company = ctx.inv.seller.name !== ctx.inv.seller.core;
    wrapped(s, [legalsOf(ctx, company).join("  ·  ")], m, top, right(ctx, s) - m - 80, {
      size: s.size - 2.5,
      grey: 0.4,
    });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A florist's invoice for an event.

const floristTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "floCreditTitle" : "floTitle");

/** The table's rows: per section its heading and its lines. */
function floristRows(ctx: Ctx, names: [string, string, string]): Line[] {
  return ctx.once("m5Rows", () => {
    const { inv } = ctx;
    const ev = eventOf(inv);
    const rows: Line[] = [];
    for (const section of [0, 1, 2]) {
      const lines = inv.lines.filter((_, i) => ev.sections[i] === section);
      if (!lines.length) continue;
      rows.push(pseudoLine({ kind: "head", text: names[section], amount: 0 }));
      rows.push(...lines);
    }
    return rows;
  });
}

const floristLayout: Template = {
  id: "florist-event-invoice",
  half: "fresh5",
  description:
    "florist's invoice for an event: centred letterhead, event, date and venue in a band, the quote it follows, arrangements per section at the flowers' rate, hire, candles and team hours at the standard rate, VAT rows or a recap, deposit paid",
  reshape: floristJob,
  fonts: ["times", "helvetica", "times"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const ev = eventOf(inv);
    const { seller } = inv;
    const cx = s.width / 2;
    s.text(seller.name, cx, y, { bold: true, size: s.size + 7, align: "center", maxWidth: r - m });
    s.rule(cx - 90, y + s.size * 2.4, cx + 90, 0.6, 0.5);
    s.rule(cx - 60, y + s.size * 2.4 + 3, cx + 60, 0.3, 0.5);
    const below = centred(s, [seller.lines.join("  ·  "), contactsOf(ctx).join("  ·  ")], cx, y + s.size * 3.2, r - m, {
      size: s.size - 1.5,
      grey: 0.3,
    });
    let top = below + s.size * 1.2;
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top, { maxWidth: r - m - 250 });
    const refs = [
      fieldOf(ctx, "number", inv.credit ? "floCreditNumber" : "floNumber", inv.number),
      fieldOf(ctx, "date", "floDate", f.date(inv.issue)),
      ...(inv.credit ? [fieldOf(ctx, "original", "floOriginal", inv.originalNumber)] : []),
    ];
    const refBottom = labelRows(s, refs, r - 230, top, 118, { size: s.size - 0.5, maxWidth: 110, bold: true });
    top = Math.max(buyerBottom, refBottom) + 12;
    s.text(floristTitle(ctx), m, top, { bold: true, size: s.size + 4, maxWidth: r - m });
    top += s.size * 2.4;
    // The event in a band: its name, date and venue as captions over values.
    const bandH = s.size * 3 + 6;
    s.box(m, top - 4, r - m, bandH, { fill: ctx.pick("m5Band", [0.9, 0.94]) });
    captions(
      s,
      [
        [w.heading("floEvent"), ev.event],
        [w.heading("floEventDate"), f.date(ev.eventDate)],
        [w.heading("floVenue"), ev.venue],
      ],
      m + 6,
      top,
      r - m - 12,
      3,
    );
    top += bandH + 4;
    if (!inv.credit) {
      s.text(w.fill("floQuote", { ref: ev.quote.ref, date: f.date(ev.quote.date) }), m, top, {
        size: s.size - 0.5,
        grey: 0.25,
        maxWidth: r - m,
      });
      top += s.size * 1.7;
    }
    return top + 6;
  },
  next: (ctx, s) => nextHead(ctx, s, floristTitle(ctx)),
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: ctx.flag("m5Rules", 0.5),
    shade: ctx.flag("m5Shade", 0.5) ? 0.9 : undefined,
  }),
  tableLines: (ctx) => floristRows(ctx, sectionNames(ctx)),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("floColDesc"), 0, "left"],
      ["qty", w.heading("floColQty"), sz * 5, "right"],
      ["price", w.heading("floColPrice"), sz * 6.5, "right"],
      ["vat", w.heading("floColVat"), sz * 4.5, "right"],
      ["amount", w.heading("floColAmount"), sz * 7.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const p = pseudoOf(line);
    if (p) return { desc: p.text, qty: "", price: "", vat: "", amount: "" };
    return {
      desc: line.description,
      qty: `${f.quantity(line.qty)} ${line.unit}`.trim(),
      price: f.lineMoney(line.price),
      vat: f.rate(line.rate),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  carry: (ctx) => ctx.flag("m5Carry", 0.5),
  carryLabel,
  unprinted: (ctx) => (taxPrinted(ctx, floristRecap(ctx) || ctx.flag("m5VatTotal", 0.5)) ? [] : ["taxAmount"]),
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const m = margin(ctx);
    const r = right(ctx, s);
    const ev = eventOf(inv);
    const money = signed(ctx);
    const recap = floristRecap(ctx);
    let rows: Row[];
    if (recap) {
      rows = [
        { key: "net", label: w.label("floNet"), value: money(inv.net) },
        { key: "taxTotal", label: w.label("floVatTotal"), value: money(inv.taxTotal) },
        {
          key: "total",
          label: w.label(inv.credit ? "floCreditTotal" : "floTotal"),
          value: money(inv.total),
          strong: true,
        },
      ];
      const cells = [
        [w.heading("floGridRate"), w.heading("floGridNet"), w.heading("floGridVat")],
        ...inv.taxes.map((t) => [f.rate(t.rate), f.number(inv.sign * t.base), f.number(inv.sign * t.tax)]),
      ];
      const gw = Math.min(210, r - m - 300);
      grid(s, m, top, [gw * 0.3, gw * 0.35, gw * 0.35], cells, { heading: true, size: s.size - 1.5 });
    } else
      rows = baseRows(
        ctx,
        { net: "floNet", vat: "floVat", total: "floTotal", credit: "floCreditTotal" },
        ctx.flag("m5VatTotal", 0.5) ? "floVatTotal" : null,
      );
    if (ev.deposit) {
      rows.push({
        key: "deposit",
        label: w.label("floDeposit", { date: f.date(ev.deposit.date) }),
        value: f.money(-ev.deposit.amount),
      });
      rows.push({ key: "due", label: w.label("floBalance"), value: f.money(inv.amountDue), strong: true });
    }
    const bottom = totalsBlock(ctx, s, top, r, { left: r - 280 }, rows);
    return recap ? Math.max(bottom, top + (inv.taxes.length + 1) * (s.size - 1.5) * 1.7) : bottom;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w } = ctx;
    const text: string[] = [];
    if (!inv.credit) text.push(w.word("floThanks"));
    if (!inv.credit && inv.amountDue > 0) text.push(ibanOf(ctx));
    return paragraphs(s, text, m, top + 6, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 52;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.5);
    footColumns(s, [legalsOf(ctx), [ibanOf(ctx)]], m, top, s.width - 2 * m - 70, s.size - 2.5);
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

/** Whether the florist prints a VAT recap beside the totals (with two rates, on some senders' invoices). */
const floristRecap = (ctx: Ctx) => ctx.inv.taxes.length > 1 && ctx.flag("m5Recap", 0.45);

/** The sections' names in the document's language. */
const sectionNames = (ctx: Ctx): [string, string, string] => FLORIST_SECTIONS[ctx.inv.language];

export const FRESH5_TEMPLATES: Template[] = [campLayout, printLayout, opticLayout, patentLayout, floristLayout];
