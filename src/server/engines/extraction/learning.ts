/**
 * Learning from corrections. When a person corrects a field on a document whose master key (the
 * sender) is known, the corrected value is looked up on the document's pages and the engine
 * remembers where it sat: after or under which label (an anchor), and in which rectangle of which
 * page (a region). On the next document of the same master key and class, the value is read at the
 * same place first. A value that is not printed at all (typed by hand) is remembered as such.
 */
import type { ExtractedValue } from "../../../domain/entities";
import { conceptOfField, valueKindOf, type ValueKind } from "./concepts";
import type { Candidate } from "./candidates";
import { buildLabelDefs, findLabels, labelIndex, labelKey, type LabelMatch } from "./labels";
import { buildLayout, horizontalOverlap, unionBox, type Layout, type Line, type Token } from "./layout";
import { parseBoolean } from "./parseBoolean";
import { parseDate } from "./parseDate";
import { parseNumber } from "./parseNumber";
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
import { compact, fold, hasDigit, hasLetter } from "./text";
import type { ExtractionField, LearnedHint, TextPage } from "./types";
import type { Rect } from "../../../domain/geometry";

interface CorrectionInput {
  /** The text-annotation pages of the corrected document. */
  pages: TextPage[];
  field: ExtractionField;
  correctedValue: ExtractedValue;
  masterKeyId: string;
  classId: string;
}

/** Digits as 9, letters as A, the rest as printed: the shape of an identifier. */
export function shapeOf(text: string): string {
  return text.replace(/\p{N}/gu, "9").replace(/\p{L}/gu, "A");
}

interface Occurrence {
  tokens: Token[];
  /** The page text the value was read from (may be longer than the value: "Flipkart.com"). */
  sourceText: string;
}

/** Where the corrected value is printed on the pages. */
function findOccurrences(
  layout: Layout,
  kind: ValueKind,
  dataType: ExtractionField["dataType"],
  value: ExtractedValue,
): Occurrence[] {
  const out: Occurrence[] = [];
  if (dataType === "Number" || kind === "amount" || kind === "percent") {
    const target = typeof value === "number" ? value : parseNumber(String(value))?.value;
    if (target === undefined || target === null) return out;
    for (const line of layout.lines) {
      for (let pos = 0; pos < line.tokens.length;) {
        const date = readDate(line.tokens, pos, layout);
        if (date && date.tokens.length > 1) {
          pos += date.tokens.length;
          continue;
        }
        const read = readAmount(line.tokens, pos, layout, kind === "percent");
        if (read && (!read.percent || kind === "percent") && Math.abs(Number(read.value) - target) < 0.005) {
          const digits = read.tokens.filter((t) => hasDigit(t.text));
          out.push({
            tokens: digits.length ? digits : read.tokens,
            sourceText: read.tokens.map((t) => t.text).join(" "),
          });
        }
        pos += read ? read.tokens.length : 1;
      }
    }
    return out;
  }
  if (dataType === "Date" || kind === "date") {
    const target = typeof value === "string" ? (parseDate(value) ?? value) : null;
    if (!target) return out;
    for (const line of layout.lines) {
      for (let pos = 0; pos < line.tokens.length;) {
        const read = readDate(line.tokens, pos, layout) ?? readCompactDate(line.tokens[pos]);
        if (read && read.value === target)
          out.push({ tokens: read.tokens, sourceText: read.tokens.map((t) => t.text).join(" ") });
        pos += read ? read.tokens.length : 1;
      }
    }
    return out;
  }
  const target = compact(String(value));
  if (!target) return out;
  for (const line of layout.lines) {
    for (let start = 0; start < line.tokens.length; start++) {
      let key = "";
      for (let end = start; end < line.tokens.length && end < start + 12; end++) {
        key += compact(line.tokens[end].text);
        if (key === target) {
          const tokens = line.tokens.slice(start, end + 1);
          out.push({ tokens, sourceText: tokens.map((t) => t.text).join(" ") });
          break;
        }
        if (!target.startsWith(key)) {
          // The value inside one printed word: "Flipkart" in "www.flipkart.com/support".
          if (end === start && key.length > target.length && containsPart(line.tokens[start].text, String(value))) {
            out.push({ tokens: [line.tokens[start]], sourceText: line.tokens[start].text });
          }
          break;
        }
      }
    }
  }
  return out;
}

