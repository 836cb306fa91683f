/**
 * The built-in page classifier: multinomial naive Bayes over the features of features.ts, one
 * model per organization, whose per-class word distributions start from a prior built from the
 * class's profile (name, description, prompts, field names, expanded with the lexicon's
 * multilingual knowledge of that document type) and move to the organization's own validated
 * pages as they come in:
 *
 *   P(t | c)  = (n_ct + mu * prior_c(t) + b_c * bg(t)) / (N_c + mu + b_c)
 *   b_c       = mu / 4 + beta * N_c / (N_c + mu)     the background's weight grows with the examples
 *   n, N      = (sublinear) counts of the learnable features of c's examples, their sum
 *   prior_c   = the distribution the profile describes (sums to 1)
 *   bg(t)     = pooled counts of every class's examples and priors, add-one smoothed
 *   w_c(t)    = log P(t | c) - log bg(t)
 *   score_c   = sum over the page's known features t of g_t (1 + log tf_t) w_c(t), divided by
 *               the square root of the sum of g_t (1 + log tf_t); g_t is 1 for words and shapes,
 *               conceptWeight for concepts, titleConceptWeight for concepts in the page's head
 *
 * mu is the profile's weight in features: a page yields one or two hundred learnable ones, so
 * after a few validated pages of a class its examples outweigh its profile. beta pulls every
 * class towards the background: while a class has few pages, a word merely seen in one of them
 * (a vendor's name, the language it happened to be written in) weighs little. Confidence is the
 * softmax of the scores over the allowed classes at a fixed temperature, chosen on
 * bench/classify.ts so that confidence roughly tracks accuracy from the cold start to hundreds of
 * examples: high when the page is clear, 1/k when it says nothing.
 *
 * Issue 12 (cold start that works):
 *   - Hub classes: a class described by generic words ('Financial document', a name the lexicon does not know
 *     and a description saying 'tax') would match every page a little. Each class's score is taken relative to
 *     how well it matches a generic page (dates, numbers, amounts, a total, tax, a name and an address, page
 *     numbers: what every business page says): offset_c = hubWeight * max(0, generic_c - the median of generic
 *     over the job's classes), for classes whose profile names no built-in document type (a typed class is specific
 *     by its type), fading as the class's examples come in (x mu / (N_c + mu)). Such a class that matches the
 *     generic page more than the job's typical class loses that much everywhere. Fewer than three classes: no hub.
 *   - Confidence is calibrated: a logistic function of the margin between the best and the second class (in
 *     score units, after the offsets) and of how much the page says, fitted on generated documents of many
 *     kinds at 0 to 5 validated examples per class (bench/classify.ts --fit prints the fit). Below
 *     unsureBelow the answer is 'unsure': classId null, bestClassId the class it would have picked.
 */
import { DOC_TYPES, type DocTypeConcept } from "./lexicon";
import { addFeatures, extractFeatures, isLearnable, type FeatureCounts } from "./features";

export interface ClassProfile {
  _id: string;
  name: string;
  description?: string;
  systemPrompt?: string;
  userPrompt?: string;
  fieldNames?: string[];
}

/** One validated page: its class and its text (or its features, e.g. learnedFeatures(text), when already computed). */
export interface TrainingExample {
  classId: string;
  text?: string;
  features?: FeatureCounts;
}

export interface ClassifierOptions {
  /** Weight of the profile against the examples, in features (a page has one or two hundred). */
  priorWeight: number;
  /** Weight of the background in every class's distribution, in features. */
  backgroundWeight: number;
  /** Softmax temperature on length-normalised scores. */
  temperature: number;
  /** In classifyDocument, the first page's weight relative to the others. */
  firstPageWeight: number;
  /** Importance of concept features (@invoice, @total) against plain words when scoring. */
  conceptWeight: number;
  /** Importance of concepts in the page's head (^@invoice: a title) against plain words. */
  titleConceptWeight: number;
  /** How much of a class's mean score on generic pages (one per built-in document type) is taken off its score. */
  hubWeight: number;
  /** Calibration: confidence = 1 / (1 + exp(-(calA + calMargin * margin + calEvidence * log(1 + evidence)))). */
  calA: number;
  calMargin: number;
  calEvidence: number;
  /** Below this calibrated confidence the answer is 'unsure' (classId null). 0 never says unsure. */
  unsureBelow: number;
}

