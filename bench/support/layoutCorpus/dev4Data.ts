/**
 * What half F's documents draw differently from the generator's data: invoice numbers in the formats of yet other
 * issuers (a number in groups of four, the month between slashes, a hotel's cashier prefix, a 'sezionale' after the
 * number), none of them a format of halves A to E; some documents moved to French-, Italian- or English-speaking
 * Switzerland or to Luxembourg (relocate; decided by the seller, so one sender's series stays in one country); and
 * what its layouts bill (layoutCorpus.ts applies a layout's `reshape` before the truth is taken): a utility's or a
 * telecom operator's charges with meter readings, instalments or an earlier balance, lines with their own
 * discounts, a hotel stay posted night by night with a city tax outside VAT, a wholesaler's goods priced per unit
 * or per hundred. Totals are computed again exactly as generateInvoice computes them; a hotel's postings are gross,
 * so its net and tax per rate are taken out of the gross as hotels do.
 */
import { rng, type Rng } from "../classifyCorpus";
import { countryCode, digits, iban, phoneNumber, type Country } from "./countries";
import { dev4Country } from "./dev4Countries";
import {
  ACTIVITY_CODES,
  BRAND_WORDS,
  CARDS,
  CITY_TAX,
  ENERGY,
  HOTEL_NAMES,
  HOTEL_POSTINGS,
  HOTEL_RATES,
  PLANS,
  TELECOM,
  UTILITY_CREDITS,
  UTILITY_NAMES,
  WARES,
  type HotelKind,
} from "./dev4Items";
import { buyer, seller, type InvoiceData, type Line } from "./invoice";
import { personName } from "./names";
import type { Language } from "./vocab";
import { DAY, addDays, letters, pad, slug, utc, mm, yy, yyyy, type NumberFormat } from "./util";

const FORMATS: Record<Language, NumberFormat[]> = {
  en: [
    (r, d) => `INV${yy(d)}/${pad(r.int(1, 99999), 5)}`,
    (r) => `${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)}`,
    (r) => `C${pad(r.int(1, 9999999), 7)}`,
    (r, d) => `${letters(r, 3)}-${yy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`,
  ],
  de: [
    (r, d) => `${yyyy(d)}/${mm(d)}/${pad(r.int(1, 9999), 4)}`,
    (r) => `${r.int(1, 9)}${digits(r, 3)} ${digits(r, 4)} ${digits(r, 4)}`,
    (r, d) => `RG${yyyy(d)}-${pad(r.int(1, 999999), 6)}`,
    (r, d) => `RE ${yy(d)}/${pad(r.int(1, 99999), 5)}`,
  ],
  fr: [
    (r, d) => `FA${yyyy(d)}-${mm(d)}-${pad(r.int(1, 9999), 4)}`,
    (r, d) => `FAC/${yy(d)}${mm(d)}/${pad(r.int(1, 9999), 4)}`,
    (r, d) => `F${pad(r.int(1, 9999), 4)}-${yy(d)}`,
    (r, d) => `${letters(r, 2)}${yy(d)}${pad(r.int(1, 99999), 5)}`,
  ],
  nl: [
    (r, d) => `${yyyy(d)}-${pad(r.int(1, 999999), 6)}`,
    (r, d) => `${yy(d)}${mm(d)}-${pad(r.int(1, 9999), 4)}`,
    (r, d) => `FACT-${yyyy(d)}-${pad(r.int(1, 9999), 4)}`,
    (r) => `${r.int(1, 9)}${digits(r, 9)}`,
  ],
  it: [
    (r, d) => `${yyyy(d)}-FT-${pad(r.int(1, 9999), 4)}`,
    (r, d) => `${pad(r.int(1, 99999), 5)}/${yyyy(d)}`,
    (r, d) => `FE/${yy(d)}/${r.int(1, 9999)}`,
    (r, d) => `${r.int(1, 999)}/S1/${yy(d)}`,
  ],
  es: [
    (r, d) => `${yyyy(d)}/A/${pad(r.int(1, 99999), 5)}`,
    (r, d) => `FV-${yyyy(d)}${mm(d)}-${pad(r.int(1, 9999), 4)}`,
    (r, d) => `T${yy(d)}-${pad(r.int(1, 999999), 6)}`,
    (r, d) => `${letters(r, 2)}${yyyy(d)}${pad(r.int(1, 9999), 4)}`,
  ],
};

