/**
 * What half G's documents draw differently from the generator's data: invoice numbers in the formats of yet other
 * issuers, one set per layout (a fee note's 'HN 2024-157', a forwarder's branch and year, a subscription's hexadecimal
 * customer prefix, a workshop's job series, a landlord's property series), none of them a format of halves A to F;
 * and what its layouts bill (layoutCorpus.ts applies a layout's `reshape` before the truth is taken): a professional's
 * fees with surcharges, outlays outside VAT, a withholding tax (Italy, Spain) and an advance; a forwarder's charges
 * per leg, some exempt and some outside VAT, some in US dollars at an exchange rate; a subscription's seats,
 * prorations, metered use and a promotion code; a workshop's labour, parts and sundries for one vehicle; a landlord's
 * rent and charges for a month or a quarter. Totals are computed again exactly as generateInvoice computes them
 * (half up to the cent, per rate); lines outside VAT are at 0 %, and the net is everything but the VAT, as EN 16931
 * and a bookkeeper take it. Choices a sender makes once (its trade, name and country) are drawn from the seller's
 * name, so a series of one sender stays alike.
 */
import type { Rng } from "../classifyCorpus";
import { COUNTRIES, countryCode, digits, type Country } from "./countries";
import { senderRng } from "./dev4Data";
import { DEV4_COUNTRIES } from "./dev4Countries";
import {
  ADDONS,
  AIRLINES,
  AIRPORTS,
  BASE_RENT,
  CARGO,
  CARRIERS,
  CHARGES,
  COUPONS,
  FIRM_NAMES,
  FORWARDER_NAMES,
  LABOUR,
  LABOUR_RATES,
  LANDLORD_NAMES,
  MATTERS,
  METERED,
  ORIGIN_AIRPORTS,
  ORIGIN_PORTS,
  OUTLAYS,
  PARTS,
  PORTS,
  PREMISES,
  PROFESSIONAL_TITLES,
  RENT_CHARGES,
  RENT_INDEX,
  ROAD_ORIGINS,
  RVG_EXPENSES,
  RVG_FEES,
  RVG_TABLE,
  SAAS_BRANDS,
  SAAS_LINES,
  SAAS_METHODS,
  SAAS_PLANS,
  SERVICES,
  SUNDRIES,
  SURCHARGES,
  VEHICLES,
  VESSELS,
  WORKSHOP_FEES,
  WORKSHOP_NAMES,
  type Mode,
  type Profession,
  type VatClass,
  type Vehicle,
} from "./dev5Items";
import { buyer, seller, type InvoiceData, type Line, type Party } from "./invoice";
import { companyCore, personName } from "./names";
import type { Language } from "./vocab";
import { DAY, addDays, letters, pad, slug, sum, utc, mm, yy, yyyy, type NumberFormat } from "./util";

const hex = (r: Rng, n: number) => Array.from({ length: n }, () => "0123456789ABCDEF"[r.int(0, 15)]).join("");

/** The layouts' own number formats: per layout, per language (a fee note, a forwarder, a landlord, a workshop). */
const FORMATS: Record<string, Partial<Record<Language, NumberFormat[]>> & { all?: NumberFormat[] }> = {
  "fee-note": {
    en: [(r) => `FN${pad(r.int(1, 999999), 6)}`, (r) => `${pad(r.int(1, 99999), 5)}/${letters(r, 2)}`],
    de: [(r, d) => `HN ${yyyy(d)}-${pad(r.int(1, 999), 3)}`, (r, d) => `${pad(r.int(1, 9999), 4)}/${yy(d)} HN`],
    fr: [(r, d) => `NH${yyyy(d)}-${pad(r.int(1, 999), 3)}`, (r, d) => `H/${yy(d)}/${pad(r.int(1, 9999), 4)}`],
    nl: [(r, d) => `DEC${yy(d)}${pad(r.int(1, 9999), 4)}`, (r, d) => `${yyyy(d)}-D-${pad(r.int(1, 999), 3)}`],
    it: [(r, d) => `P${yy(d)}-${pad(r.int(1, 999), 3)}`, (r, d) => `${pad(r.int(1, 9999), 4)}-${yyyy(d)}/N`],
    es: [(r, d) => `MH-${yyyy(d)}-${pad(r.int(1, 999), 3)}`, (r, d) => `${yy(d)}/M${pad(r.int(1, 9999), 4)}`],
  },
  "freight-invoice": {
    all: [
      (r, d) =>
        `${r.pick(["HAM", "RTM", "ANR", "GOA", "VLC", "FXT", "DUB", "MUC", "LYS"])}${yy(d)}${pad(r.int(1, 999999), 6)}`,
      (r, d) => `${yy(d)}${r.pick(["SE", "AI", "RD"])}/${pad(r.int(1, 99999), 5)}`,
      (r) => `9${r.int(1, 8)}${pad(r.int(1, 999999), 6)}-${r.int(1, 9)}`,
    ],
  },
  "saas-subscription": {
    all: [(r) => `${hex(r, 8)}-${pad(r.int(1, 9999), 4)}`, (r, d) => `B-${yyyy(d)}${mm(d)}-${pad(r.int(1, 99999), 5)}`],
  },
  "workshop-invoice": {
    en: [(r) => `RO${pad(r.int(1, 999999), 6)}`, (r, d) => `W${yy(d)}.${pad(r.int(1, 99999), 5)}`],
    de: [(r) => `WR ${pad(r.int(1, 999999), 6)}`, (r, d) => `${yy(d)}/W/${pad(r.int(1, 99999), 5)}`],
    fr: [(r, d) => `OR${yy(d)}${pad(r.int(1, 99999), 5)}`, (r) => `AT-${pad(r.int(1, 999999), 6)}`],
    nl: [(r, d) => `WP${yyyy(d)}${pad(r.int(1, 9999), 4)}`, (r) => `W-${pad(r.int(1, 99999), 5)}-${r.int(1, 9)}`],
    it: [(r, d) => `OFF/${yy(d)}/${pad(r.int(1, 9999), 4)}`, (r, d) => `${r.int(1, 9999)}/OF/${yy(d)}`],
    es: [(r, d) => `TLL-${yy(d)}${pad(r.int(1, 99999), 5)}`, (r, d) => `OR/${yyyy(d)}/${pad(r.int(1, 9999), 4)}`],
  },
  "rent-invoice": {
    en: [
      (r, d) => `RD${yy(d)}${pad(r.int(1, 99999), 5)}`,
      (r) => `${letters(r, 3)}${r.int(1, 99)}/${pad(r.int(1, 9999), 4)}`,
    ],
    de: [(r, d) => `M${yy(d)}${mm(d)}/${pad(r.int(1, 9999), 4)}`, (r, d) => `MR-${yyyy(d)}.${pad(r.int(1, 9999), 4)}`],
    fr: [(r, d) => `LOY-${yy(d)}-${pad(r.int(1, 99999), 5)}`, (r, d) => `Q${yyyy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`],
    nl: [(r, d) => `HF${yy(d)}-${pad(r.int(1, 99999), 5)}`, (r, d) => `${yyyy(d)}H${pad(r.int(1, 99999), 5)}`],
    it: [(r, d) => `LOC${yy(d)}/${pad(r.int(1, 9999), 4)}`, (r, d) => `${r.int(1, 999)}/L${yy(d)}`],
    es: [(r, d) => `ALQ-${yy(d)}/${pad(r.int(1, 9999), 4)}`, (r, d) => `A${yyyy(d)}-${pad(r.int(1, 99999), 5)}`],
  },
};

/** Half G's invoice number in the layout's formats, and a credit note's corrected invoice in the same series. */
export function dev5Numbers(r: Rng, inv: InvoiceData, template: string): void {
  const own = FORMATS[template];
  const format = r.pick(own.all ?? own[inv.language]!);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, addDays(inv.issue, -r.int(10, 90)));
}

/** Half up to the cent, as invoicing software rounds (invoice.ts). */
export const percentOf = (cents: number, rate: number) => Math.round((cents * rate) / 100 + 1e-9);

/**
 * Totals from the lines as generateInvoice computes them: per rate (0 % for what is exempt or outside VAT) the base
 * and its tax, a discount off the highest rate's lines; the net is every base.
 */
