/**
 * Pieces only half D's layouts draw: header fields among the references real invoices carry (with the concept of
 * each label, so a layout can print it in a second language), a second language's wordings for bilingual labels,
 * the line table's extra columns (a line's date, a running balance), labels with dotted leaders, and the VAT grid.
 */
import type { Rng } from "../../classifyCorpus";
import { lineCells, lineColumns, numberLabel, type Field } from "../blocks";
import type { Ctx } from "../context";
import { digits } from "../countries";
import type { TableColumn } from "../flow";
import { Words } from "../format";
import type { Line } from "../invoice";
import { personName } from "../names";
import type { Sheet } from "../sheet";
import { DISTRACTORS, type Distractor } from "./freshBlocks";
import { poolsFor, type Concept, type Dev2Concept, type ExtraConcept, type Language } from "../vocab";
import { DAY } from "../util";

type AnyConcept = Concept | ExtraConcept | Dev2Concept;

/** A header field with the concept its label prints. */
export interface Dev2Field extends Field {
  concept: AnyConcept;
}

/** The word between a period's two dates ('01/03/2024 to 31/03/2024'). */
const UNTIL: Record<Language, string> = { en: "to", de: "bis", fr: "au", nl: "t/m", it: "al", es: "al" };

function distractorValue(ctx: Ctx, key: Distractor): string {
  const { inv, f } = ctx;
  const y = inv.issue.getUTCFullYear();
  const values: Record<Distractor, () => string> = {
    customerNo: () => inv.customerNo,
    orderNo: () => inv.orderNo,
    orderDate: () => f.date(inv.order),
    deliveryDate: () => f.date(inv.delivery),
    deliveryNote: () => inv.deliveryNote,
    dueDate: () => f.date(inv.due),
    contractNo: () => inv.contractNo,
    servicePeriod: () => {
      const to = ctx.flag("d2PeriodWord", 0.5) ? ` ${UNTIL[inv.language]} ` : " - ";
      return `${f.date(inv.period[0])}${to}${f.date(inv.period[1])}`;
    },
    projectNo: () =>
      ctx.once("d2projectNo", (r) =>
        r.pick([`JOB-${r.int(1000, 9999)}`, `PR${y % 100}${digits(r, 3)}`, `${r.int(100, 999)}-${digits(r, 2)}`]),
      ),
    quoteNo: () =>
      ctx.once("d2quoteNo", (r) => r.pick([`QT${digits(r, 6)}`, `${y}-Q${digits(r, 4)}`, `E-${r.int(10000, 99999)}`])),
    buyerVatId: () => ctx.once("d2buyerVatId", (r) => inv.country.vatId(r)),
    supplierNo: () =>
      ctx.once("d2supplierNo", (r) => r.pick([`SUP${digits(r, 5)}`, `${r.int(1000000, 9999999)}`, `K${digits(r, 5)}`])),
    costCentre: () =>
      ctx.once("d2costCentre", (r) => r.pick([`${digits(r, 3)}.${digits(r, 3)}`, `KS${digits(r, 4)}`, digits(r, 5)])),
    paymentRef: () =>
      ctx.once("d2paymentRef", (r) =>
        inv.country.code === "BE-fr" || inv.country.code === "BE-nl"
          ? `+++${digits(r, 3)}/${digits(r, 4)}/${digits(r, 5)}+++`
          : inv.country.code === "NL" && r.chance(0.5)
            ? `${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)}`
            : r.chance(0.5)
              ? inv.number
              : `${inv.customerNo}-${inv.number}`,
      ),
    salesRep: () => ctx.once("d2salesRep", (r) => personName(r, inv.language).full),
  };
  return values[key]();
}

/** The number and date among 2 to 6 references (the corrected invoice always on a credit note). */
export function dev2Fields(ctx: Ctx, max = 8): Dev2Field[] {
  const { inv, w, f } = ctx;
  const chosen = ctx.once("d2Distractors", (r) => r.some(DISTRACTORS, 2, 6));
  const numberConcept: AnyConcept = inv.credit ? "creditNumber" : "number";
  const all: Dev2Field[] = [
    { key: "number", concept: numberConcept, label: numberLabel(ctx), value: inv.number },
    { key: "date", concept: "date", label: w.label("date"), value: f.date(inv.issue) },
  ];
  if (inv.credit)
    all.push({
      key: "referenceInvoice",
      concept: "referenceInvoice",
      label: w.label("referenceInvoice"),
      value: inv.originalNumber,
    });
  for (const k of chosen) all.push({ key: k, concept: k, label: w.label(k), value: distractorValue(ctx, k) });
  const fields = all.slice(0, max);
  const order = ctx.once("d2FieldOrder", (r) => (r.chance(0.3) ? r.shuffle(fields.map((_, i) => i)) : null));
  return order ? order.filter((i) => i < fields.length).map((i) => fields[i]) : fields;
}

