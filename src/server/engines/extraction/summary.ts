/**
 * The summary block read without its labels. Whatever words an issuer prints there, the net, the tax and the
 * total are amounts stacked in one column: the tax a plausible rate of the net (the rate is often printed on the
 * tax's line), the total their sum. Offered as weak candidates, so a labelled set that adds up still wins and a
 * page whose labels no dictionary knows still gets its amounts.
 */
import { EXEMPT_STEMS } from "./amountMarks";
import type { Candidate } from "./candidates";
import { allAmounts } from "./candidates";
import type { Layout, Token } from "./layout";
import { fold } from "./text";
import { MONEY_TOLERANCE } from "./amounts";
import { readAmount, type ValueRead } from "./readers";

export interface SummaryCandidates {
  net: Candidate[];
  tax: Candidate[];
  total: Candidate[];
}

/** The highest VAT or sales-tax rate in use anywhere is 27 %. */
const MAX_RATE = 0.3;
/** The lowest VAT rate in use is 2.1 % (France); a stack with no rate printed must reach it. */
const MIN_UNRATED = 0.02;
/** How many lines above the total the net may be printed. */
const REACH = 10;
const SCORE = { rated: 0.3, plain: 0.22 };

interface Stacked {
  read: ValueRead;
  value: number;
  line: number;
  page: number;
  right: number;
  height: number;
}

export function summaryCandidates(layout: Layout): SummaryCandidates {
  const amounts: Stacked[] = allAmounts(layout)
    .filter((a) => a.currency || a.decimals === 2)
    .map((read) => {
      const last = read.tokens[read.tokens.length - 1];
      return {
        read,
        value: Number(read.value),
        line: last.line,
        page: last.page,
        right: last.x + last.width,
        height: last.height,
      };
    });
  // The lowest total on the page that has a net and a tax stacked above it: the summary ends a document.
  let stacked: Stack | null = null;
  for (let g = amounts.length - 1; g >= 0 && !stacked; g--) stacked = stackAbove(layout, amounts, g);
  // A stack whose rate is not printed gives way to a VAT grid's row that prints it.
  if (stacked?.rated) return stacked.found;
  return vatRow(layout, amounts) ?? stacked?.found ?? { net: [], tax: [], total: [] };
}

/**
 * A VAT grid's row: base, tax and gross side by side ("21 %  4.933,62  1.036,06  5.969,68"), the tax the rate printed
 * on the row of the base. The row with the largest gross (the grid's sum row, or its only rate) is the document's.
 */
function vatRow(layout: Layout, amounts: Stacked[]): SummaryCandidates | null {
  const byLine = new Map<number, Stacked[]>();
  for (const a of amounts) byLine.set(a.line, [...(byLine.get(a.line) ?? []), a]);
  let best: { found: SummaryCandidates; total: number } | null = null;
  let rated = false;
  for (const row of byLine.values()) {
    for (let g = row.length - 1; g >= 2; g--) {
      const total = row[g];
      const net = row[g - 2];
      const tax = row[g - 1];
      if (!addsUp(net, tax, total)) continue;
      // A sum row prints no rate of its own; it counts once a rated row was seen above it. A strip of sums
      // ("Labour 581,40  Parts 15,90  Sundries 12,36  Net 609,66  VAT 128,03  Total 737,69") proves itself: the parts
      // before the net add up to it.
      const own = ratePrinted(layout, tax, net.value) || partsAddUp(row.slice(0, g - 2), net);
      if (!own && !rated) continue;
      rated ||= own;
      if (!best || Math.abs(total.value) > best.total)
        best = {
          total: Math.abs(total.value),
          found: candidates(net, tax, total, own),
        };
      break;
    }
  }
  return best?.found ?? null;
}

interface Stack {
  found: SummaryCandidates;
  /** The rate printed on the tax's line gives the tax from the net. */
  rated: boolean;
}

