/**
 * The five DEV5 layouts (half G), drawn from what issuers print without reading the engine: a professional's fee
 * note (a firm's letterhead with its partners, the matter and the file and court references, fees and surcharges,
 * outlays outside VAT, an Italian or Spanish withholding tax or an advance taken off the amount to pay), a freight
 * forwarder's invoice (a shipment's references and route, charges per leg in two currencies, exempt and disbursed
 * charges apart, the trading conditions), a software subscription's invoice (key figures as large values over small
 * captions, seats and prorations with their periods, a promotion code, a 'paid' stamp, the vendor only in the
 * footer), a workshop's repair invoice (the vehicle's data, labour, parts and sundries in one table, their sums in a
 * strip) and a landlord's rent invoice (a managing agent's letterhead for the landlord, the premises and the lease,
 * net, VAT and gross per line, arrears and a withholding off the amount to pay). Its first run is an unseen
 * measurement.
 */
import type { Row } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import {
  feeNote,
  feeOf,
  freightJob,
  freightOf,
  percentOf,
  rentInvoice,
  rentOf,
  repairJob,
  repairOf,
  subscription,
  subscriptionOf,
} from "../dev5Data";
import { PROFESSION_LINES, TRADING_TERMS } from "../dev5Items";
import type { TableColumn, Template } from "../flow";
import { companyCore } from "../names";
import { margin, pageLabel, paragraphs, right, topY, totalsBlock, wrapped, type Rgb } from "./common";
import { grid } from "./dev4Blocks";
import {
  bankLinesOf,
  cardRow,
  columnX,
  expand,
  field,
  issueDate,
  labelRows,
  legalOf,
  contactOf,
  monthText,
  periodText,
  stamp,
  tableColumns,
} from "./dev5Blocks";

/** The money of a document, signed as it prints its amounts. */
const signed = (ctx: Ctx) => (cents: number) => ctx.f.money(ctx.inv.sign * cents);

// ---------------------------------------------------------------------------------------------------------------
// A professional's fee note.

/** Whether the document's VAT is the German lawyers' (their fee act numbers it, Nr. 7008 VV RVG). */
const rvgVat = (ctx: Ctx) => countryCode(ctx.inv.country) === "DE" && feeOf(ctx.inv).profession === "lawyer";

const outlaysOf = (ctx: Ctx) => ctx.inv.lines.filter((_, i) => feeOf(ctx.inv).kinds[i] === "outlay");

/** The net (fees and outlays) as a row of its own, before the VAT; Italian documents give it in their VAT recap. */
const feeNetRow = (ctx: Ctx) =>
  outlaysOf(ctx).length > 0 && ctx.inv.country.code !== "IT" && ctx.flag("g5FeeNetFirst", 0.4);

