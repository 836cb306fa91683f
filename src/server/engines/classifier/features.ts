/**
 * Page text -> sparse feature counts. Deterministic and fast (no regex per token on the hot path
 * beyond one split): a page of a few hundred words takes tens of microseconds.
 *
 * Features:
 *   word          a content word (lower case, accents removed, stopwords dropped)
 *   "w1 w2"       two adjacent content words
 *   @concept      a built-in concept (lexicon.ts), language-independent: @invoice, @total, ...
 *   ^word ^@c     the same in the page's head (its first TITLE_WORDS content words): titles
 *   #shape        numbers by shape: #amt 12,50  #date 01.02.2024  #time 12:30  #pct 19%
 *                 #cur a currency sign  #n2 #n4 #nlong plain numbers  #code letters and digits
 *   #layout       per line: #mrz a machine-readable zone (passport, ID card: 30-44 of A-Z 0-9 <, with <<),
 *                 #box a box to tick (☐ ☒ [ ] [x]), #amtrow a line with two or more amounts (a table of
 *                 amounts), #txrow a line that starts with a date and holds an amount (statement, expense and
 *                 transaction rows), #numlabel a line starting with a numbered field label ("4a.", "9.")
 *
 * A form code (W-9, SA100, W-8BEN) is also a word ("w9"), so a class named "US W9" meets the form's name.
 * When several document types' wildcard terms match one token, the most specific (longest) wins:
 * "stromrechnung" is a utility bill, not an invoice; "arbeitsvertrag" an employment contract, not any contract.
 *
 * Word pairs and head words serve the cold start (a class named "Delivery Note" or "Lab Report"
 * matches a page titled so); validated pages teach only the rest (isLearnable): from a handful of
 * pages, head words and pairs mostly learn senders' addresses and names.
 *
 * FEATURES_VERSION changes whenever this changes what a text yields: stored features of another
 * version are recomputed from their text.
 */
import { CONCEPT_EXCEPTIONS, DOC_TYPES, FIELD_CONCEPTS, STOPWORDS } from "./lexicon";

export const FEATURES_VERSION = 2;

export type FeatureCounts = Map<string, number>;

/**
 * The page's head, where titles sit (after the sender's address block): its first TITLE_LINES
 * lines, and at most its first TITLE_WORDS content words.
 */
const TITLE_WORDS = 50;
const TITLE_LINES = 12;
/** Longer texts are cut: a page is evidence enough, and time stays bounded. */
export const MAX_CHARS = 20_000;

/** Lower case, accents removed (NFKD), ß -> ss and the like: the same for pages and lexicon terms. */
export function normalizeText(text: string): string {
  let s = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  if (/[ßæœøł]/.test(s))
    s = s.replace(/ß/g, "ss").replace(/æ/g, "ae").replace(/œ/g, "oe").replace(/ø/g, "o").replace(/ł/g, "l");
  return s;
}

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;
const termTokens = (term: string) => normalizeText(term).split(WORD_SPLIT).filter(Boolean);

// ---------------------------------------------------------------------------------------------
// Concept matcher, built once from the lexicon.

interface Phrase {
  tokens: string[];
  concepts: string[];
}
interface Wildcard {
  kind: "prefix" | "suffix" | "contains";
  stem: string;
  concept: string;
}

const phrasesByFirst = new Map<string, Phrase[]>();
const exactConcepts = new Map<string, string[]>();
const wildcards: Wildcard[] = [];

function addTerm(term: string, concept: string) {
  const t = term.trim();
  const starts = t.startsWith("*");
  const ends = t.endsWith("*");
  if (starts || ends) {
    const stem = normalizeText(t.replace(/\*/g, ""));
    const kind = starts && ends ? "contains" : starts ? "suffix" : "prefix";
    if (!wildcards.some((w) => w.kind === kind && w.stem === stem && w.concept === concept))
      wildcards.push({ kind, stem, concept });
    return;
  }
  const tokens = termTokens(t);
  if (tokens.length === 0) return;
  if (tokens.length === 1) {
    const list = exactConcepts.get(tokens[0]) ?? [];
    if (!list.includes(concept)) list.push(concept);
    exactConcepts.set(tokens[0], list);
    return;
  }
  const list = phrasesByFirst.get(tokens[0]) ?? [];
  const same = list.find((p) => p.tokens.join(" ") === tokens.join(" "));
  if (same) {
    if (!same.concepts.includes(concept)) same.concepts.push(concept);
  } else list.push({ tokens, concepts: [concept] });
  list.sort((a, b) => b.tokens.length - a.tokens.length);
  phrasesByFirst.set(tokens[0], list);
}

