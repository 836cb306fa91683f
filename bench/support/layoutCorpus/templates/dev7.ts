/**
 * The five DEV7 layouts (half J, German and Dutch documents only), drawn from what issuers print, written without
 * reading the engine: a small business's invoice from an online accounting tool (a logo, the sender line over the
 * address window, an information block at the right, the number in the title, a greeting, the items, 'netto' /
 * 'zzgl. Umsatzsteuer' / 'brutto', the payment term in a sentence, a footer of four columns; exempt as a small
 * business on some), a wholesaler's B2B invoice (both parties' VAT ids, a grid of order and delivery references, an
 * intra-community supply, a reverse charge or an export at 0 % with its legal sentence, a cash discount), a
 * publisher's subscription or an association's membership invoice (a masthead, the subscriber's or member's number
 * in a box, the period, the reduced rate of periodicals or a fee outside VAT, a SEPA direct debit), a credit note,
 * cancellation or correction (the original invoice's number, date and amount, amounts negative or positive) and a
 * larger company's ERP invoice over several pages (a header grid of references, positions 10, 20, 30, price units,
 * the sum carried between pages, the board and register in a small footer). Its first run is an unseen measurement;
 * afterwards it is an eighth development set (--errors=dev7).
 */
import type { Row } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import {
  creditNote,
  creditOf,
  erpInvoice,
  erpOf,
  smallBusinessInvoice,
  smallOf,
  subscriptionInvoice,
  subscriptionOf,
  wholesaleInvoice,
  wholesaleOf,
} from "../dev7Data";
import type { Template } from "../flow";
import type { Sheet } from "../sheet";
import type { Language } from "../vocab";
import { margin, paragraphs, right, topY, totalsBlock } from "./common";
import { labelRows, tableColumns } from "./dev5Blocks";
import { bankOf, contactOf, currencyCode, field, legalOf, pageText, restyled, signed } from "./dev7Blocks";

const LANGUAGES: Language[] = ["de", "nl"];

/** The taxes of a document at a rate above zero. */
const taxedOf = (ctx: Ctx) => ctx.inv.taxes.filter((t) => t.rate > 0);

/** A period as two dates. */
const periodOf = (ctx: Ctx, from: Date, to: Date) =>
  `${ctx.f.date(from)} ${ctx.inv.language === "de" ? "bis" : "t/m"} ${ctx.f.date(to)}`;

/** The buyer's IBAN as a document prints it, most digits masked. */
const buyerIban = (ctx: Ctx) =>
  ctx.once("j7BuyerIban", (r) => `${countryCode(ctx.inv.country)}${r.int(10, 98)} **** **** **** ${r.int(10, 99)}`);

/** A person's greeting ('Herr Huber', 'meneer Mulder'), a company's none (the Dutch 'klant'). */
function addressed(ctx: Ctx): string {
  const m = /^(Herrn|Frau|Dhr\.|Mevr\.) (.+)$/.exec(ctx.inv.buyer.name);
  if (!m) return ctx.inv.language === "nl" ? "klant" : "";
  const surname = m[2].split(" ").slice(1).join(" ");
  const title = { Herrn: "Herr", Frau: "Frau", "Dhr.": "meneer", "Mevr.": "mevrouw" }[m[1]];
  return `${title} ${surname}`;
}

/** The sender line over the address window (DIN 5008 and the Dutch window envelope): name · street · town. */
function senderLine(ctx: Ctx, s: Sheet, x: number, top: number, width: number): void {
  const { seller } = ctx.inv;
  s.text([seller.name, ...seller.lines].join(" · "), x, top, { size: 6.5, grey: 0.3, maxWidth: width });
  s.rule(x, top + 8.5, x + Math.min(width, s.measure([seller.name, ...seller.lines].join(" · "), { size: 6.5 })), 0.3);
}

/** A footer's columns side by side, each line wrapped to its column. */
function footerColumns(s: Sheet, cols: string[][], x: number, top: number, width: number): void {
  const o = { size: s.size - 2.5, grey: 0.35 };
  cols.forEach((lines, i) =>
    s.lines(
      lines.flatMap((l) => s.wrap(l, width - 8, o)),
      x + i * width,
      top,
      o,
      1.25,
    ),
  );
}

/** The buyer's address block (name, lines, a foreign buyer's country); returns the bottom. */
function addressBlock(ctx: Ctx, s: Sheet, x: number, top: number, width: number, country: string | null = null) {
  const { buyer } = ctx.inv;
  return s.lines([buyer.name, ...buyer.lines, ...(country ? [country] : [])], x, top, { maxWidth: width }, 1.35);
}

// ---------------------------------------------------------------------------------------------------------------
// A small business's invoice from an online accounting tool.

const ACCENTS: [number, number, number][] = [
  [0.13, 0.45, 0.7],
  [0.85, 0.4, 0.15],
  [0.2, 0.55, 0.35],
  [0.45, 0.25, 0.6],
];

