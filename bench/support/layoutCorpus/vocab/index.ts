/** The label vocabulary per language and country, and the DEV / HELD-OUT halves of every pool. */
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import type { Concept, Pools, Vocabulary } from "./types";

export type { Concept, Pools } from "./types";
export type Language = "en" | "de" | "fr" | "nl" | "it" | "es";
export type Half = "dev" | "heldout";

export const VOCABULARIES: Record<Language, Vocabulary> = { en, de, fr, nl, it, es };

/** Half A (even places) for DEV, half B (odd places) for HELD-OUT; a pool of one wording serves both. */
export function halfOf(pool: string[], half: Half): string[] {
  if (pool.length === 1) return pool;
  return pool.filter((_, i) => i % 2 === (half === "dev" ? 0 : 1));
}

/** The wordings a document of this language, country and half may use, concept by concept. */
export function poolsFor(language: Language, country: string, half: Half): Pools {
  const v = VOCABULARIES[language];
  const merged = { ...v.pools, ...(v.countries[country] ?? {}) } as Pools;
  const out = {} as Pools;
  for (const concept of Object.keys(merged) as Concept[]) out[concept] = halfOf(merged[concept], half);
  return out;
}
