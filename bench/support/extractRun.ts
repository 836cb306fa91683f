/**
 * One extraction run over a labelled corpus: each document extracted cold with an invoice class, each
 * field scored against the truth, with the evidence the confidence is computed from. Shared by
 * bench/extract.ts (accuracy, calibration left-one-family-out) and bench/fitConfidence.ts (the committed table).
 */
import {
  confidenceOf,
  type CalibrationTable,
  type EvidenceGroup,
} from "../../src/server/engines/extraction/confidence";
import { extractDocument } from "../../src/server/engines/extraction/extractDocument";
import type { ExtractionClass, LearnedHint, TextPage } from "../../src/server/engines/extraction/types";
import { printedOn } from "../../src/server/engines/extraction/printed";
import { isRight, normalise, type ScoreKind } from "./extractScore";

export interface BenchField {
  id: string;
  name: string;
  dataType: "String" | "Date" | "Number";
  kind: ScoreKind;
}

/** The class a new customer would make for invoices: names only, no descriptions. */
export const INVOICE_FIELDS: BenchField[] = [
  { id: "invoiceNumber", name: "Invoice Number", dataType: "String", kind: "id" },
  { id: "issueDate", name: "Invoice Date", dataType: "Date", kind: "date" },
  { id: "totalAmount", name: "Total", dataType: "Number", kind: "amount" },
  { id: "netAmount", name: "Net Amount", dataType: "Number", kind: "amount" },
  { id: "taxAmount", name: "Tax Amount", dataType: "Number", kind: "amount" },
  { id: "seller", name: "Seller", dataType: "String", kind: "name" },
];

export function classOf(fields: BenchField[], name = "Invoice"): ExtractionClass {
  return {
    _id: `class-${name}`,
    name,
    fields: fields.map((f, i) => ({
      field: { _id: f.id, name: f.name, dataType: f.dataType, valueListCategory: null },
      order: i + 1,
    })),
    tables: [],
  };
}

export interface LabelledDoc {
  name: string;
  /** The unit held out together (a renderer family, a sender). */
  family: string;
  pages: TextPage[];
  truth: Record<string, unknown>;
}

export interface FieldOutcome {
  doc: string;
  family: string;
  field: string;
  got: unknown;
  expected: unknown;
  right: boolean;
  /** The true value can be read on the page at all (a sample's picture and data sometimes disagree). */
  printed: boolean;
  /** Null when nothing was found. */
  group: EvidenceGroup | null;
  score: number;
  confidence: number;
}

interface RunOptions {
  learned?: LearnedHint[];
  masterKeyId?: string;
  calibration?: CalibrationTable;
}

/** Every field of every document that has a truth for it. */
export function runCorpus(
  docs: LabelledDoc[],
  fields: BenchField[],
  options: (doc: LabelledDoc) => RunOptions = () => ({}),
): { outcomes: FieldOutcome[]; cpuMs: number; pages: number } {
  const documentClass = classOf(fields);
  const outcomes: FieldOutcome[] = [];
  let cpuMs = 0;
  let pages = 0;
  for (const doc of docs) {
    const o = options(doc);
    const c0 = process.cpuUsage();
    const result = extractDocument({
      pages: doc.pages,
      documentClass,
      learned: o.learned ?? [],
      masterKey: o.masterKeyId ? { _id: o.masterKeyId, value: o.masterKeyId } : null,
    });
    const c = process.cpuUsage(c0);
    cpuMs += (c.user + c.system) / 1000;
    pages += doc.pages.length;
    const printed = printedValues(doc.pages);
    for (const f of fields) {
      const expected = doc.truth[f.id];
      if (expected === null || expected === undefined || expected === "") continue;
      const property = result.properties.find((p) => p.field._id === f.id);
      const evidence = result.evidence.find((e) => e.fieldId === f.id) ?? null;
      const got = property?.value ?? null;
      outcomes.push({
        doc: doc.name,
        family: doc.family,
        field: f.id,
        got,
        expected,
        right: isRight(f.kind, got, expected),
        printed: printed(f.kind, expected),
        group: evidence?.group ?? null,
        score: evidence?.score ?? 0,
        confidence: evidence
          ? o.calibration
            ? confidenceOf(evidence, o.calibration)
            : (property?.confidence ?? 0)
          : 0,
      });
    }
  }
  return { outcomes, cpuMs, pages };
}

/** The points a calibration table is fitted on: found values only (an empty value has confidence 0). */
export const calibrationPoints = (outcomes: FieldOutcome[]) =>
  outcomes.filter((o) => o.group !== null).map((o) => ({ group: o.group!, score: o.score, right: o.right }));

/** Whether a value is printed on the pages: the same amount or date anywhere, the same letters and digits for the rest. */
function printedValues(pages: TextPage[]): (kind: ScoreKind, value: unknown) => boolean {
  const printed = printedOn(pages);
  return (kind, value) => {
    const v = normalise(kind, value);
    if (v === null) return false;
    if (kind === "amount") return printed.amount(Number(v));
    if (kind === "date") return printed.date(String(v));
    return printed.text(String(value));
  };
}
