/**
 * The label vocabulary per language and country: the DEV / HELD-OUT halves of every pool, the FRESH pools (C), the
 * DEV2 pools (D), the DEV3 pools (E), the DEV4 pools (F), the DEV5 pools (G), the DEV6 pools (H), the FRESH2
 * pools (I), the DEV7 pools (J, German and Dutch only), the FRESH3 pools (K), the FRESH4 pools (L), the FRESH5 pools
 * (M) and the DEV8 pools (N).
 */
import { de } from "./de";
import { DEV2, dev2Overlaps } from "./dev2";
import { DEV3, dev3Overlaps } from "./dev3";
import { DEV4, dev4Overlaps } from "./dev4";
import { DEV5, dev5Overlaps } from "./dev5";
import { DEV6, dev6Overlaps } from "./dev6";
import { DEV7, dev7Overlaps } from "./dev7";
import { DEV8, dev8Overlaps } from "./dev8";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { FRESH, freshOverlaps } from "./fresh";
import { FRESH2, fresh2Overlaps } from "./fresh2";
import { FRESH3, fresh3Overlaps } from "./fresh3";
import { FRESH4, fresh4Overlaps } from "./fresh4";
import { FRESH5, fresh5Overlaps } from "./fresh5";
import { it } from "./it";
import { nl } from "./nl";
import { wordingKey, wordingsOf } from "./overlap";
import type { Concept, Pools, Vocabulary } from "./types";

export type {
  Concept,
  Dev2Concept,
  Dev3Concept,
  Dev4Concept,
  Dev4Optional,
  Dev5Concept,
  Dev5Optional,
  Dev6Concept,
  Dev7Concept,
  Dev8Concept,
  ExtraConcept,
  Fresh2Concept,
  Fresh2Optional,
  Fresh3Concept,
  Fresh4Concept,
  Fresh5Concept,
  HalfConcept,
  Pools,
} from "./types";
export type Language = "en" | "de" | "fr" | "nl" | "it" | "es";
/**
 * DEV (half A of every pool), HELD-OUT (half B), FRESH (pools C, vocab/fresh/), DEV2 (pools D, vocab/dev2/), DEV3
 * (pools E, vocab/dev3/), DEV4 (pools F, vocab/dev4/), DEV5 (pools G, vocab/dev5/), DEV6 (pools H, vocab/dev6/),
 * FRESH2 (pools I, vocab/fresh2/: the second held-out set, written without reading the engine), DEV7 (pools J,
 * vocab/dev7/: German and Dutch documents only, written without reading the engine), FRESH3 (pools K, vocab/fresh3/:
 * the third held-out set, written without reading the engine), FRESH4 (pools L, vocab/fresh4/: the fourth held-out
 * set, written without reading the engine), FRESH5 (pools M, vocab/fresh5/: the fifth held-out set, written without
 * reading the engine), DEV8 (pools N, vocab/dev8/: a development set written without reading the engine).
 */
export type Half =
  | "dev"
  | "heldout"
  | "fresh"
  | "dev2"
  | "dev3"
  | "dev4"
  | "dev5"
  | "dev6"
  | "fresh2"
  | "dev7"
  | "fresh3"
  | "fresh4"
  | "dev8"
  | "fresh5";

export const VOCABULARIES: Record<Language, Vocabulary> = { en, de, fr, nl, it, es };

/** Half A (even places) for DEV, half B (odd places) for HELD-OUT; a pool of one wording serves both. */
export function halfOf(pool: string[], half: "dev" | "heldout"): string[] {
  if (pool.length === 1) return pool;
  return pool.filter((_, i) => i % 2 === (half === "dev" ? 0 : 1));
}

/** The wordings a document of this language, country and half may use, concept by concept. */
export function poolsFor(language: Language, country: string, half: Half): Pools {
  if (half === "fresh") return freshPoolsFor(language, country);
  if (half === "dev2") return dev2PoolsFor(language, country);
  if (half === "dev3") return dev3PoolsFor(language, country);
  if (half === "dev4") return dev4PoolsFor(language, country);
  if (half === "dev5") return dev5PoolsFor(language, country);
  if (half === "dev6") return dev6PoolsFor(language, country);
  if (half === "fresh2") return fresh2PoolsFor(language, country);
  if (half === "dev7") return dev7PoolsFor(language, country);
  if (half === "fresh3") return fresh3PoolsFor(language, country);
  if (half === "fresh4") return fresh4PoolsFor(language, country);
  if (half === "dev8") return dev8PoolsFor(language, country);
  if (half === "fresh5") return fresh5PoolsFor(language, country);
  const v = VOCABULARIES[language];
  const merged = { ...v.pools, ...(v.countries[country] ?? {}) } as Pools;
  const out = {} as Pools;
  for (const concept of Object.keys(merged) as Concept[]) out[concept] = halfOf(merged[concept], half);
  return out;
}

