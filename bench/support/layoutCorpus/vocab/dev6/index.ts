/**
 * Half H of every pool (the DEV6 documents): wordings written for this half alone, for the concepts its five layouts
 * print (a practice's, a collective invoice's, a fax printout's, an agency's and an IT reseller's labels, and the
 * seller's contacts, bank and legal details). A wording counts as used when it equals one of half A to G in the same
 * language, any concept or country, with the normalisation of overlap.ts; dev6Overlaps() lists those and must stay
 * empty.
 *
 * Captions a law, a fee schedule or a trade fixes are not pool wordings: they are printed as line descriptions
 * (dev6Items.ts), e.g. the GOÄ/GOZ items, the recycling and copying levies, the deposit on crates and bottles.
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
import type { Dev6Vocabulary, Vocabulary } from "../types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";

type Language = "en" | "de" | "fr" | "nl" | "it" | "es";

export const DEV6: Record<Language, Dev6Vocabulary> = { en, de, fr, nl, it, es };

const AB: Record<Language, Vocabulary> = { en: enA, de: deA, fr: frA, nl: nlA, it: itA, es: esA };

/** Every wording of halves A to G of a language, as overlap.ts's keys. */
export function earlierKeys(language: Language): Set<string> {
  const halves = [AB[language], FRESH[language], DEV2[language], DEV3[language], DEV4[language], DEV5[language]];
  const earlier = halves.flatMap((h) => [h.pools, ...Object.values(h.countries)]);
  return new Set(wordingsOf(earlier as Record<string, string[] | undefined>[]).map(wordingKey));
}

/** Every half H wording that half A to G of the same language already prints (should be none). */
export function dev6Overlaps(): string[] {
  const out: string[] = [];
  for (const language of Object.keys(DEV6) as Language[]) {
    const seen = earlierKeys(language);
    const h = DEV6[language];
    for (const w of wordingsOf([h.pools, ...Object.values(h.countries)] as Record<string, string[] | undefined>[]))
      if (seen.has(wordingKey(w))) out.push(`${language}: ${w}`);
  }
  return out;
}
