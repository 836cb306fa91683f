// Where values were found: the extraction-annotation file of a document, read into boxes the viewer draws.
// Two shapes are read:
//  - the engine's ({version: 1, fields: [{fieldId, page, pageNo, x, y, width, height}], tableCells: [{cellId, ...}]}),
//    where `page` is the 0-based page index within the document;
//  - the plain one ({properties: [{fieldId, page, x, y, width, height}]}), where `page` is the 1-based page number.
// Boxes are PDF points with the origin at the page's top-left corner, `page` the 1-based page of the document's PDF.

import { pageNumberOf, toPixelRect, type PageRect } from "../../../domain/geometry";

export interface DocAnnotations {
  /** By field id; a value may span several boxes. */
  fields: Map<string, PageRect[]>;
  /** By table cell _id. */
  cells: Map<string, PageRect[]>;
}

export const EMPTY_ANNOTATIONS: DocAnnotations = { fields: new Map(), cells: new Map() };

const num = (v: unknown) =>
  typeof v === "number" && Number.isFinite(v)
    ? v
    : typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))
      ? Number(v)
      : null;

function boxOf(entry: any, zeroBasedPage: boolean): PageRect | null {
  if (!entry || typeof entry !== "object") return null;
  const x = num(entry.x);
  const y = num(entry.y);
  const width = num(entry.width);
  const height = num(entry.height);
  if (x === null || y === null || width === null || height === null || width <= 0 || height <= 0) return null;
  const page = num(entry.page);
  const pageNumber = page === null ? 1 : zeroBasedPage ? pageNumberOf(page) : Math.max(1, page);
  return { page: Math.round(pageNumber), x, y, width, height };
}

function add(map: Map<string, PageRect[]>, id: unknown, box: PageRect | null) {
  if (!box || id === undefined || id === null || id === "") return;
  const key = String(id);
  map.set(key, [...(map.get(key) ?? []), box]);
}

/** The annotation file's JSON as boxes by field id and by table cell id; anything unreadable is left out. */
export function readAnnotations(json: unknown): DocAnnotations {
  const out: DocAnnotations = { fields: new Map(), cells: new Map() };
  if (!json || typeof json !== "object") return out;
  const a = json as any;
  if (Array.isArray(a.fields))
    for (const f of a.fields) add(out.fields, f?.fieldId ?? f?.field?._id ?? f?.field, boxOf(f, true));
  if (Array.isArray(a.tableCells)) for (const c of a.tableCells) add(out.cells, c?.cellId, boxOf(c, true));
  if (Array.isArray(a.properties))
    for (const p of a.properties) {
      const id = p?.fieldId ?? p?.field?._id ?? p?.field;
      // A property may list its boxes, or be one.
      if (Array.isArray(p?.boxes)) for (const b of p.boxes) add(out.fields, id, boxOf({ page: p.page, ...b }, false));
      else add(out.fields, id, boxOf(p, false));
    }
  return out;
}

/** A box in the rendered page's pixels: `scale` is rendered width over the page's width in points. */
export function toPixels(box: PageRect, scale: number, pad = 2) {
  const px = toPixelRect(box, scale);
  return { left: px.x - pad, top: px.y - pad, width: px.width + 2 * pad, height: px.height + 2 * pad };
}
