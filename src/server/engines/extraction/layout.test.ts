import { describe, expect, it } from "vitest";
import { buildLayout, estimateSkew, splitWord } from "./layout";
import { L, R, page } from "../../../testing/extractionPages";
import type { TextPage } from "./types";

const split = (text: string) => splitWord({ text, x: 0, y: 0, width: 10 * text.length, height: 10 }).map((w) => w.text);

describe("splitWord: a label and its value that OCR ran together", () => {
  it("splits a colon label, a number mark, and letters glued to a date", () => {
    expect(split("Date:12/06/2018")).toEqual(["Date:", "12/06/2018"]);
    expect(split("n°562044387")).toEqual(["n°", "562044387"]);
    expect(split("Fecha15/2/2020")).toEqual(["Fecha", "15/2/2020"]);
    expect(split("Datum24-08-2020")).toEqual(["Datum", "24-08-2020"]);
  });
  it("splits two labels joined by a slash, short ones too ('DATE/TAX POINT')", () => {
    expect(split("DATE/TAX")).toEqual(["DATE", "/", "TAX"]);
    expect(split("Rechnungsdatum/Leistungsdatum:")).toEqual(["Rechnungsdatum", "/", "Leistungsdatum:"]);
    expect(split("S/N")).toEqual(["S/N"]);
    expect(split("FACT.NR/EDI")).toEqual(["FACT.NR", "/", "EDI"]);
    expect(split("BELEG-DAT/RG")).toEqual(["BELEG-DAT", "/", "RG"]);
    expect(split("km/h")).toEqual(["km/h"]);
  });
  it("reads a colon misread as l before a one-digit day as the 1 it hides", () => {
    expect(split("Fechal5/2/2020")).toEqual(["Fecha", "15/2/2020"]);
  });
  it("leaves words that are no label and date alone", () => {
    expect(split("INV2020")).toEqual(["INV2020"]);
    expect(split("Rechnung")).toEqual(["Rechnung"]);
    expect(split("12/06/2018")).toEqual(["12/06/2018"]);
  });
});

describe("buildLayout on a slanted scan", () => {
  // A receipt photographed 2° askew: the right column drifts a line's height against the left one.
  const slope = Math.tan((2 * Math.PI) / 180);
  const tilt = (p: TextPage): TextPage => ({
    ...p,
    words: p.words.map((w) => ({ ...w, y: w.y + (w.x - 150) * slope })),
  });
  const receipt = tilt(
    page(
      [
        L(40, 20, "Thank you for shopping with us today"),
        R(60, [20, "Bread and butter rolls"], [250, "2,10"]),
        R(68, [20, "Cheese from the counter"], [250, "7,59"]),
        R(76, [20, "Total"], [250, "9,69"]),
        R(84, [20, "Cash given"], [250, "10,00"]),
        R(92, [20, "Change"], [250, "0,31"]),
        L(110, 20, "Please keep this receipt for returns"),
        L(120, 20, "Goods sold are not returnable after use"),
      ].map((line) => ({ ...line, size: 6 })),
      { width: 300, height: 200 },
    ),
  );

  it("finds the slant from the words", () => {
    expect(estimateSkew(receipt.words)).toBeCloseTo(slope, 2);
    expect(
      estimateSkew(
        page([
          L(40, 20, "Thank you for shopping with us today"),
          L(60, 20, "Please keep this receipt for returns"),
          L(80, 20, "Goods sold are not returnable"),
        ]).words,
      ),
    ).toBeCloseTo(0, 3);
  });

  it("keeps a label and its amount on one line along the slant, with the words' printed boxes", () => {
    const layout = buildLayout([receipt]);
    const total = layout.lines.find((l) => l.tokens[0].text === "Total")!;
    expect(total.text).toBe("Total 9,69");
    const amount = total.tokens[1];
    const printed = receipt.words.find((w) => w.text === "9,69")!;
    expect({ x: amount.x, y: amount.y }).toEqual({ x: printed.x, y: printed.y });
  });
});

describe("buildLayout: letter-spaced words", () => {
  /** A word printed one glyph at a time with a gap after each (what a PDF's character spacing gives). */
  const spaced = (text: string, x: number, y: number) =>
    [...text].map((c, i) => ({ text: c, x: x + i * 7, y, width: 4.5, height: 9 }));
  const lineTexts = (words: TextPage["words"]) =>
    buildLayout([{ pageNo: 1, width: 595, height: 842, words }]).lines.map((l) => l.tokens.map((t) => t.text));

  it("joins the letters of a spaced word, and ends it where a wider gap begins", () => {
    expect(lineTexts([...spaced("RECHNUNG", 40, 100), ...spaced("NR.", 40 + 8 * 7 + 12, 100)])).toEqual([
      ["RECHNUNG", "NR."],
    ]);
  });

  it("leaves single letters apart where the gaps are wide (table columns) or the run is short ('à 5 %')", () => {
    const columns = ["A", "B", "C", "D"].map((c, i) => ({ text: c, x: 40 + i * 60, y: 100, width: 5, height: 9 }));
    expect(lineTexts(columns)).toEqual([["A", "B", "C", "D"]]);
    const words = [
      { text: "TVA", x: 40, y: 100, width: 15, height: 9 },
      { text: "à", x: 58, y: 100, width: 5, height: 9 },
      { text: "5", x: 66, y: 100, width: 5, height: 9 },
      { text: "%", x: 74, y: 100, width: 5, height: 9 },
    ];
    expect(lineTexts(words)).toEqual([["TVA", "à", "5", "%"]]);
  });
});
