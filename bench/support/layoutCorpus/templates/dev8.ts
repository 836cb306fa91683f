/**
 * The five DEV8 layouts (half N), drawn from what issuers of the kind print, written without reading the engine: an
 * auction house's buyer's invoice (the house's name and the sale's title on top, the buyer's paddle number, the sale
 * and its date beside the invoice's number and date, lots with their hammer price and premium, margin-scheme lots
 * marked, handling, carriage and the artist's resale right, paid or to pay before collection), a travel agency's
 * invoice (a booking file, the airline's locator and the corporate account, travellers and the trip's dates, flights,
 * taxes, rail tickets and hotels collected as agent or under the margin scheme outside VAT, the agency's taxed fees
 * per ticket), an EV charging network's receipt as its billing e-mail prints it (the amount paid large on top, the
 * invoice number and the date paid as values over small captions or beside them, the card's last digits, the month's
 * sessions with kWh at a price to three decimals, VAT included in the prices), a temporary-staffing agency's weekly
 * invoice (a letter with an information block, the week, the hirer's order and the place of assignment apart from
 * both parties' addresses, each worker's timesheet with hours, overtime, premiums and mileage and a subtotal, the
 * agency's permit; Italy's pay reimbursed outside VAT, the Dutch blocked account) and a pharmaceutical wholesaler's
 * delivery note and invoice in one (the pharmacy's customer number boxed near the top, the invoice's and the
 * delivery note's numbers both, the national product code, batch and expiry date per line, line discounts, a volume
 * discount, a VAT recap of the rates of medicines, devices and care products, landscape on many, two pages on a
 * few). Its first run is an unseen measurement; afterwards it is a ninth development set (--errors=dev8).
 */
import type { Field, Row } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import {
  auctionJob,
  auctionOf,
  chargingJob,
  chargingOf,
  pharmaJob,
  pharmaOf,
  staffingJob,
  staffingOf,
  travelJob,
  travelOf,
} from "../dev8Data";
import type { Template } from "../flow";
import type { Line } from "../invoice";
import type { Sheet, TextOptions } from "../sheet";
import type { Dev8Concept } from "../vocab";
import { margin, pageLabel, paragraphs, right, topY, totalsBlock, wrapped } from "./common";
import { fineNumber, grid } from "./dev4Blocks";
import { labelRows, tableColumns } from "./dev5Blocks";
import { pseudoLine, pseudoOf } from "./fresh2Blocks";

type Tint = [number, number, number];

/** A header field: the concept's label (with the document's colon and capitals) and its value. */
const fieldOf = (ctx: Ctx, key: string, concept: Dev8Concept, value: string): Field => ({
  key,
  label: ctx.w.label(concept),
  value,
});

/** The money of a document, signed as it prints its amounts. */
const signed = (ctx: Ctx) => (cents: number) => ctx.f.money(ctx.inv.sign * cents);

/** The seller's telephone, mail and (on some documents) web address, with half N's labels. */
function contactsOf(ctx: Ctx): string[] {
  const { seller: s } = ctx.inv;
  const w = ctx.w;
  return [
    `${w.label("phone")} ${s.phone}`,
    `${w.label("email")} ${s.email}`,
    ...(ctx.flag("n0Web", 0.5) ? [`${w.label("web")} ${s.web}`] : []),
  ];
}

/** The seller's bank: its name, IBAN (or account number) and BIC, with half N's labels. */
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
    ...(ctx.flag("n0TaxNo", 0.35) ? [`${w.label("taxNo")} ${s.taxNo}`] : []),
    `${w.label("register")} ${s.register}`,
  ];
}

/** The carried sum's label at a page's foot, and at the next page's head. */
const carryLabel = (ctx: Ctx, nextPage: boolean) => ctx.w.heading(nextPage ? "broughtForward" : "carried");

/** A continuation page's head: the seller (or its brand), the title and number, a rule; returns the table's top. */
function nextHead(ctx: Ctx, s: Sheet, title: string, name = ctx.inv.seller.name): number {
  const left = margin(ctx);
  const y = topY(ctx) + 10;
  s.text(name, left, y, { bold: true, maxWidth: (right(ctx, s) - left) / 2 - 10 });
  s.text(`${title} ${ctx.inv.number}`, right(ctx, s), y, { align: "right", maxWidth: (right(ctx, s) - left) / 2 - 10 });
  s.rule(left, y + s.size * 1.7, right(ctx, s), 0.4);
  return y + s.size * 3;
}

/** A column's width: its base, or as wide as its heading needs at the body size (at most half again as wide). */
function fit(ctx: Ctx, heading: string, base: number): number {
  const per = (ctx.family === "courier" ? 0.62 : 0.56) * (ctx.f.style.upperLabels ? 1.2 : 1);
  const longest = Math.max(...heading.split(" / ").map((part) => part.length));
  return Math.max(base, Math.min(longest * ctx.size * per + 8, base * 1.6));
}

/** A long heading broken in two at the space nearest its middle ('first / second'), as dense grids print them. */
function twoLines(heading: string): string {
  if (heading.includes(" / ") || heading.length < 10 || !heading.includes(" ")) return heading;
  const spaces = [...heading.matchAll(/ /g)].map((m) => m.index!);
  const at = spaces.reduce((a, b) => (Math.abs(b - heading.length / 2) < Math.abs(a - heading.length / 2) ? b : a));
  return `${heading.slice(0, at)} / ${heading.slice(at + 1)}`;
}

