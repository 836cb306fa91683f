/**
 * What a page's own text says about where it stands in its document: a page counter ('Page 1 of 3',
 * 'Seite 2 von 2', 'Page 2/4'), the invoice (or credit note) number and date it prints next to
 * their labels, and whether it looks like a first page (a document title and an address block near
 * the top) or a last page (totals, payment terms, a closing). Pure and small: read from the page
 * text in reading order (lines), in the languages of the classifier's lexicon.
 */

export interface PageCues {
  /** 'Page k of n' (n null when the page prints only 'Page k'). */
  counter: { k: number; n: number | null } | null;
  /** The document number printed beside its label, upper case, spaces removed. */
  docNumber: string | null;
  /** The document date beside its label, as yyyy-mm-dd. */
  docDate: string | null;
  /** A title ('Invoice', 'Rechnung', ...) or the labels of a document's head in the top part of the page. */
  firstLook: boolean;
  /** Totals or payment terms or a closing in the page's lower part. */
  lastLook: boolean;
  /** Enough text to judge the look (a page without a text layer or OCR says nothing). */
  hasText: boolean;
}

const PAGE_WORD = String.raw`(?:page|seite|pagina|página|pag\.?|blatt|blad|feuille|sheet|p\.)`;
const OF_WORD = String.raw`(?:of|von|de|sur|van|di|from|\/)`;
const COUNTER = new RegExp(String.raw`(?:^|[^\p{L}])${PAGE_WORD}\s*(\d{1,3})\s*${OF_WORD}\s*(\d{1,3})(?!\d)`, "iu");
const COUNTER_BARE = new RegExp(String.raw`(?:^|[^\p{L}])${PAGE_WORD}\s*:?\s*(\d{1,3})(?![\d.,/])`, "iu");
/** '2/3' standing alone on a line (a common footer). */
const COUNTER_SLASH = /^\s*-?\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*-?\s*$/;

/** Document kinds a number or date belongs to; German and Dutch compounds end in them ('Handelsrechnung'). */
const KIND = String.raw`(?:invoice|rechnung|gutschrift|beleg|facture|factuur|fattura|factura|credit\s*note|avoir|bill|receipt|quittung)`;
const NO = String.raw`(?:no\.?|nr\.?|number|nummer|num(?:e|é)ro|n°|n\.|#|id)`;
const NUMBER_LABEL = String.raw`(?:\p{L}*${KIND}s?\s*-?\s*(?:\(\d+\)\s*)?${NO}|\p{L}*(?:rechnungs|belegs?|factuur)nummer)`;
const NUMBER = new RegExp(String.raw`${NUMBER_LABEL}\s*[:.]?\s*([A-Z0-9][A-Z0-9\-/._]{1,30})`, "iu");
const MONTHS: Record<string, number> = {
  jan: 1,
  januar: 1,
  january: 1,
  janvier: 1,
  januari: 1,
  feb: 2,
  februar: 2,
  february: 2,
  fevrier: 2,
  februari: 2,
  mar: 3,
  marz: 3,
  march: 3,
  mars: 3,
  maart: 3,
  apr: 4,
  april: 4,
  avril: 4,
  mai: 5,
  may: 5,
  mei: 5,
  jun: 6,
  juni: 6,
  june: 6,
  juin: 6,
  jul: 7,
  juli: 7,
  july: 7,
  juillet: 7,
  aug: 8,
  august: 8,
  aout: 8,
  augustus: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  okt: 10,
  oct: 10,
  oktober: 10,
  october: 10,
  octobre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  dez: 12,
  dec: 12,
  dezember: 12,
  december: 12,
  decembre: 12,
};
const DATE_VALUE = String.raw`(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\.?\s+\p{L}{3,9}\.?\s+\d{4})`;
const DATE_LABEL = String.raw`(?:invoice\s*date|date\s*of\s*issue|issue\s*date|\p{L}*datum|date\s*de\s*facture|data\s*fattura|fecha|date|vom|dated|du|van|le)`;
const DATE = new RegExp(String.raw`${DATE_LABEL}\s*[:.]?\s*${DATE_VALUE}`, "iu");

