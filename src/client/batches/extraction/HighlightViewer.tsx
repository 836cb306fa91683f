import { useEffect, useRef } from "react";
import { Box } from "@mui/material";
import { PdfViewer } from "../viewer/PdfViewer";
import type { PageRect } from "../../../domain/geometry";
import { toPixels } from "./annotations";

/**
 * An extraction document in the shared viewer, with selectable text and the focused value's boxes
 * highlighted: the viewer goes to the page of the value and scrolls it into view.
 */
export function HighlightViewer({
  url,
  error,
  page,
  onPageChange,
  highlights,
}: {
  /** A download URL of the document's PDF; null while it is being fetched. */
  url: string | null;
  /** Why the URL could not be had. */
  error?: string | null;
  page: number;
  onPageChange: (page: number) => void;
  /** Where the focused value was found. */
  highlights: PageRect[];
}) {
  // A highlight on another page: go there.
  useEffect(() => {
    if (highlights.length && !highlights.some((h) => h.page === page)) onPageChange(highlights[0].page);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlights]);

  return (
    <PdfViewer
      testId="extraction-viewer"
      fileUrl={url}
      failed={error}
      pageNo={page}
      onPageChange={onPageChange}
      textLayer
      overlay={(shown) => <Highlights boxes={highlights.filter((h) => h.page === shown.pageNo)} scale={shown.scale} />}
    />
  );
}

function Highlights({ boxes, scale }: { boxes: PageRect[]; scale: number }) {
  const first = useRef<HTMLDivElement>(null);
  const where = boxes.map((b) => `${b.x},${b.y},${b.width},${b.height}`).join(";");
  // Bring the value into view (within the viewer only) when it changes or the page is drawn at another size.
  useEffect(() => {
    const box = first.current;
    const area = box?.closest<HTMLElement>("[data-viewer-scroller]");
    if (!box || !area) return;
    const a = area.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    area.scrollTo({
      top: Math.max(0, area.scrollTop + b.top - a.top - area.clientHeight / 3),
      left: Math.max(0, area.scrollLeft + b.left - a.left - area.clientWidth / 3),
      behavior: "smooth",
    });
  }, [where, scale]);
  return boxes.map((h, i) => (
    <Box
      key={i}
      ref={i === 0 ? first : undefined}
      data-testid="extraction-highlight"
      sx={{
        position: "absolute",
        ...toPixels(h, scale),
        border: "3px solid",
        borderColor: "warning.main",
        bgcolor: "rgba(255, 193, 7, 0.22)",
        boxShadow: "0 0 0 3px rgba(237, 108, 2, 0.25)",
        borderRadius: 0.5,
        pointerEvents: "none",
        zIndex: 3,
      }}
    />
  ));
}
