import { describe, expect, it } from "vitest";
import { readAnnotations, toPixels } from "./annotations";
import { layoutRows } from "./parsedTable";
import { CHECK_ATTRIBUTE, fieldShortcut, navigableInputs, paneShortcut, stepInput } from "./keyboard";

describe("readAnnotations", () => {
  it("reads the engine's file: page is the 0-based index in the document", () => {
    const a = readAnnotations({
      version: 1,
      pages: [{ pageNo: 4, width: 595, height: 842 }],
      fields: [
        {
          fieldId: "total",
          fieldName: "Total",
          pageNo: 5,
          page: 1,
          x: 400,
          y: 700,
          width: 60,
          height: 12,
          text: "1.00",
          source: "label-right",
          confidence: 0.9,
        },
        { fieldId: "total", page: 1, x: 470, y: 700, width: 20, height: 12 },
      ],
      tableCells: [{ table: "Lines", cellId: "cell-9", fieldId: "qty", page: 0, x: 10, y: 20, width: 5, height: 10 }],
    });
    expect(a.fields.get("total")).toEqual([
      { page: 2, x: 400, y: 700, width: 60, height: 12 },
      { page: 2, x: 470, y: 700, width: 20, height: 12 },
    ]);
    expect(a.cells.get("cell-9")).toEqual([{ page: 1, x: 10, y: 20, width: 5, height: 10 }]);
  });

  it("reads the plain file: page is the 1-based page number", () => {
    const a = readAnnotations({
      properties: [
        { fieldId: "date", page: 2, x: 1, y: 2, width: 3, height: 4 },
        { fieldId: "n", page: 1, boxes: [{ x: 1, y: 1, width: 1, height: 1 }] },
      ],
    });
    expect(a.fields.get("date")).toEqual([{ page: 2, x: 1, y: 2, width: 3, height: 4 }]);
    expect(a.fields.get("n")).toEqual([{ page: 1, x: 1, y: 1, width: 1, height: 1 }]);
  });

  it("leaves out what it cannot read", () => {
    expect(readAnnotations(null).fields.size).toBe(0);
    expect(readAnnotations("x").fields.size).toBe(0);
    const a = readAnnotations({
      properties: [
        { fieldId: "a", page: 1, x: "nope", y: 1, width: 1, height: 1 },
        { page: 1, x: 1, y: 1, width: 1, height: 1 },
        { fieldId: "b", x: 1, y: 1, width: 0, height: 1 },
      ],
    });
    expect(a.fields.size).toBe(0);
  });

  it("scales boxes to the rendered page with a margin", () => {
    expect(toPixels({ page: 1, x: 100, y: 50, width: 20, height: 10 }, 1.5, 2)).toEqual({
      left: 148,
      top: 73,
      width: 34,
      height: 19,
    });
  });
});

describe("layoutRows", () => {
  it("merges cells with rowSpan and colSpan and leaves out covered positions", () => {
    const rows = [
      ["Item", "Amount", ""],
      ["Pens", "2", "4.00"],
      ["", "3", "6.00"],
    ];
    const out = layoutRows(rows, [
      { startRow: 0, startCol: 1, rowSpan: 1, colSpan: 2 },
      { startRow: 1, startCol: 0, rowSpan: 2, colSpan: 1 },
    ]);
    expect(out.map((r) => r.map((c) => [c.text, c.rowSpan, c.colSpan]))).toEqual([
      [
        ["Item", 1, 1],
        ["Amount", 1, 2],
      ],
      [
        ["Pens", 2, 1],
        ["2", 1, 1],
        ["4.00", 1, 1],
      ],
      [
        ["3", 1, 1],
        ["6.00", 1, 1],
      ],
    ]);
  });
  it("clips spans to the table and ignores bad or overlapping merges", () => {
    const rows = [
      ["a", "b"],
      ["c", "d"],
    ];
    const out = layoutRows(rows, [
      { startRow: 0, startCol: 0, rowSpan: 5, colSpan: 1 },
      { startRow: 1, startCol: 0, rowSpan: 1, colSpan: 2 },
      { startRow: 9, startCol: 0, rowSpan: 1, colSpan: 1 },
    ]);
    expect(out.map((r) => r.map((c) => [c.text, c.rowSpan, c.colSpan]))).toEqual([
      [
        ["a", 2, 1],
        ["b", 1, 1],
      ],
      [["d", 1, 1]],
    ]);
  });
  it("pads short rows", () => {
    expect(layoutRows([["a", "b"], ["c"]])[1].map((c) => c.text)).toEqual(["c", ""]);
  });
});

describe("keyboard", () => {
  it("Enter goes to the next field, Shift+Enter back", () => {
    expect(fieldShortcut({ key: "Enter" })).toBe("next-field");
    expect(fieldShortcut({ key: "Enter", shiftKey: true })).toBe("previous-field");
    expect(fieldShortcut({ key: "Enter", ctrlKey: true })).toBeNull();
    expect(fieldShortcut({ key: "Enter", isComposing: true })).toBeNull();
    expect(fieldShortcut({ key: "a" })).toBeNull();
  });
  it("Ctrl+Enter (or Cmd+Enter) confirms, Alt+arrows change document", () => {
    expect(paneShortcut({ key: "Enter", ctrlKey: true })).toBe("confirm-next");
    expect(paneShortcut({ key: "Enter", metaKey: true })).toBe("confirm-next");
    expect(paneShortcut({ key: "ArrowDown", altKey: true })).toBe("next-doc");
    expect(paneShortcut({ key: "ArrowUp", altKey: true })).toBe("previous-doc");
    expect(paneShortcut({ key: "Enter" })).toBeNull();
  });
  it("steps through inputs in order", () => {
    expect(stepInput(["a", "b", "c"], "b", 1)).toBe("c");
    expect(stepInput(["a", "b", "c"], "a", -1)).toBeNull();
    expect(stepInput(["a", "b"], "x", 1)).toBe("a");
  });
  it("with 'only values to check', Enter skips the sure values (issue 15.1)", () => {
    const input = (name: string, check: boolean) => ({
      name,
      hasAttribute: (a: string) => check && a === CHECK_ATTRIBUTE,
    });
    const [a, b, c, d] = [input("a", false), input("b", true), input("c", false), input("d", true)];
    expect(stepInput(navigableInputs([a, b, c, d], b, true), b, 1)).toBe(d);
    expect(stepInput(navigableInputs([a, b, c, d], a, true), a, 1)).toBe(b);
    expect(stepInput(navigableInputs([a, b, c, d], b, false), b, 1)).toBe(c);
  });
});
