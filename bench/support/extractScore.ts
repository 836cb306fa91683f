/**
 * How the extraction benchmarks score a value: exact after a normalisation a person would accept as 'the same value'.
 * Identifiers: letters and digits, case-insensitive. Dates: ISO. Amounts: to the cent. Names: case, accents,
 * punctuation and spacing folded (the legal form stays: 'Lieferant' is not 'Lieferant GmbH'); 'issuer' also sets
 * the legal form aside, for truths that leave it out.
 */
import { parseDate } from "../../src/server/engines/extraction/parseDate";
import { parseNumber } from "../../src/server/engines/extraction/parseNumber";
import { compact, fold } from "../../src/server/engines/extraction/text";

export type ScoreKind = "id" | "date" | "amount" | "name" | "issuer" | "code";

const LEGAL = new Set([
  "bv",
  "nv",
  "inc",
  "ag",
  "gmbh",
  "ltd",
  "llc",
  "sas",
  "sarl",
  "sa",
  "pvt",
  "private",
  "limited",
  "corp",
  "co",
  "plc",
  "kg",
]);

export function normalise(kind: ScoreKind, value: unknown): string | number | null {
  if (value === null || value === undefined || value === "") return null;
  switch (kind) {
    case "id":
      return compact(String(value)).toUpperCase();
    case "date":
      return parseDate(String(value)) ?? String(value);
    case "amount":
      return typeof value === "number" ? value : (parseNumber(String(value))?.value ?? null);
    case "code":
      return String(value).trim().toUpperCase();
    case "name":
      return fold(String(value))
        .split(/[^\p{L}\p{N}&]+/u)
        .filter(Boolean)
        .join(" ");
    case "issuer":
      return fold(String(value))
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w && !LEGAL.has(w))
        .join(" ");
  }
}

export function isRight(kind: ScoreKind, got: unknown, expected: unknown): boolean {
  const a = normalise(kind, got);
  const b = normalise(kind, expected);
  if (a === null || b === null) return false;
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) < 0.005;
  return a === b;
}

/** Share right per confidence band: what a calibrated confidence must make true. */
export function calibration(
  points: { confidence: number; right: boolean }[],
  bands = [0, 0.3, 0.5, 0.7, 0.9, 1.0001],
): string[] {
  const lines = ["confidence    values   right"];
  for (let i = 0; i < bands.length - 1; i++) {
    const inBand = points.filter((p) => p.confidence >= bands[i] && p.confidence < bands[i + 1]);
    const right = inBand.filter((p) => p.right).length;
    const label = `${bands[i].toFixed(1)}–${Math.min(1, bands[i + 1]).toFixed(1)}`;
    lines.push(
      `${label.padEnd(12)} ${String(inBand.length).padStart(7)}   ${inBand.length ? `${((100 * right) / inBand.length).toFixed(0)} %` : "–"}`,
    );
  }
  return lines;
}

export const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)} %` : "–");