const onlineLayout: Template = {
  id: "online-invoice",
  half: "dev7",
  languages: LANGUAGES,
  description:
    "online accounting tool invoice: logo, sender line over the window, info block right, greeting, netto/USt/brutto, four-column footer",
  reshape: smallBusinessInvoice,
  fonts: ["helvetica"],
  restyle: restyled({
    DE: { dates: ["{dd}.{mm}.{yyyy}"], money: ["{n} €", "{n} EUR"], onLines: 0.5, colon: 0 },
    AT: { dates: ["{dd}.{mm}.{yyyy}"], money: ["EUR {n}", "€ {n}"], onLines: 0.5, colon: 0 },
    CH: { dates: ["{dd}.{mm}.{yyyy}"], money: ["CHF {n}"], onLines: 0.3, colon: 0 },
    NL: { dates: ["{dd}-{mm}-{yyyy}", "{d} {MMMM} {yyyy}"], money: ["€ {n}"], onLines: 0.5, colon: 0 },
  }),
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const b = smallOf(inv);
    const accent = ctx.pick("j7AccAccent", ACCENTS);
    // The logo: a coloured square with the initial and the name, at the right (or the left) of the head.
    const logoLeft = ctx.flag("j7AccLogoLeft", 0.35);
    const name = inv.seller.core;
    const nameWidth = Math.min(s.measure(name, { bold: true, size: s.size + 7 }), 220);
    const lx = logoLeft ? m : r - nameWidth - 30;
    s.box(lx, y, 22, 22, { tint: accent });
    s.text(name[0], lx + 11, y + 5, { bold: true, size: 13, grey: 1, align: "center" });
    s.text(name, lx + 28, y + 4, { bold: true, size: s.size + 7, maxWidth: 220 });
    const top = y + 88;
    senderLine(ctx, s, m, top, 240);
    addressBlock(ctx, s, m, top + 16, 230);
    const info = [
      field(ctx, "number", "accNumber", inv.number),
      field(ctx, "customer", "accCustomer", inv.customerNo),
      field(ctx, "date", "accDate", f.date(inv.issue)),
      b.period
        ? field(ctx, "period", "accServicePeriod", periodOf(ctx, inv.period[0], inv.period[1]))
        : field(ctx, "service", "accServiceDate", f.date(inv.delivery)),
      ...(ctx.flag("j7AccDue", 0.4) ? [field(ctx, "due", "accDue", f.date(inv.due))] : []),
      ...(b.offer ? [field(ctx, "offer", "accOffer", b.offer)] : []),
      ...(ctx.flag("j7AccContact", 0.4) ? [field(ctx, "contact", "accContact", b.owner)] : []),
    ];
    const infoBottom = labelRows(s, info, r - 215, top + 4, 120, { valueRight: r, size: s.size - 0.5 });
    let t = Math.max(infoBottom, top + 100) + 22;
    s.text(w.fill("accTitle", { number: inv.number }), m, t, { bold: true, size: s.size + 5 });
    t += s.size * 3;
    const greeting = w.fill("accGreeting", { name: addressed(ctx) }).replace(" ,", ",");
    s.text(greeting, m, t);
    t += s.size * 1.8;
    t = paragraphs(s, [w.word("accIntro")], m, t, r - m);
    return t + s.size;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    s.text(ctx.inv.seller.core, m, y, { bold: true, size: ctx.size + 2 });
    s.text(ctx.w.fill("accTitle", { number: ctx.inv.number }), right(ctx, s), y + 2, { align: "right" });
    return y + ctx.size * 4;
  },
  bottom: (_ctx, s) => s.height - 100,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: ctx.flag("j7AccShade", 0.5) ? 0.93 : undefined,
    rowRules: ctx.flag("j7AccRules", 0.6),
    leading: 1.7,
  }),
  carry: () => false,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["pos", w.heading("accColPos"), sz * 6, "left"],
      ["desc", w.heading("accColDesc"), 0, "left"],
      ["qty", w.heading("accColQty"), sz * 7, "right"],
      ["unit", w.heading("accColUnit"), sz * 7.5, "left"],
      ["price", w.heading("accColPrice"), sz * 9, "right"],
      ["amount", w.heading("accColAmount"), sz * 9.5, "right"],
    ]);
  },
  cells(ctx, line, i) {
    const { f } = ctx;
    return {
      pos: String(i + 1),
      desc: line.description,
      qty: f.quantity(line.qty),
      unit: smallOf(ctx.inv).units[i],
      price: f.lineMoney(line.price),
      amount: f.lineMoney(line.amount),
    };
  },
  detail: () => null,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, w, f } = ctx;
    const r = right(ctx, s);
    const small = smallOf(inv).small;
    const rows: Row[] = small
      ? [{ key: "total", label: w.word("accSmallTotal"), value: f.money(inv.total), strong: true }]
      : [
          { key: "net", label: w.word("accNet"), value: f.money(inv.net) },
          ...inv.taxes.map((t) => ({
            key: "tax",
            label: w.fill("accVat", { rate: f.rate(t.rate) }),
            value: f.money(t.tax),
          })),
          { key: "total", label: w.word("accTotal"), value: f.money(inv.total), strong: true },
        ];
    let bottom = totalsBlock(ctx, s, top, r, { left: r - 240 }, rows);
    if (small)
      bottom = paragraphs(s, [w.word("accSmallNote")], margin(ctx), bottom + 4, r - margin(ctx), {
        size: s.size - 0.5,
      });
    return bottom;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w, f } = ctx;
    top = paragraphs(
      s,
      [w.fill("accPayText", { days: String(inv.paymentDays), date: f.date(inv.due) })],
      m,
      top,
      right(ctx, s) - m,
    );
    top += s.size;
    s.text(w.word("accClosing"), m, top);
    s.text(smallOf(inv).owner, m, top + s.size * 2.6);
    return top + s.size * 4;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { inv, w } = ctx;
    const { seller } = inv;
    const top = s.height - 78;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.6);
    const legal = [
      `${w.label("accOwner")} ${smallOf(inv).owner}`,
      ...legalOf(ctx, { vat: !smallOf(inv).small, register: / (GmbH|UG|AG|KG|B\.?V\.?|BV)\b/.test(seller.name) }),
    ];
    const cols = [[seller.name, ...seller.lines], contactOf(ctx), bankOf(ctx), legal];
    const cw = (s.width - 2 * m) / cols.length;
    footerColumns(s, cols, m, top, cw);
    if (pages > 1)
      s.text(pageText(ctx, page, pages), right(ctx, s), s.height - 22, { align: "right", size: s.size - 2 });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A B2B wholesale invoice: domestic, an intra-community supply, a reverse charge or an export.