/** The word holds the value as a part set off by punctuation ("Flipkart" in "flipkart.com", "ACME-Shop"). */
function containsPart(word: string, value: string): boolean {
  const w = fold(word);
  const v = fold(value).trim();
  if (v.length < 3) return false;
  const at = w.indexOf(v);
  if (at < 0) return false;
  const before = w[at - 1];
  const after = w[at + v.length];
  return (!before || /[^\p{L}\p{N}]/u.test(before)) && (!after || /[^\p{L}\p{N}]/u.test(after));
}

/** The words a value is read from, and whether they are a label the dictionary knows. */
interface Anchor {
  tokens: Token[];
  direction: "right" | "below";
  skip: number;
  known: boolean;
}

/**
 * The label the value is read from: a known label before it on its line, else a known label right above it (a
 * column heading), else unknown words before it in the value's own cell, else the words right above it.
 */
function anchorOf(layout: Layout, occurrence: Occurrence, labelOf: Map<Token, LabelMatch>): Anchor | null {
  // A lone letter (a VAT code column 'A', a bullet) names nothing: the same letter heads other columns.
  const named = (a: Anchor | null) => (a && a.tokens.some((t) => t.norm.length >= 2) ? a : null);
  const left = named(leftAnchor(layout, occurrence, labelOf));
  if (left?.known) return left;
  const above = named(aboveAnchor(layout, occurrence, labelOf));
  if (above?.known) return above;
  const first = occurrence.tokens[0];
  // Words of another cell of a table row (a date left of the number) are a value, not a label; words that end
  // in a colon or share the value's cell are its label.
  if (left && (left.tokens[left.tokens.length - 1].colon || left.tokens[0].segment === first.segment)) return left;
  return above ?? left;
}

/** Words before the value on its line: numbers, symbols and separators skipped (at most 3). */
function leftAnchor(layout: Layout, occurrence: Occurrence, labelOf: Map<Token, LabelMatch>): Anchor | null {
  const first = occurrence.tokens[0];
  const line = layout.lines[first.line];
  let pos = first.index - 1;
  let skip = 0;
  while (pos >= 0 && !isWord(line.tokens[pos]) && skip < 3) {
    pos--;
    skip++;
  }
  if (pos < 0 || !isWord(line.tokens[pos])) return null;
  const match = labelOf.get(line.tokens[pos]);
  const known = !!match && match.end - 1 === pos;
  // Unknown words far off are another column's; a known label is the value's however wide the gap (a receipt's
  // 'Net amount' at the left margin, its amount at the right).
  if (!known && first.x - (line.tokens[pos].x + line.tokens[pos].width) >= 0.5 * layout.pages[first.page].width)
    return null;
  if (match && known) {
    // Labels printed together are one anchor: 'Total incl. VAT' is not the 'VAT' of the tax line.
    let tokens = match.tokens;
    let start = match.start;
    for (;;) {
      const before = start > 0 ? labelOf.get(line.tokens[start - 1]) : undefined;
      if (!before || before.line !== line || before.end !== start || tokens.length + before.tokens.length > 6) break;
      tokens = [...before.tokens, ...tokens];
      start = before.start;
    }
    return { tokens, direction: "right", skip, known: true };
  }
  const words: Token[] = [];
  const segment = line.tokens[pos].segment;
  for (let i = pos; i >= 0 && words.length < 3; i--) {
    const t = line.tokens[i];
    // A slash or dash inside the label ('TOTAL NET / EDI') joins its words; it does not end them.
    if (t.segment === segment && /^[/\-–|]$/.test(t.text) && i > 0 && isWord(line.tokens[i - 1])) continue;
    if (t.segment !== segment || !isWord(t) || (words.length > 0 && t.colon)) break;
    words.unshift(t);
  }
  return words.length > 0 ? { tokens: words, direction: "right", skip, known: false } : null;
}

