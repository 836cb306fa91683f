/**
 * What half J's documents draw differently from the generator's data: invoice numbers in formats of yet other
 * issuers, one set per layout (an online accounting tool's series, a wholesaler's, a publisher's or association's,
 * a credit note's series beside the original invoice's, an ERP's billing documents); and what its layouts bill
 * (layoutCorpus.ts applies a layout's `reshape` before the truth is taken): a small business's services, exempt from
 * VAT on some as a small business; a wholesaler's goods and freight, taxed at 0 % as an intra-community supply, a
 * reverse charge or an export on most; a periodical at its country's reduced rate or a membership fee outside VAT
 * with taxed extras; a credit note that cancels, takes back or reduces part of an earlier invoice; an ERP's many
 * positions with price units. Totals are computed again exactly as generateInvoice computes them (dev5Data's
 * settleLines: half up to the cent, per rate, 0 % lines as their own rate; the net is everything but the VAT). Only
 * the credit-note layout draws credit notes (the others bill). Choices a sender makes once (its trade, name) are
 * drawn from the seller's name, so a series of one sender stays alike; a reshape never changes the invoice number.
 */
import type { Rng } from "../classifyCorpus";
import { COUNTRIES, countryCode, digits, type Country } from "./countries";
import { senderRng } from "./dev4Data";
import { percentOf, settleLines } from "./dev5Data";
import {
  ASSOCIATIONS,
  COUNTRY_NAMES,
  CREDIT_REASONS,
  ERP_COMPANIES,
  FEE_EXTRAS,
  FEES,
  FREIGHT,
  GOODS,
  MATERIALS,
  PERIODICALS,
  PRICE_LINE,
  PUBLISHERS,
  STORNO_LINE,
  SUBSCRIPTION_ITEMS,
  TRADES,
  UNIT_WORDS,
  WHOLESALERS,
  type Dev7Language,
} from "./dev7Items";
import { buyer as drawBuyer, type InvoiceData, type Line } from "./invoice";
import { companyCore, personName } from "./names";
import { addDays, letters, pad, slug, utc, yy, yyyy, type NumberFormat } from "./util";

/** The layouts' own number formats, per language. */
const FORMATS: Record<string, Record<Dev7Language, NumberFormat[]>> = {
  "online-invoice": {
    de: [
      (r) => `RE${pad(r.int(1, 9999), 4)}`,
      (r) => `RE-${r.int(1000, 9999)}`,
      (r, d) => `${yyyy(d)}-RE${pad(r.int(1, 999), 3)}`,
    ],
    nl: [
      (r, d) => `${yyyy(d)}-${pad(r.int(1, 999), 3)}`,
      (r, d) => `F${yyyy(d)}${pad(r.int(1, 999), 3)}`,
      (r, d) => `${yy(d)}${pad(r.int(1, 9999), 5)}`,
    ],
  },
  "wholesale-b2b": {
    de: [
      (r, d) => `${yy(d)}${pad(r.int(1, 999999), 6)}`,
      (r, d) => `VR${yyyy(d)}/${pad(r.int(1, 99999), 5)}`,
      (r) => `${r.int(4, 6)}${digits(r, 7)}`,
    ],
    nl: [
      (r, d) => `${yy(d)}${pad(r.int(1, 999999), 6)}`,
      (r, d) => `VF${yy(d)}.${pad(r.int(1, 99999), 5)}`,
      (r) => `${r.int(4, 6)}${digits(r, 7)}`,
    ],
  },
  "subscription-invoice": {
    de: [(r, d) => `ABO-${yyyy(d)}-${pad(r.int(1, 999999), 6)}`, (r, d) => `BR${yy(d)}/${pad(r.int(1, 99999), 5)}`],
    nl: [(r, d) => `AB${yy(d)}${pad(r.int(1, 999999), 6)}`, (r, d) => `CONTR-${yyyy(d)}-${pad(r.int(1, 9999), 4)}`],
  },
  "credit-note": {
    de: [(r, d) => `GS-${yyyy(d)}-${pad(r.int(1, 9999), 4)}`, (r, d) => `RK${yy(d)}${pad(r.int(1, 99999), 5)}`],
    nl: [(r, d) => `CN${yyyy(d)}${pad(r.int(1, 9999), 4)}`, (r, d) => `C-${yy(d)}-${pad(r.int(1, 9999), 4)}`],
  },
  "erp-invoice": {
    de: [(r) => `90${digits(r, 6)}`, (r) => `91${digits(r, 6)}`, (r) => `${r.int(3, 5)}${digits(r, 9)}`],
    nl: [(r) => `90${digits(r, 6)}`, (r) => `95${digits(r, 6)}`, (r) => `${r.int(3, 5)}${digits(r, 9)}`],
  },
};

