import { describe, expect, it } from "vitest";
import type { DataType } from "../../../domain/entities";
import { parseFormula } from "../../../domain/formula";
import { labelCandidates } from "./candidates";
import { readAmount } from "./readers";
import { extractDocument } from "./extractDocument";
import { buildLabelDefs, findLabels, labelIndex } from "./labels";
import { buildLayout } from "./layout";
import { L, R, page } from "../../../testing/extractionPages";
import type { ExtractionClass, ExtractionClassField } from "./types";

const field = (
  _id: string,
  name: string,
  dataType: DataType,
  extra: Partial<ExtractionClassField["field"]> = {},
  validation = {},
): ExtractionClassField => ({
  field: { _id, name, dataType, description: "", valueListCategory: null, ...extra },
  order: 0,
  validation: { required: false, regex: "", formula: null, formulaText: "", ...validation },
});

const invoiceClass = (extra: ExtractionClassField[] = []): ExtractionClass => ({
  _id: "class-invoice",
  fields: [
    field("number", "Invoice Number", "String"),
    field("date", "Invoice Date", "Date"),
    field("total", "Total", "Number"),
    field("net", "Net", "Number"),
    field("tax", "Tax", "Number"),
    field("currency", "Currency", "String"),
    ...extra,
  ],
  tables: [],
});

const valuesOf = (result: ReturnType<typeof extractDocument>) =>
  Object.fromEntries(result.properties.map((p) => [p.field._id, p.value]));

