import { RE2JS } from "re2js";

/**
 * Every regular expression a person defines (field and table column validations, OCR triggers) runs here, on
 * RE2's linear-time engine: `^([a-z]+)+$` on a long input takes microseconds instead of freezing the server.
 * Patterns RE2 cannot run in linear time (backreferences, lookarounds) or that are too large are invalid,
 * so the forms refuse them with 'Invalid regex' and the server never compiles them with the backtracking engine.
 */

/** A validation or trigger pattern is a line, not a program; RE2 also bounds each repeat count at 1000. */
const MAX_REGEX_LENGTH = 1000;

const cache = new Map<string, RE2JS | null>();

function compile(pattern: string): RE2JS | null {
  if (typeof pattern !== "string" || pattern.length === 0 || pattern.length > MAX_REGEX_LENGTH) return null;
  try {
    // translateRegExp reads JavaScript syntax (named groups, \u escapes, '/') into RE2's.
    return RE2JS.compile(RE2JS.translateRegExp(pattern));
  } catch {
    return null;
  }
}

/** The compiled pattern, or null when it is empty, too long, or not something RE2 can run. */
function safeRegex(pattern: string): RE2JS | null {
  let re = cache.get(pattern);
  if (re === undefined) {
    re = compile(pattern);
    if (cache.size > 1000) cache.clear();
    cache.set(pattern, re);
  }
  return re;
}

/** Whether a pattern may be saved ('Invalid regex' otherwise). */
export const isValidRegex = (pattern: string): boolean => safeRegex(pattern) !== null;

/** Whether the pattern matches somewhere in the text; false for an invalid pattern. */
export function regexTest(pattern: string, text: string): boolean {
  return safeRegex(pattern)?.test(text) ?? false;
}

/** The first non-empty match of the pattern in the text, or null (also for an invalid pattern). */
export function regexFirstMatch(pattern: string, text: string): string | null {
  const re = safeRegex(pattern);
  if (!re) return null;
  const m = re.matcher(text);
  while (m.find()) {
    const found = m.group();
    if (found) return found;
  }
  return null;
}