export const DEFAULT_OPTIONS: ClassifierOptions = {
  priorWeight: 300,
  backgroundWeight: 1000,
  temperature: 1.6,
  firstPageWeight: 2,
  conceptWeight: 2,
  titleConceptWeight: 4,
  hubWeight: 1,
  // fitted by bench/classify.ts --fit (development seed 101, 0/1/3/5 examples per class)
  calA: -0.323,
  calMargin: 0.785,
  calEvidence: 0.157,
  unsureBelow: 0.5,
};

interface ClassState {
  profile: ClassProfile;
  prior: FeatureCounts; // normalised to sum 1
  /** Whether the profile names a built-in document type (then it is no hub). */
  typed: boolean;
  counts: FeatureCounts;
  total: number;
  examples: number;
}

interface Compiled {
  ids: string[];
  index: Map<string, number>;
  /** Per known feature, its weight for each class (ids order). */
  weights: Map<string, Float64Array>;
  /** Per class, hubWeight x its mean score on generic pages (subtracted from its scores). */
  offsets: Float64Array;
}

export interface ClassifierModel {
  readonly options: ClassifierOptions;
  /** Class id -> state; insertion order is the profiles' order. */
  readonly classes: Map<string, ClassState>;
  /** Weights, rebuilt lazily after training. */
  compiled: Compiled | null;
}

interface PageClassification {
  /** The best class among the allowed ones; null when none is allowed or the classifier is unsure. */
  classId: string | null;
  /** The best class even when unsure (null only when no class is allowed). */
  bestClassId: string | null;
  /** 0..1: calibrated probability that bestClassId is right. */
  confidence: number;
  /** True when confidence is below the unsure threshold: a person should choose. */
  unsure: boolean;
  /** Relative weight per allowed class id (a softmax of the scores; sums to 1). */
  scores: Record<string, number>;
}

interface DocumentClassification extends PageClassification {
  pages: PageClassification[];
}

// ---------------------------------------------------------------------------------------------
// Cold start: the prior from a class's profile.

const W_NAME = 6;
const W_DESCRIPTION = 2;
const W_FIELD = 1.5;
const W_PROMPT = 0.5;
const W_CUES = 12; // total weight of a recognised document type's cues
const W_TYPE = 8; // the type concept itself, in body and head

/** Adds a document type's concept, markers, parent and cues to a prior, at strength (1: the class's name). */
function addType(f: FeatureCounts, type: DocTypeConcept, strength: number) {
  const noTitle = { title: false };
  const add = (k: string, w: number) => f.set(k, (f.get(k) ?? 0) + w);
  const key = "@" + type.id;
  add(key, W_TYPE * strength);
  add("^" + key, W_TYPE * strength);
  for (const m of type.markers ?? []) {
    add("@" + m, W_TYPE * strength);
    add("^@" + m, W_TYPE * strength);
  }
  if (type.parent) {
    add("@" + type.parent, (W_TYPE * strength) / 2);
    add("^@" + type.parent, (W_TYPE * strength) / 2);
  }
  const per = (W_CUES * strength) / type.cues.length;
  for (const cue of type.cues) {
    if (cue.startsWith("@") || cue.startsWith("#")) add(cue, per);
    else addFeatures(f, cue, per, noTitle);
  }
}

/** Document types a text names (its @type concepts, parents left out when a child is named). */
function typesNamed(features: FeatureCounts): DocTypeConcept[] {
  const named = DOC_TYPES.filter((t) => features.has("@" + t.id));
  const parents = new Set(named.map((t) => t.parent).filter(Boolean));
  return named.filter((t) => !parents.has(t.id));
}

