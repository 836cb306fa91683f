import { describe, expect, it } from "vitest";
import {
  conceptsOfToken,
  extractFeatures,
  featuresFromJson,
  featuresToJson,
  isLearnable,
  learnedFeatures,
  normalizeText,
} from "./features";

describe("normalizeText", () => {
  it("lower-cases and removes accents, ß and ligatures", () => {
    expect(normalizeText("Straße Désignation ŒUVRE Ærø")).toBe("strasse designation oeuvre aero");
  });
});

describe("concepts", () => {
  it("recognise document types across languages and compounds", () => {
    for (const t of [
      "invoice",
      "rechnung",
      "rechnungsnr",
      "schlussrechnung",
      "facture",
      "factuur",
      "factuurdatum",
      "fattura",
    ]) {
      expect(conceptsOfToken(t), t).toContain("invoice");
    }
    expect(conceptsOfToken("lieferschein")).toContain("delivery_note");
    expect(conceptsOfToken("mietvertrag")).toEqual(["lease", "contract"]); // the most specific type, and its parent
    expect(conceptsOfToken("kassenbon")).toContain("receipt");
  });

  it("leave out the words a wildcard would wrongly catch", () => {
    expect(conceptsOfToken("berechnung")).toEqual([]);
    expect(conceptsOfToken("rechnungsadresse")).toEqual([]);
    expect(conceptsOfToken("contractor")).not.toContain("contract");
  });

  it("match phrases, longest first, and the phrase's words do not count alone", () => {
    const f = extractFeatures("Bon de livraison\nDelivery receipt");
    expect(f.get("@delivery_note")).toBe(2);
    expect(f.has("@receipt")).toBe(false);
    expect(extractFeatures("Mit freundlichen Grüßen").get("@closing")).toBe(1);
  });
});

describe("extractFeatures", () => {
  it("yields words, pairs, concepts, head features and number shapes", () => {
    const f = extractFeatures(
      "FACTUUR\nCoolblue B.V.\nTotaal € 717,97 op 19.04.2014 om 12:30, BTW 21%\nKlantnummer 6669263",
    );
    expect(f.get("factuur")).toBe(1);
    expect(f.get("^factuur")).toBe(1);
    expect(f.get("@invoice")).toBe(1);
    expect(f.get("^@invoice")).toBe(1);
    expect(f.get("coolblue")).toBe(1);
    expect(f.has("#amt")).toBe(true);
    expect(f.has("#date")).toBe(true);
    expect(f.has("#time")).toBe(true);
    expect(f.has("#pct")).toBe(true);
    expect(f.has("#cur")).toBe(true);
    expect(f.has("#nlong")).toBe(true);
    expect(f.has("@total")).toBe(true);
    expect(f.has("@tax")).toBe(true);
    // stopwords are not features
    expect(f.has("op")).toBe(false);
    expect(f.has("om")).toBe(false);
  });

  it("limits the head to the first lines", () => {
    const lines = Array.from({ length: 20 }, (_, i) => `line${String.fromCharCode(97 + i)}`);
    lines[15] = "Invoice";
    const f = extractFeatures(lines.join("\n"));
    expect(f.get("@invoice")).toBe(1);
    expect(f.has("^@invoice")).toBe(false);
    expect(extractFeatures(["x", "Invoice"].join("\n")).has("^@invoice")).toBe(true);
  });

  it("is empty for an empty page and survives odd input", () => {
    expect(extractFeatures("").size).toBe(0);
    expect(extractFeatures("   \n\t ").size).toBe(0);
    expect(() => extractFeatures("€€€ %%% ### 1/2/3/4/5 \u0000\uFFFF 漢字 العربية")).not.toThrow();
    expect(extractFeatures("x".repeat(100_000)).size).toBeLessThan(5);
  });

  it("keeps only learnable features for training and round-trips them as JSON", () => {
    const f = learnedFeatures("Delivery Note\nShipped by carrier, 3 parcels");
    expect([...f.keys()].every(isLearnable)).toBe(true);
    expect(f.has("delivery")).toBe(true);
    expect(f.has("^@delivery_note")).toBe(true);
    expect(f.has("^delivery")).toBe(false);
    expect(f.has("delivery note")).toBe(false);
    expect(featuresFromJson(JSON.parse(JSON.stringify(featuresToJson(f))))).toEqual(f);
    expect(featuresFromJson({ a: 1, b: -1, c: Number.NaN, d: "x" as unknown as number }).size).toBe(1);
  });
});
