import { useLayoutEffect, useRef, useState, type PointerEvent } from "react";
import { Box, CircularProgress, Typography } from "@mui/material";
import { Document, Page } from "react-pdf";
import "./pdfWorker";
import { RectangleLayer } from "./RectangleLayer";
import { ViewerToolbar, type ViewerTool } from "./ViewerToolbar";
import { stepPage } from "./workspaceModel";
import type { PdfRect, ShownTrigger } from "./types";

const GUTTER = 24;

/**
 * The merged document in a single-page layout fitted to the viewer's width (zoom relative to it),
 * with a pan tool and the 'Page Split Trigger' rectangle tool. Only the current page is rendered.
 * Loading failures are only logged.
 */
export function PdfViewer({
  fileUrl,
  fileFailed,
  order,
  pageNo,
  onPageChange,
  canDraw,
  triggers,
  pending,
  resetKey,
  onDrawn,
  onTriggerChanged,
  onTriggerClick,
}: {
  fileUrl: string | null;
  /** The file could not be opened (its URL was refused). */
  fileFailed?: boolean;
  /** The pages in the order the viewer steps through them. */
  order: number[];
  pageNo: number;
  onPageChange: (pageNo: number) => void;
  canDraw: boolean;
  triggers: ShownTrigger[];
  pending: PdfRect | null;
  resetKey: number;
  onDrawn: (pageNo: number, rect: PdfRect) => void;
  onTriggerChanged: (pageNo: number, recordId: string, rect: PdfRect) => void;
  onTriggerClick: (pageNo: number, recordId: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [tool, setTool] = useState<ViewerTool>("pan");
  const [zoom, setZoom] = useState(1);
  const [pageSize, setPageSize] = useState<{ pageNo: number; width: number; height: number } | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = !!fileFailed || (!!fileUrl && failedUrl === fileUrl);
  const pan = useRef<{ x: number; y: number; left: number; top: number; id: number } | null>(null);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const renderedWidth = Math.max(100, Math.floor((width - GUTTER) * zoom));
  const size = pageSize?.pageNo === pageNo ? pageSize : null;
  const scale = size ? renderedWidth / size.width : 0;
  const position = order.indexOf(pageNo) + 1;
  const drawing = tool === "rectangle" && canDraw;

  const onPanStart = (e: PointerEvent<HTMLDivElement>) => {
    if (tool !== "pan" || e.button !== 0 || (e.target as HTMLElement).closest?.(".ocr-trigger-rect")) return;
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
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }} data-testid="document-viewer">
      <ViewerToolbar
        tool={tool}
        onTool={setTool}
        canDraw={canDraw}
        pageNo={pageNo}
        position={Math.max(1, position)}
        count={order.length}
        onPrev={() => onPageChange(stepPage(order, pageNo, -1))}
        onNext={() => onPageChange(stepPage(order, pageNo, 1))}
        zoom={zoom}
        onZoom={setZoom}
      />
      <Box
        ref={scroller}
        onPointerDown={onPanStart}
        onPointerMove={onPanMove}
        onPointerUp={onPanEnd}
        onPointerCancel={onPanEnd}
        sx={{ flex: 1, minHeight: 0, overflow: "auto", bgcolor: "grey.200", cursor: tool === "pan" ? "grab" : "default", "&:active": { cursor: tool === "pan" ? "grabbing" : undefined }, userSelect: "none" }}
      >
        {!fileUrl || failed ? (
          <Box sx={{ height: "100%", display: "flex", alignItems: "center", justifyContent: "center" }}>
            {failed ? <Typography color="text.secondary">The document cannot be shown.</Typography> : <CircularProgress size={28} />}
          </Box>
        ) : (
          width > 0 && (
            <Document
              file={fileUrl}
              onLoadError={(err) => {
                console.error("The viewer could not open the document", err);
                setFailedUrl(fileUrl);
              }}
              onSourceError={(err) => {
                console.error("The viewer could not open the document", err);
                setFailedUrl(fileUrl);
              }}
              loading={
                <Box sx={{ p: 4, textAlign: "center" }}>
                  <CircularProgress size={28} />
                </Box>
              }
              error={<span />}
            >
              <Box sx={{ py: `${GUTTER / 2}px`, display: "flex", justifyContent: zoom > 1 ? "flex-start" : "center", px: `${GUTTER / 2}px`, width: zoom > 1 ? renderedWidth + GUTTER : "auto" }}>
                <Box sx={{ position: "relative", boxShadow: 2, bgcolor: "#fff", minHeight: 200, width: renderedWidth }} data-testid="viewer-page" data-page={pageNo}>
                  <Page
                    key={pageNo}
                    pageNumber={pageNo}
                    width={renderedWidth}
                    renderTextLayer={false}
                    renderAnnotationLayer={false}
                    onLoadSuccess={(p) => setPageSize({ pageNo, width: p.originalWidth, height: p.originalHeight })}
                    onRenderError={(err) => console.error("The viewer could not draw the page", err)}
                    loading={<Box sx={{ height: size ? size.height * scale : renderedWidth * 1.294 }} />}
                  />
                  {size && scale > 0 && (
                    <RectangleLayer
                      width={renderedWidth}
                      height={size.height * scale}
                      scale={scale}
                      drawing={drawing}
                      editable={canDraw}
                      triggers={triggers}
                      pending={pending}
                      resetKey={resetKey}
                      onDrawn={(rect) => onDrawn(pageNo, rect)}
                      onTriggerChanged={(id, rect) => onTriggerChanged(pageNo, id, rect)}
                      onTriggerClick={(id) => onTriggerClick(pageNo, id)}
                    />
                  )}
                </Box>
              </Box>
            </Document>
          )
        )}
      </Box>
    </Box>
  );
}
