/**
 * The five FRESH2 layouts (half I). I FRESH2: written without reading the engine, the second held-out set; report
 * its figures only, never read its errors (--errors=fresh2 prints them only when asked). Drawn from what issuers of
 * the kind print: an event caterer's invoice (the event's date, venue and guests in a box, menus per guest, drinks,
 * staff hours and hire in sections, a service charge, food and drinks at different rates, the deposit paid at
 * booking taken off the balance), a builder's merchant's delivery invoice in landscape (the bill-to, the site and
 * the references side by side, each line's delivery ticket and date, weights, returnable pallets outside VAT, the
 * weight and the customer's pallet account beside the totals, a settlement discount), a facility-cleaning company's
 * monthly invoice (a service contract, the month billed in a sentence, lines grouped per site with their subtotals,
 * flat monthly fees and hours, the direct debit with its mandate and creditor id), a training provider's invoice (a
 * course box with the participants, fees exempt as education beside taxed catering and materials, an early-bird
 * discount as a line, exempt and taxable sums, the legal ground of the exemption) and a small craftsman's invoice
 * written in a word processor (a letter whose subject carries the number, the place and date at the right, the work
 * in sentences, a short list without headings, the amounts in a small block or in a sentence, bank and tax number in
 * the footer).
 */
import type { Row } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import {
  cateringOf,
  cleaningOf,
  courseOf,
  craftOf,
  merchantOf,
  merchantDelivery,
  cateringJob,
  cleaningMonth,
  courseBooking,
  craftJob,
  type CateringSection,
} from "../fresh2Data";
import type { Template } from "../flow";
import type { Line } from "../invoice";
import type { Sheet } from "../sheet";
import { margin, pageLabel, paragraphs, right, topY, totalsBlock, wrapped } from "./common";
import { grid, longDate } from "./dev4Blocks";
import { labelRows, tableColumns } from "./dev5Blocks";
import { bankOf, contactsOf, fieldOf, legalsOf, maskedIban, pseudoLine, pseudoOf } from "./fresh2Blocks";

/** The money of a document, signed as it prints its amounts. */
const signed = (ctx: Ctx) => (cents: number) => ctx.f.money(ctx.inv.sign * cents);

/** The cells of a row that bills nothing: its text in the description, a subtotal's amount in the amount column. */
function pseudoCells(ctx: Ctx, line: Line, keys: string[]): Record<string, string> | null {
  const p = pseudoOf(line);
  if (!p) return null;
  const cells: Record<string, string> = Object.fromEntries(keys.map((k) => [k, ""]));
  cells.desc = p.kind === "head" ? ctx.w.styled(p.text).replace(/:$/, "") : p.text;
  if (p.kind === "sum") cells.amount = ctx.f.money(ctx.inv.sign * p.amount);
  return cells;
}

/** The carried sum's label at a page's foot, and at the next page's head. */
const carryLabel = (ctx: Ctx, nextPage: boolean) => ctx.w.heading(nextPage ? "broughtForward" : "carried");

/** A continuation page's head: the seller, the title and number, a rule; returns where the table starts. */
function nextHead(ctx: Ctx, s: Sheet, title: string): number {
  const m = margin(ctx);
  const y = topY(ctx);
  s.text(ctx.inv.seller.name, m, y, { bold: true });
  s.text(`${title} ${ctx.inv.number}`, right(ctx, s), y, { align: "right" });
  s.rule(m, y + s.size * 1.7, right(ctx, s), 0.4);
  return y + s.size * 3;
}

// ---------------------------------------------------------------------------------------------------------------
// An event caterer's invoice.

const SECTION_WORDS: Record<
  Exclude<CateringSection, "service">,
  "catSecFood" | "catSecDrinks" | "catSecStaff" | "catSecExtras"
> = {
  food: "catSecFood",
  drinks: "catSecDrinks",
  staff: "catSecStaff",
  extras: "catSecExtras",
};

/** The caterer's rows: the lines in their sections (a heading over each where the document prints them). */
function cateringRows(ctx: Ctx): Line[] {
  return ctx.once("i1Rows", () => {
    const { inv } = ctx;
    const c = cateringOf(inv);
    const headings = !inv.credit && ctx.flag("i1Sections", 0.6);
    const rows: Line[] = [];
    for (const section of ["food", "drinks", "staff", "extras", "service"] as CateringSection[]) {
      const lines = inv.lines.filter((_, i) => c.sections[i] === section);
      if (!lines.length) continue;
      if (headings && section !== "service")
        rows.push(pseudoLine({ kind: "head", text: ctx.w.word(SECTION_WORDS[section]), amount: 0 }));
      rows.push(...lines);
    }
    return rows;
  });
}

/** Whether the caterer's VAT is a small grid (rate, base, VAT, with a sum row) rather than rows over the total. */
const cateringGrid = (ctx: Ctx) => ctx.flag("i1VatGrid", 0.4);