/** The nearest line within three line heights with words over the value. */
function aboveAnchor(layout: Layout, occurrence: Occurrence, labelOf: Map<Token, LabelMatch>): Anchor | null {
  const first = occurrence.tokens[0];
  const line = layout.lines[first.line];
  const box = unionBox(occurrence.tokens);
  const page = layout.pages[first.page];
  for (let i = line.pageLine - 1; i >= 0; i--) {
    const above = page.lines[i];
    if (box.y - above.bottom > 3.2 * Math.max(box.height, 6)) break;
    let best: Token[] | null = null;
    let bestOverlap = 0;
    for (const segment of above.segments) {
      const overlap = horizontalOverlap(unionBox(segment), box);
      if (overlap > bestOverlap) {
        best = segment;
        bestOverlap = overlap;
      }
    }
    if (best) {
      // A currency code over a column of amounts is no heading of one of them.
      const words = best.filter((t) => hasLetter(t.text) && !currencyOfToken(t));
      if (words.length === 0 || words.length > 5) return null;
      // The label's own words among the segment, if a known label covers part of it.
      const match = words.map((t) => labelOf.get(t)).find((m) => m && horizontalOverlap(unionBox(m.tokens), box) > 0);
      // A reference above the value ('LS-2025-4285') is another value, not its heading.
      if (!match && words.some((t) => hasDigit(t.text))) return null;
      return { tokens: match ? match.tokens : words, direction: "below", skip: 0, known: !!match };
    }
  }
  return null;
}

export function learnFromCorrection(input: CorrectionInput): LearnedHint | null {
  const { field, correctedValue } = input;
  if (
    correctedValue === null ||
    correctedValue === undefined ||
    (typeof correctedValue === "string" && !correctedValue.trim())
  )
    return null;
  if (field.dataType === "Boolean" || field.dataType === "Master_Key") return null;
  const concept = conceptOfField(field);
  const kind = valueKindOf(field.dataType, concept);
  const layout = buildLayout(input.pages ?? []);
  const defs = buildLabelDefs([{ _id: field._id, name: field.name, description: field.description, concept }]);
  const labels = findLabels(layout, defs);
  // Where labels overlap ('Totaal inclusief BTW' and its 'BTW'), the field's own and then the longest names a word.
  const own = (m: LabelMatch) => m.targets.some((t) => t.fieldId === field._id || (concept && t.concept === concept));
  const labelOf = labelIndex(
    [...labels].sort((a, b) => Number(own(a)) - Number(own(b)) || a.tokens.length - b.tokens.length),
  );
  const occurrences = findOccurrences(layout, kind, field.dataType, correctedValue);
  const base = {
    layoutKeys: layoutKeysOf(labels),
    fieldId: field._id,
    masterKeyId: input.masterKeyId,
    classId: input.classId,
    value: correctedValue,
    shape: typeof correctedValue === "string" && kind === "id" ? shapeOf(correctedValue) : null,
    learnedAt: new Date().toISOString(),
  };
  if (occurrences.length === 0) {
    // Typed by hand: a text the document does not print (a sender's name shown only as a logo).
    if (field.dataType === "Number" || field.dataType === "Date") return null;
    return { ...base, kind: "constant", page: 0, region: null, anchor: null, sourceText: null, wordCount: 0 };
  }
  // The occurrence with the best label: the field's own label first, then any label, then the first.
  const ranked = occurrences
    .map((occurrence) => {
      const anchor = anchorOf(layout, occurrence, labelOf);
      let score = 0;
      if (anchor) {
        score += 1;
        const matches = anchor.tokens.map((t) => labelOf.get(t)).filter((m): m is LabelMatch => !!m);
        if (matches.some(own)) score += 2;
        else if (matches.length) score -= 0.5; // another field's label
        if (anchor.direction === "right") score += 0.3;
      }
      if (compact(occurrence.sourceText) === compact(String(correctedValue))) score += 0.2;
      score -= 0.1 * occurrence.tokens[0].page;
      return { occurrence, anchor, score };
    })
    .sort((a, b) => b.score - a.score);
  const { occurrence, anchor } = ranked[0];
  const page = layout.pages[occurrence.tokens[0].page];
  const box = unionBox(occurrence.tokens);
  const region = {
    x: box.x / page.width,
    y: box.y / page.height,
    width: box.width / page.width,
    height: box.height / page.height,
  };
  const anchorBox = anchor ? unionBox(anchor.tokens) : null;
  const hint: LearnedHint = {
    ...base,
    kind: anchor ? "anchor" : "region",
    page: page.index,
    lastPage: layout.pages.length > 1 ? page.index === layout.pages.length - 1 : kind === "amount",
    region,
    anchor:
      anchor && anchorBox
        ? {
            tokens: anchor.tokens.map((t) => labelKey(t.text)).filter(Boolean),
            x: anchorBox.x / page.width,
            y: anchorBox.y / page.height,
            direction: anchor.direction,
            dx: box.x - anchorBox.x,
            dy: box.y - anchorBox.y,
            skip: anchor.skip,
            known: anchor.known,
            values: kind === "amount" ? valuesAtPlace(layout, occurrence, anchor) : undefined,
          }
        : null,
    sourceText: occurrence.sourceText,
    wordCount: occurrence.tokens.length,
  };
  // Which of its label's places it was, in reading order ('VAT' of the net, of the rate, of the total): the next page's
  // place of the same rank, where the label stands as often.
  if (hint.anchor && kind === "amount") {
    const places = placeReads(layout, hint, kind);
    const rank = places.findIndex(({ read }) => read.tokens.some((t) => occurrence.tokens.includes(t)));
    if (rank >= 0) Object.assign(hint.anchor, { places: places.length, rank });
  }
  return hint;
}

