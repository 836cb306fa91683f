// The keyboard of a person validating all day: Tab or Enter to the next field, Shift+Enter back,
// Ctrl+Enter confirms the document and opens the next unvalidated one, Alt+Up/Down for documents.

export type Shortcut = "next-field" | "previous-field" | "confirm-next" | "next-doc" | "previous-doc";

interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  /** True while an input method composes text: Enter then belongs to it. */
  isComposing?: boolean;
}

/** Shortcuts anywhere in the pane. */
export function paneShortcut(e: KeyLike): Shortcut | null {
  if (e.isComposing) return null;
  if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && !e.altKey) return "confirm-next";
  if (e.altKey && !e.ctrlKey && !e.metaKey && e.key === "ArrowDown") return "next-doc";
  if (e.altKey && !e.ctrlKey && !e.metaKey && e.key === "ArrowUp") return "previous-doc";
  return null;
}

/** Shortcuts in a field input. */
export function fieldShortcut(e: KeyLike): Shortcut | null {
  if (e.isComposing || e.key !== "Enter" || e.ctrlKey || e.metaKey || e.altKey) return null;
  return e.shiftKey ? "previous-field" : "next-field";
}

export const SHORTCUT_HINT =
  "Tab or Enter: next field · Shift+Enter: previous field · Ctrl+Enter: confirm the document and open the next · Alt+↑/↓: previous/next document";

/** The attribute every field and table-cell input carries, so Enter can find the next one in screen order. */
export const NAV_ATTRIBUTE = "data-extraction-input";

/** The input after (or before) `current` among `inputs` in screen order; null at the ends. */
export function stepInput<T>(inputs: T[], current: T, direction: 1 | -1): T | null {
  const i = inputs.indexOf(current);
  if (i < 0) return inputs[0] ?? null;
  return inputs[i + direction] ?? null;
}

/** The attribute FieldInput puts on a value marked 'check' (below the job's confidence threshold). */
export const CHECK_ATTRIBUTE = "data-check";

/** The inputs Enter/Tab steps through: all of them, or with `checkOnly` the ones to check (and where it stands). */
export function navigableInputs<T extends { hasAttribute(name: string): boolean }>(
  inputs: T[],
  current: T,
  checkOnly: boolean,
): T[] {
  return checkOnly ? inputs.filter((el) => el === current || el.hasAttribute(CHECK_ATTRIBUTE)) : inputs;
}
