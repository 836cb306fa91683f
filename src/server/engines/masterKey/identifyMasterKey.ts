/**
 * Master-key identification (DESIGN.md sections 6 and 7): which value-list record of the page's
 * master-key category a page belongs to.
 *
 *   1. OCR triggers first: a record whose trigger's rectangle holds text matching its regEx.
 *   2. Then the record's values found in the page text:
 *      - identifiers (VAT numbers, IBANs, phone and company numbers, e-mail addresses, web sites):
 *        exact after normalising (spaces, dots, dashes and case ignored; OCR look-alikes such as
 *        O/0 and I/1 forgiven), and only as whole pieces of the page's text;
 *      - the record's name (its value): fuzzy, token-based, on the page's words with legal forms
 *        (B.V., GmbH, Inc. ...) and one-letter tokens left out, tolerant of OCR errors, split and
 *        merged words; names shorter than 6 letters must match exactly.
 *      Each found value is evidence of a strength; a record's score is 1 - prod(1 - strength),
 *      and it is accepted from MATCH_THRESHOLD on, and only when its name or a long identifier of
 *      its own was found: a short identifier (a postcode, a bank's BIC), one several records share,
 *      or another text field of the record (a city, a street) only supports. Ties go to the
 *      record whose found values cover more text (the longer name).
 *
 * Pure: no I/O. For many pages against the same records, build the matcher once with
 * createMasterKeyMatcher(records).
 */
import type { MasterKeyMethod, OcrTrigger } from "../../../domain/entities.js";
import type { Word } from "../../../domain/text/words";
import {
  alnumRuns,
  boundedLevenshtein,
  closeLetterSpacing,
  normaliseIdentifier,
  ocrFold,
  stripMarks,
  trigrams,
  umlautsSpelled,
} from "./normalise.js";
import { matchTrigger, textInRect } from "../../../domain/text/ocrTrigger";
import { normaliseRect, type Rect } from "../../../domain/geometry";
import { isOrdinaryWord } from "./wordRarity.js";

interface MasterKeyPage {
  text: string;
  words: readonly Word[];
  width: number;
  height: number;
}

export interface MasterKeyRecord {
  _id: string;
  value: string;
  /** Keyed by the category's field names. */
  data?: Record<string, string> | null;
  ocrTrigger?: OcrTrigger | null;
}

export type { MasterKeyMethod };

export interface MasterKeyMatch {
  recordId: string;
  method: MasterKeyMethod;
  /** 0..1; 1 for an OCR trigger. */
  score: number;
}

/** A record is accepted from this score on. */
export const MATCH_THRESHOLD = 0.8;
/** Name similarity (1 - edits / length) needed for a name of 6 letters or more. */
const NAME_SIMILARITY = 0.85;
/** Names (their informative letters, joined) shorter than this must match exactly. */
const SHORT_NAME = 6;

/** Tokens that say little about who a company is: legal forms and small words. */
const NOISE_TOKENS = new Set([
  "ab",
  "ag",
  "and",
  "as",
  "bv",
  "bvba",
  "cie",
  "co",
  "company",
  "corp",
  "corporation",
  "cv",
  "das",
  "de",
  "der",
  "des",
  "di",
  "die",
  "du",
  "et",
  "eu",
  "gbr",
  "gmbh",
  "inc",
  "incorporated",
  "kft",
  "kg",
  "la",
  "le",
  "les",
  "limited",
  "llc",
  "llp",
  "lp",
  "ltd",
  "mbh",
  "nv",
  "of",
  "ohg",
  "oy",
  "plc",
  "pte",
  "pty",
  "pvt",
  "sa",
  "sarl",
  "sas",
  "se",
  "spa",
  "sprl",
  "srl",
  "sro",
  "the",
  "ug",
  "und",
  "van",
  "von",
  "vof",
]);

/** Legal forms (as their letters run together: 'B.V.' -> 'bv'): one after a name says a company is meant. */
const LEGAL_FORMS = new Set([
  "ab",
  "ag",
  "as",
  "bv",
  "bvba",
  "cie",
  "co",
  "corp",
  "corporation",
  "cv",
  "eg",
  "ek",
  "ev",
  "gbr",
  "gmbh",
  "inc",
  "incorporated",
  "kft",
  "kg",
  "kgaa",
  "limited",
  "llc",
  "llp",
  "lp",
  "ltd",
  "mbh",
  "nv",
  "ohg",
  "oy",
  "plc",
  "pte",
  "pty",
  "pvt",
  "sa",
  "sarl",
  "sas",
  "se",
  "spa",
  "sprl",
  "srl",
  "sro",
  "ug",
  "vof",
]);

