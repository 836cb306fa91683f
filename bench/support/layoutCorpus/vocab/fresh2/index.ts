/**
 * Half I of every pool (the FRESH2 documents, the second held-out set): wordings written for this half alone, for
 * the concepts its five layouts print (an event caterer's, a builder's merchant's, a cleaning company's, a training
 * provider's and a craftsman's labels, and the seller's contacts, bank and legal details), written without reading
 * the engine. Where a label has a common wording and a less common one that real documents of the kind print too,
 * the less common one is used, the common ones being mostly taken by earlier halves. A wording counts as used when
 * it equals one of half A, B, C, D, E, F or G in the same language, any concept or country, with the normalisation
 * of overlap.ts; fresh2Overlaps() lists those and must stay empty.
 */
import { de as deA } from "../de";
import { DEV2 } from "../dev2";
import { DEV3 } from "../dev3";
import { DEV4 } from "../dev4";
import { DEV5 } from "../dev5";
import { en as enA } from "../en";
import { es as esA } from "../es";
import { fr as frA } from "../fr";
import { FRESH } from "../fresh";
import { it as itA } from "../it";
import { nl as nlA } from "../nl";
import { wordingKey, wordingsOf } from "../overlap";
import type { Fresh2Vocabulary, Vocabulary } from "../types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";

type Language = "en" | "de" | "fr" | "nl" | "it" | "es";

export const FRESH2: Record<Language, Fresh2Vocabulary> = { en, de, fr, nl, it, es };

const AB: Record<Language, Vocabulary> = { en: enA, de: deA, fr: frA, nl: nlA, it: itA, es: esA };

/** Every wording of halves A to G of a language, as overlap.ts's keys. */
export function earlierKeys(language: Language): Set<string> {
  const halves = [AB[language], FRESH[language], DEV2[language], DEV3[language], DEV4[language], DEV5[language]];
  const earlier = halves.flatMap((h) => [h.pools, ...Object.values(h.countries)]);
  return new Set(wordingsOf(earlier as Record<string, string[] | undefined>[]).map(wordingKey));
}

/** Every half I wording that half A, B, C, D, E, F or G of the same language already prints (should be none). */
export function fresh2Overlaps(): string[] {
  const out: string[] = [];
  for (const language of Object.keys(FRESH2) as Language[]) {
    const seen = earlierKeys(language);
    const i = FRESH2[language];
    for (const w of wordingsOf([i.pools, ...Object.values(i.countries)] as Record<string, string[] | undefined>[]))
      if (seen.has(wordingKey(w))) out.push(`${language}: ${w}`);
  }
  return out;
}
