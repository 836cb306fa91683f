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