/** The invoice a credit note corrects, numbered in the issuer's invoice series. */
const ORIGINAL: Record<Dev7Language, NumberFormat[]> = {
  de: [(r, d) => `RE-${yyyy(d)}-${pad(r.int(1, 9999), 4)}`, (r, d) => `R${yy(d)}${pad(r.int(1, 99999), 5)}`],
  nl: [(r, d) => `F${yyyy(d)}-${pad(r.int(1, 9999), 4)}`, (r, d) => `${yyyy(d)}${pad(r.int(1, 99999), 5)}`],
};

const lang = (inv: InvoiceData) => inv.language as Dev7Language;

/** Half J's invoice number in the layout's formats, and a credit note's corrected invoice in the issuer's series. */
export function dev7Numbers(r: Rng, inv: InvoiceData, template: string): void {
  const formats = FORMATS[template][lang(inv)];
  // A publisher numbers its subscriptions, an association its fee invoices, each in a series of its own.
  const own = template === "subscription-invoice" ? [formats[subscriptionKind(inv) === "publisher" ? 0 : 1]] : formats;
  const format = r.pick(own);
  inv.number = format(r, inv.issue);
  const original = template === "credit-note" ? r.pick(ORIGINAL[lang(inv)]) : format;
  inv.originalNumber = original(r, addDays(inv.issue, -r.int(10, 90)));
}

/** The seller under a name of its trade with its legal form where it has one; mail and web follow the name. */
function renameSeller(inv: InvoiceData, s: Rng, brand: string, withForm: boolean): void {
  const { country } = inv;
  const form = s.pick(country.legalForms);
  inv.seller.name = withForm ? `${brand} ${form}` : brand;
  inv.seller.core = brand;
  const domain = `${slug(brand).slice(0, 18)}${country.tld}`;
  inv.seller.email = `${inv.seller.email.split("@")[0]}@${domain}`;
  inv.seller.web = `www.${domain}`;
}

const SYLLABLES = ["nor", "vel", "kai", "mon", "sto", "lux", "ter", "ari", "dal", "ox", "ben", "ril", "sa"];

/** A made-up brand word of two or three syllables ('Veltera'). */
function brandWord(r: Rng): string {
  const w = Array.from({ length: r.int(2, 3) }, () => r.pick(SYLLABLES)).join("");
  return w[0].toUpperCase() + w.slice(1);
}

