/**
 * Half G of every pool (the DEV5 documents): wordings written for this half alone, for the concepts its five layouts
 * print (a fee note's, a forwarder's, a subscription's, a workshop's and a landlord's labels, and the seller's
 * contacts, bank and legal details). A wording counts as used when it equals one of half A, B, C, D, E or F in the
 * same language, any concept or country, with the normalisation of overlap.ts; dev5Overlaps() lists those and must
 * stay empty.
 *
 * Captions a law or a trade fixes are not pool wordings: they are printed as line descriptions (dev5Items.ts), e.g.
 * the German RVG's fee items, the Italian surcharges and outlays, the British MOT test fee, the forwarders' charge
 * codes and trading conditions, whatever earlier halves say.
 */
import { de as deA } from "../de";
import { DEV2 } from "../dev2";
import { DEV3 } from "../dev3";
import { DEV4 } from "../dev4";
import { en as enA } from "../en";
import { es as esA } from "../es";
import { fr as frA } from "../fr";
import { FRESH } from "../fresh";
import { it as itA } from "../it";
import { nl as nlA } from "../nl";
import { wordingKey, wordingsOf } from "../overlap";
import type { Dev5Vocabulary, Vocabulary } from "../types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";

type Language = "en" | "de" | "fr" | "nl" | "it" | "es";

export const DEV5: Record<Language, Dev5Vocabulary> = { en, de, fr, nl, it, es };

const AB: Record<Language, Vocabulary> = { en: enA, de: deA, fr: frA, nl: nlA, it: itA, es: esA };

/** Every wording of halves A to F of a language, as overlap.ts's keys. */
export function earlierKeys(language: Language): Set<string> {
  const halves = [AB[language], FRESH[language], DEV2[language], DEV3[language], DEV4[language]];
  const earlier = halves.flatMap((h) => [h.pools, ...Object.values(h.countries)]);
  return new Set(wordingsOf(earlier as Record<string, string[] | undefined>[]).map(wordingKey));
}

/** Every half G wording that half A, B, C, D, E or F of the same language already prints (should be none). */
export function dev5Overlaps(): string[] {
  const out: string[] = [];
  for (const language of Object.keys(DEV5) as Language[]) {
    const seen = earlierKeys(language);
    const g = DEV5[language];
    for (const w of wordingsOf([g.pools, ...Object.values(g.countries)] as Record<string, string[] | undefined>[]))
      if (seen.has(wordingKey(w))) out.push(`${language}: ${w}`);
  }
  return out;
}
