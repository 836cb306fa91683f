import { describe, expect, it } from "vitest";
import {
  MATCH_THRESHOLD,
  createMasterKeyMatcher,
  evidenceOf,
  identifyMasterKey,
  type MasterKeyRecord,
} from "./identifyMasterKey.js";
import { boundedLevenshtein, normaliseIdentifier, ocrFold } from "./normalise.js";

const page = (text: string, words: { text: string; x: number; y: number; width: number; height: number }[] = []) => ({
  text,
  words,
  width: 595,
  height: 842,
});

const coolblue: MasterKeyRecord = {
  _id: "coolblue",
  value: "Coolblue B.V.",
  data: {
    vat: "NL810433941B01",
    iban: "NL50INGB0683251309",
    bic: "INGBNL2A",
    city: "Rotterdam",
    zip: "3012 CN",
    currency: "EUR",
  },
  ocrTrigger: null,
};
const quality: MasterKeyRecord = {
  _id: "quality",
  value: "QualityHosting AG",
  data: { vat: "DE 232 446 240" },
  ocrTrigger: null,
};
const aws: MasterKeyRecord = {
  _id: "aws",
  value: "Amazon Web Services",
  data: { website: "aws.amazon.com" },
  ocrTrigger: null,
};
const free: MasterKeyRecord = { _id: "free", value: "Free", data: { vat: "FR60421938861" }, ocrTrigger: null };
const coolblueBe: MasterKeyRecord = { _id: "coolblue-be", value: "Coolblue België NV", data: null, ocrTrigger: null };
const records = [coolblue, quality, aws, free, coolblueBe];

describe("normalising", () => {
  it("reduces identifiers to letters and digits", () => {
    expect(normaliseIdentifier("DE 232.446-240")).toBe("de232446240");
    expect(normaliseIdentifier("NL50 INGB 0683 2513 09")).toBe("nl50ingb0683251309");
    expect(normaliseIdentifier("Société")).toBe("societe");
  });

  it("folds OCR look-alikes", () => {
    expect(ocrFold("nl81o433941bo1")).toBe(ocrFold("nl810433941b01"));
  });

  it("bounds the edit distance", () => {
    expect(boundedLevenshtein("coolblue", "cooiblue", 2)).toBe(1);
    expect(boundedLevenshtein("coolblue", "amazon", 2)).toBe(3);
    expect(boundedLevenshtein("abc", "abc", 0)).toBe(0);
  });

  it("tells identifiers from names", () => {
    expect(evidenceOf("NL810433941B01", false)).toMatchObject({ kind: "identifier", strength: 0.98 });
    expect(evidenceOf("DE 232 446 240", false)).toMatchObject({ kind: "identifier", norm: "de232446240" });
    expect(evidenceOf("(870)-931-0505", false)).toMatchObject({ kind: "identifier", norm: "8709310505" });
    expect(evidenceOf("3012 CN", false)).toMatchObject({ kind: "identifier", strength: 0.7 });
    expect(evidenceOf("INGBNL2A", false)).toMatchObject({ kind: "identifier", strength: 0.5 });
    expect(evidenceOf("http://www.azure-interior.com", false)).toMatchObject({
      kind: "identifier",
      norm: "azureinteriorcom",
    });
    expect(evidenceOf("Weena 664", false)).toMatchObject({ kind: "name", supporting: true });
    expect(evidenceOf("Coolblue B.V.", true)).toMatchObject({
      kind: "name",
      concat: ocrFold("coolblue"),
      supporting: false,
    });
    expect(evidenceOf("EUR", false)).toBeNull();
    expect(evidenceOf("1234", false)).toBeNull();
    expect(evidenceOf("   ", true)).toBeNull();
  });
});

describe("identifyMasterKey by identifiers", () => {
  it("finds a VAT number written with spaces, dots and dashes", () => {
    const m = identifyMasterKey(page("Rechnung\nUSt-IdNr.: DE 232.446-240\nBetrag 34,73"), records);
    expect(m).toMatchObject({ recordId: "quality", method: "identifier" });
    expect(m!.score).toBeGreaterThanOrEqual(0.98);
  });

  it("finds an IBAN in groups and forgives OCR look-alikes", () => {
    expect(identifyMasterKey(page("Betaal naar IBAN: NL50 INGB 0683 2513 09"), records)).toMatchObject({
      recordId: "coolblue",
      method: "identifier",
    });
    expect(identifyMasterKey(page("BTW nr NL81O433941BO1"), records)).toMatchObject({
      recordId: "coolblue",
      method: "identifier",
    });
  });

  it("matches only whole pieces of text, not digits inside a longer number", () => {
    expect(identifyMasterKey(page("Order 9NL810433941B012"), records)).toBeNull();
    const num: MasterKeyRecord = { _id: "n", value: "Numbers Ltd", data: { coc: "24330087" }, ocrTrigger: null };
    expect(identifyMasterKey(page("Reference 1243300875"), [num])).toBeNull();
    expect(identifyMasterKey(page("KvK: 24330087."), [num])).toMatchObject({ recordId: "n", method: "identifier" });
  });

  it("does not join an identifier across lines", () => {
    expect(identifyMasterKey(page("Account DE 232\n446 240"), [quality])).toBeNull();
  });

  it("finds a web site", () => {
    expect(identifyMasterKey(page("Questions? visit aws.amazon.com/contact-us/"), [aws])).toMatchObject({
      recordId: "aws",
      method: "identifier",
    });
  });
});

