import { describe, expect, it } from "vitest";
import { clampRect, normaliseRect, pageIndexOf, pageNumberOf, toPdfRect, toPixelRect } from "./geometry";

describe("rectangles", () => {
  it("converts between pixels and PDF points at any scale", () => {
    const pt = toPdfRect({ x: 150, y: 300, width: 75, height: 30 }, 1.5);
    expect(pt).toEqual({ x: 100, y: 200, width: 50, height: 20 });
    expect(toPixelRect(pt, 1.5)).toEqual({ x: 150, y: 300, width: 75, height: 30 });
    expect(toPdfRect(toPixelRect(pt, 0.37), 0.37)).toEqual(pt);
  });
  it("rounds points to 0.01 pt", () => {
    expect(toPdfRect({ x: 10, y: 20, width: 30, height: 40 }, 3)).toEqual({
      x: 3.33,
      y: 6.67,
      width: 10,
      height: 13.33,
    });
  });
  it("normalises rectangles drawn in any direction and clamps them to the page", () => {
    expect(normaliseRect({ x: 1, y: 2, width: -3, height: 4 })).toEqual({ x: -2, y: 2, width: 3, height: 4 });
    expect(clampRect({ x: 50, y: 50, width: -60, height: -20 }, 100, 100)).toEqual({
      x: 0,
      y: 30,
      width: 50,
      height: 20,
    });
    expect(clampRect({ x: 200, y: 0, width: 10, height: 10 }, 100, 100)).toBeNull();
    expect(clampRect({ x: 10, y: 10, width: 0, height: 10 }, 100, 100)).toBeNull();
  });
  it("refuses empty or broken rectangles", () => {
    expect(normaliseRect({ x: 0, y: 0, width: 0, height: 5 })).toBeNull();
    expect(normaliseRect({ x: Number.NaN, y: 0, width: 10, height: 5 })).toBeNull();
    expect(normaliseRect({ x: 0, y: 0, width: Infinity, height: 5 })).toBeNull();
  });
});

describe("page numbers", () => {
  it("turns the engines' 0-based page index into the 1-based page number and back", () => {
    expect(pageNumberOf(0)).toBe(1);
    expect(pageIndexOf(1)).toBe(0);
    expect(pageIndexOf(pageNumberOf(4))).toBe(4);
  });
});
