import { useRef, useState, type PointerEvent } from "react";
import { Box } from "@mui/material";
import { Rnd } from "react-rnd";
import { clampRect, toPdfRect, toPixelRect, type Rect } from "../../../domain/geometry";
import type { ShownTrigger } from "./types";

const TRIGGER_COLOR = "#ff0000";
const TRIGGER_STROKE = 3;
/** A rectangle smaller than this (pixels) is a click, not a drawing. */
const MIN_DRAWN = 5;

const frame = {
  border: `${TRIGGER_STROKE}px solid ${TRIGGER_COLOR}`,
  boxSizing: "border-box" as const,
  background: "rgba(255, 0, 0, 0.06)",
};

/**
 * The layer over the rendered page: with the rectangle tool a drag draws a red rectangle; the
 * triggers of the page are red rectangles moved and resized with react-rnd. Everything is reported
 * in PDF points (origin top-left), whatever the zoom: `scale` is pixels per point.
 */
export function RectangleLayer({
  width,
  height,
  scale,
  drawing,
  editable,
  triggers,
  pending,
  resetKey,
  onDrawn,
  onTriggerChanged,
  onTriggerClick,
}: {
  width: number;
  height: number;
  scale: number;
  /** The rectangle tool is on. */
  drawing: boolean;
  /** Triggers may be moved and resized. */
  editable: boolean;
  triggers: ShownTrigger[];
  /** A rectangle being configured (drawn or moved), in points. */
  pending: Rect | null;
  /** Changes whenever moved rectangles must go back to where their triggers are. */
  resetKey: number;
  onDrawn: (rect: Rect) => void;
  onTriggerChanged: (recordId: string, rect: Rect) => void;
  onTriggerClick: (recordId: string) => void;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<{ x0: number; y0: number; x1: number; y1: number } | null>(null);

  const at = (e: PointerEvent) => {
    const box = layer.current!.getBoundingClientRect();
    return {
      x: Math.min(width, Math.max(0, e.clientX - box.left)),
      y: Math.min(height, Math.max(0, e.clientY - box.top)),
    };
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!drawing || e.button !== 0 || e.target !== layer.current) return;
    e.preventDefault();
    e.stopPropagation();
    layer.current!.setPointerCapture(e.pointerId);
    const p = at(e);
    setDraft({ x0: p.x, y0: p.y, x1: p.x, y1: p.y });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!draft) return;
    const p = at(e);
    setDraft({ ...draft, x1: p.x, y1: p.y });
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!draft) return;
    layer.current?.releasePointerCapture?.(e.pointerId);
    const px = clampRect(
      { x: draft.x0, y: draft.y0, width: draft.x1 - draft.x0, height: draft.y1 - draft.y0 },
      width,
      height,
    );
    setDraft(null);
    if (px && px.width >= MIN_DRAWN && px.height >= MIN_DRAWN) onDrawn(toPdfRect(px, scale));
  };

  const drawn = draft && {
    left: Math.min(draft.x0, draft.x1),
    top: Math.min(draft.y0, draft.y1),
    width: Math.abs(draft.x1 - draft.x0),
    height: Math.abs(draft.y1 - draft.y0),
  };
  const pendingPx = pending && toPixelRect(pending, scale);

  return (
    <Box
      ref={layer}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDraft(null)}
      data-testid="rectangle-layer"
      sx={{
        position: "absolute",
        inset: 0,
        cursor: drawing ? "crosshair" : "inherit",
        touchAction: drawing ? "none" : "auto",
        zIndex: 2,
      }}
    >
      {triggers.map((t) => {
        const r = toPixelRect(t.trigger, scale);
        return (
          <Rnd
            key={`${t.recordId}:${r.x}:${r.y}:${r.width}:${r.height}:${resetKey}`}
            default={{ x: r.x, y: r.y, width: r.width, height: r.height }}
            bounds="parent"
            disableDragging={!editable}
            enableResizing={editable}
            minWidth={6}
            minHeight={6}
            style={{ ...frame, zIndex: 1 }}
            className="ocr-trigger-rect"
            onDragStop={(_, d) => {
              if (Math.abs(d.x - r.x) < 2 && Math.abs(d.y - r.y) < 2) onTriggerClick(t.recordId);
              else onTriggerChanged(t.recordId, toPdfRect({ x: d.x, y: d.y, width: r.width, height: r.height }, scale));
            }}
            onResizeStop={(_, __, el, ___, pos) =>
              onTriggerChanged(
                t.recordId,
                toPdfRect({ x: pos.x, y: pos.y, width: el.offsetWidth, height: el.offsetHeight }, scale),
              )
            }
          >
            <Box
              component="span"
              title={`OCR trigger of ${t.label}`}
              sx={{
                position: "absolute",
                left: -TRIGGER_STROKE,
                bottom: "100%",
                mb: "2px",
                px: 0.5,
                fontSize: 11,
                lineHeight: "16px",
                color: "#fff",
                bgcolor: TRIGGER_COLOR,
                whiteSpace: "nowrap",
                maxWidth: 240,
                overflow: "hidden",
                textOverflow: "ellipsis",
                pointerEvents: "none",
              }}
            >
              {t.label}
            </Box>
          </Rnd>
        );
      })}
      {pendingPx && (
        <Box
          data-testid="pending-rectangle"
          sx={{
            ...frame,
            position: "absolute",
            left: pendingPx.x,
            top: pendingPx.y,
            width: pendingPx.width,
            height: pendingPx.height,
            pointerEvents: "none",
            zIndex: 3,
          }}
        />
      )}
      {drawn && (
        <Box
          data-testid="drawing-rectangle"
          sx={{ ...frame, position: "absolute", ...drawn, pointerEvents: "none", zIndex: 3 }}
        />
      )}
    </Box>
  );
}
