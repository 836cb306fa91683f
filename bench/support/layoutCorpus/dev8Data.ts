/**
 * What half N's documents draw differently from the generator's data (half N, DEV8: a development set written without
 * reading the engine): invoice numbers in formats of yet other issuers, one set per layout (an auction house's sale
 * and buyer count, a travel agency's yearly series, a charging receipt's dated run, a staffing agency's weekly run, a
 * wholesaler's long numeric series), none of them a format of halves A to L; and what its layouts bill (layoutCorpus.ts
 * applies a layout's `reshape` before the truth is taken): an auction's lots at their hammer price and premium (taxed
 * in full, or under the margin scheme outside VAT), handling, carriage and the artist's resale right; a travel
 * booking's flights, taxes, rail tickets and hotels collected as agent or under the margin scheme outside VAT, the
 * agency's taxed fees; a charging network's sessions in kWh at a price to three decimals, idle fees and a plan,
 * priced with VAT included in Europe (the net and the VAT taken out of the total) and before sales tax in the US; a
 * staffing agency's week of hours per worker with overtime, night and Sunday premiums and mileage (in Italy the pay
 * reimbursed outside VAT and the agency's margin taxed; in the Netherlands a share to the blocked G-account); a
 * pharmaceutical wholesaler's packs with batches and expiry dates, line discounts and a volume discount, at each
 * country's rates for medicines, devices, aids and care products. Totals are computed as generateInvoice computes
 * them (dev5Data.ts's settleLines: half up to the cent, per rate) except where VAT is included in the prices; lines
 * outside VAT are at 0 % and the net is everything but the VAT. Every seller banks with an invented bank. Choices a
 * sender makes once (its name, its trade, its regime) are drawn from the seller's first name, so a series of one
 * sender stays alike.
 */
import type { Rng } from "../classifyCorpus";
import { countryCode, digits, iban } from "./countries";
import { senderRng } from "./dev4Data";
import { settleLines } from "./dev5Data";
import {
  AIRPORTS,
  AUCTION_CHARGES,
  AUCTION_NAMES,
  CARRIERS,
  CHARGE_LINES,
  CHARGE_NAMES,
  HOTELS,
  LOTS,
  PAY_ELEMENTS,
  PHARMA_DISCOUNTS,
  PHARMA_NAMES,
  PHARMA_PRODUCTS,
  PHARMACIES,
  ROLES,
  SALE_TITLES,
  STAFF_UNITS,
  STAFFING_NAMES,
  TRAVEL_LINES,
  TRAVEL_NAMES,
  type PharmaKind,
} from "./dev8Items";
import { FORMS } from "./fresh3Items";
import type { InvoiceData, Line } from "./invoice";
import { personName } from "./names";
import { addDays, letters, pad, slug, sum, utc, mm, yy, yyyy, type NumberFormat } from "./util";

/** Half up to the cent, as invoicing software rounds (invoice.ts). */
const percentOf = (cents: number, rate: number) => Math.round((cents * rate) / 100 + 1e-9);

/** The ISO week of a date. */
export function isoWeek(d: Date): number {
  const t = utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const day = (t.getUTCDay() + 6) % 7;
  t.setUTCDate(t.getUTCDate() - day + 3);
  const firstThursday = utc(t.getUTCFullYear(), 0, 4);
  return (
    1 + Math.round(((t.getTime() - firstThursday.getTime()) / 86400000 - 3 + ((firstThursday.getUTCDay() + 6) % 7)) / 7)
  );
}

