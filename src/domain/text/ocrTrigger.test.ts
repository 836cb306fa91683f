import { describe, expect, it } from "vitest";
import { matchTrigger, ocrTriggerActionOf, textInRect, triggerFires, wordsInRect } from "./ocrTrigger";

const w = (text: string, x: number, y: number, width = 40, height = 10) => ({ text, x, y, width, height });

// Two lines; "Invoice No: 2023-001" on the first, "Page 1 of 2" on the second.
const words = [
  w("2023-001", 150, 100, 50),
  w("Invoice", 50, 100),
  w("No:", 95, 101, 20),
  w("Page", 50, 120),
  w("1", 95, 120, 6),
  w("of", 105, 120, 10),
  w("2", 120, 120, 6),
  w("Elsewhere", 400, 600),
];

describe("wordsInRect", () => {
  it("takes the words at least half inside, in reading order", () => {
    const inside = wordsInRect(words, { x: 45, y: 95, width: 130, height: 40 });
    expect(inside.map((x) => x.text)).toEqual(["Invoice", "No:", "2023-001", "Page", "1", "of", "2"]);
  });

  it("leaves out a word mostly outside and keeps one mostly inside", () => {
    // 2023-001 spans x 150..200: 60% inside up to x 180, 40% up to x 170.
    expect(wordsInRect(words, { x: 45, y: 95, width: 135, height: 18 }).map((x) => x.text)).toEqual([
      "Invoice",
      "No:",
      "2023-001",
    ]);
    expect(wordsInRect(words, { x: 45, y: 95, width: 125, height: 18 }).map((x) => x.text)).toEqual(["Invoice", "No:"]);
    // Only 40% of "No:" (y 101..111) lies inside y 95..105.
    expect(wordsInRect(words, { x: 45, y: 95, width: 125, height: 10 }).map((x) => x.text)).toEqual(["Invoice"]);
  });

  it("accepts a rectangle drawn from its bottom-right corner", () => {
    expect(wordsInRect(words, { x: 205, y: 112, width: -160, height: -20 }).map((x) => x.text)).toEqual([
      "Invoice",
      "No:",
      "2023-001",
    ]);
  });

  it("returns nothing for an empty or broken rectangle", () => {
    expect(wordsInRect(words, { x: 0, y: 0, width: 0, height: 50 })).toEqual([]);
    expect(wordsInRect(words, { x: Number.NaN, y: 0, width: 10, height: 50 })).toEqual([]);
  });

  it("textInRect joins the words with single spaces, lines too", () => {
    expect(textInRect(words, { x: 45, y: 95, width: 160, height: 40 })).toBe("Invoice No: 2023-001 Page 1 of 2");
    expect(textInRect(words, { x: 0, y: 0, width: 10, height: 10 })).toBe("");
  });
});

describe("matchTrigger", () => {
  it("gives the first match", () => {
    expect(matchTrigger("Invoice No: 2023-001", "\\d{4}-\\d{3}")).toBe("2023-001");
    expect(matchTrigger("Page 1 of 2", "Page 1 of")).toBe("Page 1 of");
    expect(matchTrigger("Page 2 of 2", "Page 1 of")).toBeNull();
  });

  it("is case-sensitive, as written", () => {
    expect(matchTrigger("INVOICE", "Invoice")).toBeNull();
    expect(matchTrigger("INVOICE", "[Ii][Nn][Vv]")).toBe("INV");
  });

  it("skips empty matches and gives the first real one", () => {
    expect(matchTrigger("abc 123", "\\d*")).toBe("123");
    expect(matchTrigger("abc", "\\d*")).toBeNull();
  });

  it("an empty or invalid expression never matches", () => {
    expect(matchTrigger("anything", "")).toBeNull();
    expect(matchTrigger("anything", "(unclosed")).toBeNull();
    expect(matchTrigger("anything", "(unclosed")).toBeNull(); // cached
  });

  it("is not tripped by the global flag between calls", () => {
    expect(matchTrigger("A1", "A\\d")).toBe("A1");
    expect(matchTrigger("A1", "A\\d")).toBe("A1");
  });
});

describe("triggerFires and ocrTriggerActionOf", () => {
  const trigger = { x: 45, y: 115, width: 90, height: 20, regEx: "^Page 1 of", splitAction: "FIRST_PAGE" as const };

  it("fire when the text in the rectangle matches", () => {
    expect(triggerFires(words, trigger)).toBe(true);
    expect(ocrTriggerActionOf(words, trigger)).toBe("FIRST_PAGE");
    expect(ocrTriggerActionOf(words, { ...trigger, splitAction: "LAST_PAGE" })).toBe("LAST_PAGE");
  });

  it("do not fire otherwise, nor without a trigger", () => {
    expect(triggerFires(words, { ...trigger, regEx: "^Page 2" })).toBe(false);
    expect(ocrTriggerActionOf(words, { ...trigger, y: 300 })).toBeNull();
    expect(ocrTriggerActionOf(words, null)).toBeNull();
    expect(ocrTriggerActionOf([], trigger)).toBeNull();
  });
});
