/**
 * The five FRESH4 layouts (half L). L FRESH4: written without reading the engine, the fourth held-out set; report its
 * figures only, never read its errors (--errors=fresh4 prints them only when asked). Drawn from what issuers of the
 * kind print: a field-service company's job invoice from its app (a logo word with the legal name only in the footer,
 * a job card with the customer, the site, the engineer, the visit and its times, the work in a sentence, labour,
 * call-out and parts with their numbers, paid on site by card, the photos kept and the customer's sign-off), a car
 * dealer's or bike shop's sales invoice (the dealer in a right-hand column, the vehicle's model, VIN or frame
 * number, first registration and mileage in a box, options and the registration fees outside VAT, a trade-in and a
 * deposit deducted after the total, a financed balance), a removals company's invoice after its quote (a logo box,
 * the references in one line, moving out of and into side by side with floors and access, volume and crew, the
 * quote's amount, packing material, costs outside VAT, a booking deposit, two pages on some), a hosting company's
 * invoice (a brand word, the legal name small at the right, references as captions over values, many small lines
 * with their periods, the reverse charge for a business in another EU country, charged automatically) and a fuel
 * card issuer's monthly invoice (references in a grid, the fills grouped per card and vehicle with a subtotal each,
 * dates, stations, litres at a price to three decimals, card fees, the litres drawn, a direct debit).
 */
import type { Field, Row } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import type { Template } from "../flow";
import {
  fieldOf as fieldJobOf,
  fieldJob,
  fuelJob,
  fuelOf,
  hostingJob,
  hostingOf,
  removalJob,
  removalOf,
  saleOf,
  vehicleJob,
} from "../fresh4Data";
import type { Line } from "../invoice";
import type { Sheet } from "../sheet";
import type { Fresh4Concept } from "../vocab";
import { margin, pageLabel, paragraphs, right, topY, totalsBlock, wrapped } from "./common";
import { fineNumber, grid } from "./dev4Blocks";
import { labelRows, tableColumns } from "./dev5Blocks";
import { maskedIban, pseudoLine, pseudoOf } from "./fresh2Blocks";

/** A header field: the concept's label (with the document's colon and capitals) and its value. */
const fieldOf = (ctx: Ctx, key: string, concept: Fresh4Concept, value: string): Field => ({
  key,
  label: ctx.w.label(concept),
  value,
});

/** The money of a document, signed as it prints its amounts. */
const signed = (ctx: Ctx) => (cents: number) => ctx.f.money(ctx.inv.sign * cents);

/** The seller's telephone, mail and (on some documents) web address, with half L's labels. */
function contactsOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("phone")} ${s.phone}`,
    `${w.label("email")} ${s.email}`,
    ...(ctx.flag("l0Web", 0.5) ? [`${w.label("web")} ${s.web}`] : []),
  ];
}

/** The seller's bank: its name, IBAN (or account number) and BIC, with half L's labels. */
function bankOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [`${w.label("bank")} ${s.bank}`, `${w.label("iban")} ${s.iban}`, `${w.label("bic")} ${s.bic}`];
}

/** The seller's VAT id, sometimes its tax number, and its register entry. */
function legalsOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("vatId")} ${s.vatId}`,
    ...(ctx.flag("l0TaxNo", 0.35) ? [`${w.label("taxNo")} ${s.taxNo}`] : []),
    `${w.label("register")} ${s.register}`,
  ];
}

/** The carried sum's label at a page's foot, and at the next page's head. */
const carryLabel = (ctx: Ctx, nextPage: boolean) => ctx.w.heading(nextPage ? "broughtForward" : "carried");

