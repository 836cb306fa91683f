import { describe, expect, it } from "vitest";
import type { DataType } from "../../../domain/entities";
import { extractDocument } from "./extractDocument";
import { learnFromCorrection, readHint, shapeOf } from "./learning";
import { buildLayout } from "./layout";
import { L, R, page } from "../../../testing/extractionPages";
import type { ExtractionClass, ExtractionField, LearnedHint } from "./types";

const f = (_id: string, name: string, dataType: DataType): ExtractionField => ({
  _id,
  name,
  dataType,
  description: "",
  valueListCategory: null,
});
const numberField = f("number", "Invoice Number", "String");
const totalField = f("total", "Total", "Number");
const issuerField = f("issuer", "Issuer", "String");
const cls: ExtractionClass = {
  _id: "class-1",
  fields: [numberField, totalField, issuerField].map((field, i) => ({ field, order: i + 1 })),
  tables: [],
};
const acme = { _id: "mk-acme", value: "Acme" };

/** The same sender's layout with other values, shifted down by `shift` points. */
function acmeInvoice(number: string, amount: string, shift = 0) {
  return page([
    L(40, 40, "ACME", 20),
    R(100 + shift, [40, "Belegzeichen"], [140, number]),
    R(115 + shift, [40, "Order No:"], [140, "PO-1"]),
    R(400 + shift, [300, "Zu überweisen"], [480, amount]),
  ]);
}

const valueOf = (result: ReturnType<typeof extractDocument>, id: string) =>
  result.properties.find((p) => p.field._id === id)?.value;

