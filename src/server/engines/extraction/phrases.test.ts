/**
 * Labels read as phrases, the seller's block, a tax broken down by rate, and confidence, on small synthetic
 * pages whose senders and values are invented here.
 */
import { describe, expect, it } from "vitest";
import type { DataType } from "../../../domain/entities";
import { extractDocument } from "./extractDocument";
import { buildLabelDefs, findLabels } from "./labels";
import { buildLayout } from "./layout";
import { L, R, page } from "../../../testing/extractionPages";
import type { ExtractionClass } from "./types";

const cls = (...fields: [string, string, DataType][]): ExtractionClass => ({
  _id: "c",
  fields: fields.map(([_id, name, dataType], i) => ({ field: { _id, name, dataType }, order: i })),
  tables: [],
});
const invoice = cls(
  ["number", "Invoice Number", "String"],
  ["date", "Invoice Date", "Date"],
  ["total", "Total", "Number"],
  ["net", "Net Amount", "Number"],
  ["tax", "Tax Amount", "Number"],
  ["seller", "Seller", "String"],
);
const run = (lines: Parameters<typeof page>[0], documentClass = invoice) =>
  extractDocument({ pages: [page(lines)], documentClass });
const values = (r: ReturnType<typeof extractDocument>) =>
  Object.fromEntries(r.properties.map((p) => [p.field._id, p.value]));
const confidence = (r: ReturnType<typeof extractDocument>, id: string) =>
  r.properties.find((p) => p.field._id === id)!.confidence;

