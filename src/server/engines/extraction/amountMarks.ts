/**
 * The words that qualify an amount label as net, gross (the total) or tax, folded: one list for the phrase rules
 * and for labels read by their parts.
 */

/** Words that say an amount is before tax: "netto", "excl.", "HT". */
export const NET_MARKS = new Set([
  "ex",
  "exc",
  "netto",
  "net",
  "nett",
  "excl",
  "exkl",
  "exclusief",
  "excluding",
  "ohne",
  "hors",
  "ht",
  "before",
  "subtotal",
  "zwischensumme",
  "subtotaal",
  "subtotale",
  "neto",
  "sin",
  "senza",
  "sans",
  "zonder",
  "esclusa",
  "escluso",
  "excluida",
  "excluido",
  "imponible",
  "imponibile",
]);
/** Words that say an amount includes the tax: "brutto", "inkl.", "TTC", "IVA compresa". */
export const GROSS_MARKS = new Set([
  "brutto",
  "gross",
  "incl",
  "inkl",
  "inklusive",
  "including",
  "inclusief",
  "ttc",
  "mit",
  "bruto",
  "con",
  "avec",
  "met",
  "inclusa",
  "incluso",
  "incluida",
  "incluido",
  "compresa",
  "compreso",
  "comprise",
  "compris",
  "inclus",
  "incluse",
  "inbegriffen",
  "inbegrepen",
]);
/** Words that name the tax itself: "USt.", "VAT", "IVA". */
export const TAX_MARKS = new Set([
  "ust",
  "mwst",
  "vat",
  "tax",
  "btw",
  "tva",
  "gst",
  "iva",
  "steuer",
  "umsatzsteuer",
  "mehrwertsteuer",
  "taxes",
  "impuestos",
  "impuesto",
  "imposte",
  "omzetbelasting",
  "belasting",
]);

/** Word stems that exempt an amount from the tax, folded: "exempt", "exonérés", "exentos", "esente", "vrijgesteld". */
export const EXEMPT_STEMS = String.raw`exempt\w*|exoner\w*|exent[oa]s?|esent[ei]|vrijgesteld\w*`;