/**
 * The columns of a line table, each as wide as its heading needs (within half again its base); the description
 * keeps at least a share of the width, the others narrowed alike where they would take more.
 */
function fitColumns(ctx: Ctx, width: number, specs: [string, string, number, "left" | "right"][], keep = 0.34) {
  const wide = specs.map(([key, heading, base, align]) =>
    key === "desc" ? [key, heading, 0, align] : [key, heading, fit(ctx, heading, base), align],
  ) as [string, string, number, "left" | "right"][];
  const fixed = wide.reduce((a, [, , w]) => a + w, 0);
  const scale = Math.min(1, (width * (1 - keep)) / fixed);
  return tableColumns(
    width,
    wide.map(([key, heading, w, align]) => [key, heading, w * scale, align]),
  );
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

/** The totals rows most N layouts start with: the net, the VAT of each taxed rate, the total. */
function baseRows(
  ctx: Ctx,
  concepts: { net: Dev8Concept; vat: Dev8Concept; total: Dev8Concept; credit: Dev8Concept },
): Row[] {
  const { inv, f, w } = ctx;
  const money = signed(ctx);
  return [
    { key: "net", label: w.label(concepts.net), value: money(inv.net) },
    ...inv.taxes
      .filter((t) => t.rate > 0)
      .map((t) => ({
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

/** The buyer's address block; returns the bottom. */
function addressBlock(ctx: Ctx, s: Sheet, x: number, top: number, width: number, o: TextOptions = {}): number {
  const { buyer } = ctx.inv;
  return s.lines([buyer.name, ...buyer.lines], x, top, { maxWidth: width, ...o }, 1.35);
}

// ---------------------------------------------------------------------------------------------------------------
// An auction house's buyer's invoice.

const auctionTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "aucCreditTitle" : "aucTitle");

const auctionLayout: Template = {
  id: "auction-invoice",
  half: "dev8",
  description:
    "auction house buyer's invoice: house and sale on top, paddle number, sale no. and date beside the invoice's, lots with hammer and premium, margin lots marked, resale right, collection",
  reshape: auctionJob,
  fonts: ["times", "times", "helvetica"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, f } = ctx;
    const a = auctionOf(inv);
    const { seller } = inv;
    // The house's name large, centred or at the left; the sale's title and the house's address under it.
    const centred = ctx.flag("n1Centred", 0.5);
    const x = centred ? s.width / 2 : m;
    const align = centred ? "center" : "left";
    s.text(seller.name, x, y, { bold: true, size: s.size + 8, align, maxWidth: r - m });
    s.text(a.title, x, y + s.size + 12, { size: s.size + 1, align, grey: 0.3, maxWidth: r - m });
    const sub = [seller.lines.join(", "), ...contactsOf(ctx)].join("  ·  ");
    const subSize = s.size - 2;
    const subLines = s.wrap(sub, r - m, { size: subSize });
    let top = s.lines(subLines, x, y + s.size * 2 + 16, { size: subSize, grey: 0.35, align, maxWidth: r - m }, 1.25);
    s.rule(m, top + 4, r, 0.8, 0.2);
    top += 18;
    const refs = [
      fieldOf(ctx, "number", inv.credit ? "aucCreditNumber" : "aucNumber", inv.number),
      fieldOf(ctx, "date", "aucDate", f.date(inv.issue)),
      fieldOf(ctx, "bidder", "aucBidder", a.bidder),
      fieldOf(ctx, "sale", "aucSale", a.sale),
      fieldOf(ctx, "saleDate", "aucSaleDate", f.date(a.saleDate)),
      ...(inv.credit ? [fieldOf(ctx, "original", "aucOriginal", inv.originalNumber)] : []),
    ];
    const order = ctx.pick("n1Order", [
      [0, 1, 2, 3, 4, 5],
      [3, 4, 2, 0, 1, 5],
      [2, 0, 1, 3, 4, 5],
    ]);
    const sorted = order.filter((i) => i < refs.length).map((i) => refs[i]);
    const refsLeft = ctx.flag("n1RefsLeft", 0.35);
    const refX = refsLeft ? m : r - 235;
    const addrX = refsLeft ? r - 220 : m;
    s.text(auctionTitle(ctx), refX, top, { bold: true, size: s.size + 3, maxWidth: 230 });
    const refBottom = labelRows(s, sorted, refX, top + s.size * 2.2, 120, { size: s.size - 0.5, maxWidth: 110 });
    const addrBottom = addressBlock(ctx, s, addrX, top + 4, 210);
    return Math.max(refBottom, addrBottom) + 16;
  },
  next: (ctx, s) => nextHead(ctx, s, auctionTitle(ctx)),
  bottom: (_ctx, s) => s.height - 64,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: ctx.flag("n1Rules", 0.6),
    shade: ctx.flag("n1Shade", 0.5) ? 0.9 : undefined,
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["lot", w.heading("aucColLot"), sz * 4, "left"],
      ["desc", w.heading("aucColDesc"), 0, "left"],
      ["hammer", w.heading("aucColHammer"), sz * 7, "right"],
      ["premium", w.heading("aucColPremium"), sz * 7, "right"],
      ["amount", w.heading("aucColAmount"), sz * 8, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const a = auctionOf(inv);
    const i = inv.lines.indexOf(line);
    const sg = inv.sign;
    if (!a.lots[i])
      return { lot: "", desc: line.description, hammer: "", premium: "", amount: f.lineMoney(sg * line.amount) };
    return {
      lot: `${a.lots[i]}${a.margin[i] ? " †" : ""}`,
      desc: line.description,
      hammer: f.lineMoney(sg * a.hammer[i]),
      premium: f.lineMoney(sg * a.premium[i]),
      amount: f.lineMoney(sg * line.amount),
    };
  },
  detail: () => null,
  carry: (ctx) => ctx.flag("n1Carry", 0.4),
  carryLabel,
  // A credit for a margin-scheme lot shows no VAT at all: its tax (nil) is printed nowhere.
  unprinted: (ctx) => (ctx.inv.taxes.some((t) => t.rate > 0) ? [] : ["taxAmount"]),
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const r = right(ctx, s);
    const rows = baseRows(ctx, { net: "aucNet", vat: "aucVat", total: "aucTotal", credit: "aucCreditTotal" });
    if (inv.paid) {
      rows.push({ key: "paid", label: w.label("aucPaid"), value: f.money(-inv.paid) });
      rows.push({ key: "due", label: w.label("aucBalance"), value: f.money(inv.amountDue), strong: true });
    }
    return totalsBlock(ctx, s, top, r, { left: r - 300 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const a = auctionOf(inv);
    const text: string[] = [];
    if (!inv.credit) text.push(w.fill("aucPremiumNote", { rate: f.rate(a.premiumRate) }));
    if (a.margin.some(Boolean)) text.push(w.word("aucMarginNote"));
    if (!inv.credit) text.push(w.fill("aucRelease", { date: f.date(a.collectBy) }));
    if (!inv.credit && !inv.paid) text.push(bankOf(ctx).join("  ·  "));
    return paragraphs(s, text, m, top + 4, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 44;
    s.rule(m, top - 5, right(ctx, s), 0.4, 0.5);
    wrapped(s, [legalsOf(ctx).join("  ·  ")], m, top, right(ctx, s) - m - 80, { size: s.size - 2.5, grey: 0.3 });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A travel agency's invoice.

const travelTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "trvCreditTitle" : "trvTitle");

const travelLayout: Template = {
  id: "travel-invoice",
  half: "dev8",
  description:
    "travel agency invoice: booking file, locator and account in a box, travellers and dates, fares and taxes as agent and hotels under the margin scheme outside VAT, taxed fees per ticket",
  reshape: travelJob,
  fonts: ["helvetica", "helvetica", "times"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const t = travelOf(inv);
    const { seller } = inv;
    const tint = ctx.pick("n2Tint", [
      [0.05, 0.35, 0.6],
      [0.75, 0.2, 0.25],
      [0.1, 0.5, 0.45],
    ] as Tint[]);
    s.box(m, y - 6, r - m, 4, { tint });
    s.text(seller.core, m, y + 4, { bold: true, size: s.size + 8, maxWidth: r - m - 250 });
    const headBottom = s.lines([seller.name, ...seller.lines, ...contactsOf(ctx)], r, y + 4, {
      size: s.size - 1.5,
      align: "right",
      grey: 0.3,
      maxWidth: 240,
    });
    let top = Math.max(headBottom, y + 50) + 14;
    const addrBottom = addressBlock(ctx, s, m, top, r - m - 270);
    // The invoice's own references at the right, the booking in a box under them (or the other way round).
    const own = [
      fieldOf(ctx, "number", inv.credit ? "trvCreditNumber" : "trvNumber", inv.number),
      fieldOf(ctx, "date", "trvDate", f.date(inv.issue)),
      ...(inv.credit ? [fieldOf(ctx, "original", "trvOriginal", inv.originalNumber)] : []),
    ];
    const booking = [
      fieldOf(ctx, "dossier", "trvDossier", t.dossier),
      fieldOf(ctx, "pnr", "trvPnr", t.pnr),
      fieldOf(ctx, "account", "trvCustomer", t.account),
    ];
    const bookingFirst = ctx.flag("n2BookingFirst", 0.4);
    const bx = r - 255;
    const size = s.size - 0.5;
    const lead = size * 1.45;
    s.text(travelTitle(ctx), bx, top, { bold: true, size: s.size + 4, maxWidth: 255 });
    let ry = top + s.size * 2.4;
    const boxed = (fields: Field[]) => {
      s.box(bx - 6, ry - 4, 261, fields.length * lead + 6, { fill: 0.93 });
      ry = labelRows(s, fields, bx, ry, 120, { size, maxWidth: 128 }) + 8;
    };
    const plain = (fields: Field[]) => {
      ry = labelRows(s, fields, bx, ry, 120, { size, maxWidth: 128, bold: true }) + 6;
    };
    if (bookingFirst) {
      boxed(booking);
      plain(own);
    } else {
      plain(own);
      boxed(booking);
    }
    top = Math.max(addrBottom, ry) + 10;
    // The trip: travellers and dates as captions over values.
    s.rule(m, top - 4, r, 0.3, 0.6);
    top = paragraphs(s, [`${w.label("trvTravellers")} ${t.travellers.join(", ")}`], m, top + 2, r - m) + 4;
    const pairs: [string, string][] = [
      [w.heading("trvDestination"), t.destination],
      [w.heading("trvDeparture"), f.date(t.departure)],
      ...(t.back ? ([[w.heading("trvReturn"), f.date(t.back)]] as [string, string][]) : []),
    ];
    top = captions(s, pairs, m, top, r - m, 4) + 6;
    return top;
  },
  next: (ctx, s) => nextHead(ctx, s, travelTitle(ctx), ctx.inv.seller.core),
  bottom: (_ctx, s) => s.height - 72,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: 0.9,
    rowRules: ctx.flag("n2Rules", 0.5),
    zebra: !ctx.flag("n2Rules", 0.5),
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("trvColDesc"), 0, "left"],
      ["ticket", w.heading("trvColTicket"), sz * 10, "left"],
      ["qty", "", sz * 2.5, "right"],
      ["vat", "", sz * 3.5, "right"],
      ["amount", w.heading("trvColAmount"), sz * 8, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const t = travelOf(inv);
    const i = inv.lines.indexOf(line);
    return {
      desc: line.description,
      ticket: t.tickets[i],
      qty: line.qty === 100 ? "" : `${f.quantity(line.qty)}×`,
      vat: line.rate > 0 ? f.rate(line.rate) : t.margin[i] ? "M" : "*",
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  carry: (ctx) => ctx.flag("n2Carry", 0.5),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const r = right(ctx, s);
    const rows = baseRows(ctx, { net: "trvNet", vat: "trvVat", total: "trvTotal", credit: "trvCreditTotal" });
    return totalsBlock(ctx, s, top, r, { left: r - 280 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const t = travelOf(inv);
    const text: string[] = [];
    if (t.agent.some(Boolean)) text.push(`* ${w.word("trvAgentNote")}`);
    if (t.margin.some(Boolean)) text.push(`M ${w.word("trvMarginNote")}`);
    if (!inv.credit) text.push(w.fill("trvDue", { date: f.date(inv.due) }));
    return paragraphs(s, text, m, top + 4, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 58;
    s.rule(m, top - 6, right(ctx, s), 0.5, 0.4);
    footColumns(s, [bankOf(ctx), legalsOf(ctx)], m, top, s.width - 2 * m - 70, s.size - 2.5);
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// An EV charging network's receipt as its billing e-mail prints it.

const chargeTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "chgCreditTitle" : "chgTitle");

/** The card column of the e-mail: its left edge and width. */
function card(ctx: Ctx, s: Sheet): { x: number; width: number } {
  const width = Math.min(s.width - 2 * margin(ctx), ctx.pick("n3Width", [400, 430, 460]));
  return { x: (s.width - width) / 2 + ctx.dx / 2, width };
}

/** A session's start as the receipt prints it: a short date and the time. */
function sessionStart(ctx: Ctx, d: Date, time: string): string {
  const cc = countryCode(ctx.inv.country);
  const pattern = ctx.pick("n3SessionDate", ["short", "style"]);
  if (pattern === "style" && !ctx.f.style.datePattern.includes("MMMM")) return `${ctx.f.date(d)} ${time}`;
  const day = `${d.getUTCDate()}`.padStart(2, "0");
  const month = `${d.getUTCMonth() + 1}`.padStart(2, "0");
  const short = cc === "US" ? `${month}/${day}` : ctx.inv.language === "de" ? `${day}.${month}.` : `${day}/${month}`;
  return `${short} ${time}`;
}

const chargingLayout: Template = {
  id: "charging-receipt",
  half: "dev8",
  description:
    "EV charging receipt as its billing e-mail prints it: amount paid large on top, invoice number and date paid as values over captions or beside them, card's last digits, sessions in kWh",
  reshape: chargingJob,
  fonts: ["helvetica"],
  first(ctx, s) {
    const { x, width } = card(ctx, s);
    const r = x + width;
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const c = chargingOf(inv);
    const tint = ctx.pick("n3Tint", [
      [0.1, 0.6, 0.45],
      [0.2, 0.35, 0.8],
      [0.95, 0.55, 0.1],
    ] as Tint[]);
    // The e-mail's grey surround and its white card are left to the viewer; the brand's mark and name on top.
    s.box(x, y, 18, 18, { tint });
    s.text(inv.seller.core, x + 26, y + 2, { bold: true, size: s.size + 3, maxWidth: width - 30 });
    let top = y + 40;
    s.text(chargeTitle(ctx), x, top, { size: s.size + 1, grey: 0.35, maxWidth: width });
    top += s.size * 1.9;
    const big = signed(ctx)(inv.total);
    s.text(big, x, top, { bold: true, size: s.size + 16, maxWidth: width });
    top += s.size + 22;
    const paidLine = inv.credit
      ? w.fill("chgRefund", { last4: c.last4 })
      : w.fill("chgPaidOn", { date: f.date(inv.issue) });
    s.text(paidLine, x, top, { size: s.size - 0.5, grey: 0.4, maxWidth: width });
    top += s.size * 2.6;
    // The facts: values over small captions (a card of key figures) or captions at the left, values at the right.
    const method = w.fill("chgCard", { last4: c.last4 });
    const facts: [string, string][] = [
      [w.heading(inv.credit ? "chgCreditNumber" : "chgNumber"), inv.number],
      [w.heading("chgDatePaid"), f.date(inv.issue)],
      [w.heading("chgMethod"), method],
      ...(ctx.flag("n3Receipt", 0.6) ? ([[w.heading("chgReceipt"), c.receipt]] as [string, string][]) : []),
      [w.heading("chgPeriod"), `${f.date(c.from)} – ${f.date(c.to)}`],
      [w.heading("chgAccount"), c.account],
      ...(inv.credit ? ([[w.heading("chgOriginal"), inv.originalNumber]] as [string, string][]) : []),
    ];
    const order = ctx.pick("n3Order", [
      [0, 1, 2, 3, 4, 5, 6],
      [1, 0, 2, 3, 4, 5, 6],
      [4, 0, 1, 2, 3, 5, 6],
    ]);
    const sorted = order.filter((i) => i < facts.length).map((i) => facts[i]);
    if (ctx.flag("n3Above", 0.5)) {
      const cols = 3;
      const cw = width / cols;
      sorted.forEach(([caption, value], i) => {
        const cx = x + (i % cols) * cw;
        const cy = top + Math.floor(i / cols) * s.size * 3.2;
        s.text(value, cx, cy, { bold: true, maxWidth: cw - 8 });
        s.text(caption, cx, cy + s.size * 1.3, { size: s.size - 2, grey: 0.45, maxWidth: cw - 8 });
      });
      top += Math.ceil(sorted.length / cols) * s.size * 3.2;
    } else {
      for (const [caption, value] of sorted) {
        s.text(caption, x, top, { grey: 0.4, maxWidth: width / 2 - 6 });
        s.text(value, r, top, { align: "right", maxWidth: width / 2 - 6 });
        top += s.size * 1.6;
      }
    }
    top += 6;
    s.rule(x, top, r, 0.4, 0.75);
    top += 10;
    // Billed to, and the seller's legal name and address (an e-mail's 'from').
    const colW = width / 2 - 8;
    const sz = s.size - 1.5;
    const b1 = s.lines([inv.buyer.name, ...inv.buyer.lines], x, top, { size: sz, maxWidth: colW });
    const b2 = s.lines(
      [inv.seller.name, ...inv.seller.lines, `${w.label("vatId")} ${inv.seller.vatId}`],
      x + width / 2 + 8,
      top,
      {
        size: sz,
        maxWidth: colW,
        grey: 0.3,
      },
    );
    return Math.max(b1, b2) + 14;
  },
  next(ctx, s) {
    const { x, width } = card(ctx, s);
    const y = topY(ctx) + 10;
    s.text(ctx.inv.seller.core, x, y, { bold: true, maxWidth: width / 2 - 6 });
    s.text(`${chargeTitle(ctx)} ${ctx.inv.number}`, x + width, y, { align: "right", maxWidth: width / 2 - 6 });
    return y + s.size * 3;
  },
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({ ...card(ctx, s), rowRules: true, leading: 1.6 }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(
      ctx,
      width,
      [
        ["desc", w.heading("chgColSession"), 0, "left"],
        ["qty", w.heading("chgColEnergy"), sz * 5.5, "right"],
        ["price", w.heading("chgColPrice"), sz * 6, "right"],
        ["amount", w.heading("chgColAmount"), sz * 6.5, "right"],
      ],
      0.4,
    );
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const c = chargingOf(inv);
    const i = inv.lines.indexOf(line);
    const start = c.starts[i];
    if (!c.perKwh[i]) return { desc: line.description, qty: "", price: "", amount: f.money(inv.sign * line.amount) };
    return {
      desc: `${start ? sessionStart(ctx, start, c.times[i]) : ""}  ${line.description}`,
      qty: `${f.number(line.qty)} kWh`,
      price: fineNumber(ctx, line.price * 10, 3),
      amount: f.money(inv.sign * line.amount),
    };
  },
  detail(ctx, line) {
    const c = chargingOf(ctx.inv);
    const point = c.points[ctx.inv.lines.indexOf(line)];
    return point ? point : null;
  },
  carry: () => false,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, w, f } = ctx;
    const { x, width } = card(ctx, s);
    const r = x + width;
    const c = chargingOf(inv);
    const money = signed(ctx);
    const tax = inv.taxes[0];
    const net: Row = { key: "net", label: w.label("chgSubtotal"), value: money(inv.net) };
    const vat: Row = {
      key: `tax-${tax.rate}`,
      label: w.label("chgVat", { rate: f.rate(tax.rate) }),
      value: money(tax.tax),
    };
    const total: Row = {
      key: "total",
      label: w.label(inv.credit ? "chgCreditTotal" : "chgTotal"),
      value: money(inv.total),
      strong: true,
    };
    // Prices with VAT included: the total first, the VAT and the net in it below; before sales tax the other way.
    const rows = c.gross ? [total, vat, net] : [net, vat, total];
    if (!inv.credit) rows.push({ key: "paid", label: w.label("chgAmountPaid"), value: f.money(inv.total) });
    return totalsBlock(ctx, s, top, r, { left: r - Math.min(width, 300) }, rows);
  },
  tail(ctx, s, top) {
    const { x, width } = card(ctx, s);
    return paragraphs(s, [ctx.w.word("chgQuestions")], x, top + 8, width, { size: s.size - 1, grey: 0.35 });
  },
  footer(ctx, s, page, pages) {
    const { x, width } = card(ctx, s);
    const { seller } = ctx.inv;
    const top = s.height - 56;
    const lines = [`${seller.name} · ${seller.lines.join(" · ")}`, [...legalsOf(ctx), ...contactsOf(ctx)].join(" · ")];
    const all = lines.flatMap((l) => s.wrap(l, width, { size: s.size - 2.5 }));
    s.lines(all, x + width / 2, top, { size: s.size - 2.5, align: "center", grey: 0.45, maxWidth: width }, 1.25);
    if (pages > 1)
      s.text(ctx.w.fill("page", { p: String(page), n: String(pages) }), x + width, s.height - 20, {
        align: "right",
        size: s.size - 2,
      });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A temporary-staffing agency's weekly invoice.

const staffTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "tmpCreditTitle" : "tmpTitle");

/** The rows of the invoice: per worker a heading, the pay elements and (on most) a subtotal. */
function staffRows(ctx: Ctx): Line[] {
  return ctx.once("n4Rows", () => {
    const { inv, w } = ctx;
    const st = staffingOf(inv);
    const sums = ctx.flag("n4Sums", 0.7);
    const rows: Line[] = [];
    for (const worker of st.workers) {
      rows.push(
        pseudoLine({
          kind: "head",
          text: w.fill("tmpWorker", { name: worker.name, role: worker.role, sheet: worker.sheet }),
          amount: 0,
        }),
      );
      const lines = inv.lines.slice(worker.from, worker.to);
      rows.push(...lines);
      if (sums && lines.length > 1) {
        const amount = lines.reduce((a, l) => a + l.amount, 0);
        rows.push(pseudoLine({ kind: "sum", text: w.heading("tmpSubtotal"), amount }));
      }
    }
    return rows;
  });
}

const staffingLayout: Template = {
  id: "staffing-invoice",
  half: "dev8",
  description:
    "staffing agency's weekly invoice: letterhead, window address, information block (week, hirer's order), place of assignment, hours per worker's timesheet with premiums and subtotals, permit",
  reshape: staffingJob,
  fonts: ["helvetica", "helvetica", "times", "courier"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const st = staffingOf(inv);
    const { seller } = inv;
    // The letterhead at the right or the left; the window address under the sender's line.
    const headRight = ctx.flag("n4HeadRight", 0.6);
    const hx = headRight ? r : m;
    const halign = headRight ? "right" : "left";
    s.text(seller.name, hx, y, { bold: true, size: s.size + 5, align: halign, maxWidth: 280 });
    const headBottom = s.lines([...seller.lines, ...contactsOf(ctx)], hx, y + s.size * 2.2, {
      size: s.size - 1.5,
      align: halign,
      grey: 0.3,
      maxWidth: 280,
    });
    let top = Math.max(headBottom, y + 62) + 14;
    const sender = [seller.name, ...seller.lines].join(" · ");
    s.text(sender, m, top, { size: s.size - 3, grey: 0.35, maxWidth: 240 });
    s.rule(m, top + s.size - 1, m + 240, 0.3, 0.6);
    const addrBottom = addressBlock(ctx, s, m, top + s.size + 4, 240);
    const weekText = `${w.fill("tmpWeek", { week: String(st.week), year: String(st.year) })} (${f.date(st.from)} – ${f.date(st.to)})`;
    const info = [
      fieldOf(ctx, "number", inv.credit ? "tmpCreditNumber" : "tmpNumber", inv.number),
      fieldOf(ctx, "date", "tmpDate", f.date(inv.issue)),
      fieldOf(ctx, "customer", "tmpCustomer", inv.customerNo),
      fieldOf(ctx, "order", "tmpOrder", st.order),
      ...(inv.credit ? [fieldOf(ctx, "original", "tmpOriginal", inv.originalNumber)] : []),
    ];
    const order = ctx.pick("n4Order", [
      [0, 1, 2, 3, 4],
      [2, 3, 0, 1, 4],
      [1, 0, 2, 3, 4],
    ]);
    const sorted = order.filter((i) => i < info.length).map((i) => info[i]);
    const ix = r - 230;
    const infoBottom = labelRows(s, sorted, ix, top, 118, { size: s.size - 0.5, maxWidth: 110 });
    top = Math.max(addrBottom, infoBottom) + 16;
    s.text(staffTitle(ctx), m, top, { bold: true, size: s.size + 4, maxWidth: r - m });
    top += s.size * 2.3;
    s.text(weekText, m, top, { bold: true, maxWidth: r - m });
    top += s.size * 1.5;
    top = paragraphs(s, [`${w.label("tmpSite")} ${st.site}`], m, top, r - m, { size: s.size - 0.5 });
    return top + 10;
  },
  next: (ctx, s) => nextHead(ctx, s, staffTitle(ctx)),
  bottom: (_ctx, s) => s.height - 76,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    grid: ctx.flag("n4Grid", 0.3),
    shade: 0.88,
    rowRules: !ctx.flag("n4Grid", 0.3),
  }),
  tableLines: staffRows,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(ctx, width, [
      ["desc", w.heading("tmpColDesc"), 0, "left"],
      ["qty", w.heading("tmpColHours"), sz * 5.5, "right"],
      ["price", w.heading("tmpColRate"), sz * 7, "right"],
      ["amount", w.heading("tmpColAmount"), sz * 8, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const p = pseudoOf(line);
    if (p?.kind === "head") return { desc: p.text, qty: "", price: "", amount: "" };
    if (p) return { desc: p.text, qty: "", price: "", amount: f.lineMoney(inv.sign * p.amount) };
    return {
      desc: line.description,
      qty: `${f.quantity(line.qty)} ${line.unit}`.trim(),
      price: line.price < 100 ? fineNumber(ctx, line.price * 100, 2) : f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  carry: (ctx) => ctx.flag("n4Carry", 0.6),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const r = right(ctx, s);
    const rows = baseRows(ctx, { net: "tmpNet", vat: "tmpVat", total: "tmpTotal", credit: "tmpCreditTotal" });
    return totalsBlock(ctx, s, top, r, { left: r - 280 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const st = staffingOf(inv);
    const text: string[] = [];
    if (st.italian) text.push(w.word("tmpWageNote"));
    if (st.blocked) text.push(w.fill("tmpBlocked", { amount: f.money(st.blocked.amount), iban: st.blocked.iban }));
    if (!inv.credit) text.push(w.fill("tmpDue", { date: f.date(inv.due) }));
    text.push(w.fill("tmpPermit", { ref: st.permit }));
    return paragraphs(s, text, m, top + 4, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 62;
    s.rule(m, top - 6, right(ctx, s), 0.5, 0.4);
    footColumns(s, [[seller.name, ...seller.lines], bankOf(ctx), legalsOf(ctx)], m, top, s.width - 2 * m, s.size - 2.5);
    pageLabel(ctx, s, page, pages, s.width / 2, s.height - 16, "center");
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A pharmaceutical or medical-supplies wholesaler's delivery note and invoice in one.

const pharmaTitle = (ctx: Ctx) => ctx.w.word(ctx.inv.credit ? "phwCreditTitle" : "phwTitle");

/** An expiry date as wholesalers print it: month and year. */
function expiry(ctx: Ctx, d: Date): string {
  const m = String(d.getUTCMonth() + 1).padStart(2, "0");
  const y = d.getUTCFullYear();
  return ctx
    .pick("n5Expiry", [`{m}/{y}`, `{y}-{m}`, `{m}.{yy}`])
    .replace("{m}", m)
    .replace("{yy}", String(y % 100))
    .replace("{y}", String(y));
}

/** The VAT recap: a heading row, then per rate its base and VAT. */
function pharmaRecap(ctx: Ctx): string[][] {
  const { inv, f, w } = ctx;
  const money = signed(ctx);
  return [
    [w.heading("phwRecapRate"), w.heading("phwRecapBase"), w.heading("phwRecapVat")],
    ...inv.taxes.map((t) => [f.rate(t.rate), money(t.base), money(t.tax)]),
  ];
}

const pharmaLayout: Template = {
  id: "pharma-delivery-invoice",
  half: "dev8",
  description:
    "pharmaceutical wholesaler's delivery note and invoice: customer number boxed on top, invoice and delivery note numbers, product code, batch and expiry per line, discounts, VAT recap",
  reshape: pharmaJob,
  fonts: ["helvetica", "courier", "helvetica"],
  pageSize: (ctx) => {
    const [w, h] = ctx.inv.country.page;
    return ctx.family === "courier" || ctx.flag("n5Landscape", 0.4) ? [h, w] : [w, h];
  },
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const p = pharmaOf(inv);
    const { seller } = inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 4, maxWidth: r - m - 230 });
    const sellerBottom = s.lines([seller.lines.join(", "), ...contactsOf(ctx)], m, y + s.size * 2, {
      size: s.size - 1.5,
      grey: 0.3,
      maxWidth: r - m - 230,
    });
    // The customer's number in a box at the top right, with the tour.
    const bw = 200;
    const bh = s.size * 3.4;
    s.box(r - bw, y - 2, bw, bh, { border: 0.8 });
    s.text(w.heading("phwCustomer"), r - bw + 6, y + 2, { size: s.size - 1.5, grey: 0.35, maxWidth: bw - 70 });
    s.text(inv.customerNo, r - bw + 6, y + s.size * 1.4, { bold: true, size: s.size + 3, maxWidth: bw - 70 });
    s.text(w.heading("phwTour"), r - 6, y + 2, { size: s.size - 1.5, grey: 0.35, align: "right", maxWidth: 60 });
    s.text(p.tour, r - 6, y + s.size * 1.4, { bold: true, size: s.size + 3, align: "right", maxWidth: 60 });
    let top = Math.max(sellerBottom, y + bh) + 16;
    const addrBottom = addressBlock(ctx, s, m, top, 230);
    const cells: string[][] = [
      [w.heading(inv.credit ? "phwCreditNumber" : "phwNumber"), inv.number],
      [w.heading("phwDeliveryNote"), p.deliveryNote],
      [w.heading("phwDate"), f.date(inv.issue)],
      [w.heading("phwDeliveryDate"), f.date(p.deliveryDate)],
      [w.heading("phwOrder"), p.order],
      ...(inv.credit ? [[w.heading("phwOriginal"), inv.originalNumber]] : []),
    ];
    const order = ctx.pick("n5Order", [
      [0, 1, 2, 3, 4, 5],
      [1, 0, 3, 2, 4, 5],
      [2, 0, 1, 4, 3, 5],
    ]);
    const sorted = order.filter((i) => i < cells.length).map((i) => cells[i]);
    const gw = Math.min(300, r - m - 250);
    s.text(pharmaTitle(ctx), r - gw, top, { bold: true, size: s.size + 2, maxWidth: gw });
    const sz = s.size - 1;
    const gridBottom = grid(s, r - gw, top + s.size * 2, [gw * 0.5, gw * 0.5], sorted, {
      size: sz,
      align: ["left", "right"],
    });
    top = Math.max(addrBottom, gridBottom) + 14;
    return top;
  },
  next: (ctx, s) => nextHead(ctx, s, pharmaTitle(ctx)),
  bottom: (_ctx, s) => s.height - 60,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: 0.87,
    zebra: ctx.flag("n5Zebra", 0.5),
    leading: 1.35,
    twoLineHeadings: true,
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return fitColumns(
      ctx,
      width,
      [
        ["pos", twoLines(w.heading("phwColPos")), sz * 2.6, "right"],
        ["code", twoLines(w.heading("phwColCode")), sz * 7.2, "left"],
        ["desc", twoLines(w.heading("phwColDesc")), 0, "left"],
        ["batch", twoLines(w.heading("phwColBatch")), sz * 5, "left"],
        ["expiry", twoLines(w.heading("phwColExpiry")), sz * 4.6, "left"],
        ["qty", twoLines(w.heading("phwColQty")), sz * 3.2, "right"],
        ["price", twoLines(w.heading("phwColPrice")), sz * 5.4, "right"],
        ["disc", twoLines(w.heading("phwColDisc")), sz * 3.4, "right"],
        ["amount", twoLines(w.heading("phwColAmount")), sz * 6.4, "right"],
        ["vat", twoLines(w.heading("phwColVat")), sz * 3.4, "right"],
      ],
      0.28,
    );
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const p = pharmaOf(inv);
    const i = inv.lines.indexOf(line);
    const vat = f.rate(line.rate);
    if (!p.codes[i])
      return {
        pos: "",
        code: "",
        desc: line.description,
        batch: "",
        expiry: "",
        qty: "",
        price: "",
        disc: "",
        amount: f.lineMoney(inv.sign * line.amount),
        vat,
      };
    return {
      pos: String(i + 1),
      code: p.codes[i],
      desc: `${line.description}${p.cold[i] ? " *" : ""}`,
      batch: p.batches[i],
      expiry: expiry(ctx, p.expiries[i]!),
      qty: f.quantity(line.qty),
      price: f.lineMoney(line.price),
      disc: p.discounts[i] ? f.number(p.discounts[i] * 100, 1) : "",
      amount: f.lineMoney(inv.sign * line.amount),
      vat,
    };
  },
  detail: (ctx) => (ctx.inv.credit ? pharmaOf(ctx.inv).reason : null),
  carry: (ctx) => ctx.flag("n5Carry", 0.75),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, w } = ctx;
    const m = margin(ctx);
    const r = right(ctx, s);
    const money = signed(ctx);
    const rows: Row[] = [
      { key: "net", label: w.label("phwNet"), value: money(inv.net) },
      { key: "taxTotal", label: w.label("phwVatTotal"), value: money(inv.taxTotal) },
      {
        key: "total",
        label: w.label(inv.credit ? "phwCreditTotal" : "phwTotal"),
        value: money(inv.total),
        strong: true,
      },
    ];
    const recap = pharmaRecap(ctx);
    const look = { heading: true, shade: 0.9, size: s.size - 1 };
    const totalsBottom = totalsBlock(ctx, s, top + 2, r, { left: r - 270 }, rows);
    // The VAT recap at the left where the page is wide enough (landscape), under the totals where it is not.
    if (r - m >= 640) {
      const recapBottom = grid(s, m, top, [90, 110, 110], recap, look);
      return Math.max(recapBottom, totalsBottom);
    }
    return grid(s, r - 270, totalsBottom + 6, [70, 100, 100], recap, look);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const p = pharmaOf(inv);
    const text: string[] = [];
    if (p.cold.some(Boolean)) text.push(w.word("phwCold"));
    if (!inv.credit) text.push(w.fill("phwDue", { date: f.date(inv.due) }));
    let y = paragraphs(s, text, m, top + 4, r - m, { size: s.size - 0.5 });
    if (!inv.credit) {
      y += s.size * 2.4;
      s.rule(m, y, m + 200, 0.4, 0.4);
      s.text(w.heading("phwReceived"), m, y + 3, { size: s.size - 1.5, maxWidth: 260 });
      y += s.size * 1.6;
    }
    return y;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 48;
    s.rule(m, top - 5, right(ctx, s), 0.5, 0.4);
    footColumns(s, [bankOf(ctx), legalsOf(ctx)], m, top, s.width - 2 * m - 90, s.size - 2.5);
    s.text(ctx.w.fill("page", { p: String(page), n: String(pages) }), right(ctx, s), top, {
      align: "right",
      size: s.size - 1,
    });
  },
};

export const DEV8_TEMPLATES: Template[] = [auctionLayout, travelLayout, chargingLayout, staffingLayout, pharmaLayout];