interface IdentifierEvidence {
  kind: "identifier";
  norm: string;
  folded: string;
  strength: number;
}

interface NameEvidence {
  kind: "name";
  /** Informative tokens, folded (lower case, no diacritics), OCR look-alikes folded. */
  tokens: string[];
  concat: string;
  /** The informative tokens as written (diacritics stripped), joined: for the case check of short names. */
  original: string;
  trigrams: string[];
  /** Strength when the name is found exactly; scaled down with the similarity. */
  strength: number;
  /** Only supporting evidence (another text field of the record, not its value). */
  supporting: boolean;
  /** Every informative word is a common word of some language: the page must show it is meant as a name. */
  ordinary: boolean;
  /** The legal form written after the name, letters run together ('gmbhco'); null when none. */
  legalForm: string | null;
  /** The same name with its umlauts written out ('Müller' as 'Mueller'): either spelling is the name. */
  alt?: NameEvidence;
}

type Evidence = IdentifierEvidence | NameEvidence;

interface PreparedRecord {
  record: MasterKeyRecord;
  index: number;
  evidence: Evidence[];
  trigger: { rect: Rect; regEx: string } | null;
}

/** Page text prepared once for all records. */
interface PageIndex {
  /** Every run of 1..MAX_ID_PIECES neighbouring letter-digit pieces of a line, joined, lower case. */
  identifiers: Set<string>;
  /** The same with OCR look-alikes folded. */
  identifiersFolded: Set<string>;
  /** Informative tokens in reading order. */
  tokens: PageToken[];
  /** Informative tokens per line. */
  lineSizes: number[];
  /** Trigram -> positions of the tokens holding it. */
  trigramIndex: Map<string, number[]>;
}

interface PageToken {
  folded: string;
  original: string;
  line: number;
  /** The letters of the next few pieces of the line run together, lower case: a legal form after a name. */
  after: string;
}

/** An identifier is looked for as at most this many pieces ("NL50 INGB 0683 2513 09" is 5, a VAT number read letter by letter 11)... */
const MAX_ID_PIECES = 24;
/** ...of at most this many letters and digits. */
const MAX_ID_LENGTH = 40;

interface MasterKeyMatcher {
  identify(page: MasterKeyPage): MasterKeyMatch | null;
}

/** Identify the record a page belongs to, or null when none is found with enough confidence. */
export function identifyMasterKey(page: MasterKeyPage, records: readonly MasterKeyRecord[]): MasterKeyMatch | null {
  return createMasterKeyMatcher(records).identify(page);
}

/** Prepare the records once (normalised values, compiled names) for many pages. */
export function createMasterKeyMatcher(records: readonly MasterKeyRecord[]): MasterKeyMatcher {
  const prepared = prepareRecords(records);
  return {
    identify(page) {
      const text = typeof page?.text === "string" ? page.text : "";
      const words = Array.isArray(page?.words) ? page.words : [];
      // 1. OCR triggers.
      const fired: { p: PreparedRecord; matchLength: number }[] = [];
      for (const p of prepared) {
        if (!p.trigger || words.length === 0) continue;
        const m = matchTrigger(textInRect(words, p.trigger.rect), p.trigger.regEx);
        if (m !== null) fired.push({ p, matchLength: m.length });
      }
      let index: PageIndex | undefined;
      if (fired.length > 0) {
        let best = fired[0];
        if (fired.length > 1) {
          // Several triggers fire: the record the page's text supports most, then the longest match.
          index = indexPage(text);
          const idx = index;
          const scored = fired.map((f) => ({ ...f, support: scoreRecord(f.p, idx).score }));
          scored.sort((a, b) => b.support - a.support || b.matchLength - a.matchLength || a.p.index - b.p.index);
          best = scored[0];
        }
        return { recordId: best.p.record._id, method: "ocrTrigger", score: 1 };
      }
      // 2. Field values in the page text.
      if (text.trim().length === 0) return null;
      index ??= indexPage(text);
      let best: { p: PreparedRecord; r: RecordScore } | undefined;
      for (const p of prepared) {
        if (p.evidence.length === 0) continue;
        const r = scoreRecord(p, index);
        if (!r.anchored || r.score < MATCH_THRESHOLD) continue;
        if (!best || better(r, best.r)) best = { p, r };
      }
      if (!best) return null;
      return { recordId: best.p.record._id, method: best.r.method, score: Math.round(best.r.score * 1000) / 1000 };
    },
  };
}

