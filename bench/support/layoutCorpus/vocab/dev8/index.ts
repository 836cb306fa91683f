/**
 * Half N of every pool (the DEV8 documents, a development set written without reading the engine): wordings written
 * for this half alone, for the concepts its five layouts print (an auction house's, a travel agency's, a charging
 * network's receipt's, a staffing agency's and a pharmaceutical wholesaler's labels, and the seller's contacts, bank
 * and legal details). A wording counts as used when it equals one of halves A to L in the same language, any concept
 * or country, with the normalisation of overlap.ts; dev8Overlaps() lists those and must stay empty.
 */
import { de as deA } from "../de";
import { DEV2 } from "../dev2";
import { DEV3 } from "../dev3";
import { DEV4 } from "../dev4";
import { DEV5 } from "../dev5";
import { DEV6 } from "../dev6";
import { DEV7 } from "../dev7";
import { en as enA } from "../en";
import { es as esA } from "../es";
import { fr as frA } from "../fr";
import { FRESH } from "../fresh";
import { FRESH2 } from "../fresh2";
import { FRESH3 } from "../fresh3";
import { FRESH4 } from "../fresh4";
import { FRESH5 } from "../fresh5";
import { it as itA } from "../it";
import { nl as nlA } from "../nl";
import { wordingKey, wordingsOf } from "../overlap";
import type { Dev8Vocabulary, Vocabulary } from "../types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";

type Language = "en" | "de" | "fr" | "nl" | "it" | "es";

export const DEV8: Record<Language, Dev8Vocabulary> = { en, de, fr, nl, it, es };

const AB: Record<Language, Vocabulary> = { en: enA, de: deA, fr: frA, nl: nlA, it: itA, es: esA };

type AnyPools = { pools: object; countries: Record<string, object> };

/** Every wording of halves A to L of a language, as overlap.ts's keys (half J prints German and Dutch only). */
function earlierKeys(language: Language): Set<string> {
  const halves: AnyPools[] = [
    AB[language],
    FRESH[language],
    DEV2[language],
    DEV3[language],
    DEV4[language],
    DEV5[language],
    DEV6[language],
    FRESH2[language],
    FRESH3[language],
    FRESH4[language],
    // M was written beside N: N may share no wording with the held-out set either.
    FRESH5[language],
    ...(language === "de" || language === "nl" ? [DEV7[language]] : []),
  ];
  const earlier = halves.flatMap((h) => [h.pools, ...Object.values(h.countries)]);
  return new Set(wordingsOf(earlier as Record<string, string[] | undefined>[]).map(wordingKey));
}

/** Every half N wording that halves A to M of the same language already print (should be none). */
export function dev8Overlaps(): string[] {
  const out: string[] = [];
  for (const language of Object.keys(DEV8) as Language[]) {
    const seen = earlierKeys(language);
    const k = DEV8[language];
    for (const w of wordingsOf([k.pools, ...Object.values(k.countries)] as Record<string, string[] | undefined>[]))
      if (seen.has(wordingKey(w))) out.push(`${language}: ${w}`);
  }
  return out;
}
