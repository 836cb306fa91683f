import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkArithmetic } from "./checks";
import { readEInvoice } from "./readEInvoice";
import { EINVOICE_XML_DIR, corpusXmls } from "../../testing/einvoiceCorpus";
import type { EInvoice } from "./types";

function corpusInvoice(name: string): EInvoice {
  const result = readEInvoice(readFileSync(path.join(EINVOICE_XML_DIR, name)));
  if (!result.ok) throw new Error(result.reason);
  return result.invoice;
}

/** The partial invoice of the corpus: allowances, charges and a prepaid amount, all consistent. */
const base = () => corpusInvoice("CII_EN16931_1_Teilrechnung.cii.xml");

function withTotals(changes: Partial<EInvoice["totals"]>): EInvoice {
  const invoice = base();
  return { ...invoice, totals: { ...invoice.totals, ...changes } };
}

describe("EN 16931 arithmetic on the corpus", () => {
  it.each(corpusXmls().filter((name) => !name.includes("_not_validating_")))("%s breaks no rule", (name) => {
    expect(checkArithmetic(corpusInvoice(name))).toEqual([]);
  });

  it("finds what is wrong in the sample published as not validating", () => {
    expect(
      checkArithmetic(corpusInvoice("UBL_not_validating_full_invoice_based_onTest_EeISI_300_CENfullmodel.ubl.xml")),
    ).toEqual([
      {
        rule: "BR-CO-10",
        message: "The line net amounts add up to 2000, but the e-invoice's sum of lines (BT-106) is 200.",
      },
      {
        rule: "BR-CO-15",
        message: "The total without VAT 200 plus VAT 50 is 250, but the e-invoice's total with VAT (BT-112) is 205.",
      },
    ]);
  });
});

describe("each rule as a sentence", () => {
  it("the base invoice is consistent: 180.76 − 9.07 + 5.80 = 177.49; + 20.16 = 197.65; − 50.00 = 147.65", () => {
    expect(base().totals).toMatchObject({
      lineTotal: "180.76",
      allowanceTotal: "9.07",
      chargeTotal: "5.80",
      net: "177.49",
      tax: "20.16",
      total: "197.65",
      prepaid: "50.00",
      amountDue: "147.65",
    });
    expect(checkArithmetic(base())).toEqual([]);
  });

  it("BR-CO-10: line nets against the sum of lines", () => {
    const invoice = base();
    invoice.lines[0] = { ...invoice.lines[0], netAmount: "10.10" };
    expect(checkArithmetic(invoice)).toEqual([
      {
        rule: "BR-CO-10",
        message: "The line net amounts add up to 180.86, but the e-invoice's sum of lines (BT-106) is 180.76.",
      },
    ]);
  });

  it("BR-CO-13: sum − allowances + charges against the net", () => {
    expect(checkArithmetic(withTotals({ net: "177.59" }))[0]).toEqual({
      rule: "BR-CO-13",
      message:
        "The sum of lines 180.76 minus allowances 9.07 plus charges 5.80 is 177.49, but the e-invoice's total without VAT (BT-109) is 177.59.",
    });
  });

  it("BR-CO-15: net + VAT against the total (a transposed digit)", () => {
    expect(checkArithmetic(withTotals({ total: "197.56" }))).toEqual([
      {
        rule: "BR-CO-15",
        message:
          "The total without VAT 177.49 plus VAT 20.16 is 197.65, but the e-invoice's total with VAT (BT-112) is 197.56.",
      },
      {
        rule: "BR-CO-16",
        message:
          "The total with VAT 197.56 minus the amount already paid 50.00 is 147.56, but the e-invoice's amount due (BT-115) is 147.65.",
      },
    ]);
  });

  it("BR-CO-16: total − paid + rounding against the amount due", () => {
    expect(checkArithmetic(withTotals({ rounding: "0.01" }))).toEqual([
      {
        rule: "BR-CO-16",
        message:
          "The total with VAT 197.65 minus the amount already paid 50.00 plus rounding 0.01 is 147.66, but the e-invoice's amount due (BT-115) is 147.65.",
      },
    ]);
  });

  it("judges nothing it cannot compute: no totals, no rule", () => {
    const empty = {
      lineTotal: null,
      allowanceTotal: null,
      chargeTotal: null,
      net: null,
      tax: null,
      total: null,
      prepaid: null,
      rounding: null,
      amountDue: null,
    };
    expect(checkArithmetic({ ...base(), totals: empty })).toEqual([]);
  });

  it("compares exactly, where floating point would not (0.1 + 0.2 = 0.3)", () => {
    const invoice = withTotals({
      lineTotal: "0.1",
      allowanceTotal: null,
      chargeTotal: null,
      net: "0.1",
      tax: "0.2",
      total: "0.3",
      prepaid: null,
      amountDue: "0.3",
    });
    invoice.lines = [{ ...invoice.lines[0], netAmount: "0.1" }];
    expect(checkArithmetic(invoice)).toEqual([]);
  });
});
