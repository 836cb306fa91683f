import { readFileSync } from "node:fs";
import path from "node:path";
import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { readEInvoice } from "./readEInvoice";
import { EINVOICE_XML_DIR, corpusXmls } from "../../testing/einvoiceCorpus";
import type { EInvoice } from "./types";
import { MAX_XML_BYTES } from "./xml";

const corpusFile = (name: string) => readFileSync(path.join(EINVOICE_XML_DIR, name));

function read(input: Uint8Array | string): EInvoice {
  const result = readEInvoice(input);
  if (!result.ok) throw new Error(result.reason);
  return result.invoice;
}

function reasonFor(input: Uint8Array | string): string {
  const result = readEInvoice(input);
  if (result.ok) throw new Error("expected the XML to be refused");
  return result.reason;
}

const sum = (values: (string | null)[]) => values.reduce((acc, v) => acc.plus(v ?? 0), new Decimal(0));

describe("the standalone XML corpus", () => {
  const files = corpusXmls();

  it("holds the 55 CII and UBL files", () => {
    expect(files).toHaveLength(55);
  });

  it.each(files)("%s reads with number, date, currency, totals that add up and its lines", (name) => {
    const invoice = read(corpusFile(name));
    expect(invoice.syntax).toBe(name.startsWith("CII_") ? "CII" : "UBL");
    expect(invoice.invoiceNumber).toBeTruthy();
    expect(invoice.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.currency).toMatch(/^[A-Z]{3}$/);
    expect(invoice.seller.name).toBeTruthy();
    expect(invoice.buyer.name).toBeTruthy();
    expect(invoice.problems).toEqual([]);
    expect(invoice.lines.length).toBeGreaterThan(0);
    const t = invoice.totals;
    // The totals add up as EN 16931 defines them, except in the two samples the corpus publishes
    // as "not validating" (checks.test.ts shows what the checks say about those).
    if (/_not_validating_/.test(name)) return;
    expect(sum(invoice.lines.map((l) => l.netAmount)).equals(t.lineTotal!)).toBe(true);
    expect(
      sum([t.lineTotal, t.chargeTotal])
        .minus(t.allowanceTotal ?? 0)
        .equals(t.net!),
    ).toBe(true);
    expect(sum([t.net, t.tax]).equals(t.total!)).toBe(true);
    expect(
      sum([t.total])
        .minus(t.prepaid ?? 0)
        .plus(t.rounding ?? 0)
        .equals(t.amountDue!),
    ).toBe(true);
  });

  it("reads a UBL credit note as a credit note, with its credited lines", () => {
    const invoice = read(corpusFile("UBL_ubl-tc434-creditnote1.xml"));
    expect(invoice.flavour).toBe("UBL CreditNote");
    expect(invoice.typeCode).toBe("381");
    expect(invoice.isCreditNote).toBe(true);
    expect(invoice.lines[0].quantity).toBeTruthy();
  });

  it("keeps every other corpus file an invoice (a self-billed invoice, 389, is not a credit note)", () => {
    const creditNotes = corpusXmls().filter((name) => read(corpusFile(name)).isCreditNote);
    expect(creditNotes).toEqual(["UBL_ubl-tc434-creditnote1.xml"]);
  });

  it("reads the same business data from the CII and the UBL rendering of one invoice", () => {
    const cii = read(corpusFile("CII_EN16931_Einfach.cii.xml"));
    const ubl = read(corpusFile("UBL_EN16931_Einfach.ubl.xml"));
    for (const invoice of [cii, ubl]) {
      expect(invoice.invoiceNumber).toBe(cii.invoiceNumber);
      expect(invoice.issueDate).toBe(cii.issueDate);
      expect(invoice.seller.vatId).toBe(cii.seller.vatId);
      expect(new Decimal(invoice.totals.total!).equals(cii.totals.total!)).toBe(true);
      expect(invoice.lines.map((l) => l.name)).toEqual(cii.lines.map((l) => l.name));
      expect(invoice.lines.map((l) => new Decimal(l.unitPrice!).toString())).toEqual(
        cii.lines.map((l) => new Decimal(l.unitPrice!).toString()),
      );
      expect(invoice.lines.map((l) => new Decimal(l.taxRate!).toString())).toEqual(
        cii.lines.map((l) => new Decimal(l.taxRate!).toString()),
      );
    }
  });
});

const CII_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">`;

