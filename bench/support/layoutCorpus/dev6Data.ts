/**
 * What half H's documents draw differently from the generator's data: invoice numbers in formats of yet other
 * issuers, one set per layout (a practice's patient-linked or yearly series, a collective invoice's month series, a
 * distributor's plain ERP numbers, an agency's job-linked numbers, a reseller's shop series), none of them a format
 * of halves A to G; and what its layouts bill (layoutCorpus.ts applies a layout's `reshape` before the truth is
 * taken): a practice's treatments by date with fee-schedule codes and factors, exempt care beside taxed goods; a
 * wholesaler's month of delivery notes, each a group of lines, with deposits and returned empties, and a previous
 * balance; a distributor's stock items and freight; an agency's phases in hours against an estimate, outside costs
 * with a handling fee, an advance invoice deducted before VAT; an IT reseller's devices with their serial numbers,
 * part numbers and the levies due per item, services and shipping. Totals are computed again exactly as
 * generateInvoice computes them (dev5Data's settleLines: half up to the cent, per rate, exempt lines at 0 %; the net
 * is everything but the VAT). Choices a sender makes once (its trade, name, look) are drawn from the seller's name,
 * so a series of one sender stays alike. A layout's reshape never changes the invoice number, which the series
 * (layoutSeries.ts) count up before it.
 */
import type { Rng } from "../classifyCorpus";
import { countryCode, digits, phoneNumber } from "./countries";
import { senderRng } from "./dev4Data";
import { isPerson, percentOf, settleLines } from "./dev5Data";
import {
  AGENCY_COSTS,
  AGENCY_CREDITS,
  AGENCY_NAMES,
  AGENCY_PHASES,
  ANIMALS,
  CAMPAIGNS,
  CARE,
  CARE_CREDITS,
  CARRIERS_PARCEL,
  DEVICES,
  DIAGNOSES,
  DISTRIBUTOR_NAMES,
  EN_LETTERS,
  GOODS,
  GOODS_CREDITS,
  IT_METHODS,
  IT_SERVICES,
  IT_SHIPPING,
  LEVIES,
  PART_PATTERNS,
  PRACTICE_NAMES,
  PRACTITIONER_TITLES,
  RESELLER_NAMES,
  STOCK,
  STOCK_CREDITS,
  STOCK_FREIGHT,
  WHOLESALER_NAMES,
  type CareItem,
  type CareTax,
  type Device,
  type GoodsTax,
  type PracticeKind,
} from "./dev6Items";
import { buyer, type InvoiceData, type Line, type Party } from "./invoice";
import { companyCore, personName } from "./names";
import type { Language } from "./vocab";
import { addDays, letters, pad, slug, sum, utc, mm, yy, yyyy, type NumberFormat } from "./util";

/** A practice's number made of the patient's number and the patient's invoice count ('40917/006'). */
const patientSeries: NumberFormat = (r) => `${r.int(10000, 99999)}/${pad(r.int(1, 40), 3)}`;

/** The layouts' own number formats: per layout, per language or for all. */
const FORMATS: Record<string, Partial<Record<Language, NumberFormat[]>> & { all?: NumberFormat[] }> = {
  "practice-invoice": {
    en: [(r, d) => `ST${yy(d)}-${pad(r.int(1, 99999), 5)}`, patientSeries],
    de: [(r, d) => `L${yy(d)}${pad(r.int(1, 9999), 4)}-${r.int(1, 9)}`, patientSeries],
    fr: [(r, d) => `NS${yyyy(d)}${pad(r.int(1, 9999), 4)}`, patientSeries],
    nl: [(r, d) => `D${yy(d)}.${pad(r.int(1, 99999), 5)}`, patientSeries],
    it: [(r, d) => `${pad(r.int(1, 999), 4)}/S/${yyyy(d)}`, (r, d) => `SAN${yy(d)}-${pad(r.int(1, 9999), 4)}`],
    es: [(r, d) => `CL-${yy(d)}${pad(r.int(1, 99999), 5)}`, patientSeries],
  },
  "collective-invoice": {
    en: [
      (r, d) => `CI${yy(d)}${mm(d)}/${pad(r.int(1, 9999), 4)}`,
      (r, d) => `M${yyyy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`,
    ],
    de: [
      (r, d) => `SR-${yy(d)}${mm(d)}-${pad(r.int(1, 9999), 4)}`,
      (r, d) => `${yyyy(d)}${mm(d)}S${pad(r.int(1, 999), 3)}`,
    ],
    fr: [
      (r, d) => `FR${yy(d)}${mm(d)}.${pad(r.int(1, 9999), 4)}`,
      (r, d) => `REL-${yyyy(d)}-${mm(d)}${pad(r.int(1, 999), 3)}`,
    ],
    nl: [
      (r, d) => `VZ${yyyy(d)}${mm(d)}${pad(r.int(1, 999), 3)}`,
      (r, d) => `${yy(d)}${mm(d)}-V${pad(r.int(1, 9999), 4)}`,
    ],
    it: [(r, d) => `${pad(r.int(1, 9999), 4)}/D/${yy(d)}`, (r, d) => `FD${yy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`],
    es: [
      (r, d) => `REC${yy(d)}/${pad(r.int(1, 99999), 5)}`,
      (r, d) => `FM-${yyyy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`,
    ],
  },
  "fax-printout": {
    all: [
      (r) => `0${r.int(1000000, 9999999)}`,
      (r, d) => `${yy(d)}${letters(r, 1)}${pad(r.int(1, 999999), 6)}`,
      (r) => `${r.int(10, 99)}-${pad(r.int(1, 999999), 6)}`,
    ],
  },
  "agency-invoice": {
    all: [
      (r, d) => `${yyyy(d)}.${pad(r.int(100, 899), 3)}.${pad(r.int(1, 4), 2)}`,
      (r, d) => `${yy(d)}${pad(r.int(100, 8999), 4)}-${r.int(1, 4)}`,
      (r, d) => `A${yy(d)}/${pad(r.int(1, 9999), 4)}`,
    ],
  },
  "it-reseller": {
    all: [
      (r, d) => `IV${yy(d)}${pad(r.int(1, 999999), 6)}`,
      (r, d) => `${yyyy(d)}/RS/${pad(r.int(1, 99999), 5)}`,
      (r, d) => `WEB${yy(d)}-${pad(r.int(1, 999999), 6)}`,
    ],
  },
};

