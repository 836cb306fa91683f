/**
 * Finding labels on the page. Every concept's labels and every field's own labels (its name, its
 * description, and the usual spellings of "number" and "date") are searched at once; where two
 * labels overlap the longer one wins, so "Due Date" is never read as "Date" and "Total HT" never
 * as "Total".
 */
import { CONCEPTS, type ConceptId } from "./concepts";
import type { Layout, Line, Token } from "./layout";
import { composedLabel } from "./labelComposition";
import { compoundHeads, compoundLabel, isMark, refineLabels, singularLabel } from "./labelPhrases";
import { fold, labelTokens } from "./text";

/** The comparable form of a label or of printed words: folded letters, digits and # ° % only. */
export function labelKey(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}#°%]+/gu, "");
}

export interface LabelTarget {
  concept: ConceptId | null;
  /** Set for a field's own labels (name, description). */
  fieldId: string | null;
  /** The concept of the field a field's own label names ("Total" → total), for qualifiers to weigh it like the concept's labels. */
  fieldConcept?: ConceptId | null;
  weight: number;
}

/** The target a label names most strongly, if any. */
export function strongestTarget(targets: LabelTarget[]): LabelTarget | undefined {
  return targets.reduce<LabelTarget | undefined>((best, t) => (!best || t.weight > best.weight ? t : best), undefined);
}

export interface LabelDef {
  key: string;
  /** Words of the label, to tell a one-word label from a phrase. */
  words: number;
  targets: LabelTarget[];
}

export interface LabelMatch {
  key: string;
  line: Line;
  /** Token range in line.tokens, end exclusive. */
  start: number;
  end: number;
  tokens: Token[];
  targets: LabelTarget[];
  /** The label ends with ':' (a form label). */
  colon: boolean;
  /** The label starts its segment of the line (not inside a sentence). */
  startsSegment: boolean;
  /** The label is all of its segment: a column header or a form label set apart. */
  wholeSegment: boolean;
}

interface FieldLabelSource {
  _id: string;
  name: string;
  description?: string | null;
  concept: ConceptId | null;
}

const NUMBER_VARIANTS = ["number", "no", "nr", "#", "n°", "num", "nummer", "numero"];
const DATE_VARIANTS = ["date", "datum"];

/** A field's own labels: its name with the usual variants, and short phrases of its description. */
function fieldLabels(field: FieldLabelSource): [string, number][] {
  const out: [string, number][] = [];
  const nameWeight = field.concept ? 0.8 : 0.95;
  const name = labelTokens(field.name);
  if (name.length > 0) {
    out.push([name.join(" "), nameWeight]);
    const last = name[name.length - 1];
    if (NUMBER_VARIANTS.includes(last)) {
      for (const variant of NUMBER_VARIANTS) out.push([[...name.slice(0, -1), variant].join(" "), nameWeight - 0.05]);
    }
    if (DATE_VARIANTS.includes(last)) {
      for (const variant of DATE_VARIANTS) out.push([[...name.slice(0, -1), variant].join(" "), nameWeight - 0.05]);
    }
  }
  const description = field.description ?? "";
  for (const part of description.split(/[,;/()\n]|\s(?:or|oder|ou|of|o)\s/i)) {
    const tokens = labelTokens(part);
    if (tokens.length >= 1 && tokens.length <= 4) out.push([tokens.join(" "), 0.6]);
  }
  return out;
}

/** All label definitions: every concept's labels and the class's fields' own labels. */
let conceptDefs: Map<string, LabelDef> | null = null;

export function buildLabelDefs(fields: FieldLabelSource[]): Map<string, LabelDef> {
  if (!conceptDefs) {
    conceptDefs = new Map();
    addDefs(
      conceptDefs,
      CONCEPTS.flatMap((concept) =>
        concept.labels.map(([label, weight]) => [label, { concept: concept.id, fieldId: null, weight }] as const),
      ),
    );
  }
  // A copy of the concepts' labels (targets copied too: field labels are added to them).
  const defs = new Map<string, LabelDef>();
  for (const [key, def] of conceptDefs) defs.set(key, { ...def, targets: def.targets.map((t) => ({ ...t })) });
  addDefs(
    defs,
    fields.flatMap((field) =>
      fieldLabels(field).map(
        ([label, weight]) =>
          [label, { concept: null, fieldId: field._id, fieldConcept: field.concept, weight }] as const,
      ),
    ),
  );
  return defs;
}

