import { useState } from "react";
import {
  Box,
  Button,
  Divider,
  IconButton,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from "@mui/material";
import PanToolOutlinedIcon from "@mui/icons-material/PanToolOutlined";
import CropSquareIcon from "@mui/icons-material/CropSquare";
import NavigateBeforeIcon from "@mui/icons-material/NavigateBefore";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutIcon from "@mui/icons-material/ZoomOut";

export type ViewerTool = "pan" | "rectangle";

const TRIGGER_TOOL_TITLE = "Page Split Trigger";

/** The viewer's tools when it has them (pan, the red 'Page Split Trigger' rectangle), page navigation and zoom. */
export function ViewerToolbar({
  tools,
  pageNo,
  position,
  count,
  onPrev,
  onNext,
  zoom,
  onZoom,
  onGoTo,
}: {
  tools?: { tool: ViewerTool; onTool: (tool: ViewerTool) => void; canDraw: boolean };
  pageNo: number;
  position: number;
  count: number;
  onPrev: () => void;
  onNext: () => void;
  zoom: number;
  onZoom: (zoom: number) => void;
  /** With a 'Go to page' box: a typed page number; false when the batch has no such page. */
  onGoTo?: (text: string) => boolean;
}) {
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        flexWrap: "wrap",
      }}
      role="toolbar"
      aria-label="Viewer"
    >
      {tools && <ToolChoice {...tools} />}
      <IconButton size="small" onClick={onPrev} disabled={position <= 1} aria-label="Previous page">
        <NavigateBeforeIcon />
      </IconButton>
      <Typography variant="body2" sx={{ minWidth: 90, textAlign: "center" }} aria-live="polite">
        {count ? `Page ${pageNo}` : "No pages"}
        {count > 0 && (
          <Typography component="span" variant="caption" color="text.secondary">{` (${position}/${count})`}</Typography>
        )}
      </Typography>
      <IconButton size="small" onClick={onNext} disabled={position >= count} aria-label="Next page">
        <NavigateNextIcon />
      </IconButton>
      {onGoTo && <GoToPage onGoTo={onGoTo} />}
      <Divider orientation="vertical" flexItem />
      <IconButton
        size="small"
        onClick={() => onZoom(Math.max(0.5, Math.round((zoom - 0.25) * 100) / 100))}
        disabled={zoom <= 0.5}
        aria-label="Zoom out"
      >
        <ZoomOutIcon fontSize="small" />
      </IconButton>
      <Button size="small" onClick={() => onZoom(1)} sx={{ minWidth: 64 }} aria-label="Fit to width">
        {zoom === 1 ? "Fit width" : `${Math.round(zoom * 100)}%`}
      </Button>
      <IconButton
        size="small"
        onClick={() => onZoom(Math.min(4, Math.round((zoom + 0.25) * 100) / 100))}
        disabled={zoom >= 4}
        aria-label="Zoom in"
      >
        <ZoomInIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

function ToolChoice({
  tool,
  onTool,
  canDraw,
}: {
  tool: ViewerTool;
  onTool: (tool: ViewerTool) => void;
  canDraw: boolean;
}) {
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={tool}
        onChange={(_, v: ViewerTool | null) => v && onTool(v)}
        aria-label="Tool"
      >
        <Tooltip title="Pan">
          <ToggleButton value="pan" aria-label="Pan">
            <PanToolOutlinedIcon fontSize="small" />
          </ToggleButton>
        </Tooltip>
        <Tooltip title={canDraw ? TRIGGER_TOOL_TITLE : `${TRIGGER_TOOL_TITLE} (you may not change master keys)`}>
          <span>
            <ToggleButton
              value="rectangle"
              aria-label={TRIGGER_TOOL_TITLE}
              disabled={!canDraw}
              selected={tool === "rectangle"}
              onChange={() => onTool("rectangle")}
              sx={{ color: tool === "rectangle" ? "error.main" : undefined }}
            >
              <CropSquareIcon fontSize="small" />
            </ToggleButton>
          </span>
        </Tooltip>
      </ToggleButtonGroup>
      <Divider orientation="vertical" flexItem />
    </>
  );
}

/** 'Go to page': Enter shows the typed page; a page the batch does not have is marked and stays typed. */
function GoToPage({ onGoTo }: { onGoTo: (text: string) => boolean }) {
  const [text, setText] = useState("");
  const [wrong, setWrong] = useState(false);
  return (
    <TextField
      size="small"
      placeholder="Go to page"
      value={text}
      error={wrong}
      onChange={(e) => {
        setText(e.target.value);
        setWrong(false);
      }}
      onKeyDown={(e) => {
        if (e.key !== "Enter") return;
        e.preventDefault();
        if (onGoTo(text)) setText("");
        else setWrong(true);
      }}
      slotProps={{
        htmlInput: {
          "aria-label": "Go to page",
          inputMode: "numeric",
          title: wrong ? "No such page in this batch" : undefined,
        },
      }}
      sx={{ width: 128, "& input": { py: 0.5 } }}
    />
  );
}
