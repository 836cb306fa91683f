import { memo, useLayoutEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from "react";
import { Box, CircularProgress, Typography } from "@mui/material";
import { Document, Page } from "react-pdf";
import "react-pdf/dist/Page/TextLayer.css";
import { sharedPdfWorker } from "./pdfWorker";
import { ViewerToolbar, type ViewerTool } from "./ViewerToolbar";
import { typedPage } from "./pageKeys";
import { stepPage } from "./stepPage";

const GUTTER = 24;
/**
 * getDocument's options: the page's one pdf.js worker (started when this code loaded), not a new one per document; and
 * the file read by range requests only (pdf.js still fetches the rest in the background, a range at a time): streamed
 * whole, an 18 MB batch kept the page's main thread busy for half a second just as the first page's ranges were due.
 */
const PDF_OPTIONS = { worker: sharedPdfWorker(), disableStream: true };

/** The page as drawn: its number, its size in pixels and the pixels per PDF point. */
export interface ShownPage {
  pageNo: number;
  width: number;
  height: number;
  scale: number;
  /** The rectangle tool is on (and drawing is allowed). */
  drawing: boolean;
}

/**
 * A PDF in a single-page layout fitted to the viewer's width (zoom relative to it), with page
 * navigation, zoom and, when `canDraw` is given, a pan tool and the 'Page Split Trigger' rectangle
 * tool. Only the current page is rendered; `overlay` draws on top of it in pixels (rectangles,
 * highlights). Loading failures are logged and shown as one quiet line.
 */
export const PdfViewer = memo(function PdfViewer({
  fileUrl,
  failed: failedBefore,
  order: givenOrder,
  pageNo,
  onPageChange,
  canDraw,
  textLayer = false,
  overlay,
  testId,
  goToPage = false,
}: {
  /** A signed URL of the PDF; null while it is being asked for. */
  fileUrl: string | null;
  /** The file could not be had (its URL was refused), with the reason when there is one. */
  failed?: boolean | string | null;
  /** The pages in the order the viewer steps through them; all pages of the file when omitted. */
  order?: number[];
  pageNo: number;
  onPageChange: (pageNo: number) => void;
  /** With the tools (pan and rectangle): whether the rectangle tool may be used. Without: no tools. */
  canDraw?: boolean;
  /** Selectable text over the page. */
  textLayer?: boolean;
  overlay?: (page: ShownPage) => ReactNode;
  testId: string;
  /** A 'Go to page' box in the toolbar. */
  goToPage?: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [tool, setTool] = useState<ViewerTool>("pan");
  const [zoom, setZoom] = useState(1);
  const [numPages, setNumPages] = useState<{ url: string; count: number } | null>(null);
  const [pageSize, setPageSize] = useState<{ url: string; pageNo: number; width: number; height: number } | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = !!failedBefore || (!!fileUrl && failedUrl === fileUrl);
  const pan = useRef<{ x: number; y: number; left: number; top: number; id: number } | null>(null);
  const tools = canDraw !== undefined;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const count = numPages?.url === fileUrl ? numPages.count : 0;
  const allPages = useMemo(() => Array.from({ length: count }, (_, i) => i + 1), [count]);
  const order = givenOrder ?? allPages;
  // Without an order, a page number beyond the file (another document was opened) shows its last page.
  const shown = !givenOrder && count ? Math.min(pageNo, count) : pageNo;
  const renderedWidth = Math.max(100, Math.floor((width - GUTTER) * zoom));
  const size = pageSize?.pageNo === shown && pageSize.url === fileUrl ? pageSize : null;
  const scale = size ? renderedWidth / size.width : 0;
  const position = order.indexOf(shown) + 1;
  const panning = tools && tool === "pan";

  const onFailure = (err: unknown) => {
    console.error("The viewer could not open the document", err);
    setFailedUrl(fileUrl);
  };
  const onPanStart = (e: PointerEvent<HTMLDivElement>) => {
    if (!panning || e.button !== 0 || (e.target as HTMLElement).closest?.(".ocr-trigger-rect")) return;
    const el = scroller.current!;
    pan.current = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop, id: e.pointerId };
    el.setPointerCapture(e.pointerId);
  };
  const onPanMove = (e: PointerEvent<HTMLDivElement>) => {
    const p = pan.current;
    if (!p) return;
    const el = scroller.current!;
    el.scrollLeft = p.left - (e.clientX - p.x);
    el.scrollTop = p.top - (e.clientY - p.y);
  };
  const onPanEnd = () => {
    if (pan.current) scroller.current?.releasePointerCapture?.(pan.current.id);
    pan.current = null;
  };

  return (
    <Box
      sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0, minWidth: 0 }}
      data-testid={testId}
    >
      <ViewerToolbar
        tools={tools ? { tool, onTool: setTool, canDraw: !!canDraw } : undefined}
        pageNo={shown}
        position={Math.max(1, position)}
        count={order.length}
        onPrev={() => onPageChange(stepPage(order, shown, -1))}
        onNext={() => onPageChange(stepPage(order, shown, 1))}
        zoom={zoom}
        onZoom={setZoom}
        onGoTo={
          goToPage
            ? (text) => {
                const target = typedPage(text, order);
                if (target !== null) onPageChange(target);
                return target !== null;
              }
            : undefined
        }
      />
      <Box
        ref={scroller}
        data-viewer-scroller
        onPointerDown={onPanStart}
        onPointerMove={onPanMove}
        onPointerUp={onPanEnd}
        onPointerCancel={onPanEnd}
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: "auto",
          position: "relative",
          bgcolor: "grey.200",
          cursor: panning ? "grab" : "default",
          "&:active": { cursor: panning ? "grabbing" : undefined },
          userSelect: tools ? "none" : undefined,
        }}
      >
        {!fileUrl || failed ? (
          <Box sx={{ height: "100%", display: "flex", alignItems: "center", justifyContent: "center" }}>
            {failed ? (
              <Typography color="text.secondary">
                {typeof failedBefore === "string" ? failedBefore : "The document cannot be shown."}
              </Typography>
            ) : (
              <CircularProgress size={28} />
            )}
          </Box>
        ) : (
          width > 0 && (
            <Document
              key={fileUrl}
              file={fileUrl}
              options={PDF_OPTIONS}
              onLoadSuccess={(pdf) => {
                setNumPages({ url: fileUrl, count: pdf.numPages });
                if (!givenOrder && pageNo > pdf.numPages) onPageChange(1);
              }}
              onLoadError={onFailure}
              onSourceError={onFailure}
              loading={
                <Box sx={{ p: 4, textAlign: "center" }}>
                  <CircularProgress size={28} />
                </Box>
              }
              error={<span />}
            >
              <Box
                sx={{
                  py: `${GUTTER / 2}px`,
                  display: "flex",
                  justifyContent: zoom > 1 ? "flex-start" : "center",
                  px: `${GUTTER / 2}px`,
                  width: zoom > 1 ? renderedWidth + GUTTER : "auto",
                }}
              >
                <Box
                  sx={{ position: "relative", boxShadow: 2, bgcolor: "#fff", minHeight: 200, width: renderedWidth }}
                  data-testid="viewer-page"
                  data-page={shown}
                >
                  <Page
                    key={shown}
                    pageNumber={shown}
                    width={renderedWidth}
                    renderTextLayer={textLayer}
                    renderAnnotationLayer={false}
                    onLoadSuccess={(p) =>
                      setPageSize({ url: fileUrl, pageNo: shown, width: p.originalWidth, height: p.originalHeight })
                    }
                    onRenderError={(err) => console.error("The viewer could not draw the page", err)}
                    loading={<Box sx={{ height: size ? size.height * scale : renderedWidth * 1.294 }} />}
                  />
                  {size &&
                    scale > 0 &&
                    overlay?.({
                      pageNo: shown,
                      width: renderedWidth,
                      height: size.height * scale,
                      scale,
                      drawing: tools && tool === "rectangle" && !!canDraw,
                    })}
                </Box>
              </Box>
            </Document>
          )
        )}
      </Box>
    </Box>
  );
});