describe("learnFromCorrection", () => {
  it("remembers the label a corrected value follows, and reads the next document of the sender there", () => {
    const first = acmeInvoice("AB-77812", "€ 1.190,00");
    const cold = extractDocument({ pages: [first], documentClass: cls, masterKey: acme, learned: [] });
    expect(valueOf(cold, "number")).not.toBe("AB-77812");

    const hint = learnFromCorrection({
      pages: [first],
      field: numberField,
      correctedValue: "AB-77812",
      masterKeyId: acme._id,
      classId: "class-1",
    });
    expect(hint).toMatchObject({
      kind: "anchor",
      fieldId: "number",
      masterKeyId: "mk-acme",
      classId: "class-1",
      shape: "AA-99999",
      sourceText: "AB-77812",
    });
    expect(hint!.anchor).toMatchObject({ tokens: ["belegzeichen"], direction: "right" });

    const next = acmeInvoice("AB-78001", "€ 2.380,00", 36);
    const warm = extractDocument({ pages: [next], documentClass: cls, masterKey: acme, learned: [hint!] });
    expect(valueOf(warm, "number")).toBe("AB-78001");
    expect(warm.annotations.fields.find((a) => a.fieldId === "number")).toMatchObject({
      source: "learned",
      text: "AB-78001",
      y: 136,
    });
  });

  it("learns an amount's place and reads it as a number on the next document", () => {
    const first = acmeInvoice("AB-1", "€ 1.190,00");
    const hint = learnFromCorrection({
      pages: [first],
      field: totalField,
      correctedValue: 1190,
      masterKeyId: acme._id,
      classId: "class-1",
    })!;
    expect(hint.anchor?.tokens).toEqual(["zu", "uberweisen"]);
    const next = acmeInvoice("AB-2", "€ 2.380,50", 12);
    expect(
      valueOf(extractDocument({ pages: [next], documentClass: cls, masterKey: acme, learned: [hint] }), "total"),
    ).toBe(2380.5);
  });

  it("uses a hint only for the master key and class it was learned for", () => {
    const hint = learnFromCorrection({
      pages: [acmeInvoice("AB-1", "1,00")],
      field: numberField,
      correctedValue: "AB-1",
      masterKeyId: acme._id,
      classId: "class-1",
    })!;
    const next = acmeInvoice("AB-2", "1,00");
    const other = extractDocument({
      pages: [next],
      documentClass: cls,
      masterKey: { _id: "mk-other", value: "Other" },
      learned: [hint],
    });
    expect(valueOf(other, "number")).not.toBe("AB-2");
    const otherClass = extractDocument({
      pages: [next],
      documentClass: { ...cls, _id: "class-2" },
      masterKey: acme,
      learned: [hint],
    });
    expect(valueOf(otherClass, "number")).not.toBe("AB-2");
    const noMasterKey = extractDocument({ pages: [next], documentClass: cls, masterKey: null, learned: [hint] });
    expect(valueOf(noMasterKey, "number")).not.toBe("AB-2");
  });

  it("a correction on one layout of a sender does not overrule another layout of that sender, nor another sender", () => {
    const first = page([
      L(40, 40, "ACME", 20),
      R(60, [300, "AB-1234"]),
      R(100, [40, "Order No:"], [140, "PO-7"]),
      R(400, [300, "Total"], [480, "€ 1.190,00"]),
    ]);
    const hint = learnFromCorrection({
      pages: [first],
      field: numberField,
      correctedValue: "AB-1234",
      masterKeyId: acme._id,
      classId: "class-1",
    })!;
    expect(hint.kind).toBe("region");
    // The sender's other layout: its own seller block, other labels, the letterhead elsewhere.
    const otherLayout = page([
      L(60, 40, "Rechnung Nr. 2024-17 vom 03.04.2024"),
      R(60, [300, "KD-4471"]),
      L(120, 40, "Verkäufer"),
      R(136, [40, "Name:"], [160, "Acme Trading GmbH"]),
      R(152, [40, "Anschrift:"], [160, "Lindenweg 4"]),
      R(300, [40, "Gesamtbetrag"], [300, "58,00 EUR"]),
    ]);
    const cold = extractDocument({ pages: [otherLayout], documentClass: cls, masterKey: acme, learned: [] });
    const warm = extractDocument({ pages: [otherLayout], documentClass: cls, masterKey: acme, learned: [hint] });
    expect(valueOf(cold, "number")).toBe("2024-17");
    expect(valueOf(warm, "number")).toBe("2024-17");
    expect(valueOf(warm, "total")).toBe(58);
    // Another sender with the same layout as the corrected one: untouched by the correction.
    const stranger = acmeInvoice("ZX-9", "€ 5,00");
    const other = { _id: "mk-other", value: "Other" };
    expect(
      extractDocument({ pages: [stranger], documentClass: cls, masterKey: other, learned: [hint] }).properties,
    ).toEqual(extractDocument({ pages: [stranger], documentClass: cls, masterKey: other, learned: [] }).properties);
  });

  it("remembers a region when no label stands near the value", () => {
    const doc = (n: string) => page([L(40, 40, "ACME", 20), L(60, 450, n), L(300, 40, "Thank you for your business.")]);
    const hint = learnFromCorrection({
      pages: [doc("77-1234")],
      field: numberField,
      correctedValue: "77-1234",
      masterKeyId: acme._id,
      classId: "class-1",
    })!;
    expect(hint.kind).toBe("region");
    expect(hint.region!.x).toBeCloseTo(450 / 595, 3);
    expect(
      valueOf(
        extractDocument({ pages: [doc("77-1301")], documentClass: cls, masterKey: acme, learned: [hint] }),
        "number",
      ),
    ).toBe("77-1301");
  });

  it("remembers a name the person typed that the page does not print, and a name kept from a longer word", () => {
    const logoOnly = page([L(100, 40, "Invoice No: 42"), L(700, 40, "www.flipkart.com/support")]);
    const typed = learnFromCorrection({
      pages: [logoOnly],
      field: issuerField,
      correctedValue: "e-Luscious Nederland B.V.",
      masterKeyId: "mk",
      classId: "class-1",
    })!;
    expect(typed).toMatchObject({ kind: "constant", value: "e-Luscious Nederland B.V." });
    expect(
      valueOf(
        extractDocument({
          pages: [logoOnly],
          documentClass: cls,
          masterKey: { _id: "mk", value: "x" },
          learned: [typed],
        }),
        "issuer",
      ),
    ).toBe("e-Luscious Nederland B.V.");

    const part = learnFromCorrection({
      pages: [logoOnly],
      field: issuerField,
      correctedValue: "Flipkart",
      masterKeyId: "mk",
      classId: "class-1",
    })!;
    expect(part).toMatchObject({ sourceText: "www.flipkart.com/support", value: "Flipkart" });
    expect(
      valueOf(
        extractDocument({
          pages: [logoOnly],
          documentClass: cls,
          masterKey: { _id: "mk", value: "x" },
          learned: [part],
        }),
        "issuer",
      ),
    ).toBe("Flipkart");
  });

  it("learns nothing from an empty correction or a number that is not printed", () => {
    const doc = acmeInvoice("AB-1", "1,00");
    expect(
      learnFromCorrection({ pages: [doc], field: numberField, correctedValue: "", masterKeyId: "mk", classId: "c" }),
    ).toBeNull();
    expect(
      learnFromCorrection({ pages: [doc], field: totalField, correctedValue: 999.99, masterKeyId: "mk", classId: "c" }),
    ).toBeNull();
  });

  it("prefers the occurrence next to the field's own label when the value is printed twice", () => {
    const doc = page([
      R(100, [40, "Order No:"], [140, "5512"]),
      R(400, [300, "Invoice total"], [480, "5512"]),
      R(130, [40, "Rechnungsnummer"], [160, "5512"]),
    ]);
    const hint = learnFromCorrection({
      pages: [doc],
      field: numberField,
      correctedValue: "5512",
      masterKeyId: "mk",
      classId: "c",
    }) as LearnedHint;
    expect(hint.anchor?.tokens).toEqual(["rechnungsnummer"]);
  });

  it("reads a number in a header table under its column heading, not after the cell before it", () => {
    // A row of headings over a row of values: the word left of the number is another cell's value.
    const doc = (date: string, number: string) =>
      page([
        L(40, 40, "ACME", 20),
        R(200, [40, "Fecha emisión"], [200, "Referencia"], [330, "Cliente"]),
        R(214, [40, date], [200, number], [330, "C-4471"]),
      ]);
    const hint = learnFromCorrection({
      pages: [doc("22 de diciembre de 2025", "FV-89092")],
      field: numberField,
      correctedValue: "FV-89092",
      masterKeyId: acme._id,
      classId: "class-1",
    })!;
    expect(hint.anchor).toMatchObject({ tokens: ["referencia"], direction: "below" });
    const next = doc("3 de mayo de 2026", "FV-89113");
    expect(
      valueOf(extractDocument({ pages: [next], documentClass: cls, masterKey: acme, learned: [hint] }), "number"),
    ).toBe("FV-89113");
  });

  it("reads a total learned on a one-page invoice on the last page of a longer one", () => {
    const teacher = page([L(40, 40, "ACME", 20), R(400, [300, "Zu überweisen"], [480, "€ 1.190,00"])]);
    const hint = learnFromCorrection({
      pages: [teacher],
      field: totalField,
      correctedValue: 1190,
      masterKeyId: acme._id,
      classId: "class-1",
    })!;
    // Page 1 ends with the same words before a sum carried over; the invoice's total is on page 2.
    const longer = [
      page([L(40, 40, "ACME", 20), R(402, [300, "Zu überweisen"], [480, "€ 700,00"])]),
      page([R(180, [300, "Zu überweisen"], [480, "€ 2.380,00"])], { pageNo: 2 }),
    ];
    expect(
      valueOf(extractDocument({ pages: longer, documentClass: cls, masterKey: acme, learned: [hint] }), "total"),
    ).toBe(2380);
  });

  it("a learned label this invoice does not print gives way to the labels it does print", () => {
    const teacher = page([
      L(40, 40, "ACME", 20),
      R(380, [300, "Nettobetrag"], [480, "1.000,00"]),
      R(400, [300, "Gesamtpreis brutto"], [480, "1.190,00"]),
    ]);
    const hint = learnFromCorrection({
      pages: [teacher],
      field: totalField,
      correctedValue: 1190,
      masterKeyId: acme._id,
      classId: "class-1",
    })!;
    // The same sender with another rate: other lines stand where the total stood, the total says so itself.
    const next = page([
      L(40, 40, "ACME", 20),
      R(380, [300, "Nettobetrag"], [480, "2.000,00"]),
      R(400, [300, "Umsatzsteuer 7 %"], [480, "140,00"]),
      R(420, [300, "Zu zahlender Gesamtbetrag"], [480, "2.140,00"]),
    ]);
    expect(
      valueOf(extractDocument({ pages: [next], documentClass: cls, masterKey: acme, learned: [hint] }), "total"),
    ).toBe(2140);
  });

  it("does not read a word where a number with digits was learned", () => {
    const first = acmeInvoice("AB-77812", "€ 1.190,00");
    const hint = learnFromCorrection({
      pages: [first],
      field: numberField,
      correctedValue: "AB-77812",
      masterKeyId: acme._id,
      classId: "class-1",
    })!;
    // The next invoice leaves the cell to a word: the learned place holds no number this time.
    const next = page([
      L(40, 40, "ACME", 20),
      R(100, [40, "Belegzeichen"], [140, "ENTWURF"]),
      R(115, [40, "Order No:"], [140, "PO-1"]),
      R(400, [300, "Zu überweisen"], [480, "€ 2.380,00"]),
    ]);
    const read = readHint(buildLayout([next]), hint, numberField, "id");
    expect(read).toBeNull();
  });

  it("describes identifiers by their shape", () => {
    expect(shapeOf("INV/2023/03-0008")).toBe("AAA/9999/99-9999");
  });
});

