import { createHash } from "node:crypto";
import type { DuplicateRef } from "../../domain/entities";

/**
 * Issue 15.2: which documents pass auto-validation without a person. Pure functions; the extraction step applies
 * them (workflow/steps/extractionStep.ts) and the decisions are in docs/decisions.md ('Straight-through processing').
 */

export const duplicateSentence = (d: DuplicateRef) => `Possible duplicate of Batch ${d.batchNumber}, Doc ${d.docNo}`;

/**
 * Why a document needs a person, as sentences; empty when it passes: every validation passes (no error, no warning,
 * no notice), every required field of its class has a value at or above the threshold, and it is no possible duplicate.
 * Fields that are not required do not hold a document back by their confidence (their 'check' cue still shows).
 */
export function reasonsToCheck(doc: any, requiredFieldIds: Set<string>, threshold: number): string[] {
  const reasons: string[] = [];
  if (!doc.documentClass?._id) reasons.push("The document has no class.");
  if (doc.duplicateOf) reasons.push(`${duplicateSentence(doc.duplicateOf)}.`);
  if (doc.notices?.length) reasons.push("The document has a notice to read.");
  const properties: any[] = doc.properties ?? [];
  const failing = properties.filter((p) => p.error || p.warning).length;
  if (failing)
    reasons.push(
      failing === 1 ? "A field has an error or a warning." : `${failing} fields have an error or a warning.`,
    );
  const unsure = properties.filter(
    (p) =>
      requiredFieldIds.has(String(p.field?._id ?? p.field)) &&
      !p.error &&
      !(typeof p.confidence === "number" && p.confidence >= threshold),
  );
  if (unsure.length)
    reasons.push(
      `Below the confidence threshold ${threshold.toFixed(2)}: ${unsure.map((p) => `${p.field?.name ?? "a field"} (${typeof p.confidence === "number" ? p.confidence.toFixed(2) : "unknown"})`).join(", ")}.`,
    );
  return reasons;
}

/** A number in [0, 1) fixed by the text: the same document always draws the same. */
export function drawOf(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * The QA sample among the documents that would pass: the share × n documents with the lowest draws of their id
 * (batch id and file), the fraction of a document carried by a draw of the batch's id, so that small batches are
 * sampled at the configured share on average. Deterministic: a re-process draws the same documents.
 */
export function qaSample(batchId: string, passing: { key: string }[], share: number): Set<string> {
  if (!(share > 0) || !passing.length) return new Set();
  const wanted = share * passing.length;
  const count = Math.min(
    passing.length,
    Math.floor(wanted) + (drawOf(`qa:${batchId}`) < wanted - Math.floor(wanted) ? 1 : 0),
  );
  const ranked = [...passing].sort((a, b) => drawOf(`qa:${batchId}:${a.key}`) - drawOf(`qa:${batchId}:${b.key}`));
  return new Set(ranked.slice(0, count).map((d) => d.key));
}

/** A document's key within its batch: its file, which survives renumbering. */
export const docKeyOf = (doc: any): string =>
  typeof doc.fileLocation === "string" && doc.fileLocation ? doc.fileLocation : `doc:${doc.docNo}`;

export const QA_SENTENCE =
  "QA sample: this document would have passed; a person checks it to measure the accuracy of straight-through processing.";