const wholesaleLayout: Template = {
  id: "wholesale-b2b",
  half: "dev7",
  languages: LANGUAGES,
  description:
    "wholesale B2B invoice: both VAT ids, a reference grid, 0 % intra-community, reverse charge or export with its sentence, cash discount",
  reshape: wholesaleInvoice,
  fonts: ["helvetica", "times"],
  restyle: restyled({
    DE: { dates: ["{dd}.{mm}.{yy}", "{dd}.{mm}.{yyyy}"], money: ["{n} EUR", "{n}"], colon: 0.5 },
    AT: { dates: ["{dd}.{mm}.{yyyy}"], money: ["EUR {n}"], colon: 0.5 },
    CH: { dates: ["{dd}.{mm}.{yy}", "{dd}.{mm}.{yyyy}"], money: ["CHF {n}", "{n}"], colon: 0.5 },
    NL: { dates: ["{dd}-{mm}-{yy}", "{dd}-{mm}-{yyyy}", "{dd}.{mm}.{yyyy}"], money: ["EUR {n}", "€ {n}"], colon: 0.5 },
  }),
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const b = wholesaleOf(inv);
    const { seller } = inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 6, maxWidth: r - m - 170 });
    s.lines([...seller.lines, seller.phone, seller.email], r, y, { size: s.size - 1.5, align: "right" }, 1.25);
    s.rule(m, y + 62, r, 1.2, 0.2);
    let top = y + 76;
    const half = (r - m - 14) / 2;
    // The invoice's address in a box; the delivery address beside it where the goods went elsewhere.
    const boxes: [string, string[]][] = [
      [w.label("b2bBillTo"), [inv.buyer.name, ...inv.buyer.lines, ...(b.buyerCountry ? [b.buyerCountry] : [])]],
    ];
    if (inv.shipTo)
      boxes.push([
        w.label("b2bShipTo"),
        [inv.shipTo.name, ...inv.shipTo.lines, ...(b.buyerCountry ? [b.buyerCountry] : [])],
      ]);
    let bottom = top;
    boxes.forEach(([label, lines], i) => {
      const x = m + i * (half + 14);
      const h = (lines.length + 1) * s.size * 1.35 + 10;
      s.box(x, top, half, h, { border: 0.5 });
      s.text(label, x + 5, top + 4, { bold: true, size: s.size - 1.5, grey: 0.3 });
      s.lines(lines, x + 5, top + 4 + s.size * 1.35, { maxWidth: half - 10 }, 1.35);
      bottom = Math.max(bottom, top + h);
    });
    top = bottom + 16;
    s.text(w.heading("b2bTitle"), m, top, { bold: true, size: s.size + 5 });
    top += s.size * 2.6;
    // The references in a grid of cells: small label over the value.
    const cells = [
      field(ctx, "number", "b2bNumber", inv.number),
      field(ctx, "date", "b2bDate", f.date(inv.issue)),
      field(ctx, "customer", "b2bCustomer", inv.customerNo),
      field(ctx, "order", "b2bOrder", inv.orderNo),
      field(ctx, "orderDate", "b2bOrderDate", f.date(inv.order)),
      field(ctx, "delivery", "b2bDelivery", inv.deliveryNote),
      field(ctx, "shipDate", "b2bShipDate", f.date(inv.delivery)),
      field(ctx, "incoterms", "b2bIncoterms", `${b.incoterm} ${b.mode === "domestic" ? inv.buyer.town : seller.town}`),
      field(ctx, "buyerVat", "b2bBuyerVat", b.buyerVat),
      field(ctx, "vat", "vatId", seller.vatId),
    ];
    const per = 5;
    const cw = (r - m) / per;
    const ch = s.size * 2.9;
    cells.forEach((c, i) => {
      const x = m + (i % per) * cw;
      const t = top + Math.floor(i / per) * ch;
      s.box(x, t, cw, ch, { border: 0.5 });
      s.text(c.label.replace(/:$/, ""), x + 4, t + 3, { size: s.size - 2, grey: 0.35, maxWidth: cw - 8 });
      s.text(c.value, x + 4, t + 3 + s.size * 1.2, { bold: true, maxWidth: cw - 8 });
    });
    return top + Math.ceil(cells.length / per) * ch + s.size * 1.5;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w } = ctx;
    s.text(inv.seller.name, m, y, { bold: true });
    s.text(`${w.label("b2bNumber")} ${inv.number}`, right(ctx, s), y, { align: "right" });
    s.rule(m, y + s.size * 1.7, right(ctx, s), 0.8, 0.2);
    return y + s.size * 3;
  },
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), grid: true, shade: 0.85, leading: 1.45 }),
  carry: () => false,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["pos", "#", sz * 2.6, "right"],
      ["article", w.heading("b2bColArt"), sz * 8, "left"],
      ["desc", w.heading("b2bColDesc"), 0, "left"],
      ["qty", w.heading("b2bColQty"), sz * 8.5, "right"],
      ["price", w.heading("b2bColPrice"), sz * 9, "right"],
      ["amount", w.heading("b2bColAmount"), sz * 9.5, "right"],
    ]);
  },
  cells(ctx, line, i) {
    const { f, inv } = ctx;
    const b = wholesaleOf(inv);
    return {
      pos: String(i + 1),
      article: b.articles[i],
      desc: line.description,
      qty: b.units[i] ? `${f.quantity(line.qty)} ${b.units[i]}` : f.quantity(line.qty),
      price: f.lineMoney(line.price),
      amount: f.lineMoney(line.amount),
    };
  },
  detail: () => null,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, w, f } = ctx;
    const b = wholesaleOf(inv);
    const r = right(ctx, s);
    const m = margin(ctx);
    const rows: Row[] = [{ key: "net", label: w.label("b2bNet"), value: f.money(inv.net) }];
    if (b.mode === "domestic")
      for (const t of inv.taxes)
        rows.push({ key: "tax", label: w.label("b2bVat", { rate: f.rate(t.rate) }), value: f.money(t.tax) });
    else rows.push({ key: "tax", label: w.label("b2bZeroVat"), value: f.money(0) });
    rows.push({ key: "total", label: w.label("b2bTotal"), value: f.money(inv.total), strong: true });
    const bottom = totalsBlock(ctx, s, top, r, { left: r - 250 }, rows);
    s.text(`${w.label("b2bWeight")} ${f.number(Math.round(b.weight * 100), 1)} kg`, m, top, { size: s.size - 1 });
    let left = top + s.size * 1.6;
    if (b.mode !== "domestic") {
      const note = w.word(b.mode === "rc" ? "b2bRcNote" : "b2bIcNote");
      const lines = s.wrap(note, r - m - 270, { bold: true, size: s.size - 0.5 });
      s.lines(lines, m, left, { bold: true, size: s.size - 0.5 });
      left += lines.length * s.size * 1.3;
    }
    return Math.max(bottom, left);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w, f } = ctx;
    const b = wholesaleOf(inv);
    const text = b.skonto
      ? w.fill("b2bPayText", {
          date: f.date(inv.due),
          early: f.date(b.skonto.until),
          rate: f.rate(b.skonto.rate),
          amount: f.money(b.skonto.amount),
        })
      : `${w.label("b2bTerms")} ${Math.round((inv.due.getTime() - inv.issue.getTime()) / 86400000)} ${inv.language === "de" ? "Tage netto" : "dagen netto"}`;
    return paragraphs(s, [text], m, top, right(ctx, s) - m);
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const parts = [seller.name, ...seller.lines, ...legalOf(ctx), ...bankOf(ctx)];
    const lines = s.wrap(parts.join(" · "), right(ctx, s) - m, { size: s.size - 2.5 });
    const top = s.height - 26 - lines.length * (s.size - 2.5) * 1.25;
    s.rule(m, top - 5, right(ctx, s), 0.4, 0.5);
    s.lines(lines, m, top, { size: s.size - 2.5, grey: 0.3 }, 1.25);
    s.text(pageText(ctx, page, pages), right(ctx, s), 24, { align: "right", size: s.size - 2, grey: 0.4 });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A periodical's subscription or an association's membership invoice.

