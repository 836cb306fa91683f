import { describe, expect, it } from "vitest";
import { splitWord } from "./layout";

const split = (text: string) => splitWord({ text, x: 0, y: 0, width: 10 * text.length, height: 10 }).map((w) => w.text);

describe("splitWord: a label and its value that OCR ran together", () => {
  it("splits a colon label, a number mark, and letters glued to a date", () => {
    expect(split("Date:12/06/2018")).toEqual(["Date:", "12/06/2018"]);
    expect(split("n°562044387")).toEqual(["n°", "562044387"]);
    expect(split("Fecha15/2/2020")).toEqual(["Fecha", "15/2/2020"]);
    expect(split("Datum24-08-2020")).toEqual(["Datum", "24-08-2020"]);
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
