// Case and accent folding shared by the server (extraction labels) and the client (dates typed as printed).

/** Lower case, accents removed, ligatures spelled out, typographic quotes and dashes made plain. */
const folded = new Map<string, string>();

export function fold(text: string): string {
  const hit = folded.get(text);
  if (hit !== undefined) return hit;
  const result = foldUncached(text);
  if (folded.size > 100_000) folded.clear();
  folded.set(text, result);
  return result;
}

function foldUncached(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u00a0\u2007\u2009\u202f]/g, " ");
}
