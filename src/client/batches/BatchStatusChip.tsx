import { Chip, CircularProgress } from "@mui/material";
import { isInProgress, statusColor } from "../../domain/batch/status";
import { statusText, type BatchView } from "./batchModel";

/** A batch's status as a coloured chip; while in progress it shows the stage and the pages done. */
export function BatchStatusChip({ batch }: { batch: Pick<BatchView, "status" | "progress"> }) {
  const working = isInProgress(batch.status);
  return (
    <Chip
      size="small"
      color={statusColor(batch.status)}
      variant={working ? "outlined" : "filled"}
      icon={working ? <CircularProgress size={12} thickness={6} color="inherit" aria-hidden /> : undefined}
      label={statusText(batch)}
      sx={{ fontWeight: 500 }}
    />
  );
}
