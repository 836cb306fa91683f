/**
 * The five DEV6 layouts (half H), drawn from what issuers print, written without reading the engine: a medical,
 * dental or veterinary practice's invoice (the practice's letterhead with its practitioners, the patient or the
 * animal and its owner, patient and insurance numbers, a treatment date and a fee-schedule code per line, factors,
 * exempt care beside taxed goods), a collective invoice over a month's delivery notes (each note a group of lines
 * with its number, date and subtotal, the month's VAT recap, a previous balance and a payment on some), a monospace
 * printout as sent by fax or printed from EDI (a fax header at the top of every page, capitals in fixed columns,
 * abbreviated labels, totals right-aligned with the currency's code), an agency's project invoice (job, PO and
 * estimate numbers, phases in hours against the estimate's amounts, outside costs with a handling fee, an advance
 * invoice deducted before VAT) and an IT reseller's invoice (part and serial numbers, the levies due per device,
 * shipping, a delivery address apart from the invoice's, a 'payment received' box on some). Its first run is an
 * unseen measurement; afterwards it is a seventh development set (--errors=dev6).
 */
import type { Row } from "../blocks";
import type { Ctx } from "../context";
import { countryCode } from "../countries";
import {
  agencyOf,
  agencyProject,
  collectiveInvoice,
  collectiveOf,
  faxOf,
  faxPrintout,
  practiceBill,
  practiceOf,
  resellerOf,
  resellerOrder,
  type DeliveryNote,
} from "../dev6Data";
import type { Template } from "../flow";
import type { Line } from "../invoice";
import { margin, paragraphs, right, topY, totalsBlock, wrapped } from "./common";
import { labelRows, tableColumns } from "./dev5Blocks";
import {
  bankOf,
  charWidth,
  col,
  contactOf,
  currencyCode,
  dashes,
  field,
  legalOf,
  monoFields,
  pageText,
  signed,
} from "./dev6Blocks";

type Spec = [string, string, number, "left" | "right"];

/** The taxes of a document at a rate above zero. */
const taxedOf = (ctx: Ctx) => ctx.inv.taxes.filter((t) => t.rate > 0);

// ---------------------------------------------------------------------------------------------------------------
// A medical, dental or veterinary practice's invoice.

