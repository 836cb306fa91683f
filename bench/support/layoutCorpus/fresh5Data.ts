/**
 * What half M's documents draw differently from the generator's data (half M, FRESH5: written without reading the
 * engine, the fifth held-out set): invoice numbers in formats of yet other issuers, one set per layout (a campsite's
 * front-office count, a managed-print company's meter-billing run, an optician's shop till series, a patent firm's
 * yearly count, a florist's monthly order count), none of them a format of halves A to L; and what its layouts bill
 * (layoutCorpus.ts applies a layout's `reshape` before the truth is taken): a campsite stay (pitch or mobile home per
 * night in one or two seasons, persons, a dog, electricity as a flat rate or metered, the bread service, the local
 * visitor tax outside VAT, prices including VAT at the accommodation, food and standard rates, a booking deposit and
 * the rest by card at departure); a managed-print company's quarter (each device's rental and the pages beyond those
 * included at a price to four decimals, with the readings; a previous invoice and its payment in an account
 * summary); an optician's glasses (frame, one lens per eye, extras, an eye test exempt where an optometrist's care
 * is, prices including VAT, an insurer's share, a deposit at ordering); a patent or trade mark attorney's matter
 * (time entries by date and person, the offices' fees outside VAT, costs passed on, an advance invoice deducted, the
 * Italian or Spanish withholding on an individual professional's fees); a florist's event (arrangements at the
 * flowers' rate, props hired, candles, the team's hours and the delivery at the standard rate, a deposit paid).
 * Totals are computed again exactly as generateInvoice computes them (dev5Data.ts's settleLines: half up to the cent,
 * per rate) where lines are net; where lines include VAT, each rate's VAT is taken out of its gross sum (half up to
 * the cent) and the net is the rest. Lines outside VAT are at 0 %, and the net is everything but the VAT. Choices a
 * sender makes once (its name, its trade) are drawn from the seller's first name, so a series of one sender stays
 * alike.
 */
import type { Rng } from "../classifyCorpus";
import { countryCode, digits } from "./countries";
import { senderRng } from "./dev4Data";
import { settleLines } from "./dev5Data";
import { FORMS } from "./fresh3Items";
import {
  ARRANGEMENTS,
  CAMP_CREDITS,
  CAMP_GUESTS,
  CAMP_ITEMS,
  CAMP_METER,
  CAMP_NAMES,
  CAMP_SEASONS,
  DEVICES,
  EYES,
  FLORIST_CREDITS,
  FLORIST_EVENTS,
  FLORIST_HIRE,
  FLORIST_NAMES,
  FLORIST_SERVICE,
  FRAME_LINE,
  FRAMES,
  INSURERS,
  LENSES,
  M_UNITS,
  OFFICIAL_FEES,
  OPTIC_CREDITS,
  OPTIC_ITEMS,
  OPTIC_NAMES,
  PATENT_COSTS,
  PATENT_CREDITS,
  PATENT_NAMES,
  PATENT_RIGHTS,
  PATENT_TITLES,
  PATENT_TRADES,
  PATENT_WORK,
  PRINT_CREDITS,
  PRINT_ITEMS,
  PRINT_NAMES,
  PRINT_PLACES,
  VENUES,
} from "./fresh5Items";
import type { InvoiceData, Line } from "./invoice";
import { companyCore, personName } from "./names";
import { addDays, letters, mm, pad, slug, sum, utc, yy, yyyy, type NumberFormat } from "./util";

/** The layouts' own number formats, the same in every language. */
const FORMATS: Record<string, NumberFormat[]> = {
  "campsite-invoice": [
    (r, d) => `CP${yy(d)}.${pad(r.int(1, 9999), 4)}`,
    (r, d) => `${pad(r.int(1, 99999), 5)}-${letters(r, 1)}${yy(d)}`,
  ],
  "meter-print-invoice": [
    (r, d) => `MR${yyyy(d)}${mm(d)}-${pad(r.int(1, 99999), 5)}`,
    (r) => `${r.int(6, 8)}${digits(r, 2)}-${pad(r.int(1, 999999), 6)}`,
  ],
  "optician-invoice": [
    (r, d) => `OP${yy(d)}${pad(r.int(1, 99999), 5)}`,
    (r, d) => `${pad(r.int(1, 9999), 4)}.${yy(d)}`,
  ],
  "patent-attorney-invoice": [
    (r, d) => `PA${yyyy(d)}/${pad(r.int(1, 9999), 4)}`,
    (r, d) => `${yy(d)}.${pad(r.int(1, 99999), 5)}.${r.int(1, 9)}`,
  ],
  "florist-event-invoice": [
    (r, d) => `BL${yy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`,
    (r, d) => `${r.int(100, 999)}${letters(r, 1)}/${yy(d)}`,
  ],
};

/** Half M's invoice number in the layout's formats, and a credit note's corrected invoice in the same series. */
export function fresh5Numbers(r: Rng, inv: InvoiceData, template: string): void {
  const format = r.pick(FORMATS[template]);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, addDays(inv.issue, -r.int(10, 90)));
}

