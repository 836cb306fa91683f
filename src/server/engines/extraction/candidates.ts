/**
 * Candidate values of a field: for each label of the field on the page, the value to the right of
 * it on the same line, and the value under it (a form label above its value, or a column header
 * above a cell). Each candidate is scored by how surely the label names the field, how the value
 * sits relative to it, and how much the printed value looks like the field's kind.
 */
import { EXEMPT_STEMS } from "./amountMarks";
import { kindOfConcept, type ConceptId, type ValueKind } from "./concepts";
import { horizontalOverlap, unionBox, type Layout, type Line, type Token } from "./layout";
import type { Rect } from "../../../domain/geometry";
import { labelWeightFor, strongestTarget, type LabelMatch } from "./labels";
import { COPY_WORDS, NEXT_WORDS, REFERENCE } from "./labelComposition";
import { isTitle } from "./labelPhrases";
import {
  currencyOfToken,
  FILLER_WORDS,
  isSeparator,
  isWord,
  readAmount,
  readCompactDate,
  readDate,
  readKind,
  type ValueRead,
} from "./readers";
import type { CandidateSource } from "./types";
import { compact, fold, hasDigit } from "./text";

export interface Candidate {
  value: string | number | boolean;
  tokens: Token[];
  score: number;
  source: CandidateSource;
  label?: LabelMatch;
  /** The currency printed with an amount. */
  currency?: string | null;
  /** How many places support this value (after merging equal values). */
  support?: number;
}

export interface FieldSpec {
  fieldId: string;
  concept: ConceptId | null;
  kind: ValueKind;
}

export interface CandidateContext {
  layout: Layout;
  labels: LabelMatch[];
  labelOf: Map<Token, LabelMatch>;
}

const BASE_WORDS = new Set([
  "on",
  "auf",
  "von",
  "sur",
  "of",
  "from",
  "van",
  "over",
  "op",
  "base",
  "basis",
  "de",
  "sobre",
  "su",
  "sul",
]);

/**
 * Values to the right of a label on its line; for a label that ends its line, on a line set a little higher or
 * lower beside it (a value centred on a label of two lines, "Factuurcode / Doc. No.").
 */
function rightCandidates(ctx: CandidateContext, match: LabelMatch, spec: FieldSpec, weight: number): Candidate[] {
  const onLine = rightOn(ctx, match, spec, weight, match.line.tokens, match.end);
  // A title ("Sales Credit Note") names the document, never a value set beside it.
  if (onLine.length > 0 || match.end < match.line.tokens.length || !match.targets.some((t) => t.weight >= 0.7))
    return onLine;
  const beside = besideLine(ctx.layout, match);
  return beside ? rightOn(ctx, match, spec, weight * 0.9, beside.tokens, beside.start) : [];
}

/** The neighbouring line whose words right of the label share most of its height, and where they start. */
function besideLine(layout: Layout, match: LabelMatch): { tokens: Token[]; start: number } | null {
  const line = match.line;
  const lines = layout.pages[line.page].lines;
  const end = unionBox(match.tokens);
  for (const other of [lines[line.pageLine - 1], lines[line.pageLine + 1]]) {
    if (!other) continue;
    // The two share half a line's height at least: set beside each other, not a column's next line.
    const shared = Math.min(line.bottom, other.bottom) - Math.max(line.top, other.top);
    if (shared < 0.5 * Math.min(line.height, other.height)) continue;
    const start = other.tokens.findIndex((t) => t.x >= end.x + end.width - 1);
    // Nothing of the other line may stand left of the value between the label and it.
    if (start < 0 || other.tokens.slice(0, start).some((t) => t.x + t.width > end.x)) continue;
    if (other.tokens[start].x - (end.x + end.width) > 0.3 * layout.pages[line.page].width) continue;
    return { tokens: other.tokens, start };
  }
  return null;
}