/** A name pattern filled: {a} {b} surnames, {place} the seller's town, {stem} a brand word. */
function fillName(pattern: string, s: Rng, inv: InvoiceData): string {
  const surname = () => personName(s, inv.language).full.split(" ").slice(1).join(" ");
  const a = surname();
  let b = surname();
  if (b === a) b = surname();
  return pattern
    .replace("{a}", a)
    .replace("{b}", b)
    .replace("{place}", inv.seller.town)
    .replace("{stem}", brandWord(s));
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

/** Every layout but the credit note's bills: no credit notes among them. */
function billing(inv: InvoiceData): void {
  inv.credit = false;
  inv.sign = 1;
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
}

/** Whether a name is a person's (an honorific first). */
const personal = (inv: InvoiceData) => /^(Herrn|Frau|Dhr\.|Mevr\.)\s/.test(inv.buyer.name);

// ---------------------------------------------------------------------------------------------------------------
// A small business's invoice from an online accounting tool.

export interface SmallBusinessBill {
  /** Exempt as a small business (§ 19 UStG, the Austrian and Swiss thresholds, the Dutch KOR, the Belgian scheme). */
  small: boolean;
  owner: string;
  period: boolean;
  offer: string | null;
  units: string[];
}

const SMALL = new WeakMap<InvoiceData, SmallBusinessBill>();
export const smallOf = (inv: InvoiceData) => SMALL.get(inv)!;

export function smallBusinessInvoice(r: Rng, inv: InvoiceData): void {
  billing(inv);
  const s = senderRng(inv, "j-small");
  const trade = s.pick(TRADES[lang(inv)]);
  const owner = personName(s, inv.language).full;
  const name = fillName(s.pick(trade.names), s, inv).replace(/\{a\}/, owner.split(" ").slice(1).join(" "));
  renameSeller(inv, s, name, false);
  // A small business is a sole trader, or a small company under a form a small business takes.
  const forms = inv.country.legalForms.filter((f) =>
    /^(GmbH|UG \(haftungsbeschränkt\)|e\.K\.|e\.U\.|OG|B\.?V\.?|BVBA|V\.O\.F\.)$/.test(f),
  );
  if (forms.length && s.chance(0.3)) inv.seller.name = `${name} ${s.pick(forms)}`;
  const small = s.chance(0.22);
  const standard = inv.country.rates[0];
  const picked = r.some(trade.services, 1, Math.min(5, trade.services.length));
  const units = picked.map((x) => UNIT_WORDS[lang(inv)][x.unit]);
  inv.lines = picked.map((x) => {
    const qty =
      x.unit === "h"
        ? r.int(2, 32) * 50
        : x.unit === "flat"
          ? 100
          : x.unit === "word"
            ? r.int(300, 4000) * 100
            : x.unit === "km"
              ? r.int(20, 160) * 100
              : r.int(x.qty[0] / 100, x.qty[1] / 100) * 100;
    // Words and kilometres at cents each; the rest at whole units, some with cents.
    const price =
      x.unit === "km"
        ? r.pick([30, 35, 42, 50])
        : x.unit === "word"
          ? r.int(9, 19)
          : r.int(x.price[0], x.price[1]) * 100 + r.pick([0, 0, 0, 50, 90]);
    return line(x.text, qty, "", price, small ? 0 : standard);
  });
  settleLines(inv);
  inv.due = addDays(inv.issue, inv.paymentDays);
  SMALL.set(inv, {
    small,
    owner,
    period: r.chance(0.35),
    offer: r.chance(0.3) ? `AN${yy(inv.issue)}-${pad(r.int(1, 999), 3)}` : null,
    units,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A B2B wholesale invoice: domestic, an intra-community supply, a reverse charge or an export.

export type WholesaleMode = "domestic" | "ic" | "rc" | "export";

export interface WholesaleBill {
  mode: WholesaleMode;
  buyerVat: string;
  /** The buyer's country line (a foreign buyer). */
  buyerCountry: string | null;
  articles: string[];
  units: string[];
  weight: number;
  incoterm: string;
  skonto: { rate: number; until: Date; amount: number } | null;
  freight: boolean;
}

const WHOLESALE = new WeakMap<InvoiceData, WholesaleBill>();
export const wholesaleOf = (inv: InvoiceData) => WHOLESALE.get(inv)!;

const countryOf = (code: string): Country => COUNTRIES.find((c) => c.code === code)!;

export function wholesaleInvoice(r: Rng, inv: InvoiceData): void {
  billing(inv);
  const s = senderRng(inv, "j-wholesale");
  renameSeller(inv, s, fillName(s.pick(WHOLESALERS[lang(inv)]), s, inv), true);
  const cc = countryCode(inv.country);
  const mode: WholesaleMode =
    cc === "CH"
      ? r.pick(["domestic", "export", "export"])
      : r.pick(["domestic", "domestic", "ic", "ic", "ic", "rc"] as WholesaleMode[]);
  let buyerCountry: string | null = null;
  let buyerVat: string;
  if (mode === "ic" || mode === "export") {
    const targets = {
      DE: ["NL", "AT", "BE-nl", "FR"],
      AT: ["DE", "IT"],
      CH: ["DE", "AT"],
      NL: ["DE", "BE-nl", "FR"],
      BE: ["NL", "DE", "FR"],
    }[cc]!;
    const target = countryOf(r.pick(targets));
    inv.buyer = drawBuyer(r, target);
    inv.shipTo = r.chance(0.3) ? drawBuyer(r, target) : null;
    if (personal(inv)) inv.buyer.name = `${companyCore(r, target.language)} ${r.pick(target.legalForms)}`;
    buyerCountry = COUNTRY_NAMES[lang(inv)][countryCode(target)];
    buyerVat = target.vatId(r);
  } else {
    if (personal(inv)) inv.buyer.name = `${companyCore(r, inv.language)} ${r.pick(inv.country.legalForms)}`;
    buyerVat = inv.country.vatId(r);
  }
  const rate = mode === "domestic" ? inv.country.rates[0] : 0;
  const goods = r.some(GOODS[lang(inv)], 2, 9);
  const articles: string[] = [];
  const units: string[] = [];
  let weight = 0;
  inv.lines = goods.map(([text, unit, lo, hi, grams]) => {
    const qty = r.pick([1, 2, 4, 5, 10, 12, 20, 24, 50]) * 100;
    const price = r.int(lo, hi);
    articles.push(`${r.int(100, 899)}.${digits(r, 3)}.${digits(r, 2)}`);
    units.push(unit);
    weight += (qty / 100) * grams;
    return line(text, qty, unit, price, rate);
  });
  const freight = r.chance(0.45);
  if (freight) {
    inv.lines.push(line(r.pick(FREIGHT[lang(inv)]), 100, "", r.int(1900, 8900), rate));
    articles.push("");
    units.push("");
  }
  settleLines(inv);
  inv.due = addDays(inv.issue, r.pick([30, 30, 45, 60]));
  const skontoRate = r.pick([2, 3]);
  const until = addDays(inv.issue, r.pick([8, 10, 14]));
  WHOLESALE.set(inv, {
    mode,
    buyerVat,
    buyerCountry,
    articles,
    units,
    weight: Math.round(weight / 100) / 10,
    incoterm: mode === "domestic" ? r.pick(["FCA", "DAP", "CPT"]) : r.pick(["DAP", "FCA", "EXW", "DDP"]),
    skonto: r.chance(0.6) ? { rate: skontoRate, until, amount: inv.total - percentOf(inv.total, skontoRate) } : null,
    freight,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A periodical's subscription or an association's membership invoice.

export interface SubscriptionBill {
  kind: "publisher" | "association";
  account: string;
  period: [Date, Date];
  /** A direct debit's mandate reference and the creditor's id (none where the buyer pays by transfer). */
  mandate: string | null;
  creditor: string | null;
  previous: number;
  reference: string;
}

const SUBSCRIPTIONS = new WeakMap<InvoiceData, SubscriptionBill>();
export const subscriptionOf = (inv: InvoiceData) => SUBSCRIPTIONS.get(inv)!;

/** The reduced rate of periodicals in each of half J's countries. */
const PRESS_RATE: Record<string, number> = { DE: 7, AT: 10, CH: 2.6, NL: 9, BE: 6 };

/** A SEPA creditor id as the country's banks issue them. */
function creditorId(r: Rng, cc: string): string {
  const check = pad(r.int(10, 98), 2);
  if (cc === "DE") return `DE${check}ZZZ0000${digits(r, 7)}`;
  if (cc === "AT") return `AT${check}ZZZ${digits(r, 11)}`;
  if (cc === "NL") return `NL${check}ZZZ${digits(r, 12)}`;
  return `BE${check}ZZZ0${digits(r, 9)}`;
}

/** Whether the sender is a publisher or an association: drawn from the seller's name before its renaming. */
const subscriptionKind = (inv: InvoiceData): "publisher" | "association" =>
  senderRng(inv, "j-subscription").chance(0.5) ? "publisher" : "association";

export function subscriptionInvoice(r: Rng, inv: InvoiceData): void {
  billing(inv);
  const kind = subscriptionKind(inv);
  const s = senderRng(inv, "j-subscription-name");
  const cc = countryCode(inv.country);
  const l = lang(inv);
  if (kind === "publisher") renameSeller(inv, s, fillName(s.pick(PUBLISHERS[l]), s, inv), true);
  else {
    renameSeller(inv, s, fillName(s.pick(ASSOCIATIONS[l]), s, inv), false);
    // An association is entered in the register of associations, not the commercial one.
    if (cc === "DE") inv.seller.register = `Amtsgericht ${inv.seller.town} VR ${s.int(100, 9999)}`;
    if (cc === "AT") inv.seller.register = `ZVR-Zahl ${digits(s, 9)}`;
  }
  const title = fillName(s.pick(PERIODICALS[l]), s, inv);
  if (!personal(inv) && r.chance(0.6)) inv.buyer = { ...inv.buyer, name: personName(r, inv.language).addressed };
  const start = utc(
    inv.issue.getUTCFullYear() + (inv.issue.getUTCMonth() >= 10 ? 1 : 0),
    kind === "association" ? 0 : r.pick([0, inv.issue.getUTCMonth()]),
    1,
  );
  const end = addDays(utc(start.getUTCFullYear() + 1, start.getUTCMonth(), 1), -1);
  const year = String(start.getUTCFullYear());
  const reduced = PRESS_RATE[cc];
  const standard = inv.country.rates[0];
  const price = (lo: number, hi: number) => r.int(lo, hi) * 100 + r.pick([0, 0, 50, 80, 90]);
  if (kind === "publisher") {
    const items = SUBSCRIPTION_ITEMS[l];
    const main = r.pick(items.filter((i) => i[3]));
    inv.lines = [line(main[0].replace("{title}", title), 100, "", price(main[1], main[2]), reduced)];
    for (const extra of items.filter((i) => !i[3]))
      if (r.chance(0.35))
        inv.lines.push(line(extra[0].replace("{title}", title), 100, "", price(extra[1], extra[2]), reduced));
  } else {
    const fee = r.pick(FEES[l]);
    inv.lines = [line(fee[0].replace("{year}", year), 100, "", r.int(fee[1], fee[2]) * 100, 0)];
    if (r.chance(0.45)) {
      const extra = r.pick(FEE_EXTRAS[l]);
      inv.lines.push(line(extra[0].replace("{year}", year), 100, "", price(extra[1], extra[2]), standard));
    }
  }
  settleLines(inv);
  inv.due = addDays(inv.issue, r.pick([14, 14, 30]));
  const account = kind === "publisher" ? `${r.int(1, 9)}${digits(r, 7)}` : `${r.int(100, 9999)}`;
  const debit = cc !== "CH" && r.chance(0.7);
  SUBSCRIPTIONS.set(inv, {
    kind,
    account,
    period: [start, end],
    mandate: debit
      ? `${kind === "publisher" ? "ABO" : l === "de" ? "MITGL" : "LID"}-${account}-${pad(r.int(1, 3), 2)}`
      : null,
    creditor: debit ? creditorId(r, cc) : null,
    previous: Math.round(inv.total * r.pick([0.9, 0.95, 1])),
    reference:
      cc === "BE"
        ? `+++${digits(r, 3)}/${digits(r, 4)}/${digits(r, 5)}+++`
        : cc === "NL"
          ? digits(r, 16)
          : cc === "CH"
            ? `${digits(r, 2)} ${digits(r, 5)} ${digits(r, 5)} ${digits(r, 5)} ${digits(r, 5)} ${digits(r, 5)}`
            : inv.number,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A credit note, cancellation or correction of an earlier invoice.

export interface CreditBill {
  kind: "storno" | "returned" | "price";
  originalDate: Date;
  originalTotal: number;
  reason: string;
  refund: boolean;
}

const CREDITS = new WeakMap<InvoiceData, CreditBill>();
export const creditOf = (inv: InvoiceData) => CREDITS.get(inv)!;

export function creditNote(r: Rng, inv: InvoiceData): void {
  const l = lang(inv);
  inv.discount = null;
  inv.shipping = null;
  inv.paid = null;
  inv.lines = inv.lines.slice(0, 6).map((x) => ({ ...x, detail: null }));
  settleLines(inv);
  const originalTotal = inv.total;
  const originalDate = addDays(inv.issue, -r.int(6, 75));
  const kind = r.pick(["storno", "returned", "returned", "price", "price"] as const);
  let reason = "";
  if (kind === "storno") {
    inv.lines = inv.lines.map((x) => ({ ...x, description: STORNO_LINE[l].replace("{text}", x.description) }));
  } else if (kind === "returned") {
    reason = r.pick(CREDIT_REASONS[l].returned);
    const back = r.some(
      inv.lines.map((x, i) => ({ x, i })),
      1,
      Math.min(3, inv.lines.length),
    );
    inv.lines = back.map(({ x }) => {
      const qty = x.qty > 100 && !(x.qty % 100) ? r.int(1, x.qty / 100) * 100 : x.qty;
      return { ...x, qty, amount: Math.round((qty * x.price) / 100) };
    });
  } else {
    reason = r.pick(CREDIT_REASONS[l].price);
    const i = r.int(0, inv.lines.length - 1);
    const x = inv.lines[i];
    const cut = Math.max(100, percentOf(x.amount, r.pick([5, 10, 15, 20])));
    inv.lines = [line(PRICE_LINE[l].replace("{reason}", reason).replace("{pos}", String(i + 1)), 100, "", cut, x.rate)];
  }
  inv.credit = true;
  inv.sign = kind === "storno" || r.chance(0.5) ? -1 : 1;
  settleLines(inv);
  CREDITS.set(inv, { kind, originalDate, originalTotal, reason, refund: r.chance(0.5) });
}

// ---------------------------------------------------------------------------------------------------------------
// A larger company's multi-page ERP invoice.

export interface ErpBill {
  materials: string[];
  customerMaterials: (string | null)[];
  priceUnits: (1 | 100)[];
  units: string[];
  salesOrder: string;
  delivery: string;
  contact: string;
  board: string[];
  chair: string;
  /** The line the table breaks before, so the document runs over two pages at least. */
  breakAt: number;
}

const ERPS = new WeakMap<InvoiceData, ErpBill>();
export const erpOf = (inv: InvoiceData) => ERPS.get(inv)!;

export function erpInvoice(r: Rng, inv: InvoiceData): void {
  billing(inv);
  const s = senderRng(inv, "j-erp");
  const l = lang(inv);
  const cc = countryCode(inv.country);
  renameSeller(inv, s, fillName(s.pick(ERP_COMPANIES[l]), s, inv), true);
  if (!/ AG$| N\.?V\.?$/.test(inv.seller.name) && s.chance(0.5))
    inv.seller.name = inv.seller.name.replace(/ \S+$/, cc === "NL" || cc === "BE" ? " N.V." : " AG");
  if (personal(inv)) inv.buyer.name = `${companyCore(r, inv.language)} ${r.pick(inv.country.legalForms)}`;
  const count = r.int(16, 34);
  const catalogue = MATERIALS[l];
  const twoRates = r.chance(0.15) && inv.country.rates.length > 1;
  const materials: string[] = [];
  const customerMaterials: (string | null)[] = [];
  const priceUnits: (1 | 100)[] = [];
  const units: string[] = [];
  const withCustomer = r.chance(0.5);
  inv.lines = Array.from({ length: count }, (_, i) => {
    const [text, unit, lo, hi, per] = r.pick(catalogue);
    const q =
      per === 100 ? r.int(1, 40) * 50 : unit === "M" || unit === "KG" || unit === "L" ? r.int(5, 200) : r.int(1, 60);
    const price = r.int(lo, hi);
    materials.push(`${r.int(1, 9)}${digits(r, 7)}`);
    customerMaterials.push(withCustomer && r.chance(0.6) ? `${letters(r, 2)}-${digits(r, 5)}` : null);
    priceUnits.push(per);
    units.push(unit);
    const rate = twoRates && i % 5 === 3 ? inv.country.rates[1] : inv.country.rates[0];
    return { description: text, detail: null, qty: q * 100, unit, price, amount: Math.round((q * price) / per), rate };
  });
  settleLines(inv);
  inv.due = addDays(inv.issue, r.pick([30, 30, 45, 60, 90]));
  const board = Array.from({ length: s.int(2, 4) }, () => personName(s, inv.language).full);
  ERPS.set(inv, {
    materials,
    customerMaterials,
    priceUnits,
    units,
    salesOrder: `${r.int(1, 2)}${digits(r, 7)}`,
    delivery: `80${digits(r, 6)}`,
    contact: `${personName(r, inv.language).full} / -${r.int(100, 899)}`,
    board,
    chair: personName(s, inv.language).full,
    // Before the first page fills up (about 17 positions with their details), so it is the first break.
    breakAt: r.int(8, 12),
  });
}
