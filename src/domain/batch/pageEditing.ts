// Page editing in the classification view (spec 01, "Page editing"): pure
// functions from one splittedDocuments list to the next. The input is never
// changed. After every edit empty documents are removed, documents are
// numbered from 1 and totalPages equals the number of pages.
// An index that does not point at a page leaves the documents as they are
// (normalised).

import type { SplittedDocument } from "../entities";

type Pages = number[][];

function pagesOf(docs: readonly SplittedDocument[]): Pages {
  return docs.map((doc) => [...doc.mainPages]);
}

function toDocuments(pages: Pages): SplittedDocument[] {
  return pages
    .filter((docPages) => docPages.length > 0)
    .map((docPages, index) => ({ docNo: index + 1, totalPages: docPages.length, mainPages: docPages }));
}

function hasPage(pages: Pages, docIndex: number, pageIndex: number): boolean {
  return (
    Number.isInteger(docIndex) &&
    Number.isInteger(pageIndex) &&
    pageIndex >= 0 &&
    pageIndex < (pages[docIndex]?.length ?? 0)
  );
}

/** Removes empty documents, renumbers from 1 and recounts pages. */
export function normalizeDocuments(docs: readonly SplittedDocument[]): SplittedDocument[] {
  return toDocuments(pagesOf(docs));
}

/**
 * Moves a page one place up. The first page of a document goes to the end of
 * the previous document; the first page of the first document becomes a new
 * first document.
 */
export function movePageUp(docs: readonly SplittedDocument[], docIndex: number, pageIndex: number): SplittedDocument[] {
  const pages = pagesOf(docs);
  if (!hasPage(pages, docIndex, pageIndex)) return toDocuments(pages);
  const doc = pages[docIndex];
  if (pageIndex > 0) {
    [doc[pageIndex - 1], doc[pageIndex]] = [doc[pageIndex], doc[pageIndex - 1]];
  } else {
    const [page] = doc.splice(0, 1);
    if (docIndex > 0) pages[docIndex - 1].push(page);
    else pages.unshift([page]);
  }
  return toDocuments(pages);
}

/**
 * Moves a page one place down. The last page of a document goes to the start
 * of the next document; the last page of the last document becomes a new last
 * document.
 */
export function movePageDown(
  docs: readonly SplittedDocument[],
  docIndex: number,
  pageIndex: number,
): SplittedDocument[] {
  const pages = pagesOf(docs);
  if (!hasPage(pages, docIndex, pageIndex)) return toDocuments(pages);
  const doc = pages[docIndex];
  if (pageIndex < doc.length - 1) {
    [doc[pageIndex], doc[pageIndex + 1]] = [doc[pageIndex + 1], doc[pageIndex]];
  } else {
    const [page] = doc.splice(pageIndex, 1);
    if (docIndex < pages.length - 1) pages[docIndex + 1].unshift(page);
    else pages.push([page]);
  }
  return toDocuments(pages);
}

/** Whether splitOutPage would change anything: the document has more than one page. */
export function canSplitOutPage(docs: readonly SplittedDocument[], docIndex: number, pageIndex: number): boolean {
  const pages = pagesOf(docs);
  return hasPage(pages, docIndex, pageIndex) && pages[docIndex].length > 1;
}

/**
 * Makes a page a document of its own: the document becomes up to three, the
 * pages before it, the page alone, and the pages after it.
 */
export function splitOutPage(
  docs: readonly SplittedDocument[],
  docIndex: number,
  pageIndex: number,
): SplittedDocument[] {
  const pages = pagesOf(docs);
  if (!canSplitOutPage(docs, docIndex, pageIndex)) return toDocuments(pages);
  const doc = pages[docIndex];
  const parts = [doc.slice(0, pageIndex), [doc[pageIndex]], doc.slice(pageIndex + 1)];
  pages.splice(docIndex, 1, ...parts);
  return toDocuments(pages);
}

/** Removes a page; a document left without pages is removed too. */
export function deletePage(docs: readonly SplittedDocument[], docIndex: number, pageIndex: number): SplittedDocument[] {
  const pages = pagesOf(docs);
  if (hasPage(pages, docIndex, pageIndex)) pages[docIndex].splice(pageIndex, 1);
  return toDocuments(pages);
}
