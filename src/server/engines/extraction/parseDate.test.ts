import { describe, expect, it } from "vitest";
import { parseDate } from "./parseDate";

describe("parseDate", () => {
  it("reads ISO and numeric dates, day first unless told otherwise or forced by the numbers", () => {
    expect(parseDate("2014-08-03")).toBe("2014-08-03");
    expect(parseDate("2014/8/3")).toBe("2014-08-03");
    expect(parseDate("03.08.2014")).toBe("2014-08-03");
    expect(parseDate("3/8/14")).toBe("2014-08-03");
    expect(parseDate("3/8/14", { order: "MDY" })).toBe("2014-03-08");
    expect(parseDate("03/20/2023")).toBe("2023-03-20");
    expect(parseDate("20-10-2015", { order: "MDY" })).toBe("2015-10-20");
    // Dots are written day first, on a page that writes its slashed dates month first too.
    expect(parseDate("09.03.24", { order: "MDY" })).toBe("2024-03-09");
    expect(parseDate("09/03/24", { order: "MDY" })).toBe("2024-09-03");
    expect(parseDate("8-9-2022")).toBe("2022-09-08");
    expect(parseDate("21.05.14")).toBe("2014-05-21");
    expect(parseDate("2023-03-20T10:00:00Z")).toBe("2023-03-20");
  });

  it("reads month names in English, German, French and Dutch", () => {
    expect(parseDate("August 3 , 2014")).toBe("2014-08-03");
    expect(parseDate("Aug 3rd 2014")).toBe("2014-08-03");
    expect(parseDate("Jan 1, 2022")).toBe("2022-01-01");
    expect(parseDate("3 August 2014")).toBe("2014-08-03");
    expect(parseDate("3rd of August 2014")).toBe("2014-08-03");
    // The Italian first of the month is an ordinal: "1° marzo 2023".
    expect(parseDate("1° marzo 2023")).toBe("2023-03-01");
    expect(parseDate("Monday, 3 August 2014")).toBe("2014-08-03");
    expect(parseDate("7. Mai 2014")).toBe("2014-05-07");
    expect(parseDate("1. März 2021")).toBe("2021-03-01");
    expect(parseDate("02 Juillet 2015")).toBe("2015-07-02");
    expect(parseDate("1er février 2020")).toBe("2020-02-01");
    expect(parseDate("19 april 2014")).toBe("2014-04-19");
    expect(parseDate("29 maart 2014")).toBe("2014-03-29");
    expect(parseDate("3-Aug-14")).toBe("2014-08-03");
    expect(parseDate("03-AUG-2014")).toBe("2014-08-03");
  });

  it("reads December written out (its 'de' is not the Spanish 'de'), Spanish and Italian dates with their weekdays", () => {
    expect(parseDate("19 December 2022")).toBe("2022-12-19");
    expect(parseDate("8 december 2022")).toBe("2022-12-08");
    expect(parseDate("13 de marzo de 2025")).toBe("2025-03-13");
    expect(parseDate("martes, 4 de junio de 2024")).toBe("2024-06-04");
    expect(parseDate("1 de diciembre del 2023")).toBe("2023-12-01");
    expect(parseDate("giovedì 23 giugno 2022")).toBe("2022-06-23");
  });

  it("rejects impossible and incomplete dates", () => {
    expect(parseDate("31/02/2020")).toBeNull();
    expect(parseDate("29/02/2021")).toBeNull();
    expect(parseDate("29/02/2020")).toBe("2020-02-29");
    expect(parseDate("August 2014")).toBeNull();
    expect(parseDate("13/13/2020")).toBeNull();
    expect(parseDate("42183017")).toBeNull();
    expect(parseDate("Invoice")).toBeNull();
    expect(parseDate("")).toBeNull();
  });
});
