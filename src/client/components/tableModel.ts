/** Search, sort and paging of the generic table as pure functions (client-side mode). */
export type SortDirection = "asc" | "desc";

export function searchRows<T>(rows: T[], query: string, text: (row: T) => string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((r) => text(r).toLowerCase().includes(q));
}

export function sortRows<T>(rows: T[], value: ((row: T) => unknown) | undefined, direction: SortDirection): T[] {
  if (!value) return rows;
  const factor = direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x == null && y == null) return 0;
    if (x == null) return 1;
    if (y == null) return -1;
    if (typeof x === "number" && typeof y === "number") return (x - y) * factor;
    return String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: "base" }) * factor;
  });
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Numbered buttons around the current page: at most `width` of them. */
export function pageWindow(current: number, pages: number, width = 5): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(width / 2), pages - width + 1));
  const end = Math.min(pages, start + width - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
