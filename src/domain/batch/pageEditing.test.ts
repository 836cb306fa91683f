import { describe, expect, it } from "vitest";
import type { SplittedDocument } from "../entities";
import { canSplitOutPage, deletePage, movePageDown, movePageUp, normalizeDocuments, splitOutPage } from "./pageEditing";

/** Builds documents from page lists: docs([1, 2], [3]). */
function docs(...pages: number[][]): SplittedDocument[] {
  return pages.map((mainPages, index) => ({ docNo: index + 1, totalPages: mainPages.length, mainPages }));
}

/** The page lists of documents, after checking their numbering and counts. */
function pagesOf(result: SplittedDocument[]): number[][] {
  result.forEach((doc, index) => {
    expect(doc.docNo).toBe(index + 1);
    expect(doc.totalPages).toBe(doc.mainPages.length);
    expect(doc.mainPages.length).toBeGreaterThan(0);
  });
  return result.map((doc) => doc.mainPages);
}

describe("movePageUp", () => {
  it("swaps a page with the one above it in the same document", () => {
    expect(pagesOf(movePageUp(docs([1, 2, 3], [4]), 0, 2))).toEqual([[1, 3, 2], [4]]);
  });

  it("moves a document's first page to the end of the previous document", () => {
    expect(pagesOf(movePageUp(docs([1, 2], [3, 4]), 1, 0))).toEqual([[1, 2, 3], [4]]);
  });

  it("removes the document it leaves empty and renumbers", () => {
    expect(movePageUp(docs([1], [2], [3]), 1, 0)).toEqual(docs([1, 2], [3]));
  });

  it("makes the first page of the first document a new first document", () => {
    expect(pagesOf(movePageUp(docs([1, 2], [3]), 0, 0))).toEqual([[1], [2], [3]]);
  });

  it("leaves a lone first page where it is", () => {
    expect(movePageUp(docs([1], [2, 3]), 0, 0)).toEqual(docs([1], [2, 3]));
  });
});

describe("movePageDown", () => {
  it("swaps a page with the one below it in the same document", () => {
    expect(pagesOf(movePageDown(docs([1, 2, 3]), 0, 0))).toEqual([[2, 1, 3]]);
  });

  it("moves a document's last page to the start of the next document", () => {
    expect(pagesOf(movePageDown(docs([1, 2], [3, 4]), 0, 1))).toEqual([[1], [2, 3, 4]]);
  });

  it("removes the document it leaves empty and renumbers", () => {
    expect(movePageDown(docs([1], [2], [3]), 1, 0)).toEqual(docs([1], [2, 3]));
  });

  it("makes the last page of the last document a new last document", () => {
    expect(pagesOf(movePageDown(docs([1], [2, 3]), 1, 1))).toEqual([[1], [2], [3]]);
  });

  it("leaves a lone last page where it is", () => {
    expect(movePageDown(docs([1, 2], [3]), 1, 0)).toEqual(docs([1, 2], [3]));
  });
});

describe("splitOutPage", () => {
  it("splits a middle page into before, the page alone, and after", () => {
    expect(pagesOf(splitOutPage(docs([1, 2, 3], [4]), 0, 1))).toEqual([[1], [2], [3], [4]]);
  });

  it("makes two documents when the page is first or last", () => {
    expect(pagesOf(splitOutPage(docs([1, 2, 3]), 0, 0))).toEqual([[1], [2, 3]]);
    expect(pagesOf(splitOutPage(docs([1], [2, 3, 4]), 1, 2))).toEqual([[1], [2, 3], [4]]);
  });

  it("does nothing to a one-page document", () => {
    expect(canSplitOutPage(docs([1], [2, 3]), 0, 0)).toBe(false);
    expect(canSplitOutPage(docs([1], [2, 3]), 1, 0)).toBe(true);
    expect(splitOutPage(docs([1], [2, 3]), 0, 0)).toEqual(docs([1], [2, 3]));
  });
});

describe("deletePage", () => {
  it("removes the page and recounts the document", () => {
    expect(deletePage(docs([1, 2, 3], [4]), 0, 1)).toEqual(docs([1, 3], [4]));
  });

  it("removes a document left empty and renumbers the rest", () => {
    expect(deletePage(docs([1], [2], [3]), 0, 0)).toEqual(docs([2], [3]));
  });

  it("can delete the last page of all", () => {
    expect(deletePage(docs([1]), 0, 0)).toEqual([]);
  });
});

describe("every edit", () => {
  it("never changes its input", () => {
    const input = docs([1, 2], [3, 4]);
    const copy = structuredClone(input);
    movePageUp(input, 1, 0);
    movePageUp(input, 0, 1);
    movePageDown(input, 0, 1);
    movePageDown(input, 1, 0);
    splitOutPage(input, 0, 1);
    deletePage(input, 1, 1);
    expect(input).toEqual(copy);
  });

  it("returns new page arrays, not the input's", () => {
    const input = docs([1, 2]);
    const result = deletePage(input, 5, 0);
    expect(result).toEqual(input);
    expect(result[0].mainPages).not.toBe(input[0].mainPages);
  });

  it("ignores an index that points at no page", () => {
    const input = docs([1, 2], [3]);
    expect(movePageUp(input, 2, 0)).toEqual(input);
    expect(movePageDown(input, 0, 2)).toEqual(input);
    expect(splitOutPage(input, -1, 0)).toEqual(input);
    expect(deletePage(input, 0, 1.5)).toEqual(input);
  });

  it("drops empty documents and fixes numbering and counts", () => {
    const messy = [
      { docNo: 4, totalPages: 9, mainPages: [2] },
      { docNo: 7, totalPages: 1, mainPages: [] },
      { docNo: 1, totalPages: 0, mainPages: [1, 3] },
    ];
    expect(normalizeDocuments(messy)).toEqual(docs([2], [1, 3]));
    expect(deletePage(messy, 2, 0)).toEqual(docs([2], [3]));
  });
});
