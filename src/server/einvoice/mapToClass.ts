/**
 * The business terms of an e-invoice given to the fields of a document class, by the same concept
 * detection the visual extractor uses ('Invoice Number' or 'Rechnungsnummer' → BT-1). A field whose
 * concept has no term in the data is left to the visual extractor. A master-key or value-list
 * field gets the seller's record, matched by VAT id, IBAN, then name.
 */
import type { ExtractedValue } from "../../domain/entities";
import { conceptOfField, type ConceptId } from "../engines/extraction/concepts";
import { mapHeaders } from "../engines/extraction/tables";
import type { ExtractionClassTable, ExtractionField, ValueListItem } from "../engines/extraction/types";
import type { Printed } from "../engines/extraction/printed";
import { crossCheckWarning } from "./crossCheck";
import type { EInvoice } from "./types";

interface TermValue {
  /** The business term, e.g. BT-112. */
  term: string;
  value: ExtractedValue;
}

type Text = string | null;

/** One rate for the whole invoice, when all its lines share it. */
function singleRate(invoice: EInvoice): Text {
  const rates = new Set(
    invoice.lines
      .map((l) => l.taxRate)
      .filter((r): r is string => r !== null)
      .map(Number),
  );
  return rates.size === 1 ? String([...rates][0]) : null;
}

/** The term each concept stands for, as [term, text]; amount-due wording picks BT-115 over BT-112. */
function termOf(concept: ConceptId, invoice: EInvoice, saysDue: boolean): [string, Text] | null {
  const p = invoice.payment;
  switch (concept) {
    case "invoice_number":
      return ["BT-1", invoice.invoiceNumber];
    case "invoice_date":
      return ["BT-2", invoice.issueDate];
    case "currency":
      return ["BT-5", invoice.currency];
    case "due_date":
      return ["BT-9", invoice.dueDate];
    case "issuer":
      return ["BT-27", invoice.seller.name];
    case "vat_id":
      return ["BT-31", invoice.seller.vatId];
    case "customer":
      return ["BT-44", invoice.buyer.name];
    // A direct debit names the buyer's account to be debited (BT-91) where a transfer names the payee's.
    case "iban":
      return p.iban !== null ? ["BT-84", p.iban] : ["BT-91", p.debitedAccount];
    case "bic":
      return ["BT-86", p.bic];
    case "payment_terms":
      return ["BT-20", p.terms];
    case "net":
      return ["BT-109", invoice.totals.net];
    case "tax":
      return ["BT-110", invoice.totals.tax];
    case "total":
      return saysDue ? ["BT-115", invoice.totals.amountDue] : ["BT-112", invoice.totals.total];
    case "tax_rate":
      return ["BT-152", singleRate(invoice)];
    default:
      return null;
  }
}

const DUE_WORDS = /\b(due|payable|zahlbetrag|zu zahlen|a payer|à payer|te betalen)\b/i;
const compact = (text: string) => text.replace(/[\s.\-/]/g, "").toLowerCase();

/** The seller's record of a master-key or value list: VAT id or IBAN among its data, else its name. */
function sellerRecord(invoice: EInvoice, items: ValueListItem[]): ValueListItem | null {
  const ids = [invoice.seller.vatId, invoice.payment.iban].filter((v): v is string => v !== null).map(compact);
  const byId = items.find((item) =>
    Object.values(item.data ?? {}).some((v) => typeof v === "string" && ids.includes(compact(v))),
  );
  if (byId) return byId;
  const name = invoice.seller.name ? compact(invoice.seller.name) : null;
  return (name && items.find((item) => compact(item.value) === name)) || null;
}

/** The value of one field from the e-invoice, typed for the field, or null when the data has none. */
export function termValueFor(
  field: ExtractionField,
  invoice: EInvoice,
  valueLists: Record<string, ValueListItem[]> = {},
): TermValue | null {
  const concept = conceptOfField(field);
  if (!concept) return null;
  const found = termOf(concept, invoice, DUE_WORDS.test(`${field.name} ${field.description ?? ""}`));
  if (!found || found[1] === null) return null;
  const [term, text] = found;
  switch (field.dataType) {
    case "Number": {
      const n = Number(text);
      return Number.isFinite(n) ? { term, value: n } : null;
    }
    case "Date":
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { term, value: text } : null;
    case "Boolean":
      return null;
    case "Master_Key":
    case "Value_List": {
      if (concept !== "issuer") return null;
      const record = sellerRecord(invoice, valueLists[field.valueListCategory ?? ""] ?? []);
      return record ? { term, value: record.value } : null;
    }
    default:
      return { term, value: text };
  }
}

