/**
 * The synthetic data of one invoice: seller, buyer, numbers, dates, lines and totals. Amounts are integer cents
 * and the totals are computed from the lines exactly as they will be printed, so every printed sum adds up.
 */
import type { Rng } from "../classifyCorpus";
import { countryCode, digits, iban, phoneNumber, type Country } from "./countries";
import { attentionLine, companyCore, personName, PRODUCTS, UNITS } from "./names";
import type { Language } from "./vocab";
import { addDays, pad, slug } from "./util";

export interface Party {
  /** The name as printed (a company with its legal form, or a person with an honorific). */
  name: string;
  /** Address lines under the name. */
  lines: string[];
  town: string;
}

export interface Seller extends Party {
  /** The name without the legal form: a brand word for a logo. */
  core: string;
  vatId: string;
  taxNo: string;
  register: string;
  /** An IBAN, or an account number where there are none (US). */
  iban: string;
  bic: string;
  bank: string;
  phone: string;
  fax: string | null;
  email: string;
  web: string;
  manager: string;
}

export interface Line {
  description: string;
  detail: string | null;
  /** Quantity in hundredths. */
  qty: number;
  unit: string;
  /** Cents. */
  price: number;
  amount: number;
  rate: number;
}

export interface TaxRow {
  rate: number;
  base: number;
  tax: number;
}

export interface InvoiceData {
  country: Country;
  language: Language;
  credit: boolean;
  /** -1 when a credit note prints its amounts negative. */
  sign: 1 | -1;
  seller: Seller;
  buyer: Party;
  shipTo: Party | null;
  number: string;
  /** The invoice a credit note corrects. */
  originalNumber: string;
  issue: Date;
  due: Date;
  delivery: Date;
  order: Date;
  period: [Date, Date];
  customerNo: string;
  orderNo: string;
  deliveryNote: string;
  contractNo: string;
  lines: Line[];
  /** Sum of the lines. */
  subtotal: number;
  discount: { rate: number; amount: number } | null;
  shipping: number | null;
  net: number;
  taxes: TaxRow[];
  taxTotal: number;
  total: number;
  paid: number | null;
  amountDue: number;
  paymentDays: number;
  earlyPayment: { rate: number; until: Date; amount: number } | null;
}

/** Invoice numbers as real senders write them. */
function invoiceNumber(r: Rng, language: Language, issue: Date): string {
  const y = issue.getUTCFullYear();
  const yy = pad(y % 100, 2);
  const mm = pad(issue.getUTCMonth() + 1, 2);
  const n = r.int(1, 9999);
  const generic = [
    () => `${y}-${pad(n, 4)}`,
    () => `INV-${pad(r.int(1, 99999), 6)}`,
    () => pad(r.int(1000, 999999), 9),
    () => `${y}${pad(n, 5)}`,
    () => `${r.int(10000, 99999)}`,
  ];
  const byLanguage: Record<Language, (() => string)[]> = {
    en: [
      () => `INV-${pad(n, 5)}`,
      () => `SI-${r.int(10000, 99999)}`,
      () => `INV/${y}/${pad(n, 4)}`,
      () => `${r.int(100000, 999999)}`,
    ],
    de: [
      () => `RE${yy}${pad(n, 4)}`,
      () => `R${y}-${pad(n, 5)}`,
      () => `RG-${y}-${pad(n, 4)}`,
      () => `${yy}${pad(r.int(1, 99999), 5)}`,
    ],
    fr: [
      () => `F-${y}/${pad(n, 4)}`,
      () => `FA${yy}${mm}-${pad(n, 4)}`,
      () => `FAC-${y}-${pad(n, 5)}`,
      () => `F${yy}${pad(n, 5)}`,
    ],
    nl: [
      () => `${y}${pad(n, 4)}`,
      () => `F${y}.${pad(n, 4)}`,
      () => `VF-${yy}-${pad(n, 4)}`,
      () => `${yy}.${pad(n, 4)}`,
    ],
    it: [() => `${n}/${y}`, () => `FPR ${n}/${yy}`, () => `${pad(n, 4)}/A`, () => `FV${y}-${pad(n, 5)}`],
    es: [
      () => `A-${y}-${pad(n, 4)}`,
      () => `FAC${y}/${pad(n, 5)}`,
      () => `F${yy}-${pad(n, 4)}`,
      () => `${y}/${pad(n, 3)}`,
    ],
  };
  return r.pick([...byLanguage[language], ...generic])();
}

const MAILBOX: Record<Language, string> = {
  en: "accounts",
  de: "buchhaltung",
  fr: "comptabilite",
  nl: "administratie",
  it: "amministrazione",
  es: "facturacion",
};

export function seller(r: Rng, country: Country): Seller {
  const language = country.language;
  const core = companyCore(r, language);
  const form = r.pick(country.legalForms);
  const name = r.chance(country.legalFirst) ? `${form} ${core}` : `${core} ${form}`;
  const [postcode, town] = r.pick(country.towns);
  const [bank, bic, bankCode] = r.pick(country.banks);
  const domain = `${slug(core).slice(0, 18)}${country.tld}`;
  const mailbox = r.chance(0.5) ? "info" : MAILBOX[language];
  const manager = personName(r, language).full;
  return {
    name,
    core,
    lines: [country.streetLine(r.pick(country.streets), r.int(1, 180)), country.townLine(postcode, town)],
    town: town.replace(/ \(\w\w\)$/, ""),
    vatId: country.vatId(r),
    taxNo: country.taxNo(r),
    register: country.register(r, town.replace(/ \(\w\w\)$/, "")),
    iban: iban(r, country, bankCode ?? "") ?? digits(r, 10),
    bic,
    bank,
    phone: phoneNumber(r, country),
    fax: r.chance(0.4) ? phoneNumber(r, country) : null,
    email: `${mailbox}@${domain}`,
    web: `www.${domain}`,
    manager,
  };
}

