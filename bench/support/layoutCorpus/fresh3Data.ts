/**
 * What half K's documents draw differently from the generator's data (half K, FRESH3: written without reading the
 * engine, the third held-out set): invoice numbers in formats of yet other issuers, one set per layout (a rental
 * company's branch series, a waste company's yearly run, a translation agency's monthly count, a coworking space's
 * billing system, a print shop's job series), none of them a format of halves A to J; and what its layouts bill
 * (layoutCorpus.ts applies a layout's `reshape` before the truth is taken): a rental's days, kilometres beyond the
 * allowance, fuel, damage excess and extras, with the deposit held on the card; a waste company's container hire,
 * lifts and tonnages per weighbridge ticket, with the landfill levy outside VAT (inside it in the UK); a translation
 * agency's weighted words per language pair, revision, proofreading hours, DTP pages, a rush surcharge or a minimum
 * fee; a coworking space's plan (prorated in a first month) and extras, the deposit it holds and credit applied; a
 * print shop's jobs in runs, books at the reduced rate, set-up, proofs and delivery, an advance paid. Totals are
 * computed again exactly as generateInvoice computes them (dev5Data.ts's settleLines: half up to the cent, per
 * rate); lines outside VAT are at 0 %, and the net is everything but the VAT. Choices a sender makes once (its name)
 * are drawn from the seller's first name, so a series of one sender stays alike.
 */
import type { Rng } from "../classifyCorpus";
import { countryCode, digits } from "./countries";
import { senderRng } from "./dev4Data";
import { percentOf, settleLines } from "./dev5Data";
import {
  COWORK_CREDITS,
  COWORK_EXTRAS,
  COWORK_NAMES,
  FORMS,
  LANGUAGE_CODES,
  LEVIES,
  OWN_CODE,
  PLANS,
  PRINT_CREDITS,
  PRINT_EXTRAS,
  PRINT_JOBS,
  PRINT_NAMES,
  RENTAL_CHARGES,
  RENTAL_CREDITS,
  RENTAL_NAMES,
  RENTAL_UNITS,
  TRANSLATION_FILES,
  TRANSLATION_NAMES,
  TRANSLATION_TASKS,
  TRANSLATION_UNITS,
  VEHICLES,
  WASTE_NAMES,
  WASTE_SERVICES,
  WASTE_STREAMS,
} from "./fresh3Items";
import type { InvoiceData, Line } from "./invoice";
import { personName } from "./names";
import { addDays, letters, pad, slug, sum, utc, mm, yy, yyyy, type NumberFormat } from "./util";

/** The layouts' own number formats, the same in every language. */
const FORMATS: Record<string, NumberFormat[]> = {
  "rental-invoice": [
    (r) => `${letters(r, 3)}${r.int(1, 9)}-${pad(r.int(1, 9999999), 7)}`,
    (r, d) => `RI${yy(d)}${pad(r.int(1, 999999), 6)}`,
  ],
  "waste-invoice": [(r, d) => `${yyyy(d)}/W${pad(r.int(1, 99999), 5)}`, (r) => `7${pad(r.int(1, 9999999), 7)}`],
  "translation-invoice": [
    (r, d) => `TR-${yy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`,
    (r, d) => `${yyyy(d)}-T${pad(r.int(1, 9999), 4)}`,
  ],
  "coworking-invoice": [
    (r) => `${letters(r, 4)}${digits(r, 4)}-${pad(r.int(1, 60), 4)}`,
    (r, d) => `WS${yyyy(d)}${mm(d)}${pad(r.int(1, 9999), 4)}`,
  ],
  "print-invoice": [(r, d) => `P${yy(d)}-${pad(r.int(1, 99999), 5)}`, (r, d) => `${pad(r.int(1, 9999), 4)}/${yy(d)}-D`],
};

/** Half K's invoice number in the layout's formats, and a credit note's corrected invoice in the same series. */
export function fresh3Numbers(r: Rng, inv: InvoiceData, template: string): void {
  const format = r.pick(FORMATS[template]);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, addDays(inv.issue, -r.int(10, 90)));
}

