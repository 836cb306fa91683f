/**
 * What half I's documents draw differently from the generator's data (half I, FRESH2: written without reading the
 * engine, the second held-out set): invoice numbers in formats of yet other issuers, one set per layout (a
 * caterer's event series, a builder's merchant's branch and run, a cleaning company's monthly run, a training
 * provider's seminar series, a craftsman's small count), none of them a format of halves A to G; and what its
 * layouts bill (layoutCorpus.ts applies a layout's `reshape` before the truth is taken): an event's menus per guest,
 * drinks, staff hours, hire and a service charge, with the deposit paid at booking; a merchant's deliveries, each
 * ticket's articles with their weights and the returnable pallets outside VAT; a cleaning contract's sites with
 * their flat monthly fees, hours and extra services; a course's fees per participant (exempt as education where
 * the country's law makes them so) beside taxed catering and materials, less an early-bird discount; a craftsman's
 * labour, material and travel. Totals are computed again exactly as generateInvoice computes them (dev5Data.ts's
 * settleLines: half up to the cent, per rate); lines outside VAT or exempt are at 0 %, and the net is everything
 * but the VAT. Choices a sender makes once (its name, trade, branch) are drawn from the seller's first name, so a
 * series of one sender stays alike.
 */
import type { Rng } from "../classifyCorpus";
import { countryCode, digits } from "./countries";
import { senderRng } from "./dev4Data";
import { percentOf, settleLines } from "./dev5Data";
import {
  ACADEMY_NAMES,
  ARTICLES,
  CATERER_NAMES,
  CATERING_CREDITS,
  CLEANER_NAMES,
  CLEANING_CREDITS,
  COURSE_CREDITS,
  COURSE_EXTRAS,
  COMPANY_FORMS,
  COURSES,
  CRAFT_LINES,
  CRAFT_NAMES,
  CRAFT_WORK,
  DRINKS,
  EXTRAS,
  FLAT_SERVICES,
  HOUR_WORDS,
  HOURLY_SERVICES,
  MENUS,
  MERCHANT_NAMES,
  OCCASIONS,
  RETURN_WORDS,
  SITE_KINDS,
  STAFF,
  UNIT_WORDS,
  VENUES,
  type Trade,
} from "./fresh2Items";
import type { InvoiceData, Line } from "./invoice";
import { companyCore, personName } from "./names";
import type { Language } from "./vocab";
import { addDays, letters, pad, slug, sum, utc, mm, yy, yyyy, type NumberFormat } from "./util";

/** The layouts' own number formats, the same in every language. */
const FORMATS: Record<string, NumberFormat[]> = {
  "catering-invoice": [
    (r, d) => `EV${yy(d)}-${pad(r.int(1, 9999), 4)}`,
    (r, d) => `${yyyy(d)}.${pad(r.int(1, 999), 3)}`,
    (r, d) => `C-${pad(r.int(1, 99999), 5)}/${yy(d)}`,
  ],
  "merchant-delivery-invoice": [
    (r, d) => `9${yy(d)}${pad(r.int(10, 89), 2)}${pad(r.int(1, 99999), 5)}`,
    (r) => `${r.int(10, 99)}-${pad(r.int(1, 999999), 6)}`,
  ],
  "cleaning-invoice": [
    (r, d) => `${yyyy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`,
    (r, d) => `M${yy(d)}${mm(d)}.${pad(r.int(1, 9999), 4)}`,
  ],
  "course-invoice": [(r, d) => `SEM-${yyyy(d)}-${pad(r.int(1, 9999), 4)}`, (r, d) => `${yyyy(d)}/${r.int(100, 999)}-T`],
  "craft-letter": [
    (r, d) => `${yy(d)}/${pad(r.int(1, 199), 3)}`,
    (r, d) => `${pad(r.int(1, 250), 3)}-${yyyy(d)}`,
    (r, d) => `${yyyy(d)}${pad(r.int(1, 199), 3)}`,
  ],
};

/** Half I's invoice number in the layout's formats, and a credit note's corrected invoice in the same series. */
export function fresh2Numbers(r: Rng, inv: InvoiceData, template: string): void {
  const format = r.pick(FORMATS[template]);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, addDays(inv.issue, -r.int(10, 90)));
}

