/**
 * Pieces only half E's layouts draw: a field with its concept's label, a letter's references and the clerk who
 * handles it, DIN 5008's folding marks, short dates for a list of work, a marketplace's platform and order, an
 * export's shipment (incoterm, packages, weights, a second currency) and a progress invoice's deductions.
 */
import { totalsRows, type Field, type Row } from "../blocks";
import type { Ctx } from "../context";
import { countryCode, digits } from "../countries";
import { destinationOf, progressOf } from "../dev3Data";
import { COUNTRY_NAMES, PACKING, PAYMENT_METHODS, SITES, TRANSPORT } from "../dev3Items";
import { personName } from "../names";
import type { Sheet } from "../sheet";
import type { Concept, Dev3Concept } from "../vocab";

/** A header field: the concept's label (with the document's colon and capitals) and its value. */
export const field = (ctx: Ctx, key: string, concept: Concept | Dev3Concept | "projectNo", value: string): Field => ({
  key,
  label: ctx.w.label(concept),
  value,
});

const MM = 72 / 25.4;
/** Millimetres in points (DIN 5008 places a letter's parts in millimetres). */
export const mm = (n: number) => n * MM;

/** DIN 5008's folding marks (105 and 210 mm from the top) and punch mark (148.5 mm) at the left edge. */
export function foldMarks(ctx: Ctx, s: Sheet): void {
  if (countryCode(ctx.inv.country) === "US") return;
  for (const at of [105, 148.5, 210]) s.rule(mm(4), mm(at), mm(at === 148.5 ? 10 : 8), 0.5, 0.4);
}

/** Who handles the invoice at the seller: a name, a direct line and a personal mailbox. */
export function clerk(ctx: Ctx): { name: string; phone: string; email: string; initials: string } {
  return ctx.once("d3Clerk", (r) => {
    const name = personName(r, ctx.inv.language).full;
    const [first, last] = name.split(" ");
    const domain = ctx.inv.seller.email.split("@")[1];
    const plain = (t: string) =>
      t
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase();
    return {
      name,
      phone: `${ctx.inv.seller.phone.replace(/\d{2}$/, "")}${r.int(10, 99)}-${r.int(10, 89)}`,
      email: `${plain(first[0])}.${plain(last)}@${domain}`,
      initials: `${first[0]}${last[0]}`,
    };
  });
}

/** The buyer's reference ('Your ref'): their order number or the initials of who wrote to the seller. */
export function yourRefValue(ctx: Ctx): string {
  return ctx.once("d3YourRef", (r) =>
    r.chance(0.5) ? ctx.inv.orderNo : `${r.pick(["ab", "kl", "mt", "hs", "dr", "pv"])}-${r.pick(["sw", "jn", "ek"])}`,
  );
}

/** The seller's reference ('Our ref'): the clerk's initials with a file number or a department. */
export function ourRefValue(ctx: Ctx): string {
  const c = clerk(ctx);
  return ctx.once("d3OurRef", (r) =>
    r.pick([
      `${c.initials}/${r.pick(["ms", "rk", "tb"])}`,
      `${r.pick(["VK", "AB", "KD", "SV"])}-${c.initials} ${digits(r, 4)}`,
      `${c.initials.toLowerCase()}-${r.int(100, 999)}`,
    ]),
  );
}

/** A date in figures even where the document writes dates out (a list of work, a table cell). */
export function shortDate(ctx: Ctx, d: Date): string {
  const pattern = ctx.f.style.datePattern;
  if (!pattern.includes("{MMM")) return ctx.f.date(d);
  if (countryCode(ctx.inv.country) === "US") return ctx.f.date(d, "{mm}/{dd}/{yyyy}");
  return ctx.f.date(d, ctx.inv.language === "de" ? "{dd}.{mm}.{yyyy}" : "{dd}/{mm}/{yyyy}");
}

/** The marketplace an order went through: its name, its web address and (sometimes printed) its operator. */
export function platform(ctx: Ctx): { name: string; site: string; operator: string } {
  return ctx.once("d3Platform", (r) => {
    const name = r.pick(["Shopora", "Vendalo", "Cartiva", "Merxo", "Basketly", "Tradora"]);
    const form = r.pick(["S.à r.l.", "SE", "B.V.", "Ltd", "GmbH"]);
    return {
      name,
      site: `${name.toLowerCase()}${ctx.inv.country.tld}`,
      operator: `${name} Marketplace Services ${form}`,
    };
  });
}

/** A marketplace order's number, parcel number and how it was paid. */
export function orderDetails(ctx: Ctx): { orderNo: string; parcel: string; method: string } {
  return ctx.once("d3Order", (r) => ({
    orderNo: r.pick([
      `${r.int(301, 408)}-${digits(r, 7)}-${digits(r, 7)}`,
      `${digits(r, 2)}-${digits(r, 5)}-${digits(r, 5)}`,
      `MP${ctx.inv.issue.getUTCFullYear()}${digits(r, 8)}`,
    ]),
    parcel: r.pick([
      `JJD0003900${digits(r, 8)}`,
      `1Z${digits(r, 3)}E${digits(r, 2)}68${digits(r, 8)}`,
      `${digits(r, 11)}`,
      `3S${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}${digits(r, 9)}`,
    ]),
    method: r.pick(PAYMENT_METHODS[ctx.inv.language]).replace("{d4}", digits(r, 4)),
  }));
}