describe("labels read as phrases", () => {
  it("a title compound with a number mark is the document number; a party's 'Nummer:' is not; 'vom' dates the title", () => {
    const r = run([
      L(50, 60, "Schlussrechnung (380) Nr. 8812-A vom 14.02.2021"),
      L(90, 60, "Leistungsdatum: 10.02.2021"),
      L(140, 60, "Verkäufer"),
      L(156, 60, "Nummer: 77120"),
      L(172, 60, "Name: Ostwind Handel KG"),
      L(300, 60, "Ihre Bestellung vom 01.02.2021"),
    ]);
    expect(values(r).number).toBe("8812-A");
    expect(values(r).date).toBe("2021-02-14");
  });

  it("qualifiers decide an amount label: 'Summe Netto (excl. USt.)' is the net, 'Summe Brutto' the total", () => {
    const r = run([
      L(50, 60, "Rechnung Nr. 5501"),
      R(400, [60, "Rechnungssumme Netto (excl. USt.)"], [400, "300,00"]),
      R(415, [60, "Umsatzsteuer 19 %"], [400, "57,00"]),
      R(430, [60, "Rechnungssumme Brutto (inkl. USt.)"], [400, "357,00"]),
    ]);
    expect(values(r)).toMatchObject({ net: 300, tax: 57, total: 357 });
  });

  it("'Netto dovuto' is what is left to pay (the total), not the amount before tax", () => {
    const r = run([
      L(40, 60, "Fattura n. 88/2023"),
      R(60, [300, "Netto dovuto:"], [460, "1362,00 €"]),
      R(400, [300, "Netto merce:"], [460, "1100,00 €"]),
      R(415, [300, "IVA con aliquota 22 %:"], [460, "242,00 €"]),
      R(430, [300, "IVA con aliquota 10 %:"], [460, "20,00 €"]),
      R(445, [300, "Importo totale documento:"], [460, "1362,00 €"]),
      R(600, [60, "Codice cliente:"], [300, "Netto dovuto:"]),
      R(614, [60, "D3310"], [300, "1362,00 €"]),
    ]);
    expect(values(r)).toMatchObject({ net: 1100, tax: 262, total: 1362 });
  });

  it("a rate label with its rate and one amount is that rate's tax ('Btw tarief 21 %  EUR 84,00'), summed per rate", () => {
    const r = run([
      L(40, 60, "Creditnota 2024/118"),
      R(200, [60, "Omschrijving"], [300, "Tarief (%)"], [460, "Bedrag"]),
      R(215, [60, "Arbeidsloon"], [300, "21 %"], [460, "EUR 400,00"]),
      R(230, [60, "Boeken"], [300, "9 %"], [460, "EUR 100,00"]),
      R(400, [300, "Exclusief BTW"], [460, "EUR 500,00"]),
      R(415, [300, "Btw tarief 21 %"], [460, "EUR 84,00"]),
      R(430, [300, "Btw tarief 9 %"], [460, "EUR 9,00"]),
      R(445, [300, "Totaal gecrediteerd bedrag"], [460, "EUR 593,00"]),
    ]);
    expect(values(r)).toMatchObject({ net: 500, tax: 93, total: 593 });
  });

  it("a bare total word after a net label says 'all of it' ('Nettobetrag gesamt'), the net, not the total", () => {
    const r = run([
      L(40, 60, "Rechnung Nr. 2021-77"),
      R(400, [300, "NETTOBETRAG GESAMT.....:"], [460, "1'000.00"]),
      R(415, [300, "MWST 8.1 %"], [460, "40.50"]),
      R(430, [300, "MWST 2.6 %"], [460, "13.00"]),
      R(445, [300, "GESAMTBETRAG INKL. UST.:"], [460, "1'053.50"]),
    ]);
    expect(values(r)).toMatchObject({ net: 1000, tax: 53.5, total: 1053.5 });
  });

  it("'Totale fattura (IVA compresa)' is the total and 'Totale IVA documento' the tax, beside a VAT grid", () => {
    const r = run([
      L(40, 60, "Fattura 12/2024"),
      R(400, [300, "Totale imponibile (netto):"], [500, "1000,00"]),
      R(
        415,
        [60, "22 %"],
        [100, "1000,00"],
        [160, "220,00"],
        [220, "1220,00"],
        [300, "Totale IVA documento:"],
        [500, "220,00"],
      ),
      R(430, [300, "Totale fattura (IVA compresa):"], [500, "1220,00"]),
    ]);
    expect(values(r)).toMatchObject({ net: 1000, tax: 220, total: 1220 });
  });

  it("a tax printed per rate is summed, and a tax label before % names the rate, not an amount", () => {
    const r = run([
      L(50, 60, "Invoice No. 7731"),
      R(200, [60, "Item"], [300, "Amount"], [400, "VAT %"]),
      R(215, [60, "Garden hose 20 m"], [300, "100.00"], [400, "19"]),
      R(230, [60, "Seed mix"], [300, "50.00"], [400, "7"]),
      R(400, [60, "Net total"], [400, "150.00"]),
      R(415, [60, "VAT 19 %"], [200, "100.00"], [300, "19.00"]),
      R(430, [60, "VAT 7 %"], [200, "50.00"], [300, "3.50"]),
      R(445, [60, "Gross total"], [400, "172.50"]),
    ]);
    expect(values(r)).toMatchObject({ net: 150, tax: 22.5, total: 172.5 });
  });
  it("a number mark glued to the value ('Bill Number: #5120') is a mark, not a weaker label of its own", () => {
    const r = run([
      L(40, 60, "Ashcombe Joinery Ltd"),
      R(150, [350, "Bill Number:"], [460, "#6043"]),
      R(165, [350, "Dated:"], [460, "15/07/2025"]),
      R(400, [100, "Less payment on account, invoice #4471 dated 02/05/2025:"], [460, "(900.00)"]),
    ]);
    expect(values(r).number).toBe("6043");
    expect(confidence(r, "number")).toBeGreaterThanOrEqual(0.9);
  });
  it("the number of the invoice a credit note corrects is not the credit note's ('Abono por devolución N°')", () => {
    const r = run([
      L(40, 60, "Carpintería Ribera S.L."),
      R(120, [350, "Rectificación de la factura nº:"], [460, "B-3310"]),
      R(165, [350, "Expedición:"], [460, "11/10/2022"]),
      L(200, 60, "Abono por devolución N° B-3342"),
    ]);
    expect(values(r).number).toBe("B-3342");
  });
  it.each([["Rectifica a la factura B-3310"], ["This replaces invoice B-3310"], ["Storniert die Rechnung B-3310"]])(
    "a title after a word that corrects or replaces names another document: '%s'",
    (reference) => {
      const r = run([
        R(30, [60, "Rectificación de factura"], [380, "Nº de la rectificativa B-3342"]),
        L(60, 60, "Carpintería Ribera S.L."),
        R(100, [60, "Fecha emisión 17/03/22"], [250, reference], [420, "Proyecto nº PR22516"]),
      ]);
      expect(values(r).number).toBe("B-3342");
    },
  );
  it("a value set to the right of its caption's cell in a grid belongs to that caption", () => {
    const r = run([
      L(40, 60, "Kramer Groothandel B.V."),
      R(150, [40, "FACT.NR."], [140, "FACT.DAT."], [240, "KL.NR"], [340, "BEST.NR"]),
      R(164, [85, "3902-6617"], [150, "14-10-2025"], [290, "K-33554"], [380, "4599532200"]),
    ]);
    expect(values(r)).toMatchObject({ number: "3902-6617", date: "2025-10-14" });
  });
  it("a title's qualifying words in capitals are no code: 'FATTURA DIFFERITA 3318/2022' is numbered 3318/2022", () => {
    const r = run([L(40, 60, "Officine Serra S.r.l."), L(200, 60, "FATTURA DIFFERITA 3318/2022 del 04/03/2022")]);
    expect(values(r)).toMatchObject({ number: "3318/2022", date: "2022-03-04" });
  });
  it("a number printed in groups of digits is one number ('4826 3071 9954'), a customer number beside it another", () => {
    const r = run([
      L(40, 60, "Stadtwerke Lindau GmbH"),
      R(150, [300, "Rechnungsnummer"], [420, "4826 3071 9954"]),
      R(165, [300, "Kundennummer"], [420, "4471 2290"]),
      R(180, [300, "Rechnungsdatum"], [420, "02.09.2021"]),
    ]);
    expect(values(r).number).toBe("4826 3071 9954");
  });
  it("a remark in brackets after a label ('Rechnungsnummer (bitte angeben)') stands between it and its value", () => {
    const r = run([
      L(40, 60, "Netzwerk Süd GmbH"),
      R(100, [300, "Kundennummer"], [520, "C53462"]),
      R(115, [300, "Rechnungsnummer (bitte angeben)"], [520, "08-16-2291"]),
    ]);
    expect(values(r).number).toBe("08-16-2291");
    const italian = run([
      L(40, 60, "Albergo Centrale"),
      R(100, [300, "Numero fattura (da citare nel pagamento):"], [520, "2024-FT-88"]),
    ]);
    expect(values(italian).number).toBe("2024-FT-88");
  });
  it("'ORIGINAL' after a dash says which copy this is, not that the number is another document's", () => {
    const r = run([
      L(40, 60, "Kestrel Tools plc"),
      L(200, 60, "SALES INVOICE – ORIGINAL #11-17-3308 of 12th July 2022"),
    ]);
    expect(values(r)).toMatchObject({ number: "11-17-3308", date: "2022-07-12" });
  });
  it("a bare date word before a due date's label is the due date ('Fecha vencimiento pago'), not the invoice's", () => {
    const r = run([
      L(40, 60, "Reformas Ortega S.L."),
      L(200, 60, "FACTURA núm. T23-1180 – 21 de agosto de 2023"),
      R(220, [60, "Referencia de cliente nº"], [260, "Fecha vencimiento pago"]),
      R(234, [60, "C87705"], [260, "20-09-2023"]),
    ]);
    expect(values(r).date).toBe("2023-08-21");
  });
  it("a remark opened by an equals sign ('Datum factuur (= leverdatum)') stands between a label and its value", () => {
    const r = run([
      L(40, 60, "Noordwind Energie NV"),
      R(100, [300, "Datum factuur (= leverdatum)"], [520, "27/06/2023"]),
      R(115, [300, "Afrekenperiode"], [520, "01/04/2023 - 30/04/2023"]),
    ]);
    expect(values(r).date).toBe("2023-06-27");
  });
  it.each([
    ["Rechnungsdatum/Leistungsdatum:"],
    ["Rechnungsdatum / Leistungsdatum:"],
    ["Rechnungsdatum/Leistungsdatum"],
  ])("two labels joined by a slash ('%s') each keep their meaning; the date is the invoice's", (label) => {
    const r = run([
      L(40, 60, "Gasthof Lindenhof"),
      R(60, [300, "209"], [360, "12-MÄR-24"], [420, "15-MÄR-24"]),
      R(74, [300, "Zimmer"], [360, "Anreise"], [420, "Abfahrt"]),
      R(115, [300, `${label} 15. März 2024`]),
    ]);
    expect(values(r).date).toBe("2024-03-15");
  });
  it.each([
    ["RECHNUNG/LIEFERSCHEIN Nr. RE 31/7702 v. 6. Oktober 2022", "RE 31/7702"],
    ["INVOICE & DELIVERY NOTE INV31/7702 – 6th October 2022", "INV31/7702"],
    ["FACTUUR / PAKBON nr. 317702 d.d. 6 oktober 2022", "317702"],
    ["FACTURE / BON DE LIVRAISON FA31-7702 – émise le 6 octobre 2022", "FA31-7702"],
    ["INVOICE & PACKING SLIP #31-7702 of October 6, 2022", "31-7702"],
  ])("a document that is also a delivery note is numbered as the document: '%s'", (title, number) => {
    const r = run([
      L(40, 60, "Dornbach Handel GmbH"),
      L(200, 60, title),
      R(220, [60, "Kundenkennziffer"], [260, "Ihre Order-Nr."]),
      R(234, [60, "K-4566"], [260, "618/2022"]),
    ]);
    expect(values(r)).toMatchObject({ number, date: "2022-10-06" });
  });
  it("a copy said in words after the title ('FATTURA – COPIA PER IL CLIENTE') stands before the number", () => {
    const r = run([
      L(40, 60, "Ferri & Figli S.r.l."),
      L(200, 60, "FATTURA – COPIA PER IL CLIENTE 07-19-4412 emessa il 1° marzo 2024"),
      R(220, [60, "Codice cliente n."], [260, "Doc. trasporto n."]),
      R(234, [60, "D6194"], [260, "LS-2024-7781"]),
    ]);
    expect(values(r)).toMatchObject({ number: "07-19-4412", date: "2024-03-01" });
  });
  it("a remark in small letters after a number's label ('Numéro de facture à rappeler') stands before its value", () => {
    const r = run([
      L(40, 60, "Meuse Énergie SC"),
      R(100, [300, "Référence client:"], [520, "C7916"]),
      R(115, [300, "Numéro de facture à rappeler:"], [520, "09-18-5523"]),
    ]);
    expect(values(r).number).toBe("09-18-5523");
    // ... but a word that points at another document is no remark: 'Factuurnummer origineel' is the corrected one's.
    const credit = run([
      L(40, 60, "Peeters Advies BV"),
      R(100, [300, "Factuurnummer origineel:"], [520, "2021-0120"]),
      L(200, 60, "Annuleringsfactuur 2023.09.94 d.d. 17-04-2021"),
    ]);
    expect(values(credit).number).toBe("2023.09.94");
  });
  it("'Invoice & Tax Point Date:' dates the invoice; it is no title of a number", () => {
    const r = run([
      L(40, 60, "Severn Power Ltd"),
      R(100, [300, "Invoice No. (please quote):"], [460, "C71208"]),
      R(115, [300, "Bill Period:"], [460, "01/03/2024 - 31/03/2024"]),
      R(130, [300, "A/C Reference:"], [460, "C40915"]),
      R(145, [300, "Invoice & Tax Point Date:"], [460, "12/04/2024"]),
    ]);
    expect(values(r)).toMatchObject({ number: "C71208", date: "2024-04-12" });
  });
  it("'Expedida en fecha' dates the document; the arrival date beside it does not", () => {
    const hotel = run([
      L(40, 60, "Hotel Las Encinas"),
      R(100, [300, "FECHA DE LLEGADA"], [460, "18-SEP-24"]),
      R(115, [300, "EXPEDIDA EN FECHA"], [460, "23 de septiembre de 2024"]),
    ]);
    expect(values(hotel).date).toBe("2024-09-23");
  });
  it("a 'Date' column heading over item rows names the items' dates, not the document's", () => {
    const r = run([
      L(40, 60, "Larchwood Surveying Ltd"),
      L(150, 60, "Invoice 0417/22 dated 30 June 2024"),
      R(185, [60, "DATE"], [150, "ACTIVITY"], [460, "AMOUNT"]),
      R(200, [60, "03/06/2024"], [150, "Site visit and measurements"], [460, "270.00"]),
      R(215, [60, "11/06/2024"], [150, "Drawing of the floor plans"], [460, "410.00"]),
    ]);
    expect(values(r).date).toBe("2024-06-30");
  });

  it("a VAT strip's rows run on to their total column: the document's amounts, not one rate's", () => {
    const r = run([
      L(40, 60, "Fournitures Marchal SA"),
      L(60, 300, "FACTURE N° 71-3304 du 02-05-2024"),
      R(400, [320, "T1 21%"], [420, "T2 6%"], [500, "TOUTES"]),
      R(415, [60, "BASE IMPOSABLE HT"], [320, "100,00"], [420, "200,00"], [500, "300,00"]),
      R(430, [60, "TVA PAR TAUX"], [320, "21,00"], [420, "12,00"], [500, "33,00"]),
      R(445, [60, "MT TTC"], [320, "121,00"], [420, "212,00"], [500, "333,00"]),
    ]);
    expect(values(r)).toMatchObject({ net: 300, tax: 33, total: 333 });
  });

  it("a posting row's amounts stop where the label's own column ends ('Imposta di soggiorno' is no VAT)", () => {
    const r = run([
      L(40, 60, "Albergo Sole Alto srl"),
      L(60, 300, "Fattura n. 0915/B del 04-03-2024"),
      R(300, [60, "03-MAR-24"], [120, "Imposta di soggiorno"], [400, "2"], [440, "3,00"], [510, "6,00"]),
      R(400, [60, "Aliquota"], [160, "Imponibile"], [260, "IVA"], [330, "Totale"]),
      R(415, [60, "10 %"], [160, "500,00"], [260, "50,00"], [330, "550,00"]),
      R(430, [60, "0 %"], [160, "6,00"], [260, "0,00"], [330, "6,00"]),
      R(445, [60, "Totale riepilogo"], [160, "506,00"], [260, "50,00"], [330, "556,00"]),
    ]);
    expect(values(r)).toMatchObject({ net: 506, tax: 50, total: 556 });
  });

  it("the corrected invoice's number is not the credit note's ('Korrektur der Rechnung Nr.', 'Lieferbeleg-Nr.')", () => {
    const r = run([
      L(40, 60, "Bergwerk Papier GmbH"),
      R(120, [300, "Gutschrift-Belegnummer"], [470, "GS-88/310"]),
      R(135, [300, "Lieferbeleg-Nr."], [470, "5530187"]),
      R(150, [300, "Korrektur der Rechnung Nr."], [470, "R-2024-1177"]),
      R(165, [300, "Tag der Rechnung:"], [470, "12.04.2024"]),
      R(180, [300, "Lieferdatum"], [470, "10.04.2024"]),
    ]);
    expect(values(r)).toMatchObject({ number: "GS-88/310", date: "2024-04-12" });
  });

  it("a tax computed on a base ('IVA 21 % s/ base:') is the tax; a tax word after incl. or excl. qualifies another amount", () => {
    const r = run([
      L(40, 60, "Tegenboeking N° 55010932"),
      R(400, [300, "Bedrag exclusief omzetbelasting:"], [480, "EUR 500,00"]),
      R(415, [300, "IVA 21 % s/ base:"], [480, "EUR 84,00"]),
      R(430, [300, "IVA 4 % s/ base:"], [480, "EUR 4,00"]),
      R(445, [300, "Factuurbedrag inclusief btw:"], [480, "EUR 588,00"]),
    ]);
    expect(values(r)).toMatchObject({ number: "55010932", net: 500, tax: 88, total: 588 });
  });

  it("a tax word after a denial or 'subject to' names another amount ('Soggetto a IVA' over the taxed part of a strip)", () => {
    const r = run([
      R(
        400,
        [40, "Manodopera"],
        [100, "Ricambi"],
        [150, "Materiali"],
        [200, "Diritti esclusi"],
        [260, "Imponibile lavori"],
        [330, "Soggetto a IVA"],
        [400, "IVA 22% sul totale"],
        [480, "Totale documento"],
      ),
      R(
        412,
        [40, "150,00"],
        [100, "50,00"],
        [150, "40,00"],
        [200, "10,00"],
        [260, "250,00"],
        [330, "240,00"],
        [400, "52,80"],
        [480, "€ 302,80"],
      ),
    ]);
    expect(values(r)).toMatchObject({ net: 250, tax: 52.8, total: 302.8 });
    // Alone on a page, such a line is at best a guess at the tax.
    const alone = run([
      R(400, [300, "Soggetto a IVA:"], [480, "240,00"]),
      R(415, [300, "Esente IVA:"], [480, "12,00"]),
      R(430, [300, "Actes exonérés de TVA:"], [480, "153,41"]),
    ]);
    expect(confidence(alone, "tax")).toBeLessThan(0.5);
  });

  it("a title's words up to its 'n.' and the words up to the colon after a compound ending in 'nr.' belong to the label", () => {
    const titled = run([
      R(150, [60, "Rif. pratica"], [200, "55/2024"]),
      L(190, 60, "Fattura per consulenza tecnica n. 4471/B"),
    ]);
    expect(values(titled).number).toBe("4471/B");
    const compound = run([
      R(150, [300, "KLANTNR.:"], [420, "30817"]),
      R(165, [300, "FACTUURNR. MAGAZIJN:"], [420, "MG-88102"]),
    ]);
    expect(values(compound).number).toBe("MG-88102");
  });

  it("a number after an amount label's number mark numbers a rule, the amount comes after it ('UMSATZSTEUER NR. 7008 ...')", () => {
    const r = run([
      R(400, [300, "Nettobetrag:"], [470, "300,00 €"]),
      R(415, [300, "MWST. NR. 2210 GEBO (19 %):"], [470, "57,00 €"]),
      R(430, [300, "Rechnungsbetrag:"], [470, "357,00 €"]),
    ]);
    expect(values(r)).toMatchObject({ net: 300, tax: 57, total: 357 });
  });

  it("a delivery note's sum inside a collective invoice is not the invoice's ('Summe Lieferschein LS 4410')", () => {
    const first = page([
      L(100, 60, "Lieferschein LS 4410 vom 03.05.2024"),
      R(130, [60, "Summe Lieferschein LS 4410"], [470, "120,00"]),
      L(160, 60, "Lieferschein LS 4452 vom 17.05.2024"),
      R(190, [60, "Summe Lieferschein LS 4452"], [470, "80,00"]),
    ]);
    const second = page([
      R(100, [300, "Warenwert 19 %"], [470, "200,00"]),
      R(115, [300, "USt 19 % auf Warenwert"], [470, "38,00"]),
      R(130, [300, "Endbetrag Sammelrechnung"], [470, "238,00"]),
    ]);
    const r = extractDocument({ pages: [first, { ...second, pageNo: 2 }], documentClass: invoice });
    expect(values(r)).toMatchObject({ net: 200, tax: 38, total: 238 });
    // Alone, a delivery note's sum is at best a guess at the total, and no net.
    expect(confidence(extractDocument({ pages: [first], documentClass: invoice }), "total")).toBeLessThan(0.5);
    expect(values(run([R(130, [60, "Subtotal del albarán 4410"], [470, "120,00"])])).net).toBeNull();
    const english = run([
      R(130, [60, "Subtotal del. note 5531"], [470, "80.00"]),
      R(400, [300, "Net"], [470, "80.00"]),
      R(415, [300, "VAT 20 %"], [470, "16.00"]),
      R(430, [300, "Total incl. delivery"], [470, "96.00"]),
    ]);
    expect(values(english)).toMatchObject({ net: 80, tax: 16, total: 96 });
  });

  it("an EDI printout's date without separators is read after a date's label, not the fax line's date above", () => {
    const r = run([
      L(20, 40, "12.11.2024 09:41 FROM 0211 5550 10 PAGE 01/01"),
      R(80, [300, "NO FACT / EDI :"], [420, "24K55120"]),
      R(95, [300, "DOC DAT/EDI :"], [420, "20241108"]),
      R(110, [300, "ORDER NO :"], [420, "20241101"]),
    ]);
    expect(values(r)).toMatchObject({ number: "24K55120", date: "2024-11-08" });
  });

  it("a stamp duty is no VAT and a law's article no amount ('Imposta di bollo (art. 15 ...)', 'esente IVA art. 10')", () => {
    const r = run([
      R(300, [40, "Visita specialistica"], [470, "120,00"]),
      R(315, [40, "Imposta di bollo (art. 15 DPR 633/72)"], [470, "2,00"]),
      R(345, [40, "Importo complessivo: EUR 122,00"]),
      L(370, 40, "Operazione esente IVA art. 10 n. 18 DPR 633/1972."),
    ]);
    expect(values(r)).toMatchObject({ total: 122, net: 122, tax: 0 });
  });

  it("a copy's remark in brackets and 'n.' stand between a title and its number ('FATTURA (ORIGINALE) n. ...')", () => {
    const r = run([
      L(40, 60, "Vetreria Lago Scuro s.r.l."),
      L(190, 60, "FATTURA (ORIGINALE) n. 31-88-204 del 9 maggio 2024"),
      R(230, [60, "N. vs. ordine"], [200, "55/2024"]),
    ]);
    expect(values(r)).toMatchObject({ number: "31-88-204", date: "2024-05-09" });
  });

  it("words about the document between a date's label and its value belong to the label ('Date d'émission facture')", () => {
    const r = run([
      R(120, [300, "Facture couvrant la période"], [430, "01-04-2024 - 30-04-2024"]),
      R(135, [300, "Date d'émission facture"], [470, "06-05-2024"]),
    ]);
    expect(values(r).date).toBe("2024-05-06");
  });

  it("a single letter in a row of captions is the subject the row's other labels leave ('R.-NR.' beside 'DEB.-NR.')", () => {
    const r = run([
      L(40, 60, "Steinmetz Baustoffe e.K."),
      R(190, [60, "R.-NR."], [150, "BEL.-DAT."], [240, "DEB.-NR."], [330, "BESTELLG."]),
      R(202, [60, "7734 1102"], [150, "14.02.24"], [240, "D-5521"], [330, "88/2024"]),
    ]);
    expect(values(r)).toMatchObject({ number: "7734 1102", date: "2024-02-14" });
  });

  it("a row of key figures prints each caption under its value; a 'next' invoice's date in a sentence is not this one's", () => {
    const r = run([
      L(40, 60, "Cloudmere Ltd"),
      R(98, [60, "£42.00"], [180, "QX-88A1-0042"], [300, "03/02/25"], [420, "03/02/25"]),
      R(116, [60, "Amount charged"], [180, "Reference number"], [300, "Invoice created"], [420, "Payment date"]),
      R(400, [300, "Total excluding tax:"], [480, "£35.00"]),
      R(415, [300, "VAT (20%):"], [480, "£7.00"]),
      R(430, [300, "Total:"], [480, "£42.00"]),
      L(470, 60, "Your next invoice will be issued on 03/03/25."),
    ]);
    expect(values(r)).toMatchObject({ number: "QX-88A1-0042", date: "2025-02-03" });
  });

  it("a balance paid off is not the total: 'Saldo te betalen 0,00' under a strip whose total is paid by card", () => {
    const r = run([
      L(40, 60, "Garage Smit B.V."),
      L(60, 300, "Factuur WP-7710 d.d. 04-03-2024"),
      R(374, [60, "SUBTOTAAL"], [200, "21 % BTW"], [330, "TOTAAL TE BETALEN"]),
      R(386, [60, "400,00"], [200, "84,00"], [330, "484,00"]),
      R(402, [200, "Voldaan per pin:"], [330, "-484,00"]),
      R(413, [200, "Saldo te betalen:"], [330, "0,00"]),
    ]);
    expect(values(r)).toMatchObject({ net: 400, tax: 84, total: 484 });
  });

  it("a letter's place and date without a comma ('Bern den 3. März 2024') dates it, not the end of the period worked", () => {
    const r = run([
      L(40, 60, "Advokatur Keller"),
      L(240, 300, "Bern den 3. März 2024"),
      L(263, 60, "Honorarrechnung Nr. HK 2024-31"),
      L(307, 60, "Für unsere Bemühungen vom 02.01.2024 bis 28.02.2024 erlauben wir uns, Rechnung zu stellen:"),
    ]);
    expect(values(r).date).toBe("2024-03-03");
  });

  it("a date label that names the document may say its kind up to the colon; a shipment's departure is not its date", () => {
    const r = run([
      R(80, [330, "Date de la facture de transport:"], [480, "4 avril 2024"]),
      R(242, [60, "Navire / Voyage"], [330, "Date de départ (ETD)"]),
      R(251, [60, "MSC ALMA / 112E"], [330, "2 mars 2024"]),
    ]);
    expect(values(r).date).toBe("2024-04-04");
  });

  it("words up to the colon after a label ending in its mark say whose number it is ('Rg.-Nr. Werkstatt:')", () => {
    const r = run([
      L(40, 60, "Kfz-Technik Brandl e.U."),
      L(74, 60, "Fon Zentrale: 0512 330 118"),
      R(156, [330, "Rg.-Nr. Werkstatt:"], [460, "WT 551204"]),
      R(166, [330, "Ausgestellt:"], [460, "02.05.24"]),
    ]);
    expect(values(r).number).toBe("WT 551204");
  });

  it("one capitalised word between a label ending in its mark and its value says whose number ('Gutschrift-Nr. Miete')", () => {
    const r = run([
      L(40, 60, "Hausverwaltung Lindner GmbH"),
      R(153, [330, "Gutschrift-Nr. Miete"], [470, "GM-2024.0318"]),
      L(300, 60, "Ihr Mieterkonto 55-0120 wird gutgeschrieben."),
    ]);
    expect(values(r).number).toBe("GM-2024.0318");
  });

  it("a code in capitals ending the number's segment is part of it ('Nr. 4410/24 HN'); a currency code is not", () => {
    const r = run([
      L(40, 60, "Kanzlei Brenner & Vogt"),
      L(256, 60, "Honorarrechnung Nr. 4410/24 HN"),
      R(400, [300, "Rechnungsbetrag"], [460, "1.190,00 EUR"]),
    ]);
    expect(values(r)).toMatchObject({ number: "4410/24 HN", total: 1190 });
  });

  it("an American issuer billing in dollars writes the month first, though the page names euros", () => {
    const r = run([
      L(40, 60, "Hollow Creek Tools Inc"),
      L(52, 60, "18 Elm Street, Dayton, OH 45402"),
      R(90, [340, "Invoice Issued:"], [460, "3/4/24"]),
      L(160, 60, "Consignee: Ferramenta Bassi S.r.l., Via Roma 2, 20121 Milano, Italy"),
      R(400, [340, "Total Due USD:"], [460, "$ 1,250.00"]),
      L(415, 340, "For information: EUR 1,160.00"),
    ]);
    expect(values(r).date).toBe("2024-03-04");
  });
});