describe("identifyMasterKey by name", () => {
  it("finds the name exactly", () => {
    expect(identifyMasterKey(page("FACTUUR. Coolblue B.V.\nWeena 664"), records)).toMatchObject({
      recordId: "coolblue",
      method: "name",
      score: 0.95,
    });
  });

  it("forgives OCR errors, split and merged words", () => {
    expect(identifyMasterKey(page("Arnazon Web Servlces Invoice"), records)).toMatchObject({
      recordId: "aws",
      method: "name",
    });
    expect(identifyMasterKey(page("Amazon WebServices"), records)).toMatchObject({ recordId: "aws", method: "name" });
    expect(identifyMasterKey(page("Quality Hosting AG - Uferweg 40"), records)).toMatchObject({
      recordId: "quality",
      method: "name",
    });
    expect(identifyMasterKey(page("FACTUUR Cooiblue B.V"), records)).toMatchObject({
      recordId: "coolblue",
      method: "name",
    });
  });

  it("is case and accent blind for long names", () => {
    expect(identifyMasterKey(page("COOLBLUE BELGIE NV"), records)).toMatchObject({ recordId: "coolblue-be" });
  });

  it("picks the closer of two similar names", () => {
    expect(identifyMasterKey(page("Coolblue België NV, Antwerpen"), records)).toMatchObject({
      recordId: "coolblue-be",
    });
    expect(identifyMasterKey(page("Coolblue B.V., Rotterdam"), records)).toMatchObject({ recordId: "coolblue" });
  });

  it("a short name must match exactly and in its case", () => {
    expect(identifyMasterKey(page("Free\nService Abonné"), [free])).toMatchObject({
      recordId: "free",
      method: "name",
      score: MATCH_THRESHOLD,
    });
    expect(identifyMasterKey(page("toll free number, free shipping"), [free])).toBeNull();
    expect(identifyMasterKey(page("Freedom Ltd"), [free])).toBeNull();
  });

  it("prefers strong identifiers to a name", () => {
    const m = identifyMasterKey(page("Coolblue B.V.\nBTW NL810433941B01\nIBAN NL50INGB0683251309"), records);
    expect(m).toMatchObject({ recordId: "coolblue", method: "identifier" });
    expect(m!.score).toBeGreaterThan(0.99);
  });
});

describe("identifyMasterKey avoids false positives", () => {
  it("returns null for an unrelated page, an empty page or no records", () => {
    expect(
      identifyMasterKey(page("Invoice from Acme Widgets Inc.\nTotal 120.00 EUR\nNL 3012 CN Rotterdam"), records),
    ).toBeNull();
    expect(identifyMasterKey(page(""), records)).toBeNull();
    expect(identifyMasterKey(page("Coolblue B.V."), [])).toBeNull();
  });

  it("a postcode, a city, a currency or a shared BIC alone is not enough", () => {
    expect(identifyMasterKey(page("Rotterdam 3012 CN, paid in EUR via INGBNL2A"), [coolblue])).toBeNull();
  });

  it("an identifier several records share is weak", () => {
    const a: MasterKeyRecord = { _id: "a", value: "Alpha Trading", data: { vat: "NL123456789B01" }, ocrTrigger: null };
    const b: MasterKeyRecord = { _id: "b", value: "Beta Trading", data: { vat: "NL123456789B01" }, ocrTrigger: null };
    expect(identifyMasterKey(page("VAT NL123456789B01"), [a, b])).toBeNull();
    expect(identifyMasterKey(page("Beta Trading\nVAT NL123456789B01"), [a, b])).toMatchObject({ recordId: "b" });
  });

  it("a name far from the page text is not taken", () => {
    expect(identifyMasterKey(page("Bluecool Systems"), records)).toBeNull();
    expect(identifyMasterKey(page("Amazing Web Shop"), records)).toBeNull();
  });
});