function cii(body: string) {
  return `${CII_HEAD}${body}</rsm:CrossIndustryInvoice>`;
}

describe("values as their types", () => {
  it("keeps amounts as the sender's decimal text, dates as ISO, entities decoded, names on one line", () => {
    const invoice = read(
      cii(`<rsm:ExchangedDocument><ram:ID>A&amp;B-&#49;</ram:ID><ram:TypeCode>381</ram:TypeCode>
        <ram:IssueDateTime><udt:DateTimeString format="102">20240229</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
        <rsm:SupplyChainTradeTransaction>
          <ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>Müller
            &amp; Söhne</ram:Name></ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement>
          <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
            <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
              <ram:TaxBasisTotalAmount>0.10</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">0.20</ram:TaxTotalAmount>
              <ram:GrandTotalAmount>0.30</ram:GrandTotalAmount><ram:DuePayableAmount>1,5</ram:DuePayableAmount>
            </ram:SpecifiedTradeSettlementHeaderMonetarySummation></ram:ApplicableHeaderTradeSettlement>
        </rsm:SupplyChainTradeTransaction>`),
    );
    expect(invoice.invoiceNumber).toBe("A&B-1");
    expect(invoice.issueDate).toBe("2024-02-29");
    expect(invoice.isCreditNote).toBe(true);
    expect(invoice.seller.name).toBe("Müller & Söhne");
    expect(invoice.totals).toMatchObject({ net: "0.10", tax: "0.20", total: "0.30", amountDue: null });
    expect(invoice.problems).toEqual(['BT-115 (amount due) is not a number: "1,5".']);
  });

  it("refuses a date that is no calendar day, saying which term it is", () => {
    const invoice = read(
      cii(`<rsm:ExchangedDocument><ram:ID>1</ram:ID>
        <ram:IssueDateTime><udt:DateTimeString format="102">20230231</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>`),
    );
    expect(invoice.issueDate).toBeNull();
    expect(invoice.problems).toEqual(['BT-2 (issue date) is not a date: "20230231".']);
  });
});

describe("bad input gives a reason, never an exception", () => {
  const einfach = corpusFile("CII_EN16931_Einfach.cii.xml");

  it("a truncated file", () => {
    expect(reasonFor(einfach.subarray(0, Math.floor(einfach.length * 0.6)))).toMatch(/^The XML cannot be read: /);
  });

  it("an XML whose root is not an invoice", () => {
    expect(
      reasonFor(
        `<?xml version="1.0"?><Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><ID>1</ID></Order>`,
      ),
    ).toBe(
      "The XML is not an e-invoice: its root element is Order, not a CII CrossIndustryInvoice or a UBL Invoice or CreditNote.",
    );
  });

  it("an invoice root in a foreign namespace", () => {
    expect(reasonFor(`<Invoice xmlns="urn:example:invoice"><ID>1</ID></Invoice>`)).toBe(
      "The XML's root element Invoice is in the namespace urn:example:invoice, which is not a CII or UBL e-invoice standard.",
    );
  });

  it("a DOCTYPE with entities (entity expansion bomb, external entity)", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
      <Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>&lol2;</ID></Invoice>`;
    const xxe = `<?xml version="1.0"?><!-- a comment first --><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>&x;</ID></Invoice>`;
    for (const xml of [bomb, xxe])
      expect(reasonFor(xml)).toMatch(/declares a document type \(DOCTYPE\).*no entity is expanded/);
  });

  it("50 MB of nesting is refused by size, deep nesting of any size by depth", () => {
    const open = "<a>".repeat(1000);
    const deep = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">${open}`;
    const fifty = Buffer.alloc(50 * 1024 * 1024, "<a>");
    expect(fifty.byteLength).toBeGreaterThan(MAX_XML_BYTES);
    expect(reasonFor(fifty)).toMatch(/^The XML file is 50 MB; e-invoices above 30 MB are not read\.$/);
    expect(reasonFor(deep + "</a>".repeat(1000) + "</Invoice>")).toMatch(/^The XML cannot be read: .*nest/i);
  });

  it("an empty file, a file that is not text, a file with no element", () => {
    expect(reasonFor("")).toBe("The XML file is empty.");
    expect(reasonFor(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0xfe, 0x00, 0xc3]))).toBe(
      "The XML file is not UTF-8 text.",
    );
    expect(reasonFor("just some words")).toBe("The file holds no XML element.");
  });
});
