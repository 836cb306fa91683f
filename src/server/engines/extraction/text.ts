/**
 * Text normalisation shared by the extraction engine: case and accent folding so that labels
 * match whatever way a document spells them ("Numéro" = "numero", "Straße" = "strasse").
 */

export { fold } from "../../../domain/text/fold";
import { fold } from "../../../domain/text/fold";

/**
 * The form of a token used to compare it with a label: folded, with punctuation at either end
 * removed except the marks that carry meaning in labels ('#', '°', '%').
 */
export function normToken(text: string): string {
  return fold(text).replace(/^[^\p{L}\p{N}#°%]+|[^\p{L}\p{N}#°%]+$/gu, "");
}

/** Letters and digits only, folded: "Azure-Interior" and "azure interior" compare equal. */
export function compact(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Splits a label or a field name into comparable tokens ("invoice_number" → ["invoice", "number"]). */
export function labelTokens(text: string): string[] {
  return fold(text)
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_/|()\[\]{},;]+/g, " ")
    .split(/\s+/)
    .map((t) => normToken(t))
    .filter((t) => t.length > 0);
}

export const hasDigit = (text: string): boolean => /\d/.test(text);
export const hasLetter = (text: string): boolean => /\p{L}/u.test(text);

/** A small stable hash (FNV-1a, 32 bit) as 8 hex characters. */
export function hash32(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}
