import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { balancePageTree, PAGE_TREE_FANOUT } from "./pageTree.js";
import { loadPdfjs } from "./pdfjs.js";

/** A flat page tree, as pdf-lib makes it: page n is n points wide, with a few kilobytes of content so pages spread over the file. */
async function flatPdf(pages: number): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([100 + n, 800]);
    for (let line = 0; line < 60; line++)
      page.drawText(`page ${n} line ${line} ${"x".repeat(60)}`, { x: 10, y: 780 - line * 12, size: 8 });
  }
  return doc;
}

/** pdf.js opening the file by range requests, as the viewer does: the ranges it asked for until page 1 was read. */
async function rangesToFirstPage(bytes: Uint8Array) {
  const pdfjs = await loadPdfjs();
  const asked: number[] = [];
  class Transport extends pdfjs.PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number) {
      asked.push(end - begin);
      setTimeout(() => this.onDataRange(begin, bytes.slice(begin, end)));
    }
  }
  const doc = await pdfjs.getDocument({
    range: new Transport(bytes.length, bytes.slice(0, 1024)),
    rangeChunkSize: 1024,
    disableAutoFetch: true,
    disableStream: true,
  }).promise;
  const first = await doc.getPage(1);
  const last = await doc.getPage(doc.numPages);
  const widths = [first.view[2], last.view[2]];
  await doc.destroy();
  return { requests: asked.length, widths };
}

describe("balancePageTree", () => {
  it("nests the pages under nodes of at most 8 children, in order, so pdf.js reads a few pages to open the file", async () => {
    const pages = 150;
    const flat = await (await flatPdf(pages)).save({ useObjectStreams: false });
    const doc = await flatPdf(pages);
    balancePageTree(doc);
    const balanced = await doc.save({ useObjectStreams: false });

    // Every node has at most 8 children, its /Count is its pages, and each child points back to it.
    const reread = await PDFDocument.load(balanced);
    const ctx = reread.context;
    let leaves = 0;
    const walk = (ref: PDFRef, parent: PDFRef | null): number => {
      const node = ctx.lookup(ref, PDFDict);
      if (parent) expect(node.get(PDFName.of("Parent"))).toBe(parent);
      if (node.get(PDFName.of("Type")) === PDFName.of("Page")) return (++leaves, 1);
      const kids = node.lookup(PDFName.of("Kids"), PDFArray).asArray() as PDFRef[];
      expect(kids.length).toBeLessThanOrEqual(PAGE_TREE_FANOUT);
      const count = kids.reduce((sum, kid) => sum + walk(kid, ref), 0);
      expect(node.lookup(PDFName.of("Count"), PDFNumber).asNumber()).toBe(count);
      return count;
    };
    expect(walk(reread.catalog.get(PDFName.of("Pages")) as PDFRef, null)).toBe(pages);
    expect(leaves).toBe(pages);
    // The pages in their order, for pdf-lib and for pdf.js.
    expect(reread.getPages().map((p) => p.getWidth())).toEqual(Array.from({ length: pages }, (_, i) => 101 + i));
    const before = await rangesToFirstPage(flat);
    const after = await rangesToFirstPage(balanced);
    expect(after.widths).toEqual([101, 100 + pages]);
    expect(before.widths).toEqual(after.widths);
    // Flat: every page dictionary is asked for; nested: the nodes and the pages on the way to the first and last.
    expect(before.requests).toBeGreaterThan(pages / 2);
    expect(after.requests).toBeLessThan(30);
  });

  it("leaves a small or already nested tree alone", async () => {
    const small = await flatPdf(PAGE_TREE_FANOUT);
    balancePageTree(small);
    expect(small.catalog.Pages().Kids().size()).toBe(PAGE_TREE_FANOUT);
    const big = await flatPdf(20);
    balancePageTree(big);
    const kids = big.catalog.Pages().Kids().asArray().map(String);
    balancePageTree(big);
    expect(big.catalog.Pages().Kids().asArray().map(String)).toEqual(kids);
  });
});