/** The seller under a name of its trade (drawn from the sender's own stream); mail and web follow the name. */
function renameAs(inv: InvoiceData, key: string, patterns: string[]): void {
  const s = senderRng(inv, key);
  const pattern = s.pick(patterns);
  const last = personName(s, inv.language).full.split(" ").slice(1).join(" ");
  const form = s.pick(FORMS[inv.country.code] ?? FORMS[countryCode(inv.country)] ?? ["Ltd"]);
  const town = inv.seller.town;
  const name = pattern.replace("{a}", last).replace("{town}", town).replace("{form}", form);
  const brand = pattern.includes("{town}") ? name.replace(form, "").trim() : last;
  inv.seller.name = name;
  inv.seller.core = brand;
  const domain = `${slug(brand).slice(0, 18)}${inv.country.tld}`;
  inv.seller.email = `${inv.seller.email.split("@")[0]}@${domain}`;
  inv.seller.web = `www.${domain}`;
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

/** A card as a receipt masks it. */
const cardOf = (r: Rng) => `${r.pick(["VISA", "MC", "AMEX"])} **** ${digits(r, 4)}`;

/** Settles the lines with nothing paid, no discount and no shipping. */
function settle(inv: InvoiceData): void {
  inv.discount = null;
  inv.paid = null;
  settleLines(inv);
}

// ---------------------------------------------------------------------------------------------------------------
// A car rental company's invoice.

export interface Rental {
  agreement: string;
  vehicle: string;
  group: string;
  plate: string;
  out: { station: string; when: Date; time: string; km: number; fuel: string };
  back: { station: string; when: Date; time: string; km: number; fuel: string };
  distanceUnit: string;
  card: string;
  deposit: number;
  chargedOn: Date;
}

const RENTALS = new WeakMap<InvoiceData, Rental>();
export const rentalOf = (inv: InvoiceData): Rental => RENTALS.get(inv)!;

/** A number plate as the country prints it. */
function plateOf(r: Rng, code: string): string {
  const L = (n: number) => letters(r, n);
  const D = (n: number) => digits(r, n);
  switch (code) {
    case "GB":
      return `${L(2)}${r.int(15, 24)} ${L(3)}`;
    case "IE":
      return `${r.int(151, 242)}-D-${r.int(1000, 99999)}`;
    case "US":
      return `${r.int(1, 9)}${L(3)}${D(3)}`;
    case "DE":
      return `${r.pick(["M", "B", "HH", "K", "F", "S"])}-${L(2)} ${r.int(100, 9999)}`;
    case "AT":
      return `${r.pick(["W", "G", "L", "S"])}-${r.int(10000, 99999)}${L(1)}`;
    case "CH":
      return `${r.pick(["ZH", "BE", "BS", "LU"])} ${r.int(10000, 999999)}`;
    case "NL":
      return `${D(2)}-${L(3)}-${D(1)}`;
    case "BE-fr":
    case "BE-nl":
      return `${r.int(1, 2)}-${L(3)}-${D(3)}`;
    case "ES":
      return `${D(4)} ${L(3)}`;
    default:
      return `${L(2)}-${D(3)}-${L(2)}`;
  }
}

const FUEL = ["8/8", "7/8", "6/8", "5/8", "4/8", "3/8", "1/4", "1/2", "3/4"];

export function rentalJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "k-rental", RENTAL_NAMES[language]);
  const rate = country.rates[0];
  const code = country.code;
  const miles = code === "GB" || code === "US";
  const [dayWord, kmWord, litreWord, pieceWord] = RENTAL_UNITS[language];
  const distanceUnit = miles ? "mi" : kmWord;
  const words = RENTAL_CHARGES[language];
  const [model, group, lo, hi] = r.pick(VEHICLES);
  const days = r.int(1, 14);
  const dayRate = r.int(lo * 10, hi * 10) * 10;
  const back = addDays(inv.issue, -r.int(0, 3));
  const out = addDays(back, -days);
  const allowance = r.pick([0, 150, 200, 300]);
  const driven = r.int(40, days * 380);
  const kmOut = r.int(3000, 95000);
  const [, townOut] = r.pick(country.towns);
  const oneWay = r.chance(0.2);
  const townBack = oneWay ? r.pick(country.towns)[1] : townOut;
  const airport = r.chance(0.4);
  const clean = (t: string) => t.replace(/ \(\w\w\)$/, "");
  const station = (t: string) => (airport && t === townOut ? `${clean(t)} Airport` : clean(t));
  const fuelOut = "8/8";
  const fuelBack = r.chance(0.55) ? "8/8" : r.pick(FUEL.slice(3));
  const lines: Line[] = [];
  if (inv.credit) {
    const [unused, excess] = RENTAL_CREDITS[language];
    lines.push(line(unused, r.int(1, Math.max(1, Math.min(5, days))) * 100, dayWord, dayRate, rate));
    if (r.chance(0.4)) lines.push(line(excess, 100, pieceWord, r.pick([300, 500, 750, 950]) * 100, rate));
  } else {
    lines.push(line(`${words[0]} – ${group}`, days * 100, dayWord, dayRate, rate));
    if (allowance && driven > allowance * days)
      lines.push(line(words[1], (driven - allowance * days) * 100, distanceUnit, r.int(15, 39), rate));
    if (fuelBack !== "8/8") lines.push(line(words[2], r.int(8, 45) * 100, litreWord, r.int(210, 295), rate));
    if (r.chance(0.3)) lines.push(line(words[8], days * 100, dayWord, r.int(9, 24) * 100, rate));
    if (r.chance(0.25)) lines.push(line(words[4], days * 100, dayWord, r.int(6, 15) * 100, rate));
    if (airport) lines.push(line(words[5], 100, pieceWord, r.int(25, 65) * 100, rate));
    if (r.chance(0.15)) lines.push(line(words[6], days * 100, dayWord, r.int(5, 12) * 100, rate));
    if (r.chance(0.12)) lines.push(line(words[3], 100, pieceWord, r.pick([250, 500, 800, 1000]) * 100, rate));
    if (r.chance(0.1)) lines.push(line(words[7], 100, pieceWord, r.int(40, 120) * 100, rate));
  }
  inv.lines = lines;
  settle(inv);
  const hour = () => `${pad(r.int(7, 19), 2)}:${r.pick(["00", "15", "30", "45"])}`;
  RENTALS.set(inv, {
    agreement: r.pick([`${r.int(100000000, 999999999)}`, `RA-${digits(r, 7)}`, `${letters(r, 2)}${digits(r, 8)}`]),
    vehicle: model,
    group,
    plate: plateOf(r, code),
    out: { station: station(townOut), when: out, time: hour(), km: kmOut, fuel: fuelOut },
    back: { station: station(townBack), when: back, time: hour(), km: kmOut + driven, fuel: fuelBack },
    distanceUnit,
    card: cardOf(r),
    deposit: r.pick([250, 300, 500, 800, 1000]) * 100,
    chargedOn: back,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A waste-disposal company's invoice.

export interface Waste {
  site: string;
  container: string;
  producer: string;
  licence: string;
  /** Per line: the weighbridge ticket, its date, the waste code ('' on lines of no ticket). */
  tickets: string[];
  dates: (Date | null)[];
  codes: string[];
  /** Per line: a tonnage (printed in tonnes) rather than a count. */
  tonnes: boolean[];
  weighed: number;
}

const WASTES = new WeakMap<InvoiceData, Waste>();
export const wasteOf = (inv: InvoiceData): Waste => WASTES.get(inv)!;

export function wasteJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "k-waste", WASTE_NAMES[language]);
  const rate = country.rates[0];
  const [hire, haul, sizeWord] = WASTE_SERVICES[language];
  const [levyWord, levyRate, levyTaxed] = LEVIES[country.code] ?? LEVIES[countryCode(country)];
  const lines: Line[] = [];
  const tickets: string[] = [];
  const dates: (Date | null)[] = [];
  const codes: string[] = [];
  const tonnes: boolean[] = [];
  const add = (l: Line, ticket = "", date: Date | null = null, code = "", t = false) => {
    lines.push(l);
    tickets.push(ticket);
    dates.push(date);
    codes.push(code);
    tonnes.push(t);
  };
  const [from, to] = inv.period;
  const span = Math.round((to.getTime() - from.getTime()) / 86400000);
  const ticketBase = r.int(10000, 899999);
  const streams = r.some(WASTE_STREAMS[language], 1, 3);
  const lifts = inv.credit ? 1 : r.int(1, 7);
  let levied = 0;
  let weighed = 0;
  for (let i = 0; i < lifts; i++) {
    const [desc, code, lo, hi, levy] = streams[i % streams.length];
    const t = r.int(40, 950);
    const price = r.int(lo, hi) * 100 + r.pick([0, 0, 50]);
    const when = addDays(from, r.int(0, span));
    const qty = inv.credit ? r.int(20, Math.max(21, Math.floor(t / 3))) : t;
    add(line(desc, qty * 1, "t", price, rate), `${ticketBase + i * r.int(3, 40)}`, when, code, true);
    if (levy) levied += qty;
    weighed += qty;
  }
  if (!inv.credit) {
    add(line(hire, 100, "", r.int(45, 180) * 100, rate));
    add(line(haul, lifts * 100, "", r.int(85, 195) * 100, rate));
  }
  if (levied) add(line(levyWord, levied, "t", levyRate, levyTaxed ? rate : 0), "", null, "", true);
  // Tonnes are kept in hundredths: qty (hundredths of a tonne) × price per tonne / 100.
  inv.lines = lines;
  settle(inv);
  const size = r.pick(
    countryCode(country) === "GB" || countryCode(country) === "IE" ? [6, 8, 12, 16] : [5, 7, 10, 20, 36],
  );
  WASTES.set(inv, {
    site: `${country.streetLine(r.pick(country.streets), r.int(1, 200))}, ${r.pick(country.towns)[1].replace(/ \(\w\w\)$/, "")}`,
    container: `${size} ${sizeWord} · ${letters(r, 1)}${digits(r, 5)}`,
    producer: r.pick([`E${digits(r, 7)}`, `${r.int(100, 999)}-${digits(r, 5)}`, `ERZ${digits(r, 6)}`]),
    licence: r.pick([
      `CBDU${r.int(10000, 999999)}`,
      `${letters(r, 2)}/${digits(r, 6)}`,
      `${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`,
    ]),
    tickets,
    dates,
    codes,
    tonnes,
    weighed,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A translation agency's invoice.

export interface Translation {
  project: string;
  quote: { ref: string; date: Date; amount: number } | null;
  delivered: Date;
  manager: string;
  /** Per line: the language pair ('' on lines of no pair) and the match breakdown of a translation line. */
  pairs: string[];
  matches: ([number, number, number] | null)[];
  /** The rush surcharge's rate; its line is the last. */
  rush: number | null;
  /** The only line is billed at the minimum fee. */
  minimum: boolean;
}

const TRANSLATIONS = new WeakMap<InvoiceData, Translation>();
export const translationOf = (inv: InvoiceData): Translation => TRANSLATIONS.get(inv)!;

export function translationJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "k-translation", TRANSLATION_NAMES[language]);
  const rate = country.rates[0];
  const [translate, revise, proof, dtp, terms] = TRANSLATION_TASKS[language];
  const [wordUnit, hourUnit, pageUnit] = TRANSLATION_UNITS[language];
  const file = r.pick(TRANSLATION_FILES[language]);
  const source = r.chance(0.7) ? OWN_CODE[language] : "EN";
  const targets = r.some(
    LANGUAGE_CODES.filter((c) => c !== source),
    1,
    inv.credit ? 1 : 3,
  );
  const lines: Line[] = [];
  const pairs: string[] = [];
  const matches: ([number, number, number] | null)[] = [];
  const add = (l: Line, pair = "", m: [number, number, number] | null = null) => {
    lines.push(l);
    pairs.push(pair);
    matches.push(m);
  };
  const small = !inv.credit && r.chance(0.15);
  let rush: number | null = null;
  let minimum = false;
  if (small) {
    // A short text billed at the agency's minimum fee: one line, the words it counted in its detail.
    minimum = true;
    const words = r.int(40, 250);
    add(line(`${translate} – ${file}`, 100, "", r.int(45, 95) * 100, rate), `${source} > ${targets[0]}`, [words, 0, 0]);
  } else {
    for (const target of targets) {
      const fresh = r.int(inv.credit ? 50 : 350, inv.credit ? 900 : 9000);
      const fuzzy = r.int(0, Math.floor(fresh / 3));
      const reps = r.int(0, Math.floor(fresh / 4));
      const weighted = fresh + Math.round(fuzzy * 0.6) + Math.round(reps * 0.3);
      const price = r.int(9, 22);
      const pair = `${source} > ${target}`;
      add(line(`${translate} – ${file}`, weighted * 100, wordUnit, price, rate), pair, [fresh, fuzzy, reps]);
      if (!inv.credit && r.chance(0.35)) add(line(revise, weighted * 100, wordUnit, r.int(3, 6), rate), pair);
    }
    if (!inv.credit && r.chance(0.3)) add(line(proof, r.int(2, 12) * 50, hourUnit, r.int(45, 75) * 100, rate));
    if (!inv.credit && r.chance(0.3)) add(line(dtp, r.int(4, 40) * 100, pageUnit, r.int(3, 9) * 100, rate));
    if (!inv.credit && r.chance(0.15)) add(line(terms, r.int(1, 6) * 100, hourUnit, r.int(40, 65) * 100, rate));
    if (!inv.credit && r.chance(0.3)) {
      rush = r.pick([20, 25, 30, 50]);
      const base = sum(lines.filter((_, i) => matches[i] !== null).map((l) => l.amount));
      add(line("", 100, "", percentOf(base, rush), rate));
    }
  }
  inv.lines = lines;
  settle(inv);
  const quoteDate = addDays(inv.issue, -r.int(12, 60));
  TRANSLATIONS.set(inv, {
    project: r.pick([`P${yy(inv.issue)}-${pad(r.int(1, 9999), 4)}`, `${letters(r, 3)}-${r.int(10000, 99999)}`]),
    quote: r.chance(0.5)
      ? {
          ref: r.pick([`Q${digits(r, 6)}`, `OF-${yy(quoteDate)}-${pad(r.int(1, 999), 3)}`]),
          date: quoteDate,
          amount: Math.round((inv.net * r.pick([0.9, 0.95, 1.05, 1.1, 1.2])) / 100) * 100,
        }
      : null,
    delivered: addDays(inv.issue, -r.int(0, 6)),
    manager: personName(r, language).full,
    pairs,
    matches,
    rush,
    minimum,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A coworking space's monthly invoice.

export interface Cowork {
  member: string;
  plan: string;
  location: string;
  /** Per line: the membership (the plan) or the extras used. */
  sections: ("plan" | "usage")[];
  prorated: [Date, Date] | null;
  deposit: number | null;
  card: string;
  collect: Date;
}

const COWORKS = new WeakMap<InvoiceData, Cowork>();
export const coworkOf = (inv: InvoiceData): Cowork => COWORKS.get(inv)!;

export function coworkJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "k-cowork", COWORK_NAMES[language]);
  const rate = country.rates[0];
  const [plan, lo, hi] = r.pick(PLANS[language]);
  const price = r.int(lo / 5, hi / 5) * 500;
  const [from, to] = inv.period;
  const monthDays = to.getUTCDate();
  const lines: Line[] = [];
  const sections: ("plan" | "usage")[] = [];
  let prorated: [Date, Date] | null = null;
  if (inv.credit) {
    const [twice, cancelled] = COWORK_CREDITS[language];
    if (r.chance(0.5)) lines.push(line(twice, r.int(1, 6) * 100, "", r.int(15, 45) * 100, rate));
    else lines.push(line(`${cancelled} – ${plan}`, 100, "", price, rate));
    sections.push(lines[0].description.includes(plan) ? "plan" : "usage");
  } else {
    if (r.chance(0.3)) {
      const start = r.int(5, monthDays - 3);
      prorated = [utc(from.getUTCFullYear(), from.getUTCMonth(), start), to];
      const days = monthDays - start + 1;
      lines.push(line(plan, 100, "", Math.round((price * days) / monthDays), rate));
    } else lines.push(line(plan, 100, "", price, rate));
    sections.push("plan");
    for (const [desc, plo, phi] of r.some(COWORK_EXTRAS[language], 0, 4)) {
      const pages = phi < 100;
      const hours = desc.includes("(");
      const qty = pages ? r.int(20, 900) * 100 : hours ? r.int(1, 16) * 50 : r.int(1, 3) * 100;
      lines.push(line(desc, qty, "", r.int(plo, phi), rate));
      sections.push("usage");
    }
  }
  inv.lines = lines;
  settle(inv);
  if (!inv.credit && r.chance(0.2)) {
    const credit = Math.min(r.int(5, 60) * 100, inv.total - 100);
    inv.paid = credit;
    inv.amountDue = inv.total - credit;
  }
  COWORKS.set(inv, {
    member: r.pick([`M${digits(r, 6)}`, `${letters(r, 2)}-${r.int(1000, 9999)}`, `#${r.int(1000, 99999)}`]),
    plan,
    location: `${inv.seller.town} – ${inv.seller.lines[0]}`,
    sections,
    prorated,
    deposit: r.chance(0.5) ? price * r.pick([1, 2]) : null,
    card: cardOf(r),
    collect: addDays(inv.issue, r.int(0, 7)),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A print shop's invoice.

export interface Print {
  quote: string;
  yourRef: string;
  delivered: Date;
  /** Per line: the job number ('' on a charge of no job), its specification and whether it is priced per 1,000. */
  jobs: string[];
  specs: (string | null)[];
  perThousand: boolean[];
  advance: { amount: number; date: Date } | null;
}

const PRINTS = new WeakMap<InvoiceData, Print>();
export const printOf = (inv: InvoiceData): Print => PRINTS.get(inv)!;

/** The reduced rate printed books take, per country (none in the US: the standard rate). */
const BOOK_RATES: Record<string, number> = {
  GB: 0,
  IE: 0,
  DE: 7,
  AT: 10,
  CH: 2.6,
  FR: 5.5,
  BE: 6,
  NL: 9,
  IT: 4,
  ES: 4,
};

export function printJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "k-print", PRINT_NAMES[language]);
  const rate = country.rates[0];
  const bookRate = BOOK_RATES[countryCode(country)] ?? rate;
  const [setup, proof, delivery, artwork] = PRINT_EXTRAS[language];
  const lines: Line[] = [];
  const jobs: string[] = [];
  const specs: (string | null)[] = [];
  const perThousand: boolean[] = [];
  const add = (l: Line, job: string, spec: string | null, thousand: boolean) => {
    lines.push(l);
    jobs.push(job);
    specs.push(spec);
    perThousand.push(thousand);
  };
  const jobBase = r.int(10000, 89999);
  const picked = r.some(PRINT_JOBS[language], 1, inv.credit ? 1 : 4);
  picked.forEach(([desc, spec, lo, hi, book], i) => {
    const job = `${jobBase + i}`;
    const run = book ? r.pick([300, 500, 1000, 2000]) : r.pick([250, 500, 1000, 2500, 5000, 10000]);
    const price = r.int(lo, hi) * 100;
    const lineRate = book ? bookRate : rate;
    if (inv.credit) {
      const bad = r.pick([250, 500, 1000, 1500]);
      add(line(`${PRINT_CREDITS[language]} – ${desc}`, bad * 100, "", price, lineRate, 1000), job, spec, true);
      return;
    }
    add(line(desc, run * 100, "", price, lineRate, 1000), job, spec, true);
    if (r.chance(0.5)) add(line(setup, 100, "", r.int(35, 180) * 100, lineRate), job, null, false);
    if (r.chance(0.3)) add(line(proof, r.int(1, 3) * 100, "", r.int(15, 45) * 100, lineRate), job, null, false);
  });
  if (!inv.credit && r.chance(0.2))
    add(line(artwork, r.int(1, 6) * 50, "", r.int(45, 85) * 100, rate), "", null, false);
  if (!inv.credit && r.chance(0.45)) add(line(delivery, 100, "", r.int(25, 95) * 100, rate), "", null, false);
  inv.lines = lines;
  settle(inv);
  const advance =
    !inv.credit && r.chance(0.25)
      ? {
          amount: Math.round((inv.total * r.pick([30, 50])) / 100 / 100) * 100,
          date: addDays(inv.issue, -r.int(10, 40)),
        }
      : null;
  if (advance && advance.amount > 0 && advance.amount < inv.total) {
    inv.paid = advance.amount;
    inv.amountDue = inv.total - advance.amount;
  }
  PRINTS.set(inv, {
    quote: r.pick([`KV-${digits(r, 5)}`, `${yy(inv.issue)}${digits(r, 4)}`, `E${digits(r, 6)}`]),
    yourRef: r.pick([inv.orderNo, `${letters(r, 3)}-${r.int(100, 999)}`, personName(r, language).full.split(" ")[1]]),
    delivered: addDays(inv.issue, -r.int(0, 5)),
    jobs,
    specs,
    perThousand,
    advance: inv.paid ? advance : null,
  });
}