/** A number in the layout's format dated otherwise (a previous invoice's, an advance invoice's). */
function otherNumber(r: Rng, inv: InvoiceData, template: string, date: Date): string {
  return r.pick(FORMATS[template])(r, date);
}

/**
 * The seller under a name of its trade (drawn from the sender's own stream); mail and web follow the name. Returns
 * the pattern's index, whether the name carries a legal form and the surnames it carries.
 */
function renameAs(
  inv: InvoiceData,
  key: string,
  patterns: string[],
): { index: number; company: boolean; names: string[] } {
  const s = senderRng(inv, key);
  const index = s.int(0, patterns.length - 1);
  const pattern = patterns[index];
  const a = personName(s, inv.language).full.split(" ").slice(1).join(" ");
  let b = personName(s, inv.language).full.split(" ").slice(1).join(" ");
  if (b === a) b = personName(s, inv.language).full.split(" ").slice(1).join(" ");
  const form = s.pick(FORMS[inv.country.code] ?? FORMS[countryCode(inv.country)] ?? ["Ltd"]);
  const company = pattern.includes("{form}");
  const name = pattern.replace("{a}", a).replace("{b}", b).replace("{form}", form);
  const brand = company ? name.replace(form, "").trim() : name;
  inv.seller.name = name;
  inv.seller.core = brand;
  const domain = `${slug(brand).slice(0, 18)}${inv.country.tld}`;
  inv.seller.email = `${inv.seller.email.split("@")[0]}@${domain}`;
  inv.seller.web = `www.${domain}`;
  return { index, company, names: [a, ...(pattern.includes("{b}") ? [b] : [])] };
}

const line = (description: string, qty: number, unit: string, price: number, rate: number, per = 1): Line => ({
  description,
  detail: null,
  qty,
  unit,
  price,
  amount: Math.round((qty * price) / 100 / per),
  rate,
});

/** A card as a terminal slip masks it (no scheme's name). */
const cardOf = (r: Rng) => `**** ${digits(r, 4)}`;

/** Settles net lines with nothing paid and no discount. */
function settle(inv: InvoiceData): void {
  inv.discount = null;
  inv.paid = null;
  settleLines(inv);
}

/**
 * Settles lines whose amounts include VAT: per rate the gross sum, its VAT taken out half up to the cent, the base the
 * rest; the net is every base, the total the gross sum.
 */
function settleGross(inv: InvoiceData): void {
  inv.discount = null;
  inv.paid = null;
  inv.shipping = null;
  const rates = [...new Set(inv.lines.map((l) => l.rate))].sort((a, b) => b - a);
  inv.subtotal = sum(inv.lines.map((l) => l.amount));
  inv.taxes = rates.map((rate) => {
    const gross = sum(inv.lines.filter((l) => l.rate === rate).map((l) => l.amount));
    const tax = Math.round((gross * rate) / (100 + rate) + 1e-9);
    return { rate, base: gross - tax, tax };
  });
  inv.net = sum(inv.taxes.map((t) => t.base));
  inv.taxTotal = sum(inv.taxes.map((t) => t.tax));
  inv.total = inv.net + inv.taxTotal;
  inv.amountDue = inv.total;
  inv.earlyPayment = null;
}

/** The buyer as a private person (a guest, a patient) at the buyer's address. */
function personBuyer(r: Rng, inv: InvoiceData): string {
  const p = personName(r, inv.language);
  inv.buyer = { name: p.addressed, lines: inv.buyer.lines.slice(-2), town: inv.buyer.town };
  return p.full;
}

/** Rounds cents down to a whole number of `step` currency units. */
const roundTo = (cents: number, step: number) => Math.floor(cents / (step * 100)) * step * 100;

// ---------------------------------------------------------------------------------------------------------------
// A campsite's or holiday park's stay.

export interface CampStay {
  booking: string;
  pitch: string;
  arrival: Date;
  departure: Date;
  nights: number;
  guests: string;
  /** Prices include VAT (all but the US). */
  gross: boolean;
  /** Per line: outside VAT (the visitor tax). */
  outside: boolean[];
  /** Per line: a note under it (a meter's readings) or null. */
  notes: (string | null)[];
  deposit: { amount: number; date: Date } | null;
  card: { card: string; amount: number } | null;
}

const STAYS = new WeakMap<InvoiceData, CampStay>();
export const stayOf = (inv: InvoiceData): CampStay => STAYS.get(inv)!;

/** The accommodation's rate, the food rate (bread) or null where there is no bread service, per country. */
function campRates(code: string, standard: number): { stay: number; food: number | null } {
  switch (code) {
    case "DE":
      return { stay: 7, food: 7 };
    case "AT":
      return { stay: 10, food: 10 };
    case "CH":
      return { stay: 3.8, food: 2.6 };
    case "FR":
      return { stay: 10, food: 5.5 };
    case "BE":
      return { stay: 6, food: 6 };
    case "NL":
      return { stay: 9, food: 9 };
    case "IT":
      return { stay: 10, food: 4 };
    case "ES":
      return { stay: 10, food: 4 };
    case "IE":
      return { stay: 13.5, food: null };
    default:
      return { stay: standard, food: null };
  }
}

