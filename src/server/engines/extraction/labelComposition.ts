/**
 * Labels a dictionary cannot list, read by their parts: what a number or a date belongs to, then the word
 * "number" or "date". People abbreviate and glue these freely ("Rechn.-Nr.", "Gutschrift-Nr.", "Notanummer",
 * "Fakt.-Datum", "Kd.-Nr.", "Num. documento", "N° client"), so the parts are matched, not the whole:
 *  - a subject: the document itself (invoice, Rechnung, facture, factuur, fattura, factura, credit note ...), the
 *    customer, the order, the delivery note, the contract; a subject word may be cut short when a dot marks it;
 *  - a number mark (Nr., No., N°, Num., Nummer, número ...) or a date word (Datum, date, data, fecha ...).
 * The number mark may come first ("N° client", "Num. documento") as Romance languages write it. The document's
 * amount ("Importe factura", "Montant de la facture", "Belegsumme") is its total.
 * Used for token runs the dictionary does not know; what another subject's number or date is still counts as a
 * label, so its value is not read for the document's.
 */
import type { ConceptId } from "./concepts";
import type { LabelDef, LabelTarget } from "./labels";
import type { Token } from "./layout";
import { GROSS_MARKS, NET_MARKS, TAX_MARKS } from "./amountMarks";
import { fold } from "./text";

type Subject = "document" | "customer" | "order" | "delivery" | "contract";
type Mark = "number" | "date" | "amount";

/** Whole words per subject (folded), in English, German, French, Dutch, Italian and Spanish. */
const SUBJECT_WORDS: Record<Subject, string[]> = {
  document: [
    "invoice",
    "billing",
    // "Date facturation", "Fecha de facturación", "Data fatturazione", "Factureringsdatum": the invoicing's date.
    "invoicing",
    "facturation",
    "facturacion",
    "fatturazione",
    "facturering",
    "facturerings",
    "fakturierung",
    "fakturierungs",
    "rechnungsstellung",
    // "Date FAC", "N° FAC": the French abbreviation of facture, without its dot.
    "fac",
    // "Fra. núm.": the Spanish abbreviation of factura.
    "fra",
    // "Inv. No.", "CN No.": English abbreviations of invoice and credit note; "Protocollo n.": the number an Italian
    // invoice is registered under.
    "inv",
    "invc",
    "cn",
    "protocollo",
    // "RE-Nr.", "Re.-Datum", "Rg.-Nr.": the German abbreviations of Rechnung.
    "re",
    "rg",
    "korrektur",
    "storno",
    "abono",
    "bill",
    // "Liquidations-Nr.", "Liquidationsdatum": a German doctor's private invoice.
    "liquidation",
    "liquidations",
    // "Ricevuta sanitaria n.": the Italian receipt a practice issues for its fees.
    "ricevuta",
    "rechnung",
    "rechnungs",
    "faktura",
    "faktur",
    "fakturen",
    "gutschrift",
    "gutschrifts",
    // "Kreditnoten-Nr.": the credit note in Switzerland and Austria.
    "kreditnote",
    "kreditnoten",
    // "GS-Nr.": the German abbreviation of Gutschrift; "FT. N.", "DT. FT.": the Italian one of fattura.
    "gs",
    "ft",
    "beleg",
    "belegs",
    // A voucher: "Boekstuknr.", "Boekingsstuk nr.", "Stuknummer" (the Dutch accounting document).
    "boekstuk",
    "boekingsstuk",
    "stuk",
    // A credit note or refund by another name: "Creditbewijsnummer", "Nº de reembolso".
    "creditbewijs",
    // A professional's fee note: "Note d'honoraires n°", "Honorarnote Nr.", "Parcella n.", "Minuta nº", the Belgian
    // "Staat van ereloon nr.", "Staat nr." (a statement of fees).
    "note",
    "ereloon",
    // "Declaratienummer": the Dutch claim a practice sends for its care.
    "declaratie",
    "erelonen",
    "staat",
    "honoraires",
    "honorarnote",
    "kostennote",
    "honorarios",
    "onorari",
    "parcella",
    "notula",
    "minuta",
    // A landlord's or managing agent's invoice: "Demand No.", "Rent Demand No." (UK, Ireland).
    "demand",
    // "Tegenboeking N°": a reversal booked against an invoice.
    "tegenboeking",
    "reembolso",
    "rimborso",
    // "Nummer der Erstattung", "Erstattungs-Nr.": a refund's own document.
    "erstattung",
    "erstattungs",
    "terugbetaling",
    "terugbetalings",
    "terugbetalingsbon",
    "facture",
    "avoir",
    "factuur",
    "nota",
    "creditnota",
    "credit",
    // "Crednr.", "Cred.nr": the credit note cut short.
    "cred",
    "fattura",
    "factura",
    "documento",
    "document",
    "piece",
    "rectificativa",
    "dokument",
    "doc",
  ],
  customer: [
    "customer",
    "cust",
    "client",
    "kunde",
    "kunden",
    "kd",
    "klant",
    "relatie",
    "debitor",
    "debiteur",
    "cliente",
  ],
  order: [
    "order",
    "purchase",
    "po",
    "bestellung",
    "bestell",
    "auftrag",
    "auftrags",
    "commande",
    "cde",
    "ordine",
    "pedido",
    "orden",
    "bestelling",
    "bestel",
    // "Datum inkooporder", "Inkoopordernr.": the Dutch purchase order.
    "inkoop",
    "inkooporder",
  ],
  delivery: [
    "delivery",
    "lieferschein",
    "liefer",
    "lieferung",
    "ls",
    "bl",
    "livraison",
    "pakbon",
    "levering",
    "ddt",
    "albaran",
    "dn",
    "leverbon",
    "afleverbon",
    "trasporto",
    "consegna",
    "spedizione",
    "entrega",
    "envio",
    "expedition",
    "versand",
    "despatch",
    "dispatch",
    "verzending",
    "verzend",
  ],
  contract: [
    "contract",
    "agreement",
    "vertrag",
    "vertrags",
    "contrat",
    "contratto",
    "contrato",
    "overeenkomst",
    "accordo",
    "acuerdo",
  ],
};

