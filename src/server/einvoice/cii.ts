/**
 * UN/CEFACT Cross Industry Invoice, the syntax of ZUGFeRD, Factur-X and XRechnung CII. Two
 * generations share one reader: ZUGFeRD 1.0's CrossIndustryDocument and the D16B
 * CrossIndustryInvoice of ZUGFeRD 2.x / Factur-X / XRechnung. They differ only in the names of a
 * few containers, listed below.
 */
import type { EInvoice, EInvoiceFlavour, InvoiceLine, Party, Payment, Totals } from "./types";
import { Problems, dateOf, decimalOf, isCreditNoteCode, oneLine } from "./values";
import { at, attr, child, children, textAt, textOf, type XmlNode } from "./xml";

interface CiiNames {
  flavour: EInvoiceFlavour;
  context: string;
  header: string;
  transaction: string;
  agreement: string;
  settlement: string;
  summation: string;
  lineAgreement: string;
  lineDelivery: string;
  lineSettlement: string;
  lineSummation: string;
  lineTaxRate: string;
}

const D16B: CiiNames = {
  flavour: "CII",
  context: "ExchangedDocumentContext",
  header: "ExchangedDocument",
  transaction: "SupplyChainTradeTransaction",
  agreement: "ApplicableHeaderTradeAgreement",
  settlement: "ApplicableHeaderTradeSettlement",
  summation: "SpecifiedTradeSettlementHeaderMonetarySummation",
  lineAgreement: "SpecifiedLineTradeAgreement",
  lineDelivery: "SpecifiedLineTradeDelivery",
  lineSettlement: "SpecifiedLineTradeSettlement",
  lineSummation: "SpecifiedTradeSettlementLineMonetarySummation",
  lineTaxRate: "RateApplicablePercent",
};

const ZUGFERD_1: CiiNames = {
  flavour: "ZUGFeRD 1.0",
  context: "SpecifiedExchangedDocumentContext",
  header: "HeaderExchangedDocument",
  transaction: "SpecifiedSupplyChainTradeTransaction",
  agreement: "ApplicableSupplyChainTradeAgreement",
  settlement: "ApplicableSupplyChainTradeSettlement",
  summation: "SpecifiedTradeSettlementMonetarySummation",
  lineAgreement: "SpecifiedSupplyChainTradeAgreement",
  lineDelivery: "SpecifiedSupplyChainTradeDelivery",
  lineSettlement: "SpecifiedSupplyChainTradeSettlement",
  lineSummation: "SpecifiedTradeSettlementMonetarySummation",
  lineTaxRate: "ApplicablePercent",
};

/** Read a CII root (CrossIndustryInvoice or CrossIndustryDocument) into the EN 16931 terms. */
export function readCii(root: XmlNode, generation: "D16B" | "ZUGFeRD 1.0"): EInvoice {
  const names = generation === "D16B" ? D16B : ZUGFERD_1;
  const problems = new Problems();
  const header = child(root, names.header);
  const transaction = child(root, names.transaction);
  const agreement = child(transaction, names.agreement);
  const settlement = child(transaction, names.settlement);
  const currency = textAt(settlement, "InvoiceCurrencyCode");
  const typeCode = textAt(header, "TypeCode");
  return {
    syntax: "CII",
    flavour: names.flavour,
    profile: textAt(root, names.context, "GuidelineSpecifiedDocumentContextParameter", "ID"),
    invoiceNumber: textAt(header, "ID"),
    issueDate: dateTime(at(header, "IssueDateTime"), "BT-2 (issue date)", problems),
    typeCode,
    isCreditNote: isCreditNoteCode(typeCode),
    currency,
    dueDate: dateTime(at(settlement, "SpecifiedTradePaymentTerms", "DueDateDateTime"), "BT-9 (due date)", problems),
    buyerReference: textAt(agreement, "BuyerReference"),
    seller: party(child(agreement, "SellerTradeParty")),
    buyer: party(child(agreement, "BuyerTradeParty")),
    payment: payment(settlement),
    totals: totals(child(settlement, names.summation), currency, problems),
    lines: children(transaction, "IncludedSupplyChainTradeLineItem").map((item) => line(item, names, problems)),
    problems: problems.list,
  };
}

/** A CII date: udt:DateTimeString with its format attribute (ZUGFeRD drafts put the text inline). */
function dateTime(node: XmlNode | undefined, term: string, problems: Problems) {
  const inner = child(node, "DateTimeString") ?? node;
  return dateOf(textOf(inner), attr(inner, "format") ?? "102", term, problems);
}