/** The visitor tax per adult and night in cents, or 0 where none is levied. */
function visitorTax(r: Rng, code: string): number {
  switch (code) {
    case "DE":
    case "AT":
      return r.int(10, 30) * 10;
    case "CH":
      return r.int(12, 40) * 10;
    case "FR":
      return r.int(20, 66);
    case "BE":
    case "NL":
      return r.int(8, 25) * 10;
    case "IT":
      return r.int(5, 20) * 10;
    case "ES":
      return r.pick([60, 100]);
    default:
      return 0;
  }
}

export function campJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "m-camp", CAMP_NAMES[language]);
  personBuyer(r, inv);
  const cc = countryCode(country);
  const standard = country.rates[0];
  const { stay, food } = cc === "US" ? { stay: standard, food: null } : campRates(cc, standard);
  const gross = cc !== "US";
  const [pitchItem, homeItem, adultItem, childItem, dogItem, flatPower, meterPower, bread, laundry, taxItem, car] =
    CAMP_ITEMS[language];
  const seasons = CAMP_SEASONS[language];
  const [nightUnit, , pieceUnit] = M_UNITS[language];
  const nights = r.int(2, 14);
  const departure = addDays(inv.issue, -r.int(0, 3));
  const arrival = addDays(departure, -nights);
  const adults = r.int(1, 4);
  const children = r.chance(0.45) ? r.int(1, 3) : 0;
  const home = r.chance(0.3);
  const lines: Line[] = [];
  const outside: boolean[] = [];
  const notes: (string | null)[] = [];
  const add = (l: Line, o = false, note: string | null = null) => {
    lines.push(l);
    outside.push(o);
    notes.push(note);
  };
  if (inv.credit) {
    const [early, goodwill] = CAMP_CREDITS[language];
    if (r.chance(0.5)) add(line(early, r.int(1, 3) * 100, nightUnit, r.int(18, 60) * 100, stay));
    else add(line(goodwill, 100, "", r.int(10, 80) * 100, stay));
  } else {
    const base = home ? homeItem : pitchItem;
    const band = r.int(0, 2);
    const low = home ? r.int(55, 160) * 100 : r.int(18, 48) * 100 + r.pick([0, 50]);
    if (nights >= 4 && band < 2 && r.chance(0.35)) {
      const first = r.int(1, nights - 1);
      add(line(`${base} – ${seasons[band]}`, first * 100, nightUnit, low, stay));
      add(line(`${base} – ${seasons[band + 1]}`, (nights - first) * 100, nightUnit, Math.round(low * 1.3), stay));
    } else add(line(`${base} – ${seasons[band]}`, nights * 100, nightUnit, low, stay));
    const extra = home ? 0 : Math.max(0, adults - 2);
    if (extra > 0) add(line(adultItem, extra * nights * 100, nightUnit, r.int(5, 12) * 100, stay));
    if (children > 0 && !home) add(line(childItem, children * nights * 100, nightUnit, r.int(3, 8) * 100, stay));
    if (r.chance(0.3)) add(line(dogItem, nights * 100, nightUnit, r.int(2, 6) * 100, stay));
    if (!home) {
      if (r.chance(0.5)) add(line(flatPower, nights * 100, nightUnit, r.int(3, 6) * 100, standard));
      else {
        const start = r.int(1000, 48000);
        const kwh = r.int(nights * 2, nights * 9);
        add(
          line(meterPower, kwh * 100, "kWh", r.int(45, 85), standard),
          false,
          CAMP_METER[language].replace("{from}", String(start)).replace("{to}", String(start + kwh)),
        );
      }
    }
    if (food !== null && r.chance(0.45)) add(line(bread, 100, "", r.int(12, 65) * 100 + r.pick([0, 40, 80]), food));
    if (r.chance(0.3)) add(line(laundry, r.int(1, 5) * 100, pieceUnit, r.int(4, 6) * 100, standard));
    if (!home && r.chance(0.15)) add(line(car, nights * 100, nightUnit, r.int(2, 5) * 100, stay));
    const tax = visitorTax(r, cc);
    if (tax > 0 && r.chance(0.85)) add(line(taxItem, adults * nights * 100, nightUnit, tax, 0), true);
  }
  inv.lines = lines;
  if (gross) settleGross(inv);
  else settle(inv);
  let deposit: CampStay["deposit"] = null;
  let card: CampStay["card"] = null;
  if (!inv.credit) {
    const amount = roundTo((inv.total * r.pick([20, 25, 30, 50])) / 100, 10);
    if (r.chance(0.55) && amount > 0 && amount < inv.total)
      deposit = { amount, date: addDays(arrival, -r.int(20, 150)) };
    const rest = inv.total - (deposit?.amount ?? 0);
    if (r.chance(0.6)) card = { card: cardOf(r), amount: rest };
    const paid = (deposit?.amount ?? 0) + (card?.amount ?? 0);
    if (paid > 0) {
      inv.paid = paid;
      inv.amountDue = inv.total - paid;
    }
  }
  const guests = CAMP_GUESTS[language][children > 0 ? 1 : 0]
    .replace("{a}", String(adults))
    .replace("{c}", String(children));
  STAYS.set(inv, {
    booking: r.pick([`B${yy(arrival)}-${digits(r, 5)}`, `${digits(r, 6)}`, `RES-${digits(r, 4)}`]),
    pitch: home ? r.pick([`MH ${r.int(1, 40)}`, `${letters(r, 1)}${r.int(1, 24)}`]) : `${r.int(1, 240)}`,
    arrival,
    departure,
    nights,
    guests,
    gross,
    outside,
    notes,
    deposit,
    card,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A managed-print company's quarterly bill.

export interface PrintBill {
  account: string;
  contract: string;
  mandate: string;
  period: [Date, Date];
  /** The devices, each with the index of its first and after-last line. */
  devices: { model: string; serial: string; place: string; from: number; to: number }[];
  /** Per line: a page count's readings (now, before, included), or null. */
  readings: ({ now: number; before: number; free: number } | null)[];
  /** Per line: priced per page to four decimals (price in ten-thousandths). */
  perPage: boolean[];
  previous: { number: string; date: Date; amount: number; paid: Date } | null;
  /** The details on a page of their own after the summary. */
  detailsApart: boolean;
}

const PRINTS = new WeakMap<InvoiceData, PrintBill>();
export const printOf = (inv: InvoiceData): PrintBill => PRINTS.get(inv)!;

export function printJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "m-print", PRINT_NAMES[language]);
  const rate = country.rates[0];
  const [rental, mono, colour, visit, staples, express] = PRINT_ITEMS[language];
  const [, hourUnit, pieceUnit] = M_UNITS[language];
  const q = Math.floor(inv.issue.getUTCMonth() / 3);
  const period: [Date, Date] = [
    utc(inv.issue.getUTCFullYear(), (q - 1) * 3, 1),
    addDays(utc(inv.issue.getUTCFullYear(), q * 3, 1), -1),
  ];
  const lines: Line[] = [];
  const readings: PrintBill["readings"] = [];
  const perPage: boolean[] = [];
  const devices: PrintBill["devices"] = [];
  const add = (l: Line, reading: PrintBill["readings"][number] = null, page = false) => {
    lines.push(l);
    readings.push(reading);
    perPage.push(page);
  };
  const count = inv.credit ? 1 : r.chance(0.3) ? r.int(3, 5) : r.int(1, 2);
  const places = r.some(PRINT_PLACES[language], count, count);
  for (let d = 0; d < count; d++) {
    const [model, hasColour] = r.pick(DEVICES);
    const first = lines.length;
    const counter = (price: [number, number], desc: string, freeChoices: number[]) => {
      const before = r.int(10000, 400000);
      const used = r.int(800, 30000);
      const free = r.pick(freeChoices);
      const over = used - free;
      if (over <= 0) return;
      add(line(desc, over * 100, "", r.int(price[0], price[1]), rate, 100), { now: before + used, before, free }, true);
    };
    if (inv.credit) {
      const [misread, collected] = PRINT_CREDITS[language];
      if (r.chance(0.5)) add(line(misread, r.int(500, 9000) * 100, "", r.int(60, 150), rate, 100), null, true);
      else add(line(collected, 100, "", r.int(45, 380) * 100, rate));
    } else {
      add(line(rental, 100, "", r.int(45, 380) * 100 + r.pick([0, 50, 90]), rate));
      counter([60, 150], mono, [0, 1500, 3000, 6000]);
      if (hasColour) counter([450, 950], colour, [0, 500, 1000, 2000]);
    }
    devices.push({
      model,
      serial: `${letters(r, 3)}${digits(r, 6)}`,
      place: places[d] ?? places[0],
      from: first,
      to: lines.length,
    });
  }
  if (!inv.credit) {
    if (r.chance(0.2)) add(line(visit, r.int(1, 6) * 50, hourUnit, r.int(75, 120) * 100, rate));
    if (r.chance(0.2)) add(line(staples, r.int(1, 4) * 100, pieceUnit, r.int(18, 45) * 100, rate));
    if (r.chance(0.15)) add(line(express, 100, "", r.int(12, 35) * 100, rate));
  }
  inv.lines = lines;
  settle(inv);
  inv.period = period;
  const prevDate = addDays(period[0], -r.int(1, 8));
  PRINTS.set(inv, {
    account: r.pick([`${digits(r, 7)}`, `KD-${digits(r, 6)}`, `${letters(r, 2)}${digits(r, 5)}`]),
    contract: r.pick([`MPS-${yy(inv.issue)}-${digits(r, 4)}`, `${digits(r, 3)}/${digits(r, 5)}`, `V${digits(r, 8)}`]),
    mandate: `${letters(r, 3)}-${digits(r, 8)}`,
    period,
    devices,
    readings,
    perPage,
    previous:
      !inv.credit && r.chance(0.7)
        ? {
            number: otherNumber(r, inv, "meter-print-invoice", prevDate),
            date: prevDate,
            amount: Math.round((inv.total * r.int(70, 130)) / 100),
            paid: addDays(prevDate, r.int(7, 30)),
          }
        : null,
    detailsApart: lines.length >= 3 && r.chance(0.45),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// An optician's invoice for glasses.

export interface OpticOrder {
  customerNo: string;
  birth: Date;
  /** [sph, cyl, axis, add] per eye as printed (strings), and the pupillary distance. */
  right: [string, string, string, string];
  left: [string, string, string, string];
  pd: string;
  prescriber: { name: string; date: Date } | null;
  ordered: Date;
  /** Prices include VAT (all but the US). */
  gross: boolean;
  /** Per line: exempt (an optometrist's care). */
  exempt: boolean[];
  insurer: { name: string; member: string; amount: number } | null;
  deposit: number | null;
  card: string | null;
  registration: string;
}

const OPTICS = new WeakMap<InvoiceData, OpticOrder>();
export const opticOf = (inv: InvoiceData): OpticOrder => OPTICS.get(inv)!;

/** Corrective glasses' rate per country (reduced in Belgium, Italy and Spain). */
function glassesRate(code: string, standard: number): number {
  if (code === "BE") return 6;
  if (code === "IT") return 4;
  if (code === "ES") return 10;
  return standard;
}

/** A power in dioptres as prescriptions write it ('+1,25', '-0,50', '0,00'). */
function dioptre(quarters: number, decimal: string): string {
  const v = (Math.abs(quarters) * 0.25).toFixed(2).replace(".", decimal);
  return quarters > 0 ? `+${v}` : quarters < 0 ? `-${v}` : v;
}

/** An optician's registration with the country's body (invented numbers in each register's format). */
function registration(r: Rng, code: string): string {
  switch (code) {
    case "GB":
      return `01-${digits(r, 5)}`;
    case "IE":
      return `OPT${digits(r, 5)}`;
    case "US":
      return `DO ${digits(r, 5)}`;
    case "DE":
      return `${r.int(30, 33)} ${digits(r, 2)} ${digits(r, 5)}`;
    case "AT":
      return digits(r, 9);
    case "CH":
      return `7601${digits(r, 9)}`;
    case "FR":
      return `${digits(r, 2)} ${digits(r, 2)} ${digits(r, 4)} ${digits(r, 1)}`;
    case "BE":
      return `6-${digits(r, 5)}-${digits(r, 2)}-${digits(r, 3)}`;
    case "NL":
      return `${digits(r, 4)}${digits(r, 4)}`;
    case "IT":
      return `${r.int(100, 9999)}/${letters(r, 2)}`;
    default:
      return `${r.int(1000, 9999)}`;
  }
}

export function opticJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "m-optic", OPTIC_NAMES[language]);
  personBuyer(r, inv);
  const cc = countryCode(country);
  const standard = country.rates[0];
  const glasses = glassesRate(cc, standard);
  const gross = cc !== "US";
  const decimal = language === "en" ? "." : ",";
  // An eye test is exempt where an optometrist's care is (the UK, Ireland, the Netherlands, Spain), not taxed in the US.
  const examRate = ["GB", "IE", "NL", "ES", "US"].includes(cc) ? 0 : standard;
  const [exam, dispensing, caseCloth, trial, solution, tint] = OPTIC_ITEMS[language];
  const [rightEye, leftEye] = EYES[language];
  const lines: Line[] = [];
  const exempt: boolean[] = [];
  const add = (l: Line) => {
    lines.push(l);
    exempt.push(l.rate === 0);
  };
  const [lensDesc, lo, hi] = r.pick(LENSES[language]);
  const progressive = lensDesc === LENSES[language][1][0];
  if (inv.credit) {
    const [remade, returned] = OPTIC_CREDITS[language];
    if (r.chance(0.5)) add(line(`${remade} (${rightEye})`, 100, "", r.int(lo, hi) * 100, glasses));
    else add(line(`${returned}: ${r.pick(FRAMES)}`, 100, "", r.int(59, 390) * 100, glasses));
  } else {
    if (r.chance(0.55)) add(line(exam, 100, "", r.int(20, 65) * 100, examRate));
    const size = `${r.int(48, 56)}-${r.int(16, 21)}`;
    add(
      line(
        FRAME_LINE[language].replace("{model}", r.pick(FRAMES)).replace("{size}", size),
        100,
        "",
        r.int(59, 390) * 100 + r.pick([0, 50, 90]),
        glasses,
      ),
    );
    const lens = r.int(lo, hi) * 100;
    add(line(lensDesc.replace("{eye}", rightEye), 100, "", lens, glasses));
    add(line(lensDesc.replace("{eye}", leftEye), 100, "", r.chance(0.7) ? lens : lens + r.int(1, 4) * 500, glasses));
    if (r.chance(0.2)) add(line(tint, 100, "", r.int(15, 45) * 100, glasses));
    if ((cc === "GB" || cc === "IE") && r.chance(0.6)) add(line(dispensing, 100, "", r.int(25, 60) * 100, 0));
    if (r.chance(0.35)) add(line(caseCloth, 100, "", r.int(5, 15) * 100, standard));
    if (r.chance(0.15)) add(line(trial, 100, "", r.int(25, 60) * 100, standard));
    if (r.chance(0.25)) add(line(solution, r.int(1, 3) * 100, "", r.int(9, 16) * 100 + 95, standard));
  }
  inv.lines = lines;
  if (gross) settleGross(inv);
  else settle(inv);
  const ordered = addDays(inv.issue, -r.int(4, 16));
  const share = Math.min(r.int(5, 25) * 1000, roundTo(inv.total / 2, 5));
  const insurer =
    !inv.credit && cc !== "US" && r.chance(0.35) && share > 0
      ? {
          name: r.pick(INSURERS[language]),
          member: r.pick([`${letters(r, 1)}${digits(r, 9)}`, `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`]),
          amount: share,
        }
      : null;
  const deposit =
    !inv.credit && r.chance(0.4) ? roundTo((inv.total - (insurer?.amount ?? 0)) * r.pick([0.3, 0.5]), 10) : 0;
  const paid = (insurer?.amount ?? 0) + deposit;
  if (paid > 0 && paid < inv.total) {
    inv.paid = paid;
    inv.amountDue = inv.total - paid;
  }
  const eye = (): [string, string, string, string] => {
    const cyl = r.chance(0.6) ? -r.int(1, 10) : 0;
    return [
      dioptre(r.int(-24, 16), decimal),
      dioptre(cyl, decimal),
      cyl ? String(r.int(1, 36) * 5) : "",
      progressive ? dioptre(r.int(3, 11), decimal) : "",
    ];
  };
  const half = r.int(29, 34) + r.pick([0, 0.5]);
  OPTICS.set(inv, {
    customerNo: r.pick([`${digits(r, 6)}`, `K${digits(r, 5)}`, `${letters(r, 2)}-${digits(r, 4)}`]),
    birth: utc(inv.issue.getUTCFullYear() - r.int(18, 82), r.int(0, 11), r.int(1, 28)),
    right: eye(),
    left: eye(),
    pd: r.chance(0.5)
      ? `${String(half).replace(".", decimal)} / ${String(half + r.pick([0, 0.5, -0.5])).replace(".", decimal)}`
      : String(half * 2).replace(".", decimal),
    prescriber: r.chance(0.4) ? { name: personName(r, language).full, date: addDays(ordered, -r.int(3, 60)) } : null,
    ordered,
    gross,
    exempt,
    insurer: inv.paid && insurer ? insurer : null,
    deposit: inv.paid && deposit ? deposit : null,
    card: !inv.credit && inv.amountDue > 0 && r.chance(0.5) ? cardOf(r) : null,
    registration: registration(r, cc),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A patent and trade mark attorneys' invoice for a matter.

export type PatentSection = "fees" | "official" | "costs";

export interface PatentMatter {
  ourRef: string;
  yourRef: string | null;
  right: string;
  title: string;
  owner: string;
  partners: string[];
  trade: string;
  /** Per line: its section, its date and who did it (time entries only). */
  sections: PatentSection[];
  dates: (Date | null)[];
  who: (string | null)[];
  advance: { number: string; date: Date; amount: number } | null;
  withholding: { rate: number; amount: number } | null;
}

const MATTERS = new WeakMap<InvoiceData, PatentMatter>();
export const matterOf = (inv: InvoiceData): PatentMatter => MATTERS.get(inv)!;

const initials = (name: string) =>
  name
    .split(" ")
    .map((p) => p[0])
    .join("")
    .toUpperCase();

export function patentJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const { company, names } = renameAs(inv, "m-patent", PATENT_NAMES[language]);
  const cc = countryCode(country);
  const rate = country.rates[0];
  const s = senderRng(inv, "m-patent-people");
  // The partners: those the firm is named after first, then another.
  const partners = [0, 1, 2].map((i) => {
    const full = personName(s, language).full;
    return names[i] ? `${full.split(" ")[0]} ${names[i]}` : full;
  });
  const [kind, prefix, office] = r.pick(
    cc === "US"
      ? ([
          ["U.S. patent application", "US", "USPTO"],
          ["U.S. trademark application", "USTM", "USPTO"],
        ] as [string, string, string][])
      : PATENT_RIGHTS[language],
  );
  // An invention's title for a patent, a mark's word for a mark (the titles alternate).
  const patent = prefix === "EP" || prefix === "US";
  const titles = PATENT_TITLES[language].filter((_, i) => (i % 2 === 0) === patent);
  const y = inv.issue.getUTCFullYear() - r.int(0, 6);
  const number =
    prefix === "EP"
      ? `EP ${pad(y % 100, 2)} ${digits(r, 3)} ${digits(r, 3)}.${r.int(1, 9)}`
      : prefix === "US"
        ? `${r.int(16, 18)}/${digits(r, 3)},${digits(r, 3)}`
        : prefix === "USTM"
          ? `Serial No. ${r.int(97, 99)}${digits(r, 6)}`
          : prefix === "UK000"
            ? `UK00003${digits(r, 6)}`
            : ["EUTM", "UM", "MUE"].includes(prefix)
              ? `${prefix === "EUTM" ? "" : `${prefix} `}0${digits(r, 8)}`
              : prefix === "M"
                ? `M ${digits(r, 7)}`
                : prefix === "BX"
                  ? `${digits(r, 7)}`
                  : `${prefix} ${y}${pad(r.int(1, 999999), 6)}`;
  const lines: Line[] = [];
  const sections: PatentSection[] = [];
  const dates: (Date | null)[] = [];
  const who: (string | null)[] = [];
  const [, hourUnit] = M_UNITS[language];
  const rates = partners.map((_, i) => (i === 0 ? r.int(32, 48) * 10 : r.int(18, 30) * 10) * 100);
  if (inv.credit) {
    const [writeOff, refund] = PATENT_CREDITS[language];
    if (r.chance(0.5)) {
      lines.push(line(writeOff, r.int(1, 8) * 25, hourUnit, rates[1], rate));
      sections.push("fees");
    } else {
      lines.push(line(refund.replace("{office}", office), 100, "", r.int(50, 800) * 100, 0));
      sections.push("official");
    }
    dates.push(null);
    who.push(null);
  } else {
    const count = r.chance(0.25) ? r.int(8, 14) : r.int(2, 6);
    const days = Array.from({ length: count }, () => r.int(3, 95)).sort((a, b) => b - a);
    for (const day of days) {
      const p = r.chance(0.4) ? 0 : r.int(1, 2);
      lines.push(line(r.pick(PATENT_WORK[language]), r.int(1, 18) * 25, hourUnit, rates[p], rate));
      sections.push("fees");
      dates.push(addDays(inv.issue, -day));
      who.push(initials(partners[p]));
    }
    for (const [desc, lo, hi] of r.some(OFFICIAL_FEES[language], 0, 2)) {
      lines.push(line(desc.replace("{office}", office), 100, "", r.int(lo, hi) * 100, 0));
      sections.push("official");
      dates.push(null);
      who.push(null);
    }
    const [translation, courier, copies] = PATENT_COSTS[language];
    const costs: [string, number, number][] = [
      [translation, 150, 900],
      [courier, 25, 80],
      [copies, 20, 60],
    ];
    for (const [desc, lo, hi] of r.some(costs, 0, 2)) {
      lines.push(line(desc, 100, "", r.int(lo, hi) * 100, rate));
      sections.push("costs");
      dates.push(null);
      who.push(null);
    }
  }
  inv.lines = lines;
  settle(inv);
  // An individual professional's fees are withheld on in Italy (20 %) and Spain (15 %).
  const withholdRate = company ? 0 : cc === "IT" ? 20 : cc === "ES" ? 15 : 0;
  const feeBase = sum(lines.filter((_, i) => sections[i] === "fees").map((l) => l.amount));
  const withholding =
    !inv.credit && withholdRate > 0 && feeBase > 0
      ? { rate: withholdRate, amount: Math.round((feeBase * withholdRate) / 100 + 1e-9) }
      : null;
  const advanceDate = addDays(inv.issue, -r.int(30, 200));
  const advanceAmount = roundTo(inv.total * r.pick([0.3, 0.5]), 50);
  const advance =
    !inv.credit && r.chance(0.35) && advanceAmount > 0
      ? {
          number: otherNumber(r, inv, "patent-attorney-invoice", advanceDate),
          date: advanceDate,
          amount: advanceAmount,
        }
      : null;
  const off = (withholding?.amount ?? 0) + (advance?.amount ?? 0);
  if (off > 0 && off < inv.total) {
    inv.paid = off;
    inv.amountDue = inv.total - off;
  }
  MATTERS.set(inv, {
    ourRef: r.pick([
      `${patent ? "P" : "T"}${digits(r, 5)}${cc}`,
      `${yy(inv.issue)}-${digits(r, 4)}-${letters(r, 2)}`,
      `${letters(r, 1)}/${digits(r, 4)}/${r.int(1, 9)}`,
    ]),
    yourRef: r.chance(0.6)
      ? r.pick([`IP-${digits(r, 4)}`, `${letters(r, 3)}${digits(r, 3)}`, `LEG/${digits(r, 5)}`])
      : null,
    right: `${kind} ${number}`,
    title: r.pick(titles),
    owner: inv.buyer.name,
    partners,
    trade: senderRng(inv, "m-patent-trade").pick(PATENT_TRADES[language]),
    sections,
    dates,
    who,
    advance: inv.paid && advance ? advance : null,
    withholding: inv.paid && withholding ? withholding : null,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A florist's invoice for an event's decoration.

export interface FloristEvent {
  event: string;
  eventDate: Date;
  venue: string;
  quote: { ref: string; date: Date };
  /** Per line: its section (0 ceremony, 1 reception, 2 hire and service). */
  sections: number[];
  deposit: { amount: number; date: Date } | null;
}

const EVENTS = new WeakMap<InvoiceData, FloristEvent>();
export const eventOf = (inv: InvoiceData): FloristEvent => EVENTS.get(inv)!;

/** Cut flowers' rate per country. */
function flowerRate(code: string, standard: number): number {
  switch (code) {
    case "DE":
      return 7;
    case "AT":
      return 13;
    case "CH":
      return 2.6;
    case "FR":
    case "IT":
    case "ES":
      return 10;
    case "BE":
      return 6;
    case "NL":
      return 9;
    case "IE":
      return 13.5;
    default:
      return standard;
  }
}

export function floristJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "m-florist", FLORIST_NAMES[language]);
  const cc = countryCode(country);
  const standard = country.rates[0];
  const flowers = flowerRate(cc, standard);
  const [, hourUnit, pieceUnit] = M_UNITS[language];
  const events = FLORIST_EVENTS[language];
  const wedding = r.chance(0.6);
  const lines: Line[] = [];
  const sections: number[] = [];
  const add = (l: Line, section: number) => {
    lines.push(l);
    sections.push(section);
  };
  const arrangements = ARRANGEMENTS[language];
  if (inv.credit) {
    const [missing, goodwill] = FLORIST_CREDITS[language];
    if (r.chance(0.5)) add(line(missing, r.int(1, 6) * 100, pieceUnit, r.int(35, 90) * 100, flowers), 1);
    else add(line(goodwill, 100, "", r.int(20, 150) * 100, flowers), 1);
  } else {
    const piece = ([desc, plo, phi, nlo, nhi]: [string, number, number, number, number], rate: number, s: number) =>
      add(line(desc, r.int(nlo, nhi) * 100, nlo === nhi ? "" : pieceUnit, r.int(plo, phi) * 100, rate), s);
    if (wedding) {
      piece(arrangements[0], flowers, 0);
      for (const i of r.some([1, 3, 4], 1, 3)) piece(arrangements[i], flowers, 0);
    }
    for (const i of r.some([2, 5], 1, 2)) piece(arrangements[i], flowers, 1);
    for (const h of r.some(FLORIST_HIRE[language], 0, 3)) piece(h, standard, 2);
    const [setUp, clear, delivery] = FLORIST_SERVICE[language];
    const staff = r.int(2, 4);
    add(line(setUp, staff * r.int(2, 6) * 100, hourUnit, r.int(38, 65) * 100, standard), 2);
    if (r.chance(0.5)) add(line(clear, staff * r.int(1, 3) * 100, hourUnit, r.int(38, 65) * 100, standard), 2);
    if (r.chance(0.7)) add(line(delivery, 100, "", r.int(35, 140) * 100, standard), 2);
  }
  // The table lists its sections in order.
  const order = lines.map((_, i) => i).sort((a, b) => sections[a] - sections[b] || a - b);
  inv.lines = order.map((i) => lines[i]);
  const sorted = order.map((i) => sections[i]);
  settle(inv);
  const eventDate = r.chance(0.3) ? addDays(inv.issue, r.int(4, 14)) : addDays(inv.issue, -r.int(1, 12));
  const quoteDate = addDays(eventDate, -r.int(30, 160));
  const depositAmount = roundTo(inv.total * r.pick([0.3, 0.4, 0.5]), 50);
  const deposit =
    !inv.credit && r.chance(0.6) && depositAmount > 0 && depositAmount < inv.total
      ? { amount: depositAmount, date: addDays(quoteDate, r.int(3, 20)) }
      : null;
  if (deposit) {
    inv.paid = deposit.amount;
    inv.amountDue = inv.total - deposit.amount;
  }
  // A couple orders their wedding's flowers; a company its anniversary or summer party.
  let event: string;
  if (wedding) {
    const a = personBuyer(r, inv).split(" ")[0];
    let b = personName(r, language).full.split(" ")[0];
    if (b === a) b = personName(r, language).full.split(" ")[0];
    event = events[0].replace("{a}", a).replace("{b}", b);
  } else {
    const core = companyCore(r, language);
    inv.buyer = { ...inv.buyer, name: `${core} ${r.pick(country.legalForms)}` };
    event = r.pick(events.slice(1)).replace("{c}", core);
  }
  EVENTS.set(inv, {
    event,
    eventDate,
    venue: r.pick(VENUES[language]),
    quote: {
      ref: r.pick([`AN-${yy(quoteDate)}-${digits(r, 3)}`, `Q${digits(r, 5)}`, `${digits(r, 3)}/${yy(quoteDate)}`]),
      date: quoteDate,
    },
    sections: sorted,
    deposit,
  });
}