const NUMBER_WORDS = new Set([
  "nr",
  "no",
  "n°",
  "nº",
  "num",
  "nummer",
  "number",
  "numero",
  "nro",
  "#",
  "nb",
  // "Inv. Nbr.": the English abbreviation of number.
  "nbr",
  // "Réf. facture", "Referencia factura": the reference of the document is its number.
  "ref",
  "reference",
  "referencia",
  "riferimento",
  "rif",
  // "Factuurcode", "Codice fattura", "Código cliente": a code is a number.
  "code",
  "codice",
  "codigo",
  "cod",
  "referentie",
  // "Kenmerk creditnota", "Factuurkenmerk": the Dutch reference.
  "kenmerk",
  // "Identifiant facture", "Invoice identifier", "Identificativo fattura", "Rechnungskennung": an identifier is a number.
  "identifier",
  "identifiant",
  "identificador",
  "identificativo",
  "kennung",
  // "Beleg-ID", "Kunden-ID": an ID after its subject (a bare "ID" is no label of its own).
  "id",
]);
/**
 * "Rechnung vom", "Facture du", "Fattura del", "Rechnungsstellung am", "Factuur opgemaakt op": the last word before a
 * date says 'of the day'.
 */
// ("Tag der Rechnung", "Dag van facturering": the day of.)
const DATE_WORDS = new Set([
  "datum",
  "date",
  "data",
  "fecha",
  // "FEC DOC", "FEC. FACT.": fecha cut short.
  "fec",
  "dt",
  "dat",
  "dated",
  "vom",
  "del",
  "du",
  "am",
  "op",
  "tag",
  "dag",
]);
/** The date words that are prepositions ('of the day'): they close a label ("Fattura del"), never open one ("del D.M."). */
const DATE_PREPOSITIONS = new Set(["vom", "del", "du", "am", "op"]);
const AMOUNT_WORDS = new Set([
  "amount",
  "betrag",
  "montant",
  "bedrag",
  "importe",
  "importo",
  "summe",
  "total",
  "totale",
  // "Totaal factuur", "Eindtotaal factuur", "Gesamtbetrag Rechnung": the whole of the document.
  "totaal",
  "eindtotaal",
  "gesamt",
  "gesamtbetrag",
  "gesamtsumme",
  "endbetrag",
  "endsumme",
]);
/** The one subject that has a word passing the test, or null when none or several have. */
function onlySubject(test: (word: string) => boolean): Subject | null {
  const subjects = (Object.entries(SUBJECT_WORDS) as [Subject, string[]][]).filter(([, words]) => words.some(test));
  return subjects.length === 1 ? subjects[0][0] : null;
}

/** Whether the letters of `short` stand in `long` in the same order. */
function inOrder(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
}

