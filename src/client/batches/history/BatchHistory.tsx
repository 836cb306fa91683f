import { useState } from "react";
import { useCustom } from "@refinedev/core";
import {
  Alert,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import { describeEntry, HISTORY_KIND_LABELS, type HistoryEntry, type HistoryKind } from "./historyModel";

const LOAD_ERROR = "Failed to fetch the batch's history";

/**
 * Batch history (issue 15.3): a History button that opens a drawer with the batch's entries, newest first,
 * filterable by kind; read again when the batch changes (its version) while the drawer is open.
 */
export function BatchHistory({ batchId, version }: { batchId: string; version: number }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<HistoryKind | "">("");
  const { query } = useCustom<HistoryEntry[]>({
    url: `/batch/${batchId}/history${kind ? `?kind=${kind}` : ""}`,
    method: "get",
    meta: { fallbackError: LOAD_ERROR },
    successNotification: false,
    errorNotification: false,
    queryOptions: {
      enabled: open,
      // Read again for each version of the batch; the entries on screen stay while the next ones load.
      queryKey: ["batch-history", batchId, kind, version],
      placeholderData: (previous) => previous,
    },
  });
  const entries = query.data?.data ?? null;
  const error = query.error ? query.error.message || LOAD_ERROR : null;

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        History
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: { xs: "100vw", sm: 440 }, p: 2 }} role="region" aria-label="History">
          <Stack direction="row" alignItems="center" sx={{ mb: 2 }}>
            <Typography variant="h6" component="h2">
              History
            </Typography>
            <IconButton aria-label="Close history" onClick={() => setOpen(false)} sx={{ ml: "auto" }}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <TextField
            select
            fullWidth
            size="small"
            label="Kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as HistoryKind | "")}
            sx={{ mb: 1 }}
          >
            <MenuItem value="">All kinds</MenuItem>
            {(Object.keys(HISTORY_KIND_LABELS) as HistoryKind[]).map((k) => (
              <MenuItem key={k} value={k}>
                {HISTORY_KIND_LABELS[k]}
              </MenuItem>
            ))}
          </TextField>
          {error && <Alert severity="error">{error}</Alert>}
          {entries && !entries.length && !error && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              No entries.
            </Typography>
          )}
          <List dense aria-label="History entries">
            {(entries ?? []).map((e) => (
              <ListItem key={e._id} divider disableGutters data-kind={e.kind}>
                <ListItemText
                  primary={describeEntry(e)}
                  secondary={`${HISTORY_KIND_LABELS[e.kind] ?? e.kind} · ${new Date(e.at).toLocaleString()} · ${e.actor ? e.actor.name || "A user" : "System"}`}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