function stackAbove(layout: Layout, amounts: Stacked[], g: number): Stack | null {
  const total = amounts[g];
  if (total.value === 0) return null;
  const column = amounts.filter(
    (a) =>
      a.page === total.page &&
      a.line < total.line &&
      a.line >= total.line - REACH &&
      Math.abs(a.right - total.right) <= Math.max(6, 1.5 * total.height) &&
      Math.sign(a.value) === Math.sign(total.value),
  );
  let plain: Stack | null = null;
  // The nearest net first; the tax between it and the total.
  for (let n = column.length - 1; n >= 0; n--) {
    const net = column[n];
    for (let t = n + 1; t < column.length; t++) {
      const tax = column[t];
      if (tax.line === net.line || !addsUp(net, tax, total)) continue;
      // Two item lines of a table (each amount after its unit price) that happen to add up are not net and tax.
      if (isItemRow(amounts, net) && isItemRow(amounts, tax)) continue;
      const rated = ratePrinted(layout, tax, net.value);
      const found = { found: candidates(net, tax, total, rated), rated };
      if (rated) return found;
      // Without a rate printed on its line, a 'tax' under the lowest VAT rates (2.1 %) is a fee or a duty added
      // ('Bollo 2,00'); with one, it may be the tax of part of the net (US sales tax on the goods only).
      const ratedLine = /\d\s?%/.test(layout.lines[tax.line]?.text ?? "");
      if (ratedLine || tax.value / net.value >= MIN_UNRATED) plain ??= found;
    }
  }
  return plain;
}

/**
 * Another amount left of this one on its line that is not one of its parts: an item row's unit price (a summary's
 * net line prints one amount, or a strip of per-rate amounts that add up to it).
 */
function isItemRow(amounts: Stacked[], a: Stacked): boolean {
  const left = amounts.filter((b) => b !== a && b.page === a.page && b.line === a.line && b.right < a.right);
  return left.length > 0 && !partsAddUp(left, a);
}

/** A percentage on the tax's line that gives the tax from the net ("21 %", "(22,00 %)"), as rounded to the cent. */
function ratePrinted(layout: Layout, tax: Stacked, net: number): boolean {
  const tokens: Token[] = layout.lines[tax.line].tokens;
  for (let i = 0; i < tokens.length; i++) {
    const read = readAmount(tokens, i, layout, true);
    if (!read?.percent) continue;
    const expected = (Math.abs(net) * Number(read.value)) / 100;
    if (Math.abs(expected - Math.abs(tax.value)) <= 0.011) return true;
  }
  return false;
}

/** Two amounts or more that add up to the net, within a cent. */
function partsAddUp(parts: Stacked[], net: Stacked): boolean {
  if (parts.length < 2) return false;
  const sum = parts.reduce((a, p) => a + p.value, 0);
  return Math.abs(sum - net.value) <= MONEY_TOLERANCE + 1e-9;
}

/** Net + tax = total within a cent, the tax a plausible rate of the net. */
function addsUp(net: Stacked, tax: Stacked, total: Stacked): boolean {
  if (Math.abs(net.value + tax.value - total.value) > MONEY_TOLERANCE + 1e-9) return false;
  const rate = tax.value / net.value;
  return rate > 0 && rate <= MAX_RATE;
}

function candidates(net: Stacked, tax: Stacked, total: Stacked, rated: boolean): SummaryCandidates {
  return { net: [candidate(net, rated)], tax: [candidate(tax, rated)], total: [candidate(total, rated)] };
}

function candidate(a: Stacked, rated: boolean): Candidate {
  return {
    value: a.value,
    tokens: a.read.tokens,
    score: rated ? SCORE.rated : SCORE.plain,
    source: "layout",
    currency: a.read.currency ?? null,
  };
}

/** The smallest amount outside VAT that is not a rounding line (5 cents are: the Swiss and Dutch cash rounding). */
const MIN_OUTSIDE_VAT = 0.05;

/**
 * Amounts outside VAT printed between the taxable base and the total (a lawyer's disbursements, a city tax, a
 * returnable deposit) belong to the invoice's amount without VAT, which EN 16931 defines as total − VAT. When the
 * net, tax and total read off the page do not add up and the amounts printed between the net's line and the
 * total's (one of them, or all together) make up the difference, returns that net; null otherwise.
 */