const feeLayout: Template = {
  id: "fee-note",
  half: "dev5",
  description:
    "professional's fee note: partners column, matter and file refs, fees and surcharges, outlays outside VAT, withholding",
  reshape: feeNote,
  fonts: ["times", "times", "helvetica", "helvetica"],
  tableLines: (ctx) => ctx.inv.lines.filter((_, i) => feeOf(ctx.inv).kinds[i] !== "outlay"),
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const fe = feeOf(inv);
    const { seller } = inv;
    const centred = ctx.flag("g5FeeCentred", 0.5);
    const x = centred ? s.width / 2 : m;
    const align = centred ? "center" : "left";
    s.text(seller.name, x, y, { bold: true, size: s.size + 8, align, maxWidth: r - m - (centred ? 0 : 150) });
    const trade = ctx.pick("g5FeeTrade", PROFESSION_LINES[inv.language][fe.profession]);
    const tradeLine = ctx.flag("g5FeeSpaced", 0.3) ? trade.toUpperCase().split("").join(" ") : trade;
    s.text(tradeLine, x, y + s.size * 2.4, { size: s.size - 0.5, grey: 0.35, align });
    s.rule(m, y + s.size * 4, r, 0.4, 0.5);
    // The partners and the firm's address in a narrow column on the right.
    const cx = r - 138;
    let cy = y + s.size * 5.5;
    cy = s.lines(fe.partners, cx, cy, { size: s.size - 1.5, grey: 0.25, maxWidth: 138 }) + s.size * 0.6;
    cy = s.lines([...seller.lines, ...contactOf(ctx)], cx, cy, { size: s.size - 2, grey: 0.35, maxWidth: 138 });
    cy += s.size;
    const titleWord = w.word(inv.credit ? "feeCreditTitle" : "feeTitle");
    const numberInTitle = ctx.flag("g5FeeNumberInTitle", 0.55);
    const placeDate = ctx.flag("g5FeePlaceDate", 0.6);
    const refs = [
      ...(numberInTitle ? [] : [field(ctx, "number", inv.credit ? "feeCreditNumber" : "feeNumber", inv.number)]),
      ...(placeDate ? [] : [field(ctx, "date", "feeDate", issueDate(ctx, 0.3))]),
      field(ctx, "ourRef", "feeOurRef", fe.ourRef),
      ...(ctx.flag("g5FeeClient", 0.6) ? [field(ctx, "client", "feeClientNo", inv.customerNo)] : []),
      ...(fe.courtRef ? [field(ctx, "court", "feeCourtRef", fe.courtRef)] : []),
      ...(fe.value !== null ? [field(ctx, "value", "feeValue", f.money(fe.value))] : []),
      ...(inv.credit ? [field(ctx, "original", "feeOriginal", inv.originalNumber)] : []),
    ];
    for (const ref of refs) {
      s.text(ref.label.replace(/:$/, ""), cx, cy, { size: s.size - 2, grey: 0.45, maxWidth: 138 });
      s.text(ref.value, cx, cy + s.size * 1.05, { size: s.size - 0.5, maxWidth: 138 });
      cy += s.size * 2.4;
    }
    // The client's address in the window, under the firm's one-line return address.
    const block = y + 108;
    s.text([seller.name, ...seller.lines].join(" · "), m, block, { size: s.size - 2.5, maxWidth: cx - m - 20 });
    s.rule(m, block + s.size - 1, m + Math.min(250, cx - m - 20), 0.3);
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, block + s.size + 6);
    let top = Math.max(buyerBottom + s.size * 2, y + 200);
    if (placeDate) {
      const line = w.fill("feeDateLine", { city: seller.town, date: issueDate(ctx, 0.5) });
      s.text(line, cx - 20, top, { align: "right" });
      top += s.size * 2.4;
    }
    const title = numberInTitle ? w.fill("feeTitleLine", { title: titleWord, number: inv.number }) : titleWord;
    s.text(title, m, top, { bold: true, size: s.size + 4, maxWidth: cx - m - 10 });
    top += s.size * 2.4;
    const matter = `${w.label("feeMatter")} ${fe.matter}`;
    top = paragraphs(s, [matter], m, top, cx - m - 20, { bold: true });
    const intro = inv.credit
      ? w.fill("feeCreditIntro", { number: inv.originalNumber })
      : w.fill("feeIntro", { matter: fe.matter, from: f.date(fe.period[0]), to: f.date(fe.period[1]) });
    top = paragraphs(s, [intro], m, top + s.size * 0.4, cx - m - 20);
    return Math.max(top, cy) + s.size;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w } = ctx;
    s.text(inv.seller.name, m, y, { bold: true, size: s.size + 1 });
    const title = w.word(inv.credit ? "feeCreditTitle" : "feeTitle");
    s.text(`${title} ${inv.number} · ${feeOf(inv).ourRef}`, right(ctx, s), y + 1, { align: "right" });
    s.rule(m, y + s.size * 1.8, right(ctx, s), 0.4, 0.5);
    return y + s.size * 3.2;
  },
  bottom: (_ctx, s) => s.height - 84,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: ctx.flag("g5FeeRules", 0.5),
    leading: 1.6,
  }),
  carry: (ctx) => ctx.flag("g5FeeCarry", 0.6),
  carryLabel: (ctx, nextPage) => ctx.w.heading(nextPage ? "feeBroughtForward" : "feeCarried"),
  columns(ctx, width) {
    const { w, inv } = ctx;
    const sz = ctx.size;
    const hourly = feeOf(inv).hourly.some((h) => h);
    return tableColumns(width, [
      ["desc", w.heading("feeColService"), 0, "left"],
      ...(hourly
        ? ([
            ["qty", w.heading("feeColHours"), sz * 6, "right"],
            ["price", w.heading("feeColRate"), sz * 8, "right"],
          ] as [string, string, number, "right"][])
        : []),
      ["amount", w.heading("feeColAmount"), sz * 9, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, inv } = ctx;
    const i = inv.lines.indexOf(line);
    const hourly = feeOf(inv).hourly[i];
    return {
      desc: line.description,
      qty: hourly ? f.number(line.qty) : "",
      price: hourly ? f.lineMoney(line.price) : "",
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  taxTotalPrinted: () => true,
  unprinted: (ctx) =>
    outlaysOf(ctx).length > 0 && ctx.inv.country.code !== "IT" && !feeNetRow(ctx) ? ["netAmount"] : [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const fe = feeOf(inv);
    const m = margin(ctx);
    const r = right(ctx, s);
    const money = signed(ctx);
    const taxed = inv.taxes.find((t) => t.rate > 0) ?? { rate: inv.country.rates[0], base: 0, tax: 0 };
    const outlays = outlaysOf(ctx);
    const netRow = feeNetRow(ctx);
    const outlayRows: Row[] = outlays.length
      ? [
          { key: "outlays", label: w.label("feeOutlays"), value: "" },
          ...outlays.map((l, i) => ({ key: `outlay-${i}`, label: `   ${l.description}`, value: money(l.amount) })),
        ]
      : [];
    const vat: Row = {
      key: "tax",
      label: w.label(rvgVat(ctx) ? "feeVatRvg" : "feeVat", { rate: f.rate(taxed.rate) }),
      value: money(taxed.tax),
    };
    const rows: Row[] = [{ key: "taxable", label: w.label("feeTaxable"), value: money(taxed.base) }];
    if (netRow) rows.push(...outlayRows, { key: "net", label: w.label("feeNetAll"), value: money(inv.net) }, vat);
    else rows.push(vat, ...outlayRows);
    rows.push({
      key: "total",
      label: w.label(inv.credit ? "feeCreditTotal" : "feeTotal"),
      value: money(inv.total),
      strong: true,
    });
    if (fe.withholding) {
      const { rate, base, amount } = fe.withholding;
      const label = w.label("feeWithholding", { rate: f.rate(rate), base: f.money(base) });
      rows.push({ key: "withholding", label, value: money(-amount) });
    }
    if (fe.advance)
      rows.push({
        key: "advance",
        label: w.label("feeAdvance", { date: f.date(fe.advance.date) }),
        value: money(-fe.advance.amount),
      });
    if (fe.withholding || fe.advance)
      rows.push({ key: "toPay", label: w.label("feeToPay"), value: money(inv.amountDue), strong: true });
    let y = totalsBlock(ctx, s, top, r, { left: r - 310 }, rows);
    if (inv.country.code === "IT") {
      // The VAT recap of an Italian invoice: per rate or exemption its base and tax, and the sums.
      y += s.size * 0.8;
      s.text(w.heading("feeRecap"), m, y, { bold: true, size: s.size - 0.5 });
      const recap = [
        [w.heading("feeRecapRate"), w.heading("feeRecapBase"), w.heading("feeRecapTax")],
        ...inv.taxes.map((t) => [
          t.rate > 0 ? f.rate(t.rate) : w.word("feeRecapOutside"),
          f.money(inv.sign * t.base, false),
          f.money(inv.sign * t.tax, false),
        ]),
        [w.heading("feeRecapSum"), f.money(inv.sign * inv.net, false), f.money(inv.sign * inv.taxTotal, false)],
      ];
      const cw = (r - m) / 3;
      y = grid(s, m, y + s.size * 1.5, [cw * 1.2, cw * 0.9, cw * 0.9], recap, {
        heading: true,
        shade: 0.92,
        boldLast: true,
        size: s.size - 1,
      });
    }
    return y;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const fe = feeOf(inv);
    const text: string[] = [];
    if (!inv.credit) {
      const ref = ctx.flag("g5FeeRefIsNumber", 0.6) ? inv.number : fe.ourRef;
      text.push(w.fill("feePayRequest", { amount: f.money(inv.amountDue), date: f.date(inv.due), ref }));
    }
    if (inv.country.code === "IT" && ctx.flag("g5FeeCourtesy", 0.7)) text.push(w.word("feeCourtesy"));
    let y = paragraphs(s, text, m, top, r - m);
    y = s.lines(bankLinesOf(ctx), m, y + s.size * 0.4, { size: s.size - 1 }) + s.size;
    s.text(w.word("feeClosing"), m, y);
    y += s.size * 3.2;
    s.rule(m, y, m + 170, 0.4, 0.4);
    s.text(fe.partners[0], m, y + 3, { size: s.size - 0.5 });
    return y + s.size * 1.8;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 58;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.6);
    const lines = [[seller.name, ...seller.lines].join(" · "), legalOf(ctx).join(" · ")];
    wrapped(s, lines, m, top, s.width - 2 * m - 80, { size: s.size - 2.5, grey: 0.35 });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A freight forwarder's invoice.

/** US dollars to the invoice's currency as the forwarder prints the rate (five places). */
const fxText = (ctx: Ctx, fx: number) => {
  const whole = Math.floor(fx / 100000);
  return `${whole}${ctx.f.style.numbers.decimal}${String(fx % 100000).padStart(5, "0")}`;
};

/** A shipment's references, each a caption over its value, as the mode of transport has them. */
function shipmentPairs(ctx: Ctx): [string, string][] {
  const { inv, w, f } = ctx;
  const fr = freightOf(inv);
  const h = (c: Parameters<typeof w.heading>[0]) => w.heading(c);
  const kg = (n: number) => `${f.number(n * 100, 0)} kg`;
  const shipper = ctx.once("g5Shipper", (r) =>
    fr.mode === "road"
      ? `${companyCore(r, inv.language)} ${r.pick(["S.p.A.", "SARL", "GmbH", "S.L.", "sp. z o.o."])}`
      : `${companyCore(r, "en")} ${r.pick(["Co., Ltd.", "Industrial Co., Ltd.", "Trading Ltd.", "Pvt. Ltd."])}`,
  );
  const common: [string, string][] = [
    [h("frtPackages"), `${fr.packages} ${fr.packaging}`],
    [h("frtWeight"), kg(fr.weight)],
    [h("frtCargo"), fr.cargo],
    [h("frtIncoterm"), `${fr.incoterm} ${["CFR", "CPT", "DAP"].includes(fr.incoterm) ? fr.to[1] : fr.from[1]}`],
    [h("frtShipper"), shipper],
    [h("frtClientRef"), fr.clientRef],
    ...(fr.customsEntry ? ([[h("frtCustoms"), fr.customsEntry]] as [string, string][]) : []),
  ];
  if (fr.mode === "sea")
    return [
      [h("frtFile"), fr.file],
      [h("frtHouseSea"), fr.house],
      [h("frtMasterSea"), fr.master],
      [h("frtCarrier"), fr.carrier],
      [h("frtVessel"), fr.conveyance],
      [h("frtPol"), `${fr.from[0]} ${fr.from[1]}`],
      [h("frtPod"), `${fr.to[0]} ${fr.to[1]}`],
      [h("frtEtd"), f.date(fr.etd)],
      [h("frtEta"), f.date(fr.eta)],
      [h("frtContainers"), fr.containers.join(", ")],
      [h("frtEquipment"), `${fr.containers.length} × ${fr.equipment}`],
      [h("frtVolume"), `${f.number(fr.volume)} m³`],
      ...common,
    ];
  if (fr.mode === "air")
    return [
      [h("frtFile"), fr.file],
      [h("frtHouseAir"), fr.house],
      [h("frtMasterAir"), fr.master],
      [h("frtCarrier"), fr.carrier],
      [h("frtFlight"), fr.conveyance],
      [h("frtAirFrom"), `${fr.from[0]} ${fr.from[1]}`],
      [h("frtAirTo"), `${fr.to[0]} ${fr.to[1]}`],
      [h("frtEtd"), f.date(fr.etd)],
      [h("frtEta"), f.date(fr.eta)],
      [h("frtChargeable"), kg(fr.chargeable)],
      [h("frtVolume"), `${f.number(fr.volume)} m³`],
      ...common,
    ];
  return [
    [h("frtFile"), fr.file],
    [h("frtCmr"), fr.house],
    [h("frtTruck"), fr.conveyance],
    [h("frtLoading"), fr.from[1]],
    [h("frtUnloading"), fr.to[1]],
    [h("frtLoadDate"), f.date(fr.etd)],
    [h("frtUnloadDate"), f.date(fr.eta)],
    ...common,
  ];
}

/** Sums of the charges per VAT class: standard, exempt or zero-rated, outside VAT. */
function classSums(ctx: Ctx): Record<"S" | "E" | "O", number> {
  const fr = freightOf(ctx.inv);
  const out = { S: 0, E: 0, O: 0 };
  ctx.inv.lines.forEach((l, i) => (out[fr.classes[i]] += l.amount));
  return out;
}

const freightLayout: Template = {
  id: "freight-invoice",
  half: "dev5",
  description:
    "forwarder's invoice: title block right, shipment references in a caption-over-value grid, charges with codes in two currencies",
  reshape: freightJob,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const fr = freightOf(inv);
    const { seller } = inv;
    const caps = ctx.flag("g5FrtCaps", 0.4);
    s.text(caps ? seller.name.toUpperCase() : seller.name, m, y, {
      bold: true,
      size: s.size + 6,
      maxWidth: r - m - 230,
    });
    s.lines([seller.lines.join(", "), contactOf(ctx).join("   ")], m, y + s.size * 2.3, {
      size: s.size - 1.5,
      grey: 0.3,
      maxWidth: r - m - 230,
    });
    const title = w.word(inv.credit ? "frtCreditTitle" : "frtTitle");
    s.text(caps ? title.toUpperCase() : title, r, y, { bold: true, size: s.size + 7, align: "right", maxWidth: 220 });
    const head = [
      field(ctx, "number", inv.credit ? "frtCreditNumber" : "frtNumber", inv.number),
      field(ctx, "date", "frtDate", f.date(inv.issue)),
      field(ctx, "account", "frtAccount", inv.customerNo),
      ...(inv.credit
        ? [field(ctx, "original", "frtOriginal", inv.originalNumber)]
        : [field(ctx, "due", "frtDue", f.date(inv.due))]),
    ];
    const headBottom = labelRows(s, head, r - 215, y + s.size * 2.8, 100, {
      valueRight: r,
      size: s.size - 0.5,
      bold: true,
    });
    const block = Math.max(y + 92, headBottom + 10);
    s.text(w.heading("frtBillTo"), m, block, { size: s.size - 2, grey: 0.45 });
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, block + s.size * 1.3);
    let top = Math.max(buyerBottom, block + s.size * 6) + 12;
    const mode = w.word(fr.mode === "sea" ? "frtModeSea" : fr.mode === "air" ? "frtModeAir" : "frtModeRoad");
    s.box(m, top - 3, r - m, s.size * 1.6, { fill: 0.9 });
    s.text(`${w.heading("frtShipment")} – ${mode}`, m + 4, top, { bold: true });
    top += s.size * 2.2;
    const pairs = shipmentPairs(ctx);
    const perRow = 4;
    const cw = (r - m) / perRow;
    for (let i = 0; i < pairs.length; i += perRow) {
      pairs.slice(i, i + perRow).forEach(([caption, value], j) => {
        s.text(caption, m + j * cw, top, { size: s.size - 2.5, grey: 0.45, maxWidth: cw - 8 });
        s.text(value, m + j * cw, top + s.size * 0.95, { size: s.size - 0.5, maxWidth: cw - 8 });
      });
      top += s.size * 2.4;
      s.rule(m, top - s.size * 0.35, r, 0.2, 0.75);
    }
    return top + s.size * 0.8;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w } = ctx;
    s.text(inv.seller.name, m, y, { bold: true, size: s.size + 2 });
    const title = w.word(inv.credit ? "frtCreditTitle" : "frtTitle");
    s.text(`${title} ${inv.number} · ${freightOf(inv).file}`, right(ctx, s), y + 2, { align: "right" });
    s.rule(m, y + s.size * 2, right(ctx, s), 0.5);
    return y + s.size * 3.2;
  },
  bottom: (_ctx, s) => s.height - 92,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: ctx.flag("g5FrtShade", 0.6) ? 0.88 : undefined,
    rowRules: true,
    leading: 1.45,
  }),
  carry: (ctx) => ctx.flag("g5FrtCarry", 0.5),
  detail: (ctx, line) => freightOf(ctx.inv).details[ctx.inv.lines.indexOf(line)],
  carryLabel: (ctx, nextPage) => ctx.w.heading(nextPage ? "frtBroughtForward" : "frtCarried"),
  columns(ctx, width) {
    const { w, inv } = ctx;
    const sz = ctx.size;
    const usd = freightOf(inv).foreign.some((x) => x !== null);
    const specs: [string, string, number, "left" | "right"][] = [
      ["code", w.heading("frtColCode"), sz * 4.2, "left"],
      ["desc", w.heading("frtColDesc"), 0, "left"],
      ["basis", w.heading("frtColBasis"), sz * 9, "right"],
      ...(usd
        ? ([
            ["cur", w.heading("frtColCur"), sz * 3.4, "left"],
            ["foreign", w.heading("frtColForeign"), sz * 6.8, "right"],
            ["fx", w.heading("frtColFx"), sz * 5.2, "right"],
          ] as [string, string, number, "left" | "right"][])
        : []),
      ["amount", w.heading("frtColAmount", { cur: freightOf(inv).currency }), sz * 8, "right"],
      ["vat", w.heading("frtColVat"), sz * 4, "right"],
    ];
    return tableColumns(width, specs);
  },
  cells(ctx, line, index) {
    const { f, inv, w } = ctx;
    const fr = freightOf(inv);
    const usd = fr.foreign[index];
    const n = line.qty / 100;
    const unitPrice = line.unit === "kg" ? f.number(line.price) : f.money(line.price, false);
    return {
      code: fr.codes[index],
      desc: line.description,
      basis: n > 1 ? `${f.number(line.qty, 0)}${line.unit === "kg" ? " kg" : ""} × ${unitPrice}` : "",
      cur: usd !== null ? "USD" : fr.currency,
      foreign: usd !== null ? f.number(inv.sign * usd) : "",
      fx: usd !== null ? fxText(ctx, fr.fx) : "",
      amount: f.lineMoney(inv.sign * line.amount),
      vat: fr.classes[index] === "O" ? w.word("frtOutsideCode") : f.rate(line.rate),
    };
  },
  taxTotalPrinted: () => true,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const fr = freightOf(inv);
    const r = right(ctx, s);
    const money = signed(ctx);
    const sums = classSums(ctx);
    const standard = inv.taxes.find((t) => t.rate > 0) ?? { rate: inv.country.rates[0], base: 0, tax: 0 };
    const rows: Row[] = [];
    if (sums.S)
      rows.push({ key: "S", label: w.label("frtSumTaxable", { rate: f.rate(standard.rate) }), value: money(sums.S) });
    if (sums.E) rows.push({ key: "E", label: w.label("frtSumExempt"), value: money(sums.E) });
    if (sums.O) rows.push({ key: "O", label: w.label("frtSumOutside"), value: money(sums.O) });
    rows.push(
      { key: "net", label: w.label("frtNet"), value: money(inv.net) },
      { key: "tax", label: w.label("frtVat", { rate: f.rate(standard.rate) }), value: money(standard.tax) },
      {
        key: "total",
        label: w.label(inv.credit ? "frtCreditTotal" : "frtTotal", { cur: fr.currency }),
        value: money(inv.total),
        strong: true,
      },
    );
    if (fr.currency !== "USD" && ctx.flag("g5FrtUsdTotal", 0.3))
      rows.push({
        key: "usd",
        label: w.label("frtTotalUsd", { rate: fxText(ctx, fr.fx) }),
        value: `USD ${f.number(inv.sign * Math.round((inv.total * 100000) / fr.fx))}`,
      });
    return totalsBlock(ctx, s, top, r, { left: r - 300 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const fr = freightOf(inv);
    const text: string[] = [];
    if (fr.foreign.some((x) => x !== null))
      text.push(w.fill("frtFxNote", { rate: fxText(ctx, fr.fx), date: f.date(fr.fxDate), cur: fr.currency }));
    if (fr.classes.some((c) => c !== "S"))
      text.push(w.fill("frtVatLegend", { rate: f.rate(0), code: w.word("frtOutsideCode") }));
    if (!inv.credit)
      text.push(
        w.fill("frtPayment", {
          days: String(Math.round((inv.due.getTime() - inv.issue.getTime()) / 86400000)),
          ref: inv.number,
        }),
      );
    let y = paragraphs(s, text, m, top, r - m, { size: s.size - 0.5 });
    y = s.lines([bankLinesOf(ctx).join("   ")], m, y + 2, { size: s.size - 1, maxWidth: r - m }) + 4;
    const terms = TRADING_TERMS[inv.country.code] ?? TRADING_TERMS[countryCode(inv.country)];
    return paragraphs(s, [terms], m, y, r - m, { size: s.size - 2, grey: 0.35 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 50;
    const lines = [`${seller.name} · ${seller.lines.join(" · ")} · ${legalOf(ctx).join(" · ")}`];
    wrapped(s, lines, m, top, s.width - 2 * m - 70, { size: s.size - 2.5, grey: 0.35 });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A software subscription's invoice.

const SAAS_TINTS: Rgb[] = [
  [0.39, 0.27, 0.85],
  [0.0, 0.47, 0.85],
  [0.0, 0.6, 0.5],
  [0.9, 0.35, 0.2],
];

const STAMP_TINTS: Rgb[] = [
  [0.1, 0.55, 0.25],
  [0.75, 0.1, 0.1],
  [0.15, 0.3, 0.7],
];

/** The amount a subscription's invoice leads with: what was paid, what is due, or what is credited. */
function saasHeadline(ctx: Ctx): { amount: number; concept: "saasCardPaid" | "saasCardDue" | "saasCardCredit" } {
  const { inv } = ctx;
  const sub = subscriptionOf(inv);
  if (inv.credit) return { amount: inv.sign * inv.total, concept: "saasCardCredit" };
  if (sub.paid) return { amount: inv.total - sub.applied, concept: "saasCardPaid" };
  return { amount: inv.amountDue, concept: "saasCardDue" };
}

const saasLayout: Template = {
  id: "saas-subscription",
  half: "dev5",
  description:
    "subscription invoice: brand top left, key figures as large values over small captions, periods under lines, stamp",
  reshape: subscription,
  fonts: ["helvetica", "helvetica", "helvetica", "times"],
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const sub = subscriptionOf(inv);
    const tint = ctx.pick("g5SaasTint", SAAS_TINTS);
    s.box(m, y - 2, 16, 16, { tint });
    s.text(inv.seller.core, m + 22, y - 1, { bold: true, size: s.size + 8 });
    const title = w.word(inv.credit ? "saasCreditTitle" : "saasTitle");
    s.text(title, r, y, { bold: true, size: s.size + 5, align: "right" });
    let top = y + 48;
    const head = saasHeadline(ctx);
    const cards: [string, string][] = [
      [f.money(head.amount), w.heading(head.concept)],
      [inv.number, w.heading(inv.credit ? "saasCardCreditNumber" : "saasCardNumber")],
      [f.date(inv.issue), w.heading("saasCardIssued")],
      inv.credit
        ? [inv.originalNumber, w.heading("saasCardOriginal")]
        : sub.paid
          ? [f.date(inv.issue), w.heading("saasCardPaidOn")]
          : [f.date(inv.due), w.heading("saasCardDueOn")],
    ];
    top = cardRow(s, cards, m, top, r - m, { valueSize: s.size + 5, rule: ctx.flag("g5SaasCardRules", 0.5) }) + 10;
    s.box(m, top, r - m, 0.8, { tint });
    top += 12;
    const line = inv.credit
      ? w.fill("saasCreditLine", { amount: f.money(inv.total), number: inv.originalNumber })
      : sub.paid
        ? w.fill("saasPaidLine", { amount: f.money(head.amount), date: f.date(inv.issue) })
        : w.fill("saasDueLine", { amount: f.money(inv.amountDue), date: f.date(inv.due) });
    s.text(line, m, top, { bold: true, size: s.size + 1, maxWidth: r - m - 150 });
    if (sub.paid && !inv.credit) {
      const angle = ctx.num("g5StampAngle", 8, 18);
      stamp(s, w.word("saasPaidStamp"), r - 75, top - 4, s.size + 8, ctx.pick("g5StampTint", STAMP_TINTS), angle);
    }
    top += s.size * 2.6;
    const cw = (r - m) / 2;
    s.text(w.heading("saasBillTo"), m, top, { size: s.size - 1.5, grey: 0.45 });
    const billed = [inv.buyer.name, ...inv.buyer.lines];
    const left = s.lines(billed, m, top + s.size * 1.3, { maxWidth: cw - 10 });
    s.text(w.heading("saasAccount"), m + cw, top, { size: s.size - 1.5, grey: 0.45 });
    const rows = [
      field(ctx, "accountId", "saasAccountId", sub.accountId),
      field(ctx, "plan", "saasPlanLabel", sub.plan),
      field(ctx, "period", "saasPeriodLabel", periodText(ctx, sub.period[0], sub.period[1], false)),
      ...(inv.credit ? [] : [field(ctx, "next", "saasNextLabel", f.date(sub.next))]),
    ];
    const rightBottom = labelRows(s, rows, m + cw, top + s.size * 1.3, 95, { size: s.size - 0.5 });
    return Math.max(left, rightBottom) + 18;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w } = ctx;
    s.text(inv.seller.core, m, y, { bold: true, size: s.size + 4 });
    const title = w.word(inv.credit ? "saasCreditTitle" : "saasTitle");
    s.text(`${title} ${inv.number}`, right(ctx, s), y + 2, { align: "right" });
    return y + s.size * 3.4;
  },
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), rowRules: true, leading: 1.55 }),
  carry: () => false,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    const taxColumn = ctx.flag("g5SaasTaxColumn", 0.4);
    return tableColumns(width, [
      ["desc", w.heading("saasColDesc"), 0, "left"],
      ["qty", w.heading("saasColQty"), sz * 7, "right"],
      ["price", w.heading("saasColUnit"), sz * 8, "right"],
      ...(taxColumn
        ? ([["tax", w.heading("saasColTax"), sz * 5, "right"]] as [string, string, number, "right"][])
        : []),
      ["amount", w.heading("saasColAmount"), sz * 8.5, "right"],
    ]);
  },
  detail(ctx, line) {
    const sub = subscriptionOf(ctx.inv);
    const p = sub.periods[ctx.inv.lines.indexOf(line)];
    return p ? periodText(ctx, p[0], p[1], ctx.flag("g5SaasPeriodWords", 0.3)) : null;
  },
  cells(ctx, line, index) {
    const { f, inv } = ctx;
    const sub = subscriptionOf(inv);
    const kind = sub.kinds[index];
    const fine = sub.fine[index];
    const proration = kind === "unused" || kind === "remaining";
    return {
      desc: expand(ctx, line.description),
      qty: proration ? "" : f.quantity(line.qty),
      price: proration ? "" : fine !== null ? fineNumberOf(ctx, fine) : f.lineMoney(line.price),
      tax: f.rate(line.rate),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  taxTotalPrinted: () => true,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const sub = subscriptionOf(inv);
    const r = right(ctx, s);
    const money = signed(ctx);
    const t = inv.taxes[0];
    const rows: Row[] = [{ key: "subtotal", label: w.label("saasSubtotal"), value: money(inv.subtotal) }];
    if (inv.discount && sub.coupon)
      rows.push({
        key: "discount",
        label: w.label("saasDiscount", { code: sub.coupon, rate: f.rate(inv.discount.rate) }),
        value: money(-inv.discount.amount),
      });
    rows.push(
      { key: "net", label: w.label("saasExclTax"), value: money(inv.net) },
      {
        key: "tax",
        label: w.label("saasTax", { rate: f.rate(t.rate), base: f.money(inv.sign * t.base) }),
        value: money(t.tax),
      },
      {
        key: "total",
        label: w.label(inv.credit ? "saasCreditTotal" : "saasTotal"),
        value: money(inv.total),
        strong: !sub.paid,
      },
    );
    if (inv.credit)
      rows.push({ key: "refund", label: w.label("saasRefunded", { method: sub.method }), value: money(inv.total) });
    else {
      if (sub.applied) rows.push({ key: "applied", label: w.label("saasApplied"), value: f.money(-sub.applied) });
      if (sub.paid)
        rows.push({ key: "paid", label: w.label("saasAmountPaid"), value: f.money(inv.total - sub.applied) });
      rows.push({ key: "due", label: w.label("saasAmountDue"), value: f.money(inv.amountDue), strong: true });
    }
    return totalsBlock(ctx, s, top, r, { right: r - 110 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const sub = subscriptionOf(inv);
    let y = top + 4;
    if (sub.paid && !inv.credit) {
      s.text(w.heading("saasHistory"), m, y, { bold: true });
      const heads = [
        w.heading("saasColMethod"),
        w.heading("saasColPayDate"),
        w.heading("saasColPaid"),
        w.heading("saasColReceipt"),
      ];
      const row = [sub.method, f.date(inv.issue), f.money(inv.total - sub.applied), `#${sub.receipt}`];
      const cw = (r - m) / 4;
      y = grid(s, m, y + s.size * 1.5, [cw, cw, cw, cw], [heads, row], {
        heading: true,
        shade: 0.94,
        size: s.size - 1,
        align: ["left", "left", "right", "left"],
      });
      y += s.size;
    } else if (!inv.credit) {
      const link = `https://pay.${inv.seller.web.replace(/^www\./, "")}/i/${sub.accountId}`;
      y = paragraphs(
        s,
        [w.fill("saasPayOnline", { link, date: f.date(inv.due) }), bankLinesOf(ctx).join("   ")],
        m,
        y,
        r - m,
        { size: s.size - 0.5 },
      );
    }
    if (!inv.credit && ctx.flag("g5SaasNext", 0.6))
      y = paragraphs(s, [w.fill("saasNext", { date: f.date(sub.next) })], m, y, r - m, {
        size: s.size - 1,
        grey: 0.35,
      });
    return y;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { inv, w } = ctx;
    const { seller } = inv;
    const top = s.height - 52;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.8);
    const lines = [
      `${seller.name} · ${seller.lines.join(", ")} · ${legalOf(ctx).join(" · ")}`,
      w.fill("saasHelp", { email: seller.email }),
    ];
    wrapped(s, lines, m, top, s.width - 2 * m - 150, { size: s.size - 2.5, grey: 0.4 });
    s.text(`${inv.number} · ${w.fill("page", { p: String(page), n: String(pages) })}`, right(ctx, s), top, {
      align: "right",
      size: s.size - 2.5,
      grey: 0.4,
    });
  },
};

/** A metered price to four places with the document's separators. */
function fineNumberOf(ctx: Ctx, tenThousandths: number): string {
  const { decimal } = ctx.f.style.numbers;
  const whole = Math.floor(tenThousandths / 10000);
  return `${whole}${decimal}${String(tenThousandths % 10000).padStart(4, "0")}`;
}

// ---------------------------------------------------------------------------------------------------------------
// A workshop's repair invoice.

const KIND_WORDS = {
  labour: "wsKindLabour",
  part: "wsKindPart",
  sundry: "wsKindSundry",
  fee: "wsKindFee",
} as const;

/** A date of a vehicle's papers as workshops print it: month and year, or the full date. */
const monthYear = (ctx: Ctx, d: Date) =>
  ctx.flag("g5WsMonthYear", 0.5)
    ? `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`
    : ctx.f.date(d);

const workshopLayout: Template = {
  id: "workshop-invoice",
  half: "dev5",
  description:
    "workshop repair invoice: vehicle band (plate, VIN, mileage), labour/parts/sundries in one table, sums strip",
  reshape: repairJob,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const rep = repairOf(inv);
    const { seller } = inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 7, maxWidth: r - m - 170 });
    s.lines([seller.lines.join(" · "), contactOf(ctx).join(" · ")], m, y + s.size * 2.5, {
      size: s.size - 1.5,
      grey: 0.3,
      maxWidth: r - m - 170,
    });
    if (ctx.flag("g5WsBadge", 0.6)) {
      const badge = w.fill("wsMakeService", { make: rep.vehicle[0] });
      const bw = Math.min(160, s.measure(badge, { bold: true }) + 14);
      s.box(r - bw, y - 3, bw, s.size * 1.9, { border: 0.5 });
      s.text(badge, r - bw / 2, y + 1, { bold: true, align: "center", maxWidth: bw - 8 });
    }
    const block = y + 100;
    s.text([seller.name, ...seller.lines].join(", "), m, block - s.size * 1.5, {
      size: s.size - 2.5,
      grey: 0.4,
      maxWidth: 250,
    });
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, block);
    const bx = r - 230;
    const title = w.word(inv.credit ? "wsCreditTitle" : "wsTitle");
    s.text(title, bx, block - s.size * 1.2, { bold: true, size: s.size + 4, maxWidth: 230 });
    const info = [
      field(ctx, "number", inv.credit ? "wsCreditNumber" : "wsNumber", inv.number),
      field(ctx, "date", "wsDate", f.date(inv.issue)),
      field(ctx, "customer", "wsCustomer", inv.customerNo),
      field(ctx, "job", "wsJobCard", rep.jobCard),
      ...(ctx.flag("g5WsAdvisor", 0.6) ? [field(ctx, "advisor", "wsAdvisor", rep.advisor)] : []),
      ...(inv.credit ? [field(ctx, "original", "wsOriginal", inv.originalNumber)] : []),
    ];
    const infoBottom = labelRows(s, info, bx, block + s.size * 1.4, 105, { size: s.size - 0.5 });
    let top = Math.max(buyerBottom, infoBottom) + 14;
    // The vehicle: its papers' data in a shaded band, caption and value inline.
    const vehicle: [string, string][][] = [
      [
        [w.label("wsPlate"), rep.plate],
        [w.label("wsModel"), `${rep.vehicle[0]} ${rep.vehicle[1]}`],
        [w.label("wsVin"), rep.vin],
      ],
      [
        [w.label("wsFirstReg"), monthYear(ctx, rep.firstRegistration)],
        [w.label(rep.miles ? "wsMiles" : "wsKm"), f.number(rep.mileage * 100, 0)],
        [w.label("wsReceived"), f.date(rep.received)],
        [w.label("wsNextInspection"), monthYear(ctx, rep.nextInspection)],
      ],
    ];
    const bandH = vehicle.length * s.size * 1.6 + 8;
    s.box(m, top, r - m, bandH, { fill: ctx.flag("g5WsBandDark", 0.3) ? 0.86 : 0.93 });
    let vy = top + 5;
    for (const row of vehicle) {
      const cw = (r - m - 12) / row.length;
      row.forEach(([label, value], i) => {
        const x = m + 6 + i * cw;
        const lw = s.measure(label, { size: s.size - 1.5 }) + 4;
        s.text(label, x, vy + 1, { size: s.size - 1.5, grey: 0.35 });
        s.text(value, x + lw, vy, { bold: true, maxWidth: cw - lw - 6 });
      });
      vy += s.size * 1.6;
    }
    top += bandH + 14;
    return top;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w } = ctx;
    const rep = repairOf(inv);
    s.text(inv.seller.name, m, y, { bold: true, size: s.size + 2 });
    const title = w.word(inv.credit ? "wsCreditTitle" : "wsTitle");
    s.text(`${title} ${inv.number} · ${rep.plate}`, right(ctx, s), y + 2, { align: "right" });
    s.rule(m, y + s.size * 2, right(ctx, s), 0.5);
    return y + s.size * 3.2;
  },
  bottom: (_ctx, s) => s.height - 78,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: 0.9,
    zebra: ctx.flag("g5WsZebra", 0.4),
    leading: 1.4,
  }),
  carry: (ctx) => ctx.flag("g5WsCarry", 0.6),
  carryLabel: (ctx, nextPage) => ctx.w.heading(nextPage ? "wsBroughtForward" : "wsCarried"),
  columns(ctx, width) {
    const { w, inv } = ctx;
    const rep = repairOf(inv);
    const sz = ctx.size;
    const discounts = rep.discounts.some((d) => d > 0);
    const taxFlag = countryCode(inv.country) === "US" && inv.lines.some((l) => l.rate === 0);
    return tableColumns(width, [
      ["kind", w.heading("wsColKind"), sz * 5, "left"],
      ["ref", w.heading("wsColRef"), sz * 9, "left"],
      ["desc", w.heading("wsColDesc"), 0, "left"],
      ["qty", w.heading("wsColQty"), sz * 6.5, "right"],
      ["price", w.heading("wsColPrice"), sz * 7, "right"],
      ...(discounts
        ? ([["disc", w.heading("wsColDisc"), sz * 4.5, "right"]] as [string, string, number, "right"][])
        : []),
      ["amount", w.heading("wsColAmount"), sz * 8, "right"],
      ...(taxFlag ? ([["tax", w.heading("wsColTax"), sz * 3.2, "right"]] as [string, string, number, "right"][]) : []),
    ]);
  },
  cells(ctx, line, index) {
    const { f, inv, w } = ctx;
    const rep = repairOf(inv);
    const d = rep.discounts[index];
    return {
      kind: inv.credit ? "" : w.word(KIND_WORDS[rep.kinds[index]]),
      ref: rep.refs[index],
      desc: line.description,
      qty: `${f.quantity(line.qty)}${line.unit ? ` ${line.unit}` : ""}`,
      price: f.lineMoney(line.price),
      disc: d ? f.rate(d) : "",
      amount: f.lineMoney(inv.sign * line.amount),
      tax: line.rate > 0 ? "T" : "",
    };
  },
  taxTotalPrinted: () => true,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const rep = repairOf(inv);
    const m = margin(ctx);
    const r = right(ctx, s);
    const money = (cents: number) => f.money(inv.sign * cents, false);
    const sumOf = (kind: string) => inv.lines.filter((_, i) => rep.kinds[i] === kind).reduce((a, l) => a + l.amount, 0);
    const taxed = inv.taxes.find((t) => t.rate > 0) ?? { rate: inv.country.rates[0], base: 0, tax: 0 };
    const cells: [string, string][] = [
      ...(inv.credit
        ? []
        : ([
            [w.heading("wsSumLabour"), money(sumOf("labour"))],
            [w.heading("wsSumParts"), money(sumOf("part"))],
            [w.heading("wsSumSundries"), money(sumOf("sundry"))],
          ] as [string, string][])),
      ...(rep.kinds.includes("fee") ? ([[w.heading("wsSumFees"), money(sumOf("fee"))]] as [string, string][]) : []),
      [w.heading("wsNet"), money(inv.net)],
      ...(inv.taxes.length > 1 ? ([[w.heading("wsTaxable"), money(taxed.base)]] as [string, string][]) : []),
      [w.heading("wsVat", { rate: f.rate(taxed.rate) }), money(taxed.tax)],
      [w.heading(inv.credit ? "wsCreditTotal" : "wsTotal"), f.money(inv.sign * inv.total)],
    ];
    const cw = (r - m) / cells.length;
    let y = grid(
      s,
      m,
      top,
      cells.map(() => cw),
      [cells.map((c) => c[0]), cells.map((c) => c[1])],
      { heading: true, shade: 0.88, boldLast: true, size: s.size - 0.5, align: cells.map(() => "right") },
    );
    y += s.size * 0.8;
    const rows: Row[] = [];
    if (rep.paidBy) {
      rows.push({ key: "paid", label: w.label("wsPaidWith", { method: rep.paidBy }), value: f.money(-inv.total) });
      rows.push({ key: "balance", label: w.label("wsBalance"), value: f.money(0), strong: true });
    } else if (!inv.credit)
      rows.push({
        key: "due",
        label: w.label("wsPayBy", { date: f.date(inv.due) }),
        value: f.money(inv.amountDue),
        strong: true,
      });
    return rows.length ? totalsBlock(ctx, s, y, r, { left: r - 280 }, rows) : y;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w } = ctx;
    const rep = repairOf(inv);
    const text: string[] = [];
    if (!inv.credit && ctx.flag("g5WsWarranty", 0.6)) text.push(w.word("wsWarranty"));
    if (!rep.paidBy && !inv.credit) text.push(bankLinesOf(ctx).join("   "));
    let y = paragraphs(s, text, m, top, r - m, { size: s.size - 1 });
    if (!inv.credit && ctx.flag("g5WsHandover", 0.5)) {
      y += s.size * 2.6;
      s.rule(m, y, m + 190, 0.4, 0.4);
      s.text(w.heading("wsHandover"), m, y + 3, { size: s.size - 2, grey: 0.4 });
      y += s.size * 1.6;
    }
    return y;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 56;
    s.rule(m, top - 6, right(ctx, s), 0.4, 0.5);
    const cols = [[seller.name, ...seller.lines], contactOf(ctx), legalOf(ctx), bankLinesOf(ctx)];
    const cw = (s.width - 2 * m) / cols.length;
    cols.forEach((lines, i) =>
      s.lines(lines, m + i * cw, top, { size: s.size - 2.5, grey: 0.3, maxWidth: cw - 6 }, 1.25),
    );
    pageLabel(ctx, s, page, pages, right(ctx, s), s.height - 22);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A landlord's rent invoice.