/** The layouts' own number formats, the same in every language. */
const FORMATS: Record<string, NumberFormat[]> = {
  "auction-invoice": [
    (r, d) => `V${yy(d)}${pad(r.int(1, 999), 3)}-${pad(r.int(1, 9999), 4)}`,
    (r) => `${pad(r.int(1, 999), 3)}.${pad(r.int(1, 99999), 5)}`,
  ],
  "travel-invoice": [(r, d) => `${yyyy(d)}/TR/${pad(r.int(1, 99999), 5)}`, (r) => `${letters(r, 3)}-${digits(r, 7)}`],
  "charging-receipt": [
    (r, d) => `R-${yyyy(d)}${mm(d)}${pad(d.getUTCDate(), 2)}-${digits(r, 5)}`,
    (r, d) => `${yy(d)}${mm(d)}EV${pad(r.int(1, 999999), 6)}`,
  ],
  "staffing-invoice": [
    (r, d) => `T${yy(d)}-${pad(r.int(1, 999999), 6)}`,
    (r, d) => `${yyyy(d)}${pad(isoWeek(d), 2)}-${pad(r.int(1, 9999), 4)}`,
  ],
  "pharma-delivery-invoice": [
    (r) => `9${r.int(1, 9)}${digits(r, 8)}`,
    (r, d) => `${yy(d)}${pad(r.int(1, 40), 2)}/${pad(r.int(1, 999999), 6)}`,
  ],
};

/** Half N's invoice number in the layout's formats, and a credit note's corrected invoice in the same series. */
export function dev8Numbers(r: Rng, inv: InvoiceData, template: string): void {
  const format = r.pick(FORMATS[template]);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, addDays(inv.issue, -r.int(10, 90)));
}

/** Invented banks per country (no seller of half N names a real bank). */
const BANKS: Record<string, string[]> = {
  GB: ["Thameside Savings Bank", "Northgate Mutual Bank"],
  IE: ["Shannonside Credit Bank", "Liffey Commercial Bank"],
  US: ["First Prairie Trust", "Harborline National Bank"],
  DE: ["Bankhaus Quellenberg", "Kreditkasse Falkenau"],
  AT: ["Privatbank Tauernblick", "Kreditverein Murtal-Nord"],
  CH: ["Leihkasse Hohfirst", "Bank Seeblick-Aare"],
  FR: ["Banque de l'Estuaire", "Crédit Mutualiste Vallée-Haute"],
  BE: ["Banque Meuse-Condroz", "Spaarkas Scheldeveld"],
  NL: ["Polderbank", "Spaarbank Vechtdelta"],
  IT: ["Banca Ventolina", "Cassa di Risparmio di Montealto"],
  ES: ["Banco Arenal de Levante", "Caixa Turó"],
};

