// A layout table of parseData as HTML cells: merged cells become one cell with rowSpan and colSpan, and
// the positions they cover are left out.

import type { MergedCell } from "../../../domain/entities";

interface LayoutCell {
  row: number;
  col: number;
  text: string;
  rowSpan: number;
  colSpan: number;
}

/** Rows of cells to render; a merge that starts outside the table or overlaps an earlier one is ignored. */
export function layoutRows(rows: string[][], mergedCells: MergedCell[] = []): LayoutCell[][] {
  const height = rows.length;
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  const covered = new Set<string>();
  const origin = new Map<string, { rowSpan: number; colSpan: number }>();
  for (const m of mergedCells) {
    const { startRow, startCol } = m;
    if (!(startRow >= 0 && startRow < height && startCol >= 0 && startCol < width)) continue;
    const rowSpan = Math.max(1, Math.min(Math.floor(m.rowSpan) || 1, height - startRow));
    const colSpan = Math.max(1, Math.min(Math.floor(m.colSpan) || 1, width - startCol));
    const cells: string[] = [];
    for (let r = startRow; r < startRow + rowSpan; r++)
      for (let c = startCol; c < startCol + colSpan; c++) cells.push(`${r}:${c}`);
    if (cells.some((k) => covered.has(k) || origin.has(k))) continue;
    origin.set(`${startRow}:${startCol}`, { rowSpan, colSpan });
    cells.slice(1).forEach((k) => covered.add(k));
  }
  const out: LayoutCell[][] = [];
  for (let r = 0; r < height; r++) {
    const line: LayoutCell[] = [];
    for (let c = 0; c < width; c++) {
      const k = `${r}:${c}`;
      if (covered.has(k)) continue;
      const span = origin.get(k) ?? { rowSpan: 1, colSpan: 1 };
      line.push({ row: r, col: c, text: rows[r][c] ?? "", ...span });
    }
    out.push(line);
  }
  return out;
}
