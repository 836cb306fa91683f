/**
 * The five FRESH3 layouts (half K). K FRESH3: written without reading the engine, the third held-out set; report its
 * figures only, never read its errors (--errors=fresh3 prints them only when asked). Drawn from what issuers of the
 * kind print: a car rental company's invoice (a dark band with the brand, the rental agreement, check-out and
 * check-in side by side with stations, times, odometer and fuel, the vehicle in a strip, days, extra kilometres,
 * fuel and damage excess as charges, the card deposit released and the card charged), a waste-disposal company's
 * invoice (the address window, a grid of references, a line per weighbridge ticket with its date, waste code and
 * tonnage, container hire and lifts, the landfill levy outside VAT apart from the taxed services, the tonnage
 * weighed), a translation agency's invoice (a serif letter, the job and the quote in a reference list, words per
 * language pair with their fuzzy matches, a word rate, a rush surcharge or a minimum fee, the payment in a sentence,
 * signed by the project manager), a coworking space's monthly invoice (a coloured bar, the amount to pay large at
 * the top, facts as captions over values, the plan and the extras in sections, a prorated first month, a credit
 * applied, the deposit held, the card charged) and a print shop's invoice (references in a form of cells, jobs with
 * their runs priced per thousand and their specifications, set-up and proofs, books at the reduced rate, a VAT grid
 * beside the totals, an advance paid).
 */
import type { Field, Row } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import type { Template } from "../flow";
import {
  coworkJob,
  coworkOf,
  printJob,
  printOf,
  rentalJob,
  rentalOf,
  translationJob,
  translationOf,
  wasteJob,
  wasteOf,
} from "../fresh3Data";
import { TRANSLATION_UNITS } from "../fresh3Items";
import type { Line } from "../invoice";
import type { Sheet } from "../sheet";
import type { Fresh3Concept } from "../vocab";
import { margin, pageLabel, paragraphs, right, topY, totalsBlock, wrapped } from "./common";
import { grid, longDate } from "./dev4Blocks";
import { labelRows, tableColumns } from "./dev5Blocks";
import { pseudoLine, pseudoOf } from "./fresh2Blocks";

/** A header field: the concept's label (with the document's colon and capitals) and its value. */
const fieldOf = (ctx: Ctx, key: string, concept: Fresh3Concept, value: string): Field => ({
  key,
  label: ctx.w.label(concept),
  value,
});

/** The money of a document, signed as it prints its amounts. */
const signed = (ctx: Ctx) => (cents: number) => ctx.f.money(ctx.inv.sign * cents);

