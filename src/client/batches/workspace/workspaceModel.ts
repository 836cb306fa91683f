// Pure rules of the workspace (no React): page order, the text inside a rectangle (rectangles between pixels and
// PDF points are src/domain/geometry.ts), confidences as percentages, which master keys and triggers
// belong to a page, and the window of thumbnails to render. Unit-tested in workspaceModel.test.ts.

import type { SplittedDocument } from "../../../domain/entities";
// The same reading of a rectangle's words and of a regular expression's first match as the server's
// master-key identification uses, so what the modal shows is what the trigger will see.
import { matchTrigger, textInRect } from "../../../domain/text/ocrTrigger";
import type { TextAnnotationPage } from "../../../domain/batch/textAnnotation";
import type { Rect } from "../../../domain/geometry";
import type { MasterKeyCategoryView, ShownTrigger, WorkspacePage } from "./types";

/** The documents the forms list: the batch's, or one document of all pages when it has none yet. */
export function documentsOf(
  splittedDocuments: readonly SplittedDocument[] | null | undefined,
  pages: readonly { pageNo: number }[],
): SplittedDocument[] {
  if (splittedDocuments?.length) {
    // splitReason (why the Split step cut there) is kept for the Split view; a person's edit drops it.
    return splittedDocuments.map((d) => ({
      docNo: d.docNo,
      totalPages: d.mainPages.length,
      mainPages: [...d.mainPages],
      ...(d.splitReason ? { splitReason: d.splitReason } : {}),
    }));
  }
  const all = pages.map((p) => p.pageNo).sort((a, b) => a - b);
  return all.length ? [{ docNo: 1, totalPages: all.length, mainPages: all }] : [];
}

/** The pages in the order the documents list them (what the viewer steps through). */
export function pageOrder(documents: readonly SplittedDocument[]): number[] {
  return documents.flatMap((d) => d.mainPages);
}

/** The words inside the rectangle (at least half of each word's box), in reading order; '' without annotation. */
export function textInside(page: Pick<TextAnnotationPage, "words"> | null | undefined, rect: Rect): string {
  if (!page?.words?.length) return "";
  return textInRect(page.words, rect);
}

/** The first non-empty match of the regular expression in the text; '' when none or the expression is invalid. */
export function firstMatch(text: string, regEx: string): string {
  return matchTrigger(text, regEx) ?? "";
}

/** The server's check: a pattern the linear-time engine cannot run is 'Invalid regex' in the modal too. */
export { isValidRegex } from "../../../domain/text/safeRegex";

/** A classifier confidence as people read it: 0.874 -> '87%', 87.4 -> '87%'; null when unknown. */
/** Below this a page's class is marked 'check' when the batch does not say (extracted before thresholds existed). */
const CHECK_CLASS_BELOW = 0.9;

/**
 * Whether a page's class should be checked: the server marks pages below the job's classification threshold;
 * for older batches, below 0.9. The same quiet 'check' cue as the extraction pane's values.
 */
export function pageNeedsCheck(page: { confidence?: number | null; belowThreshold?: boolean } | undefined): boolean {
  if (!page || typeof page.confidence !== "number") return false;
  if (typeof page.belowThreshold === "boolean") return page.belowThreshold;
  const share = page.confidence <= 1 ? page.confidence : page.confidence / 100;
  return share < CHECK_CLASS_BELOW;
}

export function formatConfidence(confidence: number | null | undefined): string | null {
  if (typeof confidence !== "number" || !Number.isFinite(confidence) || confidence < 0) return null;
  const percent = confidence <= 1 ? confidence * 100 : confidence;
  return `${Math.round(Math.min(100, percent))}%`;
}

/**
 * The master-key category of a class: the one the server lists the class under; without that
 * information, the category of a page of that class that already has a master key.
 */
export function categoryOfClass(
  classId: string | null | undefined,
  categories: readonly MasterKeyCategoryView[],
  pages: readonly WorkspacePage[],
): MasterKeyCategoryView | null {
  if (!classId) return null;
  const listed = categories.find((c) => c.classIds?.includes(classId));
  if (listed) return listed;
  if (categories.some((c) => c.classIds)) return null;
  const known = pages.find((p) => p.documentClass?._id === classId && p.masterKeyData)?.masterKeyData
    ?.valueListCategory;
  return categories.find((c) => c.categoryId === known) ?? null;
}

/**
 * The trigger to draw on a page: only its identified master key's (as stored now, else as the batch
 * saw it). Triggers belong to their record, not to a page number: another vendor's trigger drawn on
 * "page 1" of some batch never shows (nor can be dragged) on page 1 of this one.
 */
export function triggersOnPage(
  page: WorkspacePage | undefined,
  categories: readonly MasterKeyCategoryView[],
): ShownTrigger[] {
  const key = page?.masterKeyData;
  if (!key) return [];
  const record = categories.flatMap((c) => c.records).find((r) => r._id === key._id);
  const trigger = record ? record.ocrTrigger : key.ocrTrigger;
  return trigger ? [{ recordId: key._id, label: record?.value ?? key.value, trigger }] : [];
}

/** One row of the thumbnails panel: a document heading or a page. */
export type ThumbRow = { kind: "doc"; docNo: number; pages: number } | { kind: "page"; pageNo: number; docNo: number };

export function thumbRows(documents: readonly SplittedDocument[], grouped: boolean): ThumbRow[] {
  return documents.flatMap((d): ThumbRow[] => [
    ...(grouped ? [{ kind: "doc" as const, docNo: d.docNo, pages: d.mainPages.length }] : []),
    ...d.mainPages.map((pageNo) => ({ kind: "page" as const, pageNo, docNo: d.docNo })),
  ]);
}

/** Rows [start, end) to render for a scroll position: those in view and `overscan` either side. */
export function visibleRows(
  offsets: readonly number[],
  heights: readonly number[],
  scrollTop: number,
  viewHeight: number,
  overscan = 4,
): [number, number] {
  const n = offsets.length;
  if (!n) return [0, 0];
  // First row whose bottom is below scrollTop (binary search).
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid] + heights[mid] <= scrollTop) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < n && offsets[end] < scrollTop + viewHeight) end++;
  return [Math.max(0, lo - overscan), Math.min(n, end + overscan)];
}