describe("vendors named by ordinary words (no false friends)", () => {
  const beiSpiel: MasterKeyRecord = {
    _id: "bei-spiel",
    value: "Bei Spiel GmbH",
    data: { city: "Berlin" },
    ocrTrigger: null,
  };
  const global: MasterKeyRecord = { _id: "global", value: "Global Supplies Ltd.", data: null, ocrTrigger: null };
  const taxi: MasterKeyRecord = { _id: "taxi", value: "Taxi Unternehmen", data: null, ocrTrigger: null };
  const vendors = [beiSpiel, global, taxi];

  it("a page that only uses their words matches none of them", () => {
    expect(
      identifyMasterKey(page("Beispiel-Rechnungen für ZUGFeRD 2.2\nSeite 2 von 3\nBerlin, 05.03.2018"), vendors),
    ).toBeNull();
    expect(identifyMasterKey(page("We ship global supplies to every port.\nTotal 120.00"), vendors)).toBeNull();
    expect(
      identifyMasterKey(page("Our Global Supplies Programme reaches 40 countries and many partners"), vendors),
    ).toBeNull();
    expect(
      identifyMasterKey(page("Fahrt mit dem Taxi: Unternehmen erstattet die Kosten bis 50 EUR"), vendors),
    ).toBeNull();
    expect(identifyMasterKey(page("Das Taxi Unternehmen Ihrer Wahl bringt Sie zum Flughafen"), vendors)).toBeNull();
  });

  it("the same words written as the vendor: with its legal form, or as a letterhead line", () => {
    expect(identifyMasterKey(page("Rechnung\nBei Spiel GmbH · Hauptstraße 1 · 10115 Berlin"), vendors)).toMatchObject({
      recordId: "bei-spiel",
      method: "name",
    });
    expect(identifyMasterKey(page("Invoice from Global Supplies Ltd, Manchester"), vendors)).toMatchObject({
      recordId: "global",
    });
    expect(identifyMasterKey(page("Taxi Unternehmen\nQuittung über 23,50 EUR"), vendors)).toMatchObject({
      recordId: "taxi",
    });
    expect(identifyMasterKey(page("TAXI UNTERNEHMEN\nFahrpreis 23,50"), vendors)).toMatchObject({ recordId: "taxi" });
  });

  it("a name with a rare word needs no such proof", () => {
    expect(identifyMasterKey(page("Bestellt bei Coolblue am 3. März, Lieferung morgen"), [coolblue])).toMatchObject({
      recordId: "coolblue",
      method: "name",
    });
  });

  it("an identifier outweighs an ordinary-word name of another vendor", () => {
    const withVat: MasterKeyRecord = { ...global, data: { vat: "GB123456789" } };
    const other: MasterKeyRecord = {
      _id: "other",
      value: "Other Trading Ltd",
      data: { vat: "DE987654321" },
      ocrTrigger: null,
    };
    expect(
      identifyMasterKey(page("Global Supplies Ltd.\nShip to: Other Trading Ltd\nVAT GB 123 456 789"), [withVat, other]),
    ).toMatchObject({ recordId: "global", method: "identifier" });
  });
});

describe("names and identifiers as pages write them (synthetic vendors)", () => {
  const rec = (id: string, value: string, data: Record<string, string> | null = null): MasterKeyRecord => ({
    _id: id,
    value,
    data,
    ocrTrigger: null,
  });
  const mueller = rec("mueller", "Müller Haustechnik GmbH");
  const weiss = rec("weiss", "Großhandel Weiß KG");
  const global = rec("global", "Global Supplies Ltd.");
  const zorbex = rec("zorbex", "Zorbex GmbH", { vat: "DE123456789", iban: "DE89370400440532013000" });
  const acme = rec("acme", "Acme GmbH");
  const vendors = [mueller, weiss, global, zorbex, acme];

  it("umlauts written out and ß as ss are the same name", () => {
    expect(identifyMasterKey(page("MUELLER HAUSTECHNIK GMBH\nHauptstr. 1"), vendors)).toMatchObject({
      recordId: "mueller",
      method: "name",
    });
    expect(identifyMasterKey(page("Grosshandel Weiss KG\nAm Markt 3"), vendors)).toMatchObject({
      recordId: "weiss",
      method: "name",
    });
    expect(identifyMasterKey(page("Mueller"), [rec("m", "Müller")])).toMatchObject({ recordId: "m" });
  });

  it("a written-out legal form is the abbreviation", () => {
    expect(identifyMasterKey(page("Invoice from Global Supplies Limited for services"), vendors)).toMatchObject({
      recordId: "global",
    });
    expect(identifyMasterKey(page("Zorbex Gesellschaft mit beschränkter Haftung"), vendors)).toMatchObject({
      recordId: "zorbex",
    });
    // Still no false friend: the ordinary words without a legal form in running text.
    expect(
      identifyMasterKey(page("We buy global supplies limited only by the budget of each year"), vendors),
    ).toBeNull();
  });

  it("letter-spaced text is closed up, for names and identifiers", () => {
    expect(identifyMasterKey(page("M Ü L L E R  H A U S T E C H N I K  G m b H"), vendors)).toMatchObject({
      recordId: "mueller",
    });
    expect(identifyMasterKey(page("USt-IdNr: D E 1 2 3 4 5 6 7 8 9"), vendors)).toMatchObject({
      recordId: "zorbex",
      method: "identifier",
    });
    expect(identifyMasterKey(page("IBAN: D E 8 9 3 7 0 4 0 0 4 4 0 5 3 2 0 1 3 0 0 0"), vendors)).toMatchObject({
      recordId: "zorbex",
      method: "identifier",
    });
  });

  it("a short name in capitals counts when its legal form follows, not otherwise", () => {
    expect(identifyMasterKey(page("ACME GmbH\nEuropa-Allee 1"), vendors)).toMatchObject({
      recordId: "acme",
      method: "name",
    });
    expect(identifyMasterKey(page("ACME\nEuropa-Allee 1"), vendors)).toBeNull();
    expect(identifyMasterKey(page("FREE DELIVERY ON ALL ORDERS"), [free])).toBeNull();
  });
});

