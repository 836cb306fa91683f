/**
 * OASIS UBL 2.1 Invoice and CreditNote, as EN 16931 binds them (Peppol BIS 3, XRechnung UBL).
 */
import type { EInvoice, InvoiceLine, Party, Payment, Totals } from "./types";
import { Problems, dateOf, decimalOf, isCreditNoteCode, oneLine } from "./values";
import { at, attr, child, children, textAt, textOf, type XmlNode } from "./xml";

/** Read a UBL Invoice or CreditNote root into the EN 16931 terms. */
export function readUbl(root: XmlNode, kind: "Invoice" | "CreditNote"): EInvoice {
  const problems = new Problems();
  const currency = textAt(root, "DocumentCurrencyCode");
  const typeCode = textAt(root, kind === "Invoice" ? "InvoiceTypeCode" : "CreditNoteTypeCode");
  const means = children(root, "PaymentMeans");
  // A credit note has no DueDate of its own; EN 16931 puts BT-9 on the payment means there.
  const due = textAt(root, "DueDate") ?? means.map((m) => textAt(m, "PaymentDueDate")).find(Boolean) ?? null;
  const lineName = kind === "Invoice" ? "InvoiceLine" : "CreditNoteLine";
  return {
    syntax: "UBL",
    flavour: kind === "Invoice" ? "UBL Invoice" : "UBL CreditNote",
    profile: textAt(root, "CustomizationID"),
    invoiceNumber: textAt(root, "ID"),
    issueDate: dateOf(textAt(root, "IssueDate"), null, "BT-2 (issue date)", problems),
    typeCode,
    isCreditNote: kind === "CreditNote" || isCreditNoteCode(typeCode),
    currency,
    dueDate: dateOf(due, null, "BT-9 (due date)", problems),
    buyerReference: textAt(root, "BuyerReference"),
    seller: party(at(root, "AccountingSupplierParty", "Party")),
    buyer: party(at(root, "AccountingCustomerParty", "Party")),
    payment: payment(root, means),
    totals: totals(root, currency, problems),
    lines: children(root, lineName).map((item) => line(item, kind, problems)),
    problems: problems.list,
  };
}

function party(node: XmlNode | undefined): Party {
  const schemes = children(node, "PartyTaxScheme");
  const isVat = (scheme: XmlNode) => textAt(scheme, "TaxScheme", "ID")?.toUpperCase() === "VAT";
  const address = child(node, "PostalAddress");
  const lines = [
    textAt(address, "StreetName"),
    textAt(address, "AdditionalStreetName"),
    ...children(address, "AddressLine").map((l) => textAt(l, "Line")),
  ];
  const tradingName = oneLine(textAt(node, "PartyName", "Name"));
  return {
    // BT-27 is the registration name; the trading name stands in when a sender gives only that.
    name: oneLine(textAt(node, "PartyLegalEntity", "RegistrationName")) ?? tradingName,
    tradingName,
    vatId: textAt(schemes.find(isVat), "CompanyID"),
    taxRegistration: textAt(
      schemes.find((s) => !isVat(s)),
      "CompanyID",
    ),
    address: {
      lines: lines.map(oneLine).filter((l): l is string => l !== null),
      postcode: textAt(address, "PostalZone"),
      city: textAt(address, "CityName"),
      country: textAt(address, "Country", "IdentificationCode"),
    },
  };
}

function payment(root: XmlNode, means: XmlNode[]): Payment {
  const payee = means.find((m) => child(m, "PayeeFinancialAccount")) ?? means[0];
  const account = child(payee, "PayeeFinancialAccount");
  const mandate = means.map((m) => child(m, "PaymentMandate")).find(Boolean);
  const terms = children(root, "PaymentTerms")
    .flatMap((t) => children(t, "Note").map(textOf))
    .filter(Boolean);
  return {
    meansCode: textAt(payee, "PaymentMeansCode"),
    reference: textAt(payee, "PaymentID"),
    iban: textAt(account, "ID"),
    accountName: textAt(account, "Name"),
    bic: textAt(account, "FinancialInstitutionBranch", "ID"),
    debitedAccount: textAt(mandate, "PayerFinancialAccount", "ID"),
    terms: terms.length > 0 ? terms.join("\n") : null,
  };
}

function totals(root: XmlNode, currency: string | null, problems: Problems): Totals {
  const monetary = child(root, "LegalMonetaryTotal");
  const amount = (name: string, term: string) => decimalOf(textAt(monetary, name), term, problems);
  // BT-110 is the TaxTotal in the document currency; a second one (BT-111) may be in the tax currency.
  const taxes = children(root, "TaxTotal").map((t) => child(t, "TaxAmount"));
  const tax = taxes.find((t) => attr(t, "currencyID") === currency) ?? taxes[0];
  return {
    lineTotal: amount("LineExtensionAmount", "BT-106 (sum of line net amounts)"),
    allowanceTotal: amount("AllowanceTotalAmount", "BT-107 (sum of allowances)"),
    chargeTotal: amount("ChargeTotalAmount", "BT-108 (sum of charges)"),
    net: amount("TaxExclusiveAmount", "BT-109 (total without VAT)"),
    tax: decimalOf(textOf(tax), "BT-110 (total VAT)", problems),
    total: amount("TaxInclusiveAmount", "BT-112 (total with VAT)"),
    prepaid: amount("PrepaidAmount", "BT-113 (paid amount)"),
    rounding: amount("PayableRoundingAmount", "BT-114 (rounding amount)"),
    amountDue: amount("PayableAmount", "BT-115 (amount due)"),
  };
}

function line(item: XmlNode, kind: "Invoice" | "CreditNote", problems: Problems): InvoiceLine {
  const id = textAt(item, "ID");
  const term = (bt: string, what: string) => `${bt} (${what}${id ? ` of line ${id}` : ""})`;
  const quantity = child(item, kind === "Invoice" ? "InvoicedQuantity" : "CreditedQuantity");
  return {
    id,
    name: oneLine(textAt(item, "Item", "Name")),
    quantity: decimalOf(textOf(quantity), term("BT-129", "quantity"), problems),
    unitCode: attr(quantity, "unitCode"),
    unitPrice: decimalOf(textAt(item, "Price", "PriceAmount"), term("BT-146", "unit price"), problems),
    netAmount: decimalOf(textAt(item, "LineExtensionAmount"), term("BT-131", "line net amount"), problems),
    taxRate: decimalOf(textAt(item, "Item", "ClassifiedTaxCategory", "Percent"), term("BT-152", "VAT rate"), problems),
  };
}