const EU = ["DE", "AT", "FR", "BE", "NL", "IT", "ES", "IE"];
const CURRENCY: Record<string, string> = { GB: "GBP", US: "USD", CH: "CHF" };
const currencyOf = (code: string) => CURRENCY[code] ?? "EUR";

/** An export's shipment: where it goes, on what terms, how it travels and what it weighs. */
export function shipment(ctx: Ctx) {
  const { inv, f } = ctx;
  return ctx.once("d3Shipment", (r) => {
    const dest = destinationOf(inv);
    const home = countryCode(inv.country);
    const to = countryCode(dest);
    const names = COUNTRY_NAMES[inv.language];
    const term = r.pick(["EXW", "FCA", "CPT", "DAP", "DDP", "CIP"]);
    const at = term === "EXW" || term === "FCA" ? inv.seller.town : inv.buyer.town;
    const count = r.int(1, 14);
    const [one, many] = r.pick(PACKING[inv.language]);
    const net = r.int(120, 24000);
    const gross = Math.round(net * (1.04 + r.next() * 0.15));
    const kg = (tenths: number) => `${f.number(tenths * 10, 1)} kg`;
    const own = currencyOf(home);
    const other = own === "EUR" ? (to === "GB" || to === "US" || to === "CH" ? currencyOf(to) : "USD") : "EUR";
    const per: Record<string, [number, number]> = {
      USD: [1.05, 1.12],
      GBP: [0.84, 0.88],
      CHF: [0.93, 0.98],
      EUR: own === "GBP" ? [1.14, 1.19] : own === "USD" ? [0.89, 0.95] : [1.02, 1.08],
    };
    const [lo, hi] = per[other];
    return {
      intraEu: EU.includes(home) && EU.includes(to),
      euOrigin: EU.includes(home),
      incoterm: `${term} ${at}`,
      transport: r.pick(TRANSPORT[inv.language]),
      origin: names[home],
      destination: names[to],
      destinationCaps: names[to].toUpperCase(),
      packages: `${count} ${count === 1 ? one : many}`,
      gross: kg(gross),
      net: kg(net),
      buyerVatId: dest.vatId(r),
      eori: `${home === "GB" ? "GB" : home}${digits(r, home === "DE" ? 7 : 12)}`,
      currency: other,
      /** Units of the other currency for one of the invoice's, to four places. */
      rate: Math.round((lo + r.next() * (hi - lo)) * 10000),
    };
  });
}

/** The total in the other currency, as the exchange note prints it. */
export function exchange(ctx: Ctx): { currency: string; rate: string; amount: string } {
  const { inv, f } = ctx;
  const sh = shipment(ctx);
  const { decimal } = f.style.numbers;
  const rate = `${Math.floor(sh.rate / 10000)}${decimal}${String(sh.rate % 10000).padStart(4, "0")}`;
  const converted = Math.round((inv.sign * inv.total * sh.rate) / 10000);
  return { currency: sh.currency, rate, amount: `${sh.currency} ${f.number(converted)}` };
}

/** A customs tariff number for a line of goods (none for work billed by the hour). */
export function tariffNumber(description: string, hourly: boolean): string {
  if (hourly) return "–";
  let h = 7;
  for (const ch of description) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return String(84000000 + (h % 15999999)).padStart(8, "0");
}

/** What a progress invoice builds: the site's description, street and town. */
export function siteOf(ctx: Ctx): string {
  const { inv } = ctx;
  return ctx.once("d3Site", (r) => {
    const street = inv.country.streetLine(r.pick(inv.country.streets), r.int(1, 120));
    return `${r.pick(SITES[inv.language])}, ${street}, ${inv.buyer.town}`;
  });
}

/** A progress invoice's totals: work to date, each earlier instalment off, this one's net, tax, gross, retention. */
export function progressRows(ctx: Ctx): Row[] {
  const { inv, f, w } = ctx;
  const p = progressOf(inv);
  if (!p || inv.credit) return totalsRows(ctx);
  const m = (cents: number) => f.money(inv.sign * cents);
  const tax = inv.taxes[0];
  const rows: Row[] = [{ key: "workDone", label: w.label("workDone"), value: m(inv.subtotal) }];
  p.earlier.forEach((e, i) =>
    rows.push({
      key: `less-${i}`,
      label: w.label("lessInstalment", { n: String(i + 1), number: e.number, date: f.date(e.date) }),
      value: m(-e.net),
    }),
  );
  rows.push(
    { key: "net", label: w.label("instalmentNet"), value: m(inv.net) },
    { key: "tax", label: w.label("tax", { rate: f.rate(tax.rate) }), value: m(tax.tax) },
    { key: "total", label: w.label("total"), value: m(inv.total), strong: true },
  );
  if (p.retention)
    rows.push(
      {
        key: "retention",
        label: w.label("retention", { rate: f.rate(p.retention.rate) }),
        value: m(-p.retention.amount),
      },
      { key: "payout", label: w.label("payout"), value: m(inv.amountDue), strong: true },
    );
  return rows;
}
