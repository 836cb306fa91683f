/**
 * What half E's documents draw differently from the generator's data: invoice numbers in the formats of yet other
 * issuers (an ERP's prefixed series, a freelancer's initials, the day inside the number, a 'sezionale'), none of
 * them a format of halves A to D; and what some of its layouts bill (layoutCorpus.ts applies a layout's `reshape`
 * before the truth is taken): hours at one rate, a marketplace's goods, a builder's work to date less earlier
 * instalments, an export at 0 %. Totals are computed again exactly as generateInvoice computes them.
 */
import type { Rng } from "../classifyCorpus";
import { COUNTRIES, countryCode, digits, type Country } from "./countries";
import { GOODS, MILEAGE, TASKS, WORKS } from "./dev3Items";
import type { InvoiceData, Line, Party } from "./invoice";
import { companyCore, PRODUCTS, UNITS } from "./names";
import type { Language } from "./vocab";
import { DAY, letters, pad, utc, mm, yy, yyyy, type NumberFormat } from "./util";

const dd = (d: Date) => pad(d.getUTCDate(), 2);

const FORMATS: Record<Language, NumberFormat[]> = {
  en: [
    (r, d) => `ACC-SINV-${yyyy(d)}-${pad(r.int(1, 99999), 5)}`,
    (r) => `#${r.int(1001, 99999)}`,
    (r, d) => `${yy(d)}${mm(d)}/${pad(r.int(1, 9999), 4)}`,
    (r, d) => `${letters(r, 2)}${yyyy(d)}-${pad(r.int(1, 999), 3)}`,
  ],
  de: [
    (r, d) => `RE-${yyyy(d)}${mm(d)}-${pad(r.int(1, 9999), 4)}`,
    (r, d) => `${yy(d)}-${pad(r.int(1, 999999), 6)}`,
    (r, d) => `R${pad(r.int(1, 99999), 5)}-${yy(d)}`,
    (r, d) => `${letters(r, 2)}-${yyyy(d)}/${pad(r.int(1, 999), 3)}`,
  ],
  fr: [
    (r, d) => `${yyyy(d)}-${mm(d)}-${pad(r.int(1, 999), 3)}`,
    (r, d) => `F${yyyy(d)}-${pad(r.int(1, 999999), 6)}`,
    (r, d) => `FCT/${pad(r.int(1, 99999), 5)}/${yy(d)}`,
    (r, d) => `FA-${yy(d)}-${pad(r.int(1, 9999), 4)}`,
  ],
  nl: [
    (r, d) => `${yyyy(d)}${mm(d)}${pad(r.int(1, 999), 3)}`,
    (r, d) => `VK${yy(d)}${pad(r.int(1, 99999), 5)}`,
    (r, d) => `${yyyy(d)}/F/${pad(r.int(1, 9999), 4)}`,
    (r, d) => `${yyyy(d)}.${mm(d)}.${pad(r.int(1, 999), 3)}`,
  ],
  it: [
    (r, d) => `${r.int(1, 2999)}/B/${yyyy(d)}`,
    (r, d) => `FT${yyyy(d)}/${pad(r.int(1, 9999), 4)}`,
    (r, d) => `E${yy(d)}-${pad(r.int(1, 99999), 5)}`,
    (r, d) => `${pad(r.int(1, 999999), 6)}/${yy(d)}`,
  ],
  es: [
    (r, d) => `${pad(r.int(1, 9999), 4)}-${yyyy(d)}`,
    (r, d) => `FRA${yy(d)}${pad(r.int(1, 99999), 5)}`,
    (r, d) => `R-${yyyy(d)}-${pad(r.int(1, 999999), 6)}`,
    (r, d) => `${yy(d)}F${pad(r.int(1, 99999), 5)}`,
  ],
};

/** A small business's number: the day of issue and a count ('2024031402'). */
const dayNumber: NumberFormat = (r, d) => `${yyyy(d)}${mm(d)}${dd(d)}${pad(r.int(1, 99), 2)}`;

/** Each document's number series, for the earlier instalments of a progress invoice. */
const SERIES = new WeakMap<InvoiceData, NumberFormat>();

/** Half E's invoice number, and a credit note's corrected invoice in the same series. */
export function dev3Numbers(r: Rng, inv: InvoiceData): void {
  const format = r.pick([...FORMATS[inv.language], dayNumber]);
  SERIES.set(inv, format);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, new Date(inv.issue.getTime() - r.int(10, 90) * DAY));
}