/** Half H's invoice number in the layout's formats, and a credit note's corrected invoice in the same series. */
export function dev6Numbers(r: Rng, inv: InvoiceData, template: string): void {
  const own = FORMATS[template];
  const format = r.pick(own.all ?? own[inv.language]!);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, addDays(inv.issue, -r.int(10, 90)));
}

/** The seller under a name of its trade with its legal form where it has one; mail and web follow the name. */
function renameSeller(inv: InvoiceData, s: Rng, brand: string, withForm: boolean): void {
  const { country } = inv;
  const form = s.pick(country.legalForms);
  inv.seller.name = !withForm ? brand : s.chance(country.legalFirst) ? `${form} ${brand}` : `${brand} ${form}`;
  inv.seller.core = brand;
  const domain = `${slug(brand).slice(0, 18)}${country.tld}`;
  inv.seller.email = `${inv.seller.email.split("@")[0]}@${domain}`;
  inv.seller.web = `www.${domain}`;
}

/** A US seller in a state with a sales tax (Oregon has none) is moved to another of the country's towns. */
function taxedSeller(inv: InvoiceData, s: Rng): void {
  if (countryCode(inv.country) !== "US" || !/, OR \d/.test(inv.seller.lines.at(-1)!)) return;
  const [postcode, town] = s.pick(inv.country.towns.filter(([p]) => !p.startsWith("OR ")));
  inv.seller.lines = [...inv.seller.lines.slice(0, -1), inv.country.townLine(postcode, town)];
  inv.seller.town = town;
}

const SYLLABLES = ["nor", "vel", "kai", "mon", "sto", "lux", "ter", "ari", "pix", "zen", "bra", "qui", "dal", "ox"];

/** A made-up brand word of two or three syllables ('Veltera'). */
function brandWord(r: Rng): string {
  const w = Array.from({ length: r.int(2, 3) }, () => r.pick(SYLLABLES)).join("");
  return w[0].toUpperCase() + w.slice(1);
}

/** A surname of the language. */
const surname = (r: Rng, language: Language) => personName(r, language).full.split(" ").slice(1).join(" ");

/** A name pattern filled: {a} {b} surnames, {place} the seller's town, {stem} a brand word; and the surnames used. */
function fillName(pattern: string, s: Rng, inv: InvoiceData): string {
  return namedAfter(pattern, s, inv).name;
}

function namedAfter(pattern: string, s: Rng, inv: InvoiceData): { name: string; surnames: string[] } {
  const a = surname(s, inv.language);
  let b = surname(s, inv.language);
  if (b === a) b = surname(s, inv.language);
  const name = pattern
    .replace("{a}", a)
    .replace("{b}", b)
    .replace("{place}", inv.seller.town)
    .replace("{stem}", brandWord(s));
  return { name, surnames: [...(pattern.includes("{a}") ? [a] : []), ...(pattern.includes("{b}") ? [b] : [])] };
}

/** A company's name without its legal form ('Keller Logistik' of 'Keller Logistik UG (haftungsbeschränkt)'). */
function withoutForm(name: string, forms: string[]): string {
  for (const form of [...forms].sort((a, b) => b.length - a.length)) {
    if (name.endsWith(` ${form}`)) return name.slice(0, -form.length - 1);
    if (name.startsWith(`${form} `)) return name.slice(form.length + 1);
  }
  return name;
}

/** The buyer as a person (an honorific before the name) at the buyer's address. */
function personBuyer(r: Rng, inv: InvoiceData): Party {
  const address = inv.buyer.lines.slice(-2);
  return { name: personName(r, inv.language).addressed, lines: address, town: inv.buyer.town };
}