/** How many amounts the learned place holds: after the label on its line, or down the column under it. */
function valuesAtPlace(layout: Layout, occurrence: Occurrence, anchor: Anchor): number {
  const first = occurrence.tokens[0];
  const line = layout.lines[first.line];
  if (anchor.direction === "below") {
    const box = unionBox(occurrence.tokens);
    return columnRun(layout, line, box.x, box.width, "amount");
  }
  const after = anchor.tokens[anchor.tokens.length - 1].index + 1;
  return readsRight(layout, line, after, "amount", anchor.known, occurrence.tokens.length).length;
}

/** The page a hint reads first: its own, or the last page for what was learned on a last page. */
function pageOf(layout: Layout, hint: LearnedHint): number {
  return hint.lastPage ? layout.pages.length - 1 : Math.min(hint.page, layout.pages.length - 1);
}

/** Where the anchor's words are printed, nearest to where they were learned first. */
function findAnchor(layout: Layout, hint: LearnedHint): { tokens: Token[]; line: Line }[] {
  const anchor = hint.anchor!;
  const key = anchor.tokens.join("");
  const found: { tokens: Token[]; line: Line; distance: number }[] = [];
  for (const line of layout.lines) {
    for (let start = 0; start < line.tokens.length; start++) {
      let acc = "";
      for (let end = start; end < line.tokens.length && end < start + 6; end++) {
        acc += labelKey(line.tokens[end].text);
        if (acc === key) {
          const tokens = line.tokens.slice(start, end + 1);
          const page = layout.pages[line.page];
          const box = unionBox(tokens);
          const distance =
            Math.hypot(box.x / page.width - anchor.x, box.y / page.height - anchor.y) +
            (line.page === pageOf(layout, hint) ? 0 : 0.5);
          found.push({ tokens, line, distance });
          break;
        }
        if (!key.startsWith(acc)) break;
      }
    }
  }
  return found.sort((a, b) => a.distance - b.distance);
}

/** The value read at a learned place, or null when the place is not on this document. */
/**
 * A layout's fingerprint: the labels printed on it (the dictionary's, not a class's own). Two invoices of one
 * sender in the same layout share most of them; another layout of the same sender shares few.
 */
