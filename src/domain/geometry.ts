/**
 * Rectangles on a page, the one geometry of the product: PDF points, origin at the page's top-left corner, y downward
 * (the page as rendered, /Rotate applied). The text annotation's words, OCR triggers and extraction highlights are all
 * in this space; the viewer converts to pixels with the page's scale (pixels per point) and back.
 *
 * Pages are numbered from 1 everywhere a person or the wire sees them (pageNo, a highlight's page). The extraction
 * engine counts the pages of a document from 0 (its annotations' `page`); pageNumberOf and pageIndexOf are the one
 * place the two meet.
 */

/** A rectangle in PDF points, origin top-left; drawn by hand it may have a negative width or height until normalised. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle on one page of a PDF: `page` is the 1-based page number. */
export interface PageRect extends Rect {
  page: number;
}

/** The 1-based page number of the engines' 0-based page index. */
export function pageNumberOf(pageIndex: number): number {
  return pageIndex + 1;
}

/** The engines' 0-based page index of a 1-based page number. */
export function pageIndexOf(pageNumber: number): number {
  return pageNumber - 1;
}

/** Is the rectangle usable (finite, not empty)? Returns it with positive width and height. */
export function normaliseRect(rect: Rect): Rect | null {
  if (!rect || ![rect.x, rect.y, rect.width, rect.height].every((v) => typeof v === "number" && Number.isFinite(v)))
    return null;
  const x = rect.width < 0 ? rect.x + rect.width : rect.x;
  const y = rect.height < 0 ? rect.y + rect.height : rect.y;
  const width = Math.abs(rect.width);
  const height = Math.abs(rect.height);
  if (width === 0 || height === 0) return null;
  return { x, y, width, height };
}

/** The rectangle cut to the page (0..pageWidth, 0..pageHeight), or null when nothing of it is on the page. */
export function clampRect(rect: Rect, pageWidth: number, pageHeight: number): Rect | null {
  const r = normaliseRect(rect);
  if (!r) return null;
  const x1 = Math.max(0, r.x);
  const y1 = Math.max(0, r.y);
  const x2 = Math.min(pageWidth, r.x + r.width);
  const y2 = Math.min(pageHeight, r.y + r.height);
  if (x2 <= x1 || y2 <= y1) return null;
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** PDF points -> pixels of the page rendered at `scale` pixels per point. */
export function toPixelRect(pt: Rect, scale: number): Rect {
  return { x: pt.x * scale, y: pt.y * scale, width: pt.width * scale, height: pt.height * scale };
}

/** Pixels of the page rendered at `scale` pixels per point -> PDF points, rounded to 0.01 pt (what is stored). */
export function toPdfRect(px: Rect, scale: number): Rect {
  return {
    x: round2(px.x / scale),
    y: round2(px.y / scale),
    width: round2(px.width / scale),
    height: round2(px.height / scale),
  };
}