/** The buyer as a company at the buyer's address. */
function companyBuyer(r: Rng, inv: InvoiceData): Party {
  const address = inv.buyer.lines.slice(-2);
  const name = `${companyCore(r, inv.language)} ${r.pick(inv.country.legalForms)}`;
  return { name, lines: address, town: inv.buyer.town };
}

const line = (description: string, qty: number, unit: string, price: number, rate: number): Line => ({
  description,
  detail: null,
  qty,
  unit,
  price,
  amount: Math.round((qty * price) / 100),
  rate,
});

/** Fills a pattern: '@' a capital, '%' a digit; everything else as it is. */
const fromPattern = (r: Rng, pattern: string) =>
  pattern.replace(/[@%]/g, (ch) => (ch === "@" ? letters(r, 1) : String(r.int(0, 9))));

// ---------------------------------------------------------------------------------------------------------------
// A medical, dental or veterinary practice's invoice.

export interface PracticeBill {
  kind: PracticeKind;
  /** The practitioners the letterhead lists (title and name), the first of whom treated. */
  practitioners: string[];
  patient: string;
  born: Date | null;
  patientNo: string;
  insurance: string | null;
  animal: { name: string; species: string; breed: string; chip: string } | null;
  diagnosis: string | null;
  /** Per line: the date of treatment, the schedule's code, the tooth (FDI), the factor (hundredths) or null. */
  dates: Date[];
  codes: string[];
  teeth: string[];
  factors: (number | null)[];
  /** Whether the country's documents print the codes (Germany, France, the Netherlands) and factors (Germany). */
  codesShown: boolean;
  factorsShown: boolean;
}

const PRACTICES = new WeakMap<InvoiceData, PracticeBill>();
export const practiceOf = (inv: InvoiceData): PracticeBill => PRACTICES.get(inv)!;

/** The ISO numeric country code a microchip starts with. */
const CHIP_PREFIX: Record<string, string> = {
  DE: "276",
  AT: "040",
  CH: "756",
  FR: "250",
  BE: "056",
  NL: "528",
  IT: "380",
  ES: "724",
  GB: "826",
  IE: "372",
  US: "985",
};

/** A patient's insurance number as the country's insurers write it. */
function insuranceNo(r: Rng, cc: string, born: Date): string {
  const dob = `${pad(born.getUTCDate(), 2)}${pad(born.getUTCMonth() + 1, 2)}${yy(born)}`;
  switch (cc) {
    case "DE":
      return `${letters(r, 1)}${digits(r, 9)}`;
    case "AT":
      return `${r.int(1000, 9999)} ${dob}`;
    case "CH":
      return `756.${digits(r, 4)}.${digits(r, 4)}.${digits(r, 2)}`;
    case "FR":
      return `${r.int(1, 2)} ${yy(born)} ${pad(born.getUTCMonth() + 1, 2)} ${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 2)}`;
    case "BE":
      return `${yy(born)}.${pad(born.getUTCMonth() + 1, 2)}.${pad(born.getUTCDate(), 2)}-${digits(r, 3)}.${digits(r, 2)}`;
    case "NL":
      return digits(r, 9);
    case "IT":
      return `${letters(r, 6)}${yy(born)}${letters(r, 1)}${pad(born.getUTCDate(), 2)}${letters(r, 1)}${digits(r, 3)}${letters(r, 1)}`;
    case "ES":
      return `${letters(r, 4)}${digits(r, 12)}`;
    default:
      return `${r.pick(["BUPA", "AXA", "VHI", "LAYA", "WPA"])} ${digits(r, 8)}`;
  }
}

/** A line's rate from how the item is taxed, in the document's country. */
function careRate(tax: CareTax, inv: InvoiceData): number {
  const cc = countryCode(inv.country);
  const standard = inv.country.rates[0];
  switch (tax) {
    case "exempt":
      return 0;
    case "std":
      return standard;
    case "vet":
      return cc === "US" ? 0 : standard;
    case "drug":
      return ({ NL: 9, BE: 6, IT: 10, ES: 10, CH: 2.6 } as Record<string, number>)[cc] ?? standard;
    case "lab":
      return cc === "DE" ? inv.country.rates[1] : 0;
  }
}

/** GOÄ's and GOZ's point values in cents. */
const POINT = { doctor: 5.82873, dentist: 5.62421, vet: 1 } as const;

/** An FDI tooth number ('36'). */
const tooth = (r: Rng) => `${r.int(1, 4)}${r.int(1, 8)}`;

