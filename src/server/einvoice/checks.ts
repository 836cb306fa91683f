/**
 * The EN 16931 arithmetic a person would otherwise check by hand on an invoice, run on its data:
 * the line net amounts add up to the sum of lines (BR-CO-10), sum − allowances + charges = net
 * (BR-CO-13), net + VAT = total (BR-CO-15), total − paid + rounding = amount due (BR-CO-16).
 * Exact decimal arithmetic; a rule is only judged when the amounts it compares are present.
 */
import Decimal from "decimal.js";
import type { EInvoice } from "./types";

interface RuleViolation {
  /** The EN 16931 business rule, e.g. BR-CO-15. */
  rule: string;
  /** What is wrong, in a sentence a person can check against the page. */
  message: string;
}

const dec = (text: string | null) => new Decimal(text ?? 0);

/** Shown with as many decimals as the amounts it came from, like the invoice prints them. */
function show(value: Decimal, ...from: (string | null)[]): string {
  const places = Math.max(0, ...from.map((t) => (t?.includes(".") ? t.length - t.indexOf(".") - 1 : 0)));
  return value.toFixed(places);
}

export function checkArithmetic(invoice: EInvoice): RuleViolation[] {
  const t = invoice.totals;
  const out: RuleViolation[] = [];

  const lineNets = invoice.lines.map((l) => l.netAmount);
  if (t.lineTotal !== null && lineNets.length > 0 && lineNets.every((n) => n !== null)) {
    const sum = lineNets.reduce((acc, n) => acc.plus(n!), new Decimal(0));
    if (!sum.equals(t.lineTotal)) {
      out.push({
        rule: "BR-CO-10",
        message: `The line net amounts add up to ${show(sum, ...lineNets, t.lineTotal)}, but the e-invoice's sum of lines (BT-106) is ${t.lineTotal}.`,
      });
    }
  }

  if (t.net !== null && t.lineTotal !== null) {
    const net = dec(t.lineTotal).minus(dec(t.allowanceTotal)).plus(dec(t.chargeTotal));
    if (!net.equals(t.net)) {
      const parts = [`The sum of lines ${t.lineTotal}`];
      if (t.allowanceTotal !== null) parts.push(`minus allowances ${t.allowanceTotal}`);
      if (t.chargeTotal !== null) parts.push(`plus charges ${t.chargeTotal}`);
      out.push({
        rule: "BR-CO-13",
        message: `${parts.join(" ")} is ${show(net, t.lineTotal, t.allowanceTotal, t.chargeTotal)}, but the e-invoice's total without VAT (BT-109) is ${t.net}.`,
      });
    }
  }

  if (t.total !== null && t.net !== null) {
    const total = dec(t.net).plus(dec(t.tax));
    if (!total.equals(t.total)) {
      out.push({
        rule: "BR-CO-15",
        message: `The total without VAT ${t.net} plus VAT ${t.tax ?? "0"} is ${show(total, t.net, t.tax)}, but the e-invoice's total with VAT (BT-112) is ${t.total}.`,
      });
    }
  }

  if (t.amountDue !== null && t.total !== null) {
    const due = dec(t.total).minus(dec(t.prepaid)).plus(dec(t.rounding));
    if (!due.equals(t.amountDue)) {
      const parts = [`The total with VAT ${t.total}`];
      if (t.prepaid !== null) parts.push(`minus the amount already paid ${t.prepaid}`);
      if (t.rounding !== null) parts.push(`plus rounding ${t.rounding}`);
      out.push({
        rule: "BR-CO-16",
        message: `${parts.join(" ")} is ${show(due, t.total, t.prepaid, t.rounding)}, but the e-invoice's amount due (BT-115) is ${t.amountDue}.`,
      });
    }
  }
  return out;
}
