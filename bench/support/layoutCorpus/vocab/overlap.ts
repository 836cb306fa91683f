/**
 * When two label wordings count as the same: equal once case, accents, spaces, dots, colons and hyphens are set
 * aside ('Rg.-Nr.' is 'RG-Nr.'). Halves C, D, E, F, G and H refuse to draw while one of their wordings equals one of
 * an earlier half's in the same language (any concept or country).
 */
export const wordingKey = (wording: string) =>
  wording
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s.:\-]/g, "");

/** Every wording of some pools (a language's pools and its countries' replacements). */
export function wordingsOf(pools: Record<string, string[] | undefined>[]): string[] {
  return pools.flatMap((p) => Object.values(p).flatMap((w) => w ?? []));
}
