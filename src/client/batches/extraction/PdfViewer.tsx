import { useEffect, useMemo, useRef, useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/TextLayer.css";
import { Box, CircularProgress, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import NavigateBeforeIcon from "@mui/icons-material/NavigateBefore";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutIcon from "@mui/icons-material/ZoomOut";
import FitWidthIcon from "@mui/icons-material/FitScreen";
import { toPixels, type HighlightBox } from "./annotations";

pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

export interface PdfViewerProps {
  /** A download URL of the PDF; null while it is being fetched. */
  url: string | null;
  /** Why the URL could not be had. */
  error?: string | null;
  page: number;
  onPageChange: (page: number) => void;
  /** Where the focused value was found; the viewer goes to its page and shows it. */
  highlights: HighlightBox[];
}

/** One page at a time, fitted to the width of the pane, with page navigation and the found value highlighted. */
export function PdfViewer({ url, error, page, onPageChange, highlights }: PdfViewerProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const highlightRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [numPages, setNumPages] = useState(0);
  const [pointsWidth, setPointsWidth] = useState<number | null>(null);
  const [rendered, setRendered] = useState(0);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    setNumPages(0);
    setPointsWidth(null);
  }, [url]);

  // A highlight on another page: go there.
  useEffect(() => {
    if (highlights.length && !highlights.some((h) => h.page === page)) onPageChange(highlights[0].page);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlights]);

  // Bring the highlight into view once the page is drawn.
  useEffect(() => {
    const box = highlightRef.current;
    const area = scroller.current;
    if (!box || !area) return;
    const top = box.offsetTop - area.clientHeight / 3;
    const left = box.offsetLeft - area.clientWidth / 3;
    area.scrollTo({ top: Math.max(0, top), left: Math.max(0, left), behavior: "smooth" });
  }, [highlights, page, rendered]);

  // A signed URL: no cookies, so it works for another origin (S3) as well.
  const file = useMemo(() => (url ? { url } : null), [url]);
  const pageWidth = Math.max(200, Math.floor((width - 16) * zoom));
  const scale = pointsWidth ? pageWidth / pointsWidth : 0;
  const onPage = highlights.filter((h) => h.page === page);
  const last = Math.max(numPages, 1);

  return (
    <Stack sx={{ height: "100%", minWidth: 0 }}>
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: "divider" }}>
        <Tooltip title="Previous page">
          <span>
            <IconButton size="small" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
              <NavigateBeforeIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" aria-live="polite" sx={{ minWidth: 90, textAlign: "center" }}>
          {numPages ? `Page ${page} of ${numPages}` : "Page –"}
        </Typography>
        <Tooltip title="Next page">
          <span>
            <IconButton size="small" aria-label="Next page" disabled={page >= last} onClick={() => onPageChange(page + 1)}>
              <NavigateNextIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Tooltip title="Zoom out">
          <span>
            <IconButton size="small" aria-label="Zoom out" disabled={zoom <= ZOOMS[0]} onClick={() => setZoom(ZOOMS[Math.max(0, ZOOMS.indexOf(zoom) - 1)])}>
              <ZoomOutIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Fit to width">
          <IconButton size="small" aria-label="Fit to width" onClick={() => setZoom(1)} color={zoom === 1 ? "primary" : "default"}>
            <FitWidthIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Zoom in">
          <span>
            <IconButton size="small" aria-label="Zoom in" disabled={zoom >= ZOOMS[ZOOMS.length - 1]} onClick={() => setZoom(ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(zoom) + 1)])}>
              <ZoomInIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Box ref={scroller} sx={{ flex: 1, overflow: "auto", bgcolor: "grey.200", p: 1, position: "relative" }} data-testid="extraction-viewer">
        {error ? (
          <Typography color="error" sx={{ p: 2 }}>
            {error}
          </Typography>
        ) : !file ? (
          <Box sx={{ display: "flex", justifyContent: "center", p: 4 }}>
            <CircularProgress size={28} />
          </Box>
        ) : (
          width > 0 && (
            <Document
              key={url}
              file={file}
              onLoadSuccess={(pdf) => {
                setNumPages(pdf.numPages);
                if (page > pdf.numPages) onPageChange(1);
              }}
              loading={
                <Box sx={{ display: "flex", justifyContent: "center", p: 4 }}>
                  <CircularProgress size={28} />
                </Box>
              }
              error={<Typography color="error" sx={{ p: 2 }}>The document could not be loaded.</Typography>}
              onLoadError={(err) => console.error("PDF viewer:", err)}
            >
              <Box sx={{ position: "relative", width: pageWidth, mx: zoom <= 1 ? "auto" : 0, boxShadow: 2, bgcolor: "common.white" }}>
                <Page
                  pageNumber={Math.min(page, last)}
                  width={pageWidth}
                  renderAnnotationLayer={false}
                  onLoadSuccess={(p) => setPointsWidth(p.originalWidth)}
                  onRenderSuccess={() => setRendered((n) => n + 1)}
                  loading={<Box sx={{ height: pageWidth * 1.3 }} />}
                />
                {scale > 0 &&
                  onPage.map((h, i) => {
                    const px = toPixels(h, scale);
                    return (
                      <Box
                        key={i}
                        ref={i === 0 ? highlightRef : undefined}
                        data-testid="extraction-highlight"
                        sx={{
                          position: "absolute",
                          ...px,
                          border: "3px solid",
                          borderColor: "warning.main",
                          bgcolor: "rgba(255, 193, 7, 0.22)",
                          boxShadow: "0 0 0 3px rgba(237, 108, 2, 0.25)",
                          borderRadius: 0.5,
                          pointerEvents: "none",
                          zIndex: 3,
                        }}
                      />
                    );
                  })}
              </Box>
            </Document>
          )
        )}
      </Box>
    </Stack>
  );
}