describe("extractDocument: labels and values", () => {
  it("reads an English invoice: values beside their labels, the due date not taken for the invoice date", () => {
    const doc = page([
      L(40, 40, "Acme Widgets Ltd.", 16),
      L(90, 40, "Invoice No: INV-2024-0042"),
      L(105, 40, "Due Date: March 30, 2024"),
      L(120, 40, "Invoice Date: March 1, 2024"),
      R(400, [300, "Subtotal"], [450, "$1,250.00"]),
      R(415, [300, "VAT 20%"], [450, "$250.00"]),
      R(430, [300, "Amount due"], [450, "$1,500.00"]),
    ]);
    const result = extractDocument({ pages: [doc], documentClass: invoiceClass() });
    expect(valuesOf(result)).toEqual({
      number: "INV-2024-0042",
      date: "2024-03-01",
      total: 1500,
      net: 1250,
      tax: 250,
      currency: "USD",
    });
    expect(result.properties.every((p) => p.validated && p.error === null)).toBe(true);
    expect(result.properties.find((p) => p.field._id === "total")?.originalValue).toBe(1500);
  });

  it("reads a German invoice with day-first dates, decimal commas and German labels", () => {
    const doc = page([
      L(40, 40, "Muster GmbH - Hauptstr. 1 - 10115 Berlin", 8),
      R(120, [40, "Rechnungsnr."], [130, "30064443"], [300, "Kundennr."], [360, "47774"]),
      R(135, [40, "Rechnungsdatum"], [130, "7. Mai 2014"]),
      R(400, [300, "Nettobetrag"], [480, "1.000,00 EUR"]),
      R(415, [300, "MwSt. 19%"], [480, "190,00 EUR"]),
      R(430, [300, "Gesamtbetrag"], [480, "1.190,00 EUR"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toEqual({
      number: "30064443",
      date: "2014-05-07",
      total: 1190,
      net: 1000,
      tax: 190,
      currency: "EUR",
    });
  });

  it("reads a French invoice whose number is glued to 'n°' and whose date has no label", () => {
    const doc = page([
      L(40, 40, "Free Service Abonné"),
      L(200, 40, "Facture n°562044387 du 02 Juillet 2015"),
      L(215, 40, "Date limite de paiement le 05 Juillet 2015"),
      R(300, [300, "Total HT"], [480, "24,99 €"]),
      R(315, [300, "TVA 20%"], [480, "5,00 €"]),
      R(330, [300, "Total TTC"], [480, "29,99 €"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      number: "562044387",
      date: "2015-07-02",
      total: 29.99,
      net: 24.99,
      tax: 5,
      currency: "EUR",
    });
  });

  it("sums taxes of two kinds printed one under the other (Canada's GST and PST)", () => {
    const doc = page([
      L(40, 40, "Example Outfitters Ltd."),
      L(100, 40, "Invoice No. 5521"),
      R(240, [360, "Subtotal"], [480, "500.00"]),
      R(254, [360, "GST 5%"], [480, "25.00"]),
      R(268, [360, "PST 7%"], [480, "35.00"]),
      R(282, [360, "Total CAD"], [480, "560.00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 560,
      net: 500,
      tax: 60,
    });
  });

  it.each([
    ["Total (GST inclusive)", "GST included"],
    ["Total", "Includes GST of"],
  ])("reads a total of tax-inclusive prices and the tax it includes ('%s', '%s'), items adding up or not", (t, g) => {
    const doc = page([
      L(40, 40, "Example Kitchen Ltd"),
      L(100, 40, "Tax Invoice INV-77"),
      R(180, [40, "Platters"], [480, "180.00"]),
      R(194, [40, "Delivery"], [480, "36.00"]),
      R(230, [360, t], [480, "$216.00"]),
      R(244, [360, g], [480, "$28.17"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 216,
      net: 187.83,
      tax: 28.17,
    });
  });

  it("reads amounts in Singapore dollars ('S$')", () => {
    const doc = page([
      L(40, 40, "Example Services"),
      L(100, 40, "Invoice No: EX/31/7"),
      R(200, [40, "Servicing"], [320, "4"], [390, "30.00"], [480, "120.00"]),
      R(214, [40, "Overhaul"], [320, "1"], [390, "260.00"], [480, "260.00"]),
      R(250, [360, "Total"], [480, "S$380.00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 380,
    });
  });

  it("reads a small firm's one-digit number, an Italian 'Data' (not the due date's), not a decree's date after 'del'", () => {
    const doc = page([
      L(40, 40, "Esempio Consulenze"),
      L(200, 40, "Fattura n. 3"),
      L(212, 40, "Data 10/07/2031"),
      R(240, [40, "Data di scadenza pagamento"], [300, "Conto cliente n."]),
      R(252, [40, "09.08.2031"], [300, "K-0001"]),
      R(300, [360, "Totale fattura"], [480, "1.000,00"]),
      L(400, 40, "Operazione senza addebito d'imposta ai sensi del D.M. 21/06/2021."),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      number: "3",
      date: "2031-07-10",
    });
  });

  it("reads the Austrian month 'Feber' and a credit note's amounts printed with the minus before the euro sign", () => {
    const doc = page([
      L(40, 40, "Beispiel OG"),
      L(100, 40, "Gutschrift Nr. G-31-07"),
      L(112, 40, "Graz, am 12. Feber 2031"),
      R(270, [360, "Zwischensumme"], [480, "-€ 40,00"]),
      R(284, [360, "USt 20%"], [480, "-€ 8,00"]),
      R(298, [360, "Gesamt"], [480, "-€ 48,00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      date: "2031-02-12",
      total: -48,
      net: -40,
      tax: -8,
    });
  });

  it("reads a fee note's number beside its title ('HONORARNOTE  Nr. …'), not a quarter's number in the lines", () => {
    const doc = page([
      L(40, 57, "Kanzlei Beispiel GmbH"),
      R(220, [57, "HONORARNOTE"], [380, "Nr. 2031/007"]),
      L(232, 380, "Klagenfurt, 19.04.2031"),
      R(260, [57, "Lohnverrechnung 1. Quartal 2031"], [470, "500,00"]),
      R(300, [360, "Honorar netto"], [480, "500,00"]),
      R(314, [360, "20 % USt"], [480, "100,00"]),
      R(328, [360, "Gesamtbetrag"], [480, "€ 600,00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      number: "2031/007",
    });
  });

  it("reads an Italian export 'non imponibile' as bearing no VAT, the stamp duty in its total, not the article's number", () => {
    const doc = page([
      L(40, 40, "Calzature Esempio S.r.l."),
      L(180, 40, "Fattura n. 31/E"),
      R(254, [40, "Stivale, pelle"], [320, "60"], [390, "78,00"], [480, "4.680,00"]),
      R(270, [360, "Totale merce"], [480, "4.680,00"]),
      R(284, [360, "Bollo"], [480, "2,00"]),
      R(298, [360, "Totale documento"], [480, "4.682,00"]),
      L(320, 40, "Operazione non imponibile IVA ai sensi dell'art. 8, comma 1, lett. a) DPR 633/72."),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 4682,
      net: 4682,
      tax: 0,
    });
  });

  it("reads Belgian totals marked HTVA (before VAT) and TVAC (VAT included) over two rates", () => {
    const doc = page([
      L(40, 40, "Chauffage Exemple SA"),
      L(100, 40, "Facture 31/0072"),
      L(115, 40, "Date : 09/10/2031"),
      R(200, [40, "Pose d'une chaudière"], [300, "6 %"], [480, "2.000,00"]),
      R(215, [40, "Vanne thermostatique"], [300, "21 %"], [480, "400,00"]),
      R(260, [360, "Total HTVA"], [480, "2.400,00"]),
      R(275, [360, "TVA 6 %"], [480, "120,00"]),
      R(290, [360, "TVA 21 %"], [480, "84,00"]),
      R(305, [360, "Total TVAC"], [480, "2.604,00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 2604,
      net: 2400,
      tax: 204,
    });
  });

  it("reads values printed under their labels (a form laid out in columns)", () => {
    const doc = page([
      R(100, [40, "Invoice Date:"], [200, "Due Date:"], [360, "Reference:"]),
      R(115, [40, "03/20/2023"], [200, "04/04/2023"], [360, "CUSTREF123"]),
      R(150, [300, "Booking ID"], [420, "Payment Mode"]),
      R(165, [300, "IBZY2087"], [420, "Cash at Hotel"]),
    ]);
    const values = valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }));
    expect(values.date).toBe("2023-03-20");
    expect(values.number).toBe("IBZY2087");
  });

  it("chooses the amounts that add up when a label appears several times", () => {
    const doc = page([
      R(300, [300, "Subtotal"], [480, "$ 112.00"]),
      R(360, [300, "Subtotal"], [480, "$ 150.90"]),
      R(400, [300, "Subtotal"], [480, "$ 262.90"]),
      R(415, [300, "Tax 15% on $ 112.90"], [480, "$ 16.94"]),
      R(430, [300, "Total"], [480, "$ 279.84"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 279.84,
      net: 262.9,
      tax: 16.94,
    });
  });

  it("computes a missing net from the total and the tax, and takes net = total when no tax is printed", () => {
    const withTax = page([
      R(300, [300, "Tax"], [480, "$0.00"]),
      R(315, [300, "Total for this invoice"], [480, "$4.11"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [withTax], documentClass: invoiceClass() }))).toMatchObject({
      total: 4.11,
      tax: 0,
      net: 4.11,
    });
    const noTax = page([R(300, [300, "Total EUR"], [480, "34,73"])]);
    expect(valuesOf(extractDocument({ pages: [noTax], documentClass: invoiceClass() }))).toMatchObject({
      total: 34.73,
      tax: 0,
      net: 34.73,
    });
  });

  it("reads an amount far right of a label that starts a sentence, not the one on the line above; the net is the printed difference", () => {
    // No net label a dictionary knows ("Premium"); the tax's label is followed by words, its amount sits in the right column.
    const doc = page([
      R(300, [40, "Premium"], [480, "1.000,00 €"]),
      R(312, [40, "Tax on buildings cover"], [480, "163,40 €"]),
      R(324, [40, "Invoice amount"], [480, "1.163,40 €"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 1163.4,
      tax: 163.4,
      net: 1000,
    });
  });

  it("reads the column of a summary table: the total row of 'Montant HT'", () => {
    const doc = page([
      R(370, [290, "Montant EUR HT"], [400, "Montant TVA"], [490, "Montant EUR TTC"]),
      R(385, [40, "Abonnements"], [330, "24.99"], [430, "5.00"], [530, "29.99"]),
      R(400, [40, "Communications"], [330, "0.00"], [430, "0.00"], [530, "0.00"]),
      R(415, [40, "Total facture"], [330, "24.99"], [430, "5.00"], [530, "29.99"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 29.99,
      net: 24.99,
      tax: 5,
    });
  });

  it("leaves a field empty when nothing on the page names it", () => {
    const doc = page([L(100, 40, "Dear customer, thank you for your order.")]);
    const result = extractDocument({ pages: [doc], documentClass: invoiceClass() });
    expect(valuesOf(result)).toMatchObject({ number: null, date: null, total: null });
    expect(result.annotations.fields).toEqual([]);
  });

  it("uses the field's own name and description as labels for fields no concept knows", () => {
    const doc = page([R(100, [40, "Kostenstelle:"], [140, "4711-A"]), R(115, [40, "Projekt:"], [140, "Neubau Nord"])]);
    const cls: ExtractionClass = {
      fields: [
        field("cc", "Cost Center", "String", { description: "Kostenstelle" }),
        field("project", "Projekt", "String"),
      ],
      tables: [],
    };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      cc: "4711-A",
      project: "Neubau Nord",
    });
  });

  it("reads a Boolean field", () => {
    const doc = page([R(100, [40, "Paid:"], [120, "Yes"]), R(115, [40, "Reverse charge:"], [160, "No"])]);
    const cls: ExtractionClass = {
      fields: [field("paid", "Paid", "Boolean"), field("rc", "Reverse charge", "Boolean")],
      tables: [],
    };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ paid: true, rc: false });
  });

  it("reads later pages too, preferring the first page when both carry the value", () => {
    const first = page([L(100, 40, "Invoice No: 1001")], { pageNo: 3 });
    const second = page([L(100, 40, "Invoice No: 1001"), R(700, [300, "Grand Total"], [480, "€ 99,00"])], {
      pageNo: 4,
    });
    const result = extractDocument({ pages: [first, second], documentClass: invoiceClass() });
    expect(valuesOf(result)).toMatchObject({ number: "1001", total: 99 });
    const total = result.annotations.fields.find((a) => a.fieldId === "total")!;
    expect(total).toMatchObject({ pageNo: 4, page: 1 });
    expect(result.annotations.fields.find((a) => a.fieldId === "number")).toMatchObject({ pageNo: 3, page: 0 });
  });
});

describe("extractDocument: common invoice styles", () => {
  const cls = invoiceClass([field("issuer", "Issuer", "String")]);
  const read = (lines: Parameters<typeof page>[0]) =>
    valuesOf(extractDocument({ pages: [page(lines)], documentClass: cls }));

  it("reads a British invoice: 'INVOICE #', a label far from its value, a phone number not taken for the number", () => {
    expect(
      read([
        L(40, 40, "Bright Prints Ltd", 18),
        L(60, 40, "12 High Street, London"),
        L(120, 40, "INVOICE #000123"),
        R(135, [40, "Invoice date"], [300, "05/04/2024"]),
        R(150, [40, "Phone number:"], [300, "020 7946 0958"]),
        R(500, [350, "Net"], [480, "£100.00"]),
        R(515, [350, "VAT @ 20%"], [480, "£20.00"]),
        R(530, [350, "Total due"], [480, "£120.00"]),
      ]),
    ).toEqual({
      number: "000123",
      date: "2024-04-05",
      total: 120,
      net: 100,
      tax: 20,
      currency: "GBP",
      issuer: "Bright Prints Ltd",
    });
  });

  it("reads an American invoice: month-first dates, 'Inv. No.', the customer under 'Bill To' not taken for the issuer", () => {
    expect(
      read([
        L(40, 40, "Sunrise Consulting LLC", 18),
        L(100, 400, "Inv. No. 7781"),
        L(115, 400, "Date: 03/04/2024"),
        L(300, 40, "Bill To:"),
        L(315, 40, "Mega Corp Inc."),
        R(500, [350, "Subtotal"], [480, "1,000.00"]),
        R(515, [350, "Sales Tax"], [480, "80.00"]),
        R(530, [350, "TOTAL"], [480, "$1,080.00"]),
      ]),
    ).toEqual({
      number: "7781",
      date: "2024-03-04",
      total: 1080,
      net: 1000,
      tax: 80,
      currency: "USD",
      issuer: "Sunrise Consulting LLC",
    });
  });

  it("reads German, French and Dutch invoices", () => {
    expect(
      read([
        L(40, 40, "Beispiel GmbH · Ringstraße 5 · 80331 München", 7),
        R(150, [350, "Rechnung Nr."], [450, "RE-2024-118"]),
        R(165, [350, "Datum"], [450, "14.02.2024"]),
        R(180, [350, "Kundennummer"], [450, "K-4471"]),
        R(500, [300, "Summe netto"], [480, "2.450,00 €"]),
        R(515, [300, "zzgl. 19 % USt."], [480, "465,50 €"]),
        R(530, [300, "Rechnungsbetrag"], [480, "2.915,50 €"]),
      ]),
    ).toEqual({
      number: "RE-2024-118",
      date: "2024-02-14",
      total: 2915.5,
      net: 2450,
      tax: 465.5,
      currency: "EUR",
      issuer: "Beispiel GmbH",
    });
    expect(
      read([
        L(40, 40, "Boulangerie Martin SARL", 16),
        R(100, [40, "FACTURE"], [300, "N° F2024-0032"]),
        L(115, 40, "Date d'émission : 2 mars 2024"),
        R(500, [300, "Total HT"], [480, "1 250,00 €"]),
        R(515, [300, "TVA (20 %)"], [480, "250,00 €"]),
        R(530, [300, "Net à payer"], [480, "1 500,00 €"]),
      ]),
    ).toEqual({
      number: "F2024-0032",
      date: "2024-03-02",
      total: 1500,
      net: 1250,
      tax: 250,
      currency: "EUR",
      issuer: "Boulangerie Martin SARL",
    });
    expect(
      read([
        L(40, 40, "Bakkerij de Vries B.V.", 16),
        R(100, [40, "Factuurnummer"], [200, "2024-0077"]),
        R(115, [40, "Factuurdatum"], [200, "2 februari 2024"]),
        R(130, [40, "Vervaldatum"], [200, "16 februari 2024"]),
        R(500, [300, "Totaal excl. btw"], [480, "€ 100,00"]),
        R(515, [300, "Btw 21%"], [480, "€ 21,00"]),
        R(530, [300, "Totaal incl. btw"], [480, "€ 121,00"]),
      ]),
    ).toEqual({
      number: "2024-0077",
      date: "2024-02-02",
      total: 121,
      net: 100,
      tax: 21,
      currency: "EUR",
      issuer: "Bakkerij de Vries B.V.",
    });
  });
});

describe("extractDocument: labels abbreviated or composed", () => {
  it("reads 'Rechn.-Nr.' beside 'Kd.-Nr.' and a title's word that is no number", () => {
    const doc = page([
      L(40, 40, "Nordlicht Werkzeuge GmbH", 14),
      L(60, 40, "Factura completa"),
      R(100, [300, "Kd.-Nr.:"], [420, "K-4471"]),
      R(115, [300, "Rechn.-Nr.:"], [420, "RX 20931"]),
      R(130, [300, "Fakt.-Datum:"], [420, "04.05.2024"]),
      R(145, [300, "Lieferschein-Nr.:"], [420, "LS-88213"]),
    ]);
    const values = valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }));
    expect(values.number).toBe("RX 20931");
    expect(values.date).toBe("2024-05-04");
  });
});

describe("extractDocument: amounts in Romance languages", () => {
  it("reads a Spanish credit note: 'Total neto', VAT per rate, 'Total abono'; 'Total sin IVA' and 'Total con IVA'", () => {
    const credit = page([
      R(400, [300, "Total neto"], [450, "1210,00 EUR"]),
      R(415, [300, "I.V.A. 21,00 %"], [450, "210,00 EUR"]),
      R(430, [300, "I.V.A. 10,00 %"], [450, "21,00 EUR"]),
      R(445, [300, "Total abono"], [450, "1441,00 EUR"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [credit], documentClass: invoiceClass() }))).toMatchObject({
      total: 1441,
      net: 1210,
      tax: 231,
    });
    const invoice = page([
      R(400, [300, "TOTAL SIN IVA:"], [450, "100,00"]),
      R(415, [300, "TOTAL IVA:"], [450, "21,00"]),
      R(430, [300, "TOTAL CON IVA:"], [450, "121,00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [invoice], documentClass: invoiceClass() }))).toMatchObject({
      total: 121,
      net: 100,
      tax: 21,
    });
  });

  it("reads 'Base', 'IVA al 21 % sobre ...' per rate and 'Importe sin IVA' / 'Total impuestos'", () => {
    const perRate = page([
      R(400, [300, "Base"], [450, "300,00 €"]),
      R(415, [300, "IVA al 21 % sobre 100,00"], [450, "21,00 €"]),
      R(430, [300, "IVA al 10 % sobre 200,00"], [450, "20,00 €"]),
      R(445, [300, "Total general"], [450, "341,00 €"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [perRate], documentClass: invoiceClass() }))).toMatchObject({
      total: 341,
      net: 300,
      tax: 41,
    });
    const summary = page([
      R(400, [300, "Importe sin IVA:"], [450, "2.410,85 €"]),
      R(415, [300, "Total impuestos:"], [450, "506,28 €"]),
      R(430, [300, "Total con IVA:"], [450, "2.917,13 €"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [summary], documentClass: invoiceClass() }))).toMatchObject({
      total: 2917.13,
      net: 2410.85,
      tax: 506.28,
    });
  });

  it("reads compounds whose modifier names the amount ('Nettototaal') and a tax line that prints its base ('on 941.55')", () => {
    const dutch = page([
      R(400, [300, "Nettototaal"], [450, "EUR 100,00"]),
      R(415, [300, "Omzetbelasting 21,00 %"], [450, "EUR 21,00"]),
      R(430, [300, "Totaal gecrediteerd"], [450, "EUR 121,00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [dutch], documentClass: invoiceClass() }))).toMatchObject({
      total: 121,
      net: 100,
      tax: 21,
    });
    const irish = page([
      R(400, [300, "Total (ex VAT):"], [450, "€ 941.55"]),
      R(415, [300, "Plus VAT 23% on 941.55:"], [450, "€ 216.56"]),
      R(430, [300, "Total Amount:"], [450, "€ 1,158.11"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [irish], documentClass: invoiceClass() }))).toMatchObject({
      total: 1158.11,
      net: 941.55,
      tax: 216.56,
    });
  });

  it.each([
    ["B. IMPONIBLE:", "CUOTA IVA 21 %:", "TOTAL (IVA INCLUIDO):"],
    ["B. imponible:", "Impuesto 21% sobre 1.200,00:", "Importe factura:"],
    ["Subtotale:", "IVA 21%:", "Importo fattura:"],
    ["Nettowert:", "MWST 21 %:", "Erstattungsbetrag:"],
    ["Warenwert:", "USt. 21 %:", "Zu zahlen:"],
    ["Imponibile:", "IVA 21%:", "Netto a pagare:"],
    ["IMPONIBILE IVA", "IMPOSTA 21 %", "TOTALE IVA INCLUSA"],
    ["Base imponibile:", "IVA (21,00 %) su 1.200,00:", "Totale complessivo:"],
    ["Grondslag", "BTW (21 %) over 1.200,00", "Te betalen"],
    ["Total HT :", "TVA 21 % :", "Montant de la facture :"],
  ])("reads '%s', '%s' and '%s' as net, tax and total", (net, tax, total) => {
    const doc = page([
      R(400, [300, net], [470, "1.200,00 EUR"]),
      R(415, [300, tax], [470, "252,00 EUR"]),
      R(430, [300, total], [470, "1.452,00 EUR"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 1452,
      net: 1200,
      tax: 252,
    });
  });

  it("takes the 'Nettobetrag' after discounts for the net, not the goods' value before them ('Warenwert')", () => {
    const x = [40, 100, 170, 240, 310, 370, 430];
    const row = (y: number, cells: string[]) => R(y, ...cells.map((c, i): [number, string] => [x[i], c]));
    const doc = page([
      row(400, ["Warenwert", "Abschlag", "Fracht", "Nettobetrag", "MwSt-Betrag", "MwSt-%", "Endbetrag"]),
      row(412, ["412,50", "-9,10", "4,00", "407,40", "77,41", "19,0", "484,81"]),
      row(424, ["150,70", "-3,11", "", "147,59", "10,33", "7,0", "157,92"]),
      row(436, ["563,20", "-12,21", "4,00", "554,99", "87,74", "EUR", "642,73"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 642.73,
      net: 554.99,
      tax: 87.74,
    });
  });

  it("does not take an amount already paid for the invoice's total ('Importe pagado', 'Líquido a pagar')", () => {
    const doc = page([
      R(400, [300, "B. imponible:"], [470, "1.200,00 €"]),
      R(415, [300, "Impuesto 21 %:"], [470, "210,00 €"]),
      R(422, [300, "Impuesto 10 %:"], [470, "6,00 €"]),
      R(430, [300, "Importe IVA:"], [470, "216,00 €"]),
      R(445, [300, "Importe factura:"], [470, "1.416,00 €"]),
      R(460, [300, "Importe pagado:"], [470, "400,00 €"]),
      R(475, [300, "Líquido a pagar:"], [470, "1.016,00 €"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 1416,
      net: 1200,
      tax: 216,
    });
  });

  it("reads a French amount grouped by spaces as the text layer splits it ('5 315,24 EUR')", () => {
    const doc = page([
      R(400, [300, "Total hors taxes"], [450, "4 754,25 EUR"]),
      R(415, [300, "Total T.V.A."], [450, "560,99 EUR"]),
      R(430, [300, "Total"], [450, "5 315,24 EUR"]),
    ]);
    // The text layer sets the digit groups a little more than a space apart.
    for (const w of doc.words) if (/^\d{3},/.test(w.text)) w.x += 3;
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 5315.24,
      net: 4754.25,
      tax: 560.99,
    });
  });
  it("reads an amount grouped by spaces in a typewriter font, where a space is a whole character wide ('€ 3 682,62')", () => {
    const doc = page([
      R(400, [300, "NETTOBETRAG:"], [450, "€ 3 068,85"]),
      R(415, [300, "USt. 20 %:"], [450, "€ 613,77"]),
      R(430, [300, "BRUTTOBETRAG:"], [450, "€ 3 682,62"]),
    ]);
    // Courier: every character and every space 0.6 em wide; the text layer's box is lower than the font size.
    for (const y of new Set(doc.words.map((w) => w.y))) {
      const line = doc.words.filter((w) => w.y === y);
      let x = line[0].x;
      for (const w of line) {
        if (w.x > x + 30) x = w.x; // a new column
        w.x = x;
        w.width = w.text.length * 6;
        w.height = 7.9;
        x += w.width + 6;
      }
    }
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 3682.62,
      net: 3068.85,
      tax: 613.77,
    });
  });
});

describe("extractDocument: a summary whose labels no dictionary knows", () => {
  it("reads net, tax and total from a Swedish summary by its arithmetic and the rate on the tax line", () => {
    const doc = page([
      R(300, [40, "Kontorsstol"], [300, "2"], [450, "1 800,00"]),
      R(400, [300, "Belopp före moms"], [450, "1 800,00"]),
      R(415, [300, "Moms 25 %"], [450, "450,00"]),
      R(430, [300, "Att betala"], [450, "2 250,00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 2250,
      net: 1800,
      tax: 450,
    });
  });
});

describe("extractDocument: amounts outside VAT and the accountant's minus", () => {
  it("counts a disbursement printed between the taxable base and the total into the net (total − tax)", () => {
    const doc = page([
      L(60, 40, "Fee note no. 77-B/31"),
      R(400, [300, "Net amount"], [450, "800.00"]),
      R(415, [300, "VAT 20 %"], [450, "160.00"]),
      R(430, [300, "Court fee advanced (no VAT)"], [450, "35.50"]),
      R(445, [300, "Total"], [450, "995.50"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 995.5,
      net: 835.5,
      tax: 160,
    });
  });

  it("keeps the net where a second rate's tax stands between it and the total", () => {
    const doc = page([
      R(400, [300, "Total ex. VAT"], [450, "1,000.00"]),
      R(415, [300, "VAT on goods 20%"], [450, "100.00"]),
      R(430, [300, "VAT on goods 5%"], [450, "25.00"]),
      R(445, [300, "Total Invoice Value"], [450, "1,125.00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).net).toBe(1000);
  });

  it("keeps the printed net where the difference is not printed between it and the total", () => {
    const doc = page([
      R(400, [300, "Net amount"], [450, "800.00"]),
      R(415, [300, "VAT 20 %"], [450, "160.00"]),
      R(445, [300, "Total"], [450, "997.00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({ net: 800 });
  });

  it("reads amounts in brackets as negative on a document that writes its minus so, as a remark elsewhere", () => {
    const credit = page([
      R(300, [40, "Unused seats returned"], [450, "(400.00)"]),
      R(400, [300, "Net amount"], [450, "(400.00)"]),
      R(415, [300, "VAT 20 %"], [450, "(80.00)"]),
      R(430, [300, "Total"], [450, "(480.00)"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [credit], documentClass: invoiceClass() }))).toMatchObject({
      total: -480,
      net: -400,
      tax: -80,
    });
    const remark = page([L(400, 40, "The net of 400.00 plus VAT (80.00) makes a total of 480.00 to pay.")]);
    expect(valuesOf(extractDocument({ pages: [remark], documentClass: invoiceClass() }))).toMatchObject({
      tax: 80,
    });
  });
});

describe("extractDocument: an invoice that bears no VAT", () => {
  it("takes the tax as 0 where the page says the invoice is exempt, and, less sure, where it prints no tax at all", () => {
    const lines = [L(60, 40, "Rechnung Nr. 2024-118"), R(400, [300, "Rechnungsbetrag:"], [450, "180,00 €"])];
    const exempt = page([
      ...lines,
      L(430, 40, "Die Leistungen sind nach § 4 Nr. 21 UStG von der Umsatzsteuer befreit."),
    ]);
    expect(valuesOf(extractDocument({ pages: [exempt], documentClass: invoiceClass() }))).toMatchObject({
      total: 180,
      net: 180,
      tax: 0,
    });
    const silent = extractDocument({ pages: [page(lines)], documentClass: invoiceClass() });
    expect(valuesOf(silent)).toMatchObject({ net: 180, tax: 0 });
    // Nothing on the page says so: a person should look.
    expect(silent.properties.find((p) => p.field._id === "tax")?.confidence).toBeLessThan(0.9);
  });

  it("a seller not liable to VAT: two item lines adding up to the total are no net and tax", () => {
    const doc = page([
      L(53, 358, "Holzwerkstatt Wendel", 14),
      R(141, [326, "Rechnungsnr."], [440, "2024-RE957"]),
      R(342, [57, "1"], [80, "Einbauschrank nach Maß"], [380, "1'980.00"], [470, "1'980.00"]),
      R(359, [57, "2"], [80, "Anfahrtspauschale"], [380, "64.00"], [470, "64.00"]),
      R(385, [301, "Gesamtbetrag"], [470, "CHF 2'044.00"]),
      L(404, 54, "Nicht MWST-pflichtig (Umsatz unter CHF 100'000)."),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 2044,
      net: 2044,
      tax: 0,
    });
  });

  it("an Italian exempt fee note: the stamp duty added ('Bollo 2,00') is no tax", () => {
    const doc = page([
      L(40, 40, "Studio Fisioterapico Dott.ssa Elena Contini", 14),
      L(190, 40, "Fattura n. 87/2024"),
      R(230, [40, "Fisioterapia"], [320, "4"], [390, "65,00"], [480, "260,00"]),
      R(270, [360, "Totale prestazioni"], [480, "260,00"]),
      R(284, [360, "Bollo"], [480, "2,00"]),
      R(298, [360, "Totale da pagare"], [480, "262,00"]),
      L(330, 40, "Operazione esente IVA ai sensi dell'art. 10 n. 18 DPR 633/72.", 8),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 262,
      tax: 0,
    });
  });

  it.each([
    "Operazione senza applicazione dell'IVA ai sensi dell'art. 1, commi 54-89, L. 190/2014 (regime forfettario).",
    "Der Mitgliedsbeitrag unterliegt nicht der Umsatzsteuer.",
    "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
    "Contributie valt buiten de heffing van omzetbelasting.",
    "Vrijstellingsregeling kleine ondernemingen – btw niet van toepassing.",
    "TVA non applicable, art. 293 B du CGI.",
    "Operazione fuori campo IVA.",
    "Nicht mehrwertsteuerpflichtig.",
  ])("takes the tax as 0 under a small business's or an outside-VAT statement ('%s')", (statement) => {
    const doc = page([
      L(60, 40, "Rechnung Nr. 2024-118"),
      R(400, [300, "Rechnungsbetrag:"], [450, "180,00 €"]),
      L(430, 40, statement),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 180,
      tax: 0,
    });
  });
});

describe("extractDocument: two pages with a sum carried over", () => {
  it.each([
    ["Summe zum Übertrag", "Übertrag von vorheriger Seite"],
    ["Totale a riportare", "Da pagina precedente"],
    ["Total a trasladar", "Suma de la página anterior"],
    ["Carried forward", "Brought forward"],
  ])("never takes the sum carried ('%s', '%s') for the net or the total", (carried, brought) => {
    const first = page([R(300, [40, "Item A"], [450, "238,24"]), R(400, [300, carried], [450, "238,24"])]);
    const second = page(
      [
        R(100, [300, brought], [450, "238,24"]),
        R(120, [40, "Item B"], [450, "2.564,91"]),
        R(400, [300, "Netto"], [450, "2.803,15"]),
        R(415, [300, "MwSt. 22 %"], [450, "616,69"]),
        R(430, [300, "Gesamtbetrag"], [450, "3.419,84"]),
      ],
      { pageNo: 2 },
    );
    expect(valuesOf(extractDocument({ pages: [first, second], documentClass: invoiceClass() }))).toMatchObject({
      total: 3419.84,
      net: 2803.15,
      tax: 616.69,
    });
    // The words themselves name the carried sum, whatever the arithmetic says.
    const labels = findLabels(buildLayout([first, second]), buildLabelDefs([]));
    const concepts = labels
      .filter((m) => m.line.tokens.some((t) => t.text === "238,24"))
      .map((m) => m.targets[0].concept);
    expect(concepts).toEqual(["carried", "carried"]);
  });
});

describe("extractDocument: dates of issue among other dates", () => {
  it.each([
    ["Data trasporto", "Data di emissione"],
    ["Fecha entrega:", "Expedida el:"],
    ["Datum bestelling", "Uitgiftedatum"],
    ["Date de livraison", "Émise le"],
    ["DATE D'ENLÈVEMENT.....:", "ÉDITÉE LE.............:"],
    ["Versandtag:", "Ausstellungstag:"],
    ["DESPATCH DATE:", "ISSUED:"],
    ["Fecha de la orden:", "Fecha de expedición de la factura:"],
    ["Datum opdracht:", "Gedateerd:"],
    ["GOODS DELIVERED ON....:", "BILLED ON.............:"],
    ["Lief.-Dat.", "Rechnungsdat."],
    ["Merce consegnata il", "Emissione"],
  ])("takes the date after '%s' for no invoice date, the one after '%s' for it", (other, issued) => {
    const doc = page([R(100, [300, other], [420, "18/11/2024"]), R(115, [300, issued], [420, "25/11/2024"])]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).date).toBe("2024-11-25");
  });

  it("does not take the shipping date ('Versanddatum') for the invoice date", () => {
    const doc = page([L(40, 400, "25.11.2024"), R(100, [300, "Versanddatum"], [420, "18.11.2024"])]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).date).toBe("2024-11-25");
  });

  it.each([
    ["St. Gallen, den 24.06.24", "2024-06-24"],
    ["Portland, 10/18/2025", "2025-10-18"],
  ])("takes a letter's place and date ('%s') over an unlabelled date printed before it", (dated, iso) => {
    const doc = page([L(60, 40, "Leistung vom 02.05.2024 bis 31.05.2024"), L(100, 300, dated)]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).date).toBe(iso);
  });
});

describe("extractDocument: a number word that finishes another label", () => {
  it("never takes the sender's VAT number ('VAT reg. number (ours): …') for the invoice number", () => {
    const doc = page([
      L(40, 40, "Willow Veterinary Clinic", 14),
      R(110, [40, "Ms Ada Byrne"], [300, "Account ref.: AC-77120"]),
      L(122, 300, "Date of issue: 3 March 2023"),
      L(800, 40, "VAT reg. number (ours): IE9876543W"),
    ]);
    const cls: ExtractionClass = { fields: [field("number", "Invoice Number", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls })).number).not.toBe("IE9876543W");
  });
});

describe("extractDocument: the addressee's own date in a letter's header", () => {
  it("takes no 'Your inquiry of' date ('Su consulta del …') for the invoice's date", () => {
    const doc = page([
      L(40, 40, "Talleres Ibarra S.L.", 14),
      R(150, [355, "Su consulta del"], [440, "03/02/2024"]),
      R(170, [40, "Hierros Soler S.A."], [355, "Código de factura"], [440, "24F00812"]),
      R(240, [355, "Expedición"], [440, "19/02/2024"]),
    ]);
    const cls: ExtractionClass = { fields: [field("date", "Invoice Date", "Date")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls })).date).toBe("2024-02-19");
  });
});

describe("extractDocument: a title, a dash and its number's mark", () => {
  it("reads the number after 'Relevé d'honoraires – réf.', not the firm's own file reference", () => {
    const doc = page([
      L(40, 40, "Atelier Lenoir Architectes", 14),
      R(160, [40, "Société Bernard SA"], [380, "Réf. cabinet"]),
      L(172, 380, "31.5527/PL"),
      L(260, 40, "Relevé d'honoraires – réf. RH2025-014"),
    ]);
    const cls: ExtractionClass = { fields: [field("number", "Invoice Number", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls })).number).toBe("RH2025-014");
  });
});

describe("extractDocument: references and numbers beside other columns", () => {
  it("takes the issuer's own reference ('Ons kenmerk') for the number, not the customer's ('Uw kenmerk') or the order's ('Ordernr.')", () => {
    const doc = page([
      R(100, [40, "Ordernr.: 118/2024"], [250, "Ons kenmerk: 20244711"]),
      R(115, [40, "Uw kenmerk: PO-5521"], [250, "Datum: 04-03-2024"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("20244711");
  });

  it("takes a bare 'Référence' for the number when nothing else names one", () => {
    const doc = page([
      L(40, 40, "Facture originale"),
      R(100, [40, "Référence: F-2024/318"], [250, "Date de facture: 01.05.2024"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("F-2024/318");
  });

  it("reads a bare 'Nummer:' on a line the addressee's block shares, left of that block", () => {
    const doc = page([
      R(80, [300, "Rechnungsadresse"]),
      R(92, [40, "Kundennr.: K-1001"], [300, "Beispiel AG"]),
      R(104, [40, "Nummer: R2024-00815"], [300, "Hauptstrasse 3"]),
      R(116, [300, "8000 Zürich"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("R2024-00815");
  });

  it("reads a credit note's own number ('Creditnr.'), not the invoice it refers to", () => {
    const doc = page([L(40, 40, "CREDITNOTA"), L(60, 40, "Creditnr.: 20241187"), L(75, 40, "Ref. factuur: 000120999")]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("20241187");
  });

  it("reads a bilingual label as two labels of the number ('Nummer factuur / N° facture client')", () => {
    const doc = page([
      R(100, [40, "Nummer factuur / N° facture client"], [250, "2021FA7767"]),
      L(300, 40, "Ref. 38754-89"),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("2021FA7767");
  });

  it("reads a number mark's label on to its colon and leaves another thing's 'N°' and 'Nr.' alone", () => {
    const doc = page([
      L(100, 40, "Facture mensuelle N° de document: 2021FA5263"),
      R(112, [300, "N° d'affaire"]),
      R(124, [300, "647-55"]),
      L(300, 40, "IBAN NR.........: NL38 INGB 0208 0705 44"),
      L(320, 40, "KAMER VAN KOOPHANDEL NR. 02454440"),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("2021FA5263");
  });

  it.each([
    ["RE-NUMMER.............:", "2021-RE-99077"],
    ["FACTUURCODE..........:", "VF20229752"],
    ["BILLING NO.", "INV202511623"],
    ["Gutschriftnummer / CN No.:", "2024-RE-53535"],
    ["Protocollo n.:", "0097548705"],
    ["Dienstverleningsfactuur NUMMER FACTUUR", "0096226123"],
    ["Honorarrechnung No.", "RE218485"],
  ])("reads '%s' as the document's number", (label, value) => {
    const doc = page([R(100, [40, label], [200, value]), L(300, 40, "IBAN NR.: NL38 INGB 0208 0705 44")]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe(value);
  });

  it("keeps a series code in capitals after a label in lower case ('N. documento FPR 12/24')", () => {
    const doc = page([L(100, 40, "N. documento FPR 12/24")]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("FPR 12/24");
  });
});

describe("extractDocument: a number whose label no dictionary knows", () => {
  it("takes the identifier after an unknown label in the header, not a phone, an IBAN or a VAT id", () => {
    const doc = page([
      L(40, 40, "Tel.: +49 30 1234567"),
      L(55, 40, "IBAN: DE89370400440532013000"),
      L(70, 40, "USt-IdNr.: DE123456789"),
      L(100, 300, "Vorgang: VG-2024-0815"),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("VG-2024-0815");
  });

  it("leaves the guess out when a label names the number, however weakly", () => {
    const doc = page([L(60, 300, "Vorgang: VG-2024-0815"), L(100, 300, "Nr. 4711-B")]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("4711-B");
  });
});

describe("extractDocument: a letter's date among shipping dates and periods", () => {
  it.each([
    ["Gent, d.d. 20-01-2024", "Verzenddatum 18-01-2024", "2024-01-20"],
    ["Milano, lì 13/06/2024", "Competenza 01/06/2024 - 30/06/2024", "2024-06-13"],
    ["Sevilla, a 24/02/24", "Fecha vto. 25/04/24", "2024-02-24"],
    ["Leeds, 11 February 2025", "Date of birth: 4 June 2012", "2025-02-11"],
    ["Fait à Nantes, ce 2 mai 2024", "Règlement attendu au plus tard le 16 mai 2024 (référence 88-K).", "2024-05-02"],
    ["Utrecht, 3 juni 2024", "Graag uiterlijk 17-06-2024 over te maken onder nummer 88-K.", "2024-06-03"],
  ])("takes '%s', not the date of '%s'", (dated, other, iso) => {
    const doc = page([L(60, 300, dated), L(90, 40, "Rechnung Nr. 4711"), L(105, 40, other)]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).date).toBe(iso);
  });
});

describe("extractDocument: a header row", () => {
  it("reads the number under its heading when the next heading is set close to it ('NUMÉRO DE FACTURE  FAIT LE')", () => {
    const doc = page([
      R(200, [45, "NUMÉRO DE FACTURE"], [147, "FAIT LE"], [250, "BL N°"]),
      R(215, [45, "000518827"], [147, "03-02-2024"], [250, "LS-2024-0031"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      number: "000518827",
    });
  });
});

describe("extractDocument: value lists and master keys", () => {
  it("matches a Value_List field to the category's items and fills a Master_Key field from the master key", () => {
    const doc = page([R(100, [40, "Payment method:"], [160, "Credit Card"]), L(120, 40, "Coolblue B.V. Weena 664")]);
    const cls: ExtractionClass = {
      fields: [
        field("method", "Payment method", "Value_List", { valueListCategory: "cat-methods" }),
        field("vendor", "Vendor", "Master_Key", { valueListCategory: "cat-vendors" }),
      ],
      tables: [],
    };
    const result = extractDocument({
      pages: [doc],
      documentClass: cls,
      valueLists: {
        "cat-methods": [
          { _id: "m1", value: "Bank transfer" },
          { _id: "m2", value: "Credit card" },
        ],
      },
      masterKey: { _id: "vendor-coolblue", value: "Coolblue B.V.", data: { VAT: "NL810433941B01" } },
    });
    expect(valuesOf(result)).toEqual({ method: "Credit card", vendor: "Coolblue B.V." });
    expect(result.annotations.fields.find((a) => a.fieldId === "vendor")).toMatchObject({
      text: "Coolblue B.V.",
      source: "master-key",
    });
  });

  it("finds a value-list item printed anywhere when no label names it, and nothing outside the list", () => {
    const doc = page([L(100, 40, "All prices in EUR")]);
    const cls: ExtractionClass = {
      fields: [field("cur", "Currency", "Value_List", { valueListCategory: "cur" })],
      tables: [],
    };
    const lists = {
      cur: [
        { _id: "1", value: "USD" },
        { _id: "2", value: "EUR" },
      ],
    };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls, valueLists: lists }))).toEqual({ cur: "EUR" });
    const none = page([L(100, 40, "Prices in GBP")]);
    expect(valuesOf(extractDocument({ pages: [none], documentClass: cls, valueLists: lists }))).toEqual({ cur: null });
  });

  it("leaves a Master_Key field empty without an identified master key", () => {
    const cls: ExtractionClass = {
      fields: [field("vendor", "Vendor", "Master_Key", { valueListCategory: "v" })],
      tables: [],
    };
    expect(
      valuesOf(extractDocument({ pages: [page([L(100, 40, "Coolblue")])], documentClass: cls, masterKey: null })),
    ).toEqual({ vendor: null });
  });
});

describe("extractDocument: issuer", () => {
  it("takes the company with a legal form at the top, not the addressee under 'Bill to'", () => {
    const doc = page([
      L(40, 380, "Coolblue B.V."),
      L(55, 380, "Weena 664, 3012 CN Rotterdam"),
      L(120, 40, "Bill to:"),
      L(135, 40, "Pino Bluebird Holding B.V."),
      L(150, 40, "Sessamestreet 32"),
      L(700, 40, "www.coolblue.nl"),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Issuer", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: "Coolblue B.V." });
  });

  it("ends the name where a title set beside it begins, with the title's qualifier ('GUTSCHRIFT (STORNO)')", () => {
    const doc = page([
      L(40, 40, "ROTH & PARTNER KG GUTSCHRIFT (STORNO)", 14),
      L(60, 40, "Lindenweg 4 - 6003 Luzern"),
      L(120, 40, "Herrn Peter Keller"),
      L(700, 40, "MWST-Nr. CHE-104.881.223 MWST"),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Issuer", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: "ROTH & PARTNER KG" });
  });
});

describe("extractDocument: a seller's name and what stands around it", () => {
  const seller = (lines: Parameters<typeof page>[0]) =>
    valuesOf(
      extractDocument({
        pages: [page(lines)],
        documentClass: { fields: [field("issuer", "Seller", "String")], tables: [] },
      }),
    ).issuer;

  it("keeps an '&' inside a name that its legal form leads ('SARL Marchand & Roux Conseil')", () => {
    expect(
      seller([
        L(40, 40, "SARL Marchand & Roux Conseil", 14),
        L(58, 40, "12 rue des Tanneurs · 31000 Toulouse"),
        L(130, 320, "Groupe Vidal SA"),
      ]),
    ).toBe("SARL Marchand & Roux Conseil");
  });

  it("takes the name after 'Merchant' for the seller, without the word", () => {
    expect(
      seller([
        L(40, 40, "shoplane.com Invoice – Customer Copy"),
        L(90, 40, "Merchant Foxglove Garden Supplies Ltd"),
        L(103, 40, "7 Mill Road, Leeds LS2 8QT"),
        L(160, 40, "Bill To"),
        L(172, 40, "Tamsin Hale"),
      ]),
    ).toBe("Foxglove Garden Supplies Ltd");
  });

  it("reads 'Co.' before a label as a company's form, so a brand at the top gives way to the full name", () => {
    expect(
      seller([
        L(40, 40, "HERON", 22),
        L(150, 40, "Kellerman Logistics Corp."),
        L(162, 40, "44 Harbor Street"),
        R(700, [40, "Heron Tool Works Co."], [200, "Tel.: (503) 555-0199"], [380, "Tax ID: 91-2345678"]),
        L(710, 40, "12 Canal Street, Portland, OR 97201"),
      ]),
    ).toBe("Heron Tool Works Co.");
  });

  it("leaves out a logo's monogram set apart before the name", () => {
    expect(
      seller([
        L(40, 400, "K", 16),
        L(40, 430, "Kestrel Media", 16),
        L(120, 40, "Kestrel Media · Ringstraße 12 · 8010 Graz"),
        L(135, 40, "Almweg Handel OG"),
        L(790, 40, "Kestrel Media · Telefon +43 316 123 45 · Geldinstitut Steiermärkische Sparkasse"),
      ]),
    ).toBe("Kestrel Media");
  });

  it("gives a name of words joined by 'de la' to its full form in the footer", () => {
    expect(
      seller([
        L(40, 40, "Auberge de la Forêt", 16),
        L(56, 40, "Route du Lac 3 · 1820 Montreux"),
        L(140, 320, "M. Paul Girard"),
        L(780, 40, "Auberge de la Forêt Société coopérative · Route du Lac 3 · 1820 Montreux"),
      ]),
    ).toBe("Auberge de la Forêt Société coopérative");
  });

  it("reads the name after a label's own qualifier up to its colon ('Verkoper van dit artikel: …')", () => {
    expect(
      seller([
        L(40, 40, "ACME", 20),
        L(90, 40, "Verkoper van dit artikel: Zeewind Bouw CV"),
        L(103, 40, "Kade 4, 1011 AB Amsterdam"),
        L(797, 40, "Platformo Services GmbH"),
      ]),
    ).toBe("Zeewind Bouw CV");
  });

  it("never takes a Dutch document title ('Verkoopnota') for the seller", () => {
    expect(
      seller([L(40, 40, "Verkoopnota", 18), L(70, 40, "Zeewind B.V."), L(82, 40, "Kade 4, 1011 AB Amsterdam")]),
    ).toBe("Zeewind B.V.");
  });
});

describe("extractDocument: issuer and the address window", () => {
  it("takes the addressee under a return-address line for the buyer, and the name in the footer for the seller", () => {
    const doc = page([
      L(112, 40, "Retouradres: Postbus 77, 2500 AB Den Haag", 6),
      L(125, 40, "Zuiderhaven Scheepsbouw N.V."),
      L(137, 40, "Havenkade 3"),
      L(149, 40, "4400 AA Yerseke"),
      R(125, [340, "Factuurnummer:"], [440, "7731"]),
      L(760, 40, "Brouwer Meettechniek B.V. · KvK 55443322 · IBAN NL02 RABO 0123 4567 89", 7),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Brouwer Meettechniek B.V.",
    });
  });

  it("still takes a letterhead above a small address line for the seller", () => {
    const doc = page([
      L(40, 40, "Falkner Drucktechnik GmbH", 16),
      L(62, 40, "Werkstraße 9 · 90431 Nürnberg", 7),
      L(130, 40, "Oberland Papier AG"),
      L(142, 40, "Seeweg 2"),
      L(154, 40, "82319 Starnberg"),
      L(770, 40, "Falkner Drucktechnik GmbH · HRB 4411 · IBAN DE02 7605 0101 0000 1111 22", 7),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Falkner Drucktechnik GmbH",
    });
  });
});

describe("extractDocument: a sender without a legal form above an addressee with one", () => {
  it.each(["Malerbetrieb Ansgar Weigand", "Stichting Kinderopvang Zonnebloem", "Schildersbedrijf Van Loon"])(
    "takes the letterhead '%s' for the seller, not the company in the address window",
    (name) => {
      const doc = page([
        L(40, 40, name, 16),
        L(62, 40, "Hauptstraße 12 · 70565 Stuttgart", 7),
        L(130, 40, "Ostmark Papier AG"),
        L(142, 40, "Seeweg 2"),
        L(154, 40, "82319 Starnberg"),
        R(200, [300, "Rechnung Nr."], [420, "4711"]),
      ]);
      const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
      expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: name });
    },
  );
});

describe("extractDocument: the sender where the top names someone else", () => {
  const body = [R(200, [300, "Rechnung Nr."], [420, "4711"]), R(300, [300, "Gesamtbetrag"], [460, "119,00 €"])];
  const window = [L(130, 40, "Bäckerei Krusemark"), L(142, 40, "Seeweg 2"), L(154, 40, "82319 Starnberg")];
  const seller = (lines: Parameters<typeof page>[0]) =>
    valuesOf(
      extractDocument({
        pages: [page([...lines, ...body])],
        documentClass: { fields: [field("issuer", "Seller", "String")], tables: [] },
      }),
    ).issuer;

  it("takes the name leading the footer's bank and tax line, not the addressee, under a logo of initials", () => {
    const footer = "Malerbetrieb Ansgar Weigel · Lindenstraße 4 · 79098 Freiburg · IBAN DE12 6005 0101 0001 2345 67";
    expect(seller([L(40, 40, "MW", 28), ...window, L(780, 40, footer, 6)])).toBe("Malerbetrieb Ansgar Weigel");
  });

  it.each([
    "Sparkasse Freiburg · IBAN DE12 6005 0101 0001 2345 67",
    "Geschäftsführer Jens Kessel · Amtsgericht Freiburg HRB 4411 · USt-IdNr. DE123456789",
    "Rabobank Utrecht · IBAN NL91 RABO 0417 1643 00 · KvK 12345678",
  ])("keeps the sender's own block opening the page under a footer led by a bank or a manager ('%s')", (footer) => {
    const block = [L(40, 40, "Kessel Haustechnik GmbH", 12), L(54, 40, "Lindenstraße 4"), L(66, 40, "79098 Freiburg")];
    const buyer = [L(130, 40, "Ostmark Papier AG"), L(142, 40, "Seeweg 2"), L(154, 40, "82319 Starnberg")];
    expect(seller([...block, ...buyer, L(780, 40, footer, 6)])).toBe("Kessel Haustechnik GmbH");
  });

  it("does not take a slogan in large type for the sender", () => {
    const top = [L(30, 40, "Ihr Partner für Qualität", 18), L(56, 40, "Malerbetrieb Weigel", 11)];
    expect(seller([...top, L(70, 40, "Lindenstraße 4 · 79098 Freiburg", 7), ...window])).toBe("Malerbetrieb Weigel");
  });

  it("takes the sender's block under a large title, not the company in the window beside it", () => {
    const top = [L(30, 40, "RECHNUNG", 20), L(70, 40, "Malerbetrieb Weigel"), L(82, 40, "Lindenstraße 4")];
    const buyer = [L(130, 300, "Krusemark Backwaren GmbH"), L(142, 300, "Seeweg 2"), L(154, 300, "82319 Starnberg")];
    expect(seller([...top, L(94, 40, "79098 Freiburg"), ...buyer])).toBe("Malerbetrieb Weigel");
  });
});

describe("extractDocument: legal forms written out", () => {
  it.each(["Transports Dufour Société coopérative", "Lorentz & Partner PartG mbB", "Brunner Treuhand KlG"])(
    "takes '%s' for the seller over a private addressee",
    (name) => {
      const doc = page([L(41, 297, name, 9), L(135, 43, "Mme Nathalie Martel"), L(145, 43, "Chemin des Vignes 149")]);
      const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
      expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: name });
    },
  );
});

describe("extractDocument: Irish addresses and forms", () => {
  const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
  it("does not take a county ('Clonmel, Co. Tipperary') for a company", () => {
    const doc = page([
      L(40, 40, "Mulcanny Builders", 18),
      L(64, 40, "Clonmel, Co. Tipperary · 052 555 3018 · VAT No. IE 6620174T"),
      L(130, 40, "Mr & Mrs D. Ryland"),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: "Mulcanny Builders" });
  });

  it.each([
    ["Consultoría Ejemplo S.A. de C.V.", "RFC CEJ000000XX0"],
    ["Vigneti Esempio Soc. Agr. a r.l.", "P.IVA 00000000000"],
    ["Studio Esempio Sagl", "IVA CHE-000.000.000"],
    ["Cabinet Exemple SELARL", "SIRET 000 000 000 00000"],
  ])("takes a footer name closed by a legal form of professions, farms or Ticino ('%s')", (name, id) => {
    const doc = page([
      L(50, 40, "FATTURA", 22),
      L(110, 320, "Spett.le"),
      L(122, 320, "Cliente Esempio"),
      L(190, 40, "Numero: 31/7"),
      L(786, 40, `${name} · 00000 Città · ${id}`, 7),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: name });
  });

  it.each([
    ["Please make cheques payable to Ellis Example or pay by bank transfer:"],
    ["Règlement par chèque à l'ordre de Camille Exemple ou par virement."],
  ])("takes a sole trader named only as the payee in a sentence ('%s')", (sentence) => {
    const doc = page([
      L(40, 40, "INVOICE"),
      L(40, 380, "14 Example Row"),
      L(120, 40, "To: Mrs A. Buyer"),
      L(132, 40, "Example Farm"),
      L(120, 380, "Invoice no: 31"),
      R(250, [360, "Total"], [480, "£125.00"]),
      L(300, 40, sentence),
    ]);
    const issuer = valuesOf(extractDocument({ pages: [doc], documentClass: cls })).issuer;
    expect(issuer).toBe(sentence.includes("Ellis") ? "Ellis Example" : "Camille Exemple");
  });

  it("takes a letterhead whose name begins with a label's word ('Transport …'), not the buyer's block under it", () => {
    const doc = page([
      L(40, 40, "Transport Exemplaar NV", 16),
      L(62, 40, "Havenweg 1 · 9000 Gent · BTW BE 0000.000.000"),
      L(110, 40, "Kunststoffen Voorbeeld BV"),
      L(122, 40, "Voorbeeldstraat 6"),
      L(134, 40, "BTW BE 0000.000.001"),
      L(180, 40, "Factuurnummer 2031/7"),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Transport Exemplaar NV",
    });
  });

  it("gives the registration numbers under a block to its own column's name, not the addressee's beside it", () => {
    const doc = page([
      L(60, 40, "Chemie Voorbeeld Operations B.V."),
      L(72, 40, "Accounts Payable"),
      L(84, 40, "Postbus 1"),
      L(96, 40, "0000 AA Voorbeeld"),
      L(40, 380, "Installatie Exemplaar B.V."),
      L(56, 380, "Zeestraat 1"),
      L(68, 380, "0000 BB Exemplaar"),
      L(80, 380, "KvK 00000000"),
      L(92, 380, "Btw NL000000000B01"),
      L(170, 330, "Factuur: 31000001"),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Installatie Exemplaar B.V.",
    });
  });

  it("takes the 'From:' block for the seller where the 'To:' block is printed first", () => {
    const doc = page([
      L(40, 40, "To:"),
      L(52, 40, "Kelvinside Holdings Ltd"),
      L(64, 40, "1 Example Place"),
      L(130, 40, "From:"),
      L(142, 40, "Brackmoor Surveys Ltd"),
      L(154, 40, "2 Example Terrace"),
      L(40, 400, "INVOICE"),
      L(70, 400, "No. EX-31-0001"),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Brackmoor Surveys Ltd",
    });
  });

  it("takes a 'Teoranta' named in the footer, not the buyer's block under a title", () => {
    const doc = page([
      L(50, 40, "SONRASC / INVOICE", 18),
      L(110, 40, "Craft Cornerstone"),
      L(122, 40, "12 Shop Street"),
      L(134, 40, "Galway"),
      L(786, 40, "Ceardlann Mhuigheo Teoranta · Béal an Átha, Co. Mhaigh Eo · CBL / VAT IE 7730418K", 7),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Ceardlann Mhuigheo Teoranta",
    });
  });
});

describe("extractDocument: the firm under a signature", () => {
  it("does not take the signer's name above the firm's into it", () => {
    const doc = page([
      L(40, 380, "3 The Green"),
      L(120, 40, "Bridgeford Street Properties Ltd"),
      L(132, 40, "12 Bridge Street"),
      L(350, 40, "Yours sincerely,"),
      L(374, 40, "Margaret Ellisworth"),
      L(386, 40, "Ellisworth Heritage Consulting Ltd"),
      L(790, 40, "Registered in England and Wales No. 07730215 · VAT No. GB 318 5520 17", 7),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Ellisworth Heritage Consulting Ltd",
    });
  });
});

describe("extractDocument: an Italian partnership's name", () => {
  it("takes the partners after the form ('S.n.c. di Gallo Luca & C.') into the name", () => {
    const doc = page([
      L(40, 40, "Impianti Elettrici Galli S.n.c. di Galli Luca & C.", 14),
      L(62, 40, "Via Roma 3 · 20100 Milano"),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Impianti Elettrici Galli S.n.c. di Galli Luca & C.",
    });
  });
});

describe("extractDocument: a long firm name", () => {
  it("takes the whole name of two partners and two trades before the legal form, not the addressee", () => {
    const doc = page([
      L(40, 40, "Falkenrath & Ostendorf Werkzeug und Befestigung GmbH", 13),
      L(121, 40, "Rechnung an (Kunde)"),
      L(135, 40, "Lindemann Papier GmbH"),
      L(148, 40, "Bahnhofstraße 9"),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Falkenrath & Ostendorf Werkzeug und Befestigung GmbH",
    });
  });
});

describe("extractDocument: issuer under a brand", () => {
  it("takes the legal name in the footer that the brand word in large type at the top stands for", () => {
    const doc = page([
      L(40, 40, "HALVERSON", 28),
      L(120, 40, "Bill to:"),
      L(135, 40, "Quintero Logistics S.L."),
      L(150, 40, "Calle Mayor 4, 28013 Madrid"),
      R(200, [300, "Invoice No:"], [420, "58213"]),
      L(760, 40, "Halverson Metalworks Ltd · 12 Quay Street · Bristol BS1 4DJ", 7),
      L(770, 40, "VAT Reg. No. GB 123 4567 89 · Company No. 0456123", 7),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Halverson Metalworks Ltd",
    });
  });
});

describe("extractDocument: issuer among names that share a word", () => {
  it("takes the name beside the VAT id when the addressee, printed without a label, shares the brand's word", () => {
    const doc = page([
      L(40, 40, "HOLZER", 28),
      L(80, 40, "Holzer & Partner GmbH"),
      L(92, 40, "Ringstraße 4, 1010 Wien"),
      L(760, 40, "Holzer & Söhne OG · Bahnhofstraße 9 · 6020 Innsbruck", 7),
      L(770, 40, "UID-Nummer: ATU48221528 · IBAN: AT61 1904 3002 3457 3201", 7),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: "Holzer & Söhne OG" });
  });

  it("reads a name whose legal form a narrow column wrapped onto the next line", () => {
    const doc = page([
      R(40, [40, "Kestrel Signs Group"], [300, "Tax Invoice"]),
      L(52, 40, "Ltd"),
      R(64, [40, "106 Mill Lane"], [300, "Invoice No: 702252"]),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Kestrel Signs Group Ltd",
    });
  });

  it("takes the footer's legal name with a Spanish joining word for the brand word at the top ('Pérez y Fernández')", () => {
    const doc = page([
      L(40, 40, "MARTÍN", 24),
      L(100, 40, "D. Luis Martín"),
      L(112, 40, "Paseo del Prado, 5"),
      R(700, [40, "Martín y Gómez S.L."], [200, "Tel. +34 91 000 00 00"], [400, "NIF B12345678"]),
      R(712, [40, "Calle Mayor, 1"], [400, "IBAN ES00 0000 0000 0000 0000 0000"]),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: "Martín y Gómez S.L." });
  });

  it.each([
    ["For and on behalf of", "Hughes Print Co.", "Account Held At: Bank of America"],
    ["Für", "Weber & Huber GmbH", "Bankname UBS Switzerland AG"],
    ["Pour le compte de", "Lefèvre Bureautique SC", "Banque du bénéficiaire BNP Paribas Fortis SA"],
    ["Per", "Rossi Costruzioni S.r.l.s.", "Banca presso: Banco BPM S.p.A."],
  ])(
    "takes the name signed for ('%s' / '%s') when no letterhead names the seller, not the bank",
    (words, name, bank) => {
      const doc = page([
        L(40, 40, "INVOICE FOR SERVICES", 16),
        L(60, 40, "57 Commerce Drive"),
        R(700, [40, "PLEASE REMIT TO"], [300, words]),
        R(712, [40, bank], [300, name]),
        R(724, [40, "IBAN DE89 3704 0044 0532 0130 00"]),
      ]);
      const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
      expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: name });
    },
  );

  it("reads a name set on two lines when a title stands beside its first line", () => {
    const doc = page([
      R(40, [40, "Comercial"], [300, "Factura comercial"]),
      L(52, 40, "Iberia S.A."),
      R(64, [40, "Calle Mayor, 1"], [300, "Nº factura: A-2024-1"]),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "Comercial Iberia S.A.",
    });
  });

  it("keeps a joining word in a name after its legal form ('SAS Lenoir et Fils')", () => {
    const doc = page([L(40, 40, "SAS Lenoir et Fils"), L(55, 40, "12 rue Haute, 69002 Lyon")]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: "SAS Lenoir et Fils" });
  });

  it("keeps two joining words in a row ('SARL Menuiserie de la Vallée')", () => {
    const doc = page([
      R(40, [40, "Facture"], [300, "SARL Menuiserie de la Vallée"]),
      L(55, 300, "4 place du Marché, 44000 Nantes"),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({
      issuer: "SARL Menuiserie de la Vallée",
    });
  });
});

describe("extractDocument: party headings", () => {
  const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
  it("takes the name under 'Auftragnehmer' for the seller, not the heading, nor the party under 'Rechnung geht an'", () => {
    const doc = page([
      L(30, 40, "Abschlagsrechnung", 16),
      R(70, [40, "Auftragnehmer"], [260, "Rechnung geht an"]),
      R(82, [40, "Kessler & Brandt KG"], [260, "Lindner Haustechnik GmbH"]),
      R(94, [40, "Am Kanal 12"], [260, "Talweg 3"]),
      R(106, [40, "48143 Münster"], [260, "33602 Bielefeld"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: "Kessler & Brandt KG" });
  });

  it("does not take the addressee under 'Factura a' for the seller", () => {
    const doc = page([
      L(30, 40, "FACTURA", 16),
      L(60, 40, "Factura a"),
      L(72, 40, "Distribuciones Ortega S.L."),
      L(84, 40, "Calle Real 8, 41001 Sevilla"),
      L(700, 40, "Talleres Ibáñez S.A. · CIF A12345678 · Registro Mercantil de Valencia", 7),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: "Talleres Ibáñez S.A." });
  });
});

describe("extractDocument: amounts labelled in the plural, rates with a colon", () => {
  it("reads 'Netto-Beträge', 'Btw-bedragen' and 'Zwischensummen' as their singular names them", () => {
    const doc = page([
      R(400, [300, "Summe Netto-Beträge:"], [480, "2.400,00"]),
      R(420, [300, "Btw-bedragen"], [480, "380,00"]),
      R(440, [300, "Zwischensummen"], [480, "12,00"]),
    ]);
    const labels = findLabels(buildLayout([doc]), buildLabelDefs([]));
    const conceptOf = (word: string) => labels.find((m) => m.tokens.some((t) => t.text === word))?.targets[0].concept;
    expect(conceptOf("Netto-Beträge:")).toBe("net");
    expect(conceptOf("Btw-bedragen")).toBe("tax");
    expect(conceptOf("Zwischensummen")).not.toBe("total");
  });

  it("reads 'Total (impuestos incl.)' as the total, not the taxes", () => {
    const doc = page([R(392, [300, "Total (impuestos incl.):"], [480, "1.815,00 €"])]);
    const labels = findLabels(buildLayout([doc]), buildLabelDefs([]));
    const label = labels.find((m) => m.tokens[0].text === "Total");
    expect([...label!.targets].sort((a, b) => b.weight - a.weight)[0].concept).toBe("total");
  });

  it("takes a summary's own net line, not the total set in the net column under it", () => {
    // The line items' net column runs on into the summary, whose lines carry labels of their own.
    const doc = page([
      R(350, [40, "Articolo"], [200, "Qt."], [480, "Imponibile"]),
      R(366, [40, "Consulenza tecnica"], [200, "11"], [480, "1.050,39"]),
      R(381, [40, "Pannello LED 60x60"], [200, "6"], [480, "548,76"]),
      R(420, [300, "Totale merce netto:"], [480, "1.599,15"]),
      R(434, [300, "Aliquota 22,00 %:"], [480, "231,32"]),
      R(448, [300, "Aliquota 10,00 %:"], [480, "5,00"]),
      R(462, [300, "Importo fattura:"], [480, "1.835,47"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      net: 1599.15,
      total: 1835.47,
    });
  });

  it("reads a rate printed '22,00 %:' as a rate, not as the amount 22", () => {
    const layout = buildLayout([page([R(424, [300, "Anteil 22,00 %:"], [480, "660,00"])])]);
    const tokens = layout.lines[0].tokens;
    const read = readAmount(
      tokens,
      tokens.findIndex((t) => t.text === "22,00"),
      layout,
    );
    expect(read).toMatchObject({ value: 22, percent: true, quality: 0 });
  });
});

describe("extractDocument: amounts and numbers said in a sentence", () => {
  it("reads amounts whose labels follow them ('dont 1.250,00 EUR HT et 250,00 EUR de TVA')", () => {
    const doc = page([
      L(200, 40, "Facture émise FA-31-0042 – 3 mars 2026"),
      L(400, 40, "Total dû : 1.500,00 EUR TTC, dont 1.250,00 EUR HT et 250,00 EUR de TVA au taux de 20 %."),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      number: "FA-31-0042",
      total: 1500,
      net: 1250,
      tax: 250,
    });
  });

  it("reads 'di cui Euro 800,00 imponibile e Euro 176,00 IVA' and does not take 'Total hours' for an amount", () => {
    const doc = page([
      L(380, 40, "Totale ore: 42,50"),
      L(400, 40, "Totale dovuto Euro 976,00, di cui Euro 800,00 imponibile e Euro 176,00 IVA al 22%."),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      total: 976,
      net: 800,
      tax: 176,
    });
    const hours = page([
      L(380, 40, "Total hours: 31.75"),
      L(400, 40, "Please transfer the amount of $ 1,204.50 by May 2."),
    ]);
    expect(valuesOf(extractDocument({ pages: [hours], documentClass: invoiceClass() })).total).not.toBe(31.75);
  });

  it("reads a tax 'on' its base as the tax ('IVA 0 % su imponibile: € 0,00'), not as the net", () => {
    const doc = page([
      R(378, [300, "IVA 0 % su imponibile:"], [480, "€ 0,00"]),
      R(393, [300, "Totale da corrispondere:"], [480, "€ 4.210,00"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      tax: 0,
      net: 4210,
      total: 4210,
    });
  });

  it("reads the seller after 'Verkocht door' without the heading, not the buyer under 'Delivery destination'", () => {
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    const doc = page([
      L(30, 40, "markto.nl Factuur"),
      L(80, 40, "VERKOCHT DOOR Linden Techniek B.V."),
      L(92, 40, "Havenweg 4, 3011 AB Rotterdam"),
      L(102, 40, "Btw-nummer NL812345678B01"),
      R(160, [40, "Bill-To Address"], [300, "Delivery Destination"]),
      R(170, [40, "Korver Retail B.V."], [300, "Korver Retail B.V."]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer: "Linden Techniek B.V." });
  });

  it("reads a title's number after the copy it is ('Invoice – Customer Copy ID KX-2026-0042')", () => {
    const doc = page([
      L(294, 40, "Invoice – Customer Copy ID KX-2026-0042"),
      R(330, [40, "Customer No."], [200, "C-4471"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("KX-2026-0042");
  });

  it("reads a title's number after its copy's name and a mark ('Factuur – exemplaar klant N° VK2026-0042')", () => {
    const doc = page([
      L(317, 40, "Factuur – exemplaar klant N° VK2026-0042"),
      R(340, [40, "Klantnummer"], [200, "C-881"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("VK2026-0042");
  });

  it("reads a date labelled to its colon over the document's own word ('FECHA DE EXPEDICIÓN DE LA FACTURA:')", () => {
    const doc = page([
      R(150, [40, "FACTURAR A NOMBRE DE"], [300, "FECHA DE EXPEDICIÓN DE LA FACTURA: 14/09/2026"]),
      R(177, [300, "A PAGAR ANTES DEL: 14/10/2026"]),
      L(241, 40, "Factura de mercancía N. FACTURA: 2026-FV-0042"),
      R(292, [40, "02/09/2026"], [120, "Mano de obra instalación"], [400, "14"], [480, "858,20"]),
      R(322, [40, "03/09/2026"], [120, "Papel A4 80 g"], [400, "32"], [480, "280,96"]),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).date).toBe("2026-09-14");
    const labels = findLabels(buildLayout([doc]), buildLabelDefs([])).filter((m) => m.line.top === 150);
    expect(labels.map((m) => [m.tokens.map((t) => t.text).join(" "), m.targets[0].concept])).toContainEqual([
      "FECHA DE EXPEDICIÓN DE LA FACTURA:",
      "invoice_date",
    ]);
    expect(labels.some((m) => m.tokens.length === 1 && m.tokens[0].text === "FACTURA:")).toBe(false);
  });

  it("reads a value after a bilingual label said again up to its colon ('Doc. No. / Numeración: 23/5966')", () => {
    const doc = page([
      L(140, 40, "Addressee / Facturar a nombre de"),
      L(144, 300, "Doc. No. / Numeración: 26/0042"),
      L(159, 300, "Raised On / Fecha documento: 17/09/2026"),
    ]);
    const layout = buildLayout([doc]);
    const labels = findLabels(layout, buildLabelDefs([]));
    const [best] = labelCandidates(
      { layout, labels, labelOf: labelIndex(labels) },
      { fieldId: "number", concept: "invoice_number", kind: "id" },
    );
    expect(best).toMatchObject({ value: "26/0042", source: "label-right" });
  });

  it("reads an American bill's title number ('Itemized Bill KX-2026-17 dated 3/24/26'), not the customer's under 'Bill To'", () => {
    const doc = page([
      L(120, 40, "Bill To:"),
      L(132, 40, "Riverside Trading Inc"),
      R(150, [40, "Customer No.:"], [200, "D-5512"]),
      L(201, 40, "Itemized Bill KX-2026-17 dated 3/24/26"),
    ]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() }))).toMatchObject({
      number: "KX-2026-17",
      date: "2026-03-24",
    });
  });

  it("reads the number after a copy's name ('Factura (ejemplar original) nº 2026-0117')", () => {
    const doc = page([L(200, 40, "Factura (ejemplar original) nº 2026-0117 de fecha 04/03/26")]);
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: invoiceClass() })).number).toBe("2026-0117");
  });
});

describe("extractDocument: legal forms of Europe", () => {
  it.each([
    ["SAS Talvane Conseil", "SAS Talvane Conseil"],
    ["Grünwald & Pichler OG", "Grünwald & Pichler OG"],
    ["Hoffer & Lenz GmbH & Co. KG", "Hoffer & Lenz GmbH & Co. KG"],
    ["Nordal UG (haftungsbeschränkt)", "Nordal UG (haftungsbeschränkt)"],
    ["Cooperativa Olivar S.Coop.", "Cooperativa Olivar S.Coop."],
    ["Brennan Freight DAC", "Brennan Freight DAC"],
    ["Van Dijk & Zonen V.O.F.", "Van Dijk & Zonen V.O.F."],
  ])("takes %s from the footer under a brand word", (footer, issuer) => {
    const brand = footer.replace(/^SAS /, "").split(" ")[0].toUpperCase();
    const doc = page([
      L(40, 40, brand, 28),
      R(200, [300, "Invoice No:"], [420, "58213"]),
      L(760, 40, `${footer} · 12 Quay Street · 4020 Linz`, 7),
      L(770, 40, "VAT No. ATU12345678 · IBAN AT61 1904 3002 3457 3201", 7),
    ]);
    const cls: ExtractionClass = { fields: [field("issuer", "Seller", "String")], tables: [] };
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: cls }))).toEqual({ issuer });
  });
});

describe("extractDocument: validations", () => {
  it("reports a formula that does not add up, a required field that is missing and a format mismatch", () => {
    const fields = [
      { _id: "total", name: "Total" },
      { _id: "net", name: "Net" },
      { _id: "tax", name: "Tax" },
    ];
    const tree = parseFormula("[Net] + [Tax]", fields);
    if (!tree.ok) throw new Error(tree.error);
    const cls = invoiceClass();
    cls.fields[0].validation = { required: true, regex: "^INV-\\d+$", formula: null, formulaText: "" };
    cls.fields[2].validation = { required: true, regex: "", formula: tree.tree, formulaText: "[Net] + [Tax]" };
    cls.fields[1].validation = { required: true, regex: "", formula: null, formulaText: "" };
    const doc = page([
      L(90, 40, "Invoice No: 2024/42"),
      R(400, [300, "Net amount"], [480, "100.00"]),
      R(415, [300, "VAT"], [480, "19.00"]),
      R(430, [300, "Total"], [480, "120.00"]),
    ]);
    const result = extractDocument({ pages: [doc], documentClass: cls });
    const byId = Object.fromEntries(result.properties.map((p) => [p.field._id, p]));
    expect(byId.number).toMatchObject({
      value: "2024/42",
      validated: false,
      error: "Invoice Number does not match the expected format",
    });
    expect(byId.date).toMatchObject({ value: null, validated: false, error: "Invoice Date is required" });
    expect(byId.total).toMatchObject({ value: 120, validated: false, error: "Total should be 119 ([Net] + [Tax])" });
    expect(byId.net).toMatchObject({ validated: true, error: null });
  });
});

describe("extractDocument: tables and parseData", () => {
  const linesClass: ExtractionClass = {
    fields: [],
    tables: [
      {
        name: "Line items",
        description: "",
        columns: [
          { field: { _id: "desc", name: "Description", dataType: "String" } },
          { field: { _id: "qty", name: "Quantity", dataType: "Number" } },
          { field: { _id: "price", name: "Unit Price", dataType: "Number" } },
          { field: { _id: "amount", name: "Amount", dataType: "Number" } },
        ],
      },
    ],
  };
  const doc = page([
    L(200, 40, "Invoice No: 7"),
    R(300, [40, "Artikel"], [300, "Aantal"], [360, "Prijs per stuk"], [480, "Bedrag"]),
    L(318, 40, "--- Hardware ---"),
    R(336, [40, "Apple iPad Air Wifi 16 GB"], [310, "1"], [380, "€ 399,00"], [490, "€ 399,00"]),
    L(348, 52, "Serienummer: SDMPP373MPP15", 8),
    R(362, [40, "Nintendo AC-adapter"], [310, "2"], [385, "€ 14,99"], [495, "€ 29,98"]),
    R(420, [300, "Totaal"], [490, "€ 428,98"]),
  ]);

  it("finds the table by alignment, maps its columns by header and types the cells", () => {
    const result = extractDocument({ pages: [doc], documentClass: linesClass });
    const rows = result.tables[0].rows.map((row) =>
      Object.fromEntries(row.map((cell) => [cell.field._id, cell.value])),
    );
    expect(result.tables[0].name).toBe("Line items");
    expect(rows).toEqual([
      { desc: "Apple iPad Air Wifi 16 GB Serienummer: SDMPP373MPP15", qty: 1, price: 399, amount: 399 },
      { desc: "Nintendo AC-adapter", qty: 2, price: 14.99, amount: 29.98 },
    ]);
  });

  it("gives every cell an id that stays the same when the document is extracted again", () => {
    const first = extractDocument({ pages: [doc], documentClass: linesClass });
    const again = extractDocument({ pages: [doc], documentClass: linesClass });
    const ids = first.tables[0].rows.flat().map((c) => c._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(again.tables[0].rows.flat().map((c) => c._id)).toEqual(ids);
    expect(first.annotations.tableCells.map((c) => c.cellId)).toEqual(expect.arrayContaining([ids[0], ids[1]]));
  });

  it("reports the layout's tables with the section heading as a merged cell, and its key-value pairs", () => {
    const result = extractDocument({ pages: [doc], documentClass: { fields: [], tables: [] } });
    const table = result.parseData.tables[0];
    expect(table.rows[0]).toEqual(["Artikel", "Aantal", "Prijs per stuk", "Bedrag"]);
    expect(table.rows[1][0]).toBe("--- Hardware ---");
    expect(table.mergedCells).toEqual([{ startRow: 1, startCol: 0, rowSpan: 1, colSpan: 4 }]);
    expect(table.rows[2]).toEqual([
      "Apple iPad Air Wifi 16 GB\nSerienummer: SDMPP373MPP15",
      "1",
      "€ 399,00",
      "€ 399,00",
    ]);
    expect(result.parseData.formFields).toEqual(
      expect.arrayContaining([
        { key: "Invoice No", value: "7" },
        { key: "Totaal", value: "€ 428,98" },
      ]),
    );
  });

  it("returns the class's table with its typed columns and no rows when the document has none", () => {
    const result = extractDocument({ pages: [page([L(100, 40, "Invoice No: 7")])], documentClass: linesClass });
    expect(result.tables).toEqual([
      {
        name: "Line items",
        columns: [
          { _id: "desc", name: "Description", dataType: "String" },
          { _id: "qty", name: "Quantity", dataType: "Number" },
          { _id: "price", name: "Unit Price", dataType: "Number" },
          { _id: "amount", name: "Amount", dataType: "Number" },
        ],
        rows: [],
      },
    ]);
  });
});

describe("extractDocument: annotations", () => {
  it("records the page and box of every value found, in PDF points", () => {
    const doc = page([L(90, 40, "Invoice No: 12345")], { pageNo: 7, width: 612, height: 792 });
    const result = extractDocument({ pages: [doc], documentClass: invoiceClass() });
    expect(result.annotations.pages).toEqual([{ pageNo: 7, width: 612, height: 792 }]);
    const [number] = result.annotations.fields;
    expect(number).toMatchObject({
      fieldId: "number",
      fieldName: "Invoice Number",
      pageNo: 7,
      page: 0,
      text: "12345",
      source: "label-right",
    });
    // "Invoice" and "No:" at 5 pt a character, each followed by a space of 2.8 pt.
    expect(number.x).toBeCloseTo(40 + 7 * 5 + 2.8 + 3 * 5 + 2.8, 1);
    expect(number.y).toBe(90);
    expect(number.width).toBe(25);
    expect(number.confidence).toBeGreaterThan(0.5);
  });

  it("survives pages without words and an empty class", () => {
    const empty = { pageNo: 1, width: 595, height: 842, words: [] };
    const result = extractDocument({ pages: [empty], documentClass: invoiceClass() });
    expect(result.properties).toHaveLength(6);
    expect(result.parseData).toEqual({ formFields: [], tables: [] });
    expect(extractDocument({ pages: [], documentClass: { fields: [], tables: [] } }).properties).toEqual([]);
  });
});

describe("extractDocument: receipts", () => {
  const receiptClass: ExtractionClass = {
    _id: "class-receipt",
    fields: [
      field("company", "Company", "String"),
      field("address", "Address", "String"),
      field("total", "Total", "Number"),
    ],
    tables: [],
  };

  it("takes the total including tax, not a total the words 'excl.' mark as before tax", () => {
    const doc = page(
      [
        L(40, 60, "Corner Grocer"),
        R(200, [20, "Total Excl. VAT"], [250, "3.43"]),
        R(212, [20, "VAT 6%"], [250, "0.22"]),
        R(224, [20, "Total Sales (Incl VAT)"], [250, "3.65"]),
        R(236, [20, "Cash"], [250, "5.00"]),
      ],
      { width: 300, height: 400 },
    );
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: receiptClass })).total).toBe(3.65);
  });

  it("reads the date after 'Date/Time:' and a date under 'Change Due' on a till's OCR'd lines", () => {
    const dated: ExtractionClass = { ...receiptClass, fields: [field("date", "Date", "Date")] };
    // OCR boxes hug the ink: "Due" (no capitals reaching up) is shorter than "Change", a monospace space apart.
    const word = (text: string, x: number, y: number, width: number, height = 6) => ({ text, x, y, width, height });
    const till = (words: ReturnType<typeof word>[]) => ({ pageNo: 1, width: 200, height: 300, words });
    const changeDue = till([
      word("TOTAL", 13, 100, 21, 5),
      word("71.60", 174, 100, 20, 5),
      word("Change", 13, 110, 24, 6),
      word("Due", 42, 111, 12, 4),
      word("0.00", 179, 110, 16, 5),
      word("31/01/2021", 31, 120, 41, 5),
      word("22:48", 77, 120, 20, 5),
    ]);
    expect(valuesOf(extractDocument({ pages: [changeDue], documentClass: dated })).date).toBe("2021-01-31");
    const dateTime = till([
      word("Date/Time:", 13, 60, 45),
      word("27/12/20", 62, 60, 36),
      word("Return", 13, 200, 28),
      word("by", 45, 200, 10),
      word("10/01/21", 60, 200, 36),
    ]);
    const read = extractDocument({ pages: [dateTime], documentClass: dated }).properties[0];
    expect(read.value).toBe("2020-12-27");
    expect(read.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it("takes the shop's name from its line when the till printed the date and time beside it", () => {
    const doc = page(
      [
        L(30, 20, "Harbour & Hill General Store 8/9/25 12:01 PM"),
        L(42, 20, "Open 7 days"),
        L(54, 20, "12 Harbour Road, Portville OH 01659"),
        R(200, [20, "Total"], [250, "9.10"]),
      ],
      { width: 300, height: 400 },
    );
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: receiptClass })).company).toBe(
      "Harbour & Hill General Store",
    );
  });

  it("does not take an address line for the shop's name, even when OCR made it the tallest line at the top", () => {
    const doc = page(
      [
        L(30, 20, "Corner Grocer"),
        L(44, 20, "12 Harbour Road"),
        L(58, 20, "Portville, OH 01659", 14),
        R(200, [20, "Total"], [250, "9.10"]),
      ],
      { width: 300, height: 400 },
    );
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: receiptClass })).company).toBe("Corner Grocer");
  });

  it("reads an address with a unit number ('# 04-12') and leaves out a labelled block printed beside it", () => {
    const doc = page(
      [
        L(40, 60, "Corner Grocer Pte Ltd"),
        R(52, [20, "12 Harbour Road # 04-12"], [200, "Server 25"]),
        L(64, 20, "Portville 123456"),
        L(76, 20, "Tel 555 0100"),
        R(200, [20, "Total"], [250, "9.10"]),
      ],
      { width: 300, height: 400 },
    );
    expect(valuesOf(extractDocument({ pages: [doc], documentClass: receiptClass })).address).toBe(
      "12 Harbour Road # 04-12, Portville 123456",
    );
  });
});

describe("candidates: amounts without cents", () => {
  const totalScore = (printed: string) => {
    const layout = buildLayout([
      page([
        R(200, [20, "Bread"], [250, "2.10"]),
        R(212, [20, "Milk"], [250, "1.05"]),
        R(236, [20, "Total"], [250, printed]),
      ]),
    ]);
    const labels = findLabels(layout, buildLabelDefs([]));
    const ctx = { layout, labels, labelOf: labelIndex(labels) };
    return labelCandidates(ctx, { fieldId: "total", concept: "total", kind: "amount" })[0].score;
  };

  it("doubts a whole number beside an amount label on a document that writes cents (an item count, a lost decimal mark)", () => {
    expect(totalScore("18")).toBeLessThan(0.7 * totalScore("18.00"));
  });
});
