/**
 * Half F of every pool (the DEV4 documents): wordings written for this half alone, for every concept of halves A
 * and B, three of half D's (an account's previous balance, the payment received, the new charges) and its own (a
 * utility bill, a payment slip, a French-style invoice's legal mentions, a hotel folio, a wholesale grid). A wording
 * counts as used when it equals one of half A, B, C, D or E in the same language, any concept or country, with the
 * normalisation of overlap.ts; dev4Overlaps() lists those and must stay empty.
 *
 * A payment slip's captions where a standard form fixes them (the Swiss QR-bill, the German and Austrian transfer
 * forms, the Belgian and Luxembourg transfer forms, the Italian postal slip, the British bank giro credit) are not
 * pool wordings: they are printed as the form prints them (dev4Items.ts SLIP_FORMS), whatever earlier halves say.
 */
import { de as deA } from "../de";
import { DEV2 } from "../dev2";
import { DEV3 } from "../dev3";
import { en as enA } from "../en";
import { es as esA } from "../es";
import { fr as frA } from "../fr";
import { FRESH } from "../fresh";
import { it as itA } from "../it";
import { nl as nlA } from "../nl";
import { wordingKey, wordingsOf } from "../overlap";
import type { Dev4Vocabulary, Vocabulary } from "../types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";

type Language = "en" | "de" | "fr" | "nl" | "it" | "es";

export const DEV4: Record<Language, Dev4Vocabulary> = { en, de, fr, nl, it, es };

const AB: Record<Language, Vocabulary> = { en: enA, de: deA, fr: frA, nl: nlA, it: itA, es: esA };

/** Every wording of halves A to E of a language, as overlap.ts's keys. */
export function earlierKeys(language: Language): Set<string> {
  const ab = AB[language];
  const c = FRESH[language];
  const d = DEV2[language];
  const e = DEV3[language];
  const earlier = [
    ab.pools,
    ...Object.values(ab.countries),
    c.pools,
    ...Object.values(c.countries),
    d.pools,
    ...Object.values(d.countries),
    e.pools,
    ...Object.values(e.countries),
  ];
  return new Set(wordingsOf(earlier).map(wordingKey));
}

/** Every half F wording that half A, B, C, D or E of the same language already prints (should be none). */
export function dev4Overlaps(): string[] {
  const out: string[] = [];
  for (const language of Object.keys(DEV4) as Language[]) {
    const seen = earlierKeys(language);
    const f = DEV4[language];
    for (const w of wordingsOf([f.pools, ...Object.values(f.countries)]))
      if (seen.has(wordingKey(w))) out.push(`${language}: ${w}`);
  }
  return out;
}