function rightOn(
  ctx: CandidateContext,
  match: LabelMatch,
  spec: FieldSpec,
  weight: number,
  tokens: Token[],
  start: number,
): Candidate[] {
  const line = match.line;
  const out: Candidate[] = [];
  let pos = start;
  let skipped = 0;
  const amounts: { read: ValueRead; skipped: number; afterBase: boolean }[] = [];
  const pageWidth = ctx.layout.pages[line.page].width;
  const labelEnd = match.tokens[match.tokens.length - 1];
  const stop = (t: Token) => ctx.labelOf.has(t) && ctx.labelOf.get(t) !== match;
  let qualifier = 1;
  // "UMSATZSTEUER NR. 7008 VV (19 %): 297,37": an amount's label that ends in a number mark numbers a rule or an
  // item; the figure right after it is that number, not the amount.
  if (
    spec.kind === "amount" &&
    pos === match.end &&
    isSeparator(labelEnd) &&
    /\p{L}/u.test(labelEnd.text) &&
    hasDigit(tokens[pos]?.text ?? "")
  ) {
    pos++;
    skipped++;
  }

  while (pos < tokens.length) {
    const token = tokens[pos];
    // "IVA esente art. 10 n. 18", "Imposta di bollo (art. 15 DPR 633/72)": a law's article is no amount.
    if (spec.kind === "amount" && LEGAL_REFERENCE.test(token.text) && hasDigit(tokens[pos + 1]?.text ?? "")) {
      pos = afterLegalReference(tokens, pos + 2);
      skipped++;
      continue;
    }
    // "Rechnungsnummer (bitte angeben)", "Numero fattura (da citare nel pagamento):": a remark in brackets.
    const remark = spec.kind === "amount" ? 0 : bracketedRemark(tokens, pos);
    if (remark > 0) {
      pos += remark;
      continue;
    }
    // "FATTURA – COPIA PER IL CLIENTE 03-24-350120", "Facture – copie pour le client n° ...": which copy, in words.
    if (isTitle(match) && spec.kind === "id" && COPY_WORDS.test(compact(token.text))) {
      const words = tokens.slice(pos + 1, pos + 4);
      const phrase = words.findIndex((t) => !/^\p{L}+$/u.test(t.text));
      pos += 1 + (phrase < 0 ? words.length : phrase);
      skipped++;
      continue;
    }
    const other = ctx.labelOf.get(token);
    // "Invoice – Customer Copy ID ...", "Facture – exemplaire client n° ...": which copy, not the customer's label.
    if (other && other !== match && isTitle(match) && spec.kind === "id" && nextToCopyWord(tokens, other)) {
      pos = other.end;
      skipped++;
      continue;
    }
    // "Invoice Number: #34742": a bare number mark after the label is a mark, not a label of its own.
    if (other && other !== match && other.tokens.every(isSeparator)) {
      pos = other.end;
      continue;
    }
    // "Total of Fee Note £2,142.00": words a rule found to name nothing, in the label's segment, are its own.
    if (
      other &&
      other !== match &&
      other.tokens[0].segment === labelEnd.segment &&
      other.targets.every((t) => !t.concept && !t.fieldId)
    ) {
      pos = other.end;
      skipped++;
      continue;
    }
    if (other && other !== match) {
      // "Total Sales (Incl GST) 3.65": a tax word that qualifies the amount is no label of its own.
      const mark = spec.kind === "amount" ? (qualifierMark(tokens, other) ?? baseOfTax(spec, tokens, other)) : null;
      if (!mark) break;
      if ((mark === "excl" && spec.concept === "total") || (mark === "incl" && spec.concept === "net")) qualifier = 0.3;
      pos = other.end;
      skipped++;
      continue;
    }
    // A value far to the right, across another column, no longer belongs to the label.
    // A label that starts its segment ("Tax on services 163.40") owns the amount of the next one.
    const nextSegment = spec.kind === "amount" && match.startsSegment && token.segment === labelEnd.segment + 1;
    // A grid's row headed by the label ("Base HT  215,49  328,76  544,25"): amounts one per column run on to its end,
    // where the next row has one too (a single summary row "Subtotal 100,00 19 % 19,00 119,00" ends at the distance).
    const lastAmount = amounts.at(-1)?.read.tokens.at(-1);
    const rowGoesOn =
      !!lastAmount &&
      labelEnd.segment === 0 &&
      token.segment === lastAmount.segment + 1 &&
      columnGoesOnBeside(ctx.layout, line, token);
    if (
      !rowGoesOn &&
      token.x - (labelEnd.x + labelEnd.width) > 0.45 * pageWidth &&
      !match.colon &&
      !match.wholeSegment &&
      !remarkEndsSegment(match) &&
      !nextSegment
    )
      break;
    // "Doc. No. / Numeración: 23/596658": the label said again in another language, up to its colon.
    if (token.text === "/" && spec.kind !== "text") {
      // "Rechnungsdatum/Leistungsdatum   08.12.23": a second label of the same kind of value shares the value.
      const second = ctx.labelOf.get(tokens[pos + 1]);
      if (
        second &&
        second.start === pos + 1 &&
        second.targets.some((t) => t.concept && kindOfConcept(t.concept) === spec.kind)
      ) {
        pos = second.end;
        continue;
      }
      // ("NO FACT / EDI : 63-398458": the colon may stand apart.)
      const colon = tokens.slice(pos + 1, pos + 4).findIndex((t) => t.colon && /^(\p{L}|:$)/u.test(t.text));
      const words = tokens.slice(pos + 1, pos + 2 + colon);
      if (colon >= 0 && words.every((t) => /^\p{L}[\p{L}.'’]*:?$|^:$/u.test(t.text))) {
        pos += colon + 2;
        continue;
      }
    }
    // "Verkoper van dit artikel: Zeewind CV", "Seller of this item: ...": the label's own qualifier in small letters,
    // up to its colon, stands between the label and the value.
    if (pos === match.end && !match.colon) {
      const run = tokens.slice(pos, pos + 4);
      const colonAt = run.findIndex((t) => t.colon || /:$/.test(t.text));
      const qualifier = run.slice(0, colonAt + 1);
      if (
        colonAt >= 0 &&
        qualifier.every(
          (t) => t.segment === token.segment && /^\p{Ll}[\p{L}'’]*:?$/u.test(t.text) && !ctx.labelOf.has(t),
        )
      ) {
        pos += colonAt + 1;
        continue;
      }
    }
    // "No", "Nr" between a label and its value are marks, unless the value itself is a word.
    if (
      isSeparator(token) &&
      (/^[^\p{L}]+$/u.test(token.text) || spec.kind === "id" || spec.kind === "amount" || spec.kind === "date")
    ) {
      pos++;
      continue;
    }
    if (spec.kind === "amount") {
      const date = readDate(tokens, pos, ctx.layout);
      if (date && date.tokens.length > 1) {
        pos += date.tokens.length;
        skipped++;
        continue;
      }
      const amount = readAmount(tokens, pos, ctx.layout);
      if (amount) {
        if (!amount.percent) {
          const previous = tokens[pos - 1];
          amounts.push({ read: amount, skipped, afterBase: !!previous && BASE_WORDS.has(previous.norm) });
        }
        pos += amount.tokens.length;
        continue;
      }
      if (amounts.length > 0 && isWord(token)) break;
    } else {
      // A text right after a label inside a sentence is the sentence, not a value, unless the label ends with the
      // word that introduces a name ("Please make cheques payable to J. Smith", "chèque à l'ordre de …").
      const sentenceGoesOn = token.segment === match.tokens[match.tokens.length - 1].segment;
      if (spec.kind === "text" && !match.colon && !match.startsSegment && !(introducesName(match) && sentenceGoesOn))
        break;
      // "Facture émise FA-22-2540", "FATTURA DIFFERITA 25407/2021": a title's qualifying words stand before its
      // number (in capitals they read like a code).
      const qualifiesTitle = isTitle(match) && skipped < 2 && /^\p{L}+$/u.test(token.text) && !ctx.labelOf.has(token);
      // "Numéro de facture à rappeler: 04-21-...", "Rechnungsnummer bitte angeben": a remark in small letters after a
      // number's own label.
      // "Gutschrift-Nr. Miete MR-2022.15": one word after a label ending in its mark says whose number, the value next.
      // ("RECHNUNGS-NR. SPEDITION FXT25232602", "Beleg-Nr. Liquidation 91213/033": in capitals too.)
      const ownsNumber = match.targets.some((t) => t.concept === spec.concept && t.weight >= 0.8);
      const whose =
        skipped === 0 &&
        /^\p{Lu}(\p{Ll}+|\p{Lu}+)$/u.test(token.text) &&
        /[-.\s](nr|no|n°|nº)\.?$/i.test(match.tokens.map((t) => t.text).join(" ")) &&
        hasDigit(tokens[pos + 1]?.text ?? "");
      const remark =
        (skipped < 2 && /^\p{Ll}[\p{L}'’]*:?$/u.test(token.text)) || whose
          ? !ctx.labelOf.has(token) && !REFERENCE.test(compact(token.text)) && ownsNumber
          : false;
      const read =
        readKind(spec.kind, tokens, pos, ctx.layout, stop) ?? (spec.kind === "date" ? readCompactDate(token) : null);
      const wordOfWhose = whose && remark && spec.kind === "id" && !!read && !hasDigit(String(read.value));
      if (read && !wordOfWhose && !(qualifiesTitle && spec.kind === "id" && /^\p{L}+$/u.test(String(read.value)))) {
        out.push(candidate(read, weight * relationRight(skipped, match), "label-right", match));
        break;
      }
      if (spec.kind === "text") break;
      if (spec.kind === "id" && !FILLER_WORDS.has(token.norm) && !qualifiesTitle && !remark) break;
    }
    skipped++;
    if (skipped > (spec.kind === "amount" ? 4 : 2)) break;
    pos++;
  }
  amounts.forEach((a, i) => {
    const last = i === amounts.length - 1;
    let relation = relationRight(a.skipped, match) * (last ? 1 : 0.7) * qualifier;
    if (a.afterBase) relation *= 0.6;
    out.push(candidate(a.read, weight * relation, "label-right", match));
  });
  return out;
}

/** The length of a remark in words and brackets starting at pos, in one segment ("(please quote)"), else 0. */
/** The label starts its segment and only a remark in brackets follows it there: "Factuurnummer (bon)". */
function remarkEndsSegment(match: LabelMatch): boolean {
  const segment = match.line.segments[match.tokens[0].segment];
  const rest = segment.length - (match.end - segment[0].index);
  return match.startsSegment && rest > 0 && bracketedRemark(match.line.tokens, match.end) === rest;
}

function bracketedRemark(tokens: Token[], pos: number): number {
  const first = tokens[pos];
  if (!first.text.startsWith("(")) return 0;
  const run = tokens.slice(pos, pos + 6);
  const close = run.findIndex((t) => t.segment === first.segment && /\)[:.]?$/.test(t.text));
  if (close < 0) return 0;
  const words = run.slice(0, close + 1);
  // "(= leverdatum)": an equals sign may open the remark.
  const word = /^\(?=?\p{L}[\p{L}.'’]*\)?[:.]?$|^\(?=$/u;
  return words.every((t) => t.segment === first.segment && word.test(t.text)) ? close + 1 : 0;
}

/** Whether a label stands beside a word that names a copy ("Customer Copy", "exemplaire client"). */
function nextToCopyWord(tokens: Token[], label: LabelMatch): boolean {
  return [tokens[label.start - 1], tokens[label.end]].some((t) => t && COPY_WORDS.test(compact(t.text)));
}

const TAX_CONCEPTS = new Set(["tax", "tax_rate"]);

/** 'incl' or 'excl' when a tax label only qualifies the amount before it: "(Incl GST)", "excl. VAT", "(MwSt.)". */
function qualifierMark(tokens: Token[], other: LabelMatch): "incl" | "excl" | "other" | null {
  if (!other.targets.every((t) => t.concept !== null && TAX_CONCEPTS.has(t.concept))) return null;
  const previous = tokens[other.start - 1];
  const before = previous ? previous.text.toLowerCase().replace(/^[(\[]/, "") : "";
  if (/^(incl|inkl|including|inclusive|inclusief|inklusive|ttc)\b/.test(before)) return "incl";
  if (/^(excl|exkl|excluding|exclusief|exklusive|zzgl|plus|ohne|hors|before)\b/.test(before)) return "excl";
  if (namesAnotherAmount(tokens, other.start)) return "excl";
  return /^[(\[]/.test(other.tokens[0].text) ? "other" : null;
}

/**
 * Words before a tax's name that make it another amount's: a denial ("(no VAT)", "sans TVA", "exento de IVA", "not
 * subject to VAT") or the base it is due on ("Soggetto a IVA", "subject to VAT", "soumis à TVA").
 */
const ANOTHER_AMOUNT = new RegExp(
  `^(no|non|not|without|ohne|kein|keine|nicht|sans|senza|sin|zonder|geen|${EXEMPT_STEMS}|outside|fuori|buiten|free|subject|soggett[oaie]|sujet[oa]s?|soumis(es?)?|onderworpen|liable|pflichtig|steuerpflichtig)$`,
);

/** Such a word among the two before the tax's label, in its segment ("No." with its dot is a number mark). */
function namesAnotherAmount(tokens: Token[], start: number): boolean {
  return tokens
    .slice(Math.max(0, start - 2), start)
    .some((t) => t.segment === tokens[start]?.segment && ANOTHER_AMOUNT.test(fold(t.text).replace(/^[(\[]/, "")));
}

/** "IVA 21 % s/ base:", "TVA 20 % sur base HT": what a tax is computed on qualifies the tax's label. */
function baseOfTax(spec: FieldSpec, tokens: Token[], other: LabelMatch): "other" | null {
  if (spec.concept !== "tax" || !other.targets.some((t) => t.concept === "net")) return null;
  const previous = tokens[other.start - 1];
  return previous && /^(s\/|sobre|sur|su|auf|on|op|of)$/i.test(previous.text) ? "other" : null;
}

/** The mark of a law's article or paragraph: "art.", "Art.", "(art.", "§", "artt.", "Abs.". */
const LEGAL_REFERENCE = /^\(?(art|artt|article|artikel|articolo|artículo|articulo|abs|§)\.?$/i;

/** Past the rest of a law's reference: "n. 18", "Abs. 1", "Z 19", "DPR 633/1972", "UStG". */
function afterLegalReference(tokens: Token[], pos: number): number {
  for (let guard = 0; guard < 6 && pos < tokens.length; guard++) {
    const text = tokens[pos].text.replace(/[;,.)]+$/, "");
    const next = tokens[pos + 1]?.text ?? "";
    if (/^(n|nr|no|comma|co|lett|abs|z|ziff|al|para)\.?$/i.test(text) && /^\d/.test(next)) pos += 2;
    else if (/^\p{Lu}{2,6}$/u.test(text) || /^\d+\/\d{2,4}$/.test(text)) pos++;
    else break;
  }
  return pos;
}

/** Whether the line above or below has a figure ending where this token ends (the same column of a grid). */
function columnGoesOnBeside(layout: Layout, line: Line, token: Token): boolean {
  const lines = layout.pages[line.page].lines;
  const right = token.x + token.width;
  return [lines[line.pageLine - 1], lines[line.pageLine + 1]].some((other) =>
    other?.tokens.some((t) => /\d/.test(t.text) && Math.abs(t.x + t.width - right) <= 1.5 * token.height),
  );
}

/** A 'next' before the label in its segment: the date of the next invoice, renewal or reading. */
function aboutANextOne(match: LabelMatch): boolean {
  const segment = match.line.segments[match.tokens[0].segment];
  return segment.some((t) => t.index < match.start && NEXT_WORDS.test(fold(t.text).replace(/[^\p{L}]/gu, "")));
}

/** A tax label right after 'incl.' or 'excl.' (not 'zzgl.' or 'plus', which add the tax itself). */
function qualifiesAnotherAmount(match: LabelMatch): boolean {
  const mark = qualifierMark(match.line.tokens, match);
  const previous = match.line.tokens[match.start - 1];
  return (mark === "incl" || mark === "excl") && !/^(zzgl|plus)\b/i.test(previous?.text ?? "");
}

function relationRight(skipped: number, match: LabelMatch): number {
  let r = 1 - 0.06 * skipped;
  if (match.colon) r += 0.05;
  if (!match.startsSegment) r -= 0.2;
  return r;
}

/** Digits followed by a capitalised place on a line that reads as an address: "2000 Antwerpen", "79098 Freiburg". */
function isPostcodeOfPlace(tokens: Token[], line: Line): boolean {
  if (tokens.length !== 1 || !/^\d{4,5}$/.test(tokens[0].text)) return false;
  const next = line.tokens[tokens[0].index + 1];
  return !!next && next.segment === tokens[0].segment && /^\p{Lu}\p{Ll}/u.test(next.text);
}

/**
 * Where a caption stands in a row of captions: with the remark that ends it ("Totaal excl. btw (werkplaats)", "21 %
 * btw over arbeid en onderdelen"), for a value set under the caption's end; the label's own words elsewhere (a word
 * of its own, "Totale manodopera", says which part of the sum it is).
 */
function captionBox(match: LabelMatch, labelOf: Map<Token, LabelMatch>): Rect {
  const own = unionBox(match.tokens);
  const segment = match.line.segments[match.tokens[0].segment];
  if (match.line.segments.length < 2 || segment.some((t) => /\d[.,]\d{2}\b/.test(t.text))) return own;
  // Captions run together into one segment hold other labels: the label's own words are its place then.
  if (segment.some((t) => labelOf.has(t) && labelOf.get(t) !== match)) return own;
  const after = segment.filter((t) => t.x > own.x + own.width);
  const remark = after.length > 0 && (/^\(/.test(after[0].text) || REMARK_START.test(compact(after[0].text)));
  return remark ? unionBox(segment) : own;
}

/** A preposition that opens a caption's remark: "over", "on", "auf", "sur", "su", "sobre", "for", "für". */
const REMARK_START = /^(over|on|auf|sur|su|sobre|for|fur|voor|per|pour|para)$/;

/** The value under a label: the nearest line below with words under the label. */
function belowCandidates(ctx: CandidateContext, match: LabelMatch, spec: FieldSpec, weight: number): Candidate[] {
  const label = captionBox(match, ctx.labelOf);
  const page = ctx.layout.pages[match.line.page];
  const lines = page.lines;
  const out: Candidate[] = [];
  const maxDistance = 3.2 * Math.max(label.height, 6);
  const cell = spec.kind === "amount" ? null : cellOf(match, label, page.width);
  for (let i = match.line.pageLine + 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.top - label.y - label.height > maxDistance) break;
    if (line.top < label.y + label.height * 0.5) continue;
    let read = readUnder(ctx, line, label, spec);
    let inCell = false;
    // A grid's value set to the right of its cell, under the gap before the next caption: "F.NR.   FACT.DAT."
    // over "      2511-8483 22.11.2025".
    if (!read && cell) {
      read = readUnder(ctx, line, cell, spec);
      inCell = !!read && read !== "blocked";
      if (read && read !== "blocked" && !within(read.tokens, cell)) read = null;
    }
    if (read === "blocked") break;
    // "2000 Antwerpen" under a title: a postcode with its place is an address's, never the document's number.
    if (read && spec.kind === "id" && isPostcodeOfPlace(read.tokens, line)) continue;
    // Values set over their own small captions ("2112EV093892" over "Invoice number", the next row of values over the
    // next row of captions): a value nearer the caption row under it is that row's, not this label's.
    if (read && captionedBelow(ctx, read.tokens, line, lines[i + 1], label) && valuesFirst(ctx, lines, match, label))
      break;
    if (read) {
      const distance = (line.top - (label.y + label.height)) / Math.max(label.height, 6);
      let relation = 0.88 - 0.06 * Math.max(0, distance - 0.5);
      if (match.wholeSegment) relation += 0.04;
      if (!match.startsSegment) relation -= 0.2;
      if (spec.kind === "amount") return columnCandidates(ctx, match, label, i, read, weight * relation, spec.concept);
      // "DATE | ACTIVITY | HOURS": the first of a column of item rows is one item's value, not the document's.
      if (isItemRow(line) && columnGoesOn(ctx, lines, i, label, spec)) relation *= 0.5;
      const fit = inCell ? 0.9 : Math.min(1, 0.6 + read.overlap);
      out.push(candidate(read, weight * relation * fit, "label-below", match));
      break;
    }
  }
  return out;
}

/**
 * Whether the stack of rows the label stands in starts with a row of values (values over their captions), not with a
 * caption (captions over their values, "DESTINATAIRE / name / DATE FACTURE / date"): the rows above the label that
 * share its column, up to a gap wider than the rows' step.
 */
function valuesFirst(ctx: CandidateContext, lines: Line[], match: LabelMatch, label: Rect): boolean {
  const inColumn = (l: Line) => l.segments.find((segment) => horizontalOverlap(unionBox(segment), label) > 0);
  let k = match.line.pageLine;
  const step = k > 0 ? lines[k].top - lines[k - 1].top : 0;
  while (k > 0 && inColumn(lines[k - 1]) && lines[k].top - lines[k - 1].top <= 1.6 * step) k--;
  if (k === match.line.pageLine) return false;
  const top = inColumn(lines[k])!;
  return top.some((t) => /\d/.test(t.text)) && !top.some((t) => ctx.labelOf.has(t));
}

/** Whether the line under a value line is a row of captions closer to it than the label above, one under the value. */
function captionedBelow(
  ctx: CandidateContext,
  value: Token[],
  line: Line,
  next: Line | undefined,
  label: Rect,
): boolean {
  if (!next) return false;
  const gapAbove = line.top - (label.y + label.height);
  const gapBelow = next.top - line.bottom;
  if (gapBelow >= gapAbove) return false;
  const box = unionBox(value);
  // The caption under the value: a label's segment ("Reçu de recharge n°") spans it, or the row under it is all words
  // ("EV driver account"), captions of the values above.
  const words = next.tokens.every((t) => !/\d/.test(t.text));
  return next.segments.some(
    (segment) => (words || segment.some((t) => ctx.labelOf.has(t))) && horizontalOverlap(unionBox(segment), box) > 0,
  );
}

/**
 * A caption printed under its value, as a row of key figures sets them ("FC4417-22" in large type over "Reference
 * number"): the line right above, when nothing there is a label. Dates and numbers only (a card's amount is often
 * what is left to pay, not the total).
 */
function aboveCandidates(ctx: CandidateContext, match: LabelMatch, spec: FieldSpec, weight: number): Candidate[] {
  if (spec.kind !== "id" && spec.kind !== "date") return [];
  // A caption: the label starts its segment and the rest of it is words ("Facture n° (abonnement)").
  const segment = match.line.segments[match.tokens[0].segment];
  if (!match.startsSegment || segment.some((t) => /\d/.test(t.text))) return [];
  const label = unionBox(match.tokens);
  const above = ctx.layout.pages[match.line.page].lines[match.line.pageLine - 1];
  if (!above || above.tokens.some((t) => ctx.labelOf.has(t))) return [];
  if (label.y - above.bottom > 1.5 * Math.max(label.height, 6)) return [];
  const read = readUnder(ctx, above, label, spec);
  if (!read || read === "blocked") return [];
  return [candidate(read, weight * 0.75 * Math.min(1, 0.6 + read.overlap), "label-above", match)];
}

/**
 * A caption's cell in a row of captions: from the caption to the next one on its line; the row's last caption's
 * reaches the page's right edge.
 */
function cellOf(match: LabelMatch, label: Rect, pageWidth: number): Rect | null {
  const last = match.tokens[match.tokens.length - 1];
  if (!match.wholeSegment) return null;
  const next = match.line.tokens.slice(match.end).find((t) => t.segment !== last.segment);
  if (!next) return last.segment > 0 ? { ...label, width: Math.max(label.width, pageWidth - label.x) } : null;
  return { ...label, width: Math.max(label.width, next.x - label.x - 0.5 * label.height) };
}

const within = (tokens: Token[], rect: Rect) => {
  const box = unionBox(tokens);
  return box.x >= rect.x - 1 && box.x + box.width <= rect.x + rect.width + 1;
};

/** Whether the next line under a label holds another value of the same kind, unlabelled: a column of a list. */
function columnGoesOn(ctx: CandidateContext, lines: Line[], index: number, label: Rect, spec: FieldSpec): boolean {
  const next = lines[index + 1];
  if (!next || next.tokens.some((t) => ctx.labelOf.has(t))) return false;
  const read = readUnder(ctx, next, label, spec);
  return !!read && read !== "blocked";
}

const TOTAL_WORDS = /^(total|totaal|totale|summe|gesamt|sum|subtotal|subtotaal|zwischensumme)$/;

function isTotalRow(ctx: CandidateContext, line: Line): boolean {
  return line.tokens.some(
    (t) =>
      TOTAL_WORDS.test(t.norm) ||
      ctx.labelOf
        .get(t)
        ?.targets.some((target) => target.concept === "total" || target.concept === "net" || target.concept === "tax"),
  );
}

const AMOUNT_ROLES: ConceptId[] = ["total", "net", "tax"];

/** The amounts a row's own labels name (total, net, tax), the strongest target of each label. */
function ownAmountConcepts(ctx: CandidateContext, line: Line): ConceptId[] {
  const out = new Set<ConceptId>();
  for (const t of line.tokens) {
    const targets = ctx.labelOf.get(t)?.targets ?? [];
    const best = strongestTarget(targets);
    if (best?.concept && AMOUNT_ROLES.includes(best.concept) && best.weight >= 0.5) out.add(best.concept);
  }
  return [...out];
}

/** A row of a line-item table: a description of several words beside the amounts. */
function isItemRow(line: Line): boolean {
  return line.segments.some((segment) => segment.filter((t) => isWord(t) && t.text.length > 1).length >= 3);
}

/**
 * Amounts under a column header. A single value is the header's value; a column of values is a
 * list whose last value counts only when it is a total (a row labelled so, or the sum of the others).
 */
function columnCandidates(
  ctx: CandidateContext,
  match: LabelMatch,
  label: Rect,
  firstLine: number,
  first: ValueRead & { overlap: number },
  score: number,
  concept: ConceptId | null,
): Candidate[] {
  const lines = ctx.layout.pages[match.line.page].lines;
  const run: { read: ValueRead; line: Line }[] = [{ read: first, line: lines[firstLine] }];
  let lastBottom = lines[firstLine].bottom;
  for (let i = firstLine + 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.top - lastBottom > 10 * Math.max(line.height, 6)) break;
    const read = readUnder(ctx, line, label, { fieldId: "", concept: null, kind: "amount" });
    if (read === "blocked") break;
    if (read) {
      run.push({ read, line });
      lastBottom = line.bottom;
      continue;
    }
    // Something else under the header (a text, another label) ends the column.
    const under = line.tokens.filter((t) => horizontalOverlap(t, label) > 0.3);
    if (under.some((t) => isWord(t))) break;
  }
  const scoreOf = (read: ValueRead, line: Line, factor: number) => {
    let s = score * factor * Math.min(1, 0.6 + ((read as ValueRead & { overlap?: number }).overlap ?? 1));
    if (isItemRow(line) && !isTotalRow(ctx, line)) s *= 0.5;
    return candidate(read, s, "column", match);
  };
  if (run.length === 1) return [scoreOf(first, run[0].line, 1)];
  const last = run[run.length - 1];
  const others = run.slice(0, -1).reduce((sum, r) => sum + Number(r.read.value), 0);
  const sums =
    Math.abs(others - Number(last.read.value)) < 0.011 ||
    run.slice(0, -1).every((r) => Math.abs(Number(r.read.value) - Number(last.read.value)) < 0.005);
  // A summary set in the column ("Totale merce netto: 3.800,66 ... Importo fattura: 4.399,59" under "Imponibile")
  // names its own lines: when one of them names the field, a last line that names another amount is not the
  // column's total (a table's total row, "Total facture  24.99  5.00  29.99", still totals every column).
  const named = (line: Line) => ownAmountConcepts(ctx, line);
  const amounts = last.line.segments.filter((segment) => segment.some((t) => hasDigit(t.text))).length;
  if (
    amounts === 1 &&
    concept &&
    named(last.line).some((c) => c !== concept) &&
    !named(last.line).includes(concept) &&
    run.slice(0, -1).some((r) => named(r.line).includes(concept))
  )
    return [];
  // "Payment taken -294.64, Balance 0.00" under "Total payable 294.64": a balance paid off, not the column's total.
  if (sums && Number(last.read.value) === 0 && Number(first.value) !== 0) return [scoreOf(first, run[0].line, 1)];
  if (isTotalRow(ctx, last.line) || sums) return [scoreOf(last.read, last.line, 0.95)];
  if (run.length === 2) return [scoreOf(first, run[0].line, 0.5)];
  return [];
}

function readUnder(
  ctx: CandidateContext,
  line: Line,
  label: Rect,
  spec: FieldSpec,
): (ValueRead & { overlap: number }) | null | "blocked" {
  // The segment of the line that lies most under the label.
  let best: { segment: Token[]; overlap: number } | null = null;
  for (const segment of line.segments) {
    const box = unionBox(segment);
    const overlap = horizontalOverlap(box, label);
    if (overlap > 0 && (!best || overlap > best.overlap)) best = { segment, overlap };
  }
  if (!best) return null;
  // Another label right under this one: a stack of labels, not a value.
  if (best.segment.every((t) => ctx.labelOf.has(t))) return "blocked";
  const tokens = line.tokens;
  const first = best.segment[0].index;
  const last = best.segment[best.segment.length - 1].index;
  if (spec.kind === "amount") {
    // The amount of the segment that lies under the label.
    let chosen: ValueRead | null = null;
    let chosenOverlap = 0;
    for (let pos = first; pos <= last;) {
      const read = readAmount(tokens, pos, ctx.layout);
      if (read) {
        const overlap = horizontalOverlap(unionBox(read.tokens), label);
        if (!read.percent && overlap >= chosenOverlap && overlap > 0) {
          chosen = read;
          chosenOverlap = overlap;
        }
        pos += read.tokens.length;
      } else pos++;
    }
    return chosen ? { ...chosen, overlap: chosenOverlap } : null;
  }
  for (let pos = first; pos <= last; pos++) {
    if (isSeparator(tokens[pos])) continue;
    const read = readKind(
      spec.kind,
      tokens,
      pos,
      ctx.layout,
      (t) => t.segment !== tokens[pos].segment || ctx.labelOf.has(t),
    );
    if (read) return { ...read, overlap: horizontalOverlap(unionBox(read.tokens), label) };
    if (spec.kind !== "date") break;
    if (pos - first >= 2) break;
  }
  return null;
}

function candidate(read: ValueRead, score: number, source: CandidateSource, label?: LabelMatch): Candidate {
  return {
    value: read.value,
    tokens: read.tokens,
    score: score * (0.55 + 0.45 * read.quality),
    source,
    label,
    currency: read.currency ?? null,
  };
}

/** Candidates of one field from all of its labels. */
export function labelCandidates(ctx: CandidateContext, spec: FieldSpec): Candidate[] {
  const out: Candidate[] = [];
  // A document's number has a digit: the word after a title ("Factura completa", "NUMÉRO DE FACTURE  FAIT LE") is
  // not it, and the value may then stand under the label.
  const plausible = (candidates: Candidate[]) =>
    spec.concept === "invoice_number" ? candidates.filter((c) => /\d/.test(String(c.value))) : candidates;
  for (const match of ctx.labels) {
    let weight = labelWeightFor(match, spec.fieldId, spec.concept);
    if (weight <= 0) continue;
    // Later pages repeat headers and carry fewer of the document's key values.
    weight *= 1 - Math.min(0.15, 0.05 * match.line.page);
    // One short weak word inside a sentence ("This invoice is for...") is hardly a label.
    if (!match.startsSegment && !match.colon && match.tokens.length === 1) weight *= 0.7;
    // "Your next invoice will be issued on ...", "Prochaine facture le ...": a later document's, not this one's.
    if (spec.kind === "date" && aboutANextOne(match)) weight *= 0.3;
    // "Bedrag exclusief omzetbelasting:", "Factuurbedrag inclusief btw:": that tax word qualifies another amount.
    if (spec.concept === "tax" && qualifiesAnotherAmount(match)) weight *= 0.3;
    // "..., dont 2.963,29 EUR HT et 592,66 EUR de TVA": in a sentence the label may follow its amount.
    const before = spec.kind === "amount" ? amountBefore(ctx, match) : null;
    if (before) out.push(candidate(before, weight * 0.85, "label-right", match));
    let right = plausible(rightCandidates(ctx, match, spec, before ? weight * 0.5 : weight));
    if (right.length === 0) right = plausible(skewedRightCandidates(ctx, match, spec, weight));
    out.push(...right);
    // A label with a value on its right is not also a column header.
    const below =
      right.length === 0 || match.wholeSegment
        ? plausible(belowCandidates(ctx, match, spec, weight * (right.length > 0 ? 0.7 : 1)))
        : [];
    out.push(...below);
    if (right.length === 0 && below.length === 0) out.push(...plausible(aboveCandidates(ctx, match, spec, weight)));
  }
  // "Saldo te betalen: 0,00", "Balance 0.00": a total of nothing is a balance paid off, rarely the invoice's total.
  const read = spec.concept === "total" ? out.map((c) => (c.value === 0 ? { ...c, score: c.score * 0.3 } : c)) : out;
  return spec.kind === "amount" && ctx.layout.decimalSeparator ? read.map(withoutCentsDoubted) : read;
}

/** Little words between an amount and the label after it: "592,66 EUR de TVA", "2.370,70 € son base". */
const AFTER_AMOUNT = /^(de|di|d'|of|van|du|des|son|sont|sind|zijn|are|is|est|e|è|es|ist)$/;

/**
 * The amount right before a label inside a sentence, when the label has no colon and ends no column: nothing but
 * currency marks and one or two little words between them, and no other label right before the amount.
 */
function amountBefore(ctx: CandidateContext, match: LabelMatch): ValueRead | null {
  if (match.colon || match.startsSegment) return null;
  const tokens = match.line.tokens;
  let pos = match.start - 1;
  let words = 0;
  while (pos >= 0 && (currencyOfToken(tokens[pos]) || AFTER_AMOUNT.test(fold(tokens[pos].text)))) {
    if (!currencyOfToken(tokens[pos]) && ++words > 2) return null;
    pos--;
  }
  if (pos < 0) return null;
  for (let start = Math.max(0, pos - 3); start <= pos; start++) {
    const read = readAmount(tokens, start, ctx.layout);
    // The amount with its currency mark, all of it before the label: "1.250,00 EUR HT".
    const last = read?.tokens[read.tokens.length - 1];
    if (!read || read.percent || !last || last.index < pos || last.index >= match.start) continue;
    // "Total 12,00 EUR HT": the amount is the earlier label's; "dont 2.963,29 EUR HT": it is this one's.
    const previous = tokens[start - 1];
    if (previous && ctx.labelOf.has(previous) && ctx.labelOf.get(previous) !== match) return null;
    return read;
  }
  return null;
}

/**
 * On a document that writes its amounts with cents, a whole number beside an amount label is more often an item
 * count ('Total 18 items') or a figure whose decimal mark OCR lost ('33532' for 33.32) than the amount.
 */
function withoutCentsDoubted(c: Candidate): Candidate {
  return c.tokens.some((t) => /\d[.,]\d{1,2}(?!\d)/.test(t.text)) ? c : { ...c, score: c.score * 0.6 };
}

/**
 * A photographed or slightly turned page puts a label and its value on neighbouring lines ("Total" at 193,
 * "54.65" at 199): with nothing right of a label on its own line, the words right of it on the lines just
 * above and below, close to its height, are read as its row.
 */
function skewedRightCandidates(ctx: CandidateContext, match: LabelMatch, spec: FieldSpec, weight: number): Candidate[] {
  const line = match.line;
  // A row of several labels is a table's header: the line under it holds its columns, not a turned row.
  if (line.tokens.some((t) => ctx.labelOf.has(t) && ctx.labelOf.get(t) !== match)) return [];
  const page = ctx.layout.pages[line.page];
  const label = unionBox(match.tokens);
  // Words right of the label on its own line: its row is that line, however far the words stand.
  if (line.tokens.some((t) => t.x > label.x + label.width && !match.tokens.includes(t))) return [];
  const centre = label.y + label.height / 2;
  const labelEnd = label.x + label.width;
  // The nearest neighbouring line with words right of the label, within about a line's height.
  let neighbours: Token[] = [];
  let nearest = Infinity;
  for (const other of page.lines.slice(Math.max(0, line.pageLine - 2), line.pageLine + 3)) {
    if (other === line) continue;
    const right = other.tokens.filter((t) => t.x > labelEnd);
    if (right.length === 0) continue;
    const distance = Math.abs(right[0].y + right[0].height / 2 - centre);
    if (distance > 1.1 * Math.max(label.height, right[0].height) || distance >= nearest) continue;
    nearest = distance;
    neighbours = right;
  }
  if (neighbours.length === 0) return [];
  neighbours.sort((a, b) => a.x - b.x);
  // Stop at the first word another label owns: the row belongs to that label from there on.
  const row: Token[] = [];
  for (const t of neighbours) {
    if (ctx.labelOf.has(t)) break;
    row.push(t);
  }
  if (row.length === 0) return [];
  const rowLine: Line = { ...line, tokens: [], segments: [] };
  const tokens: Token[] = [...match.tokens, ...row].map((t, index) => ({
    ...t,
    line: line.index,
    index,
    segment: index < match.tokens.length ? 0 : 1,
  }));
  rowLine.tokens = tokens;
  rowLine.segments = [tokens.slice(0, match.tokens.length), tokens.slice(match.tokens.length)];
  const rowMatch: LabelMatch = {
    ...match,
    line: rowLine,
    start: 0,
    end: match.tokens.length,
    tokens: tokens.slice(0, match.tokens.length),
    wholeSegment: true,
  };
  const rowCtx: CandidateContext = {
    ...ctx,
    labelOf: new Map(tokens.slice(0, match.tokens.length).map((t) => [t, rowMatch])),
  };
  return rightCandidates(rowCtx, rowMatch, spec, weight * 0.9).map((c) => ({ ...c, label: match }));
}

/** Equal values found in several places become one candidate, a little stronger. */
export function mergeCandidates(candidates: Candidate[]): Candidate[] {
  const byValue = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = typeof c.value === "number" ? c.value.toFixed(4) : String(c.value).toLowerCase();
    const list = byValue.get(key) ?? [];
    list.push(c);
    byValue.set(key, list);
  }
  const merged: Candidate[] = [];
  for (const list of byValue.values()) {
    list.sort((a, b) => b.score - a.score);
    const best = list[0];
    const distinct = new Set(list.map((c) => c.tokens.map((t) => `${t.line}:${t.index}`).join(","))).size;
    merged.push({ ...best, score: best.score + Math.min(0.12, 0.04 * (distinct - 1)), support: distinct });
  }
  return merged.sort((a, b) => b.score - a.score);
}

/** Every date printed on the pages, in reading order. */
export function allDates(layout: Layout): ValueRead[] {
  const out: ValueRead[] = [];
  for (const line of layout.lines) {
    for (let pos = 0; pos < line.tokens.length;) {
      const read = readDate(line.tokens, pos, layout);
      if (read) {
        out.push(read);
        pos += read.tokens.length;
      } else pos++;
    }
  }
  return out;
}

/** Every amount printed on the pages, in reading order. */
export function allAmounts(layout: Layout): ValueRead[] {
  const out: ValueRead[] = [];
  for (const line of layout.lines) {
    for (let pos = 0; pos < line.tokens.length;) {
      const date = readDate(line.tokens, pos, layout);
      if (date) {
        pos += date.tokens.length;
        continue;
      }
      const read = readAmount(line.tokens, pos, layout);
      if (read) {
        if (!read.percent) out.push(read);
        pos += read.tokens.length;
      } else pos++;
    }
  }
  return out;
}

/** Words that end a label and say a name follows: "payable to", "à l'ordre de", "zahlbar an", "issued by". */
const NAME_INTRODUCERS = new Set(["to", "de", "an", "a", "di", "van", "by", "par", "da", "por", "door", "von"]);

function introducesName(match: LabelMatch): boolean {
  const last = match.tokens[match.tokens.length - 1];
  return !!last && NAME_INTRODUCERS.has(last.norm);
}