/** Each line's VAT: the rate's tax shared over its lines, the rounding left on the largest, so the column adds up. */
function lineVat(ctx: Ctx): number[] {
  return ctx.once("g5RentLineVat", () => {
    const { inv } = ctx;
    const vat = inv.lines.map((l) => percentOf(l.amount, l.rate));
    for (const t of inv.taxes) {
      const idx = inv.lines.map((l, i) => (l.rate === t.rate ? i : -1)).filter((i) => i >= 0);
      const diff = t.tax - idx.reduce((a, i) => a + vat[i], 0);
      const largest = idx.reduce((a, i) => (inv.lines[i].amount > inv.lines[a].amount ? i : a), idx[0]);
      vat[largest] += diff;
    }
    return vat;
  });
}

function rentColumns(ctx: Ctx, width: number): TableColumn[] {
  const { w } = ctx;
  const sz = ctx.size;
  return tableColumns(width, [
    ["desc", w.heading("rentColDesc"), 0, "left"],
    ["amount", w.heading("rentColNet"), sz * 8.5, "right"],
    ["rate", w.heading("rentColRate"), sz * 5.5, "right"],
    ["vat", w.heading("rentColVat"), sz * 7.5, "right"],
    ["gross", w.heading("rentColGross"), sz * 8.5, "right"],
  ]);
}

