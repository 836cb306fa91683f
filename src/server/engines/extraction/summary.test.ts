import { describe, expect, it } from "vitest";
import { buildLayout } from "./layout";
import { summaryCandidates } from "./summary";
import { R, page } from "../../../testing/extractionPages";

const valuesOf = (lines: Parameters<typeof page>[0]) => {
  const found = summaryCandidates(buildLayout([page(lines)]));
  return { net: found.net[0]?.value, tax: found.tax[0]?.value, total: found.total[0]?.value };
};

describe("summaryCandidates: the summary block read without its labels", () => {
  it("finds net, tax and total stacked in one column by their arithmetic, whatever the labels say", () => {
    // Swedish, a language the label dictionaries do not cover.
    expect(
      valuesOf([
        R(300, [40, "Kontorsstol"], [300, "2"], [450, "1 800,00"]),
        R(400, [300, "Belopp före moms"], [450, "1 800,00"]),
        R(415, [300, "Moms 25 %"], [450, "450,00"]),
        R(430, [300, "Att betala"], [450, "2 250,00"]),
      ]),
    ).toEqual({ net: 1800, tax: 450, total: 2250 });
  });

  it("prefers the stack whose tax line prints the rate over shipping added to a subtotal", () => {
    expect(
      valuesOf([
        R(400, [300, "Varor"], [450, "100,00"]),
        R(415, [300, "Frakt"], [450, "10,00"]),
        R(430, [300, "Summa"], [450, "110,00"]),
        R(445, [300, "Moms 25 %"], [450, "27,50"]),
        R(460, [300, "Att betala"], [450, "137,50"]),
      ]),
    ).toEqual({ net: 110, tax: 27.5, total: 137.5 });
  });

  it("does not read two item lines (each after its unit price) that add up to the total as net and tax", () => {
    expect(
      valuesOf([
        R(300, [40, "Hosting"], [320, "1"], [390, "1,200.00"], [480, "1,200.00"]),
        R(315, [40, "Backup (TB)"], [320, "4"], [390, "70.00"], [480, "280.00"]),
        R(340, [360, "Subtotal"], [480, "1,480.00"]),
        R(355, [360, "Total"], [480, "1,480.00"]),
      ]),
    ).toEqual({ net: undefined, tax: undefined, total: undefined });
  });

  it("reads a VAT strip whose rows print the per-rate amounts left of their sums", () => {
    expect(
      valuesOf([
        R(400, [178, "Netto"], [342, "300.00"], [437, "500.00"], [527, "800.00"]),
        R(415, [178, "MWST"], [345, "24.30"], [440, "13.00"], [535, "37.30"]),
        R(430, [178, "Brutto"], [342, "324.30"], [437, "513.00"], [527, "837.30"]),
      ]),
    ).toEqual({ net: 800, tax: 37.3, total: 837.3 });
  });

  it("offers nothing when no amounts add up or the tax would be an implausible rate", () => {
    expect(
      valuesOf([
        R(400, [300, "A"], [450, "100,00"]),
        R(415, [300, "B"], [450, "60,00"]),
        R(430, [300, "C"], [450, "160,00"]),
      ]),
    ).toEqual({ net: undefined, tax: undefined, total: undefined });
  });

  it("reads a VAT grid's row, base, tax and gross side by side with the rate, when nothing is stacked", () => {
    expect(
      valuesOf([
        R(380, [40, "% impuesto"], [120, "Base tributable"], [250, "Total IVA"], [380, "Total"]),
        R(392, [40, "21,00 %"], [120, "4.933,62"], [250, "1.036,06"], [380, "5.969,68"]),
      ]),
    ).toEqual({ net: 4933.62, tax: 1036.06, total: 5969.68 });
  });

  it("reads a strip of sums whose parts add up to the net, with no rate on its row", () => {
    expect(
      valuesOf([
        R(
          341,
          [60, "Arbete"],
          [140, "Delar"],
          [220, "Övrigt"],
          [300, "Summa netto"],
          [380, "Moms"],
          [460, "Att betala"],
        ),
        R(355, [60, "400,00"], [140, "150,00"], [220, "50,00"], [300, "600,00"], [380, "150,00"], [460, "750,00"]),
        R(373, [300, "Betalt med kort"], [460, "-750,00"]),
        R(386, [300, "Kvar att betala"], [460, "0,00"]),
      ]),
    ).toEqual({ net: 600, tax: 150, total: 750 });
  });

  it("takes a grid's sum row over its rows per rate", () => {
    expect(
      valuesOf([
        R(392, [40, "19 %"], [120, "1.000,00"], [250, "190,00"], [380, "1.190,00"]),
        R(404, [40, "7 %"], [120, "100,00"], [250, "7,00"], [380, "107,00"]),
        R(416, [40, "Summe"], [120, "1.100,00"], [250, "197,00"], [380, "1.297,00"]),
      ]),
    ).toEqual({ net: 1100, tax: 197, total: 1297 });
  });

  it("reads amounts in different columns as no summary", () => {
    expect(valuesOf([R(400, [100, "1 800,00"]), R(415, [250, "450,00"]), R(430, [450, "2 250,00"])])).toEqual({
      net: undefined,
      tax: undefined,
      total: undefined,
    });
  });
});