/** Half up to the cent, as invoicing software rounds (invoice.ts). */
const percentOf = (cents: number, rate: number) => Math.round((cents * rate) / 100 + 1e-9);

/** Totals from the lines as generateInvoice computes them; `less` (earlier instalments) comes off the net. */
function settle(inv: InvoiceData, less = 0): void {
  const { lines } = inv;
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  inv.subtotal = lines.reduce((s, l) => s + l.amount, 0);
  if (inv.discount) inv.discount.amount = percentOf(inv.subtotal, inv.discount.rate);
  inv.taxes = rates.map((rate) => {
    let base = lines.filter((l) => l.rate === rate).reduce((s, l) => s + l.amount, 0);
    if (rate === inv.country.rates[0] || rates.length === 1)
      base += (inv.shipping ?? 0) - (inv.discount?.amount ?? 0) - less;
    return { rate, base, tax: percentOf(base, rate) };
  });
  inv.net = inv.taxes.reduce((s, t) => s + t.base, 0);
  inv.taxTotal = inv.taxes.reduce((s, t) => s + t.tax, 0);
  inv.total = inv.net + inv.taxTotal;
  inv.paid = null;
  inv.amountDue = inv.total;
  if (inv.earlyPayment) inv.earlyPayment.amount = inv.total - percentOf(inv.total, inv.earlyPayment.rate);
}

/** A consultant's month: tasks on days of the month before the invoice, at one hourly rate, maybe mileage. */
export function billHours(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const y = inv.issue.getUTCFullYear();
  const m = inv.issue.getUTCMonth();
  inv.period = [utc(y, m - 1, 1), utc(y, m, 0)];
  const days = inv.period[1].getUTCDate();
  const tasks = r.some(TASKS[language], 2, 8);
  const dates = tasks.map(() => r.int(1, days)).sort((a, b) => a - b);
  const hourly = r.int(12, 30) * 500;
  const unit = r.pick(UNITS[language][0]);
  const lines: Line[] = tasks.map((description) => {
    const qty = r.int(2, 32) * 25;
    return { description, detail: null, qty, unit, price: hourly, amount: Math.round((qty * hourly) / 100), rate: 0 };
  });
  if (r.chance(0.3)) {
    const [description, mileUnit] = MILEAGE[language];
    const unitKm = countryCode(country) === "IE" ? "km" : mileUnit;
    const price = unitKm === "mi" ? r.pick([45, 67]) : r.pick([30, 35, 42]);
    const qty = r.int(40, 400) * 100;
    lines.push({
      description,
      detail: null,
      qty,
      unit: unitKm,
      price,
      amount: Math.round((qty * price) / 100),
      rate: 0,
    });
    dates.push(dates[dates.length - 1]);
  }
  for (const l of lines) l.rate = country.rates[0];
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  WORK_DAYS.set(
    inv,
    dates.map((d) => utc(y, m - 1, d)),
  );
  settle(inv);
}

const WORK_DAYS = new WeakMap<InvoiceData, Date[]>();
/** The day each line of a consultant's invoice was worked. */
export const workDays = (inv: InvoiceData): Date[] => WORK_DAYS.get(inv) ?? [];

/** A marketplace order: one to four goods priced gross in whole units less a cent, net of VAT on the invoice. */
export function marketplaceOrder(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const reduced = country.rates.length > 1 && countryCode(country) !== "US" && r.chance(0.5);
  const unit = r.pick(UNITS[language][1]);
  inv.lines = r.some(GOODS[language], 1, 4).map(([description, food, lo, hi]) => {
    const rate = food && reduced ? country.rates[1] : country.rates[0];
    const gross = r.int(lo, hi) * 100 - 1;
    const price = countryCode(country) === "US" ? gross : Math.round((gross * 100) / (100 + rate));
    const qty = r.chance(0.75) ? 100 : r.int(2, 3) * 100;
    const detail = `${r.pick(["SKU", "EAN", "ASIN"])} ${r.chance(0.5) ? digits(r, 13) : `B0${letters(r, 2)}${digits(r, 6)}`}`;
    return { description, detail, qty, unit, price, amount: Math.round((qty * price) / 100), rate };
  });
  inv.discount = null;
  inv.shipping = r.chance(0.4) ? r.pick([249, 336, 419, 499]) : null;
  inv.earlyPayment = null;
  settle(inv);
}

