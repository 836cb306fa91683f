/**
 * Half M of every pool (the FRESH5 documents, the fifth held-out set): wordings written for this half alone, for the
 * concepts its five layouts print (a campsite's, a managed-print company's, an optician's, a patent attorney's and a
 * florist's labels, and the seller's contacts, bank and legal details), written without reading the engine. A
 * wording counts as used when it equals one of halves A to L in the same language, any concept or country, with the
 * normalisation of overlap.ts; fresh5Overlaps() lists those and must stay empty.
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
import { it as itA } from "../it";
import { nl as nlA } from "../nl";
import { wordingKey, wordingsOf } from "../overlap";
import type { Fresh5Vocabulary, Vocabulary } from "../types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";

type Language = "en" | "de" | "fr" | "nl" | "it" | "es";

export const FRESH5: Record<Language, Fresh5Vocabulary> = { en, de, fr, nl, it, es };

const AB: Record<Language, Vocabulary> = { en: enA, de: deA, fr: frA, nl: nlA, it: itA, es: esA };

type AnyPools = { pools: object; countries: Record<string, object> };

/** Every wording of halves A to L of a language, as overlap.ts's keys (half J prints German and Dutch only). */
export function earlierKeys(language: Language): Set<string> {
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
    ...(language === "de" || language === "nl" ? [DEV7[language]] : []),
  ];
  const earlier = halves.flatMap((h) => [h.pools, ...Object.values(h.countries)]);
  return new Set(wordingsOf(earlier as Record<string, string[] | undefined>[]).map(wordingKey));
}

/** Every half M wording that halves A to L of the same language already print (should be none). */
export function fresh5Overlaps(): string[] {
  const out: string[] = [];
  for (const language of Object.keys(FRESH5) as Language[]) {
    const seen = earlierKeys(language);
    const k = FRESH5[language];
    for (const w of wordingsOf([k.pools, ...Object.values(k.countries)] as Record<string, string[] | undefined>[]))
      if (seen.has(wordingKey(w))) out.push(`${language}: ${w}`);
  }
  return out;
}