export function layoutKeysOf(labels: LabelMatch[]): string[] {
  return [...new Set(labels.filter((m) => m.targets.some((t) => t.concept !== null)).map((m) => m.key))]
    .sort()
    .slice(0, 80);
}

/** The share of the learned layout's labels this page prints; 1 for hints learned before fingerprints. */
function layoutSimilarity(hint: LearnedHint, pageKeys: Set<string>): number {
  if (!hint.layoutKeys?.length) return 1;
  return hint.layoutKeys.filter((k) => pageKeys.has(k)).length / hint.layoutKeys.length;
}

/** Below this share a hint is from another layout: it may still help, but no longer outranks what the page says. */
const SAME_LAYOUT = 0.5;

export function readHint(
  layout: Layout,
  hint: LearnedHint,
  field: ExtractionField,
  kind: ValueKind,
  pageKeys?: Set<string>,
): Candidate | null {
  const candidate = readHintHere(layout, hint, field, kind);
  if (!candidate || !pageKeys || hint.kind === "constant") return candidate;
  return layoutSimilarity(hint, pageKeys) >= SAME_LAYOUT
    ? candidate
    : { ...candidate, score: Math.min(candidate.score, 0.35) };
}

function readHintHere(layout: Layout, hint: LearnedHint, field: ExtractionField, kind: ValueKind): Candidate | null {
  if (hint.kind === "constant") {
    return { value: hint.value as string, tokens: [], score: 1.6, source: "learned" };
  }
  const reads: { read: ValueRead; text: string; score: number }[] = [];
  if (hint.anchor) {
    const { places, rank } = hint.anchor;
    const ranked = kind === "amount" && places !== undefined && rank !== undefined;
    const found = ranked ? placeReads(layout, hint, kind) : nearestReads(layout, hint, kind);
    // The label printed more or less often than on the learned page (a VAT line per rate where it had one): the
    // place no longer names one value, so the page's own reading decides.
    if (ranked && found.length !== places) return null;
    const first = ranked ? found[rank] : found[0];
    if (first && kind === "amount" && first.read.ambiguous) return null;
    if (first) reads.push({ read: first.read, text: first.read.tokens.map((t) => t.text).join(" "), score: 2 });
  }
  if (reads.length === 0 && hint.region) {
    const read = readRegion(layout, hint, kind);
    // The page does not print the label learned with the value: the layout moved, so the place is only a guess
    // that any label the page does print outvotes, and is as unsure as one.
    if (read && hint.anchor) return { value: read.value, tokens: read.tokens, score: 0.3, source: "layout" };
    if (read) reads.push({ read, text: read.tokens.map((t) => t.text).join(" "), score: 1.7 });
  }
  if (reads.length === 0) return null;
  const { read, text, score } = reads[0];
  // The same words as when the person corrected them: the person's value, as entered.
  let value: string | number | boolean = read.value;
  if (
    hint.sourceText &&
    compact(text) === compact(hint.sourceText) &&
    hint.value !== null &&
    typeof hint.value !== "object"
  )
    value = hint.value;
  else if (
    typeof hint.value === "string" &&
    kind === "text" &&
    hint.sourceText &&
    compact(hint.sourceText) !== compact(hint.value)
  ) {
    // The person kept part of a longer printed word; the new text is unknown, so trust only a same reading.
    return null;
  }
  if (field.dataType === "Boolean") {
    const b = parseBoolean(String(value));
    if (b === null) return null;
    value = b;
  }
  // A word where digits were learned ("FACTURE" where "F-2024/8369" stood): a title or a caption, not the value.
  if (hint.shape?.includes("9") && typeof value === "string" && !/\d/.test(value)) return null;
  if (hint.shape && typeof value === "string" && shapeOf(value) !== hint.shape) {
    // An identifier of another shape: probably not the same field; still better than nothing.
    return { value, tokens: read.tokens, score: 0.9, source: "learned" };
  }
  return { value, tokens: read.tokens, score, source: "learned" };
}