/** A progress invoice's earlier instalments, the retention held back and what the contract is worth. */
export interface Progress {
  /** This instalment's place in the series (1 when nothing was billed before). */
  index: number;
  earlier: { number: string; date: Date; net: number }[];
  /** The day the work was measured. */
  measured: Date;
  retention: { rate: number; amount: number } | null;
  contractSum: number;
}

const PROGRESS = new WeakMap<InvoiceData, Progress>();
export const progressOf = (inv: InvoiceData): Progress | null => PROGRESS.get(inv) ?? null;

/** A builder's work to date at its unit prices, less the instalments billed before (none on a credit note). */
export function progressBilling(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const y = inv.issue.getUTCFullYear();
  inv.period = [utc(y, inv.issue.getUTCMonth() - 1, 1), utc(y, inv.issue.getUTCMonth(), 0)];
  inv.lines = r.some(WORKS[language], 3, 7).map(([description, unit, qLo, qHi, pLo, pHi]) => {
    const tenths = qHi >= 100 && r.chance(0.5) ? r.int(1, 9) * 10 : 0;
    const qty = r.int(qLo, qHi) * 100 + tenths;
    const price = r.int(pLo * 100, pHi * 100);
    return {
      description,
      detail: null,
      qty,
      unit,
      price,
      amount: Math.round((qty * price) / 100),
      rate: country.rates[0],
    };
  });
  inv.discount = null;
  inv.shipping = null;
  inv.earlyPayment = null;
  const done = inv.lines.reduce((s, l) => s + l.amount, 0);
  const count = inv.credit ? 0 : r.int(1, 4);
  const share = r.int(35, 75) / 100;
  const series = SERIES.get(inv)!;
  const step = r.int(25, 35);
  const earlier = Array.from({ length: count }, (_, i) => {
    const date = new Date(inv.issue.getTime() - (count - i) * step * DAY);
    const net = Math.max(100000, Math.round((done * share) / count / 100000) * 100000);
    return { number: series(r, date), date, net };
  });
  let less = earlier.reduce((s, e) => s + e.net, 0);
  if (less >= done) {
    earlier.splice(1);
    earlier[0].net = Math.floor(done / 200000) * 100000;
    less = earlier[0].net;
  }
  settle(inv, less);
  const retention = !inv.credit && r.chance(0.5) ? r.pick([5, 10]) : null;
  const progress: Progress = {
    index: count + 1,
    earlier,
    measured: new Date(inv.issue.getTime() - r.int(1, 6) * DAY),
    retention: retention ? { rate: retention, amount: percentOf(inv.total, retention) } : null,
    contractSum: Math.round((done * r.int(120, 260)) / 100 / 100000) * 100000,
  };
  inv.amountDue = inv.total - (progress.retention?.amount ?? 0);
  PROGRESS.set(inv, progress);
}

/** An export's destination. */
const DESTINATION = new WeakMap<InvoiceData, Country>();
export const destinationOf = (inv: InvoiceData): Country => DESTINATION.get(inv)!;

/** A buyer abroad: a company of the destination country, its address in that country's form. */
function foreignBuyer(r: Rng, dest: Country): Party {
  const [postcode, town] = r.pick(dest.towns);
  const name = `${companyCore(r, dest.language)} ${r.pick(dest.legalForms)}`;
  return { name, lines: [dest.streetLine(r.pick(dest.streets), r.int(1, 240)), dest.townLine(postcode, town)], town };
}

/** The places of PRODUCTS' goods (not work, fees or licences), the same in every language. */
const GOODS_AT = [0, 3, 4, 7, 9, 10];

/** An export of goods to a buyer in another country: every line at 0 % (an intra-EU supply or an export). */
export function zeroRated(r: Rng, inv: InvoiceData): void {
  const home = countryCode(inv.country);
  const dest = r.pick(COUNTRIES.filter((c) => countryCode(c) !== home));
  DESTINATION.set(inv, dest);
  inv.buyer = foreignBuyer(r, dest);
  inv.shipTo = r.chance(0.25) ? foreignBuyer(r, dest) : null;
  const count = Math.min(inv.lines.length, GOODS_AT.length);
  const unit = r.pick(UNITS[inv.language][1]);
  inv.lines = r.some(GOODS_AT, count, count).map((i) => {
    const [description, , lo, hi] = PRODUCTS[inv.language][i];
    const qty = r.int(1, 60) * 100;
    const price = r.int(lo * 100, hi * 100);
    const detail = r.chance(0.4) ? `Art. ${digits(r, 6)}` : null;
    return { description, detail, qty, unit, price, amount: Math.round((qty * price) / 100), rate: 0 };
  });
  settle(inv);
}
