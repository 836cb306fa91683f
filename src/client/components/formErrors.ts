import type { FieldErrors, FieldValues } from "react-hook-form";

interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * Puts schema issues onto react-hook-form's error tree, the first message per path winning, so the
 * messages of the shared schemas show under their inputs. A message on a list (e.g. 'Please select at
 * least one field') sits on the list itself: read it as errors.list.message.
 */
export function issuesToErrors<T extends FieldValues>(issues: SchemaIssue[]): FieldErrors<T> {
  const errors: Record<string | number, any> = {};
  for (const issue of issues) {
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    if (path.length === 0) {
      errors.root ??= { type: "custom", message: issue.message };
      continue;
    }
    let node: Record<string | number, any> = errors;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key];
    }
    const last = path[path.length - 1];
    if (!node[last]?.message) node[last] = { ...(node[last] ?? {}), type: "custom", message: issue.message };
  }
  return errors as FieldErrors<T>;
}
