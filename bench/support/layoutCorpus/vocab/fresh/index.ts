/**
 * Half C of every pool (the FRESH documents): wordings written for this half alone. A wording counts as used by
 * half A or B when it equals one of theirs in the same language, any concept or country, once case, accents,
 * spaces, dots, colons and hyphens are set aside ('Rg.-Nr.' is 'RG-Nr.', overlap.ts); freshOverlaps() lists those
 * and must stay empty.
 */
import { de as deA } from "../de";
import { en as enA } from "../en";
import { es as esA } from "../es";
import { fr as frA } from "../fr";
import { it as itA } from "../it";
import { nl as nlA } from "../nl";
import { wordingKey as key, wordingsOf as wordings } from "../overlap";
import type { FreshVocabulary, Vocabulary } from "../types";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";

type Language = "en" | "de" | "fr" | "nl" | "it" | "es";

export const FRESH: Record<Language, FreshVocabulary> = { en, de, fr, nl, it, es };

const OLD: Record<Language, Vocabulary> = { en: enA, de: deA, fr: frA, nl: nlA, it: itA, es: esA };

/** Every half C wording that half A or B of the same language already prints (should be none). */
export function freshOverlaps(): string[] {
  const out: string[] = [];
  for (const language of Object.keys(FRESH) as Language[]) {
    const old = OLD[language];
    const seen = new Set(wordings([old.pools, ...Object.values(old.countries)]).map(key));
    const fresh = FRESH[language];
    for (const w of wordings([fresh.pools, ...Object.values(fresh.countries)]))
      if (seen.has(key(w))) out.push(`${language}: ${w}`);
  }
  return out;
}
