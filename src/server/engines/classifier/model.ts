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
 */
import { DOC_TYPES } from "./lexicon";
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
}

export const DEFAULT_OPTIONS: ClassifierOptions = {
  priorWeight: 300,
  backgroundWeight: 1000,
  temperature: 1.6,
  firstPageWeight: 2,
  conceptWeight: 2,
  titleConceptWeight: 4,
};

interface ClassState {
  profile: ClassProfile;
  prior: FeatureCounts; // normalised to sum 1
  counts: FeatureCounts;
  total: number;
  examples: number;
}

interface Compiled {
  ids: string[];
  index: Map<string, number>;
  /** Per known feature, its weight for each class (ids order). */
  weights: Map<string, Float64Array>;
}

export interface ClassifierModel {
  readonly options: ClassifierOptions;
  /** Class id -> state; insertion order is the profiles' order. */
  readonly classes: Map<string, ClassState>;
  /** Weights, rebuilt lazily after training. */
  compiled: Compiled | null;
}

export interface PageClassification {
  /** The best class among the allowed ones (null only when no class is allowed). */
  classId: string | null;
  /** 0..1: the best class's probability; 1/k when the text says nothing. */
  confidence: number;
  /** Probability per allowed class id (sums to 1). */
  scores: Record<string, number>;
}

export interface DocumentClassification extends PageClassification {
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

/** Distribution over features describing a class before it has any example. */
export function profilePrior(profile: ClassProfile): FeatureCounts {
  const f: FeatureCounts = new Map();
  const noTitle = { title: false };
  addFeatures(f, profile.name ?? "", W_NAME); // the name reads like a page title: head features too
  if (profile.description) addFeatures(f, profile.description, W_DESCRIPTION, noTitle);
  for (const field of profile.fieldNames ?? []) if (field) addFeatures(f, field, W_FIELD, noTitle);
  if (profile.systemPrompt) addFeatures(f, profile.systemPrompt, W_PROMPT, noTitle);
  if (profile.userPrompt) addFeatures(f, profile.userPrompt, W_PROMPT, noTitle);

  // Document types named by the class: its title concept and what such documents say.
  const nameFeatures = extractFeatures(profile.name ?? "");
  const descFeatures = extractFeatures(`${profile.description ?? ""}`, noTitle);
  for (const type of DOC_TYPES) {
    const key = "@" + type.id;
    const strength = nameFeatures.has(key) ? 1 : descFeatures.has(key) ? 0.5 : 0;
    if (!strength) continue;
    const add = (k: string, w: number) => f.set(k, (f.get(k) ?? 0) + w);
    add(key, W_TYPE * strength);
    add("^" + key, W_TYPE * strength);
    for (const m of type.markers ?? []) {
      add("@" + m, W_TYPE * strength);
      add("^@" + m, W_TYPE * strength);
    }
    const per = (W_CUES * strength) / type.cues.length;
    for (const cue of type.cues) {
      if (cue.startsWith("@")) add(cue, per);
      else addFeatures(f, cue, per, noTitle);
    }
  }
  let sum = 0;
  for (const v of f.values()) sum += v;
  if (sum > 0) for (const [k, v] of f) f.set(k, v / sum);
  return f;
}

// ---------------------------------------------------------------------------------------------

/** A model from the classes' profiles and, optionally, validated pages. */
export function buildModel(profiles: ClassProfile[], examples: TrainingExample[] = [], options: Partial<ClassifierOptions> = {}): ClassifierModel {
  const model: ClassifierModel = { options: { ...DEFAULT_OPTIONS, ...options }, classes: new Map(), compiled: null };
  for (const p of profiles) {
    if (!p || !p._id || model.classes.has(p._id)) continue;
    model.classes.set(p._id, { profile: p, prior: profilePrior(p), counts: new Map(), total: 0, examples: 0 });
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
  model.compiled = { ids, index: new Map(ids.map((id, i) => [id, i])), weights };
  return model.compiled;
}

/** Raw length-normalised scores for all classes of the model, and the evidence (known features). */
function rawScores(model: ClassifierModel, features: FeatureCounts): { scores: Float64Array; evidence: number } {
  const compiled = compile(model);
  const k = compiled.ids.length;
  const scores = new Float64Array(k);
  const { conceptWeight, titleConceptWeight } = model.options;
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

function softmaxOver(model: ClassifierModel, scores: Float64Array, ids: string[], idx: number[]): PageClassification {
  if (ids.length === 0) return { classId: null, confidence: 0, scores: {} };
  const t = model.options.temperature;
  // A class unknown to the model has no evidence for it: score 0 (the background's).
  const s = idx.map((i) => (i >= 0 ? scores[i] : 0) / t);
  const max = Math.max(...s);
  const e = s.map((v) => Math.exp(v - max));
  const z = e.reduce((a, b) => a + b, 0);
  const out: Record<string, number> = {};
  let best = 0;
  for (let i = 0; i < ids.length; i++) {
    out[ids[i]] = e[i] / z;
    if (e[i] > e[best]) best = i;
  }
  return { classId: ids[best], confidence: e[best] / z, scores: out };
}

/**
 * The class of one page among allowedClassIds (default: all the model's classes, in profile order;
 * ties and empty pages go to the first).
 */
export function classifyPage(model: ClassifierModel, text: string, allowedClassIds?: readonly string[]): PageClassification {
  const { ids, idx } = allowedIndexes(model, allowedClassIds);
  const { scores } = rawScores(model, extractFeatures(text ?? ""));
  return softmaxOver(model, scores, ids, idx);
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
export function classifyDocument(model: ClassifierModel, pageTexts: readonly string[], allowedClassIds?: readonly string[]): DocumentClassification {
  const { ids, idx } = allowedIndexes(model, allowedClassIds);
  const k = compile(model).ids.length;
  const total = new Float64Array(k);
  let weightSum = 0;
  const pages: PageClassification[] = [];
  for (const text of pageTexts) {
    const { scores, evidence } = rawScores(model, extractFeatures(text ?? ""));
    pages.push(softmaxOver(model, scores, ids, idx));
    if (evidence === 0) continue;
    const w = (weightSum === 0 ? model.options.firstPageWeight : 1) * Math.sqrt(evidence);
    for (let c = 0; c < k; c++) total[c] += w * scores[c];
    weightSum += w;
  }
  if (weightSum > 0) for (let c = 0; c < k; c++) total[c] /= weightSum;
  return { ...softmaxOver(model, total, ids, idx), pages };
}
