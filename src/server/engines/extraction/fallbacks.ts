/**
 * What the page's shape says where no label does: weak candidates that fill a field no known label names.
 *  - dates: the first dates of the document that no other date label claims; a letter's place and date;
 *  - the total: the largest amount printed with a currency or cents;
 *  - the number: an identifier printed as the value of a label in the first page's header that no dictionary
 *    knows, the way every issuer prints its number, whatever it calls it.
 */
import {
  allAmounts,
  allDates,
  labelCandidates,
  type Candidate,
  type CandidateContext,
  type FieldSpec,
} from "./candidates";
import { isDateConcept } from "./concepts";
import { labelWeightFor, type LabelMatch } from "./labels";
import { unionBox, type Layout, type Token } from "./layout";
import { readKind } from "./readers";

/** The first dates of the document that no other date label claims; a date beside the invoice number first. */
export function dateFallbacks(ctx: CandidateContext, spec: FieldSpec): Candidate[] {
  if (spec.concept && spec.concept !== "invoice_date") return [];
  const claimed = new Set<Token>();
  for (const match of ctx.labels) {
    const concepts = match.targets.map((t) => t.concept);
    if (!concepts.some((c) => isDateConcept(c) && c !== spec.concept)) continue;
    if (labelWeightFor(match, spec.fieldId, spec.concept) > 0) continue;
    for (const c of labelCandidates(ctx, {
      fieldId: "\u0000",
      concept: concepts.find(isDateConcept)!,
      kind: "date",
    }))
      c.tokens.forEach((t) => claimed.add(t));
  }
  // A number's label, not a bare "reference" in a sentence ("quoting the reference ... before 19-12").
  const numberLines = new Set(
    ctx.labels
      .filter((m) => m.targets.some((t) => t.concept === "invoice_number" && t.weight >= 0.5))
      .map((m) => m.line.index),
  );
  const out: Candidate[] = [];
  let rank = 0;
  for (const read of allDates(ctx.layout)) {
    if (read.tokens.some((t) => claimed.has(t)) || addresseesDate(ctx.layout, read.tokens[0])) continue;
    const beside = numberLines.has(read.tokens[0].line);
    out.push({
      value: read.value,
      tokens: read.tokens,
      score: beside || datedLetter(ctx.layout, read.tokens[0]) ? 0.5 : Math.max(0.1, 0.32 - 0.05 * rank),
      source: "layout",
    });
    rank++;
    if (rank >= 4) break;
  }
  return out;
}

/** Words that say the addressee's: "Your letter of", "Ihr Schreiben vom", "Su consulta del", "Uw brief van". */
const YOUR = /^(your|ihr|ihre|ihrem|ihres|votre|vos|su|sus|uw|vostra|vostro)$/i;
/** The preposition that gives such a date: "of", "vom", "del", "du", "van", "de", "dated". */
const OF_DAY = /^(of|dated|from|vom|von|del|de|du|van|dd\.?)$/i;

/**
 * A date the addressee gave (their letter, order or inquiry of that day): "your" and a word or two, then "of", right
 * before it, in its segment or in the caption beside it.
 */
function addresseesDate(layout: Layout, first: Token): boolean {
  const tokens = layout.lines[first.line].tokens;
  const of = tokens[first.index - 1];
  if (!of || of.segment < first.segment - 1 || !OF_DAY.test(of.text)) return false;
  for (let i = of.index - 1; i >= Math.max(0, of.index - 3); i--) {
    if (tokens[i].segment !== of.segment) return false;
    if (YOUR.test(tokens[i].text)) return true;
  }
  return false;
}

/**
 * A letter's place and date: "Portland, 10/18/2025", "St. Gallen, den 24.06.24", "Lyon, le 3 mars 2024", "Fait à
 * Nantes, ce 2 mai 2024", "Gent, d.d. 20-01-2022".
 */
