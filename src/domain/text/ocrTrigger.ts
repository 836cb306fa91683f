/**
 * OCR triggers: a rectangle on a page (PDF points, origin top-left, the same space as the words of
 * the text annotation) and a regular expression its text must match. Used by the master-key
 * matcher and by the workspace's 'Configure OCR Trigger' modal, so both read the same text.
 */
import { regexFirstMatch } from "./safeRegex";
import type { OcrTrigger } from "../entities";
import { normaliseRect, type Rect } from "../geometry";
import { layoutWords, type Word } from "./words";

/** Share of a word's box that must lie inside the rectangle for the word to count as inside. */
const MIN_WORD_OVERLAP = 0.5;

/**
 * The words whose boxes fall inside the rectangle (at least half of a word's area, or its centre
 * for a word without area), in reading order: lines top to bottom, left to right within a line.
 * A rectangle drawn in any direction (negative width or height) is normalised first.
 */
export function wordsInRect(words: readonly Word[], rect: Rect, minOverlap = MIN_WORD_OVERLAP): Word[] {
  const r = normaliseRect(rect);
  if (!r) return [];
  const x2 = r.x + r.width;
  const y2 = r.y + r.height;
  const inside = words.filter((w) => {
    if (!w || typeof w.text !== "string" || w.text.length === 0) return false;
    if (![w.x, w.y, w.width, w.height].every(Number.isFinite)) return false;
    const area = w.width * w.height;
    if (area <= 0) {
      const cx = w.x + w.width / 2;
      const cy = w.y + w.height / 2;
      return cx >= r.x && cx <= x2 && cy >= r.y && cy <= y2;
    }
    const ox = Math.min(w.x + w.width, x2) - Math.max(w.x, r.x);
    const oy = Math.min(w.y + w.height, y2) - Math.max(w.y, r.y);
    if (ox <= 0 || oy <= 0) return false;
    return (ox * oy) / area >= minOverlap;
  });
  return layoutWords(inside).words;
}

/** The text inside the rectangle: its words in reading order joined by single spaces. */
export function textInRect(words: readonly Word[], rect: Rect, minOverlap = MIN_WORD_OVERLAP): string {
  return wordsInRect(words, rect, minOverlap)
    .map((w) => w.text)
    .join(" ");
}

/** Texts longer than this are cut before matching (a rectangle holds a few words, not a page). */
const MAX_TRIGGER_TEXT = 2000;

/**
 * The first non-empty match of the trigger's regular expression in the text, or null when there
 * is none (or the expression is empty or invalid). What the modal shows as 'Regular expression
 * Match'; the trigger fires exactly when this is not null.
 */
export function matchTrigger(text: string, regEx: string): string | null {
  if (typeof text !== "string" || typeof regEx !== "string") return null;
  return regexFirstMatch(regEx, text.length > MAX_TRIGGER_TEXT ? text.slice(0, MAX_TRIGGER_TEXT) : text);
}

/** Does the trigger fire on a page with these words (text in its rectangle matching its regEx)? */
export function triggerFires(words: readonly Word[], trigger: OcrTrigger | null | undefined): boolean {
  if (!trigger || !normaliseRect(trigger)) return false;
  return matchTrigger(textInRect(words, trigger), trigger.regEx) !== null;
}

/**
 * The split action a page gives the 'ocr-trigger' split option: its master key's trigger's action
 * when that trigger fires on the page, else null. Lets the Split step work from the page's
 * masterKeyData and its words, without remembering how the key was found.
 */
export function ocrTriggerActionOf(
  words: readonly Word[],
  trigger: OcrTrigger | null | undefined,
): OcrTrigger["splitAction"] | null {
  return trigger && triggerFires(words, trigger) ? trigger.splitAction : null;
}