/** The value read at the learned label's places nearest to where it was learned, the nearest first. */
function nearestReads(layout: Layout, hint: LearnedHint, kind: ValueKind): { read: PlaceRead; line: Line }[] {
  return readsAt(layout, hint, kind, findAnchor(layout, hint).slice(0, 3));
}

/** The values read at every place the learned label is printed, in reading order. */
function placeReads(layout: Layout, hint: LearnedHint, kind: ValueKind): { read: PlaceRead; line: Line }[] {
  return readsAt(layout, hint, kind, findAnchor(layout, hint)).sort(
    (a, b) => a.line.index - b.line.index || a.read.tokens[0].x - b.read.tokens[0].x,
  );
}

function readsAt(
  layout: Layout,
  hint: LearnedHint,
  kind: ValueKind,
  places: { tokens: Token[]; line: Line }[],
): { read: PlaceRead; line: Line }[] {
  const found: { read: PlaceRead; line: Line }[] = [];
  for (const { tokens, line } of places) {
    const read =
      hint.anchor!.direction === "right"
        ? readRight(layout, line, tokens, hint, kind)
        : readBelow(layout, line, unionBox(tokens), hint, kind);
    if (read) found.push({ read, line });
  }
  return found;
}

function readRight(layout: Layout, line: Line, anchor: Token[], hint: LearnedHint, kind: ValueKind): PlaceRead | null {
  const anchorX = anchor[0].x;
  const learned = learnedBox(layout, line.page, hint);
  // A text starts where it started when learned: after the same number of words that are no label ('From: 01 234
  // 5678 ACME Ltd').
  const first = anchor[anchor.length - 1].index + 1 + (kind === "text" ? hint.anchor!.skip : 0);
  const reads = readsRight(layout, line, first, kind, !!hint.anchor!.known, hint.wordCount);
  let best: { read: ValueRead; distance: number } | null = null;
  for (const read of reads) {
    // The nearer of its two edges: amounts are set flush right, and a longer one starts further left.
    const box = unionBox(read.tokens);
    const distance = Math.min(
      Math.abs(box.x - anchorX - hint.anchor!.dx),
      learned ? Math.abs(box.x + box.width - (anchorX + hint.anchor!.dx + learned.width)) : Infinity,
    );
    if (!best || distance < best.distance) best = { read, distance };
  }
  return best ? { ...best.read, ambiguous: changedPlace(hint, kind, reads.length) } : null;
}

/** The values after a label on its line, up to a word that is no value when the label is a known one. */
function readsRight(
  layout: Layout,
  line: Line,
  first: number,
  kind: ValueKind,
  known: boolean,
  words: number,
): ValueRead[] {
  const tokens = line.tokens;
  if (kind === "text") {
    const read = first < tokens.length ? readTextSpan(tokens, first, words) : null;
    return read ? [read] : [];
  }
  const reads: ValueRead[] = [];
  for (let pos = first; pos < tokens.length; pos++) {
    if (isSeparator(tokens[pos])) continue;
    const read = readKind(kind, tokens, pos, layout) ?? (kind === "date" ? readCompactDate(tokens[pos]) : null);
    // After a known label, a word that is no value ends its reach: 'Total' in 'Total VAT 38.10' is another label.
    if (!read && known && isWord(tokens[pos]) && !FILLER_WORDS.has(tokens[pos].norm)) break;
    if (!read || read.percent) continue;
    reads.push(read);
    // A whole value, not its tail: '14 352,40' is read once, never again as '352,40'.
    pos += read.tokens.length - 1;
  }
  return reads;
}

/**
 * An amount's place holds another number of amounts than when it was learned (a VAT grid with a column or row per
 * rate where the learned page had one): the label no longer names one value.
 */
function changedPlace(hint: LearnedHint, kind: ValueKind, values: number): boolean {
  return kind === "amount" && hint.anchor?.values !== undefined && hint.anchor.values !== values;
}