/** The seller's telephone, mail and (on some documents) web address, with half K's labels. */
function contactsOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("phone")} ${s.phone}`,
    `${w.label("email")} ${s.email}`,
    ...(ctx.flag("k0Web", 0.5) ? [`${w.label("web")} ${s.web}`] : []),
  ];
}

/** The seller's bank: its name, IBAN (or account number) and BIC, with half K's labels. */
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
    ...(ctx.flag("k0TaxNo", 0.35) ? [`${w.label("taxNo")} ${s.taxNo}`] : []),
    `${w.label("register")} ${s.register}`,
  ];
}

/** The carried sum's label at a page's foot, and at the next page's head. */
const carryLabel = (ctx: Ctx, nextPage: boolean) => ctx.w.heading(nextPage ? "broughtForward" : "carried");

/** A continuation page's head: the seller, the title and number, a rule; returns where the table starts. */
function nextHead(ctx: Ctx, s: Sheet, title: string, left = margin(ctx)): number {
  const y = topY(ctx) + 10;
  s.text(ctx.inv.seller.name, left, y, { bold: true, maxWidth: 260 });
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

/** A date as a weighbridge or a ledger prints it: in figures, the year in two digits. */
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
function captions(
  s: Sheet,
  pairs: [string, string][],
  x: number,
  top: number,
  width: number,
  cols: number,
  o: { grey?: number; valueSize?: number } = {},
): number {
  const cw = width / cols;
  const rows = Math.ceil(pairs.length / cols);
  pairs.forEach(([caption, value], i) => {
    const cx = x + (i % cols) * cw;
    const cy = top + Math.floor(i / cols) * s.size * 3;
    s.text(caption, cx, cy, { size: s.size - 1.5, grey: o.grey ?? 0.4, maxWidth: cw - 8 });
    s.text(value, cx, cy + s.size * 1.2, { size: o.valueSize ?? s.size, bold: true, maxWidth: cw - 8 });
  });
  return top + rows * s.size * 3;
}

// ---------------------------------------------------------------------------------------------------------------
// A car rental company's invoice.

const rentalTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "rntCreditTitle" : "rntTitle");

const rentalLayout: Template = {
  id: "rental-invoice",
  half: "fresh3",
  description:
    "car rental invoice: dark brand band, check-out/check-in boxes (station, time, odometer, fuel), vehicle strip, days, km, fuel, excess, card deposit",
  reshape: rentalJob,
  fonts: ["helvetica", "helvetica", "helvetica", "times"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const rt = rentalOf(inv);
    const band = 78 + ctx.dy;
    const shade = ctx.pick("k1Band", [0.12, 0.2, 0.28]);
    s.box(0, 0, s.width, band, { fill: shade });
    const y = 22 + ctx.dy;
    s.text(inv.seller.name, m, y, { bold: true, size: s.size + 7, grey: 1, maxWidth: r - m - 200 });
    s.text(contactsOf(ctx).join("   "), m, y + s.size * 2.6, { size: s.size - 1.5, grey: 0.85, maxWidth: r - m - 200 });
    s.text(rentalTitle(ctx), r, y, { bold: true, size: s.size + 3, grey: 1, align: "right", maxWidth: 190 });
    let top = band + 18;
    // The renter at the left, the references at the right.
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top);
    const info = [
      fieldOf(ctx, "number", inv.credit ? "rntCreditNumber" : "rntNumber", inv.number),
      fieldOf(ctx, "date", "rntDate", f.date(inv.issue)),
      fieldOf(ctx, "agreement", "rntAgreement", rt.agreement),
      fieldOf(ctx, "customer", "rntCustomer", inv.customerNo),
      ...(inv.credit ? [fieldOf(ctx, "original", "rntOriginal", inv.originalNumber)] : []),
    ];
    const infoBottom = labelRows(s, info, r - 235, top, 125, { size: s.size - 0.5, bold: ctx.flag("k1Bold", 0.5) });
    top = Math.max(buyerBottom, infoBottom) + 14;
    // Check-out and check-in side by side.
    const bw = (r - m - 12) / 2;
    const boxH = s.size * 1.45 * 4 + s.size * 2 + 10;
    const distance = (km: number) => `${f.number(km * 100, 0)} ${rt.distanceUnit}`;
    const moment = (d: Date, time: string) => `${f.date(d)} ${time}`;
    (
      [
        ["rntOut", rt.out],
        ["rntIn", rt.back],
      ] as const
    ).forEach(([concept, leg], i) => {
      const x = m + i * (bw + 12);
      s.box(x, top, bw, boxH, { border: 0.5 });
      s.box(x, top, bw, s.size * 1.7, { fill: 0.9 });
      s.text(w.heading(concept), x + 6, top + 3, { bold: true });
      labelRows(
        s,
        [
          fieldOf(ctx, "station", "rntStation", leg.station),
          fieldOf(ctx, "when", "rntWhen", moment(leg.when, leg.time)),
          fieldOf(ctx, "odo", "rntOdo", distance(leg.km)),
          fieldOf(ctx, "fuel", "rntFuel", leg.fuel),
        ],
        x + 6,
        top + s.size * 2.2,
        Math.min(110, bw / 2),
        { size: s.size - 0.5, maxWidth: bw / 2 - 8 },
      );
    });
    top += boxH + 10;
    // The vehicle in a strip: captions over values.
    s.box(m, top, r - m, s.size * 3 + 6, { fill: 0.95 });
    captions(
      s,
      [
        [w.heading("rntVehicle"), rt.vehicle],
        [w.heading("rntPlate"), rt.plate],
        [w.heading("rntGroup"), rt.group],
        [w.heading("rntDriven"), distance(rt.back.km - rt.out.km)],
      ],
      m + 6,
      top + 4,
      r - m - 12,
      4,
    );
    return top + s.size * 3 + 20;
  },
  next: (ctx, s) => nextHead(ctx, s, rentalTitle(ctx)),
  bottom: (_ctx, s) => s.height - 72,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: 0.85,
    rowRules: ctx.flag("k1Rules", 0.6),
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("rntColDesc"), 0, "left"],
      ["qty", w.heading("rntColQty"), sz * 8, "right"],
      ["price", w.heading("rntColPrice"), sz * 8.5, "right"],
      ["amount", w.heading("rntColAmount"), sz * 10, "right"],
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
  carry: (ctx) => ctx.flag("k1Carry", 0.5),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const money = signed(ctx);
    const r = right(ctx, s);
    const rows: Row[] = [
      { key: "net", label: w.label("rntNet"), value: money(inv.net) },
      ...inv.taxes.map((t) => ({
        key: `tax-${t.rate}`,
        label: w.label("rntVat", { rate: f.rate(t.rate) }),
        value: money(t.tax),
      })),
      {
        key: "total",
        label: w.label(inv.credit ? "rntCreditTotal" : "rntTotal"),
        value: money(inv.total),
        strong: true,
      },
    ];
    return totalsBlock(ctx, s, top, r, { left: r - 260 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const rt = rentalOf(inv);
    const text: string[] = [];
    if (!inv.credit && ctx.flag("k1Deposit", 0.75))
      text.push(w.fill("rntDeposit", { amount: f.money(rt.deposit), card: rt.card }));
    if (!inv.credit && ctx.flag("k1Charged", 0.6))
      text.push(w.fill("rntCharged", { amount: f.money(inv.total), card: rt.card, date: f.date(rt.chargedOn) }));
    return paragraphs(s, text, m, top + 4, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 52;
    s.rule(m, top - 6, right(ctx, s), 0.4, 0.5);
    wrapped(
      s,
      [`${seller.name} · ${seller.lines.join(" · ")}`, [...legalsOf(ctx), ...bankOf(ctx)].join(" · ")],
      m,
      top,
      s.width - 2 * m - 70,
      { size: s.size - 2.5, grey: 0.3 },
    );
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A waste-disposal company's invoice.

const wasteTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "wstCreditTitle" : "wstTitle");

/** Whether a line is outside VAT (the levy at 0 %). */
const outsideVat = (line: Line) => line.rate === 0;

const wasteLayout: Template = {
  id: "waste-invoice",
  half: "fresh3",
  description:
    "waste-disposal invoice: reference grid, line per weighbridge ticket with date, waste code and tonnes, container hire and lifts, levy outside VAT, tonnage",
  reshape: wasteJob,
  fonts: ["helvetica", "courier", "helvetica"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const wd = wasteOf(inv);
    const { seller } = inv;
    // A square mark in the company's colour, the seller's block at the right.
    s.box(m, y, 34, 34, {
      tint: ctx.pick("k2Tint", [
        [0.2, 0.55, 0.25],
        [0.1, 0.4, 0.6],
        [0.55, 0.45, 0.1],
      ] as [number, number, number][]),
    });
    s.lines([seller.name], r, y, { bold: true, size: s.size + 3, align: "right", maxWidth: 300 });
    s.lines([...seller.lines, ...contactsOf(ctx)], r, y + s.size * 2.2, { size: s.size - 1, align: "right" }, 1.25);
    const window = y + 112;
    s.text([seller.name, ...seller.lines].join(" · "), m, window - s.size * 1.6, {
      size: s.size - 2.5,
      grey: 0.35,
      maxWidth: 250,
    });
    s.rule(m, window - s.size * 0.4, m + 250, 0.3, 0.5);
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, window);
    s.text(`${w.label("wstLicence")} ${wd.licence}`, r, window + s.size * 4, {
      size: s.size - 1.5,
      align: "right",
      grey: 0.3,
    });
    let top = Math.max(buyerBottom, window + s.size * 6) + 16;
    s.text(wasteTitle(ctx), m, top, { bold: true, size: s.size + 5 });
    top += s.size * 2.4;
    const width = r - m;
    const refs: [string, string][] = [
      [w.heading(inv.credit ? "wstCreditNumber" : "wstNumber"), inv.number],
      [w.heading("wstDate"), f.date(inv.issue)],
      [w.heading("wstCustomer"), wd.producer],
      [w.heading("wstPeriod"), `${f.date(inv.period[0])} – ${f.date(inv.period[1])}`],
    ];
    const cw = [width * 0.22, width * 0.2, width * 0.22, width * 0.36];
    grid(s, m, top, cw, [refs.map((p) => p[0]), refs.map((p) => p[1])], {
      heading: true,
      shade: 0.9,
      size: s.size - 0.5,
      align: ["left", "left", "left", "left"],
    });
    top += (s.size - 0.5) * 1.7 * 2 + 6;
    const second: [string, string][] = [
      [w.heading("wstSite"), wd.site],
      [w.heading("wstContainer"), wd.container],
      ...(inv.credit ? ([[w.heading("wstOriginal"), inv.originalNumber]] as [string, string][]) : []),
    ];
    const sw = second.length === 3 ? [width * 0.45, width * 0.3, width * 0.25] : [width * 0.6, width * 0.4];
    grid(s, m, top, sw, [second.map((p) => p[0]), second.map((p) => p[1])], {
      heading: true,
      shade: 0.9,
      size: s.size - 0.5,
      align: second.map(() => "left" as const),
    });
    return top + (s.size - 0.5) * 1.7 * 2 + 16;
  },
  next: (ctx, s) => nextHead(ctx, s, wasteTitle(ctx)),
  bottom: (_ctx, s) => s.height - 80,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    grid: true,
    shade: 0.88,
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["ticket", w.heading("wstColTicket"), sz * 6, "left"],
      ["date", w.heading("wstColDate"), sz * 5.5, "left"],
      ["code", w.heading("wstColCode"), sz * 5, "left"],
      ["desc", w.heading("wstColDesc"), 0, "left"],
      ["qty", w.heading("wstColQty"), sz * 6.5, "right"],
      ["price", w.heading("wstColPrice"), sz * 6.5, "right"],
      ["amount", w.heading("wstColAmount"), sz * 7.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const wd = wasteOf(inv);
    const i = inv.lines.indexOf(line);
    const date = wd.dates[i];
    return {
      ticket: wd.tickets[i],
      date: date ? shortDate(ctx, date) : "",
      code: wd.codes[i],
      desc: outsideVat(line) ? `${line.description} *` : line.description,
      qty: wd.tonnes[i] ? `${f.number(line.qty)} t` : f.quantity(line.qty),
      price: f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  carry: (ctx) => ctx.flag("k2Carry", 0.6),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const money = signed(ctx);
    const m = margin(ctx);
    const r = right(ctx, s);
    const wd = wasteOf(inv);
    const taxed = inv.taxes.filter((t) => t.rate > 0);
    const outside = inv.taxes.find((t) => t.rate === 0);
    const rows: Row[] = [];
    if (outside) {
      for (const t of taxed) rows.push({ key: `base-${t.rate}`, label: w.label("wstTaxable"), value: money(t.base) });
      rows.push({ key: "outside", label: w.label("wstLevies"), value: money(outside.base) });
    }
    rows.push({ key: "net", label: w.label("wstNet"), value: money(inv.net) });
    for (const t of taxed)
      rows.push({ key: `tax-${t.rate}`, label: w.label("wstVat", { rate: f.rate(t.rate) }), value: money(t.tax) });
    rows.push({
      key: "total",
      label: w.label(inv.credit ? "wstCreditTotal" : "wstTotal"),
      value: money(inv.total),
      strong: true,
    });
    s.text(`${w.label("wstTonnes")} ${f.number(wd.weighed)} t`, m, top, { size: s.size - 0.5 });
    return totalsBlock(ctx, s, top, r, { left: r - 250 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const text: string[] = [];
    if (inv.lines.some(outsideVat)) text.push(`* ${w.word("wstLevyNote")}`);
    if (!inv.credit) text.push(w.fill("wstDue", { date: f.date(inv.due) }));
    return paragraphs(s, text, m, top + 2, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 62;
    s.rule(m, top - 6, right(ctx, s), 0.5, 0.4);
    footColumns(s, [[seller.name, ...seller.lines], bankOf(ctx), legalsOf(ctx)], m, top, s.width - 2 * m, s.size - 2.5);
    if (pages > 1 || ctx.flag("k2Page", 0.3))
      s.text(ctx.w.fill("page", { p: String(page), n: String(pages) }), s.width / 2, s.height - 18, {
        align: "center",
        size: s.size - 2,
      });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A translation agency's invoice.

const translationTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "trlCreditTitle" : "trlTitle");

const translationLayout: Template = {
  id: "translation-invoice",
  half: "fresh3",
  description:
    "translation agency's letter-invoice: serif letterhead, reference list (job, PO, quote, PM), words per language pair with fuzzy matches, rush or minimum fee",
  reshape: translationJob,
  fonts: ["times", "times", "helvetica"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const t = translationOf(inv);
    const { seller } = inv;
    const mid = s.width / 2 + ctx.dx;
    s.text(seller.name, mid, y, { bold: true, size: s.size + 6, align: "center", maxWidth: r - m });
    s.text([...seller.lines, ...contactsOf(ctx)].join("  |  "), mid, y + s.size * 2.3, {
      size: s.size - 1.5,
      align: "center",
      grey: 0.3,
      maxWidth: r - m,
    });
    s.rule(m + 40, y + s.size * 3.8, r - 40, 0.4, 0.4);
    let top = y + 90;
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top);
    const refs = [
      fieldOf(ctx, "number", inv.credit ? "trlCreditNumber" : "trlNumber", inv.number),
      fieldOf(ctx, "date", "trlDate", ctx.flag("k3Long", 0.4) ? longDate(ctx, inv.issue) : f.date(inv.issue)),
      fieldOf(ctx, "project", "trlProject", t.project),
      ...(ctx.flag("k3Order", 0.6) ? [fieldOf(ctx, "order", "trlOrder", inv.orderNo)] : []),
      fieldOf(ctx, "delivered", "trlDelivered", f.date(t.delivered)),
      fieldOf(ctx, "manager", "trlManager", t.manager),
      ...(inv.credit ? [fieldOf(ctx, "original", "trlOriginal", inv.originalNumber)] : []),
    ];
    const refBottom = labelRows(s, refs, r - 230, top, 120, { size: s.size - 0.5 });
    top = Math.max(buyerBottom, refBottom) + 18;
    s.text(`${translationTitle(ctx)} ${inv.number}`, m, top, { bold: true, size: s.size + 2 });
    top += s.size * 2.2;
    if (t.quote) {
      s.text(
        w.fill("trlQuote", { ref: t.quote.ref, date: f.date(t.quote.date), amount: f.money(t.quote.amount) }),
        m,
        top,
        { size: s.size - 0.5, grey: 0.25 },
      );
      top += s.size * 1.8;
    }
    s.text(w.word("trlDear"), m, top);
    return top + s.size * 2.2;
  },
  next: (ctx, s) => nextHead(ctx, s, translationTitle(ctx)),
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: true,
    leading: 1.6,
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["pair", w.heading("trlColPair"), sz * 7.5, "left"],
      ["desc", w.heading("trlColDesc"), 0, "left"],
      ["qty", w.heading("trlColQty"), sz * 9, "right"],
      ["price", w.heading("trlColRate"), sz * 6, "right"],
      ["amount", w.heading("trlColAmount"), sz * 8.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv, w } = ctx;
    const t = translationOf(inv);
    const i = inv.lines.indexOf(line);
    const rush = t.rush !== null && i === inv.lines.length - 1;
    return {
      pair: t.pairs[i],
      desc: rush
        ? w.fill("trlRush", { rate: f.rate(t.rush!) })
        : t.minimum
          ? `${line.description} – ${w.word("trlMinimum")}`
          : line.description,
      qty: rush || t.minimum ? "" : `${f.quantity(line.qty)} ${line.unit}`,
      price: rush ? "" : t.minimum ? f.lineMoney(line.price) : f.number(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail(ctx, line) {
    const { f, inv, w } = ctx;
    const t = translationOf(inv);
    const m = t.matches[inv.lines.indexOf(line)];
    if (!m) return null;
    if (t.minimum) return `${f.number(m[0] * 100, 0)} ${TRANSLATION_UNITS[inv.language][0]}`;
    if (!ctx.flag("k3Matches", 0.7)) return null;
    const n = (x: number) => f.number(x * 100, 0);
    return w.fill("trlMatches", { new: n(m[0]), fuzzy: n(m[1]), reps: n(m[2]) });
  },
  carry: (ctx) => ctx.flag("k3Carry", 0.4),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const money = signed(ctx);
    const r = right(ctx, s);
    const rows: Row[] = [
      { key: "net", label: w.label("trlNet"), value: money(inv.net) },
      ...inv.taxes.map((t) => ({
        key: `tax-${t.rate}`,
        label: w.label("trlVat", { rate: f.rate(t.rate) }),
        value: money(t.tax),
      })),
      {
        key: "total",
        label: w.label(inv.credit ? "trlCreditTotal" : "trlTotal"),
        value: money(inv.total),
        strong: true,
      },
    ];
    return totalsBlock(ctx, s, top, r, { right: r - 110 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const t = translationOf(inv);
    const text = inv.credit ? [] : [w.fill("trlPayBy", { amount: f.money(inv.total), date: f.date(inv.due) })];
    let y = paragraphs(s, text, m, top + 6, r - m);
    y += s.size * 0.8;
    s.text(w.word("trlClosing"), m, y);
    y += s.size * 2.8;
    s.text(t.manager, m, y, { bold: true });
    return y + s.size * 1.6;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 48;
    s.rule(m + 40, top - 6, right(ctx, s) - 40, 0.3, 0.5);
    s.lines([bankOf(ctx).join(" · "), legalsOf(ctx).join(" · ")], s.width / 2, top, {
      size: s.size - 2.5,
      align: "center",
      maxWidth: s.width - 2 * m,
    });
    if (pages > 1)
      s.text(ctx.w.fill("page", { p: String(page), n: String(pages) }), right(ctx, s), s.height - 22, {
        align: "right",
        size: s.size - 1.5,
      });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A coworking space's monthly invoice.

const coworkTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "cowCreditTitle" : "cowTitle");

/** The rows of the coworking table: the plan and the extras, each under its section's heading on some documents. */
function coworkRows(ctx: Ctx): Line[] {
  return ctx.once("k4Rows", () => {
    const { inv, w } = ctx;
    const c = coworkOf(inv);
    const headings = ctx.flag("k4Sections", 0.65);
    const rows: Line[] = [];
    for (const section of ["plan", "usage"] as const) {
      const lines = inv.lines.filter((_, i) => c.sections[i] === section);
      if (!lines.length) continue;
      if (headings)
        rows.push(
          pseudoLine({ kind: "head", text: w.word(section === "plan" ? "cowSecPlan" : "cowSecUsage"), amount: 0 }),
        );
      rows.push(...lines);
    }
    return rows;
  });
}

const coworkLayout: Template = {
  id: "coworking-invoice",
  half: "fresh3",
  description:
    "coworking space's monthly invoice: coloured bar, amount to pay large on top, captions over values, plan and extras in sections, prorated month, deposit held",
  reshape: coworkJob,
  fonts: ["helvetica"],
  first(ctx, s) {
    const m = margin(ctx) + 12;
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const c = coworkOf(inv);
    const tint = ctx.pick("k4Tint", [
      [0.15, 0.5, 0.45],
      [0.85, 0.4, 0.2],
      [0.35, 0.3, 0.7],
    ] as [number, number, number][]);
    s.box(0, 0, 14, s.height, { tint });
    s.text(inv.seller.name, m, y, { bold: true, size: s.size + 5, maxWidth: 280 });
    s.lines(inv.seller.lines, m, y + s.size * 2, { size: s.size - 1, grey: 0.35 });
    // The amount to pay large at the top right, with its date under it.
    const big = inv.credit ? signed(ctx)(inv.total) : f.money(inv.amountDue);
    s.text(w.heading(inv.credit ? "cowCreditTotal" : "cowAmountDue"), r, y, {
      align: "right",
      size: s.size - 1,
      grey: 0.4,
    });
    s.text(big, r, y + s.size * 1.3, { align: "right", bold: true, size: s.size + 11 });
    if (!inv.credit)
      s.text(`${w.label("cowDueDate")} ${f.date(c.collect)}`, r, y + s.size * 4, {
        align: "right",
        size: s.size - 1,
      });
    let top = y + s.size * 6.5;
    s.text(coworkTitle(ctx), m, top, { bold: true, size: s.size + 3 });
    top += s.size * 2.4;
    const [from, to] = inv.period;
    const facts: [string, string][] = [
      [w.heading(inv.credit ? "cowCreditNumber" : "cowNumber"), inv.number],
      [w.heading("cowDate"), f.date(inv.issue)],
      [w.heading("cowMember"), c.member],
      [w.heading("cowPeriod"), `${f.date(from)} – ${f.date(to)}`],
      [w.heading("cowPlan"), c.plan],
      [w.heading("cowLocation"), c.location],
      ...(inv.credit ? ([[w.heading("cowOriginal"), inv.originalNumber]] as [string, string][]) : []),
    ];
    top = captions(s, facts, m, top, r - m, 4) + 6;
    top = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top, { size: s.size - 0.5 });
    return top + 14;
  },
  next: (ctx, s) => nextHead(ctx, s, coworkTitle(ctx), margin(ctx) + 12),
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({
    x: margin(ctx) + 12,
    width: s.width - 2 * margin(ctx) - 12,
    zebra: ctx.flag("k4Zebra", 0.6),
    rowRules: !ctx.flag("k4Zebra", 0.6),
  }),
  tableLines: coworkRows,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("cowColDesc"), 0, "left"],
      ["qty", w.heading("cowColQty"), sz * 7, "right"],
      ["price", w.heading("cowColPrice"), sz * 8, "right"],
      ["amount", w.heading("cowColAmount"), sz * 9, "right"],
    ]);
  },
  cells(ctx, line) {
    const p = pseudoOf(line);
    if (p) return { desc: ctx.w.styled(p.text).replace(/:$/, ""), qty: "", price: "", amount: "" };
    const { f, inv } = ctx;
    return {
      desc: line.description,
      qty: f.quantity(line.qty),
      price: f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail(ctx, line) {
    const { inv, f, w } = ctx;
    const c = coworkOf(inv);
    if (!c.prorated || inv.lines.indexOf(line) !== 0) return null;
    return w.fill("cowProrated", { from: f.date(c.prorated[0]), to: f.date(c.prorated[1]) });
  },
  carry: () => false,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const money = signed(ctx);
    const r = right(ctx, s);
    const rows: Row[] = [
      { key: "net", label: w.label("cowNet"), value: money(inv.net) },
      ...inv.taxes.map((t) => ({
        key: `tax-${t.rate}`,
        label: w.label("cowVat", { rate: f.rate(t.rate) }),
        value: money(t.tax),
      })),
      {
        key: "total",
        label: w.label(inv.credit ? "cowCreditTotal" : "cowTotal"),
        value: money(inv.total),
        strong: true,
      },
    ];
    if (inv.paid) {
      rows.push({ key: "paid", label: w.label("cowCreditApplied"), value: f.money(-inv.paid) });
      rows.push({ key: "due", label: w.label("cowAmountDue"), value: f.money(inv.amountDue), strong: true });
    }
    return totalsBlock(ctx, s, top, r, { left: r - 250 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx) + 12;
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const c = coworkOf(inv);
    const text: string[] = [];
    if (c.deposit) text.push(w.fill("cowDepositHeld", { amount: f.money(c.deposit) }));
    if (!inv.credit && ctx.flag("k4Card", 0.6))
      text.push(w.fill("cowAutoPay", { amount: f.money(inv.amountDue), card: c.card, date: f.date(c.collect) }));
    else text.push(bankOf(ctx).join("   "));
    return paragraphs(s, text, m, top + 6, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx) + 12;
    const top = s.height - 46;
    wrapped(s, [[...contactsOf(ctx), ...legalsOf(ctx)].join("  ·  ")], m, top, right(ctx, s) - m - 120, {
      size: s.size - 2.5,
      grey: 0.4,
    });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A print shop's invoice.

const printTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "prtCreditTitle" : "prtTitle");

/** Cells with a small caption at the top and the value under it, in rows of `perRow`; returns the bottom. */
function formCells(s: Sheet, pairs: [string, string][], x: number, top: number, width: number, perRow: number): number {
  const cw = width / perRow;
  const h = s.size * 2.9;
  pairs.forEach(([caption, value], i) => {
    const cx = x + (i % perRow) * cw;
    const cy = top + Math.floor(i / perRow) * h;
    s.box(cx, cy, cw, h, { border: 0.4 });
    s.text(caption, cx + 3, cy + 2, { size: s.size - 2.5, grey: 0.35, maxWidth: cw - 6 });
    s.text(value, cx + 3, cy + s.size * 1.3, { maxWidth: cw - 6 });
  });
  return top + Math.ceil(pairs.length / perRow) * h;
}

const printLayout: Template = {
  id: "print-invoice",
  half: "fresh3",
  description:
    "print shop's invoice: form of captioned cells, jobs with runs priced per thousand and specifications, set-up and proofs, books at the reduced rate, VAT grid",
  reshape: printJob,
  fonts: ["helvetica", "times", "helvetica"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const p = printOf(inv);
    const { seller } = inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 4, maxWidth: 300 });
    s.lines([seller.lines.join(", "), contactsOf(ctx).join("  ")], m, y + s.size * 1.9, {
      size: s.size - 1.5,
      grey: 0.3,
      maxWidth: 300,
    });
    // The title and the number in a box at the top right.
    const bw = 190;
    s.box(r - bw, y - 4, bw, s.size * 4.4, { border: 0.8 });
    s.text(printTitle(ctx), r - bw / 2, y, { bold: true, size: s.size + 2, align: "center", maxWidth: bw - 8 });
    s.text(inv.number, r - bw / 2, y + s.size * 2, { bold: true, size: s.size + 3, align: "center" });
    let top = y + 95;
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top);
    top = Math.max(buyerBottom, top + s.size * 5) + 12;
    const cells: [string, string][] = [
      [w.heading(inv.credit ? "prtCreditNumber" : "prtNumber"), inv.number],
      [w.heading("prtDate"), f.date(inv.issue)],
      [w.heading("prtCustomer"), inv.customerNo],
      [w.heading("prtYourRef"), p.yourRef],
      [w.heading("prtDelivery"), f.date(p.delivered)],
      inv.credit ? [w.heading("prtOriginal"), inv.originalNumber] : [w.heading("prtQuote"), p.quote],
    ];
    return formCells(s, cells, m, top, r - m, 3) + 16;
  },
  next: (ctx, s) => nextHead(ctx, s, printTitle(ctx)),
  bottom: (_ctx, s) => s.height - 86,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    grid: true,
    shade: ctx.pick("k5Shade", [0.85, 0.92]),
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["job", w.heading("prtColJob"), sz * 5.5, "left"],
      ["desc", w.heading("prtColDesc"), 0, "left"],
      ["qty", w.heading("prtColQty"), sz * 6, "right"],
      ["price", w.heading("prtColPrice"), sz * 9.5, "right"],
      ["amount", w.heading("prtColAmount"), sz * 8.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const p = printOf(inv);
    const i = inv.lines.indexOf(line);
    return {
      job: p.jobs[i],
      desc: line.description,
      qty: f.quantity(line.qty),
      price: p.perThousand[i] ? `${f.number(line.price)} / ${f.number(100000, 0)}` : f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: (ctx, line) => printOf(ctx.inv).specs[ctx.inv.lines.indexOf(line)],
  carry: (ctx) => ctx.flag("k5Carry", 0.5),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const money = signed(ctx);
    const m = margin(ctx);
    const r = right(ctx, s);
    const sz = s.size - 0.5;
    const gridRows = [
      [w.heading("prtVatRate"), w.heading("prtVatBase"), w.heading("prtVatAmount")],
      ...inv.taxes.map((t) => [f.rate(t.rate), f.money(inv.sign * t.base, false), f.money(inv.sign * t.tax, false)]),
    ];
    const per = ctx.family === "courier" ? 0.64 : 0.58;
    const widths = gridRows[0].map((h, i) => Math.max([7, 9, 8][i] * sz, h.length * sz * per + 8));
    // The grid beside the totals where there is room, else under them.
    const beside = m + widths.reduce((a, b) => a + b, 0) + 14 <= r - 230;
    const rows: Row[] = [
      { key: "net", label: w.label("prtNet"), value: money(inv.net) },
      { key: "taxTotal", label: w.label("prtVatTotal"), value: money(inv.taxTotal) },
      {
        key: "total",
        label: w.label(inv.credit ? "prtCreditTotal" : "prtTotal"),
        value: money(inv.total),
        strong: true,
      },
    ];
    const p = printOf(inv);
    if (p.advance) {
      rows.push({
        key: "paid",
        label: w.label("prtAdvance", { date: f.date(p.advance.date) }),
        value: f.money(-p.advance.amount),
      });
      rows.push({ key: "due", label: w.label("prtBalance"), value: f.money(inv.amountDue), strong: true });
    }
    const bottom = totalsBlock(ctx, s, top, r, { left: r - 230 }, rows);
    const gridTop = beside ? top : bottom + 6;
    grid(s, m, gridTop, widths, gridRows, { heading: true, shade: 0.9, size: sz });
    return Math.max(bottom, gridTop + gridRows.length * sz * 1.7 + 6);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const text = inv.credit ? [] : [w.fill("prtPayBy", { date: f.date(inv.due) })];
    return paragraphs(s, text, m, top + 4, r - m);
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 72;
    s.rule(m, top - 6, right(ctx, s), 0.8, 0.2);
    footColumns(
      s,
      [[seller.name, ...seller.lines], contactsOf(ctx), bankOf(ctx), legalsOf(ctx)],
      m,
      top,
      s.width - 2 * m,
      s.size - 2.5,
    );
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 16);
  },
};

export const FRESH3_TEMPLATES: Template[] = [rentalLayout, wasteLayout, translationLayout, coworkLayout, printLayout];
