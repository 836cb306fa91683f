/**
 * A benchmark corpus of invoice PDFs in six languages drawn by sixty-five layouts (bench/extractLayouts.ts), in
 * fourteen halves that share no layout and no label wording:
 *  A  DEV (five layouts, half A of every label pool): read the errors, improve the engine.
 *  B  HELD-OUT (five layouts, half B of every pool): meant to be measured only, its errors were read mid-session
 *     while improving the engine (issue 11), so it became a second development set.
 *  C  FRESH (five more layouts, pools C of vocab/fresh/): the held-out set. Report its figures only; never read
 *     its errors (--errors=fresh) to change the engine, or it stops saying anything about unseen senders.
 *  D  DEV2 (five more layouts, pools D of vocab/dev2/): a third development set, added after C; its errors may
 *     be read (--errors=dev2), so its figures stop saying anything about unseen senders. C stays the held-out set.
 *  E  DEV3 (five more layouts, pools E of vocab/dev3/): written without reading the engine. Its first run is an
 *     unseen measurement; afterwards it is a fourth development set (--errors=dev3). Like C, it is drawn only
 *     when named (--half dev3).
 *  F  DEV4 (five more layouts, pools F of vocab/dev4/): written without reading the engine, like E. Its first run
 *     is an unseen measurement; afterwards it is a fifth development set (--errors=dev4). Drawn only when named
 *     (--half dev4).
 *  G  DEV5 (five more layouts, pools G of vocab/dev5/): written without reading the engine, like E and F. Its first
 *     run is an unseen measurement; afterwards it is a sixth development set (--errors=dev5). Drawn only when named
 *     (--half dev5).
 *  H  DEV6 (five more layouts, pools H of vocab/dev6/): written without reading the engine, like E, F and G. Its
 *     first run is an unseen measurement; afterwards it is a seventh development set (--errors=dev6). Drawn only when
 *     named (--half dev6).
 *  I  FRESH2 (five more layouts, pools I of vocab/fresh2/): written without reading the engine, the second held-out
 *     set; report its figures only, never read its errors (--errors=fresh2 prints them only when asked). Drawn only
 *     when named (--half fresh2).
 *  J  DEV7 (five more layouts, pools J of vocab/dev7/, German and Dutch documents only): written without reading the
 *     engine, like E to H, where the engine was weakest. Its first run is an unseen measurement; afterwards it is an
 *     eighth development set (--errors=dev7). Drawn only when named (--half dev7).
 *  K  FRESH3 (five more layouts, pools K of vocab/fresh3/): written without reading the engine, the third held-out
 *     set; report its figures only, never read its errors (--errors=fresh3 prints them only when asked). Drawn only
 *     when named (--half fresh3).
 *  L  FRESH4 (five more layouts, pools L of vocab/fresh4/): written without reading the engine, the fourth held-out
 *     set; report its figures only, never read its errors (--errors=fresh4 prints them only when asked). Drawn only
 *     when named (--half fresh4).
 *  M  FRESH5 (five more layouts, pools M of vocab/fresh5/): written without reading the engine, the fifth held-out
 *     set; report its figures only, never read its errors (--errors=fresh5 prints them only when asked). Drawn only
 *     when named (--half fresh5).
 *  N  DEV8 (five more layouts, pools N of vocab/dev8/): written without reading the engine, like E to H and J. Its
 *     first run is an unseen measurement; afterwards it is a ninth development set (--errors=dev8). Drawn only when
 *     named (--half dev8).
 * C was designed from what real invoices print, without running the engine on it: other structures (a coloured
 * band, a letter with a sidebar, a form of cells, a narrow slip, a legal footer with a summary page), more
 * references (project, quotation, the buyer's VAT id, ...), dates written out and totals said in a sentence.
 * D adds yet other structures (a landscape ERP printout with dotted leaders, bilingual labels, an account
 * statement with a running balance and a remittance slip, a seller named only in the 'pay to' block and the
 * signature, two pages with the sum carried forward and a VAT grid) and other number formats; no pool D wording
 * is in A, B or C (poolsFor checks).
 * E adds a DIN 5008 letter (folding marks, an information block of references, the clerk and the date), a
 * consultant's hours listed without borders with the totals and the payment in sentences, a marketplace order
 * (the platform on top, the seller in a 'sold by' line, already paid), a builder's progress invoice (work to date
 * less earlier instalments, a retention) and an export at 0 % (shipment strip, tariff numbers, a zero-rate note,
 * the total in a second currency); some of them bill their own lines (a layout's `reshape`, dev3Data.ts) and all
 * number in yet other formats. No pool E wording is in A, B, C or D (poolsFor checks).
 * F adds a utility's or telecom operator's bill (accounts, a meter and its readings, a summary 'at a glance' with
 * instalments or an earlier balance, a direct debit), an invoice over its country's payment slip (the Swiss
 * QR-bill, the German, Austrian, Belgian and Luxembourg transfer forms, the Italian postal slip, the British giro
 * credit, a coupon), a French-style invoice with its legal mentions (share capital, SIRET, APE, the number and the
 * written-out date in one title line, line discounts, a VAT recap, the amount in words), a hotel folio (the stay in
 * figures over small labels, postings night by night, a city tax outside VAT, several rates, paid by card) and a
 * wholesaler's invoice (a dense grid of abbreviated capitals, EAN lines, a VAT strip of one column per rate); some
 * documents move to French-, Italian- or English-speaking Switzerland or to Luxembourg (countries only half F
 * draws, dev4Countries.ts), and all number in yet other formats. No pool F wording is in A to E (poolsFor checks).
 * G adds a professional's fee note (a firm's partners, the matter and file and court references, fees with their
 * surcharges, outlays outside VAT, an Italian or Spanish withholding tax or an advance off the amount to pay), a
 * freight forwarder's invoice (a shipment's references and route, charges per leg with codes, some in US dollars at
 * an exchange rate, some exempt or outside VAT), a software subscription's invoice (key figures as large values over
 * small captions, seats and prorations with their periods, a promotion code, a 'paid' stamp, the vendor only in the
 * footer), a workshop's repair invoice (a vehicle's data, labour, parts and sundries in one table, their sums in a
 * strip, the British MOT fee outside VAT, US sales tax on parts only) and a landlord's rent invoice (a managing agent
 * for the landlord, premises and lease, net, VAT and gross per line with a sum row, arrears, an index); each layout
 * numbers in formats of its own. No pool G wording is in A to F (poolsFor checks).
 * H adds a medical, dental or veterinary practice's invoice (the practitioners in the letterhead, the patient or the
 * animal and its owner, patient and insurance numbers, a treatment date and a fee-schedule code per line, the German
 * factors, exempt care beside a vet's drugs or a dentist's own-lab work at their rates), a collective invoice over a
 * month's delivery notes (each note a group with its number, date and subtotal, deposits and returned empties, the
 * month's VAT recap, a previous balance and a payment on some), a monospace printout as sent by fax or printed from
 * EDI (the fax machine's line with date, time, the sender's fax number and 'page 01/02' on top of every page,
 * capitals in fixed columns, abbreviated labels, totals right-aligned with the currency's code), an agency's project
 * invoice (job, PO and estimate numbers, phases in hours beside the estimate's amounts, outside costs re-billed with
 * a handling fee, an advance invoice deducted before VAT) and an IT reseller's invoice (manufacturer part numbers
 * and serial numbers, the levies due per device, shipping, a delivery address apart from the invoice's, a 'payment
 * received' box on some); each layout numbers in formats of its own. No pool H wording is in A to G (poolsFor
 * checks).
 * I adds an event caterer's invoice (the event's date, venue and guests, menus per person, staff hours, a service
 * charge, drinks at another rate, the deposit paid at booking deducted), a builder's merchant's delivery invoice in
 * landscape (delivery tickets and dates per line, weights, a returnable pallet deposit outside VAT, the site, the
 * customer's account and cost centre), a facility-cleaning company's monthly invoice (a service contract, lines
 * grouped per site with flat monthly fees and hours, extra services, the period, a direct debit's mandate), a
 * training provider's invoice (participants, a course's title and dates, a booking number, course fees exempt as
 * education beside taxed materials and catering, an early-bird discount) and a small craftsman's invoice written in
 * a word processor (a letter, the number in the subject, the work in sentences and a short list, the amounts in a
 * small block or a sentence, the bank in the footer); each layout numbers in formats of its own. No pool I wording
 * is in A to G (poolsFor checks).
 * J draws German (Germany, Austria, Switzerland) and Dutch (the Netherlands, Flanders) documents only, by turns (a
 * template's `languages`; the other halves keep all six), as their issuers print them: a small business's invoice from
 * an online accounting tool (the sender line over the address window, an information block, a greeting, 'netto',
 * 'zzgl. Umsatzsteuer', 'brutto', the payment term in a sentence, a footer of four columns; a small business exempt
 * from VAT on some), a wholesaler's B2B invoice (both parties' VAT ids, order, delivery note and Incoterms, an
 * intra-community supply, a reverse charge or an export at 0 % with the legal sentence on most, a cash discount), a
 * publisher's subscription or an association's membership invoice (the reduced rate of periodicals, a fee outside
 * VAT, the subscriber's or member's number, the period, a SEPA direct debit with mandate and creditor id), a credit
 * note, cancellation or correction (the original invoice's number, date and amount as distractors, amounts negative
 * or positive as the issuer prints them) and a larger company's ERP invoice over several pages (a header grid of
 * references, positions 10, 20, 30, the sum carried between pages, the board and register in a small footer); each
 * layout numbers and dates in formats of its own (1'234.50 in Switzerland, 'EUR 1.234,50' in Austria, '€ 1.234,50',
 * '12. März 2026', '12-03-2026', '12 maart 2026'). No pool J wording is in A to I (poolsFor checks).
 * K adds, in all six languages, a car rental company's invoice (a dark band with the brand, the rental agreement,
 * check-out and check-in side by side with stations, times, odometer readings in km or miles and fuel levels, the
 * vehicle, plate and group in a strip, days, kilometres beyond the allowance, refuelling, a damage excess, extras, the
 * deposit held on the card and released, the card charged), a waste-disposal company's invoice (the address window,
 * the references and the site and container in grids, one line per weighbridge ticket with its date, European waste
 * code and tonnage, container hire and lifts, the country's landfill levy outside VAT (taxed in the UK) marked and
 * summed apart, the tonnage weighed), a translation agency's letter-invoice (a serif letterhead, job, client PO,
 * delivery date and project manager in a reference list, the quote with its amount, weighted words per language pair
 * with new, fuzzy and repeated words, word rates in cents, revision, proofreading hours, DTP pages, a rush surcharge or
 * a minimum fee, the payment in a sentence, the manager's signature), a coworking space's monthly invoice (a coloured
 * bar, the amount to pay large at the top with its collection date, facts as captions over values, the plan and the
 * extras in sections, a prorated first month, member credit applied, the deposit held outside the invoice, a card
 * auto-pay) and a print shop's invoice (a title box with the number, references in a form of captioned cells, jobs
 * with their runs priced per thousand and their specifications, set-up and proofs per job, books at the country's
 * reduced rate, a VAT grid beside the totals, an advance paid); each layout numbers in formats of its own. No pool K
 * wording is in A to J (poolsFor checks).
 * L adds, in all six languages, a field-service company's job invoice from its app (a logo word with the legal name
 * only in the footer, a job card with the customer, the site, the engineer, the visit and its times, the work done in a
 * sentence, labour, call-out and parts with their part numbers, works on homes at the reduced rate in France, Italy
 * and Spain on some, paid on site by card with the balance at zero, the photos kept and the customer's sign-off), a
 * car dealer's or bike shop's sales invoice (the dealer in a right-hand column, the vehicle's model, VIN or frame
 * number, first registration and mileage in a box, options and the registration fees paid outside VAT, a trade-in and
 * a deposit deducted after the total, the balance financed by a bank), a removals company's invoice after its quote
 * (a logo box with the legal name small at the right, the references in one line, moving out of and into side by side
 * with floors and access, moving day, volume and crew, the quote's amount, a fixed price or volume and hours, packing
 * material, parking suspension and insurance outside VAT, a booking deposit, two pages on some), a hosting company's
 * or domain registrar's invoice (a brand word, references as captions over values, many small lines with their
 * periods, the reverse charge at 0 % for a business in another EU country with its VAT id and the legal sentence,
 * charged automatically to a card) and a fuel card issuer's monthly invoice (references in a grid, the fills grouped
 * per card and vehicle with a subtotal each, dates, stations, litres at a price to three decimals, card fees, the
 * litres drawn, a direct debit); each layout numbers in formats of its own. No pool L wording is in A to K (poolsFor
 * checks).
 * N adds, in all six languages, kinds no earlier half drew (the marketplace order, the builder's progress invoice, the
 * freight forwarder's and the software subscription's are E's and G's): an auction house's buyer's invoice (the house
 * and the sale's title on top, the paddle number, the sale's number and date beside the invoice's, lots with their
 * hammer price and premium, margin-scheme lots outside VAT marked, handling, carriage and the artist's resale right,
 * paid already or to pay before collection), a travel agency's invoice (a booking file, the airline's locator and the
 * corporate account, the travellers and the trip's dates, flights, taxes and rail tickets collected as agent and
 * hotels under the margin scheme outside VAT, the agency's taxed fee per ticket), an EV charging network's receipt as
 * its billing e-mail prints it (the amount paid large on top, the invoice number and the date paid as values over
 * small captions or beside them, the card's last digits, the month's sessions in kWh at a price to three decimals,
 * VAT included in the prices in Europe, sales tax added in the US), a temporary-staffing agency's weekly invoice (a
 * letter with an information block, the week, the hirer's order and the place of assignment apart from both
 * parties' addresses, each worker's timesheet with hours, overtime, night and Sunday premiums and mileage and a
 * subtotal, the agency's permit, Italy's pay reimbursed outside VAT and only the margin taxed, the Dutch G-account)
 * and a pharmaceutical or medical-supplies wholesaler's delivery note and invoice in one (the customer number boxed
 * on top, the invoice's and the delivery note's numbers, national product codes, batches and expiry dates, line and
 * volume discounts, each country's rates for medicines, devices, aids and care products in a VAT recap, landscape on
 * many, two pages on a few); every seller of N banks with an invented bank; each layout numbers in formats of its
 * own. No pool N wording is in A to L (poolsFor checks).
 * M adds, in all six languages, kinds of issuer no earlier half draws (the hotel folio, the utility bill, the
 * practice's invoice, the fee note and the caterer's invoice are F's, G's, H's and I's already): a campsite's or
 * holiday park's stay invoice (the park's name centred, in a tinted box or at the left, the stay's booking, pitch,
 * arrival, departure, nights and party in a box, a strip or a line, the pitch or mobile home per night in one or two
 * seasons, extra persons, a dog, electricity as a flat rate or metered with its readings, the bread service at the
 * food rate, the local visitor tax outside VAT and marked, prices including VAT with a recap by rate and on some a sum
 * row, a booking deposit and the rest paid by card at departure), a managed-print company's quarterly meter bill (an
 * address window with the sender's line, the references in a grid or in rows, an account summary with the previous
 * bill and its payment, the details per device on a page of their own on some, each device's rental and the pages
 * beyond the allowance at a price to four decimals with the readings under them, a direct debit with its mandate), an
 * optician's invoice for glasses (the shop's registration, the customer's birth date, the order's and collection's
 * dates and the prescriber, the prescription in a small grid, frame and a lens per eye, the eye test exempt where an
 * optometrist's care is (and the dispensing in the UK and Ireland), the reduced rate of glasses in Belgium, Italy and
 * Spain, prices including VAT with the VAT included and the net after the total, an insurer's share and a deposit
 * deducted), a patent and trade mark attorneys' fee account (the partners, address and contacts in a column at the
 * right, our and your references, the right with its number, title and owner, time entries by date and person at
 * each one's rate, the offices' fees outside VAT and other costs in sections, an advance invoice and the Italian or
 * Spanish withholding deducted) and a florist's invoice for an event (a centred letterhead, the event, its date and
 * venue in a band, the quote it follows, arrangements per section at the flowers' rate, hire, candles and the team's
 * hours at the standard rate, VAT rows or a recap, the deposit paid); each layout numbers in formats of its own. No
 * pool M wording is in A to L (poolsFor checks).
 *
 * Every document is generated from a seed (template and index): seller, buyer, numbers, dates and distractors
 * (customer, order and delivery-note numbers, due and delivery dates, ...), 1-12 lines with exactly consistent
 * totals (one or two VAT rates, discounts, shipping, deposits), the country's number, date and money formats, and
 * one wording per label concept. PDFs are written under os.tmpdir() (again when LAYOUT_CORPUS_VERSION changes) and
 * read as the Parse step reads them (the text layer, einvoiceCorpus.ts's textPagesOf).
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import * as os from "node:os";
import * as path from "node:path";
import type { TextPage } from "../../src/server/engines/extraction/types";
import { rng, type Rng } from "./classifyCorpus";
import { textPagesOf } from "./einvoiceCorpus";
import { totalsRows } from "./layoutCorpus/blocks";
import { Ctx, SteadyCtx, type FontFamily } from "./layoutCorpus/context";
import { COUNTRIES, countryCode, type Country } from "./layoutCorpus/countries";
import { renderPdf, type Template } from "./layoutCorpus/flow";
import { Format, pickStyle, SteadyWords, Words } from "./layoutCorpus/format";
import { dev2Numbers } from "./layoutCorpus/dev2Data";
import { dev3Numbers } from "./layoutCorpus/dev3Data";
import { dev4Numbers } from "./layoutCorpus/dev4Data";
import { dev5Numbers } from "./layoutCorpus/dev5Data";
import { dev6Numbers } from "./layoutCorpus/dev6Data";
import { dev7Numbers } from "./layoutCorpus/dev7Data";
import { dev8Numbers } from "./layoutCorpus/dev8Data";
import { freshNumbers } from "./layoutCorpus/freshData";
import { fresh2Numbers } from "./layoutCorpus/fresh2Data";
import { fresh3Numbers } from "./layoutCorpus/fresh3Data";
import { fresh4Numbers } from "./layoutCorpus/fresh4Data";
import { fresh5Numbers } from "./layoutCorpus/fresh5Data";
import { generateInvoice, type InvoiceData } from "./layoutCorpus/invoice";
import { DEV_TEMPLATES } from "./layoutCorpus/templates/dev";
import { DEV2_TEMPLATES } from "./layoutCorpus/templates/dev2";
import { DEV3_TEMPLATES } from "./layoutCorpus/templates/dev3";
import { DEV4_TEMPLATES } from "./layoutCorpus/templates/dev4";
import { DEV5_TEMPLATES } from "./layoutCorpus/templates/dev5";
import { DEV6_TEMPLATES } from "./layoutCorpus/templates/dev6";
import { DEV7_TEMPLATES } from "./layoutCorpus/templates/dev7";
import { DEV8_TEMPLATES } from "./layoutCorpus/templates/dev8";
import { FRESH_TEMPLATES } from "./layoutCorpus/templates/fresh";
import { FRESH2_TEMPLATES } from "./layoutCorpus/templates/fresh2";
import { FRESH3_TEMPLATES } from "./layoutCorpus/templates/fresh3";
import { FRESH4_TEMPLATES } from "./layoutCorpus/templates/fresh4";
import { FRESH5_TEMPLATES } from "./layoutCorpus/templates/fresh5";
import { HELDOUT_TEMPLATES } from "./layoutCorpus/templates/heldout";
import { poolsFor, type Half, type Language } from "./layoutCorpus/vocab";

/** Bump when anything changes what is generated: the cached PDFs are then drawn again. */
export const LAYOUT_CORPUS_VERSION = 15;
export const DOCS_PER_TEMPLATE = 24;
export const LANGUAGES: Language[] = ["en", "de", "fr", "nl", "it", "es"];
export const TEMPLATES: Template[] = [
  ...DEV_TEMPLATES,
  ...HELDOUT_TEMPLATES,
  ...FRESH_TEMPLATES,
  ...DEV2_TEMPLATES,
  ...DEV3_TEMPLATES,
  ...DEV4_TEMPLATES,
  ...DEV5_TEMPLATES,
  ...DEV6_TEMPLATES,
  ...FRESH2_TEMPLATES,
  ...DEV7_TEMPLATES,
  ...FRESH3_TEMPLATES,
  ...FRESH4_TEMPLATES,
  ...DEV8_TEMPLATES,
  ...FRESH5_TEMPLATES,
];

