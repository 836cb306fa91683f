import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { Box, ButtonBase, Typography } from "@mui/material";
import { visibleRows, type ThumbRow } from "./workspaceModel";
import type { WorkspacePage } from "./types";

const DOC_ROW = 30;
const PAGE_ROW = 168;
const IMAGE_HEIGHT = 132;

/**
 * The pages as thumbnails in document order. Only the rows in view (and a few around them) are in
 * the page, so a batch of thousands of pages scrolls smoothly. The current page is highlighted and
 * scrolled into view when it changes; a click opens that page in the viewer. A page flip re-renders
 * the panel's few rows in view, and of the thumbnails only the two whose selection changed.
 */
export const ThumbnailsPanel = memo(function ThumbnailsPanel({
  rows,
  pages,
  current,
  onSelect,
  onImageError,
}: {
  rows: ThumbRow[];
  pages: Map<number, WorkspacePage>;
  current: number;
  onSelect: (pageNo: number) => void;
  /** A thumbnail did not load (its signed URL expires after an hour): the batch is read again for new URLs. */
  onImageError?: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });

  const { offsets, heights, total } = useMemo(() => {
    const heights = rows.map((r) => (r.kind === "doc" ? DOC_ROW : PAGE_ROW));
    const offsets: number[] = [];
    let y = 0;
    for (const h of heights) {
      offsets.push(y);
      y += h;
    }
    return { offsets, heights, total: y };
  }, [rows]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setView({ top: el.scrollTop, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The current page comes into view when it changes (by the viewer or by a click).
  useEffect(() => {
    const el = scroller.current;
    const index = rows.findIndex((r) => r.kind === "page" && r.pageNo === current);
    if (!el || index < 0) return;
    const top = offsets[index];
    const bottom = top + heights[index];
    if (top < el.scrollTop || bottom > el.scrollTop + el.clientHeight) {
      el.scrollTo({ top: Math.max(0, top - (el.clientHeight - heights[index]) / 2) });
    }
  }, [current, rows, offsets, heights]);

  const [start, end] = visibleRows(offsets, heights, view.top, view.height);

  return (
    <Box
      ref={scroller}
      onScroll={(e) => setView({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight })}
      sx={{ height: "100%", overflowY: "auto", overflowX: "hidden", position: "relative", bgcolor: "grey.50" }}
      role="list"
      aria-label="Pages"
      data-testid="thumbnails-panel"
    >
      <Box sx={{ height: total, position: "relative" }}>
        {rows.slice(start, end).map((row, i) => {
          const index = start + i;
          const style = {
            position: "absolute" as const,
            top: offsets[index],
            left: 0,
            right: 0,
            height: heights[index],
          };
          if (row.kind === "doc") {
            return (
              <Box
                key={`doc-${row.docNo}`}
                style={style}
                sx={{ px: 1, display: "flex", alignItems: "flex-end", pb: 0.5 }}
              >
                <Typography variant="caption" fontWeight={700} noWrap>{`Doc ${row.docNo}`}</Typography>
              </Box>
            );
          }
          return (
            <Thumb
              key={`page-${row.pageNo}`}
              style={style}
              pageNo={row.pageNo}
              thumbnailUrl={pages.get(row.pageNo)?.thumbnailUrl}
              selected={row.pageNo === current}
              onSelect={onSelect}
              onImageError={onImageError}
            />
          );
        })}
      </Box>
    </Box>
  );
});

/** One page's thumbnail; memoised, so a flip redraws only the one that lost and the one that got the selection. */
const Thumb = memo(
  function Thumb({
    style,
    pageNo,
    thumbnailUrl,
    selected,
    onSelect,
    onImageError,
  }: {
    style: CSSProperties;
    pageNo: number;
    thumbnailUrl: string | null | undefined;
    selected: boolean;
    onSelect: (pageNo: number) => void;
    onImageError?: () => void;
  }) {
    return (
      <Box style={style} role="listitem" sx={{ px: 0.75, py: 0.5 }}>
        <ButtonBase
          onClick={() => onSelect(pageNo)}
          aria-label={`Page ${pageNo}`}
          aria-current={selected ? "page" : undefined}
          data-page={pageNo}
          sx={{
            width: "100%",
            height: "100%",
            flexDirection: "column",
            borderRadius: 1,
            border: 2,
            borderColor: selected ? "primary.main" : "transparent",
            bgcolor: selected ? "action.selected" : "transparent",
            p: 0.5,
            gap: 0.25,
          }}
        >
          <Box
            sx={{
              width: "100%",
              height: IMAGE_HEIGHT,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              bgcolor: "background.paper",
              border: 1,
              borderColor: "divider",
              overflow: "hidden",
            }}
          >
            {thumbnailUrl ? (
              <Box
                component="img"
                src={thumbnailUrl}
                alt={`Page ${pageNo}`}
                loading="lazy"
                decoding="async"
                onError={onImageError}
                sx={{ maxWidth: "100%", maxHeight: "100%", objectFit: "contain", display: "block" }}
              />
            ) : (
              <Typography variant="caption" color="text.secondary">
                {pageNo}
              </Typography>
            )}
          </Box>
          <Typography
            variant="caption"
            noWrap
            sx={{ maxWidth: "100%", fontWeight: selected ? 700 : 400 }}
          >{`Page ${pageNo}`}</Typography>
        </ButtonBase>
      </Box>
    );
  },
  (a, b) =>
    a.pageNo === b.pageNo &&
    a.thumbnailUrl === b.thumbnailUrl &&
    a.selected === b.selected &&
    a.onSelect === b.onSelect &&
    a.onImageError === b.onImageError &&
    a.style.top === b.style.top &&
    a.style.height === b.style.height,
);
