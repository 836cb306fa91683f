/**
 * The e-invoice corpus of testdata/einvoices for tests and the benchmark: its files, its truth.json
 * (what each PDF's embedded XML says, written by the issuers' own data), and the comparison of a
 * read invoice with that truth, term by term.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { EINVOICES_DIR } from "./fixtures";
import type { EInvoice } from "../server/einvoice/types";

export const EINVOICE_PDF_DIR = path.join(EINVOICES_DIR, "pdf");
export const EINVOICE_XML_DIR = path.join(EINVOICES_DIR, "xml");

export interface TruthLine {
  name: string | null;
  quantity: string | null;
  lineTotal: string | null;
}

export interface Truth {
  invoiceNumber: string | null;
  issueDate: string | null;
  dueDate: string | null;
  seller: string | null;
  sellerVatId: string | null;
  buyer: string | null;
  currency: string | null;
  netAmount: string | null;
  taxAmount: string | null;
  totalAmount: string | null;
  amountDue: string | null;
  iban: string | null;
  lines: TruthLine[];
}

export const corpusPdfs = () =>
  readdirSync(EINVOICE_PDF_DIR)
    .filter((f) => f.toLowerCase().endsWith(".pdf"))
    .sort();
export const corpusXmls = () =>
  readdirSync(EINVOICE_XML_DIR)
    .filter((f) => f.toLowerCase().endsWith(".xml"))
    .sort();

export const loadTruth = (): Record<string, Truth> =>
  JSON.parse(readFileSync(path.join(EINVOICES_DIR, "truth.json"), "utf8"));

/** The truth's scalar terms, each with the business term it stands for and where the reader puts it. */
const TRUTH_TERMS: { key: Exclude<keyof Truth, "lines">; term: string; read: (inv: EInvoice) => string | null }[] = [
  { key: "invoiceNumber", term: "BT-1", read: (i) => i.invoiceNumber },
  { key: "issueDate", term: "BT-2", read: (i) => i.issueDate },
  { key: "currency", term: "BT-5", read: (i) => i.currency },
  { key: "dueDate", term: "BT-9", read: (i) => i.dueDate },
  { key: "seller", term: "BT-27", read: (i) => i.seller.name },
  { key: "sellerVatId", term: "BT-31", read: (i) => i.seller.vatId },
  { key: "buyer", term: "BT-44", read: (i) => i.buyer.name },
  // The truth's IBAN is the account printed for payment: the payee's (BT-84), or for a direct debit
  // the buyer's account to be debited (BT-91); the field mapping reads it the same way.
  { key: "iban", term: "BT-84", read: (i) => i.payment.iban ?? i.payment.debitedAccount },
  { key: "netAmount", term: "BT-109", read: (i) => i.totals.net },
  { key: "taxAmount", term: "BT-110", read: (i) => i.totals.tax },
  { key: "totalAmount", term: "BT-112", read: (i) => i.totals.total },
  { key: "amountDue", term: "BT-115", read: (i) => i.totals.amountDue },
];

interface TermComparison {
  key: string;
  term: string;
  expected: string;
  actual: string | null;
  equal: boolean;
}

/** Every term the truth holds (scalar terms and, per line, name, quantity and net), compared. */
export function compareWithTruth(invoice: EInvoice | null, truth: Truth): TermComparison[] {
  const out: TermComparison[] = [];
  const push = (key: string, term: string, expected: string | null, actual: string | null) => {
    if (expected === null) return;
    out.push({ key, term, expected, actual, equal: expected === actual });
  };
  for (const t of TRUTH_TERMS) push(t.key, t.term, truth[t.key], invoice ? t.read(invoice) : null);
  truth.lines.forEach((line, n) => {
    const read = invoice?.lines[n];
    push("line.name", "BT-153", line.name, read?.name ?? null);
    push("line.quantity", "BT-129", line.quantity, read?.quantity ?? null);
    push("line.lineTotal", "BT-131", line.lineTotal, read?.netAmount ?? null);
  });
  return out;
}

/** The bytes of a corpus file by name: PDFs from pdf/, XMLs from xml/. */
export const corpusFile = (name: string): Buffer =>
  readFileSync(path.join(name.toLowerCase().endsWith(".pdf") ? EINVOICE_PDF_DIR : EINVOICE_XML_DIR, name));
