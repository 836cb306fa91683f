/**
 * The label vocabulary of the generated invoices: per language, for every concept a pool of the wordings real
 * invoices use. Every pool is split in two disjoint halves by position (even places: half A, the DEV documents;
 * odd places: half B, the HELD-OUT documents), so the pools list the two most common wordings first and the halves
 * each get one of them. A pool of one wording is used by both halves (said where it happens). Half C (the FRESH
 * documents) has pools of its own (vocab/fresh/), none of whose wordings is in A or B.
 *
 * Placeholders: {rate} a tax or discount rate ("19 %"), {p} / {n} page and page count, {days} payment days,
 * {date} a date, {amount} an amount, {city} a town.
 */
export type Concept =
  | "title"
  | "creditTitle"
  | "number"
  | "creditNumber"
  | "subjectNumber"
  | "date"
  | "dueDate"
  | "deliveryDate"
  | "orderDate"
  | "customerNo"
  | "orderNo"
  | "deliveryNote"
  | "contractNo"
  | "servicePeriod"
  | "referenceInvoice"
  | "taxNo"
  | "vatId"
  | "phone"
  | "fax"
  | "email"
  | "web"
  | "bank"
  | "iban"
  | "bic"
  | "register"
  | "manager"
  | "subtotal"
  | "net"
  | "tax"
  | "taxTotal"
  | "total"
  | "creditTotal"
  | "amountDue"
  | "paid"
  | "discount"
  | "shipping"
  | "carried"
  | "colPos"
  | "colDesc"
  | "colQty"
  | "colUnitPrice"
  | "colAmount"
  | "colVat"
  | "billTo"
  | "shipTo"
  | "from"
  | "page"
  | "placeDate"
  | "paymentTerms"
  | "earlyPayment"
  | "thanks"
  | "salutation"
  | "letterBody"
  | "closing"
  | "note"
  | "vatSummaryRate"
  | "vatSummaryBase";

/** Concepts only half C prints: more distractors, and sentences that carry amounts and dates in running text. */
export type ExtraConcept =
  | "projectNo"
  | "quoteNo"
  | "buyerVatId"
  | "supplierNo"
  | "costCentre"
  | "paymentRef"
  | "salesRep"
  /** {net} {rate} {tax} {total}: the totals said in one sentence. */
  | "totalSentence"
  /** {date} {order} {delivery}: the invoice's date in running text, with another date beside it. */
  | "dateSentence";

export type Pools = Record<Concept, string[]> & Partial<Record<ExtraConcept, string[]>>;

/** Half C's wordings of one language: every concept, extra ones too, and the country replacements. */
export interface FreshVocabulary {
  pools: Record<Concept | ExtraConcept, string[]>;
  countries: Record<string, Partial<Record<Concept | ExtraConcept, string[]>>>;
}

export interface Vocabulary {
  pools: Pools;
  /** Wordings of one country that replace the language's pool (e.g. 'UID-Nr.' in Austria, sales tax in the US). */
  countries: Record<string, Partial<Pools>>;
  /** Month names, January first. */
  months: string[];
  /** Abbreviated month names, where the language's invoices use them. */
  monthsShort?: string[];
}