export function settleLines(inv: InvoiceData): void {
  const rates = [...new Set(inv.lines.map((l) => l.rate))].sort((a, b) => b - a);
  inv.subtotal = sum(inv.lines.map((l) => l.amount));
  if (inv.discount)
    inv.discount.amount = percentOf(
      sum(inv.lines.filter((l) => l.rate === rates[0]).map((l) => l.amount)),
      inv.discount.rate,
    );
  inv.shipping = null;
  inv.taxes = rates.map((rate) => {
    let base = sum(inv.lines.filter((l) => l.rate === rate).map((l) => l.amount));
    if (rate === rates[0]) base -= inv.discount?.amount ?? 0;
    return { rate, base, tax: percentOf(base, rate) };
  });
  inv.net = sum(inv.taxes.map((t) => t.base));
  inv.taxTotal = sum(inv.taxes.map((t) => t.tax));
  inv.total = inv.net + inv.taxTotal;
  inv.amountDue = inv.total - (inv.paid ?? 0);
  inv.earlyPayment = null;
}

/** Every country a half G document may be moved to. */
const ALL_COUNTRIES: Country[] = [...COUNTRIES, ...DEV4_COUNTRIES];

/**
 * Moves a document to another country of its language as the seller decides (a sender's invoices all move, or
 * none): [country code, share] options; a seller and a buyer of that country, its rates. Lines stay.
 */
export function moveAs(inv: InvoiceData, r: Rng, options: [string, number][]): void {
  const roll = senderRng(inv, "g-move").next();
  let acc = 0;
  const target = options.find(([, share]) => (acc += share) > roll);
  if (!target) return;
  const to = ALL_COUNTRIES.find((c) => c.code === target[0])!;
  const from = inv.country;
  inv.seller = seller(senderRng(inv, "g-seller"), to);
  inv.buyer = buyer(r, to);
  if (inv.shipTo) inv.shipTo = buyer(r, to);
  inv.country = to;
  for (const l of inv.lines) l.rate = l.rate === from.rates[0] ? to.rates[0] : (to.rates[1] ?? to.rates[0]);
}

/** The seller under a name of its trade (the pattern may carry its legal form); mail and web follow the name. */
function renameSeller(inv: InvoiceData, name: string, brand: string): void {
  inv.seller.name = name;
  inv.seller.core = brand;
  const domain = `${slug(brand).slice(0, 18)}${inv.country.tld}`;
  inv.seller.email = `${inv.seller.email.split("@")[0]}@${domain}`;
  inv.seller.web = `www.${domain}`;
}

/** A surname of the language (a person's name without the first name). */
const surname = (r: Rng, language: Language) => personName(r, language).full.split(" ").slice(1).join(" ");

/** Whether the buyer is a person (an honorific before the name), not a company. */
export const isPerson = (inv: InvoiceData) =>
  /^(Mr|Ms|Herrn|Frau|M\.|Mme|Dhr\.|Mevr\.|Sig\.|Sig\.ra|D\.|Dña\.) /.test(inv.buyer.name);

/** A table's entry for the document's country: its code ('BE-nl'), its two letters where that is the language's home, or the language. */
export function byCountry<T>(table: Record<string, T>, inv: InvoiceData): T | undefined {
  const code = inv.country.code;
  const cc = countryCode(inv.country);
  const home: Record<string, Language> = {
    GB: "en",
    IE: "en",
    US: "en",
    DE: "de",
    AT: "de",
    CH: "de",
    FR: "fr",
    BE: "fr",
    LU: "fr",
    NL: "nl",
    IT: "it",
    ES: "es",
  };
  return table[code] ?? (home[cc] === inv.language ? table[cc] : undefined) ?? table[inv.language];
}

// ---------------------------------------------------------------------------------------------------------------
// A professional's fee note.

export type FeeKind = "fee" | "surcharge" | "outlay";

export interface FeeNote {
  profession: Profession;
  /** Per line: a fee, a surcharge on the fees, an outlay outside VAT; and whether it is billed by the hour. */
  kinds: FeeKind[];
  hourly: boolean[];
  /** The firm's professionals (title and name), the first of whom signs. */
  partners: string[];
  matter: string;
  ourRef: string;
  courtRef: string | null;
  /** The value in dispute the German RVG fees are taken from, in cents. */
  value: number | null;
  period: [Date, Date];
  /** A withholding tax on the fees (Italy's ritenuta d'acconto, Spain's IRPF): rate, base and amount. */
  withholding: { rate: number; base: number; amount: number } | null;
  advance: { amount: number; date: Date } | null;
}

const FEE_NOTES = new WeakMap<InvoiceData, FeeNote>();
export const feeOf = (inv: InvoiceData): FeeNote => FEE_NOTES.get(inv)!;

/** The simple fee of the RVG table for a value in dispute (both in euros). */
function rvgFee(value: number): number {
  return RVG_TABLE.find(([upTo]) => value <= upTo)![1];
}

/** A court's file number as the country's courts write it. */
function courtRef(r: Rng, inv: InvoiceData): string {
  const y = inv.issue.getUTCFullYear();
  const y2 = pad((y - r.int(0, 1)) % 100, 2);
  switch (inv.country.code) {
    case "DE":
      return r.pick([
        `${r.int(1, 40)} O ${r.int(10, 999)}/${y2}`,
        `${r.int(1, 30)} C ${r.int(100, 4999)}/${y2}`,
        `${r.int(1, 60)} Ca ${r.int(100, 9999)}/${y2}`,
      ]);
    case "AT":
      return `${r.int(1, 60)} Cg ${r.int(1, 299)}/${y2}${letters(r, 1).toLowerCase()}`;
    case "CH":
      return `CG${y2}${pad(r.int(1, 999), 4)}`;
    case "GB":
      return r.pick([`K${r.int(0, 9)}${letters(r, 2)}${pad(r.int(1, 999), 3)}`, `HC-${y}-${pad(r.int(1, 9999), 6)}`]);
    case "IE":
      return `${y}/${r.int(100, 9999)}${r.pick(["P", "S", "CA"])}`;
    case "FR":
      return `${y2}/${pad(r.int(1, 99999), 5)}`;
    case "BE-fr":
    case "BE-nl":
      return `${y}/${r.int(100, 9999)}/A`;
    case "NL":
      return `C/${pad(r.int(1, 19), 2)}/${r.int(600000, 799999)} / HA ZA ${y2}-${r.int(100, 999)}`;
    case "IT":
      return `${r.int(100, 19999)}/${y}`;
    case "CH-it":
      return `OA.${y}.${r.int(10, 999)}`;
    default:
      return `${r.int(100, 9999)}/${y}`;
  }
}

/** A firm's own file reference (distinct from the invoice number). */
function fileRef(r: Rng, inv: InvoiceData, initials: string): string {
  const y2 = yy(inv.issue);
  switch (inv.language) {
    case "de":
      return `${r.int(10, 999)}/${y2} ${initials}`;
    case "en":
      return `${initials}/${letters(r, 3)}${pad(r.int(1, 999), 3)}-${pad(r.int(1, 99), 4)}`;
    case "fr":
      return `${y2}.${pad(r.int(1, 9999), 4)}/${initials}`;
    case "nl":
      return `${yyyy(inv.issue)}${pad(r.int(1, 999), 4)}`;
    case "it":
      return `${r.int(10, 999)}/${yyyy(inv.issue)}`;
    case "es":
      return `${r.int(10, 999)}/${y2}-${initials}`;
  }
}

/** A period's name as a service line prints it (a month or a quarter). */
function periodName(r: Rng, language: Language, d: Date): string {
  const y = d.getUTCFullYear();
  const q = Math.floor(d.getUTCMonth() / 3) + 1;
  const month = pad(d.getUTCMonth() + 1, 2);
  const quarter: Record<Language, string> = {
    en: `Q${q} ${y}`,
    de: `${q}. Quartal ${y}`,
    fr: `${q === 1 ? "1er" : `${q}e`} trimestre ${y}`,
    nl: `Q${q} ${y}`,
    it: `${q}° trimestre ${y}`,
    es: `${q}.º trimestre ${y}`,
  };
  return r.chance(0.5) ? quarter[language] : `${month}/${y}`;
}

/** Fills a matter's or a service's placeholders. */
function fillIn(text: string, r: Rng, inv: InvoiceData): string {
  const y = inv.issue.getUTCFullYear();
  const [, town] = r.pick(inv.country.towns);
  const values: Record<string, () => string> = {
    a: () => surname(r, inv.language),
    b: () => companyCore(r, inv.language),
    n: () => String(r.int(2, 24)),
    street: () => r.pick(inv.country.streets),
    town: () => town.replace(/ \(\w\w\)$/, ""),
    year: () => String(y - 1),
    year1: () => pad(y % 100, 2),
    date: () => `${pad(r.int(1, 28), 2)}.${pad(r.int(1, 12), 2)}.${y - 1}`,
    period: () => periodName(r, inv.language, addDays(inv.issue, -r.int(20, 80))),
  };
  return text.replace(/\{(\w+)\}/g, (m, key: string) => (values[key] ? values[key]() : m));
}