export function practiceBill(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const cc = countryCode(country);
  const s = senderRng(inv, "h-practice");
  taxedSeller(inv, s);
  const kind: PracticeKind = cc === "US" ? "vet" : s.pick(["doctor", "dentist", "vet"] as const);
  const named = namedAfter(s.pick(PRACTICE_NAMES[language][kind]), s, inv);
  renameSeller(inv, s, named.name, false);
  const titles = PRACTITIONER_TITLES[language][kind];
  // The practitioners the practice is named after first, then others working there.
  const practitioners = Array.from({ length: Math.max(named.surnames.length, s.int(1, 3)) }, (_, i) => {
    const woman = s.chance(0.5);
    const person = personName(s, language).full;
    const name = i < named.surnames.length ? `${person.split(" ")[0]} ${named.surnames[i]}` : person;
    const [she, he] = s.pick(titles);
    const title = woman ? she : he;
    if (language === "en") return `${title ? `${title} ` : ""}${name} ${s.pick(EN_LETTERS[kind])}`;
    if (language === "nl") return `${name}, ${title}`;
    return `${title} ${name}`;
  });
  const vet = kind === "vet";
  if (!vet || r.chance(0.8)) inv.buyer = isPerson(inv) ? inv.buyer : personBuyer(r, inv);
  inv.shipTo = null;
  const buyerName = inv.buyer.name.replace(/^\S+ /, "");
  const child = !vet && r.chance(0.3);
  const patient = child
    ? `${personName(r, language).full.split(" ")[0]} ${buyerName.split(" ").slice(1).join(" ")}`
    : buyerName;
  const year = inv.issue.getUTCFullYear();
  const born = vet ? null : utc(child ? year - r.int(4, 16) : year - r.int(19, 85), r.int(0, 11), r.int(1, 28));
  const species = vet ? r.pick(ANIMALS[language].species) : null;
  const animal = species
    ? {
        name: r.pick(ANIMALS[language].names),
        species: species[0],
        breed: r.pick(species[1]),
        chip: `${CHIP_PREFIX[cc] ?? "900"}${digits(r, 12)}`,
      }
    : null;
  const fromNumber = /^(\d{5})\/(\d{3})$/.exec(inv.number);
  const patientNo = fromNumber ? fromNumber[1] : String(r.int(1000, 99999));
  if (fromNumber) inv.originalNumber = `${patientNo}/${pad(Math.max(1, Number(fromNumber[2]) - r.int(1, 3)), 3)}`;
  const insurance = born && r.chance(0.6) ? insuranceNo(r, cc, born) : null;
  const codesShown = cc === "DE" || cc === "FR" || cc === "NL";
  const factorsShown = cc === "DE" && language === "de";
  const lines: Line[] = [];
  const dates: Date[] = [];
  const codes: string[] = [];
  const teeth: string[] = [];
  const factors: (number | null)[] = [];
  const start = addDays(inv.issue, -r.int(4, 60));
  const span = Math.max(1, Math.round((inv.issue.getTime() - start.getTime()) / 86400000) - 1);
  const visits = [...new Set(Array.from({ length: r.int(1, 4) }, () => r.int(0, span - 1)))].sort((a, b) => a - b);
  const visitDates = visits.map((d) => addDays(start, d));
  const round = (cents: number) =>
    ["GB", "IE", "US"].includes(cc) ? Math.round(cents / 50) * 50 : Math.round(cents / 10) * 10;
  const add = (item: CareItem, date: Date, description = item.text) => {
    const units = ["1040", "4050"].includes(item.code) ? r.int(8, 28) : item.code === "M03" ? r.int(2, 6) : 1;
    let price: number;
    let factor: number | null = null;
    if (Array.isArray(item.value)) price = round(r.int(item.value[0], item.value[1]));
    else if (cc === "DE" && language === "de") {
      if (kind === "vet") factor = r.pick([100, 100, 100, 150, 200, 300]);
      else if (item.factor === "lab") factor = 115;
      else if (item.factor === "technical") factor = r.chance(0.15) ? 250 : 180;
      else factor = r.chance(0.2) ? 350 : 230;
      price = Math.round((item.value * POINT[kind] * factor) / 100 + 1e-9);
    } else if (language === "de") {
      // Austria and Switzerland: the German items at their own fixed prices, no schedule printed.
      const base = kind === "vet" ? item.value * 1.5 : item.value * POINT[kind] * 2.3;
      price = round(base * (cc === "CH" ? 1.35 : 1.05));
    } else price = item.value;
    const qty = (item.tax === "drug" ? r.int(1, 2) : units) * 100;
    lines.push(line(description, qty, "", price, careRate(item.tax, inv)));
    dates.push(date);
    codes.push(codesShown ? item.code : "");
    teeth.push(item.tooth ? tooth(r) : "");
    factors.push(factor);
  };
  // A vet's items for the other species ('Consultation – dog' for a cat) are left out.
  const other = animal ? ANIMALS[language].species.find(([name]) => name !== animal.species)![0].toLowerCase() : null;
  const items = CARE[language][kind].filter((i) => !other || !new RegExp(`\\b${other}\\b`, "i").test(i.text));
  if (inv.credit) {
    const item = r.pick(items.filter((i) => i.tax !== "lab"));
    add(item, r.pick(visitDates), `${r.pick(CARE_CREDITS[language])} – ${item.text}`);
  } else {
    const picked = r.some(items, kind === "dentist" ? 3 : 2, kind === "dentist" ? 9 : 7);
    // The first visit's items, then the others spread over the later visits; the taxed ones last, as printed.
    picked.forEach((item, i) => add(item, visitDates[i === 0 ? 0 : r.int(0, visitDates.length - 1)]));
    const order = lines.map((_, i) => i).sort((a, b) => dates[a].getTime() - dates[b].getTime() || a - b);
    const permute = <T>(xs: T[]) => order.map((i) => xs[i]);
    lines.splice(0, lines.length, ...permute(lines));
    dates.splice(0, dates.length, ...permute(dates));
    codes.splice(0, codes.length, ...permute(codes));
    teeth.splice(0, teeth.length, ...permute(teeth));
    factors.splice(0, factors.length, ...permute(factors));
    // Italy: an invoice of exempt care over 77.47 euros bears a 2-euro revenue stamp, billed to the patient.
    const exempt = sum(lines.filter((l) => l.rate === 0).map((l) => l.amount));
    if (cc === "IT" && exempt > 7747) {
      lines.push(line("Imposta di bollo (art. 15 DPR 633/72)", 100, "", 200, 0));
      dates.push(inv.issue);
      codes.push("");
      teeth.push("");
      factors.push(null);
    }
  }
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  settleLines(inv);
  inv.due = addDays(inv.issue, r.pick([14, 21, 30, 30]));
  PRACTICES.set(inv, {
    kind,
    practitioners,
    patient,
    born,
    patientNo,
    insurance,
    animal,
    diagnosis: r.chance(cc === "DE" ? 0.8 : 0.4) ? r.pick(DIAGNOSES[language][kind]) : null,
    dates,
    codes,
    teeth,
    factors,
    codesShown,
    factorsShown,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A collective invoice over a month's delivery notes.

export interface DeliveryNote {
  number: string;
  date: Date;
  /** Where the lines of this note start in inv.lines, and how many there are. */
  from: number;
  count: number;
  /** The article codes of its lines. */
  codes: string[];
}

export interface Collective {
  month: Date;
  notes: DeliveryNote[];
  previous: { balance: number; paid: number; paidOn: Date } | null;
  debit: boolean;
}

const COLLECTIVES = new WeakMap<InvoiceData, Collective>();
export const collectiveOf = (inv: InvoiceData): Collective => COLLECTIVES.get(inv)!;

/** A delivery note number's prefix per language (a sender keeps one). */
const NOTE_PREFIX: Record<Language, string[]> = {
  en: ["DN", "", "D-"],
  de: ["LS ", "", "L-"],
  fr: ["BL", "", "BL-"],
  nl: ["PB", "", "A-"],
  it: ["", "DDT "],
  es: ["ALB", "", "A-"],
};

function goodsRate(tax: GoodsTax, inv: InvoiceData): number {
  const cc = countryCode(inv.country);
  const rates = inv.country.rates;
  if (tax !== "food") return rates[0];
  if (cc === "GB" || cc === "IE" || cc === "US") return 0;
  return cc === "FR" ? rates[2] : rates[1];
}

export function collectiveInvoice(r: Rng, inv: InvoiceData): void {
  const { language } = inv;
  const s = senderRng(inv, "h-collective");
  taxedSeller(inv, s);
  renameSeller(inv, s, fillName(s.pick(WHOLESALER_NAMES[language]), s, inv), true);
  if (isPerson(inv)) inv.buyer = companyBuyer(r, inv);
  const y = inv.issue.getUTCFullYear();
  const m = inv.issue.getUTCMonth();
  inv.issue = utc(y, m, r.int(1, 6));
  const month = utc(y, m - 1, 1);
  const days = utc(y, m, 0).getUTCDate();
  const prefix = s.pick(NOTE_PREFIX[language]);
  let next = r.int(100000, 899999);
  const goods = GOODS[language];
  const count = inv.credit ? 1 : r.chance(0.2) ? r.int(7, 10) : r.int(3, 6);
  const noteDays = [...new Set(Array.from({ length: count }, () => r.int(1, days)))].sort((a, b) => a - b);
  const lines: Line[] = [];
  const notes: DeliveryNote[] = [];
  for (const day of noteDays) {
    const from = lines.length;
    const codes: string[] = [];
    next += r.int(1, 60);
    if (inv.credit) {
      for (const text of r.some(GOODS_CREDITS[language], 1, 2)) {
        const [code, description, unit, lo, hi, tax] = r.pick(goods.filter((g) => g[5] === "std" || g[5] === "food"));
        lines.push(line(`${text}: ${description}`, r.int(1, 3) * 100, unit, r.int(lo, hi), goodsRate(tax, inv)));
        codes.push(code);
      }
    } else {
      const picked = r.some(
        goods.filter((g) => g[5] === "std" || g[5] === "food"),
        1,
        5,
      );
      for (const [code, description, unit, lo, hi, tax] of picked) {
        const qty = r.int(1, 12) * 100;
        lines.push(line(description, qty, unit, Math.round(r.int(lo, hi) / 10) * 10, goodsRate(tax, inv)));
        codes.push(code);
        // Beer by the crate or keg: its deposit charged, empties taken back now and then.
        if (code === "20410") {
          const [dCode, dText, dUnit, dPrice] = goods.find((g) => g[5] === "deposit")!;
          lines.push(line(dText, qty, dUnit, dPrice, inv.country.rates[0]));
          codes.push(dCode);
          if (r.chance(0.5)) {
            const [eCode, eText, eUnit, ePrice] = goods.find((g) => g[5] === "empties")!;
            lines.push(line(eText, -r.int(1, qty / 100) * 100, eUnit, ePrice, inv.country.rates[0]));
            codes.push(eCode);
          }
        }
      }
    }
    notes.push({ number: `${prefix}${next}`, date: utc(y, m - 1, day), from, count: lines.length - from, codes });
  }
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  settleLines(inv);
  const debit = r.chance(0.4);
  inv.due = addDays(inv.issue, debit ? r.pick([5, 10]) : r.pick([10, 14, 30]));
  const balance = r.int(20000, 300000);
  const previous =
    !inv.credit && r.chance(0.4)
      ? {
          balance,
          paid: r.chance(0.7) ? balance : Math.round((balance * r.int(30, 90)) / 100),
          paidOn: utc(y, m - 1, r.int(5, 25)),
        }
      : null;
  COLLECTIVES.set(inv, { month, notes, previous, debit });
}

// ---------------------------------------------------------------------------------------------------------------
// A monospace printout sent by fax or printed from EDI.

export interface FaxPrint {
  /** The transmission's date and time as the fax machine stamps it. */
  sent: Date;
  time: string;
  senderFax: string;
  recipientFax: string;
  itemNos: string[];
  /** Per line: its EAN and the buyer's own article number, as an EDI printout's second line gives them. */
  eans: string[];
  buyerItemNos: string[];
  /** The freight line's place in inv.lines, or -1. */
  freight: number;
  carrier: string;
  weight: number;
  skonto: { rate: number; until: Date; amount: number } | null;
}

const FAXES = new WeakMap<InvoiceData, FaxPrint>();
export const faxOf = (inv: InvoiceData): FaxPrint => FAXES.get(inv)!;

/** An EAN-13 with its check digit. */
function ean13(r: Rng): string {
  const body = `40${digits(r, 10)}`;
  const check = (10 - ([...body].reduce((a, d, i) => a + Number(d) * (i % 2 ? 3 : 1), 0) % 10)) % 10;
  return `${body}${check}`;
}

export function faxPrintout(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const s = senderRng(inv, "h-fax");
  taxedSeller(inv, s);
  renameSeller(inv, s, fillName(s.pick(DISTRIBUTOR_NAMES[language]), s, inv), true);
  inv.seller.fax ??= phoneNumber(s, country);
  if (isPerson(inv)) inv.buyer = companyBuyer(r, inv);
  const lines: Line[] = [];
  const itemNos: string[] = [];
  const style = s.int(0, 2);
  const itemNo = (prefix: string) =>
    style === 0
      ? `${prefix}-${digits(r, 5)}`
      : style === 1
        ? `${prefix}${digits(r, 6)}`
        : `${r.int(10, 99)}.${digits(r, 4)}.${digits(r, 2)}`;
  // Every variant of an item ('{6204|6205}') is an article of its own.
  const stock = STOCK[language].flatMap(([prefix, description, unit, lo, hi]) => {
    const m = /\{([^}]+)\}/.exec(description);
    const variants = m ? m[1].split("|").map((v) => description.replace(m[0], v)) : [description];
    return variants.map((d) => [prefix, d, unit, lo, hi] as const);
  });
  if (inv.credit) {
    for (const text of r.some(STOCK_CREDITS[language], 1, 2)) {
      const [prefix, description, unit, lo, hi] = r.pick(stock);
      lines.push(
        line(`${text} ${description.toUpperCase()}`, r.int(1, 5) * 100, unit, r.int(lo, hi), country.rates[0]),
      );
      itemNos.push(itemNo(prefix));
    }
  } else {
    // Now and then a long order that runs over a page.
    const many = r.chance(0.35);
    for (const [prefix, description, unit, lo, hi] of r.some(stock, many ? 16 : 1, many ? 23 : 8)) {
      const qty = unit === "M" || unit === "MT" ? r.int(4, 60) * 50 : r.int(1, 40) * 100;
      lines.push(line(description.toUpperCase(), qty, unit, r.int(lo, hi), country.rates[0]));
      itemNos.push(itemNo(prefix));
    }
  }
  const freight = !inv.credit && r.chance(0.45) ? lines.length : -1;
  if (freight >= 0) {
    lines.push(line(STOCK_FREIGHT[language], 100, "", r.int(590, 4900), country.rates[0]));
    itemNos.push("");
  }
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  settleLines(inv);
  const sent = addDays(inv.issue, r.pick([0, 0, 1, 2]));
  const skontoRate = r.pick([2, 3]);
  FAXES.set(inv, {
    sent,
    time: `${pad(r.int(7, 19), 2)}:${pad(r.int(0, 59), 2)}`,
    senderFax: inv.seller.fax,
    recipientFax: phoneNumber(r, country),
    itemNos,
    eans: lines.map(() => ean13(r)),
    buyerItemNos: lines.map(() => `${r.int(100, 999)}-${digits(r, 4)}`),
    freight,
    carrier: r.pick(CARRIERS_PARCEL),
    weight: r.int(150, 80000),
    skonto:
      !inv.credit && r.chance(0.3)
        ? { rate: skontoRate, until: addDays(inv.issue, 10), amount: percentOf(inv.total, skontoRate) }
        : null,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// An advertising or print agency's project invoice.

export type AgencyKind = "service" | "cost" | "fee";

export interface AgencyJob {
  job: string;
  estimate: string;
  project: string;
  contact: string;
  manager: string;
  /** Per table line: its kind, the quoted amount (null: at cost) and the hours and rate of a service. */
  kinds: AgencyKind[];
  quoted: (number | null)[];
  feeRate: number;
  /** The advance invoice deducted before VAT (its net), or null; its line is the last of inv.lines. */
  deposit: { number: string; date: Date; amount: number } | null;
}

const AGENCIES = new WeakMap<InvoiceData, AgencyJob>();
export const agencyOf = (inv: InvoiceData): AgencyJob => AGENCIES.get(inv)!;

export function agencyProject(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const cc = countryCode(country);
  const s = senderRng(inv, "h-agency");
  taxedSeller(inv, s);
  renameSeller(inv, s, fillName(s.pick(AGENCY_NAMES[language]), s, inv), true);
  if (isPerson(inv)) inv.buyer = companyBuyer(r, inv);
  const client = withoutForm(inv.buyer.name, country.legalForms);
  const a = /^(\d{4})\.(\d{3})\.(\d\d)$/.exec(inv.number);
  const b = /^(\d\d)(\d{4})-(\d)$/.exec(inv.number);
  const job = a ? `${a[1]}.${a[2]}` : b ? `${b[1]}${b[2]}` : `${yy(inv.issue)}${pad(r.int(100, 999), 3)}`;
  const k = a ? Number(a[3]) : b ? Number(b[3]) : 0;
  const hourly = s.pick([85, 95, 110, 120, 135, 150]) * 100;
  const std = country.rates[0];
  const serviceRate = cc === "US" ? 0 : std;
  const lines: Line[] = [];
  const kinds: AgencyKind[] = [];
  const quoted: (number | null)[] = [];
  const feeRate = s.pick([10, 12, 15]);
  if (inv.credit) {
    for (const text of r.some(AGENCY_CREDITS[language], 1, 2)) {
      lines.push(line(text, 100, "", r.int(200, 2500) * 100, serviceRate));
      kinds.push("service");
      quoted.push(null);
    }
  } else {
    for (const [text, lo, hi] of r.some(AGENCY_PHASES[language], 2, 6)) {
      const estimate = Math.round(r.int(lo, hi) / 50) * 5000;
      const hours = Math.max(2, Math.round((estimate / hourly) * r.pick([0.5, 0.8, 1, 1, 1, 1.1, 1.2]) * 2) / 2);
      lines.push(line(text, hours * 100, "h", hourly, serviceRate));
      kinds.push("service");
      quoted.push(estimate);
    }
    if (r.chance(0.75)) {
      const costs = r.some(AGENCY_COSTS[language], 1, 3);
      for (const [text, lo, hi] of costs) {
        const amount = r.int(lo, hi) * 100 + r.int(0, 99);
        lines.push(line(text, 100, "", amount, std));
        kinds.push("cost");
        quoted.push(r.chance(0.5) ? null : Math.round((amount * r.int(90, 115)) / 100 / 5000) * 5000 || 5000);
      }
      const outside = sum(lines.filter((_, i) => kinds[i] === "cost").map((l) => l.amount));
      lines.push(line("", 100, "", percentOf(outside, feeRate), serviceRate));
      kinds.push("fee");
      quoted.push(null);
    }
  }
  const subtotal = sum(lines.map((l) => l.amount));
  const quotedSum = sum(quoted.map((q) => q ?? 0));
  let deposit: AgencyJob["deposit"] = null;
  if (!inv.credit && cc !== "US" && r.chance(0.5)) {
    const amount = Math.min(
      Math.round((quotedSum * r.pick([30, 40, 50])) / 100 / 10000) * 10000,
      Math.round((subtotal * 0.6) / 10000) * 10000,
    );
    if (amount > 0) {
      const number =
        a && k > 1 ? `${a[1]}.${a[2]}.${pad(k - 1, 2)}` : b && k > 1 ? `${b[1]}${b[2]}-${k - 1}` : inv.originalNumber;
      deposit = { number, date: addDays(inv.issue, -r.int(20, 90)), amount };
      lines.push(line("", 100, "", -amount, std));
    }
  }
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  settleLines(inv);
  inv.due = addDays(inv.issue, r.pick([14, 30, 30, 45]));
  AGENCIES.set(inv, {
    job,
    estimate: `${r.pick(["Q", "E", "KV", "D", "P"])}-${yy(inv.issue)}-${pad(r.int(1, 999), 3)}`,
    project: r.pick(CAMPAIGNS[language]).replace("{b}", client),
    contact: personName(r, language).full,
    manager: personName(s, language).full,
    kinds,
    quoted,
    feeRate,
    deposit,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// An IT reseller's invoice.

export type ResellerKind = "device" | "levy" | "service" | "shipping";

export interface ResellerOrder {
  kinds: ResellerKind[];
  mpns: string[];
  serials: string[][];
  warranty: (Date | null)[];
  /** The sum of the levies in the lines (printed as 'of which'). */
  levies: number;
  carrier: string;
  tracking: string;
  paid: { method: string; date: Date } | null;
}

const RESELLERS = new WeakMap<InvoiceData, ResellerOrder>();
export const resellerOf = (inv: InvoiceData): ResellerOrder => RESELLERS.get(inv)!;

function trackingNo(r: Rng, carrier: string): string {
  switch (carrier) {
    case "DHL":
      return `JJD00${digits(r, 18)}`;
    case "UPS":
      return `1Z${fromPattern(r, "@@@%%%")}${digits(r, 10)}`;
    case "GLS":
      return digits(r, 11);
    case "DPD":
      return digits(r, 14);
    default:
      return digits(r, 12);
  }
}

export function resellerOrder(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const cc = countryCode(country);
  const s = senderRng(inv, "h-reseller");
  taxedSeller(inv, s);
  renameSeller(inv, s, fillName(s.pick(RESELLER_NAMES[language]), s, inv), true);
  // The goods go elsewhere: another site of the buyer, or a person working from home.
  const elsewhere = buyer(r, country);
  inv.shipTo = r.chance(0.5)
    ? { name: inv.buyer.name, lines: elsewhere.lines.slice(-2), town: elsewhere.town }
    : { name: personName(r, language).addressed, lines: elsewhere.lines.slice(-2), town: elsewhere.town };
  const std = country.rates[0];
  const lines: Line[] = [];
  const kinds: ResellerKind[] = [];
  const mpns: string[] = [];
  const serials: string[][] = [];
  const warranty: (Date | null)[] = [];
  const push = (l: Line, kind: ResellerKind, mpn = "", sn: string[] = [], until: Date | null = null) => {
    lines.push(l);
    kinds.push(kind);
    mpns.push(mpn);
    serials.push(sn);
    warranty.push(until);
  };
  const addDevice = ([text, maker, lo, hi, kind]: Device, qty: number) => {
    const [mpnPattern, snPattern] = PART_PATTERNS[maker];
    const price = r.int(lo * 10, hi * 10) * 10 - (r.chance(0.4) ? 1 : 0);
    const hardware = kind !== "licence";
    const sn = hardware && qty <= 3 ? Array.from({ length: qty }, () => fromPattern(r, snPattern)) : [];
    const until = hardware ? addDays(inv.issue, 365 * r.pick([1, 2, 3])) : null;
    const mpn = fromPattern(r, mpnPattern);
    push(line(`${maker} ${text}`, qty * 100, "", price, std), "device", mpn, sn, until);
    for (const [caption, amount] of LEVIES[cc]?.[kind] ?? []) push(line(caption, qty * 100, "", amount, std), "levy");
  };
  if (inv.credit) addDevice(r.pick(DEVICES.filter((d) => d[4] !== "licence")), 1);
  else {
    const many = r.chance(0.25);
    for (const device of r.some(DEVICES, many ? 8 : 1, many ? 12 : 5)) {
      const kind = device[4];
      const qty = kind === "licence" ? r.int(1, 25) : kind === "pc" || kind === "screen" ? r.int(1, 5) : r.int(1, 10);
      addDevice(device, qty);
    }
    if (r.chance(0.4)) {
      const [text, lo, hi] = IT_SERVICES[language];
      push(line(text, r.int(2, 16) * 50, "", r.int(lo, hi) * 100, std), "service");
    }
  }
  const carrier = r.pick(CARRIERS_PARCEL);
  if (!inv.credit && r.chance(0.7))
    push(line(`${IT_SHIPPING[language]} ${carrier}`, 100, "", r.int(49, 249) * 10, std), "shipping");
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  settleLines(inv);
  const paid =
    !inv.credit && r.chance(0.35)
      ? { method: r.pick(IT_METHODS[language]), date: addDays(inv.issue, -r.int(0, 3)) }
      : null;
  if (paid) {
    inv.paid = inv.total;
    inv.amountDue = 0;
  }
  inv.due = addDays(inv.issue, r.pick([8, 14, 30]));
  RESELLERS.set(inv, {
    kinds,
    mpns,
    serials,
    warranty,
    levies: sum(lines.filter((_, i) => kinds[i] === "levy").map((l) => l.amount)),
    carrier,
    tracking: trackingNo(r, carrier),
    paid,
  });
}