/** Distribution over features describing a class before it has any example. */
export function profilePrior(profile: ClassProfile): FeatureCounts {
  const f: FeatureCounts = new Map();
  const noTitle = { title: false };
  addFeatures(f, profile.name ?? "", W_NAME); // the name reads like a page title: head features too
  if (profile.description) addFeatures(f, profile.description, W_DESCRIPTION, noTitle);
  for (const field of profile.fieldNames ?? []) if (field) addFeatures(f, field, W_FIELD, noTitle);
  if (profile.systemPrompt) addFeatures(f, profile.systemPrompt, W_PROMPT, noTitle);
  if (profile.userPrompt) addFeatures(f, profile.userPrompt, W_PROMPT, noTitle);

  // Document types named by the class (its name first, else its description): their title concept and
  // what such documents say and look like. Several types named share the strength.
  const byName = typesNamed(extractFeatures(profile.name ?? ""));
  const types = byName.length ? byName : typesNamed(extractFeatures(`${profile.description ?? ""}`, noTitle));
  const strength = (byName.length ? 1 : 0.5) / Math.sqrt(Math.max(1, types.length));
  for (const type of types) addType(f, type, strength);
  let sum = 0;
  for (const v of f.values()) sum += v;
  if (sum > 0) for (const [k, v] of f) f.set(k, v / sum);
  return f;
}

// ---------------------------------------------------------------------------------------------

/** A model from the classes' profiles and, optionally, validated pages. */
export function buildModel(
  profiles: ClassProfile[],
  examples: TrainingExample[] = [],
  options: Partial<ClassifierOptions> = {},
): ClassifierModel {
  const model: ClassifierModel = { options: { ...DEFAULT_OPTIONS, ...options }, classes: new Map(), compiled: null };
  for (const p of profiles) {
    if (!p || !p._id || model.classes.has(p._id)) continue;
    const prior = profilePrior(p);
    const typed = DOC_TYPES.some((t) => prior.has("^@" + t.id));
    model.classes.set(p._id, { profile: p, prior, typed, counts: new Map(), total: 0, examples: 0 });
  }
  train(model, examples);
  return model;
}

/** Adds validated pages to the model (in memory). Examples of classes the model lacks are ignored. */
export function train(model: ClassifierModel, examples: TrainingExample[]): void {
  for (const ex of examples) {
    const state = model.classes.get(ex.classId);
    if (!state) continue;
    const features = ex.features ?? extractFeatures(ex.text ?? "");
    let any = false;
    for (const [k, v] of features) {
      if (!isLearnable(k)) continue;
      any = true;
      const tf = 1 + Math.log(v); // a word repeated down a page counts less than its repetitions
      state.counts.set(k, (state.counts.get(k) ?? 0) + tf);
      state.total += tf;
    }
    if (any) state.examples++;
  }
  model.compiled = null;
}

/** Number of validated pages the model holds per class. */
export function exampleCounts(model: ClassifierModel): Record<string, number> {
  return Object.fromEntries([...model.classes].map(([id, s]) => [id, s.examples]));
}