function party(node: XmlNode | undefined): Party {
  const registrations = children(node, "SpecifiedTaxRegistration");
  const registration = (scheme: string) =>
    textOf(registrations.map((r) => child(r, "ID")).find((id) => attr(id, "schemeID") === scheme));
  const address = child(node, "PostalTradeAddress");
  return {
    name: oneLine(textAt(node, "Name")),
    tradingName: oneLine(textAt(node, "SpecifiedLegalOrganization", "TradingBusinessName")),
    vatId: registration("VA"),
    taxRegistration: registration("FC"),
    address: {
      lines: ["LineOne", "LineTwo", "LineThree"]
        .map((name) => oneLine(textAt(address, name)))
        .filter((l): l is string => l !== null),
      postcode: textAt(address, "PostcodeCode"),
      city: textAt(address, "CityName"),
      country: textAt(address, "CountryID"),
    },
  };
}

function payment(settlement: XmlNode | undefined): Payment {
  const means = children(settlement, "SpecifiedTradeSettlementPaymentMeans");
  // Several means may be listed (transfer and card, say): the first one with an account is the one
  // to pay into.
  const payee = means.find((m) => child(m, "PayeePartyCreditorFinancialAccount")) ?? means[0];
  const account = child(payee, "PayeePartyCreditorFinancialAccount");
  const debited = means.map((m) => child(m, "PayerPartyDebtorFinancialAccount")).find(Boolean);
  const terms = children(settlement, "SpecifiedTradePaymentTerms")
    .map((t) => textAt(t, "Description"))
    .filter(Boolean);
  return {
    meansCode: textAt(payee, "TypeCode"),
    reference: textAt(settlement, "PaymentReference"),
    iban: textAt(account, "IBANID") ?? textAt(account, "ProprietaryID"),
    accountName: textAt(account, "AccountName"),
    bic: textAt(payee, "PayeeSpecifiedCreditorFinancialInstitution", "BICID"),
    debitedAccount: textAt(debited, "IBANID") ?? textAt(debited, "ProprietaryID"),
    terms: terms.length > 0 ? terms.join("\n") : null,
  };
}

function totals(summation: XmlNode | undefined, currency: string | null, problems: Problems): Totals {
  const amount = (name: string, term: string) => decimalOf(textAt(summation, name), term, problems);
  // BT-110 is the VAT total in the invoice currency; a second TaxTotalAmount (BT-111) may give it in
  // the accounting currency.
  const taxes = children(summation, "TaxTotalAmount");
  const tax =
    taxes.find((t) => attr(t, "currencyID") === currency) ?? taxes.find((t) => !attr(t, "currencyID")) ?? taxes[0];
  return {
    lineTotal: amount("LineTotalAmount", "BT-106 (sum of line net amounts)"),
    allowanceTotal: amount("AllowanceTotalAmount", "BT-107 (sum of allowances)"),
    chargeTotal: amount("ChargeTotalAmount", "BT-108 (sum of charges)"),
    net: amount("TaxBasisTotalAmount", "BT-109 (total without VAT)"),
    tax: decimalOf(textOf(tax), "BT-110 (total VAT)", problems),
    total: amount("GrandTotalAmount", "BT-112 (total with VAT)"),
    prepaid: amount("TotalPrepaidAmount", "BT-113 (paid amount)"),
    rounding: amount("RoundingAmount", "BT-114 (rounding amount)"),
    amountDue: amount("DuePayableAmount", "BT-115 (amount due)"),
  };
}

function line(item: XmlNode, names: CiiNames, problems: Problems): InvoiceLine {
  const id = textAt(item, "AssociatedDocumentLineDocument", "LineID");
  const term = (bt: string, what: string) => `${bt} (${what}${id ? ` of line ${id}` : ""})`;
  const quantity = at(item, names.lineDelivery, "BilledQuantity");
  const settlement = child(item, names.lineSettlement);
  return {
    id,
    name: oneLine(textAt(item, "SpecifiedTradeProduct", "Name")),
    quantity: decimalOf(textOf(quantity), term("BT-129", "quantity"), problems),
    unitCode: attr(quantity, "unitCode"),
    unitPrice: decimalOf(
      textAt(item, names.lineAgreement, "NetPriceProductTradePrice", "ChargeAmount"),
      term("BT-146", "unit price"),
      problems,
    ),
    netAmount: decimalOf(
      textAt(settlement, names.lineSummation, "LineTotalAmount"),
      term("BT-131", "line net amount"),
      problems,
    ),
    taxRate: decimalOf(
      textAt(settlement, "ApplicableTradeTax", names.lineTaxRate),
      term("BT-152", "VAT rate"),
      problems,
    ),
  };
}