const rentLayout: Template = {
  id: "rent-invoice",
  half: "dev5",
  description:
    "rent invoice: agent's or landlord's letterhead, premises and lease, net/VAT/gross per line with a sum row, arrears",
  reshape: rentInvoice,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const rent = rentOf(inv);
    const { seller } = inv;
    const issuer = rent.agent ?? { name: seller.name, lines: seller.lines, phone: seller.phone, email: seller.email };
    const onRight = ctx.flag("g5RentHeadRight", 0.4);
    const hx = onRight ? r : m;
    const align = onRight ? "right" : "left";
    s.text(issuer.name, hx, y, { bold: true, size: s.size + 5, align, maxWidth: 300 });
    let hy = s.lines(
      [...issuer.lines, `${w.label("phone")} ${issuer.phone}`, `${w.label("email")} ${issuer.email}`],
      hx,
      y + s.size * 2.1,
      {
        size: s.size - 1.5,
        grey: 0.3,
        align,
      },
    );
    if (rent.agent) {
      const owner = [
        w.fill("rentOnBehalf", { owner: seller.name }),
        `${seller.lines.join(", ")} · ${w.label("vatId")} ${seller.vatId}`,
      ];
      hy = paragraphs(s, owner, m, hy + s.size * 0.6, r - m, { size: s.size - 1, bold: false }) + 2;
    }
    const block = Math.max(y + 105, hy + 12);
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, block);
    const bx = r - 220;
    const info = [
      field(ctx, "number", inv.credit ? "rentCreditNumber" : "rentNumber", inv.number),
      field(ctx, "date", "rentDate", issueDate(ctx, 0.25)),
      field(ctx, "tenant", "rentTenantNo", rent.tenantNo),
      field(ctx, "unit", "rentUnit", rent.unitNo),
      ...(ctx.flag("g5RentLease", 0.6) ? [field(ctx, "lease", "rentLease", f.date(rent.leaseDate))] : []),
      ...(inv.credit ? [field(ctx, "original", "rentOriginal", inv.originalNumber)] : []),
    ];
    const infoBottom = labelRows(s, info, bx, block, 110, { size: s.size - 0.5 });
    let top = Math.max(buyerBottom, infoBottom) + 16;
    const titleWord = w.word(inv.credit ? "rentCreditTitle" : "rentTitle");
    const monthly = !rent.quarterly && !inv.credit;
    s.text(monthly ? `${titleWord} ${monthText(ctx, rent.period[0])}` : titleWord, m, top, {
      bold: true,
      size: s.size + 4,
    });
    top += s.size * 2.2;
    const facts = [
      `${w.label("rentPremises")} ${rent.premises}, ${inv.buyer.lines.slice(-2).join(", ")}`,
      ...(inv.credit ? [] : [`${w.label("rentPeriod")} ${periodText(ctx, rent.period[0], rent.period[1])}`]),
    ];
    return paragraphs(s, facts, m, top, r - m) + s.size * 0.6;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w } = ctx;
    s.text(inv.seller.name, m, y, { bold: true });
    s.text(`${w.word(inv.credit ? "rentCreditTitle" : "rentTitle")} ${inv.number}`, right(ctx, s), y, {
      align: "right",
    });
    return y + s.size * 3;
  },
  bottom: (_ctx, s) => s.height - 80,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: 0.9,
    grid: ctx.flag("g5RentGrid", 0.5),
  }),
  carry: () => false,
  columns: rentColumns,
  cells(ctx, line, index) {
    const { f, inv, w } = ctx;
    const vat = lineVat(ctx)[index];
    return {
      desc: expand(ctx, line.description),
      amount: f.lineMoney(inv.sign * line.amount),
      rate: line.rate > 0 || !rentOf(inv).exempt ? f.rate(line.rate) : w.word("rentExemptShort"),
      vat: f.lineMoney(inv.sign * vat),
      gross: f.lineMoney(inv.sign * (line.amount + vat)),
    };
  },
  taxTotalPrinted: () => true,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f, w } = ctx;
    const rent = rentOf(inv);
    const m = margin(ctx);
    const r = right(ctx, s);
    const cols = rentColumns(ctx, r - m);
    const money = signed(ctx);
    // The sum row under the table's columns.
    s.rule(m, top - 2, r, 0.8, 0.2);
    const at = (key: string) => {
      const c = columnX(m, cols, key);
      return c.x + c.width - 3;
    };
    s.text(w.heading(inv.credit ? "rentCreditSum" : "rentSum"), m + 3, top + 2, { bold: true });
    s.text(money(inv.net), at("amount"), top + 2, { bold: true, align: "right" });
    s.text(money(inv.taxTotal), at("vat"), top + 2, { bold: true, align: "right" });
    s.text(money(inv.total), at("gross"), top + 2, { bold: true, align: "right" });
    let y = top + s.size * 2.4;
    const rows: Row[] = [];
    if (rent.arrears !== null)
      rows.push({ key: "arrears", label: w.label("rentArrears"), value: f.money(rent.arrears) });
    if (rent.withholding)
      rows.push({
        key: "withholding",
        label: w.label("rentWithholding", { rate: f.rate(rent.withholding.rate) }),
        value: f.money(-rent.withholding.amount),
      });
    if (!inv.credit && (rows.length || ctx.flag("g5RentToPay", 0.4)))
      rows.push({
        key: "toPay",
        label: w.label("rentToPay", { date: f.date(inv.due) }),
        value: f.money(inv.amountDue),
        strong: true,
      });
    if (rows.length) y = totalsBlock(ctx, s, y, r, { left: r - 300 }, rows);
    return y;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, w, f } = ctx;
    const rent = rentOf(inv);
    const text: string[] = [];
    text.push(w.word(rent.exempt ? "rentExemptNote" : "rentOptionNote"));
    if (rent.index)
      text.push(w.fill("rentIndexNote", { index: rent.index.name, value: f.number(rent.index.value * 10, 1) }));
    if (rent.deposit !== null) text.push(w.fill("rentDepositNote", { amount: f.money(rent.deposit) }));
    if (!inv.credit)
      text.push(
        w.fill("rentPayRequest", {
          amount: f.money(inv.amountDue),
          date: f.date(inv.due),
          ref: `${rent.tenantNo} ${inv.number}`,
        }),
      );
    const y = paragraphs(s, text, m, top, r - m, { size: s.size - 0.5 });
    return s.lines(bankLinesOf(ctx), m, y + 2, { size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 54;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.5);
    const lines = [`${seller.name} · ${seller.lines.join(" · ")}`, legalOf(ctx).join(" · ")];
    wrapped(s, lines, m, top, s.width - 2 * m - 80, { size: s.size - 2.5, grey: 0.35 });
    pageLabel(ctx, s, page, pages, right(ctx, s), top);
  },
};

export const DEV5_TEMPLATES: Template[] = [feeLayout, freightLayout, saasLayout, workshopLayout, rentLayout];