for (const type of DOC_TYPES) for (const term of type.terms) addTerm(term, type.id);
const DOC_TYPE_IDS = new Set(DOC_TYPES.map((d) => d.id));
const PARENT = new Map(DOC_TYPES.filter((d) => d.parent).map((d) => [d.id, d.parent!]));
for (const [id, terms] of Object.entries(FIELD_CONCEPTS)) for (const term of terms) addTerm(term, id);

const NONE: string[] = [];
const tokenCache = new Map<string, string[]>();

/** Concepts a single token stands for (exact term or wildcard), memoised. */
export function conceptsOfToken(token: string): string[] {
  const hit = tokenCache.get(token);
  if (hit) return hit;
  let out: string[] = NONE;
  if (!CONCEPT_EXCEPTIONS.has(token)) {
    // Document types: the most specific match only (an exact term counts as the whole token).
    const typeLen = new Map<string, number>();
    const fields: string[] = [];
    const found = (concept: string, len: number) => {
      if (DOC_TYPE_IDS.has(concept)) typeLen.set(concept, Math.max(typeLen.get(concept) ?? 0, len));
      else if (!fields.includes(concept)) fields.push(concept);
    };
    for (const c of exactConcepts.get(token) ?? NONE) found(c, token.length);
    if (token.length >= 4) {
      for (const w of wildcards) {
        if (token.length < w.stem.length) continue;
        const ok =
          w.kind === "prefix"
            ? token.startsWith(w.stem)
            : w.kind === "suffix"
              ? token.endsWith(w.stem)
              : token.includes(w.stem);
        if (ok) found(w.concept, w.stem.length);
      }
    }
    const longest = Math.max(0, ...typeLen.values());
    const types = [...typeLen].filter(([, l]) => l === longest).map(([c]) => c);
    for (const c of [...types]) {
      const p = PARENT.get(c);
      if (p && !types.includes(p)) types.push(p);
    }
    if (types.length || fields.length) out = [...types, ...fields];
  }
  if (tokenCache.size > 200_000) tokenCache.clear();
  tokenCache.set(token, out);
  return out;
}

// ---------------------------------------------------------------------------------------------

