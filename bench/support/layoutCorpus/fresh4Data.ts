/**
 * What half L's documents draw differently from the generator's data (half L, FRESH4: written without reading the
 * engine, the fourth held-out set): invoice numbers in formats of yet other issuers, one set per layout (a
 * field-service app's job series, a dealer's sales series, a removals firm's monthly count, a hosting company's
 * billing ids, a fuel card issuer's statement run), none of them a format of halves A to K; and what its layouts bill
 * (layoutCorpus.ts applies a layout's `reshape` before the truth is taken): a field-service job's labour, call-out
 * and parts (at the reduced rate of works on homes in France, Italy and Spain on some), paid on site by card on
 * some; a vehicle or a bike with its options and the registration fees paid for the buyer outside VAT, a trade-in and
 * a deposit deducted after the total, a financed balance; a removal's fixed price or volume and hours, packing
 * material, parking suspension and insurance outside VAT, a booking deposit; a hosting company's small lines with
 * their periods, at 0 % under the reverse charge for a business in another EU country on some; a fuel card
 * statement's fills per card with litres at a price in tenths of a cent, card fees. Totals are computed again
 * exactly as generateInvoice computes them (dev5Data.ts's settleLines: half up to the cent, per rate); lines outside
 * VAT are at 0 %, and the net is everything but the VAT. Choices a sender makes once (its name, its trade) are drawn
 * from the seller's first name, so a series of one sender stays alike.
 */
import type { Rng } from "../classifyCorpus";
import { COUNTRIES, countryCode, digits } from "./countries";
import { senderRng } from "./dev4Data";
import { settleLines } from "./dev5Data";
import { FORMS } from "./fresh3Items";
import {
  BIKE_EXTRAS,
  BIKES,
  CAR_EXTRAS,
  CARS,
  DEALER_CREDITS,
  DEALER_NAMES,
  FIELD_CREDITS,
  FIELD_LABOUR,
  FIELD_NAMES,
  FIELD_PARTS,
  FIELD_UNITS,
  FINANCE_BANKS,
  FUEL_CREDITS,
  FUEL_FEES,
  FUEL_NAMES,
  FUEL_PRODUCTS,
  HOST_CREDITS,
  HOST_NAMES,
  HOST_PRODUCTS,
  MOVER_ACCESS,
  MOVER_CREDITS,
  MOVER_MATERIALS,
  MOVER_NAMES,
  MOVER_OUTSIDE,
  MOVER_SERVICES,
  MOVER_UNITS,
  REGISTRATION_FEES,
  REGISTRATION_FEES_BE_NL,
  STATION_BRANDS,
  TLDS,
} from "./fresh4Items";
import type { InvoiceData, Line, Party } from "./invoice";
import { companyCore, personName } from "./names";
import { addDays, letters, pad, slug, utc, mm, yy, yyyy, type NumberFormat } from "./util";

/** The layouts' own number formats, the same in every language. */
const FORMATS: Record<string, NumberFormat[]> = {
  "field-service-invoice": [
    (r, d) => `SV-${yy(d)}${pad(r.int(1, 99999), 5)}`,
    (r) => `${r.int(1, 9)}${letters(r, 1)}${pad(r.int(1, 999999), 6)}`,
  ],
  "vehicle-sale-invoice": [
    (r, d) => `VK ${yyyy(d)}/${pad(r.int(1, 9999), 4)}`,
    (r, d) => `${pad(r.int(1, 999), 3)}-${yy(d)}-F${r.int(1, 9)}`,
  ],
  "removal-invoice": [(r, d) => `UM${yy(d)}${mm(d)}/${pad(r.int(1, 999), 3)}`, (r) => `D-${pad(r.int(1, 99999), 5)}-M`],
  "hosting-invoice": [
    (r, d) => `H${yyyy(d)}${mm(d)}${pad(r.int(1, 999999), 6)}`,
    (r) => `${letters(r, 2)}-${digits(r, 9)}`,
  ],
  "fuel-card-invoice": [
    (r, d) => `${yy(d)}${mm(d)}${pad(r.int(1, 9999999), 7)}`,
    (r, d) => `FC/${yyyy(d)}/${pad(r.int(1, 99999), 5)}`,
  ],
};

