/**
 * Half E of every pool (the DEV3 documents): wordings written for this half alone, for every concept of halves A
 * and B, two of half C's (the project and the buyer's VAT id) and its own (a letter's reference block, hours and
 * totals in prose, a marketplace's seller and payment, a progress invoice's instalments, an export's shipment). A
 * wording counts as used when it equals one of half A, B, C or D in the same language, any concept or country,
 * with the normalisation of overlap.ts; dev3Overlaps() lists those and must stay empty.
 */
import { de as deA } from "../de";
import { DEV2 } from "../dev2";
import { en as enA } from "../en";
import { es as esA } from "../es";
import { fr as frA } from "../fr";
import { FRESH } from "../fresh";
import { it as itA } from "../it";
import { nl as nlA } from "../nl";
import { wordingKey, wordingsOf } from "../overlap";
import type { Dev3Vocabulary, Vocabulary } from "../types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";

type Language = "en" | "de" | "fr" | "nl" | "it" | "es";

export const DEV3: Record<Language, Dev3Vocabulary> = { en, de, fr, nl, it, es };

const AB: Record<Language, Vocabulary> = { en: enA, de: deA, fr: frA, nl: nlA, it: itA, es: esA };

/** Every half E wording that half A, B, C or D of the same language already prints (should be none). */
export function dev3Overlaps(): string[] {
  const out: string[] = [];
  for (const language of Object.keys(DEV3) as Language[]) {
    const ab = AB[language];
    const c = FRESH[language];
    const d = DEV2[language];
    const earlier = [
      ab.pools,
      ...Object.values(ab.countries),
      c.pools,
      ...Object.values(c.countries),
      d.pools,
      ...Object.values(d.countries),
    ];
    const seen = new Set(wordingsOf(earlier).map(wordingKey));
    const e = DEV3[language];
    for (const w of wordingsOf([e.pools, ...Object.values(e.countries)]))
      if (seen.has(wordingKey(w))) out.push(`${language}: ${w}`);
  }
  return out;
}