export interface LayoutTruth {
  invoiceNumber: string;
  issueDate: string;
  totalAmount: number;
  netAmount: number;
  taxAmount: number;
  seller: string;
  language: Language;
  country: string;
  template: string;
  half: Half;
  credit: boolean;
  /** Scored fields whose true value the page does not print as such (a tax total left as per-rate taxes). */
  unprinted: string[];
}

export interface LayoutDoc {
  name: string;
  template: string;
  half: Half;
  language: Language;
  pages: TextPage[];
  truth: LayoutTruth;
}

const CACHE = path.join(os.tmpdir(), `bench-layout-corpus-v${LAYOUT_CORPUS_VERSION}`);

export function seedOf(text: string, index: number): number {
  let h = 2166136261;
  for (const ch of `${text}#${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** One document of a template: its drawing context (data, formats, wordings) and its truth. */
export function documentOf(template: Template, index: number): { ctx: Ctx; truth: LayoutTruth } {
  const r = rng(seedOf(template.id, index));
  const languages = template.languages ?? LANGUAGES;
  const language = languages[index % languages.length];
  const country: Country = r.pick(COUNTRIES.filter((c) => c.language === language));
  const credit = index % 8 === 5;
  const inv = generateInvoice(r, country, credit);
  numbersOfHalf(template.half, r, inv, template.id);
  template.reshape?.(r, inv);
  // The country after the layout's reshape (half F moves some documents to countries of its own).
  return dressed(template, `${template.id}-${String(index).padStart(2, "0")}-${inv.country.code}`, inv, r);
}

/** The half's own invoice-number formats, where it has some (halves G's to N's per layout). */
export function numbersOfHalf(half: Half, r: Rng, inv: InvoiceData, template: string): void {
  if (half === "fresh") freshNumbers(r, inv);
  if (half === "dev2") dev2Numbers(r, inv);
  if (half === "dev3") dev3Numbers(r, inv);
  if (half === "dev4") dev4Numbers(r, inv);
  if (half === "dev5") dev5Numbers(r, inv, template);
  if (half === "dev6") dev6Numbers(r, inv, template);
  if (half === "fresh2") fresh2Numbers(r, inv, template);
  if (half === "dev7") dev7Numbers(r, inv, template);
  if (half === "fresh3") fresh3Numbers(r, inv, template);
  if (half === "fresh4") fresh4Numbers(r, inv, template);
  if (half === "dev8") dev8Numbers(r, inv, template);
  if (half === "fresh5") fresh5Numbers(r, inv, template);
}

/** An invoice's drawing context and truth: its style, wordings, font and shift drawn from r. */
export function dressed(
  template: Template,
  name: string,
  inv: InvoiceData,
  r: Rng,
  /** A sender's invoices: wordings and layout choices by key from this, so each invoice of the sender looks alike. */
  steady?: (key: string) => Rng,
): { ctx: Ctx; truth: LayoutTruth } {
  const country = inv.country;
  const style = template.restyle ? template.restyle(pickStyle(r, country), r) : pickStyle(r, country);
  const pools = poolsFor(inv.language, countryCode(country), template.half);
  const words = steady ? new SteadyWords(steady, pools, style) : new Words(r, pools, style);
  const family: FontFamily = template.fonts
    ? r.pick(template.fonts)
    : template.id === "receipt"
      ? r.pick(["courier", "helvetica"])
      : r.pick(["helvetica", "helvetica", "times", "courier"]);
  const size = family === "courier" ? r.pick([7.5, 8, 8.5]) : r.pick([8, 8.5, 9, 9.5, 10]);
  const args = [
    name,
    template.half,
    inv,
    new Format(style),
    words,
    r,
    r.int(-8, 8),
    r.int(-8, 8),
    size,
    family,
  ] as const;
  const ctx = steady ? new SteadyCtx(steady, ...args) : new Ctx(...args);
  const cents = (n: number) => (inv.sign * n) / 100;
  return {
    ctx,
    truth: {
      invoiceNumber: inv.number,
      issueDate: inv.issue.toISOString().slice(0, 10),
      totalAmount: cents(inv.total),
      netAmount: cents(inv.net),
      taxAmount: cents(inv.taxTotal),
      seller: inv.seller.name,
      language: inv.language,
      country: country.code,
      template: template.id,
      half: template.half,
      credit: inv.credit,
      unprinted: [],
    },
  };
}

/** What the drawn document leaves unprinted: with two rates, the tax total unless a row or VAT table gives it. */
export function unprintedOf(ctx: Ctx, template: Template): string[] {
  if (template.unprinted) return template.unprinted(ctx);
  if (ctx.inv.taxes.length === 1 || template.id === "header-table") return [];
  if (template.taxTotalPrinted) return template.taxTotalPrinted(ctx) ? [] : ["taxAmount"];
  return totalsRows(ctx).some((r) => r.key === "taxTotal") ? [] : ["taxAmount"];
}

/** Writes every PDF and truth.json into the cache folder unless this version is there already; returns the folder. */
export async function writeLayoutCorpus(): Promise<string> {
  const truthPath = path.join(CACHE, "truth.json");
  try {
    await readFile(truthPath);
    return CACHE;
  } catch {
    await rm(CACHE, { recursive: true, force: true });
    await mkdir(CACHE, { recursive: true });
  }
  const truth: Record<string, LayoutTruth> = {};
  for (const template of TEMPLATES)
    for (let i = 0; i < DOCS_PER_TEMPLATE; i++) {
      const doc = documentOf(template, i);
      await writeFile(path.join(CACHE, `${doc.ctx.id}.pdf`), await renderPdf(doc.ctx, template));
      truth[doc.ctx.id] = { ...doc.truth, unprinted: unprintedOf(doc.ctx, template) };
    }
  await writeFile(truthPath, JSON.stringify(truth, null, 1));
  return CACHE;
}

/**
 * The corpus's documents of the given halves (FRESH, DEV3 to DEV8 and FRESH2 to FRESH5 only when named), read as
 * Parse does.
 */
export async function loadLayoutCorpus(halves: Half[] = ["dev", "heldout", "dev2"]): Promise<LayoutDoc[]> {
  const dir = await writeLayoutCorpus();
  const truth: Record<string, LayoutTruth> = JSON.parse(await readFile(path.join(dir, "truth.json"), "utf8"));
  const docs: LayoutDoc[] = [];
  for (const [name, t] of Object.entries(truth)) {
    if (!halves.includes(t.half)) continue;
    const pages = await textPagesOf(path.join(dir, `${name}.pdf`));
    docs.push({ name, template: t.template, half: t.half, language: t.language, pages, truth: t });
  }
  return docs;
}
