/**
 * Choosing amounts together. A document's amounts hang together (total = net + tax, or whatever
 * the class's formulas say), so the candidates of the fields a relation links are chosen as a set:
 * the set with the best labels that also adds up wins over a better-labelled set that does not.
 * Missing members are then computed from the others (a document without tax: net = total).
 */
import { evaluateFormula, formulaFieldIds } from "../../../domain/formula";
import type { FormulaOperand } from "../../../domain/formula";
import type { Candidate } from "./candidates";

export interface Relation {
  /** The field whose value the formula computes. */
  target: string;
  formula: FormulaOperand;
  /** An invoice's own arithmetic (total = net + tax), not one the class declares. */
  implicit?: boolean;
  /** How far the members may miss the formula; MONEY_TOLERANCE unless the page rounds its total to cash. */
  tolerance?: number;
}

/** Within a cent: printed amounts are rounded. */
export const MONEY_TOLERANCE = 0.01;

const SATISFIED = 0.8;
const VIOLATED = -0.35;
const TOP = 5;
const MAX_COMBINATIONS = 50_000;

/** The chosen candidate (or null) for each field that takes part in a relation. */
export function chooseJointly(
  candidates: Map<string, Candidate[]>,
  relations: Relation[],
): Map<string, Candidate | null> {
  const fields = [...new Set(relations.flatMap((r) => [r.target, ...formulaFieldIds(r.formula)]))].filter((f) =>
    candidates.has(f),
  );
  const options = fields.map((f) => [null, ...(candidates.get(f) ?? []).slice(0, TOP)] as (Candidate | null)[]);
  const chosen = new Map<string, Candidate | null>();
  const combos = options.reduce((n, o) => n * o.length, 1);
  if (combos > MAX_COMBINATIONS) {
    // Too many: keep the best candidate of each field.
    fields.forEach((f, i) => chosen.set(f, options[i][1] ?? null));
    return chosen;
  }
  let best = -Infinity;
  let bestPick: (Candidate | null)[] = [];
  const pick: (Candidate | null)[] = new Array(fields.length).fill(null);
  const values: Record<string, number | null> = {};
  const visit = (i: number, score: number) => {
    if (i === fields.length) {
      let total = score;
      for (const relation of relations) {
        const actual = values[relation.target];
        const expected = evaluateFormula(relation.formula, values);
        if (actual === null || actual === undefined || expected === null) continue;
        total += Math.abs(expected - actual) <= (relation.tolerance ?? MONEY_TOLERANCE) + 1e-9 ? SATISFIED : VIOLATED;
      }
      if (total > best + 1e-9) {
        best = total;
        bestPick = [...pick];
      }
      return;
    }
    for (const option of options[i]) {
      pick[i] = option;
      values[fields[i]] = option ? Number(option.value) : null;
      visit(i + 1, score + (option?.score ?? 0));
    }
    values[fields[i]] = null;
  };
  visit(0, 0);
  fields.forEach((f, i) => chosen.set(f, bestPick[i] ?? null));
  return chosen;
}

/** Round to cents, away from float noise. */
export const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Fills what the relations can compute: a missing target from its operands, and for the implicit
 * invoice relation also a missing net or tax from the other two.
 */
export function deriveMissing(
  values: Map<string, number | null>,
  relations: Relation[],
  implicit: { total?: string; net?: string; tax?: string; taxSeen: boolean } | null,
): Map<string, number> {
  const derived = new Map<string, number>();
  const get = (id: string | undefined) => (id ? (values.get(id) ?? derived.get(id) ?? null) : null);
  for (let round = 0; round < 2; round++) {
    for (const relation of relations) {
      if (get(relation.target) !== null) continue;
      const record: Record<string, number | null> = {};
      for (const id of formulaFieldIds(relation.formula)) record[id] = get(id);
      const result = evaluateFormula(relation.formula, record);
      if (result !== null) derived.set(relation.target, cents(result));
    }
    if (implicit) {
      // From what was found only: a computed net does not compute a tax of its own.
      const found = (id: string | undefined) => (id ? (values.get(id) ?? null) : null);
      const total = found(implicit.total);
      const net = found(implicit.net);
      const tax = found(implicit.tax);
      if (implicit.net && net === null && total !== null && tax !== null) derived.set(implicit.net, cents(total - tax));
      // The net is part of the total, on a credit note too (both negative there).
      else if (
        implicit.tax &&
        tax === null &&
        total !== null &&
        net !== null &&
        net * total >= 0 &&
        Math.abs(net) <= Math.abs(total)
      )
        derived.set(implicit.tax, cents(total - net));
      else if (implicit.total && total === null && net !== null && tax !== null)
        derived.set(implicit.total, cents(net + tax));
      else if (implicit.net && net === null && total !== null && tax === null && !implicit.taxSeen) {
        // No tax anywhere on the document: nothing stands between net and total, and the tax is 0 (EN 16931 states
        // an invoice without VAT so), on the same ground and as unsure.
        derived.set(implicit.net, total);
        if (implicit.tax) derived.set(implicit.tax, 0);
      }
    }
  }
  return derived;
}