function numberShape(chunk: string): string {
  if (chunk.includes("%")) return "#pct";
  const core = chunk.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  if (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(core)) return "#date";
  if (/^\d{1,2}:\d{2}(:\d{2})?$/.test(core)) return "#time";
  if (/\d[.,]\d{2}$/.test(core) || /^\d{1,3}([.,' ]\d{3})+$/.test(core)) return "#amt";
  if (/^\d+$/.test(core)) return core.length <= 2 ? "#n2" : core.length <= 4 ? "#n4" : "#nlong";
  return "#code";
}

const CURRENCY = /[€$£¥₹]/;
const DIGIT = /\d/;
/** A form's code: W-9, W9, SA100, W-8BEN, V5C (letters, digits, maybe letters; not a plain number). */
const FORM_CODE = /^[a-z]{1,2}-?\d{1,4}[a-z]{0,3}$/;
const MRZ_LINE = /^[a-z0-9<]{28,46}$/;
const BOX = /[☐☑☒□■▢]|\[\s?[x✓]?\s?\]/i;
const AMOUNT_CHUNK = /^[-+(]?[€$£]?\d{1,3}(?:[.,' ]?\d{3})*[.,]\d{2}\)?-?$/;
const DATE_START = /^\s*\d{1,4}[./-]\d{1,2}(?:[./-]\d{1,4})?\b/;
const NUM_LABEL = /^\s*\d{1,2}[a-d]?\.\s+\S/;

/** Layout features of one (normalised) line. */
function lineLayout(line: string, add: (f: string) => void) {
  const compact = line.replace(/\s+/g, "");
  if (compact.length >= 28 && MRZ_LINE.test(compact) && compact.includes("<<")) add("#mrz");
  if (BOX.test(line)) add("#box");
  let amounts = 0;
  for (const chunk of line.split(/\s+/)) if (AMOUNT_CHUNK.test(chunk)) amounts++;
  if (amounts >= 2) add("#amtrow");
  if (amounts >= 1 && DATE_START.test(line)) add("#txrow");
  if (NUM_LABEL.test(line)) add("#numlabel");
}

interface FeatureOptions {
  /** Emit head features (^word, ^@concept) for the first TITLE_WORDS content words. Default true. */
  title?: boolean;
}

/** Adds weight * (features of text) into out; returns out. */
export function addFeatures(out: FeatureCounts, text: string, weight = 1, options: FeatureOptions = {}): FeatureCounts {
  const titleOn = options.title !== false;
  const src = normalizeText(text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text);
  const add = (f: string, w = weight) => out.set(f, (out.get(f) ?? 0) + w);

  // The word stream: words in order; null where a number or punctuation-only chunk breaks it.
  const words: (string | null)[] = [];
  let headEnd = -1; // index in words where the head's lines end
  let lines = 0;
  for (const line of src.split("\n")) {
    if (!line.trim()) continue;
    if (++lines > TITLE_LINES && headEnd < 0) headEnd = words.length;
    lineLayout(line, (f) => add(f));
    for (const chunk of line.split(/\s+/)) {
      if (!chunk) continue;
      if (CURRENCY.test(chunk)) add("#cur");
      if (DIGIT.test(chunk)) {
        add(numberShape(chunk));
        words.push(null);
        const bare = chunk.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
        if (FORM_CODE.test(bare)) {
          words.push(bare.replace("-", ""));
          words.push(null);
          continue;
        }
        for (const part of chunk.split(WORD_SPLIT)) if (part.length >= 3 && !DIGIT.test(part)) words.push(part);
        words.push(null);
        continue;
      }
      let any = false;
      for (const part of chunk.split(WORD_SPLIT))
        if (part) {
          words.push(part);
          any = true;
        }
      if (!any) words.push(null);
    }
  }
  if (headEnd < 0) headEnd = words.length;

  let content = 0; // content words seen so far (head = the first TITLE_WORDS)
  let prevContent: string | null = null;
  let coveredUntil = 0; // tokens inside a matched phrase have no concepts of their own
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === null) {
      prevContent = null;
      continue;
    }
    const inHead = titleOn && i < headEnd && content < TITLE_WORDS;

    // Concepts: the longest phrase starting here, else the token's own concepts.
    let concepts: string[] = NONE;
    if (i >= coveredUntil) {
      const phrases = phrasesByFirst.get(w);
      if (phrases) {
        for (const p of phrases) {
          let k = 1;
          while (k < p.tokens.length && words[i + k] === p.tokens[k]) k++;
          if (k === p.tokens.length) {
            concepts = p.concepts;
            coveredUntil = i + k;
            break;
          }
        }
      }
      if (concepts === NONE) concepts = conceptsOfToken(w);
    }
    for (const c of concepts) {
      add("@" + c);
      if (inHead) add("^@" + c);
    }

    if (w.length < 2 || STOPWORDS.has(w)) {
      prevContent = null;
      continue;
    }
    content++;
    add(w);
    if (inHead) add("^" + w);
    if (prevContent !== null) add(prevContent + " " + w);
    prevContent = w;
  }
  return out;
}

/** The features of one text. */
export function extractFeatures(text: string, options: FeatureOptions = {}): FeatureCounts {
  return addFeatures(new Map(), text, 1, options);
}

/** Whether validated pages teach the model this feature: words, concepts, head concepts, shapes. */
export function isLearnable(feature: string): boolean {
  const c0 = feature.charCodeAt(0);
  if (c0 === 94 /* ^ */) return feature.charCodeAt(1) === 64; /* ^@ */
  return c0 === 64 || c0 === 35 || !feature.includes(" ");
}

/** The learnable features of a text: what a stored training example keeps. */
export function learnedFeatures(text: string): FeatureCounts {
  const out: FeatureCounts = new Map();
  for (const [k, v] of extractFeatures(text)) if (isLearnable(k)) out.set(k, v);
  return out;
}

export function featuresToJson(f: FeatureCounts): Record<string, number> {
  return Object.fromEntries(f);
}

export function featuresFromJson(json: Record<string, number> | null | undefined): FeatureCounts {
  const m: FeatureCounts = new Map();
  if (json)
    for (const [k, v] of Object.entries(json)) if (typeof v === "number" && Number.isFinite(v) && v > 0) m.set(k, v);
  return m;
}