function datedLetter(layout: Layout, first: Token): boolean {
  const tokens = layout.lines[first.line].tokens;
  let i = first.index - 1;
  const connector = i >= 0 && /^(den|le|il|el|am|the|on|a|li|lì|ce|op|d\.d\.)$/i.test(tokens[i].text);
  if (connector) i--;
  const place = tokens[i];
  if (!place || place.segment !== first.segment) return false;
  if (/^\p{Lu}\p{L}+[.]?,$/u.test(place.text)) return true;
  // "Bern den 21. Dezember 2021": without the comma, the place starts the line and 'den' joins it to the date;
  // "En Barcelona a 05-12-2021", "In Mailand am ...": led by 'in' itself.
  const start = i > 0 && /^(en|in|à|a|te)$/i.test(tokens[i - 1].text) ? i - 1 : i;
  return (
    connector && /^\p{Lu}\p{L}+$/u.test(place.text) && (start === 0 || tokens[start - 1].segment !== place.segment)
  );
}

/** The largest amount printed with a currency or cents, when no total label is found; not what was handed over or given back. */
export function totalFallback(layout: Layout, labels: LabelMatch[]): Candidate[] {
  // Amounts beside a label of another concept, on its line or (a turned photo) within a line's height of it.
  const others = labels.filter((m) =>
    m.targets.some((t) => t.concept === "tendered" || t.concept === "tax" || t.concept === "net"),
  );
  const alone = (a: Token) => layout.lines[a.line].tokens.every((t) => !/\p{L}{2}/u.test(t.text) || t === a);
  const beside = (a: Token) =>
    others.some((m) => {
      if (m.line.index === a.line) return true;
      // A value alone on its line next to the label's line is that label's, on a turned photo.
      const box = unionBox(m.tokens);
      return (
        alone(a) &&
        m.line.page === a.page &&
        a.x > box.x + box.width &&
        Math.abs(a.y + a.height / 2 - (box.y + box.height / 2)) <= 1.1 * Math.max(box.height, a.height)
      );
    });
  const amounts = allAmounts(layout).filter((a) => (a.currency || a.decimals === 2) && !beside(a.tokens[0]));
  if (amounts.length === 0) return [];
  const largest = amounts.reduce((a, b) => (Number(b.value) > Number(a.value) ? b : a));
  return [{ value: largest.value, tokens: largest.tokens, score: 0.2, source: "layout" }];
}

/** Words that mark a number in any of the six languages and most others: "No.", "Nr.", "N°", "#", "Num.". */
const NUMBER_MARK = /^(no|nr|n°|nº|#|num|nro|nummer|number|numero|número|numéro)\.?:?$/i;
/** Not a document's number: a phone, an IBAN, a VAT id, a mail or web address. */
const NOT_A_NUMBER = [
  /^\+|^\(0/,
  /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/,
  /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|GB|CHE)[-\s]?U?[0-9A-Z.]{8,14}$/,
  /@|^www\.|\.(com|de|fr|nl|be|it|es|ch|at|uk)$/i,
];

/**
 * The identifier after a label no dictionary knows, in the upper half of the first page: "Vorgang: 2024-118",
 * "Folio Nr. 8812". Weak (a project's or a customer's number looks the same), so any known label wins.
 */
export function numberFallback(ctx: CandidateContext): Candidate[] {
  const out: Candidate[] = [];
  const page = ctx.layout.pages[0];
  if (!page) return out;
  for (const line of page.lines) {
    if (line.top > page.height * 0.5) break;
    for (const segment of line.segments) {
      for (let i = 1; i < segment.length; i++) {
        const before = segment.slice(0, i);
        const label = before[before.length - 1];
        const marked = NUMBER_MARK.test(label.text);
        if (!label.colon && !marked) continue;
        // Known labels give their own candidates (or say the value is something else).
        if (before.some((t) => ctx.labelOf.has(t)) || before.some((t) => /\d/.test(t.text))) continue;
        const read = readKind("id", segment, i, ctx.layout);
        if (!read || (String(read.value).match(/\d/g) ?? []).length < 3) continue;
        if (NOT_A_NUMBER.some((re) => re.test(String(read.value)))) continue;
        out.push({ value: read.value, tokens: read.tokens, score: marked ? 0.3 : 0.22, source: "layout" });
        break;
      }
    }
  }
  return out.map((c, rank) => ({ ...c, score: c.score - 0.01 * Math.min(rank, 5) }));
}