const cateringLayout: Template = {
  id: "catering-invoice",
  half: "fresh2",
  description:
    "event caterer's invoice: event box (date, venue, guests), menus per guest, drinks, staff, service charge, two rates, deposit off the balance",
  reshape: cateringJob,
  fonts: ["helvetica", "helvetica", "times"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const c = cateringOf(inv);
    const { seller } = inv;
    // The caterer's name large, a line of address and contacts under it.
    s.text(seller.name, m, y, { bold: true, size: s.size + 8, maxWidth: r - m - 10 });
    s.text([...seller.lines, ...contactsOf(ctx)].join("  ·  "), m, y + s.size * 2.6, {
      size: s.size - 1.5,
      grey: 0.35,
      maxWidth: r - m,
    });
    s.rule(m, y + s.size * 4, r, 1.2, 0.45);
    const block = y + 110;
    s.text([seller.name, ...seller.lines].join(", "), m, block - s.size * 1.5, {
      size: s.size - 2.5,
      grey: 0.4,
      maxWidth: 240,
    });
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, block);
    const bx = r - 215;
    const info = [
      fieldOf(ctx, "number", inv.credit ? "catCreditNumber" : "catNumber", inv.number),
      fieldOf(ctx, "date", "catDate", f.date(inv.issue)),
      fieldOf(ctx, "customer", "catCustomer", inv.customerNo),
      fieldOf(ctx, "booking", "catBooking", c.booking),
      ...(ctx.flag("i1Quote", 0.5) ? [fieldOf(ctx, "quote", "catQuote", c.quote)] : []),
      ...(inv.credit ? [fieldOf(ctx, "original", "catOriginal", inv.originalNumber)] : []),
    ];
    const infoBottom = labelRows(s, info, bx, block - s.size * 1.5, 110, { size: s.size - 0.5 });
    let top = Math.max(buyerBottom, infoBottom) + 18;
    s.text(w.word(inv.credit ? "catCreditTitle" : "catTitle"), m, top, { bold: true, size: s.size + 5 });
    top += s.size * 2.6;
    // The event in a box: its occasion, date, venue, guests and who was in charge on the day.
    const pairs: [string, string][] = [
      [w.label("catEvent"), c.occasion],
      [w.label("catEventDate"), ctx.flag("i1LongEvent", 0.4) ? longDate(ctx, c.eventDate, true) : f.date(c.eventDate)],
      [w.label("catVenue"), `${c.venue}, ${c.venueTown}`],
      [w.label("catGuests"), String(c.guests)],
      ...(ctx.flag("i1Contact", 0.5) ? ([[w.label("catContact"), c.contact]] as [string, string][]) : []),
    ];
    const half = Math.ceil(pairs.length / 2);
    const cw = (r - m - 16) / 2;
    const boxH = half * s.size * 1.5 + 10;
    s.box(m, top, r - m, boxH, ctx.flag("i1BoxFill", 0.5) ? { fill: 0.94 } : { border: 0.5 });
    pairs.forEach(([label, value], i) => {
      const x = m + 8 + (i < half ? 0 : cw);
      const yy = top + 6 + (i % half) * s.size * 1.5;
      const lw = Math.min(100, s.measure(label) + 6);
      s.text(label, x, yy, { maxWidth: 100 });
      s.text(value, x + lw, yy, { bold: true, maxWidth: cw - lw - 8 });
    });
    return top + boxH + 14;
  },
  next: (ctx, s) => nextHead(ctx, s, ctx.w.word(ctx.inv.credit ? "catCreditTitle" : "catTitle")),
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: ctx.flag("i1Shade", 0.6) ? 0.88 : undefined,
    rowRules: ctx.flag("i1Rules", 0.5),
  }),
  tableLines: cateringRows,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["desc", w.heading("catColDesc"), 0, "left"],
      ["qty", w.heading("catColQty"), sz * 7.5, "right"],
      ["price", w.heading("catColPrice"), sz * 7.5, "right"],
      ["vat", w.heading("catColVat"), sz * 5, "right"],
      ["amount", w.heading("catColAmount"), sz * 8.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const keys = ["desc", "qty", "price", "vat", "amount"];
    const pseudo = pseudoCells(ctx, line, keys);
    if (pseudo) return pseudo;
    const { f, inv, w } = ctx;
    const c = cateringOf(inv);
    const service = c.sections[inv.lines.indexOf(line)] === "service";
    return {
      desc: service ? w.fill("catService", { rate: f.rate(c.serviceRate!) }) : line.description,
      qty: service ? "" : `${f.quantity(line.qty)}${line.unit ? ` ${line.unit}` : ""}`,
      price: service ? "" : f.lineMoney(line.price),
      vat: f.rate(line.rate),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  carry: (ctx) => ctx.flag("i1Carry", 0.5),
  carryLabel,
  taxTotalPrinted: (ctx) => cateringGrid(ctx) || ctx.flag("i1VatTotal", 0.5),
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const c = cateringOf(inv);
    const m = margin(ctx);
    const r = right(ctx, s);
    const money = signed(ctx);
    const rows: Row[] = [{ key: "net", label: w.label("catNet"), value: money(inv.net) }];
    let y = top;
    if (cateringGrid(ctx)) {
      // The VAT in a small grid at the left: rate, base and VAT per rate, and their sums.
      const gw = [s.size * 6, s.size * 9, s.size * 9];
      const head = [w.heading("catColVat"), w.heading("catNet"), w.heading("catVatTotal")];
      const body = inv.taxes.map((t) => [
        f.rate(t.rate),
        f.money(inv.sign * t.base, false),
        f.money(inv.sign * t.tax, false),
      ]);
      const sum = ["", f.money(inv.sign * inv.net, false), f.money(inv.sign * inv.taxTotal, false)];
      grid(s, m, y, gw, [head, ...body, ...(inv.taxes.length > 1 ? [sum] : [])], {
        heading: true,
        shade: 0.9,
        boldLast: inv.taxes.length > 1,
        size: s.size - 0.5,
      });
      rows.push({ key: "taxTotal", label: w.label("catVatTotal"), value: money(inv.taxTotal) });
    } else {
      for (const t of inv.taxes)
        rows.push({
          key: `tax-${t.rate}`,
          label: w.label("catVat", { rate: f.rate(t.rate), base: f.money(inv.sign * t.base, false) }),
          value: money(t.tax),
        });
      if (inv.taxes.length > 1 && ctx.flag("i1VatTotal", 0.5))
        rows.push({ key: "taxTotal", label: w.label("catVatTotal"), value: money(inv.taxTotal) });
    }
    rows.push({
      key: "total",
      label: w.label(inv.credit ? "catCreditTotal" : "catTotal"),
      value: money(inv.total),
      strong: true,
    });
    if (c.deposit) {
      rows.push({
        key: "paid",
        label: w.label("catDeposit", { date: f.date(c.deposit.date) }),
        value: f.money(-c.deposit.amount),
      });
      rows.push({ key: "due", label: w.label("catBalance"), value: f.money(inv.amountDue), strong: true });
    }
    y = totalsBlock(ctx, s, y, r, { left: r - 270 }, rows);
    return y;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const c = cateringOf(inv);
    const text: string[] = [];
    if (!inv.credit)
      text.push(
        w.fill("catPayBy", {
          amount: f.money(inv.amountDue),
          date: f.date(inv.due),
          ref: `${c.booking} / ${inv.number}`,
        }),
      );
    if (!inv.credit && ctx.flag("i1Thanks", 0.6)) text.push(w.word("catThanks"));
    const y = paragraphs(s, text, m, top, r - m);
    return s.lines([bankOf(ctx).join("   ")], m, y + 4, { size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 50;
    s.rule(m, top - 6, right(ctx, s), 0.4, 0.5);
    wrapped(
      s,
      [`${seller.name} · ${seller.lines.join(" · ")}`, legalsOf(ctx).join(" · ")],
      m,
      top,
      s.width - 2 * m - 70,
      {
        size: s.size - 2.5,
        grey: 0.35,
      },
    );
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A builder's merchant's delivery invoice (landscape).

/** The VAT codes a merchant's system prints: taxed, and outside VAT (the pallet deposits). */
const vatCodes = (ctx: Ctx): [string, string] =>
  ctx.inv.language === "en"
    ? ["S", "O"]
    : ctx.pick("i2Codes", [
        ["1", "0"],
        ["A", "N"],
        ["2", "9"],
      ] as [string, string][]);

const merchantLayout: Template = {
  id: "merchant-delivery-invoice",
  half: "fresh2",
  description:
    "builder's merchant's landscape delivery invoice: ticket and date per line, weights, pallet deposits outside VAT, site, account, cost centre",
  reshape: merchantDelivery,
  pageSize: (ctx) => {
    const [w, h] = ctx.inv.country.page;
    return [h, w];
  },
  fonts: ["helvetica", "helvetica", "courier"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx) - 8;
    const { inv, w, f } = ctx;
    const mc = merchantOf(inv);
    const { seller } = inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 6, maxWidth: 380 });
    s.text(`${w.label("bmBranch")} ${mc.branch}  ·  ${seller.lines.join(", ")}`, m, y + s.size * 2.2, {
      size: s.size - 1,
      maxWidth: 420,
    });
    s.text(contactsOf(ctx).join("  ·  "), m, y + s.size * 3.5, { size: s.size - 1.5, grey: 0.35, maxWidth: 420 });
    s.text(w.word(inv.credit ? "bmCreditTitle" : "bmTitle"), r, y, { bold: true, size: s.size + 6, align: "right" });
    const top = y + s.size * 6;
    // Three blocks side by side: the bill-to, the site, the references.
    const cw = (r - m) / 3;
    s.box(m, top, r - m, s.size * 8.4, { border: 0.5 });
    s.vrule(m + cw, top, top + s.size * 8.4, 0.5, 0.5);
    s.vrule(m + 2 * cw, top, top + s.size * 8.4, 0.5, 0.5);
    s.lines([inv.buyer.name, ...inv.buyer.lines], m + 6, top + 6, { maxWidth: cw - 12 }, 1.3);
    s.text(w.label("bmSite"), m + cw + 6, top + 6, { size: s.size - 1, grey: 0.35 });
    s.lines(
      [`${w.label("bmProject")} ${mc.project}`, ...mc.site],
      m + cw + 6,
      top + 6 + s.size * 1.4,
      { maxWidth: cw - 12 },
      1.3,
    );
    const info = [
      fieldOf(ctx, "number", inv.credit ? "bmCreditNumber" : "bmNumber", inv.number),
      fieldOf(ctx, "date", "bmDate", f.date(inv.issue)),
      fieldOf(ctx, "account", "bmAccount", mc.account),
      fieldOf(ctx, "costCentre", "bmCostCentre", mc.costCentre),
      ...(inv.credit ? [fieldOf(ctx, "original", "bmOriginal", inv.originalNumber)] : []),
    ];
    labelRows(s, info, m + 2 * cw + 6, top + 6, 110, { size: s.size - 0.5, lead: 1.35 });
    return top + s.size * 8.4 + 12;
  },
  next: (ctx, s) => nextHead(ctx, s, ctx.w.word(ctx.inv.credit ? "bmCreditTitle" : "bmTitle")),
  bottom: (_ctx, s) => s.height - 52,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    grid: ctx.flag("i2Grid", 0.5),
    shade: 0.9,
    leading: 1.35,
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["ticket", w.heading("bmColTicket"), sz * 8.5, "left"],
      ["tdate", w.heading("bmColTicketDate"), sz * 7.5, "left"],
      ["article", w.heading("bmColArticle"), sz * 7.5, "left"],
      ["desc", w.heading("bmColDesc"), 0, "left"],
      ["qty", w.heading("bmColQty"), sz * 6.5, "right"],
      ["unit", w.heading("bmColUnit"), sz * 4, "left"],
      ["weight", w.heading("bmColWeight"), sz * 6, "right"],
      ["price", w.heading("bmColPrice"), sz * 8.5, "right"],
      ["amount", w.heading("bmColAmount"), sz * 8.5, "right"],
      ["vat", w.heading("bmColVat"), sz * 4, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv, w } = ctx;
    const mc = merchantOf(inv);
    const i = inv.lines.indexOf(line);
    const [taxed, outside] = vatCodes(ctx);
    const per = mc.per[i];
    return {
      ticket: mc.tickets[i],
      tdate: f.date(mc.ticketDates[i]),
      article: mc.articles[i],
      desc: mc.pallet[i] ? w.word(inv.credit ? "bmPalletBack" : "bmPallet") : line.description,
      qty: f.quantity(line.qty),
      unit: mc.units[i],
      weight: f.number(mc.weights[i] * 100, 0),
      price: `${f.lineMoney(line.price)}${per > 1 ? ` /${per}` : ""}`,
      amount: f.lineMoney(inv.sign * line.amount),
      vat: mc.pallet[i] ? outside : taxed,
    };
  },
  carry: (ctx) => ctx.flag("i2Carry", 0.7),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const mc = merchantOf(inv);
    const m = margin(ctx);
    const r = right(ctx, s);
    const money = signed(ctx);
    const deposit = inv.lines.filter((_, i) => mc.pallet[i]).reduce((a, l) => a + l.amount, 0);
    const goods = inv.net - deposit;
    const taxed = inv.taxes.find((t) => t.rate > 0) ?? { rate: inv.country.rates[0], base: 0, tax: 0 };
    const rows: Row[] = [{ key: "goods", label: w.label("bmGoods"), value: money(goods) }];
    if (deposit) {
      rows.push({ key: "deposit", label: w.label("bmDeposit"), value: money(deposit) });
      rows.push({ key: "net", label: w.label("bmNet"), value: money(inv.net) });
    }
    rows.push({
      key: "vat",
      label: w.label("bmVat", { rate: f.rate(taxed.rate), base: f.money(inv.sign * taxed.base, false) }),
      value: money(taxed.tax),
    });
    rows.push({
      key: "total",
      label: w.label(inv.credit ? "bmCreditTotal" : "bmTotal"),
      value: money(inv.total),
      strong: true,
    });
    const bottom = totalsBlock(ctx, s, top, r, { left: r - 300 }, rows);
    // Beside the totals: the weight delivered, the pallet account, the terms.
    const [taxedCode, outsideCode] = vatCodes(ctx);
    const weight = mc.weights.reduce((a, b) => a + b, 0);
    const left = [
      `${w.label("bmWeightTotal")} ${f.number(weight * 100, 0)} kg`,
      ...(ctx.flag("i2PalletAccount", 0.6) ? [w.fill("bmPalletAccount", { n: String(mc.palletsHeld) })] : []),
      `${taxedCode} = ${f.rate(taxed.rate)}   ${outsideCode} = ${w.word("bmOutsideNote")}`,
      ...(mc.early
        ? [
            w.fill("bmEarly", {
              rate: f.rate(mc.early.rate),
              date: f.date(mc.early.until),
              amount: f.money(mc.early.amount),
            }),
          ]
        : []),
      ...(inv.credit ? [] : [w.fill("bmDue", { date: f.date(inv.due) })]),
    ];
    const leftBottom = paragraphs(s, left, m, top, r - m - 330, { size: s.size - 0.5 });
    return Math.max(bottom, leftBottom);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    return s.lines([bankOf(ctx).join("   ")], m, top, { size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 36;
    s.rule(m, top - 5, right(ctx, s), 0.3, 0.5);
    s.text([ctx.inv.seller.name, ...legalsOf(ctx)].join("  ·  "), m, top, {
      size: s.size - 2.5,
      grey: 0.35,
      maxWidth: s.width - 2 * m - 80,
    });
    if (pages > 1 || ctx.flag("i2Page", 0.7))
      s.text(ctx.w.fill("page", { p: String(page), n: String(pages) }), right(ctx, s), top, {
        align: "right",
        size: s.size - 1,
      });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A facility-cleaning company's monthly invoice.

/** The cleaner's rows: per site a heading, its lines and (with several sites, on some documents) its subtotal. */
function cleaningRows(ctx: Ctx): Line[] {
  return ctx.once("i3Rows", () => {
    const { inv, w } = ctx;
    const cl = cleaningOf(inv);
    const subtotals = cl.sites.length > 1 && ctx.flag("i3Subtotals", 0.6);
    const rows: Line[] = [];
    cl.sites.forEach((site, k) => {
      const lines = inv.lines.filter((_, i) => cl.site[i] === k);
      rows.push(
        pseudoLine({
          kind: "head",
          text: `${w.fill("clnObject", { n: String(k + 1) })}: ${site.name}, ${site.address}`,
          amount: 0,
        }),
      );
      rows.push(...lines);
      if (subtotals)
        rows.push(
          pseudoLine({
            kind: "sum",
            text: `${w.word("clnObjectSum")} ${k + 1}`,
            amount: lines.reduce((a, l) => a + l.amount, 0),
          }),
        );
    });
    return rows;
  });
}

const cleaningLayout: Template = {
  id: "cleaning-invoice",
  half: "fresh2",
  description:
    "facility-cleaning monthly invoice: contract, month in a sentence, lines grouped per site with subtotals, flat fees and hours, direct debit",
  reshape: cleaningMonth,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const cl = cleaningOf(inv);
    const { seller } = inv;
    // The company at the right, its contacts under it; the window at the left.
    s.text(seller.name, r, y, { bold: true, size: s.size + 5, align: "right", maxWidth: 300 });
    s.lines([...seller.lines, ...contactsOf(ctx)], r, y + s.size * 2, {
      size: s.size - 1.5,
      grey: 0.3,
      align: "right",
    });
    const block = y + 105;
    s.text([seller.name, ...seller.lines].join(" · "), m, block - s.size * 1.5, { size: s.size - 2.5, maxWidth: 250 });
    s.rule(m, block - s.size * 0.3, m + 250, 0.3, 0.5);
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, block + 2);
    const month = `${f.style.months[cl.period[0].getUTCMonth()]} ${cl.period[0].getUTCFullYear()}`;
    const info = [
      fieldOf(ctx, "number", inv.credit ? "clnCreditNumber" : "clnNumber", inv.number),
      fieldOf(ctx, "date", "clnDate", f.date(inv.issue)),
      fieldOf(ctx, "customer", "clnCustomer", inv.customerNo),
      fieldOf(ctx, "contract", "clnContract", cl.contract),
      ...(inv.credit ? [fieldOf(ctx, "original", "clnOriginal", inv.originalNumber)] : []),
      ...(ctx.flag("i3PeriodField", 0.6) ? [fieldOf(ctx, "period", "clnPeriod", month)] : []),
    ];
    const infoBottom = labelRows(s, info, r - 210, block + 2, 105, { size: s.size - 0.5, valueRight: r });
    let top = Math.max(buyerBottom, infoBottom) + 20;
    s.text(w.word(inv.credit ? "clnCreditTitle" : "clnTitle"), m, top, { bold: true, size: s.size + 4 });
    top += s.size * 2.3;
    if (!inv.credit) {
      const period = ctx.flag("i3PeriodDates", 0.4) ? `${f.date(cl.period[0])} – ${f.date(cl.period[1])}` : month;
      top = paragraphs(s, [w.fill("clnIntro", { period })], m, top, r - m) + s.size * 0.4;
    }
    return top;
  },
  next: (ctx, s) => nextHead(ctx, s, ctx.w.word(ctx.inv.credit ? "clnCreditTitle" : "clnTitle")),
  bottom: (_ctx, s) => s.height - 72,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: ctx.flag("i3Dark", 0.3) ? 0.8 : 0.92,
    rowRules: true,
  }),
  tableLines: cleaningRows,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["desc", w.heading("clnColDesc"), 0, "left"],
      ["qty", w.heading("clnColQty"), sz * 8, "right"],
      ["price", w.heading("clnColPrice"), sz * 7.5, "right"],
      ["amount", w.heading("clnColAmount"), sz * 8.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const pseudo = pseudoCells(ctx, line, ["desc", "qty", "price", "amount"]);
    if (pseudo) return pseudo;
    const { f, inv, w } = ctx;
    const flat = cleaningOf(inv).flat[inv.lines.indexOf(line)];
    return {
      desc: `   ${line.description}`,
      qty: flat ? w.word("clnFlat") : `${f.quantity(line.qty)} ${line.unit}`,
      price: flat ? "" : f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  carry: (ctx) => ctx.flag("i3Carry", 0.4),
  carryLabel,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const r = right(ctx, s);
    const money = signed(ctx);
    const t = inv.taxes[0];
    const rows: Row[] = [
      { key: "net", label: w.label("clnNet"), value: money(inv.net) },
      { key: "vat", label: w.label("clnVat", { rate: f.rate(t.rate) }), value: money(inv.taxTotal) },
      {
        key: "total",
        label: w.label(inv.credit ? "clnCreditTotal" : "clnTotal"),
        value: money(inv.total),
        strong: true,
      },
    ];
    const width = 270;
    const x = r - width;
    if (ctx.flag("i3Boxed", 0.5)) {
      const h = rows.length * s.size * 1.55 + 16;
      s.box(x, top, width, h, { border: 0.5 });
      return totalsBlock(ctx, s, top + 6, r - 7, { left: x + 7 }, rows) + 10;
    }
    return totalsBlock(ctx, s, top, r, { left: x }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const cl = cleaningOf(inv);
    const text: string[] = [];
    if (!inv.credit)
      text.push(w.fill("clnDebit", { amount: f.money(inv.total), date: f.date(cl.debit), iban: maskedIban(ctx) }));
    text.push(`${w.label("clnMandate")} ${cl.mandate}   ${w.label("clnCreditor")} ${cl.creditorId}`);
    return paragraphs(s, text, m, top, r - m, { size: s.size - 0.5 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 58;
    s.rule(m, top - 6, right(ctx, s), 0.4, 0.5);
    const cols = [[seller.name, ...seller.lines], bankOf(ctx), legalsOf(ctx)];
    const cw = (s.width - 2 * m) / cols.length;
    cols.forEach((lines, i) =>
      s.lines(lines, m + i * cw, top, { size: s.size - 2.5, grey: 0.3, maxWidth: cw - 6 }, 1.25),
    );
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 20);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A training provider's invoice.

const courseLayout: Template = {
  id: "course-invoice",
  half: "fresh2",
  description:
    "training provider's invoice: course box with participants, exempt course fees beside taxed catering and materials, early-bird line",
  reshape: courseBooking,
  fonts: ["helvetica", "helvetica", "times"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const co = courseOf(inv);
    const { seller } = inv;
    const tint: [number, number, number] = ctx.pick("i4Tint", [
      [0.12, 0.33, 0.55],
      [0.55, 0.15, 0.2],
      [0.2, 0.45, 0.3],
    ] as [number, number, number][]);
    s.box(m, y - 6, 6, s.size * 3.4, { tint });
    s.text(seller.name, m + 14, y, { bold: true, size: s.size + 6, maxWidth: 300 });
    s.text(seller.lines.join(" · "), m + 14, y + s.size * 2.2, { size: s.size - 1.5, grey: 0.35, maxWidth: 300 });
    s.lines(contactsOf(ctx), r, y, { size: s.size - 1.5, grey: 0.35, align: "right" });
    const block = y + 100;
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, block);
    const info = [
      fieldOf(ctx, "number", inv.credit ? "crsCreditNumber" : "crsNumber", inv.number),
      fieldOf(ctx, "date", "crsDate", f.date(inv.issue)),
      fieldOf(ctx, "booking", "crsBooking", co.booking),
      ...(ctx.flag("i4Customer", 0.6) ? [fieldOf(ctx, "customer", "crsCustomer", inv.customerNo)] : []),
      ...(inv.credit ? [fieldOf(ctx, "original", "crsOriginal", inv.originalNumber)] : []),
    ];
    const infoBottom = labelRows(s, info, r - 215, block, 110, { size: s.size - 0.5 });
    let top = Math.max(buyerBottom, infoBottom) + 18;
    s.text(w.word(inv.credit ? "crsCreditTitle" : "crsTitle"), m, top, { bold: true, size: s.size + 5 });
    top += s.size * 2.4;
    // The course: its title, code, dates and venue, and who takes part.
    const pairs: [string, string][] = [
      [w.label("crsCode"), co.code],
      [
        w.label("crsDates"),
        co.from.getTime() === co.to.getTime() ? f.date(co.from) : `${f.date(co.from)} – ${f.date(co.to)}`,
      ],
      [w.label("crsVenue"), co.venue],
      [w.label("crsParticipants"), co.participants.join(", ")],
    ];
    const lineH = s.size * 1.45;
    const boxH = s.size * 2 + pairs.length * lineH + 10;
    s.box(m, top, 3, boxH, { tint });
    s.text(`${w.label("crsCourse")} ${co.title}`, m + 12, top + 4, {
      bold: true,
      size: s.size + 1,
      maxWidth: r - m - 20,
    });
    labelRows(
      s,
      pairs.map(([label, value], i) => ({ key: String(i), label, value })),
      m + 12,
      top + 4 + s.size * 2,
      120,
      { maxWidth: r - m - 140 },
    );
    return top + boxH + 14;
  },
  next: (ctx, s) => nextHead(ctx, s, ctx.w.word(ctx.inv.credit ? "crsCreditTitle" : "crsTitle")),
  bottom: (_ctx, s) => s.height - 64,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: 0.93,
    zebra: ctx.flag("i4Zebra", 0.4),
  }),
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["desc", w.heading("crsColDesc"), 0, "left"],
      ["qty", w.heading("crsColQty"), sz * 7, "right"],
      ["price", w.heading("crsColPrice"), sz * 8, "right"],
      ["vat", w.heading("crsColVat"), sz * 5.5, "right"],
      ["amount", w.heading("crsColAmount"), sz * 8.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv, w } = ctx;
    const co = courseOf(inv);
    const i = inv.lines.indexOf(line);
    const early = co.kinds[i] === "early";
    return {
      desc: early ? w.fill("crsEarly", { rate: f.rate(co.earlyRate!) }) : line.description,
      qty: early ? "" : f.quantity(line.qty),
      price: early ? "" : f.lineMoney(line.price),
      vat: line.rate === 0 ? w.word("crsExemptShort") : f.rate(line.rate),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  carry: () => false,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const r = right(ctx, s);
    const money = signed(ctx);
    const rows: Row[] = [];
    const exempt = inv.taxes.find((t) => t.rate === 0);
    const taxed = inv.taxes.filter((t) => t.rate > 0);
    if (exempt) {
      rows.push({ key: "exempt", label: w.label("crsExemptSum"), value: money(exempt.base) });
      for (const t of taxed)
        rows.push({
          key: `base-${t.rate}`,
          label: w.label("crsTaxableSum", { rate: f.rate(t.rate) }),
          value: money(t.base),
        });
    }
    rows.push({ key: "net", label: w.label("crsNet"), value: money(inv.net) });
    for (const t of taxed)
      rows.push({ key: `tax-${t.rate}`, label: w.label("crsVat", { rate: f.rate(t.rate) }), value: money(t.tax) });
    rows.push({
      key: "total",
      label: w.label(inv.credit ? "crsCreditTotal" : "crsTotal"),
      value: money(inv.total),
      strong: true,
    });
    return totalsBlock(ctx, s, top, r, { left: r - 290 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const co = courseOf(inv);
    const text: string[] = [];
    if (inv.taxes.some((t) => t.rate === 0)) text.push(w.word("crsExemptNote"));
    if (!inv.credit) text.push(w.fill("crsPayBy", { date: f.date(inv.due), ref: co.booking }));
    const y = paragraphs(s, text, m, top, r - m, { size: s.size - 0.5 });
    return s.lines(bankOf(ctx), m, y + 4, { size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 44;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.6);
    const text = [`${seller.name} · ${seller.lines.join(" · ")}`, legalsOf(ctx).join(" · ")];
    s.lines(text, s.width / 2, top, { size: s.size - 2.5, grey: 0.35, align: "center" }, 1.3);
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 22);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A small craftsman's invoice written in a word processor.

/** The word before a unit price in a craftsman's list ('6 Std. à 48,00 €'). */
const AT = { en: "@", de: "à", fr: "à", nl: "à", it: "a", es: "a" } as const;

/** Whether the letter says its amounts in a sentence (else a small right-aligned block). */
const inSentence = (ctx: Ctx) => ctx.flag("i5Sentence", 0.5);

const craftLayout: Template = {
  id: "craft-letter",
  half: "fresh2",
  description:
    "craftsman's word-processor letter: sender line, place and date at the right, number in the subject, work in sentences, amounts in a block or a sentence",
  reshape: craftJob,
  fonts: ["times", "times", "helvetica"],
  first(ctx, s) {
    const m = margin(ctx) + 10;
    const r = right(ctx, s) - 10;
    const y = topY(ctx) + 4;
    const { inv, w, f } = ctx;
    const cr = craftOf(inv);
    const { seller } = inv;
    const centred = ctx.flag("i5Centred", 0.5);
    const hx = centred ? s.width / 2 : m;
    const align = centred ? "center" : "left";
    s.text(seller.name, hx, y, { bold: true, size: s.size + 7, align, maxWidth: r - m });
    s.text(`${seller.lines.join(" · ")} · ${contactsOf(ctx).slice(0, 2).join(" · ")}`, hx, y + s.size * 2.6, {
      size: s.size - 1.5,
      align,
      maxWidth: r - m,
    });
    // The sender's line over the window, underlined, then the address.
    const block = y + 120;
    const sender = [seller.name, ...seller.lines].join(", ");
    const sw = s.text(sender, m, block - s.size * 1.6, { size: s.size - 3, maxWidth: 240 });
    s.rule(m, block - s.size * 0.5, m + Math.min(sw, 240), 0.3, 0.2);
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, block, {}, 1.25);
    // Place and date at the right.
    const date = ctx.flag("i5LongDate", 0.5) ? longDate(ctx, inv.issue) : f.date(inv.issue);
    let top = buyerBottom + s.size * 3;
    s.text(w.fill("crfPlaceDate", { city: seller.town, date }), r, top, { align: "right" });
    top += s.size * 2.6;
    const subject = inv.credit
      ? w.fill("crfCreditSubject", { number: inv.number, original: inv.originalNumber })
      : w.fill("crfSubject", { number: inv.number });
    s.text(subject, m, top, { bold: true, size: s.size + 1 });
    top += s.size * 2.6;
    s.text(w.word("crfDear"), m, top);
    top += s.size * 2;
    const texts: string[] = [];
    if (inv.credit) texts.push(w.fill("crfCreditIntro", { original: inv.originalNumber }));
    else {
      texts.push(w.fill("crfIntro", { date: f.date(cr.workDate), place: cr.place }));
      texts.push(`${cr.work.join(". ")}.`);
    }
    return paragraphs(s, texts, m, top, r - m) + s.size * 0.6;
  },
  next(ctx, s) {
    const m = margin(ctx) + 10;
    const y = topY(ctx);
    const { inv, w } = ctx;
    s.text(`${inv.seller.name} – ${w.fill("crfSubject", { number: inv.number })}`, m, y, { size: s.size - 1 });
    return y + s.size * 3;
  },
  bottom: (_ctx, s) => s.height - 80,
  table: (ctx, s) => ({
    x: margin(ctx) + 10,
    width: s.width - 2 * margin(ctx) - 20,
    shade: 1,
    leading: 1.45,
  }),
  columns(ctx, width) {
    const sz = ctx.size;
    return tableColumns(width, [
      ["desc", "", 0, "left"],
      ["qty", "", sz * 7, "right"],
      ["price", "", sz * 8, "right"],
      ["amount", "", sz * 8.5, "right"],
    ]);
  },
  detail: () => null,
  cells(ctx, line) {
    const { f, inv } = ctx;
    const hourly = craftOf(inv).kinds[inv.lines.indexOf(line)] === "labour";
    const dash = ctx.pick("i5Bullet", ["– ", "- ", "• ", ""]);
    return {
      desc: `${dash}${line.description}`,
      qty: hourly ? `${f.quantity(line.qty)} ${line.unit}` : "",
      price: hourly ? `${AT[inv.language]} ${f.money(line.price)}` : "",
      amount: f.money(inv.sign * line.amount),
    };
  },
  carry: () => false,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const m = margin(ctx) + 10;
    const r = right(ctx, s) - 10;
    const money = signed(ctx);
    const t = inv.taxes[0];
    if (inSentence(ctx)) {
      const values = {
        total: money(inv.total),
        net: money(inv.net),
        rate: f.rate(t.rate),
        tax: money(inv.taxTotal),
        date: f.date(inv.due),
      };
      return paragraphs(
        s,
        [w.fill(inv.credit ? "crfCreditSentence" : "crfSentence", values)],
        m,
        top + s.size * 0.5,
        r - m,
      );
    }
    const rows: Row[] = [
      { key: "net", label: w.label("crfNet"), value: money(inv.net) },
      { key: "vat", label: w.label("crfVat", { rate: f.rate(t.rate) }), value: money(inv.taxTotal) },
      {
        key: "total",
        label: w.label(inv.credit ? "crfCreditTotal" : "crfTotal"),
        value: money(inv.total),
        strong: true,
      },
    ];
    let y = totalsBlock(ctx, s, top, r, { left: r - 230 }, rows);
    if (!inv.credit) y = paragraphs(s, [w.fill("crfPayBlock", { date: f.date(inv.due) })], m, y + s.size * 0.6, r - m);
    return y;
  },
  tail(ctx, s, top) {
    const m = margin(ctx) + 10;
    const r = right(ctx, s) - 10;
    const { inv, w, f } = ctx;
    const cr = craftOf(inv);
    const text: string[] = [];
    if (!inv.credit && countryCode(inv.country) === "DE" && ctx.flag("i5Labour", 0.7))
      text.push(w.fill("crfLabour", { amount: f.money(cr.labourGross) }));
    if (!inv.credit) text.push(w.word("crfThanks"));
    let y = paragraphs(s, text, m, top, r - m);
    y += s.size * 0.8;
    s.text(w.word("crfClosing"), m, y);
    y += s.size * 3.2;
    s.text(inv.seller.manager, m, y);
    return y + s.size * 1.4;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx) + 10;
    const { seller } = ctx.inv;
    const { w } = ctx;
    const top = s.height - 48;
    s.rule(m, top - 6, right(ctx, s) - 10, 0.3, 0.5);
    const tax = ctx.flag("i5VatId", 0.4)
      ? `${w.label("vatId")} ${seller.vatId}`
      : `${w.label("taxNo")} ${seller.taxNo}`;
    s.lines([bankOf(ctx).join(" · "), tax], s.width / 2, top, { size: s.size - 2, align: "center" }, 1.3);
    if (pages > 1)
      s.text(w.fill("page", { p: String(page), n: String(pages) }), right(ctx, s) - 10, s.height - 22, {
        align: "right",
        size: s.size - 1.5,
      });
  },
};

export const FRESH2_TEMPLATES: Template[] = [cateringLayout, merchantLayout, cleaningLayout, courseLayout, craftLayout];
