import { describe, expect, it } from "vitest";
import { isSeparatorBarcodePage, splitPages, type SplitOptionInput, type SplitPage } from "./splitPages.js";

type PageSpec = Partial<Omit<SplitPage, "pageNo">>;

/** Pages 1..n with the given signals (by page number). */
function pages(n: number, spec: Record<number, PageSpec> = {}): SplitPage[] {
  return Array.from({ length: n }, (_, i) => ({
    pageNo: i + 1,
    classId: "invoice",
    masterKeyId: null,
    ocrTriggerAction: null,
    ...spec[i + 1],
  }));
}

const files = (...sizes: number[]) => {
  let next = 1;
  return sizes.map((size) => ({ mainPages: Array.from({ length: size }, () => next++) }));
};

const cut = (docs: { mainPages: number[] }[]) => docs.map((d) => d.mainPages);

const opt = (_id: string, config: Record<string, number | string> = {}): SplitOptionInput => ({ _id, config });

describe("splitPages: where it starts", () => {
  it("without split options keeps one document per uploaded file", () => {
    const out = splitPages({ pages: pages(5), initialDocuments: files(2, 3), splitOptions: [] });
    expect(out).toEqual([
      { docNo: 1, totalPages: 2, mainPages: [1, 2] },
      { docNo: 2, totalPages: 3, mainPages: [3, 4, 5] },
    ]);
  });

  it("with per-file alone gives the same documents", () => {
    expect(
      cut(splitPages({ pages: pages(5), initialDocuments: files(2, 3), splitOptions: [opt("per-file")] })),
    ).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it("with other options only, starts from the whole stream (file boundaries are no cut)", () => {
    const p = pages(5, { 2: { masterKeyId: "A" }, 3: { masterKeyId: "A" }, 4: { masterKeyId: "B" } });
    expect(
      cut(splitPages({ pages: p, initialDocuments: files(2, 3), splitOptions: [opt("master-key-change")] })),
    ).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(
      cut(
        splitPages({
          pages: p,
          initialDocuments: files(2, 3),
          splitOptions: [opt("per-file"), opt("master-key-change")],
        }),
      ),
    ).toEqual([[1, 2], [3], [4, 5]]);
  });

  it("without initial documents takes every page in page order", () => {
    const p = pages(4).reverse();
    expect(
      cut(splitPages({ pages: p, initialDocuments: [], splitOptions: [opt("fixed-pages", { pages: 3 })] })),
    ).toEqual([[1, 2, 3], [4]]);
    expect(cut(splitPages({ pages: p, initialDocuments: [], splitOptions: [] }))).toEqual([[1, 2, 3, 4]]);
  });

  it("keeps the initial documents' page order, each page once, and only their pages", () => {
    const out = splitPages({
      pages: pages(6),
      initialDocuments: [{ mainPages: [3, 1] }, { mainPages: [2, 3, 5] }],
      splitOptions: [opt("per-file")],
    });
    expect(cut(out)).toEqual([
      [3, 1],
      [2, 5],
    ]);
  });

  it("ignores options it does not know", () => {
    expect(
      cut(splitPages({ pages: pages(3), initialDocuments: files(3), splitOptions: [opt("by-moon-phase")] })),
    ).toEqual([[1, 2, 3]]);
  });
});

describe("splitPages: the options", () => {
  it("class-change cuts where the class changes; pages without a class keep the document going", () => {
    const p = pages(6, {
      1: { classId: "inv" },
      2: { classId: null },
      3: { classId: "inv" },
      4: { classId: "letter" },
      5: { classId: null },
      6: { classId: "inv" },
    });
    expect(cut(splitPages({ pages: p, initialDocuments: files(6), splitOptions: [opt("class-change")] }))).toEqual([
      [1, 2, 3],
      [4, 5],
      [6],
    ]);
  });

  it("master-key-change cuts where the master key changes, not at unidentified pages", () => {
    const p = pages(7, {
      1: { masterKeyId: "A" },
      2: { masterKeyId: null },
      3: { masterKeyId: "A" },
      4: { masterKeyId: "B" },
      5: { masterKeyId: "B" },
      6: { masterKeyId: null },
      7: { masterKeyId: "A" },
    });
    expect(cut(splitPages({ pages: p, initialDocuments: files(7), splitOptions: [opt("master-key-change")] }))).toEqual(
      [[1, 2, 3], [4, 5, 6], [7]],
    );
  });

  it("master-key-change does not carry a key across an earlier cut", () => {
    // Files [1,2] and [3,4]: page 3 has no key, page 4 has B; file 1 ended with A.
    const p = pages(4, { 1: { masterKeyId: "A" }, 2: { masterKeyId: "A" }, 4: { masterKeyId: "B" } });
    expect(
      cut(
        splitPages({
          pages: p,
          initialDocuments: files(2, 2),
          splitOptions: [opt("per-file"), opt("master-key-change")],
        }),
      ),
    ).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it("ocr-trigger: FIRST_PAGE starts a document, LAST_PAGE ends one", () => {
    const p = pages(8, {
      1: { ocrTriggerAction: "FIRST_PAGE" },
      3: { ocrTriggerAction: "FIRST_PAGE" },
      5: { ocrTriggerAction: "LAST_PAGE" },
      8: { ocrTriggerAction: "LAST_PAGE" },
    });
    expect(cut(splitPages({ pages: p, initialDocuments: files(8), splitOptions: [opt("ocr-trigger")] }))).toEqual([
      [1, 2],
      [3, 4, 5],
      [6, 7, 8],
    ]);
  });

  it("ocr-trigger on consecutive pages: each FIRST_PAGE starts a document, a LAST_PAGE closes the one it is in", () => {
    const p = pages(4, {
      1: { ocrTriggerAction: "FIRST_PAGE" },
      2: { ocrTriggerAction: "FIRST_PAGE" },
      3: { ocrTriggerAction: "LAST_PAGE" },
      4: { ocrTriggerAction: "LAST_PAGE" },
    });
    expect(cut(splitPages({ pages: p, initialDocuments: files(4), splitOptions: [opt("ocr-trigger")] }))).toEqual([
      [1],
      [2, 3],
      [4],
    ]);
  });

  it("fixed-pages cuts each document into pieces of n pages", () => {
    expect(
      cut(
        splitPages({
          pages: pages(5),
          initialDocuments: files(3, 2),
          splitOptions: [opt("per-file"), opt("fixed-pages", { pages: 2 })],
        }),
      ),
    ).toEqual([[1, 2], [3], [4, 5]]);
    expect(
      cut(
        splitPages({ pages: pages(5), initialDocuments: files(5), splitOptions: [opt("fixed-pages", { pages: 1 })] }),
      ),
    ).toEqual([[1], [2], [3], [4], [5]]);
    expect(
      cut(
        splitPages({ pages: pages(5), initialDocuments: files(5), splitOptions: [opt("fixed-pages", { pages: "2" })] }),
      ),
    ).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fixed-pages with an unusable count cuts nothing", () => {
    for (const bad of [0, -2, "abc", ""]) {
      expect(
        cut(
          splitPages({
            pages: pages(3),
            initialDocuments: files(3),
            splitOptions: [opt("fixed-pages", { pages: bad })],
          }),
        ),
      ).toEqual([[1, 2, 3]]);
    }
  });

  it("the order of the options matters: each refines the cut before it", () => {
    const p = pages(5);
    const init = files(3, 2);
    expect(
      cut(
        splitPages({
          pages: p,
          initialDocuments: init,
          splitOptions: [opt("per-file"), opt("fixed-pages", { pages: 2 })],
        }),
      ),
    ).toEqual([[1, 2], [3], [4, 5]]);
    expect(
      cut(
        splitPages({
          pages: p,
          initialDocuments: init,
          splitOptions: [opt("fixed-pages", { pages: 2 }), opt("per-file")],
        }),
      ),
    ).toEqual([[1, 2], [3], [4], [5]]);
  });

  it("barcode: a separator page cuts and is dropped", () => {
    const p = pages(7, {
      1: { barcodes: ["PATCHT"] },
      3: { barcodes: ["patch t"] },
      4: { barcodes: ["PATCHT"] },
      6: { barcodes: ["4006381333931"] },
    });
    expect(
      cut(
        splitPages({ pages: p, initialDocuments: files(7), splitOptions: [opt("barcode", { barcodeText: "PATCHT" })] }),
      ),
    ).toEqual([[2], [5, 6, 7]]);
  });

  it("barcode: a separator at the end leaves no empty document; only separators gives no document", () => {
    const p = pages(3, { 3: { barcodes: ["PATCHT"] } });
    expect(
      cut(
        splitPages({ pages: p, initialDocuments: files(3), splitOptions: [opt("barcode", { barcodeText: "PATCHT" })] }),
      ),
    ).toEqual([[1, 2]]);
    const all = pages(2, { 1: { barcodes: ["PATCHT"] }, 2: { barcodes: ["PATCHT"] } });
    expect(
      splitPages({ pages: all, initialDocuments: files(2), splitOptions: [opt("barcode", { barcodeText: "PATCHT" })] }),
    ).toEqual([]);
  });

  it("barcode text: case and spaces ignored; an empty text accepts any barcode", () => {
    expect(isSeparatorBarcodePage(["patcht"], "PATCHT")).toBe(true);
    expect(isSeparatorBarcodePage(["PATCH-T"], "PATCHT")).toBe(false);
    expect(isSeparatorBarcodePage([], "PATCHT")).toBe(false);
    expect(isSeparatorBarcodePage(undefined, "PATCHT")).toBe(false);
    const p = pages(3, { 2: { barcodes: ["anything"] } });
    expect(
      cut(splitPages({ pages: p, initialDocuments: files(3), splitOptions: [opt("barcode", { barcodeText: "" })] })),
    ).toEqual([[1], [3]]);
  });

  it("blank-page: a blank page cuts and is dropped", () => {
    const p = pages(7, { 2: { isBlank: true }, 3: { isBlank: true }, 5: { isBlank: true }, 7: { isBlank: true } });
    expect(
      cut(splitPages({ pages: p, initialDocuments: files(7), splitOptions: [opt("blank-page", { threshold: 0.99 })] })),
    ).toEqual([[1], [4], [6]]);
  });

  it("a page dropped as a separator is not brought back by later options", () => {
    const p = pages(5, { 3: { isBlank: true } });
    const out = splitPages({
      pages: p,
      initialDocuments: files(5),
      splitOptions: [opt("blank-page"), opt("per-file"), opt("fixed-pages", { pages: 1 })],
    });
    expect(cut(out)).toEqual([[1], [2], [4], [5]]);
  });

  it("combines options in the job's order and numbers documents from 1", () => {
    const p = pages(9, {
      1: { masterKeyId: "A" },
      2: { masterKeyId: "A" },
      3: { barcodes: ["PATCHT"] },
      4: { masterKeyId: "A" },
      5: { masterKeyId: "B" },
      6: { isBlank: true },
      7: { masterKeyId: "B", ocrTriggerAction: "FIRST_PAGE" },
      8: {},
      9: { classId: "letter" },
    });
    const out = splitPages({
      pages: p,
      initialDocuments: files(9),
      splitOptions: [
        opt("barcode", { barcodeText: "PATCHT" }),
        opt("blank-page"),
        opt("master-key-change"),
        opt("ocr-trigger"),
        opt("class-change"),
      ],
    });
    expect(out).toEqual([
      { docNo: 1, totalPages: 2, mainPages: [1, 2] },
      { docNo: 2, totalPages: 1, mainPages: [4], splitReason: "After a separator barcode" },
      { docNo: 3, totalPages: 1, mainPages: [5], splitReason: "Master key changes" },
      { docNo: 4, totalPages: 2, mainPages: [7, 8], splitReason: "After a blank separator page" },
      { docNo: 5, totalPages: 1, mainPages: [9], splitReason: "Class changes" },
    ]);
  });

  it("pages missing from the signals are treated as unknown, not dropped", () => {
    const out = splitPages({
      pages: [],
      initialDocuments: files(3),
      splitOptions: [opt("class-change"), opt("blank-page"), opt("barcode")],
    });
    expect(cut(out)).toEqual([[1, 2, 3]]);
  });
});