let checked = false;

/** Pools C whole (they are not split); refuses to draw while one of their wordings is also in A or B. */
function freshPoolsFor(language: Language, country: string): Pools {
  if (!checked) {
    const overlaps = freshOverlaps();
    if (overlaps.length) throw new Error(`pool C repeats wordings of A or B: ${overlaps.join("; ")}`);
    checked = true;
  }
  const v = FRESH[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as Pools;
}

let checkedDev2 = false;

/** Pools D whole (they are not split); refuses to draw while one of their wordings is also in A, B or C. */
function dev2PoolsFor(language: Language, country: string): Pools {
  if (!checkedDev2) {
    const overlaps = dev2Overlaps();
    if (overlaps.length) throw new Error(`pool D repeats wordings of A, B or C: ${overlaps.join("; ")}`);
    checkedDev2 = true;
  }
  const v = DEV2[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as Pools;
}

let checkedDev3 = false;

/** Pools E whole (they are not split); refuses to draw while one of their wordings is also in A, B, C or D. */
function dev3PoolsFor(language: Language, country: string): Pools {
  if (!checkedDev3) {
    const overlaps = dev3Overlaps();
    if (overlaps.length) throw new Error(`pool E repeats wordings of A, B, C or D: ${overlaps.join("; ")}`);
    checkedDev3 = true;
  }
  const v = DEV3[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as Pools;
}

let checkedDev4 = false;

/** Pools F whole (they are not split); refuses to draw while one of their wordings is also in A, B, C, D or E. */
function dev4PoolsFor(language: Language, country: string): Pools {
  if (!checkedDev4) {
    const overlaps = dev4Overlaps();
    if (overlaps.length) throw new Error(`pool F repeats wordings of A, B, C, D or E: ${overlaps.join("; ")}`);
    checkedDev4 = true;
  }
  const v = DEV4[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as Pools;
}

let checkedDev5 = false;

/**
 * Pools G whole (they are not split; they hold only the concepts half G prints, so a concept it lacks fails loudly);
 * refuses to draw while one of their wordings is also in A, B, C, D, E or F.
 */
function dev5PoolsFor(language: Language, country: string): Pools {
  if (!checkedDev5) {
    const overlaps = dev5Overlaps();
    if (overlaps.length) throw new Error(`pool G repeats wordings of A, B, C, D, E or F: ${overlaps.join("; ")}`);
    checkedDev5 = true;
  }
  const v = DEV5[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as unknown as Pools;
}

let checkedDev6 = false;

/**
 * Pools H whole (they are not split; they hold only the concepts half H prints, so a concept it lacks fails loudly);
 * refuses to draw while one of their wordings is also in A, B, C, D, E, F or G. H and I were written side by side:
 * H, a development set, yields to I, a held-out one, the wordings both chose (H keeps its others for the concept).
 */
function dev6PoolsFor(language: Language, country: string): Pools {
  if (!checkedDev6) {
    const overlaps = dev6Overlaps();
    if (overlaps.length) throw new Error(`pool H repeats wordings of A to G: ${overlaps.join("; ")}`);
    checkedDev6 = true;
  }
  const v = DEV6[language];
  return withoutHeldOut({ ...v.pools, ...(v.countries[country] ?? {}) }, language) as unknown as Pools;
}

/** Half H's pools less the wordings of half I in the same language; a pool left empty is an error to fix in H. */
function withoutHeldOut(pools: Record<string, string[]>, language: Language): Record<string, string[]> {
  const i = FRESH2[language];
  const held = new Set(
    wordingsOf([i.pools, ...Object.values(i.countries)] as Record<string, string[] | undefined>[]).map(wordingKey),
  );
  const out: Record<string, string[]> = {};
  for (const [concept, wordings] of Object.entries(pools)) {
    out[concept] = wordings.filter((w) => !held.has(wordingKey(w)));
    if (out[concept].length === 0) throw new Error(`pool H of ${concept} (${language}) has only wordings of pool I`);
  }
  return out;
}

let checkedFresh2 = false;

/**
 * Pools I whole (they are not split; they hold only the concepts half I prints, so a concept it lacks fails loudly);
 * refuses to draw while one of their wordings is also in A, B, C, D, E, F or G.
 */
function fresh2PoolsFor(language: Language, country: string): Pools {
  if (!checkedFresh2) {
    const overlaps = fresh2Overlaps();
    if (overlaps.length) throw new Error(`pool I repeats wordings of A to G: ${overlaps.join("; ")}`);
    checkedFresh2 = true;
  }
  const v = FRESH2[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as unknown as Pools;
}

let checkedDev7 = false;

/**
 * Pools J whole (they are not split; they hold only the concepts half J prints, in German and Dutch only, so another
 * language or a concept it lacks fails loudly); refuses to draw while one of their wordings is also in A to I.
 */
function dev7PoolsFor(language: Language, country: string): Pools {
  if (!checkedDev7) {
    const overlaps = dev7Overlaps();
    if (overlaps.length) throw new Error(`pool J repeats wordings of A to I: ${overlaps.join("; ")}`);
    checkedDev7 = true;
  }
  if (language !== "de" && language !== "nl") throw new Error(`half J has no ${language} wordings`);
  const v = DEV7[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as unknown as Pools;
}

let checkedFresh3 = false;

/**
 * Pools K whole (they are not split; they hold only the concepts half K prints, so a concept it lacks fails loudly);
 * refuses to draw while one of their wordings is also in A to J. K FRESH3 is the third held-out set: written without
 * reading the engine, its errors are never to be read.
 */
function fresh3PoolsFor(language: Language, country: string): Pools {
  if (!checkedFresh3) {
    const overlaps = fresh3Overlaps();
    if (overlaps.length) throw new Error(`pool K repeats wordings of A to J: ${overlaps.join("; ")}`);
    checkedFresh3 = true;
  }
  const v = FRESH3[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as unknown as Pools;
}

let checkedFresh4 = false;

/**
 * Pools L whole (they are not split; they hold only the concepts half L prints, so a concept it lacks fails loudly);
 * refuses to draw while one of their wordings is also in A to K. L FRESH4 is the fourth held-out set: written without
 * reading the engine, its errors are never to be read.
 */
function fresh4PoolsFor(language: Language, country: string): Pools {
  if (!checkedFresh4) {
    const overlaps = fresh4Overlaps();
    if (overlaps.length) throw new Error(`pool L repeats wordings of A to K: ${overlaps.join("; ")}`);
    checkedFresh4 = true;
  }
  const v = FRESH4[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as unknown as Pools;
}

let checkedDev8 = false;

/**
 * Pools N whole (they are not split; they hold only the concepts half N prints, so a concept it lacks fails loudly);
 * refuses to draw while one of their wordings is also in A to L. N DEV8 is a development set written without reading
 * the engine: its first run is an unseen measurement, afterwards its errors may be read (--errors=dev8).
 */
function dev8PoolsFor(language: Language, country: string): Pools {
  if (!checkedDev8) {
    const overlaps = dev8Overlaps();
    if (overlaps.length) throw new Error(`pool N repeats wordings of A to L: ${overlaps.join("; ")}`);
    checkedDev8 = true;
  }
  const v = DEV8[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as unknown as Pools;
}

let checkedFresh5 = false;

/**
 * Pools M whole (they are not split; they hold only the concepts half M prints, so a concept it lacks fails loudly);
 * refuses to draw while one of their wordings is also in A to L. M FRESH5 is the fifth held-out set: written without
 * reading the engine, its errors are never to be read.
 */
function fresh5PoolsFor(language: Language, country: string): Pools {
  if (!checkedFresh5) {
    const overlaps = fresh5Overlaps();
    if (overlaps.length) throw new Error(`pool M repeats wordings of A to L: ${overlaps.join("; ")}`);
    checkedFresh5 = true;
  }
  const v = FRESH5[language];
  return { ...v.pools, ...(v.countries[country] ?? {}) } as unknown as Pools;
}
