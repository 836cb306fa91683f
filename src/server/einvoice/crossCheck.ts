/**
 * The cross-check of an e-invoice's data against the page the sender printed with it. The question is not
 * whether the visual extractor agrees (it errs on its own) but whether the page prints the value the data
 * gives anywhere: a total the data holds and the page does not show means the picture the customer saw and
 * the data the books take differ, which a person must settle.
 */
import type { ExtractedValue } from "../../domain/entities";
import type { Printed } from "../engines/extraction/printed";
import type { EInvoice } from "./types";

/** The terms checked: the ones a person reads off an invoice. Names are left out (printed in many forms). */
const AMOUNT_TERMS = new Set(["BT-109", "BT-110", "BT-112", "BT-115"]);
const DATE_TERMS = new Set(["BT-2"]);
const TEXT_TERMS = new Set(["BT-1"]);

const num = (text: string | null) => (text === null ? null : Number(text));
const close = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * An amount of the totals counts as shown when printed, or when the two others of net + VAT = total are
 * printed and the data adds up (a page that prints VAT per rate only, or a receipt-style page with no net).
 */
function amountShown(term: string, invoice: EInvoice, printed: Printed): boolean {
  const value = num(termText(term, invoice));
  if (value === null || printed.amount(value)) return true;
  const [net, tax, total] = [num(invoice.totals.net), num(invoice.totals.tax), num(invoice.totals.total)];
  if (net === null || tax === null || total === null || !close(net + tax, total)) return false;
  if (term === "BT-109") return printed.amount(tax) && printed.amount(total);
  if (term === "BT-110") return printed.amount(net) && printed.amount(total);
  if (term === "BT-112") return printed.amount(net) && printed.amount(tax);
  return false;
}

function termText(term: string, invoice: EInvoice): string | null {
  switch (term) {
    case "BT-1":
      return invoice.invoiceNumber;
    case "BT-2":
      return invoice.issueDate;
    case "BT-109":
      return invoice.totals.net;
    case "BT-110":
      return invoice.totals.tax;
    case "BT-112":
      return invoice.totals.total;
    case "BT-115":
      return invoice.totals.amountDue;
    default:
      return null;
  }
}

const shownAs = (value: ExtractedValue) => (typeof value === "number" ? String(value) : String(value ?? ""));

/**
 * The warning for one property filled from the term, or null when the page shows the value (or has no text
 * to check against). `seen` is what the visual extractor read for the field, named in the sentence.
 */
export function crossCheckWarning(
  term: string,
  dataValue: ExtractedValue,
  seen: ExtractedValue,
  invoice: EInvoice,
  printed: Printed,
): string | null {
  if (!printed.readable || dataValue === null) return null;
  let shown: boolean;
  if (AMOUNT_TERMS.has(term)) shown = amountShown(term, invoice, printed);
  else if (DATE_TERMS.has(term)) shown = printed.date(String(dataValue));
  else if (TEXT_TERMS.has(term)) shown = printed.text(String(dataValue));
  else return null;
  if (shown) return null;
  const data = shownAs(dataValue);
  const page = shownAs(seen);
  return page && page !== data
    ? `The page shows ${page}; the e-invoice data says ${data}.`
    : `The e-invoice data says ${data}, which the page does not show.`;
}