/** The seller under a name of its trade; mail and web follow the name. */
function renameSeller(inv: InvoiceData, name: string, brand: string): void {
  inv.seller.name = name;
  inv.seller.core = brand;
  const domain = `${slug(brand).slice(0, 18)}${inv.country.tld}`;
  inv.seller.email = `${inv.seller.email.split("@")[0]}@${domain}`;
  inv.seller.web = `www.${domain}`;
}

/** A name pattern filled from the sender's own stream: {a} a surname, {full} a person, {b} a core, {town}. */
function senderName(
  inv: InvoiceData,
  key: string,
  patterns: string[],
): { name: string; brand: string; person: string } {
  const s = senderRng(inv, key);
  const pattern = s.pick(patterns);
  const person = personName(s, inv.language).full;
  const last = person.split(" ").slice(1).join(" ");
  const core = companyCore(s, inv.language);
  const name = pattern
    .replace("{full}", person)
    .replace("{a}", last)
    .replace("{b}", core)
    .replace("{town}", inv.seller.town)
    .replace("{form}", s.pick(COMPANY_FORMS[inv.country.code] ?? ["Ltd"]));
  const brand = pattern.includes("{b}") ? core : pattern.includes("{town}") ? `${last}${inv.seller.town}` : last;
  return { name, brand, person };
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

/** A table's entry for the document's country: its code ('BE-nl'), else its two letters. */
const byCode = <T>(table: Record<string, T>, inv: InvoiceData): T =>
  table[inv.country.code] ?? table[countryCode(inv.country)];

// ---------------------------------------------------------------------------------------------------------------
// An event caterer's invoice.

export type CateringSection = "food" | "drinks" | "staff" | "extras" | "service";

export interface Catering {
  booking: string;
  quote: string;
  occasion: string;
  venue: string;
  venueTown: string;
  eventDate: Date;
  guests: number;
  contact: string;
  sections: CateringSection[];
  /** The service charge's rate, when its line is billed. */
  serviceRate: number | null;
  deposit: { amount: number; date: Date } | null;
}

/** The unit of a menu billed per guest. */
const PER_GUEST: Record<Language, string> = {
  en: "covers",
  de: "Pers.",
  fr: "couv.",
  nl: "pers.",
  it: "coperti",
  es: "pax",
};

const CATERINGS = new WeakMap<InvoiceData, Catering>();
export const cateringOf = (inv: InvoiceData): Catering => CATERINGS.get(inv)!;

/** Food, drinks and staff (and hire) rates of a caterer, per country: food at the reduced rate where the law has one. */
const CATERING_RATES: Record<string, [number, number, number]> = {
  GB: [20, 20, 20],
  IE: [13.5, 23, 13.5],
  DE: [7, 19, 19],
  AT: [10, 20, 20],
  CH: [2.6, 8.1, 8.1],
  FR: [10, 20, 10],
  BE: [12, 21, 21],
  NL: [9, 21, 21],
  IT: [10, 10, 22],
  ES: [10, 10, 21],
};

export function cateringJob(r: Rng, inv: InvoiceData): void {
  const { language } = inv;
  const { name, brand } = senderName(inv, "i-caterer", CATERER_NAMES[language]);
  renameSeller(inv, name, brand);
  const standard = inv.country.rates[0];
  const [food, drinks, staff] = byCode(CATERING_RATES, inv) ?? [standard, standard, standard];
  const guests = r.pick([24, 35, 40, 48, 60, 75, 80, 96, 120, 150]);
  const eventDate = addDays(inv.issue, -r.int(1, 12));
  const lines: Line[] = [];
  const sections: CateringSection[] = [];
  const add = (section: CateringSection, l: Line) => {
    lines.push(l);
    sections.push(section);
  };
  const per = PER_GUEST[language];
  const hours = HOUR_WORDS[language];
  let serviceRate: number | null = null;
  if (inv.credit) {
    const [fewer, bottles] = CATERING_CREDITS[language];
    const menu = r.pick(MENUS[language]);
    const missing = r.int(3, 12);
    add("food", line(`${fewer}: ${missing} × ${menu[0]}`, missing * 100, per, r.int(menu[1], menu[2]) * 100, food));
    if (r.chance(0.6)) add("drinks", line(bottles, r.int(4, 24) * 100, "", r.int(12, 26) * 100, drinks));
  } else {
    for (const [d, lo, hi] of r.some(MENUS[language], 1, 3))
      add("food", line(d, guests * 100, per, r.int(lo * 2, hi * 2) * 50, food));
    for (const [d, perGuest, lo, hi] of r.some(DRINKS[language], 1, 2))
      add(
        "drinks",
        line(
          d,
          (perGuest ? guests : r.int(Math.ceil(guests / 5), Math.ceil(guests / 2))) * 100,
          "",
          r.int(lo * 2, hi * 2) * 50,
          drinks,
        ),
      );
    const shift = r.int(5, 9);
    for (const [d, lo, hi] of r.some(STAFF[language], 1, 3)) {
      const people = r.int(1, Math.max(1, Math.ceil(guests / 25)));
      add(
        "staff",
        line(`${d} (${people} × ${shift} ${hours})`, people * shift * 100, hours, r.int(lo, hi) * 100, staff),
      );
    }
    for (const [d, perGuest, lo, hi] of r.some(EXTRAS[language], 0, 2))
      add(
        "extras",
        line(d, (perGuest ? guests : hi >= 80 ? 1 : r.int(2, 12)) * 100, "", r.int(lo * 2, hi * 2) * 50, staff),
      );
    if (r.chance(0.55)) {
      serviceRate = r.pick([8, 10, 12.5, 15]);
      const base = sum(lines.filter((_, i) => sections[i] === "food" || sections[i] === "drinks").map((l) => l.amount));
      add("service", { ...line("", 100, "", percentOf(base, serviceRate), staff), description: "" });
    }
  }
  inv.lines = lines;
  inv.discount = null;
  inv.paid = null;
  settleLines(inv);
  const deposit =
    !inv.credit && r.chance(0.75)
      ? {
          amount: Math.max(20000, Math.round((inv.total * r.pick([20, 30, 40, 50])) / 100 / 10000) * 10000),
          date: addDays(eventDate, -r.int(20, 90)),
        }
      : null;
  if (deposit && deposit.amount < inv.total) {
    inv.paid = deposit.amount;
    inv.amountDue = inv.total - deposit.amount;
  }
  const [, venueTown] = r.pick(inv.country.towns);
  CATERINGS.set(inv, {
    booking: r.pick([`B${yy(eventDate)}${pad(r.int(1, 9999), 4)}`, `${letters(r, 2)}-${r.int(1000, 9999)}`]),
    quote: r.pick([`ANG-${r.int(10000, 99999)}`, `Q${digits(r, 5)}`, `${r.int(100, 999)}/${yy(eventDate)}`]),
    occasion: r.pick(OCCASIONS[language]),
    venue: r.pick(VENUES[language]),
    venueTown: venueTown.replace(/ \(\w\w\)$/, ""),
    eventDate,
    guests,
    contact: personName(r, language).full,
    sections,
    serviceRate,
    deposit: inv.paid ? deposit : null,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A builder's merchant's delivery invoice.

export interface Merchant {
  account: string;
  costCentre: string;
  project: string;
  site: string[];
  branch: string;
  /** Per line: the delivery ticket, its date, the article number, the unit word, the weight in kg, the price unit. */
  tickets: string[];
  ticketDates: Date[];
  articles: string[];
  units: string[];
  weights: number[];
  per: number[];
  pallet: boolean[];
  palletsHeld: number;
  early: { rate: number; until: Date; amount: number } | null;
}

const MERCHANTS = new WeakMap<InvoiceData, Merchant>();
export const merchantOf = (inv: InvoiceData): Merchant => MERCHANTS.get(inv)!;

const PALLET_PRICE: Record<Language, number> = { en: 1200, de: 1500, fr: 1400, nl: 1350, it: 1300, es: 1250 };

export function merchantDelivery(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const { name, brand } = senderName(inv, "i-merchant", MERCHANT_NAMES[language]);
  renameSeller(inv, name, brand);
  const s = senderRng(inv, "i-merchant-branch");
  const branch = `${pad(s.int(1, 60), 3)} ${s.pick(country.towns)[1].replace(/ \(\w\w\)$/, "")}`;
  const standard = country.rates[0];
  const units = UNIT_WORDS[language];
  const m: Merchant = {
    account: r.pick([`${r.int(100000, 999999)}`, `${r.int(10, 99)}.${r.int(1000, 9999)}`, `D-${digits(r, 6)}`]),
    costCentre: r.pick([
      `${r.int(1000, 9999)}`,
      `KST ${r.int(100, 999)}`,
      `${letters(r, 2)}${r.int(10, 99)}-${r.int(100, 999)}`,
    ]),
    project: `${r.pick(country.streets)} ${r.int(1, 90)}`,
    site: [country.streetLine(r.pick(country.streets), r.int(1, 120)), country.townLine(...r.pick(country.towns))],
    branch,
    tickets: [],
    ticketDates: [],
    articles: [],
    units: [],
    weights: [],
    per: [],
    pallet: [],
    palletsHeld: r.int(0, 24),
    early: null,
  };
  const lines: Line[] = [];
  const push = (
    l: Line,
    ticket: string,
    date: Date,
    article: string,
    unit: string,
    kg: number,
    per: number,
    pallet: boolean,
  ) => {
    lines.push(l);
    m.tickets.push(ticket);
    m.ticketDates.push(date);
    m.articles.push(article);
    m.units.push(unit);
    m.weights.push(Math.round(kg));
    m.per.push(per);
    m.pallet.push(pallet);
  };
  const palletWord = "{pallet}";
  const ticketNo = () => r.pick([`${r.int(700000, 799999)}`, `LS${digits(r, 7)}`, `${r.int(10, 99)}-${digits(r, 6)}`]);
  // An article keeps its number and price within a document.
  const articleNo = (prefix: string, d: string) => `${prefix}${digits(senderRng(inv, `i-art/${d}`), 5)}`;
  const prices = new Map<string, number>();
  const priceOf = (d: string, lo: number, hi: number) => {
    if (!prices.has(d)) prices.set(d, r.int(lo * 100, hi * 100));
    return prices.get(d)!;
  };
  const quantity = (unit: string, per: number) => {
    if (per === 100) return r.int(4, 48) * 5000;
    switch (unit) {
      case "t":
        return r.int(150, 2400);
      case "m3":
        return r.int(2, 16) * 50;
      case "m2":
        return r.int(10, 180) * 100;
      case "m":
        return r.int(12, 180) * 100;
      case "bag":
        return r.int(4, 60) * 100;
      default:
        return r.int(8, 120) * 100;
    }
  };
  if (inv.credit) {
    const date = addDays(inv.issue, -r.int(1, 6));
    const ticket = ticketNo();
    const n = r.int(2, 14);
    push(
      line(palletWord, n * 100, units.pal, PALLET_PRICE[language], 0),
      ticket,
      date,
      "PF00001",
      units.pal,
      n * 25,
      1,
      true,
    );
    if (r.chance(0.6)) {
      const [prefix, d, unit, kg, lo, hi, per] = r.pick(ARTICLES[language]);
      const qty = unit === "bag" ? r.int(2, 20) * 100 : quantity(unit, per);
      push(
        line(`${RETURN_WORDS[language]}: ${d}`, qty, units[unit], priceOf(d, lo, hi), standard, per),
        ticket,
        date,
        articleNo(prefix, d),
        units[unit],
        (kg * qty) / 100,
        per,
        false,
      );
    }
  } else {
    // A month's deliveries to one site: a few tickets, on some accounts many.
    const count = r.chance(0.3) ? r.int(5, 8) : r.int(2, 4);
    const dates = Array.from({ length: count }, () => addDays(inv.issue, -r.int(1, 26))).sort(
      (a, b) => a.getTime() - b.getTime(),
    );
    for (const date of dates) {
      const ticket = ticketNo();
      let palletised = false;
      for (const [prefix, d, unit, kg, lo, hi, per] of r.some(ARTICLES[language], 1, 3)) {
        const qty = quantity(unit, per);
        push(
          line(d, qty, units[unit], priceOf(d, lo, hi), standard, per),
          ticket,
          date,
          articleNo(prefix, d),
          units[unit],
          (kg * qty) / 100,
          per,
          false,
        );
        palletised ||= ["pc", "bag", "m2"].includes(unit);
      }
      if (palletised && r.chance(0.75)) {
        const n = r.int(1, 6);
        push(
          line(palletWord, n * 100, units.pal, PALLET_PRICE[language], 0),
          ticket,
          date,
          "PF00001",
          units.pal,
          n * 25,
          1,
          true,
        );
      }
    }
  }
  inv.lines = lines;
  inv.discount = null;
  inv.paid = null;
  settleLines(inv);
  if (!inv.credit && r.chance(0.55)) {
    const rate = r.pick([2, 3]);
    m.early = { rate, until: addDays(inv.issue, r.pick([8, 10, 14])), amount: inv.total - percentOf(inv.total, rate) };
  }
  MERCHANTS.set(inv, m);
}

// ---------------------------------------------------------------------------------------------------------------
// A facility-cleaning company's monthly invoice.

export interface Cleaning {
  contract: string;
  mandate: string;
  creditorId: string;
  period: [Date, Date];
  sites: { name: string; address: string }[];
  /** Per line: its site, and whether it is a flat monthly fee. */
  site: number[];
  flat: boolean[];
  debit: Date;
}

const CLEANINGS = new WeakMap<InvoiceData, Cleaning>();
export const cleaningOf = (inv: InvoiceData): Cleaning => CLEANINGS.get(inv)!;

/** A SEPA creditor identifier as the country writes it (the UK's service user number, a US company id). */
function creditorId(r: Rng, inv: InvoiceData): string {
  const cc = countryCode(inv.country);
  switch (cc) {
    case "GB":
      return digits(r, 6);
    case "US":
      return `1${digits(r, 9)}`;
    case "CH":
      return `${letters(r, 3)}${r.int(1, 9)}${letters(r, 1)}`;
    case "DE":
      return `DE${digits(r, 2)}ZZZ${digits(r, 11)}`;
    case "AT":
      return `AT${digits(r, 2)}ZZZ${digits(r, 11)}`;
    case "IT":
      return `IT${digits(r, 2)}ZZZ${digits(r, 11)}`;
    case "ES":
      return `ES${digits(r, 2)}000${letters(r, 1)}${digits(r, 8)}`;
    case "NL":
      return `NL${digits(r, 2)}ZZZ${digits(r, 12)}`;
    case "BE":
      return `BE${digits(r, 2)}ZZZ${digits(r, 10)}`;
    default:
      return `${cc}${digits(r, 2)}ZZZ${digits(r, 6)}`;
  }
}

export function cleaningMonth(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const { name, brand } = senderName(inv, "i-cleaner", CLEANER_NAMES[language]);
  renameSeller(inv, name, brand);
  const standard = country.rates[0];
  // A cleaning contract is a company's or an institution's.
  inv.buyer = { ...inv.buyer, name: `${companyCore(r, language)} ${r.pick(country.legalForms)}` };
  const inAdvance = r.chance(0.4);
  const y = inv.issue.getUTCFullYear();
  const mo = inv.issue.getUTCMonth() + (inAdvance ? 0 : -1);
  const period: [Date, Date] = [utc(y, mo, 1), addDays(utc(y, mo + 1, 1), -1)];
  // A few sites, or (on a chain's contract) many: two branches may be of the same kind.
  const siteCount = inv.credit ? 1 : r.chance(0.25) ? r.int(4, 7) : r.int(1, 3);
  const kinds = Array.from({ length: siteCount }, () => r.pick(SITE_KINDS[language]));
  const sites = kinds.map((kind) => ({
    name: kind,
    address: `${country.streetLine(r.pick(country.streets), r.int(1, 160))}, ${country.townLine(...r.pick(country.towns))}`,
  }));
  const lines: Line[] = [];
  const site: number[] = [];
  const flat: boolean[] = [];
  const hours = HOUR_WORDS[language];
  if (inv.credit) {
    const [, lo, hi] = r.pick(FLAT_SERVICES[language]);
    const amount = r.int(Math.ceil(lo / 4), Math.ceil(hi / 4)) * 100;
    lines.push(line(r.pick(CLEANING_CREDITS[language]), 100, "", amount, standard));
    site.push(0);
    flat.push(true);
  } else
    sites.forEach((_, i) => {
      const [d, lo, hi] = FLAT_SERVICES[language][0];
      lines.push(line(d, 100, "", r.int(lo, hi) * 100, standard));
      site.push(i);
      flat.push(true);
      for (const [e, elo, ehi] of r.some(FLAT_SERVICES[language].slice(1), 0, 1)) {
        lines.push(line(e, 100, "", r.int(elo, ehi) * 100, standard));
        site.push(i);
        flat.push(true);
      }
      for (const [e, elo, ehi] of r.some(HOURLY_SERVICES[language], 0, 2)) {
        lines.push(line(e, r.int(4, 48) * 50, hours, r.int(elo * 2, ehi * 2) * 50, standard));
        site.push(i);
        flat.push(false);
      }
    });
  inv.lines = lines;
  inv.discount = null;
  inv.paid = null;
  settleLines(inv);
  const cc = countryCode(country);
  CLEANINGS.set(inv, {
    contract: r.pick([
      `RV-${y - r.int(1, 6)}-${pad(r.int(1, 999), 3)}`,
      `SC${digits(r, 6)}`,
      `${r.int(100, 999)}/${y - r.int(1, 6)}`,
    ]),
    mandate:
      cc === "GB"
        ? `DD${digits(r, 8)}`
        : cc === "CH"
          ? `LSV-${digits(r, 7)}`
          : r.pick([`MR-${digits(r, 8)}`, `${inv.customerNo}-${pad(r.int(1, 9), 2)}`, `SEPA${digits(r, 10)}`]),
    creditorId: creditorId(r, inv),
    period,
    sites,
    site,
    flat,
    debit: addDays(inv.issue, r.pick([5, 7, 10])),
  });
  inv.due = cleaningOf(inv).debit;
}

// ---------------------------------------------------------------------------------------------------------------
// A training provider's invoice.

export type CourseKind = "fee" | "early" | "extra";

export interface Course {
  booking: string;
  title: string;
  code: string;
  from: Date;
  to: Date;
  venue: string;
  participants: string[];
  kinds: CourseKind[];
  /** The early-bird discount's rate, when there is one. */
  earlyRate: number | null;
  /** Whether the course fee is exempt (education) in this country. */
  exempt: boolean;
}

const COURSES_OF = new WeakMap<InvoiceData, Course>();
export const courseOf = (inv: InvoiceData): Course => COURSES_OF.get(inv)!;

export function courseBooking(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const { name, brand } = senderName(inv, "i-academy", ACADEMY_NAMES[language]);
  renameSeller(inv, name, brand);
  const cc = countryCode(country);
  const standard = country.rates[0];
  const exempt = cc !== "GB";
  const feeRate = exempt ? 0 : standard;
  const [title, prefix, days, lo, hi] = r.pick(COURSES[language]);
  const n = inv.credit ? 1 : r.pick([1, 1, 2, 2, 3, 4]);
  const participants = Array.from({ length: n }, () => personName(r, language).full);
  const from = inv.credit
    ? addDays(inv.issue, r.int(5, 30))
    : addDays(inv.issue, r.chance(0.5) ? r.int(7, 40) : -r.int(3, 20));
  const to = addDays(from, days - 1);
  const lines: Line[] = [];
  const kinds: CourseKind[] = [];
  const fee = r.int(lo / 10, hi / 10) * 1000;
  let earlyRate: number | null = null;
  if (inv.credit) {
    lines.push(line(COURSE_CREDITS[language], 100, "", fee, feeRate));
    kinds.push("fee");
    const [d, perDay, elo, ehi] = COURSE_EXTRAS[language][0];
    lines.push(line(d, (perDay ? days : 1) * 100, "", r.int(elo, ehi) * 100, standard));
    kinds.push("extra");
  } else {
    lines.push(line(title, n * 100, "", fee, feeRate));
    kinds.push("fee");
    if (r.chance(0.45)) {
      earlyRate = r.pick([5, 10, 15]);
      const amount = -percentOf(lines[0].amount, earlyRate);
      lines.push({ description: "", detail: null, qty: 100, unit: "", price: amount, amount, rate: feeRate });
      kinds.push("early");
    }
    for (const [d, perDay, elo, ehi] of r.some(COURSE_EXTRAS[language], 1, 3)) {
      lines.push(line(d, n * (perDay ? days : 1) * 100, "", r.int(elo, ehi) * 100, standard));
      kinds.push("extra");
    }
  }
  inv.lines = lines;
  inv.discount = null;
  inv.paid = null;
  settleLines(inv);
  const [, town] = r.pick(country.towns);
  COURSES_OF.set(inv, {
    booking: r.pick([
      `AN-${digits(r, 6)}`,
      `${yy(inv.issue)}-${r.int(1000, 9999)}-${r.int(1, 9)}`,
      `BK${digits(r, 7)}`,
    ]),
    title,
    code: `${prefix}-${yy(from)}${pad(r.int(1, 40), 2)}`,
    from,
    to,
    venue: r.chance(0.3) ? "Online" : town.replace(/ \(\w\w\)$/, ""),
    participants,
    kinds,
    earlyRate,
    exempt,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A small craftsman's letter.

export type CraftKind = "labour" | "material" | "travel";

export interface Craft {
  trade: Trade;
  work: string[];
  workDate: Date;
  place: string;
  kinds: CraftKind[];
  /** Labour with its VAT (the share a German household may deduct). */
  labourGross: number;
}

const CRAFTS = new WeakMap<InvoiceData, Craft>();
export const craftOf = (inv: InvoiceData): Craft => CRAFTS.get(inv)!;

export function craftJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const s = senderRng(inv, "i-craft");
  const trade = s.pick<Trade>(["painter", "tiler", "joiner", "plumber"]);
  const { name, brand, person } = senderName(inv, "i-craft-name", CRAFT_NAMES[language][trade]);
  renameSeller(inv, name, brand);
  inv.seller.manager = person;
  // Mostly a household: a person at the address, without a company's attention line.
  if (r.chance(0.75))
    inv.buyer = { ...inv.buyer, name: personName(r, language).addressed, lines: inv.buyer.lines.slice(-2) };
  const standard = country.rates[0];
  const texts = CRAFT_LINES[language];
  const hours = HOUR_WORDS[language];
  const lines: Line[] = [];
  const kinds: CraftKind[] = [];
  const labourCount = inv.credit ? 1 : r.int(1, 2);
  texts.labour.slice(0, labourCount).forEach((d, i) => {
    lines.push(line(d, r.int(2, 40) * 50, hours, (r.int(38, 68) - i * 12) * 100, standard));
    kinds.push("labour");
  });
  if (!inv.credit || r.chance(0.5)) {
    lines.push(line(r.pick(texts.material), 100, "", r.int(2000, 68000), standard));
    kinds.push("material");
  }
  if (!inv.credit && r.chance(0.6)) {
    lines.push(line(texts.travel, 100, "", r.int(15, 65) * 100, standard));
    kinds.push("travel");
  }
  inv.lines = lines;
  inv.discount = null;
  inv.paid = null;
  settleLines(inv);
  const labour = sum(lines.filter((_, i) => kinds[i] === "labour").map((l) => l.amount));
  CRAFTS.set(inv, {
    trade,
    work: r.some(CRAFT_WORK[language][trade], 1, 2),
    workDate: addDays(inv.issue, -r.int(2, 20)),
    place: inv.buyer.lines[inv.buyer.lines.length - 2] ?? inv.buyer.town,
    kinds,
    labourGross: labour + percentOf(labour, standard),
  });
}