export function buyer(r: Rng, country: Country): Party {
  const language = country.language;
  const [postcode, town] = r.pick(country.towns);
  const address = [country.streetLine(r.pick(country.streets), r.int(1, 240)), country.townLine(postcode, town)];
  if (r.chance(0.35)) return { name: personName(r, language).addressed, lines: address, town };
  const name = `${companyCore(r, language)} ${r.pick(country.legalForms)}`;
  const lines = r.chance(0.4) ? [attentionLine(r, language), ...address] : address;
  return { name, lines, town };
}

function lines(r: Rng, country: Country, twoRates: boolean): Line[] {
  const language = country.language;
  const count = r.chance(0.2) ? r.int(9, 12) : r.int(1, 8);
  const products = r.some(PRODUCTS[language], Math.min(count, 12), Math.min(count, 12));
  const withDetail = r.chance(0.3);
  const [hourUnits, pieceUnits] = UNITS[language];
  const hourUnit = r.pick(hourUnits);
  const pieceUnit = r.pick(pieceUnits);
  return products.map(([description, hourly, lo, hi], i) => {
    const qty = hourly ? r.int(1, 32) * 50 : r.chance(0.4) ? 100 : r.int(1, hi >= 100 ? 4 : 40) * 100;
    const price = r.int(lo * 100, hi * 100);
    return {
      description,
      detail: withDetail ? `${i % 2 ? "Art." : "Ref."} ${r.int(10000, 99999)}-${digits(r, 2)}` : null,
      qty,
      unit: hourly ? hourUnit : pieceUnit,
      price,
      amount: Math.round((qty * price) / 100),
      rate: twoRates && r.chance(0.4) ? country.rates[1] : country.rates[0],
    };
  });
}

/** Half up to the cent, as invoicing software rounds. */
const percentOf = (cents: number, rate: number) => Math.round((cents * rate) / 100 + 1e-9);

export function generateInvoice(r: Rng, country: Country, credit: boolean): InvoiceData {
  const year = r.int(2021, 2025);
  const issue = new Date(Date.UTC(year, r.int(0, 11), r.int(1, 28)));
  const twoRates = country.rates.length > 1 && countryCode(country) !== "US" && r.chance(0.35);
  const items = lines(r, country, twoRates);
  const rates = [...new Set(items.map((l) => l.rate))].sort((a, b) => b - a);
  const subtotal = items.reduce((s, l) => s + l.amount, 0);
  const discount =
    rates.length === 1 && !credit && r.chance(0.2)
      ? (() => {
          const rate = r.pick([2, 3, 5, 10]);
          return { rate, amount: percentOf(subtotal, rate) };
        })()
      : null;
  const shipping = !credit && r.chance(0.25) ? r.int(490, 4900) : null;
  const taxes: TaxRow[] = rates.map((rate) => {
    let base = items.filter((l) => l.rate === rate).reduce((s, l) => s + l.amount, 0);
    if (rate === country.rates[0] || rates.length === 1) base += (shipping ?? 0) - (discount?.amount ?? 0);
    return { rate, base, tax: 0 };
  });
  for (const t of taxes) t.tax = percentOf(t.base, t.rate);
  const net = taxes.reduce((s, t) => s + t.base, 0);
  const taxTotal = taxes.reduce((s, t) => s + t.tax, 0);
  const total = net + taxTotal;
  const paid = !credit && r.chance(0.15) ? Math.round((total * r.pick([20, 30, 50])) / 100) : null;
  const paymentDays = r.pick([7, 10, 14, 14, 30, 30, 30, 45, 60]);
  const earlyRate = r.pick([2, 3]);
  return {
    country,
    language: country.language,
    credit,
    sign: credit && r.chance(0.5) ? -1 : 1,
    seller: seller(r, country),
    buyer: buyer(r, country),
    shipTo: r.chance(0.2) ? buyer(r, country) : null,
    number: invoiceNumber(r, country.language, issue),
    originalNumber: invoiceNumber(r, country.language, addDays(issue, -r.int(10, 90))),
    issue,
    due: addDays(issue, paymentDays),
    delivery: addDays(issue, -r.int(1, 12)),
    order: addDays(issue, -r.int(14, 40)),
    period: [
      new Date(Date.UTC(year, issue.getUTCMonth(), 1)),
      addDays(new Date(Date.UTC(year, issue.getUTCMonth() + 1, 1)), -1),
    ],
    customerNo: r.pick([`${r.int(10000, 99999)}`, `K-${r.int(1000, 99999)}`, `D${digits(r, 6)}`, `C${digits(r, 5)}`]),
    orderNo: r.pick([
      `45${digits(r, 8)}`,
      `PO-${r.int(10000, 99999)}`,
      `${r.int(100, 999)}/${issue.getUTCFullYear()}`,
      `B-${digits(r, 6)}`,
    ]),
    deliveryNote: r.pick([`LS-${issue.getUTCFullYear()}-${digits(r, 4)}`, `80${digits(r, 6)}`, `DN${digits(r, 5)}`]),
    contractNo: r.pick([`V-${issue.getUTCFullYear() - r.int(1, 3)}-${digits(r, 3)}`, `CT${digits(r, 6)}`]),
    lines: items,
    subtotal,
    discount,
    shipping,
    net,
    taxes,
    taxTotal,
    total,
    paid,
    amountDue: total - (paid ?? 0),
    paymentDays,
    earlyPayment:
      !credit && r.chance(0.15)
        ? { rate: earlyRate, until: addDays(issue, 8), amount: total - percentOf(total, earlyRate) }
        : null,
  };
}