function compile(model: ClassifierModel): Compiled {
  if (model.compiled) return model.compiled;
  const { priorWeight: mu, backgroundWeight: beta } = model.options;
  const states = [...model.classes.values()];
  const ids = [...model.classes.keys()];
  const k = ids.length;

  // Background: every class's examples plus its prior at its prior weight, add-one smoothed.
  const pooled = new Map<string, number>();
  let pooledTotal = 0;
  for (const s of states) {
    for (const [t, v] of s.counts) pooled.set(t, (pooled.get(t) ?? 0) + v);
    for (const [t, v] of s.prior) pooled.set(t, (pooled.get(t) ?? 0) + v * mu);
    pooledTotal += s.total + mu;
  }
  const vocab = pooled.size;
  const bgDenominator = pooledTotal + vocab;

  const weights = new Map<string, Float64Array>();
  for (const [t, n] of pooled) {
    const bg = (n + 1) / bgDenominator;
    const w = new Float64Array(k);
    for (let c = 0; c < k; c++) {
      const s = states[c];
      const b = mu / 4 + (beta * s.total) / (s.total + mu);
      const p = ((s.counts.get(t) ?? 0) + mu * (s.prior.get(t) ?? 0) + b * bg) / (s.total + mu + b);
      w[c] = Math.log(p / bg);
    }
    weights.set(t, w);
  }
  const compiled: Compiled = {
    ids,
    index: new Map(ids.map((id, i) => [id, i])),
    weights,
    offsets: new Float64Array(k),
  };
  // Hub offsets (see the head of this file).
  const hub = model.options.hubWeight;
  if (hub > 0 && k >= 3) {
    const generic = scoreFeatures(compiled, model.options, GENERIC_PAGE).scores;
    const typical = median([...generic]);
    // Only a penalty, for matching the generic page more than the job's typical class does, and only for a
    // class the vocabulary knows no document type of (a typed class is specific by its type: an invoice class
    // resembles the generic page because invoices do); it fades as the class's own examples come in.
    for (let c = 0; c < k; c++) {
      const s = states[c];
      if (s.typed) continue;
      compiled.offsets[c] = ((hub * mu) / (s.total + mu)) * Math.max(0, generic[c] - typical);
    }
  }
  model.compiled = compiled;
  return compiled;
}

function median(values: number[]): number {
  const xs = [...values].sort((a, b) => a - b);
  return xs.length % 2 ? xs[(xs.length - 1) / 2] : (xs[xs.length / 2 - 1] + xs[xs.length / 2]) / 2;
}

/**
 * What nearly every business page says, whatever its kind: dates, numbers, amounts, a total and tax, a name and
 * an address, page numbers, contact lines, in the four most common languages. A class that scores well on it
 * would score well on any page.
 */
const GENERIC_PAGE: FeatureCounts = extractFeatures(
  [
    "Date 01/02/2024 Number 123456 Reference AB-1234 Name Address 12 Main Street Page 1 of 2",
    "Total 1,234.56 Amount 100.00 $ Tax 19% 19.00 Net 81.00 Tel +1 555 123 4567 Email info@example.com www.example.com",
    "Datum 01.02.2024 Nummer 123456 Name Anschrift Seite 1 von 2 Betrag 100,00 € Gesamt 1.234,56 MwSt 19% Steuer",
    "Date 01/02/2024 Numéro 123456 Nom Adresse Page 1 sur 2 Montant 100,00 € Total 1 234,56 TVA 20 %",
    "Fecha 01/02/2024 Número 123456 Nombre Dirección Página 1 de 2 Importe 100,00 € Total 1.234,56 IVA 21 %",
  ].join("\n"),
  { title: false },
);

/** Raw length-normalised scores for all classes of the model (hub offsets taken off), and the evidence. */
function rawScores(model: ClassifierModel, features: FeatureCounts): { scores: Float64Array; evidence: number } {
  const compiled = compile(model);
  const out = scoreFeatures(compiled, model.options, features);
  if (out.evidence > 0) for (let c = 0; c < out.scores.length; c++) out.scores[c] -= compiled.offsets[c];
  return out;
}

function scoreFeatures(
  compiled: Compiled,
  options: ClassifierOptions,
  features: FeatureCounts,
): { scores: Float64Array; evidence: number } {
  const k = compiled.ids.length;
  const scores = new Float64Array(k);
  const { conceptWeight, titleConceptWeight } = options;
  let length = 0;
  for (const [t, v] of features) {
    const w = compiled.weights.get(t);
    if (!w) continue;
    // Concepts carry across languages and vendors, a title most of all: they count more than words.
    const c0 = t.charCodeAt(0);
    const g = c0 === 64 /* @ */ ? conceptWeight : c0 === 94 /* ^ */ && t.charCodeAt(1) === 64 ? titleConceptWeight : 1;
    const tf = g * (1 + Math.log(v));
    length += tf;
    for (let c = 0; c < k; c++) scores[c] += tf * w[c];
  }
  if (length > 0) {
    const norm = 1 / Math.sqrt(length);
    for (let c = 0; c < k; c++) scores[c] *= norm;
  }
  return { scores, evidence: length };
}