describe("reading a learned place on the sender's next document", () => {
  const netField = f("net", "Net Amount", "Number");
  const taxField = f("tax", "Tax Amount", "Number");
  const dateField = f("date", "Invoice Date", "Date");
  const amounts: ExtractionClass = {
    _id: "class-1",
    fields: [totalField, netField, taxField, dateField].map((field, i) => ({ field, order: i + 1 })),
    tables: [],
  };
  const teach = (pages: ReturnType<typeof page>[], field: ExtractionField, correctedValue: number | string) =>
    learnFromCorrection({ pages, field, correctedValue, masterKeyId: acme._id, classId: "class-1" });
  const read = (next: ReturnType<typeof page>, hints: LearnedHint[]) =>
    extractDocument({ pages: [next], documentClass: amounts, masterKey: acme, learned: hints });
  const kind = (field: ExtractionField) => (field.dataType === "Date" ? "date" : "amount");
  const learnedRead = (next: ReturnType<typeof page>, hint: LearnedHint, field: ExtractionField) =>
    readHint(buildLayout([next]), hint, field, kind(field));

  it("reads the whole of a longer amount where a shorter one was learned", () => {
    const hint = teach(
      [page([L(40, 40, "ACME", 20), R(400, [300, "Gesamt brutto"], [470, "€ 52,40"])])],
      totalField,
      52.4,
    )!;
    // Set flush right: the longer amount starts further left, its last group where the learned one stood.
    const next = page([L(40, 40, "ACME", 20), R(400, [300, "Gesamt brutto"], [452, "€ 14 352,40"])]);
    expect(learnedRead(next, hint, totalField)?.value).toBe(14352.4);
    expect(valueOf(read(next, [hint]), "total")).toBe(14352.4);
  });

  it("learns a label printed in several words whole, so a shorter label elsewhere is not taken for it", () => {
    const teacher = page([
      L(40, 40, "ACME", 20),
      R(380, [40, "Netto bedrag:"], [200, "EUR 461,20"]),
      R(394, [40, "Totaal btw:"], [200, "EUR 96,85"]),
      R(408, [40, "Totaal inclusief BTW:"], [200, "EUR 558,05"]),
    ]);
    const hint = teach([teacher], totalField, 558.05)!;
    expect(hint.anchor?.tokens).toEqual(["totaal", "inclusief", "btw"]);
    // A credit note of the sender: no 'Totaal inclusief BTW', a 'BTW' line where the total stood.
    const next = page([
      L(40, 40, "ACME", 20),
      R(380, [40, "Netto bedrag:"], [200, "EUR 741,15"]),
      R(394, [40, "Btw 21 %:"], [200, "EUR 155,64"]),
      R(408, [40, "Totaal credit:"], [200, "EUR 896,79"]),
    ]);
    expect(valueOf(read(next, [hint]), "total")).toBe(896.79);
  });

  it("does not read past a label's next word into another label's amount", () => {
    const teacher = page([
      L(40, 40, "ACME", 20),
      R(380, [300, "Total VAT"], [480, "4.83"]),
      R(394, [300, "Total"], [480, "25.81"]),
    ]);
    const hint = teach([teacher], totalField, 25.81)!;
    // More item lines: the tax line now stands where the total stood.
    const next = page([
      L(40, 40, "ACME", 20),
      R(380, [300, "Subtotal"], [480, "200.09"]),
      R(394, [300, "Total VAT"], [480, "38.10"]),
      R(408, [300, "Total"], [480, "238.19"]),
    ]);
    expect(learnedRead(next, hint, totalField)?.value).toBe(238.19);
  });

  it("learns a receipt's label at the left margin with its amount at the right one", () => {
    const receipt = (net: string) =>
      page([L(24, 13, "ACME"), R(376, [13, "Net amount:"], [200, `EUR ${net}`])], { width: 265, height: 547 });
    const hint = teach([receipt("4642,66")], netField, 4642.66)!;
    expect(hint).toMatchObject({ kind: "anchor", anchor: { tokens: ["net", "amount"], direction: "right" } });
    expect(learnedRead(receipt("7411,52"), hint, netField)?.value).toBe(7411.52);
  });

  it("gives up a learned place that holds another number of amounts than it did, and leaves the page to decide", () => {
    const grid = (...rows: [string, string[]][]) =>
      page([
        L(40, 40, "ACME", 20),
        ...rows.map(([label, cells], i) =>
          R(500 + 14 * i, [40, label], ...cells.map((c, j): [number, string] => [300 + 80 * j, c])),
        ),
      ]);
    const hint = teach([grid(["VAT PER RATE", ["309,65"]])], taxField, 309.65)!;
    expect(learnedRead(grid(["VAT PER RATE", ["412,30"]]), hint, taxField)?.value).toBe(412.3);
    // Two rates now: a column per rate and one for all of them.
    expect(learnedRead(grid(["VAT PER RATE", ["183,15", "35,75", "218,90"]]), hint, taxField)).toBeNull();
  });

  it("reads the label's place of the same rank where the label stands on several lines, and gives it up when it stands once more", () => {
    const summary = (top: number, rows: [string, string][]) =>
      page([L(40, 40, "ACME", 20), ...rows.map(([label, amount], i) => R(top + 14 * i, [300, label], [480, amount]))]);
    const hint = teach(
      [
        summary(400, [
          ["Net of VAT", "5,874.20"],
          ["VAT 20%", "1,174.84"],
          ["Incl. VAT", "7,049.04"],
        ]),
      ],
      taxField,
      1174.84,
    )!;
    // Fewer items: the summary moved up, the total's 'VAT' now nearest to where the tax was learned.
    const next = summary(330, [
      ["Net of VAT", "2,079.04"],
      ["VAT 20%", "415.81"],
      ["Incl. VAT", "2,494.85"],
    ]);
    expect(learnedRead(next, hint, taxField)?.value).toBe(415.81);
    // A line per rate: the label stands once more, the place names no one amount.
    const twoRates = summary(400, [
      ["Net of VAT", "3,000.00"],
      ["VAT 20%", "400.00"],
      ["VAT 5%", "50.00"],
      ["Incl. VAT", "3,450.00"],
    ]);
    expect(learnedRead(twoRates, hint, taxField)).toBeNull();
  });

  it("learns a zero amount where it is printed as an amount, never in a rate's '0 %'", () => {
    const teacher = page([
      L(40, 40, "ACME", 20),
      R(300, [40, "Consultation"], [300, "0 %"], [480, "30,00"]),
      R(400, [300, "VAT"], [480, "0,00"]),
    ]);
    const hint = teach([teacher], taxField, 0)!;
    expect(hint.anchor?.tokens).toEqual(["vat"]);
    expect(hint.region!.y * 842).toBe(400);
    // A page that prints no tax at all: the rate's '0 %' is no place for a zero amount.
    const exempt = page([L(40, 40, "ACME", 20), R(300, [40, "Consultation"], [300, "0 %"], [480, "30,00"])]);
    expect(teach([exempt], taxField, 0)).toBeNull();
  });

  it("learns and reads a date printed as eight digits", () => {
    const doc = (date: string) => page([L(40, 40, "ACME", 20), R(100, [300, "DOC DATE :"], [400, date])]);
    const hint = teach([doc("20211126")], dateField, "2021-11-26")!;
    expect(hint.kind).toBe("anchor");
    expect(learnedRead(doc("20230704"), hint, dateField)?.value).toBe("2023-07-04");
  });
});