describe("the seller", () => {
  it.each([["Fournil Weber S.à r.l."], ["Fournil Weber SARL-S"], ["Fournil Weber S.à r.l.-S"]])(
    "keeps a Luxembourg legal form printed in two words or with its -S: '%s'",
    (name) => {
      const r = run([
        L(40, 60, name),
        L(55, 60, "12, rue de la Gare, L-1611 Luxembourg"),
        L(300, 60, "Facture n° F-2291"),
        L(800, 60, `${name} · RCS Luxembourg B654321 · TVA LU87654321`),
      ]);
      expect(values(r).seller).toBe(name);
    },
  );
  it.each([["Vendeur tiers:"], ["Sold and dispatched by:"], ["Vendido y enviado por"]])(
    "is the name after '%s' on the heading's own line, not the address under it",
    (heading) => {
      const r = run([
        L(40, 60, "shopwise.example"),
        L(60, 60, `${heading} Marchal Plomberie`),
        L(75, 60, "Rue des Tanneurs 12, 4000 Liège"),
        R(100, [60, "Facture n°"], [200, "Date"]),
        R(114, [60, "F-2291"], [200, "23/03/2024"]),
        L(200, 60, "Adresse client"),
        L(215, 60, "Boulangerie Renard SA"),
      ]);
      expect(values(r).seller).toBe("Marchal Plomberie");
    },
  );
  it.each([
    ["Issued as managing agents for and on behalf of the landlord, Brookfield Estates Ltd."],
    ["Wir rechnen als Verwalter im Auftrag von Brookfield Estates Ltd ab."],
    ["Gestionnaire mandaté par Brookfield Estates Ltd, bailleur."],
  ])("is the principal an agent invoices for, not the agent in the letterhead: '%s'", (line) => {
    const r = run([
      L(40, 300, "Pemberton & Lowe Ltd"),
      L(100, 60, line),
      R(150, [330, "Rent invoice no.:"], [460, "RX-4471"]),
      L(790, 60, "Brookfield Estates Ltd · 4 Dock Road · VAT No. IE1234567T"),
    ]);
    expect(values(r).seller).toMatch(/^Brookfield Estates Ltd\.?$/);
  });

  it("keeps a dash between capitalised words of the name ('Autohaus Brandt – Mazda Service KG')", () => {
    const r = run([
      L(40, 60, "Autohaus Brandt"),
      L(132, 60, "Autohaus Brandt – Mazda Service KG, Hauptplatz 9, 8010 Graz"),
      L(300, 60, "Rechnung Nr. WR 88120"),
      L(786, 60, "Autohaus Brandt – Mazda Service KG · USt-IdNr. ATU12345678"),
    ]);
    expect(values(r).seller).toBe("Autohaus Brandt – Mazda Service KG");
  });

  it("is the name in the seller's block, not a label word before a legal form nor the buyer", () => {
    const r = run([
      L(50, 60, "Rechnung Nr. 100 vom 01.03.2022"),
      L(120, 60, "Lieferant"),
      R(136, [60, "Nummer:"], [200, "4471"]),
      R(152, [60, "Name:"], [200, "Kranich Werkzeuge GmbH"]),
      R(168, [60, "Anschrift:"], [200, "Am Hang 3"]),
      L(220, 60, "Kunde"),
      R(236, [60, "Name:"], [200, "Blau Logistik AG"]),
    ]);
    expect(values(r).seller).toBe("Kranich Werkzeuge GmbH");
  });

  it("joins a name set on two lines of the letterhead", () => {
    const r = run([
      L(40, 60, "Nordlicht Gemeinnützige"),
      L(52, 60, "Versorgungskasse Kiel a.G."),
      L(64, 60, "Hafenweg 8, 24103 Kiel"),
      L(150, 60, "Rechnung Nr. 42-7 vom 02.05.2020"),
      R(400, [60, "Gesamtbetrag"], [400, "80,00 EUR"]),
    ]);
    expect(values(r).seller).toBe("Nordlicht Gemeinnützige Versorgungskasse Kiel a.G.");
  });
});