const ISSUE_WORDS = new Set([
  "issued",
  "expedida",
  "expedido",
  "emitida",
  "emitido",
  "emessa",
  "emesso",
  "emise",
  "ausgestellt",
  // "Note établie le": the day the document was made out.
  "etablie",
  "etabli",
]);
/** Words that say the document and its issue at once: "Invoiced: 7 Apr 2024", "Fakturiert am". */
const BILLED_WORDS = new Set([
  "invoiced",
  "billed",
  "fakturiert",
  // "Ware berechnet am": charged, the German invoice's own word for it.
  "berechnet",
  "gefactureerd",
  "fatturato",
  "fatturata",
  "facturado",
  "facturada",
  "facturados",
  "facturadas",
  "fatturati",
  "fatturate",
  // "Facturée le", "Marchandises facturées le".
  "facturee",
  "facturees",
  "factures",
]);
/** The day the document was made: "Invoice created", "Erstellt am", "Date de création" ("Facture émise FA-22-1"
 * is a title and its number, so only these words date a document word). */
const CREATION_WORDS = new Set([
  "created",
  // "Invoice raised: 02.06.2024".
  "raised",
  "creation",
  "erstellt",
  "erstellungsdatum",
  "creee",
  "creato",
  "creata",
  "creado",
  "creada",
  "creacion",
  "creazione",
  "aangemaakt",
]);
const ISSUE_GLUE = new Set(["en", "on", "am", "le", "el", "il", "the", "de", "in"]);

const PAYMENT_WORDS = /^(payment|pagamento|pago|zahlung|zahlungs|paiement|betaling)$/;

/** Words for any document ("Doc. trasporto", "Beleg Lieferung"): what follows says which. */
const GENERIC_DOCUMENT = /^(doc|document|documento|dokument|beleg|belegs|piece)$/;
const ACCOUNT_WORDS = /^(account|acct|konto|compte|rekening|conto|cuenta)$/;
/** Compound tails: "Notanummer", "Fakturadatum". */
const TAILS: [string, Mark][] = [
  ["nummer", "number"],
  // "Factuurreferentie", "Rechnungsreferenz": the document's reference is its number.
  ["referentie", "number"],
  ["kenmerk", "number"],
  ["referenz", "number"],
  ["number", "number"],
  ["numero", "number"],
  ["nr", "number"],
  ["code", "number"],
  ["kennung", "number"],
  ["datum", "date"],
  // "Rechnungsdat.", "Lief.-Dat.": the date cut short.
  ["dat", "date"],
  // "Rechnungstag", "Versandtag": the day of.
  ["tag", "date"],
  ["betrag", "amount"],
  ["bedrag", "amount"],
  ["summe", "amount"],
];

/**
 * What a subject's number, date and amount are to the engine; null: a label of something no field asks for;
 * undefined: the parts compose no label (an order's total is often the invoice's too, so it stays as it reads).
 */
const MEANING: Record<Subject, Partial<Record<Mark, ConceptId | null>>> = {
  document: { number: "invoice_number", date: "invoice_date", amount: "total" },
  customer: { number: "customer_number", date: null },
  order: { number: "order_number", date: "order_date" },
  delivery: { number: null, date: "delivery_date" },
  contract: { number: null, date: null },
};

interface Part {
  word: string;
  /** A dot followed the word: it may be cut short ("Rechn.", "Fakt."). */
  abbreviated: boolean;
  /** Printed in capitals ("INVCE"): a word cut short may then go without its dot. */
  capitals?: boolean;
}

/** Little words between the parts: "N° de client", "Numero del documento". */
// ("Facture d'acompte n°": "d'" and "l'" are glue too.)
const GLUE = new Set(["de", "des", "du", "di", "del", "van", "der", "des", "of", "la", "le", "il", "el", "d", "l"]);

function partsOf(tokens: Token[]): Part[] {
  const parts = tokens.flatMap((t) => partsOfWord(t.text));
  return parts.filter((p, i) => i === 0 || i === parts.length - 1 || !GLUE.has(p.word));
}

/** Every label candidate asks for the parts of the same words again: read once per text (parts are never changed). */
const wordParts = new Map<string, readonly Part[]>();