describe("identifyMasterKey by OCR trigger", () => {
  const words = [
    { text: "Rechnung", x: 300, y: 60, width: 60, height: 12 },
    { text: "Seite", x: 365, y: 60, width: 30, height: 12 },
    { text: "1", x: 400, y: 60, width: 6, height: 12 },
  ];
  const trigger = { x: 290, y: 50, width: 130, height: 30, regEx: "Seite 1$", splitAction: "FIRST_PAGE" as const };
  const withTrigger: MasterKeyRecord = { _id: "trig", value: "Some Other Name", data: null, ocrTrigger: trigger };

  it("comes first, before identifiers of other records", () => {
    const m = identifyMasterKey(page("Rechnung Seite 1\nUSt-IdNr. DE232446240", words), [quality, withTrigger]);
    expect(m).toEqual({ recordId: "trig", method: "ocrTrigger", score: 1 });
  });

  it("does not fire when the text in the rectangle does not match", () => {
    const page2 = words.map((x) => (x.text === "1" ? { ...x, text: "2" } : x));
    expect(
      identifyMasterKey(page("Rechnung Seite 2\nUSt-IdNr. DE232446240", page2), [quality, withTrigger]),
    ).toMatchObject({ recordId: "quality", method: "identifier" });
  });

  it("when several fire, takes the one the page supports", () => {
    const other: MasterKeyRecord = { ...quality, _id: "quality-trig", ocrTrigger: { ...trigger, regEx: "Rechnung" } };
    const m = identifyMasterKey(page("Rechnung Seite 1\nQualityHosting AG", words), [withTrigger, other]);
    expect(m).toEqual({ recordId: "quality-trig", method: "ocrTrigger", score: 1 });
  });

  it("ignores a trigger without a usable rectangle or expression", () => {
    const broken: MasterKeyRecord = { _id: "x", value: "Zzz", data: null, ocrTrigger: { ...trigger, width: 0 } };
    const noRegex: MasterKeyRecord = { _id: "y", value: "Yyy", data: null, ocrTrigger: { ...trigger, regEx: "" } };
    expect(identifyMasterKey(page("Rechnung Seite 1", words), [broken, noRegex])).toBeNull();
  });
});

describe("createMasterKeyMatcher", () => {
  it("matches many pages against many records quickly", () => {
    const many: MasterKeyRecord[] = [];
    for (let i = 0; i < 3000; i++) {
      many.push({
        _id: `v${i}`,
        value: `Vendor ${i} ${["Alpha", "Bravo", "Charlie", "Delta"][i % 4]} Handels`,
        data: { vat: `NL${String(100000000 + i * 7919)}B01`, city: "Utrecht" },
        ocrTrigger: null,
      });
    }
    many.push(coolblue);
    const matcher = createMasterKeyMatcher(many);
    const text = `FACTUUR\nCoolblue B.V.\nWeena 664\n3012 CN Rotterdam\n${"Artikel omschrijving prijs aantal bedrag totaal ".repeat(40)}\nBTW NL810433941B01`;
    const t0 = performance.now();
    for (let i = 0; i < 20; i++)
      expect(matcher.identify(page(text))).toMatchObject({ recordId: "coolblue", method: "identifier" });
    expect((performance.now() - t0) / 20).toBeLessThan(200);
    expect(matcher.identify(page("VAT NL100007919B01"))).toMatchObject({ recordId: "v1" });
  });
});