const subscriptionLayout: Template = {
  id: "subscription-invoice",
  half: "dev7",
  languages: LANGUAGES,
  description:
    "subscription or membership invoice: masthead, subscriber or member number boxed, period, reduced rate or fee outside VAT, SEPA debit",
  reshape: subscriptionInvoice,
  fonts: ["times", "helvetica"],
  restyle: restyled({
    DE: { dates: ["{d}. {MMMM} {yyyy}", "{dd}.{mm}.{yyyy}"], money: ["{n} €", "€ {n}"], colon: 0.7 },
    AT: { dates: ["{d}. {MMMM} {yyyy}", "{dd}.{mm}.{yyyy}"], money: ["€ {n}", "EUR {n}"], colon: 0.7 },
    CH: { dates: ["{d}. {MMMM} {yyyy}", "{dd}.{mm}.{yyyy}"], money: ["Fr. {n}", "CHF {n}"], colon: 0.7 },
    NL: { dates: ["{d} {MMMM} {yyyy}", "{dd}-{mm}-{yyyy}"], money: ["€ {n}", "€{n}"], colon: 0.7 },
  }),
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const b = subscriptionOf(inv);
    const { seller } = inv;
    const cx = s.width / 2 + ctx.dx;
    s.text(seller.name, cx, y, { bold: true, size: s.size + 9, align: "center", maxWidth: r - m });
    s.text([...seller.lines, seller.phone, seller.web].join("  |  "), cx, y + s.size + 14, {
      size: s.size - 1.5,
      align: "center",
      grey: 0.35,
      maxWidth: r - m,
    });
    s.rule(m, y + s.size + 26, r, 0.6, 0.4);
    s.rule(m, y + s.size + 28, r, 0.3, 0.4);
    const top = y + 110;
    senderLine(ctx, s, m, top - 14, 230);
    addressBlock(ctx, s, m, top, 230);
    // The subscriber's or member's number large in a light box, the invoice's facts under it.
    const bx = r - 250;
    const account = b.kind === "publisher" ? "subSubscriber" : "subMember";
    s.box(bx, top - 10, 250, s.size * 12.2, { fill: 0.94 });
    s.text(w.heading(account), bx + 8, top - 4, { size: s.size - 1, grey: 0.35 });
    s.text(b.account, bx + 8, top - 4 + s.size * 1.3, { bold: true, size: s.size + 5 });
    const rows = [
      field(ctx, "number", "subNumber", inv.number),
      field(ctx, "date", "subDate", f.date(inv.issue)),
      field(
        ctx,
        "period",
        b.kind === "publisher" ? "subPeriod" : "subMemberPeriod",
        periodOf(ctx, b.period[0], b.period[1]),
      ),
      ...(ctx.flag("j7SubPrev", 0.5) ? [field(ctx, "previous", "subPrevious", f.money(b.previous))] : []),
    ];
    labelRows(s, rows, bx + 8, top - 4 + s.size * 4, 108, { size: s.size - 1, maxWidth: 128 });
    let t = top + s.size * 13;
    s.text(w.word(b.kind === "publisher" ? "subTitle" : "subMemberTitle"), m, t, { bold: true, size: s.size + 4 });
    t += s.size * 2.8;
    return t;
  },
  next(ctx, s) {
    const y = topY(ctx);
    s.text(ctx.inv.seller.name, s.width / 2, y, { bold: true, align: "center" });
    return y + ctx.size * 3;
  },
  bottom: (_ctx, s) => s.height - 80,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: true,
    leading: 1.8,
  }),
  carry: () => false,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["desc", w.heading("subColDesc"), 0, "left"],
      ["period", w.heading("subColPeriod"), sz * 18, "left"],
      ["vat", w.heading("subColVat"), sz * 8, "right"],
      ["amount", w.heading("subColAmount"), sz * 10.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const b = subscriptionOf(inv);
    return {
      desc: line.description,
      period: periodOf(ctx, b.period[0], b.period[1]),
      vat: f.rate(line.rate),
      amount: f.lineMoney(line.amount),
    };
  },
  detail: () => null,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, w, f } = ctx;
    const r = right(ctx, s);
    const taxed = taxedOf(ctx);
    const rows: Row[] = taxed.length
      ? [
          { key: "net", label: w.label("subNet"), value: f.money(inv.net) },
          ...taxed.map((t) => ({
            key: "tax",
            label: w.label("subVat", { rate: f.rate(t.rate) }),
            value: f.money(t.tax),
          })),
        ]
      : [];
    rows.push({ key: "total", label: w.label("subTotal"), value: f.money(inv.total), strong: true });
    let bottom = totalsBlock(ctx, s, top, r, { left: r - 230 }, rows);
    if (inv.taxes.some((t) => t.rate === 0))
      bottom = paragraphs(s, [w.word("subOutside")], margin(ctx), bottom + 2, r - margin(ctx), { size: s.size - 1 });
    return bottom;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w, f } = ctx;
    const b = subscriptionOf(inv);
    const text = b.mandate
      ? w.fill("subDebit", {
          amount: f.money(inv.total),
          date: f.date(inv.due),
          iban: buyerIban(ctx),
          mandate: b.mandate,
          creditor: b.creditor!,
        })
      : w.fill("subTransfer", { amount: f.money(inv.total), date: f.date(inv.due), ref: b.reference });
    top = paragraphs(s, [text], m, top, right(ctx, s) - m);
    const cancel = w.word(b.kind === "publisher" ? "subCancel" : "subMemberCancel");
    return paragraphs(s, [cancel], m, top + 4, right(ctx, s) - m, { size: s.size - 1.5, grey: 0.35 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { inv } = ctx;
    const taxed = taxedOf(ctx).length > 0;
    const lines = [
      [inv.seller.name, ...inv.seller.lines, ...contactOf(ctx)].join(" · "),
      [...bankOf(ctx), ...legalOf(ctx, { vat: taxed })].join(" · "),
    ].flatMap((l) => s.wrap(l, right(ctx, s) - m, { size: s.size - 2.5 }));
    const top = s.height - 24 - lines.length * (s.size - 2.5) * 1.3;
    s.rule(m, top - 5, right(ctx, s), 0.3, 0.5);
    lines.forEach((l, i) =>
      s.text(l, s.width / 2, top + i * (s.size - 2.5) * 1.3, { size: s.size - 2.5, grey: 0.3, align: "center" }),
    );
    if (pages > 1) s.text(pageText(ctx, page, pages), right(ctx, s), 22, { align: "right", size: s.size - 2 });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A credit note, cancellation or correction.

const creditLayout: Template = {
  id: "credit-note",
  half: "dev7",
  languages: LANGUAGES,
  description:
    "credit note, cancellation or correction: the original invoice's number, date and amount, a reason, amounts negative or positive",
  reshape: creditNote,
  fonts: ["helvetica", "times"],
  restyle: restyled({
    DE: { dates: ["{dd}.{mm}.{yyyy}"], money: ["{n} EUR", "{n} €"], negative: ["minus", "trailing"], colon: 0.6 },
    AT: {
      dates: ["{dd}.{mm}.{yyyy}", "{d}. {MMMM} {yyyy}"],
      money: ["EUR {n}", "€ {n}"],
      negative: ["minus"],
      colon: 0.6,
    },
    CH: { dates: ["{dd}.{mm}.{yyyy}"], money: ["CHF {n}"], negative: ["minus"], colon: 0.6 },
    NL: {
      dates: ["{dd}-{mm}-{yyyy}", "{d} {MMMM} {yyyy}"],
      money: ["€ {n}", "EUR {n}"],
      negative: ["minus"],
      colon: 0.6,
    },
  }),
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const c = creditOf(inv);
    const { seller } = inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 4, maxWidth: r - m - 180 });
    s.lines(seller.lines, m, y + s.size * 2, { size: s.size - 1, grey: 0.3 });
    s.lines(contactOf(ctx), r, y, { size: s.size - 1.5, grey: 0.3, align: "right" }, 1.3);
    const top = y + 100;
    senderLine(ctx, s, m, top - 14, 230);
    addressBlock(ctx, s, m, top, 230);
    const rows = [
      field(ctx, "number", "cnNumber", inv.number),
      field(ctx, "date", "cnDate", f.date(inv.issue)),
      field(ctx, "customer", "cnCustomer", inv.customerNo),
      field(ctx, "original", "cnOriginalNo", inv.originalNumber),
      field(ctx, "originalDate", "cnOriginalDate", f.date(c.originalDate)),
      ...(c.kind !== "storno" && ctx.flag("j7CnOrigTotal", 0.7)
        ? [field(ctx, "originalTotal", "cnOriginalTotal", f.money(c.originalTotal))]
        : []),
    ];
    const bottom = labelRows(s, rows, r - 230, top, 128, { valueRight: r, size: s.size - 0.5 });
    let t = Math.max(bottom, top + 70) + 20;
    const title =
      c.kind === "storno"
        ? "cnStornoTitle"
        : c.kind === "price" && ctx.flag("j7CnCorr", 0.6)
          ? "cnCorrTitle"
          : "cnTitle";
    s.text(w.word(title), m, t, { bold: true, size: s.size + 5 });
    t += s.size * 2.8;
    const intro = w.fill(c.kind === "storno" ? "cnStornoIntro" : "cnIntro", {
      number: inv.originalNumber,
      date: f.date(c.originalDate),
    });
    t = paragraphs(s, [intro], m, t, r - m);
    if (c.reason) {
      s.text(`${w.label("cnReason")} ${c.reason}`, m, t + 2, { bold: true, maxWidth: r - m });
      t += s.size * 1.6;
    }
    return t + s.size;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    s.text(`${ctx.inv.seller.name} – ${ctx.w.label("cnNumber")} ${ctx.inv.number}`, m, y, { bold: true });
    return y + ctx.size * 3;
  },
  bottom: (_ctx, s) => s.height - 90,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: 0.88,
    rowRules: true,
    zebra: ctx.flag("j7CnZebra", 0.3),
    leading: 1.6,
  }),
  carry: () => false,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["pos", "Pos", sz * 3.4, "left"],
      ["desc", w.heading("cnColDesc"), 0, "left"],
      ["qty", w.heading("cnColQty"), sz * 8.5, "right"],
      ["price", w.heading("cnColPrice"), sz * 9, "right"],
      ["amount", w.heading("cnColAmount"), sz * 9, "right"],
    ]);
  },
  cells(ctx, line, i) {
    const { f, inv } = ctx;
    return {
      pos: String(i + 1),
      desc: line.description,
      qty: f.quantity(line.qty),
      price: f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, w, f } = ctx;
    const money = signed(ctx);
    const r = right(ctx, s);
    const rows: Row[] = [
      { key: "net", label: w.label("cnNet"), value: money(inv.net) },
      ...inv.taxes.map((t) => ({ key: "tax", label: w.label("cnVat", { rate: f.rate(t.rate) }), value: money(t.tax) })),
      { key: "total", label: w.label("cnTotal"), value: money(inv.total), strong: true },
    ];
    const h = rows.length * s.size * 1.55 + 16;
    s.box(r - 250, top - 4, 250 + 4, h, { tint: [0.93, 0.95, 0.98] });
    return totalsBlock(ctx, s, top, r - 4, { left: r - 244 }, rows) + 6;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w, f } = ctx;
    const text = creditOf(inv).refund
      ? w.fill("cnRefund", { amount: f.money(inv.total), iban: buyerIban(ctx) })
      : w.word("cnOffset");
    return paragraphs(s, [text], m, top, right(ctx, s) - m);
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 66;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.5);
    const cols = [[seller.name, ...seller.lines], bankOf(ctx), legalOf(ctx)];
    const cw = (s.width - 2 * m) / cols.length;
    footerColumns(s, cols, m, top, cw);
    if (pages > 1)
      s.text(pageText(ctx, page, pages), right(ctx, s), s.height - 20, { align: "right", size: s.size - 2 });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A larger company's multi-page ERP invoice.

