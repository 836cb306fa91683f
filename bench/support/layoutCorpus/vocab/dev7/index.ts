/**
 * Half J of every pool (the DEV7 documents, German and Dutch only): wordings written for this half alone, for the
 * concepts its five layouts print (an online accounting tool's, a wholesaler's, a publisher's or association's, a
 * credit note's and an ERP's labels, and the seller's contacts, bank and legal details). A wording counts as used
 * when it equals one of halves A to I in the same language, any concept or country, with the normalisation of
 * overlap.ts; dev7Overlaps() lists those and must stay empty.
 *
 * Sentences a law fixes are written out in full as the issuers print them (the exemption of a small business, the
 * reverse charge, the intra-community supply), each in a wording of its own.
 */
import { de as deA } from "../de";
import { DEV2 } from "../dev2";
import { DEV3 } from "../dev3";
import { DEV4 } from "../dev4";
import { DEV5 } from "../dev5";
import { DEV6 } from "../dev6";
import { FRESH } from "../fresh";
import { FRESH2 } from "../fresh2";
import { nl as nlA } from "../nl";
import { wordingKey, wordingsOf } from "../overlap";
import type { Dev7Vocabulary, Vocabulary } from "../types";
import { de } from "./de";
import { nl } from "./nl";

/** The languages of half J's documents. */
export type Dev7Language = "de" | "nl";

export const DEV7: Record<Dev7Language, Dev7Vocabulary> = { de, nl };

const AB: Record<Dev7Language, Vocabulary> = { de: deA, nl: nlA };

/** Every wording of halves A to I of a language, as overlap.ts's keys. */
export function earlierKeys(language: Dev7Language): Set<string> {
  const halves = [
    AB[language],
    FRESH[language],
    DEV2[language],
    DEV3[language],
    DEV4[language],
    DEV5[language],
    DEV6[language],
    FRESH2[language],
  ];
  const earlier = halves.flatMap((h) => [h.pools, ...Object.values(h.countries)]);
  return new Set(wordingsOf(earlier as Record<string, string[] | undefined>[]).map(wordingKey));
}

/** Every half J wording that halves A to I of the same language already print, or that J repeats (should be none). */
export function dev7Overlaps(): string[] {
  const out: string[] = [];
  for (const language of Object.keys(DEV7) as Dev7Language[]) {
    const seen = earlierKeys(language);
    const j = DEV7[language];
    for (const w of wordingsOf([j.pools, ...Object.values(j.countries)] as Record<string, string[] | undefined>[]))
      if (seen.has(wordingKey(w))) out.push(`${language}: ${w}`);
  }
  return out;
}
