import { describe, expect, it } from "vitest";
import { parseNumber } from "./parseNumber";

const value = (text: string, decimalSeparator?: "," | ".") => parseNumber(text, { decimalSeparator })?.value ?? null;

describe("parseNumber", () => {
  it("reads the thousand and decimal separators of common locales", () => {
    expect(value("1,234.56")).toBe(1234.56);
    expect(value("1.234,56")).toBe(1234.56);
    expect(value("1 234,56")).toBe(1234.56);
    expect(value("1\u202f234,56")).toBe(1234.56);
    expect(value("1'234.50")).toBe(1234.5);
    expect(value("12.345.678,90")).toBe(12345678.9);
    expect(value("1,234,567")).toBe(1234567);
    expect(value("34,73")).toBe(34.73);
    expect(value("4.11")).toBe(4.11);
    expect(value("1939")).toBe(1939);
  });

  it("reads a lone separator before three digits as grouping unless the document writes decimals with it", () => {
    expect(value("1.234")).toBe(1234);
    expect(value("1,234")).toBe(1234);
    expect(value("1.234", ".")).toBe(1.234);
    expect(value("0.500")).toBe(0.5);
  });

  it("takes currency symbols and codes on either side and reports the currency", () => {
    expect(parseNumber("€ 717,97")).toMatchObject({ value: 717.97, currency: "EUR", decimals: 2 });
    expect(parseNumber("$4.11")).toMatchObject({ value: 4.11, currency: "USD" });
    expect(parseNumber("34,73 EUR")).toMatchObject({ value: 34.73, currency: "EUR" });
    expect(parseNumber("Rs 1939")).toMatchObject({ value: 1939, currency: "INR" });
    expect(parseNumber("₹1,939.00")).toMatchObject({ value: 1939, currency: "INR" });
    expect(parseNumber("£12")).toMatchObject({ value: 12, currency: "GBP" });
    expect(parseNumber("CHF 1'250.00")).toMatchObject({ value: 1250, currency: "CHF" });
  });

  it("reads signs and percentages", () => {
    expect(value("-9,32")).toBe(-9.32);
    expect(value("€ -9,32")).toBe(-9.32);
    expect(value("12.50-")).toBe(-12.5);
    expect(parseNumber("15.00%")).toMatchObject({ value: 15, percent: true });
    expect(parseNumber("21 %")).toMatchObject({ value: 21, percent: true });
  });

  it("reads an amount a sentence goes on after ('asciende a 2.047,50; con el IVA')", () => {
    expect(value("2.047,50;")).toBe(2047.5);
    expect(value("€1.087,50;")).toBe(1087.5);
  });

  it("keeps a remark in brackets positive", () => {
    expect(value("(Rs 1939)")).toBe(1939);
    expect(value("(€ 45.10)")).toBe(45.1);
    expect(value("(12)")).toBe(12);
  });

  it("reads an amount with its cents alone in brackets as the accountant's minus where the document writes so", () => {
    const minus = (s: string) => parseNumber(s, { bracketsNegative: true })?.value;
    expect(minus("(2,152.74)")).toBe(-2152.74);
    expect(minus("(1.793,95)")).toBe(-1793.95);
    expect(minus("(Rs 1939)")).toBe(1939);
    expect(value("(358.79)")).toBe(358.79);
  });

  it("rejects what is not a number", () => {
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("INV-42")).toBeNull();
    expect(parseNumber("12/03/2020")).toBeNull();
    expect(parseNumber("1.2.3")).toBeNull();
    expect(parseNumber("NL810433941B01")).toBeNull();
    expect(parseNumber("21.05.14")).toBeNull();
    expect(parseNumber("12,34,5")).toBeNull();
  });
});