function partsOfWord(text: string): readonly Part[] {
  const hit = wordParts.get(text);
  if (hit) return hit;
  // "n.º", "n.°" and "nº" are one mark.
  // "n.ro" is the Italian "nro".
  const folded = fold(text)
    .replace(/\bn\.ro\b/g, "nro")
    .replace(/\bn\s?\.\s?[º°o]/g, "n°")
    .replace(/\bn[º]/g, "n°");
  const capitals = !/\p{Ll}/u.test(text);
  const parts: Part[] = [];
  for (const m of folded.matchAll(/([\p{L}\p{N}°º#]+)(\.?)/gu))
    parts.push({ word: m[1] === "n" && m[2] ? "n°" : m[1], abbreviated: m[2] === ".", capitals });
  if (wordParts.size > 50_000) wordParts.clear();
  wordParts.set(text, parts);
  return parts;
}

function subjectOf(parts: Part[]): Subject | null {
  if (parts.length === 0 || parts.length > 2) return null;
  // Two words, one of them a subject: "conferma ordine", "bestelling klant".
  // "Doc. trasporto", "Beleg Lieferung": the generic document word gives way to what kind of document it is.
  if (parts.length === 2) {
    const first = subjectOf(parts.slice(0, 1));
    const second = subjectOf(parts.slice(1));
    const generic = first === "document" && GENERIC_DOCUMENT.test(parts[0].word);
    // "D/Note No.", "Debit Note": what kind of note an unknown word says; "note" alone is no invoice then.
    if (!first && parts[1].word === "note") return null;
    return (generic ? (second ?? first) : (first ?? second)) ?? wholeSubject(parts);
  }
  return wholeSubject(parts);
}

function wholeSubject(parts: Part[]): Subject | null {
  const word = parts.map((p) => p.word).join("");
  const last = parts[parts.length - 1];
  // "F.Nr.", "F.Dat.": one letter with its dot is the subject only when a single subject has words starting so.
  if (parts.length === 1 && last.abbreviated && /^\p{L}$/u.test(word)) return onlySubject((w) => w.startsWith(word));
  // "Rechng.", "Rchg.": a word cut by dropping letters (its first and last kept), in order in one subject's word only.
  // Without its dot in capitals ("INVCE NO") when it keeps most of the letters, or its first four ("FATT N").
  const listed = Object.values(SUBJECT_WORDS).some((words) => words.includes(word));
  if (parts.length === 1 && word.length >= 4 && /^\p{L}+$/u.test(word) && !listed) {
    const capitalPrefix = onlySubject(
      (w) => !!last.capitals && !last.abbreviated && w.length - word.length >= 2 && w.startsWith(word),
    );
    if (capitalPrefix) return capitalPrefix;
    const cut = onlySubject(
      (w) =>
        w.length > word.length &&
        // ("CONTACT" is a word of its own, not "contract" cut short: two letters dropped at least.)
        (last.abbreviated || (!!last.capitals && word.length >= 0.6 * w.length && w.length - word.length >= 2)) &&
        w[0] === word[0] &&
        w.at(-1) === word.at(-1) &&
        inOrder(word, w),
    );
    if (cut) return cut;
  }
  for (const [subject, words] of Object.entries(SUBJECT_WORDS) as [Subject, string[]][]) {
    if (words.includes(word)) return subject;
    // "Rechn.", "Fakt.", "Re.": a cut word needs its dot and two letters at least.
    // ("Co." is a company, never a cut word.)
    if (parts.length === 1 && last.abbreviated && word.length >= 2 && word !== "co" && /^\p{L}+$/u.test(word))
      if (words.some((w) => w.length > word.length && w.startsWith(word))) return subject;
  }
  return null;
}

/**
 * "Nr. creditfactuur", "Sammelrechnung Nr.", "Factuurspecificatie nr.": a compound that names a kind of document,
 * for its number only (a sentence's "gemäß Betriebskostenrechnung vom ..." dates another document), unless its
 * modifier points at another one ("Ursprungsrechnung").
 */
function documentCompound(parts: Part[]): Subject | null {
  const word = parts.length === 1 ? parts[0].word : "";
  if (!/^\p{L}{8,}$/u.test(word) || REFERENCE_MODIFIERS.test(word)) return null;
  const words = SUBJECT_WORDS.document;
  // ("Restitutienota", "Huurnota": a short head needs a modifier of four letters at least.)
  const head = words.find((w) => (w.length >= 5 || word.length >= w.length + 4) && w.length >= 4 && word.endsWith(w));
  // "Lieferbeleg", "Kundenbeleg": a generic document word takes its kind from what comes first (a "Kundenrechnung"
  // is still an invoice).
  if (head) return (GENERIC_DOCUMENT.test(head) ? modifierSubject(word.slice(0, -head.length)) : null) ?? "document";
  // A document word first, then what kind of it (not its address, its recipient or its date: other things).
  // ("Dokumentenpauschale": a generic word first is what the thing is about, not a kind of document.)
  const first = words.find(
    (w) => w.length >= 6 && !GENERIC_DOCUMENT.test(w) && word.startsWith(w) && word.length >= w.length + 4,
  );
  return first && !NOT_A_DOCUMENT_KIND.test(word.slice(first.length).replace(/^s/, "")) ? "document" : null;
}

/** The subject other than the document that a compound's first part names ("liefer", "kunden", "bestell"), or null. */
function modifierSubject(modifier: string): Subject | null {
  const bare = modifier.replace(/-$/, "");
  for (const [subject, words] of Object.entries(SUBJECT_WORDS) as [Subject, string[]][])
    if (subject !== "document" && bare.length >= 3 && (words.includes(bare) || words.includes(bare.replace(/s$/, ""))))
      return subject;
  return null;
}

function markOf(part: Part): Mark | null {
  if (NUMBER_WORDS.has(part.word)) return "number";
  if (DATE_WORDS.has(part.word)) return "date";
  if (AMOUNT_WORDS.has(part.word)) return "amount";
  return null;
}

function labelOf(subject: Subject, mark: Mark, parts: number, exact: boolean): LabelDef | null {
  const concept = MEANING[subject][mark];
  if (concept === undefined) return null;
  const target: LabelTarget = concept
    ? { concept, fieldId: null, weight: exact ? 0.95 : 0.9 }
    : { concept: null, fieldId: null, weight: 0 };
  return { key: "", words: parts, targets: [target] };
}

/** Delivery notes by their own name; the other delivery words ("Versand", "livraison") say shipping as well. */
const DELIVERY_NOTES = /^(lieferschein|pakbon|leverbon|afleverbon|ddt|albaran)$/;

/**
 * Words that name a delivery note or a contract ("Lieferschein", "afleverbon", "delivery note", "del. note"): an
 * amount said of one ("Summe Lieferschein LS 3737 191,90", "Subtotal del. note 1038 52.30") is that document's, not
 * the invoice's; "Total incl. delivery" stays the total.
 */
export function namesDeliveryOrContract(text: string, next?: string): boolean {
  const word = fold(text).replace(/[^\p{L}]/gu, "");
  const note = !!next && /^(note|slip|ticket|docket)\b/.test(fold(next));
  if (word === "del" && /\.$/.test(text)) return note;
  return (
    DELIVERY_NOTES.test(word) ||
    SUBJECT_WORDS.contract.includes(word) ||
    (note && SUBJECT_WORDS.delivery.includes(word))
  );
}

/** "de la factura", "of the invoice": words that only say the label is about the document itself. */
export function aboutTheDocument(text: string): boolean {
  if (/\d/.test(text)) return false;
  const word = fold(text).replace(/[^\p{L}']/gu, "");
  return (
    word.length > 0 &&
    (GLUE.has(word) || SUBJECT_WORDS.document.includes(word) || /^(la|this|dieser|cette|deze)$/.test(word))
  );
}

/**
 * A word that makes the label point at another document: "Factura original nº", "Ursprüngliche Rechnung Nr.",
 * "Sobre factura nº", and the invoice a credit note corrects or cancels: "Factura rectificada nº", "Berichtigte
 * Rechnung", "Facture corrigée", "Fattura stornata" (not "rectificativa": the correcting document itself), and the
 * one a document is issued according to ("gemäß Betriebskostenrechnung vom", "selon facture du").
 */
export const REFERENCE =
  /^(original|originale|originele|origineel|origine|orig|ursprungs?|urspr|ursprunglich\w*|bezugs?|vorherig\w*|oorspronkelijk\w*|oorspr|previous|prev|related|sobre|correcting|corrected|amended|cancell?ed|credited|rectificad[ao]|anulad[ao]|corregid[ao]|berichtigte[nrs]?|korrigierte[nrs]?|stornierte[nrs]?|corrigee?s?|rectifiee?s?|annulee?s?|gecorrigeerde|gecrediteerde|geannuleerde|rettificat[ao]|stornat[ao]|annullat[ao]|corrett[ao]|rectificacion|rectification|rettifica|rectifica|rectificar|corrige|corrects|cancels|replaces|annule|anula|annulla|storniert|korrigiert|berichtigt|ersetzt|remplace|sustituye|sostituisce|vervangt|corrigeert|crediteert|berichtigung|stornierung|annulation|anulacion|annullamento|cancellation|tegen|against|gemass|laut|according|pursuant|selon|conformement|volgens|overeenkomstig|secondo|segun|conforme)$/;

/** A later one: "Next invoice date", "Nächste Abrechnung", "Prochaine facture le". */
export const NEXT_WORDS =
  /^(next|following|upcoming|nachste|nachsten|nachster|kommende|prochaine?|suivante?|prossim[ao]|proxim[ao]|siguiente|volgende|eerstvolgende)$/;

/** A correction, by its noun (its verbs and participles are REFERENCE words). */
const CORRECTION_NOUNS = /^(korrektur|correction|correctie|correzione|correccion|correcao)$/;

/** A correction's noun, a word of glue ("der", "of", "van", "de la"), then a document word. */
function correctionOfDocument(tokens: Token[]): boolean {
  const words = tokens.map((t) => fold(t.text).replace(/[^\p{L}]/gu, ""));
  const at = words.findIndex((w) => CORRECTION_NOUNS.test(w));
  if (at < 0 || !GLUE.has(words[at + 1] ?? "")) return false;
  return words.slice(at + 2).some((w) => SUBJECT_WORDS.document.includes(w));
}

/** What a compound after a document word names when it is not a kind of document: "Rechnungsadresse". */
const NOT_A_DOCUMENT_KIND =
  /^(adres|adress|anschrift|empf|ontvang|destinat|datum|date|dat|betrag|bedrag|summe|montant|importe|importo|total|nummer|number|numero|nr|periode|period|zeitraum|stell|lauf|kreis|wesen|abteilung)/;

/** Words that say which copy of a document this is: "ejemplar original", "exemplaire client", "Kopie". */
export const COPY_WORDS =
  /^(ejemplar|exemplaire|esemplare|exemplar|exemplaar|copia|copie|copy|kopie|ausfertigung|duplicado|duplicata)$/;

/**
 * Compound modifiers that point at another document: an "Ursprungsrechnung", "Originalbeleg" or "Bezugsrechnung" is
 * the invoice a credit note or reminder refers to, never the document itself.
 */
export const REFERENCE_MODIFIERS =
  /^(ursprungs?|original|orig|bezugs?|referenz|vorg[aä]nger|vorherig|korrigiert|oorspronkelijk)/;

/** The subject and mark each concept of a label speaks of, for the labels beside a single letter's. */
const SUBJECT_OF: Partial<Record<ConceptId, [Subject, Mark]>> = {
  invoice_number: ["document", "number"],
  invoice_date: ["document", "date"],
  customer_number: ["customer", "number"],
  order_number: ["order", "number"],
  order_date: ["order", "date"],
  delivery_date: ["delivery", "date"],
};

/**
 * "R.-NR." in a row of captions ("R.-NR.  BEL.-DAT.  DEB.-NR.  BESTELLG."): a single letter stands for several
 * subjects (Rechnung, relatie), but those whose number (or date) the row already names are not it. The label of
 * one token, or null.
 */
export function letterLabel(token: Token, named: ConceptId[]): LabelDef | null {
  const parts = partsOf([token]);
  if (parts.length !== 2 || !parts[0].abbreviated || !/^\p{L}$/u.test(parts[0].word)) return null;
  const mark = markOf(parts[1]);
  if (!mark) return null;
  // The row names the customer's number: "R.-NR." is not it (the document's date does not take its number).
  const taken = new Set(named.map((c) => SUBJECT_OF[c]).flatMap((sm) => (sm && sm[1] === mark ? [sm[0]] : [])));
  const letter = parts[0].word;
  const subjects = (Object.entries(SUBJECT_WORDS) as [Subject, string[]][]).filter(
    ([subject, words]) => !taken.has(subject) && words.some((w) => w.startsWith(letter)),
  );
  return subjects.length === 1 ? labelOf(subjects[0][0], mark, 1, false) : null;
}

/** The label a run of one to four tokens composes, or null. */
export function composedLabel(tokens: Token[]): LabelDef | null {
  // Five tokens when two of them only glue ("Rectificación de la factura nº").
  if (tokens.length === 0 || tokens.length > 5) return null;
  // "Nummer factuur / N° facture": a bilingual label is two labels side by side, never one.
  if (tokens.some((t) => /^[/|]$/.test(t.text))) return null;
  // "Dokumentenpauschale, Nr. 7000": a comma inside ends a phrase; a label runs on without one.
  if (tokens.slice(0, -1).some((t) => t.text.endsWith(","))) return null;
  // "INVOICE – ORIGINAL #": a dash between words sets a title apart from its remark.
  if (tokens.some((t) => /^[–—-]$/.test(t.text))) return null;
  // "Numero fattura (da citare)": a bracket after the first word opens a remark, not more of the label;
  // "FATTURA (ORIGINALE) n.": a remark in brackets before a mark is which copy this is, not what the number is of.
  if (tokens.slice(1).some((t) => t.text.startsWith("("))) return null;
  if (tokens.length > 1 && /^\(.*\)$/.test(tokens[0].text)) return null;
  // "N. documento FPR": a series code in capitals after a label in lower case starts the value.
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && /^\p{Lu}{2,5}$/u.test(last.text) && tokens.slice(0, -1).some((t) => /\p{Ll}/u.test(t.text)))
    if (
      !markOf({ word: fold(last.text), abbreviated: false }) &&
      !subjectOf([{ word: fold(last.text), abbreviated: false }])
    )
      return null;
  // "Rechnungs- und Leistungsdatum": the first word shares the second's tail; the label is its own ("Rechnungsdatum").
  if (
    tokens.length === 3 &&
    /\p{L}-$/u.test(tokens[0].text) &&
    /^(und|u\.|and|en|et|e|y|&|\/)$/i.test(tokens[1].text)
  ) {
    const tail = TAILS.find(([t]) =>
      fold(tokens[2].text)
        .replace(/[^\p{L}]/gu, "")
        .endsWith(t),
    );
    if (tail) return composedLabel([{ ...tokens[0], text: tokens[0].text.slice(0, -1) + tail[0] }]);
  }
  const parts = partsOf(tokens);
  // A label has no digits: "No facture F2503959" is a label and its value.
  const alsoDone = billedAndMore(parts);
  if (parts.length === 0 || (parts.length > 3 && !alsoDone) || parts.some((p) => /\d/.test(p.word))) return null;
  // "exemplaar klant N°": which copy this is, then the document's own mark; no label of the customer's.
  if (parts.some((p) => COPY_WORDS.test(p.word))) return null;
  // "Credit account no", "Kontonummer", "N° de compte": an account's number, whatever the account is called.
  if (parts.some((p) => ACCOUNT_WORDS.test(p.word)) && parts.some((p) => markOf(p) === "number"))
    return { key: "", words: tokens.length, targets: [{ concept: null, fieldId: null, weight: 0 }] };
  // "Expedida en fecha", "Date issued", "Emessa il": the day of issue is the document's date (never a number's label).
  // "Invoice created", "Erstellt am": the document's issue, or the issue said with 'on' alone.
  const issue = parts.filter((p) => !ISSUE_GLUE.has(p.word));
  const billed = alsoDone || (issue.length === 1 && BILLED_WORDS.has(issue[0].word));
  const issued = billed || issue.some((p) => ISSUE_WORDS.has(p.word) || CREATION_WORDS.has(p.word));
  const created = issue.some((p) => CREATION_WORDS.has(p.word));
  const dated =
    alsoDone ||
    (issue.length === 2
      ? issue.some(
          (p) =>
            markOf(p) === "date" ||
            // "Invoice created", "Note établie le" (with its glue word: "Facture émise FA-22-1" is a title).
            ((created || parts.length > issue.length) && subjectOf([p]) === "document"),
        )
      : issue.length === 1 &&
        // "Invoiced:" alone, or an issue with its glue word ("Emessa il", "Fakturiert am").
        ((billed && parts.length === 1) ||
          (parts.length === 2 && (DATE_WORDS.has(parts[1].word) || ISSUE_GLUE.has(parts[1].word)))));
  if (issued && dated)
    return { key: "", words: tokens.length, targets: [{ concept: "invoice_date", fieldId: null, weight: 0.9 }] };
  // "Totale IVA documento", "Montant TVA facture": the document's tax, not its total.
  const words = parts.map((p) => p.word);
  const qualified = words.some((w) => NET_MARKS.has(w) || GROSS_MARKS.has(w));
  if (words.some((w) => AMOUNT_WORDS.has(w)) && words.some((w) => TAX_MARKS.has(w)) && !qualified)
    return { key: "", words: tokens.length, targets: [{ concept: "tax", fieldId: null, weight: 0.9 }] };
  // "N. ricevuta di pagamento", "Payment receipt no.": the receipt of a payment, not the invoice.
  if (parts.some((p) => PAYMENT_WORDS.test(p.word)) && parts.some((p) => subjectOf([p]) === "document"))
    return { key: "", words: tokens.length, targets: [{ concept: null, fieldId: null, weight: 0 }] };
  // "Next billing date", "Nächste Rechnung am": a later document's.
  if (parts.some((p) => NEXT_WORDS.test(p.word)))
    return { key: "", words: tokens.length, targets: [{ concept: null, fieldId: null, weight: 0 }] };
  // "Korrektur der Rechnung Nr.", "Correction of invoice no.": the correction of an invoice names that invoice (a
  // "Correction invoice", a "Rechnungskorrektur" is the correction itself).
  if (parts.some((p) => CORRECTION_NOUNS.test(p.word)) && correctionOfDocument(tokens))
    return { key: "", words: tokens.length, targets: [{ concept: null, fieldId: null, weight: 0 }] };
  const own = parts.filter((p) => !REFERENCE.test(p.word));
  if (own.length < parts.length) {
    const def = labelOfParts(own, tokens.length);
    return def ? { ...def, targets: [{ concept: null, fieldId: null, weight: 0 }] } : null;
  }
  const def = labelOfParts(parts, tokens.length);
  // "Ricevuta n.": a receipt's number is the document's on a receipt, and a payment's on an invoice; as sure as
  // "Receipt no." is.
  if (def && parts.some((p) => p.word === "ricevuta"))
    return { ...def, targets: def.targets.map((t) => ({ ...t, weight: Math.min(t.weight, 0.8) })) };
  return def;
}

/** "Invoiced and shipped on", "Facturado y entregado el": billed and something else done the same day. */
function billedAndMore(parts: Part[]): boolean {
  return (
    parts.length === 4 &&
    BILLED_WORDS.has(parts[0].word) &&
    /^(and|und|y|e|et|en)$/.test(parts[1].word) &&
    ISSUE_GLUE.has(parts[3].word)
  );
}

function labelOfParts(parts: Part[], tokenCount: number): LabelDef | null {
  if (parts.length === 0) return null;
  const exact = parts.every((p) => !p.abbreviated || markOf(p) !== null);
  if (parts.length === 1) {
    // One compound word: subject + tail.
    const word = parts[0].word;
    for (const [tail, mark] of TAILS) {
      if (!word.endsWith(tail) || word.length <= tail.length + 1) continue;
      const subject = subjectOf([
        { word: word.slice(0, -tail.length), abbreviated: false, capitals: parts[0].capitals },
      ]);
      if (subject) return labelOf(subject, mark, 1, true);
    }
    return null;
  }
  // Subject first ("Rechn.-Nr.", "Kunden Nr."), or the mark first ("N° client", "Num. documento").
  // ("ID No.": two marks, no subject; "No." is no cut "nota".)
  // A compound's date only with the mark first ("Datum expeditiefactuur"; "Heizkostenrechnung vom" dates another).
  const subjectFor = (rest: Part[], mark: Mark, markFirst = false) =>
    rest.every((p) => markOf(p))
      ? null
      : (subjectOf(rest) ?? (mark === "number" || (markFirst && mark === "date") ? documentCompound(rest) : null));
  const lastMark = markOf(parts[parts.length - 1]);
  if (lastMark) {
    const subject = subjectFor(parts.slice(0, -1), lastMark);
    if (subject) return labelOf(subject, lastMark, tokenCount, exact);
  }
  const firstMark = DATE_PREPOSITIONS.has(parts[0].word) ? null : markOf(parts[0]);
  if (firstMark) {
    const subject = subjectFor(parts.slice(1), firstMark, true);
    if (subject) return labelOf(subject, firstMark, tokenCount, exact);
  }
  // "Gutschrift-Belegnummer", "Liefer-Belegnummer": the last word a compound of its own, its tail the mark.
  if (!lastMark && !firstMark) {
    const last = parts[parts.length - 1].word;
    for (const [tail, mark] of TAILS) {
      if (!last.endsWith(tail) || last.length <= tail.length + 1) continue;
      const head = { word: last.slice(0, -tail.length), abbreviated: false };
      const subject = subjectFor([...parts.slice(0, -1), head], mark);
      if (subject) return labelOf(subject, mark, tokenCount, exact);
    }
  }
  return null;
}