/** The source a property shows beside its value. */
const sourceOf = (term: string) => `e-invoice data, ${term}`;

/** The term a broken arithmetic rule accuses: its error is shown on the field holding that term. */
const ACCUSED_TERM: Record<string, string[]> = {
  "BR-CO-10": ["BT-109", "BT-112"],
  "BR-CO-13": ["BT-109", "BT-112"],
  "BR-CO-15": ["BT-112", "BT-110"],
  "BR-CO-16": ["BT-115", "BT-112"],
};

interface PropertyLike {
  field: { _id: string };
  value: ExtractedValue;
  originalValue: ExtractedValue;
  error: string | null;
  confidence?: number;
  source?: string;
  warning?: string;
}

/**
 * Properties with the e-invoice's terms in place of what the page gave (confidence 1, with their
 * source); fields without a term keep the visual extractor's value. Then the EN 16931 arithmetic
 * violations, each a sentence on the field of the term it accuses (the first property when the
 * class has none), so the document cannot pass unchecked.
 */
export function withEInvoiceValues<P extends PropertyLike>(
  properties: P[],
  fields: ExtractionField[],
  invoice: EInvoice,
  valueLists: Record<string, ValueListItem[]>,
  revalidate: (properties: P[]) => P[],
  violations: { rule: string; message: string }[],
  printed: Printed | null = null,
): P[] {
  const byId = new Map(fields.map((f) => [f._id, f]));
  const filled = properties.map((p) => {
    const field = byId.get(p.field._id);
    const found = field ? termValueFor(field, invoice, valueLists) : null;
    if (!found) return p;
    const warning = printed ? crossCheckWarning(found.term, found.value, p.value, invoice, printed) : null;
    return {
      ...p,
      value: found.value,
      originalValue: found.value,
      confidence: 1,
      source: sourceOf(found.term),
      ...(warning ? { warning } : {}),
    };
  });
  const checked = revalidate(filled);
  for (const violation of violations) {
    const terms = ACCUSED_TERM[violation.rule] ?? [];
    const target =
      terms.map((t) => checked.find((p) => p.source === sourceOf(t))).find(Boolean) ??
      checked.find((p) => p.source) ??
      checked[0];
    if (!target) continue;
    target.error = target.error ? `${target.error} ${violation.message}` : violation.message;
  }
  return checked;
}

/** The line terms (BG-25) under the headers a printed invoice gives them, so class columns match as they would on paper. */
const LINE_TERMS: [header: string, text: (line: EInvoice["lines"][number]) => string | null][] = [
  ["Pos", (l) => l.id],
  ["Description", (l) => l.name],
  ["Quantity", (l) => l.quantity],
  ["Unit price", (l) => l.unitPrice],
  ["Amount", (l) => l.netAmount],
  ["VAT %", (l) => l.taxRate],
];

function cellValueOf(field: { dataType?: string }, text: string | null): ExtractedValue {
  if (text === null) return null;
  if (field.dataType !== "Number") return text;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * The class's tables with the e-invoice's lines in place of what the page gave: each class column gets the
 * line term whose header names it (the same header terms a printed table is matched by). A table none of
 * whose columns names a line term, or an invoice without lines, keeps the visual extractor's rows.
 */
export function withEInvoiceLines<T extends { name: string; rows: unknown[][] }>(
  tables: T[],
  classTables: ExtractionClassTable[],
  invoice: EInvoice,
  cellId: (table: string, row: number, fieldId: string) => string,
): T[] {
  if (invoice.lines.length === 0) return tables;
  return tables.map((table) => {
    const def = classTables.find((t) => t.name === table.name);
    if (!def) return table;
    const fields = def.columns.map((c) => c.field);
    const mapping = mapHeaders(
      LINE_TERMS.map(([header]) => header),
      fields,
    );
    if (mapping.every((j) => j < 0)) return table;
    const rows = invoice.lines.map((line, r) =>
      fields.map((field, k) => ({
        field: { _id: field._id, name: field.name, ...(field.dataType ? { dataType: field.dataType } : {}) },
        value: mapping[k] >= 0 ? cellValueOf(field, LINE_TERMS[mapping[k]][1](line)) : null,
        _id: cellId(table.name, r, field._id),
      })),
    );
    return { ...table, rows };
  });
}