/** A line that is a document's title: the kind, or a compound of it, at the start ('Handelsrechnung Nr. 4711', 'INVOICE'). */
const TITLE = new RegExp(
  String.raw`^(?:[\p{L}\s-]{0,30}\s)?\p{L}*(?:${KIND}|tax invoice|rechnungskorrektur|creditnota|credit note)(?![\p{L}])`,
  "iu",
);
const HEAD_LABEL =
  /\b(?:invoice\s*(?:no|number|date)|rechnungs?-?\s*(?:nr|nummer|datum)|kundennummer|customer\s*(?:no|number|id)|bill\s*to|billed\s*to|ship\s*to|lieferdatum|leistungsdatum|num(?:e|é)ro\s*de\s*facture|date\s*de\s*facture|factuurnummer|factuurdatum)\b/iu;
/** A letter's salutation: the first page of a letter. */
const SALUTATION = /^(?:sehr\s+geehrte|dear\s|madame|monsieur|geachte|gentile|estimad[oa]|liebe[rs]?\s)/iu;
const LAST_LABEL =
  /\b(?:total|gesamt(?:betrag|summe)?|summe|zu\s*zahlen|zahlbar|amount\s*due|balance\s*due|payment\s*terms|zahlungsbedingungen|zahlungsziel|bankverbindung|bank\s*details|überweisen|please\s*transfer|virement|montant\s*(?:total|d[uû])|net\s*à\s*payer|totaal|te\s*betalen|totale|importe\s*total|mit\s*freundlichen\s*gr(?:ü|ue)(?:ß|ss)en|kind\s*regards|sincerely|cordialement|met\s*vriendelijke\s*groet)\b/iu;

/** Read the cues of one page from its text (lines in reading order). */
export function readPageCues(text: string): PageCues {
  const lines = (typeof text === "string" ? text : "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const top = lines.slice(0, Math.max(8, Math.ceil(lines.length * 0.4)));
  const bottom = lines.slice(Math.floor(lines.length * 0.5));
  return {
    counter: readCounter(lines),
    docNumber: readDocNumber(lines),
    docDate: readDocDate(lines),
    firstLook: top.some((l) => TITLE.test(l) || HEAD_LABEL.test(l) || SALUTATION.test(l)),
    lastLook: bottom.some((l) => LAST_LABEL.test(l)),
    hasText: lines.length >= 3,
  };
}

function readCounter(lines: string[]): PageCues["counter"] {
  for (const l of lines) {
    const m = COUNTER.exec(l);
    if (m) {
      const k = Number(m[1]);
      const n = Number(m[2]);
      if (k >= 1 && n >= k) return { k, n };
    }
  }
  for (const l of lines) {
    const m = COUNTER_SLASH.exec(l);
    if (m && Number(m[1]) >= 1 && Number(m[2]) >= Number(m[1]) && Number(m[2]) <= 50)
      return { k: Number(m[1]), n: Number(m[2]) };
  }
  for (const l of lines) {
    const m = COUNTER_BARE.exec(l);
    if (m && Number(m[1]) >= 1) return { k: Number(m[1]), n: null };
  }
  return null;
}

function readDocNumber(lines: string[]): string | null {
  for (const l of lines) {
    const m = NUMBER.exec(l);
    if (!m) continue;
    const value = m[1].replace(/[.:]+$/, "").toUpperCase();
    if (/\d/.test(value)) return value;
  }
  return null;
}

function readDocDate(lines: string[]): string | null {
  for (const l of lines) {
    const m = DATE.exec(l) ?? (TITLE.test(l) ? new RegExp(DATE_VALUE, "iu").exec(l) : null);
    const iso = m ? isoDate(m[1]) : null;
    if (iso) return iso;
  }
  return null;
}

/** '05.03.2018', '5/3/18', '2018-03-05', '24. Januar 2014' -> yyyy-mm-dd (day first, as Europe writes it). */
function isoDate(s: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\.?\s+(\p{L}+)\.?\s+(\d{4})$/u.exec(s);
  if (m) {
    const month = MONTHS[m[2].normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase()];
    return month ? `${m[3]}-${String(month).padStart(2, "0")}-${m[1].padStart(2, "0")}` : null;
  }
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2,4})$/.exec(s);
  if (!m) return null;
  const year = m[3].length === 2 ? `20${m[3]}` : m[3];
  return `${year}-${m[2].padStart(2, "0")}-${m[1].padStart(2, "0")}`;
}