/** The seller under a name of its trade, banking with an invented bank; mail and web follow the name. */
function renameAs(inv: InvoiceData, key: string, patterns: string[]): number {
  const s = senderRng(inv, key);
  const index = s.int(0, patterns.length - 1);
  const last = personName(s, inv.language).full.split(" ").slice(1).join(" ");
  const cc = countryCode(inv.country);
  const form = s.pick(FORMS[inv.country.code] ?? FORMS[cc] ?? ["Ltd"]);
  const name = patterns[index].replace("{a}", last).replace("{town}", inv.seller.town).replace("{form}", form);
  const brand = name.replace(form, "").trim();
  const seller = inv.seller;
  seller.name = name;
  seller.core = brand;
  const domain = `${slug(brand).slice(0, 18)}${inv.country.tld}`;
  seller.email = `${seller.email.split("@")[0]}@${domain}`;
  seller.web = `www.${domain}`;
  seller.bank = s.pick(BANKS[cc]);
  const code = letters(s, 4);
  if (cc === "US") seller.bic = `0${digits(s, 8)}`;
  else seller.bic = `${code}${cc}${s.pick(["2", "3", "4"])}${letters(s, 1)}${s.chance(0.4) ? "XXX" : ""}`;
  const bankCode = cc === "GB" || cc === "IE" || cc === "NL" ? code : "";
  seller.iban = iban(s, inv.country, bankCode) ?? seller.iban;
  return index;
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

/** Settles the lines with nothing paid and no discount. */
function settle(inv: InvoiceData): void {
  inv.discount = null;
  inv.paid = null;
  settleLines(inv);
}

/** Paid in full already: nothing left to pay. */
function paidInFull(inv: InvoiceData): void {
  inv.paid = inv.total;
  inv.amountDue = 0;
}

/** A street address in the document's country, with its town. */
function addressIn(r: Rng, inv: InvoiceData): string {
  const c = inv.country;
  const [postcode, town] = r.pick(c.towns);
  return `${c.streetLine(r.pick(c.streets), r.int(1, 220))}, ${c.townLine(postcode, town)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// An auction house's buyer's invoice.

export interface AuctionSale {
  sale: string;
  title: string;
  saleDate: Date;
  bidder: string;
  premiumRate: number;
  /** Per line: the lot number ('' on a charge), its hammer price and premium (0 on a charge). */
  lots: string[];
  hammer: number[];
  premium: number[];
  /** Per line: sold under the margin scheme (no VAT shown). */
  margin: boolean[];
  collectBy: Date;
}

const AUCTIONS = new WeakMap<InvoiceData, AuctionSale>();
export const auctionOf = (inv: InvoiceData): AuctionSale => AUCTIONS.get(inv)!;

export function auctionJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "n-auction", AUCTION_NAMES[language]);
  const cc = countryCode(country);
  const s = senderRng(inv, "n-auction-regime");
  // The house's regime: everything taxed in full, everything under the margin scheme, or lots of both kinds.
  const regime = cc === "US" ? "full" : s.pick(["full", "full", "margin", "mixed"]);
  const premiumRate = s.pick([20, 22, 25, 26, 28, 30]);
  const rate = country.rates[0];
  const [handling, carriage, resale, returned] = AUCTION_CHARGES[language];
  const lines: Line[] = [];
  const lots: string[] = [];
  const hammer: number[] = [];
  const premium: number[] = [];
  const margin: boolean[] = [];
  const count = inv.credit ? 1 : r.chance(0.25) ? r.int(7, 12) : r.int(1, 6);
  const picked = r.some(LOTS[language], count, count);
  let lotNo = r.int(1, 400);
  const arr: { lot: string; hammer: number }[] = [];
  for (const [desc, lo, hi] of picked) {
    lotNo += r.int(1, 25);
    const no = r.chance(0.1) ? `${lotNo}A` : String(lotNo);
    const h = r.int(Math.ceil(lo / 10), Math.ceil(hi / 10)) * 1000;
    const p = Math.round((h * premiumRate) / 100);
    const m = regime === "margin" || (regime === "mixed" && r.chance(0.5));
    lines.push(line(inv.credit ? `${returned}: ${desc}` : desc, 100, "", h + p, m ? 0 : rate));
    lots.push(no);
    hammer.push(h);
    premium.push(p);
    margin.push(m);
    if (h >= 300000 && cc !== "US" && cc !== "CH") arr.push({ lot: no, hammer: h });
  }
  const charge = (desc: string, amount: number, r0: number) => {
    lines.push(line(desc, 100, "", amount, r0));
    lots.push("");
    hammer.push(0);
    premium.push(0);
    margin.push(false);
  };
  if (!inv.credit) {
    for (const a of arr.slice(0, 1)) if (r.chance(0.7)) charge(`${resale} – ${a.lot}`, Math.round(a.hammer * 0.04), 0);
    if (regime === "margin" || r.chance(0.35)) charge(handling, r.int(15, 60) * 100, rate);
    if (r.chance(0.35)) charge(carriage, r.int(25, 180) * 100 + r.pick([0, 50]), rate);
  }
  inv.lines = lines;
  settle(inv);
  if (!inv.credit && r.chance(0.4)) paidInFull(inv);
  const saleDate = addDays(inv.issue, -r.int(0, 6));
  AUCTIONS.set(inv, {
    sale: r.pick([`${r.int(100, 999)}`, `${yy(saleDate)}/${r.int(10, 99)}`, `A${r.int(1000, 9999)}`]),
    title: s.pick(SALE_TITLES[language]),
    saleDate,
    bidder: r.pick([`${r.int(100, 999)}`, `B-${r.int(1000, 9999)}`, `${r.int(10, 99)}${letters(r, 1)}`]),
    premiumRate,
    lots,
    hammer,
    premium,
    margin,
    collectBy: addDays(saleDate, r.pick([7, 10, 14, 21])),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A travel agency's invoice.

export interface TravelBooking {
  dossier: string;
  pnr: string;
  account: string;
  travellers: string[];
  departure: Date;
  back: Date | null;
  destination: string;
  /** Per line: the ticket's or voucher's number ('' on a fee). */
  tickets: string[];
  /** Per line: collected as agent (outside VAT) or under the margin scheme. */
  agent: boolean[];
  margin: boolean[];
}

const TRAVELS = new WeakMap<InvoiceData, TravelBooking>();
export const travelOf = (inv: InvoiceData): TravelBooking => TRAVELS.get(inv)!;

export function travelJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "n-travel", TRAVEL_NAMES[language]);
  const rate = country.rates[0];
  const [flightText, taxesText, hotelText, railText, feeText, insuranceText, refundText] = TRAVEL_LINES[language];
  const [origin, destination] = r.some(AIRPORTS, 2, 2);
  const [carrier, code] = r.pick(CARRIERS);
  const travellers = Array.from({ length: inv.credit ? 1 : r.int(1, 3) }, () => personName(r, language).full);
  const departure = addDays(inv.issue, r.int(3, 60));
  const back = r.chance(0.8) ? addDays(departure, r.int(1, 12)) : null;
  const lines: Line[] = [];
  const tickets: string[] = [];
  const agent: boolean[] = [];
  const margin: boolean[] = [];
  const add = (l: Line, ticket: string, a: boolean, m: boolean) => {
    lines.push(l);
    tickets.push(ticket);
    agent.push(a);
    margin.push(m);
  };
  const ticketNo = () => `${r.int(900, 999)}-${digits(r, 10)}`;
  const flight = (from: string, to: string) =>
    flightText
      .replace("{carrier}", carrier)
      .replace("{flight}", `${code} ${r.int(100, 9899)}`)
      .replace("{from}", from)
      .replace("{to}", to);
  const cents = () => r.int(0, 99);
  let ticketCount = 0;
  if (inv.credit) {
    add(line(refundText, 100, "", r.int(90, 700) * 100 + cents(), 0), ticketNo(), true, false);
    add(line(feeText, 100, "", r.int(15, 45) * 100, rate), "", false, false);
  } else {
    const sameTicket = back !== null && r.chance(0.5);
    for (const _ of travellers) {
      const t = ticketNo();
      const route = sameTicket ? `${origin[0]}–${destination[0]}–${origin[0]}` : `${origin[0]}–${destination[0]}`;
      const text = sameTicket ? flight(origin[0], `${destination[0]}–${origin[0]}`) : flight(origin[0], destination[0]);
      add(line(text, 100, "", r.int(90, 900) * 100 + cents(), 0), t, true, false);
      add(line(`${taxesText} (${route})`, 100, "", r.int(25, 180) * 100 + cents(), 0), t, true, false);
      ticketCount++;
      if (back && !sameTicket) {
        const t2 = ticketNo();
        add(line(flight(destination[0], origin[0]), 100, "", r.int(90, 900) * 100 + cents(), 0), t2, true, false);
        ticketCount++;
      }
    }
    if (r.chance(0.5)) {
      const nights = back ? Math.max(2, Math.round((back.getTime() - departure.getTime()) / 86400000)) : r.int(2, 4);
      const city = destination[1][language];
      const hotel = r.pick(HOTELS[language]).replace("{city}", city);
      const rooms = travellers.length > 1 && r.chance(0.5) ? travellers.length : 1;
      add(
        line(
          hotelText.replace("{hotel}", hotel).replace("{n}", String(nights)),
          rooms * 100,
          "",
          nights * r.int(85, 260) * 100,
          0,
        ),
        `HV${digits(r, 6)}`,
        false,
        true,
      );
    }
    if (r.chance(0.25)) {
      const rail = railText
        .replace("{from}", destination[1][language])
        .replace("{to}", `${destination[1][language]} ${r.pick(["Centre", "Hbf", "Centraal", "Centrale"])}`);
      add(line(rail, travellers.length * 100, "", r.int(8, 60) * 100 + cents(), 0), digits(r, 12), true, false);
      ticketCount++;
    }
    add(line(feeText, ticketCount * 100, "", r.int(15, 45) * 100, rate), "", false, false);
    if (r.chance(0.25))
      add(
        line(insuranceText, travellers.length * 100, "", r.int(19, 89) * 100, 0),
        `POL-${digits(r, 8)}`,
        false,
        false,
      );
  }
  inv.lines = lines;
  settle(inv);
  TRAVELS.set(inv, {
    dossier: r.pick([`D${digits(r, 6)}`, `${yy(inv.issue)}-${r.int(10000, 99999)}`, `BK${digits(r, 7)}`]),
    pnr: `${letters(r, 1)}${digits(r, 1)}${letters(r, 2)}${digits(r, 1)}${letters(r, 1)}`,
    account: r.pick([`FK-${digits(r, 5)}`, `${r.int(10000, 99999)}`, `C${digits(r, 6)}`]),
    travellers,
    departure,
    back,
    destination: destination[1][language],
    tickets,
    agent,
    margin,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// An electric-vehicle charging network's receipt.

export interface ChargingReceipt {
  account: string;
  receipt: string;
  last4: string;
  /** Whether the prices include VAT (Europe) or are before sales tax (the US). */
  gross: boolean;
  /** Per line: the session's start and its charge point ('' on a fee), whether priced per kWh. */
  starts: (Date | null)[];
  times: string[];
  points: string[];
  perKwh: boolean[];
  from: Date;
  to: Date;
}

const CHARGES = new WeakMap<InvoiceData, ChargingReceipt>();
export const chargingOf = (inv: InvoiceData): ChargingReceipt => CHARGES.get(inv)!;

export function chargingJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "n-charge", CHARGE_NAMES[language]);
  const cc = countryCode(country);
  const gross = cc !== "US";
  const rate = country.rates[0];
  const s = senderRng(inv, "n-charge-tariff");
  const [siteText, idleText, planText, refundText] = CHARGE_LINES[language];
  // The month before the receipt.
  const from = utc(inv.issue.getUTCFullYear(), inv.issue.getUTCMonth() - 1, 1);
  const to = addDays(utc(inv.issue.getUTCFullYear(), inv.issue.getUTCMonth(), 1), -1);
  const span = Math.round((to.getTime() - from.getTime()) / 86400000);
  const operator = letters(s, 3);
  const lines: Line[] = [];
  const starts: (Date | null)[] = [];
  const times: string[] = [];
  const points: string[] = [];
  const perKwh: boolean[] = [];
  const site = () => {
    const [, town] = r.pick(country.towns);
    return siteText.replace("{street}", r.pick(country.streets)).replace("{town}", town.replace(/ \(\w\w\)$/, ""));
  };
  const point = () => `${cc}*${operator}*E${digits(r, 6)}*${r.int(1, 4)}`;
  const price = s.int(39, 79) * 10 + s.pick([0, 0, 5, 9]);
  const count = inv.credit ? 1 : r.int(2, 9);
  const days = Array.from({ length: count }, () => r.int(0, span)).sort((a, b) => a - b);
  for (const day of days) {
    const kwh = r.int(600, 6500);
    // A refund names the session by its start and charge point only (the site drawn all the same, for the stream).
    const where = site();
    lines.push(line(inv.credit ? refundText : where, kwh, "kWh", price, rate, 10));
    starts.push(addDays(from, day));
    times.push(`${pad(r.int(6, 22), 2)}:${pad(r.int(0, 59), 2)}`);
    points.push(point());
    perKwh.push(true);
    if (!inv.credit && r.chance(0.15)) {
      const minutes = r.int(5, 90);
      lines.push(line(idleText.replace("{min}", String(minutes)), minutes * 100, "", 10, rate));
      starts.push(null);
      times.push("");
      points.push("");
      perKwh.push(false);
    }
  }
  if (!inv.credit && s.chance(0.4)) {
    lines.push(line(planText, 100, "", s.int(3, 12) * 100 - 1, rate));
    starts.push(null);
    times.push("");
    points.push("");
    perKwh.push(false);
  }
  inv.lines = lines;
  settle(inv);
  if (gross) {
    // Prices with VAT included: the total is the lines' sum, the VAT taken out of it.
    const total = sum(lines.map((l) => l.amount));
    const tax = Math.round((total * rate) / (100 + rate) + 1e-9);
    inv.taxes = [{ rate, base: total - tax, tax }];
    inv.net = total - tax;
    inv.taxTotal = tax;
    inv.total = total;
    inv.amountDue = total;
  }
  if (!inv.credit) paidInFull(inv);
  CHARGES.set(inv, {
    account: r.pick([`DRV-${digits(r, 7)}`, `${letters(r, 2)}${digits(r, 6)}`, `acct_${digits(r, 8)}`]),
    receipt: `${r.int(1000, 9999)}-${r.int(1000, 9999)}`,
    last4: digits(r, 4),
    gross,
    starts,
    times,
    points,
    perKwh,
    from,
    to,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A temporary-staffing agency's weekly invoice.

export interface StaffingWeek {
  week: number;
  year: number;
  from: Date;
  to: Date;
  site: string;
  order: string;
  permit: string;
  workers: { name: string; role: string; sheet: string; from: number; to: number }[];
  /** Italy: the pay reimbursed outside VAT, the agency's margin taxed. */
  italian: boolean;
  /** The Netherlands: the share to pay into the blocked G-account, and that account. */
  blocked: { amount: number; iban: string } | null;
}

const STAFFING = new WeakMap<InvoiceData, StaffingWeek>();
export const staffingOf = (inv: InvoiceData): StaffingWeek => STAFFING.get(inv)!;

/** A staffing licence's or permit's reference in the country's manner. */
function permitRef(r: Rng, cc: string): string {
  switch (cc) {
    case "DE":
      return `${r.pick(["BA", "RD"])} ${r.int(100, 999)}-${digits(r, 4)}/${r.int(2005, 2020)}`;
    case "IT":
      return `${r.int(1000, 39999)}/SG`;
    case "ES":
      return `${pad(r.int(1, 52), 2)}/${pad(r.int(1, 999), 4)}/${r.int(1995, 2020)}`;
    case "FR":
      return `GF-${digits(r, 6)}`;
    case "NL":
      return `${digits(r, 5)}`;
    case "BE":
      return `W.INT.${r.int(100, 999)}`;
    case "GB":
      return `EB/${digits(r, 5)}`;
    default:
      return `${letters(r, 2)}-${digits(r, 6)}`;
  }
}

export function staffingJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "n-staff", STAFFING_NAMES[language]);
  const cc = countryCode(country);
  const s = senderRng(inv, "n-staff-permit");
  const rate = country.rates[0];
  const italian = cc === "IT";
  const [normal, overtime, night, sunday, mileage, wages, marginText] = PAY_ELEMENTS[language];
  const [hourUnit, kmUnit] = STAFF_UNITS[language];
  // The week before the invoice: Monday to Sunday.
  const end = addDays(inv.issue, -((inv.issue.getUTCDay() + 6) % 7) - 1);
  const from = addDays(end, -6);
  const lines: Line[] = [];
  const workers: StaffingWeek["workers"] = [];
  const count = inv.credit ? 1 : r.chance(0.3) ? r.int(3, 5) : r.int(1, 2);
  const roles = ROLES[language];
  for (let w = 0; w < count; w++) {
    const first = lines.length;
    const [role, lo, hi] = r.pick(roles);
    const hourly = r.int(lo * 100, hi * 100);
    const lineRate = italian ? 0 : rate;
    if (inv.credit) {
      lines.push(line(normal, r.int(1, 8) * 100, hourUnit, hourly, lineRate));
      if (italian) lines.push(line(`${marginText} ${r.int(12, 22)} %`, 100, "", r.int(5, 40) * 100, rate));
    } else {
      lines.push(line(normal, r.int(16, 40) * 100 + r.pick([0, 0, 50]), hourUnit, hourly, lineRate));
      if (r.chance(0.35)) lines.push(line(overtime, r.int(2, 10) * 100, hourUnit, Math.round(hourly * 1.25), lineRate));
      if (r.chance(0.25)) lines.push(line(night, r.int(4, 24) * 100, hourUnit, Math.round(hourly * 0.25), lineRate));
      if (r.chance(0.15)) lines.push(line(sunday, r.int(4, 10) * 100, hourUnit, Math.round(hourly * 0.5), lineRate));
      if (r.chance(0.25)) lines.push(line(mileage, r.int(40, 300) * 100, kmUnit, r.pick([25, 30, 35]), lineRate));
      if (italian) {
        const base = sum(lines.slice(first).map((l) => l.amount));
        const share = r.int(12, 22);
        lines.push(line(`${marginText} ${share} %`, 100, "", percentOf(base, share), rate));
        lines[first].description = `${wages} – ${normal.toLowerCase()}`;
      }
    }
    workers.push({
      name: personName(r, language).full,
      role,
      sheet: r.pick([`TS${digits(r, 6)}`, `${isoWeek(from)}-${r.int(100, 999)}`, `${digits(r, 5)}`]),
      from: first,
      to: lines.length,
    });
  }
  inv.lines = lines;
  settle(inv);
  let blocked: StaffingWeek["blocked"] = null;
  if (cc === "NL" && !inv.credit) {
    const [, , code] = r.pick(country.banks);
    blocked = {
      amount: Math.round((inv.total * r.pick([25, 30, 35])) / 10000) * 100,
      iban: iban(r, country, letters(r, 4) || code || "") ?? "",
    };
  }
  STAFFING.set(inv, {
    week: isoWeek(from),
    year: from.getUTCFullYear(),
    from,
    to: end,
    site: addressIn(r, inv),
    order: r.pick([`KST ${r.int(1000, 9999)}`, `PO-${digits(r, 6)}`, `${r.int(100, 999)}/${digits(r, 4)}`]),
    permit: permitRef(s, cc),
    workers,
    italian,
    blocked,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A pharmaceutical or medical-supplies wholesaler's delivery note and invoice in one.

export interface PharmaDelivery {
  deliveryNote: string;
  deliveryDate: Date;
  tour: string;
  order: string;
  /** Per line: the product's code ('' on the discount line), batch, expiry, whether kept cold, line discount. */
  /** A credit's reason, printed under each returned pack. */
  reason: string;
  codes: string[];
  batches: string[];
  expiries: (Date | null)[];
  cold: boolean[];
  discounts: number[];
}

const PHARMA = new WeakMap<InvoiceData, PharmaDelivery>();
export const pharmaOf = (inv: InvoiceData): PharmaDelivery => PHARMA.get(inv)!;

/** The VAT rate of a kind of product per country. */
function pharmaRate(cc: string, kind: PharmaKind, standard: number): number {
  const table: Record<string, Partial<Record<PharmaKind, number>>> = {
    IE: { rx: 0, otc: 0 },
    US: { rx: 0 },
    DE: { aid: 7 },
    AT: { rx: 10, otc: 10 },
    CH: { rx: 2.6, otc: 2.6, aid: 2.6 },
    FR: { rx: 2.1, otc: 10, aid: 5.5 },
    BE: { rx: 6, otc: 6, aid: 6 },
    NL: { rx: 9, otc: 9, aid: 9 },
    IT: { rx: 10, otc: 10, aid: 4 },
    ES: { rx: 4, otc: 4, device: 10, aid: 10 },
  };
  return table[cc]?.[kind] ?? standard;
}

/** A product's national code in the country's format. */
function productCode(r: Rng, cc: string): string {
  switch (cc) {
    case "DE":
    case "AT":
      return `${r.int(0, 1) ? "1" : "0"}${digits(r, 7)}`;
    case "CH":
      return digits(r, 7);
    case "FR":
      return `34009${r.int(3, 4)}${digits(r, 7)}`;
    case "BE":
      return `${r.int(1, 4)}${digits(r, 6)}`;
    case "NL":
      return `1${digits(r, 7)}`;
    case "IT":
      return `0${r.int(1, 4)}${digits(r, 7)}`;
    case "ES":
      return `${r.int(6, 9)}${digits(r, 5)}.${r.int(0, 9)}`;
    case "US":
      return `${digits(r, 5)}-${digits(r, 4)}-${digits(r, 2)}`;
    default:
      return digits(r, 7);
  }
}

export function pharmaJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "n-pharma", PHARMA_NAMES[language]);
  const cc = countryCode(country);
  const standard = country.rates[0];
  const person = personName(r, language).full;
  inv.buyer.name = r
    .pick(PHARMACIES[language])
    .replace("{town}", inv.buyer.town.replace(/ \(\w\w\)$/, ""))
    .replace("{a}", person.split(" ").slice(1).join(" "))
    .replace("{name}", person);
  const [discountText, returnedText] = PHARMA_DISCOUNTS[language];
  const products = PHARMA_PRODUCTS[language];
  const lines: Line[] = [];
  const codes: string[] = [];
  const batches: string[] = [];
  const expiries: (Date | null)[] = [];
  const cold: boolean[] = [];
  const discounts: number[] = [];
  const batch = () =>
    r.pick([`${letters(r, 1)}${digits(r, 2)}${letters(r, 1)}${digits(r, 3)}`, `${digits(r, 6)}`, `L${digits(r, 5)}`]);
  const picked = inv.credit ? r.some(products, 1, 2) : r.some(products, 5, 12);
  let rxBase = 0;
  const rxRate = pharmaRate(cc, "rx", standard);
  for (const [kind, desc, lo, hi, fridge] of picked) {
    const code = productCode(r, cc);
    const splits = !inv.credit && r.chance(0.3) ? 2 : 1;
    const unit = r.int(lo, hi);
    for (let k = 0; k < splits; k++) {
      const qty = r.int(1, inv.credit ? 3 : 20) * 100;
      const disc = !inv.credit && r.chance(0.3) ? r.pick([2, 3, 5, 8, 10]) : 0;
      const gross = Math.round((qty * unit) / 100);
      const amount = gross - percentOf(gross, disc);
      const rate = pharmaRate(cc, kind, standard);
      lines.push({
        description: desc,
        detail: null,
        qty,
        unit: "",
        price: unit,
        amount,
        rate,
      });
      if (kind === "rx" && rate === rxRate) rxBase += amount;
      codes.push(code);
      batches.push(batch());
      expiries.push(utc(inv.issue.getUTCFullYear() + r.int(0, 3), inv.issue.getUTCMonth() + r.int(6, 14), 1));
      cold.push(fridge);
      discounts.push(disc);
    }
  }
  if (!inv.credit && rxBase > 0 && r.chance(0.35)) {
    const share = r.pick([1, 2, 3]);
    const amount = -percentOf(rxBase, share);
    lines.push({
      description: discountText.replace("{rate}", `${share} %`),
      detail: null,
      qty: 100,
      unit: "",
      price: amount,
      amount,
      rate: rxRate,
    });
    codes.push("");
    batches.push("");
    expiries.push(null);
    cold.push(false);
    discounts.push(0);
  }
  inv.lines = lines;
  settle(inv);
  PHARMA.set(inv, {
    deliveryNote: r.pick([`${digits(r, 8)}`, `LS ${r.int(100000, 999999)}`, `BL${digits(r, 7)}`]),
    deliveryDate: r.chance(0.7) ? inv.issue : addDays(inv.issue, -1),
    tour: `${r.int(1, 40)}${r.pick(["", "", "A", "B"])}`,
    order: r.pick([`${digits(r, 9)}`, `WEB-${digits(r, 6)}`, `${yy(inv.issue)}${mm(inv.issue)}-${digits(r, 4)}`]),
    reason: returnedText,
    codes,
    batches,
    expiries,
    cold,
    discounts,
  });
}
