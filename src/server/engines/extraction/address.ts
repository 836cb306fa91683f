/**
 * A party's postal address without a printed 'Address' label: the block of lines right under its name
 * (a letterhead, the top of a till receipt), kept while the lines look like an address (a street with a
 * number, a postcode with a place, a place on its own) and ended by what an address never holds (a phone,
 * a tax number, a date, an amount, a label).
 */
import type { Candidate } from "./candidates";
import { unionBox, type Layout, type Token } from "./layout";
import type { LabelMatch } from "./labels";
import { fold } from "./text";

const STOP =
  /\b(qty|item|items|description|menge|artikel|quantite|cant|qta|uen|kvk|abn|nif|cif|p\.?\s?iva|partita|company|reg\.?\s?no|tel|tel\.|telephone|phone|fax|mobile|gst|vat|tva|btw|mwst|ust|iva|nif|cif|siret|reg|receipt|invoice|rechnung|facture|factuur|factura|fattura|bon|ticket|kassenbon|www|http|date|datum|fecha|data|time|zeit|heure|ora|cashier|kasse|table|tisch|order|no\.?\s*\d)\b|@|\d{1,2}[:.]\d{2}\s*(am|pm)?\b|\d+[.,]\d{2}\b/i;
const POSTCODE = /\b(\d{4,6}|[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}|\d{3}\s?\d{2}|[a-z]{2}\s\d{5}|\d{4}\s?[a-z]{2})\b/i;
const STREET_WORD =
  /\b(unit|blk|block|lot|suite|park|centre|center|plaza|point|st|street|rd|road|ave|avenue|blvd|lane|ln|way|drive|dr|jalan|jln|lorong|taman|strasse|straße|str|weg|gasse|platz|allee|ring|rue|avenue|bd|boulevard|chemin|place|straat|laan|plein|gracht|kade|via|viale|piazza|corso|calle|avda|avenida|plaza|paseo|carrer|no)\b\.?/i;

const NUMBER_MARK = /^(#|no\.?|nr\.?|n[°º]\.?)$/i;

/** How much a line looks like a line of an address: 0 not at all, 1 a street with its number or a postcode. */
export function addressLike(text: string): number {
  const folded = fold(text);
  // "UEN: 2008...", "KvK-nr: ...": a labelled line is something else than the address.
  if (!text.trim() || STOP.test(folded) || /^[\p{L}. -]{2,20}:/u.test(text.trim())) return 0;
  const hasNumber = /\d/.test(text);
  const words = text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w));
  if (words.length === 0) return 0;
  if (hasNumber && STREET_WORD.test(folded)) return 1;
  if (POSTCODE.test(folded)) return 1;
  // "Lindenweg 4", "12 Harbour View": a house number at either end, not a number inside a sentence ('Open 7 days').
  if (/^\d{1,5}[a-z]?,?\s+\p{Lu}|\p{L}{3,},?\s+\d{1,3}[a-z]?$/u.test(text.trim()) && words.length <= 5) return 0.7;
  // A place or a district on its own line: a few capitalised words.
  if (!hasNumber && words.length <= 4 && words.every((w) => /^\p{Lu}/u.test(w))) return 0.4;
  return 0;
}

/** The words up to the first gap wider than three of the line's usual spaces and two letters' height. */
function beforeWideGap(tokens: Token[], height: number): Token[] {
  if (tokens.length < 3) return tokens;
  const gaps = tokens.slice(1).map((t, i) => t.x - (tokens[i].x + tokens[i].width));
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
  const wide = gaps.findIndex((g) => g > Math.max(2 * height, 3 * usual));
  return wide >= 0 ? tokens.slice(0, wide + 1) : tokens;
}

/** The address block under a name, as one line of text ("12 Main St, Springfield, IL 62701"). */
export function findAddress(layout: Layout, under: Token[] | null, labelOf: Map<Token, LabelMatch>): Candidate | null {
  const page = layout.pages[under?.[0]?.page ?? 0];
  if (!page || page.lines.length === 0) return null;
  const start =
    under && under.length > 0 ? page.lines.findIndex((l) => l.index === under[under.length - 1].line) + 1 : 0;
  // The name's column: a receipt's centred lines, a letterhead's left block, not the date box beside it.
  const name = under && under.length > 0 ? unionBox(under) : { x: 0, y: 0, width: page.width, height: 0 };
  const column = { x: name.x - 0.25 * page.width, width: name.width + 0.5 * page.width };
  const parts: Token[][] = [];
  let strong = 0;
  let skipped = 0;
  let bottom = name.y + name.height;
  for (const line of page.lines.slice(Math.max(0, start), start + 10)) {
    const inColumn = line.tokens.filter(
      (t) => t.x + t.width / 2 >= column.x && t.x + t.width / 2 <= column.x + column.width,
    );
    if (inColumn.length === 0) continue;
    // A block beside the address on the same line (a receipt's 'Server 25') is not part of it: cut at a labelled
    // word, or at a gap far wider than the line's spaces.
    const isLabel = (t: Token) => labelOf.has(t) && !NUMBER_MARK.test(t.text);
    const firstLabel = inColumn.findIndex(isLabel);
    const tokens = beforeWideGap(firstLabel > 0 ? inColumn.slice(0, firstLabel) : inColumn, line.height);
    if (parts.length > 0 && line.top - bottom > 2.2 * Math.max(line.height, 6)) break;
    const text = tokens.map((t) => t.text).join(" ");
    // A label on the line makes it something else, but a lone number mark ('# 08-141', 'No 12') is part of an address.
    const score = tokens.some(isLabel) ? 0 : addressLike(text);
    if (score === 0) {
      // A slogan or a tax number between the name and the address ('Fresh every day', 'USt-IdNr. ...') is passed over.
      if (parts.length === 0 && skipped++ < 2) continue;
      break;
    }
    parts.push(tokens);
    bottom = line.bottom;
    if (score >= 0.7) strong++;
    if (parts.length >= 5) break;
  }
  // A place alone is not an address; a street or a postcode makes one.
  if (strong === 0) return null;
  const value = parts
    .map((p) =>
      p
        .map((t) => t.text)
        .join(" ")
        .replace(/[,;]+$/, ""),
    )
    .join(", ");
  return { value, tokens: parts.flat(), score: 0.35 + 0.12 * strong, source: "layout" };
}