function allowedIndexes(model: ClassifierModel, allowed?: readonly string[]): { ids: string[]; idx: number[] } {
  const compiled = compile(model);
  const ids = allowed ? [...new Set(allowed)] : compiled.ids;
  return { ids, idx: ids.map((id) => compiled.index.get(id) ?? -1) };
}

/** The calibrated probability that the best class is right, from its margin over the second and the evidence. */
export function calibratedConfidence(options: ClassifierOptions, margin: number, evidence: number, k: number): number {
  if (k <= 1) return k === 1 ? 1 : 0;
  if (evidence <= 0) return 1 / k;
  const z = options.calA + options.calMargin * margin + options.calEvidence * Math.log(1 + evidence);
  return 1 / (1 + Math.exp(-z));
}

function softmaxOver(
  model: ClassifierModel,
  scores: Float64Array,
  ids: string[],
  idx: number[],
  evidence: number,
): PageClassification {
  if (ids.length === 0) return { classId: null, bestClassId: null, confidence: 0, unsure: false, scores: {} };
  const t = model.options.temperature;
  // A class unknown to the model has no evidence for it: score 0 (the background's).
  const raw = idx.map((i) => (i >= 0 ? scores[i] : 0));
  const s = raw.map((v) => v / t);
  const max = Math.max(...s);
  const e = s.map((v) => Math.exp(v - max));
  const z = e.reduce((a, b) => a + b, 0);
  const out: Record<string, number> = {};
  let best = 0;
  for (let i = 0; i < ids.length; i++) {
    out[ids[i]] = e[i] / z;
    if (e[i] > e[best]) best = i;
  }
  let second = -Infinity;
  for (let i = 0; i < ids.length; i++) if (i !== best && raw[i] > second) second = raw[i];
  const margin = ids.length > 1 ? raw[best] - second : Infinity;
  const confidence = calibratedConfidence(model.options, margin, evidence, ids.length);
  const unsure = ids.length > 1 && confidence < model.options.unsureBelow;
  return { classId: unsure ? null : ids[best], bestClassId: ids[best], confidence, unsure, scores: out };
}

/**
 * The class of one page among allowedClassIds (default: all the model's classes, in profile order;
 * ties and empty pages go to the first).
 */
export function classifyPage(
  model: ClassifierModel,
  text: string,
  allowedClassIds?: readonly string[],
): PageClassification {
  const { ids, idx } = allowedIndexes(model, allowedClassIds);
  const { scores, evidence } = rawScores(model, extractFeatures(text ?? ""));
  return softmaxOver(model, scores, ids, idx, evidence);
}

/** classifyPage with the job's classes as the only candidates. */
export function predict(model: ClassifierModel, text: string, allowedClassIds: readonly string[]): PageClassification {
  return classifyPage(model, text, allowedClassIds);
}

/**
 * One class for a whole document: the pages' scores averaged, weighted by how much each page says
 * (its known features), the first page with text counting firstPageWeight times; blank pages do
 * not count. Per-page results too.
 */
export function classifyDocument(
  model: ClassifierModel,
  pageTexts: readonly string[],
  allowedClassIds?: readonly string[],
): DocumentClassification {
  const { ids, idx } = allowedIndexes(model, allowedClassIds);
  const k = compile(model).ids.length;
  const total = new Float64Array(k);
  let weightSum = 0;
  let evidenceSum = 0;
  const pages: PageClassification[] = [];
  for (const text of pageTexts) {
    const { scores, evidence } = rawScores(model, extractFeatures(text ?? ""));
    pages.push(softmaxOver(model, scores, ids, idx, evidence));
    if (evidence === 0) continue;
    evidenceSum += evidence;
    const w = (weightSum === 0 ? model.options.firstPageWeight : 1) * Math.sqrt(evidence);
    for (let c = 0; c < k; c++) total[c] += w * scores[c];
    weightSum += w;
  }
  if (weightSum > 0) for (let c = 0; c < k; c++) total[c] /= weightSum;
  return { ...softmaxOver(model, total, ids, idx, evidenceSum), pages };
}
