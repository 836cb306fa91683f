import { describe, expect, it } from "vitest";
import { cutByContent, type ContentPage } from "./boundaries.js";
import { readPageCues } from "./pageCues.js";
import { splitPages } from "./splitPages.js";

describe("readPageCues", () => {
  it("reads page counters in several languages and forms", () => {
    expect(readPageCues("Rechnung\nSeite 1 von 3").counter).toEqual({ k: 1, n: 3 });
    expect(readPageCues("Invoice\nPage 2 of 2").counter).toEqual({ k: 2, n: 2 });
    expect(readPageCues("Facture\npage 2/4").counter).toEqual({ k: 2, n: 4 });
    expect(readPageCues("Total 12.00\n 3 / 5 ").counter).toEqual({ k: 3, n: 5 });
    expect(readPageCues("Blatt 2").counter).toEqual({ k: 2, n: null });
    expect(readPageCues("see page 12 of our terms, 5 of 3 items").counter).toEqual({ k: 12, n: null });
    expect(readPageCues("Total 5/3 kg").counter).toBeNull();
  });

  it("reads the document number and date beside their labels", () => {
    const c = readPageCues("RECHNUNG\nRechnungsnummer: RE-2018/0042\nRechnungsdatum: 05.03.2018\nKunde 12");
    expect(c.docNumber).toBe("RE-2018/0042");
    expect(c.docDate).toBe("2018-03-05");
    expect(readPageCues("Invoice No. 471102   Invoice date 2018-06-13").docNumber).toBe("471102");
    expect(readPageCues("Invoice No. 471102   Invoice date 2018-06-13").docDate).toBe("2018-06-13");
    expect(readPageCues("Invoice number: pending").docNumber).toBeNull();
  });

  it("tells a first page from a last page", () => {
    const first = readPageCues(
      "ACME GmbH · Weg 1 · 10115 Berlin\nKunden AG\nStraße 2\nRechnung\nRechnungsnummer 12\nPos Artikel Menge",
    );
    expect(first).toMatchObject({ firstLook: true, lastLook: false, hasText: true });
    const last = readPageCues(
      "Pos Artikel Menge\n3 Schrauben 12,00\n4 Muttern 3,00\nGesamtbetrag 15,00\nZahlbar innerhalb 14 Tagen\nMit freundlichen Grüßen",
    );
    expect(last).toMatchObject({ firstLook: false, lastLook: true });
    expect(readPageCues("").hasText).toBe(false);
  });
});

const invoicePage = (no: string, opts: { counter?: string; vendor?: string } = {}) =>
  `${opts.vendor ?? "Seller"}\nBuyer Street 1\nINVOICE\nInvoice No. ${no}\nInvoice date 01.02.2024\n${opts.counter ?? ""}\nItem 1 10.00\nTotal 10.00\nPayment terms: 30 days`;
const contPage = (counter = "") => `Item 2 5.00\nItem 3 5.00\nItem 4 5.00\n${counter}`;

function stream(texts: string[], keys: (string | null)[] = []): ContentPage[] {
  return texts.map((t, i) => ({
    pageNo: i + 1,
    classId: "invoice",
    masterKeyId: keys[i] ?? null,
    masterKeyName: keys[i] ?? null,
    cues: readPageCues(t),
  }));
}

describe("document boundaries from several signals", () => {
  it("cuts two invoices of one vendor in a row by their numbers and look, and says why", () => {
    const out = cutByContent(stream([invoicePage("A-1"), invoicePage("A-2")], ["v1", "v1"]), {
      masterKey: true,
      classes: false,
    });
    expect(out.map((d) => d.pages)).toEqual([[1], [2]]);
    expect(out[1].reason).toContain("New document number A-2");
  });

  it("'Page 1 of n' starts a document, 'Page 2 of 2' continues one whatever the master key says", () => {
    const texts = [
      invoicePage("7", { counter: "Page 1 of 2" }),
      contPage("Page 2 of 2"),
      "Letterhead\nPage 1 of 1\nsome text here",
    ];
    const out = cutByContent(stream(texts, ["v1", "v2", "v1"]), { masterKey: true, classes: false });
    expect(out.map((d) => d.pages)).toEqual([[1, 2], [3]]);
    expect(out[1].reason).toContain("Page 1 of 1");
  });

  it("a continuation page without a head stays with its document when its master key was misread", () => {
    const out = cutByContent(stream([invoicePage("9"), contPage()], ["v1", "v2"]), { masterKey: true, classes: false });
    expect(out.map((d) => d.pages)).toEqual([[1, 2]]);
  });

  it("pages without text still cut on a master-key change, naming the vendor", () => {
    const out = cutByContent(stream(["", ""], ["Acme", "Bolt"]), { masterKey: true, classes: false });
    expect(out).toEqual([
      { pages: [1], reason: null },
      { pages: [2], reason: "Vendor changes to Bolt" },
    ]);
  });

  it("splitPages carries the reason of each cut", () => {
    const texts = [invoicePage("A-1"), contPage(), invoicePage("A-2")];
    const pages = texts.map((t, i) => ({
      pageNo: i + 1,
      classId: "invoice",
      masterKeyId: "v1",
      ocrTriggerAction: null,
      cues: readPageCues(t),
    }));
    const out = splitPages({
      pages,
      initialDocuments: [{ mainPages: [1, 2, 3] }],
      splitOptions: [{ _id: "master-key-change" }],
    });
    expect(out.map((d) => d.mainPages)).toEqual([[1, 2], [3]]);
    expect(out[0].splitReason).toBeUndefined();
    expect(out[1].splitReason).toMatch(/New document number A-2/);
  });
});