// ---- records ----

function prepareRecords(records: readonly MasterKeyRecord[]): PreparedRecord[] {
  const list = Array.isArray(records) ? records.filter((r) => r && typeof r._id === "string") : [];
  const raw = list.map((record, index) => {
    const values: { text: string; main: boolean }[] = [];
    if (typeof record.value === "string") values.push({ text: record.value, main: true });
    if (record.data && typeof record.data === "object") {
      for (const v of Object.values(record.data)) {
        if (typeof v === "string") values.push({ text: v, main: false });
        else if (typeof v === "number" && Number.isFinite(v)) values.push({ text: String(v), main: false });
      }
    }
    const byKey = new Map<string, Evidence>();
    for (const v of values) {
      const e = evidenceOf(v.text, v.main);
      if (!e) continue;
      const key = e.kind === "identifier" ? `i:${e.norm}` : `n:${e.concat}`;
      const prev = byKey.get(key);
      if (!prev) byKey.set(key, e);
      else if (prev.kind === "name" && e.kind === "name" && !e.supporting) byKey.set(key, e); // the value repeated in a field
    }
    const evidence = [...byKey.values()];
    const t = record.ocrTrigger;
    const rect = t ? normaliseRect(t) : null;
    const trigger = t && rect && typeof t.regEx === "string" && t.regEx.length > 0 ? { rect, regEx: t.regEx } : null;
    return { record, index, evidence, trigger };
  });
  // An identifier several records share (a bank's BIC, a group's VAT number) tells them apart poorly.
  const owners = new Map<string, Set<string>>();
  for (const r of raw) {
    for (const e of r.evidence) {
      if (e.kind !== "identifier") continue;
      const set = owners.get(e.norm) ?? new Set<string>();
      set.add(r.record._id);
      owners.set(e.norm, set);
    }
  }
  for (const r of raw) {
    for (const e of r.evidence) {
      if (e.kind === "identifier" && (owners.get(e.norm)?.size ?? 0) > 1) e.strength = Math.min(e.strength, 0.5);
    }
  }
  return raw;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE = /^(https?:\/\/)?(www\.)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(\/\S*)?$/u;
const BIC = /^[a-z]{6}[a-z0-9]{2}([a-z0-9]{3})?$/;

/** What a value of a record says, and how strongly, when found on a page. */
export function evidenceOf(value: string, main: boolean): Evidence | null {
  const text = value.trim();
  if (!text) return null;
  if (isCodeLike(text)) {
    let norm = normaliseIdentifier(text);
    if (WEBSITE.test(text) && !EMAIL.test(text))
      norm = normaliseIdentifier(text.replace(/^(https?:\/\/)?(www\.)?/i, "").replace(/\/.*$/, ""));
    if (norm.length < 5) return null;
    let strength = norm.length >= 8 ? 0.98 : norm.length >= 6 ? 0.7 : 0.5;
    if (BIC.test(norm) && !/\d{3}/.test(norm)) strength = 0.5;
    return { kind: "identifier", norm, folded: ocrFold(norm), strength };
  }
  const runs = alnumRuns(stripMarks(text));
  let tokens = runs.filter((t) => t.length > 1 && !NOISE_TOKENS.has(t.toLowerCase()));
  if (tokens.length === 0) tokens = runs.filter((t) => t.length > 0);
  if (tokens.length === 0) return null;
  const folded = tokens.map((t) => ocrFold(t.toLowerCase()));
  const concat = folded.join("");
  const ordinary = tokens.every((t) => isOrdinaryWord(t));
  const letters = concat.replace(/[^\p{L}]/gu, "").length;
  if (!main && (concat.length < SHORT_NAME || letters < 3)) return null; // "EUR", "NL", "CA": say nothing
  if (letters === 0) return null;
  const tri = new Set<string>();
  for (const t of folded) for (const g of trigrams(t)) tri.add(g);
  const spelled = umlautsSpelled(text);
  const alt = spelled ? evidenceOf(spelled, main) : null;
  // Spelled out, an ordinary-word name ('Schöne Grüße') may leave the word lists: it stays ordinary.
  if (alt && alt.kind === "name") alt.ordinary ||= ordinary;
  return {
    ...(alt && alt.kind === "name" ? { alt } : {}),
    kind: "name",
    tokens: folded,
    concat,
    original: tokens.join(""),
    trigrams: [...tri],
    strength: main ? 0.95 : 0.5,
    supporting: !main,
    ordinary,
    legalForm: legalFormAfter(runs, tokens[tokens.length - 1]),
  };
}

/** The legal form after a name's last informative word ('Bei Spiel GmbH & Co.' -> 'gmbhco'), or null. */
function legalFormAfter(runs: string[], lastToken: string): string | null {
  const at = runs.lastIndexOf(lastToken);
  const rest = shortLegalForm(
    runs
      .slice(at + 1)
      .map((r) => r.toLowerCase())
      .join(""),
  );
  return rest && startsWithLegalForm(rest) ? rest : null;
}

/** Legal forms written out, as their abbreviation (letters run together): 'Limited' is 'Ltd.'. */
const LEGAL_FORM_WRITTEN: [string, string][] = [
  ["gesellschaftmitbeschrankterhaftung", "gmbh"],
  ["aktiengesellschaft", "ag"],
  ["kommanditgesellschaft", "kg"],
  ["incorporated", "inc"],
  ["corporation", "corp"],
  ["limited", "ltd"],
  ["company", "co"],
  ["beslotenvennootschap", "bv"],
  ["naamlozevennootschap", "nv"],
  ["societeanonyme", "sa"],
];

/** The letters after a name with a written-out legal form at their start abbreviated ('limitedfor' -> 'ltdfor'). */
function shortLegalForm(letters: string): string {
  for (const [long, short] of LEGAL_FORM_WRITTEN)
    if (letters.startsWith(long)) return short + letters.slice(long.length);
  return letters;
}

function startsWithLegalForm(letters: string): boolean {
  return startsWithLegalFormAbbreviated(shortLegalForm(letters));
}

function startsWithLegalFormAbbreviated(l: string): boolean {
  for (let n = Math.min(l.length, 11); n >= 2; n--) if (LEGAL_FORMS.has(l.slice(0, n))) return true;
  return false;
}

/**
 * A value compared as an identifier: an e-mail address or web site, a single token mixing
 * letters and digits, or digits with short letter groups ("DE 232 446 240", "NL50 INGB 0683 2513 09",
 * "3012 CN", "(870)-931-0505"). "Weena 664" or "4557 De Silva St" are text.
 */
function isCodeLike(text: string): boolean {
  if (
    EMAIL.test(text) ||
    (WEBSITE.test(text) && /\./.test(text) && !/\s/.test(text) && /[a-z]/i.test(text) && !/^\d+([.,]\d+)*$/.test(text))
  )
    return true;
  const norm = normaliseIdentifier(text);
  if (!/\p{N}/u.test(norm)) return false;
  const parts = text.split(/\s+/).filter(Boolean);
  if (parts.length === 1) return true;
  return parts.every((p) => {
    const letters = alnumRuns(p).join("").replace(/\p{N}/gu, "");
    return /\p{N}/u.test(p) || letters.length <= 4;
  });
}

// ---- page ----

function indexPage(text: string): PageIndex {
  const identifiers = new Set<string>();
  const identifiersFolded = new Set<string>();
  const tokens: PageToken[] = [];
  const lineSizes: number[] = [];
  const trigramIndex = new Map<string, number[]>();
  for (const line of text.split(/\r?\n/)) {
    const lineNo = lineSizes.length;
    lineSizes.push(0);
    const runs = alnumRuns(closeLetterSpacing(stripMarks(line)));
    const pieces = runs.map((r) => r.toLowerCase());
    for (let i = 0; i < pieces.length; i++) {
      let joined = "";
      for (let j = i; j < pieces.length && j < i + MAX_ID_PIECES; j++) {
        joined += pieces[j];
        if (joined.length > MAX_ID_LENGTH) break;
        if (joined.length < 5) continue;
        identifiers.add(joined);
        identifiersFolded.add(ocrFold(joined));
      }
    }
    runs.forEach((run, k) => {
      const lower = pieces[k];
      if (lower.length <= 1 || NOISE_TOKENS.has(lower)) return;
      const folded = ocrFold(lower);
      const at = tokens.length;
      lineSizes[lineNo]++;
      tokens.push({ folded, original: run, line: lineNo, after: pieces.slice(k + 1, k + 5).join("") });
      for (const g of new Set(trigrams(folded))) {
        const list = trigramIndex.get(g);
        if (list) list.push(at);
        else trigramIndex.set(g, [at]);
      }
    });
  }
  return { identifiers, identifiersFolded, tokens, lineSizes, trigramIndex };
}

// ---- scoring ----

interface RecordScore {
  score: number;
  method: MasterKeyMethod;
  /** Evidence found. */
  count: number;
  /** A strong identifier or the record's name was found: other fields only support. */
  anchored: boolean;
  /** How much text the found evidence covers: the longer name wins a tie ("Coolblue België" over "Coolblue"). */
  specificity: number;
}

function better(a: RecordScore, b: RecordScore): boolean {
  if (Math.abs(a.score - b.score) > 1e-9) return a.score > b.score;
  if (a.specificity !== b.specificity) return a.specificity > b.specificity;
  return a.count > b.count;
}

/** An identifier this strong (long, not shared by several records) identifies a record on its own. */
const ANCHOR_IDENTIFIER = 0.9;

function scoreRecord(p: PreparedRecord, page: PageIndex): RecordScore {
  let miss = 1;
  let strongest = 0;
  let method: MasterKeyMethod = "name";
  let count = 0;
  let anchored = false;
  let specificity = 0;
  for (const e of p.evidence) {
    let s: number;
    if (e.kind === "identifier") {
      s = identifierStrength(e, page);
      if (s > 0) {
        specificity += e.norm.length;
        if (e.strength >= ANCHOR_IDENTIFIER) anchored = true;
      }
    } else {
      let m = nameMatch(e, page);
      if (e.alt) {
        const m2 = nameMatch(e.alt, page);
        if (m2.strength > m.strength) m = m2;
      }
      s = m.strength;
      if (s > 0) {
        specificity += e.concat.length * m.similarity;
        if (!e.supporting && !m.weak) anchored = true;
      }
    }
    if (s <= 0) continue;
    count++;
    miss *= 1 - s;
    if (s > strongest) {
      strongest = s;
      method = e.kind;
    }
  }
  return { score: 1 - miss, method, count, anchored, specificity };
}

function identifierStrength(e: IdentifierEvidence, page: PageIndex): number {
  if (page.identifiers.has(e.norm)) return e.strength;
  if (page.identifiersFolded.has(e.folded)) return e.strength - 0.03;
  return 0;
}

/**
 * Where a name may start on the page: tokens sharing a trigram with the start of its first token
 * (one OCR error there leaves one), or standing one or two before a token sharing one with the
 * start of its second token (an unreadable or split first word).
 */
function candidateStarts(e: NameEvidence, page: PageIndex): number[] {
  const starts = new Set<number>();
  for (const g of trigrams(e.tokens[0].slice(0, 6))) for (const at of page.trigramIndex.get(g) ?? []) starts.add(at);
  if (e.tokens.length > 1) {
    for (const g of trigrams(e.tokens[1].slice(0, 6))) {
      for (const at of page.trigramIndex.get(g) ?? []) {
        if (at >= 1) starts.add(at - 1);
        if (at >= 2) starts.add(at - 2);
      }
    }
  }
  return [...starts].sort((a, b) => a - b);
}

interface NameHit {
  strength: number;
  similarity: number;
  /** An ordinary-word name the page does not show to be a name: supports, never anchors. */
  weak?: boolean;
}

function nameMatch(e: NameEvidence, page: PageIndex): NameHit {
  const none = { strength: 0, similarity: 0 };
  const L = e.concat.length;
  const short = L < SHORT_NAME;
  if (!short) {
    // Cheap filter: enough of the name's trigrams must be somewhere on the page.
    let found = 0;
    for (const g of e.trigrams) if (page.trigramIndex.has(g)) found++;
    if (found < 0.4 * e.trigrams.length) return none;
  }
  const maxEdits = short ? 0 : Math.floor(L * (1 - NAME_SIMILARITY));
  const n = e.tokens.length;
  const minK = Math.max(1, n - 1);
  const maxK = n + 1;
  let best: { sim: number; exactCase: boolean; named: boolean; at: number; k: number } | undefined;
  const toks = page.tokens;
  for (const i of candidateStarts(e, page)) {
    let window = "";
    let original = "";
    for (let k = 1; k <= maxK && i + k - 1 < toks.length; k++) {
      window += toks[i + k - 1].folded;
      original += toks[i + k - 1].original;
      if (window.length > L + maxEdits) break;
      if (k < minK || window.length < L - maxEdits) continue;
      const d = boundedLevenshtein(window, e.concat, maxEdits);
      if (d > maxEdits) continue;
      const sim = 1 - d / Math.max(L, window.length);
      // A short name in capitals followed by a legal form ('ACME GmbH' for Acme GmbH) is written as the name too.
      const exactCase =
        original === e.original ||
        (short &&
          original === e.original.toUpperCase() &&
          original !== original.toLowerCase() &&
          legalFormFollows(e, toks[i + k - 1], true));
      const named = !e.ordinary || shownAsName(e, page, i, k);
      // Best: a window the page shows as the name, then the closest, then the one written in the name's case.
      if (!best || rank(named, sim, exactCase) > rank(best.named, best.sim, best.exactCase))
        best = { sim, exactCase, named, at: i, k };
    }
    if (best && best.named && best.sim === 1 && (best.exactCase || !short)) break;
  }
  if (!best) return none;
  const weak = !best.named;
  if (short) {
    // A short name matched only in another case ("free" for Free) is a hint, not proof.
    if (e.supporting) return none;
    if (weak) return { strength: 0.5, similarity: 1, weak };
    return { strength: best.exactCase ? Math.min(e.strength, 0.8) : 0.6, similarity: 1 };
  }
  if (best.sim < NAME_SIMILARITY) return none;
  if (weak) return { strength: 0.5, similarity: best.sim, weak };
  // From 0.8 at the threshold up to the full strength for an exact match.
  const t = (best.sim - NAME_SIMILARITY) / (1 - NAME_SIMILARITY);
  return { strength: e.supporting ? e.strength * best.sim : 0.8 + t * (e.strength - 0.8), similarity: best.sim };
}

const rank = (named: boolean, sim: number, exactCase: boolean) => (named ? 2 : 0) + sim + (exactCase ? 1e-6 : 0);

/**
 * Is a name made of ordinary words meant as the name where it stands? Yes when a legal form follows
 * it ('Global Supplies Ltd.'), or when it is written as a name (each word capitalised) and is most
 * of its line (a letterhead, an address block), unless its words were run together into another
 * ordinary word ('Beispiel' is not 'Bei Spiel').
 */
function shownAsName(e: NameEvidence, page: PageIndex, at: number, k: number): boolean {
  const window = page.tokens.slice(at, at + k);
  const last = window[window.length - 1];
  const capitalised = window.every((t) => /^[\p{Lu}\p{N}]/u.test(t.original));
  if (legalFormFollows(e, last, capitalised)) return true;
  const lineTokens = new Set(window.map((t) => t.line));
  let onLines = 0;
  for (const l of lineTokens) onLines += page.lineSizes[l];
  const ownLine = k >= 0.6 * onLines;
  const respacedIntoWord =
    k !== e.tokens.length && window.some((t) => isOrdinaryWord(t.original) && !e.tokens.includes(t.folded));
  return capitalised && ownLine && !respacedIntoWord;
}

/**
 * The name's own legal form (or any, when it has none) follows this token, abbreviated or written
 * out; written out ('Limited', 'Company' are words too) only after a name written as one (capitalised).
 */
function legalFormFollows(e: NameEvidence, last: PageToken, capitalised: boolean): boolean {
  const after = capitalised ? shortLegalForm(last.after) : last.after;
  return e.legalForm ? after.startsWith(e.legalForm) : startsWithLegalFormAbbreviated(after);
}