export function netWithOutsideVat(
  layout: Layout,
  net: { value: number; tokens: Token[] },
  tax: { value: number; tokens: Token[] },
  total: { value: number; tokens: Token[] },
): number | null {
  const sign = total.value < 0 ? -1 : 1;
  const gap = sign * (total.value - tax.value - net.value);
  if (gap <= MIN_OUTSIDE_VAT || sign * net.value <= 0 || sign * tax.value < 0) return null;
  const from = net.tokens[0];
  const to = total.tokens[0];
  if (!from || !to || from.page !== to.page || from.line >= to.line) return null;
  const own = new Set([...net.tokens, ...tax.tokens, ...total.tokens]);
  // A line that prints a rate is another rate's tax or base ("VAT on goods 5%: 55.36"), not an amount outside VAT.
  const rated = (line: number) => layout.lines[line].tokens.some((t) => /\d\s*%:?$|^%:?$/.test(t.text));
  const between = allAmounts(layout)
    .filter((a) => a.tokens[0].line > from.line && a.tokens[0].line < to.line && !a.tokens.some((t) => own.has(t)))
    .filter((a) => !rated(a.tokens[0].line))
    .map((a) => Math.abs(Number(a.value)));
  const fits = (n: number) => Math.abs(n - gap) <= MONEY_TOLERANCE + 1e-9;
  if (!between.some(fits) && !fits(between.reduce((a, b) => a + b, 0))) return null;
  return Math.round((total.value - tax.value) * 100) / 100;
}

/** A statement that the seller charges no VAT at all: the small-business rule, no registration, outside its scope. */
const NOT_LIABLE = String.raw`regime forfettario|senza applicazione dell'?\s?iva|kleinunternehmer\w*|keine (umsatzsteuer|mehrwertsteuer|mwst|ust)|19 ustg|nicht (mehrwertsteuer|mwst|umsatzsteuer)[- ]?pflichtig|unterliegt nicht der (umsatzsteuer|mehrwertsteuer|mwst)|franchise en base|(tva|vat|iva) non applicable|btw niet van toepassing|buiten de heffing|geen btw|vrijstellingsregeling|kleineondernemersregeling|fuori campo|outside the scope of vat|no vat (is )?charged|not (vat )?registered`;

/**
 * A statement that the invoice bears no VAT: an exemption (of some lines, perhaps), a reverse charge, or the seller
 * not liable at all ("Gemäß § 19 UStG wird keine Umsatzsteuer berechnet", "Nicht MWST-pflichtig", "TVA non
 * applicable, art. 293 B du CGI", "btw niet van toepassing", "valt buiten de heffing", "fuori campo IVA").
 */
const NO_VAT_STATEMENT = new RegExp(
  String.raw`\b(steuerfrei|umsatzsteuerfrei|\w*befreit|${EXEMPT_STEMS}|esenzione|reverse[ -]charge|autoliquidation|inversion del sujeto pasivo|verlegd|not subject to vat|non soggett[ao]|non imponibil[ei]|no sujet[ao]s?|nicht steuerbar|hors champ|${NOT_LIABLE})\b`,
);
const NOT_LIABLE_STATEMENT = new RegExp(String.raw`\b(${NOT_LIABLE})\b`);

/**
 * The line that says the invoice bears no VAT ("Heilbehandlung steuerfrei nach § 4 Nr. 14 UStG", "Exonéré de TVA,
 * art. 44"), if the page prints one: with no tax printed, the tax is then 0, not unknown. `whole`: the seller charges
 * none on anything (an exemption may cover some lines only).
 */
export function noVatStatement(layout: Layout): { tokens: Token[]; whole: boolean } | null {
  for (const line of layout.lines) {
    const text = line.tokens.map((t) => fold(t.text)).join(" ");
    if (NO_VAT_STATEMENT.test(text)) return { tokens: line.tokens, whole: NOT_LIABLE_STATEMENT.test(text) };
  }
  return null;
}