describe("confidence", () => {
  it("is 0 with an empty value, and higher for amounts that add up than for an amount alone", () => {
    const consistent = run([
      L(50, 60, "Invoice No. 9"),
      R(400, [60, "Net amount"], [400, "100.00"]),
      R(415, [60, "VAT amount"], [400, "20.00"]),
      R(430, [60, "Total amount"], [400, "120.00"]),
    ]);
    const alone = run([
      L(50, 60, "Invoice No. 9"),
      R(430, [60, "Total"], [400, "125.00"]),
      R(445, [60, "Net"], [400, "80.00"]),
    ]);
    expect(values(consistent)).toMatchObject({ net: 100, tax: 20, total: 120, seller: null });
    expect(confidence(consistent, "seller")).toBe(0);
    expect(confidence(consistent, "total")).toBeGreaterThan(confidence(alone, "total")!);
    for (const p of consistent.properties) {
      expect(p.confidence).toBeGreaterThanOrEqual(0);
      expect(p.confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe("labels that point at another document", () => {
  it("on a credit note, 'Bezug: Rechnung Nr.' and 'Rechnungsdatum (Original)' are the cancelled invoice's", () => {
    const r = run([
      L(40, 40, "Lindholm Gerätebau GmbH", 14),
      R(130, [40, "Ostmark Papier KG"], [320, "Belegnummer:"], [440, "GK-5521"]),
      R(142, [320, "Datum:"], [440, "09.10.2025"]),
      R(154, [320, "Bezug: Rechnung Nr.:"], [440, "RE-88120"]),
      R(166, [320, "Rechnungsdatum (Original):"], [440, "17.09.2025"]),
      L(200, 40, "Gutschrift", 14),
    ]);
    expect(values(r)).toMatchObject({ number: "GK-5521", date: "2025-10-09" });
  });

  it("on a credit note, 'Betreft factuurnr.' is the credited invoice; on an invoice, 'Betreft: factuur' is its own", () => {
    const credit = run([
      L(40, 40, "Brakel Techniek B.V.", 14),
      R(141, [40, "Noordbouw B.V."], [320, "Creditnotanummer (document):"], [440, "CN-3310"]),
      R(154, [40, "Dorpsstraat 7"], [320, "Datum creditnota:"], [440, "08-02-2024"]),
      R(182, [320, "Betreft factuurnr.:"], [440, "F-2207"]),
      R(196, [320, "Datum originele factuur:"], [440, "19-12-2023"]),
      L(244, 40, "Creditnota bij onze factuur", 14),
      L(271, 40, "Zoals besproken crediteren wij de volgende posten van onze factuur F-2207 van 19-12-2023:"),
    ]);
    expect(values(credit)).toMatchObject({ number: "CN-3310" });
    const invoice = run([L(40, 40, "Brakel Techniek B.V.", 14), L(230, 40, "Betreft: factuur 2024-118")]);
    expect(values(invoice)).toMatchObject({ number: "2024-118" });
  });

  it("on a credit note, 'Concerne votre facture n°' is the credited invoice", () => {
    const r = run([
      L(40, 40, "Traiteur Saint-Gilles SRL", 16),
      L(190, 40, "NOTE DE CRÉDIT", 14),
      L(212, 40, "N° NC-24-017"),
      L(224, 40, "Date : 05/12/2024"),
      L(236, 40, "Concerne votre facture n° 24-0388 du 18/11/2024"),
    ]);
    expect(values(r)).toMatchObject({ number: "NC-24-017", date: "2024-12-05" });
  });

  it("'Datum originele factuur' is the date of the invoice a credit note corrects", () => {
    const r = run([
      L(40, 40, "Brakel Techniek B.V.", 14),
      R(142, [320, "Datum originele factuur:"], [440, "02-09-2025"]),
      R(154, [320, "Creditnota nr.:"], [440, "CR-3310"]),
      R(166, [320, "Datum:"], [440, "19-09-2025"]),
    ]);
    expect(values(r)).toMatchObject({ number: "CR-3310", date: "2025-09-19" });
  });

  it("a document word in brackets after a label is no title ('Debiteurnummer (factuur)'); 'Boekingsstuk nr.' and 'Datum inkooporder' are read", () => {
    const r = run([
      L(40, 40, "Ravelijn Aandrijvingen N.V.", 14),
      R(130, [320, "Boekingsstuk nr."], [440, "7700412"]),
      R(142, [320, "Debiteurnummer (factuur)"], [440, "004411"]),
      R(190, [40, "Datum inkooporder"], [200, "Boekingsdatum factuur"]),
      R(202, [40, "03-06-2025"], [200, "21-06-2025"]),
    ]);
    expect(values(r)).toMatchObject({ number: "7700412", date: "2025-06-21" });
  });

  it("'Eindtotaal factuur' is the total, not a cash discount offered in a sentence below it", () => {
    const r = run([
      L(40, 40, "Ravelijn Aandrijvingen N.V.", 14),
      R(375, [300, "Netto goederenwaarde"], [460, "€ 1.367,40"]),
      R(389, [300, "Btw 0 %"], [460, "€ 0,00"]),
      R(404, [300, "Eindtotaal factuur (groothandel)"], [460, "€ 1.367,40"]),
      L(429, 40, "Bij betaling uiterlijk 25-06-22 mag u 3 % korting aftrekken: € 1.326,38."),
    ]);
    expect(values(r)).toMatchObject({ total: 1367.4, net: 1367.4 });
  });
});

describe("a bare date word and the word after it", () => {
  it("'Datum goederenuitgifte' dates something else: the document's 'Boekingsdatum factuur' wins in a header grid", () => {
    const r = run([
      L(40, 40, "Ravelijn Aandrijvingen N.V.", 14),
      R(230, [40, "Uw orderdatum"], [200, "Datum goederenuitgifte"], [380, "Boekingsdatum factuur"]),
      R(240, [40, "02-06-2025"], [200, "11-06-2025"], [380, "20-06-2025"]),
    ]);
    expect(values(r)).toMatchObject({ date: "2025-06-20" });
  });

  it("'Datum opmaak', 'Datum Ausstellung' date the document itself", () => {
    for (const label of ["Datum opmaak", "Datum Ausstellung"]) {
      const r = run([
        L(40, 40, "Ravelijn Aandrijvingen N.V.", 14),
        R(160, [300, "Datum levering"], [420, "02-03-2023"]),
        R(172, [300, label], [420, "14-03-2023"]),
      ]);
      expect(values(r)).toMatchObject({ date: "2023-03-14" });
    }
  });
});

describe("a document's word beside an amount's", () => {
  it("'Gutschrift netto' is the net, 'USt. 19 % Gutschrift' a tax, 'Totaal nettowaarde' the net", () => {
    const credit = run([
      L(40, 40, "Wendland & Roth GmbH", 14),
      R(411, [300, "Gutschrift netto:"], [460, "612,50- EUR"]),
      R(426, [300, "USt. 19 % Gutschrift:"], [460, "116,38- EUR"]),
      R(458, [300, "Korrekturbetrag gesamt:"], [460, "728,88- EUR"]),
    ]);
    expect(values(credit)).toMatchObject({ net: -612.5, tax: -116.38, total: -728.88 });
    const erp = run([
      L(40, 40, "Ravelijn Aandrijvingen N.V.", 14),
      R(323, [300, "Totaal nettowaarde"], [460, "1.200,00 EUR"]),
      R(337, [300, "Btw 21 % op grondslag 1.000,00"], [460, "210,00 EUR"]),
      R(351, [300, "Btw 6 % op grondslag 200,00"], [460, "12,00 EUR"]),
      R(367, [300, "Factuurbedrag (verkoop)"], [460, "1.422,00 EUR"]),
    ]);
    expect(values(erp)).toMatchObject({ net: 1200, total: 1422 });
  });

  it("keeps 'Tax Invoice' a title", () => {
    const r = run([
      L(40, 40, "Redgate Supplies Ltd", 14),
      L(120, 40, "Tax Invoice No. 55120"),
      R(300, [300, "Total:"], [460, "120.00"]),
    ]);
    expect(values(r)).toMatchObject({ number: "55120" });
  });
});

describe("a total that names the tax it includes, and a total rounded to cash", () => {
  it.each(["Gesamtbetrag inkl. 19 % MwSt.", "Gesamt (inkl. 19% USt.)"])("'%s' is the total, not the tax", (label) => {
    const r = run([
      L(40, 40, "Kessel Haustechnik GmbH", 14),
      R(300, [300, "Nettobetrag"], [460, "1.000,00 €"]),
      R(326, [300, label], [460, "1.190,00 €"]),
    ]);
    expect(values(r)).toMatchObject({ total: 1190, net: 1000 });
  });

  it("keeps a printed total rounded to five rappen ('Rundung') with its net and tax", () => {
    const r = run([
      L(40, 40, "Bergmann Elektro AG", 14),
      R(300, [300, "Total exkl. MWST"], [460, "CHF 1'000.00"]),
      R(312, [300, "MWST 8.1 %"], [460, "CHF 81.00"]),
      R(324, [300, "Rundung"], [460, "CHF -0.02"]),
      R(338, [300, "Total inkl. MWST"], [460, "CHF 1'080.98"]),
    ]);
    expect(values(r)).toMatchObject({ total: 1080.98, net: 1000, tax: 81 });
  });
});

describe("the British tax point beside the invoice date", () => {
  it("takes the invoice date when both are printed, the tax point when alone", () => {
    const lines = [L(40, 40, "Harrowgate Print Ltd", 14), R(200, [300, "Invoice No."], [420, "INV-4711"])];
    const both = run([
      ...lines,
      R(212, [300, "Tax point:"], [420, "10/03/2024"]),
      R(224, [300, "Invoice date:"], [420, "14/03/2024"]),
    ]);
    expect(values(both)).toMatchObject({ date: "2024-03-14" });
    const alone = run([...lines, R(212, [300, "Tax point:"], [420, "10/03/2024"])]);
    expect(values(alone)).toMatchObject({ date: "2024-03-10" });
  });
});

describe("a net word before the document's amount", () => {
  it("'Netto creditbedrag' and 'Net invoice amount' are the net; 'Netto dovuto' is what is left to pay", () => {
    const credit = run([
      L(40, 40, "Noordkade Services B.V.", 14),
      R(363, [296, "Netto creditbedrag:"], [460, "EUR 512,40"]),
      R(376, [296, "Btw 21 % creditering:"], [460, "EUR 64,68"]),
      R(388, [296, "Btw 9 % creditering:"], [460, "EUR 15,30"]),
      R(403, [296, "Totaal creditnota (document):"], [460, "EUR 592,38"]),
    ]);
    expect(values(credit)).toMatchObject({ net: 512.4, total: 592.38 });
    const due = run([
      L(40, 40, "Informatica Lanzi S.n.c.", 14),
      R(98, [324, "Netto dovuto:"], [460, "3821,90 €"]),
      R(390, [317, "Netto merce:"], [460, "3132,70 €"]),
      R(402, [317, "IVA con aliquota 22 %:"], [460, "689,20 €"]),
      R(429, [317, "Importo totale documento:"], [460, "3821,90 €"]),
    ]);
    expect(values(due)).toMatchObject({ net: 3132.7, total: 3821.9 });
  });
});

describe("the whole of the document in one word", () => {
  it("'Gesamtgutschrift' with an amount is the credit note's total", () => {
    const r = run([
      L(40, 40, "Falkenried Logistik KG", 14),
      R(300, [57, "Beratungsleistung"], [460, "-1.240,50 €"]),
      R(598, [295, "Gesamtgutschrift"], [460, "-7.315,20 €"]),
    ]);
    expect(values(r)).toMatchObject({ total: -7315.2 });
  });
});

describe("an Italian small firm's invoice", () => {
  it("reads a number of two digits after 'Fattura N°', and the firm under 'Spett.le' as the buyer", () => {
    const r = run([
      L(40, 40, "Autotrasporti Bianchetti S.a.s.", 14),
      L(62, 40, "Via dell'Industria 5 · 37135 Verona"),
      L(120, 320, "Spett.le"),
      L(132, 320, "Cantine Valpolicella S.r.l."),
      L(144, 320, "37029 San Pietro in Cariano"),
      L(190, 40, "Fattura N° 43 del 07/03/2024"),
      R(270, [360, "Totale"], [480, "1.220,00"]),
    ]);
    expect(values(r)).toMatchObject({ number: "43", date: "2024-03-07", seller: "Autotrasporti Bianchetti S.a.s." });
  });
});

describe("a deduction's block", () => {
  it("takes the final invoice's totals, not the earlier invoice's taken off under 'abzüglich Abschlagsrechnung'", () => {
    const r = run([
      L(40, 40, "Dachdeckerei Albrecht GmbH", 16),
      R(220, [360, "Gesamtleistung netto"], [480, "18.000,00"]),
      R(234, [360, "zzgl. 19 % USt."], [480, "3.420,00"]),
      R(248, [360, "Gesamtbetrag brutto"], [480, "21.420,00"]),
      L(280, 40, "abzüglich Abschlagsrechnung Nr. 2024-031 vom 15.04.2024:"),
      R(296, [360, "netto"], [480, "-8.000,00"]),
      R(310, [360, "USt."], [480, "-1.520,00"]),
      R(324, [360, "brutto"], [480, "-9.520,00"]),
      R(338, [360, "Restforderung"], [480, "11.900,00"]),
    ]);
    expect(values(r)).toMatchObject({ total: 21420, net: 18000, tax: 3420 });
  });
});

describe("the document's word as a caption and as a title", () => {
  it("reads the number under a 'Beleg' caption in a row of captions", () => {
    const r = run([
      L(40, 40, "Bayerwald Messtechnik AG", 16),
      R(130, [330, "Beleg"], [420, "Datum"], [500, "Kunde"]),
      R(144, [330, "77215093"], [420, "16.02.2024"], [500, "412260"]),
    ]);
    expect(values(r)).toMatchObject({ number: "77215093", date: "2024-02-16" });
  });

  it.each([
    ["Original", "2024-118"],
    ["Prestations de service", "FA-2024-118"],
    ["14 March 2024", "INV-2024-118"],
  ])("reads a title's number past a line of other words under it ('%s')", (between, number) => {
    const r = run([
      L(40, 40, "Kesselring GmbH", 14),
      L(100, 300, "INVOICE", 18),
      L(124, 300, between),
      L(136, 300, number),
    ]);
    expect(values(r)).toMatchObject({ number });
  });

  it("does not read a title's number past the address block under it (the postcode)", () => {
    const r = run([
      L(50, 40, "FACTUUR", 22),
      L(110, 40, "Hotel Scheldeoever"),
      R(110, [380, "Nr. 2024-0833"]),
      L(122, 40, "Kaai 5"),
      L(134, 40, "2000 Antwerpen"),
      L(790, 40, "Bakkerij Jansseune BV · Kerkstraat 1, 2000 Antwerpen · BTW BE 0455.667.889", 7),
    ]);
    expect(values(r)).toMatchObject({ number: "2024-0833" });
  });
});

describe("labels of other trades and platforms (invented pages)", () => {
  it("the firm a seller label names sells, not the platform whose domain and letterhead the page carries", () => {
    const r = run([
      R(40, [40, "tradehall.com"], [300, "Itemised invoice"]),
      L(90, 40, "Seller of this item: Brightwater Ceramics Ltd"),
      L(102, 40, "12 Harbour Road, Bristol BS1 4QA"),
      L(112, 40, "Seller's VAT no.: GB 123 4567 89"),
      L(150, 40, "Invoice number: 70021854"),
      L(165, 40, "Invoice date: 02/05/2025"),
      R(400, [300, "Total:"], [460, "£ 48.00"]),
      L(760, 40, "Seller of this item: Brightwater Ceramics Ltd, 12 Harbour Road, Bristol", 7),
      L(790, 40, "Tradehall Marketplace Services Ltd", 7),
    ]);
    expect(values(r).seller).toBe("Brightwater Ceramics Ltd");
  });

  it("reads the value set right of a caption grid's last caption, past its end", () => {
    const r = run([
      L(40, 40, "Lagerhaus Ost GmbH", 14),
      R(180, [60, "LIEF.-NR."], [160, "DAT. BEST."], [260, "KD.-NR."], [460, "RE.-NR."]),
      R(190, [80, "LS-4410"], [170, "12.03.2024"], [265, "K-8812"], [500, "2024/0091"]),
      R(400, [300, "Summe:"], [460, "120,00"]),
    ]);
    expect(values(r).number).toBe("2024/0091");
  });

  it.each([
    ["Liquidations-Nr.: L4410-2", "L4410-2"],
    ["Declaratienummer: D24.1187", "D24.1187"],
    ["Ereloonnota 2024-K-118", "2024-K-118"],
    ["N. progressivo: 118/24", "118/24"],
    ["Stornorechnung Nr. ST-2207", "ST-2207"],
    ["Nummer der Erstattung: R-2021-118", "R-2021-118"],
    ["TERUGBETALINGSBON NR. 3104EV5172", "3104EV5172"],
    ["N° DE BORDEREAU ACHETEUR: 604.55120", "604.55120"],
  ])("'%s' labels the document's number", (line, number) => {
    const r = run([
      L(40, 40, "Praxis am Markt", 14),
      L(100, 40, "Our reference: AB-7731"),
      L(120, 40, "Kundennummer: 77410"),
      L(140, 40, line),
      R(400, [300, "Total:"], [460, "120,00"]),
    ]);
    expect(values(r).number).toBe(number);
  });

  it("'Crednr.' names a credit note's number; 'tegen factuur nr.' names the invoice it is set against", () => {
    const labels = findLabels(
      buildLayout([page([R(170, [60, "CREDNR."], [260, "TEGEN FACTUUR NR."]), R(180, [60, "7"], [260, "8"])])]),
      buildLabelDefs([]),
    );
    const conceptOf = (word: string) => labels.find((m) => m.tokens.some((t) => t.text === word))?.targets[0].concept;
    expect(conceptOf("CREDNR.")).toBe("invoice_number");
    expect(conceptOf("FACTUUR")).toBeNull();
  });

  it("'Suma cuotas' is the tax, and a tax breakdown row's own sum is not the total", () => {
    const r = run([
      L(40, 40, "Talleres Ribera S.L.", 14),
      L(80, 40, "Factura nº 2024-331"),
      R(368, [40, "% IVA"], [100, "Bases"], [160, "Cuota"], [220, "Importe con IVA"]),
      R(
        380,
        [40, "21 %"],
        [100, "1.000,00"],
        [160, "210,00"],
        [220, "1.210,00"],
        [300, "Suma bases imponibles:"],
        [470, "1.100,00 EUR"],
      ),
      R(
        392,
        [40, "10 %"],
        [100, "100,00"],
        [160, "10,00"],
        [220, "110,00"],
        [300, "Suma cuotas:"],
        [470, "220,00 EUR"],
      ),
      R(404, [300, "Total a pagar IVA incluido:"], [470, "1.320,00 EUR"]),
    ]);
    expect(values(r)).toMatchObject({ total: 1320, net: 1100, tax: 220 });
  });

  it("a payment's 'Ricevuta n.' does not outrank the invoice's number printed over its caption", () => {
    const r = run([
      L(40, 55, "Nuvolario S.r.l.", 14),
      R(87, [55, "EUR 122,00"], [200, "7F3A-2291"], [320, "3 luglio 2024"]),
      R(103, [55, "Addebitati"], [200, "Numero fattura"], [320, "Data creazione"]),
      R(575, [360, "Totale IVA compresa:"], [470, "EUR 122,00"]),
      R(642, [58, "Pagato tramite"], [300, "Ricevuta n."]),
      R(654, [58, "Carta 5154"], [300, "# 5521-0093"]),
    ]);
    expect(values(r).number).toBe("7F3A-2291");
  });

  it("a logo's initial a wide space before the name is no word of the name", () => {
    const r = run(
      [
        R(44, [401, "K"], [425, "Kestrel Media"]),
        L(140, 44, "Rechnung Nr. 2024-118"),
        R(400, [300, "Summe:"], [460, "120,00"]),
      ].map((line) => ({ ...line, size: 18 })),
    );
    expect(values(r).seller).toBe("Kestrel Media");
  });

  it("'En Valencia a 05-12-2021' dates the letter; a date in a sentence quoting a reference is the due date", () => {
    const r = run([
      L(40, 40, "Gabinete Soler, S.L.", 14),
      L(120, 300, "Minuta n.º 23/M118"),
      L(240, 290, "En Valencia a 05-12-2021"),
      R(400, [300, "Total:"], [460, "120,00"]),
      L(430, 40, "Ruego transfieran 120,00 antes del 19-12-2021 indicando la referencia 23/M118."),
    ]);
    expect(values(r).date).toBe("2021-12-05");
  });

  it("reads amounts set under the ends of a row of long captions", () => {
    const r = run([
      L(40, 40, "Autohaus Keller GmbH", 14),
      L(100, 40, "Werkstattrechnung Nr. W-2231"),
      R(334, [80, "Summe netto (Werkstatt)"], [226, "19 % MwSt. auf Arbeit und Teile"], [462, "Summe der Rechnung"]),
      R(347, [170, "171,00"], [356, "32,49"], [516, "203,49"]),
    ]);
    expect(values(r)).toMatchObject({ net: 171, tax: 32.49, total: 203.49 });
  });

  it("'Total of Fee Note' is the total, before the sums held on account are deducted", () => {
    const r = run([
      L(40, 40, "Ashdown Legal LLP", 14),
      L(100, 40, "Fee note no. 4471/AL"),
      R(395, [236, "Our Fees"], [460, "£1,500.00"]),
      R(410, [236, "VAT on Profit Costs (20.00%)"], [460, "£300.00"]),
      L(426, 236, "Disbursements (no VAT)"),
      R(441, [245, "Court issue fee"], [460, "£100.00"]),
      R(459, [236, "Total of Fee Note"], [460, "£1,900.00"]),
      R(476, [236, "Less Sums Held on Account"], [460, "£(1,000.00)"]),
      R(492, [236, "Balance now payable"], [460, "£900.00"]),
    ]);
    expect(values(r)).toMatchObject({ total: 1900, tax: 300 });
  });

  it.each([
    ["RECHNUNGS-NR. SPEDITION", "FXT2291"],
    ["Beleg-Nr. Liquidation", "4410/022"],
  ])("reads a number past the word that says whose it is ('%s')", (label, number) => {
    const r = run([
      L(40, 40, "Nordhafen Logistik AG", 14),
      R(65, [330, label], [460, number]),
      R(80, [330, "KUNDEN-NR."], [460, "D80370"]),
      R(400, [300, "Summe:"], [460, "120,00"]),
    ]);
    expect(values(r).number).toBe(number);
  });

  it("a tax on the stay ('Verblijfsbelasting', 'Kurtaxe', 'taxe de séjour', 'tourist tax') names no VAT; 'Btw' does", () => {
    // (An American 'City tax 3.00%' is a sales tax: part of the tax.)
    const lines = ["Verblijfsbelasting", "Tourist tax", "Kurtaxe", "Taxe de séjour", "Btw 21 %"];
    const labels = findLabels(
      buildLayout([page(lines.map((text, i) => R(100 + 15 * i, [50, text], [400, "9,00"])))]),
      buildLabelDefs([]),
    );
    const taxLines = labels.filter((m) => m.targets.some((t) => t.concept === "tax")).map((m) => m.line.text);
    expect(taxLines).toEqual(["Btw 21 % 9,00"]);
  });

  it("reads rows of values set over their own small captions, each value with the caption under it", () => {
    const r = run([
      L(43, 96, "Voltaplug", 14),
      R(147, [96, "2112EV0938"], [250, "1 December 2021"], [400, "Card ending 0038"]),
      R(157, [96, "Invoice number (receipt)"], [250, "Date paid"], [400, "Paid with"]),
      R(172, [96, "4420-7731"], [250, "1 November 2021 – 30 November 2021"], [420, "RV510284"]),
      R(182, [96, "Charging receipt no."], [250, "Charging period"], [420, "Driver account"]),
      R(395, [196, "Total paid"], [460, "€ 95.85"]),
    ]);
    expect(values(r)).toMatchObject({ number: "2112EV0938", date: "2021-12-01" });
  });

  it("reads a number far right of a label whose segment ends in a remark in brackets ('Factuurnummer (bon)')", () => {
    const r = run([
      L(42, 98, "Laadnet Noord", 14),
      R(157, [72, "Betaald op"], [482, "25.06.2025"]),
      R(173, [72, "Factuurnummer (bon)"], [463, "2506EV7085"]),
      R(400, [300, "Totaal:"], [460, "103,58"]),
    ]);
    expect(values(r).number).toBe("2506EV7085");
  });

  it.each([
    ["Marchandises facturées le", "02/02/2023", "2023-02-02"],
    ["WARE BERECHNET AM", "15.10.22", "2022-10-15"],
  ])("'%s' dates the invoice, not the delivery", (label, printed, iso) => {
    const r = run([
      L(47, 41, "Pharma Grossiste Ouest SAS", 14),
      R(126, [300, "BL n°"], [480, "LS 318804"]),
      R(139, [300, "Facture n°"], [480, "7710452208"]),
      R(152, [300, "Livré le"], [480, "01/02/2023"]),
      R(164, [300, label], [480, printed]),
      R(400, [300, "Total:"], [480, "120,00"]),
    ]);
    expect(values(r).date).toBe(iso);
  });

  it("'N° de bordereau' numbers an auction house's invoice to its buyer", () => {
    const r = run([
      L(41, 219, "Salle des Ventes Dupré SA", 14),
      R(105, [52, "Bordereau d'adjudication"]),
      R(122, [52, "N° d'enchérisseur"], [200, "B-2071"]),
      R(140, [52, "N° de bordereau acheteur"], [200, "V30417-1188"]),
      R(400, [243, "Net à payer"], [460, "€ 2.327,50"]),
    ]);
    expect(values(r).number).toBe("V30417-1188");
  });

  it("'TOTAL MERCANCÍA SIN IVA', 'IVA MERCANCÍA, TOTAL', 'TOTAL MERCANCÍA CON IVA': net, tax and total of the goods", () => {
    const r = run([
      L(40, 40, "Almacén Farmacéutico Ribera S.A.", 14),
      L(80, 40, "Factura nº 6620473915"),
      R(
        403,
        [54, "IVA APLICADO EN %"],
        [150, "BASE MERCANCÍA"],
        [230, "CUOTA IVA (TIPO)"],
        [330, "TOTAL MERCANCÍA SIN IVA:"],
        [480, "800,00 €"],
      ),
      R(414, [54, "21%"], [150, "100,00 €"], [230, "21,00 €"], [330, "IVA MERCANCÍA, TOTAL:"], [480, "61,00 €"]),
      R(425, [54, "10%"], [150, "200,00 €"], [230, "20,00 €"]),
      R(428, [330, "TOTAL MERCANCÍA CON IVA:"], [480, "861,00 €"]),
      R(436, [54, "4%"], [150, "500,00 €"], [230, "20,00 €"]),
    ]);
    expect(values(r)).toMatchObject({ net: 800, tax: 61, total: 861 });
  });
});
