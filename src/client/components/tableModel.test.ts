import { describe, expect, it } from "vitest";
import { pageCount, pageWindow, searchRows, sortRows } from "./tableModel";

describe("generic table model", () => {
  const rows = [
    { n: "beta", v: 10 },
    { n: "Alpha", v: 2 },
    { n: "gamma", v: null },
  ];
  it("searches case-insensitively", () => {
    expect(searchRows(rows, "ALP", (r) => r.n)).toEqual([{ n: "Alpha", v: 2 }]);
    expect(searchRows(rows, "  ", (r) => r.n)).toHaveLength(3);
  });
  it("sorts text naturally and numbers numerically, empty values last", () => {
    expect(sortRows(rows, (r) => r.n, "asc").map((r) => r.n)).toEqual(["Alpha", "beta", "gamma"]);
    expect(sortRows(rows, (r) => r.v, "desc").map((r) => r.v)).toEqual([10, 2, null]);
    expect(sortRows([{ n: "item 10" }, { n: "item 9" }], (r) => r.n, "asc").map((r) => r.n)).toEqual([
      "item 9",
      "item 10",
    ]);
  });
  it("counts pages and windows the numbered buttons", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