/** A continuation page's head: the seller (or its brand), the title and number, a rule; returns the table's top. */
function nextHead(ctx: Ctx, s: Sheet, title: string, name = ctx.inv.seller.name): number {
  const left = margin(ctx);
  const y = topY(ctx) + 10;
  s.text(name, left, y, { bold: true, maxWidth: 260 });
  s.text(`${title} ${ctx.inv.number}`, right(ctx, s), y, { align: "right", maxWidth: 250 });
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
function fitColumns(ctx: Ctx, width: number, specs: [string, string, number, "left" | "right"][]) {
  const wide = specs.map(([key, heading, base, align]) =>
    key === "desc" ? [key, heading, 0, align] : [key, heading, fit(ctx, heading, base), align],
  ) as [string, string, number, "left" | "right"][];
  const fixed = wide.reduce((a, [, , w]) => a + w, 0);
  const scale = Math.min(1, (width * 0.66) / fixed);
  return tableColumns(
    width,
    wide.map(([key, heading, w, align]) => [key, heading, w * scale, align]),
  );
}

/** A date in figures, the year in two digits (a statement's or a period's). */
function shortDate(ctx: Ctx, d: Date): string {
  const pattern = ctx.f.style.datePattern;
  if (!pattern.includes("MMM")) return ctx.f.date(d);
  const cc = countryCode(ctx.inv.country);
  const sep = ctx.inv.language === "de" ? "." : ctx.inv.language === "nl" && cc === "NL" ? "-" : "/";
  return ctx.f.date(d, cc === "US" ? "{mm}/{dd}/{yy}" : `{dd}${sep}{mm}${sep}{yy}`);
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

/** The totals rows every L layout starts with: the net, the VAT of each taxed rate, the total. */
function baseRows(
  ctx: Ctx,
  concepts: { net: Fresh4Concept; vat: Fresh4Concept; total: Fresh4Concept; credit: Fresh4Concept },
  zeroRow = false,
): Row[] {
  const { inv, f, w } = ctx;
  const money = signed(ctx);
  const taxed = inv.taxes.filter((t) => t.rate > 0 || zeroRow);
  return [
    { key: "net", label: w.label(concepts.net), value: money(inv.net) },
    ...taxed.map((t) => ({
      key: `tax-${t.rate}`,
      label: w.label(concepts.vat, { rate: f.rate(t.rate) }),
      value: money(t.tax),
    })),
    {
      key: "total",
      label: w.label(inv.credit ? concepts.credit : concepts.total),
      value: money(inv.total),
      strong: true,
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// A field-service company's job invoice from its app.

const fieldTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "fsvCreditTitle" : "fsvTitle");

const fieldLayout: Template = {
  id: "field-service-invoice",
  half: "fresh4",
  description:
    "field-service job invoice from an app: logo word, legal name only in the footer, job card (site, engineer, visit, times), labour and parts, paid on site by card",
  reshape: fieldJob,
  fonts: ["helvetica", "helvetica", "courier"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const job = fieldJobOf(inv);
    const tint = ctx.pick("l1Tint", [
      [0.05, 0.45, 0.75],
      [0.9, 0.45, 0.1],
      [0.2, 0.6, 0.3],
    ] as [number, number, number][]);
    s.box(m, y, 26, 26, { tint });
    s.text(inv.seller.core, m + 34, y + 2, { bold: true, size: s.size + 7, maxWidth: r - m - 290 });
    const contactsBottom = s.lines(contactsOf(ctx), m, y + 34, {
      size: s.size - 1.5,
      grey: 0.35,
      maxWidth: r - m - 250,
    });
    s.text(fieldTitle(ctx), r, y, { bold: true, size: s.size + 3, align: "right", maxWidth: 220 });
    const refs = [
      fieldOf(ctx, "number", inv.credit ? "fsvCreditNumber" : "fsvNumber", inv.number),
      fieldOf(ctx, "date", "fsvDate", f.date(inv.issue)),
      ...(inv.credit ? [fieldOf(ctx, "original", "fsvOriginal", inv.originalNumber)] : []),
    ];
    const refBottom = labelRows(s, refs, r - 225, y + s.size * 2.4, 120, { size: s.size - 0.5, maxWidth: 100 });
    // The job card: the customer at the left, the job's facts at the right.
    let top = Math.max(y + 62, refBottom, contactsBottom) + 10;
    const mid = m + (r - m) * 0.45;
    const facts = [
      fieldOf(ctx, "job", "fsvJob", job.job),
      fieldOf(ctx, "site", "fsvSite", job.site),
      fieldOf(ctx, "tech", "fsvTech", job.technician),
      fieldOf(ctx, "visit", "fsvVisit", f.date(job.visit)),
    ];
    const lw = Math.min(110, (r - mid) * 0.4);
    const ghostBottom = top + 8 + facts.length * (s.size - 0.5) * 1.45 + s.size * 1.5;
    const cardBottom = Math.max(ghostBottom, top + 8 + (inv.buyer.lines.length + 1) * s.size * 1.3) + 8;
    s.box(m, top, r - m, cardBottom - top, { border: 0.6 });
    s.lines([inv.buyer.name, ...inv.buyer.lines], m + 8, top + 8, { maxWidth: mid - m - 16 });
    const factsBottom = labelRows(s, facts, mid, top + 8, lw, {
      size: s.size - 0.5,
      maxWidth: r - mid - lw - 10,
    });
    s.text(w.fill("fsvTimes", { from: job.from, to: job.to }), mid, factsBottom, {
      size: s.size - 1,
      grey: 0.3,
      maxWidth: r - mid - 10,
    });
    top = cardBottom + 14;
    s.text(w.heading("fsvWork"), m, top, { bold: true });
    top = paragraphs(s, [job.work], m, top + s.size * 1.5, r - m, { size: s.size - 0.5 });
    return top + 8;
  },
  next: (ctx, s) => nextHead(ctx, s, fieldTitle(ctx), ctx.inv.seller.core),
  bottom: (_ctx, s) => s.height - 78,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: ctx.pick("l1Shade", [0.88, 0.93]),
    rowRules: true,
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("fsvColDesc"), 0, "left"],
      ["qty", w.heading("fsvColQty"), sz * 7, "right"],
      ["price", w.heading("fsvColPrice"), sz * 8, "right"],
      ["amount", w.heading("fsvColAmount"), sz * 8.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    return {
      desc: line.description,
      qty: `${f.quantity(line.qty)} ${line.unit}`,
      price: f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail(ctx, line) {
    const part = fieldJobOf(ctx.inv).parts[ctx.inv.lines.indexOf(line)];
    return part ? part : null;
  },
  carry: (ctx) => ctx.flag("l1Carry", 0.4),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const r = right(ctx, s);
    const job = fieldJobOf(inv);
    const rows = baseRows(ctx, { net: "fsvNet", vat: "fsvVat", total: "fsvTotal", credit: "fsvCreditTotal" });
    if (job.card) {
      rows.push({ key: "paid", label: w.label("fsvPaidCard", { card: job.card }), value: f.money(-inv.total) });
      rows.push({ key: "due", label: w.label("fsvBalance"), value: f.money(0), strong: true });
    }
    return totalsBlock(ctx, s, top, r, { left: r - 290 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w } = ctx;
    const job = fieldJobOf(inv);
    const text: string[] = [];
    if (job.photos) text.push(w.fill("fsvPhotos", { n: String(job.photos.n), ref: job.photos.ref }));
    if (!job.card && !inv.credit) text.push(bankOf(ctx).join("  ·  "));
    let y = paragraphs(s, text, m, top + 4, r - m, { size: s.size - 0.5 });
    if (!inv.credit) {
      y += s.size * 2.2;
      s.rule(m, y, m + 180, 0.4, 0.4);
      s.text(w.fill("fsvSigned", { name: job.signedBy }), m, y + 3, { size: s.size - 1.5, maxWidth: r - m });
      y += s.size * 1.6;
    }
    return y;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 58;
    s.rule(m, top - 6, right(ctx, s), 0.4, 0.6);
    wrapped(
      s,
      [`${seller.name} · ${seller.lines.join(" · ")}`, legalsOf(ctx).join(" · ")],
      m,
      top,
      s.width - 2 * m - 80,
      { size: s.size - 2.5, grey: 0.3 },
    );
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A car dealer's or bike shop's sales invoice.

const saleTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "vehCreditTitle" : "vehTitle");

const vehicleLayout: Template = {
  id: "vehicle-sale-invoice",
  half: "fresh4",
  description:
    "car dealer's or bike shop's sales invoice: dealer in a right column, vehicle box (model, VIN or frame no., first registration, mileage), fees outside VAT, trade-in and deposit after the total",
  reshape: vehicleJob,
  fonts: ["helvetica", "times", "helvetica"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const sale = saleOf(inv);
    const { seller } = inv;
    // The dealer in a column at the right, the title at the left.
    s.text(seller.name, r, y, { bold: true, size: s.size + 3, align: "right", maxWidth: 250 });
    const sellerBottom = s.lines([...seller.lines, ...contactsOf(ctx)], r, y + s.size * 1.9, {
      size: s.size - 1,
      align: "right",
      maxWidth: 250,
    });
    s.text(saleTitle(ctx), m, y + 4, { bold: true, size: s.size + 6, maxWidth: r - m - 270 });
    let top = Math.max(sellerBottom, y + 70) + 14;
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top, { maxWidth: r - m - 270 });
    const refs = [
      fieldOf(ctx, "number", inv.credit ? "vehCreditNumber" : "vehNumber", inv.number),
      fieldOf(ctx, "date", "vehDate", f.date(inv.issue)),
      fieldOf(ctx, "customer", "vehCustomer", inv.customerNo),
      fieldOf(ctx, "contract", "vehContract", sale.contract),
      fieldOf(ctx, "salesman", "vehSalesman", sale.salesman),
      fieldOf(ctx, "handover", "vehHandover", f.date(sale.handover)),
      ...(inv.credit ? [fieldOf(ctx, "original", "vehOriginal", inv.originalNumber)] : []),
    ];
    const refBottom = labelRows(s, refs, r - 250, top, 130, { size: s.size - 0.5, maxWidth: 112 });
    top = Math.max(buyerBottom, refBottom) + 12;
    // The vehicle in a box: a shaded heading, captions over values.
    const miles = ["GB", "US"].includes(countryCode(inv.country));
    const pairs: [string, string][] = [
      [w.heading("vehModel"), sale.model],
      [w.heading(sale.bike ? "vehFrame" : "vehVin"), sale.ident],
      ...(sale.firstReg ? ([[w.heading("vehFirstReg"), f.date(sale.firstReg)]] as [string, string][]) : []),
      ...(sale.bike
        ? []
        : ([[w.heading("vehMileage"), `${f.number(sale.mileage * 100, 0)} ${miles ? "mi" : "km"}`]] as [
            string,
            string,
          ][])),
    ];
    const boxH = s.size * 1.8 + s.size * 3 + 6;
    s.box(m, top, r - m, boxH, { border: 0.6 });
    s.box(m, top, r - m, s.size * 1.6, { fill: ctx.pick("l2Fill", [0.85, 0.92]) });
    s.text(w.heading("vehVehicle"), m + 6, top + 2, { bold: true });
    captions(s, pairs, m + 6, top + s.size * 1.9, r - m - 12, pairs.length);
    return top + boxH + 16;
  },
  next: (ctx, s) => nextHead(ctx, s, saleTitle(ctx)),
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: ctx.flag("l2Rules", 0.5),
    leading: 1.7,
  }),
  columns(ctx, width) {
    const { w } = ctx;
    return fitColumns(ctx, width, [
      ["desc", w.heading("vehColDesc"), 0, "left"],
      ["amount", w.heading("vehColAmount"), ctx.size * 11, "right"],
    ]);
  },
  cells(ctx, line) {
    return { desc: line.description, amount: ctx.f.money(ctx.inv.sign * line.amount, ctx.flag("l2Cur", 0.5)) };
  },
  detail: () => null,
  carry: () => false,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const r = right(ctx, s);
    const sale = saleOf(inv);
    const rows = baseRows(ctx, { net: "vehNet", vat: "vehVat", total: "vehTotal", credit: "vehCreditTotal" });
    if (sale.tradeIn)
      rows.push({
        key: "tradeIn",
        label: w.label("vehTradeIn", { model: sale.tradeIn.model, plate: sale.tradeIn.plate }),
        value: f.money(-sale.tradeIn.amount),
      });
    if (sale.deposit) rows.push({ key: "deposit", label: w.label("vehDeposit"), value: f.money(-sale.deposit) });
    if (inv.paid) rows.push({ key: "due", label: w.label("vehBalance"), value: f.money(inv.amountDue), strong: true });
    return totalsBlock(ctx, s, top, r, { left: r - 320 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w } = ctx;
    const sale = saleOf(inv);
    const text: string[] = [];
    if (sale.fees.some(Boolean)) text.push(w.word("vehFeeNote"));
    if (sale.finance) text.push(w.fill("vehFinance", { bank: sale.finance.bank, ref: sale.finance.ref }));
    return paragraphs(s, text, m, top + 4, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 56;
    s.rule(m, top - 6, right(ctx, s), 0.6, 0.3);
    footColumns(s, [bankOf(ctx), legalsOf(ctx)], m, top, s.width - 2 * m - 70, s.size - 2.5);
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A removals company's invoice after its quote.

const removalTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "movCreditTitle" : "movTitle");

const removalLayout: Template = {
  id: "removal-invoice",
  half: "fresh4",
  description:
    "removals invoice after a quote: logo box, references in one line, moving out of / into side by side with floors, volume and crew, packing, costs outside VAT, deposit",
  reshape: removalJob,
  fonts: ["helvetica", "times"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const mv = removalOf(inv);
    const { seller } = inv;
    // The brand in a coloured box, the legal name and address small at the right.
    const brandSize = s.size + 5;
    const bw = Math.min(s.measure(seller.core, { bold: true, size: brandSize }) + 24, 270);
    s.box(m, y - 4, bw, brandSize * 2, {
      tint: ctx.pick("l3Tint", [
        [0.1, 0.25, 0.5],
        [0.55, 0.1, 0.15],
        [0.15, 0.4, 0.25],
      ] as [number, number, number][]),
    });
    s.text(seller.core, m + 12, y - 4 + brandSize * 0.5, { bold: true, size: brandSize, grey: 1, maxWidth: bw - 24 });
    s.lines([seller.name, ...seller.lines, ...contactsOf(ctx)], r, y, {
      size: s.size - 1.5,
      align: "right",
      maxWidth: r - m - bw - 30,
    });
    let top = y + 100;
    top = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top) + 14;
    s.text(removalTitle(ctx), m, top, { bold: true, size: s.size + 4 });
    top += s.size * 2.2;
    // The references in one line, wrapping at the right margin.
    const refs = [
      fieldOf(ctx, "number", inv.credit ? "movCreditNumber" : "movNumber", inv.number),
      fieldOf(ctx, "date", "movDate", f.date(inv.issue)),
      fieldOf(ctx, "customer", "movCustomer", inv.customerNo),
      ...(inv.credit ? [fieldOf(ctx, "original", "movOriginal", inv.originalNumber)] : []),
    ];
    let x = m;
    for (const ref of refs) {
      const text = `${ref.label} ${ref.value}`;
      const width = s.measure(text, { size: s.size - 0.5 }) + 18;
      if (x > m && x + width > r) {
        x = m;
        top += s.size * 1.5;
      }
      const lw = s.text(`${ref.label} `, x, top, { size: s.size - 0.5, grey: 0.35 });
      s.text(ref.value, x + lw + 2, top, { size: s.size - 0.5, bold: true, maxWidth: r - x - lw - 2 });
      x += width + 4;
    }
    top += s.size * 2;
    // Moving out of and into, side by side.
    const pw = (r - m - 14) / 2;
    const ph = s.size * 1.6 + s.size * 1.35 * 3 + 8;
    (
      [
        ["movFrom", mv.from, mv.floorFrom],
        ["movTo", mv.to, mv.floorTo],
      ] as const
    ).forEach(([concept, address, floor], i) => {
      const px = m + i * (pw + 14);
      s.box(px, top, pw, ph, { border: 0.5 });
      s.box(px, top, pw, s.size * 1.6, { fill: 0.9 });
      s.text(w.heading(concept), px + 5, top + 2, { bold: true, maxWidth: pw - 10 });
      const lines = s.wrap(address, pw - 10, { size: s.size - 0.5 }).slice(0, 2);
      s.lines(lines, px + 5, top + s.size * 1.9, { size: s.size - 0.5, maxWidth: pw - 10 }, 1.35);
      s.text(`${w.label("movFloor")} ${floor}`, px + 5, top + s.size * 1.9 + s.size * 2.7, {
        size: s.size - 0.5,
        maxWidth: pw - 10,
      });
    });
    top += ph + 8;
    top = captions(
      s,
      [
        [w.heading("movMoveDate"), f.date(mv.moveDate)],
        [w.heading("movVolume"), `${mv.volume} m³`],
        [w.heading("movCrew"), mv.crew],
      ],
      m,
      top,
      r - m,
      3,
    );
    if (!inv.credit) {
      s.text(
        w.fill("movQuote", { ref: mv.quote.ref, date: f.date(mv.quote.date), amount: f.money(mv.quote.amount) }),
        m,
        top,
        { size: s.size - 0.5, grey: 0.25, maxWidth: r - m },
      );
      top += s.size * 1.6;
    }
    return top + 8;
  },
  next: (ctx, s) => nextHead(ctx, s, removalTitle(ctx), ctx.inv.seller.core),
  bottom: (_ctx, s) => s.height - 74,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    grid: true,
    shade: ctx.pick("l3Shade", [0.85, 0.92]),
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("movColDesc"), 0, "left"],
      ["qty", w.heading("movColQty"), sz * 7, "right"],
      ["price", w.heading("movColPrice"), sz * 8, "right"],
      ["amount", w.heading("movColAmount"), sz * 8.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    return {
      desc: line.description,
      qty: `${f.quantity(line.qty)} ${line.unit}`.trim(),
      price: f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  breakBefore: (ctx) => removalOf(ctx.inv).breakAt,
  carry: (ctx) => ctx.flag("l3Carry", 0.6),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const r = right(ctx, s);
    const rows = baseRows(ctx, { net: "movNet", vat: "movVat", total: "movTotal", credit: "movCreditTotal" });
    if (inv.paid) {
      rows.push({ key: "paid", label: w.label("movAdvance"), value: f.money(-inv.paid) });
      rows.push({ key: "due", label: w.label("movBalance"), value: f.money(inv.amountDue), strong: true });
    }
    return totalsBlock(ctx, s, top, r, { right: r - 115 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w } = ctx;
    const text: string[] = [];
    if (removalOf(inv).outside.some(Boolean)) text.push(w.word("movOutsideNote"));
    if (!inv.credit) text.push(bankOf(ctx).join("   "));
    return paragraphs(s, text, m, top + 4, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 50;
    s.rule(m + 30, top - 6, right(ctx, s) - 30, 0.3, 0.5);
    s.lines([`${seller.name} · ${seller.lines.join(" · ")}`, legalsOf(ctx).join(" · ")], s.width / 2, top, {
      size: s.size - 2.5,
      align: "center",
      maxWidth: s.width - 2 * m,
    });
    if (pages > 1)
      s.text(ctx.w.fill("page", { p: String(page), n: String(pages) }), right(ctx, s), s.height - 20, {
        align: "right",
        size: s.size - 1.5,
      });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A hosting company's or domain registrar's invoice.

const hostingTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "hstCreditTitle" : "hstTitle");

const hostingLayout: Template = {
  id: "hosting-invoice",
  half: "fresh4",
  description:
    "hosting/domain invoice: brand word, legal name small at the right, captions over values, many small lines with periods, reverse charge for EU businesses, paid automatically",
  reshape: hostingJob,
  fonts: ["helvetica"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const h = hostingOf(inv);
    const { seller } = inv;
    s.text(seller.core, m, y, { bold: true, size: s.size + 9, grey: 0.15, maxWidth: r - m - 240 });
    s.lines([seller.name, ...seller.lines, `${w.label("vatId")} ${seller.vatId}`], r, y, {
      size: s.size - 1.5,
      align: "right",
      grey: 0.3,
      maxWidth: 220,
    });
    let top = y + 72;
    s.text(hostingTitle(ctx), m, top, { bold: true, size: s.size + 5 });
    top += s.size * 2.8;
    const facts: [string, string][] = [
      [w.heading(inv.credit ? "hstCreditNumber" : "hstNumber"), inv.number],
      [w.heading("hstDate"), f.date(inv.issue)],
      [w.heading("hstAccount"), h.account],
      inv.credit ? [w.heading("hstOriginal"), inv.originalNumber] : [w.heading("hstDue"), f.date(inv.due)],
    ];
    top = captions(s, facts, m, top, r - m, 4) + 8;
    s.text(w.heading("hstBillTo"), m, top, { size: s.size - 1.5, grey: 0.4 });
    top = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top + s.size * 1.3, { size: s.size - 0.5 });
    if (h.buyerVat) {
      s.text(`${w.label("hstCustVat")} ${h.buyerVat}`, m, top, { size: s.size - 0.5 });
      top += s.size * 1.4;
    }
    return top + 14;
  },
  next: (ctx, s) => nextHead(ctx, s, hostingTitle(ctx), ctx.inv.seller.core),
  bottom: (_ctx, s) => s.height - 66,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    zebra: true,
    shade: 0.9,
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("hstColProduct"), 0, "left"],
      ["period", w.heading("hstColPeriod"), sz * 11, "left"],
      ["qty", w.heading("hstColQty"), sz * 4.5, "right"],
      ["price", w.heading("hstColPrice"), sz * 7.5, "right"],
      ["amount", w.heading("hstColAmount"), sz * 7.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const [from, to] = hostingOf(inv).periods[inv.lines.indexOf(line)];
    return {
      desc: line.description,
      period: `${shortDate(ctx, from)} – ${shortDate(ctx, to)}`,
      qty: f.quantity(line.qty),
      price: f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  carry: (ctx) => ctx.flag("l4Carry", 0.5),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const r = right(ctx, s);
    const rows = baseRows(
      ctx,
      { net: "hstNet", vat: "hstVat", total: "hstTotal", credit: "hstCreditTotal" },
      hostingOf(ctx.inv).reverse,
    );
    return totalsBlock(ctx, s, top, r, { left: r - 240 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const h = hostingOf(inv);
    const text: string[] = [];
    if (h.reverse) text.push(w.word("hstReverse"));
    if (h.card) text.push(w.fill("hstPaid", { card: h.card, date: f.date(inv.issue) }));
    else if (!inv.credit) text.push(bankOf(ctx).join("  ·  "));
    return paragraphs(s, text, m, top + 6, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 44;
    wrapped(s, [[...contactsOf(ctx), ...legalsOf(ctx)].join("  ·  ")], m, top, right(ctx, s) - m - 90, {
      size: s.size - 2.5,
      grey: 0.45,
    });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A fuel card issuer's monthly invoice.

const fuelTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "fulCreditTitle" : "fulTitle");

/** The rows of the statement: per card a heading, its fills and its subtotal; then the fees. */
function fuelRows(ctx: Ctx): Line[] {
  return ctx.once("l5Rows", () => {
    const { inv, w } = ctx;
    const st = fuelOf(inv);
    const sums = ctx.flag("l5Sums", 0.7);
    const rows: Line[] = [];
    for (const card of st.cards) {
      rows.push(
        pseudoLine({ kind: "head", text: w.fill("fulCard", { card: card.card, plate: card.plate }), amount: 0 }),
      );
      const lines = inv.lines.slice(card.from, card.to);
      rows.push(...lines);
      if (sums && st.cards.length > 1) {
        const amount = lines.reduce((a, l) => a + l.amount, 0);
        rows.push(pseudoLine({ kind: "sum", text: w.heading("fulSubtotal"), amount }));
      }
    }
    rows.push(...inv.lines.slice(st.cards[st.cards.length - 1].to));
    return rows;
  });
}

const fuelLayout: Template = {
  id: "fuel-card-invoice",
  half: "fresh4",
  description:
    "fuel card statement-invoice: references grid, fills grouped per card and vehicle with subtotals, dates, stations, litres at a three-decimal price, card fees, direct debit",
  reshape: fuelJob,
  fonts: ["helvetica", "helvetica", "courier"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const st = fuelOf(inv);
    const { seller } = inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 4, maxWidth: r - m - 230 });
    s.lines([seller.lines.join(", "), ...contactsOf(ctx)], m, y + s.size * 2, {
      size: s.size - 1.5,
      grey: 0.3,
      maxWidth: r - m - 230,
    });
    s.text(fuelTitle(ctx), r, y, { bold: true, size: s.size + 3, align: "right", maxWidth: 220 });
    s.rule(m, y + 62, r, 1.2, 0.2);
    let top = y + 78;
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top, { maxWidth: r - m - 300 });
    const [from, to] = inv.period;
    const gw = 280;
    const sz = s.size - 1;
    const cells = [
      [w.heading(inv.credit ? "fulCreditNumber" : "fulNumber"), inv.number],
      [w.heading("fulDate"), f.date(inv.issue)],
      [w.heading("fulCustomer"), st.account],
      [w.heading("fulPeriod"), `${shortDate(ctx, from)} – ${shortDate(ctx, to)}`],
      ...(inv.credit ? [[w.heading("fulOriginal"), inv.originalNumber]] : []),
    ];
    grid(s, r - gw, top, [gw * 0.5, gw * 0.5], cells, { size: sz, align: ["left", "right"] });
    top = Math.max(buyerBottom, top + cells.length * sz * 1.7) + 18;
    return top;
  },
  next: (ctx, s) => nextHead(ctx, s, fuelTitle(ctx)),
  bottom: (_ctx, s) => s.height - 80,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: 0.86,
    rowRules: ctx.flag("l5Rules", 0.5),
    leading: 1.35,
  }),
  tableLines: fuelRows,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["date", w.heading("fulColDate"), sz * 5.5, "left"],
      ["desc", w.heading("fulColStation"), 0, "left"],
      ["product", w.heading("fulColProduct"), sz * 8, "left"],
      ["qty", w.heading("fulColQty"), sz * 6, "right"],
      ["price", w.heading("fulColPrice"), sz * 6.5, "right"],
      ["amount", w.heading("fulColAmount"), sz * 7.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const p = pseudoOf(line);
    const blank = { date: "", product: "", qty: "", price: "", amount: "" };
    if (p?.kind === "head") return { ...blank, desc: p.text };
    if (p) return { ...blank, desc: p.text, amount: f.lineMoney(inv.sign * p.amount) };
    const st = fuelOf(inv);
    const i = inv.lines.indexOf(line);
    const date = st.dates[i];
    if (!date) {
      return {
        ...blank,
        desc: line.description,
        qty: f.quantity(line.qty),
        price: f.lineMoney(line.price),
        amount: f.lineMoney(inv.sign * line.amount),
      };
    }
    return {
      date: shortDate(ctx, date),
      desc: st.stations[i],
      product: line.description,
      qty: st.perLitre[i] ? f.number(line.qty) : f.quantity(line.qty),
      price: st.perLitre[i] ? fineNumber(ctx, line.price * 10, 3) : f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  carry: (ctx) => ctx.flag("l5Carry", 0.7),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const m = margin(ctx);
    const r = right(ctx, s);
    const st = fuelOf(inv);
    if (st.litres) s.text(`${w.label("fulLitres")} ${f.number(st.litres)}`, m, top, { size: s.size - 0.5 });
    const rows = baseRows(ctx, { net: "fulNet", vat: "fulVat", total: "fulTotal", credit: "fulCreditTotal" });
    return totalsBlock(ctx, s, top, r, { left: r - 250 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const text = inv.credit ? [] : [w.fill("fulDebit", { date: f.date(inv.due), iban: maskedIban(ctx) })];
    return paragraphs(s, text, m, top + 6, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 64;
    s.rule(m, top - 6, right(ctx, s), 0.5, 0.4);
    footColumns(s, [[seller.name, ...seller.lines], bankOf(ctx), legalsOf(ctx)], m, top, s.width - 2 * m, s.size - 2.5);
    pageLabel(ctx, s, page, pages, s.width / 2, s.height - 18, "center");
  },
};

export const FRESH4_TEMPLATES: Template[] = [fieldLayout, vehicleLayout, removalLayout, hostingLayout, fuelLayout];