/**
 * The language a bilingual document prints beside its own, and the country whose wordings it takes: the
 * neighbour's (Belgium, Switzerland, South Tyrol), Spanish in the United States, English elsewhere.
 */
function secondLanguage(ctx: Ctx, r: Rng): [Language, string] {
  const code = ctx.inv.country.code;
  if (code === "BE-fr") return ["nl", "BE"];
  if (code === "BE-nl") return ["fr", "BE"];
  if (code === "CH") return [r.pick(["fr", "en"] as const), ""];
  if (code === "IT") return [r.pick(["de", "en"] as const), ""];
  if (code === "US") return ["es", "US"];
  if (ctx.inv.language === "en") return [r.pick(["de", "fr", "es"] as const), ""];
  return ["en", ""];
}

/** The second language's wordings (half D's pools), drawn once per document like the first's. */
export function secondWords(ctx: Ctx): Words {
  return ctx.once("d2SecondWords", (r) => {
    const [language, country] = secondLanguage(ctx, r);
    return new Words(r, poolsFor(language, country, "dev2"), ctx.f.style);
  });
}

/** A concept in both languages on one line ('Rechnungsnummer / Invoice No.'), the document's own first or second. */
export function bilingual(ctx: Ctx, concept: AnyConcept, values: Record<string, string> = {}): string {
  const pair = [ctx.w.fill(concept, values), secondWords(ctx).fill(concept, values)];
  if (ctx.flag("d2SecondFirst", 0.25)) pair.reverse();
  return pair.join(" / ");
}

/** The two wordings of a concept, the document's own first (for a label printed on two lines). */
export function bilingualPair(ctx: Ctx, concept: AnyConcept, values: Record<string, string> = {}): [string, string] {
  return [ctx.w.fill(concept, values), secondWords(ctx).fill(concept, values)];
}

/** A label, its dots up to `width` characters and a colon: 'Invoice No.......: ' (monospace layouts). */
export function leader(label: string, width: number): string {
  const text = label.replace(/:$/, "");
  return `${text}${".".repeat(Math.max(2, width - text.length))}: `;
}

/** The columns of the line table with a line's date first and a running balance last. */
export function statementColumns(ctx: Ctx, width: number): TableColumn[] {
  const s = ctx.size;
  const base: TableColumn[] = lineColumns(ctx, width).filter((c) => c.key !== "pos");
  const desc = base.find((c) => c.key === "desc")!;
  const dateCol: TableColumn = { key: "date", heading: ctx.w.heading("colDate"), width: s * 7.5, align: "left" };
  const balanceCol: TableColumn = {
    key: "balance",
    heading: ctx.w.heading("colBalance"),
    width: s * 9,
    align: "right",
  };
  const used = [dateCol, ...base, balanceCol].reduce((sum, c) => sum + c.width, 0);
  desc.width += width - used;
  return [dateCol, ...base, balanceCol];
}

/** A line's date in figures even where the document writes its dates out ('12.03.24'). */
function shortDatePattern(ctx: Ctx): string {
  const pattern = ctx.f.style.datePattern;
  if (!pattern.includes("{MMM")) return pattern;
  if (ctx.inv.country.code === "US") return "{mm}/{dd}/{yy}";
  return ctx.inv.language === "de" ? "{dd}.{mm}.{yy}" : ctx.inv.language === "nl" ? "{dd}-{mm}-{yy}" : "{dd}/{mm}/{yy}";
}

/** The running balance after each line starts from what the account carried into this invoice. */
export function statementCells(ctx: Ctx, line: Line, index: number, opening: number): Record<string, string> {
  const { inv, f } = ctx;
  const step = ctx.once("d2LineStep", (r) => r.int(0, 3));
  const date = new Date(inv.delivery.getTime() - (inv.lines.length - 1 - index) * step * DAY);
  const running = inv.lines.slice(0, index + 1).reduce((sum, l) => sum + l.amount, 0);
  return {
    ...lineCells(ctx, line, index),
    date: f.date(date, shortDatePattern(ctx)),
    balance: f.lineMoney(opening + inv.sign * running),
  };
}

/** A rule of characters across a monospace page ('=====', '-----'); returns the top of the next line. */
export function textRule(s: Sheet, x: number, top: number, width: number, ch = "-"): number {
  s.text(ch.repeat(Math.floor(width / s.measure(ch))), x, top, { grey: 0.3 });
  return top + s.size * 1.3;
}
