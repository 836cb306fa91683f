import { describe, expect, it } from "vitest";
import type { ExtractionField, ValueListItem } from "../engines/extraction/types";
import { termValueFor, withEInvoiceLines } from "./mapToClass";
import { readEInvoice } from "./readEInvoice";
import { corpusFile } from "../../testing/einvoiceCorpus";
import type { EInvoice } from "./types";

function corpusInvoice(name: string): EInvoice {
  const result = readEInvoice(corpusFile(name));
  if (!result.ok) throw new Error(result.reason);
  return result.invoice;
}

const field = (
  name: string,
  dataType: ExtractionField["dataType"] = "String",
  extra: Partial<ExtractionField> = {},
): ExtractionField => ({ _id: name, name, dataType, ...extra });

describe("business terms by the field's concept", () => {
  const partial = corpusInvoice("CII_EN16931_1_Teilrechnung.cii.xml");

  it("gives number, dates, parties and amounts to fields named in English or German", () => {
    expect(termValueFor(field("Invoice Number"), partial)).toEqual({ term: "BT-1", value: "471102" });
    expect(termValueFor(field("Rechnungsnummer"), partial)).toEqual({ term: "BT-1", value: "471102" });
    expect(termValueFor(field("Rechnungsdatum", "Date"), partial)).toEqual({ term: "BT-2", value: "2018-06-05" });
    expect(termValueFor(field("Vendor"), partial)).toEqual({ term: "BT-27", value: "Lieferant GmbH" });
    expect(termValueFor(field("VAT number"), partial)).toEqual({ term: "BT-31", value: "DE123456789" });
    expect(termValueFor(field("Customer"), partial)).toEqual({ term: "BT-44", value: "Kunden AG Mitte" });
    expect(termValueFor(field("Net Amount", "Number"), partial)).toEqual({ term: "BT-109", value: 177.49 });
    expect(termValueFor(field("Tax Amount", "Number"), partial)).toEqual({ term: "BT-110", value: 20.16 });
    expect(termValueFor(field("Currency"), partial)).toEqual({ term: "BT-5", value: "EUR" });
  });

  it("tells the total (BT-112) from the amount due (BT-115) when something was prepaid", () => {
    expect(termValueFor(field("Total", "Number"), partial)).toEqual({ term: "BT-112", value: 197.65 });
    expect(termValueFor(field("Amount Due", "Number"), partial)).toEqual({ term: "BT-115", value: 147.65 });
  });

  it("gives a VAT rate only when every line has the same one", () => {
    expect(termValueFor(field("VAT rate", "Number"), partial)).toBeNull();
    const single = corpusInvoice("CII_EN16931_2_Teilrechnung.cii.xml");
    expect(termValueFor(field("VAT rate", "Number"), single)).toEqual({ term: "BT-152", value: 7 });
  });

  it("gives a direct debit's debited account to an IBAN field when no payee account is given", () => {
    const debit = corpusInvoice("CII_EN16931_SEPA_Prenotification.cii.xml");
    expect(termValueFor(field("IBAN"), debit)).toEqual({ term: "BT-91", value: "DE21860000000086001055" });
    const transfer = corpusInvoice("CII_XRECHNUNG_Einfach.cii.xml");
    expect(termValueFor(field("IBAN"), transfer)?.term).toBe("BT-84");
  });

  it("leaves fields with no term, or with a term the data lacks, to the visual extractor", () => {
    expect(termValueFor(field("Order Date", "Date"), partial)).toBeNull();
    expect(termValueFor(field("Due Date", "Date"), partial)).toBeNull();
    expect(termValueFor(field("Remarks"), partial)).toBeNull();
  });

  it("matches a master-key seller by VAT id or IBAN in its record, then by name", () => {
    const vendor = field("Vendor", "Master_Key", { valueListCategory: "vendors" });
    const byVat: Record<string, ValueListItem[]> = {
      vendors: [
        { _id: "1", value: "Other Ltd", data: {} },
        { _id: "2", value: "Lieferant (Munich)", data: { vat: "DE 123 456 789" } },
      ],
    };
    expect(termValueFor(vendor, partial, byVat)).toEqual({ term: "BT-27", value: "Lieferant (Munich)" });
    const byName = { vendors: [{ _id: "3", value: "lieferant gmbh", data: {} }] };
    expect(termValueFor(vendor, partial, byName)).toEqual({ term: "BT-27", value: "lieferant gmbh" });
    expect(termValueFor(vendor, partial, { vendors: [{ _id: "4", value: "Someone Else", data: {} }] })).toBeNull();
  });
});

describe("the invoice lines in the class's table", () => {
  const invoice = corpusInvoice("CII_EN16931_1_Teilrechnung.cii.xml");
  const columns = [
    field("Artikel"),
    field("Menge", "Number"),
    field("Einzelpreis", "Number"),
    field("Line Total", "Number"),
    field("Remark"),
  ];
  const classTables = [{ name: "Items", columns: columns.map((f) => ({ field: f })) }];
  const cellId = (table: string, row: number, fieldId: string) => `${table}/${row}/${fieldId}`;
  const visual = [
    { name: "Items", rows: [[{ field: { _id: "Artikel", name: "Artikel" }, value: "read off the page", _id: "x" }]] },
  ];

  it("puts each line's name, quantity, price and net under the columns whose headers name them, typed", () => {
    const [items] = withEInvoiceLines(visual, classTables, invoice, cellId);
    expect(items.rows).toHaveLength(invoice.lines.length);
    const first = invoice.lines[0];
    expect(items.rows[0].map((c: any) => [c.field._id, c.value, c._id])).toEqual([
      ["Artikel", first.name, "Items/0/Artikel"],
      ["Menge", Number(first.quantity), "Items/0/Menge"],
      ["Einzelpreis", Number(first.unitPrice), "Items/0/Einzelpreis"],
      ["Line Total", Number(first.netAmount), "Items/0/Line Total"],
      // No line term is a remark: the column stays empty.
      ["Remark", null, "Items/0/Remark"],
    ]);
  });

  it("leaves a table none of whose columns names a line term, and an invoice without lines, as the page gave them", () => {
    const other = [{ name: "Notes", columns: [{ field: field("Remark") }] }];
    expect(withEInvoiceLines([{ name: "Notes", rows: [] }], other, invoice, cellId)).toEqual([
      { name: "Notes", rows: [] },
    ]);
    expect(withEInvoiceLines(visual, classTables, { ...invoice, lines: [] }, cellId)).toBe(visual);
  });
});
