/**
 * Confidence: how often a value found with this kind of evidence is right. The engine's scores rank
 * candidates; they are not probabilities. A calibration table turns a score into one: per evidence
 * group (an amount that adds up with the others, a date, an identifier, ...) and score band, the share
 * of values that were right on a labelled corpus. The table is fitted by `npm run fit:confidence`
 * (bench/fitConfidence.ts) and committed as calibration.json; bench:extract refits it leaving each
 * renderer family out, so the figures it prints are on layouts the table never saw.
 */
import type { ValueKind } from "./concepts";
import type { CandidateSource } from "./types";
import table from "./calibration.json";

/** Where a value's confidence comes from: what kind of evidence found it, and how strong it was. */
export interface Evidence {
  fieldId: string;
  group: EvidenceGroup;
  score: number;
}

export type EvidenceGroup =
  "learned" | "amount-consistent" | "amount" | "date" | "id" | "name" | "address" | "text" | "listed";

export interface CalibrationTable {
  /** Upper edges of the score bands; the last band is open. */
  bands: number[];
  /** Per group, the share right in each band (bands.length + 1 entries). */
  groups: Partial<Record<EvidenceGroup, number[]>>;
  /** For groups the corpus did not cover. */
  fallback: number[];
}

const BANDS = [0.3, 0.45, 0.6, 0.75, 0.9, 1.05];

export function groupOf(
  kind: ValueKind,
  source: CandidateSource,
  consistent: boolean,
  concept: string | null,
): EvidenceGroup {
  if (source === "learned") return "learned";
  if (source === "master-key" || source === "value-list") return "listed";
  if (kind === "amount") return consistent ? "amount-consistent" : "amount";
  if (kind === "date") return "date";
  if (kind === "id") return "id";
  if (concept === "issuer" || concept === "customer") return "name";
  if (concept === "address") return "address";
  return "text";
}

const bandOf = (score: number, bands: number[]) => {
  const i = bands.findIndex((edge) => score < edge);
  return i === -1 ? bands.length : i;
};

/** The calibrated confidence of a value found with this evidence; 0 for no value. */
export function confidenceOf(
  evidence: Pick<Evidence, "group" | "score">,
  calibration: CalibrationTable = table as CalibrationTable,
): number {
  const row = calibration.groups[evidence.group] ?? calibration.fallback;
  return round2(row[bandOf(evidence.score, calibration.bands)] ?? 0);
}

/**
 * A table from labelled outcomes: the share right per group and band, smoothed towards a modest prior
 * and made non-decreasing with the score (pool-adjacent-violators), so a stronger score never means less.
 */
export function fitCalibration(
  points: { group: EvidenceGroup; score: number; right: boolean }[],
  bands = BANDS,
): CalibrationTable {
  const rowOf = (subset: typeof points) => {
    const counts = Array.from({ length: bands.length + 1 }, () => ({ right: 0, n: 0 }));
    for (const p of subset) {
      const c = counts[bandOf(p.score, bands)];
      c.n++;
      if (p.right) c.right++;
    }
    // Laplace-like smoothing: a band seen rarely stays near one half rather than 0 or 1.
    return monotone(counts.map((c) => ({ value: (c.right + 0.5) / (c.n + 1), weight: c.n + 1 })));
  };
  const groups: CalibrationTable["groups"] = {};
  for (const group of new Set(points.map((p) => p.group)))
    groups[group] = rowOf(points.filter((p) => p.group === group));
  return { bands, groups, fallback: rowOf(points) };
}

/** Pool-adjacent-violators: the closest non-decreasing sequence, by weight. */
function monotone(cells: { value: number; weight: number }[]): number[] {
  const blocks: { value: number; weight: number; size: number }[] = [];
  for (const c of cells) {
    blocks.push({ ...c, size: 1 });
    while (blocks.length > 1 && blocks[blocks.length - 2].value > blocks[blocks.length - 1].value) {
      const b = blocks.pop()!;
      const a = blocks.pop()!;
      const weight = a.weight + b.weight;
      blocks.push({ value: (a.value * a.weight + b.value * b.weight) / weight, weight, size: a.size + b.size });
    }
  }
  return blocks.flatMap((b) => new Array(b.size).fill(round2(b.value)));
}

const round2 = (v: number) => Math.round(v * 100) / 100;
