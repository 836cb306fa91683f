import { useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { alpha, Box, FormHelperText, Typography } from "@mui/material";
import CloudUploadIcon from "@mui/icons-material/CloudUploadOutlined";
import { ACCEPT_ATTRIBUTE } from "./batchModel";

/** Drop files here or click (or press Enter) to browse; hands every chosen file to `onFiles` (the caller sorts out what it accepts). */
export function FileDropArea({
  onFiles,
  disabled,
  error,
  accept = ACCEPT_ATTRIBUTE,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  error?: string;
  accept?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const browse = () => {
    if (!disabled) input.current?.click();
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files ?? []);
    if (files.length) onFiles(files);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      browse();
    }
  };

  const borderColor = error ? "error.main" : over ? "primary.main" : "grey.400";
  return (
    <Box>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label="Drop files here or click to browse"
        aria-disabled={disabled || undefined}
        data-testid="file-drop-area"
        onClick={browse}
        onKeyDown={onKeyDown}
        onDragEnter={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = disabled ? "none" : "copy";
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={onDrop}
        sx={{
          border: "2px dashed",
          borderColor,
          borderRadius: 2,
          bgcolor: over ? "action.hover" : "grey.50",
          p: 3,
          textAlign: "center",
          cursor: disabled ? "default" : "pointer",
          opacity: disabled ? 0.6 : 1,
          transition: "border-color 120ms, background-color 120ms",
          outline: "none",
          "&:focus-visible": {
            borderColor: "primary.main",
            boxShadow: (t) => `0 0 0 3px ${alpha(t.palette.primary.main, 0.25)}`,
          },
        }}
      >
        <CloudUploadIcon color={error ? "error" : "action"} sx={{ fontSize: 40 }} />
        <Typography sx={{ mt: 1 }}>
          Drag and drop files here, or{" "}
          <Box component="span" sx={{ color: "primary.main", fontWeight: 600 }}>
            click to browse
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          PNG, JPG, JPEG or PDF
        </Typography>
      </Box>
      {/* Outside the clickable area, so its own click does not bubble back into it. */}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        data-testid="file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Cleared, so choosing the same file again after removing it still fires.
          e.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