/** How many amounts run down a column from the line: the value's own and those in the lines right under it. */
function columnRun(layout: Layout, line: Line, x: number, width: number, kind: ValueKind): number {
  const lines = layout.pages[line.page].lines;
  let count = 1;
  for (let i = line.pageLine + 1; i < lines.length; i++) {
    const next = lines[i];
    if (next.top - lines[i - 1].bottom >= 1.5 * lines[i - 1].height) break;
    if (!readAt(layout, next, x, width, kind, 1)) break;
    count++;
  }
  return count;
}

/** A value read at a learned place; ambiguous when the place holds more than one value on this page. */
type PlaceRead = ValueRead & { ambiguous?: boolean };

/** The size of the value where it was learned, on this document's page. */
function learnedBox(layout: Layout, page: number, hint: LearnedHint): { width: number } | null {
  const p = layout.pages[page];
  return p && hint.region ? { width: hint.region.width * p.width } : null;
}

/** The value that holds the token at pos: read from up to three tokens before it ('3 415,20' from '415,20'). */
function wholeRead(kind: ValueKind, tokens: Token[], pos: number, layout: Layout): ValueRead | null {
  for (let from = Math.max(0, pos - 3); from < pos; from++) {
    const read = readKind(kind, tokens, from, layout);
    if (read && !read.percent && read.tokens.includes(tokens[pos])) return read;
  }
  return readKind(kind, tokens, pos, layout);
}

function readTextSpan(tokens: Token[], start: number, words: number): ValueRead | null {
  const slice = tokens.slice(start, start + Math.max(1, words));
  if (slice.length === 0) return null;
  return { value: slice.map((t) => t.text).join(" "), tokens: slice, quality: 0.8 };
}

function readBelow(layout: Layout, line: Line, anchorBox: Rect, hint: LearnedHint, kind: ValueKind): PlaceRead | null {
  const page = layout.pages[line.page];
  const targetY = anchorBox.y + hint.anchor!.dy;
  const targetX = anchorBox.x + hint.anchor!.dx;
  const width = Math.max(hint.region ? hint.region.width * page.width : anchorBox.width, 10);
  for (const below of page.lines.slice(line.pageLine + 1)) {
    if (Math.abs(below.top - targetY) > Math.max(0.8 * below.height, 6)) {
      if (below.top > targetY + 2 * below.height) break;
      continue;
    }
    const read = readAt(layout, below, targetX, width, kind, hint.wordCount);
    if (!read || kind !== "amount") return read;
    return { ...read, ambiguous: changedPlace(hint, kind, columnRun(layout, below, targetX, width, kind)) };
  }
  return null;
}

function readAt(
  layout: Layout,
  line: Line,
  x: number,
  width: number,
  kind: ValueKind,
  words: number,
): ValueRead | null {
  const tokens = line.tokens;
  const start = tokens.findIndex((t) => horizontalOverlap(t, { x, width }) > 0.3 || (t.x >= x - 4 && t.x <= x + width));
  if (start < 0) return null;
  if (kind === "text") return readTextSpan(tokens, start, words);
  for (let pos = start; pos < tokens.length && tokens[pos].x <= x + width + 4; pos++) {
    const read =
      kind === "amount" || kind === "id" ? wholeRead(kind, tokens, pos, layout) : readKind(kind, tokens, pos, layout);
    if (read && !read.percent) return read;
  }
  return null;
}

function readRegion(layout: Layout, hint: LearnedHint, kind: ValueKind): ValueRead | null {
  const page = layout.pages[pageOf(layout, hint)];
  if (!page || !hint.region) return null;
  const r = hint.region;
  const box = {
    x: r.x * page.width,
    y: r.y * page.height,
    width: r.width * page.width,
    height: r.height * page.height,
  };
  const slack = Math.max(box.height * 0.6, 3);
  for (const line of page.lines) {
    const cy = (line.top + line.bottom) / 2;
    if (cy < box.y - slack || cy > box.y + box.height + slack) continue;
    const read = readAt(layout, line, box.x, box.width, kind, hint.wordCount);
    if (read) return read;
  }
  return null;
}
