import { describe, expect, it } from "vitest";
import {
  DATE_ERROR,
  NUMBER_ERROR,
  isEmptyValue,
  parseBooleanInput,
  parseDateInput,
  parseInput,
  parseNumberInput,
  readableDate,
  textOf,
} from "./fieldValue";

describe("parseNumberInput", () => {
  it.each([
    ["1234.5", 1234.5],
    ["1,234.50", 1234.5],
    ["1.234,50", 1234.5],
    ["1 234,5", 1234.5],
    ["1'234.50", 1234.5],
    ["1.234.567", 1234567],
    ["1,234,567", 1234567],
    ["-12", -12],
    ["+3", 3],
    ["0,19", 0.19],
    [".5", 0.5],
    ["  42  ", 42],
  ])("%s is %s", (text, value) => expect(parseNumberInput(text)).toBe(value));

  it("is null for an empty input", () => expect(parseNumberInput("  ")).toBeNull());

  it.each(["abc", "12a", "€ 12", "1.2.3,4,5", "1,23,4.5", "--1", "1-2", ",", "12.34.5"])("refuses %s", (text) =>
    expect(parseNumberInput(text)).toBeUndefined(),
  );
});

describe("parseDateInput", () => {
  it.each([
    ["2024-12-31", "2024-12-31"],
    ["2024-1-5", "2024-01-05"],
    ["31.12.2024", "2024-12-31"],
    ["1.2.2024", "2024-02-01"],
    ["01/02/2024", "2024-02-01"],
    ["12/31/2024", "2024-12-31"],
    ["31.12.24", "2024-12-31"],
    ["5 Mar 2024", "2024-03-05"],
    ["5 March 2024", "2024-03-05"],
    ["March 5, 2024", "2024-03-05"],
    ["March 5th, 2024", "2024-03-05"],
    ["05-Mar-2024", "2024-03-05"],
    ["2024-12-31T00:00:00.000Z", "2024-12-31"],
    // As printed on documents (the extraction engine's reading): lower-case and foreign month names.
    ["19 april 2014", "2014-04-19"],
    ["19.04.2014", "2014-04-19"],
    ["April 19, 2014", "2014-04-19"],
    ["7. Mai 2014", "2014-05-07"],
    ["1er juillet 2015", "2015-07-01"],
  ])("%s is %s", (text, iso) => expect(parseDateInput(text)).toBe(iso));

  it("is null for an empty input", () => expect(parseDateInput("")).toBeNull());
  it.each(["31.13.2024", "2024-02-30", "yesterday", "12", "32/01/2024"])("refuses %s", (text) =>
    expect(parseDateInput(text)).toBeUndefined(),
  );
});

describe("parseBooleanInput", () => {
  it("reads true and false words", () => {
    expect(parseBooleanInput("true")).toBe(true);
    expect(parseBooleanInput("Yes")).toBe(true);
    expect(parseBooleanInput("FALSE")).toBe(false);
    expect(parseBooleanInput("0")).toBe(false);
    expect(parseBooleanInput("")).toBeNull();
    expect(parseBooleanInput("maybe")).toBeUndefined();
  });
});

describe("parseInput", () => {
  it("stores numbers as numbers and refuses text with the spec's message", () => {
    expect(parseInput("Number", "1.234,50")).toEqual({ ok: true, value: 1234.5 });
    expect(parseInput("Number", "twelve")).toEqual({ ok: false, error: NUMBER_ERROR });
  });
  it("stores dates as ISO YYYY-MM-DD", () => {
    expect(parseInput("Date", "31.12.2024")).toEqual({ ok: true, value: "2024-12-31" });
    expect(parseInput("Date", "soon")).toEqual({ ok: false, error: DATE_ERROR });
  });
  it("stores booleans as true or false", () => {
    expect(parseInput("Boolean", "false")).toEqual({ ok: true, value: false });
    expect(parseInput("Boolean", "perhaps").ok).toBe(false);
  });
  it("keeps text as typed and an empty input as null", () => {
    expect(parseInput("String", " INV-1 ")).toEqual({ ok: true, value: " INV-1 " });
    expect(parseInput("Value_List", "")).toEqual({ ok: true, value: null });
    expect(parseInput(undefined, "x")).toEqual({ ok: true, value: "x" });
  });
});

describe("textOf", () => {
  it("shows stored values", () => {
    expect(textOf("Number", 12.5)).toBe("12.5");
    expect(textOf("Date", "2024-12-31T00:00:00Z")).toBe("2024-12-31");
    expect(textOf("Date", "not a date")).toBe("not a date");
    expect(textOf("Boolean", "yes")).toBe("true");
    expect(textOf("Boolean", false)).toBe("false");
    expect(textOf("String", null)).toBe("");
  });
});

describe("isEmptyValue and readableDate", () => {
  it("treats blanks as empty but not 0 or false", () => {
    expect(isEmptyValue(null)).toBe(true);
    expect(isEmptyValue(" ")).toBe(true);
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
  });
  it("reads a date for people", () => expect(readableDate("2024-02-01")).toBe("Thu, 1 Feb 2024"));
});
