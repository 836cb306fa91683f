import { Box, CircularProgress, LinearProgress, Paper, Typography } from "@mui/material";
import { statusLabel } from "../../../domain/batch/status";
import { stageLabel, type BatchView } from "../batchModel";

/** The Loading view: a spinner with the status text, and the stage and pages done when the server reports them. */
export function LoadingView({ batch }: { batch: BatchView }) {
  const progress = batch.progress;
  const determinate = !!progress && progress.total > 0;
  return (
    <Paper
      sx={{ p: 6, display: "flex", flexDirection: "column", alignItems: "center", gap: 2 }}
      role="status"
      aria-live="polite"
    >
      <CircularProgress />
      <Typography variant="h6">{statusLabel(batch.status)}</Typography>
      {progress && (
        <Box sx={{ width: "100%", maxWidth: 360, textAlign: "center" }}>
          <Typography variant="body2" color="text.secondary">
            {progress.stage ? stageLabel(progress.stage) : statusLabel(batch.status)}
            {determinate && ` · ${Math.min(progress.done, progress.total)}/${progress.total} pages`}
          </Typography>
          {determinate && (
            <LinearProgress
              variant="determinate"
              value={(100 * Math.min(progress.done, progress.total)) / progress.total}
              sx={{ mt: 1, height: 6, borderRadius: 3 }}
            />
          )}
        </Box>
      )}
    </Paper>
  );
}
