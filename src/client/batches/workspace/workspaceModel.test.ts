import { describe, expect, it } from "vitest";
import {
  pageNeedsCheck,
  categoryOfClass,
  documentsOf,
  firstMatch,
  formatConfidence,
  isValidRegex,
  pageOrder,
  textInside,
  thumbRows,
  triggersOnPage,
  visibleRows,
} from "./workspaceModel";
import type { MasterKeyCategoryView, WorkspacePage } from "./types";
import { stepPage } from "../viewer/stepPage";

const page = (pageNo: number, extra: Partial<WorkspacePage> = {}): WorkspacePage => ({
  pageNo,
  documentClass: null,
  thumbnailUrl: "",
  masterKeyData: null,
  ...extra,
});

describe("documents and page order", () => {
  it("uses the batch's documents, or one document of all pages", () => {
    expect(documentsOf([{ docNo: 1, totalPages: 2, mainPages: [2, 1] }], [page(1), page(2)])).toEqual([
      { docNo: 1, totalPages: 2, mainPages: [2, 1] },
    ]);
    expect(documentsOf([], [page(2), page(1)])).toEqual([{ docNo: 1, totalPages: 2, mainPages: [1, 2] }]);
    expect(documentsOf(null, [])).toEqual([]);
  });
  it("steps through the pages in document order and stops at the ends", () => {
    const order = pageOrder([
      { docNo: 1, totalPages: 2, mainPages: [3, 1] },
      { docNo: 2, totalPages: 1, mainPages: [2] },
    ]);
    expect(order).toEqual([3, 1, 2]);
    expect(stepPage(order, 3, 1)).toBe(1);
    expect(stepPage(order, 1, 1)).toBe(2);
    expect(stepPage(order, 2, 1)).toBe(2);
    expect(stepPage(order, 3, -1)).toBe(3);
    expect(stepPage(order, 9, 1)).toBe(3);
  });
  it("lists document headings and pages as thumbnail rows", () => {
    expect(thumbRows([{ docNo: 1, totalPages: 1, mainPages: [4] }], true)).toEqual([
      { kind: "doc", docNo: 1, pages: 1 },
      { kind: "page", pageNo: 4, docNo: 1 },
    ]);
  });
});

describe("text inside a rectangle and the regular expression match", () => {
  const annotation = {
    pageNo: 1,
    width: 600,
    height: 800,
    words: [
      { text: "Invoice", x: 50, y: 40, width: 60, height: 12 },
      { text: "No:", x: 115, y: 40, width: 25, height: 12 },
      { text: "INV-2024-001", x: 145, y: 40, width: 90, height: 12 },
      { text: "Total", x: 50, y: 700, width: 40, height: 12 },
    ],
  };
  it("reads the words at least half inside, in reading order", () => {
    expect(textInside(annotation, { x: 45, y: 35, width: 200, height: 20 })).toBe("Invoice No: INV-2024-001");
    expect(textInside(annotation, { x: 45, y: 35, width: 80, height: 20 })).toBe("Invoice");
    expect(textInside(undefined, { x: 0, y: 0, width: 10, height: 10 })).toBe("");
  });
  it("gives the first non-empty match, '' for none or an invalid expression", () => {
    expect(firstMatch("Invoice No: INV-2024-001", "INV-\\d+")).toBe("INV-2024");
    expect(firstMatch("abc", "x*")).toBe("");
    expect(firstMatch("abc", "(")).toBe("");
    expect(isValidRegex("(")).toBe(false);
    expect(isValidRegex("a+")).toBe(true);
    expect(isValidRegex("(\\d)\\1")).toBe(false); // the server refuses what its linear-time engine cannot run
    expect(isValidRegex("a(?=b)")).toBe(false);
  });
});

describe("confidence", () => {
  it("shows fractions and percentages as whole percentages", () => {
    expect(formatConfidence(0.874)).toBe("87%");
    expect(formatConfidence(87.4)).toBe("87%");
    expect(formatConfidence(1)).toBe("100%");
    expect(formatConfidence(null)).toBeNull();
    expect(formatConfidence(undefined)).toBeNull();
  });
});

describe("master keys and triggers of a page", () => {
  const trigger = { x: 1, y: 2, width: 3, height: 4, regEx: "A", splitAction: "FIRST_PAGE" as const };
  const categories: MasterKeyCategoryView[] = [
    {
      categoryId: "cat1",
      categoryName: "Vendors",
      classIds: ["inv"],
      records: [
        { _id: "r1", value: "Acme", customPrompt: "", ocrTrigger: { ...trigger, page: 2 } },
        { _id: "r2", value: "Globex", customPrompt: "", ocrTrigger: { ...trigger, regEx: "G", page: 5 } },
      ],
    },
  ];
  it("finds the category of a class", () => {
    expect(categoryOfClass("inv", categories, [])?.categoryId).toBe("cat1");
    expect(categoryOfClass("other", categories, [])).toBeNull();
    expect(categoryOfClass(null, categories, [])).toBeNull();
    const noClassIds = categories.map(({ classIds: _, ...c }) => c);
    const pages = [
      page(1, {
        documentClass: { _id: "inv", name: "Invoice" },
        masterKeyData: { _id: "r1", value: "Acme", valueListCategory: "cat1", customPrompt: "", ocrTrigger: null },
      }),
    ];
    expect(categoryOfClass("inv", noClassIds, pages)?.categoryId).toBe("cat1");
  });
  it("shows only the trigger of the page's own master key, never another record's trigger of the same page number", () => {
    const p = page(2, {
      masterKeyData: { _id: "r2", value: "Globex", valueListCategory: "cat1", customPrompt: "", ocrTrigger: null },
    });
    const shown = triggersOnPage(p, categories);
    expect(shown.map((t) => t.recordId)).toEqual(["r2"]);
    expect(shown[0].trigger.regEx).toBe("G");
    // r1's trigger was drawn on a page 2 somewhere: it is not this page's master key.
    expect(triggersOnPage(page(2), categories)).toEqual([]);
    expect(triggersOnPage(undefined, categories)).toEqual([]);
  });
});

describe("visible thumbnail rows", () => {
  const heights = Array.from({ length: 1000 }, () => 100);
  const offsets = heights.map((_, i) => i * 100);
  it("renders the rows in view and a few around them", () => {
    expect(visibleRows(offsets, heights, 0, 350, 2)).toEqual([0, 6]);
    expect(visibleRows(offsets, heights, 50_000, 350, 2)).toEqual([498, 506]);
    expect(visibleRows(offsets, heights, 99_900, 350, 2)).toEqual([997, 1000]);
    expect(visibleRows([], [], 0, 100)).toEqual([0, 0]);
  });
});

describe("the class check cue (issue 15.1)", () => {
  it("marks a page the server put below the job's threshold, and below 0.9 on older batches", () => {
    expect(pageNeedsCheck(page(1, { confidence: 0.95, belowThreshold: true }))).toBe(true);
    expect(pageNeedsCheck(page(1, { confidence: 0.5, belowThreshold: false }))).toBe(false);
    expect(pageNeedsCheck(page(1, { confidence: 0.85 }))).toBe(true);
    expect(pageNeedsCheck(page(1, { confidence: 97 }))).toBe(false);
    expect(pageNeedsCheck(page(1, { confidence: null }))).toBe(false);
  });
});