const FEE_CREDITS: Record<Language, string[]> = {
  en: ["Reduction of our charges as agreed", "Credit for time written off", "Abatement of fees"],
  de: ["Honorarminderung lt. Vereinbarung", "Gutschrift nicht abrechenbarer Zeitaufwand", "Nachlass auf das Honorar"],
  fr: ["Remise sur honoraires convenue", "Avoir sur temps passé non facturable", "Réduction d'honoraires"],
  nl: ["Korting op het honorarium zoals afgesproken", "Creditering niet declarabele uren", "Matiging honorarium"],
  it: ["Riduzione compensi concordata", "Storno parziale compensi", "Abbuono su compensi"],
  es: ["Reducción de honorarios acordada", "Abono de horas no facturables", "Descuento sobre honorarios"],
};

/** A fee note: a firm of the seller's trade, fees, surcharges and outlays, a withholding tax or an advance. */
export function feeNote(r: Rng, inv: InvoiceData): void {
  moveAs(
    inv,
    r,
    inv.language === "en" && countryCode(inv.country) === "US"
      ? [
          ["GB", 0.65],
          ["IE", 0.35],
        ]
      : inv.language === "it"
        ? [["CH-it", 0.2]]
        : [],
  );
  const { language, country } = inv;
  const cc = countryCode(country);
  const s = senderRng(inv, "g-fee");
  const profession = s.pick<Profession>(["lawyer", "lawyer", "adviser", "architect"]);
  const firm = s.pick(byCountry(FIRM_NAMES, inv)![profession]);
  const people = Array.from({ length: s.int(2, 4) }, () => personName(s, language));
  const names = people.map((p) => p.full);
  const last = (n: string) => n.split(" ").slice(1).join(" ");
  const name = firm.replace("{a}", last(names[0])).replace("{b}", last(names[1]));
  renameSeller(inv, name, last(names[0]));
  const titles = PROFESSIONAL_TITLES[language][profession];
  const woman = (addressed: string) => /^(Frau|Ms|Mme|Mevr\.|Sig\.ra|Dña\.) /.test(addressed);
  const partners = people.map(({ full, addressed }) => {
    const title = titles[woman(addressed) ? 1 : 0];
    return language === "en" || language === "es" ? `${full}, ${title}` : `${title} ${full}`;
  });
  const initials = names[0]
    .split(" ")
    .map((p) => p[0])
    .join("")
    .toUpperCase();
  const issue = inv.issue;
  const period: [Date, Date] = [addDays(issue, -r.int(30, 120)), addDays(issue, -r.int(2, 12))];
  const standard = country.rates[0];
  const lines: Line[] = [];
  const kinds: FeeKind[] = [];
  const hourly: boolean[] = [];
  const add = (description: string, kind: FeeKind, qty: number, price: number, amount: number, hour = false) => {
    lines.push({ description, detail: null, qty, unit: "", price, amount, rate: kind === "outlay" ? 0 : standard });
    kinds.push(kind);
    hourly.push(hour);
  };
  let value: number | null = null;
  const rvg = cc === "DE" && profession === "lawyer" && issue < utc(2025, 5, 1) && r.chance(0.7);
  if (inv.credit) {
    for (const description of r.some(FEE_CREDITS[language], 1, 2)) {
      const amount = r.int(10, 90) * 1000;
      add(description, "fee", 100, amount, amount);
    }
  } else if (rvg) {
    value = r.pick([
      1200, 2500, 3800, 4500, 6000, 7500, 8200, 9500, 12000, 14500, 18000, 22500, 27000, 32000, 40000, 48000,
    ]);
    const simple = rvgFee(value);
    const items = r.chance(0.5)
      ? [RVG_FEES[0], ...(r.chance(0.4) ? [RVG_FEES[3]] : [])]
      : [RVG_FEES[1], RVG_FEES[2], ...(r.chance(0.3) ? [RVG_FEES[4]] : [])];
    for (const [caption, factor] of items) {
      const amount = Math.round(factor * simple * 100);
      add(caption.replace("{f}", factor.toFixed(1).replace(".", ",")), "fee", 100, amount, amount);
    }
  } else {
    const services = byCountry(SERVICES, inv)![profession];
    for (const [text, how, lo, hi] of r.some(services, 1, profession === "lawyer" ? 2 : 4)) {
      const description = fillIn(text, r, inv);
      if (how === "hour") {
        const qty = r.int(2, 48) * 25;
        const price = r.int(Math.ceil(lo / 5), Math.floor(hi / 5)) * 500;
        add(description, "fee", qty, price, Math.round((qty * price) / 100), true);
      } else {
        const amount = r.int(Math.ceil(lo / 10), Math.floor(hi / 10)) * 1000;
        add(description, "fee", 100, amount, amount);
      }
    }
  }
  const fees = sum(lines.map((l) => l.amount));
  // Surcharges: the German lawyer's lump sum for post and telephone (Nr. 7002 VV RVG), then the country's own.
  if (cc === "DE" && profession === "lawyer" && !inv.credit) {
    const post = Math.min(2000, percentOf(fees, 20));
    add(RVG_EXPENSES.post, "surcharge", 100, post, post);
    if (rvg && r.chance(0.4)) {
      const pages = r.int(12, 140);
      const copies = Math.min(pages, 50) * 50 + Math.max(0, pages - 50) * 15;
      add(RVG_EXPENSES.copies.replace("{n}", String(pages)), "surcharge", 100, copies, copies);
    }
    if (rvg && r.chance(0.35)) {
      const km = r.int(20, 240);
      add(RVG_EXPENSES.travel.replace("{n}", String(km)), "surcharge", 100, km * 42, km * 42);
      const absence = r.pick([3000, 5000, 8000]);
      add(RVG_EXPENSES.absence, "surcharge", 100, absence, absence);
    }
  }
  let surcharged = 0;
  for (const sc of byCountry(SURCHARGES, inv)?.[profession] ?? []) {
    const base = fees + (sc.onSurcharges ? surcharged : 0);
    let amount = percentOf(base, sc.rate);
    if (sc.cap) amount = Math.min(amount, sc.cap);
    const caption = sc.caption.replace("{rate}", `${String(sc.rate).replace(".", language === "en" ? "." : ",")}%`);
    add(caption, "surcharge", 100, amount, amount);
    surcharged += amount;
  }
  // Outlays outside VAT; an Italian document with more than 77.47 euros outside VAT bears a revenue stamp.
  if (!inv.credit && r.chance(0.55)) {
    for (const [description, lo, hi] of r.some(byCountry(OUTLAYS, inv)![profession], 1, 2)) {
      const amount = lo === hi ? lo : r.int(lo / 100, hi / 100) * 100;
      add(description, "outlay", 100, amount, amount);
    }
    const outside = sum(lines.filter((_, i) => kinds[i] === "outlay").map((l) => l.amount));
    if (cc === "IT" && country.code === "IT" && outside > 7747) add("Imposta di bollo", "outlay", 100, 200, 200);
  }
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  settleLines(inv);
  // A withholding tax on the fees where the client is a business: Italy 20 % (fees and the lawyers' 15 %), Spain.
  let withholding: FeeNote["withholding"] = null;
  if (!inv.credit && !isPerson(inv) && (country.code === "IT" || cc === "ES")) {
    const rate = cc === "ES" ? s.pick([15, 15, 15, 7]) : 20;
    const base =
      cc === "ES"
        ? fees
        : fees +
          sum(
            lines
              .filter((l, i) => kinds[i] === "surcharge" && l.description.startsWith("Spese generali"))
              .map((l) => l.amount),
          );
    withholding = { rate, base, amount: percentOf(base, rate) };
  }
  let advance: FeeNote["advance"] = null;
  if (!inv.credit && !withholding && r.chance(0.3)) {
    const amount = Math.max(10000, Math.floor((inv.total * (0.3 + r.next() * 0.4)) / 10000) * 10000);
    if (amount < inv.total) advance = { amount, date: addDays(period[0], r.int(1, 10)) };
  }
  inv.paid = advance?.amount ?? null;
  inv.amountDue = inv.total - (withholding?.amount ?? 0) - (advance?.amount ?? 0);
  inv.due = addDays(issue, r.pick([8, 14, 14, 30]));
  const matter = fillIn(r.pick(MATTERS[language][profession]), r, inv);
  FEE_NOTES.set(inv, {
    profession,
    kinds,
    hourly,
    partners,
    matter,
    ourRef: fileRef(r, inv, initials),
    courtRef: profession === "lawyer" && r.chance(0.55) ? courtRef(r, inv) : null,
    value: value === null ? null : value * 100,
    period,
    withholding,
    advance,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A freight forwarder's invoice.

export interface Freight {
  mode: Mode;
  /** Per line: the charge code, its VAT class, the amount in US dollars (cents) where it was charged so, else null. */
  codes: string[];
  /** Per line: the route or basis printed under a long description, or null. */
  details: (string | null)[];
  classes: VatClass[];
  foreign: (number | null)[];
  /** US dollars to the invoice's currency, in hundred-thousandths (0.91234 is 91234), and the day it was fixed. */
  fx: number;
  fxDate: Date;
  /** The invoice's currency code. */
  currency: string;
  file: string;
  house: string;
  master: string;
  carrier: string;
  /** Vessel and voyage, a flight, or a truck's plates. */
  conveyance: string;
  containers: string[];
  equipment: string;
  from: [string, string];
  to: [string, string];
  etd: Date;
  eta: Date;
  packages: number;
  packaging: string;
  /** Weights in kilograms, the volume in hundredths of a cubic metre. */
  weight: number;
  volume: number;
  chargeable: number;
  cargo: string;
  customsEntry: string | null;
  clientRef: string;
  incoterm: string;
}

const FREIGHT = new WeakMap<InvoiceData, Freight>();
export const freightOf = (inv: InvoiceData): Freight => FREIGHT.get(inv)!;

/** ISO 6346 letter values (multiples of 11 skipped) and the check digit of an owner code and serial. */
function iso6346Check(body: string): number {
  const values: Record<string, number> = {};
  let v = 10;
  for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
    if (v % 11 === 0) v++;
    values[ch] = v++;
  }
  const total = [...body].reduce((s, ch, i) => s + (/\d/.test(ch) ? Number(ch) : values[ch]) * 2 ** i, 0);
  return (total % 11) % 10;
}

/** A container number: owner code with 'U', six digits and the check digit ('MSMU 123456 7' or 'MSMU1234567'). */
function containerNo(r: Rng, owner: string, spaced: boolean): string {
  const serial = digits(r, 6);
  const check = iso6346Check(`${owner}${serial}`);
  return spaced ? `${owner} ${serial} ${check}` : `${owner}${serial}${check}`;
}

/** An air waybill number: the airline's prefix, seven digits and their remainder by 7. */
function awb(r: Rng, prefix: string): string {
  const serial = r.int(1000000, 9999999);
  return `${prefix}-${serial}${serial % 7}`;
}

/** A customs declaration's movement reference number (year, country, twelve characters, a procedure letter, a check). */
function mrn(r: Rng, cc: string, year: number): string {
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  const body = `${pad(year % 100, 2)}${cc}${Array.from({ length: 12 }, () => chars[r.int(0, chars.length - 1)]).join("")}${r.pick(["A", "B", "H", "J"])}`;
  return `${body}${iso6346Check(body)}`;
}

const CURRENCY: Record<string, string> = { GB: "GBP", CH: "CHF", US: "USD" };

/** A forwarder's import: a shipment by sea, air or road, its charges per leg, some in dollars, some outside VAT. */
export function freightJob(r: Rng, inv: InvoiceData): void {
  moveAs(
    inv,
    r,
    countryCode(inv.country) === "US"
      ? [
          ["GB", 0.6],
          ["IE", 0.4],
        ]
      : inv.language === "fr"
        ? [["LU-fr", 0.12]]
        : [],
  );
  const { language, country } = inv;
  const cc = countryCode(country);
  const s = senderRng(inv, "g-freight");
  const pattern = s.pick(FORWARDER_NAMES[language]);
  const brand = pattern.replace("{core}", surname(s, language));
  const form = s.pick(country.legalForms);
  renameSeller(inv, s.chance(country.legalFirst) ? `${form} ${brand}` : `${brand} ${form}`, brand);
  const mode: Mode = r.pick(["sea", "sea", "sea", "air", "air", "road"]);
  const currency = CURRENCY[cc] ?? "EUR";
  const fx = currency === "GBP" ? r.int(74000, 82000) : currency === "CHF" ? r.int(84000, 92000) : r.int(88000, 96000);
  const portsHome = PORTS[cc] ?? PORTS.DE;
  const airHome = AIRPORTS[cc] ?? AIRPORTS.DE;
  const buyerTown = inv.buyer.town;
  const eta = addDays(inv.issue, -r.int(3, 12));
  const etd = addDays(eta, mode === "sea" ? -r.int(24, 42) : mode === "air" ? -r.int(1, 3) : -r.int(1, 4));
  const carrier = mode === "sea" ? r.pick(CARRIERS) : null;
  const airline = mode === "air" ? r.pick(AIRLINES) : null;
  const nCtr = mode === "sea" ? (r.chance(0.6) ? 1 : r.chance(0.6) ? r.int(2, 3) : r.int(4, 6)) : 0;
  const equipment = r.pick(["20' DV", "40' DV", "40' HC", "40' HC", "45' HC"]);
  const spaced = r.chance(0.5);
  const containers = carrier ? Array.from({ length: nCtr }, () => containerNo(r, carrier[1], spaced)) : [];

  const from: [string, string] =
    mode === "sea"
      ? r.pick(ORIGIN_PORTS)
      : mode === "air"
        ? r.pick(ORIGIN_AIRPORTS)
        : ["", r.pick(ROAD_ORIGINS[cc] ?? ROAD_ORIGINS.DE)];
  const to: [string, string] = mode === "sea" ? r.pick(portsHome) : mode === "air" ? r.pick(airHome) : ["", buyerTown];
  const packages = mode === "road" ? r.int(4, 33) : r.int(3, 420);
  const weight = mode === "air" ? r.int(40, 2400) : mode === "sea" ? r.int(1800, 21000) * nCtr : r.int(2500, 24000);
  const volume = mode === "air" ? r.int(20, 1400) : mode === "sea" ? r.int(1800, 6800) * nCtr : r.int(1500, 8000);
  const chargeable = mode === "air" ? Math.max(weight, Math.ceil((volume / 100) * 167)) : weight;
  const international = mode !== "road" || cc === "GB" || cc === "CH";
  const fxLine = (usd: number) => Math.round((usd * fx) / 100000);
  const lines: Line[] = [];
  const codes: string[] = [];
  const classes: VatClass[] = [];
  const foreign: (number | null)[] = [];
  const details: (string | null)[] = [];
  const table = CHARGES[language][mode];
  const wanted = (code: string) => table.find((c) => c[0] === code);
  const optional: Record<Mode, [string, number][]> = {
    sea: [
      ["PUP", 0.3],
      ["OTHC", 0.45],
      ["FRT", 1],
      ["BAF", 0.7],
      ["LSS", 0.35],
      ["DTHC", 1],
      ["ISPS", 0.6],
      ["DOC", 0.6],
      ["CUS", 0.8],
      ["DEL", 0.7],
      ["DTY", 0.45],
    ],
    air: [
      ["PUP", 0.3],
      ["AFR", 1],
      ["FSC", 1],
      ["SSC", 0.7],
      ["AWB", 0.8],
      ["HAN", 0.7],
      ["CUS", 0.8],
      ["DEL", 0.7],
      ["DTY", 0.45],
    ],
    road: [
      ["FTL", 1],
      ["DSL", 0.7],
      ["TOLL", 0.5],
      ["WAIT", 0.25],
      ["PAL", 0.35],
      ["CUS", cc === "GB" || cc === "CH" ? 1 : 0],
    ],
  };
  const chosen = optional[mode].filter(([, p]) => r.chance(p)).map(([code]) => wanted(code)!);
  const picked = inv.credit
    ? r.some(
        chosen.filter((c) => c[2] !== "O" && c[4] !== "pct"),
        1,
        2,
      )
    : chosen;
  const standard = country.rates[0];
  // With several containers, charges at the port of arrival and the deliveries are listed container by container.
  const perContainer = nCtr > 1 && !inv.credit && r.chance(0.6);
  let main = 0;
  for (const [code, text, cls0, cur, how, lo, hi] of picked) {
    if (perContainer && cur === "local" && (how === "ctr" || code === "DEL")) {
      const shown = text.replace(", {eq}", "");
      containers.forEach((ctr) => {
        const price = Math.round(r.int(lo, hi) / 500) * 500;
        lines.push({
          description: shown.replace("{pod}", to[1]).replace("{town}", inv.buyer.town),
          detail: null,
          qty: 100,
          unit: "",
          price,
          amount: price,
          rate: cls0 === "S" ? standard : 0,
        });
        details.push(ctr);
        codes.push(code);
        classes.push(cls0);
        foreign.push(null);
      });
      continue;
    }
    const cls: VatClass = mode === "road" && cls0 === "S" && international && code !== "CUS" ? "E" : cls0;
    const n = how === "ctr" ? nCtr : how === "kg" ? chargeable : 1;
    const count = code === "PAL" ? r.int(6, 33) : code === "WAIT" ? r.int(1, 4) : mode === "road" ? packages : n;
    let rate = 0;
    let price = r.int(lo, hi);
    if (how === "flat" || how === "ctr") price = Math.round(price / 500) * 500;
    let amount: number;
    let usd: number | null = null;
    if (how === "pct") {
      rate = price;
      amount = percentOf(main, rate);
      price = amount;
    } else if (cur === "usd") {
      usd = n * price;
      amount = fxLine(usd);
    } else amount = n * price;
    let qty = how === "kg" || how === "ctr" ? n : 1;
    if (inv.credit) {
      // A credit gives back part of a charge, as one amount.
      qty = 1;
      if (usd !== null) {
        usd = Math.max(2000, Math.round((usd * r.int(10, 40)) / 100 / 100) * 100);
        amount = fxLine(usd);
        price = usd;
      } else {
        amount = Math.max(500, Math.round((amount * r.int(10, 40)) / 100 / 100) * 100);
        price = amount;
      }
    } else if (how === "flat") price = usd ?? amount;
    if (code === "FRT" || code === "AFR" || code === "FTL") main = amount;
    const fill = (t: string) =>
      t
        .replace("{pol}", from[1])
        .replace("{pod}", to[1])
        .replace("{eq}", `${nCtr} × ${equipment}`)
        .replace("{kg}", String(chargeable))
        .replace("{n}", String(count))
        .replace("{town}", inv.buyer.town)
        .replace("{rate}", language === "en" ? `${rate}%` : `${rate} %`);
    // A long description keeps its first words on the line and prints its route or basis under them.
    const cut = [text.indexOf(" {pol}"), text.indexOf(" {pod}"), text.indexOf(", ")].filter((i) => i > 0);
    const at = cut.length && fill(text).length > 30 ? Math.min(...cut) : -1;
    const description = at > 0 ? fill(text.slice(0, at)) : fill(text);
    details.push(at > 0 ? fill(text.slice(at).replace(/^,? /, "")) : null);
    lines.push({
      description,
      detail: null,
      qty: qty * 100,
      unit: qty > 1 && how === "kg" ? "kg" : qty > 1 && how === "ctr" ? "ctr" : "",
      price,
      amount,
      rate: cls === "S" ? standard : 0,
    });
    codes.push(code);
    classes.push(cls);
    foreign.push(usd);
  }
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  settleLines(inv);
  inv.due = addDays(inv.issue, r.pick([10, 14, 21, 30]));
  const y = inv.issue.getUTCFullYear();
  const office = to[0] ? to[0].slice(-3) : letters(r, 3);
  FREIGHT.set(inv, {
    mode,
    codes,
    details,
    classes,
    foreign,
    fx,
    fxDate: addDays(inv.issue, -r.int(0, 6)),
    currency,
    file: `${r.pick(["S", "A", "R"])}${office}${yy(inv.issue)}${pad(r.int(1, 99999), 5)}`,
    house:
      mode === "sea"
        ? `${office}${letters(r, 1)}${yy(inv.issue)}${pad(r.int(1, 99999), 5)}`
        : mode === "air"
          ? `${letters(r, 3)}${r.int(1000000, 9999999)}`
          : `CMR ${r.int(100000, 999999)}`,
    master: carrier ? `${carrier[2]}${r.int(100000000, 999999999)}` : airline ? awb(r, airline[1]) : "",
    carrier: carrier ? carrier[0] : airline ? airline[0] : "",
    conveyance: carrier
      ? `${r.pick(VESSELS[carrier[0]])} / ${r.int(100, 999)}${r.pick(["W", "E", "N", "S"])}`
      : airline
        ? `${airline[2]} ${r.int(100, 9899)}`
        : `${letters(r, 2)}-${r.int(100, 999)}-${letters(r, 2)}`,
    containers,
    equipment,
    from,
    to,
    etd,
    eta,
    packages,
    packaging: r.pick(["CTN", "PLT", "PKG", "CS"]),
    weight,
    volume,
    chargeable,
    cargo: r.pick(CARGO[language]),
    customsEntry: mode !== "road" || international ? mrn(r, cc === "GB" ? "GB" : cc === "CH" ? "CH" : cc, y) : null,
    clientRef: r.pick([inv.orderNo, `PO ${r.int(10000, 99999)}`, `${letters(r, 2)}-${r.int(1000, 9999)}`]),
    incoterm: r.pick(
      mode === "road"
        ? ["DAP", "FCA", "EXW"]
        : mode === "air"
          ? ["FCA", "EXW", "CPT", "DAP"]
          : ["FOB", "EXW", "FCA", "CFR"],
    ),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A software subscription.

export type SaasKind = "plan" | "unused" | "remaining" | "metered" | "addon" | "credit";

export interface Subscription {
  plan: string;
  seats: number;
  annual: boolean;
  period: [Date, Date];
  kinds: SaasKind[];
  /** Per line: the unit price in ten-thousandths where it is finer than a cent (metered use), else null. */
  fine: (number | null)[];
  /** Per line: the period it covers, where it has one. */
  periods: ([Date, Date] | null)[];
  coupon: string | null;
  /** A balance in the customer's favour taken off before the card is charged. */
  applied: number;
  /** Paid by card or debit on the day of issue (else it is due by transfer). */
  paid: boolean;
  method: string;
  receipt: string;
  accountId: string;
  next: Date;
}

const SUBSCRIPTIONS = new WeakMap<InvoiceData, Subscription>();
export const subscriptionOf = (inv: InvoiceData): Subscription => SUBSCRIPTIONS.get(inv)!;

const addMonths = (d: Date, n: number) => utc(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate());

/** The sales tax of a US town's state (software is taxed where the buyer is: Texas and Ohio here). */
const US_STATE_RATES: [RegExp, number][] = [
  [/TX /, 8.25],
  [/OH /, 7.5],
  [/CO /, 8.81],
  [/NC /, 7.25],
];

/** A US party moved to a town of a state that taxes what is sold (Oregon has no sales tax). */
function taxedTown(r: Rng, party: Party, country: Country, states: RegExp[]): Party {
  const towns = country.towns.filter(([postcode]) => states.some((s) => s.test(`${postcode} `)));
  const [postcode, town] = r.pick(towns);
  return { ...party, town, lines: [...party.lines.slice(0, -1), country.townLine(postcode, town)] };
}

/** A month or a year of a plan for some seats, maybe a change of plan prorated, metered use, add-ons, a coupon. */
export function subscription(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const cc = countryCode(country);
  const s = senderRng(inv, "g-saas");
  const brand = s.pick(SAAS_BRANDS);
  const form = s.pick(country.legalForms);
  renameSeller(inv, s.chance(country.legalFirst) ? `${form} ${brand}` : `${brand} ${form}`, brand);
  inv.seller.email = `billing@${inv.seller.email.split("@")[1]}`;
  if (cc === "US") inv.buyer = taxedTown(r, inv.buyer, country, [/TX /, /OH /]);
  const rate =
    cc === "US"
      ? (US_STATE_RATES.find(([re]) => re.test(`${inv.buyer.lines.at(-1)!.split(", ")[1]} `))?.[1] ?? 8.25)
      : country.rates[0];
  const words = SAAS_LINES[language];
  const annual = r.chance(0.25);
  const months = annual ? 12 : 1;
  const period: [Date, Date] = [inv.issue, addDays(addMonths(inv.issue, months), -1)];
  const [plan, lo, hi] = r.pick(SAAS_PLANS);
  const seats = r.chance(0.2) ? 1 : r.int(2, 60);
  const perSeat = Math.round(r.int(lo, hi) / 100) * 100 - (r.chance(0.4) ? 1 : 0);
  const price = annual ? Math.round((perSeat * 12 * 0.8) / 100) * 100 : perSeat;
  const lines: Line[] = [];
  const kinds: SaasKind[] = [];
  const fine: (number | null)[] = [];
  const periods: ([Date, Date] | null)[] = [];
  const push = (
    kind: SaasKind,
    description: string,
    qty: number,
    unit: number,
    amount: number,
    f: number | null,
    p: [Date, Date] | null,
  ) => {
    lines.push({ description, detail: null, qty: qty * 100, unit: "", price: unit, amount, rate });
    kinds.push(kind);
    fine.push(f);
    periods.push(p);
  };
  const planName = words.plan.replace("{plan}", plan);
  if (inv.credit) {
    const back = r.int(1, Math.max(1, Math.floor(seats / 2)));
    push("credit", `${planName} – ${back} ${words.seats}`, back, price, back * price, null, period);
  } else {
    push("plan", planName, seats, price, seats * price, null, period);
    if (!annual && r.chance(0.35)) {
      // A change during the last period: the unused time of the old plan back, the new plan's rest charged.
      const last: [Date, Date] = [addMonths(inv.issue, -1), addDays(inv.issue, -1)];
      const days = Math.round((last[1].getTime() - last[0].getTime()) / DAY) + 1;
      const left = r.int(3, days - 2);
      const change = addDays(last[1], -left + 1);
      const oldSeats = Math.max(1, seats - r.int(1, 5));
      const [oldPlan, olo, ohi] = r.pick(SAAS_PLANS.filter(([p]) => p !== plan));
      const oldPrice = Math.round(r.int(olo, ohi) / 100) * 100;
      const date = `{date:${change.toISOString().slice(0, 10)}}`;
      const credit = -Math.round((oldSeats * oldPrice * left) / days);
      const charge = Math.round((seats * price * left) / days);
      push(
        "unused",
        words.unused.replace("{plan}", oldPlan).replace("{qty}", String(oldSeats)).replace("{date}", date),
        1,
        credit,
        credit,
        null,
        [change, last[1]],
      );
      push(
        "remaining",
        words.remaining.replace("{plan}", plan).replace("{qty}", String(seats)).replace("{date}", date),
        1,
        charge,
        charge,
        null,
        [change, last[1]],
      );
    }
    const usage = r.chance(0.12) ? r.int(9, 16) : r.chance(0.4) ? r.int(1, 2) : 0;
    const meters = r.some(METERED, Math.min(usage, METERED.length), Math.min(usage, METERED.length));
    const last: [Date, Date] = [addMonths(inv.issue, -1), addDays(inv.issue, -1)];
    for (let i = 0; i < usage; i++) {
      const [names, flo, fhi, qlo, qhi] = meters[i % meters.length];
      const workspace = usage > meters.length ? ` – ${r.pick(["Workspace", "Project", "Team"])} ${i + 1}` : "";
      const qty = r.int(qlo, qhi);
      const unit = r.int(flo, fhi);
      push(
        "metered",
        `${names[language]}${workspace}`,
        qty,
        Math.round(unit / 100),
        Math.round((qty * unit) / 100),
        unit,
        last,
      );
    }
    for (const [names, alo, ahi] of r.chance(0.3) ? r.some(ADDONS, 1, 2) : []) {
      const amount = Math.round(r.int(alo, ahi) / 100) * 100 - 1;
      push("addon", names[language], 1, amount * months, amount * months, null, period);
    }
  }
  inv.lines = lines;
  const coupon = !inv.credit && r.chance(0.25) ? r.pick(COUPONS) : null;
  inv.discount = coupon ? { rate: coupon[1], amount: 0 } : null;
  inv.shipping = null;
  inv.paid = null;
  settleLines(inv);
  const applied = !inv.credit && r.chance(0.15) ? Math.min(inv.total - 100, r.int(5, 60) * 100) : 0;
  const paid = inv.credit || r.chance(0.8);
  inv.paid = paid && !inv.credit ? inv.total - applied : applied || null;
  inv.amountDue = inv.credit ? 0 : inv.total - applied - (paid ? inv.total - applied : 0);
  inv.due = paid ? inv.issue : addDays(inv.issue, r.pick([7, 14, 30]));
  SUBSCRIPTIONS.set(inv, {
    plan,
    seats,
    annual,
    period,
    kinds,
    fine,
    periods,
    coupon: coupon ? coupon[0] : null,
    applied,
    paid,
    method: r.pick(SAAS_METHODS[language]).replace("{d4}", digits(r, 4)),
    receipt: `${digits(r, 4)}-${digits(r, 4)}`,
    accountId: `${hex(s, 8).toLowerCase()}`,
    next: addMonths(inv.issue, months),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A workshop's repair invoice.

export type WorkshopKind = "labour" | "part" | "sundry" | "fee";

export interface Repair {
  vehicle: Vehicle;
  plate: string;
  vin: string;
  firstRegistration: Date;
  mileage: number;
  miles: boolean;
  jobCard: string;
  received: Date;
  advisor: string;
  nextInspection: Date;
  kinds: WorkshopKind[];
  /** Per line: a part's number (or a labour operation's code), its discount in percent. */
  refs: string[];
  discounts: number[];
  /** Labour in work units (German and Austrian dealers: twelve to the hour) and the units per hour. */
  units: boolean;
  /** How the invoice was paid at collection, or null when it is due by transfer. */
  paidBy: string | null;
}

const REPAIRS = new WeakMap<InvoiceData, Repair>();
export const repairOf = (inv: InvoiceData): Repair => REPAIRS.get(inv)!;

/** World manufacturer identifiers by make. */
const WMI: Record<string, string[]> = {
  Volkswagen: ["WVW", "WV2"],
  Škoda: ["TMB"],
  Audi: ["WAU"],
  BMW: ["WBA"],
  "Mercedes-Benz": ["W1K", "WDD"],
  Opel: ["W0L"],
  Vauxhall: ["W0V"],
  Ford: ["WF0"],
  Toyota: ["SB1", "JTD"],
  Nissan: ["SJN"],
  Kia: ["U5Y"],
  Renault: ["VF1"],
  Peugeot: ["VF3"],
  Citroën: ["VF7"],
  Dacia: ["UU1"],
  Fiat: ["ZFA"],
  Lancia: ["ZLA"],
  Jeep: ["1C4"],
  SEAT: ["VSS"],
  Cupra: ["VSS"],
  Volvo: ["YV1"],
  Honda: ["7FA"],
  Chevrolet: ["1GC"],
};

const US_WMI: Record<string, string> = {
  Ford: "1FT",
  Toyota: "4T1",
  Honda: "7FA",
  Chevrolet: "1GC",
  Jeep: "1C4",
  Nissan: "1N4",
};

/** A vehicle identification number: 17 characters without I, O, Q; a US one with its check digit in place 9. */
function vin(r: Rng, make: string, us: boolean, year: number): string {
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  const wmi = us ? (US_WMI[make] ?? "1FT") : r.pick(WMI[make] ?? ["WF0"]);
  const years = "ABCDEFGHJKLMNPRSTVWXY123456789";
  const yearCode = years[(year - 2010) % 30];
  const rest = () => chars[r.int(0, chars.length - 1)];
  const body = [
    ...wmi,
    ...Array.from({ length: 5 }, rest),
    "0",
    yearCode,
    rest(),
    ...Array.from({ length: 6 }, () => String(r.int(0, 9))),
  ];
  if (us) {
    const value = (ch: string) =>
      /\d/.test(ch)
        ? Number(ch)
        : "ABCDEFGH".includes(ch)
          ? "ABCDEFGH".indexOf(ch) + 1
          : "JKLMN".includes(ch)
            ? "JKLMN".indexOf(ch) + 1
            : ch === "P"
              ? 7
              : ch === "R"
                ? 9
                : "STUVWXYZ".indexOf(ch) + 2;
    const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
    const total = body.reduce((s, ch, i) => s + value(ch) * weights[i], 0) % 11;
    body[8] = total === 10 ? "X" : String(total);
  } else body[8] = rest();
  return body.join("");
}

/** A registration plate as each country issues them. */
function plate(r: Rng, inv: InvoiceData): string {
  const L = (n: number) => letters(r, n).replace(/[IOQ]/g, "K");
  switch (inv.country.code) {
    case "DE":
      return `${r.pick(["M", "K", "HH", "S", "L", "N", "HB"])}-${L(2)} ${r.int(1, 9999)}`;
    case "AT":
      return `${r.pick(["W", "G", "L", "S", "I"])}-${r.int(10000, 99999)}${L(1)}`;
    case "CH":
      return `${r.pick(["ZH", "BE", "BS", "LU", "SG"])} ${r.int(1000, 999999)}`;
    case "GB":
      return `${L(2)}${pad(r.int(15, 74), 2)} ${L(3)}`;
    case "IE":
      return `${pad(r.int(14, 24), 2)}${r.pick(["1", "2"])}-${r.pick(["D", "C", "G", "L"])}-${r.int(1000, 99999)}`;
    case "US":
      return `${r.int(1, 9)}${L(3)}${r.int(100, 999)}`;
    case "FR":
      return `${L(2)}-${pad(r.int(1, 999), 3)}-${L(2)}`;
    case "BE-fr":
    case "BE-nl":
      return `${r.int(1, 2)}-${L(3)}-${pad(r.int(1, 999), 3)}`;
    case "NL":
      return `${L(2)}-${pad(r.int(1, 999), 3)}-${L(1)}`;
    case "IT":
      return `${L(2)}${pad(r.int(1, 999), 3)}${L(2)}`;
    default:
      return `${pad(r.int(0, 9999), 4)} ${letters(r, 3).replace(/[AEIOUQ]/g, "B")}`;
  }
}

/** A part number in the style of the make's family. */
function partNo(r: Rng, family: Vehicle[2]): string {
  const d = (n: number) => digits(r, n);
  switch (family) {
    case "vw":
      return `${r.int(1, 5)}${letters(r, 1)}${d(1)} ${d(3)} ${d(3)}${r.chance(0.5) ? ` ${letters(r, 1)}` : ""}`;
    case "bmw":
      return `${d(2)} ${d(2)} ${d(1)} ${d(3)} ${d(3)}`;
    case "mb":
      return `A ${d(3)} ${d(3)} ${d(2)} ${d(2)}`;
    case "fr":
      return `${d(10)}`;
    case "it":
      return `${r.int(46, 55)}${d(6)}`;
    case "jp":
      return `${d(5)}-${d(5)}`;
    case "us":
      return `${letters(r, 2)}${d(1)}Z-${d(4)}-${letters(r, 1)}`;
    default:
      return `${d(2)} ${d(3)} ${d(3)}`;
  }
}

const WS_CREDITS: Record<Language, string[]> = {
  en: [
    "Goodwill contribution towards repair",
    "Warranty credit: part replaced under warranty",
    "Credit: labour overcharged",
  ],
  de: ["Kulanzbeteiligung Reparatur", "Gutschrift Garantieteil", "Gutschrift zu viel berechneter Arbeitszeit"],
  fr: ["Geste commercial sur réparation", "Avoir pièce sous garantie", "Avoir main d'œuvre facturée en trop"],
  nl: ["Coulancebijdrage reparatie", "Creditering garantieonderdeel", "Creditering te veel berekend arbeidsloon"],
  it: ["Contributo in garanzia commerciale", "Storno ricambio in garanzia", "Storno manodopera addebitata in eccesso"],
  es: ["Abono por cortesía comercial", "Abono pieza en garantía", "Abono mano de obra facturada de más"],
};

/** Years to a vehicle's first periodic inspection and between the later ones, per country. */
const INSPECTIONS: Record<string, [number, number]> = {
  GB: [3, 1],
  IE: [4, 2],
  US: [1, 1],
  DE: [3, 2],
  AT: [3, 2],
  CH: [4, 3],
  FR: [4, 2],
  BE: [4, 1],
  NL: [4, 1],
  IT: [4, 2],
  ES: [4, 2],
};

const WS_PAYMENTS: Record<Language, string[]> = {
  en: ["card", "debit card", "cash"],
  de: ["girocard", "EC-Karte", "Kreditkarte", "bar"],
  fr: ["carte bancaire", "espèces", "chèque"],
  nl: ["pin", "creditcard", "contant"],
  it: ["bancomat", "carta di credito", "contanti"],
  es: ["tarjeta", "efectivo", "datáfono"],
};

export function repairJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const cc = countryCode(country);
  const s = senderRng(inv, "g-workshop");
  const us = cc === "US";
  const fleet = VEHICLES[us ? "US" : language];
  const vehicle = r.pick(fleet);
  const make = s.pick(fleet)[0];
  const pattern = s.pick(WORKSHOP_NAMES[language]);
  const brand = pattern.replace("{core}", surname(s, language)).replace("{make}", make);
  const form = s.pick(country.legalForms);
  renameSeller(inv, s.chance(country.legalFirst) ? `${form} ${brand}` : `${brand} ${form}`, brand);
  if (us && /OR /.test(inv.seller.lines.at(-1)!))
    inv.seller = { ...inv.seller, ...taxedTown(s, inv.seller, country, [/TX /, /OH /, /CO /, /NC /]) };
  const usRate = us
    ? (US_STATE_RATES.find(([re]) => re.test(`${inv.seller.lines.at(-1)!.split(", ")[1]} `))?.[1] ?? 8.25)
    : 0;
  // US: labour on a motor vehicle is not taxed in Texas and Colorado; parts are.
  const labourTaxed = !us || /OH |NC /.test(`${inv.seller.lines.at(-1)!.split(", ")[1]} `);
  const standard = us ? usRate : country.rates[0];
  const [rlo, rhi] = LABOUR_RATES[cc] ?? LABOUR_RATES.DE;
  const hourRate = Math.round(s.int(rlo, rhi) / 50) * 50;
  const units = (cc === "DE" || cc === "AT") && s.chance(0.4);
  const perUnit = Math.round(hourRate / 12);
  const company = !isPerson(inv);
  const lines: Line[] = [];
  const kinds: WorkshopKind[] = [];
  const refs: string[] = [];
  const discounts: number[] = [];
  const add = (
    kind: WorkshopKind,
    description: string,
    qty: number,
    unit: string,
    price: number,
    discount: number,
    ref: string,
    rate: number,
  ) => {
    const gross = Math.round((qty * price) / 100);
    lines.push({
      description,
      detail: null,
      qty,
      unit,
      price,
      amount: Math.round((gross * (100 - discount)) / 100),
      rate,
    });
    kinds.push(kind);
    refs.push(ref);
    discounts.push(discount);
  };
  const hours =
    language === "de"
      ? "Std."
      : language === "en"
        ? "hrs"
        : language === "nl"
          ? "uur"
          : language === "it"
            ? "ore"
            : "h";
  if (inv.credit) {
    for (const description of r.some(WS_CREDITS[language], 1, 2)) {
      const price = r.int(20, 240) * 100;
      add("labour", description, 100, "", price, 0, "", standard);
    }
  } else {
    // A service or a small repair, now and then a major one (more jobs, a long list of parts).
    const major = r.chance(0.18);
    const jobs = r.some(LABOUR[language], major ? 4 : 1, major ? 7 : 3);
    for (const [description, lo, hi] of jobs) {
      const time = Math.round(r.int(lo, hi) / 10) * 10;
      const op = `${r.int(10, 99)}${digits(r, 2)}${r.chance(0.5) ? ` ${digits(r, 2)}` : ""}`;
      if (units) add("labour", description, Math.round((time * 12) / 100) * 100, "AW", perUnit, 0, op, standard);
      else add("labour", description, time, hours, hourRate, 0, op, labourTaxed ? standard : 0);
    }
    const partDiscount = company && r.chance(0.4) ? r.pick([5, 8, 10, 12, 15]) : 0;
    const parts = r.some(PARTS[language], major ? 8 : 1, major ? 12 : 5);
    for (const [description, lo, hi, qlo, qhi] of parts) {
      const price = Math.round(r.int(lo, hi) / 10) * 10 - (r.chance(0.3) ? 1 : 0);
      add("part", description, r.int(qlo, qhi) * 100, "", price, partDiscount, partNo(r, vehicle[2]), standard);
    }
    for (const [description, lo, hi, unit, qlo, qhi] of r.some(SUNDRIES[language], major ? 3 : 1, major ? 5 : 3)) {
      const step = unit === "g" ? 1000 : unit === "l" ? 10 : 100;
      const qty = Math.round(r.int(qlo, qhi) / step) * step;
      add("sundry", description, qty, unit, r.int(lo, hi), 0, "", standard);
    }
    const fees = WORKSHOP_FEES[cc];
    if (fees && (cc === "GB" ? r.chance(0.3) : jobs.some(([d]) => d.startsWith("Revisione")))) {
      for (const [description, price] of fees) add("fee", description, 100, "", price, 0, "", 0);
    }
  }
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  settleLines(inv);
  const paidBy = !inv.credit && (!company || r.chance(0.4)) ? r.pick(WS_PAYMENTS[language]) : null;
  inv.paid = paidBy ? inv.total : null;
  inv.amountDue = paidBy ? 0 : inv.total;
  inv.due = addDays(inv.issue, paidBy ? 0 : r.pick([8, 10, 14, 30]));
  const age = r.int(1, 11);
  const year = inv.issue.getUTCFullYear() - age;
  const firstRegistration = utc(year, r.int(0, 11), r.int(1, 28));
  const miles = cc === "GB" || cc === "US";
  const mileage = Math.round((age * r.int(8000, 24000) * (miles ? 0.62 : 1)) / 1);
  // The periodic inspection: first after some years, then every so many (the UK's MOT yearly after three).
  const [first, every] = INSPECTIONS[cc] ?? [3, 2];
  let inspection = addMonths(firstRegistration, 12 * first);
  while (inspection < inv.issue) inspection = addMonths(inspection, 12 * every);
  REPAIRS.set(inv, {
    vehicle,
    plate: plate(r, inv),
    vin: vin(r, vehicle[0], us, year),
    firstRegistration,
    mileage,
    miles,
    jobCard: `${r.int(1, 9)}${digits(r, 5)}`,
    received: addDays(inv.issue, -r.int(0, 4)),
    advisor: personName(s, language).full,
    nextInspection: inspection,
    kinds,
    refs,
    discounts,
    units,
    paidBy,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A landlord's rent invoice.

export interface Rent {
  /** The period billed, in advance: a month, or a quarter between two quarter days. */
  period: [Date, Date];
  quarterly: boolean;
  premises: string;
  tenantNo: string;
  unitNo: string;
  leaseDate: Date;
  /** A managing agent issuing the invoice in the landlord's name, with its own address and contacts. */
  agent: (Party & { phone: string; email: string }) | null;
  /** The rent index the rent follows: its name and the value it stood at (tenths). */
  index: { name: string; value: number } | null;
  deposit: number | null;
  arrears: number | null;
  withholding: { rate: number; base: number; amount: number } | null;
  /** Let without VAT (an Italian landlord that did not opt): the lines are exempt. */
  exempt: boolean;
  /** Per line: whether it is the rent itself. */
  rentLine: boolean[];
}

const RENTS = new WeakMap<InvoiceData, Rent>();
export const rentOf = (inv: InvoiceData): Rent => RENTS.get(inv)!;

/** The English quarter days: 25 March, 24 June, 29 September, 25 December. */
const QUARTER_DAYS: [number, number][] = [
  [2, 25],
  [5, 24],
  [8, 29],
  [11, 25],
];

const RENT_CREDITS: Record<Language, string[]> = {
  en: ["Service charge balancing credit, year ended {year}", "Rent abatement as agreed"],
  de: ["Guthaben aus der Nebenkostenabrechnung {year}", "Mietminderung lt. Vereinbarung"],
  fr: ["Régularisation des charges {year} en votre faveur", "Franchise de loyer accordée"],
  nl: ["Afrekening servicekosten {year}, in uw voordeel", "Huurkorting volgens afspraak"],
  it: ["Conguaglio oneri accessori {year} a vostro favore", "Riduzione del canone concordata"],
  es: ["Regularización de gastos de comunidad {year} a su favor", "Bonificación de renta acordada"],
};

/** A month's or a quarter's rent for premises, with its charges; an agent may issue it for the landlord. */
export function rentInvoice(r: Rng, inv: InvoiceData): void {
  moveAs(
    inv,
    r,
    countryCode(inv.country) === "US"
      ? [
          ["GB", 0.7],
          ["IE", 0.3],
        ]
      : [],
  );
  const { language, country } = inv;
  const cc = countryCode(country);
  const s = senderRng(inv, "g-rent");
  const names = LANDLORD_NAMES[language];
  const core = surname(s, language);
  // Swiss property companies are limited companies (no GmbH & Co. KG).
  const owner = s
    .pick(names.owner)
    .replace("{core}", core)
    .replace(country.code === "CH" ? " GmbH & Co. KG" : "\u0000", " AG");
  renameSeller(inv, owner, core);
  let agent: Rent["agent"] = null;
  if (s.chance(0.4)) {
    const a = seller(senderRng(inv, "g-agent"), country);
    const name = s.pick(names.agent).replace("{a}", surname(s, language));
    agent = {
      name,
      lines: a.lines,
      town: a.town,
      phone: a.phone,
      email: `${a.email.split("@")[0]}@${slug(name).slice(0, 16)}${country.tld}`,
    };
  }
  const quarterly = cc === "GB" || cc === "IE" || (cc === "FR" && s.chance(0.5));
  const y = inv.issue.getUTCFullYear();
  const m = inv.issue.getUTCMonth();
  let period: [Date, Date];
  if (quarterly && (cc === "GB" || cc === "IE")) {
    const days = [...QUARTER_DAYS.map(([qm, qd]) => utc(y, qm, qd)), utc(y + 1, 2, 25), utc(y + 1, 5, 24)];
    const start = days.find((d) => d.getTime() > inv.issue.getTime() + 5 * DAY)!;
    const next = days[days.indexOf(start) + 1];
    period = [start, addDays(next, -1)];
  } else if (quarterly) {
    const q = Math.floor(m / 3) + 1;
    period = [utc(y, q * 3, 1), utc(y, q * 3 + 3, 0)];
  } else period = [utc(y, m + 1, 1), utc(y, m + 2, 0)];
  const months = quarterly ? 3 : 1;
  const monthly = Math.round(r.int(600, 14000) * (1 + r.next() * 0.15)) * 100 + (r.chance(0.4) ? r.int(1, 99) : 0);
  const exempt = country.code === "IT" && s.chance(0.3);
  const standard = exempt ? 0 : country.rates[0];
  const lines: Line[] = [];
  const rentLine: boolean[] = [];
  const add = (description: string, qty: number, price: number, rent: boolean, rate = standard) => {
    lines.push({ description, detail: null, qty: qty * 100, unit: "", price, amount: qty * price, rate });
    rentLine.push(rent);
  };
  const periodText = `{period:${period[0].toISOString().slice(0, 10)}:${period[1].toISOString().slice(0, 10)}}`;
  const charges = byCountry(RENT_CHARGES, inv)!;
  if (inv.credit) {
    for (const text of r.some(RENT_CREDITS[language], 1, 1)) {
      const amount = r.int(50, Math.max(60, Math.round(monthly / 200))) * 100;
      add(text.replace("{year}", String(y - 1)), 1, amount, false);
    }
  } else {
    add(r.pick(byCountry(BASE_RENT, inv)!).replace("{period}", periodText), 1, monthly * months, true);
    for (const [text, perSpace, lo, hi] of r.some(charges, 0, 2)) {
      const spaces = perSpace ? r.int(1, 6) : 1;
      const each = Math.round((monthly * r.int(lo, hi)) / 100 / (perSpace ? 4 : 1) / 100) * 100 * months;
      add(text.replace("{n}", String(spaces)), spaces, Math.max(2500, each), false);
    }
    if (exempt) add("Rimborso imposta di bollo", 1, 200, false, 0);
  }
  inv.lines = lines;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  settleLines(inv);
  const withholding =
    cc === "ES" && !isPerson(inv) && !inv.credit
      ? (() => {
          const base = sum(lines.filter((l) => l.rate > 0).map((l) => l.amount));
          return { rate: 19, base, amount: percentOf(base, 19) };
        })()
      : null;
  const arrears = !inv.credit && r.chance(0.2) ? r.int(50, 2000) * 100 + r.int(0, 99) : null;
  inv.amountDue = inv.total - (withholding?.amount ?? 0) + (arrears ?? 0);
  inv.due = inv.credit ? addDays(inv.issue, 14) : period[0];
  const idx = RENT_INDEX[country.code] ?? RENT_INDEX[cc];
  const lease = utc(y - r.int(1, 9), r.int(0, 11), 1);
  RENTS.set(inv, {
    period,
    quarterly,
    premises: r
      .pick(PREMISES[language])
      .replace("{n}", String(r.int(1, 24)))
      .replace("{floor}", String(r.int(1, 6))),
    tenantNo: `${r.int(1, 99)}.${pad(r.int(1, 999), 3)}.${r.int(1, 9)}`,
    unitNo: `${letters(r, 1)}${r.int(1, 4)}.${pad(r.int(1, 40), 2)}`,
    leaseDate: lease,
    agent,
    index: idx && r.chance(0.35) ? { name: idx[0], value: r.int(idx[1] * 10, idx[2] * 10) } : null,
    deposit: r.chance(0.35) ? monthly * 3 : null,
    arrears,
    withholding,
    exempt,
    rentLine,
  });
}
