/**
 * Half D of every pool (the DEV2 documents): wordings written for this half alone, for every concept of halves A
 * and B, the extra ones of half C and some of its own (an account summary, a running balance, a 'pay to' block,
 * a signature, a VAT grid). A wording counts as used when it equals one of half A, B or C in the same language,
 * any concept or country, with the normalisation of overlap.ts; dev2Overlaps() lists those and must stay empty.
 */
import { de as deA } from "../de";
import { en as enA } from "../en";
import { es as esA } from "../es";
import { fr as frA } from "../fr";
import { FRESH } from "../fresh";
import { it as itA } from "../it";
import { nl as nlA } from "../nl";
import { wordingKey, wordingsOf } from "../overlap";
import type { Dev2Vocabulary, Vocabulary } from "../types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";

type Language = "en" | "de" | "fr" | "nl" | "it" | "es";

export const DEV2: Record<Language, Dev2Vocabulary> = { en, de, fr, nl, it, es };

const AB: Record<Language, Vocabulary> = { en: enA, de: deA, fr: frA, nl: nlA, it: itA, es: esA };

/** Every half D wording that half A, B or C of the same language already prints (should be none). */
export function dev2Overlaps(): string[] {
  const out: string[] = [];
  for (const language of Object.keys(DEV2) as Language[]) {
    const ab = AB[language];
    const c = FRESH[language];
    const earlier = [ab.pools, ...Object.values(ab.countries), c.pools, ...Object.values(c.countries)];
    const seen = new Set(wordingsOf(earlier).map(wordingKey));
    const d = DEV2[language];
    for (const w of wordingsOf([d.pools, ...Object.values(d.countries)]))
      if (seen.has(wordingKey(w))) out.push(`${language}: ${w}`);
  }
  return out;
}