/** The sum carried between pages: foot and head calls come in turn, so a counter knows the pages. */
const carryPages = (ctx: Ctx) => ctx.once("j7ErpCarry", () => ({ breaks: 0 }));

const erpLayout: Template = {
  id: "erp-invoice",
  half: "dev7",
  languages: LANGUAGES,
  description:
    "ERP invoice over several pages: document number and date, header grid of references, positions 10/20/30, carried sum, board footer",
  reshape: erpInvoice,
  fonts: ["helvetica"],
  restyle: restyled({
    DE: { dates: ["{dd}.{mm}.{yyyy}"], money: ["{n}"], negative: ["trailing"], colon: 0, onLines: 0 },
    AT: { dates: ["{dd}.{mm}.{yyyy}"], money: ["{n}"], negative: ["trailing"], colon: 0, onLines: 0 },
    CH: { dates: ["{dd}.{mm}.{yyyy}"], money: ["{n}"], negative: ["trailing"], colon: 0, onLines: 0 },
    NL: { dates: ["{dd}-{mm}-{yyyy}", "{dd}.{mm}.{yyyy}"], money: ["{n}"], negative: ["minus"], colon: 0, onLines: 0 },
  }),
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const e = erpOf(inv);
    const { seller } = inv;
    s.text(seller.core.toUpperCase(), m, y, { bold: true, size: s.size + 10, maxWidth: 260 });
    s.lines(
      [seller.name, ...seller.lines, seller.phone],
      r,
      y,
      { size: s.size - 1.5, align: "right", grey: 0.25 },
      1.25,
    );
    const top = y + 100;
    senderLine(ctx, s, m, top - 14, 230);
    addressBlock(ctx, s, m, top, 230);
    s.text(w.word("erpTitle"), r - 200, top, { bold: true, size: s.size + 6 });
    const facts = [
      field(ctx, "docNo", "erpDocNo", inv.number),
      field(ctx, "docDate", "erpDocDate", f.date(inv.issue)),
      field(ctx, "debtor", "erpDebtor", inv.customerNo.replace(/\D/g, "").padStart(8, "0")),
    ];
    labelRows(s, facts, r - 200, top + s.size * 2.6, 100, { size: s.size - 0.5, bold: true });
    let t = top + 90;
    const grid = [
      field(ctx, "order", "erpOrder", inv.orderNo),
      field(ctx, "orderDate", "erpOrderDate", f.date(inv.order)),
      field(ctx, "salesOrder", "erpSalesOrder", e.salesOrder),
      field(ctx, "delivery", "erpDelivery", e.delivery),
      field(ctx, "deliveryDate", "erpDeliveryDate", f.date(inv.delivery)),
      field(ctx, "contact", "erpContact", e.contact),
      field(
        ctx,
        "terms",
        "erpTerms",
        `${Math.round((inv.due.getTime() - inv.issue.getTime()) / 86400000)} ${inv.language === "de" ? "Tage netto" : "dagen netto"}`,
      ),
      field(ctx, "incoterms", "erpIncoterms", `${ctx.pick("j7ErpInco", ["FCA", "DAP", "CPT"])} ${inv.buyer.town}`),
      field(
        ctx,
        "buyerVat",
        "erpBuyerVat",
        ctx.once("j7ErpVat", (r) => inv.country.vatId(r)),
      ),
    ];
    const per = 3;
    const cw = (r - m) / per;
    const ch = s.size * 2.7;
    s.box(m, t, r - m, Math.ceil(grid.length / per) * ch, { border: 0.6 });
    grid.forEach((c, i) => {
      const x = m + (i % per) * cw;
      const tt = t + Math.floor(i / per) * ch;
      if (i % per) s.vrule(x, tt, tt + ch, 0.3, 0.6);
      if (i >= per && i % per === 0) s.rule(m, tt, r, 0.3, 0.6);
      s.text(c.label, x + 4, tt + 3, { size: s.size - 2, grey: 0.4, maxWidth: cw - 8 });
      s.text(c.value, x + 4, tt + 3 + s.size * 1.15, { maxWidth: cw - 8 });
    });
    t += Math.ceil(grid.length / per) * ch + s.size * 1.6;
    s.text(`${w.heading("erpColAmount")}: ${currencyCode(ctx)}`, r, t - s.size * 0.6, {
      align: "right",
      size: s.size - 2,
      grey: 0.4,
    });
    return t + s.size * 0.6;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    s.text(inv.seller.core.toUpperCase(), m, y, { bold: true, size: s.size + 4, maxWidth: (r - m) * 0.38 });
    s.text(`${w.heading("erpDocNo")} ${inv.number}  ${w.heading("erpDocDate")} ${f.date(inv.issue)}`, r, y + 3, {
      align: "right",
      size: s.size - 0.5,
      maxWidth: (r - m) * 0.58,
    });
    s.rule(m, y + s.size * 2.4, r, 0.5, 0.4);
    return y + s.size * 3.6;
  },
  bottom: (_ctx, s) => s.height - 92,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), leading: 1.45 }),
  carry: () => true,
  carryLabel(ctx, nextPage) {
    const c = carryPages(ctx);
    if (!nextPage) c.breaks += 1;
    return nextPage
      ? ctx.w.heading("broughtForward", { prev: String(c.breaks) })
      : ctx.w.heading("carried", { next: String(c.breaks + 1) });
  },
  breakBefore: (ctx) => erpOf(ctx.inv).breakAt,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["pos", w.heading("erpColPos"), sz * 5.4, "left"],
      ["mat", w.heading("erpColMat"), sz * 7.4, "left"],
      ["desc", w.heading("erpColDesc"), 0, "left"],
      ["qty", w.heading("erpColQty"), sz * 6.8, "right"],
      ["price", w.heading("erpColPrice"), sz * 9.8, "right"],
      ["amount", w.heading("erpColAmount"), sz * 7.6, "right"],
    ]);
  },
  cells(ctx, line, i) {
    const { f, inv } = ctx;
    const e = erpOf(inv);
    return {
      pos: String((i + 1) * 10).padStart(6, "0"),
      mat: e.materials[i],
      desc: line.description,
      qty: `${f.quantity(line.qty)} ${e.units[i]}`,
      price: `${f.money(line.price, false)} / ${e.priceUnits[i]} ${e.units[i]}`,
      amount: f.money(line.amount, false),
    };
  },
  detail(ctx, _line, i) {
    const cm = erpOf(ctx.inv).customerMaterials[i];
    return cm ? `${ctx.w.heading("erpCustMat")} ${cm}` : null;
  },
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, w, f } = ctx;
    const r = right(ctx, s);
    const code = currencyCode(ctx);
    s.rule(r - 280, top - 4, r, 0.6, 0.3);
    const rows: Row[] = [
      { key: "net", label: w.heading("erpNet"), value: `${f.money(inv.net, false)} ${code}` },
      ...inv.taxes.map((t) => ({
        key: "tax",
        label: w.heading("erpVat", { rate: f.rate(t.rate), base: f.money(t.base, false) }),
        value: `${f.money(t.tax, false)} ${code}`,
      })),
      { key: "total", label: w.heading("erpTotal"), value: `${f.money(inv.total, false)} ${code}`, strong: true },
    ];
    return totalsBlock(ctx, s, top, r, { left: r - 280 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w, f } = ctx;
    return paragraphs(s, [w.fill("erpPayText", { date: f.date(inv.due), ref: inv.number })], m, top, right(ctx, s) - m);
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w } = ctx;
    const { seller } = inv;
    const e = erpOf(inv);
    s.text(pageText(ctx, page, pages), r, page === 1 ? topY(ctx) + 62 : topY(ctx) - 16, {
      align: "right",
      size: s.size - 1.5,
    });
    const top = s.height - 70;
    s.rule(m, top - 6, r, 0.3, 0.5);
    const cols = [
      [seller.name, ...seller.lines, `${w.label("erpSeat")} ${seller.town}`],
      [`${w.label("erpBoard")} ${e.board.join(", ")}`, `${w.label("erpChair")} ${e.chair}`],
      legalOf(ctx),
      bankOf(ctx),
    ];
    const cw = (r - m) / cols.length;
    cols.forEach((lines, i) => {
      const wrapped = lines.flatMap((l) => s.wrap(l, cw - 8, { size: s.size - 3 }));
      s.lines(wrapped, m + i * cw, top, { size: s.size - 3, grey: 0.35 }, 1.25);
    });
  },
};

export const DEV7_TEMPLATES: Template[] = [onlineLayout, wholesaleLayout, subscriptionLayout, creditLayout, erpLayout];