/** A cash register's or a hotel system's number: the till, the year, a count ('03-25-004711'). */
const tillNumber: NumberFormat = (r, d) => `${pad(r.int(1, 12), 2)}-${yy(d)}-${pad(r.int(1, 999999), 6)}`;

/** Half F's invoice number, and a credit note's corrected invoice in the same series. */
export function dev4Numbers(r: Rng, inv: InvoiceData): void {
  const format = r.pick([...FORMATS[inv.language], tillNumber]);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, new Date(inv.issue.getTime() - r.int(10, 90) * DAY));
}

/** A stream of choices fixed by the seller (its name and a key): one sender's documents choose alike. */
export function senderRng(inv: InvoiceData, key: string): Rng {
  let h = 2166136261;
  for (const ch of `${inv.seller.name}/${key}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return rng(h >>> 0);
}

/** Half up to the cent, as invoicing software rounds (invoice.ts). */
const percentOf = (cents: number, rate: number) => Math.round((cents * rate) / 100 + 1e-9);

/** Totals from the lines as generateInvoice computes them (net lines, a discount and shipping on the first rate). */
export function settle(inv: InvoiceData): void {
  const { lines } = inv;
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  inv.subtotal = lines.reduce((s, l) => s + l.amount, 0);
  if (inv.discount) inv.discount.amount = percentOf(inv.subtotal, inv.discount.rate);
  inv.taxes = rates.map((rate) => {
    let base = lines.filter((l) => l.rate === rate).reduce((s, l) => s + l.amount, 0);
    if (rate === rates[0]) base += (inv.shipping ?? 0) - (inv.discount?.amount ?? 0);
    return { rate, base, tax: percentOf(base, rate) };
  });
  inv.net = inv.taxes.reduce((s, t) => s + t.base, 0);
  inv.taxTotal = inv.taxes.reduce((s, t) => s + t.tax, 0);
  inv.total = inv.net + inv.taxTotal;
  if (inv.paid !== null) inv.paid = Math.round((inv.total * 30) / 100);
  inv.amountDue = inv.total - (inv.paid ?? 0);
  if (inv.earlyPayment) inv.earlyPayment.amount = inv.total - percentOf(inv.total, inv.earlyPayment.rate);
}

/** Totals of gross lines (a hotel's postings): per rate the net taken out of the gross, the rest is tax. */
function settleGross(inv: InvoiceData): void {
  const rates = [...new Set(inv.lines.map((l) => l.rate))].sort((a, b) => b - a);
  inv.subtotal = inv.lines.reduce((s, l) => s + l.amount, 0);
  inv.taxes = rates.map((rate) => {
    const gross = inv.lines.filter((l) => l.rate === rate).reduce((s, l) => s + l.amount, 0);
    const base = Math.round((gross * 100) / (100 + rate));
    return { rate, base, tax: gross - base };
  });
  inv.net = inv.taxes.reduce((s, t) => s + t.base, 0);
  inv.taxTotal = inv.taxes.reduce((s, t) => s + t.tax, 0);
  inv.total = inv.net + inv.taxTotal;
  inv.amountDue = inv.total - (inv.paid ?? 0);
}

/** Where a layout's documents of a language may move: [half F country code, share]. */
type Moves = Partial<Record<Language, [string, number][]>>;

/**
 * Moves a document to another country of its language (a seller, a buyer and rates of that country), as the
 * seller decides: a sender's invoices all move, or none. The number, dates, lines and amounts stay.
 */
export function relocate(inv: InvoiceData, r: Rng, moves: Moves): void {
  const options = moves[inv.language] ?? [];
  const roll = senderRng(inv, "relocate").next();
  let acc = 0;
  const target = options.find(([, share]) => (acc += share) > roll);
  if (!target) return;
  const to: Country = dev4Country(target[0]);
  const from = inv.country;
  inv.seller = seller(senderRng(inv, "seller"), to);
  inv.buyer = buyer(r, to);
  if (inv.shipTo) inv.shipTo = buyer(r, to);
  inv.country = to;
  for (const l of inv.lines) l.rate = l.rate === from.rates[0] ? to.rates[0] : (to.rates[1] ?? to.rates[0]);
  settle(inv);
}

/** Whether the buyer is a person (an honorific before the name), not a company. */
export const isPerson = (inv: InvoiceData) =>
  /^(Mr|Ms|Herrn|Frau|M\.|Mme|Dhr\.|Mevr\.|Sig\.|Sig\.ra|D\.|Dña\.) /.test(inv.buyer.name);

/** The seller renamed as the trade names it (a utility, a hotel) from a word of its own, with its legal form. */
function rename(inv: InvoiceData, patterns: string[], words: string[]): void {
  const r = senderRng(inv, "rename");
  const core = r.pick(words);
  const brand = r.pick(patterns).replace("{core}", core).replace("{town}", inv.seller.town);
  const form = r.pick(inv.country.legalForms);
  inv.seller.core = brand;
  inv.seller.name = r.chance(inv.country.legalFirst) ? `${form} ${brand}` : `${brand} ${form}`;
  const domain = `${slug(brand).slice(0, 18)}${inv.country.tld}`;
  inv.seller.email = `${inv.seller.email.split("@")[0]}@${domain}`;
  inv.seller.web = `www.${domain}`;
}

// ---------------------------------------------------------------------------------------------------------------
// A utility's or a telecom operator's bill.

export interface Utility {
  kind: "energy" | "telecom";
  /** An annual statement (energy): instalments paid during the year come off. */
  annual: boolean;
  /** Per line: the unit price in ten-thousandths of the currency, and how many places it is printed with. */
  fine: number[];
  places: number[];
  accountNo: string;
  meter: { no: string; point: string; previous: number; current: number; estimated: boolean };
  plan: string;
  lineNo: string;
  instalment: number;
  instalments: number;
  /** The bill before: what it asked for and what was paid of it (telecom). */
  previous: number;
  received: number;
  debit: boolean;
  mandate: string;
  creditorId: string;
}

const UTILITY = new WeakMap<InvoiceData, Utility>();
export const utilityOf = (inv: InvoiceData): Utility => UTILITY.get(inv)!;

/** A SEPA creditor identifier: country, check digits, 'ZZZ' and a national number. */
function creditorId(r: Rng, cc: string): string {
  const national = digits(r, cc === "DE" ? 11 : 10);
  const numeric = `${national}${cc}00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let mod = 0;
  for (const ch of numeric) mod = (mod * 10 + Number(ch)) % 97;
  return `${cc}${pad(98 - mod, 2)}ZZZ${national}`;
}

/** The metering point's identifier as each country writes it. */
function meterPoint(r: Rng, country: Country): string {
  switch (countryCode(country)) {
    case "DE":
      return `5${digits(r, 10)}`;
    case "AT":
      return `AT001000${digits(r, 5)}${digits(r, 20)}`;
    case "CH":
      return `CH${digits(r, 31)}`;
    case "FR":
      return digits(r, 14);
    case "BE":
      return `5414${digits(r, 14)}`;
    case "NL":
      return `871${digits(r, 15)}`;
    case "LU":
      return `LU0000010${digits(r, 24)}`;
    case "IT":
      return `IT001E${digits(r, 8)}`;
    case "ES":
      return `ES0021${digits(r, 12)}${letters(r, 2)}`;
    case "GB":
      return `${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 3)}`;
    case "IE":
      return `10${digits(r, 9)}`;
    default:
      return digits(r, 10);
  }
}

/** A bill for energy (a month, or a year less its instalments) or for a phone line (a month after the last bill). */
export function utilityBill(r: Rng, inv: InvoiceData): void {
  relocate(inv, r, { fr: [["LU-fr", 0.15]] });
  const { language, country } = inv;
  const kind = senderRng(inv, "kind").chance(0.55) ? "energy" : "telecom";
  rename(inv, UTILITY_NAMES[language][kind], BRAND_WORDS[language].utility);
  const cc = countryCode(country);
  const y = inv.issue.getUTCFullYear();
  const m = inv.issue.getUTCMonth();
  const annual = kind === "energy" && !inv.credit && r.chance(0.55);
  inv.period = annual ? [utc(y - 1, m, 1), utc(y, m, 0)] : [utc(y, m - 1, 1), utc(y, m, 0)];
  const days = Math.round((inv.period[1].getTime() - inv.period[0].getTime()) / DAY) + 1;
  const months = annual ? 12 : 1;
  const fine: number[] = [];
  const places: number[] = [];
  const standard = country.rates[0];
  const lines: Line[] = [];
  const kwh = annual ? r.int(1400, 7500) : r.int(110, 650);
  if (inv.credit) {
    for (const [description, lo, hi] of r.some(UTILITY_CREDITS[language], 1, 2)) {
      const price = r.int(lo, hi);
      lines.push({ description, detail: null, qty: 100, unit: "", price, amount: price, rate: standard });
      fine.push(price * 100);
      places.push(2);
    }
  } else if (kind === "energy") {
    const [energy, stand, ...extra] = ENERGY[language];
    const chosen = [energy, stand, ...extra.filter(() => r.chance(0.5))];
    for (const [description, unit, counts, lo, hi] of chosen) {
      const units = counts === "kwh" ? kwh : counts === "month" ? months : days;
      const price = r.int(lo, hi);
      const qty = units * 100;
      // France: the standing charge and its levy at 5.5 %, the energy at 20 %; domestic energy at 5 % in the UK.
      const rate =
        cc === "FR" && counts === "month"
          ? 5.5
          : cc === "GB" && isPerson(inv)
            ? 5
            : cc === "IT" && isPerson(inv)
              ? 10
              : standard;
      lines.push({
        description,
        detail: null,
        qty,
        unit,
        price: Math.round(price / 100),
        amount: Math.round((qty * price) / 10000),
        rate,
      });
      fine.push(price);
      places.push(counts === "month" ? 2 : 4);
    }
  } else {
    const plan = senderRng(inv, "plan").pick(PLANS);
    const [base, ...extra] = TELECOM[language];
    for (const [description, unit, qLo, qHi, lo, hi] of [base, ...r.some(extra, 1, 4)]) {
      const units = r.int(qLo, qHi);
      const price = r.int(lo, hi);
      lines.push({
        description: description.replace("{plan}", plan),
        detail: null,
        qty: units * 100,
        unit,
        price,
        amount: units * price,
        rate: standard,
      });
      fine.push(price * 100);
      places.push(2);
    }
  }
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  inv.earlyPayment = null;
  inv.due = addDays(inv.issue, r.pick([10, 14, 14, 21]));
  settle(inv);
  const previous = kind === "telecom" && !inv.credit ? r.int(1500, 12000) : 0;
  const received = r.chance(0.85) ? previous : Math.round(previous / 2);
  const instalments = annual ? r.pick([11, 12]) : 0;
  const instalment = annual
    ? Math.max(100, Math.round((inv.total * (0.8 + r.next() * 0.4)) / instalments / 100) * 100)
    : 0;
  if (annual) {
    inv.paid = instalment * instalments;
    inv.amountDue = inv.total - inv.paid;
  } else inv.amountDue = previous - received + inv.total;
  const previousReading = r.int(1000, 89999);
  const s = senderRng(inv, "account");
  UTILITY.set(inv, {
    kind,
    annual,
    fine,
    places,
    accountNo: `${r.pick(["8", "2", "4"])}${digits(r, 11)}`,
    meter: {
      no: cc === "DE" ? `1${r.pick(["ESY", "EMH", "LOG", "ITF"])}${digits(r, 11)}` : digits(r, r.int(8, 10)),
      point: meterPoint(r, country),
      previous: previousReading,
      current: previousReading + kwh,
      estimated: r.chance(0.2),
    },
    plan: senderRng(inv, "plan").pick(PLANS),
    lineNo: phoneNumber(r, country),
    instalment,
    instalments,
    previous,
    received,
    debit: r.chance(0.6),
    mandate: r.pick([`${inv.customerNo}-${digits(r, 3)}`, `MR${digits(r, 10)}`, `${digits(r, 12)}`]),
    creditorId: creditorId(s, cc === "US" || cc === "GB" ? "DE" : cc),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A payment slip: the documents move now and then to Switzerland (the QR-bill) or Luxembourg.

export function slipInvoice(r: Rng, inv: InvoiceData): void {
  relocate(inv, r, {
    fr: [
      ["CH-fr", 0.35],
      ["LU-fr", 0.15],
    ],
    it: [["CH-it", 0.4]],
    en: [["CH-en", 0.2]],
    de: [["LU-de", 0.1]],
  });
  inv.earlyPayment = null;
}

/** The Swiss QR-IBAN the slip names (its institution number between 30000 and 31999), valid check digits. */
export function qrIban(inv: InvoiceData): string {
  const r = senderRng(inv, "qr-iban");
  const bank = `3${pad(r.int(0, 1999), 4)}`;
  const country = { ...inv.country, ibanBban: () => `${bank}${digits(r, 12)}` };
  const raw = iban({ ...r, chance: () => false }, country, "")!;
  return raw.replace(/(.{4})/g, "$1 ").trim();
}

// ---------------------------------------------------------------------------------------------------------------
// An invoice with legal mentions: lines with their own discounts, the share capital and company ids.

export interface Facture {
  /** Per line: its discount in percent and its amount before it. */
  discounts: number[];
  gross: number[];
  capital: number;
  companyId: string | null;
  activity: string | null;
}

const FACTURE = new WeakMap<InvoiceData, Facture>();
export const factureOf = (inv: InvoiceData): Facture => FACTURE.get(inv)!;

/** A number with a valid Luhn check digit (French SIREN and SIRET). */
function luhn(body: string): string {
  for (let d = 0; d < 10; d++) {
    const s = `${body}${d}`;
    let sum = 0;
    [...s].reverse().forEach((ch, i) => {
      let n = Number(ch) * (i % 2 ? 2 : 1);
      if (n > 9) n -= 9;
      sum += n;
    });
    if (sum % 10 === 0) return s;
  }
  return `${body}0`;
}

/** Discounts line by line for `count` lines, on a share of the documents (and there not on every line). */
function lineDiscounts(r: Rng, count: number, share: number, rates: number[]): number[] {
  const discounted = r.chance(share);
  return Array.from({ length: count }, () => (discounted && r.chance(0.6) ? r.pick(rates) : 0));
}

/** Lines with their own discounts, a share capital, and a French seller's ids made consistent (SIREN, SIRET, VAT). */
export function factureInvoice(r: Rng, inv: InvoiceData): void {
  relocate(inv, r, { fr: [["LU-fr", 0.2]] });
  const discounts = lineDiscounts(r, inv.lines.length, 0.5, [5, 10, 15, 20, 25, 30]);
  const gross = inv.lines.map((l) => Math.round((l.qty * l.price) / 100));
  inv.lines.forEach((l, i) => (l.amount = Math.round((gross[i] * (100 - discounts[i])) / 100)));
  inv.shipping = null;
  settle(inv);
  const s = senderRng(inv, "ids");
  const cc = countryCode(inv.country);
  let companyId: string | null = null;
  if (cc === "FR") {
    const siren = luhn(digits(s, 8));
    const key = pad((12 + 3 * (Number(siren) % 97)) % 97, 2);
    const spaced = siren.replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3");
    inv.seller.vatId = s.chance(0.5) ? `FR${key}${siren}` : `FR ${key} ${spaced}`;
    inv.seller.register = `${inv.seller.town} B ${spaced}`;
    companyId = luhn(`${siren}${digits(s, 4)}`).replace(/(\d{3})(\d{3})(\d{3})(\d{5})/, "$1 $2 $3 $4");
  } else if (cc === "BE" || cc === "LU" || cc === "ES") companyId = inv.seller.taxNo;
  else if (cc === "IT") companyId = `${inv.seller.town.slice(-3, -1)}-${r.int(100000, 2999999)}`;
  FACTURE.set(inv, {
    discounts,
    gross,
    capital: s.pick([1000, 5000, 7500, 8000, 10000, 15000, 25000, 37000, 50000, 100000, 150000, 500000]) * 100,
    companyId,
    activity: ACTIVITY_CODES[cc] ? s.pick(ACTIVITY_CODES[cc]) : null,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A hotel stay: postings night by night, a city tax outside VAT, paid by card or billed to a company.

export interface Hotel {
  arrival: Date;
  departure: Date;
  nights: number;
  guests: number;
  room: string;
  folioNo: string;
  reservationNo: string;
  cashier: string;
  /** The day of each posting. */
  dates: Date[];
  /** Postings print gross (VAT included); in the United States they print net and the tax comes on top. */
  gross: boolean;
  payment: "card" | "account";
  method: string;
  /** A deposit paid before arrival. */
  deposit: number;
}

const HOTEL = new WeakMap<InvoiceData, Hotel>();
export const hotelOf = (inv: InvoiceData): Hotel => HOTEL.get(inv)!;

export function hotelStay(r: Rng, inv: InvoiceData): void {
  relocate(inv, r, {
    fr: [
      ["CH-fr", 0.25],
      ["LU-fr", 0.1],
    ],
    it: [["CH-it", 0.25]],
  });
  const { language, country } = inv;
  rename(inv, HOTEL_NAMES[language], BRAND_WORDS[language].hotel);
  const cc = countryCode(country);
  const rates = HOTEL_RATES[cc] ?? null;
  const rateOf = (kind: HotelKind) => (rates ? rates[kind] : country.rates[0]);
  const tax = CITY_TAX[country.code] ?? CITY_TAX[cc] ?? (cc === "CH" ? CITY_TAX["CH-de"] : undefined);
  const nights = inv.credit ? r.int(1, 3) : r.chance(0.15) ? r.int(7, 14) : r.int(1, 5);
  const guests = r.chance(0.55) ? 2 : 1;
  const departure = inv.issue;
  const arrival = addDays(departure, -nights);
  const postings = HOTEL_POSTINGS[language];
  const price = (kind: HotelKind) => r.int(postings[kind][1], postings[kind][2]) * 100 - (r.chance(0.3) ? 50 : 0);
  const lines: Line[] = [];
  const dates: Date[] = [];
  const post = (kind: HotelKind | "tax", description: string, qty: number, unit: number, day: Date) => {
    const rate = kind === "tax" ? 0 : rateOf(kind);
    lines.push({ description, detail: null, qty: qty * 100, unit: "", price: unit, amount: qty * unit, rate });
    dates.push(day);
  };
  const roomName = r.pick(postings.room[0]);
  const roomRate = price("room");
  const breakfast = r.chance(0.6) ? price("breakfast") : 0;
  const breakfastName = r.pick(postings.breakfast[0]);
  const taxName = tax ? r.pick(tax[0]) : "";
  const taxRate = tax ? r.int(tax[1], tax[2]) : 0;
  const perNight = r.chance(0.65) || nights === 1;
  if (inv.credit) {
    const kinds: HotelKind[] = ["room", "drink", "parking", "food"];
    for (const kind of r.some(kinds, 1, 2)) post(kind, r.pick(postings[kind][0]), 1, price(kind), departure);
  } else {
    if (perNight)
      for (let n = 0; n < nights; n++) {
        const day = addDays(arrival, n);
        post("room", roomName, 1, roomRate, day);
        if (breakfast) post("breakfast", breakfastName, guests, breakfast, addDays(day, 1));
      }
    else {
      post("room", roomName, nights, roomRate, arrival);
      if (breakfast) post("breakfast", breakfastName, nights * guests, breakfast, arrival);
    }
    const extras: HotelKind[] = ["food", "drink", "drink", "parking", "spa"];
    for (const kind of r.some(extras, 0, 3)) {
      const day = addDays(arrival, r.int(0, nights - 1));
      post(kind, r.pick(postings[kind][0]), kind === "parking" ? r.int(1, nights) : 1, price(kind), day);
    }
    if (tax) post("tax", taxName, nights * guests, taxRate, departure);
  }
  // Postings in the order of their days (the city tax, posted at departure, last).
  const order = dates.map((d, i) => i).sort((a, b) => dates[a].getTime() - dates[b].getTime() || a - b);
  inv.lines = order.map((i) => lines[i]);
  const sortedDates = order.map((i) => dates[i]);
  inv.discount = null;
  inv.shipping = null;
  inv.earlyPayment = null;
  const gross = cc !== "US";
  const account = !inv.credit && !isPerson(inv) && r.chance(0.35);
  inv.paid = null;
  if (gross) settleGross(inv);
  else settle(inv);
  const deposit = !account && !inv.credit && r.chance(0.2) ? Math.round((inv.total * 0.3) / 100) * 100 : 0;
  inv.paid = account ? null : inv.total;
  inv.amountDue = account ? inv.total : 0;
  inv.due = addDays(inv.issue, r.pick([10, 14, 30]));
  HOTEL.set(inv, {
    arrival,
    departure,
    nights,
    guests,
    room: `${r.int(1, 6)}${pad(r.int(1, 40), 2)}`,
    folioNo: `${r.int(10000, 999999)}`,
    reservationNo: r.pick([`${digits(r, 8)}`, `${letters(r, 2)}${digits(r, 6)}`, `${digits(r, 4)}.${digits(r, 3)}`]),
    cashier: r.chance(0.5) ? personName(r, language).full.split(" ")[0] : `${letters(r, 2)}${r.int(1, 9)}`,
    dates: sortedDates,
    gross,
    payment: account ? "account" : "card",
    method: r.pick(CARDS[language]).replace("{d4}", digits(r, 4)),
    deposit,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A wholesaler's delivery: goods with article numbers and EAN codes, prices per unit or per hundred, rebates.

export interface Wholesale {
  articles: string[];
  /** The quantity each line's price is for. */
  per: number[];
  discounts: number[];
  /** The VAT code printed for each rate ('A' the first, 'Z' a zero rate). */
  codes: Map<number, string>;
  rep: string;
  tour: string;
}

const WHOLESALE = new WeakMap<InvoiceData, Wholesale>();
export const wholesaleOf = (inv: InvoiceData): Wholesale => WHOLESALE.get(inv)!;

/** An EAN-13 with its check digit. */
function ean(r: Rng, prefix: string): string {
  const body = `${prefix}${digits(r, 12 - prefix.length)}`;
  const sum = [...body].reduce((s, ch, i) => s + Number(ch) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const EAN_PREFIX: Record<string, string> = {
  DE: "40",
  AT: "90",
  CH: "76",
  FR: "30",
  BE: "54",
  LU: "54",
  NL: "87",
  IT: "80",
  ES: "84",
  GB: "50",
  IE: "539",
  US: "0",
};

export function wholesaleOrder(r: Rng, inv: InvoiceData): void {
  relocate(inv, r, { fr: [["LU-fr", 0.15]] });
  const { language, country } = inv;
  const cc = countryCode(country);
  const count = r.chance(0.2) ? r.int(13, 18) : r.int(4, 12);
  const wares = Array.from(
    { length: count },
    (_, i) => WARES[language][(r.int(0, 99) + i * 5) % WARES[language].length],
  );
  const reducedRate = (i: number) =>
    cc === "GB" || cc === "IE"
      ? 0
      : cc === "IT"
        ? i % 2
          ? 4
          : 10
        : cc === "US"
          ? country.rates[0]
          : (country.rates[1] ?? country.rates[0]);
  const food = r.chance(0.75);
  const discounts = lineDiscounts(r, count, 0.6, [2, 3, 5, 8, 10]);
  const per: number[] = [];
  const articles: string[] = [];
  const prefix = EAN_PREFIX[cc] ?? "40";
  inv.lines = wares.map(([description, reduced, unit, lo, hi, each], i) => {
    const units = each === 100 ? r.int(1, 20) * 100 : r.int(1, 24);
    const price = r.int(lo, hi);
    const discount = discounts[i] ?? 0;
    const gross = Math.round((units * price) / each);
    per.push(each);
    articles.push(`${r.int(100, 999)}${r.chance(0.5) ? "." : ""}${digits(r, 3)}`);
    return {
      description,
      detail: `EAN ${ean(r, prefix)}`,
      qty: units * 100,
      unit,
      price,
      amount: Math.round((gross * (100 - discount)) / 100),
      rate: reduced && food ? reducedRate(i) : country.rates[0],
    };
  });
  inv.discount = null;
  inv.shipping = r.chance(0.25) ? r.pick([950, 1500, 1990, 2500]) : null;
  inv.earlyPayment =
    !inv.credit && r.chance(0.5) ? { rate: r.pick([2, 3]), until: addDays(inv.issue, 10), amount: 0 } : null;
  settle(inv);
  const rates = inv.taxes.map((t) => t.rate);
  const codes = new Map<number, string>();
  rates.forEach((rate, i) => codes.set(rate, rate === 0 ? "Z" : cc === "US" ? "T" : String.fromCharCode(65 + i)));
  WHOLESALE.set(inv, {
    articles,
    per,
    discounts,
    codes,
    rep: `${r.int(10, 99)}`,
    tour: `${r.int(1, 40)}${r.chance(0.4) ? letters(r, 1) : ""}`,
  });
}
