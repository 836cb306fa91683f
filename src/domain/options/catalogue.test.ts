import { describe, expect, it } from "vitest";
import {
  DEFAULT_EXPORT_ID,
  EXPORT_OPTIONS,
  PARSER_OPTIONS,
  SPLIT_OPTIONS,
  findExportOption,
  findParserOption,
  findSplitOption,
  splitConfigInputType,
} from "./catalogue";

describe("option catalogues", () => {
  it("offers the three parsers and the e-invoice parser", () => {
    expect(PARSER_OPTIONS).toEqual([
      { _id: "builtin", name: "Built-in parser (text layer, OCR where a page has none)" },
      { _id: "builtin-ocr", name: "Built-in parser, OCR on every page" },
      { _id: "text-layer", name: "Text layer only" },
      { _id: "einvoice", name: "E-invoice data, then text layer and OCR" },
    ]);
  });

  it("offers the split options with their config defaults", () => {
    expect(SPLIT_OPTIONS.map((option) => [option._id, option.config])).toEqual([
      ["per-file", {}],
      ["class-change", {}],
      ["master-key-change", {}],
      ["ocr-trigger", {}],
      ["fixed-pages", { pages: 1 }],
      ["barcode", { barcodeText: "PATCHT" }],
      ["blank-page", { threshold: 0.99 }],
    ]);
    for (const option of SPLIT_OPTIONS) expect(option.name.length).toBeGreaterThan(0);
  });

  it("offers M-Files and the built-in archive, which is the default", () => {
    expect(EXPORT_OPTIONS).toEqual([
      { _id: "DE-01", name: "M-Files" },
      { _id: "DE-03", name: "Built-in archive" },
    ]);
    expect(DEFAULT_EXPORT_ID).toBe("DE-03");
  });

  it("has unique ids in each catalogue", () => {
    for (const list of [PARSER_OPTIONS, SPLIT_OPTIONS, EXPORT_OPTIONS]) {
      expect(new Set(list.map((option) => option._id)).size).toBe(list.length);
    }
  });

  it("finds options by id", () => {
    expect(findParserOption("text-layer")?.name).toBe("Text layer only");
    expect(findSplitOption("barcode")?.config).toEqual({ barcodeText: "PATCHT" });
    expect(findExportOption("DE-01")?.name).toBe("M-Files");
    expect(findSplitOption("nope")).toBeUndefined();
  });
});

describe("splitConfigInputType", () => {
  it("is numeric when the default is a number", () => {
    expect(splitConfigInputType(1)).toBe("number");
    expect(splitConfigInputType(0.99)).toBe("number");
    expect(splitConfigInputType("PATCHT")).toBe("text");
    expect(splitConfigInputType("5")).toBe("text");
    expect(splitConfigInputType(undefined)).toBe("text");
  });
});