/** Half L's invoice number in the layout's formats, and a credit note's corrected invoice in the same series. */
export function fresh4Numbers(r: Rng, inv: InvoiceData, template: string): void {
  const format = r.pick(FORMATS[template]);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, addDays(inv.issue, -r.int(10, 90)));
}

/** The seller under a name of its trade (drawn from the sender's own stream); mail and web follow the name. */
function renameAs(inv: InvoiceData, key: string, patterns: string[]): number {
  const s = senderRng(inv, key);
  const index = s.int(0, patterns.length - 1);
  const pattern = patterns[index];
  const last = personName(s, inv.language).full.split(" ").slice(1).join(" ");
  const form = s.pick(FORMS[inv.country.code] ?? FORMS[countryCode(inv.country)] ?? ["Ltd"]);
  const name = pattern.replace("{a}", last).replace("{town}", inv.seller.town).replace("{form}", form);
  const brand = name.replace(form, "").trim();
  inv.seller.name = name;
  inv.seller.core = brand;
  const domain = `${slug(brand).slice(0, 18)}${inv.country.tld}`;
  inv.seller.email = `${inv.seller.email.split("@")[0]}@${domain}`;
  inv.seller.web = `www.${domain}`;
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

/** A card as a terminal slip masks it. */
const cardOf = (r: Rng) => `${r.pick(["VISA", "Mastercard", "Maestro", "AMEX"])} ****${digits(r, 4)}`;

/** Settles the lines with nothing paid and no discount. */
function settle(inv: InvoiceData): void {
  inv.discount = null;
  inv.paid = null;
  settleLines(inv);
}

/** A time of day on a quarter hour. */
const clock = (h: number, q: number) => `${pad(h, 2)}:${pad(q * 15, 2)}`;

/** A street address in the document's country, with its town. */
function addressIn(r: Rng, inv: InvoiceData): string {
  const c = inv.country;
  const [postcode, town] = r.pick(c.towns);
  return `${c.streetLine(r.pick(c.streets), r.int(1, 220))}, ${c.townLine(postcode, town)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// A field-service company's job invoice.

export interface FieldJob {
  job: string;
  site: string;
  technician: string;
  visit: Date;
  from: string;
  to: string;
  photos: { n: number; ref: string } | null;
  work: string;
  /** Per line: a part number ('' on labour and charges). */
  parts: string[];
  card: string | null;
  signedBy: string;
}

const FIELDS = new WeakMap<InvoiceData, FieldJob>();
export const fieldOf = (inv: InvoiceData): FieldJob => FIELDS.get(inv)!;

export function fieldJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "l-field", FIELD_NAMES[language]);
  const cc = countryCode(country);
  // Works on homes at the reduced rate where the country has one for them (France, Italy, Spain: 10 %).
  const homeRate = (cc === "FR" || cc === "IT" || cc === "ES") && r.chance(0.35);
  const rate = homeRate ? country.rates[1] : country.rates[0];
  const [labour, callOut, travel, works] = FIELD_LABOUR[language];
  const [hourUnit, pieceUnit] = FIELD_UNITS[language];
  const lines: Line[] = [];
  const parts: string[] = [];
  const add = (l: Line, part = "") => {
    lines.push(l);
    parts.push(part);
  };
  if (inv.credit) {
    const [goodwill, returned] = FIELD_CREDITS[language];
    if (r.chance(0.5)) add(line(goodwill, r.int(1, 4) * 50, hourUnit, r.int(45, 95) * 100, rate));
    else {
      const [desc, prefix, lo, hi] = r.pick(FIELD_PARTS[language]);
      add(
        line(`${returned}: ${desc}`, r.int(1, 3) * 100, pieceUnit, r.int(lo, hi) * 100 + 50, rate),
        `${prefix}-${digits(r, 5)}`,
      );
    }
  } else {
    if (r.chance(0.7)) add(line(callOut, 100, pieceUnit, r.int(35, 95) * 100, rate));
    add(line(labour, r.int(2, 16) * 25, hourUnit, r.int(48, 98) * 100, rate));
    if (r.chance(0.3)) add(line(travel, 100, pieceUnit, r.int(12, 38) * 100, rate));
    for (const [desc, prefix, lo, hi] of r.some(FIELD_PARTS[language], 0, 4)) {
      const metres = desc.includes("(m)");
      add(
        line(desc, metres ? r.int(3, 40) * 100 : r.int(1, 4) * 100, pieceUnit, r.int(lo * 100, hi * 100), rate),
        `${prefix}-${digits(r, 5)}`,
      );
    }
  }
  inv.lines = lines;
  settle(inv);
  const start = r.int(7, 16);
  const q = r.int(0, 3);
  const card = !inv.credit && r.chance(0.55) ? cardOf(r) : null;
  if (card) {
    inv.paid = inv.total;
    inv.amountDue = 0;
  }
  FIELDS.set(inv, {
    job: r.pick([`J-${digits(r, 6)}`, `${yy(inv.issue)}-${r.int(1000, 99999)}`, `WO${digits(r, 7)}`]),
    site: r.chance(0.5) ? inv.buyer.lines.slice(-2).join(", ") : addressIn(r, inv),
    technician: personName(r, language).full,
    visit: addDays(inv.issue, -r.int(0, 4)),
    from: clock(start, q),
    to: clock(start + r.int(1, 4), r.int(0, 3)),
    photos: r.chance(0.6) ? { n: r.int(2, 14), ref: `PH${digits(r, 6)}` } : null,
    work: r.pick(works),
    parts,
    card,
    signedBy: personName(r, language).full,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A car dealer's or bike shop's sales invoice.

export interface VehicleSale {
  bike: boolean;
  model: string;
  /** The VIN of a car or the frame number of a bike. */
  ident: string;
  firstReg: Date | null;
  mileage: number;
  salesman: string;
  contract: string;
  handover: Date;
  tradeIn: { model: string; plate: string; amount: number } | null;
  deposit: number | null;
  finance: { bank: string; ref: string } | null;
  /** Whether a line is a fee outside VAT. */
  fees: boolean[];
}

const SALES = new WeakMap<InvoiceData, VehicleSale>();
export const saleOf = (inv: InvoiceData): VehicleSale => SALES.get(inv)!;

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const vin = (r: Rng) => Array.from({ length: 17 }, () => VIN_CHARS[r.int(0, VIN_CHARS.length - 1)]).join("");

/** A number plate, plainly (a trade-in's). */
function plate(r: Rng, code: string): string {
  switch (code) {
    case "GB":
      return `${letters(r, 2)}${r.int(15, 24)} ${letters(r, 3)}`;
    case "DE":
      return `${r.pick(["K", "D", "N", "KA"])}-${letters(r, 2)} ${r.int(10, 9999)}`;
    case "NL":
      return `${letters(r, 2)}-${digits(r, 3)}-${letters(r, 1)}`;
    case "ES":
      return `${digits(r, 4)} ${letters(r, 3)}`;
    case "US":
      return `${digits(r, 1)}${letters(r, 3)}${digits(r, 3)}`;
    default:
      return `${letters(r, 2)}-${digits(r, 3)}-${letters(r, 2)}`;
  }
}

export function vehicleJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  const kind = renameAs(inv, "l-dealer", DEALER_NAMES[language]);
  const bike = kind === 2;
  const rate = country.rates[0];
  const cc = countryCode(country);
  const lines: Line[] = [];
  const fees: boolean[] = [];
  const add = (l: Line, fee = false) => {
    lines.push(l);
    fees.push(fee);
  };
  let model: string;
  let isNew = true;
  if (bike) {
    const [m, lo, hi] = r.pick(BIKES);
    model = m;
    if (!inv.credit) add(line(m, 100, "", r.int(lo * 10, hi * 10) * 1000 - r.pick([0, 100, 500]), rate));
  } else {
    const [m, lo, hi, fresh] = r.pick(CARS);
    model = m;
    isNew = fresh;
    if (!inv.credit) add(line(m, 100, "", r.int(lo * 20, hi * 20) * 5000 - r.pick([0, 1000, 5000]), rate));
  }
  if (inv.credit) {
    const [adjust, returned] = DEALER_CREDITS[language];
    if (r.chance(0.5)) add(line(adjust, 100, "", r.int(2, 40) * (bike ? 1000 : 5000), rate));
    else {
      const [desc, lo, hi] = r.pick((bike ? BIKE_EXTRAS : CAR_EXTRAS)[language]);
      add(line(`${returned}: ${desc}`, 100, "", r.int(lo, hi) * 100, rate));
    }
  } else {
    for (const [desc, lo, hi] of r.some((bike ? BIKE_EXTRAS : CAR_EXTRAS)[language], 0, 3))
      add(line(desc, 100, "", r.int(lo, hi) * 100, rate));
    if (!bike && r.chance(0.75)) {
      const fees = country.code === "BE-nl" ? REGISTRATION_FEES_BE_NL : REGISTRATION_FEES[cc];
      for (const [desc, lo, hi] of fees.slice(0, r.int(1, 2))) add(line(desc, 100, "", r.int(lo, hi) * 100, 0), true);
    }
  }
  inv.lines = lines;
  settle(inv);
  const handover = addDays(inv.issue, r.int(0, 6));
  const tradeIn =
    !inv.credit && !bike && r.chance(0.4)
      ? {
          model: r.pick(CARS)[0],
          plate: plate(r, cc),
          amount: Math.min(r.int(15, 140) * 10000, Math.floor(inv.total / 200000) * 100000),
        }
      : null;
  const deposit = !inv.credit && r.chance(0.5) ? (bike ? r.int(1, 5) * 5000 : r.int(5, 30) * 10000) : null;
  const paid = (tradeIn && tradeIn.amount > 0 ? tradeIn.amount : 0) + (deposit ?? 0);
  if (paid > 0 && paid < inv.total) {
    inv.paid = paid;
    inv.amountDue = inv.total - paid;
  }
  SALES.set(inv, {
    bike,
    model,
    ident: bike ? `${letters(r, 2)}${r.int(10, 24)}${letters(r, 1)}${digits(r, 6)}` : vin(r),
    firstReg: bike
      ? null
      : isNew
        ? handover
        : utc(inv.issue.getUTCFullYear() - r.int(1, 8), r.int(0, 11), r.int(1, 28)),
    mileage: bike ? 0 : isNew ? r.int(5, 40) : r.int(12000, 148000),
    salesman: personName(r, language).full,
    contract: r.pick([`KV-${digits(r, 6)}`, `${yy(inv.issue)}${digits(r, 5)}`, `B${digits(r, 7)}`]),
    handover,
    tradeIn: inv.paid && tradeIn && tradeIn.amount > 0 ? tradeIn : null,
    deposit: inv.paid ? deposit : null,
    finance:
      inv.paid !== null && inv.amountDue > 0 && r.chance(0.5)
        ? { bank: r.pick(FINANCE_BANKS), ref: `${letters(r, 2)}${digits(r, 8)}` }
        : null,
    fees,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A removals company's invoice after its quote.

export interface Removal {
  quote: { ref: string; date: Date; amount: number };
  moveDate: Date;
  from: string;
  to: string;
  floorFrom: string;
  floorTo: string;
  volume: number;
  crew: string;
  deposit: number | null;
  /** Per line: outside VAT (passed on at cost). */
  outside: boolean[];
  /** The line the table breaks before (a two-page document), or null. */
  breakAt: number | null;
}

const REMOVALS = new WeakMap<InvoiceData, Removal>();
export const removalOf = (inv: InvoiceData): Removal => REMOVALS.get(inv)!;

export function removalJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "l-mover", MOVER_NAMES[language]);
  const rate = country.rates[0];
  const [flat, transport, crewHours, hoist, kitchen, storage] = MOVER_SERVICES[language];
  const [cubic, hours, weeks] = MOVER_UNITS[language];
  const [liftWord, stairs, ground, crewWords] = MOVER_ACCESS[language];
  const volume = r.int(12, 85);
  const men = r.int(2, 5);
  const lines: Line[] = [];
  const outside: boolean[] = [];
  const add = (l: Line, out = false) => {
    lines.push(l);
    outside.push(out);
  };
  if (inv.credit) {
    const [boxes, less] = MOVER_CREDITS[language];
    if (r.chance(0.5)) add(line(boxes, r.int(5, 40) * 100, "", r.int(180, 320), rate));
    else add(line(less, r.int(2, 9) * 100, cubic, r.int(28, 55) * 100, rate));
  } else {
    if (r.chance(0.5)) add(line(flat, 100, "", r.int(60, 480) * 1000, rate));
    else {
      add(line(transport, volume * 100, cubic, r.int(28, 55) * 100, rate));
      add(line(crewHours, men * r.int(4, 10) * 100, hours, r.int(32, 58) * 100, rate));
    }
    for (const [desc, lo, hi] of r.some(MOVER_MATERIALS[language], 0, 3))
      add(
        line(
          desc,
          (desc === MOVER_MATERIALS[language][0][0] ? r.int(20, 90) : r.int(2, 12)) * 100,
          "",
          r.int(lo, hi),
          rate,
        ),
      );
    if (r.chance(0.3)) add(line(hoist, 100, "", r.int(180, 450) * 100, rate));
    if (r.chance(0.25)) add(line(kitchen, r.int(3, 8) * 100, hours, r.int(45, 70) * 100, rate));
    if (r.chance(0.2)) add(line(storage, r.int(1, 8) * 100, weeks, r.int(35, 120) * 100, rate));
    const [parking, insurance] = MOVER_OUTSIDE[language];
    if (r.chance(0.45)) add(line(parking, 100, "", r.int(40, 160) * 100, 0), true);
    if (r.chance(0.3)) add(line(insurance, 100, "", r.int(25, 190) * 100, 0), true);
  }
  inv.lines = lines;
  settle(inv);
  const deposit = !inv.credit && r.chance(0.5) ? Math.round((inv.total * r.pick([20, 30])) / 10000) * 100 : 0;
  if (deposit > 0 && deposit < inv.total) {
    inv.paid = deposit;
    inv.amountDue = inv.total - deposit;
  }
  const floor = () => {
    const n = r.int(0, 6);
    return n === 0 ? ground : `${n} · ${r.chance(0.6) ? liftWord : stairs}`;
  };
  const quoteDate = addDays(inv.issue, -r.int(14, 70));
  REMOVALS.set(inv, {
    quote: {
      ref: r.pick([`OF${yy(quoteDate)}-${pad(r.int(1, 999), 3)}`, `Q-${digits(r, 5)}`]),
      date: quoteDate,
      amount: Math.round((inv.total * r.pick([0.9, 0.95, 1.05, 1.1])) / 1000) * 1000,
    },
    moveDate: addDays(inv.issue, -r.int(0, 5)),
    from: inv.buyer.lines.slice(-2).join(", "),
    to: addressIn(r, inv),
    floorFrom: floor(),
    floorTo: floor(),
    volume,
    crew: crewWords.replace("{n}", String(men)).replace("{v}", String(volume > 45 ? 2 : 1)),
    deposit: inv.paid,
    outside,
    breakAt: lines.length >= 3 && r.chance(0.35) ? r.int(1, lines.length - 1) : null,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A hosting company's or domain registrar's invoice.

export interface Hosting {
  account: string;
  periods: [Date, Date][];
  reverse: boolean;
  buyerVat: string | null;
  card: string | null;
}

const HOSTINGS = new WeakMap<InvoiceData, Hosting>();
export const hostingOf = (inv: InvoiceData): Hosting => HOSTINGS.get(inv)!;

const EU = ["IE", "DE", "AT", "FR", "BE", "NL", "IT", "ES"];

/** The countries' names as a sender of the language prints them. */
const COUNTRY_NAMES: Record<string, Record<string, string>> = {
  en: {
    IE: "Ireland",
    DE: "Germany",
    AT: "Austria",
    FR: "France",
    BE: "Belgium",
    NL: "Netherlands",
    IT: "Italy",
    ES: "Spain",
  },
  de: {
    IE: "Irland",
    DE: "Deutschland",
    AT: "Österreich",
    FR: "Frankreich",
    BE: "Belgien",
    NL: "Niederlande",
    IT: "Italien",
    ES: "Spanien",
  },
  fr: {
    IE: "Irlande",
    DE: "Allemagne",
    AT: "Autriche",
    FR: "France",
    BE: "Belgique",
    NL: "Pays-Bas",
    IT: "Italie",
    ES: "Espagne",
  },
  nl: {
    IE: "Ierland",
    DE: "Duitsland",
    AT: "Oostenrijk",
    FR: "Frankrijk",
    BE: "België",
    NL: "Nederland",
    IT: "Italië",
    ES: "Spanje",
  },
  it: {
    IE: "Irlanda",
    DE: "Germania",
    AT: "Austria",
    FR: "Francia",
    BE: "Belgio",
    NL: "Paesi Bassi",
    IT: "Italia",
    ES: "Spagna",
  },
  es: {
    IE: "Irlanda",
    DE: "Alemania",
    AT: "Austria",
    FR: "Francia",
    BE: "Bélgica",
    NL: "Países Bajos",
    IT: "Italia",
    ES: "España",
  },
};

/** A business buyer in another EU country, with that country's name under the address. */
function foreignBuyer(r: Rng, inv: InvoiceData): { party: Party; vat: string } {
  const own = countryCode(inv.country);
  const c = r.pick(COUNTRIES.filter((x) => EU.includes(countryCode(x)) && countryCode(x) !== own));
  const [postcode, town] = r.pick(c.towns);
  const party: Party = {
    name: `${companyCore(r, c.language)} ${r.pick(c.legalForms)}`,
    lines: [
      c.streetLine(r.pick(c.streets), r.int(1, 240)),
      c.townLine(postcode, town),
      COUNTRY_NAMES[inv.language][countryCode(c)].toUpperCase(),
    ],
    town,
  };
  return { party, vat: c.vatId(r) };
}

const addMonths = (d: Date, n: number) => utc(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate());

export function hostingJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "l-host", HOST_NAMES[language]);
  const reverse = EU.includes(countryCode(country)) && r.chance(0.35);
  let buyerVat: string | null = null;
  if (reverse) {
    const f = foreignBuyer(r, inv);
    inv.buyer = f.party;
    buyerVat = f.vat;
  } else if (r.chance(0.3)) buyerVat = country.vatId(r);
  const rate = reverse ? 0 : country.rates[0];
  const base = slug(inv.buyer.name.split(" ")[0]) || "example";
  const lines: Line[] = [];
  const periods: [Date, Date][] = [];
  const count = inv.credit ? r.int(1, 2) : r.chance(0.35) ? r.int(8, 16) : r.int(2, 7);
  for (let i = 0; i < count; i++) {
    const [desc, months, lo, hi] = r.pick(HOST_PRODUCTS[language]);
    const domain = `${base}${i ? r.int(1, 99) : ""}${r.pick(TLDS)}`;
    const from = addDays(inv.issue, r.int(0, 20));
    const to = addDays(addMonths(from, months), -1);
    const text = desc.replace("{domain}", domain);
    const qty = desc.includes("{domain}") || months === 12 ? 100 : r.int(1, 10) * 100;
    if (inv.credit) lines.push(line(`${HOST_CREDITS[language]}: ${text}`, qty, "", r.int(lo, hi), rate));
    else lines.push(line(text, qty, "", r.int(lo, hi), rate));
    periods.push([from, to]);
  }
  inv.lines = lines;
  settle(inv);
  HOSTINGS.set(inv, {
    account: r.pick([
      `${letters(r, 2)}${digits(r, 6)}-${letters(r, 3)}`,
      `C-${digits(r, 8)}`,
      `${slug(base).slice(0, 6)}${digits(r, 4)}`,
    ]),
    periods,
    reverse,
    buyerVat,
    card: !inv.credit && r.chance(0.5) ? r.pick([cardOf(r), "PayPal", `SEPA ****${digits(r, 4)}`]) : null,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A fuel card issuer's monthly invoice.

export interface FuelStatement {
  /** The cards, each with its plate and the index of its first and after-last line. */
  cards: { card: string; plate: string; from: number; to: number }[];
  /** Per line: the date and the station (none on fee lines), whether priced per litre (in tenths of a cent). */
  dates: (Date | null)[];
  stations: string[];
  perLitre: boolean[];
  litres: number;
  account: string;
}

const FUELS = new WeakMap<InvoiceData, FuelStatement>();
export const fuelOf = (inv: InvoiceData): FuelStatement => FUELS.get(inv)!;

export function fuelJob(r: Rng, inv: InvoiceData): void {
  const { language, country } = inv;
  renameAs(inv, "l-fuel", FUEL_NAMES[language]);
  const rate = country.rates[0];
  const cc = countryCode(country);
  const products = FUEL_PRODUCTS[language];
  const [from, to] = inv.period;
  const span = Math.round((to.getTime() - from.getTime()) / 86400000);
  const lines: Line[] = [];
  const dates: (Date | null)[] = [];
  const stations: string[] = [];
  const perLitre: boolean[] = [];
  const cards: FuelStatement["cards"] = [];
  const cardBase = `7${digits(r, 5)} ${digits(r, 4)} ${digits(r, 3)}`;
  const cardCount = inv.credit ? 1 : r.int(1, 4);
  let litres = 0;
  for (let c = 0; c < cardCount; c++) {
    const first = lines.length;
    const fills = inv.credit ? r.int(1, 2) : r.int(2, 8);
    const when = Array.from({ length: fills }, () => r.int(0, span)).sort((a, b) => a - b);
    for (const day of when) {
      // A credit corrects a fill's price by a few cents a litre; fills are priced per litre in tenths of a cent.
      const [desc, lo, hi, litre] = r.chance(0.85) || inv.credit ? products[r.int(0, 1)] : r.pick(products.slice(2));
      const qty = litre ? r.int(1500, 9500) : 100;
      const town = r.pick(country.towns)[1].replace(/ \(\w\w\)$/, "");
      if (inv.credit) lines.push(line(`${FUEL_CREDITS[language]} – ${desc}`, qty, "", r.int(2, 9) * 10, rate, 10));
      else if (litre) lines.push(line(desc, qty, "", r.int(lo, hi), rate, 10));
      else lines.push(line(desc, qty, "", r.int(lo / 10, hi / 10), rate));
      dates.push(addDays(from, day));
      stations.push(`${r.pick(STATION_BRANDS)} ${town}`);
      perLitre.push(litre);
      if (litre && !inv.credit) litres += qty;
    }
    cards.push({ card: `${cardBase}${c}`, plate: plate(r, cc), from: first, to: lines.length });
  }
  if (!inv.credit) {
    const [cardFee, service] = FUEL_FEES[language];
    lines.push(line(cardFee, cardCount * 100, "", r.int(150, 600), rate));
    dates.push(null);
    stations.push("");
    perLitre.push(false);
    if (r.chance(0.4)) {
      lines.push(line(service, 100, "", r.int(250, 1500), rate));
      dates.push(null);
      stations.push("");
      perLitre.push(false);
    }
  }
  inv.lines = lines;
  settle(inv);
  FUELS.set(inv, {
    cards,
    dates,
    stations,
    perLitre,
    litres,
    account: r.pick([`FL-${digits(r, 7)}`, `${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`]),
  });
}