function addDefs(defs: Map<string, LabelDef>, entries: (readonly [string, LabelTarget])[]): void {
  const add = (label: string, target: LabelTarget) => {
    const key = labelKey(label);
    if (!key) return;
    let def = defs.get(key);
    if (!def) {
      def = { key, words: labelTokens(label).length, targets: [] };
      defs.set(key, def);
    }
    const existing = def.targets.find((t) => t.concept === target.concept && t.fieldId === target.fieldId);
    if (existing) existing.weight = Math.max(existing.weight, target.weight);
    else def.targets.push(target);
  };
  for (const [label, target] of entries) add(label, { ...target });
}

const MAX_LABEL_TOKENS = 6;

/** The labels printed on the pages, longest first, no two sharing a token. */
/** A dash between a title and its number's mark ("Relevé d'honoraires – réf.") is no word of the label. */
function markAfterDash(tokens: Token[]): Token[] {
  const n = tokens.length;
  const mark = tokens[n - 1];
  const marked =
    n >= 3 && /^[–—-]$/.test(tokens[n - 2].text) && (isMark(mark) || /^r[ée]f(erence|érence)?\.?:?$/i.test(mark.text));
  return marked ? [...tokens.slice(0, n - 2), tokens[n - 1]] : tokens;
}

export function findLabels(layout: Layout, defs: Map<string, LabelDef>): LabelMatch[] {
  const maxKey = Math.max(0, ...[...defs.keys()].map((k) => k.length));
  const heads = compoundHeads(defs);
  const found: LabelMatch[] = [];
  for (const line of layout.lines) {
    const tokens = line.tokens;
    for (let start = 0; start < tokens.length; start++) {
      if (!labelKey(tokens[start].text)) continue;
      let key = "";
      for (let end = start + 1; end <= Math.min(tokens.length, start + MAX_LABEL_TOKENS); end++) {
        const token = tokens[end - 1];
        if (end > start + 1 && token.segment !== tokens[start].segment) break;
        const part = labelKey(token.text);
        key += part;
        if (key.length > maxKey && end > start + 1) break;
        // "Rechnungsdatum / Leistungsdatum:": a sign after a label ("/", "–") is no part of it.
        if (part.length === 0 && end > start + 1 && !/^:+$/.test(token.text)) {
          if (token.colon) break;
          continue;
        }
        // What the parts say ("Versanddatum": the delivery's date) before what the head word alone says ("datum").
        const def =
          defs.get(key) ??
          composedLabel(markAfterDash(tokens.slice(start, end))) ??
          (end === start + 1
            ? ((key.length >= 8 ? singularLabel(key, defs) : null) ?? compoundLabel(key, heads))
            : null);
        if (def && key.length > 0) {
          const segment = line.segments[tokens[start].segment];
          found.push({
            key,
            line,
            start,
            end,
            tokens: tokens.slice(start, end),
            targets: def.targets,
            colon: token.colon,
            startsSegment: segment[0] === tokens[start],
            wholeSegment: segment[0] === tokens[start] && segment[segment.length - 1] === token,
          });
        }
        // A colon ends a label.
        if (token.colon) break;
      }
    }
  }
  // Longest first (more words, then more letters); a token belongs to one label only.
  found.sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      b.key.length - a.key.length ||
      a.line.index - b.line.index ||
      a.start - b.start,
  );
  const claimed = new Set<Token>();
  const kept: LabelMatch[] = [];
  for (const match of found) {
    if (match.tokens.some((t) => claimed.has(t))) continue;
    match.tokens.forEach((t) => claimed.add(t));
    kept.push(match);
  }
  return refineLabels(layout, kept);
}

/** The weight with which a label announces a field (0 when it does not). */
export function labelWeightFor(match: LabelMatch, fieldId: string, concept: ConceptId | null): number {
  let weight = 0;
  for (const target of match.targets) {
    if (target.fieldId === fieldId || (concept && target.concept === concept)) weight = Math.max(weight, target.weight);
  }
  return weight;
}

/** Token → the label match it belongs to. */
export function labelIndex(matches: LabelMatch[]): Map<Token, LabelMatch> {
  const index = new Map<Token, LabelMatch>();
  for (const match of matches) for (const token of match.tokens) index.set(token, match);
  return index;
}