const practiceLayout: Template = {
  id: "practice-invoice",
  half: "dev6",
  description:
    "practice invoice: letterhead with practitioners, patient or animal and owner, dated lines with fee codes, exempt and taxed",
  reshape: practiceBill,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const p = practiceOf(inv);
    const { seller } = inv;
    const centred = ctx.flag("h6PracCentred", 0.45);
    let top: number;
    if (centred) {
      const cx = s.width / 2;
      s.text(seller.name, cx, y, { bold: true, size: s.size + 6, align: "center", maxWidth: r - m });
      s.text(p.practitioners.join(" · "), cx, y + s.size * 2.3, {
        align: "center",
        size: s.size - 0.5,
        maxWidth: r - m,
      });
      s.text([...seller.lines, seller.phone].join(" · "), cx, y + s.size * 3.7, {
        align: "center",
        size: s.size - 1.5,
        grey: 0.35,
        maxWidth: r - m,
      });
      s.rule(m, y + s.size * 5.2, r, 0.6, 0.4);
      top = y + s.size * 6.5;
    } else {
      s.text(seller.name, m, y, { bold: true, size: s.size + 5, maxWidth: r - m - 180 });
      s.lines(p.practitioners, m, y + s.size * 2.2, { size: s.size - 0.5 });
      s.lines([...seller.lines, ...contactOf(ctx)], r, y, { align: "right", size: s.size - 1.5, grey: 0.3 });
      top = y + s.size * Math.max(2.6 + p.practitioners.length * 1.3, 7) + 8;
    }
    s.text([seller.name, ...seller.lines].join(" · "), m, top + 4, { size: s.size - 2.5, grey: 0.45, maxWidth: 250 });
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top + s.size * 1.6);
    const info = [
      field(ctx, "number", inv.credit ? "medCreditNumber" : "medNumber", inv.number),
      field(ctx, "date", "medDate", f.date(inv.issue)),
      field(ctx, "patientNo", "medPatientNo", p.patientNo),
      ...(p.insurance ? [field(ctx, "insurance", "medInsurance", p.insurance)] : []),
      ...(inv.credit ? [field(ctx, "original", "medOriginal", inv.originalNumber)] : []),
    ];
    const infoBottom = labelRows(s, info, r - 230, top + s.size * 1.6, 118, { size: s.size - 0.5 });
    top = Math.max(buyerBottom, infoBottom) + s.size * 1.5;
    const title = inv.credit ? "medCreditTitle" : p.kind === "vet" ? "medVetTitle" : "medTitle";
    s.text(w.word(title), m, top, { bold: true, size: s.size + 4 });
    top += s.size * 2.4;
    // The patient: a person with a birth date, or an animal with its chip and its owner.
    const facts: [string, string][] = [];
    if (p.animal) {
      facts.push([w.label("medAnimal"), `${p.animal.name} (${p.animal.species}, ${p.animal.breed})`]);
      facts.push([w.label("medChip"), p.animal.chip]);
      facts.push([w.label("medOwner"), inv.buyer.name]);
    } else {
      facts.push([w.label("medPatient"), p.patient]);
      if (p.born) facts.push([w.label("medBorn"), f.date(p.born)]);
    }
    const first = p.dates[0];
    const last = p.dates[p.dates.length - 1];
    if (!inv.credit && first.getTime() !== last.getTime() && ctx.flag("h6PracPeriod", 0.6))
      facts.push([w.label("medPeriod"), `${f.date(first)} – ${f.date(last)}`]);
    if (ctx.flag("h6PracSeenBy", 0.5)) facts.push([w.label("medPractitioner"), p.practitioners[0]]);
    if (p.diagnosis) facts.push([w.label("medDiagnosis"), p.diagnosis]);
    const boxed = ctx.flag("h6PracBox", 0.5);
    const h = facts.length * s.size * 1.45 + 8;
    if (boxed) s.box(m, top - 4, r - m, h, { fill: 0.94 });
    labelRows(
      s,
      facts.map(([label, value], i) => ({ key: String(i), label, value })),
      m + 6,
      top,
      130,
      { size: s.size - 0.5 },
    );
    return top + h + 10;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w } = ctx;
    const p = practiceOf(inv);
    s.text(inv.seller.name, m, y, { bold: true });
    s.text(
      `${w.label(inv.credit ? "medCreditNumber" : "medNumber")} ${inv.number} · ${p.animal?.name ?? p.patient}`,
      right(ctx, s),
      y,
      {
        align: "right",
      },
    );
    s.rule(m, y + s.size * 1.7, right(ctx, s), 0.4);
    return y + s.size * 3;
  },
  bottom: (_ctx, s) => s.height - 80,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: ctx.flag("h6PracRules", 0.6),
    shade: ctx.flag("h6PracShade", 0.5) ? 0.9 : undefined,
    leading: 1.45,
  }),
  carry: () => false,
  columns(ctx, width) {
    const { w, inv } = ctx;
    const p = practiceOf(inv);
    const sz = ctx.size;
    const rates = new Set(inv.lines.map((l) => l.rate));
    const specs: Spec[] = [["date", w.heading("medColDate"), sz * 6.5, "left"]];
    if (p.codesShown && p.codes.some(Boolean)) specs.push(["code", w.heading("medColCode"), sz * 6, "left"]);
    if (p.kind === "dentist" && p.teeth.some(Boolean)) specs.push(["tooth", w.heading("medColTooth"), sz * 4, "left"]);
    specs.push(["desc", w.heading("medColDesc"), 0, "left"]);
    if (p.factorsShown && p.factors.some((x) => x !== null))
      specs.push(["factor", w.heading("medColFactor"), sz * 4.5, "right"]);
    specs.push(["qty", w.heading("medColQty"), sz * 4, "right"]);
    if (rates.size > 1 || ctx.flag("h6PracVatCol", 0.3)) specs.push(["vat", w.heading("medColVat"), sz * 5, "right"]);
    specs.push(["amount", w.heading("medColAmount"), sz * 7.5, "right"]);
    return tableColumns(width, specs);
  },
  cells(ctx, line, i) {
    const { f, inv } = ctx;
    const p = practiceOf(inv);
    const factor = p.factors[i];
    return {
      date: f.date(p.dates[i]),
      code: p.codes[i],
      tooth: p.teeth[i],
      desc: line.description,
      factor: factor === null ? "" : f.number(factor, 1),
      qty: f.quantity(line.qty),
      vat: f.rate(line.rate),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  unprinted: (ctx) => (taxedOf(ctx).length === 0 ? ["taxAmount"] : []),
  totals(ctx, s, top) {
    const { inv, w, f } = ctx;
    const money = signed(ctx);
    const taxed = taxedOf(ctx);
    const exempt = inv.taxes.find((t) => t.rate === 0)?.base ?? 0;
    const rows: Row[] = [];
    if (taxed.length) {
      if (exempt) {
        rows.push({ key: "exempt", label: w.label("medSumExempt"), value: money(exempt) });
        rows.push({ key: "taxed", label: w.label("medSumTaxed"), value: money(inv.net - exempt) });
      }
      rows.push({ key: "net", label: w.label("medNet"), value: money(inv.net) });
      for (const t of taxed)
        rows.push({ key: "tax", label: w.label("medVat", { rate: f.rate(t.rate) }), value: money(t.tax) });
      if (taxed.length > 1) rows.push({ key: "taxTotal", label: w.label("medVatTotal"), value: money(inv.taxTotal) });
    }
    rows.push({
      key: "total",
      label: w.label(inv.credit ? "medCreditTotal" : "medTotal"),
      value: money(inv.total),
      strong: true,
    });
    const r = right(ctx, s);
    return totalsBlock(ctx, s, top, r, { left: r - 290 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const width = right(ctx, s) - m;
    const { inv, w, f } = ctx;
    const texts: string[] = [];
    if (inv.lines.some((l) => l.rate === 0) && practiceOf(inv).kind !== "vet") texts.push(w.word("medExemptNote"));
    if (practiceOf(inv).kind === "vet" && countryCode(inv.country) === "US") texts.push(w.word("medExemptNote"));
    if (!inv.credit)
      texts.push(w.fill("medPayText", { amount: f.money(inv.total), date: f.date(inv.due), ref: inv.number }));
    if (!practiceOf(inv).animal && ctx.flag("h6PracInsurer", 0.5)) texts.push(w.word("medInsurerNote"));
    top = paragraphs(s, texts, m, top, width, { size: s.size - 0.5 });
    return s.lines([bankOf(ctx).join(" · ")], m, top + 4, { size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { inv } = ctx;
    const top = s.height - 56;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.6);
    const vat = taxedOf(ctx).length > 0;
    const lines = [
      [inv.seller.name, ...inv.seller.lines, ...contactOf(ctx)].join(" · "),
      legalOf(ctx, { vat, register: false }).join(" · "),
    ];
    wrapped(s, lines, m, top, s.width - 2 * m - 80, { size: s.size - 2.5, grey: 0.35 });
    if (pages > 1 || ctx.flag("h6PracPage", 0.3))
      s.text(pageText(ctx, page, pages), right(ctx, s), top, { align: "right", size: s.size - 2 });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A collective invoice over a month's delivery notes.

type GroupRow = { kind: "head" | "item" | "sum"; note: DeliveryNote; code: string };
const GROUP_ROWS = new WeakMap<Line, GroupRow>();

/** The table's rows: per delivery note a heading, its lines, its subtotal (headings and sums carry no amount). */
function groupedLines(ctx: Ctx): Line[] {
  return ctx.once("h6ColRows", () => {
    const { inv } = ctx;
    const rows: Line[] = [];
    const pseudo = (kind: GroupRow["kind"], note: DeliveryNote) => {
      const l: Line = { description: "", detail: null, qty: 0, unit: "", price: 0, amount: 0, rate: 0 };
      GROUP_ROWS.set(l, { kind, note, code: "" });
      rows.push(l);
    };
    for (const note of collectiveOf(inv).notes) {
      pseudo("head", note);
      inv.lines.slice(note.from, note.from + note.count).forEach((l, i) => {
        GROUP_ROWS.set(l, { kind: "item", note, code: note.codes[i] });
        rows.push(l);
      });
      pseudo("sum", note);
    }
    return rows;
  });
}

const noteSum = (ctx: Ctx, note: DeliveryNote) =>
  ctx.inv.lines.slice(note.from, note.from + note.count).reduce((a, l) => a + l.amount, 0);

const collectiveLayout: Template = {
  id: "collective-invoice",
  half: "dev6",
  description: "collective invoice: a month's delivery notes as groups with subtotals, VAT recap, previous balance",
  reshape: collectiveInvoice,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const c = collectiveOf(inv);
    const { seller } = inv;
    s.text(seller.name, m, y, { bold: true, size: s.size + 6, maxWidth: r - m - 200 });
    s.lines([seller.lines.join(" · "), contactOf(ctx).join(" · ")], m, y + s.size * 2.4, {
      size: s.size - 1.5,
      grey: 0.3,
      maxWidth: r - m - 245,
    });
    const top = y + s.size * 7;
    s.text([seller.name, ...seller.lines].join(", "), m, top - s.size * 1.4, {
      size: s.size - 2.5,
      grey: 0.45,
      maxWidth: 240,
    });
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top);
    // The document's facts in a framed box on the right.
    const bx = r - 220;
    const info = [
      field(ctx, "number", inv.credit ? "colCreditNumber" : "colNumber", inv.number),
      field(ctx, "date", "colDate", f.date(inv.issue)),
      field(ctx, "customer", "colCustomer", inv.customerNo),
      field(ctx, "month", "colMonth", `${f.style.months[c.month.getUTCMonth()]} ${c.month.getUTCFullYear()}`),
      ...(inv.credit ? [field(ctx, "original", "colOriginal", inv.originalNumber)] : []),
    ];
    const title = w.word(inv.credit ? "colCreditTitle" : "colTitle");
    const boxH = s.size * 2.2 + info.length * s.size * 1.45 + 6;
    s.box(bx - 6, y - 4, 226, boxH, { border: 0.5 });
    s.text(title, bx, y, { bold: true, size: s.size + 3, maxWidth: 212 });
    labelRows(s, info, bx, y + s.size * 2.2, 110, { size: s.size - 0.5 });
    let bottom = Math.max(buyerBottom, y + boxH) + s.size * 1.2;
    const month = `${f.style.months[c.month.getUTCMonth()]} ${c.month.getUTCFullYear()}`;
    if (!inv.credit) bottom = paragraphs(s, [w.fill("colIntro", { month })], m, bottom, r - m);
    return bottom + 6;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w } = ctx;
    s.text(inv.seller.name, m, y, { bold: true });
    s.text(`${w.word(inv.credit ? "colCreditTitle" : "colTitle")} ${inv.number}`, right(ctx, s), y, { align: "right" });
    s.rule(m, y + s.size * 1.7, right(ctx, s), 0.4);
    return y + s.size * 3;
  },
  bottom: (_ctx, s) => s.height - 76,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    shade: ctx.flag("h6ColShade", 0.5) ? 0.88 : undefined,
    leading: 1.3,
  }),
  carry: () => false,
  tableLines: groupedLines,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["art", w.heading("colColArt"), sz * 6.5, "left"],
      ["desc", w.heading("colColDesc"), 0, "left"],
      ["qty", w.heading("colColQty"), sz * 7.5, "right"],
      ["price", w.heading("colColPrice"), sz * 7, "right"],
      ["vat", w.heading("colColVat"), sz * 4.5, "right"],
      ["amount", w.heading("colColAmount"), sz * 8, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, w, inv } = ctx;
    const row = GROUP_ROWS.get(line)!;
    const blank = { art: "", desc: "", qty: "", price: "", vat: "", amount: "" };
    if (row.kind === "head")
      return { ...blank, desc: w.fill("colNote", { number: row.note.number, date: f.date(row.note.date) }) };
    if (row.kind === "sum")
      return {
        ...blank,
        desc: w.fill("colNoteSum", { number: row.note.number }),
        amount: f.lineMoney(inv.sign * noteSum(ctx, row.note)),
      };
    return {
      art: row.code,
      desc: line.description,
      qty: `${f.quantity(line.qty)} ${line.unit}`,
      price: f.lineMoney(line.price),
      vat: f.rate(line.rate),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, w, f } = ctx;
    const money = signed(ctx);
    const r = right(ctx, s);
    const c = collectiveOf(inv);
    const rows: Row[] = [];
    for (const t of inv.taxes) {
      rows.push({ key: "base", label: w.label("colNetRate", { rate: f.rate(t.rate) }), value: money(t.base) });
      if (t.rate > 0)
        rows.push({ key: "tax", label: w.label("colVatRate", { rate: f.rate(t.rate) }), value: money(t.tax) });
    }
    rows.push({ key: "net", label: w.label("colNet"), value: money(inv.net) });
    rows.push({ key: "taxTotal", label: w.label("colVatTotal"), value: money(inv.taxTotal) });
    rows.push({
      key: "total",
      label: w.label(inv.credit ? "colCreditTotal" : "colTotal"),
      value: money(inv.total),
      strong: true,
    });
    let y = totalsBlock(ctx, s, top, r, { left: r - 280 }, rows);
    if (c.previous) {
      y += s.size * 0.6;
      const balance = c.previous.balance - c.previous.paid + inv.total;
      const account: Row[] = [
        { key: "previous", label: w.label("colPrevious"), value: f.money(c.previous.balance) },
        {
          key: "paid",
          label: w.label("colPayment", { date: f.date(c.previous.paidOn) }),
          value: f.money(-c.previous.paid),
        },
        { key: "invoice", label: w.label(inv.credit ? "colCreditTotal" : "colTotal"), value: f.money(inv.total) },
        { key: "balance", label: w.label("colBalance"), value: f.money(balance), strong: true },
      ];
      s.box(r - 286, y - 4, 286, account.length * s.size * 1.55 + 10, { border: 0.4 });
      y = totalsBlock(ctx, s, y, r - 4, { left: r - 280 }, account) + 6;
    }
    return y;
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w, f } = ctx;
    const c = collectiveOf(inv);
    const texts = inv.credit
      ? []
      : [
          c.debit
            ? w.fill("colDebit", { date: f.date(inv.due), amount: f.money(inv.total) })
            : w.fill("colPayText", { date: f.date(inv.due) }),
        ];
    top = paragraphs(s, texts, m, top, right(ctx, s) - m);
    return s.lines([bankOf(ctx).join(" · ")], m, top + 2, { size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 54;
    s.rule(m, top - 6, right(ctx, s), 0.3, 0.6);
    const { seller } = ctx.inv;
    wrapped(s, [[seller.name, ...seller.lines].join(" · "), legalOf(ctx).join(" · ")], m, top, s.width - 2 * m - 90, {
      size: s.size - 2.5,
      grey: 0.35,
    });
    s.text(pageText(ctx, page, pages), right(ctx, s), top, { align: "right", size: s.size - 2 });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A monospace printout sent by fax or printed from EDI.

/** The text of a fax printout: capitals throughout. */
const caps = (t: string) => t.toUpperCase();
/** A label as the printout abbreviates it (capitals, no colon). */
const faxLabel = (ctx: Ctx, concept: Parameters<Ctx["w"]["word"]>[0], values: Record<string, string> = {}) =>
  caps(ctx.w.fill(concept, values));

const faxLayout: Template = {
  id: "fax-printout",
  half: "dev6",
  description:
    "monospace fax/EDI printout: fax header per page, capitals in fixed columns, abbreviated labels, code totals",
  fonts: ["courier"],
  reshape: faxPrintout,
  restyle: (style, r) => ({
    ...style,
    datePattern: r.chance(0.2)
      ? "{yyyy}{mm}{dd}"
      : r.pick(style.datePattern.includes("MMM") ? ["{dd}.{mm}.{yy}", "{dd}/{mm}/{yy}"] : [style.datePattern]),
    moneyOnLines: false,
    upperLabels: true,
    colon: false,
  }),
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx) + s.size * 1.6;
    const { inv, f } = ctx;
    const fax = faxOf(inv);
    const { seller } = inv;
    const cw = charWidth(s.size);
    s.text(caps(seller.name), m, y, { bold: true, size: s.size + 1 });
    s.lines([...seller.lines.map(caps), `TEL ${seller.phone}  FAX ${fax.senderFax}`], m, y + s.size * 1.5, {}, 1.2);
    const title = faxLabel(ctx, inv.credit ? "faxCreditTitle" : "faxTitle");
    s.text(title, r, y, { bold: true, size: s.size + 2, align: "right" });
    const rows: [string, string][] = [
      [faxLabel(ctx, "faxNumber"), inv.number],
      [faxLabel(ctx, "faxDate"), f.date(inv.issue)],
      [faxLabel(ctx, "faxCustomer"), inv.customerNo],
      [faxLabel(ctx, "faxOrder"), inv.orderNo],
      ...(ctx.flag("h6FaxDn", 0.6) ? ([[faxLabel(ctx, "faxDelivery"), inv.deliveryNote]] as [string, string][]) : []),
      [faxLabel(ctx, "faxShipDate"), f.date(inv.delivery)],
      ...(ctx.flag("h6FaxVia", 0.5) ? ([[faxLabel(ctx, "faxVia"), fax.carrier]] as [string, string][]) : []),
      ...(inv.credit
        ? ([[faxLabel(ctx, "faxOriginal"), inv.originalNumber]] as [string, string][])
        : ([
            [
              faxLabel(ctx, "faxTerms"),
              `${inv.paymentDays} ${caps(inv.language === "de" ? "Tage netto" : inv.language === "en" ? "days net" : inv.language === "fr" ? "jours net" : inv.language === "nl" ? "dagen netto" : inv.language === "it" ? "gg netti" : "dias neto")}`,
            ],
            [faxLabel(ctx, "faxDue"), f.date(inv.due)],
          ] as [string, string][])),
    ];
    const labelChars = Math.max(...rows.map(([label]) => label.length));
    const fieldsBottom = monoFields(s, rows, r - cw * (labelChars + 2 + 14), y + s.size * 2, labelChars);
    let top = Math.max(fieldsBottom, y + s.size * 6.5) + s.size;
    // Sold-to and ship-to side by side.
    const shipTo = inv.shipTo ?? inv.buyer;
    const half = (r - m) / 2;
    s.text(faxLabel(ctx, "faxSoldTo"), m, top, { bold: true });
    s.text(faxLabel(ctx, "faxShipTo"), m + half, top, { bold: true });
    const a = s.lines([inv.buyer.name, ...inv.buyer.lines].map(caps), m + cw * 2, top + s.size * 1.3, {}, 1.2);
    const b = s.lines([shipTo.name, ...shipTo.lines].map(caps), m + half + cw * 2, top + s.size * 1.3, {}, 1.2);
    top = Math.max(a, b) + s.size * 0.8;
    dashes(s, m, top, Math.floor((r - m) / cw));
    return top + s.size * 1.2;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx) + s.size * 1.6;
    const { inv, f } = ctx;
    const cw = charWidth(s.size);
    s.text(
      `${caps(inv.seller.name)}   ${faxLabel(ctx, "faxNumber")} ${inv.number}   ${faxLabel(ctx, "faxDate")} ${f.date(inv.issue)}`,
      m,
      y,
    );
    dashes(s, m, y + s.size * 1.4, Math.floor((right(ctx, s) - m) / cw));
    return y + s.size * 2.6;
  },
  bottom: (_ctx, s) => s.height - 70,
  table: (ctx, s) => ({ x: margin(ctx), width: s.width - 2 * margin(ctx), shade: 1, leading: 1.25 }),
  carry: (ctx) => ctx.flag("h6FaxCarry", 0.5),
  carryLabel: (ctx) => faxLabel(ctx, "faxContinued"),
  tableLines: (ctx) => ctx.inv.lines.filter((_, i) => i !== faxOf(ctx.inv).freight),
  columns(ctx, width) {
    const cw = charWidth(ctx.size);
    return tableColumns(width, [
      ["ln", faxLabel(ctx, "faxColLine"), cw * 5, "left"],
      ["item", faxLabel(ctx, "faxColItem"), cw * 13, "left"],
      ["desc", faxLabel(ctx, "faxColDesc"), 0, "left"],
      ["qty", faxLabel(ctx, "faxColQty"), cw * 9, "right"],
      ["uom", faxLabel(ctx, "faxColUom"), cw * 6, "left"],
      ["price", faxLabel(ctx, "faxColPrice"), cw * 11, "right"],
      ["amount", faxLabel(ctx, "faxColAmount"), cw * 13, "right"],
    ]);
  },
  cells(ctx, line, i) {
    const { f, inv } = ctx;
    return {
      ln: String((i + 1) * 10).padStart(3, "0"),
      item: faxOf(inv).itemNos[inv.lines.indexOf(line)] ?? "",
      desc: line.description,
      qty: f.quantity(line.qty),
      uom: line.unit,
      price: f.number(line.price),
      amount: f.number(inv.sign * line.amount),
    };
  },
  detail(ctx, _line, i) {
    const fax = faxOf(ctx.inv);
    if (!ctx.flag("h6FaxEan", 0.6) || !fax.eans[i]) return null;
    return `EAN ${fax.eans[i]}   ${fax.buyerItemNos[i]}`;
  },
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, f } = ctx;
    const m = margin(ctx);
    const r = right(ctx, s);
    const cw = charWidth(s.size);
    const fax = faxOf(inv);
    const n = (cents: number) => f.number(inv.sign * cents);
    dashes(s, m, top - s.size * 0.8, Math.floor((r - m) / cw));
    top += s.size * 0.6;
    const goods = inv.lines.filter((_, i) => i !== fax.freight).reduce((a, l) => a + l.amount, 0);
    const rows: [string, string, boolean][] = [[faxLabel(ctx, "faxGoods"), n(goods), false]];
    if (fax.freight >= 0) rows.push([inv.lines[fax.freight].description, n(inv.lines[fax.freight].amount), false]);
    rows.push([faxLabel(ctx, "faxNet"), n(inv.net), false]);
    for (const t of inv.taxes) rows.push([faxLabel(ctx, "faxVat", { rate: f.rate(t.rate) }), n(t.tax), false]);
    if (inv.taxes.length > 1) rows.push([faxLabel(ctx, "faxVatTotal"), n(inv.taxTotal), false]);
    rows.push([
      faxLabel(ctx, inv.credit ? "faxCreditTotal" : "faxTotal"),
      `${currencyCode(ctx)} ${n(inv.total)}`,
      true,
    ]);
    // Left of the totals: quantities and weight, as the printout's footer line gives them.
    const qty = inv.lines.filter((_, i) => i !== fax.freight).reduce((a, l) => a + l.qty, 0);
    s.lines(
      [
        `${caps(inv.language === "de" ? "Pos." : inv.language === "fr" ? "Lignes" : inv.language === "nl" ? "Regels" : inv.language === "it" ? "Righe" : inv.language === "es" ? "Lineas" : "Lines")} ${inv.lines.length - (fax.freight >= 0 ? 1 : 0)}   QTY ${f.quantity(qty)}`,
        `KG ${f.number(fax.weight, 1)}`,
      ],
      m,
      top,
      {},
      1.3,
    );
    let y = top;
    const labelX = r - cw * 34;
    for (const [label, value, strong] of rows) {
      if (strong) {
        dashes(s, labelX, y - s.size * 0.2, 34, { ch: "=" });
        y += s.size * 1.1;
      }
      s.text(col(label, 19), labelX, y, { bold: strong });
      s.text(value, r, y, { align: "right", bold: strong });
      y += s.size * 1.3;
    }
    if (fax.skonto)
      s.text(
        `${fax.skonto.rate}% SKONTO ${f.date(fax.skonto.until)}: ${n(fax.skonto.amount)} / ${n(inv.total - fax.skonto.amount)}`,
        r,
        y + s.size * 0.4,
        { align: "right" },
      );
    return y + (fax.skonto ? s.size * 1.6 : 0);
  },
  tail(ctx, s, top) {
    const { inv, f } = ctx;
    const m = margin(ctx);
    const { seller } = inv;
    const lines = inv.credit
      ? []
      : [
          `${faxLabel(ctx, "faxPayText", { date: f.date(inv.due) })} ${caps(seller.bank)} IBAN ${seller.iban} BIC ${seller.bic}`,
        ];
    top = wrapped(s, lines, m, top, right(ctx, s) - m);
    s.text(faxLabel(ctx, "faxEnd"), s.width / 2, top + s.size, { align: "center" });
    return top + s.size * 2.5;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const { inv, f } = ctx;
    const fax = faxOf(inv);
    // The fax machine's line at the very top of every page.
    const pg = faxLabel(ctx, "faxPage", { p: String(page).padStart(2, "0"), n: String(pages).padStart(2, "0") });
    const stamp = `${f.date(fax.sent, inv.language === "en" ? "{dd}-{MMM}-{yyyy}" : "{dd}.{mm}.{yyyy}").toUpperCase()} ${fax.time}  ${faxLabel(ctx, "faxFrom")} ${fax.senderFax}  ${caps(inv.seller.name)}`;
    s.text(stamp, m - 20, 12, { size: s.size - 0.5, maxWidth: r - m - 60 });
    s.text(pg, r + 20, 12, { size: s.size - 0.5, align: "right" });
    s.text(`TO ${fax.recipientFax}`, r + 20, 12 + s.size * 1.1, { size: s.size - 1.5, align: "right", grey: 0.3 });
    const top = s.height - 52;
    wrapped(s, [caps([inv.seller.name, ...legalOf(ctx)].join("  "))], m, top, r - m - 90, { size: s.size - 1 });
    if (pages > 1) s.text(caps(pageText(ctx, page, pages)), r, top, { align: "right", size: s.size - 1 });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// An advertising or print agency's project invoice.

type AgencyRow = { kind: "head-services" | "head-costs" | "line"; index: number };
const AGENCY_ROWS = new WeakMap<Line, AgencyRow>();

/** The table's rows: the agency's services, then (under a heading of their own) the outside costs and the fee. */
function agencyLines(ctx: Ctx): Line[] {
  return ctx.once("h6AgRows", () => {
    const { inv } = ctx;
    const job = agencyOf(inv);
    const rows: Line[] = [];
    const headings = !inv.credit && job.kinds.includes("cost");
    const pseudo = (kind: AgencyRow["kind"]) => {
      const l: Line = { description: "", detail: null, qty: 0, unit: "", price: 0, amount: 0, rate: 0 };
      AGENCY_ROWS.set(l, { kind, index: -1 });
      rows.push(l);
    };
    if (headings) pseudo("head-services");
    job.kinds.forEach((kind, i) => {
      if (headings && kind === "cost" && job.kinds[i - 1] !== "cost") pseudo("head-costs");
      AGENCY_ROWS.set(inv.lines[i], { kind: "line", index: i });
      rows.push(inv.lines[i]);
    });
    return rows;
  });
}

const ACCENTS: [number, number, number][] = [
  [0.85, 0.2, 0.35],
  [0.1, 0.45, 0.75],
  [0.95, 0.55, 0.1],
  [0.2, 0.6, 0.45],
];

const agencyLayout: Template = {
  id: "agency-invoice",
  half: "dev6",
  description:
    "agency project invoice: job/PO/estimate, phases in hours with estimate vs billed, outside costs and fee, advance deducted",
  reshape: agencyProject,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const job = agencyOf(inv);
    const { seller } = inv;
    const accent = ctx.pick("h6AgAccent", ACCENTS);
    s.box(m, y, 6, s.size * 3.2, { tint: accent });
    s.text(seller.core.toLowerCase(), m + 14, y, { bold: true, size: s.size + 12 });
    s.lines([seller.name, ...seller.lines, ...contactOf(ctx)], r, y, {
      align: "right",
      size: s.size - 1.5,
      grey: 0.35,
    });
    let top = y + s.size * 9;
    const buyerBottom = s.lines([inv.buyer.name, ...inv.buyer.lines], m, top);
    const info = [
      field(ctx, "number", inv.credit ? "agCreditNumber" : "agNumber", inv.number),
      field(ctx, "date", "agDate", f.date(inv.issue)),
      field(ctx, "job", "agJob", job.job),
      field(ctx, "po", "agPo", inv.orderNo),
      ...(ctx.flag("h6AgContact", 0.5) ? [field(ctx, "contact", "agContact", job.contact)] : []),
      ...(ctx.flag("h6AgManager", 0.6) ? [field(ctx, "manager", "agManager", job.manager)] : []),
      ...(inv.credit ? [field(ctx, "original", "agOriginal", inv.originalNumber)] : []),
    ];
    const infoBottom = labelRows(s, info, r - 240, top, 115, { size: s.size - 0.5 });
    top = Math.max(buyerBottom, infoBottom) + s.size * 1.6;
    s.text(w.word(inv.credit ? "agCreditTitle" : "agTitle"), m, top, { bold: true, size: s.size + 5 });
    s.text(`${w.label("agProject")} ${job.project}`, m, top + s.size * 2.2, { size: s.size });
    top += s.size * 3.8;
    if (!inv.credit)
      top = paragraphs(s, [w.fill("agIntro", { project: job.project, estimate: job.estimate })], m, top, r - m, {
        size: s.size - 0.5,
      });
    return top + 6;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w } = ctx;
    s.text(inv.seller.core.toLowerCase(), m, y, { bold: true, size: s.size + 3 });
    s.text(`${w.label("agJob")} ${agencyOf(inv).job} · ${inv.number}`, right(ctx, s), y + 2, { align: "right" });
    s.rule(m, y + s.size * 2, right(ctx, s), 0.4);
    return y + s.size * 3.2;
  },
  bottom: (_ctx, s) => s.height - 80,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    rowRules: true,
    leading: 1.5,
  }),
  carry: () => false,
  tableLines: agencyLines,
  columns(ctx, width) {
    const { w, inv } = ctx;
    const sz = ctx.size;
    const quoted = !inv.credit;
    return tableColumns(width, [
      ["desc", w.heading("agColPhase"), 0, "left"],
      ["hours", "h", sz * 4, "right"],
      [
        "rate",
        inv.language === "en"
          ? "Rate"
          : inv.language === "de"
            ? "Satz"
            : inv.language === "fr"
              ? "Taux"
              : inv.language === "nl"
                ? "Tarief"
                : inv.language === "it"
                  ? "Tariffa"
                  : "Tarifa",
        sz * 6,
        "right",
      ],
      ...(quoted ? ([["quoted", w.heading("agColQuoted"), sz * 8, "right"]] as Spec[]) : []),
      ["amount", w.heading("agColAmount"), sz * 8.5, "right"],
    ]);
  },
  cells(ctx, line) {
    const { f, w, inv } = ctx;
    const job = agencyOf(inv);
    const row = AGENCY_ROWS.get(line)!;
    const blank = { desc: "", hours: "", rate: "", quoted: "", amount: "" };
    if (row.kind === "head-services") return { ...blank, desc: w.heading("agServices") };
    if (row.kind === "head-costs") return { ...blank, desc: w.heading("agThirdParty") };
    const kind = job.kinds[row.index];
    const q = job.quoted[row.index];
    const service = kind === "service" && line.unit === "h";
    return {
      desc: kind === "fee" ? w.fill("agFee", { rate: f.rate(job.feeRate) }) : line.description,
      hours: service ? f.quantity(line.qty) : "",
      rate: service ? f.number(line.price) : "",
      quoted: q !== null ? f.number(q) : kind === "cost" ? w.word("agAtCost") : "",
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail: () => null,
  unprinted: (ctx) => (taxedOf(ctx).length === 0 ? ["taxAmount"] : []),
  totals(ctx, s, top) {
    const { inv, w, f } = ctx;
    const job = agencyOf(inv);
    const money = signed(ctx);
    const r = right(ctx, s);
    const rows: Row[] = [];
    const quotedSum = job.quoted.reduce<number>((a, q) => a + (q ?? 0), 0);
    if (!inv.credit && quotedSum)
      rows.push({ key: "quoted", label: w.label("agQuotedSum"), value: f.money(quotedSum) });
    const subtotal = inv.lines.filter((l) => l.amount > 0 || !job.deposit).reduce((a, l) => a + l.amount, 0);
    if (job.deposit) {
      rows.push({ key: "subtotal", label: w.label("agSubtotal"), value: money(subtotal) });
      rows.push({
        key: "deposit",
        label: w.label("agDeposit", { number: job.deposit.number, date: f.date(job.deposit.date) }),
        value: money(-job.deposit.amount),
      });
    }
    rows.push({ key: "net", label: w.label("agNet"), value: money(inv.net) });
    for (const t of taxedOf(ctx))
      rows.push({ key: "tax", label: w.label("agVat", { rate: f.rate(t.rate) }), value: money(t.tax) });
    rows.push({
      key: "total",
      label: w.label(inv.credit ? "agCreditTotal" : "agTotal"),
      value: money(inv.total),
      strong: true,
    });
    return totalsBlock(ctx, s, top, r, { left: r - 300 }, rows);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w, f } = ctx;
    const texts = inv.credit
      ? []
      : [
          w.fill("agPayText", {
            days: String(Math.round((inv.due.getTime() - inv.issue.getTime()) / 86400000)),
            date: f.date(inv.due),
          }),
          w.word("agRights"),
        ];
    top = paragraphs(s, texts, m, top, right(ctx, s) - m, { size: s.size - 0.5 });
    return s.lines([bankOf(ctx).join(" · ")], m, top + 2, { size: s.size - 1 });
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const top = s.height - 50;
    const { seller } = ctx.inv;
    wrapped(s, [[seller.name, ...seller.lines, ...legalOf(ctx)].join(" · ")], m, top, s.width - 2 * m - 70, {
      size: s.size - 2.5,
      grey: 0.4,
    });
    if (pages > 1) s.text(pageText(ctx, page, pages), right(ctx, s), top, { align: "right", size: s.size - 2 });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// An IT reseller's invoice.

const resellerLayout: Template = {
  id: "it-reseller",
  half: "dev6",
  description:
    "IT reseller invoice: billing and delivery addresses, MPN and serials per device, levies per item, paid box",
  reshape: resellerOrder,
  first(ctx, s) {
    const m = margin(ctx);
    const r = right(ctx, s);
    const y = topY(ctx);
    const { inv, w, f } = ctx;
    const o = resellerOf(inv);
    const { seller } = inv;
    const band = ctx.flag("h6RsBand", 0.5);
    if (band) s.box(0, 0, s.width, y + s.size * 4.2, { fill: 0.2 });
    const ink = band ? 1 : 0;
    s.text(seller.name, m, y, { bold: true, size: s.size + 6, grey: ink, maxWidth: r - m - 200 });
    s.text(contactOf(ctx).join("  "), m, y + s.size * 2.4, {
      size: s.size - 1.5,
      grey: band ? 0.85 : 0.35,
      maxWidth: r - m - 200,
    });
    s.text(w.word(inv.credit ? "rsCreditTitle" : "rsTitle"), r, y + 2, {
      bold: true,
      size: s.size + 3,
      align: "right",
      grey: ink,
    });
    let top = y + s.size * 6;
    const info = [
      field(ctx, "number", inv.credit ? "rsCreditNumber" : "rsNumber", inv.number),
      field(ctx, "date", "rsDate", f.date(inv.issue)),
      field(ctx, "customer", "rsCustomer", inv.customerNo),
      field(ctx, "order", "rsOrder", inv.orderNo),
      ...(ctx.flag("h6RsOrderDate", 0.6) ? [field(ctx, "orderDate", "rsOrderDate", f.date(inv.order))] : []),
      ...(ctx.flag("h6RsDn", 0.5) ? [field(ctx, "dn", "rsDeliveryNote", inv.deliveryNote)] : []),
      ...(!inv.credit ? [field(ctx, "tracking", "rsTracking", `${o.carrier} ${o.tracking}`)] : []),
      ...(inv.credit ? [field(ctx, "original", "rsOriginal", inv.originalNumber)] : []),
    ];
    // Two address boxes: the invoice's and the delivery's; the facts to the right.
    const bw = (r - m - 250) / 2;
    const shipTo = inv.shipTo ?? inv.buyer;
    const boxes: [string, string[]][] = [
      [w.label("rsBillTo"), [inv.buyer.name, ...inv.buyer.lines]],
      [w.label("rsShipTo"), [shipTo.name, ...shipTo.lines]],
    ];
    let bottom = top;
    boxes.forEach(([label, lines], i) => {
      const x = m + i * (bw + 8);
      const h = (lines.length + 1) * s.size * 1.3 + 10;
      s.box(x, top, bw, h, { border: 0.5 });
      s.text(label, x + 5, top + 4, { bold: true, size: s.size - 1, maxWidth: bw - 10 });
      s.lines(lines, x + 5, top + 4 + s.size * 1.4, { size: s.size - 0.5, maxWidth: bw - 10 });
      bottom = Math.max(bottom, top + h);
    });
    const infoBottom = labelRows(s, info, r - 235, top, 112, { size: s.size - 0.5 });
    top = Math.max(bottom, infoBottom) + s.size * 1.5;
    return top;
  },
  next(ctx, s) {
    const m = margin(ctx);
    const y = topY(ctx);
    const { inv, w } = ctx;
    s.text(inv.seller.name, m, y, { bold: true });
    s.text(`${w.label(inv.credit ? "rsCreditNumber" : "rsNumber")} ${inv.number}`, right(ctx, s), y, {
      align: "right",
    });
    s.rule(m, y + s.size * 1.7, right(ctx, s), 0.4);
    return y + s.size * 3;
  },
  bottom: (_ctx, s) => s.height - 86,
  table: (ctx, s) => ({
    x: margin(ctx),
    width: s.width - 2 * margin(ctx),
    grid: ctx.flag("h6RsGrid", 0.4),
    shade: 0.9,
    zebra: ctx.flag("h6RsZebra", 0.3),
    leading: 1.4,
  }),
  carry: () => false,
  columns(ctx, width) {
    const { w } = ctx;
    const sz = ctx.size;
    return tableColumns(width, [
      ["pos", w.heading("rsColPos"), sz * 3.5, "left"],
      ["mpn", w.heading("rsColMpn"), sz * 10, "left"],
      ["desc", w.heading("rsColDesc"), 0, "left"],
      ["qty", w.heading("rsColQty"), sz * 4.5, "right"],
      ["price", w.heading("rsColPrice"), sz * 7.5, "right"],
      ["amount", w.heading("rsColAmount"), sz * 8, "right"],
    ]);
  },
  cells(ctx, line, i) {
    const { f, inv } = ctx;
    const o = resellerOf(inv);
    const levy = o.kinds[i] === "levy";
    const pos = o.kinds.slice(0, i + 1).filter((k) => k !== "levy").length;
    return {
      pos: levy ? "" : String(pos),
      mpn: o.mpns[i],
      desc: levy ? `   + ${line.description}` : line.description,
      qty: f.quantity(line.qty),
      price: f.lineMoney(line.price),
      amount: f.lineMoney(inv.sign * line.amount),
    };
  },
  detail(ctx, _line, i) {
    const { w, f, inv } = ctx;
    const o = resellerOf(inv);
    const parts: string[] = [];
    if (o.serials[i].length) parts.push(w.fill("rsSerials", { list: o.serials[i].join(", ") }));
    if (o.warranty[i] && ctx.flag("h6RsWarranty", 0.6))
      parts.push(w.fill("rsWarranty", { date: f.date(o.warranty[i]!) }));
    return parts.length ? parts.join(" · ") : null;
  },
  unprinted: () => [],
  totals(ctx, s, top) {
    const { inv, w, f } = ctx;
    const o = resellerOf(inv);
    const money = signed(ctx);
    const r = right(ctx, s);
    const m = margin(ctx);
    const rows: Row[] = [{ key: "net", label: w.label("rsNet"), value: money(inv.net) }];
    for (const t of inv.taxes)
      rows.push({ key: "tax", label: w.label("rsVat", { rate: f.rate(t.rate) }), value: money(t.tax) });
    rows.push({
      key: "total",
      label: w.label(inv.credit ? "rsCreditTotal" : "rsTotal"),
      value: money(inv.total),
      strong: true,
    });
    const bottom = totalsBlock(ctx, s, top, r, { left: r - 250 }, rows);
    let left = top;
    if (o.levies) {
      s.text(w.fill("rsFeesNote", { amount: f.money(inv.sign * o.levies) }), m, left, {
        size: s.size - 1,
        grey: 0.3,
        maxWidth: r - m - 270,
      });
      left += s.size * 1.6;
    }
    if (o.paid) {
      const bw = Math.min(r - m - 270, 240);
      const h = s.size * 4.4;
      s.box(m, left, bw, h, { border: 0.9, tint: [0.9, 0.97, 0.9] });
      s.text(w.word("rsPaidBox"), m + 6, left + 5, { bold: true, maxWidth: bw - 12 });
      s.text(
        w.fill("rsPaidVia", { method: o.paid.method, date: f.date(o.paid.date) }),
        m + 6,
        left + 5 + s.size * 1.4,
        {
          size: s.size - 1,
          maxWidth: bw - 12,
        },
      );
      s.text(`${w.label("rsBalance")} ${f.money(0)}`, m + 6, left + 5 + s.size * 2.6, {
        size: s.size - 1,
        maxWidth: bw - 12,
      });
      left += h + 4;
    }
    return Math.max(bottom, left);
  },
  tail(ctx, s, top) {
    const m = margin(ctx);
    const { inv, w, f } = ctx;
    if (inv.credit || resellerOf(inv).paid) return top;
    top = paragraphs(s, [w.fill("rsPayText", { date: f.date(inv.due), ref: inv.number })], m, top, right(ctx, s) - m);
    return top;
  },
  footer(ctx, s, page, pages) {
    const m = margin(ctx);
    const { seller } = ctx.inv;
    const top = s.height - 62;
    s.rule(m, top - 6, right(ctx, s), 0.4, 0.5);
    const cols = [[seller.name, ...seller.lines], contactOf(ctx), legalOf(ctx), bankOf(ctx)];
    const w = (s.width - 2 * m) / cols.length;
    cols.forEach((lines, i) => s.lines(lines, m + i * w, top, { size: s.size - 2.5, grey: 0.35, maxWidth: w - 6 }));
    if (pages > 1 || ctx.flag("h6RsPage", 0.3))
      s.text(pageText(ctx, page, pages), right(ctx, s), s.height - 24, { align: "right", size: s.size - 2 });
  },
};

export const DEV6_TEMPLATES: Template[] = [practiceLayout, collectiveLayout, faxLayout, agencyLayout, resellerLayout];
